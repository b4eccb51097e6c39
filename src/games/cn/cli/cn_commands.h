// The play commands of the CN protocol (cli-protocol-cn.md) apart from the session that
// holds the game: naw-cli's cn::cli::Session applies their actions to its cn::Game, the
// page's text layer (src/games/cn/ui/cn_text_layer.h) submits them through cn::ui::Play, so
// that both read `moves`, `move`, `exit`, `undo`, `end`, `declare`, `cancel`, `resolve`,
// `advance`, `where`, `obligations`, `status` (and refuse `enter`, `attack`, `retreat`,
// `lose` naming their rule) alike and answer with the same words.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/cn/game.h"

namespace cn::cli {

using Words = std::vector<std::string_view>;
// Applies one action (naw-cli: Game::apply; the page: Play::submit, then its outcome).
using Apply = std::function<ApplyResult(const Action&)>;

// The answer to one play command (the command first in `w`), its actions applied through
// `apply` in order, `g` read again after each; nullopt when `w` is not a play command.
std::optional<std::string> playCommand(const Game& g, const Words& w, const Apply& apply);

// A unit id, a square RRCC on the map: false with naw-cli's error answer in `err`.
bool readUnit(std::string_view text, int& u, std::string& err);
bool readSquare(std::string_view text, int& sq, std::string& err);

}  // namespace cn::cli
