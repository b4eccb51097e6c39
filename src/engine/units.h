// The counter manifest: every unit of the game, loaded from the units asset (a CSV text).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hex.h"

namespace naw {

enum class Side : std::uint8_t { French = 0, Allied = 1 };
enum class Nation : std::uint8_t { French, AngloAllied, Prussian };
enum class UnitType : std::uint8_t { Infantry, Cavalry, Artillery };

inline Side enemyOf(Side s) { return s == Side::French ? Side::Allied : Side::French; }
const char* sideName(Side s);          // "french", "allied"
const char* nationName(Nation n);      // "french", "anglo_allied", "prussian"
const char* unitTypeName(UnitType t);  // "infantry", "cavalry", "artillery"

struct UnitDef {
  std::string id;  // stable identifier, e.g. "fr-gren-gd"
  Side side = Side::French;
  Nation nation = Nation::French;
  UnitType type = UnitType::Infantry;
  std::string label;         // designation as printed, e.g. "Gren Gd"
  int strength = 0;          // printed combat strength
  int movement = 0;          // printed movement allowance
  Hex start;                 // start hex, or invalid for reinforcements
  int arrivalTurn = 0;       // game turn of arrival for reinforcements (0: on the map at start)
  bool variantPool = false;  // "Gt5v": only in the Grouchy variant (9.1)
};

// Parses the units asset. On failure returns nullopt and describes the first bad line.
std::optional<std::vector<UnitDef>> parseUnits(std::string_view csv, std::string* error = nullptr);

}  // namespace naw
