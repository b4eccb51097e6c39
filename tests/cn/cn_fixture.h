// Helpers for the Computer Napoleonics tests: positions built with the engine's test hooks,
// units and squares by their text names.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "games/cn/game.h"

namespace cn::test {

inline int U(const char* id) {
  const int u = theRoster().find(id);
  EXPECT_GE(u, 0) << id;
  return u;
}
inline int S(int rrcc) {
  const int sq = squareOfCode(rrcc);
  EXPECT_NE(sq, kNoSquare) << rrcc;
  return sq;
}

// An empty board at the given turn and phase (no units, no Prussian schedule).
inline Game blank(Phase phase, int turn = 1, int frenchLost = 0, int alliedLost = 0, int exited = 0,
                  bool solitaire = false) {
  Game g = Game::newGame(1, solitaire);
  g.editClear();
  g.editSet(turn, phase, frenchLost, alliedLost, exited);
  return g;
}
inline void put(Game& g, const char* id, int rrcc) { g.editPlace(U(id), S(rrcc)); }

// The rule token of a refusal, or "ok".
inline std::string ruleOf(const ApplyResult& r) {
  if (auto* ref = std::get_if<Refusal>(&r)) return ref->rule;
  return "ok";
}
inline std::string tryApply(Game& g, const Action& a) { return ruleOf(g.apply(a)); }
inline Outcome applied(Game& g, const Action& a) {
  auto r = g.apply(a);
  EXPECT_TRUE(std::holds_alternative<Outcome>(r))
      << (std::holds_alternative<Refusal>(r)
              ? std::get<Refusal>(r).rule + " " + std::get<Refusal>(r).why
              : "");
  return std::holds_alternative<Outcome>(r) ? std::get<Outcome>(r) : Outcome{};
}
inline Action path(const char* id, std::initializer_list<int> codes) {
  int sq[5];
  int n = 0;
  for (int c : codes)
    if (n < 5) sq[n++] = squareOfCode(c);
  return moveAction(U(id), sq, n);
}
inline int where(const Game& g, const char* id) {
  const int u = U(id);
  return g.statusOf(u) == UnitStatus::OnMap ? codeOf(g.squareOf(u)) : -1;
}

}  // namespace cn::test
