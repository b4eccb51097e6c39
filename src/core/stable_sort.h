// core::stableSort(v, less): std::stable_sort(v.begin(), v.end(), less), same order, with the
// sort itself compiled once for the whole program. std::stable_sort is instantiated anew for
// every comparator (five merge and buffer functions, ~3 KB of wasm each time): the page's
// twelve call sites (the computer players, obligations) held 36 KB of it. Here each call
// site only sorts indices through one shared function and moves its items into place.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace core {

namespace detail {
using IndexLess = bool (*)(const void* context, std::size_t a, std::size_t b);
// Sorts `order` (indices) stably by less(context, a, b): the one instantiation of the sort.
inline void stableOrder(std::vector<std::uint32_t>& order, IndexLess less, const void* context) {
  std::stable_sort(order.begin(), order.end(), [less, context](std::uint32_t a, std::uint32_t b) {
    return less(context, a, b);
  });
}
}  // namespace detail

// The items of `v` in the order std::stable_sort(v.begin(), v.end(), less) gives (ties keep
// their order), by moves.
template <class T, class Less>
void stableSort(std::vector<T>& v, Less less) {
  if (v.size() < 2) return;
  struct Context {
    const std::vector<T>& items;
    Less& less;
  } context{v, less};
  std::vector<std::uint32_t> order(v.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<std::uint32_t>(i);
  detail::stableOrder(
      order,
      [](const void* c, std::size_t a, std::size_t b) {
        const Context& ctx = *static_cast<const Context*>(c);
        return static_cast<bool>(ctx.less(ctx.items[a], ctx.items[b]));
      },
      &context);
  std::vector<T> sorted;
  sorted.reserve(v.size());
  for (const std::uint32_t i : order) sorted.push_back(std::move(v[i]));
  v.swap(sorted);
}

// With operator<.
template <class T>
void stableSort(std::vector<T>& v) {
  stableSort(v, [](const T& a, const T& b) { return a < b; });
}

}  // namespace core
