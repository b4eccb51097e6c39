// Perft-style golden counts: the number of legal destinations (`moves UNIT`, including `exit`)
// of every unit of the moving side, in fixed positions on the real map.
//
// The expected numbers are NOT taken from the engine. They come from the independent oracle
// tests/tools/reach_oracle.py (Python standard library only: its own R2 neighbour table, the
// map and counter CSVs, and the movement rules 4.1-4.6, R7a, R9), generated with
//     python3 tests/tools/reach_oracle.py --cpp "<script>"     (per-unit counts)
//     python3 tests/tools/reach_oracle.py "<script>" | tail -1  (the total)
// for each script below (the oracle ignores the leading `new` before `clear`). Run the oracle
// without --cpp to see every unit's destination list when a count differs.
// If the engine disagrees, decide from the rules which side is wrong; never edit these numbers
// to match the engine (see tests/rules/FINDINGS.md).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "tools/cli_kit.h"

namespace {

struct Golden {
  const char* script;
  std::vector<std::pair<std::string, int>> perUnit;
  int total;
};

void checkGolden(const Golden& golden) {
  nawtest::Game g;
  ASSERT_TRUE(g.ok(golden.script));
  int total = 0, oracleTotal = 0;
  for (const auto& [unit, expected] : golden.perUnit) {
    const auto moves = g.moves(unit);
    EXPECT_EQ(static_cast<int>(moves.size()), expected) << unit << " in: " << golden.script;
    total += static_cast<int>(moves.size());
    oracleTotal += expected;
  }
  EXPECT_EQ(oracleTotal, golden.total) << "table and total out of step";
  EXPECT_EQ(total, golden.total) << golden.script;
}

// the start position, turn 1 French movement phase (Det/I in Hougoumont wood freezes 6/II, 9/II and
// I artillery).
TEST(Golden_Perft, StartFrenchMovement) {
  checkGolden({"new",
               {{"fr-1-i", 57},     {"fr-11c-iii", 55}, {"fr-12c-iii", 51}, {"fr-13c-iv", 73},
                {"fr-14c-iv", 74},  {"fr-19-vi", 47},   {"fr-1c-i", 66},    {"fr-2-i", 55},
                {"fr-20-vi", 39},   {"fr-2c-ii", 63},   {"fr-3-i", 54},     {"fr-3c-iii", 70},
                {"fr-4-i", 57},     {"fr-5-ii", 54},    {"fr-5c-ic", 67},   {"fr-6-ii", 0},
                {"fr-9-ii", 0},     {"fr-art-gd", 29},  {"fr-art-i", 0},    {"fr-art-ii", 27},
                {"fr-art-vi", 30},  {"fr-chas-gd", 32}, {"fr-gd-hvy", 47},  {"fr-gd-lt", 84},
                {"fr-gren-gd", 31}, {"fr-yng-gd", 36}},
               1198});
}

// the start position, Allied movement phase of turn 1 (Det/I frozen by three French units).
TEST(Golden_Perft, StartAlliedMovement) {
  checkGolden({"new; set turn=1 phase=allied-move",
               {{"aa-1br", 55},
                {"aa-2br", 57},
                {"aa-2db", 53},
                {"aa-3br", 53},
                {"aa-3db", 49},
                {"aa-4br", 60},
                {"aa-5br", 55},
                {"aa-6br", 50},
                {"aa-art-i", 28},
                {"aa-art-ii", 35},
                {"aa-art-res", 29},
                {"aa-brn", 58},
                {"aa-dbc", 85},
                {"aa-det", 0},
                {"aa-gen", 81},
                {"aa-hvy", 82},
                {"aa-lf", 83},
                {"aa-rt", 77}},
               990});
}

// French screen at the north edge: exits 0101-1001 (1001 by its road from 1002), woods 0804, Allied
// zones, passing through friends.
TEST(Golden_Perft, NorthExitScreenTurn6) {
  checkGolden(
      {"new; clear; place fr-gd-lt 0504; place fr-1-i 0703; place fr-2c-ii 0903; place fr-gren-gd "
       "1003; place fr-art-gd 0802; place fr-13c-iv 0305; place fr-4-i 0603; place fr-gd-hvy 1104; "
       "place aa-brn 0402; place aa-hvy 0805; place aa-rt 1202; set turn=6 phase=french-move",
       {{"fr-1-i", 41},
        {"fr-13c-iv", 62},
        {"fr-2c-ii", 56},
        {"fr-4-i", 44},
        {"fr-art-gd", 28},
        {"fr-gd-hvy", 67},
        {"fr-gd-lt", 83},
        {"fr-gren-gd", 43}},
       424});
}

// Allied units around Hougoumont: woods_road 0914 left only through 0813, building 0913, woods
// 1013.
TEST(Golden_Perft, HougoumontAlliedTurn2) {
  checkGolden(
      {"new; clear; place aa-det 0914; place aa-2br 0913; place aa-rt 0812; place aa-art-ii 1012; "
       "place aa-hvy 0710; place aa-4br 1110; place fr-6-ii 0815; place fr-9-ii 1115; place "
       "fr-gd-hvy 1016; place fr-art-i 0916; set turn=2 phase=allied-move",
       {{"aa-2br", 46},
        {"aa-4br", 59},
        {"aa-art-ii", 31},
        {"aa-det", 26},
        {"aa-hvy", 89},
        {"aa-rt", 75}},
       326});
}

// Prussians and Anglo-Allied cavalry on the east flank among woods 2102 2112 2116 2201, French
// zones.
TEST(Golden_Perft, PrussianFlankTurn4) {
  checkGolden(
      {"new; clear; place pr-5-ii 2308; place pr-cav-ii 2211; place pr-art-ii 2113; place pr-13-iv "
       "2016; place aa-lf 1903; place aa-gen 2104; place fr-1c-i 1911; place fr-4-i 1914; place "
       "fr-yng-gd 1716; place fr-art-vi 2009; set turn=4 phase=allied-move",
       {{"aa-gen", 50},
        {"aa-lf", 51},
        {"pr-13-iv", 13},
        {"pr-5-ii", 25},
        {"pr-art-ii", 17},
        {"pr-cav-ii", 31}},
       187});
}

// French cavalry among the woods-road chain 1601-1602-1503 and woods 1502 1702; 5C/IC frozen next
// to DBC.
TEST(Golden_Perft, WoodsRoadNorthTurn7) {
  checkGolden(
      {"new; clear; place fr-gd-lt 1604; place fr-11c-iii 1403; place fr-2-i 1704; place fr-art-ii "
       "1505; place fr-5c-ic 1701; place aa-dbc 1801; place aa-3db 1203; set turn=7 "
       "phase=french-move",
       {{"fr-11c-iii", 58}, {"fr-2-i", 45}, {"fr-5c-ic", 0}, {"fr-art-ii", 32}, {"fr-gd-lt", 99}},
       234});
}

// Turn 3, Allied movement: the nine regular Prussians may enter (R8) -- `moves` lists the
// hexes they may end on after entering (cli_session.h), which the oracle models as: every
// non-woods column-23 hex neither French-occupied nor in a French zone, plus what is reachable
// from there with the allowance less 1 MP. 1/I at 2208 closes 2308/2309; 2/I sits on 2313.
TEST(Golden_Perft, PrussianEntryTurn3) {
  checkGolden(
      {"new; place aa-det 0110; place fr-1-i 2208; place fr-2-i 2313; set turn=3 "
       "phase=allied-move",
       {{"aa-1br", 55},     {"aa-2br", 57},   {"aa-2db", 53},  {"aa-3br", 53},    {"aa-3db", 49},
        {"aa-4br", 60},     {"aa-5br", 55},   {"aa-6br", 50},  {"aa-art-i", 28},  {"aa-art-ii", 35},
        {"aa-art-res", 29}, {"aa-brn", 58},   {"aa-dbc", 85},  {"aa-det", 34},    {"aa-gen", 81},
        {"aa-hvy", 82},     {"aa-lf", 81},    {"aa-rt", 77},   {"pr-13-iv", 36},  {"pr-14-iv", 36},
        {"pr-15-iv", 36},   {"pr-16-iv", 36}, {"pr-5-ii", 36}, {"pr-art-ii", 24}, {"pr-art-iv", 24},
        {"pr-cav-ii", 49},  {"pr-cav-iv", 49}},
       1348});
}

// Eight seeded random positions (9 French + 9 Allied units on non-woods hexes of columns
// 04-17, rows 02-15: Hougoumont, La Haye Sainte, woods 0804 1013 1406 1502 ...), generated
// once with Python's random.Random(seed), seeds 1-8; counts from the oracle as above.
TEST(Golden_Perft, RandomPosition1) {
  checkGolden(
      {"new; clear; place fr-art-gd 0608; place fr-1c-i 1410; place fr-4-i 0504; place fr-3-i "
       "0812; place fr-13c-iv 0604; place fr-yng-gd 1304; place fr-19-vi 1207; place fr-gren-gd "
       "1212; place fr-3c-iii 1604; place aa-1br 1103; place aa-art-ii 0713; place aa-rt 0512; "
       "place aa-hvy 1302; place aa-2br 0409; place aa-2db 1105; place aa-gen 1202; place "
       "aa-art-res 1507; place aa-brn 0402; set turn=9 phase=french-move",
       {{"fr-13c-iv", 74},
        {"fr-19-vi", 51},
        {"fr-1c-i", 84},
        {"fr-3-i", 0},
        {"fr-3c-iii", 65},
        {"fr-4-i", 51},
        {"fr-art-gd", 32},
        {"fr-gren-gd", 57},
        {"fr-yng-gd", 31}},
       445});
}

TEST(Golden_Perft, RandomPosition2) {
  checkGolden(
      {"new; clear; place fr-art-vi 0502; place fr-art-i 0511; place fr-11c-iii 0509; place "
       "fr-20-vi 1011; place fr-12c-iii 0703; place fr-1c-i 1713; place fr-art-ii 1609; place "
       "fr-4-i 0911; place fr-6-ii 0811; place aa-1br 1507; place aa-gen 0714; place aa-dbc "
       "0411; place aa-art-i 1413; place aa-6br 1612; place aa-2db 0614; place aa-rt 1202; place "
       "aa-brn 1515; place aa-3br 1106; set turn=5 phase=french-move",
       {{"fr-11c-iii", 79},
        {"fr-12c-iii", 64},
        {"fr-1c-i", 0},
        {"fr-20-vi", 52},
        {"fr-4-i", 54},
        {"fr-6-ii", 50},
        {"fr-art-i", 0},
        {"fr-art-ii", 33},
        {"fr-art-vi", 27}},
       359});
}

TEST(Golden_Perft, RandomPosition3) {
  checkGolden(
      {"new; clear; place fr-2c-ii 0807; place fr-12c-iii 1503; place fr-art-ii 1403; place "
       "fr-art-vi 0607; place fr-gd-hvy 1014; place fr-5c-ic 1506; place fr-2-i 1213; place "
       "fr-3-i 1512; place fr-14c-iv 1413; place aa-art-res 0504; place aa-rt 1507; place aa-1br "
       "0405; place aa-hvy 1212; place aa-art-ii 0813; place aa-5br 1405; place aa-3br 0806; "
       "place aa-det 0709; place aa-art-i 1708; set turn=2 phase=allied-move",
       {{"aa-1br", 50},
        {"aa-3br", 0},
        {"aa-5br", 0},
        {"aa-art-i", 34},
        {"aa-art-ii", 31},
        {"aa-art-res", 35},
        {"aa-det", 43},
        {"aa-hvy", 0},
        {"aa-rt", 0}},
       193});
}

TEST(Golden_Perft, RandomPosition4) {
  checkGolden(
      {"new; clear; place fr-4-i 0807; place fr-art-ii 0910; place fr-9-ii 0514; place fr-yng-gd "
       "1709; place fr-art-vi 1107; place fr-1-i 1214; place fr-gren-gd 0613; place fr-3c-iii "
       "0511; place fr-13c-iv 0505; place aa-2db 0407; place aa-6br 1108; place aa-det 1404; "
       "place aa-4br 0907; place aa-hvy 0503; place aa-gen 0802; place aa-art-res 1311; place "
       "aa-5br 1315; place aa-art-i 1011; set turn=8 phase=allied-move",
       {{"aa-2db", 48},
        {"aa-4br", 0},
        {"aa-5br", 0},
        {"aa-6br", 0},
        {"aa-art-i", 28},
        {"aa-art-res", 36},
        {"aa-det", 53},
        {"aa-gen", 57},
        {"aa-hvy", 55}},
       277});
}

TEST(Golden_Perft, RandomPosition5) {
  checkGolden(
      {"new; clear; place fr-13c-iv 1511; place fr-3-i 0812; place fr-gren-gd 1714; place fr-1-i "
       "1010; place fr-gd-lt 1614; place fr-4-i 1604; place fr-9-ii 1313; place fr-gd-hvy 0409; "
       "place fr-14c-iv 1211; place aa-3br 0810; place aa-4br 0415; place aa-dbc 0614; place "
       "aa-art-ii 0602; place aa-art-i 1015; place aa-1br 1212; place aa-rt 1103; place aa-2br "
       "1403; place aa-hvy 0514; set turn=4 phase=french-move",
       {{"fr-1-i", 44},
        {"fr-13c-iv", 84},
        {"fr-14c-iv", 0},
        {"fr-3-i", 41},
        {"fr-4-i", 44},
        {"fr-9-ii", 0},
        {"fr-gd-hvy", 71},
        {"fr-gd-lt", 84},
        {"fr-gren-gd", 54}},
       422});
}

TEST(Golden_Perft, RandomPosition6) {
  checkGolden(
      {"new; clear; place fr-gd-lt 1411; place fr-12c-iii 0508; place fr-art-ii 1302; place "
       "fr-3c-iii 0813; place fr-yng-gd 0411; place fr-1-i 0402; place fr-13c-iv 0611; place "
       "fr-art-i 1607; place fr-4-i 1415; place aa-3br 1212; place aa-lf 1713; place aa-hvy "
       "1015; place aa-5br 0914; place aa-6br 0407; place aa-rt 0902; place aa-2db 1303; place "
       "aa-4br 0710; place aa-3db 1711; set turn=5 phase=french-move",
       {{"fr-1-i", 41},
        {"fr-12c-iii", 0},
        {"fr-13c-iv", 75},
        {"fr-3c-iii", 0},
        {"fr-4-i", 40},
        {"fr-art-i", 34},
        {"fr-art-ii", 0},
        {"fr-gd-lt", 98},
        {"fr-yng-gd", 50}},
       338});
}

TEST(Golden_Perft, RandomPosition7) {
  checkGolden(
      {"new; clear; place fr-3-i 0915; place fr-chas-gd 0612; place fr-12c-iii 1107; place "
       "fr-gd-lt 1604; place fr-6-ii 0414; place fr-13c-iv 0506; place fr-yng-gd 1315; place "
       "fr-art-vi 0512; place fr-3c-iii 1012; place aa-rt 1414; place aa-5br 0502; place aa-3db "
       "1307; place aa-1br 0714; place aa-brn 0411; place aa-3br 0510; place aa-4br 1203; place "
       "aa-2db 1113; place aa-art-ii 0505; set turn=6 phase=french-move",
       {{"fr-12c-iii", 76},
        {"fr-13c-iv", 0},
        {"fr-3-i", 29},
        {"fr-3c-iii", 0},
        {"fr-6-ii", 40},
        {"fr-art-vi", 0},
        {"fr-chas-gd", 40},
        {"fr-gd-lt", 95},
        {"fr-yng-gd", 0}},
       280});
}

TEST(Golden_Perft, RandomPosition8) {
  checkGolden(
      {"new; clear; place fr-gd-hvy 0805; place fr-2c-ii 1014; place fr-13c-iv 1102; place "
       "fr-1-i 0606; place fr-art-vi 0709; place fr-chas-gd 1705; place fr-art-ii 0413; place "
       "fr-3-i 0509; place fr-gren-gd 0609; place aa-brn 0810; place aa-art-res 1307; place "
       "aa-lf 0713; place aa-3db 1108; place aa-2db 1602; place aa-gen 0409; place aa-5br 1209; "
       "place aa-hvy 1302; place aa-4br 1208; set turn=3 phase=french-move",
       {{"fr-1-i", 58},
        {"fr-13c-iv", 48},
        {"fr-2c-ii", 63},
        {"fr-3-i", 0},
        {"fr-art-ii", 34},
        {"fr-art-vi", 29},
        {"fr-chas-gd", 53},
        {"fr-gd-hvy", 81},
        {"fr-gren-gd", 43}},
       409});
}

// Full destination lists (not just counts) of a few units where the woods-road and exit rules
// bite, copied from the oracle's plain output (python3 tests/tools/reach_oracle.py "<script>").
TEST(Golden_Perft, DestinationListsWhereWoodsRoadsAndExitsMatter) {
  struct Case {
    const char* script;
    const char* unit;
    const char* list;
  };
  const Case cases[] = {
      {"new; clear; place aa-det 0914; place aa-2br 0913; place aa-rt 0812; place aa-art-ii 1012; "
       "place aa-hvy 0710; place aa-4br 1110; place fr-6-ii 0815; place fr-9-ii 1115; "
       "place fr-gd-hvy 1016; place fr-art-i 0916; set turn=2 phase=allied-move",
       "aa-det",
       "0512 0513 0514 0515 0611 0612 0613 0614 0615 0711 0712 0713 0714 0715 0810 0811 0812 0813 "
       "0814 0911 0912 0913 1011 1012 1112 1113"},
      {"new; clear; place fr-gd-lt 0504; place fr-1-i 0703; place fr-2c-ii 0903; place fr-gren-gd "
       "1003; "
       "place fr-art-gd 0802; place fr-13c-iv 0305; place fr-4-i 0603; place fr-gd-hvy 1104; "
       "place aa-brn 0402; place aa-hvy 0805; place aa-rt 1202; set turn=6 phase=french-move",
       "fr-art-gd",
       "0501 0502 0503 0504 0601 0602 0603 0604 0701 0702 0703 0704 0705 0801 0803 0901 0902 0903 "
       "0904 0905 1001 1002 1003 1004 1102 1103 1104 exit"},
      {"new; clear; place fr-gd-lt 1604; place fr-11c-iii 1403; place fr-2-i 1704; place fr-art-ii "
       "1505; "
       "place fr-5c-ic 1701; place aa-dbc 1801; place aa-3db 1203; set turn=7 phase=french-move",
       "fr-11c-iii",
       "1002 1004 1005 1006 1102 1103 1104 1105 1106 1107 1201 1202 1204 1205 1206 1207 1301 1302 "
       "1303 1304 1305 1306 1307 1308 1401 1402 1404 1405 1407 1501 1503 1504 1505 1506 1507 1508 "
       "1601 1602 1603 1604 1605 1606 1607 1701 1703 1704 1705 1706 1707 1802 1803 1804 1805 1806 "
       "1903 1904 1905 1906"},
  };
  for (const Case& c : cases) {
    nawtest::Game g;
    ASSERT_TRUE(g.ok(c.script));
    EXPECT_EQ(g.moves(c.unit), nawtest::hexes(c.list)) << c.unit;
  }
}

}  // namespace
