// Computer Napoleonics behind core::AnyGame (src/core/game_module.h).
#pragma once

#include <memory>
#include <vector>

#include "core/game_module.h"
#include "games/cn/game.h"

namespace modules {

const core::GameModule& cnModule();
// A game behind core::AnyGame with its record (seed, solitaire, actions): a resumed save.
std::unique_ptr<core::AnyGame> wrapCn(cn::Game game, std::uint64_t seed, bool solitaire,
                                      std::vector<cn::Action> actions);
// The adapter's own game (nullptr for another game's AnyGame), and one action encoded for
// AnyGame::apply.
const cn::Game* cnGame(const core::AnyGame& game);
cn::Game* cnGame(core::AnyGame& game);
core::AnyAction cnAction(const cn::Action& action);

}  // namespace modules
