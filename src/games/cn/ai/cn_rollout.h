// Look-ahead for the hard level (namespace cn::ai): a movement plan is judged by playing the
// rest of the turn out on a copy of the game — the planner's own set-up and resolution, then
// the enemy's whole turn by a model of the opponent (the easy level) — with random numbers
// drawn from the player's own generator and forced on the copy (never the game's own future
// numbers), and scoring where that leaves the game: a win or loss (C23), the points lost by
// each side (weighted as Pos::lossPercent says), exits and the position (evaluate).
#pragma once

#include <vector>

#include "core/rng.h"
#include "games/cn/ai/cn_eval.h"

namespace cn::ai {

// `game` in the planner's movement phase, nothing moved yet; `plan` the plan's actions (its
// EndPhase included). The score of one play-out, for the side that moves.
Score rolloutValue(const Game& game, const std::vector<Action>& plan, const EvalParams& params,
                   core::Rng& rng);

}  // namespace cn::ai
