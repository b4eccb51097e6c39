#include "map.h"

#include "csv.h"

namespace naw {

const char* terrainName(Terrain t) {
  switch (t) {
    case Terrain::Clear:
      return "clear";
    case Terrain::Woods:
      return "woods";
    case Terrain::WoodsRoad:
      return "woods_road";
    case Terrain::Building:
      return "building";
  }
  return "?";
}

namespace {

bool parseTerrain(std::string_view s, Terrain& t) {
  if (s == "clear")
    t = Terrain::Clear;
  else if (s == "woods")
    t = Terrain::Woods;
  else if (s == "woods_road")
    t = Terrain::WoodsRoad;
  else if (s == "building")
    t = Terrain::Building;
  else
    return false;
  return true;
}

bool parseDirs(std::string_view s, std::uint8_t& mask) {
  static constexpr std::string_view kNames[6] = {"N", "NE", "SE", "S", "SW", "NW"};
  mask = 0;
  for (std::string_view word : csv::splitFields(csv::trim(s), ' ')) {
    if (word.empty()) continue;
    int found = -1;
    for (int d = 0; d < 6; ++d)
      if (word == kNames[d]) found = d;
    if (found < 0) return false;
    mask = static_cast<std::uint8_t>(mask | (1u << found));
  }
  return true;
}

}  // namespace

std::optional<Map> Map::parse(std::string_view text, std::string* error) {
  struct Row {
    Hex hex;
    HexInfo info;
  };
  std::vector<Row> rows;
  std::string comments, err;
  bool header = true;
  csv::forEachLine(text, &comments, [&](int lineNo, std::string_view line) {
    if (header) {  // hex,terrain,tag,road,road_offmap,name
      header = false;
      if (line.substr(0, 12) != "hex,terrain,") err = "map: missing header line";
      return err.empty();
    }
    auto f = csv::splitFields(line);
    if (f.size() != 6) {
      err = "map line " + std::to_string(lineNo) + ": expected 6 fields";
      return false;
    }
    Row row;
    row.hex = parseHex(csv::trim(f[0]));
    if (!row.hex.valid() || !parseTerrain(csv::trim(f[1]), row.info.terrain) ||
        !parseDirs(f[3], row.info.roads) || !parseDirs(f[4], row.info.roadsOffmap)) {
      err = "map line " + std::to_string(lineNo) + ": bad hex, terrain or road";
      return false;
    }
    row.info.fortified = csv::trim(f[2]) == "fortified";
    row.info.roads = static_cast<std::uint8_t>(row.info.roads | row.info.roadsOffmap);
    row.info.name = std::string(csv::trim(f[5]));
    rows.push_back(std::move(row));
    return true;
  });
  if (err.empty() && rows.empty()) err = "map: no hexes";
  Map map;
  if (err.empty()) {
    for (const Row& r : rows) {
      if (r.hex.col > map.columns_) map.columns_ = r.hex.col;
      if (r.hex.row > map.oddRows_) map.oddRows_ = r.hex.row;
    }
    map.info_.assign(static_cast<std::size_t>(map.indexSize()), HexInfo{});
    std::vector<bool> seen(map.info_.size(), false);
    for (const Row& r : rows) {
      const int i = map.index(r.hex);
      if (i < 0 || seen[static_cast<std::size_t>(i)]) {
        err = "map: hex " + formatHex(r.hex) + " is outside the grid or listed twice";
        break;
      }
      seen[static_cast<std::size_t>(i)] = true;
      map.info_[static_cast<std::size_t>(i)] = r.info;
    }
    for (int c = 1; err.empty() && c <= map.columns_; ++c)
      for (int r = 1; r <= map.rowsInColumn(c); ++r) {
        if (!seen[static_cast<std::size_t>(map.index({c, r}))]) {
          err = "map: hex " + formatHex({c, r}) + " is missing";
          break;
        }
        map.hexes_.push_back({c, r});
      }
  }
  if (!err.empty()) {
    if (error) *error = err;
    return std::nullopt;
  }
  map.attribution_ = comments;
  return map;
}

bool Map::roadBetween(Hex a, Hex b) const {
  const int d = directionTo(a, b);
  if (d < 0) return false;
  const bool fromA = onMap(a) && (at(a).roads >> d & 1u);
  const bool fromB = onMap(b) && (at(b).roads >> opposite(d) & 1u);
  return fromA || fromB;
}

bool Map::blocksLineOfSight(Hex h) const {
  if (!onMap(h)) return false;
  const Terrain t = at(h).terrain;
  return t == Terrain::Woods || t == Terrain::WoodsRoad;
}

bool Map::traversable(Hex from, Hex to) const {
  if (!onMap(to)) return false;
  const Terrain t = at(to).terrain;
  if (t == Terrain::Woods) return false;
  const bool needRoad =
      t == Terrain::WoodsRoad || (onMap(from) && at(from).terrain == Terrain::WoodsRoad);
  return !needRoad || roadBetween(from, to);
}

}  // namespace naw
