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

// A combat-phase position built unit by unit (French combat phase of turn 2 by default).
struct CombatPos {
  nlb::Game g = emptyGame(2, nlb::Phase::FrenchCombat);
  int u(const char* id) const { return g.unitIndex(id); }
  void put(const char* id, int hex) { g.editPlace(u(id), hex); }
  int at(const char* id) const { return g.state().where[static_cast<std::size_t>(u(id))]; }
  int n(int hex, int d) const { return g.board().neighbor(hex, d); }
  std::string col() const { return g.rules().crt().columnName(g.lastCombat().column); }
  nlb::Action declaration(std::vector<const char*> a, std::vector<const char*> d,
                          std::vector<const char*> b = {}) const {
    std::vector<int> A, D, B;
    for (auto* x : a) A.push_back(u(x));
    for (auto* x : d) D.push_back(u(x));
    for (auto* x : b) B.push_back(u(x));
    return nlb::attackOf(A, D, B);
  }
  // Declares and applies, the die forced when the declaration is accepted (a refused attack
  // rolls nothing).
  nlb::ApplyResult attack(std::vector<const char*> a, std::vector<const char*> d,
                          std::vector<const char*> b = {}, int die = 0) {
    const nlb::Action act = declaration(a, d, b);
    if (die && !g.check(act)) g.forceDice({die});
    return g.apply(act);
  }
};

}  // namespace nlbtest
