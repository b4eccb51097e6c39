#include "games/cn/map.h"

#include "games/cn/assets.h"
#include "games/cn/csv_lines.h"

namespace cn {

const char* terrainName(Terrain t) {
  switch (t) {
    case Terrain::Clear:
      return "clear";
    case Terrain::Woods:
      return "woods";
    case Terrain::Village:
      return "village";
    case Terrain::Chateau:
      return "chateau";
  }
  return "?";
}

Map loadMap() {
  {
    Map m;
    int rows = 0;
    bool good = true;
    detail::forEachCsvRow(assetText("cn-map.csv"), [&](const auto& f) {
      const int sq = f.size() >= 2 ? squareOfCode(detail::toInt(f[0])) : kNoSquare;
      if (sq == kNoSquare) {
        good = false;
        return;
      }
      Terrain t = Terrain::Clear;
      if (f[1] == "woods")
        t = Terrain::Woods;
      else if (f[1] == "village")
        t = Terrain::Village;
      else if (f[1] == "chateau")
        t = Terrain::Chateau;
      else if (f[1] != "clear")
        good = false;
      m.terrain_[static_cast<std::size_t>(sq)] = t;
      if (f.size() >= 3) m.name_[static_cast<std::size_t>(sq)] = std::string(f[2]);
      ++rows;
    });
    m.loaded_ = good && rows == kSquares;
    return m;
  }
}

}  // namespace cn
