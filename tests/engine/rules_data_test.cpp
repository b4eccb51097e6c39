// The data layer of the rules: CRT (R5), odds (6.2), line of sight (R4), scenario (R8, R9).
#include <gtest/gtest.h>

#include "engine_test_util.h"
#include "rules.h"

namespace {

using namespace naw;
using nawengine::H;

TEST(Ruling_R5, CombatResultsTableIsTheSecondTableOf1979) {
  const Crt& crt = Rules::standard()->crt();
  const char* expected[6][10] = {
      {"Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De", "De"},
      {"Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De"},
      {"Ae", "Ae", "Ae", "Ar", "Dr", "Dr", "Dr", "De", "De", "De"},
      {"Ae", "Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "De", "De", "De"},
      {"Ae", "Ae", "Ae", "Ar", "Ar", "Ee", "Dr", "Ee", "Ee", "De"},
      {"Ae", "Ae", "Ae", "Ae", "Ar", "Ar", "Ee", "Ee", "Ee", "De"},
  };
  ASSERT_EQ(crt.columns(), 10);
  for (int die = 1; die <= 6; ++die)
    for (int c = 0; c < 10; ++c)
      EXPECT_STREQ(combatResultName(crt.result(c, die)), expected[die - 1][c]) << die << " " << c;
  EXPECT_EQ(crt.columnName(0), "1-5");
  EXPECT_EQ(crt.columnName(9), "6-1");
}

TEST(Rule_6_2, OddsRoundInTheDefendersFavourAndClamp) {
  const Crt& crt = Rules::standard()->crt();
  auto odds = [&](int a, int d) { return crt.columnName(crt.oddsColumn(a, d)); };
  EXPECT_EQ(odds(11, 4), "2-1");  // the rulebook's example
  EXPECT_EQ(odds(4, 9), "1-3");   // R5: below 1-1 the defender is favoured too
  EXPECT_EQ(odds(4, 8), "1-2");
  EXPECT_EQ(odds(5, 5), "1-1");
  EXPECT_EQ(odds(5, 6), "1-2");
  EXPECT_EQ(odds(1, 9), "1-5");   // clamped
  EXPECT_EQ(odds(30, 2), "6-1");  // clamped
  EXPECT_EQ(odds(12, 2), "6-1");
  EXPECT_EQ(odds(11, 2), "5-1");
}

TEST(Ruling_R4, TerrainKeyLineOfSightExamples) {
  const Rules& r = *Rules::standard();
  EXPECT_FALSE(r.canBombard(r.index(H("0803")), r.index(H("0805"))));  // woods in 0804
  EXPECT_TRUE(r.canBombard(r.index(H("0803")), r.index(H("0705"))));
  EXPECT_TRUE(r.canBombard(r.index(H("0803")), r.index(H("0905"))));
  EXPECT_TRUE(r.canBombard(r.index(H("0912")), r.index(H("0914"))));   // into woods-road
  EXPECT_FALSE(r.canBombard(r.index(H("0803")), r.index(H("0804"))));  // range exactly 2
  EXPECT_FALSE(r.canBombard(r.index(H("0803")), r.index(H("0806"))));
}

TEST(Ruling_R8, StandardScenarioAsset) {
  const Scenario& sc = Rules::standard()->scenario();
  EXPECT_EQ(sc.turns(), 10);
  EXPECT_EQ(sc.turnNames.front(), "1pm");
  EXPECT_EQ(sc.turnNames.back(), "10pm");
  std::vector<std::string> entry;
  for (Hex h : sc.entryHexes) entry.push_back(formatHex(h));
  EXPECT_EQ(entry, (std::vector<std::string>{"2303", "2307", "2308", "2309", "2311", "2312", "2313",
                                             "2316"}));
  EXPECT_EQ(sc.exitHexes.size(), 10u);
  EXPECT_EQ(sc.lossThreshold, 40);
  EXPECT_EQ(sc.exitUnits, 7);
}

TEST(Ruling_R9, ExitFrom1001OnlyAlongItsRoad) {
  const Rules& r = *Rules::standard();
  for (const char* h : {"0101", "0501", "0901"}) EXPECT_TRUE(r.canExitFrom(r.index(H(h)))) << h;
  EXPECT_EQ(r.map().at(H("1001")).terrain, Terrain::WoodsRoad);
  EXPECT_TRUE(r.canExitFrom(r.index(H("1001"))));  // its road leaves the map
  EXPECT_FALSE(r.isExit(r.index(H("1101"))));
}

TEST(Assets, ParsersRejectBrokenText) {
  std::string err;
  EXPECT_FALSE(Crt::parse("die,1-1\n1,Xx\n", &err));
  EXPECT_FALSE(Crt::parse("", &err));
  EXPECT_FALSE(Scenario::parse("turns 1pm\nbogus line\n", &err));
  EXPECT_FALSE(Scenario::parse("reinforce side=allied when=chit=9 turn=3 pool=3 take=all\n", &err));
  EXPECT_FALSE(Rules::load("no-such-scenario.txt", &err));
}

}  // namespace
