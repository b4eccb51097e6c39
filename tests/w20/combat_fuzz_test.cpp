// Seeded random playouts through the whole game with every optional rule on and off: the
// engine never waits without a legal action other than `reveal`, every listed action is accepted,
// the morale indexes stay in 0..10 and a game ends by turn 10 (W28). Exercises combat, retreats,
// advances, countercharges, rally and victory together.
#include <gtest/gtest.h>

#include "core/rng.h"
#include "games/w20/game.h"

namespace w20 {
namespace {

struct Tally {
  int games = 0, actions = 0, combats = 0;
};

void playOut(std::uint64_t seed, const Options& o, Tally& t) {
  Game g = Game::newGame(seed, o);
  core::Rng pick{seed * 7919u + 1};
  for (int step = 0; step < 20000 && !g.over(); ++step) {
    const std::vector<Action> legal = g.legalActions();
    // Never a step without a way forward: `reveal` (15.1a) is always legal under Fog of War
    // but moves nothing on, so a step where only reveals remain (say `end` refused by 7.3
    // while no declaration is legal, issue 13) is stuck too.
    std::vector<Action> useful;
    for (const Action& a : legal)
      if (a.kind != ActionKind::Reveal) useful.push_back(a);
    ASSERT_FALSE(useful.empty()) << "seed " << seed << " stuck in phase "
                                 << phaseName(g.state().phase) << " owed "
                                 << owedName(g.step().owed) << " (" << legal.size()
                                 << " reveals legal)";
    const std::vector<Action>& from = useful;
    const Action& a = from[pick.below(static_cast<std::uint32_t>(from.size()))];
    if (a.kind == ActionKind::Roll) ++t.combats;
    auto r = g.apply(a);
    ASSERT_TRUE(std::holds_alternative<Outcome>(r))
        << "seed " << seed << " listed action refused: " << std::get<Refusal>(r).rule << " "
        << std::get<Refusal>(r).why;
    ++t.actions;
    for (int side = 0; side < 2; ++side) {
      ASSERT_GE(g.state().morale[static_cast<std::size_t>(side)], 0);
      ASSERT_LE(g.state().morale[static_cast<std::size_t>(side)], 10);
    }
  }
  ASSERT_TRUE(g.over()) << "seed " << seed;
  EXPECT_NE(g.state().winner, Winner::None);
  ++t.games;
}

TEST(CombatFuzz, Ruling_W28_RandomGamesEndWithAVerdictAllOptionalRules) {
  Tally t;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) playOut(seed, Options{}, t);
  EXPECT_EQ(t.games, 20);
  EXPECT_GT(t.combats, 0);
}

TEST(CombatFuzz, Ruling_W30_RandomGamesEndWithAVerdictNoOptionalRules) {
  Tally t;
  for (std::uint64_t seed = 100; seed <= 119; ++seed)
    playOut(seed, Options{false, false, false}, t);
  EXPECT_EQ(t.games, 20);
  EXPECT_GT(t.combats, 0);
}

}  // namespace
}  // namespace w20
