// Rule cases 5.1-5.8 (combat preconditions) and rulings R4 (artillery fire), R7 (mandatory
// combat), on real map positions driven through the naw-cli protocol.
//
// The usual layout (all clear hexes, worked out from R2's neighbour table):
//   Allied A1 at 1806 and A2 at 1907 (adjacent to each other);
//   French X at 1807 touches both, Y at 1707 touches only A1, Z at 1908 touches only A2;
//   French artillery at 1804 is two hexes from 1806 (A1) and three from 1907 (A2), and
//   touches no Allied unit.
#include <gtest/gtest.h>

#include "tools/cli_kit.h"

namespace {

using nawtest::Game;
using nawtest::hexes;
using V = std::vector<std::string>;

// ---- 5.1 / R7 ---------------------------------------------------------------------------

TEST(Rule_5_1, ObligationsListEveryUnitThatMustAttackOrBeAttacked) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 0108; place fr-1-i 1807;"
           "place fr-2-i 1203; set turn=1 phase=french-combat"));
  EXPECT_EQ(g.obligations(), hexes("aa-3db fr-1-i"));  // not the far-away aa-brn / fr-2-i
  EXPECT_TRUE(g.refused("end", {"5.1", "R7"}));
}

TEST(Rule_5_1, CombatPhaseEndsOnceEveryObligationIsMet) {
  Game g;  // 4 vs 4 = 1-1; die 1: Dr. 1805 is safe (touches no French unit).
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; set turn=1 phase=french-combat;"
           "dice 1"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-3db"), (V{"1-1", "1", "Dr"}));
  ASSERT_TRUE(g.ok("retreat aa-3db 1805; advance none"));
  EXPECT_TRUE(g.obligations().empty());
  EXPECT_TRUE(g.ok("end"));
  EXPECT_EQ(g.status("phase"), "allied-move");
}

TEST(Rule_5_1, EveryEnemyUnitInAZoneMustBeAttacked) {
  Game g;  // X touches A1 and A2 and nobody else can reach A2: X alone on A1 would strand A2.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-gren-gd 1807;"
           "set turn=1 phase=french-combat"));
  EXPECT_EQ(g.obligations(), hexes("aa-3db aa-brn fr-gren-gd"));
  EXPECT_TRUE(g.refused("attack fr-gren-gd -> aa-3db", {"5.1", "R7"}));
  EXPECT_TRUE(g.refused("attack fr-gren-gd -> aa-brn", {"5.1", "R7"}));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-3db,aa-brn").size(), 3u);  // 7 vs 6: allowed (5.4)
}

TEST(Rule_5_1, AttackerChoosesHowToCombineItsAttacks) {
  // X, Y, Z around A1 (1806) and A2 (1907): Y+X on A1 and Z on A2, or Y on A1 and X+Z on A2.
  const char* setup =
      "new; clear; place aa-3db 1806; place aa-brn 1907; place fr-1-i 1807;"
      "place fr-2-i 1707; place fr-3-i 1908; set turn=1 phase=french-combat; dice 1 1";
  {
    Game g;
    ASSERT_TRUE(g.ok(setup));
    EXPECT_EQ(g.attack("fr-2-i,fr-1-i -> aa-3db").size(), 3u);
  }
  {
    Game g;
    ASSERT_TRUE(g.ok(setup));
    EXPECT_EQ(g.attack("fr-2-i -> aa-3db").size(), 3u);
  }
  {
    Game g;  // X and Z on A2, leaving Y for A1
    ASSERT_TRUE(g.ok(setup));
    EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-brn").size(), 3u);
  }
}

TEST(Ruling_R7, BothUnitsTouchingOneEnemyMustJoinTheAttack) {
  Game g;  // X (1807) and Y (1707) touch only A1 (1806): either alone would strand the other.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; place fr-2-i 1707;"
           "set turn=1 phase=french-combat; dice 1"));
  EXPECT_TRUE(g.refused("attack fr-1-i -> aa-3db", {"5.1", "R7"}));
  EXPECT_TRUE(g.refused("attack fr-2-i -> aa-3db", {"5.1", "R7"}));
  EXPECT_EQ(g.attack("fr-1-i,fr-2-i -> aa-3db"), (V{"2-1", "1", "Dr"}));  // 9 vs 4
}

TEST(Ruling_R7, ObligationsBindTheAlliedPlayerToo) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1806; place aa-3db 1807; place aa-2db 1707;"
           "set turn=1 phase=allied-combat"));
  EXPECT_EQ(g.obligations(), hexes("aa-2db aa-3db fr-1-i"));
  EXPECT_TRUE(g.refused("end", {"5.1", "R7"}));
  EXPECT_TRUE(g.refused("attack aa-3db -> fr-1-i", {"5.1", "R7"}));
}

TEST(Ruling_R7, UnitAdvancingAfterCombatCreatesNoNewObligation) {
  Game g;  // Y (1707) destroys A1 (1806) and advances next to A2 (1906), which it never touched.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-brn 1806; place aa-3db 1906; place fr-gren-gd 1707;"
           "set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.obligations(), hexes("aa-brn fr-gren-gd"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-brn"), (V{"3-1", "1", "De"}));  // 7 vs 2
  ASSERT_TRUE(g.ok("advance fr-gren-gd 1806"));
  EXPECT_TRUE(g.obligations().empty());
  EXPECT_TRUE(g.ok("end"));
}

// ---- 5.2 --------------------------------------------------------------------------------

TEST(Rule_5_2, NoUnitAttacksTwiceAndNoEnemyIsAttackedTwice) {
  Game g;
  // Y (2, 1707) alone on A1 (aa-3db 4): 1-2, die 2: Ar. Y retreats to 1607 (safe).
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-1-i 1807;"
           "place fr-20-vi 1707; place fr-3-i 1908; set turn=1 phase=french-combat; dice 2 1"));
  EXPECT_EQ(g.attack("fr-20-vi -> aa-3db"), (V{"1-2", "2", "Ar"}));
  ASSERT_TRUE(g.ok("retreat fr-20-vi 1607; advance none"));
  EXPECT_TRUE(g.refused("attack fr-1-i -> aa-3db", "5.2"));  // A1 was attacked already
  EXPECT_TRUE(g.refused("attack fr-1-i,fr-3-i -> aa-3db,aa-brn", "5.2"));
  EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-brn"), (V{"4-1", "1", "De"}));  // 8 vs 2
  ASSERT_TRUE(g.ok("advance none"));
  EXPECT_TRUE(g.refused("attack fr-1-i -> aa-3db", "5.2"));  // X has fought
  EXPECT_TRUE(g.ok("end"));
}

// ---- 5.3 / 5.5 ---------------------------------------------------------------------------

TEST(Rule_5_3, StrengthsOfAllAttackersAreTotalled) {
  Game g;  // 4 + 4 vs 4: 2-1 (each alone would be 1-1).
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; place fr-3-i 1707;"
           "set turn=1 phase=french-combat; dice 3"));
  EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-3db"), (V{"2-1", "3", "Dr"}));
}

TEST(Rule_5_3, AsManyUnitsAsCanBeBroughtToBear) {
  Game g;  // Six attackers around 1806 (2+2+2+1+1+1 = 9) vs aa-brn 2: 4-1.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-brn 1806; place fr-1c-i 1706; place fr-2c-ii 1707;"
           "place fr-11c-iii 1805; place fr-13c-iv 1807; place fr-14c-iv 1906; place fr-5c-ic 1907;"
           "set turn=1 phase=french-combat; dice 2"));
  EXPECT_EQ(g.attack("fr-1c-i,fr-2c-ii,fr-11c-iii,fr-13c-iv,fr-14c-iv,fr-5c-ic -> aa-brn"),
            (V{"4-1", "2", "De"}));
}

TEST(Rule_5_5, WholeStrengthCountsAndAUnitCannotBeListedTwice) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack fr-1-i,fr-1-i -> aa-3db", {"syntax", "5.2", "5.5"}));
  ASSERT_TRUE(g.ok("dice 2"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-3db"), (V{"1-1", "2", "Dr"}));  // 4 vs 4, not less
}

// ---- 5.4 --------------------------------------------------------------------------------

TEST(Rule_5_4, OneAttackMayTakeOnSeveralEnemyUnits) {
  Game g;  // X (gren 7) touches A1 (aa-3db 4) and A2 (aa-brn 2): 7 vs 6 = 1-1.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-gren-gd 1807;"
           "set turn=1 phase=french-combat; dice 2"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-3db,aa-brn"), (V{"1-1", "2", "Dr"}));
}

TEST(Rule_5_4, EveryAttackerMustTouchEveryDefender) {
  Game g;  // Z (1908) touches only A2: it may not join an attack on A1 and A2 together.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-gren-gd 1807;"
           "place fr-1-i 1908; set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack fr-gren-gd,fr-1-i -> aa-3db,aa-brn", "5.4"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-3db").size(), 3u);  // then Z takes A2 alone
}

TEST(Rule_5_4, NonAdjacentNonArtilleryUnitMayNotAttack) {
  Game g;  // fr-2-i at 1705 is two hexes from 1806 and is not artillery.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; place fr-2-i 1705;"
           "set turn=1 phase=french-combat"));
  const auto a = nawtest::splitWords(g.line("attack fr-1-i,fr-2-i -> aa-3db"));
  EXPECT_EQ(a.at(0), "error");
}

// ---- 5.6 / R4 ---------------------------------------------------------------------------
// Refusals use the explicit `attack -> D bombard=B` form: by cli_session.h's documented
// choice, artillery listed before `->` counts as bombarding only when it is able to, and is
// otherwise judged as an adjacent attacker (5.4).

TEST(Rule_5_6, ArtilleryBombardsAnEnemyTwoHexesAway) {
  Game g;  // Gd artillery 5 at 1804 vs aa-3db 4 at 1806: 1-1. No obligation on either.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-art-gd 1804; set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.obligations().empty());
  ASSERT_TRUE(g.ok("dice 1"));
  EXPECT_EQ(g.attack("fr-art-gd -> aa-3db"), (V{"1-1", "1", "Dr"}));
}

TEST(Rule_5_6, BombardmentIsOptional) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-art-gd 1804; set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.ok("end"));
}

TEST(Rule_5_6, NoBombardmentAtThreeHexes) {
  Game g;  // 1803 is three hexes from 1806.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-art-gd 1803; set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack -> aa-3db bombard=fr-art-gd", {"5.6", "R4"}));
}

TEST(Rule_5_6, ArtilleryInAnEnemyZoneMayNotBombard) {
  Game g;  // art at 1804 touches aa-brn at 1704; aa-3db at 1806 is two hexes away.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1704; place fr-art-gd 1804;"
           "set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack -> aa-3db bombard=fr-art-gd", {"5.6"}));
  EXPECT_EQ(g.attack("fr-art-gd -> aa-brn").size(), 3u);  // its adjacent enemy: a normal attack
}

TEST(Rule_5_6, BombardmentMeetsTheRequirementToAttackAnEnemy) {
  // X (1807) touches A1 (1806) and A2 (1907). The artillery bombards A1; X attacks A2.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-1-i 1807;"
           "place fr-art-gd 1804; set turn=1 phase=french-combat; dice 6 6"));
  EXPECT_EQ(g.obligations(), hexes("aa-3db aa-brn fr-1-i"));
  EXPECT_EQ(g.attack("fr-art-gd -> aa-3db"), (V{"1-1", "6", "Ar"}));  // 5 vs 4
  ASSERT_TRUE(g.ok("retreat none"));  // 6.8: the bombarding artillery stays
  EXPECT_EQ(g.attack("fr-1-i -> aa-brn"), (V{"2-1", "6", "Ar"}));  // 4 vs 2
  ASSERT_TRUE(g.ok("retreat fr-1-i 1808; advance none"));
  EXPECT_TRUE(g.obligations().empty());
  EXPECT_TRUE(g.ok("end"));
}

TEST(Ruling_R4, TerrainKeyExampleWoodsBlocksFireFrom0803To0805) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 0805; place fr-art-gd 0803; set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack -> aa-3db bombard=fr-art-gd", {"R4", "5.6"}));
}

TEST(Ruling_R4, TerrainKeyExampleFireFrom0803Reaches0705And0905) {
  for (const char* target : {"0705", "0905"}) {
    Game g;
    ASSERT_TRUE(g.ok(std::string("new; clear; place aa-3db ") + target +
                     "; place fr-art-gd 0803; set turn=1 phase=french-combat; dice 2"));
    EXPECT_EQ(g.attack("fr-art-gd -> aa-3db"), (V{"1-1", "2", "Dr"})) << target;
  }
}

TEST(Ruling_R4, ArtilleryMayFireIntoAWoodsRoadHex) {
  Game g;  // terrain key: from 0912 into 0914. Det/I 1, doubled to 2: 5 vs 2 = 2-1.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-det 0914; place fr-art-gd 0912; set turn=1 phase=french-combat;"
           "dice 1"));
  EXPECT_EQ(g.attack("fr-art-gd -> aa-det"), (V{"2-1", "1", "Dr"}));
}

TEST(Ruling_R4, WoodsRoadBlocksFireOverIt) {
  Game g;  // 0913 -> 0915 passes through the middle of 0914 (woods_road).
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 0915; place fr-art-gd 0913; set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack -> aa-3db bombard=fr-art-gd", {"R4", "5.6"}));
}

TEST(Ruling_R4, HexsideBetweenTwoBlockingHexesBlocks) {
  Game g;  // 2101 -> 2202 runs along the hexside of woods 2102 and woods 2201.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 2202; place fr-art-gd 2101; set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack -> aa-3db bombard=fr-art-gd", {"R4", "5.6"}));
}

TEST(Ruling_R4, HexsideBetweenWoodsAndWoodsRoadBlocks) {
  // 1402 -> 1602 (both even columns, same row) runs along the hexside of woods 1502 and
  // woods_road 1503: both blocking, so blocked -- even though 1602 itself may be fired into.
  // (One blocking hex on the hexside does not block: 0803 -> 0705 / 0905 above.)
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1602; place fr-art-gd 1402; set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack -> aa-3db bombard=fr-art-gd", {"R4", "5.6"}));
}

// ---- 5.7 / 5.8 --------------------------------------------------------------------------

TEST(Rule_5_7, BombardingArtilleryFiresAtOneHexOnly) {
  Game g;  // 1804 is two hexes from 1806 and from 1604.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1604; place fr-art-gd 1804;"
           "set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack fr-art-gd -> aa-3db,aa-brn", {"5.7", "5.4"}));
  ASSERT_TRUE(g.ok("dice 1"));
  EXPECT_EQ(g.attack("fr-art-gd -> aa-brn"), (V{"2-1", "1", "Dr"}));  // 5 vs 2
  ASSERT_TRUE(g.ok("retreat aa-brn 1504"));  // no adjacent attacker: nobody may advance (R6)
  EXPECT_TRUE(g.refused("attack fr-art-gd -> aa-3db", "5.2"));
}

TEST(Rule_5_7, SeveralArtilleryUnitsMayCombineOnOneHex) {
  Game g;  // 1804 and 2005 are both two hexes from 1806: 5 + 3 vs 4 = 2-1.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-art-gd 1804; place fr-art-i 2005;"
           "set turn=1 phase=french-combat; dice 5"));
  EXPECT_EQ(g.attack("fr-art-gd,fr-art-i -> aa-3db"), (V{"2-1", "5", "Ee"}));
}

TEST(Rule_5_8, ArtilleryJoinsAnAttackWithOnlyOneDefenderInRange) {
  // X (gren 7, 1807) attacks A1 (1806) and A2 (1907); the artillery at 1804 reaches only A1.
  Game g;  // 7 + 5 vs 4 + 2 = 2-1.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-gren-gd 1807;"
           "place fr-art-gd 1804; set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-3db,aa-brn bombard=fr-art-gd"), (V{"2-1", "1", "Dr"}));
}

TEST(Rule_5_8, ArtilleryWithNoDefenderInRangeCannotJoin) {
  Game g;  // Artillery at 1803: three hexes from 1806, four from 1907.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-gren-gd 1807;"
           "place fr-art-gd 1803; set turn=1 phase=french-combat"));
  EXPECT_TRUE(
      g.refused("attack fr-gren-gd -> aa-3db,aa-brn bombard=fr-art-gd", {"5.6", "5.8", "R4"}));
}

TEST(Rule_5_8, PureBombardmentOfTwoHexesIsNotACombinedAttack) {
  Game g;  // 5.4 for artillery: a lone bombardment needs every defender in range (and one hex).
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-art-gd 1804;"
           "set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack fr-art-gd -> aa-3db,aa-brn", {"5.7", "5.6", "5.4", "R4"}));
}

}  // namespace
