// Loads the overlay (N4) onto the standard game's Rules and answers N5/N6/N13 questions.
#include "games/nlb/board.h"

#include <cstdlib>
#include <string>
#include <string_view>

#include "games/nlb/assets.h"

namespace nlb {

namespace {

std::vector<std::string_view> fields(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= line.size(); ++i)
    if (i == line.size() || line[i] == ',') {
      out.push_back(line.substr(start, i - start));
      start = i + 1;
    }
  return out;
}

int dirByName(std::string_view s) {
  static const char* kNames[6] = {"N", "NE", "SE", "S", "SW", "NW"};
  for (int d = 0; d < 6; ++d)
    if (s == kNames[d]) return d;
  return -1;
}

}  // namespace

struct BoardLoader {
  static std::unique_ptr<Board> load() {
    auto b = std::make_unique<Board>();
    b->rules_ = naw::Rules::standard();
    const naw::Rules& r = *b->rules_;
    b->size_ = r.map().indexSize();
    const auto n = static_cast<std::size_t>(b->size_);
    b->terrain_.assign(n, Terrain::Clear);
    b->road_.assign(n, 0);
    b->trail_.assign(n, 0);
    b->trailOffmap_.assign(n, 0);
    b->stream_.assign(n, 0);
    b->crest_.assign(n, 0);
    b->victorySlot_.assign(n, -1);
    for (naw::Hex h : r.map().hexes())  // N4/N6: roads are the NAW road hexsides
      b->road_[static_cast<std::size_t>(r.index(h))] = r.map().at(h).roads;
    std::string_view text = assetText("nlb-map-overlay.csv");
    while (!text.empty()) {
      const std::size_t eol = text.find('\n');
      std::string_view line = text.substr(0, eol);
      text = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (line.empty() || line[0] == '#' || line.rfind("kind,", 0) == 0) continue;
      const auto f = fields(line);
      if (f.size() < 7) std::abort();  // the embedded asset is checked by the tests
      const naw::Hex hex = naw::parseHex(f[1]);
      const int i = r.index(hex);
      if (i < 0) std::abort();
      const auto si = static_cast<std::size_t>(i);
      const std::string_view kind = f[0];
      if (kind == "terrain") {
        b->terrain_[si] = f[4] == "forest"    ? Terrain::Forest
                          : f[4] == "town"    ? Terrain::Town
                          : f[4] == "chateau" ? Terrain::Chateau
                                              : Terrain::Clear;
      } else if (kind == "stream" || kind == "crest" || kind == "trail") {
        const int d = dirByName(f[2]);
        if (d < 0) std::abort();
        auto& v = kind == "stream" ? b->stream_ : kind == "crest" ? b->crest_ : b->trail_;
        v[si] |= std::uint8_t(1u << d);
        const int j = r.neighbor(i, d);
        if (j >= 0)
          v[static_cast<std::size_t>(j)] |= std::uint8_t(1u << naw::opposite(d));
        else if (kind == "trail")
          b->trailOffmap_[si] |= std::uint8_t(1u << d);
      } else if (kind == "victory") {
        VictoryHex v;
        v.index = i;
        v.vp = std::atoi(std::string(f[4]).c_str());
        v.startOwner = f[5] == "allied" ? 1 : 0;
        b->victorySlot_[si] = static_cast<std::int8_t>(b->victory_.size());
        b->victory_.push_back(v);
      }
    }
    // Victory hexes in ascending hex order (the `objectives` order).
    std::vector<VictoryHex> sorted = b->victory_;
    for (std::size_t a = 0; a < sorted.size(); ++a)
      for (std::size_t c = a + 1; c < sorted.size(); ++c)
        if (r.hexAt(sorted[c].index) < r.hexAt(sorted[a].index)) std::swap(sorted[a], sorted[c]);
    b->victory_ = sorted;
    for (std::size_t k = 0; k < sorted.size(); ++k)
      b->victorySlot_[static_cast<std::size_t>(sorted[k].index)] = static_cast<std::int8_t>(k);
    b->step_.assign(n, {-1, -1, -1, -1, -1, -1});
    for (int i = 0; i < b->size_; ++i)
      for (int d = 0; d < 6; ++d)
        if (b->onMap(i) && b->onMap(r.neighbor(i, d)))
          b->step_[static_cast<std::size_t>(i)][d] =
              static_cast<std::int8_t>(b->computeStepCost(i, d));
    return b;
  }
};

const Board& Board::get() {
  static const std::unique_ptr<Board> board = BoardLoader::load();
  return *board;
}

int Board::computeStepCost(int i, int d) const {
  const int j = neighbor(i, d);
  if (road(i, d)) return 1;   // N6.1: ½ MP along a road hexside
  if (trail(i, d)) return 2;  // N6.2: 1 MP along a trail hexside (a ford too)
  return terrainHalves(j) + (stream(i, d) ? 4 : 0);  // N6.3
}

bool Board::isEdge(int i) const {
  if (!onMap(i)) return false;
  for (int d = 0; d < 6; ++d)
    if (neighbor(i, d) < 0) return true;
  return false;
}

int Board::edgeEntryHalves(int i) const {
  if (!onMap(i)) return -1;
  int best = -1;
  for (int d = 0; d < 6; ++d) {
    if (neighbor(i, d) >= 0) continue;
    const int c = road(i, d)                                               ? 1
                  : ((trailOffmap_[static_cast<std::size_t>(i)] >> d) & 1) ? 2
                                                                           : terrainHalves(i);
    if (best < 0 || c < best) best = c;
  }
  return best;
}

int Board::exitHalves(int i) const {
  if (!onMap(i)) return -1;
  const naw::Hex h = rules_->hexAt(i);
  if (h.row != 1 || h.col > 10) return -1;  // N16: 0101-1001
  int best = -1;
  for (int d : {int(naw::N), int(naw::NE), int(naw::NW)}) {
    if (neighbor(i, d) >= 0) continue;
    // Leaving north: N, and for odd columns also NE and NW (the sides off the north edge).
    if (d != naw::N && h.col % 2 == 0) continue;
    const int c = road(i, d) ? 1 : terrainHalves(i);
    if (best < 0 || c < best) best = c;
  }
  return best;
}

bool Board::lineOfSight(int a, int b) const {
  if (!onMap(a) || !onMap(b) || chateau(b)) return false;  // N13: never into a chateau
  if (rules_->distance(a, b) != 2) return false;
  auto dirTo = [&](int x, int y) {
    for (int d = 0; d < 6; ++d)
      if (neighbor(x, d) == y) return d;
    return -1;
  };
  for (int d = 0; d < 6; ++d) {
    const int m = neighbor(a, d);
    if (m < 0) continue;
    if (neighbor(m, d) == b) {  // N13.1: straight ahead
      return !(blocksSight(m) || crest(a, d) || crest(m, d));
    }
  }
  // N13.2: between two directions; B and C are the two hexes adjacent to both.
  int bc[2], k = 0;
  for (int d = 0; d < 6 && k < 2; ++d) {
    const int m = neighbor(a, d);
    if (m >= 0 && dirTo(m, b) >= 0) bc[k++] = m;
  }
  if (k == 1) {
    // Along the map edge: the other hex is off the map, which blocks nothing and has no
    // crests (a reading: N13 names only the map's terrain and hexsides).
    const int B = bc[0];
    return !(blocksSight(B) && (crest(a, dirTo(a, B)) || crest(b, dirTo(b, B))));
  }
  if (k != 2) return false;
  const int B = bc[0], C = bc[1];
  if (crest(B, dirTo(B, C))) return false;
  if (blocksSight(B) && blocksSight(C)) return false;
  const bool eitherBlocks = blocksSight(B) || blocksSight(C);
  for (int corner : {a, b}) {
    const bool c1 = crest(corner, dirTo(corner, B)), c2 = crest(corner, dirTo(corner, C));
    if (c1 && c2) return false;
    if ((c1 || c2) && eitherBlocks) return false;
  }
  return true;
}

}  // namespace nlb
