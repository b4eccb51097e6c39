// Rule cases 6.1-6.8 (combat resolution) and rulings R3 (terrain doubling), R5 (combat
// results table and odds), R6 (results), on real map positions via the naw-cli protocol.
//
// Usual layout (clear hexes; adjacency from R2's neighbour table):
//   1806's neighbours: 1706 1707 1805 1807 1906 1907.
//   1807 touches 1806 and 1907; 1707 touches 1806 only; 1804 and 2005 are two hexes from 1806.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>

#include "tools/cli_kit.h"

namespace {

using nawtest::Game;
using V = std::vector<std::string>;

// R5: the SECOND table of 001_..., typed in by hand from the rulebook.
constexpr std::array<const char*, 10> kColumns = {"1-5", "1-4", "1-3", "1-2", "1-1",
                                                  "2-1", "3-1", "4-1", "5-1", "6-1"};
constexpr const char* kCrt[6][10] = {
    {"Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De", "De"},
    {"Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De"},
    {"Ae", "Ae", "Ae", "Ar", "Dr", "Dr", "Dr", "De", "De", "De"},
    {"Ae", "Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "De", "De", "De"},
    {"Ae", "Ae", "Ae", "Ar", "Ar", "Ee", "Dr", "Ee", "Ee", "De"},
    {"Ae", "Ae", "Ae", "Ae", "Ar", "Ar", "Ee", "Ee", "Ee", "De"},
};

// ---- R5: every cell of the table ---------------------------------------------------------

TEST(Ruling_R5, EveryCellOfTheCombatResultsTable) {
  // 7 + 7 vs Det/I 1 is 14-1, clamped to 6-1; every lower column by voluntary reduction (6.2).
  for (int col = 0; col < 10; ++col)
    for (int die = 1; die <= 6; ++die) {
      Game g;
      ASSERT_TRUE(
          g.ok("new; clear; place aa-det 1806; place fr-gren-gd 1807; place fr-6-ii 1707;"
               "set turn=1 phase=french-combat; dice " +
               std::to_string(die)));
      const std::string odds = kColumns[col];
      EXPECT_EQ(g.attack("fr-gren-gd,fr-6-ii -> aa-det odds=" + odds),
                (V{odds, std::to_string(die), kCrt[die - 1][col]}))
          << "column " << odds << " die " << die;
    }
}

TEST(Ruling_R5, NotTheMisprintedFirstTable) {
  // The first table of 001_... repeats row 3 in rows 4 and 5; the rows differ at 1-1 die 4
  // (Ar, not Dr) and 2-1 die 5 (Ee, not Dr).
  Game g;
  ASSERT_TRUE(g.ok(
      "new; clear; place aa-3db 1806; place fr-1-i 1807; set turn=1 phase=french-combat; dice 4"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-3db"), (V{"1-1", "4", "Ar"}));
}

// ---- 6.1 / 6.2: odds ---------------------------------------------------------------------

TEST(Rule_6_1, AttackAnnouncesOddsAndUsesTheThrownDie) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; set turn=1 phase=french-combat;"
           "dice 3"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-3db"), (V{"1-1", "3", "Dr"}));
  // Once thrown, the attack stands: the attacker may not declare it again.
  EXPECT_EQ(nawtest::splitWords(g.line("attack fr-1-i -> aa-3db")).at(0), "error");
}

TEST(Rule_6_2, ElevenAgainstFourIsTwoToOne) {
  Game g;  // the rulebook's own example
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-gren-gd 1807; place fr-1-i 1707;"
           "set turn=1 phase=french-combat; dice 2"));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-1-i -> aa-3db"), (V{"2-1", "2", "Dr"}));
}

TEST(Rule_6_2, FourAgainstNineIsOneToThree) {
  Game g;  // R5: rounded in the defender's favour below 1-1 too. 3 Br (6) + Rt cav (3).
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3br 1806; place aa-rt 1907; place fr-1-i 1807;"
           "set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-3br,aa-rt"), (V{"1-3", "1", "Ar"}));
}

TEST(Rule_6_2, RatiosRoundInTheDefendersFavourAndClampToTheTable) {
  struct Case {
    const char* attacker;
    const char* defender;
    const char* odds;  // worked out by hand: attacker strength : defender strength
  };
  const Case cases[] = {
      {"fr-13c-iv", "aa-1br", "1-5"},   // 1:7 -> below the table -> 1-5
      {"fr-13c-iv", "aa-2db", "1-5"},   // 1:5
      {"fr-20-vi", "aa-1br", "1-4"},    // 2:7 = 1:3.5 -> 1-4
      {"fr-20-vi", "aa-3br", "1-3"},    // 2:6
      {"fr-gd-lt", "aa-1br", "1-3"},    // 3:7 = 1:2.33 -> 1-3
      {"fr-1-i", "aa-1br", "1-2"},      // 4:7 = 1:1.75 -> 1-2
      {"fr-chas-gd", "aa-1br", "1-2"},  // 6:7 -> 1-2
      {"fr-gren-gd", "aa-1br", "1-1"},  // 7:7
      {"fr-gren-gd", "aa-3db", "1-1"},  // 7:4 = 1.75 -> 1-1
      {"fr-gren-gd", "aa-rt", "2-1"},   // 7:3 = 2.33 -> 2-1
      {"fr-gren-gd", "aa-brn", "3-1"},  // 7:2 = 3.5 -> 3-1
      {"fr-2-i", "aa-det", "5-1"},      // 5:1
      {"fr-chas-gd", "aa-det", "6-1"},  // 6:1
      {"fr-gren-gd", "aa-det", "6-1"},  // 7:1 -> above the table -> 6-1
  };
  for (const Case& c : cases) {
    Game g;
    ASSERT_TRUE(g.ok(std::string("new; clear; place ") + c.defender + " 1806; place " + c.attacker +
                     " 1807; set turn=1 phase=french-combat; dice 1"));
    const auto r = g.attack(std::string(c.attacker) + " -> " + c.defender);
    ASSERT_EQ(r.size(), 3u) << c.attacker << " vs " << c.defender << ": " << r.at(0);
    EXPECT_EQ(r[0], c.odds) << c.attacker << " vs " << c.defender;
  }
}

TEST(Rule_6_2, AttackerMayLowerButNotRaiseTheOdds) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-gren-gd 1807; place fr-1-i 1707;"
           "set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack fr-gren-gd,fr-1-i -> aa-3db odds=3-1", "6.2"));  // true odds 2-1
  EXPECT_TRUE(g.refused("attack fr-gren-gd,fr-1-i -> aa-3db odds=7-1", {"syntax", "6.2"}));
  EXPECT_TRUE(g.refused("attack fr-gren-gd,fr-1-i -> aa-3db odds=2-3", {"syntax", "6.2"}));
  ASSERT_TRUE(g.ok("dice 6"));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-1-i -> aa-3db odds=1-1"), (V{"1-1", "6", "Ar"}));
}

// ---- R3: terrain doubling ----------------------------------------------------------------

TEST(Ruling_R3, DefenderInABuildingIsDoubled) {
  Game g;  // aa-3db (4) in building 1810, doubled to 8; gren 7 from 1811: 1-2, not 1-1.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1810; place fr-gren-gd 1811; set turn=1 phase=french-combat;"
           "dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-3db"), (V{"1-2", "1", "Dr"}));
}

TEST(Ruling_R3, FortifiedFarmCountsAsBuilding) {
  Game g;  // La Haye Sainte 1310.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1310; place fr-gren-gd 1311; set turn=1 phase=french-combat;"
           "dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-3db"), (V{"1-2", "1", "Dr"}));
}

TEST(Ruling_R3, DefenderInWoodsRoadIsDoubled) {
  Game g;  // Det/I (1) in Hougoumont wood: 2. fr-1-i (4) from 0915: 2-1, not 4-1.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-det 0914; place fr-1-i 0915; set turn=1 phase=french-combat;"
           "dice 1"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-det"), (V{"2-1", "1", "Dr"}));
}

TEST(Ruling_R3, EachDefendingUnitIsDoubledByItsOwnHex) {
  // Brn (2) in building 1810 -> 4, 3 DB (4) in clear 1910 -> 4: 8 in all (all doubled: 12,
  // none doubled: 6). Gren 7 (1809) + 6/II 7 (1911) + Gd artillery 5 bombarding from 2011.
  // 19 : 8 = 2-1 (it would be 1-1 against 12, 3-1 against 6).
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-brn 1810; place aa-3db 1910; place fr-gren-gd 1809;"
           "place fr-6-ii 1911; place fr-art-gd 2011; set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-6-ii -> aa-brn,aa-3db bombard=fr-art-gd"),
            (V{"2-1", "1", "Dr"}));
}

TEST(Ruling_R3, AttackerInABuildingIsNotDoubled) {
  Game g;  // gren (7) in building 1810 attacks aa-3db (4) at 1811: 1-1.
  ASSERT_TRUE(
      g.ok("new; clear; place fr-gren-gd 1810; place aa-3db 1811; set turn=1 phase=french-combat;"
           "dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-3db"), (V{"1-1", "1", "Dr"}));
}

// ---- 6.3 / R6: results ---------------------------------------------------------------------

TEST(Rule_6_3, AttackerEliminatedLosesEveryAttackerAndDefenderMayAdvance) {
  Game g;  // fr-1-i (4) vs 1 Br (7): 1-2; die 6: Ae.
  ASSERT_TRUE(g.ok(
      "new; clear; place aa-1br 1806; place fr-1-i 1807; set turn=1 phase=french-combat; dice 6"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-1br"), (V{"1-2", "6", "Ae"}));
  EXPECT_EQ(g.lost("french"), 4);
  EXPECT_EQ(g.where("fr-1-i"), "");
  EXPECT_TRUE(g.refused("advance aa-1br 1808", "6.6"));  // only into the vacated hex
  ASSERT_TRUE(g.ok("advance aa-1br 1807"));
  EXPECT_EQ(g.where("aa-1br"), "1807");
}

TEST(Rule_6_3, AttackerRetreatsOneHexIntoSafeHexes) {
  Game g;  // 4 + 4 vs 7: 1-1; die 6: Ar.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-1br 1806; place fr-1-i 1807; place fr-3-i 1707;"
           "set turn=1 phase=french-combat; dice 6"));
  EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-1br"), (V{"1-1", "6", "Ar"}));
  EXPECT_TRUE(g.refused("retreat fr-1-i 1907", "6.4"));           // touches 1806: not safe
  EXPECT_TRUE(g.refused("retreat fr-1-i 1806", {"6.4", "4.3"}));  // the enemy's hex
  EXPECT_TRUE(g.refused("retreat fr-1-i 1809", "6.4"));           // two hexes away
  ASSERT_TRUE(g.ok("retreat fr-1-i 1808; retreat fr-3-i 1607"));
  EXPECT_EQ(g.where("fr-1-i"), "1808");
  EXPECT_EQ(g.where("fr-3-i"), "1607");
  EXPECT_EQ(g.lost("french"), 0);
  ASSERT_TRUE(g.ok("advance aa-1br 1707"));  // 6.3: defender may advance after Ar
  EXPECT_EQ(g.where("aa-1br"), "1707");
}

TEST(Rule_6_3, DefenderRetreatsAndOneAttackerMayAdvance) {
  Game g;  // 4 vs 4: 1-1; die 1: Dr.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; place fr-2-i 1203;"
           "set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-3db"), (V{"1-1", "1", "Dr"}));
  EXPECT_TRUE(g.refused("retreat aa-3db 1907", "6.4"));  // touches fr-1-i at 1807
  ASSERT_TRUE(g.ok("retreat aa-3db 1805"));
  EXPECT_EQ(g.where("aa-3db"), "1805");
  EXPECT_TRUE(g.refused("advance fr-2-i 1806", "6.6"));  // took no part
  EXPECT_TRUE(g.refused("advance fr-1-i 1907", "6.6"));  // not the vacated hex
  ASSERT_TRUE(g.ok("advance fr-1-i 1806"));
  EXPECT_EQ(g.where("fr-1-i"), "1806");
}

TEST(Rule_6_3, DefenderEliminatedCountsItsPrintedStrength) {
  Game g;  // gren 7 vs Brn 2: 3-1; die 1: De.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-brn 1806; place fr-gren-gd 1807; set turn=1 phase=french-combat;"
           "dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-brn"), (V{"3-1", "1", "De"}));
  EXPECT_EQ(g.lost("allied"), 2);
  EXPECT_EQ(g.where("aa-brn"), "");
  ASSERT_TRUE(g.ok("advance none"));
  EXPECT_EQ(g.where("fr-gren-gd"), "1807");
}

TEST(Rule_6_3, DoubledDefenderStillCountsPrintedStrengthWhenLost) {
  // aa-3db (4, doubled to 8 in building 1810) vs 7+7+5 = 19: 2-1; die 5: Ee. The Allied loss
  // counts 4 (printed), not 8.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1810; place fr-gren-gd 1809; place fr-6-ii 1911;"
           "place fr-2-i 1811; set turn=1 phase=french-combat; dice 5"));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-6-ii,fr-2-i -> aa-3db"), (V{"2-1", "5", "Ee"}));
  EXPECT_EQ(g.lost("allied"), 4);
  // Ee: attacker must lose at least the PRINTED defender strength (4): 2/I (5) is enough.
  EXPECT_TRUE(g.ok("lose fr-2-i"));
  EXPECT_EQ(g.lost("french"), 5);
}

TEST(Ruling_R6, EqualEliminationNeedsAMinimalSetOfLosses) {
  // 3 DB (4) at 1806 against 2+2+2+1+1 = 8: 2-1; die 5: Ee. Attacker must lose >= 4 with no
  // unit the total could do without.
  const char* setup =
      "new; clear; place aa-3db 1806; place fr-20-vi 1706; place fr-1c-i 1707; place fr-2c-ii 1805;"
      "place fr-13c-iv 1807; place fr-14c-iv 1906; set turn=1 phase=french-combat; dice 5";
  const char* all = "fr-20-vi,fr-1c-i,fr-2c-ii,fr-13c-iv,fr-14c-iv -> aa-3db";
  {
    Game g;
    ASSERT_TRUE(g.ok(setup));
    EXPECT_EQ(g.attack(all), (V{"2-1", "5", "Ee"}));
    EXPECT_EQ(g.lost("allied"), 4);
    EXPECT_TRUE(g.refused("lose fr-13c-iv", {"R6", "6.3"}));                   // 1 < 4
    EXPECT_TRUE(g.refused("lose fr-20-vi,fr-13c-iv", {"R6", "6.3"}));          // 3 < 4
    EXPECT_TRUE(g.refused("lose fr-20-vi,fr-1c-i,fr-13c-iv", {"R6", "6.3"}));  // 13C spare
    EXPECT_TRUE(g.refused("lose fr-20-vi,fr-1c-i,fr-2c-ii", {"R6", "6.3"}));   // one 2 spare
    EXPECT_TRUE(g.ok("lose fr-20-vi,fr-13c-iv,fr-14c-iv"));                    // 2+1+1, minimal
    EXPECT_EQ(g.lost("french"), 4);
    EXPECT_EQ(g.where("fr-1c-i"), "1707");
  }
  {
    Game g;
    ASSERT_TRUE(g.ok(setup));
    EXPECT_EQ(g.attack(all), (V{"2-1", "5", "Ee"}));
    EXPECT_TRUE(g.ok("lose fr-1c-i,fr-2c-ii"));  // 2+2, minimal
    EXPECT_EQ(g.lost("french"), 4);
    ASSERT_TRUE(g.ok("advance fr-20-vi 1806"));  // a survivor may advance (6.3 Ee)
  }
}

TEST(Ruling_R6, StrongerUnitMayBeLostInsteadOfWeakerOnes) {
  // 3 DB (4) vs gren 7 + 1/I 4 + 20/VI 2 + 2/I 5 = 18: 4-1; die 5: Ee.
  const char* setup =
      "new; clear; place aa-3db 1806; place fr-gren-gd 1807; place fr-1-i 1707;"
      "place fr-20-vi 1706; place fr-2-i 1805; set turn=1 phase=french-combat; dice 5";
  Game g;
  ASSERT_TRUE(g.ok(setup));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-1-i,fr-20-vi,fr-2-i -> aa-3db"), (V{"4-1", "5", "Ee"}));
  EXPECT_TRUE(g.refused("lose fr-20-vi", {"R6", "6.3"}));
  EXPECT_TRUE(g.refused("lose fr-20-vi,fr-1-i", {"R6", "6.3"}));
  EXPECT_TRUE(g.refused("lose fr-1-i,fr-2-i", {"R6", "6.3"}));
  EXPECT_TRUE(g.ok("lose fr-gren-gd"));
  EXPECT_EQ(g.lost("french"), 7);
}

TEST(Ruling_R6, AllAdjacentAttackersDieWhenTheyTotalLessThanTheDefender) {
  // 13C (1) adjacent + Gd artillery 5 and I artillery 3 bombarding (1804, 2005) = 9 vs 4: 2-1,
  // die 5: Ee. Only 13C can be lost (1 < 4): eliminated; the artillery is untouched (6.8).
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-13c-iv 1807; place fr-art-gd 1804;"
           "place fr-art-i 2005; set turn=1 phase=french-combat; dice 5"));
  EXPECT_EQ(g.attack("fr-13c-iv -> aa-3db bombard=fr-art-gd,fr-art-i"), (V{"2-1", "5", "Ee"}));
  EXPECT_TRUE(g.refused("lose fr-art-gd", {"R6", "6.3", "6.8"}));
  EXPECT_TRUE(g.refused("lose fr-13c-iv,fr-art-gd", {"R6", "6.3", "6.8"}));
  (void)g.line("lose fr-13c-iv");  // the engine may already have removed it (no choice)
  EXPECT_EQ(g.lost("french"), 1);
  EXPECT_EQ(g.lost("allied"), 4);
  EXPECT_EQ(g.where("fr-art-gd"), "1804");
  EXPECT_EQ(g.where("fr-art-i"), "2005");
}

TEST(Ruling_R6, DefenderRetreatsEveryDefendingUnitAndOnlyAdjacentVictorsAdvance) {
  // gren (1807) + Gd artillery bombarding from 1804 vs 3 DB (1806) and Brn (1907): 12:6 = 2-1,
  // die 1: Dr. Both defenders retreat; 1805 touches the artillery, so it is not safe for 3 DB.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-gren-gd 1807;"
           "place fr-art-gd 1804; set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-3db,aa-brn bombard=fr-art-gd"), (V{"2-1", "1", "Dr"}));
  EXPECT_TRUE(g.refused("retreat fr-art-gd 1803", "6.4"));  // 6.8: no optional retreat after Dr
  EXPECT_TRUE(g.refused("retreat aa-3db 1805", "6.4"));
  ASSERT_TRUE(g.ok("retreat aa-brn 2007; retreat aa-3db 1706"));
  EXPECT_TRUE(g.refused("advance fr-art-gd 1806", "6.6"));  // not adjacent: bombarded
  ASSERT_TRUE(g.ok("advance fr-gren-gd 1907"));
  EXPECT_EQ(nawtest::splitWords(g.line("advance fr-gren-gd 1806")).at(0), "error");  // one advance
  EXPECT_EQ(g.where("fr-gren-gd"), "1907");
  EXPECT_EQ(g.where("aa-3db"), "1706");
  EXPECT_EQ(g.where("aa-brn"), "2007");
}

TEST(Ruling_R6, EqualEliminationCountsEveryDefendersPrintedStrength) {
  // gren + 20/VI adjacent to both, artillery bombarding: 7+2+5 = 14 vs 4+2 = 6: 2-1, die 5: Ee.
  // Both defenders die (6 points); the attacker must lose at least 6: 20/VI (2) is not enough.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-gren-gd 1807;"
           "place fr-20-vi 1906; place fr-art-gd 1804; set turn=1 phase=french-combat; dice 5"));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-20-vi -> aa-3db,aa-brn bombard=fr-art-gd"),
            (V{"2-1", "5", "Ee"}));
  EXPECT_EQ(g.lost("allied"), 6);
  EXPECT_TRUE(g.refused("lose fr-20-vi", {"R6", "6.3"}));
  EXPECT_TRUE(g.refused("lose fr-gren-gd,fr-20-vi", {"R6", "6.3"}));  // 20/VI spare
  ASSERT_TRUE(g.ok("lose fr-gren-gd"));
  EXPECT_EQ(g.lost("french"), 7);
  EXPECT_EQ(g.where("fr-art-gd"), "1804");
}

// ---- 6.4 / 6.5: retreats ------------------------------------------------------------------

TEST(Rule_6_4, UnitWithNoSafeHexIsDestroyed) {
  // 3 DB at 1806: 1706 touches fr-3-i (1707), 1907 touches fr-1-i (1807), 1805 and 1906
  // touch fr-2-i at 1905 (which does not touch 1806). 8 vs 4 = 2-1, die 1: Dr -> destroyed.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; place fr-3-i 1707;"
           "place fr-2-i 1905; set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.obligations(), nawtest::hexes("aa-3db fr-1-i fr-3-i"));
  EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-3db"), (V{"2-1", "1", "Dr"}));
  EXPECT_EQ(g.lost("allied"), 4);
  EXPECT_EQ(g.where("aa-3db"), "");
  ASSERT_TRUE(g.ok("advance fr-3-i 1806"));
}

TEST(Rule_6_4, RetreatOffTheMapDestroysTheUnit) {
  Game g;  // Brn at corner 0101: its other neighbour 0201 touches gren at 0102. 7 vs 2: 3-1, die 2:
           // Dr.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-brn 0101; place fr-gren-gd 0102; set turn=1 phase=french-combat;"
           "dice 2"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-brn"), (V{"3-1", "2", "Dr"}));
  EXPECT_EQ(g.lost("allied"), 2);
}

TEST(Rule_6_4, RetreatNeverIntoWoods) {
  Game g;  // 3 DB at 1405, fr-1-i at 1505: 1406 woods, 1404/1506 in the zone; 1305/1306 safe.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1405; place fr-1-i 1505; set turn=1 phase=french-combat;"
           "dice 1"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-3db"), (V{"1-1", "1", "Dr"}));
  EXPECT_TRUE(g.refused("retreat aa-3db 1406", {"4.2", "6.4"}));
  EXPECT_TRUE(g.refused("retreat aa-3db 1404", "6.4"));
  EXPECT_TRUE(g.ok("retreat aa-3db 1306"));
}

TEST(Rule_6_4, RetreatFromWoodsRoadOnlyAcrossItsRoad) {
  // Det/I in 0914 (2 when doubled) attacked from 0915 and 1014, odds lowered to 2-1, die 1: Dr.
  // Only 0813 (road) may take it; 0913 is adjacent but across a roadless hexside.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-det 0914; place fr-1-i 0915; place fr-9-ii 1014;"
           "set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-1-i,fr-9-ii -> aa-det odds=2-1"), (V{"2-1", "1", "Dr"}));
  EXPECT_TRUE(g.refused("retreat aa-det 0913", {"4.2", "6.4"}));
  ASSERT_TRUE(g.ok("retreat aa-det 0813"));
  // 4.2 also binds advances: neither attacker may cross a roadless hexside into 0914.
  EXPECT_TRUE(g.refused("advance fr-1-i 0914", {"4.2", "6.6"}));
  EXPECT_TRUE(g.refused("advance fr-9-ii 0914", {"4.2", "6.6"}));
  EXPECT_EQ(g.where("fr-1-i"), "0915");
  EXPECT_EQ(g.where("aa-det"), "0813");
}

TEST(Rule_6_6, AdvanceIntoWoodsRoadAcrossItsRoad) {
  // Same, with 5/II at 0813 too: Det/I has no safe hex and is destroyed; 5/II advances by road.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-det 0914; place fr-1-i 0915; place fr-9-ii 1014;"
           "place fr-5-ii 0813; set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-1-i,fr-9-ii,fr-5-ii -> aa-det odds=2-1"), (V{"2-1", "1", "Dr"}));
  EXPECT_EQ(g.lost("allied"), 1);
  EXPECT_TRUE(g.refused("advance fr-1-i 0914", {"4.2", "6.6"}));
  ASSERT_TRUE(g.ok("advance fr-5-ii 0914"));
  EXPECT_EQ(g.where("fr-5-ii"), "0914");
}

TEST(Rule_6_5, OnlySafeHexHeldByAFriendDisplacesIt) {
  // 3 DB (1806) Dr'd by fr-1-i (1807) + fr-3-i (1707); fr-2-i at 2006 covers 1906 and 1907.
  // The only safe hex is 1805, held by Brn, which is displaced to 1804.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1805; place fr-1-i 1807;"
           "place fr-3-i 1707; place fr-2-i 2006; set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-3db"), (V{"2-1", "1", "Dr"}));
  EXPECT_TRUE(g.refused("retreat aa-3db 1906", "6.4"));
  ASSERT_TRUE(g.ok("retreat aa-3db 1805"));
  EXPECT_TRUE(g.refused("retreat aa-brn 1906", "6.4"));
  EXPECT_TRUE(g.refused("retreat aa-brn 1806", "6.4"));  // the vacated hex touches the attackers
  ASSERT_TRUE(g.ok("retreat aa-brn 1804"));
  EXPECT_EQ(g.where("aa-3db"), "1805");
  EXPECT_EQ(g.where("aa-brn"), "1804");
  EXPECT_EQ(g.lost("allied"), 0);
}

TEST(Rule_6_5, DisplacementChainsOn) {
  // As above, but fr-2-i at 2005 (covers 1905, 1906) and fr-4-i at 1604 (covers 1705): Brn's
  // only safe hex is 1804, held by Det/I, which goes on to 1803.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1805; place aa-det 1804;"
           "place fr-1-i 1807; place fr-3-i 1707; place fr-2-i 2005; place fr-4-i 1604;"
           "set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-3db"), (V{"2-1", "1", "Dr"}));
  ASSERT_TRUE(g.ok("retreat aa-3db 1805; retreat aa-brn 1804; retreat aa-det 1803"));
  EXPECT_EQ(g.where("aa-3db"), "1805");
  EXPECT_EQ(g.where("aa-brn"), "1804");
  EXPECT_EQ(g.where("aa-det"), "1803");
}

TEST(Rule_6_5, NoDisplacementWhenTheFriendCannotRetreatSoTheUnitIsDestroyed) {
  // fr-2-i at 2005 covers 1905/1906, fr-4-i at 1704 covers 1705/1804: Brn (1805) has no safe
  // hex, so 3 DB cannot displace it and is destroyed instead.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1805; place fr-1-i 1807;"
           "place fr-3-i 1707; place fr-2-i 2005; place fr-4-i 1704;"
           "set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-3db"), (V{"2-1", "1", "Dr"}));
  EXPECT_EQ(g.lost("allied"), 4);
  EXPECT_EQ(g.where("aa-3db"), "");
  EXPECT_EQ(g.where("aa-brn"), "1805");
}

// Layout for the "required bombardment" cases: 3 DB (A1, 1806), Brn (A2, 1907); fr-1-i (X,
// 1807) touches both; Gd artillery at 1808 is two hexes from both and in no Allied zone. X
// attacks A2 alone, so A1's obligation can only be met by the artillery's bombardment: the
// artillery owes a required bombardment (6.5, R7) and may not be displaced.
constexpr const char* kRequiredBombardment =
    "new; clear; place aa-3db 1806; place aa-brn 1907; place fr-1-i 1807; place fr-art-gd 1808;";

TEST(Rule_6_5, ArtilleryOwingARequiredBombardmentIsNotDisplaced) {
  Game g;  // 4 vs 2 = 2-1, die 6: Ar. X's safe hexes: 1708, and 1808 (the artillery).
  ASSERT_TRUE(g.ok(std::string(kRequiredBombardment) + "set turn=1 phase=french-combat; dice 6"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-brn"), (V{"2-1", "6", "Ar"}));
  EXPECT_TRUE(g.refused("retreat fr-1-i 1808", "6.5"));
  ASSERT_TRUE(g.ok("retreat fr-1-i 1708"));
  EXPECT_EQ(g.where("fr-art-gd"), "1808");
}

TEST(Rule_6_5, RetreatingUnitWhoseOnlySafeHexHoldsSuchArtilleryIsDestroyed) {
  Game g;  // As above with Hvy cavalry at 1607 covering 1707 and 1708.
  ASSERT_TRUE(g.ok(std::string(kRequiredBombardment) +
                   "place aa-hvy 1607; set turn=1 phase=french-combat; dice 6 1"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-brn"), (V{"2-1", "6", "Ar"}));
  EXPECT_EQ(g.lost("french"), 4);
  EXPECT_EQ(g.where("fr-1-i"), "");
  EXPECT_EQ(g.where("fr-art-gd"), "1808");
  (void)g.line("advance none");  // Brn may advance into 1807 (6.3 Ar); decline
  // R7: A1's obligation did not lapse -- the artillery can still meet it.
  const auto ob = g.obligations();
  EXPECT_NE(std::find(ob.begin(), ob.end(), "aa-3db"), ob.end());
  EXPECT_TRUE(g.refused("end", {"5.1", "5.6", "R7"}));
  EXPECT_EQ(g.attack("fr-art-gd -> aa-3db"), (V{"1-1", "1", "Dr"}));  // 5 vs 4
  ASSERT_TRUE(g.ok("retreat aa-3db 1805"));
  EXPECT_TRUE(g.ok("end"));
}

TEST(Ruling_R7, AttackThatWouldLeaveAnObligationUnmeetableIsRefused) {
  // Without the artillery, X attacking A2 alone would leave A1 (touched by X) unattackable.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place aa-brn 1907; place fr-1-i 1807;"
           "set turn=1 phase=french-combat"));
  EXPECT_TRUE(g.refused("attack fr-1-i -> aa-brn", {"5.1", "R7"}));
  // With the artillery in range of A1, the same attack is allowed (5.6).
  Game h;
  ASSERT_TRUE(h.ok(std::string(kRequiredBombardment) + "set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(h.attack("fr-1-i -> aa-brn"), (V{"2-1", "1", "Dr"}));
}

// ---- 6.6 / 6.7 / 6.8 ---------------------------------------------------------------------

TEST(Rule_6_6, AdvanceDecisionComesBeforeAnyFurtherCombat) {
  Game g;  // gren vs Brn De; the attack on 3 DB (Y at 1505) must wait for the advance choice.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-brn 1806; place fr-gren-gd 1807; place aa-3db 1405;"
           "place fr-1-i 1505; set turn=1 phase=french-combat; dice 1 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-brn"), (V{"3-1", "1", "De"}));
  EXPECT_EQ(nawtest::splitWords(g.line("attack fr-1-i -> aa-3db")).at(0), "error");
  EXPECT_EQ(nawtest::splitWords(g.line("end")).at(0), "error");
  ASSERT_TRUE(g.ok("advance none"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-3db"), (V{"1-1", "1", "Dr"}));
}

TEST(Rule_6_6, AdvanceMayEnterAnEnemyZoneEvenFromOne) {
  // gren (1807) touches Brn (1806) and 3 DB (1907); fr-1-i (1908) touches 3 DB only.
  Game g;  // gren vs Brn: 7:2 = 3-1, die 1: De. Advancing into 1806 (next to 3 DB) is allowed.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-brn 1806; place aa-3db 1907; place fr-gren-gd 1807;"
           "place fr-1-i 1908; set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-brn"), (V{"3-1", "1", "De"}));
  ASSERT_TRUE(g.ok("advance fr-gren-gd 1806"));
  EXPECT_EQ(g.where("fr-gren-gd"), "1806");
  EXPECT_TRUE(g.refused("attack fr-gren-gd -> aa-3db", "5.2"));  // it has fought
}

TEST(Rule_6_6, OnlyOneUnitAdvancesPerAttack) {
  // gren (1807) and 6/II (1906) both touch Brn (1806) and Det (1907): 14 vs 3, 4-1, die 1: De.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-brn 1806; place aa-det 1907; place fr-gren-gd 1807;"
           "place fr-6-ii 1906; set turn=1 phase=french-combat; dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-6-ii -> aa-brn,aa-det"), (V{"4-1", "1", "De"}));
  ASSERT_TRUE(g.ok("advance fr-gren-gd 1806"));
  EXPECT_EQ(nawtest::splitWords(g.line("advance fr-6-ii 1907")).at(0), "error");
  EXPECT_EQ(g.where("fr-6-ii"), "1906");
}

TEST(Rule_6_7, CombatMovementCostsNoMovementPoints) {
  // gren moves its full 4 MP (1704-1604-1605-1705-1706) into contact, then advances.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-brn 1806; place fr-gren-gd 1704; set turn=1 phase=french-move;"
           "move fr-gren-gd 1604 1605 1705 1706; end; dice 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-brn"), (V{"3-1", "1", "De"}));
  EXPECT_TRUE(g.ok("advance fr-gren-gd 1806"));
}

TEST(Rule_6_8, BombardingArtilleryIsUntouchedByAttackerEliminated) {
  // 1/I (4, adjacent) + Gd artillery (5, from 1804) vs 1 Br (7): 9:7, lowered to 1-2; die 6: Ae.
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-1br 1806; place fr-1-i 1807; place fr-art-gd 1804;"
           "set turn=1 phase=french-combat; dice 6"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-1br bombard=fr-art-gd odds=1-2"), (V{"1-2", "6", "Ae"}));
  EXPECT_EQ(g.lost("french"), 4);  // not 9
  EXPECT_EQ(g.where("fr-art-gd"), "1804");
  // 6.8: it may retreat voluntarily; 6.4 still applies (1805 touches 1806: not safe).
  EXPECT_TRUE(g.refused("retreat fr-art-gd 1805", "6.4"));
  ASSERT_TRUE(g.ok("retreat fr-art-gd 1803"));
  EXPECT_EQ(g.where("fr-art-gd"), "1803");
}

TEST(Rule_6_8, BombardingArtilleryMayDeclineToRetreatAfterAttackerRetreats) {
  Game g;  // Gd artillery alone vs 3 DB: 5:4 = 1-1; die 6: Ar.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-art-gd 1804; set turn=1 phase=french-combat;"
           "dice 6"));
  EXPECT_EQ(g.attack("fr-art-gd -> aa-3db"), (V{"1-1", "6", "Ar"}));
  ASSERT_TRUE(g.ok("retreat none"));
  EXPECT_EQ(g.where("fr-art-gd"), "1804");
  EXPECT_TRUE(g.ok("end"));
}

TEST(Rule_6_8, AdjacentArtilleryIsAffectedLikeAnyUnit) {
  Game g;  // Gd artillery adjacent (1807) vs 1 Br (7): 5:7 = 1-2; die 6: Ae -> eliminated.
  ASSERT_TRUE(
      g.ok("new; clear; place aa-1br 1806; place fr-art-gd 1807; set turn=1 phase=french-combat;"
           "dice 6"));
  EXPECT_EQ(g.attack("fr-art-gd -> aa-1br"), (V{"1-2", "6", "Ae"}));
  EXPECT_EQ(g.lost("french"), 5);
}

}  // namespace
