// Golden replays: complete random games from fixed seeds whose final state hash must not
// change. A change here means the rules (or the random player) changed behaviour: if that
// was intended, re-record the values and say why in the commit.
#include <gtest/gtest.h>

#include "random_player.h"

namespace {

TEST(Golden, FixedSeedsGiveFixedFinalStates) {
  struct Case {
    std::uint64_t seed;
    std::uint64_t hash;
    long actions;
  };
  const Case cases[] = {
#include "golden_values.inc"
  };
  for (const Case& c : cases) {
    const naw::PlayoutResult r = naw::playRandomGame(c.seed);
    EXPECT_EQ(r.hash, c.hash) << "seed " << c.seed;
    EXPECT_EQ(r.actions, c.actions) << "seed " << c.seed;
  }
}

}  // namespace
