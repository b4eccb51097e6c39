// The grid (C2), map (C3) and roster (C4) of Computer Napoleonics.
#include <gtest/gtest.h>

#include "cn_fixture.h"
#include "games/cn/grid.h"
#include "games/cn/map.h"
#include "games/cn/units.h"

namespace cn {
namespace {
using namespace cn::test;

TEST(CnGrid, Ruling_C2_RowsAndColumns) {
  // lo(r) as listed in C2: rows 51-52: 51-68 ... 69-70: 60-77.
  const int expected[20] = {51, 51, 52, 52, 53, 53, 54, 54, 55, 55,
                            56, 56, 57, 57, 58, 58, 59, 59, 60, 60};
  for (int r = 51; r <= 70; ++r) {
    EXPECT_EQ(rowLo(r), expected[r - 51]) << r;
    EXPECT_TRUE(onMap(r, rowLo(r)));
    EXPECT_TRUE(onMap(r, rowLo(r) + 17));
    EXPECT_FALSE(onMap(r, rowLo(r) - 1));
    EXPECT_FALSE(onMap(r, rowLo(r) + 18));
  }
  int n = 0;
  for (int code = 0; code <= 9999; ++code)
    if (squareOfCode(code) != kNoSquare) {
      ++n;
      EXPECT_EQ(codeOf(squareOfCode(code)), code);
    }
  EXPECT_EQ(n, 360);
  EXPECT_EQ(parseSquare("5861"), squareOfCode(5861));
  EXPECT_EQ(formatSquare(squareOfCode(5861)), "5861");
  EXPECT_EQ(parseSquare("5850"), kNoSquare);  // row 58 starts at column 54
  EXPECT_EQ(parseSquare("586"), kNoSquare);
  EXPECT_EQ(parseSquare("7177"), kNoSquare);
}

TEST(CnGrid, CN_4_31_PathCheck) {
  // 6463 -> 2 -> 6464 -> 2 -> 6465 -> 1 -> 6365.
  int sq = S(6463);
  sq = neighbour(sq, 2);
  EXPECT_EQ(codeOf(sq), 6464);
  sq = neighbour(sq, 2);
  EXPECT_EQ(codeOf(sq), 6465);
  sq = neighbour(sq, 1);
  EXPECT_EQ(codeOf(sq), 6365);
  // And in play: ie moves 6463 -> 6365 along that path on the first turn (4.31).
  Game g = Game::newGame(1);
  EXPECT_EQ(tryApply(g, path("ie", {6464, 6465, 6365})), "ok");
  EXPECT_EQ(where(g, "ie"), 6365);
}

TEST(CnGrid, CN_5_4_DirectionsAndDistance) {
  const int c = S(6060);
  const int expected[7] = {0, 5960, 6061, 6161, 6160, 6059, 5959};
  for (int d = 1; d <= 6; ++d) {
    EXPECT_EQ(codeOf(neighbour(c, d)), expected[d]) << d;
    EXPECT_EQ(neighbour(neighbour(c, d), opposite(d)), c);
    EXPECT_EQ(distance(c, neighbour(c, d)), 1);
  }
  EXPECT_EQ(distance(S(6463), S(6365)), 3);
  EXPECT_EQ(distance(S(6060), S(6262)), 2);
  EXPECT_EQ(distance(S(6060), S(6258)), 4);  // max(|2|, |-2|, |4|)
}

TEST(CnGrid, Ruling_C2_EdgesHaveFewerNeighbours) {
  auto count = [](int sq) {
    int n = 0;
    for (int d = 1; d <= 6; ++d) n += neighbour(sq, d) != kNoSquare;
    return n;
  };
  EXPECT_EQ(count(S(5151)), 3);  // top-left corner: right, down-right, down-left
  EXPECT_EQ(count(S(6060)), 6);
  EXPECT_EQ(count(S(7077)), 3);
  EXPECT_EQ(count(S(5168)), 2);  // top-right: down-left and left only
  EXPECT_EQ(neighbour(S(5168), 2), kNoSquare);
}

TEST(CnGrid, Ruling_C9_ExitAndPrussianSquares) {
  int exits = 0;
  for (int sq = 0; sq < kSquares; ++sq) exits += isExitSquare(sq);
  EXPECT_EQ(exits, 8);
  for (int code : kExitCodes) EXPECT_TRUE(isExitSquare(S(code))) << code;
  EXPECT_FALSE(isExitSquare(S(5972)));  // last square of row 59 is not an exit
  for (int code : kPrussianCodes) EXPECT_TRUE(isPrussianSquare(S(code)));
  EXPECT_FALSE(isPrussianSquare(S(7071)));
}

TEST(CnMap, Ruling_C3_MapFacts) {
  const Map& m = theMap();
  ASSERT_TRUE(m.loaded());
  EXPECT_EQ(m.terrain(S(5861)), Terrain::Chateau);
  EXPECT_EQ(m.name(S(5861)), "Hougomont");
  EXPECT_EQ(m.terrain(S(5860)), Terrain::Woods);
  EXPECT_EQ(m.terrain(S(5961)), Terrain::Woods);
  EXPECT_EQ(m.terrain(S(6265)), Terrain::Chateau);
  EXPECT_EQ(m.terrain(S(6768)), Terrain::Village);  // 4.41: IO defends doubled
  int counts[4] = {0, 0, 0, 0};
  for (int sq = 0; sq < kSquares; ++sq) ++counts[static_cast<int>(m.terrain(sq))];
  EXPECT_EQ(counts[0], 316);
  EXPECT_EQ(counts[1], 20);
  EXPECT_EQ(counts[2], 21);
  EXPECT_EQ(counts[3], 3);
  for (int code : kExitCodes) EXPECT_EQ(m.terrain(S(code)), Terrain::Clear);
  for (int code : kPrussianCodes) EXPECT_EQ(m.terrain(S(code)), Terrain::Clear);
}

TEST(CnUnits, Ruling_C4_Roster) {
  const Roster& r = theRoster();
  ASSERT_TRUE(r.loaded());
  int french = 0, allied = 0, prussian = 0;
  for (int u = 0; u < kUnits; ++u) {
    const UnitDef& d = r.unit(u);
    (d.side == Side::French ? french : allied)++;
    prussian += d.prussian();
    EXPECT_NE(theMap().terrain(d.square), Terrain::Woods) << d.id;
    // 5.12: artillery 3 (horse 5), cavalry 5, infantry 4, garrisons 0.
    const int mp = d.type == UnitType::Artillery  ? (d.horseArtillery ? 5 : 3)
                   : d.type == UnitType::Cavalry  ? 5
                   : d.type == UnitType::Infantry ? 4
                                                  : 0;
    EXPECT_EQ(d.movement, mp) << d.id;
  }
  EXPECT_EQ(french, 25);
  EXPECT_EQ(allied, 33);
  EXPECT_EQ(prussian, 13);
  // Case-sensitive ids: IA is Allied 7-4, ia French 6-4; II and ii differ.
  EXPECT_EQ(r.unit(r.find("IA")).side, Side::Allied);
  EXPECT_EQ(r.unit(r.find("ia")).side, Side::French);
  EXPECT_NE(r.find("II"), r.find("ii"));
  EXPECT_EQ(r.find("Ia"), -1);
  EXPECT_EQ(r.unit(r.find("IR")).type, UnitType::Garrison);
  EXPECT_EQ(r.unit(r.find("IS")).square, S(6265));
  EXPECT_EQ(r.unit(r.find("IR")).strength, 8);
}

TEST(CnUnits, Ruling_C5_StartingPosition) {
  const Game g = Game::newGame(7);
  const Step st = g.step();
  EXPECT_EQ(st.turn, 1);
  EXPECT_EQ(st.phase, Phase::FrenchMove);
  EXPECT_EQ(st.acting, Side::French);
  int onMap = 0, waiting = 0;
  for (int u = 0; u < kUnits; ++u) {
    onMap += g.statusOf(u) == UnitStatus::OnMap;
    waiting += g.statusOf(u) == UnitStatus::Waiting;
  }
  EXPECT_EQ(onMap, 45);
  EXPECT_EQ(waiting, 13);
  EXPECT_EQ(g.threshold(), 50);
  EXPECT_EQ(Game::newGame(7, true).threshold(), 60);
}

}  // namespace
}  // namespace cn
