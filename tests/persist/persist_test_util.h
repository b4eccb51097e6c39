// Helpers for the persistence tests: random games step by step.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <functional>

#include "game.h"
#include "random_player.h"

namespace persisttest {

// NAW_PERSIST_GAMES overrides how many random games a test plays.
inline std::uint64_t gamesFromEnv(std::uint64_t fallback) {
  const char* v = std::getenv("NAW_PERSIST_GAMES");
  return v ? std::strtoull(v, nullptr, 10) : fallback;
}

}  // namespace persisttest

// Plays a random game, calling f before every action and once at the end.
inline void forEachStep(std::uint64_t seed, const naw::Options& o, const std::function<void(const naw::Game&)>& f) {
  naw::Game g = naw::Game::newGame(o, seed);
  naw::RandomPlayer player(seed * 7919 + 1);
  for (int n = 0; n < 20000 && !g.over(); ++n) {
    f(g);
    if (::testing::Test::HasFatalFailure()) return;
    if (std::holds_alternative<naw::Refusal>(g.apply(player.choose(g)))) break;
  }
  f(g);
}
