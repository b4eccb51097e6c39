// Rule cases 4.1-4.6 (movement) and rulings R7a (movement details), R9 (exit), driven
// through the naw-cli protocol on real map positions. Distances and terrain used below
// were worked out by hand from ruling R2's neighbour table and the map asset.
#include <gtest/gtest.h>

#include <algorithm>

#include "tools/cli_kit.h"

namespace {

using nawtest::Game;
using nawtest::hexes;

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// A French unit alone in open clear ground (columns 15-21, rows 3-9), Allies far away.
constexpr const char* kOpen =
    "new; clear; place fr-1-i 1705; place aa-brn 0117; set turn=1 phase=french-move";

// ---- 4.1 ------------------------------------------------------------------------------

TEST(Rule_4_1, UnitMayMoveExactlyItsAllowanceButNeverMore) {
  Game g;
  ASSERT_TRUE(g.ok(kOpen));
  const auto m = g.moves("fr-1-i");
  EXPECT_TRUE(has(m, "2105"));   // 4 hexes east
  EXPECT_TRUE(has(m, "1801"));   // 4 hexes: 1804-1803-1802-1801
  EXPECT_FALSE(has(m, "2205"));  // 5 hexes
  EXPECT_FALSE(has(m, "1710"));  // 5 hexes south
  EXPECT_TRUE(g.refused("move fr-1-i 2205", "4.1"));
  EXPECT_TRUE(g.ok("move fr-1-i 2105"));
}

TEST(Rule_4_1, CavalryAndArtilleryUseTheirOwnAllowances) {
  Game g;
  // Gd Lt is a 3-6 (six hexes), Gd artillery a 5-3 (three hexes).
  ASSERT_TRUE(
      g.ok("new; clear; place fr-gd-lt 1705; place fr-art-gd 1707; place aa-brn 0117;"
           "set turn=1 phase=french-move"));
  const auto cav = g.moves("fr-gd-lt");
  EXPECT_TRUE(has(cav, "2307"));   // 6 hexes east (building)
  EXPECT_FALSE(has(cav, "2309"));  // 7 hexes
  const auto art = g.moves("fr-art-gd");
  EXPECT_TRUE(has(art, "2007"));   // 3 columns east
  EXPECT_FALSE(has(art, "2107"));  // 4 columns east
  EXPECT_TRUE(g.refused("move fr-art-gd 2107", "4.1"));
}

TEST(Rule_4_1, MoveMayBeGivenInStepsWithinOneAllowance) {
  Game g;  // R7a: several steps, total within the allowance.
  ASSERT_TRUE(g.ok(kOpen));
  ASSERT_TRUE(g.ok("move fr-1-i 1805; move fr-1-i 1905 2005"));  // 3 MP spent
  EXPECT_EQ(g.moves("fr-1-i"),
            hexes("1905 1906 2004 2006 2105 2106"));  // 1 MP left: the six neighbours of 2005
  EXPECT_TRUE(g.refused("move fr-1-i 2205", "4.1"));
  EXPECT_TRUE(g.ok("move fr-1-i 2105"));
  EXPECT_TRUE(g.moves("fr-1-i").empty());
}

TEST(Rule_4_1, UnusedMovementPointsAreNotAccumulated) {
  Game g;
  ASSERT_TRUE(g.ok(kOpen));
  ASSERT_TRUE(g.ok("move fr-1-i 1805; end; end; end; end"));  // to turn 2, French movement
  EXPECT_EQ(g.status("turn"), "2");
  EXPECT_EQ(g.status("phase"), "french-move");
  const auto m = g.moves("fr-1-i");
  EXPECT_TRUE(has(m, "2205"));   // 4 from 1805
  EXPECT_FALSE(has(m, "2305"));  // 5 from 1805: last turn's 3 unused MP are gone
}

TEST(Rule_4_1, UnitsAreNeverForcedToMove) {
  Game g;
  ASSERT_TRUE(g.ok(kOpen));
  EXPECT_TRUE(g.ok("end"));
  EXPECT_EQ(g.status("phase"), "french-combat");
}

// ---- 4.2 ------------------------------------------------------------------------------

TEST(Rule_4_2, EachHexEnteredCostsOneMovementPoint) {
  Game g;  // After 2 MP (1705-1704-1703) a 4-4 has 2 MP left.
  ASSERT_TRUE(g.ok(kOpen));
  ASSERT_TRUE(g.ok("move fr-1-i 1704 1703"));
  const auto m = g.moves("fr-1-i");
  EXPECT_TRUE(has(m, "1801"));   // 1703-1802-1801
  EXPECT_TRUE(has(m, "1705"));   // back where it came from
  EXPECT_TRUE(has(m, "1903"));   // 2 east
  EXPECT_FALSE(has(m, "2003"));  // 3 east
  EXPECT_FALSE(has(m, "1702"));  // woods
  EXPECT_FALSE(has(m, "1602"));  // woods_road, no road hexside towards 1703 or 1603
  EXPECT_FALSE(has(m, "1701"));  // 2 away, but only through woods 1702 / woods-road 1602
  EXPECT_TRUE(g.refused("move fr-1-i 1702 1701", "4.2"));
}

TEST(Rule_4_2, WoodsAreNeverEntered) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1405; place aa-brn 0117; set turn=1 phase=french-move"));
  const auto m = g.moves("fr-1-i");
  EXPECT_FALSE(has(m, "1406"));  // woods, adjacent
  EXPECT_FALSE(has(m, "1502"));  // woods
  EXPECT_TRUE(has(m, "1407"));   // around the woods
  EXPECT_TRUE(g.refused("move fr-1-i 1406", "4.2"));
}

TEST(Rule_4_2, WoodsRoadEnteredOnlyAcrossItsRoadHexside) {
  Game g;  // Hougoumont wood 0914: only road hexside is NW, to 0813.
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 0813; place fr-art-i 0915; place fr-2-i 0814;"
           "place aa-brn 0117; set turn=1 phase=french-move"));
  // Explicit two-hex paths (a single hex would mean "by a shortest legal path").
  EXPECT_TRUE(g.refused("move fr-art-i 0914 0813", "4.2"));  // into 0914 across its S hexside
  EXPECT_TRUE(g.refused("move fr-2-i 0914 0813", "4.2"));    // across its SW hexside
  EXPECT_TRUE(has(g.moves("fr-1-i"), "0914"));
  EXPECT_TRUE(g.ok("move fr-1-i 0914"));
}

TEST(Rule_4_2, WoodsRoadLeftOnlyAcrossItsRoadHexside) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 0914; place aa-brn 0117; set turn=1 phase=french-move"));
  EXPECT_TRUE(g.refused("move fr-1-i 0915 0916", "4.2"));  // out across the S hexside
  EXPECT_TRUE(g.refused("move fr-1-i 0913 0912", "4.2"));  // out across the N hexside
  // By a shortest legal path 0913 is two hexes away (0914-0813-0913): accepted.
  EXPECT_TRUE(g.ok("move fr-1-i 0913"));
  EXPECT_TRUE(has(g.moves("fr-1-i"), "0914"));   // back in by 0813: 2 MP, all it has left
  EXPECT_FALSE(has(g.moves("fr-1-i"), "1013"));  // woods
}

TEST(Rule_4_2, WoodsRoadDetourCountsEveryHex) {
  Game g;  // From 0914 the artillery (3 MP) leaves via 0813 only: 0913 is 2 MP away.
  ASSERT_TRUE(
      g.ok("new; clear; place fr-art-i 0914; place aa-brn 0117; set turn=1 phase=french-move"));
  const auto m = g.moves("fr-art-i");
  EXPECT_TRUE(has(m, "0813"));
  EXPECT_TRUE(has(m, "0913"));   // 0914-0813-0913
  EXPECT_TRUE(has(m, "0915"));   // 0914-0813-0814-0915
  EXPECT_FALSE(has(m, "1014"));  // 0914-0813-0814-0915-1014 would be 4 MP
  EXPECT_FALSE(has(m, "1013"));  // woods
}

// ---- 4.3 ------------------------------------------------------------------------------

TEST(Rule_4_3, EnemyOccupiedHexIsNeverEntered) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1704; place aa-3db 1706; set turn=1 phase=french-move"));
  EXPECT_FALSE(has(g.moves("fr-1-i"), "1706"));
  EXPECT_TRUE(g.refused("move fr-1-i 1706", {"4.3"}));
  EXPECT_TRUE(g.refused("move fr-1-i 1705 1706", {"4.3"}));
}

TEST(Rule_4_3, AlliedUnitsMayNotEnterFrenchHexesEither) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1706; place aa-3db 1704; set turn=1 phase=allied-move"));
  EXPECT_FALSE(has(g.moves("aa-3db"), "1706"));
  EXPECT_TRUE(g.refused("move aa-3db 1706", {"4.3"}));
}

// ---- 4.4 / R7a --------------------------------------------------------------------------

TEST(Rule_4_4, UnitsMayPassThroughFriendlyUnits) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1705; place fr-2-i 1706; place fr-3-i 1604;"
           "place fr-4-i 1804; place aa-brn 0117; set turn=1 phase=french-move"));
  EXPECT_TRUE(g.ok("move fr-1-i 1706 1707 1708"));
  EXPECT_TRUE(g.ok("end"));
}

TEST(Rule_4_4, MovementPhaseCannotEndWithTwoUnitsInOneHex) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1705; place fr-2-i 1707; place aa-brn 0117;"
           "set turn=1 phase=french-move"));
  EXPECT_TRUE(has(g.moves("fr-1-i"), "1707"));  // R7a: friendly hexes are listed
  ASSERT_TRUE(g.ok("move fr-1-i 1707"));
  EXPECT_TRUE(g.refused("end", {"4.4", "R7a"}));
  EXPECT_EQ(g.status("phase"), "french-move");
  ASSERT_TRUE(g.ok("move fr-1-i 1708"));  // 3 MP spent in all
  EXPECT_TRUE(g.ok("end"));
}

TEST(Ruling_R7a, MovesMayBeTakenBackUntilThePhaseEnds) {
  Game g;
  ASSERT_TRUE(g.ok(kOpen));
  const std::string before = g.stateText();
  ASSERT_TRUE(g.ok("move fr-1-i 1905; move fr-1-i 2005"));
  ASSERT_TRUE(g.ok("undo; undo"));
  EXPECT_EQ(g.stateText(), before);
  EXPECT_TRUE(has(g.moves("fr-1-i"), "2105"));  // full allowance back
}

TEST(Ruling_R7a, UndoNotAvailableAfterThePhaseEnds) {
  Game g;
  ASSERT_TRUE(g.ok(kOpen));
  ASSERT_TRUE(g.ok("move fr-1-i 1905; end"));
  EXPECT_EQ(g.status("phase"), "french-combat");
  EXPECT_EQ(nawtest::splitWords(g.line("undo")).at(0), "error");
  EXPECT_EQ(g.status("phase"), "french-combat");
}

// ---- 4.5 ------------------------------------------------------------------------------

TEST(Rule_4_5, UnitEnteringEnemyZoneOfControlMustStop) {
  Game g;  // Allied unit at 1707: its zone is 1606 1607 1706 1708 1806 1807.
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1805; place aa-3db 1707; set turn=1 phase=french-move"));
  EXPECT_TRUE(g.refused("move fr-1-i 1806 1906", "4.5"));  // 1806 is in the zone
  const auto m = g.moves("fr-1-i");
  EXPECT_TRUE(has(m, "1806"));
  EXPECT_TRUE(has(m, "1807"));  // 1805-1906-1907-1807: 1906 and 1907 are outside the zone
  ASSERT_TRUE(g.ok("move fr-1-i 1806"));
  EXPECT_TRUE(g.moves("fr-1-i").empty());
  EXPECT_TRUE(g.refused("move fr-1-i 1906", "4.5"));  // a later step is still refused
}

TEST(Rule_4_5, ZoneOfControlStopsEvenInAFriendlyOccupiedHex) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1805; place fr-2-i 1806; place aa-3db 1707;"
           "set turn=1 phase=french-move"));
  EXPECT_TRUE(g.refused("move fr-1-i 1806 1906", "4.5"));
}

TEST(Rule_4_5, UnitStartingInEnemyZoneOfControlCannotMove) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1806; place aa-3db 1707; set turn=1 phase=french-move"));
  EXPECT_TRUE(g.moves("fr-1-i").empty());
  EXPECT_TRUE(g.refused("move fr-1-i 1805", "4.5"));  // even away from the enemy
  EXPECT_TRUE(g.refused("move fr-1-i 1706", "4.5"));  // or along its zone
}

TEST(Rule_4_5, OnlyACombatResultFreesAFrozenUnit) {
  Game
      g;  // gren frozen next to Brn; destroys it in combat (7:2 = 3-1, die 1: De); moves next turn.
  ASSERT_TRUE(
      g.ok("new; clear; place fr-gren-gd 1807; place aa-brn 1806; place aa-3db 0110;"
           "set turn=1 phase=french-move; dice 1"));
  EXPECT_TRUE(g.moves("fr-gren-gd").empty());
  ASSERT_TRUE(g.ok("end"));
  ASSERT_EQ(g.attack("fr-gren-gd -> aa-brn").size(), 3u);
  ASSERT_TRUE(g.ok("advance none; end; end; end"));
  EXPECT_EQ(g.status("turn"), "2");
  EXPECT_TRUE(has(g.moves("fr-gren-gd"), "1806"));
  EXPECT_TRUE(has(g.moves("fr-gren-gd"), "1803"));  // 4 hexes north
}

TEST(Rule_4_5, TheRuleBindsTheAlliedSideToo) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-hvy 1806; place fr-1-i 1707; place aa-gen 1604;"
           "set turn=1 phase=allied-move"));
  EXPECT_TRUE(g.moves("aa-hvy").empty());
  EXPECT_TRUE(g.refused("move aa-hvy 1805", "4.5"));
  EXPECT_TRUE(g.refused("move aa-gen 1605 1606 1506", "4.5"));  // 1606 touches 1707
}

// ---- 4.6 / R9 -----------------------------------------------------------------------------

TEST(Rule_4_6, UnitsMayNotLeaveTheMapOutsideTheExitHexes) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1701; place fr-2-i 0117; place aa-brn 2316;"
           "set turn=1 phase=french-move"));
  EXPECT_FALSE(has(g.moves("fr-1-i"), "exit"));  // north edge, but east of 1001
  EXPECT_TRUE(g.refused("exit fr-1-i", {"4.6", "R9"}));
  EXPECT_TRUE(g.refused("exit fr-2-i", {"4.6", "R9"}));  // south edge
}

TEST(Rule_4_6, AlliedUnitsNeverLeaveTheMap) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-hvy 0501; place fr-1-i 2317; set turn=1 phase=allied-move"));
  EXPECT_FALSE(has(g.moves("aa-hvy"), "exit"));
  EXPECT_TRUE(g.refused("exit aa-hvy", {"4.6", "R9"}));
}

TEST(Ruling_R9, FrenchExitFromNorthEdgeCostsOneMovementPoint) {
  Game g;
  // 0504 is 3 hexes from the row-01 exit hexes: 3 + 1 = 4 MP for a 4-4.
  // 0505 is 4 hexes away: no point left to leave.
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 0504; place fr-2-i 0505; place aa-brn 2316;"
           "set turn=1 phase=french-move"));
  EXPECT_TRUE(has(g.moves("fr-1-i"), "exit"));
  EXPECT_FALSE(has(g.moves("fr-2-i"), "exit"));
  EXPECT_TRUE(g.refused("exit fr-2-i", {"4.1", "R9"}));
  ASSERT_TRUE(g.ok("move fr-2-i 0501"));
  EXPECT_TRUE(g.refused("exit fr-2-i", {"4.1", "R9"}));
  ASSERT_TRUE(g.ok("move fr-1-i 0501; exit fr-1-i"));
  EXPECT_EQ(g.status("exited"), "1");
  EXPECT_EQ(g.lost("french"), 0);  // 8.3: exited units are not destroyed
  EXPECT_TRUE(g.ok("undo"));
  EXPECT_EQ(g.status("exited"), "0");
}

TEST(Ruling_R9, EveryRowOneHexOfColumnsOneToTenIsAnExit) {
  for (const char* hex : {"0101", "0201", "0301", "0401", "0501", "0601", "0701", "0801", "0901"}) {
    Game g;
    ASSERT_TRUE(g.ok(std::string("new; clear; place fr-gd-hvy ") + hex +
                     "; place aa-brn 2316; set turn=1 phase=french-move"));
    EXPECT_TRUE(has(g.moves("fr-gd-hvy"), "exit")) << hex;
    EXPECT_TRUE(g.ok("exit fr-gd-hvy")) << hex;
    EXPECT_EQ(g.status("exited"), "1") << hex;
  }
}

TEST(Ruling_R9, Hex1001IsReachedOnlyThroughItsRoad) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1003; place fr-2-i 0801; place aa-brn 2316;"
           "set turn=1 phase=french-move"));
  EXPECT_TRUE(g.refused("move fr-2-i 0901 1001", "4.2"));  // 0901-1001 has no road
  ASSERT_TRUE(g.ok("move fr-1-i 1002 1001"));
  EXPECT_TRUE(g.ok("exit fr-1-i"));  // across 1001's north road hexside
  EXPECT_EQ(g.status("exited"), "1");
}

TEST(Ruling_R9, NoExitOutsideTheFrenchMovementPhase) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 0501; place aa-brn 2316; set turn=1 phase=french-combat"));
  EXPECT_EQ(nawtest::splitWords(g.line("exit fr-1-i")).at(0), "error");
  EXPECT_EQ(g.status("exited"), "0");
}

TEST(Ruling_R9, NoExitFromAnEnemyZoneOfControl) {
  Game g;  // 0401 is adjacent to 0501.
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 0501; place aa-brn 0401; set turn=1 phase=french-move"));
  EXPECT_FALSE(has(g.moves("fr-1-i"), "exit"));
  EXPECT_TRUE(g.refused("exit fr-1-i", "4.5"));
}

}  // namespace
