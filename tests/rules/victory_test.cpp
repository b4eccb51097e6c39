// Rule cases 8.1-8.4 (victory and demoralization) and ruling R9 (victory bookkeeping), R5
// (demoralization column shifts), via the naw-cli protocol on real map positions.
#include <gtest/gtest.h>

#include "tools/cli_kit.h"

namespace {

using nawtest::Game;
using V = std::vector<std::string>;

// fr-1-i (4) at 1807 against 1 Br (7) at 1806: 1-2; die 6 gives Ae (R5).
constexpr const char* kLosingAttack =
    "new; clear; place aa-1br 1806; place fr-1-i 1807; place aa-brn 0110;";
// gren (7) at 1807 against Brn (2) at 1806: 3-1; die 1 gives De.
constexpr const char* kWinningAttack = "new; clear; place aa-brn 1806; place fr-gren-gd 1807;";

// ---- 8.1 ---------------------------------------------------------------------------------

TEST(Rule_8_1, AlliesWinOnDestroyingFortyFrenchPoints) {
  Game g;
  ASSERT_TRUE(
      g.ok(std::string(kLosingAttack) + "set turn=4 phase=french-combat french-lost=36; dice 6"));
  EXPECT_EQ(g.status("winner"), "none");
  EXPECT_EQ(g.attack("fr-1-i -> aa-1br"), (V{"1-2", "6", "Ae"}));
  EXPECT_EQ(g.lost("french"), 40);
  EXPECT_EQ(g.status("winner"), "allied");
  // "the game stops immediately"
  EXPECT_EQ(nawtest::splitWords(g.line("end")).at(0), "error");
}

TEST(Rule_8_1, ThirtyNineIsNotEnough) {
  Game g;
  ASSERT_TRUE(
      g.ok(std::string(kLosingAttack) + "set turn=4 phase=french-combat french-lost=35; dice 6"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-1br"), (V{"1-2", "6", "Ae"}));
  EXPECT_EQ(g.lost("french"), 39);
  EXPECT_EQ(g.status("winner"), "none");
}

TEST(Rule_8_1, FrenchLossesInAlliedAttacksCountToo) {
  Game g;  // 1 Br (7) vs 20/VI (2): 3-1; die 1: De. 38 + 2 = 40.
  ASSERT_TRUE(
      g.ok("new; clear; place fr-20-vi 1806; place aa-1br 1807;"
           "set turn=4 phase=allied-combat french-lost=38; dice 1"));
  EXPECT_EQ(g.attack("aa-1br -> fr-20-vi"), (V{"3-1", "1", "De"}));
  EXPECT_EQ(g.status("winner"), "allied");
}

TEST(Rule_8_1, NoAlliedWinOnceTheAlliesAreDemoralized) {
  Game g;  // 8.2: French losses after the Allies lost 40 do not benefit the Allies.
  ASSERT_TRUE(g.ok(std::string(kLosingAttack) +
                   "set turn=4 phase=french-combat french-lost=36 allied-lost=40; dice 6"));
  // Demoralized: the French 1-2 becomes 1-1 (R5), and 1-1 die 6 is Ar -- so use odds=1-3
  // (shifted to 1-2, die 6: Ae).
  EXPECT_EQ(g.attack("fr-1-i -> aa-1br odds=1-3"), (V{"1-2", "6", "Ae"}));
  EXPECT_EQ(g.lost("french"), 40);
  EXPECT_EQ(g.status("winner"), "none");
}

// ---- 8.2 / R5 ------------------------------------------------------------------------------

TEST(Rule_8_2, AlliesDemoralizedOnLosingFortyPoints) {
  Game g;
  ASSERT_TRUE(
      g.ok(std::string(kWinningAttack) + "set turn=4 phase=french-combat allied-lost=38; dice 1"));
  EXPECT_EQ(g.status("demoralized"), "no");
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-brn"), (V{"3-1", "1", "De"}));
  EXPECT_EQ(g.lost("allied"), 40);
  EXPECT_EQ(g.status("demoralized"), "yes");
  EXPECT_EQ(g.status("winner"), "none");  // no French units exited
}

TEST(Rule_8_2, ThirtyNineDoesNotDemoralize) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; place fr-3-i 1707;"
           "set turn=4 phase=french-combat allied-lost=39; dice 1"));
  EXPECT_EQ(g.status("demoralized"), "no");
  EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-3db"), (V{"2-1", "1", "Dr"}));  // unshifted
}

TEST(Rule_8_2, DemoralizationShiftsTheVeryNextAttack) {
  // First attack destroys Brn (38 -> 40); the second, 4 vs 4 = 1-1, is then raised to 2-1.
  Game g;
  ASSERT_TRUE(g.ok(std::string(kWinningAttack) + "place aa-3db 1405; place fr-1-i 1505; set turn=4 "
                                                 "phase=french-combat allied-lost=38; dice 1 1"));
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-brn"), (V{"3-1", "1", "De"}));
  ASSERT_TRUE(g.ok("advance none"));
  EXPECT_EQ(g.attack("fr-1-i -> aa-3db"), (V{"2-1", "1", "Dr"}));
}

TEST(Rule_8_2, FrenchAttacksRaisedOneColumn) {
  Game g;  // 8 vs 4 = 2-1 -> 3-1 (3-1 die 1: De).
  ASSERT_TRUE(
      g.ok("new; clear; place aa-3db 1806; place fr-1-i 1807; place fr-3-i 1707;"
           "set turn=4 phase=french-combat allied-lost=40; dice 1"));
  EXPECT_EQ(g.status("demoralized"), "yes");
  EXPECT_EQ(g.attack("fr-1-i,fr-3-i -> aa-3db"), (V{"3-1", "1", "De"}));
}

TEST(Rule_8_2, AlliedAttacksLoweredOneColumn) {
  Game g;  // 1 Br (7) vs 1/I (4) = 1-1 -> 1-2 (1-2 die 2: Ar).
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1806; place aa-1br 1807;"
           "set turn=4 phase=allied-combat allied-lost=40; dice 2"));
  EXPECT_EQ(g.attack("aa-1br -> fr-1-i"), (V{"1-2", "2", "Ar"}));
}

TEST(Rule_8_2, PrussianAttacksAreLoweredToo) {
  Game g;  // 5/II (5) + 13/IV (4) vs 1/I (4) = 2-1 -> 1-1 (1-1 die 4: Ar).
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1806; place pr-5-ii 1807; place pr-13-iv 1707;"
           "set turn=4 phase=allied-combat allied-lost=40; dice 4"));
  EXPECT_EQ(g.attack("pr-5-ii,pr-13-iv -> fr-1-i"), (V{"1-1", "4", "Ar"}));
}

TEST(Rule_8_2, AlliedLossesInTheirOwnFailedAttacksCount) {
  Game g;  // 3 DB (4) vs gren (7): 1-2; die 6: Ae. 36 + 4 = 40: demoralized.
  ASSERT_TRUE(
      g.ok("new; clear; place fr-gren-gd 1806; place aa-3db 1807;"
           "set turn=4 phase=allied-combat allied-lost=36; dice 6"));
  EXPECT_EQ(g.attack("aa-3db -> fr-gren-gd"), (V{"1-2", "6", "Ae"}));
  EXPECT_EQ(g.lost("allied"), 40);
  EXPECT_EQ(g.status("demoralized"), "yes");
}

TEST(Ruling_R5, ShiftAppliesAfterClampingAndIsClampedAgain) {
  {
    Game g;  // French 14:1 clamps to 6-1, shift right stays 6-1.
    ASSERT_TRUE(
        g.ok("new; clear; place aa-det 1806; place fr-gren-gd 1807; place fr-6-ii 1707;"
             "set turn=4 phase=french-combat allied-lost=40; dice 2"));
    EXPECT_EQ(g.attack("fr-gren-gd,fr-6-ii -> aa-det"), (V{"6-1", "2", "De"}));
  }
  {
    Game g;  // French 1:7 clamps to 1-5, then the shift gives 1-4 (not 1-5 from 1-6).
    ASSERT_TRUE(
        g.ok("new; clear; place aa-1br 1806; place fr-13c-iv 1807;"
             "set turn=4 phase=french-combat allied-lost=40; dice 1"));
    EXPECT_EQ(g.attack("fr-13c-iv -> aa-1br"), (V{"1-4", "1", "Ar"}));
  }
  {
    Game g;  // Allied 1:7 clamps to 1-5, shift left stays 1-5.
    ASSERT_TRUE(
        g.ok("new; clear; place fr-gren-gd 1806; place aa-det 1807;"
             "set turn=4 phase=allied-combat allied-lost=40; dice 1"));
    EXPECT_EQ(g.attack("aa-det -> fr-gren-gd"), (V{"1-5", "1", "Ae"}));
  }
  {
    Game g;  // Allied 7:1 clamps to 6-1, shifted to 5-1 (5-1 die 5: Ee).
    ASSERT_TRUE(
        g.ok("new; clear; place fr-13c-iv 1806; place aa-1br 1807;"
             "set turn=4 phase=allied-combat allied-lost=40; dice 5"));
    EXPECT_EQ(g.attack("aa-1br -> fr-13c-iv"), (V{"5-1", "5", "Ee"}));
  }
}

TEST(Ruling_R5, ShiftAppliesAfterVoluntaryReduction) {
  Game g;  // 14:1, lowered to 1-1 by the French, then raised to 2-1 (2-1 die 5: Ee).
  ASSERT_TRUE(
      g.ok("new; clear; place aa-det 1806; place fr-gren-gd 1807; place fr-6-ii 1707;"
           "set turn=4 phase=french-combat allied-lost=40; dice 5"));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-6-ii -> aa-det odds=1-1"), (V{"2-1", "5", "Ee"}));
}

// ---- 8.3 ---------------------------------------------------------------------------------

TEST(Rule_8_3, FrenchWinWithAlliesDemoralizedAndSevenUnitsExited) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 0501; place aa-brn 2316;"
           "set turn=6 phase=french-move allied-lost=40 exited=6"));
  EXPECT_EQ(g.status("winner"), "none");
  ASSERT_TRUE(g.ok("exit fr-1-i"));
  EXPECT_EQ(g.status("exited"), "7");
  EXPECT_EQ(g.status("winner"), "french");
}

TEST(Rule_8_3, SevenExitedWithoutDemoralizationIsNotAWin) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 0501; place aa-brn 2316;"
           "set turn=6 phase=french-move allied-lost=39 exited=6"));
  ASSERT_TRUE(g.ok("exit fr-1-i"));
  EXPECT_EQ(g.status("exited"), "7");
  EXPECT_EQ(g.status("winner"), "none");
}

TEST(Rule_8_3, ExitsBeforeDemoralizationCountWhenItComes) {
  Game g;  // 7 exited earlier; destroying Brn takes the Allies from 38 to 40: French win at once.
  ASSERT_TRUE(g.ok(std::string(kWinningAttack) +
                   "set turn=6 phase=french-combat allied-lost=38 exited=7; dice 1"));
  EXPECT_EQ(g.status("winner"), "none");
  EXPECT_EQ(g.attack("fr-gren-gd -> aa-brn"), (V{"3-1", "1", "De"}));
  EXPECT_EQ(g.status("winner"), "french");
}

// ---- 8.4 ---------------------------------------------------------------------------------

TEST(Rule_8_4, DrawAfterTurnTenWithoutVictory) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1705; place aa-brn 0110; set turn=10 phase=allied-combat"));
  EXPECT_EQ(g.status("winner"), "none");
  ASSERT_TRUE(g.ok("end"));
  EXPECT_EQ(g.status("winner"), "draw");
}

TEST(Rule_8_4, DemoralizedAlliesWithoutSevenExitsIsADraw) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1705; place aa-brn 0110;"
           "set turn=10 phase=allied-combat allied-lost=45 exited=6"));
  ASSERT_TRUE(g.ok("end"));
  EXPECT_EQ(g.status("winner"), "draw");
}

TEST(Rule_8_4, GameGoesOnAfterTurnNine) {
  Game g;
  ASSERT_TRUE(
      g.ok("new; clear; place fr-1-i 1705; place aa-brn 0110; set turn=9 phase=allied-combat"));
  ASSERT_TRUE(g.ok("end"));
  EXPECT_EQ(g.status("winner"), "none");
  EXPECT_EQ(g.status("turn"), "10");
  EXPECT_EQ(g.status("phase"), "french-move");
}

// gren 7 (1807) + 6/II 7 (1707) + 2/I 5 (1706) vs 3 DB 4 (1806): 19:4 = 4-1; die 5: Ee.
constexpr const char* kBothAtForty =
    "new; clear; place aa-3db 1806; place fr-gren-gd 1807; place fr-6-ii 1707; place fr-2-i 1706;";

TEST(Rule_8_4, BothReachFortyInOneEqualEliminationAlliesWin) {
  Game g;
  ASSERT_TRUE(g.ok(std::string(kBothAtForty) +
                   "set turn=5 phase=french-combat french-lost=38 allied-lost=36; dice 5"));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-6-ii,fr-2-i -> aa-3db"), (V{"4-1", "5", "Ee"}));
  (void)g.line("lose fr-2-i");
  EXPECT_EQ(g.lost("allied"), 40);
  EXPECT_EQ(g.lost("french"), 43);
  EXPECT_EQ(g.status("winner"), "allied");
}

TEST(Rule_8_4, BothReachFortyInOneEqualEliminationFrenchWinWithSevenExited) {
  Game g;
  ASSERT_TRUE(
      g.ok(std::string(kBothAtForty) +
           "set turn=5 phase=french-combat french-lost=38 allied-lost=36 exited=7; dice 5"));
  EXPECT_EQ(g.attack("fr-gren-gd,fr-6-ii,fr-2-i -> aa-3db"), (V{"4-1", "5", "Ee"}));
  (void)g.line("lose fr-2-i");
  EXPECT_EQ(g.status("winner"), "french");
}

}  // namespace
