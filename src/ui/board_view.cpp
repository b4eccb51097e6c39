#include "board_view.h"

#include <exception>

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

std::string BoardView::status() const { return statusLine(game_); }

std::string statusLine(const Game& game_) {
  const GameState& s = game_.state();
  return "turn=" + std::to_string(s.turn) + " phase=" + phaseName(s.phase) +
         " french-lost=" + std::to_string(s.frenchLost) +
         " allied-lost=" + std::to_string(s.alliedLost) + " exited=" + std::to_string(s.exited) +
         " demoralized=" + (s.alliedLost >= game_.rules().scenario().lossThreshold ? "yes" : "no") +
         " winner=" + winnerName(s.winner);
}

}  // namespace naw::ui
