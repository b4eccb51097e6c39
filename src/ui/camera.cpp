#include "camera.h"

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

}  // namespace naw::ui
