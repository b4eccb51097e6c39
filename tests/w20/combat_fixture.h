// Helpers for the Waterloo 20 combat tests: games on real positions of the designed map,
// actions by protocol text (hexes CCRR, unit ids), applied or checked.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <variant>
#include <vector>

#include "games/w20/game.h"

namespace w20::combat_test {

inline int hx(const char* ccrr) { return parseHex(ccrr); }
inline int id(const char* name) { return Game::roster().find(name); }
inline std::uint32_t units(std::initializer_list<const char*> names) {
  std::uint32_t m = 0;
  for (const char* n : names) m |= bit(id(n));
  return m;
}
inline std::vector<int> path(std::initializer_list<const char*> hexes) {
  std::vector<int> p;
  for (const char* h : hexes) p.push_back(hx(h));
  return p;
}

// The rule a refusal cites, or "" when the action is applied.
inline std::string refused(Game& g, const Action& a) {
  auto r = g.apply(a);
  if (auto* f = std::get_if<Refusal>(&r)) return f->rule;
  return "";
}
inline Outcome applied(Game& g, const Action& a) {
  auto r = g.apply(a);
  if (auto* f = std::get_if<Refusal>(&r)) {
    ADD_FAILURE() << "refused " << f->rule << " " << f->why;
    return Outcome{};
  }
  return std::get<Outcome>(r);
}

inline Action retreat(const char* unit, std::initializer_list<const char*> hexes) {
  const auto p = path(hexes);
  return retreatAction(id(unit), p.data(), static_cast<int>(p.size()));
}
inline Action advance(const char* unit, std::initializer_list<const char*> hexes) {
  const auto p = path(hexes);
  return advanceAction(id(unit), p.data(), static_cast<int>(p.size()));
}
inline Action move(const char* unit, std::initializer_list<const char*> hexes) {
  const auto p = path(hexes);
  return moveAction(id(unit), p.data(), static_cast<int>(p.size()));
}

// An empty board without optional rules (or with those asked), the counters placed face up,
// then phase `phase` of turn `turn` begun as play would (W8; `set` of the protocol).
struct Placement {
  const char* unit;
  const char* hex;
  bool routed = false;
};
inline Game position(std::initializer_list<Placement> placed, Phase phase, int turn = 1,
                     int french = 8, int allied = 7, Options o = Options{false, false, false}) {
  Game g = Game::newGame(1, o);
  g.editClear();
  for (const Placement& p : placed)
    g.editPlace(id(p.unit), hx(p.hex), UnitStatus::Map, true, p.routed);
  g.editSet(turn, phase, french, allied);
  return g;
}

}  // namespace w20::combat_test
