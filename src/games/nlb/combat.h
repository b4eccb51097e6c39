// The arithmetic of combat in the advanced game, without the flow of declarations and results
// (combat_flow.cpp): terrain in combat (N11), odds with the chateau cap and voluntary reduction
// (N10, N14), bombardment reach (N13), the obligations of a combat phase as the position sets
// them (N8, N9). The table is the standard game's (naw::Crt, shared: N10 "same table; Ee is
// named Ex").
#pragma once

#include <variant>
#include <vector>

#include "crt.h"
#include "games/nlb/game.h"

namespace nlb {

// N11: the largest multiplier for a defending unit: its hex (forest, town 2; chateau 3) or
// the stream (2, when at least one adjacent attacker is adjacent to it and every adjacent
// attacker adjacent to it is across a stream hexside). Bombarders are not in `adjacent`.
int defenceMultiplier(const Game& g, int defender, const std::vector<int>& adjacent);

// N10 / N14: the column used (index into naw::Crt) for these attackers (adjacent and
// bombarding, printed strengths) against these defenders (multiplied), after the chateau
// cap (4-1 when a defending infantry unit of a non-demoralized army stands in a chateau) and
// a requested lower column (`requested` < 0: none). A request above what the cap leaves is
// refused, citing N10.
std::variant<Refusal, int> oddsColumn(const Game& g, const std::vector<int>& adjacent,
                                      const std::vector<int>& bombarders,
                                      const std::vector<int>& defenders, int requested = -1);

// N13: artillery unit `unit` may bombard hex `target` now: not in an enemy zone of control,
// exactly two hexes away, line of sight clear, target not a chateau.
bool canBombard(const Game& g, int unit, int target);

// N9 / N8 / N14: the units that must attack or be attacked given the position now, in a
// combat phase, ascending by unit index: phasing units in an enemy zone of control, and
// enemy units with a phasing unit in their zone. Units in chateaux are never in a zone, so
// never obliged to attack; a chateau unit next to a phasing unit must be attacked.
std::vector<int> positionalObligations(const Game& g);

// Names of the table results in this game: Ae Ar Ex Dr De.
const char* resultName(naw::CombatResult r);

}  // namespace nlb
