// The Waterloo 20 map (w20-map.csv, rulings W4-W6): 22 x 26 flat-topped hexes numbered CCRR,
// even columns half a hex lower (the NAW layout, ruling R2: naw's hex.h gives the geometry).
// In code a hex is its index (col - 1) * 26 + (row - 1); CCRR only in text.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "games/w20/state.h"

namespace w20 {

enum class Terrain : std::uint8_t { Clear, Forest, Town, Chateau };
// Directions as in w20-map.csv and naw::Dir: N NE SE S SW NW.
constexpr int kDirs = 6;

// Set-up areas and special hexes (W3, W5), as bits of Cell::special.
enum Special : std::uint16_t {
  kSetupAd = 1 << 0,
  kSetupPr = 1 << 1,
  kSetupFr = 1 << 2,
  kLocFrench = 1 << 3,
  kLocAngloDutch = 1 << 4,
  kLocPrussian = 1 << 5,
  kEntryFrench = 1 << 6,
  kEntryAngloDutch = 1 << 7,
  kEntryPrussian = 1 << 8,
};

struct Cell {
  Terrain terrain = Terrain::Clear;
  std::uint8_t road = 0;    // bit d: a road crosses side d
  std::uint8_t river = 0;   // bit d: a river hexside (bridged ones included)
  std::uint8_t bridge = 0;  // bit d: a bridge over that river side
  std::uint8_t offmapRoad = 0;
  std::uint16_t special = 0;
  std::string name;
};

struct Map {
  std::array<Cell, kHexes> cells{};
  std::array<std::array<std::int16_t, kDirs>, kHexes> next{};  // neighbour or kNoHex
  std::array<int, 3> entry{{kNoHex, kNoHex, kNoHex}};          // per Army (W25)
  std::array<std::array<int, 2>, 3> loc{};                     // per Army, two LOC hexes (W5)

  const Cell& cell(int hex) const { return cells[static_cast<std::size_t>(hex)]; }
  int neighbour(int hex, int dir) const {
    return next[static_cast<std::size_t>(hex)][static_cast<std::size_t>(dir)];
  }
  // The direction from a to an adjacent b, or -1.
  int directionTo(int a, int b) const;
  // An unbridged river on side `dir` of `hex` (blocks movement, ZOC, attack, advance, retreat).
  bool riverBlocks(int hex, int dir) const {
    const Cell& c = cell(hex);
    return ((c.river & ~c.bridge) >> dir) & 1;
  }
  bool bridgeOn(int hex, int dir) const { return (cell(hex).bridge >> dir) & 1; }
  bool roadOn(int hex, int dir) const { return (cell(hex).road >> dir) & 1; }
  // W10 adjacency: a shared hexside that is not an unbridged river (a table: the rules ask
  // it of every counter for every hex they look at).
  bool adjacent(int a, int b) const {
    return (open[static_cast<std::size_t>(a)][static_cast<std::size_t>(b) / 64] >> (b % 64)) & 1;
  }
  std::array<std::array<std::uint64_t, (kHexes + 63) / 64>, kHexes> open{};
  int combatValue(int hex) const;  // W6: +0 clear, +1 forest, +1 town, +2 chateau
};

const Map& theMap();

// Text forms: "CCRR" -> index (kNoHex unless four digits naming a map hex); index -> "CCRR".
int parseHex(std::string_view text);
std::string formatHex(int hex);
constexpr int hexIndex(int col, int row) {
  return col >= 1 && col <= kCols && row >= 1 && row <= kRows ? (col - 1) * kRows + (row - 1)
                                                              : kNoHex;
}
constexpr int colOf(int hex) { return hex / kRows + 1; }
constexpr int rowOf(int hex) { return hex % kRows + 1; }
int hexDistance(int a, int b);  // grid distance, whatever the hexsides (W10)

}  // namespace w20
