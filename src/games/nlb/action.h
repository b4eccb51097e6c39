// An action of the advanced game (fixed size, no heap).
#pragma once

#include <array>
#include <cstdint>

#include "core/refusal.h"

namespace nlb {

using Refusal = core::Refusal;

enum class ActionType : std::uint8_t { Move, Enter, Exit, Undo, EndPhase };

constexpr int kMaxPath = 16;

struct Action {
  ActionType type = ActionType::EndPhase;
  std::int16_t unit = -1;
  // Move: the hexes entered in order (indices), or only the destination when byPath is
  // false (then the cheapest path is taken and only the destination counts for N19).
  // Enter: path[0] is the entry hex.
  std::uint8_t pathLength = 0;
  bool byPath = false;
  std::array<std::int16_t, kMaxPath> path{};
};

inline Action moveTo(int unit, int hex) {
  Action a;
  a.type = ActionType::Move;
  a.unit = static_cast<std::int16_t>(unit);
  a.pathLength = 1;
  a.path[0] = static_cast<std::int16_t>(hex);
  return a;
}
inline Action enterAt(int unit, int hex) {
  Action a = moveTo(unit, hex);
  a.type = ActionType::Enter;
  return a;
}
inline Action exitMap(int unit) {
  Action a;
  a.type = ActionType::Exit;
  a.unit = static_cast<std::int16_t>(unit);
  return a;
}
inline Action simple(ActionType t) {
  Action a;
  a.type = t;
  return a;
}

}  // namespace nlb
