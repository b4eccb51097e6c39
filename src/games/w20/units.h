// The Waterloo 20 counters (w20-units.csv, ruling W2), indexed in ascending id order (W31,
// state.h's UnitId).
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "games/w20/state.h"

namespace w20 {

struct UnitInfo {
  std::string id;  // "fr-ig"
  Side side = Side::French;
  Army army = Army::French;  // Army::None for the Allied dummy (it may pose as either)
  UnitType type = UnitType::Corps;
  std::string label, commander;
  int strength = 0, movement = 0;
  std::uint16_t setupArea = 0;  // Special bits (kSetupFr, kSetupAd | kSetupPr, ...)
  int setupHex = kNoHex;        // historical hex (W3), kNoHex for reinforcements and dummies
  int arrival = 0;              // reinforcement turn (W25), 0 if none
  int entryHex = kNoHex;
};

struct Roster {
  std::array<UnitInfo, kUnits> units{};
  const UnitInfo& operator[](int u) const { return units[static_cast<std::size_t>(u)]; }
  int find(std::string_view id) const;  // kNoUnit if none
};

const Roster& theRoster();

}  // namespace w20
