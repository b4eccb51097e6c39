#include "w20_fog_words.h"

namespace w20::ui {

std::string markerOf(Side side, int marker) {
  return (side == Side::French ? "f" : "a") + std::to_string(marker);
}

bool hiddenFrom(const Game& g, int u, Side viewer) {
  const UnitState& us = g.unit(u);
  return Game::roster()[u].side != viewer && !(us.status == UnitStatus::Map && us.faceUp) &&
         us.status != UnitStatus::Eliminated;
}

std::string maskedFor(const Game& g, const std::string& text, Side viewer) {
  std::string out, word;
  auto flush = [&] {
    const int u = word.empty() ? kNoUnit : Game::roster().find(word);
    out += u != kNoUnit && hiddenFrom(g, u, viewer)
               ? markerOf(Game::roster()[u].side, g.unit(u).marker)
               : word;
    word.clear();
  };
  for (char c : text) {
    if (c == ' ' || c == ',' || c == '=' || c == ':') {
      flush();
      out += c;
    } else {
      word += c;
    }
  }
  flush();
  return out;
}

}  // namespace w20::ui
