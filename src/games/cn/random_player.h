// A player of random legal actions, for the benchmark and fuzz tests: it acts only through
// actions the engine accepts. Its own seeded generator keeps it apart from the game's numbers.
// Movement: each unit of the moving side, in roster order, with probability 1/2 moves to a
// random empty square it can reach (French units on an exit square leave with probability
// 1/2); then the phase ends. Set-up: a random complete star decomposition (setup_plan.h),
// then each unused artillery bombards a random legal target with probability 1/2. Resolution:
// a random unresolved attack; an awaited advance is taken with probability 1/2.
#pragma once

#include <cstdint>
#include <vector>

#include "core/rng.h"
#include "games/cn/game.h"

namespace cn {

class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) { rng_.state = seed; }
  // A legal action for the current step (the game must not be over).
  Action choose(const Game& game);

 private:
  Action chooseMove(const Game& game);
  Action chooseDeclare(const Game& game);
  core::Rng rng_;
  int phaseKey_ = -1;
  int cursor_ = 0;  // next unit to consider this movement phase
  std::vector<Action> plan_;
  std::size_t planAt_ = 0;
  Reach reach_;
};

struct PlayoutResult {
  long actions = 0;
  std::uint64_t hash = 0;
  Winner winner = Winner::None;
  int turn = 0;
};
// One complete game of random legal actions from a fresh game.
PlayoutResult playRandomGame(std::uint64_t seed, bool solitaire = false);

}  // namespace cn
