// Hard's movement: several candidate plans (the planner under different weights), each
// judged by short playouts — the rest of this turn and the enemy's reply, both sides at the
// normal level — from positions the side may know: the dice are the computer's own draws,
// never the game's generator, and the opponent's Grouchy chit is drawn too (view.h).
// Budget: plans x playouts x phases, counted, not timed.
#pragma once

#include <vector>

#include "core/rng.h"
#include "games/nlb/ai/eval.h"
#include "games/nlb/game.h"

namespace nlb::ai {

struct RolloutBudget {
  int playouts = 4;  // per candidate plan
  int phases = 3;    // phases played after the plan's own movement phase
};

// The movement actions of the best plan (not applied to `g`).
std::vector<Action> bestPlanByPlayouts(const Game& g, const Style& base, const RolloutBudget& b,
                                       core::Rng& rng);

}  // namespace nlb::ai
