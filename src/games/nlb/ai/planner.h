// The easy, normal and hard levels (one planner, different budgets and weights).
// Movement (move_plan.cpp): reinforcements enter where it is cheapest; attack plans are made
// against the enemy hexes where the units able to reach them give the best expected value
// (the strongest first, until more would not raise the odds); the other units take the hex
// of best positional value that does not bring them into contact with an enemy not planned
// for. Hard compares several orderings of the same plan (a node budget, not a clock).
// Combat (combat_plan.cpp): owed choices by positional value and least loss; attacks by
// expected value, bombarding batteries joined in; `end` once nothing is worth attacking.
#pragma once

#include <vector>

#include "core/rng.h"
#include "games/nlb/ai/eval.h"
#include "games/nlb/game.h"

namespace nlb::ai {

struct MovePlan {
  std::vector<Action> actions;  // applied in order to the game they were planned on
  double score = 0;
};

// Plans the movement phase on `g` (which it changes: apply the plan's actions to the real
// game). `end` is not part of the plan.
MovePlan planMovement(Game& g, const Style& style, core::Rng& rng, bool shuffle);

// The next combat-phase action (an owed choice, an attack, or EndPhase).
Action chooseCombatAction(const Game& g, const Style& style);

// Greedy baseline (greedy.cpp): the movement phase's actions, and the next combat action.
std::vector<Action> greedyMovement(Game& g);
Action greedyCombatAction(const Game& g);

// A unit of `side` leaves a hex over the stacking limit (N7) for any hex with room; used
// when a plan ends over the limit. Returns false when nothing helps.
bool relieveStacking(Game& g, std::vector<Action>& out);
// relieveStacking until the limit holds (bounded), else every move taken back.
void settleStacking(Game& g, std::vector<Action>& out);

}  // namespace nlb::ai
