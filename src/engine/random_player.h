// A player of uniformly random legal actions, for the benchmark and fuzz tests: it acts
// only through actions the engine accepts. Its own seeded generator keeps it apart from
// the game's dice.
#pragma once

#include <array>
#include <cstdint>

#include "game.h"
#include "internals.h"
#include "rng.h"

namespace naw {

class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) { rng_.state = seed; }
  // A legal action for the current step (the game must not be over).
  Action choose(const Game& game);

 private:
  Action chooseMovement(const Game& game);
  Action chooseAttack(const Game& game);
  Action pickAny(const Game& game);
  Action optionalAttack(const Game& game);
  Rng rng_;
  int phaseKey_ = -1;
  std::array<bool, kMaxUnits> considered_{};
  Reach reach_;                              // scratch space for movement searches
  int optionalKey_ = -1, optionalLeft_ = 0;  // voluntary attacks left this combat phase
};

struct PlayoutResult {
  long actions = 0;
  std::uint64_t hash = 0;
  Winner winner = Winner::None;
};
// Plays one complete game of random legal actions from a fresh standard game.
PlayoutResult playRandomGame(std::uint64_t seed, const Options& options = {});

}  // namespace naw
