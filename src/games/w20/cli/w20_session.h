// w20::cli::Session: the Waterloo 20 half of naw-cli (/work/shared/design/cli-protocol-w20.md,
// an addition to cli-protocol.md). naw-cli's own session hands it every command while a
// `new scenario=w20` game is on, and `bench` / `selfplay` with scenario=w20 from any mode.
// Parsing and printing only: every rule decision is w20::Game's.
//
// Choices made where the protocol leaves room:
// - `move UNIT HEX` with one hex moves by a cheapest legal path; with several hexes the path
//   is taken as given (it may start with the unit's own hex). `enter UNIT HEX` with one hex:
//   the entry hex, or a hex it may reach entering now, by a cheapest path.
// - `status` after the game is over shows the phase it ended in.
// - `dice` keeps at most 32 values; once used up, dice come from the game's generator.
// - `moves` prints the hexes on one line, ascending, space-separated, as in cli-protocol.md.
// - `ai` prints each command it gives as the protocol writes it (a counter it sees face down
//   named by its marker), followed by ` # ` and the answer's words when there are any.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/w20/game.h"

namespace w20::cli {

using Words = std::vector<std::string_view>;

class Session {
 public:
  // `new scenario=w20 [seed=N] [setup=historical|free] [optional=all|none|LIST]`.
  std::string start(const Words& words);
  std::string execute(const Words& words);
  const Game& game() const { return game_; }

 private:
  std::string cmdPlace(const Words& w);
  std::string cmdSet(const Words& w);
  std::string cmdAi(const Words& w);
  Game game_ = Game::newGame(0);
};

std::string bench(const Words& words);
std::string selfplay(const Words& words);

// Text forms shared with tests.
std::string statusFields(const Game& game);  // the fields of `status`, without "ok "
std::string stateJson(const Game& game);
std::string viewJson(const Game& game, Side side);
std::string awaitingText(const Game& game, bool forView, Side viewer);
std::string unitName(int u);  // the id
// An action as the command that gives it (w20_command_text.cpp), before it is applied to `g`.
std::string commandText(const Game& g, const Action& a);

}  // namespace w20::cli
