// A random legal player for the advanced game (bench, fuzz tests). Randomness from its own
// core::Rng, so a game is a function of the two seeds.
#pragma once

#include <cstdint>

#include "core/rng.h"
#include "games/nlb/game.h"

namespace nlb {

// One random legal action now (the game must not be over). Instead of listing every move of
// every unit it picks a unit (or the end of the phase) first, then one of its moves.
Action randomAction(const Game& g, core::Rng& rng);

struct PlayoutResult {
  int actions = 0;
  std::uint64_t hash = 0;  // of the final state
};
PlayoutResult playRandomGame(std::uint64_t seed);

}  // namespace nlb
