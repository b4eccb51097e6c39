// The Computer Napoleonics roster (ruling C4): 58 units read once from the embedded
// assets/cn/cn-units.csv, in the file's order (that order is the unit index everywhere).
// Ids are the roster's two letters, case-sensitive: "IA" is Allied, "ia" French.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace cn {

constexpr int kUnits = 58;

enum class Side : std::uint8_t { French, Allied };
enum class UnitType : std::uint8_t { Artillery, Cavalry, Infantry, Garrison };
const char* sideName(Side s);          // "french", "allied"
const char* unitTypeName(UnitType t);  // "artillery", "cavalry", "infantry", "garrison"
constexpr Side enemyOf(Side s) { return s == Side::French ? Side::Allied : Side::French; }

struct UnitDef {
  std::string id;  // two letters, case-sensitive
  Side side = Side::French;
  UnitType type = UnitType::Infantry;
  int strength = 0;  // printed strength points (losses count these)
  int movement = 0;  // movement allowance (0 for garrisons)
  int square = -1;   // start square, or the square a Prussian is placed on (C10)
  int arrival = 0;   // scheduled turn 3..6 of a Prussian reinforcement, else 0
  std::string designation;
  bool horseArtillery = false;
  bool prussian() const { return arrival != 0; }
};

class Roster {
 public:
  const UnitDef& unit(int u) const { return units_[static_cast<std::size_t>(u)]; }
  int count() const { return kUnits; }
  // Index of an id (exact, case-sensitive), or -1.
  int find(std::string_view id) const;
  bool loaded() const { return loaded_; }

 private:
  friend Roster loadRoster();
  std::array<UnitDef, kUnits> units_{};
  bool loaded_ = false;
};

// The roster, parsed on first use from the embedded CSV (inline: called in hot loops).
Roster loadRoster();
inline const Roster& theRoster() {
  static const Roster roster = loadRoster();
  return roster;
}

}  // namespace cn
