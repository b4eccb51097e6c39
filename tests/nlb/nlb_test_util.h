// Helpers for the advanced-game tests: positions built with clear/place/set.
#pragma once

#include <string>
#include <vector>

#include "games/nlb/game.h"

namespace nlbtest {

inline int H(const char* text) { return nlb::Board::get().rules().index(naw::parseHex(text)); }

inline std::vector<std::string> names(const nlb::Game& g, const std::vector<int>& hexes) {
  std::vector<std::string> out;
  for (int h : hexes) out.push_back(naw::formatHex(g.rules().hexAt(h)));
  return out;
}

inline bool contains(const std::vector<int>& v, int x) {
  for (int y : v)
    if (y == x) return true;
  return false;
}

// An empty map at the given phase of the given turn.
inline nlb::Game emptyGame(int turn, nlb::Phase phase) {
  nlb::Game g = nlb::Game::newGame(1);
  g.editClear();
  g.editSet(turn, phase, 0, 0, 0, 0, 0);
  return g;
}

inline std::string rule(const nlb::ApplyResult& r) {
  if (auto* ref = std::get_if<nlb::Refusal>(&r)) return ref->rule;
  return "ok";
}

}  // namespace nlbtest
