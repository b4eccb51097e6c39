// Golden obligations (5.1, R7): at the start of a combat phase, the units that must attack or
// be attacked are exactly the phasing units in an enemy zone of control and the enemy units
// with a phasing unit in theirs. Expected lists come from the independent oracle
//     python3 tests/tools/reach_oracle.py --obligations "<script>"
// for the start position and for the eight seeded random positions of perft_test.cpp, set to
// the combat phase of the side that moved.
#include <gtest/gtest.h>

#include "tools/cli_kit.h"

namespace {

TEST(Golden_Obligations, AtTheStartOfTheCombatPhase) {
  struct Case {
    const char* script;
    const char* owed;
  };
  const Case cases[] = {
      {"new; set turn=1 phase=french-combat", "aa-det fr-6-ii fr-9-ii fr-art-i"},
      {"new; clear; place fr-art-gd 0608; place fr-1c-i 1410; place fr-4-i 0504; place "
       "fr-3-i 0812; place fr-13c-iv 0604; place fr-yng-gd 1304; place fr-19-vi 1207; place "
       "fr-gren-gd 1212; place fr-3c-iii 1604; place aa-1br 1103; place aa-art-ii 0713; "
       "place aa-rt 0512; place aa-hvy 1302; place aa-2br 0409; place aa-2db 1105; place "
       "aa-gen 1202; place aa-art-res 1507; place aa-brn 0402; set turn=9 "
       "phase=french-combat",
       "aa-art-ii fr-3-i"},
      {"new; clear; place fr-art-vi 0502; place fr-art-i 0511; place fr-11c-iii 0509; place "
       "fr-20-vi 1011; place fr-12c-iii 0703; place fr-1c-i 1713; place fr-art-ii 1609; "
       "place fr-4-i 0911; place fr-6-ii 0811; place aa-1br 1507; place aa-gen 0714; place "
       "aa-dbc 0411; place aa-art-i 1413; place aa-6br 1612; place aa-2db 0614; place aa-rt "
       "1202; place aa-brn 1515; place aa-3br 1106; set turn=5 phase=french-combat",
       "aa-6br aa-dbc fr-1c-i fr-art-i"},
      {"new; clear; place fr-2c-ii 0807; place fr-12c-iii 1503; place fr-art-ii 1403; place "
       "fr-art-vi 0607; place fr-gd-hvy 1014; place fr-5c-ic 1506; place fr-2-i 1213; place "
       "fr-3-i 1512; place fr-14c-iv 1413; place aa-art-res 0504; place aa-rt 1507; place "
       "aa-1br 0405; place aa-hvy 1212; place aa-art-ii 0813; place aa-5br 1405; place "
       "aa-3br 0806; place aa-det 0709; place aa-art-i 1708; set turn=2 phase=allied-combat",
       "aa-3br aa-5br aa-hvy aa-rt fr-2-i fr-2c-ii fr-5c-ic"},
      {"new; clear; place fr-4-i 0807; place fr-art-ii 0910; place fr-9-ii 0514; place "
       "fr-yng-gd 1709; place fr-art-vi 1107; place fr-1-i 1214; place fr-gren-gd 0613; "
       "place fr-3c-iii 0511; place fr-13c-iv 0505; place aa-2db 0407; place aa-6br 1108; "
       "place aa-det 1404; place aa-4br 0907; place aa-hvy 0503; place aa-gen 0802; place "
       "aa-art-res 1311; place aa-5br 1315; place aa-art-i 1011; set turn=8 "
       "phase=allied-combat",
       "aa-4br aa-5br aa-6br fr-1-i fr-4-i fr-art-vi"},
      {"new; clear; place fr-13c-iv 1511; place fr-3-i 0812; place fr-gren-gd 1714; place "
       "fr-1-i 1010; place fr-gd-lt 1614; place fr-4-i 1604; place fr-9-ii 1313; place "
       "fr-gd-hvy 0409; place fr-14c-iv 1211; place aa-3br 0810; place aa-4br 0415; place "
       "aa-dbc 0614; place aa-art-ii 0602; place aa-art-i 1015; place aa-1br 1212; place "
       "aa-rt 1103; place aa-2br 1403; place aa-hvy 0514; set turn=4 phase=french-combat",
       "aa-1br fr-14c-iv fr-9-ii"},
      {"new; clear; place fr-gd-lt 1411; place fr-12c-iii 0508; place fr-art-ii 1302; place "
       "fr-3c-iii 0813; place fr-yng-gd 0411; place fr-1-i 0402; place fr-13c-iv 0611; place "
       "fr-art-i 1607; place fr-4-i 1415; place aa-3br 1212; place aa-lf 1713; place aa-hvy "
       "1015; place aa-5br 0914; place aa-6br 0407; place aa-rt 0902; place aa-2db 1303; "
       "place aa-4br 0710; place aa-3db 1711; set turn=5 phase=french-combat",
       "aa-2db aa-5br aa-6br fr-12c-iii fr-3c-iii fr-art-ii"},
      {"new; clear; place fr-3-i 0915; place fr-chas-gd 0612; place fr-12c-iii 1107; place "
       "fr-gd-lt 1604; place fr-6-ii 0414; place fr-13c-iv 0506; place fr-yng-gd 1315; place "
       "fr-art-vi 0512; place fr-3c-iii 1012; place aa-rt 1414; place aa-5br 0502; place "
       "aa-3db 1307; place aa-1br 0714; place aa-brn 0411; place aa-3br 0510; place aa-4br "
       "1203; place aa-2db 1113; place aa-art-ii 0505; set turn=6 phase=french-combat",
       "aa-2db aa-art-ii aa-brn aa-rt fr-13c-iv fr-3c-iii fr-art-vi fr-yng-gd"},
      {"new; clear; place fr-gd-hvy 0805; place fr-2c-ii 1014; place fr-13c-iv 1102; place "
       "fr-1-i 0606; place fr-art-vi 0709; place fr-chas-gd 1705; place fr-art-ii 0413; "
       "place fr-3-i 0509; place fr-gren-gd 0609; place aa-brn 0810; place aa-art-res 1307; "
       "place aa-lf 0713; place aa-3db 1108; place aa-2db 1602; place aa-gen 0409; place "
       "aa-5br 1209; place aa-hvy 1302; place aa-4br 1208; set turn=3 phase=french-combat",
       "aa-gen fr-3-i"},
  };
  for (const Case& c : cases) {
    nawtest::Game g;
    ASSERT_TRUE(g.ok(c.script));
    EXPECT_EQ(g.obligations(), nawtest::hexes(c.owed)) << c.script;
  }
}

}  // namespace
