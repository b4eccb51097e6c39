// Everything fixed for a whole game: the scenario with its map, counters and Combat Results
// Table, plus tables derived once from them (neighbours, line of sight) so the rules code
// works on small integer indices. Shared read-only by every Game of that scenario.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "crt.h"
#include "map.h"
#include "scenario.h"
#include "units.h"

namespace naw {

constexpr int kMaxUnits = 96;      // fixed-size unit arrays in the game state
constexpr int kMaxHexIndex = 512;  // Map::indexSize() must not exceed this

class Rules {
 public:
  // Loads a scenario asset and the assets it names. nullptr and *error on failure.
  static std::shared_ptr<const Rules> load(std::string_view scenarioAsset,
                                           std::string* error = nullptr);
  // The standard game (assets/scenario-standard.txt), loaded once. Never null: the embedded
  // assets are checked by the tests, and a broken build aborts here on first use.
  static std::shared_ptr<const Rules> standard();

  const Scenario& scenario() const { return scenario_; }
  const Map& map() const { return map_; }
  const Crt& crt() const { return crt_; }
  const std::vector<UnitDef>& units() const { return units_; }
  int unitCount() const { return static_cast<int>(units_.size()); }
  const UnitDef& unit(int u) const { return units_[static_cast<std::size_t>(u)]; }
  int unitByIdentifier(std::string_view id) const;  // -1 if unknown

  // Hex <-> dense index (Map::index). hexAt(i) for i from index().
  int index(Hex h) const { return map_.index(h); }
  Hex hexAt(int i) const {  // an invalid Hex for an index off the map (never out of bounds)
    return i >= 0 && static_cast<std::size_t>(i) < indexHex_.size()
               ? indexHex_[static_cast<std::size_t>(i)]
               : Hex{};
  }
  // Neighbour index in direction d, or -1 off the map.
  int neighbor(int i, int d) const { return neighbors_[static_cast<std::size_t>(i)][d]; }
  // 4.2 / R3: a movement-like step from index a to adjacent index b.
  bool traversable(int a, int b) const;
  bool traversableDir(int a, int d) const {
    return traversable_[static_cast<std::size_t>(a) * 6 + static_cast<std::size_t>(d)];
  }
  // Hex indices two hexes away that a bombardment from `a` reaches (R4), ascending.
  const std::vector<int>& bombardTargets(int a) const {
    return bombardTargets_[static_cast<std::size_t>(a)];
  }
  bool isEntry(int i) const { return flags_[static_cast<std::size_t>(i)] & kEntry; }
  bool isExit(int i) const { return flags_[static_cast<std::size_t>(i)] & kExit; }
  // R9: leaving the map from here is allowed (an exit hex; a woods_road one only when its
  // road leaves the map).
  bool canExitFrom(int i) const { return flags_[static_cast<std::size_t>(i)] & kExitAllowed; }
  // R3: a defender in this hex is doubled (woods_road, building).
  bool doublesDefender(int i) const { return flags_[static_cast<std::size_t>(i)] & kDoubles; }
  // R4: a bombardment from a reaches b: exactly two hexes apart and line of sight clear.
  bool canBombard(int a, int b) const;
  // R4 line of sight between two hexes two apart (no range check).
  bool lineOfSight(Hex a, Hex b) const;
  int distance(int a, int b) const { return naw::distance(hexAt(a), hexAt(b)); }
  bool adjacent(int a, int b) const { return distance(a, b) == 1; }

 private:
  enum : std::uint8_t { kEntry = 1, kExit = 2, kExitAllowed = 4, kDoubles = 8 };
  // The steps of load() after parsing (see rules.cpp for why they are functions of their own).
  std::string buildHexTables();  // empty, or what is wrong
  void buildBombardTargets();
  Scenario scenario_;
  Map map_;
  Crt crt_;
  std::vector<UnitDef> units_;
  std::vector<Hex> indexHex_;
  std::vector<std::array<int, 6>> neighbors_;
  std::vector<std::uint8_t> flags_;
  std::vector<std::uint8_t> traversable_;         // [index*6+d]
  std::vector<std::vector<int>> bombardTargets_;  // per index: indices it may bombard, sorted
};

}  // namespace naw
