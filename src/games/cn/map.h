// The Computer Napoleonics map (ruling C3): every square's terrain and name, read once from
// the embedded assets/cn/cn-map.csv.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "games/cn/grid.h"

namespace cn {

enum class Terrain : std::uint8_t { Clear, Woods, Village, Chateau };
const char* terrainName(Terrain t);  // "clear", "woods", "village", "chateau"

class Map {
 public:
  Terrain terrain(int sq) const { return terrain_[static_cast<std::size_t>(sq)]; }
  const std::string& name(int sq) const { return name_[static_cast<std::size_t>(sq)]; }
  // Woods are never entered (5.15), not even by retreat or advance.
  bool passable(int sq) const { return validSquare(sq) && terrain(sq) != Terrain::Woods; }
  // Village and chateau double a defender (6.4).
  bool doublesDefence(int sq) const {
    return terrain(sq) == Terrain::Village || terrain(sq) == Terrain::Chateau;
  }
  bool loaded() const { return loaded_; }  // false only if the embedded CSV failed to parse

 private:
  friend Map loadMap();
  std::array<Terrain, kSquares> terrain_{};
  std::array<std::string, kSquares> name_{};
  bool loaded_ = false;
};

// The map, parsed on first use from the embedded CSV (inline: called in hot loops).
Map loadMap();
inline const Map& theMap() {
  static const Map map = loadMap();
  return map;
}

}  // namespace cn
