// How the planning levels judge a believed Waterloo 20 position (knowledge.h) for one side.
// The game is won on army morale (W28): the French only by breaking the Allied index, the
// Allies on points after turn 10, so everything is counted in expected Morale Points:
// - the indexes themselves (a point is worth more when the index is low);
// - the attacks the side can make in its coming combat phase (W14 obligations: each enemy
//   counter beside one of its units gets the units beside it) and the attacks it stands to
//   suffer in the enemy's next one, each by the table's expected result (W16, W22 M1-M4);
// - the LOC hexes (M7: a point each enemy player turn an army's LOC hex is held);
// - material (units on or coming onto the map, the eliminated at their rally chance) and a
//   pull toward the enemy (the French must attack to win).
// A face-down enemy counter counts as the mean of the hidden enemy units (a dummy as 0).
#pragma once

#include <cstdint>

#include "games/w20/game.h"

namespace w20::ai {

struct Style {
  double own = 1.0, enemy = 1.0;  // weight of a point of the own / the enemy index
  double material = 0.25;         // a point of strength, in Morale Points
  double approach = 0.02;         // per hex nearer the nearest enemy counter
  double exposure = 1.0;          // weight of the enemy's next attacks
  double loc = 0.06;              // per hex nearer an enemy LOC hex
};
Style styleFor(Side side);
// Tuning only (tests/w20_ai/tools/w20_ai_match): play `side` with other weights (nullptr:
// the level's own). Not for a game in progress.
void tuneStyle(Side side, const Style* style);

// The expected change of each index (and of strength on the map) from one combat.
struct CombatEv {
  double attacker = 0, defender = 0;          // index changes
  double attackerLoss = 0, defenderLoss = 0;  // strength eliminated or routed (halved)
};
// `viewer`: whose knowledge (face-down counters of the other side count at their mean).
CombatEv combatEv(const Game& b, Side viewer, std::uint32_t attackers, std::uint32_t defenders,
                  bool countercharge, bool attackerMp, bool defenderMp, bool battery);
// That expectation as a value for `side` (the attacker or the defender).
double combatValue(const CombatEv& ev, Side attackerSide, Side side, const Game& b);

// The whole position for `side`; `withExposure` false drops the enemy's next attacks (easy).
double evaluate(const Game& b, Side side, bool withExposure = true);

// The side's attacks in its coming combat phase as eval.cpp plans them (their expected
// value for it), leaving out the units in `named` (already in a declaration).
double remainingAttacks(const Game& b, Side side, std::uint32_t named);

// The differential as `viewer` reckons it (face-down counters at their mean), unclamped.
double reckonDifferential(const Game& b, Side viewer, std::uint32_t attackers,
                          std::uint32_t defenders, bool countercharge);

}  // namespace w20::ai
