// Seeded random playouts of the advanced game: invariants and the codec round trip after
// every action; the decoder fed damaged bytes.
#include <gtest/gtest.h>

#include <array>

#include "games/nlb/codec.h"
#include "games/nlb/random_player.h"
#include "nlb_test_util.h"

using namespace nlb;

TEST(NlbFuzz, RandomPlayoutsKeepInvariantsAndRoundTrip) {
  int attacks = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Game g = Game::newGame(seed);
    core::Rng rng{seed * 77};
    int actions = 0;
    while (!g.over() && actions < 20000) {
      ASSERT_FALSE(g.legalActions().empty()) << "seed " << seed << " action " << actions;
      const Phase before = g.state().phase;
      const int side = g.sideToMove();
      const Action a = randomAction(g, rng);
      const auto refused = g.check(a);
      ASSERT_FALSE(refused) << "random player chose an illegal action: " << refused->rule << " "
                            << refused->why << " type " << int(a.type);
      ASSERT_FALSE(std::holds_alternative<Refusal>(g.apply(a)));
      ++actions;
      const State& s = g.state();
      if (s.phase != before && (before == Phase::FrenchMove || before == Phase::AlliedMove)) {
        EXPECT_EQ(g.overStacked(side), -1) << "N7 broken at the end of a movement phase";
      }
      if (s.phase != before && (before == Phase::FrenchCombat || before == Phase::AlliedCombat)) {
        // N12: retreats and displacements keep the stacking limit (both sides).
        EXPECT_EQ(g.overStacked(0), -1) << "N7 broken after retreats, seed " << seed;
        EXPECT_EQ(g.overStacked(1), -1) << "N7 broken after retreats, seed " << seed;
      }
      // N18: each army's casualty level is the printed strength of its eliminated units.
      std::array<int, 3> eliminated{};
      for (int u = 0; u < g.unitCount(); ++u)
        if (s.where[static_cast<std::size_t>(u)] == kEliminated)
          eliminated[static_cast<std::size_t>(g.armyOf(u))] += g.rules().unit(u).strength;
      for (std::size_t k = 0; k < 3; ++k)
        ASSERT_EQ(s.lost[k], eliminated[k]) << "army " << k << " seed " << seed;
      if (a.type == ActionType::Attack) ++attacks;
      for (int u = 0; u < g.unitCount(); ++u)
        ASSERT_LE(s.spentHalves[static_cast<std::size_t>(u)], g.allowanceHalves(u));
      const auto bytes = encode(s);
      const auto back = decode(bytes);
      ASSERT_TRUE(back.has_value());
      ASSERT_TRUE(*back == s);
      ASSERT_EQ(stateHash(*back), g.hash());
    }
    EXPECT_TRUE(g.over()) << "seed " << seed;
    EXPECT_NE(g.state().winner, Winner::None);
  }
  EXPECT_GT(attacks, 0) << "the random player never attacked";
}

TEST(NlbFuzz, DecoderRejectsDamagedBytesWithoutAborting) {
  Game g = Game::newGame(3);
  const auto bytes = encode(g.state());
  ASSERT_TRUE(decode(bytes).has_value());
  EXPECT_FALSE(decode({}).has_value());
  auto wrongVersion = bytes;
  wrongVersion[0] = kCodecVersion + 1;
  EXPECT_FALSE(decode(wrongVersion).has_value());
  for (std::size_t cut = 0; cut < bytes.size(); cut += 37)
    EXPECT_FALSE(decode(std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + cut)));
  auto longer = bytes;
  longer.push_back(0);
  EXPECT_FALSE(decode(longer).has_value());
  auto badTurn = bytes;
  badTurn[1] = 11;  // the turn is the first field
  EXPECT_FALSE(decode(badTurn).has_value());
  core::Rng rng{5};
  int accepted = 0;
  for (int k = 0; k < 2000; ++k) {  // random corruption: never a crash
    auto b = bytes;
    for (int n = 0; n < 3; ++n) b[1 + rng.below(static_cast<std::uint32_t>(b.size() - 1))] ^= 0xff;
    if (auto s = decode(b)) {
      ++accepted;
      Game h = Game::fromState(*s);
      (void)h.legalActions();
    }
  }
  EXPECT_LT(accepted, 2000);
}

TEST(NlbFuzz, SameSeedSameGame) {
  const auto a = playRandomGame(42), b = playRandomGame(42), c = playRandomGame(43);
  EXPECT_EQ(a.hash, b.hash);
  EXPECT_EQ(a.actions, b.actions);
  EXPECT_NE(a.hash, c.hash);
}

TEST(NlbFuzz, GrouchyPlayoutsRoundTrip) {
  for (std::uint64_t seed = 11; seed <= 13; ++seed) {
    Game g = Game::newGrouchyGame(seed, 0, 0);
    core::Rng rng{seed};
    int actions = 0;
    while (!g.over() && actions < 20000) {
      const Action a = randomAction(g, rng);
      ASSERT_FALSE(g.check(a));
      g.apply(a);
      ++actions;
      const auto back = decode(encode(g.state()));
      ASSERT_TRUE(back.has_value());
      ASSERT_TRUE(*back == g.state());
    }
    EXPECT_TRUE(g.over());
  }
}
