// Rule cases 7.1-7.3 (reinforcements), 9.1-9.5 (Grouchy variant) and ruling R8, via the
// naw-cli protocol. Reinforcements need `new` (its pools), not `clear`. In the start position
// only Det/I (0914) touches French units; it is moved to 0110 so that phases can be ended
// without combat.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "tools/cli_kit.h"

namespace {

using nawtest::Game;

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

std::string at(int turn, const char* phase, const char* extra = "") {
  return std::string("new") + extra + "; place aa-det 0110; set turn=" + std::to_string(turn) +
         " phase=" + phase;
}

// ---- 7.1 / R8 ----------------------------------------------------------------------------

TEST(Rule_7_1, PrussiansEnterOnTurnThreeAtTheEightEntryHexes) {
  for (const char* hex : {"2303", "2307", "2308", "2309", "2311", "2312", "2313", "2316"}) {
    Game g;
    ASSERT_TRUE(g.ok(at(3, "allied-move")));
    EXPECT_TRUE(g.ok(std::string("enter pr-5-ii ") + hex)) << hex;
    EXPECT_EQ(g.where("pr-5-ii"), hex);
  }
}

TEST(Rule_7_1, NoEntryElsewhere) {
  Game g;
  ASSERT_TRUE(g.ok(at(3, "allied-move")));
  EXPECT_TRUE(g.refused("enter pr-5-ii 2310", {"R8", "7.0", "4.2"}));  // woods in column 23
  EXPECT_TRUE(g.refused("enter pr-5-ii 2209", {"R8", "7.0"}));         // not column 23
}

TEST(Rule_7_1, EnteringCostsOneMovementPoint) {
  Game g;  // 5/II (4 MP): entering 2309 leaves 3; 2009 is 3 hexes on, 1909 four.
  ASSERT_TRUE(g.ok(at(3, "allied-move")));
  const auto before = g.moves("pr-5-ii");  // R8 choice in cli_session.h: ends after entering
  EXPECT_TRUE(has(before, "2309"));
  EXPECT_TRUE(has(before, "2009"));
  EXPECT_FALSE(has(before, "1809"));
  ASSERT_TRUE(g.ok("enter pr-5-ii 2309"));
  const auto after = g.moves("pr-5-ii");
  EXPECT_TRUE(has(after, "2009"));
  EXPECT_FALSE(has(after, "1909"));
  EXPECT_TRUE(g.refused("move pr-5-ii 1909", "4.1"));
  EXPECT_TRUE(g.ok("move pr-5-ii 2009"));
}

TEST(Rule_7_1, SeveralUnitsMayEnterThroughOneHexButNotStayStacked) {
  Game g;
  ASSERT_TRUE(g.ok(at(3, "allied-move")));
  ASSERT_TRUE(g.ok("enter pr-5-ii 2309; enter pr-13-iv 2309"));
  EXPECT_TRUE(has(g.moves("pr-13-iv"), "2009"));  // no extra cost for entering "behind"
  EXPECT_TRUE(g.refused("end", {"4.4", "R7a", "7.2"}));
  ASSERT_TRUE(g.ok("move pr-5-ii 2209"));
  EXPECT_TRUE(g.ok("end"));
}

TEST(Rule_7_1, ReinforcementsMayFightInTheirTurnOfArrival) {
  Game g;  // 1/I placed at 2110; 5/II enters 2311 and moves to 2210, touching it.
  ASSERT_TRUE(g.ok(at(3, "allied-move") + "; place fr-1-i 2110"));
  ASSERT_TRUE(g.ok("enter pr-5-ii 2311; move pr-5-ii 2210; end"));
  const auto ob = g.obligations();
  EXPECT_TRUE(has(ob, "pr-5-ii"));
  EXPECT_TRUE(has(ob, "fr-1-i"));
}

TEST(Rule_7_1, NoEntryBeforeTurnThreeNorOutsideTheAlliedMovementPhase) {
  {
    Game g;
    ASSERT_TRUE(g.ok(at(2, "allied-move")));
    EXPECT_TRUE(g.moves("pr-5-ii").empty());
    EXPECT_EQ(nawtest::splitWords(g.line("enter pr-5-ii 2309")).at(0), "error");
  }
  {
    Game g;
    ASSERT_TRUE(g.ok(at(3, "french-move")));
    EXPECT_EQ(nawtest::splitWords(g.line("enter pr-5-ii 2309")).at(0), "error");
  }
  {
    Game g;
    ASSERT_TRUE(g.ok(at(3, "allied-combat")));
    EXPECT_EQ(nawtest::splitWords(g.line("enter pr-5-ii 2309")).at(0), "error");
  }
}

TEST(Ruling_R7a, EntryMayBeTakenBackLikeAnyMove) {
  Game g;
  ASSERT_TRUE(g.ok(at(3, "allied-move")));
  const std::string before = g.stateText();
  ASSERT_TRUE(g.ok("enter pr-5-ii 2309; move pr-5-ii 2209"));
  ASSERT_TRUE(g.ok("undo; undo"));
  EXPECT_EQ(g.where("pr-5-ii"), "");
  EXPECT_EQ(g.stateText(), before);
  EXPECT_TRUE(g.ok("enter pr-5-ii 2303"));
}

// ---- 7.2 ---------------------------------------------------------------------------------

TEST(Rule_7_2, NoEntryIntoEnemyOccupiedHexOrEnemyZone) {
  Game g;  // 1/I at 2208 touches 2308 and 2309; 2/I sits on 2313.
  ASSERT_TRUE(g.ok(at(3, "allied-move") + "; place fr-1-i 2208; place fr-2-i 2313"));
  // (2308 stays in `moves`: entering at 2307 and stepping into the zone is legal.)
  EXPECT_TRUE(g.refused("enter pr-5-ii 2308", {"7.2", "R8"}));
  EXPECT_TRUE(g.refused("enter pr-5-ii 2309", {"7.2", "R8"}));
  EXPECT_TRUE(g.refused("enter pr-5-ii 2313", {"7.2", "R8", "4.3"}));
  EXPECT_TRUE(g.ok("enter pr-5-ii 2307"));
}

// ---- 7.3 ---------------------------------------------------------------------------------

TEST(Rule_7_3, EntryMayBeDelayedToALaterTurn) {
  Game g;
  ASSERT_TRUE(g.ok(at(3, "allied-move")));
  ASSERT_TRUE(g.ok("end; end; end; end"));  // turn 3 allied move/combat, turn 4 French move/combat
  EXPECT_EQ(g.status("turn"), "4");
  EXPECT_EQ(g.status("phase"), "allied-move");
  EXPECT_TRUE(g.ok("enter pr-5-ii 2309"));
  ASSERT_TRUE(g.ok("enter pr-cav-ii 2303"));  // some now, ...
  ASSERT_TRUE(g.ok("end; end; end; end"));
  EXPECT_TRUE(g.ok("enter pr-13-iv 2316"));  // ... some later still
}

// ---- 9.x / R8 ----------------------------------------------------------------------------

TEST(Rule_9_1, StandardGameHasNoVariantUnits) {
  Game g;
  ASSERT_TRUE(g.ok(at(5, "allied-move")));
  EXPECT_EQ(nawtest::splitWords(g.line("enter pr-6-ii 2309")).at(0), "error");
  Game f;
  ASSERT_TRUE(f.ok(at(5, "french-move")));
  EXPECT_EQ(nawtest::splitWords(f.line("enter fr-10-iii 2309")).at(0), "error");
}

TEST(Rule_9_3, FrenchCodesOneToThreeBringNoGrouchy) {
  for (const char* chits : {" chits=1,1", " chits=2,1", " chits=3,1"}) {
    Game g;
    ASSERT_TRUE(g.ok(at(5, "french-move", chits)));
    EXPECT_TRUE(g.refused("enter fr-8-iii 2309", {"9.3", "R8"})) << chits;
  }
}

TEST(Rule_9_3, FrenchCodeFourOrFiveBringsOneFiveFourTwoFourFoursOneTwoFiveOneThreeThree) {
  for (const char* chits : {" chits=4,1", " chits=5,1"}) {
    Game g;
    ASSERT_TRUE(g.ok(at(5, "french-move", chits)));
    EXPECT_TRUE(g.ok("enter fr-8-iii 2303")) << chits;                        // 5-4
    EXPECT_TRUE(g.refused("enter fr-11-iii 2307", {"9.3", "R8"})) << chits;   // a second 5-4
    EXPECT_TRUE(g.refused("enter fr-10-iii 2307", {"9.3", "R8"})) << chits;   // 6-4: not in pool
    EXPECT_TRUE(g.ok("enter fr-13-iv 2307; enter fr-14-iv 2308")) << chits;   // two 4-4s
    EXPECT_TRUE(g.refused("enter fr-21-vi 2309", {"9.3", "R8"})) << chits;    // 2-4: not in pool
    EXPECT_TRUE(g.ok("enter fr-9c-iii 2309")) << chits;                       // 2-5
    EXPECT_TRUE(g.refused("enter fr-10c-iii 2311", {"9.3", "R8"})) << chits;  // a second 2-5
    EXPECT_TRUE(g.ok("enter fr-art-iii 2311")) << chits;                      // 3-3
    EXPECT_TRUE(g.refused("enter fr-art-iv 2312", {"9.3", "R8"})) << chits;   // a second 3-3
  }
}

TEST(Rule_9_3, FrenchCodeSixBringsEveryGrouchyUnit) {
  Game g;
  ASSERT_TRUE(g.ok(at(5, "french-move", " chits=6,1")));
  EXPECT_TRUE(
      g.ok("enter fr-10-iii 2303; enter fr-8-iii 2307; enter fr-11-iii 2308;"
           "enter fr-21-vi 2309; enter fr-art-iv 2311; enter fr-4c-ic 2312"));
}

TEST(Rule_9_3, GrouchyArrivesOnTurnFiveNotBefore) {
  Game g;
  ASSERT_TRUE(g.ok(at(4, "french-move", " chits=6,1")));
  EXPECT_EQ(nawtest::splitWords(g.line("enter fr-10-iii 2309")).at(0), "error");
}

TEST(Rule_9_4, PrussianCodeOneIsTheStandardGame) {
  Game g;
  ASSERT_TRUE(g.ok(at(3, "allied-move", " chits=1,1")));
  EXPECT_TRUE(g.ok("enter pr-5-ii 2309"));
  Game h;
  ASSERT_TRUE(h.ok(at(5, "allied-move", " chits=1,1")));
  EXPECT_TRUE(h.refused("enter pr-6-ii 2309", {"9.4", "R8"}));
}

TEST(Rule_9_4, PrussianCodeTwoBringsNoPrussiansAtAll) {
  for (int turn : {3, 5}) {
    Game g;
    ASSERT_TRUE(g.ok(at(turn, "allied-move", " chits=1,2")));
    EXPECT_TRUE(g.refused("enter pr-5-ii 2309", {"9.4", "R8"})) << turn;
    EXPECT_TRUE(g.refused("enter pr-6-ii 2309", {"9.4", "R8"})) << turn;
  }
}

TEST(Rule_9_4, PrussianCodeThreeDelaysTheRegularPrussiansToTurnFive) {
  Game g;
  ASSERT_TRUE(g.ok(at(3, "allied-move", " chits=1,3")));
  EXPECT_TRUE(g.refused("enter pr-5-ii 2309", {"9.4", "R8"}));
  Game h;
  ASSERT_TRUE(h.ok(at(5, "allied-move", " chits=1,3")));
  EXPECT_TRUE(h.ok("enter pr-5-ii 2309"));
  EXPECT_TRUE(h.refused("enter pr-6-ii 2307", {"9.4", "R8"}));  // no additional units
}

TEST(Rule_9_4, PrussianCodeFourBringsAReducedForceOnTurnThree) {
  Game g;  // one 5-4, one 4-4, one 3-5, one 3-3; nothing else.
  ASSERT_TRUE(g.ok(at(3, "allied-move", " chits=1,4")));
  EXPECT_TRUE(g.ok("enter pr-5-ii 2303; enter pr-13-iv 2307"));
  EXPECT_TRUE(g.refused("enter pr-14-iv 2308", {"9.4", "R8"}));
  EXPECT_TRUE(g.ok("enter pr-cav-ii 2308"));
  EXPECT_TRUE(g.refused("enter pr-cav-iv 2309", {"9.4", "R8"}));
  EXPECT_TRUE(g.refused("enter pr-art-ii 2309", {"9.4", "R8"}));  // 4-3: not in the list
  EXPECT_TRUE(g.ok("enter pr-art-iv 2309"));
  Game h;
  ASSERT_TRUE(h.ok(at(5, "allied-move", " chits=1,4")));
  EXPECT_TRUE(h.refused("enter pr-6-ii 2309", {"9.4", "R8"}));
}

TEST(Rule_9_4, PrussianCodeFiveAddsFourUnitsOnTurnFive) {
  Game g;  // turn 3: the regular force (here: its 4-3 artillery, not in the code-4 list).
  ASSERT_TRUE(g.ok(at(3, "allied-move", " chits=1,5")));
  EXPECT_TRUE(g.ok("enter pr-art-ii 2309; enter pr-16-iv 2311"));
  Game h;  // turn 5: one 5-4, one 4-4, one 3-5, one 3-3 from the variant pool (R8: 3-5 not 4-5).
  ASSERT_TRUE(h.ok(at(5, "allied-move", " chits=1,5")));
  EXPECT_TRUE(h.ok("enter pr-6-ii 2303"));
  EXPECT_TRUE(h.refused("enter pr-1-i 2307", {"9.4", "R8"}));
  EXPECT_TRUE(h.ok("enter pr-7-ii 2307"));
  EXPECT_TRUE(h.refused("enter pr-3-i 2308", {"9.4", "R8"}));
  EXPECT_TRUE(h.ok("enter pr-cav-i 2308"));
  EXPECT_TRUE(h.refused("enter pr-cav-iii 2309", {"9.4", "R8"}));
  EXPECT_TRUE(h.ok("enter pr-art-i 2309"));
}

TEST(Rule_9_4, PrussianCodeSixBringsEveryPrussianUnit) {
  Game g;
  ASSERT_TRUE(g.ok(at(5, "allied-move", " chits=1,6")));
  EXPECT_TRUE(
      g.ok("enter pr-6-ii 2303; enter pr-1-i 2307; enter pr-3-i 2308; enter pr-cav-iii 2309;"
           "enter pr-5-ii 2311; enter pr-art-ii 2312"));
}

TEST(Rule_9_2, GrouchyEntersLikeThePrussiansNotIntoEnemyZones) {
  Game g;  // aa-hvy placed at 2208 covers 2308 and 2309.
  ASSERT_TRUE(g.ok(at(5, "french-move", " chits=6,1") + "; place aa-hvy 2208"));
  EXPECT_TRUE(g.refused("enter fr-10-iii 2309", {"7.2", "R8", "9.2"}));
  EXPECT_TRUE(g.refused("enter fr-10-iii 2210", {"R8", "7.0", "9.2"}));
  EXPECT_TRUE(g.ok("enter fr-10-iii 2307"));
}

}  // namespace
