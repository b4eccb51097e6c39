// Helpers of the Waterloo 20 tests: hexes and units by their printed names, test positions.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "games/w20/game.h"

namespace w20::test {

inline int H(const char* ccrr) { return parseHex(ccrr); }
inline int U(const char* id) { return Game::roster().find(id); }

// A game with the optional rules chosen, historical set-up, fresh from newGame.
inline Game fresh(bool fog = false, bool penetration = false, bool routed = false,
                  std::uint64_t seed = 1) {
  Options o;
  o.fog = fog;
  o.penetration = penetration;
  o.routed = routed;
  return Game::newGame(seed, o);
}

// An empty map (every unit out of the game), then `set turn phase` with the given units.
struct Placed {
  const char* id;
  const char* hex;
};
inline Game position(int turn, Phase phase, std::initializer_list<Placed> units, bool fog = false,
                     bool penetration = false) {
  Game g = fresh(fog, penetration, false);
  g.editClear();
  for (const Placed& p : units) g.editPlace(U(p.id), H(p.hex), UnitStatus::Map, !fog, false);
  g.editSet(turn, phase, 8, 7);
  return g;
}

inline bool applied(Game& g, const Action& a) {
  return std::holds_alternative<Outcome>(g.apply(a));
}
inline std::string refusedRule(Game& g, const Action& a) {
  auto r = g.apply(a);
  if (auto* ref = std::get_if<Refusal>(&r)) return ref->rule;
  return "accepted";
}
inline Action move(const char* unit, std::initializer_list<const char*> hexes) {
  std::vector<int> path;
  for (const char* h : hexes) path.push_back(H(h));
  return moveAction(U(unit), path.data(), static_cast<int>(path.size()));
}
inline Action enter(const char* unit, std::initializer_list<const char*> hexes) {
  std::vector<int> path;
  for (const char* h : hexes) path.push_back(H(h));
  return enterAction(U(unit), path.data(), static_cast<int>(path.size()));
}
// A move by the engine's cheapest path (as `move UNIT HEX` does).
inline Action moveTo(const Game& g, const char* unit, const char* hex) {
  const std::vector<int> path = g.pathTo(U(unit), H(hex));
  return g.unit(U(unit)).status == UnitStatus::Pending
             ? enterAction(U(unit), path.data(), static_cast<int>(path.size()))
             : moveAction(U(unit), path.data(), static_cast<int>(path.size()));
}
inline bool reaches(const Game& g, const char* unit, const char* hex) {
  const std::vector<int> r = g.reachable(U(unit));
  return std::find(r.begin(), r.end(), H(hex)) != r.end();
}

}  // namespace w20::test
