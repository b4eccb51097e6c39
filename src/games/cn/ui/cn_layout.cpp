#include "cn_layout.h"

#include <cmath>

namespace cn::ui {

Rect BrickLayout::squaresBounds() {
  // Even rows reach furthest left (5251 is centred at x = 25), odd rows furthest right (5168
  // at 42.5).
  const double x0 = squareCentre(squareAt(kFirstRow + 1, rowLo(kFirstRow + 1))).x - 0.5;
  const double x1 = squareCentre(squareAt(kFirstRow, rowLo(kFirstRow) + kRowLength - 1)).x + 0.5;
  return {x0, (kFirstRow - 0.5) * kBrickHeight, x1, (kLastRow + 0.5) * kBrickHeight};
}

Rect BrickLayout::bounds() const {
  const Rect s = squaresBounds();
  // Left: row numbers; top and bottom: column numbers; right: exit arrows, the right-edge
  // column numbers and the compass.
  return {s.x0 - 1.0, s.y0 - 0.7, s.x1 + 2.6, s.y1 + 0.7};
}

int BrickLayout::squareAtWorld(Point w) {
  // Row r is the band of height kBrickHeight centred on r * kBrickHeight; in it, column c
  // spans [c - r/2 - 0.5, c - r/2 + 0.5).
  const double rf = std::floor(w.y / kBrickHeight + 0.5);
  if (rf < kFirstRow || rf > kLastRow) return kNoSquare;
  const int r = static_cast<int>(rf);
  const double cf = std::floor(w.x + r / 2.0 + 0.5);
  if (cf < 0 || cf > 99) return kNoSquare;
  return squareAt(r, static_cast<int>(cf));
}

int BrickLayout::cellAt(Point w) const {
  const int sq = squareAtWorld(w);
  return sq == kNoSquare ? 0 : codeOf(sq);
}

}  // namespace cn::ui
