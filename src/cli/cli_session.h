// naw::cli::Session: the naw-cli text protocol (/work/shared/design/cli-protocol.md) over the
// rules engine. One Session is one game; execute() takes one command line and returns the
// whole answer text. naw-cli's main.cpp only feeds it lines; tests drive it directly.
//
// Choices this class makes where the protocol leaves room (all documented here):
// - Before the first `new`, a Session already holds a fresh standard game with seed 0, so
//   every command works from the start.
// - `new` without `chits=` plays the standard game (no Grouchy variant). `chits=F,A` takes
//   two chits 1..6 (9.0).
// - Nobody is logged in: the CLI does not check *who* types a command. Retreats (6.4),
//   displacements (6.5), advances (6.6) and Ee losses are given by whichever side the
//   engine's current step is waiting for; `status`/`state` show that side.
// - `moves UNIT` for a reinforcement that may enter now lists the hexes it may end on after
//   entering (entry hex included); for one that may not enter now, for a unit of the side
//   not moving, outside a movement phase, or for a unit off the map, the line is empty.
//   The unit's own hex is never listed. `exit` is listed when the unit can reach an exit
//   hex with a movement point left (R9).
// - `move UNIT HEX` with one hex moves by a shortest legal path (ties broken by the
//   engine's fixed search order of directions N, NE, SE, S, SW, NW), even when the hex is
//   adjacent. With two or more hexes the path is taken as given; it may start with the
//   unit's own hex.
// - `exit UNIT` from a unit not on an exit hex first moves it by a shortest legal path to
//   the nearest exit hex; `undo` then takes back the exit and the move separately.
// - `attack`: units before `->` that are not adjacent to the defenders but are artillery
//   able to bombard are treated as if listed under `bombard=`.
// - `retreat none` ends the optional artillery retreats (6.8) of the current attack.
// - The game waits for `advance` whenever a result vacated a hex next to a surviving
//   victorious participant, even when terrain (4.2) leaves `advance none` as the only choice;
//   it waits for `lose` whenever the adjacent attackers can cover an Ee (else all are lost at
//   once, R6); it waits for `retreat` for every unit with a safe hex, even if only one.
// - A command given out of step is refused naming the case of the action itself: 6.1
//   attack, 6.4 retreat, 6.6 advance, 6.3 lose, 4.0 move/exit, 7.0 enter.
// - A retreating unit with no safe hex is eliminated at once (6.4) without a command; one
//   whose only choice is a displacement must still be given a `retreat` command.
// - `place`, `clear` and `set` during a combat phase fix the obligations (R7) afresh from the
//   position, as if the combat phase began now.
// - Once the game is decided, `status` shows phase=game-over and the winner; every action
//   is then refused (8.0).
// - `dice` values must be 1..6; once used up, dice come from the game's seeded generator.
// - `state` prints one JSON object: turn, phase, step, acting side, pending unit, counters,
//   winner, Grouchy chits (the full state: the CLI is not a hidden-information view),
//   hash, obligations, every unit (id, side, status, hex, mp_used, fought) and last_combat.
// - `bench` plays with the engine's RandomPlayer (src/engine/random_player.h); its hash is
//   FNV-1a over each game's final state hash, printed as 16 hex digits.
#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace naw::cli {

class Session {
 public:
  Session();
  ~Session();
  Session(Session&&) noexcept;
  Session& operator=(Session&&) noexcept;

  // Runs one command line. Returns the full answer, every line '\n'-terminated; an empty
  // string for a blank or comment-only line. Never throws on any input.
  std::string execute(std::string_view line);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace naw::cli
