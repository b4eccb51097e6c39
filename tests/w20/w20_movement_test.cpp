// Movement (6.0, ruling W9), Forced March (12.31, W21), reinforcements (11.0, W25), zones of
// control (7.0, W10), on real positions of the map.
#include "w20_kit.h"

namespace w20::test {
namespace {

std::vector<int> atDistance(const Game& g, const char* unit, int d) {
  std::vector<int> out;
  for (int h : g.reachable(U(unit)))
    if (hexDistance(g.unit(U(unit)).hex, h) == d) out.push_back(h);
  return out;
}

TEST(W20Move, W20_6_33_RoadBonusOnlyWhenEveryHexIsEnteredByRoad) {
  // fr-ii (2 MP) on the Charleroi-Brussels chaussee at 0819: three hexes only along the road.
  Game g = position(2, Phase::FrenchMove, {{"fr-ii", "0819"}});
  EXPECT_EQ(atDistance(g, "fr-ii", 3), (std::vector<int>{H("0816"), H("0822")}));
  EXPECT_TRUE(applied(g, move("fr-ii", {"0818", "0817", "0816"})));
  Game h = position(2, Phase::FrenchMove, {{"fr-ii", "0819"}});
  // Two by road then one off it: 3 MP without the bonus (6.33).
  EXPECT_EQ(refusedRule(h, move("fr-ii", {"0818", "0817", "0717"})), "6.33");
}

TEST(W20Move, W20_13_0_NightAllowanceIsOneWithoutRoadBonus) {
  Game g = position(3, Phase::FrenchMove, {{"fr-ii", "0819"}, {"fr-cav-i", "1720"}});
  EXPECT_EQ(g.allowance(U("fr-cav-i")), 1);
  EXPECT_TRUE(atDistance(g, "fr-ii", 2).empty());
  EXPECT_EQ(g.reachable(U("fr-ii")).size(), 6u);
  EXPECT_EQ(refusedRule(g, move("fr-ii", {"0818", "0817"})), "6.31");
  EXPECT_EQ(refusedRule(g, marchAction(Army::French)), "13.0");
}

TEST(W20Move, W20_6_32_ForestStopsAMoveOffRoad) {
  // Bois de Bossu 0814, no road: cavalry entering it stops although MPs remain.
  Game g = position(2, Phase::FrenchMove, {{"fr-cav-iii", "0815"}});
  EXPECT_EQ(refusedRule(g, move("fr-cav-iii", {"0814", "0813"})), "W9");
  EXPECT_TRUE(applied(g, move("fr-cav-iii", {"0814"})));
  // The Forest of Soignes along the Brussels road: road movement does not stop (6.33).
  Game h = position(2, Phase::AlliedMove, {{"ad-i", "0604"}});
  EXPECT_TRUE(applied(h, move("ad-i", {"0603", "0602", "0601"})));
}

TEST(W20Move, W20_6_41_EnteringAnEnemyZocEndsTheMove) {
  Game g = position(2, Phase::FrenchMove, {{"fr-cav-i", "1720"}, {"pr-iii", "1718"}});
  // 1719 is in pr-iii's ZOC.
  EXPECT_EQ(refusedRule(g, move("fr-cav-i", {"1719", "1619"})), "W9");
  EXPECT_TRUE(applied(g, move("fr-cav-i", {"1719"})));
}

TEST(W20Move, Ruling_W9_AUnitBeginningInAnEnemyZocMayNotMove) {
  Game g = position(2, Phase::FrenchMove, {{"fr-cav-i", "1719"}, {"pr-iii", "1718"}});
  EXPECT_TRUE(g.reachable(U("fr-cav-i")).empty());
  EXPECT_EQ(refusedRule(g, move("fr-cav-i", {"1720"})), "W9");
}

TEST(W20Move, W20_6_23_NoEntryIntoAnEnemyHex) {
  Game g = position(3, Phase::FrenchMove, {{"fr-ig", "1519"}, {"pr-i", "1518"}});  // night
  EXPECT_EQ(refusedRule(g, move("fr-ig", {"1518"})), "6.23");
}

TEST(W20Move, W20_6_5_ThroughFriendsButNeverEndingOnOne) {
  Game g = position(2, Phase::FrenchMove,
                    {{"fr-cav-ii", "1820"}, {"fr-cav-i", "1720"}, {"fr-iv", "1520"}});
  EXPECT_EQ(refusedRule(g, move("fr-cav-ii", {"1720"})), "6.5");
  EXPECT_FALSE(reaches(g, "fr-cav-ii", "1720"));
  // Through fr-cav-i at 1720 to 1620 and on.
  EXPECT_TRUE(applied(g, move("fr-cav-ii", {"1720", "1620"})));
}

TEST(W20Move, Ruling_W6_RiversStopMovementBridgesDoNot) {
  Game g = position(2, Phase::FrenchMove, {{"fr-iii", "0625"}, {"fr-iv", "0825"}});
  EXPECT_EQ(refusedRule(g, move("fr-iii", {"0726"})), "W6");  // the Sambre, no bridge
  EXPECT_TRUE(applied(g, move("fr-iv", {"0826"})));           // the Charleroi bridge
}

TEST(W20Move, Ruling_W21_FrenchForcedMarch) {
  Game g = position(2, Phase::FrenchMove, {{"fr-ii", "0819"}, {"fr-cav-i", "1720"}});
  ASSERT_TRUE(applied(g, marchAction(Army::French)));
  EXPECT_EQ(g.state().morale[0], 7);  // M8
  EXPECT_EQ(g.allowance(U("fr-ii")), 3);
  EXPECT_EQ(g.allowance(U("fr-cav-i")), 4);
  // Four by road: north to Frasnes, south to 0823, and down the Jumet branch to 0723.
  EXPECT_EQ(atDistance(g, "fr-ii", 4), (std::vector<int>{H("0723"), H("0815"), H("0823")}));
  EXPECT_EQ(refusedRule(g, marchAction(Army::French)), "12.31");
  Game h = position(2, Phase::FrenchMove, {{"fr-ii", "0819"}});
  h.editSet(2, Phase::FrenchMove, 1, 7);
  EXPECT_EQ(refusedRule(h, marchAction(Army::French)), "W21");  // the last point
}

TEST(W20Move, Ruling_W21_AlliedForcedMarchByArmy) {
  Game g = position(2, Phase::AlliedMove,
                    {{"ad-i", "0914"}, {"pr-i", "1518"}, {"al-dummy", "1010"}}, true);
  ASSERT_TRUE(applied(g, marchAction(Army::AngloDutch)));
  EXPECT_EQ(g.state().morale[1], 6);
  EXPECT_EQ(g.allowance(U("ad-i")), 3);
  EXPECT_EQ(g.allowance(U("pr-i")), 2);
  EXPECT_EQ(g.allowance(U("al-dummy")), 4);  // any Allied Forced March (W9)
  EXPECT_EQ(refusedRule(g, marchAction(Army::AngloDutch)), "12.31");
  ASSERT_TRUE(applied(g, marchAction(Army::None)));  // all, one army already covered: 2 MP
  EXPECT_EQ(g.state().morale[1], 4);
  EXPECT_EQ(g.allowance(U("pr-i")), 3);
  EXPECT_EQ(refusedRule(g, marchAction(Army::None)), "12.31");
}

TEST(W20Move, Ruling_W25_ReinforcementEntersAlongTheRoad) {
  Game g = position(2, Phase::FrenchMove, {{"fr-ig", "1420"}});
  g.editPlace(U("fr-vi"), kNoHex, UnitStatus::Pending, true, false);
  EXPECT_EQ(refusedRule(g, move("fr-vi", {"0826"})), "11.0");  // `enter`, not `move`
  EXPECT_EQ(refusedRule(g, enter("fr-vi", {"0825"})), "11.3");
  // Entry 1 MP, then 0825 and 0824 along the road: 3 = 2 + the road bonus.
  EXPECT_EQ(refusedRule(g, enter("fr-vi", {"0826", "0825", "0824", "0823"})), "6.31");
  EXPECT_TRUE(applied(g, enter("fr-vi", {"0826", "0825", "0824"})));
  EXPECT_EQ(g.unit(U("fr-vi")).status, UnitStatus::Map);
}

TEST(W20Move, Ruling_W25_TheOffMapColumnCostsTheSecondUnitOneMore) {
  Game g = position(4, Phase::AlliedMove, {{"pr-i", "1518"}});
  g.editPlace(U("ad-ux"), kNoHex, UnitStatus::Pending, true, false);
  g.editPlace(U("ad-ii"), kNoHex, UnitStatus::Pending, true, false);
  ASSERT_TRUE(applied(g, enter("ad-ux", {"0112", "0212"})));
  // ad-ii: 2 MP for the entry (second through 0112), 1 for 0212 by road: 3 = 2 + 1.
  EXPECT_EQ(refusedRule(g, enter("ad-ii", {"0112", "0212", "0313"})), "6.31");
  EXPECT_TRUE(applied(g, enter("ad-ii", {"0112", "0212", "0313"})) == false);
  // 0212 is held by ad-ux: through it is allowed, ending there is not.
  EXPECT_EQ(refusedRule(g, enter("ad-ii", {"0112", "0212"})), "6.5");
  EXPECT_TRUE(applied(g, enter("ad-ii", {"0112", "0211"})) == false);  // 0211 off the road: 3 MP
  EXPECT_TRUE(applied(g, enter("ad-ii", {"0112"})));
}

TEST(W20Move, Ruling_W25_NoSecondEntryThroughOneHexAtNight) {
  Game g = position(7, Phase::AlliedMove, {{"pr-i", "1518"}});
  g.editPlace(U("ad-ux"), kNoHex, UnitStatus::Pending, true, false);
  g.editPlace(U("ad-ii"), kNoHex, UnitStatus::Pending, true, false);
  ASSERT_TRUE(applied(g, enter("ad-ux", {"0112", "0212"})) == false);  // MA 1 at night
  ASSERT_TRUE(applied(g, enter("ad-ux", {"0112"})));
  EXPECT_TRUE(g.reachable(U("ad-ii")).empty());
}

TEST(W20Move, W20_11_0_NotBeforeItsTurnAndNotThroughTheEnemy) {
  Game g = position(2, Phase::AlliedMove, {{"fr-cav-i", "0112"}});
  g.editPlace(U("ad-ii"), kNoHex, UnitStatus::Pending, true, false);
  g.editPlace(U("ad-ux"), kNoHex, UnitStatus::Pending, true, false);
  EXPECT_EQ(refusedRule(g, enter("ad-ii", {"0112"})), "11.0");  // due on turn 4
  EXPECT_EQ(refusedRule(g, enter("ad-ux", {"0112"})), "11.3");  // an enemy on the entry hex
}

TEST(W20Zoc, Ruling_W10_NoZoneAcrossAnUnbridgedRiver) {
  // The Dyle between 1506 (Limal) and 1605 has no bridge on that side.
  Game g = position(2, Phase::AlliedMove, {{"fr-cav-i", "1605"}, {"pr-i", "1506"}});
  EXPECT_FALSE(Game::map().adjacent(H("1506"), H("1605")));
  EXPECT_FALSE(g.inZocOf(H("1506"), Side::French));
  EXPECT_FALSE(g.inZocOf(H("1604"), Side::French));  // Wavre: the Dyle again
  EXPECT_TRUE(g.inZocOf(H("1606"), Side::French));
  EXPECT_FALSE(g.reachable(U("pr-i")).empty());  // not in an enemy ZOC: it may move
}

TEST(W20Zoc, W20_7_5_NoZonesOfControlAtNight) {
  Game g = position(3, Phase::FrenchMove, {{"fr-cav-i", "1720"}, {"pr-iii", "1718"}});
  EXPECT_FALSE(g.inZocOf(H("1719"), Side::Allied));
  EXPECT_TRUE(applied(g, move("fr-cav-i", {"1719"})));
}

TEST(W20Zoc, W20_17_1_ARoutedUnitExertsNoZone) {
  Options o;
  o.routed = true;
  Game r = Game::newGame(1, o);
  r.editClear();
  r.editPlace(U("fr-cav-i"), H("1720"), UnitStatus::Map, true, false);
  r.editPlace(U("pr-iii"), H("1718"), UnitStatus::Map, true, true);
  r.editSet(2, Phase::FrenchMove, 8, 7);
  EXPECT_FALSE(r.inZocOf(H("1719"), Side::Allied));
  EXPECT_TRUE(applied(r, move("fr-cav-i", {"1719", "1619"})));
  EXPECT_EQ(refusedRule(r, move("pr-iii", {"1717"})), "W8");  // not its movement phase
}

}  // namespace
}  // namespace w20::test
