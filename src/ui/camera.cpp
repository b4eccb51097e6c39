#include "camera.h"

#include <cmath>

#include <algorithm>

namespace naw::ui {

Rect boardBounds(int columns, int oddRows, double margin) {
  // hexCenter puts 0101's centre at (1, sqrt3/2): the board spans x in [0, 1.5*(columns-1)+2]
  // and y in [0, sqrt3*oddRows] (odd columns are the tallest).
  return {-margin, -margin, 1.5 * (columns - 1) + 2 + margin, kSqrt3 * oddRows + margin};
}

void Camera::fit(const Rect& world, double viewWidth, double viewHeight) {
  if (world.width() <= 0 || world.height() <= 0 || viewWidth <= 0 || viewHeight <= 0) return;
  scale_ = std::min(viewWidth / world.width(), viewHeight / world.height());
  offset_.x = (viewWidth - world.width() * scale_) / 2 - world.x0 * scale_;
  offset_.y = (viewHeight - world.height() * scale_) / 2 - world.y0 * scale_;
}

void Camera::zoomAt(Point anchor, double factor) {
  const Point before = toWorld(anchor);
  scale_ = std::clamp(scale_ * factor, minScale_, maxScale_);
  offset_.x = anchor.x - before.x * scale_;
  offset_.y = anchor.y - before.y * scale_;
}

void Camera::setScaleLimits(double minScale, double maxScale) {
  minScale_ = minScale;
  maxScale_ = std::max(minScale, maxScale);
  scale_ = std::clamp(scale_, minScale_, maxScale_);
}

Hex hexAtWorld(Point w) {
  const int c0 = int(std::lround((w.x - 1) / 1.5)) + 1;
  Hex best;
  double bestD = 1e18;
  for (int c = c0 - 1; c <= c0 + 1; ++c) {
    const double shift = (c % 2 == 0) ? 0.5 : 0.0;
    const int r0 = int(std::lround((w.y - kSqrt3 / 2) / kSqrt3 - shift)) + 1;
    for (int r = r0 - 1; r <= r0 + 1; ++r) {
      const Point p = hexCenter(Hex{c, r}, 1.0);
      const double d = (p.x - w.x) * (p.x - w.x) + (p.y - w.y) * (p.y - w.y);
      if (d < bestD) bestD = d, best = Hex{c, r};
    }
  }
  return best;
}

Rect HexBoardLayout::bounds() const {
  return boardBounds(map_->columns(), map_->rowsInColumn(1), 0.7);
}

int HexBoardLayout::cellAt(Point world) const {
  const Hex h = hexAtWorld(world);
  return map_->onMap(h) ? h.col * 100 + h.row : 0;
}

}  // namespace naw::ui
