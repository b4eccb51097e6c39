#include "camera.h"

#include <gtest/gtest.h>

namespace naw::ui {
namespace {

TEST(CameraTest, FitShowsTheWholeBoardCentred) {
  const Rect board = boardBounds(23, 17, 0.5);
  Camera cam;
  cam.fit(board, 1000, 800);
  const Point tl = cam.toScreen({board.x0, board.y0});
  const Point br = cam.toScreen({board.x1, board.y1});
  EXPECT_GE(tl.x, -1e-9);
  EXPECT_GE(tl.y, -1e-9);
  EXPECT_LE(br.x, 1000 + 1e-9);
  EXPECT_LE(br.y, 800 + 1e-9);
  // One axis fills the viewport exactly, the other is centred.
  const bool fillsX = std::abs(tl.x) < 1e-9 && std::abs(br.x - 1000) < 1e-9;
  const bool fillsY = std::abs(tl.y) < 1e-9 && std::abs(br.y - 800) < 1e-9;
  EXPECT_TRUE(fillsX || fillsY);
  EXPECT_NEAR(tl.x, 1000 - br.x, 1e-9);
  EXPECT_NEAR(tl.y, 800 - br.y, 1e-9);
}

TEST(CameraTest, BoardBoundsContainEveryHexCorner) {
  const Rect board = boardBounds(23, 17, 0);
  for (int col = 1; col <= 23; ++col) {
    const int rows = col % 2 ? 17 : 16;
    for (int row = 1; row <= rows; ++row) {
      const Point c = hexCenter({col, row}, 1.0);
      for (int i = 0; i < 6; ++i) {
        const Point p = hexCorner(c, 1.0, i);
        EXPECT_GE(p.x, board.x0 - 1e-9);
        EXPECT_LE(p.x, board.x1 + 1e-9);
        EXPECT_GE(p.y, board.y0 - 1e-9);
        EXPECT_LE(p.y, board.y1 + 1e-9);
      }
    }
  }
}

TEST(CameraTest, ZoomKeepsTheAnchorFixedAndRoundTrips) {
  Camera cam;
  cam.fit(boardBounds(23, 17, 0.5), 640, 480);
  const Point anchor{200, 150};
  const Point world = cam.toWorld(anchor);
  cam.zoomAt(anchor, 2.5);
  const Point back = cam.toScreen(world);
  EXPECT_NEAR(back.x, anchor.x, 1e-9);
  EXPECT_NEAR(back.y, anchor.y, 1e-9);
  cam.pan(13, -7);
  const Point p = cam.toWorld(cam.toScreen({3.25, 4.5}));
  EXPECT_NEAR(p.x, 3.25, 1e-9);
  EXPECT_NEAR(p.y, 4.5, 1e-9);
}

TEST(CameraTest, ZoomIsClampedToItsLimits) {
  Camera cam;
  cam.fit(boardBounds(23, 17, 0.5), 640, 480);
  cam.setScaleLimits(10, 40);
  cam.zoomAt({0, 0}, 1000);
  EXPECT_DOUBLE_EQ(cam.scale(), 40);
  cam.zoomAt({0, 0}, 1e-6);
  EXPECT_DOUBLE_EQ(cam.scale(), 10);
}

}  // namespace
}  // namespace naw::ui
