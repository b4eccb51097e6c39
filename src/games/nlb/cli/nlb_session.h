// nlb::cli::Session: the advanced-game half of naw-cli (/work/shared/design/cli-protocol-nlb.md,
// an addition to cli-protocol.md). naw-cli's session hands it every command while a
// `new scenario=nlb` game is on, and `bench` / `selfplay` with scenario=nlb from any mode.
// Parsing and printing only: every rule decision is nlb::Game's.
//
// Choices made where the protocol leaves room:
// - `move UNIT HEX HEX...` may start with the unit's own hex.
// - An action out of its phase is refused citing N3 (the sequence of play).
// - `place` off the map is refused citing N4 (the map of the advanced game).
// - `obligations` lists the obligations still open (fixed when the combat phase began, or
//   re-read from the position when a test edits it in a combat phase; 10.1's additions).
//   `ai [level=L]` plays the rest of the phase at level L (nlb::ai), `end` included, as the
//   standard game's `ai` does; an attack's line ends with `# <odds> <die> <result>`.
// - `selfplay ... chits=random` draws both Grouchy chits from each game's seed.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/nlb/game.h"

namespace nlb::cli {

using Words = std::vector<std::string_view>;

class Session {
 public:
  // `new scenario=nlb [seed=N]` (words as split by naw-cli). On error the session is unchanged.
  std::string start(const Words& words);
  std::string execute(const Words& words);
  const Game& game() const { return game_; }

 private:
  std::string cmdSet(const Words& w);
  std::string cmdState() const;
  std::string cmdAi(const Words& w);
  Game game_ = Game::newGame(0);
  std::uint64_t seed_ = 0;
};

std::string bench(const Words& words);     // `bench scenario=nlb [games=N] [seed=S]`
std::string selfplay(const Words& words);  // `selfplay scenario=nlb games=N french=L allied=L`
std::string statusFields(const Game& g);   // the status line without "ok "

}  // namespace nlb::cli
