// Helpers for the persistence tests: random games step by step.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <functional>

#include "game.h"
#include "match.h"
#include "random_player.h"

namespace persisttest {

// NAW_PERSIST_GAMES overrides how many random games a test plays.
inline std::uint64_t gamesFromEnv(std::uint64_t fallback) {
  const char* v = std::getenv("NAW_PERSIST_GAMES");
  return v ? std::strtoull(v, nullptr, 10) : fallback;
}

// A fixed player's entropy (in the browser it comes from crypto.getRandomValues).
inline naw::persist::Entropy entropy(std::uint8_t seed) {
  naw::persist::Entropy e{};
  for (std::size_t i = 0; i < e.size(); ++i) e[i] = static_cast<std::uint8_t>(seed * 31 + i);
  return e;
}

}  // namespace persisttest

// Plays a random game, calling f before every action and once at the end.
inline void forEachStep(std::uint64_t seed, const naw::Options& o,
                        const std::function<void(const naw::Game&)>& f) {
  naw::Game g = naw::Game::newGame(o, seed);
  naw::RandomPlayer player(seed * 7919 + 1);
  for (int n = 0; n < 20000 && !g.over(); ++n) {
    f(g);
    if (::testing::Test::HasFatalFailure()) return;
    if (std::holds_alternative<naw::Refusal>(g.apply(player.choose(g)))) break;
  }
  f(g);
}
