// Disengagement (7.4, ruling W11) and penetration (16.0, W13) in the countercharge phases.
#include "w20_kit.h"

namespace w20::test {
namespace {

// ad-ux at Quatre Bras in the ZOC of fr-ii (0915); the Allied countercharge phase of turn 2.
Game quatreBras(bool fog, bool penetration, std::initializer_list<Placed> more = {}) {
  Options o;
  o.fog = fog;
  o.penetration = penetration;
  o.routed = false;
  Game g = Game::newGame(1, o);
  g.editClear();
  g.editPlace(U("ad-ux"), H("0914"), UnitStatus::Map, true, false);
  g.editPlace(U("ad-i"), H("1014"), UnitStatus::Map, true, false);
  g.editPlace(U("fr-ii"), H("0915"), UnitStatus::Map, true, false);
  for (const Placed& p : more) g.editPlace(U(p.id), H(p.hex), UnitStatus::Map, !fog, false);
  g.editSet(2, Phase::AlliedCountercharge, 8, 7);
  return g;
}

TEST(W20Disengage, Ruling_W11_CavalryLeavesTheZoneOneHex) {
  Game g = quatreBras(false, false);
  ASSERT_EQ(g.state().phase, Phase::AlliedCountercharge);
  EXPECT_EQ(g.step().acting, Side::Allied);
  EXPECT_EQ(refusedRule(g, disengageAction(U("ad-i"), H("1013"))), "7.4");   // a corps
  EXPECT_EQ(refusedRule(g, disengageAction(U("ad-ux"), H("0814"))), "7.4");  // still in the ZOC
  EXPECT_EQ(refusedRule(g, disengageAction(U("ad-ux"), H("0912"))), "W11");  // two hexes
  EXPECT_TRUE(applied(g, disengageAction(U("ad-ux"), H("0913"))));
  EXPECT_EQ(g.unit(U("ad-ux")).hex, H("0913"));
  EXPECT_EQ(refusedRule(g, disengageAction(U("ad-ux"), H("0912"))), "W11");  // once
}

TEST(W20Disengage, W20_7_41_FaceUpEnemyCavalryBarsIt) {
  Game g = quatreBras(false, false, {{"fr-cav-iii", "0814"}});
  EXPECT_EQ(refusedRule(g, disengageAction(U("ad-ux"), H("0913"))), "7.41");
  EXPECT_EQ(g.unit(U("ad-ux")).hex, H("0914"));
}

TEST(W20Disengage, Ruling_W11_FaceDownCavalryThatBarsIsTurnedUp) {
  Game g = quatreBras(true, false, {{"fr-cav-iii", "0814"}});
  ASSERT_FALSE(g.unit(U("fr-cav-iii")).faceUp);
  auto r = g.apply(disengageAction(U("ad-ux"), H("0913")));
  ASSERT_TRUE(std::holds_alternative<Outcome>(r));
  const Outcome& o = std::get<Outcome>(r);
  EXPECT_TRUE(o.barred);
  EXPECT_EQ(o.revealed, bit(U("fr-cav-iii")));
  EXPECT_TRUE(g.unit(U("fr-cav-iii")).faceUp);
  EXPECT_EQ(g.unit(U("ad-ux")).hex, H("0914"));  // stays, has not acted
  EXPECT_FALSE(g.unit(U("ad-ux")).acted);
  EXPECT_EQ(refusedRule(g, disengageAction(U("ad-ux"), H("0913"))), "7.41");
}

TEST(W20Disengage, Ruling_W11_AFaceDownCorpsDoesNotBar) {
  Game g = quatreBras(true, false, {{"fr-i", "0814"}});
  auto r = g.apply(disengageAction(U("ad-ux"), H("0913")));
  ASSERT_TRUE(std::holds_alternative<Outcome>(r));
  EXPECT_FALSE(std::get<Outcome>(r).barred);
  EXPECT_FALSE(g.unit(U("fr-i")).faceUp);
  EXPECT_EQ(g.unit(U("ad-ux")).hex, H("0913"));
}

TEST(W20Disengage, Ruling_W11_AtNightAnyUnitAwayFromEveryEnemy) {
  Game g = position(3, Phase::AlliedCountercharge, {{"pr-i", "1518"}, {"fr-ig", "1519"}});
  ASSERT_EQ(g.state().phase, Phase::AlliedCountercharge);
  EXPECT_EQ(refusedRule(g, disengageAction(U("pr-i"), H("1618"))), "8.0");  // beside fr-ig
  EXPECT_EQ(refusedRule(g, penetrateAction(U("pr-i"), H("1517"))), "W30");
  EXPECT_TRUE(applied(g, disengageAction(U("pr-i"), H("1517"))));
}

TEST(W20Disengage, Ruling_W13_PenetrationIntoAnotherZone) {
  Game g = quatreBras(false, true, {{"fr-i", "1113"}});
  EXPECT_EQ(refusedRule(g, penetrateAction(U("ad-ux"), H("0913"))), "16.0");  // no ZOC there
  EXPECT_EQ(refusedRule(g, penetrateAction(U("ad-i"), H("1013"))), "16.0");   // a corps
  EXPECT_TRUE(applied(g, penetrateAction(U("ad-ux"), H("1013"))));
  Game off = quatreBras(false, false, {{"fr-i", "1113"}});
  EXPECT_EQ(refusedRule(off, penetrateAction(U("ad-ux"), H("1013"))), "W30");
}

TEST(W20Disengage, W20_16_1_CavalryZoneOnTheHexEnteredBarsPenetration) {
  Game g = quatreBras(false, true, {{"fr-cav-i", "1012"}});
  EXPECT_EQ(refusedRule(g, penetrateAction(U("ad-ux"), H("1013"))), "16.1");
}

TEST(W20Disengage, Ruling_W8_CountercharePhasePassesWithoutCandidates) {
  // Only a face-up Prussian corps beside the French: nothing may act by day.
  Game g = position(2, Phase::AlliedCountercharge, {{"pr-i", "1518"}, {"fr-ig", "1519"}});
  EXPECT_NE(g.state().phase, Phase::AlliedCountercharge);
  // Face down (Fog of War) it might be cavalry: the phase waits (W29).
  Game f = position(2, Phase::AlliedCountercharge, {{"pr-i", "1518"}, {"fr-ig", "1519"}}, true);
  EXPECT_EQ(f.state().phase, Phase::AlliedCountercharge);
}

}  // namespace
}  // namespace w20::test
