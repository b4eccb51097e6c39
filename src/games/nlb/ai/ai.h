// The computer opponent of the advanced game (scenario=nlb): one seam, playPhase, behind
// which every level lives. It plays for whichever side is phasing until the phase ends or the
// game is over, using only actions the engine accepts and only what that side may see
// (view.h: never the opponent's Grouchy chit nor its units not yet on the map).
// Levels: random (nlb::randomAction), greedy (greedy.cpp: a one-ply baseline, every unit
// toward the nearest enemy or an enemy-held victory hex, the best odds attacked first),
// easy, normal and hard (planner.h: coordinated attack plans, positional moves, attacks by
// expected value; budgets differ, never wall clock).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "games/nlb/ai/eval.h"
#include "games/nlb/game.h"

namespace nlb::ai {

enum class Level { Random, Greedy, Easy, Normal, Hard };
std::optional<Level> levelByName(std::string_view name);  // "random" "greedy" "easy" ...
const char* levelName(Level level);

// Called after each action the computer applies (the CLI prints it then).
using Observer = std::function<void(const Game& after, const Action& applied)>;

// Plays the rest of the current phase for the phasing side: returns the actions applied, in
// order. With `playEnd` the closing `end` is applied (and returned) too; without it the
// phase is left at the point where only `end` remains for the caller.
std::vector<Action> playPhase(Game& game, Level level, bool playEnd = true,
                              const Observer& observe = nullptr);

// The weights a planning level (easy, normal, hard) plays with, and playPhase with other
// weights (tuning: tests/nlb_ai/tools/nlb_ai_match.cpp).
Style styleOf(Level level, int side);  // side: 0 French, 1 Allied
// `refused`, when given, counts the level's choices the engine refused (a bug: then any
// legal action is played instead, so that the game never stalls).
std::vector<Action> playPhaseWith(Game& game, Level level, const Style& style, bool playEnd = true,
                                  const Observer& observe = nullptr, int* refused = nullptr);

// One phase with each side's choices made by its own level and weights (`levels`/`styles`
// indexed by side): the phasing side plays its phase, and a retreat its opponent's units owe
// (N12: the owner retreats) is chosen by the opponent's level. What matches and playGame use.
std::vector<Action> playPhaseSides(Game& game, const std::array<Level, 2>& levels,
                                   const std::array<Style, 2>& styles,
                                   const Observer& observe = nullptr, int* refused = nullptr);

// The side whose choice the position waits for: the owner of the units an owed retreat,
// loss or advance is about, else the phasing side.
int decidingSide(const Game& game);

// The level's next combat-phase action for whoever decides now: an owed retreat, loss or
// advance is chosen for the units' owner (N12: the owner retreats his units), whichever side
// is phasing; otherwise the phasing side's attack or `end`. The page's driver uses it when
// the computer's unit owes a choice in the human's combat phase.
Action combatChoice(const Game& game, Level level);

// Plays the game to its end, each side at its level (at most `maxPhases` phases).
void playGame(Game& game, Level french, Level allied, int maxPhases = 200);

}  // namespace nlb::ai
