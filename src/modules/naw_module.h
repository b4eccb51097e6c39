// Napoleon at Waterloo behind core::AnyGame (src/core/game_module.h).
#pragma once

#include <memory>

#include "core/game_module.h"
#include "game.h"

namespace modules {

const core::GameModule& nawModule();
// A game already played (a loaded save or link): its record is the seeded replay
// (seed, options, actions); a game by link with committed dice has no seeded record.
std::unique_ptr<core::AnyGame> wrapNaw(naw::Game game, std::uint64_t seed,
                                       const naw::Options& options,
                                       std::vector<naw::Action> actions);
// The adapter's own game, or nullptr for another game's AnyGame.
const naw::Game* nawGame(const core::AnyGame& game);
naw::Game* nawGame(core::AnyGame& game);

}  // namespace modules
