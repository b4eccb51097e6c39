// Internal to cn_engine: the rules code shared by game.cpp, movement.cpp, combat.cpp and
// legal.cpp, with access to Game's state (friend). Not for callers.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "games/cn/game.h"

namespace cn {

// Who stands where, derived from the State in one pass (58 units).
struct Board {
  std::array<std::int8_t, kSquares> unit;     // a unit on the square, or -1
  std::array<std::uint8_t, kSquares> count;   // units on the square (2 while a move stacks)
  std::array<std::uint8_t, kSquares> zoc[2];  // [side]: squares next to a unit of that side
  explicit Board(const State& s);
  bool enemyZoc(int sq, Side mover) const {
    return zoc[static_cast<int>(enemyOf(mover))][static_cast<std::size_t>(sq)] != 0;
  }
};

struct Rules {
  static const UnitDef& def(int u) { return theRoster().unit(u); }
  static bool onMap(const State& s, int u) {
    return s.units[static_cast<std::size_t>(u)].status == UnitStatus::OnMap;
  }
  static Refusal refuse(const char* rule, std::string why) { return Refusal{rule, std::move(why)}; }

  // game.cpp: sequence of play and victory.
  static void startMovementPhase(State& s, Phase p);  // resets MP, moves, attacks; C10
  static void startSetupPhase(State& s, Phase p);     // C12 obligations from the position
  static void placePrussians(State& s);               // C10
  static void eliminate(State& s, int u, Outcome* out);
  static void checkVictory(State& s);  // C23, after every elimination and exit
  static std::optional<Refusal> checkEnd(const Game& g);
  static void end(Game& g);

  // movement.cpp (C6-C9)
  static std::optional<Refusal> checkMove(const Game& g, const Action& a);
  static std::optional<Refusal> checkExit(const Game& g, const Action& a);
  static void applyMove(Game& g, const Action& a);
  static void applyExit(Game& g, const Action& a);
  static void applyUndo(Game& g);

  // combat.cpp (C11-C20)
  static std::optional<Refusal> checkDeclare(const Game& g, const Action& a);
  static std::uint64_t usedAttackers(const State& s);
  static std::uint64_t usedDefenders(const State& s);
  static bool canBombard(const State& s, const Board& b, int art, int target);
  static void applyDeclare(Game& g, const Action& a);
  static void applyCancel(Game& g, int attack);
  static Outcome resolve(Game& g, int attack);
  static std::optional<Refusal> checkAdvance(const Game& g, const Action& a);
  static void computeAdvance(State& s, int attack,
                             const std::array<std::int16_t, kMaxInAttack>& defenderSquares);
  static int drawNumber(Game& g);
};

}  // namespace cn
