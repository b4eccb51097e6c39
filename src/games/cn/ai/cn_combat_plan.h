// The computer opponent's combat decisions (namespace cn::ai): which attacks to declare in a
// set-up phase (C11-C14, meeting every obligation of C12), which declared attack to resolve
// next (C15), and the advance after combat (C20). Pure and deterministic; only legal actions
// are returned (each is checked against the engine before it is handed out).
#pragma once

#include <vector>

#include "games/cn/ai/cn_eval.h"

namespace cn::ai {

// The declarations to make, in order, from the set-up step of `game` (attacks already
// declared are kept). Candidates are the engine's legal declarations, each with its adjacent
// attackers re-ordered for the cheapest exchange (C18) and valued by attackValue; they are
// taken best first, a candidate with no positive value only when it meets an obligation
// still owed, and only when the obligations left can still all be met (checked with the
// star decomposition of setup_plan.h). `variants` > 1 also tries that many other orders of
// the candidates of equal-ish value and keeps the set-up of greatest total value.
std::vector<Action> planSetup(const Game& game, const EvalParams& params, int variants);

// The next Resolve (the unresolved attack of greatest value first) or EndPhase.
Action chooseResolve(const Game& game, const EvalParams& params);

// Advance (the option that leaves the best position against the enemy's coming turn) or
// DeclineAdvance.
Action chooseAdvance(const Game& game, const EvalParams& params);

}  // namespace cn::ai
