// Napoleon at Waterloo behind core::AnyGame (src/core/game_module.h).
#pragma once

#include <memory>
#include <optional>

#include "core/game_module.h"
#include "game.h"

namespace modules {

const core::GameModule& nawModule();
// A game already played (a loaded save or link): its record is the seeded replay
// (seed, options, actions); a game by link with committed dice has no seeded record.
// `start`: the position the game started from (persist::Match::start; its saves keep it).
std::unique_ptr<core::AnyGame> wrapNaw(naw::Game game, std::uint64_t seed,
                                       const naw::Options& options,
                                       std::vector<naw::Action> actions,
                                       std::optional<naw::GameState> start = std::nullopt);
// The start position of a wrapped game (nullopt: the scenario's set-up, or not this game's).
std::optional<naw::GameState> nawStart(const core::AnyGame& game);
// The adapter's own game, or nullptr for another game's AnyGame.
const naw::Game* nawGame(const core::AnyGame& game);
naw::Game* nawGame(core::AnyGame& game);

}  // namespace modules
