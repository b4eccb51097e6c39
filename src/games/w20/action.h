// One decision of a Waterloo 20 player: every command of cli-protocol-w20.md that changes the
// game, as a fixed-size value (no heap). Queries (status, view, moves, ...) and the test
// commands (clear, place, set, dice) are not actions: they are Game's edit hooks.
#pragma once

#include <array>
#include <cstdint>

#include "core/refusal.h"
#include "games/w20/state.h"

namespace w20 {

using Refusal = core::Refusal;

enum class ActionKind : std::uint8_t {
  Deploy,         // deploy UNIT HEX (W3 set-up, W29 returning dummy, W27 rallied unit)
  RollEvent,      // event (W24)
  March,          // march [ad|pr|all] (12.31, W21): `army` French, AngloDutch, Prussian, None = all
  Move,           // move UNIT HEX... (W9): path without the unit's own hex
  Enter,          // enter UNIT HEX... (W25): path starting with the entry hex
  Undo,           // undo: always refused (6.24)
  Reveal,         // reveal UNIT (15.1a)
  Disengage,      // disengage UNIT HEX (W11)
  Penetrate,      // penetrate UNIT HEX (W13)
  Countercharge,  // countercharge A,... -> D,... (W12)
  Declare,        // declare A,... -> D,... (W14)
  End,            // end the phase or step
  Resolve,        // resolve N (W14): `number` 1-based
  Defend,         // defend 0|1 (12.32): `flag`
  Roll,           // roll [mp=0|1] [battery] [diff=X]: `flag` mp, `battery`, `lowered`/`diff`
  Retreat,        // retreat UNIT HEX... (W18): path without the start hex
  Lose,           // lose UNIT,... (W17 EX): `attackers` = the units chosen
  Advance,        // advance UNIT HEX... (W19)
  AdvanceNone,    // advance none
  Rally,          // rally [mp=french|ad|pr|all] (W27): `army` as March, `flag` = an MP is spent
};
constexpr int kActionKinds = 20;

struct Action {
  ActionKind kind = ActionKind::End;
  std::int8_t unit =
      kNoUnit;                // Deploy, Move, Enter, Reveal, Disengage, Penetrate, Retreat, Advance
  std::int16_t hex = kNoHex;  // Deploy, Disengage, Penetrate
  std::uint8_t pathLength = 0;  // Move, Enter, Retreat, Advance
  std::array<std::int16_t, kMaxPath> path{};
  std::uint32_t attackers = 0;  // Countercharge, Declare, Lose (bit u = unit u)
  std::uint32_t defenders = 0;  // Countercharge, Declare
  Army army = Army::None;       // March, Rally
  std::uint8_t number = 0;      // Resolve: the combat's number (1-based)
  bool flag = false;            // Defend: spend; Roll: attacker's MP; Rally: spend
  bool battery = false;         // Roll: use the Grand Battery event
  bool lowered = false;         // Roll: diff= given (9.6)
  std::int8_t diff = 0;         // Roll: the lowered differential

  friend bool operator==(const Action& a, const Action& b);
  friend bool operator!=(const Action& a, const Action& b) { return !(a == b); }
};

// Builders.
Action deployAction(int unit, int hex);
Action eventAction();
Action marchAction(Army army);  // Army::French; AngloDutch / Prussian / None (= all) for the Allies
Action moveAction(int unit, const int* path, int length);
Action enterAction(int unit, const int* path, int length);
Action undoAction();
Action revealAction(int unit);
Action disengageAction(int unit, int hex);
Action penetrateAction(int unit, int hex);
Action counterchargeAction(std::uint32_t attackers, std::uint32_t defenders);
Action declareAction(std::uint32_t attackers, std::uint32_t defenders);
Action endAction();
Action resolveAction(int number);
Action defendAction(bool spend);
Action rollAction(bool mp, bool battery, bool lowered = false, int diff = 0);
Action retreatAction(int unit, const int* path, int length);
Action loseAction(std::uint32_t units);
Action advanceAction(int unit, const int* path, int length);
Action advanceNoneAction();
Action rallyAction(bool spend, Army army);

}  // namespace w20
