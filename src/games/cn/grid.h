// The Computer Napoleonics grid (ruling C2): a wall of bricks ("squares"), 20 rows (51..70,
// top to bottom) of 18 squares. A square is named RRCC: row, then diagonal column. Row r
// holds columns lo(r)..lo(r)+17 with lo(r) = 25 + ceil(r/2). It is a hex lattice: the
// neighbours of (r, c) in the six directions of 5.4 are
//   1 up-right (-1, 0)  2 right (0, +1)  3 down-right (+1, +1)
//   4 down-left (+1, 0) 5 left (0, -1)   6 up-left (-1, -1)
// and the distance is max(|dr|, |dc|, |dr - dc|).
//
// In code a square is its index 0..359 (row-major: (r - 51) * 18 + (c - lo(r))); -1 is "no
// square" (off the map). RRCC codes are only for text (parseSquare / formatSquare).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace cn {

constexpr int kFirstRow = 51;
constexpr int kLastRow = 70;
constexpr int kRows = 20;
constexpr int kRowLength = 18;
constexpr int kSquares = kRows * kRowLength;  // 360
constexpr int kNoSquare = -1;

// First column of row r (C2).
constexpr int rowLo(int r) { return 25 + (r + 1) / 2; }
constexpr bool onMap(int r, int c) {
  return r >= kFirstRow && r <= kLastRow && c >= rowLo(r) && c < rowLo(r) + kRowLength;
}
// Index of (row, column), or kNoSquare off the map.
constexpr int squareAt(int r, int c) {
  return onMap(r, c) ? (r - kFirstRow) * kRowLength + (c - rowLo(r)) : kNoSquare;
}
constexpr bool validSquare(int sq) { return sq >= 0 && sq < kSquares; }
constexpr int rowOf(int sq) { return kFirstRow + sq / kRowLength; }
constexpr int colOf(int sq) { return rowLo(rowOf(sq)) + sq % kRowLength; }
// The four-digit number RRCC (e.g. 5861 for Hougomont).
constexpr int codeOf(int sq) { return rowOf(sq) * 100 + colOf(sq); }
// Index of an RRCC number, or kNoSquare.
constexpr int squareOfCode(int rrcc) {
  return rrcc >= 0 && rrcc <= 9999 ? squareAt(rrcc / 100, rrcc % 100) : kNoSquare;
}

// Directions 1..6 of 5.4: (drow, dcol).
constexpr int kDirRow[7] = {0, -1, 0, +1, +1, 0, -1};
constexpr int kDirCol[7] = {0, 0, +1, +1, 0, -1, -1};
constexpr int opposite(int dir) { return (dir + 2) % 6 + 1; }  // d+3 mod 6, in 1..6

// The neighbour of sq in direction dir (1..6), or kNoSquare when it is off the map, by
// arithmetic; neighbour() reads the same from a table built at compile time.
constexpr int stepFrom(int sq, int dir) {
  return squareAt(rowOf(sq) + kDirRow[dir], colOf(sq) + kDirCol[dir]);
}
namespace detail {
struct NeighbourTable {
  std::array<std::array<std::int16_t, 7>, kSquares> n{};
  constexpr NeighbourTable() {
    for (int sq = 0; sq < kSquares; ++sq) {
      n[static_cast<std::size_t>(sq)][0] = kNoSquare;
      for (int d = 1; d <= 6; ++d)
        n[static_cast<std::size_t>(sq)][static_cast<std::size_t>(d)] =
            static_cast<std::int16_t>(stepFrom(sq, d));
    }
  }
};
inline constexpr NeighbourTable kNeighbourTable{};
}  // namespace detail
constexpr int neighbour(int sq, int dir) {
  return detail::kNeighbourTable.n[static_cast<std::size_t>(sq)][static_cast<std::size_t>(dir)];
}
// Steps between two squares (C2).
constexpr int distance(int a, int b) {
  const int dr = rowOf(b) - rowOf(a), dc = colOf(b) - colOf(a), dd = dr - dc;
  const int ar = dr < 0 ? -dr : dr, ac = dc < 0 ? -dc : dc, ad = dd < 0 ? -dd : dd;
  return ar > ac ? (ar > ad ? ar : ad) : (ac > ad ? ac : ad);
}
constexpr bool adjacent(int a, int b) { return distance(a, b) == 1; }

// "RRCC" -> index; kNoSquare unless exactly four digits naming a square of the map.
int parseSquare(std::string_view text);
// index -> "RRCC".
std::string formatSquare(int sq);

// The exit squares of C9 (last square of rows 51-58), ascending.
constexpr std::array<int, 8> kExitCodes = {5168, 5268, 5369, 5469, 5570, 5670, 5771, 5871};
constexpr bool isExitSquare(int sq) {
  return validSquare(sq) && rowOf(sq) <= 58 && sq % kRowLength == kRowLength - 1;
}
// The Prussian squares of C10, 7072..7075.
constexpr std::array<int, 4> kPrussianCodes = {7072, 7073, 7074, 7075};
constexpr bool isPrussianSquare(int sq) {
  return validSquare(sq) && rowOf(sq) == 70 && colOf(sq) >= 72 && colOf(sq) <= 75;
}
// Row 70, closed to the French (C8).
constexpr bool isRow70(int sq) { return validSquare(sq) && rowOf(sq) == kLastRow; }

// Centre of a square on the hex lattice, in brick widths (C2: x = c - r/2, y = r * sqrt(3)/2);
// for drawing only (x2 = 2x to stay integral).
constexpr int centreX2(int sq) { return 2 * colOf(sq) - rowOf(sq); }

}  // namespace cn
