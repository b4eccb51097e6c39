// Ruling C10 (9.0): the Prussian groups are placed at the start of the Allied movement phase
// of their turn plus the delay D, and every group is delayed one turn more each time a group
// falls due while an Allied unit stands on 7072-7075. Played from the start position through
// `end`, the Allied player moving only the units standing on the Prussian squares, in the
// turns named.
//
// The placement turns are NOT taken from the engine: they come from the independent oracle
//     python3 tests/tools/cn_oracle.py --prussians <cleared turns>
// (its own reading of cn-units.csv's arrival turns and of C10's delay). The squares are the
// roster's (cn-units.csv); the moves were checked legal with the oracle's `moves`.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "tools/cli_kit.h"

namespace {

struct Unit {
  const char* id;
  int group;  // scheduled turn (cn-units.csv arrival)
  const char* square;
};
const std::vector<Unit> kPrussians = {
    {"IG", 3, "7072"}, {"IF", 3, "7073"}, {"CE", 3, "7074"}, {"AB", 3, "7075"}, {"II", 4, "7074"},
    {"IH", 4, "7075"}, {"IK", 5, "7072"}, {"IJ", 5, "7073"}, {"CF", 5, "7074"}, {"AF", 5, "7075"},
    {"IL", 6, "7073"}, {"CG", 6, "7074"}, {"AG", 6, "7075"}};

// placed: scheduled turn -> turn placed (0: never); moves: turn -> commands of that Allied
// movement phase.
void checkArrivals(const std::map<int, int>& placed, const std::map<int, std::string>& moves) {
  nawtest::Game g;
  ASSERT_TRUE(g.ok("new scenario=cn"));
  for (int turn = 1; turn <= 10; ++turn) {
    for (int guard = 0; g.status("phase") != "allied-move" && guard < 6; ++guard)
      ASSERT_TRUE(g.ok("end"));
    ASSERT_EQ(g.status("turn"), std::to_string(turn));
    for (const Unit& u : kPrussians) {
      const int when = placed.at(u.group);
      const std::string where = nawtest::splitWords(g.line(std::string("where ") + u.id)).back();
      if (when == 0 || when > turn) {
        EXPECT_EQ(where, "waiting") << u.id << " on turn " << turn;
      } else if (when == turn) {
        EXPECT_EQ(where, u.square) << u.id << " placed on turn " << turn;
      } else {
        EXPECT_NE(where, "waiting") << u.id << " on turn " << turn;
      }
    }
    if (moves.count(turn)) {
      ASSERT_TRUE(g.ok(moves.at(turn)));
    }
    ASSERT_TRUE(g.ok("end; end; end"));  // allied-move, allied-setup, allied-resolve
  }
  EXPECT_EQ(g.status("winner"), "draw");
}

// python3 tests/tools/cn_oracle.py --prussians ""  -> 3: 3, 4: never, 5: never, 6: never
TEST(Golden_CN_C10, NobodyLeavesThePrussianSquares) {
  checkArrivals({{3, 3}, {4, 0}, {5, 0}, {6, 0}}, {});
}

// python3 tests/tools/cn_oracle.py --prussians 3,5  -> 3: 3, 4: 4, 5: 6, 6: never
TEST(Golden_CN_C10, SquaresClearedOnTurnsThreeAndFive) {
  checkArrivals({{3, 3}, {4, 4}, {5, 6}, {6, 0}},
                {{3, "move IG 6871; move IF 6872; move CE 6673; move AB 6875"},
                 {5, "move II 6874; move IH 6973"}});
}

}  // namespace
