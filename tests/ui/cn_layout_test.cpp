// The Computer Napoleonics brick layout (src/games/cn/ui/cn_layout.h): ruling C2's drawing
// and exact picking of bricks.
#include <gtest/gtest.h>

#include <cmath>

#include "cn_layout.h"

namespace {

using cn::ui::BrickLayout;
using cn::ui::kBrickHeight;
using cn::ui::squareCentre;

// C2: "Every odd row is drawn half a brick to the right of the even rows": 5151 (odd) is
// right of 5251 (even) by half a brick, and 5252 is right of 5151 by half a brick.
TEST(CnLayout, Ruling_C2_OddRowsHalfABrickRight) {
  const auto a = squareCentre(cn::squareOfCode(5151)), b = squareCentre(cn::squareOfCode(5251));
  EXPECT_DOUBLE_EQ(a.x - b.x, 0.5);
  EXPECT_NEAR(b.y - a.y, kBrickHeight, 1e-12);
  EXPECT_DOUBLE_EQ(squareCentre(cn::squareOfCode(5252)).x - a.x, 0.5);
}

// C2: the bricks are a drawing of the hex lattice: every neighbour's centre is one unit away,
// and the up-right neighbour (direction 1) keeps the column number.
TEST(CnLayout, Ruling_C2_NeighbourCentresOneApart) {
  for (int sq = 0; sq < cn::kSquares; ++sq)
    for (int d = 1; d <= 6; ++d) {
      const int n = cn::neighbour(sq, d);
      if (n == cn::kNoSquare) continue;
      const auto p = squareCentre(sq), q = squareCentre(n);
      EXPECT_NEAR(std::hypot(p.x - q.x, p.y - q.y), 1.0, 1e-12) << cn::codeOf(sq) << " " << d;
    }
  const auto p = squareCentre(cn::squareOfCode(6365)), q = squareCentre(cn::squareOfCode(6465));
  EXPECT_GT(p.x, q.x);  // 6365 is up and to the right of 6465
  EXPECT_LT(p.y, q.y);
}

// Picking: every point inside a brick (up to its edges) gives that brick's RRCC, and a point
// just across an edge gives the neighbour across it or nothing off the map.
TEST(CnLayout, PickingIsExactForBricks) {
  const BrickLayout layout;
  const double e = 1e-6, hw = 0.5 - e, hh = kBrickHeight / 2 - e;
  for (int sq = 0; sq < cn::kSquares; ++sq) {
    const int code = cn::codeOf(sq);
    const auto c = squareCentre(sq);
    for (double dx : {-hw, 0.0, hw})
      for (double dy : {-hh, 0.0, hh}) EXPECT_EQ(layout.cellAt({c.x + dx, c.y + dy}), code);
    EXPECT_EQ(layout.cellCentre(code).x, c.x);
    // Across the right side: the square in direction 2, or off the map.
    const int right = cn::neighbour(sq, 2);
    EXPECT_EQ(layout.cellAt({c.x + 0.5 + e, c.y}), right == cn::kNoSquare ? 0 : cn::codeOf(right));
  }
  // Just below 5861's bottom edge, left of its centre: 5961 (direction 4, down-left); right of
  // it: 5962 (direction 3).
  const auto h = squareCentre(cn::squareOfCode(5861));
  EXPECT_EQ(layout.cellAt({h.x - 0.25, h.y + kBrickHeight / 2 + e}), 5961);
  EXPECT_EQ(layout.cellAt({h.x + 0.25, h.y + kBrickHeight / 2 + e}), 5962);
  // The notch left of an odd row and right of an even row is off the map.
  const auto r51 = squareCentre(cn::squareOfCode(5151));
  EXPECT_EQ(layout.cellAt({r51.x - 0.75, r51.y}), 0);
  const auto r52 = squareCentre(cn::squareOfCode(5268));
  EXPECT_EQ(layout.cellAt({r52.x + 0.75, r52.y}), 0);
  EXPECT_FALSE(layout.onBoard(5150));
  EXPECT_TRUE(layout.onBoard(7077));
}

// The layout's bounds hold every brick.
TEST(CnLayout, BoundsHoldEveryBrick) {
  const BrickLayout layout;
  const auto b = layout.bounds();
  for (int sq = 0; sq < cn::kSquares; ++sq) {
    const auto c = squareCentre(sq);
    EXPECT_GE(c.x - 0.5, b.x0);
    EXPECT_LE(c.x + 0.5, b.x1);
    EXPECT_GE(c.y - kBrickHeight / 2, b.y0);
    EXPECT_LE(c.y + kBrickHeight / 2, b.y1);
  }
}

}  // namespace
