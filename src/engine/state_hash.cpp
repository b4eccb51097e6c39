// Game::hash(): 64-bit FNV-1a over the state's fields, each little-endian at its own width,
// in the order state.h declares them (the unit entries up to unitCount, the vacated hexes up
// to vacatedCount; the occupancy tables, derived from the units, left out). It does not
// depend on the save format: a new save or link layout changes no hash (the golden hashes
// were re-recorded once for this, with the same action counts).
#include "game.h"
#include "serialize.h"

namespace naw {

namespace {

struct Fnv {
  std::uint64_t h = 0xcbf29ce484222325ull;
  void byte(std::uint8_t b) { h = (h ^ b) * 0x100000001b3ull; }
  template <class T>
  void le(T v) {  // an integer or enum at its own width
    const auto u = static_cast<std::uint64_t>(v);
    for (std::size_t i = 0; i < sizeof(T); ++i) byte(static_cast<std::uint8_t>(u >> (8 * i)));
  }
};

}  // namespace

std::uint64_t fieldsHash(const GameState& s) {
  Fnv f;
  for (char c : {'N', 'A', 'W', 'H', '1'}) f.byte(static_cast<std::uint8_t>(c));
  f.le(s.turn), f.le(s.phase), f.le(s.step), f.le(s.winner);
  f.le(s.frenchLost), f.le(s.alliedLost), f.le(s.exited), f.le(s.grouchy);
  f.le(s.frenchChit), f.le(s.alliedChit), f.le(s.unitCount), f.le(s.groupActive);
  for (const auto& group : s.slotsLeft)
    for (std::uint8_t n : group) f.le(n);
  f.le(s.rng.state);
  const CombatRecord& c = s.combat;
  f.le(c.odds), f.le(c.die), f.le(c.result), f.le(c.stage), f.le(c.attackerSide);
  f.le(c.eeTarget), f.le(c.displaced), f.le(c.frenchBefore), f.le(c.alliedBefore);
  f.le(c.vacatedCount);
  for (std::size_t i = 0; i < c.vacatedCount && i < c.vacated.size(); ++i) f.le(c.vacated[i]);
  for (std::size_t u = 0; u < s.unitCount && u < s.units.size(); ++u) {
    const UnitState& us = s.units[u];
    f.le(us.hex), f.le(us.status), f.le(us.mpUsed), f.le(us.group), f.le(us.flags);
  }
  return f.h;
}

std::uint64_t Game::hash() const { return fieldsHash(s_); }

}  // namespace naw
