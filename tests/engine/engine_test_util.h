// Helpers for the engine tests: build test positions and act through naw::Game directly.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game.h"

namespace nawengine {

inline int U(const naw::Game& g, const char* id) {
  const int u = g.unitIndex(id);
  EXPECT_GE(u, 0) << id;
  return u;
}
inline naw::Hex H(const char* hex) { return naw::parseHex(hex); }

// An empty map with the given units placed, at turn/phase.
inline naw::Game position(std::initializer_list<std::pair<const char*, const char*>> units,
                          int turn, naw::Phase phase) {
  naw::Game g = naw::Game::newGame();
  g.editClear();
  g.editSet(turn, phase, 0, 0, 0);
  for (const auto& [id, hex] : units) g.editPlace(g.unitIndex(id), H(hex));
  g.editSet(turn, phase, 0, 0, 0);  // fixes combat obligations from the finished position
  return g;
}

inline naw::Action attack(const naw::Game& g, std::vector<const char*> attackers,
                          std::vector<const char*> defenders,
                          std::vector<const char*> bombarders = {}) {
  naw::Action a;
  a.type = naw::ActionType::Attack;
  for (auto id : attackers) a.attackers.push_back(U(g, id));
  for (auto id : defenders) a.defenders.push_back(U(g, id));
  for (auto id : bombarders) a.bombarders.push_back(U(g, id));
  return a;
}

inline std::string refusalRule(const naw::ApplyResult& r) {
  if (auto* x = std::get_if<naw::Refusal>(&r)) return x->rule;
  return "";
}

}  // namespace nawengine
