// An action of the advanced game (fixed size, no heap).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "core/refusal.h"

namespace nlb {

using Refusal = core::Refusal;

enum class ActionType : std::uint8_t {
  Move,
  Enter,
  Exit,
  Undo,
  EndPhase,
  Attack,       // N9: adjacent attackers, defenders, bombarders (units[]), odds
  Retreat,      // N12: unit to path[0], displacing `displace` (-1: none)
  RetreatNone,  // N12 / 8.16: decline every optional battery retreat still open
  Advance,      // N12: unit to path[0]
  AdvanceNone,  // decline the advance
  Lose          // N12 Ex: the attacker's losses, units[0..nAttackers)
};

constexpr int kMaxPath = 16;
constexpr int kMaxAttackUnits = 24;

struct Action {
  ActionType type = ActionType::EndPhase;
  std::int16_t unit = -1;
  // Move: the hexes entered in order (indices), or only the destination when byPath is
  // false (then the cheapest path is taken and only the destination counts for N19).
  // Enter: path[0] is the entry hex.
  std::uint8_t pathLength = 0;
  bool byPath = false;
  std::array<std::int16_t, kMaxPath> path{};
  // Attack: units[0..nAttackers) adjacent attackers, then nDefenders defenders, then
  // nBombarders bombarding artillery; odds: a requested column (-1 none). Lose: units[0..n).
  std::uint8_t nAttackers = 0, nDefenders = 0, nBombarders = 0;
  std::int8_t odds = -1;
  std::int16_t displace = -1;
  std::array<std::int16_t, kMaxAttackUnits> units{};
};

inline Action moveTo(int unit, int hex) {
  Action a;
  a.type = ActionType::Move;
  a.unit = static_cast<std::int16_t>(unit);
  a.pathLength = 1;
  a.path[0] = static_cast<std::int16_t>(hex);
  return a;
}
inline Action enterAt(int unit, int hex) {
  Action a = moveTo(unit, hex);
  a.type = ActionType::Enter;
  return a;
}
inline Action exitMap(int unit) {
  Action a;
  a.type = ActionType::Exit;
  a.unit = static_cast<std::int16_t>(unit);
  return a;
}
inline Action attackOf(const std::vector<int>& att, const std::vector<int>& def,
                       const std::vector<int>& bomb, int odds = -1) {
  Action a;
  a.type = ActionType::Attack;
  int n = 0;
  for (const auto* list : {&att, &def, &bomb})
    for (int u : *list)
      if (n < kMaxAttackUnits)
        a.units[static_cast<std::size_t>(n++)] = static_cast<std::int16_t>(u);
  a.nAttackers = static_cast<std::uint8_t>(std::min<std::size_t>(att.size(), kMaxAttackUnits));
  a.nDefenders =
      static_cast<std::uint8_t>(std::min<std::size_t>(def.size(), kMaxAttackUnits - a.nAttackers));
  a.nBombarders = static_cast<std::uint8_t>(n - a.nAttackers - a.nDefenders);
  a.odds = static_cast<std::int8_t>(odds);
  return a;
}
inline Action retreatTo(int unit, int hex, int displace = -1) {
  Action a = moveTo(unit, hex);
  a.type = ActionType::Retreat;
  a.displace = static_cast<std::int16_t>(displace);
  return a;
}
inline Action advanceTo(int unit, int hex) {
  Action a = moveTo(unit, hex);
  a.type = ActionType::Advance;
  return a;
}
inline Action loseUnits(const std::vector<int>& units) {
  Action a;
  a.type = ActionType::Lose;
  for (int u : units)
    if (a.nAttackers < kMaxAttackUnits) a.units[a.nAttackers++] = static_cast<std::int16_t>(u);
  return a;
}
inline Action simple(ActionType t) {
  Action a;
  a.type = t;
  return a;
}

}  // namespace nlb
