// Fog of War (15.0, rulings W29, W30): faces, dummies, and what a side's view holds.
#include "w20_kit.h"

namespace w20::test {
namespace {

// Fog game, historical set-up, the dummies set up: turn 1 French move.
Game fogGame(std::uint64_t seed = 5) {
  Game g = fresh(true, true, true, seed);
  EXPECT_TRUE(applied(g, deployAction(kAlDummy, H("0212"))));
  EXPECT_TRUE(applied(g, deployAction(kFrDummy, H("0817"))));
  return g;
}

TEST(W20Fog, Ruling_W29_AViewHoldsNoIdentityOfAFaceDownEnemy) {
  Game g = fogGame();
  ASSERT_EQ(g.state().phase, Phase::FrenchMove);
  const View v = g.view(Side::Allied);
  int french = 0, allied = 0, lastMarker[2] = {0, 0};
  for (int i = 0; i < v.nUnits; ++i) {
    const ViewUnit& vu = v.units[static_cast<std::size_t>(i)];
    const int s = sideIndex(vu.side);
    EXPECT_GT(vu.marker, lastMarker[s]);  // marker order (W29)
    lastMarker[s] = vu.marker;
    if (vu.side == Side::French) {
      ++french;
      EXPECT_EQ(vu.unit, kNoUnit);  // every French counter is face down
      EXPECT_EQ(vu.status, UnitStatus::Map);
    } else {
      ++allied;
      EXPECT_NE(vu.unit, kNoUnit);
    }
  }
  EXPECT_EQ(french, 10);  // nine corps and the dummy; fr-vi, pending, is left out
  EXPECT_EQ(allied, 9);   // the viewer's own, pending ones included
  EXPECT_EQ(v.morale[0], 8);
}

TEST(W20Fog, Ruling_W29_MarkersArePermutationsThatChangeWithTheSeed) {
  Game a = fresh(true, true, true, 1), b = fresh(true, true, true, 2);
  int same = 0;
  for (int u = 0; u < kUnits; ++u) same += a.unit(u).marker == b.unit(u).marker;
  EXPECT_LT(same, kUnits);
  // Drawn apart from the game's dice: the generator state is the seed's still.
  EXPECT_EQ(a.state().rng, 1u);
}

TEST(W20Fog, Ruling_W29_FaceUpCavalryScoutsAtTheEndOfMovement) {
  Game g = position(
      2, Phase::FrenchMove,
      {{"fr-cav-i", "1720"}, {"pr-iii", "1719"}, {"fr-cav-ii", "1818"}, {"pr-ii", "1817"}}, true);
  g.editPlace(U("fr-cav-i"), H("1720"), UnitStatus::Map, true, false);  // face up
  ASSERT_TRUE(applied(g, endAction()));
  EXPECT_TRUE(g.unit(U("pr-iii")).faceUp);  // beside face-up cavalry (15.1c)
  EXPECT_FALSE(g.unit(U("pr-ii")).faceUp);  // beside face-down cavalry only
  EXPECT_FALSE(g.unit(U("fr-cav-ii")).faceUp);
}

TEST(W20Fog, W20_15_3_ARevealedDummyIsRemoved) {
  Game g = fogGame();
  auto r = g.apply(revealAction(kFrDummy));
  ASSERT_TRUE(std::holds_alternative<Outcome>(r));
  EXPECT_EQ(std::get<Outcome>(r).removed, bit(kFrDummy));
  EXPECT_EQ(g.unit(kFrDummy).status, UnitStatus::Removed);
  EXPECT_EQ(refusedRule(g, revealAction(kFrDummy)), "15.1");
  Game n = fresh();
  EXPECT_EQ(refusedRule(n, revealAction(U("fr-ig"))), "W30");
}

TEST(W20Fog, W20_15_2_NightTurnsEveryCounterDownAndTheDummiesReturn) {
  Game g = position(3, Phase::FrenchMove, {{"fr-ig", "1420"}, {"pr-i", "1518"}}, true);
  g.editPlace(U("fr-ig"), H("1420"), UnitStatus::Map, true, false);
  g.editPlace(kFrDummy, kNoHex, UnitStatus::Removed, true, false);
  g.editPlace(kAlDummy, kNoHex, UnitStatus::Removed, true, false);
  g.editSet(3, Phase::StartOfNight, 8, 7);
  EXPECT_FALSE(g.unit(U("fr-ig")).faceUp);
  const Step st = g.step();
  ASSERT_EQ(st.owed, Owed::Deploy);
  EXPECT_EQ(st.owedUnits, bit(kFrDummy));  // French first
  // Beside fr-ig, away from pr-i (W29).
  EXPECT_EQ(refusedRule(g, deployAction(kFrDummy, H("1519"))), "15.3");  // beside pr-i
  EXPECT_EQ(refusedRule(g, deployAction(kFrDummy, H("1322"))), "15.3");  // beside no friend
  ASSERT_TRUE(applied(g, deployAction(kFrDummy, H("1421"))));
  EXPECT_EQ(g.step().owedUnits, bit(kAlDummy));
  ASSERT_TRUE(applied(g, deployAction(kAlDummy, H("1517"))));
  EXPECT_EQ(g.state().phase, Phase::FrenchEvents);
  EXPECT_FALSE(g.unit(kAlDummy).faceUp);
}

TEST(W20Fog, Ruling_W29_ThePhasingDummyBesideTheEnemyIsRemovedAtCombat) {
  Game g = position(2, Phase::FrenchCombat, {{"fr-dummy", "1519"}, {"pr-i", "1518"}}, true);
  EXPECT_EQ(g.unit(kFrDummy).status, UnitStatus::Removed);
  // No other French counter beside the enemy: the combat phase passed (W8).
  EXPECT_NE(g.state().phase, Phase::FrenchCombat);
}

TEST(W20Fog, Ruling_W29_AFaceDownDummyBlocksAndExertsAZone) {
  Game g = position(2, Phase::FrenchMove, {{"fr-cav-i", "1720"}, {"al-dummy", "1718"}}, true);
  EXPECT_TRUE(g.inZocOf(H("1719"), Side::Allied));
  EXPECT_EQ(refusedRule(g, move("fr-cav-i", {"1719", "1718"})), "W9");
  EXPECT_EQ(g.allowance(U("al-dummy")), 3);
}

TEST(W20Fog, Ruling_W30_WithoutFogTheDummiesAreOutAndAllIsFaceUp) {
  Game g = fresh();
  EXPECT_EQ(g.unit(kFrDummy).status, UnitStatus::Removed);
  EXPECT_EQ(g.unit(kAlDummy).status, UnitStatus::Removed);
  const View v = g.view(Side::French);
  for (int i = 0; i < v.nUnits; ++i) EXPECT_NE(v.units[static_cast<std::size_t>(i)].unit, kNoUnit);
}

}  // namespace
}  // namespace w20::test
