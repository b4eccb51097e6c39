#include "player_text.h"

#include <gtest/gtest.h>

#include "game.h"

namespace naw::ui {
namespace {

const Rules& standardRules() {
  static const Game game = Game::newGame();
  return game.rules();
}

// 4.5's refusal as the engine words it, shown with the counter's designation.
TEST(PlayerText, Rule_4_5_RefusalNamesTheCounterNotItsId) {
  EXPECT_EQ(
      withUnitLabels(standardRules(), "fr-6-ii is in an enemy zone of control and cannot move"),
      "6/II is in an enemy zone of control and cannot move");
}

TEST(PlayerText, OnlyWholeIdsAreReplaced) {
  const Rules& r = standardRules();
  EXPECT_EQ(withUnitLabels(r, "aa-1br, fr-gren-gd."), "1 Br/I, Gren Gd.");
  EXPECT_EQ(withUnitLabels(r, "aa-1brx and xfr-6-ii stay"), "aa-1brx and xfr-6-ii stay");
  EXPECT_EQ(withUnitLabels(r, "hex 1209 to 1210"), "hex 1209 to 1210");
}

TEST(PlayerText, CitedRulesAreFoundOnceInOrder) {
  EXPECT_EQ(citedRules("Must attack (5.1); see R7a and 6.6, then 5.1 again"),
            (std::vector<std::string>{"5.1", "R7a", "6.6"}));
  EXPECT_EQ(citedRules("R7: stacking"), (std::vector<std::string>{"R7"}));
}

TEST(PlayerText, NumbersThatAreNotRuleCasesAreNotCited) {
  EXPECT_TRUE(citedRules("hex 1209, 2-1 odds, 1.2.3, ROAD, 10.5 km").empty());
  EXPECT_TRUE(citedRules("R99 and 9.9").empty());  // no such ruling or case
}

}  // namespace
}  // namespace naw::ui
