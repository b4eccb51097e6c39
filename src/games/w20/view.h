// What one side may see (rule 15, ruling W29; cli-protocol-w20.md `view`). A View never
// holds the identity of an enemy counter that is face down on the map: such a counter is
// only its marker, side, hex and Routed marker, and the enemy's pending units are left out.
// Counters are listed in marker order (f1..f11, then a1..a9), so that the order says nothing.
#pragma once

#include <array>
#include <cstdint>

#include "games/w20/state.h"

namespace w20 {

struct ViewUnit {
  std::int8_t unit = kNoUnit;  // kNoUnit for a face-down enemy counter
  Side side = Side::French;
  std::uint8_t marker = 0;  // 1..11 (French) or 1..9 (Allied)
  std::int16_t hex = kNoHex;
  UnitStatus status = UnitStatus::Map;
  bool faceUp = true;
  bool routed = false;
  bool moved = false;
};

struct View {
  Side viewer = Side::French;
  std::uint8_t turn = 1;
  Phase phase = Phase::FrenchMove;
  CombatStep step = CombatStep::None;
  Winner winner = Winner::None;
  bool fog = true, penetration = true, routedRule = true;
  std::array<std::int8_t, 2> morale{};
  std::array<Event, 2> event{};
  std::array<bool, 3> forcedMarch{};
  Owed owed = Owed::None;
  Side owedSide = Side::French;
  std::uint32_t owedUnits = 0;  // only the viewer's own units (an enemy deploy reads deploy:SIDE)
  std::uint8_t nCombats = 0;    // declared combats are public (their units are face up)
  std::array<Combat, kMaxCombats> combats{};
  std::uint8_t nUnits = 0;
  std::array<ViewUnit, kUnits> units{};
};

}  // namespace w20
