// The levels' decisions on a believed game (knowledge.h), for the side that acts in it.
// Internal to w20_ai: ai.cpp calls them and maps the answer onto the real game.
#pragma once

#include "games/w20/ai/ai.h"

namespace w20::ai {

// greedy.cpp: the one-ply baseline.
Action greedyAction(const Game& b, Side side);
// planner.cpp: easy, normal and hard; `judged` counts the positions judged.
Action plannedAction(const Game& b, Side side, Level level, long& judged);

// Shared by both: the first legal action of `kind` in `legal`, if any.
const Action* firstOf(const std::vector<Action>& legal, ActionKind kind);
// The Morale Point decisions that need no judgement: a Grand Battery is always used (W24).
Action rollWithBattery(const Game& b, bool mp);

}  // namespace w20::ai
