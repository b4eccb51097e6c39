// What the board shows: the map and where each counter stands. The single place the UI asks
// the engine about the position, so that switching from start hexes to naw::Game's state
// changes only this file's implementation.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hex.h"
#include "map.h"
#include "units.h"

namespace naw::ui {

class BoardView {
 public:
  // Loads the map and counter manifest compiled into the binary (naw::assetText).
  static std::optional<BoardView> load(std::string* error = nullptr);

  const Map& map() const { return map_; }
  const std::vector<UnitDef>& units() const { return units_; }

  // The hex unit `i` (index into units()) stands on now; invalid when it is not on the map.
  // Issue 2: the start hex of the counter manifest. Later: naw::Game's position.
  Hex unitHex(std::size_t i) const;
  // The same by unit id; invalid for an unknown id or a unit off the map.
  Hex unitHex(std::string_view id) const;

  // The game's status as the CLI's `status` answer prints it, without the "ok " prefix.
  std::string status() const;

 private:
  Map map_;
  std::vector<UnitDef> units_;
};

}  // namespace naw::ui
