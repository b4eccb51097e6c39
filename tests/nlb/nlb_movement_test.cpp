// N6 movement, N7 stacking, N8 zones of control, N3 night, N15 entry, N16 exit: real
// positions built with clear/place/set.
#include <gtest/gtest.h>

#include "nlb_test_util.h"

using namespace nlb;
using nlbtest::contains;
using nlbtest::H;
using nlbtest::rule;

namespace {

int U(const Game& g, const char* id) { return g.unitIndex(id); }

}  // namespace

TEST(NlbMovement, NLB_N6_RoadHalfPointAlongBrusselsRoad) {
  // N6 example: along the Brussels road from 1416 to 1309 is eight road hexsides, 4 MP.
  Game g = nlbtest::emptyGame(1, Phase::FrenchMove);
  const int u = U(g, "fr-gren-gd");  // infantry, 4 MP
  g.editPlace(u, H("1416"));
  EXPECT_TRUE(contains(g.reachable(u), H("1309")));
  EXPECT_EQ(rule(g.apply(moveTo(u, H("1309")))), "ok");
  EXPECT_EQ(g.leftHalves(u), 0);
  // One hex farther along the road is ½ MP more than the unit has.
  g.apply(simple(ActionType::Undo));
  EXPECT_FALSE(contains(g.reachable(u), H("1208")));
  EXPECT_EQ(rule(g.apply(moveTo(u, H("1208")))), "N6");
}

TEST(NlbMovement, NLB_N6_TrailIntoForestCostsOne) {
  // N6 example: into forest 2314 along the Bois de Paris track from 2214 costs 1 MP, from
  // 2313 (no trail) 2 MP.
  Game g = nlbtest::emptyGame(3, Phase::AlliedMove);
  const int a = U(g, "pr-art-ii"), b = U(g, "pr-art-iv");  // artillery, 3 MP
  g.editPlace(a, H("2214"));
  g.editPlace(b, H("2313"));
  ASSERT_EQ(rule(g.apply(moveTo(a, H("2314")))), "ok");
  EXPECT_EQ(g.leftHalves(a), 4);
  ASSERT_EQ(rule(g.apply(moveTo(b, H("2314")))), "ok");
  EXPECT_EQ(g.leftHalves(b), 2);
}

TEST(NlbMovement, NLB_N6_StreamAddsTwoFordAlongTrailDoesNot) {
  // N6 example: from 1911 into Smohain 2010 across the brook costs 3 MP, from 2011 along
  // the lane 1 MP (ford).
  Game g = nlbtest::emptyGame(3, Phase::AlliedMove);
  const int a = U(g, "pr-5-ii"), b = U(g, "pr-13-iv");
  g.editPlace(a, H("1911"));
  g.editPlace(b, H("2011"));
  ASSERT_EQ(rule(g.apply(moveTo(a, H("1911")))), "N6");  // already there
  Action p = moveTo(a, H("2010"));
  p.byPath = true;  // straight across the brook
  ASSERT_EQ(rule(g.apply(p)), "ok");
  EXPECT_EQ(g.leftHalves(a), 2);
  ASSERT_EQ(rule(g.apply(moveTo(b, H("2010")))), "ok");
  EXPECT_EQ(g.leftHalves(b), 6);
}

TEST(NlbMovement, NLB_N6_ArtilleryCannotCrossStreamIntoForest) {
  // N6: an artillery unit (3 MP) cannot cross a stream into forest (2 + 2 = 4 MP): the
  // Lasne between 1916 (forest) and 1917 has no trail.
  Game g = nlbtest::emptyGame(3, Phase::AlliedMove);
  const int a = U(g, "pr-art-ii");
  g.editPlace(a, H("1917"));
  Action p = moveTo(a, H("1916"));
  p.byPath = true;
  EXPECT_EQ(rule(g.apply(p)), "N6");
  EXPECT_FALSE(contains(g.reachable(a), H("1916")));
}

TEST(NlbMovement, Ruling_N8_ZoneOfControlStopsAndFreezes) {
  Game g = nlbtest::emptyGame(1, Phase::FrenchMove);
  const int f = U(g, "fr-gren-gd"), e = U(g, "aa-1br");
  g.editPlace(f, H("1416"));
  g.editPlace(e, H("1413"));
  // 1414 is in the enemy's zone: entered, not left; 1413 (enemy) never entered.
  EXPECT_TRUE(contains(g.reachable(f), H("1414")));
  EXPECT_FALSE(contains(g.reachable(f), H("1413")));
  Action p = moveTo(f, H("1415"));
  p.byPath = true;
  p.pathLength = 3;
  p.path[1] = static_cast<std::int16_t>(H("1414"));
  p.path[2] = static_cast<std::int16_t>(H("1314"));
  p.path[0] = static_cast<std::int16_t>(H("1415"));
  EXPECT_EQ(rule(g.apply(p)), "N8");
  ASSERT_EQ(rule(g.apply(moveTo(f, H("1414")))), "ok");
  EXPECT_TRUE(g.reachable(f).empty());  // frozen in the zone
  EXPECT_EQ(rule(g.apply(moveTo(f, H("1415")))), "N8");
}

TEST(NlbMovement, Ruling_N8_NoZoneIntoChateau) {
  // A unit may move into an empty chateau next to the enemy without stopping, and leave a
  // chateau with enemy units adjacent. La Haye Sainte 1310; enemy at 1311.
  Game g = nlbtest::emptyGame(1, Phase::AlliedMove);
  const int a = U(g, "aa-hvy"), f = U(g, "fr-gren-gd");  // cavalry, 5 MP
  g.editPlace(f, H("1311"));
  g.editPlace(a, H("1310"));
  EXPECT_FALSE(g.inEnemyZoc(H("1310"), 1));
  EXPECT_FALSE(g.reachable(a).empty());
  EXPECT_EQ(rule(g.apply(moveTo(a, H("1309")))), "ok");
}

TEST(NlbMovement, Ruling_N3_NightNoEnteringEnemyZone) {
  Game g = nlbtest::emptyGame(10, Phase::FrenchMove);
  const int f = U(g, "fr-gren-gd"), e = U(g, "aa-1br");
  g.editPlace(f, H("1416"));
  g.editPlace(e, H("1413"));
  EXPECT_FALSE(contains(g.reachable(f), H("1414")));
  EXPECT_EQ(rule(g.apply(moveTo(f, H("1414")))), "N3");
}

TEST(NlbMovement, Ruling_N3_NightTurnHasNoCombatPhases) {
  Game g = nlbtest::emptyGame(10, Phase::FrenchMove);
  ASSERT_EQ(rule(g.apply(simple(ActionType::EndPhase))), "ok");
  EXPECT_EQ(g.state().phase, Phase::AlliedMove);
  ASSERT_EQ(rule(g.apply(simple(ActionType::EndPhase))), "ok");
  EXPECT_TRUE(g.over());
  EXPECT_EQ(rule(g.apply(simple(ActionType::EndPhase))), "N19");
}

TEST(NlbMovement, Ruling_N3_DayTurnSequence) {
  Game g = nlbtest::emptyGame(9, Phase::FrenchMove);
  const Phase order[] = {Phase::FrenchCombat, Phase::AlliedMove, Phase::AlliedCombat,
                         Phase::FrenchMove};
  for (Phase p : order) {
    ASSERT_EQ(rule(g.apply(simple(ActionType::EndPhase))), "ok");
    EXPECT_EQ(g.state().phase, p);
  }
  EXPECT_EQ(g.state().turn, 10);
}

TEST(NlbMovement, Ruling_N7_TwoAUnitsAtPhaseEndOneInChateau) {
  Game g = nlbtest::emptyGame(1, Phase::FrenchMove);
  const int a = U(g, "fr-gren-gd"), b = U(g, "fr-chas-gd"), c = U(g, "fr-1-i");
  g.editPlace(a, H("1416"));
  g.editPlace(b, H("1416"));
  g.editPlace(c, H("1415"));
  ASSERT_EQ(rule(g.apply(moveTo(c, H("1416")))), "ok");  // passing and ending: end checks
  EXPECT_EQ(rule(g.apply(simple(ActionType::EndPhase))), "N7");
  ASSERT_EQ(rule(g.apply(simple(ActionType::Undo))), "ok");
  EXPECT_EQ(rule(g.apply(simple(ActionType::EndPhase))), "ok");
  // A chateau holds one.
  Game h = nlbtest::emptyGame(1, Phase::FrenchMove);
  h.editPlace(a, H("1311"));
  h.editPlace(b, H("1310"));
  ASSERT_EQ(rule(h.apply(moveTo(a, H("1310")))), "ok");
  EXPECT_EQ(rule(h.apply(simple(ActionType::EndPhase))), "N7");
}

TEST(NlbMovement, Ruling_N15_ColumnCostRises) {
  // N15 example: three Prussian units entering at clear 2311 pay 1, 1 and 2 MP.
  Game fresh = Game::newGame(1);
  fresh.editSet(3, Phase::AlliedMove, 0, 0, 0, 0, 0);
  const int a = U(fresh, "pr-5-ii"), b = U(fresh, "pr-13-iv"), c = U(fresh, "pr-14-iv");
  ASSERT_EQ(rule(fresh.apply(enterAt(a, H("2311")))), "ok");
  ASSERT_EQ(rule(fresh.apply(enterAt(b, H("2311")))), "ok");
  ASSERT_EQ(rule(fresh.apply(enterAt(c, H("2311")))), "ok");
  EXPECT_EQ(fresh.leftHalves(a), 6);
  EXPECT_EQ(fresh.leftHalves(b), 6);
  EXPECT_EQ(fresh.leftHalves(c), 4);
  // Through a trail leaving the map (2314 NE): c = 1 even into forest.
  const int d = U(fresh, "pr-art-ii");
  ASSERT_EQ(rule(fresh.apply(enterAt(d, H("2314")))), "ok");
  EXPECT_EQ(fresh.leftHalves(d), 4);
  // Not before turn 3; not outside column 23.
  Game early = Game::newGame(1);
  early.editSet(2, Phase::AlliedMove, 0, 0, 0, 0, 0);
  EXPECT_EQ(rule(early.apply(enterAt(a, H("2311")))), "N15");
  EXPECT_EQ(rule(fresh.apply(enterAt(U(fresh, "pr-15-iv"), H("2211")))), "N15");
}

TEST(NlbMovement, Ruling_N15_FallbackEdgeWhenColumnBlocked) {
  Game g = Game::newGame(1);
  g.editSet(3, Phase::AlliedMove, 0, 0, 0, 0, 0);
  // French units in 2302, 2305, 2308, 2311, 2314, 2317 control all of column 23.
  const char* ids[] = {"fr-1-i", "fr-2-i", "fr-3-i", "fr-4-i", "fr-5-ii", "fr-6-ii"};
  const char* hexes[] = {"2302", "2305", "2308", "2311", "2314", "2317"};
  for (int k = 0; k < 6; ++k) g.editPlace(U(g, ids[k]), H(hexes[k]));
  const auto open = g.entryHexes();
  ASSERT_FALSE(open.empty());
  // 2201 and 2216 (one hex from column 23) are controlled too: 2101 and 2117 (two away).
  EXPECT_EQ(nlbtest::names(g, open), (std::vector<std::string>{"2101", "2117"}));
  EXPECT_EQ(rule(g.apply(enterAt(U(g, "pr-5-ii"), H("2311")))), "N15");
}

TEST(NlbMovement, Ruling_N16_ExitCosts) {
  Game g = nlbtest::emptyGame(1, Phase::FrenchMove);
  const int a = U(g, "fr-art-gd"), b = U(g, "fr-gren-gd");
  g.editPlace(a, H("1001"));  // forest, road off the north edge: ½ MP
  g.editPlace(b, H("0502"));
  ASSERT_EQ(rule(g.apply(exitMap(b))), "N16");  // not an exit hex
  EXPECT_TRUE(g.canExit(b));                    // after moving to 0501
  ASSERT_EQ(rule(g.apply(moveTo(b, H("0501")))), "ok");
  ASSERT_EQ(rule(g.apply(exitMap(b))), "ok");
  EXPECT_EQ(g.state().exited, 1);
  EXPECT_EQ(g.state().exitedSp, g.rules().unit(b).strength);
  EXPECT_EQ(g.board().exitHalves(H("1001")), 1);
  EXPECT_EQ(g.board().exitHalves(H("0501")), 2);
  // Allied units never exit.
  Game al = nlbtest::emptyGame(1, Phase::AlliedMove);
  al.editPlace(U(al, "aa-1br"), H("0501"));
  EXPECT_EQ(rule(al.apply(exitMap(U(al, "aa-1br")))), "N16");
}

TEST(NlbMovement, Ruling_N19_OccupationByPathOrDestination) {
  // With a destination only, only it counts; with a path, every hex entered. 1414 is a
  // French victory hex; an Allied cavalry passes through it.
  Game g = nlbtest::emptyGame(1, Phase::AlliedMove);
  const int a = U(g, "aa-hvy");
  g.editPlace(a, H("1413"));
  const int slot = g.board().victorySlot(H("1414"));
  ASSERT_GE(slot, 0);
  ASSERT_EQ(rule(g.apply(moveTo(a, H("1415")))), "ok");
  EXPECT_EQ(g.state().occupier[static_cast<std::size_t>(slot)], 0);
  g.apply(simple(ActionType::Undo));
  Action p = moveTo(a, H("1414"));
  p.byPath = true;
  p.pathLength = 2;
  p.path[1] = static_cast<std::int16_t>(H("1415"));
  ASSERT_EQ(rule(g.apply(p)), "ok");
  EXPECT_EQ(g.state().occupier[static_cast<std::size_t>(slot)], 1);
  g.apply(simple(ActionType::Undo));  // undo takes the occupation back
  EXPECT_EQ(g.state().occupier[static_cast<std::size_t>(slot)], 0);
}

TEST(NlbMovement, Ruling_N19_PointsAfterTurnTen) {
  Game g = Game::newGame(1);
  EXPECT_EQ(g.vp(0), 10);
  EXPECT_EQ(g.vp(1), 20);
  g.editSet(10, Phase::AlliedMove, 5, 10, 6, 1, 7);  // French 10+6+7+10 = 33, Allied 5+20
  ASSERT_EQ(rule(g.apply(simple(ActionType::EndPhase))), "ok");
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.state().winner, Winner::French);
}

TEST(NlbMovement, Ruling_N18_AutomaticVictoryPhasingSideFirst) {
  Game g = Game::newGame(1);
  g.editSet(4, Phase::FrenchCombat, 40, 0, 0, 0, 0);
  EXPECT_EQ(g.state().winner, Winner::Allied);
  // The Anglo-Allied level is data (src/games/nlb/BALANCE.md).
  g.editSet(4, Phase::AlliedMove, 0, Game::disintegrationLevel(Army::Anglo), 0, 0, 0);
  EXPECT_EQ(g.state().winner, Winner::French);
  g.editSet(4, Phase::AlliedMove, 40, 0, 22, 0, 0);
  EXPECT_EQ(g.state().winner, Winner::Allied);  // both at one instant: the phasing side
  g.editSet(4, Phase::FrenchMove, 40, 0, 22, 0, 0);
  EXPECT_EQ(g.state().winner, Winner::French);
}

TEST(NlbMovement, Ruling_N15_GrouchyChitsDecideWhoEnters) {
  // R8 with N15: Allied chit 2 brings no Prussians at all; chit 4 brings the turn-3 pool as
  // the slots 5-4, 4-4, 3-5, 3-3 (the owner picks the counters); French chit 6 brings the
  // whole Grouchy pool on turn 5.
  Game none = Game::newGrouchyGame(1, 6, 2);
  none.editSet(3, Phase::AlliedMove, 0, 0, 0, 0, 0);
  EXPECT_EQ(rule(none.apply(enterAt(U(none, "pr-5-ii"), H("2311")))), "N15");
  Game slots = Game::newGrouchyGame(1, 6, 4);
  slots.editSet(3, Phase::AlliedMove, 0, 0, 0, 0, 0);
  EXPECT_EQ(rule(slots.apply(enterAt(U(slots, "pr-13-iv"), H("2311")))), "ok");   // 4-4
  EXPECT_EQ(rule(slots.apply(enterAt(U(slots, "pr-14-iv"), H("2312")))), "N15");  // 4-4 used
  EXPECT_EQ(rule(slots.apply(enterAt(U(slots, "pr-5-ii"), H("2312")))), "ok");    // 5-4
  EXPECT_EQ(rule(slots.apply(simple(ActionType::Undo))), "ok");
  EXPECT_EQ(rule(slots.apply(simple(ActionType::Undo))), "ok");
  EXPECT_EQ(rule(slots.apply(enterAt(U(slots, "pr-14-iv"), H("2312")))), "ok");  // slot freed
  // French chit 6: the Grouchy pool enters on turn 5, not before.
  Game fr = Game::newGrouchyGame(1, 6, 2);
  fr.editSet(4, Phase::FrenchMove, 0, 0, 0, 0, 0);
  EXPECT_EQ(rule(fr.apply(enterAt(U(fr, "fr-10-iii"), H("2311")))), "N15");
  fr.editSet(5, Phase::FrenchMove, 0, 0, 0, 0, 0);
  EXPECT_EQ(rule(fr.apply(enterAt(U(fr, "fr-10-iii"), H("2311")))), "ok");
  // Without the variant the Grouchy pool never enters.
  Game plain = Game::newGame(1);
  plain.editSet(5, Phase::FrenchMove, 0, 0, 0, 0, 0);
  EXPECT_EQ(rule(plain.apply(enterAt(U(plain, "fr-10-iii"), H("2311")))), "N15");
}
