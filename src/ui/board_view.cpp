#include "board_view.h"

#include "assets.h"

namespace naw::ui {

std::optional<BoardView> BoardView::load(std::string* error) {
  std::optional<Map> map = Map::parse(assetText("map-1979.csv"), error);
  if (!map) return std::nullopt;
  std::optional<std::vector<UnitDef>> units = parseUnits(assetText("units.csv"), error);
  if (!units) return std::nullopt;
  BoardView view;
  view.map_ = std::move(*map);
  view.units_ = std::move(*units);
  return view;
}

Hex BoardView::unitHex(std::size_t i) const {
  if (i >= units_.size()) return {};
  const Hex h = units_[i].start;
  return map_.onMap(h) ? h : Hex{};
}

Hex BoardView::unitHex(std::string_view id) const {
  for (std::size_t i = 0; i < units_.size(); ++i)
    if (units_[i].id == id) return unitHex(i);
  return {};
}

std::string BoardView::status() const {
  // The standard game's opening position (no naw::Game yet): turn 1, French movement.
  return "turn=1 phase=french-move french-lost=0 allied-lost=0 exited=0 demoralized=no "
         "winner=none";
}

}  // namespace naw::ui
