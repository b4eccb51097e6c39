// Waterloo 20 by link: every die comes from both players' committed chains (DICE-MODEL.md,
// "W20 die v1"), never from the game's seeded generator (W31 order within a player-turn).
#include <gtest/gtest.h>

#include "w20_link_util.h"

namespace {

using namespace w20test;

// The French event die of turn 2 (5.1, W24) is the first draw of player-turn 2 from both
// players' chain values of that player-turn, and the seeded generator was never drawn.
TEST(W20LinkDice, Ruling_W31_EventDieIsDrawnFromBothChains) {
  Pair p = startPair(55, freeSetup());
  const std::uint64_t rng0 = p.fr.game().state().rng;
  core::Rng rng{3};
  W20Match* holder = &p.al;  // the Allies set up first
  for (int guard = 0; guard < 2000; ++guard) {
    const w20::State& s = holder->game().state();
    if (s.turn == 2 && s.event[0] != w20::Event::NotRolled) break;
    if (holder->myTurn()) {
      ASSERT_FALSE(holder->apply(randomAction(holder->game(), rng, false)).has_value());
      continue;
    }
    W20Match* other = holder == &p.fr ? &p.al : &p.fr;
    const auto err = other->receive(holder->link());
    ASSERT_FALSE(err.has_value()) << err->message;
    holder = other;
  }
  const w20::State& s = holder->game().state();
  ASSERT_EQ(s.turn, 2);
  ASSERT_NE(s.event[0], w20::Event::NotRolled);
  const int pt = 2;  // turn 2, French
  W20Match copy = *holder;
  const W20Link l = decoded(copy.link());
  const auto fr = persist::chainValueFor(l.dice[0], pt);
  const auto al = persist::chainValueFor(l.dice[1], pt);
  ASSERT_TRUE(fr && al);
  EXPECT_EQ(s.eventDie[0], modules::w20link::committedDie(*fr, *al, pt, 0));
  EXPECT_EQ(s.rng, rng0);
}

}  // namespace
