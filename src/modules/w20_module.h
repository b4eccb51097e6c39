// Waterloo 20 behind core::AnyGame (src/core/game_module.h), wire id 4 (src/persist/
// ENVELOPE.md): saves (the record: seed, options, every action, w20::encodeReplay) and the
// page's autosave. Its position codec is w20::encode, the whole state: a position link of a
// game with fog of war would show every face-down counter, so the page offers none (turn
// links with fog that holds are w20_match.h's).
#pragma once

#include <memory>

#include "core/game_module.h"
#include "games/w20/codec.h"

namespace modules {

const core::GameModule& w20Module();
// A game already played with the record that replays to it (a loaded save, the page).
std::unique_ptr<core::AnyGame> wrapW20(w20::Game game, w20::Replay record);
// The adapter's own game and record, or nullptr for another game's AnyGame.
const w20::Game* w20Game(const core::AnyGame& game);
const w20::Replay* w20Record(const core::AnyGame& game);
w20::Game* w20Game(core::AnyGame& game);  // to force a replay's dice (w20_timeline.h)
// One action as AnyGame::apply takes it.
core::AnyAction w20Action(const w20::Action& action);

}  // namespace modules
