// The play commands of the naw-cli protocol (cli-protocol.md) over the standard game, read
// apart from their application: naw-cli's Session applies the actions to its naw::Game, the
// page's text layer (src/ui/text_layer.h) submits them through ui::App::submit, so that both
// read `moves`, `move`, `enter`, `exit`, `undo`, `obligations`, `attack`, `retreat`,
// `advance`, `lose`, `end` and `status` alike and answer with the same words.
// The choices the protocol leaves open are documented in cli_session.h.
#pragma once

#include <string>
#include <vector>

#include "cli/protocol_text.h"
#include "game.h"

namespace naw::cli {

struct PlayCommand {
  bool known = false;  // false: not a play command (the caller handles it or refuses it)
  // The whole answer when nothing is to be applied: a query's reply, a syntax error, or a
  // refusal found before applying (a move with no legal path names its rule).
  std::string answer;
  // Otherwise the actions to apply in order, each only if the one before was applied
  // (`exit` from a unit not on an exit hex: the move there, then the exit).
  std::vector<Action> actions;
};

// Reads the words of one command line (the command first) against `game`; never changes it.
PlayCommand readPlayCommand(const Game& game, const text::Words& w);

// The answer to an applied action: "ok", or for an attack "ok ODDS DIE RESULT" (its outcome).
std::string appliedAnswer(const Game& game, const Action& action, const Outcome& outcome);
// The answer to a refused one: "error RULE WHY".
std::string refusedAnswer(const Refusal& refusal);

}  // namespace naw::cli
