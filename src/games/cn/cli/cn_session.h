// cn::cli::Session: the Computer Napoleonics half of naw-cli
// (/work/shared/design/cli-protocol-cn.md, an addition to cli-protocol.md). naw-cli's own
// session hands it every command while a `new scenario=cn` game is on, and `bench` /
// `selfplay` with scenario=cn from any mode. Parsing and printing only: every rule decision
// is cn::Game's.
//
// Choices made where the protocol leaves room:
// - `move UNIT SQUARE` with one square moves by a shortest legal path (ties: directions
//   1..6 in that order). With several squares the path is taken as given; it may start with
//   the unit's own square.
// - `exit UNIT` from a square that is not an exit square first moves the unit by a shortest
//   legal path to the nearest exit square it can still leave from, then exits; `undo` takes
//   back the two separately.
// - `place` checks only that the square is on the map (`error C2` if not); in a set-up phase
//   it fixes the obligations afresh from the position and withdraws the declarations made; in
//   a movement phase it forgets the take-backs.
// - `bench` and `selfplay` without `scenario=` are the standard game's in every mode, also
//   while the CN game is on (cli-protocol-nlb.md: input that never names a scenario behaves
//   as before); `bench scenario=cn` / `selfplay scenario=cn` work from either mode. naw-cli's
//   session routes them: execute() is not given either.
// - An action out of its phase is refused naming the phase rule: C5 move/exit (C9 exit),
//   C6 undo, C11 declare/cancel, C15 resolve, C20 advance.
// - `resolve all` while an advance is awaited is refused (C20).
// - `dice` values are 0..9; at most 32 are kept; once used up, numbers come from the game's
//   seeded generator.
// - `status` after the game is over shows the phase it ended in.
// - `ai` plays at level greedy by default, seeded from the game's hash; `easy`, `normal` and
//   `hard` are cn::ai::Player (src/games/cn/ai/cn_player.h). Its lines are commands naw-cli reads
//   back (`resolve D` followed by `# ODDS NUMBER RESULT ...`).
// - `bench scenario=cn` plays cn::RandomPlayer games; seeds S + i * 0x9E3779B97F4A7C15 as
//   the standard bench does; its hash is FNV-1a over each game's final state hash.
// - `selfplay` defaults to french=greedy allied=greedy when a level is left out.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/cn/game.h"

namespace cn::cli {

using Words = std::vector<std::string_view>;

class Session {
 public:
  // `new scenario=cn [seed=N] [solitaire=yes|no]` (words as split by naw-cli). On an error
  // answer the session is unchanged.
  std::string start(const Words& words);
  // Any other command while the CN game is on.
  std::string execute(const Words& words);
  const Game& game() const { return game_; }

 private:
  std::string cmdSet(const Words& w);
  std::string cmdState();
  std::string cmdAi(const Words& w);
  Game game_ = Game::newGame(0);
};

// `bench scenario=cn [games=N] [seed=S]` and `selfplay scenario=cn ...`, from any mode.
std::string bench(const Words& words);
std::string selfplay(const Words& words);

// Text forms shared with tests: "ok turn=..." fields of `status` (without "ok "), one action
// in naw-cli syntax, and a resolution's answer fields ("2-1 7 EX eliminated=IO,cg ...").
std::string statusFields(const Game& game);
std::string formatAction(const Action& a);
std::string formatOutcome(const Outcome& o);

}  // namespace cn::cli
