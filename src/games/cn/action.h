// One decision of a Computer Napoleonics player (C24 lists them all): fixed size, no heap.
#pragma once

#include <array>
#include <cstdint>

#include "core/refusal.h"
#include "games/cn/state.h"

namespace cn {

using Refusal = core::Refusal;

enum class ActionType : std::uint8_t {
  Move,            // unit along path (C6); path excludes the unit's own square
  Exit,            // French unit off the map from the exit square it stands on (C9)
  Undo,            // take back the last Move/Exit of this movement phase (C6, 3.11)
  EndPhase,        // end the current phase (C5)
  Declare,         // declare one attack (C11, C13)
  Cancel,          // withdraw the declared attack whose defenders include `unit` (4.21-4.22)
  Resolve,         // resolve the declared attack whose defenders include `unit` (C15)
  Advance,         // advance `unit` into `square` (C20)
  DeclineAdvance,  // no advance (C20)
};
const char* actionTypeName(ActionType t);

struct Action {
  ActionType type = ActionType::EndPhase;
  std::int8_t unit = -1;               // Move/Exit/Advance: the unit; Cancel/Resolve: a defender
  std::int16_t square = kNoSquare;     // Advance: the square entered
  std::uint8_t pathLength = 0;         // Move
  std::array<std::int16_t, 5> path{};  // Move: at most 5 squares (the largest allowance)
  std::uint8_t nAttackers = 0, nBombarders = 0, nDefenders = 0;  // Declare
  std::array<std::int8_t, kMaxInAttack> attackers{};
  std::array<std::int8_t, kMaxInAttack> bombarders{};
  std::array<std::int8_t, kMaxInAttack> defenders{};

  friend bool operator==(const Action& a, const Action& b);
  friend bool operator!=(const Action& a, const Action& b) { return !(a == b); }
};

// Convenience builders.
Action moveAction(int unit, const int* path, int length);
Action exitAction(int unit);
Action undoAction();
Action endAction();
Action declareAction(std::initializer_list<int> attackers, std::initializer_list<int> defenders,
                     std::initializer_list<int> bombarders = {});
Action cancelAction(int defender);
Action resolveAction(int defender);
Action advanceAction(int unit, int square);
Action declineAdvanceAction();

}  // namespace cn
