// Where Computer Napoleonics' squares are drawn: a wall of bricks (ruling C2). Square RRCC
// (row 51..70 from top to bottom, diagonal column CC) has its centre at
// (x, y) = (CC - RR/2, RR * sqrt3/2) in world units: one brick is 1 wide and sqrt3/2 tall, so
// the bricks tile the plane with every odd row half a brick right of the even rows, and the
// centres are those of the hex lattice the rules are read on. Picking is exact: a point
// belongs to the brick whose rectangle holds it. Display only; the grid is cn_engine's.
#pragma once

#include "camera.h"
#include "games/cn/grid.h"

namespace cn::ui {

using naw::Point;
using naw::ui::Rect;

constexpr double kBrickHeight = naw::kSqrt3 / 2;

// Centre of square `sq` (an index of grid.h), world units.
constexpr Point squareCentre(int sq) { return {centreX2(sq) / 2.0, rowOf(sq) * kBrickHeight}; }

// The bricks of the map, with room around them for the row and column numbers (1.4), the
// exit arrows on the right edge and the compass. Cells are RRCC numbers (BoardLayout).
class BrickLayout : public naw::ui::BoardLayout {
 public:
  // The squares only (no margins).
  static Rect squaresBounds();
  // The square index (grid.h) whose brick holds `world`, or kNoSquare.
  static int squareAtWorld(Point world);

  Rect bounds() const override;
  int cellAt(Point world) const override;
  Point cellCentre(int cell) const override { return squareCentre(squareOfCode(cell)); }
  bool onBoard(int cell) const override { return squareOfCode(cell) != kNoSquare; }
};

}  // namespace cn::ui
