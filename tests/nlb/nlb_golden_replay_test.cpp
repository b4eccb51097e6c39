// Golden replays: seeded complete games of the random legal player (combat included), with
// their action count and final-state hash pinned, and the bench line of naw-cli for 20 games.
// Any change in the rules, the order of legal actions, the random player or the generator
// changes these numbers; when it does on purpose, re-measure with
//     printf 'bench scenario=nlb games=20 seed=7\n' | naw-cli
// (and this test's printout for the single games) and say why in the commit.
#include <gtest/gtest.h>

#include <cstdio>

#include "cli_session.h"
#include "games/nlb/random_player.h"

namespace {

struct Golden {
  std::uint64_t seed;
  int actions;
  std::uint64_t hash;
};

}  // namespace

TEST(NlbGolden, RandomGamesReplayExactly) {
  const Golden games[] = {
      {1, 454, 0xf7e991d5e4ff4404ull},
      {2, 440, 0x65551d2596bd26fbull},
      {3, 395, 0x2f83e329590fc8a5ull},
  };
  for (const Golden& g : games) {
    const nlb::PlayoutResult r = nlb::playRandomGame(g.seed);
    std::printf("seed %llu: actions %d hash %016llx\n", static_cast<unsigned long long>(g.seed),
                r.actions, static_cast<unsigned long long>(r.hash));
    EXPECT_EQ(r.actions, g.actions) << "seed " << g.seed;
    EXPECT_EQ(r.hash, g.hash) << "seed " << g.seed;
  }
}

// naw-cli's bench over 20 games: the signature the wasm build must also give (see
// tests/browser/bench-signature.test.mjs); the timing fields are left out.
TEST(NlbGolden, BenchTwentyGamesSeed7) {
  naw::cli::Session s;
  const std::string out = s.execute("bench scenario=nlb games=20 seed=7");
  EXPECT_NE(out.find("games=20 actions=8976 hash=cd4531f0fa119c30 "), std::string::npos) << out;
}
