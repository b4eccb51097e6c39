// naw-cli's computer-opponent commands (issue 6), kept apart from cli_session.cpp:
//   ai [level=L]
//       The computer (naw::ai::Player, level random|greedy|easy|normal|hard, default normal,
//       seeded from the game's hash) acts for the side the engine is waiting for, until the
//       phase ends, the game ends, or the engine waits for the other side (say a retreat
//       the opponent owes). `ok`, then one line per action in the CLI's own command syntax
//       (`move UNIT HEX HEX...` with the whole path, `enter`, `exit`, `end`, `retreat`,
//       `advance`, `lose`, `attack A,... -> D,... [bombard=B,...]`), an attack followed by
//       `# <odds> <die> <result>` so every line can be fed back to naw-cli; then `.`.
//   selfplay games=N french=L allied=L [seed=S] [chits=random]
//       N complete games from fresh games with seeds S, S+1, ... (S defaults to 1); with
//       chits=random the Grouchy variant with chits drawn from each game's seed. The
//       session's own game is untouched. `ok`, one line per game `game=i winner=...
//       turns=T french-lost=N allied-lost=N exited=N` (i from 1), the summary
//       `french=W allied=W draw=D`, then `.`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "game.h"

namespace naw::cli {

// Runs `ai` or `selfplay` (words[0]) on the session's game; the full answer text.
std::string runAiCommand(Game& game, const std::vector<std::string_view>& words);
// One action in naw-cli command syntax (no result).
std::string formatAction(const Game& game, const Action& a);

}  // namespace naw::cli
