// Hex geometry for the Napoleon at Waterloo map, after Red Blob Games' hexagon guide.
//
// The printed map numbers hexes CCRR: column 01-23 west to east, row 01.. north to south.
// Hexes are flat-topped and even columns sit half a hex lower ("even-q" offset layout,
// ruling R2). Algorithms work in cube coordinates; the printed number appears only at the
// edges (parsing input, printing output).
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace naw {

// A hex as printed on the map: column and row, both 1-based. {0,0} is "no hex".
struct Hex {
  int col = 0;
  int row = 0;
  constexpr bool valid() const { return col > 0 && row > 0; }
  friend constexpr bool operator==(Hex a, Hex b) { return a.col == b.col && a.row == b.row; }
  friend constexpr bool operator!=(Hex a, Hex b) { return !(a == b); }
  // Ascending by printed number (CCRR), the order the CLI prints hex lists in.
  friend constexpr bool operator<(Hex a, Hex b) {
    return a.col != b.col ? a.col < b.col : a.row < b.row;
  }
};

struct Cube {
  int q = 0, r = 0, s = 0;
  friend constexpr bool operator==(Cube a, Cube b) {
    return a.q == b.q && a.r == b.r && a.s == b.s;
  }
};

// Directions, clockwise from north; also the order of road hexsides in the map asset.
enum Dir : int { N = 0, NE = 1, SE = 2, S = 3, SW = 4, NW = 5 };
constexpr int kDirections = 6;
constexpr int opposite(int dir) { return (dir + 3) % 6; }

// Cube direction vectors for flat-topped hexes, indexed by Dir.
constexpr std::array<Cube, 6> kCubeDirections = {{
    {0, -1, 1},  // N
    {1, -1, 0},  // NE
    {1, 0, -1},  // SE
    {0, 1, -1},  // S
    {-1, 1, 0},  // SW
    {-1, 0, 1},  // NW
}};

// even-q: even columns are shoved down half a hex.
constexpr Cube toCube(Hex h) {
  const int q = h.col;
  const int r = h.row - (h.col + (h.col & 1)) / 2;
  return {q, r, -q - r};
}

constexpr Hex toHex(Cube c) { return {c.q, c.r + (c.q + (c.q & 1)) / 2}; }

constexpr int distance(Cube a, Cube b) {
  const int dq = a.q - b.q, dr = a.r - b.r, ds = a.s - b.s;
  const int aq = dq < 0 ? -dq : dq, ar = dr < 0 ? -dr : dr, as = ds < 0 ? -ds : ds;
  return (aq + ar + as) / 2;
}
constexpr int distance(Hex a, Hex b) { return distance(toCube(a), toCube(b)); }

constexpr Hex neighbor(Hex h, int dir) {
  const Cube c = toCube(h);
  const Cube d = kCubeDirections[dir];
  return toHex({c.q + d.q, c.r + d.r, c.s + d.s});
}

// The direction from a to an adjacent b, or -1 if they are not adjacent.
constexpr int directionTo(Hex a, Hex b) {
  for (int d = 0; d < kDirections; ++d)
    if (neighbor(a, d) == b) return d;
  return -1;
}

// Pixel centre of a hex for flat-topped hexes of circumradius `size`, with hex 0101 at
// (1.5*size, sqrt(3)*size) offset so that column 1 / row 1 sit near the origin.
struct Point {
  double x = 0, y = 0;
};
constexpr double kSqrt3 = 1.7320508075688772;
constexpr Point hexCenter(Hex h, double size) {
  // Offset layout directly: x by column, y by row plus half a hex for even columns.
  return {size * 1.5 * (h.col - 1) + size,
          size * kSqrt3 * ((h.row - 1) + ((h.col % 2 == 0) ? 0.5 : 0.0)) + size * kSqrt3 / 2};
}
// Corner i (0 = east, counter-clockwise in screen space going through y-down) of a hex.
inline Point hexCorner(Point center, double size, int i) {
  static constexpr double kCos[6] = {1, 0.5, -0.5, -1, -0.5, 0.5};
  static constexpr double kSin[6] = {0, kSqrt3 / 2, kSqrt3 / 2, 0, -kSqrt3 / 2, -kSqrt3 / 2};
  return {center.x + size * kCos[i], center.y + size * kSin[i]};
}

// "1517" -> {15, 17}. Exactly four digits; returns an invalid Hex otherwise.
inline Hex parseHex(std::string_view s) {
  if (s.size() != 4) return {};
  for (char ch : s)
    if (ch < '0' || ch > '9') return {};
  return {(s[0] - '0') * 10 + (s[1] - '0'), (s[2] - '0') * 10 + (s[3] - '0')};
}

inline std::string formatHex(Hex h) {
  std::string s(4, '0');
  s[0] = char('0' + h.col / 10 % 10);
  s[1] = char('0' + h.col % 10);
  s[2] = char('0' + h.row / 10 % 10);
  s[3] = char('0' + h.row % 10);
  return s;
}

}  // namespace naw
