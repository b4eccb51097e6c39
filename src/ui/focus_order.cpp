#include "focus_order.h"

#include <algorithm>
#include <numeric>

namespace naw::ui {

int nextInReadingOrder(const std::vector<Rect>& items, int current, bool forward) {
  const int n = static_cast<int>(items.size());
  if (n == 0) return -1;
  std::vector<int> order(static_cast<std::size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int i, int j) {
    const Rect& a = items[static_cast<std::size_t>(i)];
    const Rect& b = items[static_cast<std::size_t>(j)];
    return a.y0 + 1 < b.y0 || (a.y0 < b.y0 + 1 && a.x0 < b.x0);
  });
  const auto at = std::find(order.begin(), order.end(), current);
  if (at == order.end()) return forward ? order.front() : order.back();
  const int k = static_cast<int>(at - order.begin());
  return order[static_cast<std::size_t>((k + (forward ? 1 : n - 1)) % n)];
}

double scrollToShow(double y0, double y1, double top, double bottom, double scroll, double margin) {
  if (y0 >= top && y1 <= bottom) return scroll;
  if (y0 < top || y1 - y0 + 2 * margin > bottom - top)
    return std::max(0.0, scroll - (top - y0) - margin);
  return scroll + (y1 - bottom) + margin;
}

}  // namespace naw::ui
