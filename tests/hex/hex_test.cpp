// Hex geometry and map property tests (rules 2.1, 4.2; rulings R2, R3, R9).
// Expected values come from ruling R2's neighbour table and the printed map, written out
// here by hand -- never from the functions under test.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "assets.h"
#include "hex.h"
#include "map.h"

namespace {

using naw::Hex;

const naw::Map& gameMap() {
  static const naw::Map map = [] {
    std::string err;
    auto m = naw::Map::parse(naw::assetText("map-1979.csv"), &err);
    if (!m) ADD_FAILURE() << "map asset does not parse: " << err;
    return m ? *m : naw::Map{};
  }();
  return map;
}

Hex H(const char* s) { return naw::parseHex(s); }

// R2's neighbour table, written out literally (independent of the cube maths in hex.h).
Hex r2Neighbour(Hex h, int dir) {
  const int c = h.col, r = h.row;
  const bool even = c % 2 == 0;
  switch (dir) {
    case naw::N:
      return {c, r - 1};
    case naw::S:
      return {c, r + 1};
    case naw::NE:
      return even ? Hex{c + 1, r} : Hex{c + 1, r - 1};
    case naw::SE:
      return even ? Hex{c + 1, r + 1} : Hex{c + 1, r};
    case naw::NW:
      return even ? Hex{c - 1, r} : Hex{c - 1, r - 1};
    case naw::SW:
      return even ? Hex{c - 1, r + 1} : Hex{c - 1, r};
  }
  return {};
}

TEST(Hex_R2, NeighbourTableMatchesRulingForEveryHexAndDirection) {
  for (Hex h : gameMap().hexes())
    for (int d = 0; d < naw::kDirections; ++d)
      EXPECT_EQ(naw::neighbor(h, d), r2Neighbour(h, d)) << naw::formatHex(h) << " dir " << d;
}

TEST(Hex_R2, NeighbourExamplesEvenColumn) {
  // 0804 (even column): N 0803, NE 0904, SE 0905, S 0805, SW 0705, NW 0704.
  const Hex h = H("0804");
  EXPECT_EQ(naw::neighbor(h, naw::N), H("0803"));
  EXPECT_EQ(naw::neighbor(h, naw::NE), H("0904"));
  EXPECT_EQ(naw::neighbor(h, naw::SE), H("0905"));
  EXPECT_EQ(naw::neighbor(h, naw::S), H("0805"));
  EXPECT_EQ(naw::neighbor(h, naw::SW), H("0705"));
  EXPECT_EQ(naw::neighbor(h, naw::NW), H("0704"));
}

TEST(Hex_R2, NeighbourExamplesOddColumn) {
  // 0914 (odd column, Hougoumont wood): N 0913, NE 1013, SE 1014, S 0915, SW 0814, NW 0813.
  const Hex h = H("0914");
  EXPECT_EQ(naw::neighbor(h, naw::N), H("0913"));
  EXPECT_EQ(naw::neighbor(h, naw::NE), H("1013"));
  EXPECT_EQ(naw::neighbor(h, naw::SE), H("1014"));
  EXPECT_EQ(naw::neighbor(h, naw::S), H("0915"));
  EXPECT_EQ(naw::neighbor(h, naw::SW), H("0814"));
  EXPECT_EQ(naw::neighbor(h, naw::NW), H("0813"));
}

TEST(Hex_R2, NeighbourSymmetryWithOppositeDirection) {
  const auto& map = gameMap();
  for (Hex a : map.hexes())
    for (int d = 0; d < naw::kDirections; ++d) {
      const Hex b = naw::neighbor(a, d);
      EXPECT_EQ(naw::neighbor(b, naw::opposite(d)), a) << naw::formatHex(a) << " dir " << d;
      EXPECT_EQ(naw::directionTo(a, b), d);
      EXPECT_EQ(naw::directionTo(b, a), naw::opposite(d));
    }
}

TEST(Hex_R2, SixDistinctNeighboursEachAtDistanceOne) {
  for (Hex a : gameMap().hexes()) {
    std::set<std::pair<int, int>> seen;
    for (int d = 0; d < naw::kDirections; ++d) {
      const Hex b = naw::neighbor(a, d);
      seen.insert({b.col, b.row});
      EXPECT_EQ(naw::distance(a, b), 1);
    }
    EXPECT_EQ(seen.size(), 6u) << naw::formatHex(a);
  }
}

TEST(Hex_R2, DistanceOneIffNeighbourAndZeroIffSame) {
  const auto& hexes = gameMap().hexes();
  for (Hex a : hexes)
    for (Hex b : hexes) {
      const int dist = naw::distance(a, b);
      EXPECT_EQ(dist == 1, naw::directionTo(a, b) >= 0)
          << naw::formatHex(a) << "-" << naw::formatHex(b);
      EXPECT_EQ(dist == 0, a == b);
    }
}

TEST(Hex_R2, DistanceSymmetricAndTriangleInequality) {
  const auto& hexes = gameMap().hexes();
  for (Hex a : hexes)
    for (Hex b : hexes) ASSERT_EQ(naw::distance(a, b), naw::distance(b, a));
  // Triangle inequality over a stride of hexes (full cube is 55M triples: too slow).
  for (std::size_t i = 0; i < hexes.size(); i += 7)
    for (std::size_t j = 0; j < hexes.size(); j += 3)
      for (std::size_t k = 0; k < hexes.size(); k += 5)
        ASSERT_LE(naw::distance(hexes[i], hexes[k]),
                  naw::distance(hexes[i], hexes[j]) + naw::distance(hexes[j], hexes[k]));
}

TEST(Hex_R2, DistanceEqualsBreadthFirstStepCount) {
  // Distance must be the number of steps through the R2 neighbour table on an open grid.
  const Hex from = H("1209");
  std::vector<std::vector<int>> steps(30, std::vector<int>(25, -1));
  std::vector<Hex> frontier = {from};
  steps[from.col][from.row] = 0;
  while (!frontier.empty()) {
    std::vector<Hex> next;
    for (Hex h : frontier)
      for (int d = 0; d < 6; ++d) {
        const Hex n = r2Neighbour(h, d);
        if (n.col < 1 || n.col > 27 || n.row < 1 || n.row > 22 || steps[n.col][n.row] >= 0)
          continue;
        steps[n.col][n.row] = steps[h.col][h.row] + 1;
        next.push_back(n);
      }
    frontier = next;
  }
  for (Hex h : gameMap().hexes())
    EXPECT_EQ(naw::distance(from, h), steps[h.col][h.row]) << naw::formatHex(h);
  // Hand-checked examples: R4 terrain-key example (0803 to 0805/0705/0905 are 2 apart).
  EXPECT_EQ(naw::distance(H("0803"), H("0805")), 2);
  EXPECT_EQ(naw::distance(H("0803"), H("0705")), 2);
  EXPECT_EQ(naw::distance(H("0803"), H("0905")), 2);
  EXPECT_EQ(naw::distance(H("0912"), H("0914")), 2);
  EXPECT_EQ(naw::distance(H("0101"), H("2317")), 22 + 5);  // 22 columns east, then 5 more rows
}

TEST(Hex_R2, CubeRoundTripAndCubeInvariant) {
  for (Hex h : gameMap().hexes()) {
    const naw::Cube c = naw::toCube(h);
    EXPECT_EQ(c.q + c.r + c.s, 0);
    EXPECT_EQ(naw::toHex(c), h);
  }
}

TEST(Hex_R2, ParseFormatRoundTripAndRejection) {
  for (Hex h : gameMap().hexes()) EXPECT_EQ(naw::parseHex(naw::formatHex(h)), h);
  EXPECT_EQ(naw::formatHex({9, 14}), "0914");
  EXPECT_EQ(naw::formatHex({23, 17}), "2317");
  EXPECT_EQ(H("1517"), (Hex{15, 17}));
  for (const char* bad : {"", "914", "09145", "09a4", " 0914", "0914 ", "-914", "ABCD"})
    EXPECT_FALSE(naw::parseHex(bad).valid()) << "'" << bad << "'";
  EXPECT_FALSE(gameMap().onMap(H("0000")));
}

TEST(Map_2_1, ThreeHundredEightyHexesOddColumns17EvenColumns16) {
  const auto& map = gameMap();
  EXPECT_EQ(map.hexes().size(), 380u);
  EXPECT_EQ(map.columns(), 23);
  for (int c = 1; c <= 23; ++c) {
    const int rows = c % 2 ? 17 : 16;
    EXPECT_TRUE(map.onMap({c, rows})) << c;
    EXPECT_FALSE(map.onMap({c, rows + 1})) << c;
    EXPECT_TRUE(map.onMap({c, 1}));
    EXPECT_FALSE(map.onMap({c, 0}));
  }
  EXPECT_FALSE(map.onMap({24, 1}));
  EXPECT_FALSE(map.onMap({0, 5}));
  EXPECT_FALSE(map.onMap(H("0217")));
  EXPECT_TRUE(map.onMap(H("0117")));
}

TEST(Map_2_1, RoadHexsidesAreSymmetric) {
  const auto& map = gameMap();
  int roadSides = 0;
  for (Hex a : map.hexes())
    for (int d = 0; d < 6; ++d) {
      const Hex b = naw::neighbor(a, d);
      if (!map.onMap(b)) continue;
      const bool ab = map.at(a).roads >> d & 1u, ba = map.at(b).roads >> naw::opposite(d) & 1u;
      EXPECT_EQ(ab, ba) << naw::formatHex(a) << "->" << naw::formatHex(b);
      EXPECT_EQ(map.roadBetween(a, b), ab);
      roadSides += ab;
    }
  EXPECT_GT(roadSides, 60);  // the map has two long highways plus side roads
}

TEST(Map_2_1, TerrainKeyFacts) {
  const auto& map = gameMap();
  EXPECT_EQ(map.at(H("0913")).terrain, naw::Terrain::Building);  // Hougoumont
  EXPECT_TRUE(map.at(H("0913")).fortified);
  EXPECT_EQ(map.at(H("0914")).terrain, naw::Terrain::WoodsRoad);  // Hougoumont wood
  EXPECT_EQ(map.at(H("0914")).roads & 0x3F, 1u << naw::NW);
  EXPECT_EQ(map.at(H("1310")).terrain, naw::Terrain::Building);  // La Haye Sainte
  EXPECT_TRUE(map.at(H("1310")).fortified);
  EXPECT_EQ(map.at(H("0804")).terrain, naw::Terrain::Woods);  // terrain-key bombardment example
  EXPECT_EQ(map.at(H("0803")).terrain, naw::Terrain::Clear);
  EXPECT_EQ(map.at(H("1001")).terrain, naw::Terrain::WoodsRoad);  // R9 exit hex
  EXPECT_EQ(map.at(H("1711")).terrain, naw::Terrain::Building);   // Papelotte
  EXPECT_TRUE(map.blocksLineOfSight(H("0804")));
  EXPECT_TRUE(map.blocksLineOfSight(H("0914")));
  EXPECT_FALSE(map.blocksLineOfSight(H("0913")));
  EXPECT_FALSE(map.blocksLineOfSight(H("0803")));
  // R8: column 23 non-woods hexes are exactly the eight Prussian entry hexes.
  std::vector<std::string> entry;
  for (int r = 1; r <= 17; ++r)
    if (map.at({23, r}).terrain != naw::Terrain::Woods) entry.push_back(naw::formatHex({23, r}));
  EXPECT_EQ(entry, (std::vector<std::string>{"2303", "2307", "2308", "2309", "2311", "2312", "2313",
                                             "2316"}));
}

TEST(Map_4_2, WoodsAreNeverEntered) {
  const auto& map = gameMap();
  int woods = 0;
  for (Hex w : map.hexes()) {
    if (map.at(w).terrain != naw::Terrain::Woods) continue;
    ++woods;
    for (int d = 0; d < 6; ++d) {
      const Hex n = naw::neighbor(w, d);
      if (map.onMap(n)) {
        EXPECT_FALSE(map.traversable(n, w)) << naw::formatHex(n) << "->" << naw::formatHex(w);
      }
    }
  }
  EXPECT_EQ(woods, 23);  // counted on the map asset: 23 plain woods hexes
  EXPECT_FALSE(map.traversable(H("0803"), H("0804")));
  EXPECT_FALSE(map.traversable(H("0914"), H("1013")));  // Hougoumont wood -> woods 1013
}

TEST(Map_4_2, HougoumontWoodOnlyAcrossItsNorthWestRoad) {
  const auto& map = gameMap();
  // 0914's only road hexside is NW, shared with 0813.
  EXPECT_TRUE(map.traversable(H("0813"), H("0914")));
  EXPECT_TRUE(map.traversable(H("0914"), H("0813")));
  for (const char* other : {"0913", "1013", "1014", "0915", "0814"}) {
    EXPECT_FALSE(map.traversable(H(other), H("0914"))) << other;
    EXPECT_FALSE(map.traversable(H("0914"), H(other))) << other;
  }
}

TEST(Map_4_2, WoodsRoadHexesOnlyAcrossRoadHexsides) {
  const auto& map = gameMap();
  for (Hex w : map.hexes()) {
    if (map.at(w).terrain != naw::Terrain::WoodsRoad) continue;
    for (int d = 0; d < 6; ++d) {
      const Hex n = naw::neighbor(w, d);
      if (!map.onMap(n) || map.at(n).terrain == naw::Terrain::Woods) continue;
      const bool road = map.at(w).roads >> d & 1u;
      EXPECT_EQ(map.traversable(n, w), road) << naw::formatHex(n) << "->" << naw::formatHex(w);
      EXPECT_EQ(map.traversable(w, n), road) << naw::formatHex(w) << "->" << naw::formatHex(n);
    }
  }
  // 1001 (exit hex): only from/to 1002 (its S road). 1601-1602-1503 woods-road chain.
  EXPECT_TRUE(map.traversable(H("1002"), H("1001")));
  EXPECT_FALSE(map.traversable(H("0901"), H("1001")));
  EXPECT_FALSE(map.traversable(H("0902"), H("1001")));
  EXPECT_TRUE(map.traversable(H("1601"), H("1602")));
  EXPECT_TRUE(map.traversable(H("1602"), H("1503")));
  EXPECT_FALSE(map.traversable(H("1603"), H("1602")));
}

TEST(Map_4_2, ClearAndBuildingFreelyEnteredFromNonWoods) {
  const auto& map = gameMap();
  for (Hex a : map.hexes()) {
    if (map.at(a).terrain == naw::Terrain::Woods || map.at(a).terrain == naw::Terrain::WoodsRoad)
      continue;
    for (int d = 0; d < 6; ++d) {
      const Hex b = naw::neighbor(a, d);
      if (!map.onMap(b)) continue;
      const auto t = map.at(b).terrain;
      if (t == naw::Terrain::Clear || t == naw::Terrain::Building) {
        EXPECT_TRUE(map.traversable(a, b)) << naw::formatHex(a) << "->" << naw::formatHex(b);
      }
    }
  }
}

}  // namespace
