// Seeded random playouts of the advanced game: invariants and the codec round trip after
// every action; the decoder fed damaged bytes.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>

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

// Seeded playouts drawing from the complete legalActions() (every declaration, retreat,
// displacement, loss choice and advance; `end` one time in eight when legal): every listed
// action is accepted; no hex holds both sides; a victory hex with units on it is occupied by
// their side (N19); stacking at phase ends (N7); casualty levels (N18); and a save/load round
// trip every step: the decoded position has the same hash and, outside movement phases (whose
// take-backs are not part of a position), the same legal actions.
TEST(NlbFuzz, LegalActionPlayoutsKeepInvariantsAndSaveLoad) {
  int declarations = 0, retreats = 0, total = 0;
  for (std::uint64_t seed = 21; seed <= 30; ++seed) {
    Game g = Game::newGame(seed);
    core::Rng rng{seed * 31};
    int actions = 0;
    while (!g.over() && actions < 30000) {
      const std::vector<Action> legal = g.legalActions();
      ASSERT_FALSE(legal.empty()) << "seed " << seed << " action " << actions;
      std::vector<Action> rest;
      bool endLegal = false;
      for (const Action& a : legal) {
        if (a.type == ActionType::EndPhase)
          endLegal = true;
        else
          rest.push_back(a);  // take-backs too: an overfull hex may need several (N7)
        if (a.type == ActionType::Attack) {
          ASSERT_FALSE(g.check(a)) << "listed, refused";
        }
      }
      const Phase before = g.state().phase;
      const int side = g.sideToMove();
      Action a = simple(ActionType::EndPhase);
      if (rest.empty() || (endLegal && rng.below(8) == 0)) {
        ASSERT_TRUE(endLegal || rest.empty());
        if (!endLegal) a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      } else if (!endLegal && rest.back().type == ActionType::Undo && rng.below(2) == 0) {
        a = rest.back();  // a walk stuck over the stacking limit backs out (N7, R7a)
      } else {
        a = rest[rng.below(static_cast<std::uint32_t>(rest.size()))];
      }
      declarations += a.type == ActionType::Attack;
      retreats += a.type == ActionType::Retreat;
      ASSERT_FALSE(std::holds_alternative<Refusal>(g.apply(a)))
          << "listed action refused, type " << int(a.type) << " seed " << seed;
      ++actions;
      const State& s = g.state();
      std::array<std::int8_t, kMaxHexes> holder;
      holder.fill(-1);
      for (int u = 0; u < g.unitCount(); ++u) {
        const int h = s.where[static_cast<std::size_t>(u)];
        if (h < 0) continue;
        auto& x = holder[static_cast<std::size_t>(h)];
        ASSERT_TRUE(x < 0 || x == g.sideOf(u)) << "both sides in one hex, seed " << seed;
        x = static_cast<std::int8_t>(g.sideOf(u));
      }
      const auto& vh = g.board().victoryHexes();
      for (std::size_t k = 0; k < vh.size(); ++k) {
        const int x = holder[static_cast<std::size_t>(vh[k].index)];
        if (x >= 0) {
          ASSERT_EQ(s.occupier[k], x) << "N19 victory hex " << k << " seed " << seed;
        }
      }
      if (s.phase != before && (before == Phase::FrenchMove || before == Phase::AlliedMove)) {
        ASSERT_EQ(g.overStacked(side), -1) << "N7 at the end of a movement phase";
      }
      std::array<int, 3> eliminated{};
      for (int u = 0; u < g.unitCount(); ++u)
        if (s.where[static_cast<std::size_t>(u)] == kEliminated)
          eliminated[static_cast<std::size_t>(g.armyOf(u))] += g.rules().unit(u).strength;
      for (std::size_t k = 0; k < 3; ++k) ASSERT_EQ(s.lost[k], eliminated[k]);
      const auto back = decode(encode(s));
      ASSERT_TRUE(back.has_value());
      const Game loaded = Game::fromState(*back);
      ASSERT_EQ(loaded.hash(), g.hash());
      if (s.phase == Phase::FrenchCombat || s.phase == Phase::AlliedCombat) {
        ASSERT_EQ(loaded.legalActions().size(), g.legalActions().size());
      }
    }
    EXPECT_TRUE(g.over()) << "seed " << seed;
    total += actions;
  }
  EXPECT_GT(declarations, 0);
  EXPECT_GT(retreats, 0);
  std::printf("legal-action playouts: %d actions, %d declarations, %d retreats\n", total,
              declarations, retreats);
}

// Found by fuzz_nlb_codec: a decoded position where a unit off the map owes a retreat (the
// codec checks ranges, not play) made settle() loop and listed an advance refusal. Loading
// it now clears what an off-map unit owes; every listed action is accepted.
TEST(NlbFuzz, DecodedRetreatOwedOffTheMapIsCleared) {
  Game g = nlbtest::emptyGame(2, Phase::FrenchCombat);
  State s = g.state();
  const int off = g.unitIndex("aa-3db");  // not on the map after clear
  ASSERT_LT(s.where[static_cast<std::size_t>(off)], 0);
  s.cflags[static_cast<std::size_t>(off)] = kMustRetreat | kMayRetreat;
  const auto back = decode(encode(s));
  ASSERT_TRUE(back.has_value());
  Game h = Game::fromState(*back);
  EXPECT_FALSE(h.combatPending());
  for (const Action& a : h.legalActions()) EXPECT_FALSE(h.check(a)) << int(a.type);
  EXPECT_FALSE(std::holds_alternative<Refusal>(h.apply(simple(ActionType::EndPhase))));
}
