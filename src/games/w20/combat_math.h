// The arithmetic of a Waterloo 20 combat that needs no position: strengths (W15, W12, W20),
// the defence total's terrain (W6, 9.51-9.52), the exchange's valid loss sets (W17, 9.72),
// the Imperial Guard's morale (W23), the Recovery Table (W27). Pure functions of plain values.
#pragma once

#include <cstdint>
#include <vector>

#include "games/w20/crt.h"

namespace w20 {

// W15 / 17.1 / W12: a unit's strength in one combat: routed halved rounding up (1->1, 2->1,
// 3->2, 4->2); a countercharging cavalry unit doubled when every defender is an army corps.
constexpr int combatStrength(int printed, bool routed, bool countercharged) {
  const int s = routed ? (printed + 1) / 2 : printed;
  return countercharged ? 2 * s : s;
}

// W6 (TEC, published): what a defending hex adds: clear 0, forest 1, town 1, chateau 2.
enum class CombatTerrain : std::uint8_t { Clear, Forest, Town, Chateau };
constexpr int terrainDefence(CombatTerrain t) {
  return t == CombatTerrain::Chateau ? 2 : (t == CombatTerrain::Clear ? 0 : 1);
}

// The figures of one combat, what the planner shows and the die is read with (W15).
struct CombatTotals {
  int attack = 0;        // strengths + morale point + grand battery
  int defence = 0;       // strengths + best terrain (once) + morale point
  int differential = 0;  // attack - defence, before any lowering (9.6)
};

// W15: attackers' strengths (already as combatStrength gives them), defenders' likewise and
// the terrain value of each defender's hex (same order), the morale points and the battery.
CombatTotals combatTotals(const std::vector<int>& attackStrengths,
                          const std::vector<int>& defenceStrengths,
                          const std::vector<int>& defenderTerrain, bool attackerMoralePoint,
                          bool defenderMoralePoint, bool grandBattery);

// W17 / 9.72: the attacker's valid loss sets after EX, as bitmasks over `printed` (the
// attackers' printed strengths, in the order given): every set whose total is at least
// `needed` and from which no unit could be left out (a minimal set); if all together have
// less than `needed`, the one set of all of them. Ascending by mask.
std::vector<std::uint32_t> exchangeLossSets(const std::vector<int>& printed, int needed);
// Whether `mask` is one of those sets.
bool validExchangeLoss(const std::vector<int>& printed, int needed, std::uint32_t mask);

// W23: the Imperial Guard's extra French morale for one combat in which it takes part:
// +1 success, -1 repulse. `guardAttacks`: it is among the attackers (else the defenders);
// `guardLostInExchange`: the result is EX and the Guard is among the attacker's losses.
int guardMorale(Result r, bool guardAttacks, bool guardLostInExchange);

// W27: the Recovery Table: a modified roll of 5 or more rallies the unit.
constexpr int kRallyThreshold = 5;
constexpr bool rallies(int die, bool moralePoint) {
  return die + (moralePoint ? 1 : 0) >= kRallyThreshold;
}

}  // namespace w20
