#include "board_view.h"

#include <exception>

#include "status_line.h"

namespace naw::ui {

std::optional<BoardView> BoardView::load(std::string* error) {
  try {
    return BoardView(Game::newGame());
  } catch (const std::exception& e) {  // the rules could not be built from the assets
    if (error) *error = e.what();
    return std::nullopt;
  }
}

Hex BoardView::unitHex(std::string_view id) const {
  const int u = game_.unitIndex(id);
  return u < 0 ? Hex{} : game_.hexOf(u);
}

std::string BoardView::status() const { return naw::statusLine(game_); }

}  // namespace naw::ui
