// The play commands of the W20 protocol (cli-protocol-w20.md) apart from the session that
// holds the game: naw-cli's w20::cli::Session applies their actions to its w20::Game, the
// page's text layer (src/games/w20/ui/w20_text_layer.h) submits them through w20::ui::Play,
// so that both read `status`, `moves`, `obligations`, `undo`, `end`, `event`, `march`,
// `move`, `enter`, `deploy`, `disengage`, `penetrate`, `reveal`, `declare`,
// `countercharge`, `resolve`, `defend`, `roll`, `retreat`, `advance`, `lose`, `rally` (and
// refuse `attack`, `exit` naming their rule) alike and answer with the same words.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/w20/game.h"

namespace w20::cli {

using Words = std::vector<std::string_view>;
// Applies one action (naw-cli: Game::apply; the page: Play::submit, then its outcome).
using Apply = std::function<ApplyResult(const Action&)>;

// The answer to one play command (the command first in `w`), its action applied through
// `apply`; nullopt when `w` is not a play command. After the game is over every command but
// the queries (status, moves, obligations) is refused (14.0).
std::optional<std::string> playCommand(const Game& g, const Words& w, const Apply& apply);

// A unit by id, or by its marker (f1-f11, a1-a9); a hex CCRR on the map: false with naw-cli's
// error answer in `err`.
bool readUnit(const Game& g, std::string_view text, int& u, std::string& err);
bool readHex(std::string_view text, int& h, std::string& err);
bool unitMask(const Game& g, std::string_view text, std::uint32_t& mask, std::string& err);
// The answer to an applied action: "ok" and its outcome's words ("diff=+2 die=4 result=DR").
std::string appliedAnswer(const Action& a, const Outcome& o);
// The ids of the units of `mask`, comma-separated.
std::string unitsText(std::uint32_t mask);

}  // namespace w20::cli
