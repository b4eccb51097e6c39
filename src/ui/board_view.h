// What the board shows: the map and where each counter stands, read from the rules engine
// (naw::Game). The single place the UI asks the engine about the position.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"
#include "hex.h"
#include "map.h"
#include "units.h"

namespace naw::ui {

class BoardView {
 public:
  // The standard game at its start (turn 1, French movement), from the assets compiled
  // into the binary. Returns nullopt (and says why) if they cannot be read.
  static std::optional<BoardView> load(std::string* error = nullptr);

  const Game& game() const { return game_; }
  const Map& map() const { return game_.rules().map(); }
  const std::vector<UnitDef>& units() const { return game_.rules().units(); }

  // The hex unit `i` (index into units()) stands on now; invalid when it is not on the map.
  Hex unitHex(std::size_t i) const { return game_.hexOf(static_cast<int>(i)); }
  // The same by unit id; invalid for an unknown id or a unit off the map.
  Hex unitHex(std::string_view id) const;

  // The game's status as naw-cli's `status` answer prints it, without the "ok " prefix.
  std::string status() const;

 private:
  explicit BoardView(Game game) : game_(std::move(game)) {}
  Game game_;
};

}  // namespace naw::ui
