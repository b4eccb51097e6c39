// Waterloo 20's Combat Results Table (ruling W16, published), its result key (W17) and the
// clamp of the differential to the printed columns (W15). Pure: no state, no dice.
#pragma once

#include <array>
#include <cstdint>

#include "games/w20/state.h"

namespace w20 {

// The printed columns run from -2 to +4 (W16).
constexpr int kMinColumn = -2;
constexpr int kMaxColumn = 4;

// W15: the column used for a differential: +5 and more use +4, -2 and less use -2.
constexpr int crtColumn(int differential) {
  return differential > kMaxColumn ? kMaxColumn
                                   : (differential < kMinColumn ? kMinColumn : differential);
}

// W16: the result (never Result::None) of die 1-6 on column kMinColumn..kMaxColumn (a column
// outside is clamped).
Result crtResult(int column, int die);
// W16: how many of the six die faces give each result (indexed by Result) on a column.
std::array<std::uint8_t, 9> columnFaces(int column);

// What a result does to each side (W17). "Retreats" covers withdrawals (one hex) and routs
// (a die of hexes); "eliminated" covers AE/DE and the defenders of EX.
constexpr bool attackersEliminated(Result r) { return r == Result::AE; }
constexpr bool defendersEliminated(Result r) { return r == Result::DE || r == Result::EX; }
constexpr bool attackersWithdraw(Result r) { return r == Result::AW; }
constexpr bool defendersWithdraw(Result r) { return r == Result::DW; }
constexpr bool attackersRout(Result r) { return r == Result::AR; }
constexpr bool defendersRout(Result r) { return r == Result::DR; }
// The side that may advance after the result: the attackers after a defender result (DW, DR,
// DE, EX: the survivors), the defenders after an attacker result (AW, AR, AE); nobody after N.
constexpr bool attackersMayAdvance(Result r) {
  return r == Result::DW || r == Result::DR || r == Result::DE || r == Result::EX;
}
constexpr bool defendersMayAdvance(Result r) {
  return r == Result::AW || r == Result::AR || r == Result::AE;
}

// The column as the protocol writes it: "-2", "-1", "0", "+1" ... "+4".
const char* columnName(int column);

}  // namespace w20
