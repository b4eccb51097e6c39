#include "games/w20/map.h"

#include "games/w20/assets.h"
#include "games/w20/csv_rows.h"
#include "hex.h"  // naw::Hex geometry: the same layout (ruling W4)

namespace w20 {

namespace {

naw::Hex toNaw(int hex) { return {colOf(hex), rowOf(hex)}; }

// "N SE" -> bits of the directions named (N NE SE S SW NW = 0..5).
std::uint8_t sides(std::string_view text) {
  static constexpr std::string_view kNames[kDirs] = {"N", "NE", "SE", "S", "SW", "NW"};
  std::uint8_t bits = 0;
  for (std::string_view word : naw::csv::splitFields(text, ' '))
    for (int d = 0; d < kDirs; ++d)
      if (word == kNames[d]) bits = static_cast<std::uint8_t>(bits | (1 << d));
  return bits;
}

std::uint16_t specials(std::string_view text) {
  struct Name {
    std::string_view name;
    std::uint16_t bit;
  };
  static constexpr Name kNames[] = {
      {"setup-ad", kSetupAd},
      {"setup-pr", kSetupPr},
      {"setup-fr", kSetupFr},
      {"loc-french", kLocFrench},
      {"loc-anglo-dutch", kLocAngloDutch},
      {"loc-prussian", kLocPrussian},
      {"entry-french", kEntryFrench},
      {"entry-anglo-dutch", kEntryAngloDutch},
      {"entry-prussian", kEntryPrussian},
  };
  std::uint16_t bits = 0;
  for (std::string_view word : naw::csv::splitFields(text, ' '))
    for (const Name& n : kNames)
      if (word == n.name) bits = static_cast<std::uint16_t>(bits | n.bit);
  return bits;
}

Map load() {
  Map m;
  for (int h = 0; h < kHexes; ++h)
    for (int d = 0; d < kDirs; ++d) {
      const naw::Hex n = naw::neighbor(toNaw(h), d);
      m.next[static_cast<std::size_t>(h)][static_cast<std::size_t>(d)] =
          static_cast<std::int16_t>(hexIndex(n.col, n.row));
    }
  // hex,terrain,road,river,bridge,offmap_road,special,name
  detail::forEachRow(assetText("w20-map.csv"), [&](const std::vector<std::string_view>& f) {
    if (f.size() < 8) return;
    const int h = parseHex(f[0]);
    if (h == kNoHex) return;
    Cell& c = m.cells[static_cast<std::size_t>(h)];
    c.terrain = f[1] == "forest"    ? Terrain::Forest
                : f[1] == "town"    ? Terrain::Town
                : f[1] == "chateau" ? Terrain::Chateau
                                    : Terrain::Clear;
    c.road = sides(f[2]);
    c.river = sides(f[3]);
    c.bridge = sides(f[4]);
    c.offmapRoad = sides(f[5]);
    c.special = specials(f[6]);
    c.name = std::string(f[7]);
  });
  std::array<int, 3> nLoc{};
  for (int h = 0; h < kHexes; ++h) {
    const std::uint16_t sp = m.cells[static_cast<std::size_t>(h)].special;
    const std::uint16_t locBits[3] = {kLocFrench, kLocAngloDutch, kLocPrussian};
    const std::uint16_t entryBits[3] = {kEntryFrench, kEntryAngloDutch, kEntryPrussian};
    for (std::size_t a = 0; a < 3; ++a) {
      if ((sp & locBits[a]) && nLoc[a] < 2) m.loc[a][static_cast<std::size_t>(nLoc[a]++)] = h;
      if (sp & entryBits[a]) m.entry[a] = h;
    }
  }
  for (int h = 0; h < kHexes; ++h)
    for (int d = 0; d < kDirs; ++d) {
      const int n = m.neighbour(h, d);
      if (n != kNoHex && !m.riverBlocks(h, d))
        m.open[static_cast<std::size_t>(h)][static_cast<std::size_t>(n / 64)] |= std::uint64_t{1}
                                                                                 << (n % 64);
    }
  return m;
}

}  // namespace

const Map& theMap() {
  static const Map m = load();
  return m;
}

int Map::directionTo(int a, int b) const {
  for (int d = 0; d < kDirs; ++d)
    if (neighbour(a, d) == b) return d;
  return -1;
}

int Map::combatValue(int hex) const {
  switch (cell(hex).terrain) {
    case Terrain::Forest:
    case Terrain::Town:
      return 1;
    case Terrain::Chateau:
      return 2;
    case Terrain::Clear:
      break;
  }
  return 0;
}

int parseHex(std::string_view text) {
  const naw::Hex h = naw::parseHex(text);
  return h.valid() ? hexIndex(h.col, h.row) : kNoHex;
}

std::string formatHex(int hex) {
  return hex >= 0 && hex < kHexes ? naw::formatHex(toNaw(hex)) : std::string("-");
}

int hexDistance(int a, int b) { return naw::distance(toNaw(a), toNaw(b)); }

}  // namespace w20
