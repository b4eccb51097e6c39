// The Combat Results Table (6.0, ruling R5) as data, and the odds arithmetic of 6.2.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace naw {

enum class CombatResult : std::uint8_t { Ae, Ar, Ee, Dr, De };
const char* combatResultName(CombatResult r);  // "Ae", "Ar", "Ee", "Dr", "De"

class Crt {
 public:
  // Parses a CRT asset: header "die,<ratio>,...", ratios worst first ("1-5".."6-1"), then
  // one row per die face 1..6.
  static std::optional<Crt> parse(std::string_view csv, std::string* error = nullptr);

  int columns() const { return static_cast<int>(names_.size()); }
  const std::string& columnName(int column) const { return names_[column]; }
  int columnByName(std::string_view name) const;  // -1 if unknown
  CombatResult result(int column, int die) const { return table_[die - 1][column]; }

  // 6.2 / R5: the column for attack strength `attack` against (doubled) defence `defence`,
  // rounded in the defender's favour and clamped to the table.
  int oddsColumn(int attack, int defence) const;
  // Clamps a column index to the table.
  int clamp(int column) const;

 private:
  std::vector<std::string> names_;
  std::vector<int> attackerParts_, defenderParts_;  // "3-1" -> 3 and 1
  std::array<std::vector<CombatResult>, 6> table_;
};

}  // namespace naw
