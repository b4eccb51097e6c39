// The map: terrain and roads of every hex, loaded from the map asset (a CSV text).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hex.h"

namespace naw {

enum class Terrain : std::uint8_t { Clear, Woods, WoodsRoad, Building };

const char* terrainName(Terrain t);  // "clear", "woods", "woods_road", "building"

struct HexInfo {
  Terrain terrain = Terrain::Clear;
  bool fortified = false;        // walled farm: same effect as building in the standard rules
  std::uint8_t roads = 0;        // bit d set: a road crosses hexside d (Dir), on or off the map
  std::uint8_t roadsOffmap = 0;  // bit d set: that road leaves the map through hexside d
  std::string name;              // place name printed on the map, or empty
};

class Map {
 public:
  // Parses the map asset. On failure returns nullopt and describes the first bad line.
  static std::optional<Map> parse(std::string_view csv, std::string* error = nullptr);

  bool onMap(Hex h) const { return index(h) >= 0; }
  // Precondition: onMap(h).
  const HexInfo& at(Hex h) const { return info_[static_cast<std::size_t>(index(h))]; }
  // All hexes on the map, ascending by printed number.
  const std::vector<Hex>& hexes() const { return hexes_; }
  int columns() const { return columns_; }
  int rowsInColumn(int col) const { return (col % 2 == 1) ? oddRows_ : oddRows_ - 1; }
  // The attribution comment lines of the asset (source of the digitization), without '#'.
  const std::string& attribution() const { return attribution_; }

  // True if a road crosses the hexside between adjacent hexes a and b (either listing counts).
  bool roadBetween(Hex a, Hex b) const;
  // Terrain that blocks artillery fire over it (R3/R4): woods and woods_road.
  bool blocksLineOfSight(Hex h) const;
  // 4.2 / R3: may a unit cross from a to adjacent b in a movement-like step? Woods are never
  // entered; woods_road hexes only across a road hexside. b must be on the map.
  bool traversable(Hex from, Hex to) const;

  // Dense index 0..(size-1) for per-hex arrays, or -1 when off the map.
  int index(Hex h) const {
    if (h.col < 1 || h.col > columns_ || h.row < 1 || h.row > rowsInColumn(h.col)) return -1;
    return (h.col - 1) * oddRows_ + (h.row - 1);
  }
  int indexSize() const { return columns_ * oddRows_; }

 private:
  int columns_ = 0;
  int oddRows_ = 0;
  std::vector<HexInfo> info_;
  std::vector<Hex> hexes_;
  std::string attribution_;
};

}  // namespace naw
