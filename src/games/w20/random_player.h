// A player of random legal actions, for the benchmark and the fuzz tests: it acts only
// through actions the engine accepts. Its own seeded generator keeps it apart from the
// game's dice. Movement: Forced March with probability 1/8 when it can be bought; then each
// unit of the moving side (ascending id) that may move does so with probability 1/2 to a
// random hex it may end on; then `end`. Anything else: a uniformly random legal action, a
// Reveal (15.1a, legal at any moment) only one time in sixteen.
#pragma once

#include <cstdint>

#include "core/rng.h"
#include "games/w20/game.h"

namespace w20 {

class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) { rng_.state = seed; }
  // A legal action for the current step (the game must not be over).
  Action choose(const Game& game);

 private:
  Action chooseMove(const Game& game);
  core::Rng rng_;
  int phaseKey_ = -1;
  int cursor_ = 0;  // next unit to consider this movement phase
  bool marchTried_ = false;
};

struct PlayoutResult {
  long actions = 0;
  std::uint64_t hash = 0;
  Winner winner = Winner::None;
  int turn = 0;
  std::array<int, 2> morale{};
};
// One complete game of random legal actions from a fresh game.
PlayoutResult playRandomGame(std::uint64_t seed, const Options& options = Options{});

}  // namespace w20
