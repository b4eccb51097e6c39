// Waterloo 20's Combat Results Table (ruling W16, published), its result key (W17) and the
// clamp of the differential to the printed columns (W15). Pure: no state, no dice.
#pragma once

#include <cstdint>
#include <string_view>

namespace w20 {

// The result key of the published chart, in the order the protocol lists them.
enum class CombatResult : std::uint8_t { AE, AR, AW, N, DW, DR, DE, EX };
constexpr int kCombatResultCount = 8;

const char* combatResultName(CombatResult r);  // "AE" ... "EX"
// The result named `name` ("AE" ... "EX"); false if none.
bool parseCombatResult(std::string_view name, CombatResult& out);

// The printed columns run from -2 to +4 (W16).
constexpr int kMinColumn = -2;
constexpr int kMaxColumn = 4;

// W15: the column used for a differential: +5 and more use +4, -2 and less use -2.
constexpr int crtColumn(int differential) {
  return differential > kMaxColumn ? kMaxColumn
                                   : (differential < kMinColumn ? kMinColumn : differential);
}

// W16: the result of die 1-6 on column kMinColumn..kMaxColumn (a column outside is clamped).
CombatResult crtResult(int column, int die);

// What a result does to each side (W17). "Retreats" covers withdrawals (one hex) and routs
// (a die of hexes); "eliminated" covers AE/DE and the defenders of EX.
constexpr bool attackersEliminated(CombatResult r) { return r == CombatResult::AE; }
constexpr bool defendersEliminated(CombatResult r) {
  return r == CombatResult::DE || r == CombatResult::EX;
}
constexpr bool attackersWithdraw(CombatResult r) { return r == CombatResult::AW; }
constexpr bool defendersWithdraw(CombatResult r) { return r == CombatResult::DW; }
constexpr bool attackersRout(CombatResult r) { return r == CombatResult::AR; }
constexpr bool defendersRout(CombatResult r) { return r == CombatResult::DR; }
// The side that may advance after the result: the attackers after a defender result (DW, DR,
// DE, EX: the survivors), the defenders after an attacker result (AW, AR, AE); nobody after N.
constexpr bool attackersMayAdvance(CombatResult r) {
  return r == CombatResult::DW || r == CombatResult::DR || r == CombatResult::DE ||
         r == CombatResult::EX;
}
constexpr bool defendersMayAdvance(CombatResult r) {
  return r == CombatResult::AW || r == CombatResult::AR || r == CombatResult::AE;
}

// The column as the protocol writes it: "-2", "-1", "0", "+1" ... "+4".
const char* columnName(int column);

}  // namespace w20
