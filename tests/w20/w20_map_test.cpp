// The map and the counters (rulings W2-W6): what the engine reads from assets/w20.
#include "w20_kit.h"

namespace w20::test {
namespace {

TEST(W20Map, Ruling_W4_GridOf572HexesNumberedCCRR) {
  EXPECT_EQ(kHexes, 572);
  for (int h = 0; h < kHexes; ++h) EXPECT_EQ(parseHex(formatHex(h)), h);
  EXPECT_EQ(parseHex("2300"), kNoHex);
  EXPECT_EQ(parseHex("0127"), kNoHex);
  // Neighbours (W4): odd column 09: NE (10, r-1); even column 08: NE (09, r).
  const Map& m = Game::map();
  EXPECT_EQ(m.neighbour(H("0914"), 1), H("1013"));
  EXPECT_EQ(m.neighbour(H("0815"), 1), H("0915"));
  EXPECT_EQ(m.neighbour(H("0815"), 4), H("0716"));
  EXPECT_EQ(m.neighbour(H("0101"), 0), kNoHex);
}

TEST(W20Map, Ruling_W4_DistancesBetweenTheNamedPlaces) {
  EXPECT_EQ(hexDistance(H("0914"), H("1518")), 7);   // Quatre Bras - Ligny
  EXPECT_EQ(hexDistance(H("0825"), H("0914")), 12);  // Charleroi - Quatre Bras (W4: 12)
  EXPECT_EQ(hexDistance(H("0914"), H("0706")), 9);   // Quatre Bras - Mont-Saint-Jean
  EXPECT_EQ(hexDistance(H("1604"), H("0807")), 8);   // Wavre - Plancenoit
  EXPECT_EQ(hexDistance(H("1617"), H("1604")), 13);  // Sombreffe - Wavre
}

TEST(W20Map, Ruling_W5_TerrainCountsAndHougoumont) {
  int count[4] = {0, 0, 0, 0};
  for (int h = 0; h < kHexes; ++h) ++count[static_cast<int>(Game::map().cell(h).terrain)];
  EXPECT_EQ(count[0], 521);
  EXPECT_EQ(count[1], 37);
  EXPECT_EQ(count[2], 13);
  EXPECT_EQ(count[3], 1);
  EXPECT_EQ(Game::map().cell(H("0607")).terrain, Terrain::Chateau);
  EXPECT_EQ(Game::map().combatValue(H("0607")), 2);  // W6
  EXPECT_EQ(Game::map().combatValue(H("1518")), 1);  // Ligny, a town
  EXPECT_EQ(Game::map().combatValue(H("0814")), 1);  // Bois de Bossu
  EXPECT_EQ(Game::map().combatValue(H("0915")), 0);
}

TEST(W20Map, Ruling_W5_RiversAndBridgesOnBothHexes) {
  const Map& m = Game::map();
  int river = 0, bridge = 0;
  for (int h = 0; h < kHexes; ++h)
    for (int d = 0; d < kDirs; ++d) {
      const bool r = (m.cell(h).river >> d) & 1, b = m.bridgeOn(h, d);
      river += r;
      bridge += b;
      const int n = m.neighbour(h, d);
      if (r || b) {
        ASSERT_NE(n, kNoHex);
        const int back = (d + 3) % 6;
        EXPECT_EQ(((m.cell(n).river >> back) & 1) != 0, r) << formatHex(h);
        EXPECT_EQ(m.bridgeOn(n, back), b) << formatHex(h);
      }
    }
  EXPECT_EQ(river, 2 * 61);
  EXPECT_EQ(bridge, 2 * 6);
  // Charleroi bridge 0825|0826 is no obstacle; the Sambre at 0625 SE is one.
  EXPECT_TRUE(m.adjacent(H("0825"), H("0826")));
  EXPECT_FALSE(m.riverBlocks(H("0825"), m.directionTo(H("0825"), H("0826"))));
  EXPECT_TRUE(m.riverBlocks(H("0625"), 2));
}

TEST(W20Map, Ruling_W5_LocAndEntryHexes) {
  const Map& m = Game::map();
  EXPECT_EQ(m.entry[0], H("0826"));
  EXPECT_EQ(m.entry[1], H("0112"));
  EXPECT_EQ(m.entry[2], H("2204"));
  auto has = [&](int army, const char* hex) {
    return m.loc[static_cast<std::size_t>(army)][0] == H(hex) ||
           m.loc[static_cast<std::size_t>(army)][1] == H(hex);
  };
  EXPECT_TRUE(has(0, "0826") && has(0, "0626"));
  EXPECT_TRUE(has(1, "0601") && has(1, "0105"));
  EXPECT_TRUE(has(2, "2218") && has(2, "2204"));
}

TEST(W20Map, Ruling_W3_NoFrenchSetupHexBesideAnAlliedOne) {
  const Map& m = Game::map();
  int fr = 0, ad = 0, pr = 0;
  for (int h = 0; h < kHexes; ++h) {
    const auto sp = m.cell(h).special;
    fr += (sp & kSetupFr) != 0;
    ad += (sp & kSetupAd) != 0;
    pr += (sp & kSetupPr) != 0;
    if (!(sp & kSetupFr)) continue;
    for (int d = 0; d < kDirs; ++d) {
      const int n = m.neighbour(h, d);
      if (n != kNoHex) {
        EXPECT_FALSE(m.cell(n).special & (kSetupAd | kSetupPr)) << formatHex(h);
      }
    }
  }
  EXPECT_EQ(fr, 11);
  EXPECT_EQ(ad, 5);
  EXPECT_EQ(pr, 5);
}

TEST(W20Units, Ruling_W2_TwentyCountersInAscendingIdOrder) {
  const Roster& r = Game::roster();
  for (int u = 1; u < kUnits; ++u) EXPECT_LT(r[u - 1].id, r[u].id);  // W31
  EXPECT_EQ(r[kFrIg].id, "fr-ig");
  EXPECT_EQ(r[kPrIv].id, "pr-iv");
  int cavalry[2] = {0, 0}, corps[2] = {0, 0};
  for (int u = 0; u < kUnits; ++u) {
    if (r[u].type == UnitType::Cavalry) ++cavalry[sideIndex(r[u].side)];
    if (r[u].type == UnitType::Corps) ++corps[sideIndex(r[u].side)];
  }
  EXPECT_EQ(cavalry[0], 4);
  EXPECT_EQ(cavalry[1], 1);  // Ux only: Prussian III is an army corps (W2)
  EXPECT_EQ(corps[0], 6);
  EXPECT_EQ(corps[1], 7);
  EXPECT_EQ(r[kPrIii].type, UnitType::Corps);
  EXPECT_EQ(r[kPrIii].movement, 2);
  EXPECT_EQ(r[kFrIg].strength, 4);
  EXPECT_EQ(r[kAdUx].movement, 3);
}

}  // namespace
}  // namespace w20::test
