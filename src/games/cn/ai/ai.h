// The Computer Napoleonics computer opponent: one seam, playPhase, behind which every level
// lives. It plays for whichever side is acting until the phase ends (its `end` included) or
// the game is over, using only actions the engine accepts.
// Levels: random (RandomPlayer's choices) and greedy (movement toward contact, complete
// set-ups with every free artillery bombarding where it raises the odds most, the best odds
// resolved first, every advance taken); easy, normal and hard are cn::ai::Player
// (cn_player.h).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "games/cn/game.h"

namespace cn::ai {

enum class Level { Random, Greedy, Easy, Normal, Hard };
std::optional<Level> levelByName(std::string_view name);  // "random" "greedy" "easy" ...
const char* levelName(Level level);

struct Played {
  Action action;
  Outcome outcome;
};

// Plays the rest of the current phase. Returns what was applied, in order.
std::vector<Played> playPhase(Game& game, Level level, core::Rng& rng);

// One action for the current step at this level (always legal); for the greedy level.
Action greedyAction(const Game& game, core::Rng& rng);

}  // namespace cn::ai
