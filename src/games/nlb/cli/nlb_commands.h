// The play commands of the NLB protocol (cli-protocol-nlb.md) apart from the session that
// holds the game: naw-cli's nlb::cli::Session applies their actions to its nlb::Game, the
// page's text layer (src/games/nlb/ui/nlb_text_layer.h) submits them through nlb::ui::Play,
// so that both read `status`, `moves`, `move`, `enter`, `exit`, `undo`, `end`,
// `obligations`, `attack`, `retreat`, `advance`, `lose`, `objectives` and `los` alike and
// answer with the same words (N19 after the end of the game).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/nlb/game.h"

namespace nlb::cli {

using Words = std::vector<std::string_view>;
// Applies one action (naw-cli: Game::apply; the page: Play::submit).
using Apply = std::function<ApplyResult(const Action&)>;

// The answer to one play command (the command first in `w`), its action applied through
// `apply`, `g` read again after it; nullopt when `w` is not a play command.
std::optional<std::string> playCommand(const Game& g, const Words& w, const Apply& apply);

// A hex on the map ("1517"): false with naw-cli's error answer (N4 off the map) in `err`.
bool readHex(const Game& g, std::string_view text, int& i, std::string& err);
std::string hexName(const Game& g, int i);
// An action as the command that plays it ("attack a,b -> d bombard=c").
std::string actionText(const Game& g, const Action& a);

}  // namespace nlb::cli
