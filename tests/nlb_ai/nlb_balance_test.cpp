// The army levels in force (assets/nlb/nlb-army-levels.csv, src/games/nlb/BALANCE.md): N18's
// first setting (the Anglo-Allied disintegration level, once raised to 52, is back at 45).
#include <gtest/gtest.h>

#include "games/nlb/game.h"

namespace {

using nlb::Army;
using nlb::Game;

TEST(NlbBalance, Ruling_N18_LevelsAreTheScenarioData) {
  EXPECT_EQ(Game::demoralizationLevel(Army::French), 40);
  EXPECT_EQ(Game::demoralizationLevel(Army::Anglo), 30);
  EXPECT_EQ(Game::disintegrationLevel(Army::Anglo), 45);
  EXPECT_EQ(Game::demoralizationLevel(Army::Prussian), 15);
  EXPECT_EQ(Game::disintegrationLevel(Army::Prussian), 22);
}

// N19: 44 Anglo-Allied points lost leave the game on (demoralized only); 45 end it at once.
TEST(NlbBalance, Ruling_N19_AngloAlliedDisintegrationAt45EndsTheGame) {
  Game g = Game::newGame(1);
  g.editSet(3, nlb::Phase::FrenchMove, 0, 44, 0, 0, 0);
  EXPECT_FALSE(g.over());
  EXPECT_TRUE(g.demoralized(Army::Anglo));
  EXPECT_FALSE(g.disintegrated(Army::Anglo));
  g.editSet(3, nlb::Phase::FrenchMove, 0, 45, 0, 0, 0);
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.state().winner, nlb::Winner::French);
}

}  // namespace
