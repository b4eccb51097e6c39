// Ruling R4 exhaustively: for EVERY pair of non-woods hexes two apart on the real map, the
// artillery may bombard (5.6) unless woods / woods_road block the line of fire.
//
// The blocked pairs are NOT taken from the engine: they come from the independent oracle
//     python3 tests/tools/reach_oracle.py --los
// (3642 range-2 pairs, 82 blocked), which reads R4 for range 2 as: the line between centres
// either crosses the centre of the single hex adjacent to both (blocked if that hex is woods
// or woods_road) or runs along the hexside between the two hexes adjacent to both (blocked
// only if both are woods or woods_road). Includes the terrain-key examples 0803-0805 (blocked),
// 0803-0705 / 0803-0905 / 0912-0914 (clear).
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "assets.h"
#include "hex.h"
#include "map.h"
#include "tools/cli_kit.h"

namespace {

constexpr const char* kBlocked =
    "0704-0905 0705-0904 0803-0805 0805-0803 0813-1014 0901-1102 0904-0705 0905-0704 0913-0915 "
    "0913-1014 0913-1114 0914-1113 0915-0913 1012-1014 1014-0813 1014-0913 1014-1012 1102-0901 "
    "1113-0914 1114-0913 1306-1507 1307-1506 1401-1602 1402-1601 1402-1602 1402-1603 1403-1602 "
    "1405-1407 1407-1405 1501-1503 1501-1602 1503-1501 1503-1601 1506-1307 1507-1306 1601-1402 "
    "1601-1503 1601-1603 1601-1703 1601-1802 1602-1401 1602-1402 1602-1403 1602-1501 1602-1701 "
    "1602-1801 1603-1402 1603-1601 1701-1602 1701-1703 1703-1601 1703-1701 1801-1602 1802-1601 "
    "1815-2016 1816-2015 1915-1917 1917-1915 2001-2202 2011-2212 2012-2211 2015-1816 2015-2216 "
    "2016-1815 2101-2103 2101-2202 2103-2101 2111-2113 2113-2111 2115-2117 2115-2216 2115-2316 "
    "2117-2115 2202-2001 2202-2101 2211-2012 2212-2011 2216-2015 2216-2115 2309-2311 2311-2309 "
    "2316-2115 ";

TEST(Golden_R4, LineOfSightOfEveryRangeTwoPair) {
  std::set<std::string> blocked;
  std::istringstream in(kBlocked);
  for (std::string w; in >> w;) blocked.insert(w);
  ASSERT_EQ(blocked.size(), 82u);
  EXPECT_EQ(blocked.count("0803-0805"), 1u);
  EXPECT_EQ(blocked.count("0803-0705") + blocked.count("0803-0905") + blocked.count("0912-0914"),
            0u);

  const auto map = *naw::Map::parse(naw::assetText("map-1979.csv"));
  int pairs = 0, engineBlocked = 0;
  for (naw::Hex a : map.hexes()) {
    if (map.at(a).terrain == naw::Terrain::Woods) continue;
    for (naw::Hex t : map.hexes()) {
      if (map.at(t).terrain == naw::Terrain::Woods || naw::distance(a, t) != 2) continue;
      ++pairs;
      const std::string key = naw::formatHex(a) + "-" + naw::formatHex(t);
      nawtest::Game g;
      ASSERT_TRUE(g.ok("new; clear; place aa-3db " + naw::formatHex(t) + "; place fr-art-gd " +
                       naw::formatHex(a) + "; set turn=1 phase=french-combat; dice 2"));
      const auto w = nawtest::splitWords(g.line("attack -> aa-3db bombard=fr-art-gd"));
      const bool refused = !w.empty() && w[0] == "error";
      engineBlocked += refused;
      if (blocked.count(key)) {
        EXPECT_TRUE(refused && w.size() > 1 && w[1] == "R4") << key << " should be blocked (R4)";
      } else {
        EXPECT_FALSE(refused) << key
                              << " should be clear: " << (w.empty() ? "" : w[0] + " " + w[1]);
      }
    }
  }
  EXPECT_EQ(pairs, 3642);
  EXPECT_EQ(engineBlocked, 82);
}

}  // namespace
