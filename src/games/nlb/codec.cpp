// Hash and codec: one field walk serves both, so a field added to State is added here once.
#include "games/nlb/codec.h"

#include "games/nlb/board.h"
#include "games/nlb/game.h"

namespace nlb {

namespace {

// Visits every field in a fixed order as (value, bytes) pairs.
template <typename F>
void walk(State& s, F&& f) {
  f(s.turn);
  f(s.phase);
  f(s.winner);
  for (auto& w : s.where) f(w);
  for (auto& x : s.spentHalves) f(x);
  for (auto& x : s.entered) f(x);
  for (auto& x : s.occupier) f(x);
  for (auto& x : s.lost) f(x);
  f(s.exited);
  f(s.exitedSp);
  f(s.grouchy);
  for (auto& x : s.chits) f(x);
  for (auto& x : s.cflags) f(x);
  for (auto& x : s.emptied) f(x);
  f(s.lossOwed);
  f(s.rng.state);
}

template <typename T>
std::uint64_t asU64(const T& v) {
  if constexpr (std::is_enum_v<T>)
    return static_cast<std::uint64_t>(static_cast<std::underlying_type_t<T>>(v));
  else
    return static_cast<std::uint64_t>(v);
}

}  // namespace

std::uint64_t stateHash(const State& st) {
  State s = st;
  std::uint64_t h = 0xcbf29ce484222325ull;
  walk(s, [&](auto& v) {
    const std::uint64_t x = asU64(v);
    for (std::size_t i = 0; i < sizeof(v); ++i) {
      h ^= (x >> (8 * i)) & 0xff;
      h *= 0x100000001b3ull;
    }
  });
  return h;
}

std::uint64_t Game::hash() const { return stateHash(s_); }

std::vector<std::uint8_t> encode(const State& st) {
  State s = st;
  std::vector<std::uint8_t> out{kCodecVersion};
  walk(s, [&](auto& v) {
    const std::uint64_t x = asU64(v);
    for (std::size_t i = 0; i < sizeof(v); ++i) out.push_back(std::uint8_t(x >> (8 * i)));
  });
  return out;
}

std::optional<State> decode(const std::vector<std::uint8_t>& bytes) {
  if (bytes.empty() || bytes[0] != kCodecVersion) return std::nullopt;
  State s;
  std::size_t at = 1;
  bool ok = true;
  walk(s, [&](auto& v) {
    using T = std::remove_reference_t<decltype(v)>;
    if (at + sizeof(T) > bytes.size()) {
      ok = false;
      return;
    }
    std::uint64_t x = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i) x |= std::uint64_t(bytes[at + i]) << (8 * i);
    at += sizeof(T);
    if constexpr (std::is_enum_v<T>)
      v = static_cast<T>(static_cast<std::underlying_type_t<T>>(x));
    else
      v = static_cast<T>(x);
  });
  if (!ok || at != bytes.size()) return std::nullopt;
  // Validate every field against what the rules allow.
  const Board& b = Board::get();
  const int units = b.rules().unitCount();
  if (s.turn < 1 || s.turn > kTurns) return std::nullopt;
  if (static_cast<int>(s.phase) > static_cast<int>(Phase::GameOver)) return std::nullopt;
  if (static_cast<int>(s.winner) > static_cast<int>(Winner::Draw)) return std::nullopt;
  if ((s.phase == Phase::GameOver) != (s.winner != Winner::None)) return std::nullopt;
  if (s.turn == kNightTurn && (s.phase == Phase::FrenchCombat || s.phase == Phase::AlliedCombat))
    return std::nullopt;  // N3
  int exited = 0, exitedSp = 0;
  for (int u = 0; u < kMaxUnits; ++u) {
    const int w = s.where[static_cast<std::size_t>(u)];
    if (u >= units) {
      if (w != kUnavailable || s.spentHalves[static_cast<std::size_t>(u)]) return std::nullopt;
      continue;
    }
    if (w < kUnavailable || (w >= 0 && !b.onMap(w))) return std::nullopt;
    if (s.spentHalves[static_cast<std::size_t>(u)] > 2 * b.rules().unit(u).movement)
      return std::nullopt;
    if (w == kExited) {
      ++exited;
      exitedSp += b.rules().unit(u).strength;
    }
  }
  (void)exited;
  (void)exitedSp;  // `set` may give counts that no unit position backs (test positions)
  for (int h = 0; h < kMaxHexes; ++h)
    if (s.entered[static_cast<std::size_t>(h)] && !b.onMap(h)) return std::nullopt;
  for (std::size_t k = 0; k < kMaxVictory; ++k)
    if (s.occupier[k] > 1 || (k >= b.victoryHexes().size() && s.occupier[k])) return std::nullopt;
  for (auto l : s.lost)
    if (l > 999) return std::nullopt;
  if (s.exited > units || s.exitedSp > 999) return std::nullopt;
  if (s.grouchy > 1) return std::nullopt;
  for (auto e : s.emptied)
    if (e != -1 && (e < 0 || !b.onMap(e))) return std::nullopt;
  for (int u = units; u < kMaxUnits; ++u)
    if (s.cflags[static_cast<std::size_t>(u)]) return std::nullopt;
  if (s.lossOwed > 999) return std::nullopt;
  for (auto c : s.chits)  // 0 in the variant: a chit hidden by Game::view (R8)
    if (s.grouchy ? c > 6 : c != 0) return std::nullopt;
  return s;
}

}  // namespace nlb
