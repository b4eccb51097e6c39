#include "rules.h"

#include <algorithm>
#include <cstdlib>

#include "assets.h"

namespace naw {

std::shared_ptr<const Rules> Rules::load(std::string_view scenarioAsset, std::string* error) {
  auto fail = [&](const std::string& why) -> std::shared_ptr<const Rules> {
    if (error) *error = why;
    return nullptr;
  };
  auto rules = std::make_shared<Rules>();
  std::string err;
  const std::string_view scText = assetText(scenarioAsset);
  if (scText.empty()) return fail("no asset " + std::string(scenarioAsset));
  auto sc = Scenario::parse(scText, &err);
  if (!sc) return fail(err);
  rules->scenario_ = std::move(*sc);
  const Scenario& s = rules->scenario_;
  auto map = Map::parse(assetText(s.mapAsset), &err);
  if (!map) return fail(err);
  rules->map_ = std::move(*map);
  auto units = parseUnits(assetText(s.unitsAsset), &err);
  if (!units) return fail(err);
  rules->units_ = std::move(*units);
  auto crt = Crt::parse(assetText(s.crtAsset), &err);
  if (!crt) return fail(err);
  rules->crt_ = std::move(*crt);
  if (rules->units_.size() > static_cast<std::size_t>(kMaxUnits)) return fail("too many units");
  const Map& m = rules->map_;
  if (m.indexSize() > kMaxHexIndex) return fail("map too large");

  if (const std::string why = rules->buildHexTables(); !why.empty()) return fail(why);
  rules->buildBombardTargets();
  return rules;
}

// load()'s steps after parsing are functions of their own. The page runs them once, before
// its first frame, in the browser's baseline wasm code; when they were one 15 KB function with
// load() and standard(), its loops made the browser recompile the whole of it with its
// optimizing compiler (~110 ms of CPU on a background thread, V8's
// --trace-wasm-compilation-times) while the first frame was being made. See also
// NAW_ONE_CALLER_INLINE_MAX in src/web/CMakeLists.txt.
std::string Rules::buildHexTables() {
  const Map& m = map_;
  const Scenario& s = scenario_;
  const std::size_t n = static_cast<std::size_t>(m.indexSize());
  indexHex_.assign(n, Hex{});
  neighbors_.assign(n, {-1, -1, -1, -1, -1, -1});
  flags_.assign(n, 0);
  traversable_.assign(n * 6, 0);
  bombardTargets_.assign(n, {});
  for (Hex h : m.hexes()) indexHex_[static_cast<std::size_t>(m.index(h))] = h;
  for (Hex h : m.hexes()) {
    const auto i = static_cast<std::size_t>(m.index(h));
    for (int d = 0; d < 6; ++d) {
      const Hex nb = naw::neighbor(h, d);
      neighbors_[i][d] = m.index(nb);
      traversable_[i * 6 + d] = m.onMap(nb) && m.traversable(h, nb);
    }
    const Terrain t = m.at(h).terrain;
    if (t == Terrain::WoodsRoad || t == Terrain::Building) flags_[i] |= kDoubles;
  }
  for (Hex h : s.entryHexes) {
    if (!m.onMap(h) || m.at(h).terrain == Terrain::Woods) return "bad entry hex " + formatHex(h);
    flags_[static_cast<std::size_t>(m.index(h))] |= kEntry;
  }
  for (Hex h : s.exitHexes) {
    if (!m.onMap(h)) return "bad exit hex " + formatHex(h);
    const auto i = static_cast<std::size_t>(m.index(h));
    flags_[i] |= kExit;
    const Terrain t = m.at(h).terrain;
    if (t == Terrain::Clear || t == Terrain::Building ||
        (t == Terrain::WoodsRoad && m.at(h).roadsOffmap))
      flags_[i] |= kExitAllowed;
  }
  return {};
}

void Rules::buildBombardTargets() {
  const Map& m = map_;
  // Targets two hexes away (R4), walked as the ring of twelve hexes at distance 2 with each
  // one's common neighbours known, so that no line of sight is searched for. Six lie straight
  // along a direction d (one common neighbour, a+d: blocked if it blocks); six lie between
  // directions d and d+1 (common neighbours a+d and a+(d+1): blocked only if both block), as
  // lineOfSight() decides.
  for (Hex a : m.hexes()) {
    auto& targets = bombardTargets_[static_cast<std::size_t>(m.index(a))];
    for (int d = 0; d < kDirections; ++d) {
      const int next = (d + 1) % kDirections;
      const Hex viaD = naw::neighbor(a, d);
      const bool blocksD = m.blocksLineOfSight(viaD);
      const bool blocksNext = m.blocksLineOfSight(naw::neighbor(a, next));
      const Hex straight = naw::neighbor(viaD, d);
      const Hex between = naw::neighbor(viaD, next);
      if (m.onMap(straight) && !blocksD) targets.push_back(m.index(straight));
      if (m.onMap(between) && !(blocksD && blocksNext)) targets.push_back(m.index(between));
    }
    std::sort(targets.begin(), targets.end());
  }
}

std::shared_ptr<const Rules> Rules::standard() {
  static const std::shared_ptr<const Rules> rules = [] {
    auto r = load("scenario-standard.txt");
    if (!r) std::abort();  // embedded assets are broken: a build error, not a user error
    return r;
  }();
  return rules;
}

int Rules::unitByIdentifier(std::string_view id) const {
  for (std::size_t i = 0; i < units_.size(); ++i)
    if (units_[i].id == id) return static_cast<int>(i);
  return -1;
}

bool Rules::traversable(int a, int b) const {
  for (int d = 0; d < 6; ++d)
    if (neighbors_[static_cast<std::size_t>(a)][d] == b)
      return traversable_[static_cast<std::size_t>(a) * 6 + d];
  return false;
}

bool Rules::canBombard(int a, int b) const {
  const auto& v = bombardTargets_[static_cast<std::size_t>(a)];
  return std::binary_search(v.begin(), v.end(), b);
}

// R4: two hexes two apart have one common neighbour when they lie on a straight line (the
// line passes through its interior: blocked if it blocks), or two when the line runs along
// the hexside they share (blocked only if both block). Firing and target hexes never block.
bool Rules::lineOfSight(Hex a, Hex b) const {
  int blocking = 0, common = 0;
  for (int d = 0; d < 6; ++d) {
    const Hex m = naw::neighbor(a, d);
    if (naw::distance(m, b) != 1) continue;
    ++common;
    if (map_.blocksLineOfSight(m)) ++blocking;
  }
  return common == 0 ? false : blocking < common;
}

}  // namespace naw
