// Numbers and names that belong to the scenario are read from its asset
// (assets/scenario-standard.txt), not written in code: the turn labels (3.0), the turn the
// Grouchy chits become known (9.0, R8) and the dice chain's length (one value per
// player-turn, DICE-MODEL.md).
#include <gtest/gtest.h>

#include "match.h"
#include "rules.h"
#include "scenario.h"

using namespace naw;

TEST(ScenarioData, StandardScenarioLabelsTurnsAndRevealsChitsOnTurn5) {
  const Scenario& sc = Rules::standard()->scenario();
  EXPECT_EQ(sc.turnLabel(1), "1 pm");
  EXPECT_EQ(sc.turnLabel(10), "10 pm");
  EXPECT_EQ(sc.chitRevealTurn, 5);
  EXPECT_FALSE(sc.chitsRevealed(4, false));
  EXPECT_TRUE(sc.chitsRevealed(5, false));
  EXPECT_TRUE(sc.chitsRevealed(1, true));
  EXPECT_EQ(sc.playerTurns(), 20);
  EXPECT_EQ(persist::chainLength(), 20);
}

TEST(ScenarioData, AnotherScenarioSaysOtherwise) {
  std::string err;
  auto sc = Scenario::parse(
      "map m.csv\nunits u.csv\ncrt c.csv\nturns a b c d\nturn-label Turn {turn} of 4\n"
      "chit-reveal-turn 3\n",
      &err);
  ASSERT_TRUE(sc) << err;
  EXPECT_EQ(sc->turnLabel(2), "Turn 2 of 4");
  EXPECT_EQ(sc->playerTurns(), 8);
  EXPECT_FALSE(sc->chitsRevealed(2, false));
  EXPECT_TRUE(sc->chitsRevealed(3, false));
  // No label format: the turn's name; no reveal turn: the chits are known only at the end.
  auto plain = Scenario::parse("map m.csv\nunits u.csv\ncrt c.csv\nturns dawn noon\n", &err);
  ASSERT_TRUE(plain) << err;
  EXPECT_EQ(plain->turnLabel(2), "noon");
  EXPECT_FALSE(plain->chitsRevealed(2, false));
  EXPECT_FALSE(Scenario::parse("map m\nunits u\ncrt c\nturns a\nchit-reveal-turn x\n", &err));
}
