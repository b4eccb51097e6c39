// Lists of unit indices as the screens keep them (a selection, an attack being built): in
// tap order, each unit at most once.
#pragma once

#include <algorithm>
#include <vector>

namespace naw::ui {

inline bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// Adds x at the end, or removes it when it is there.
inline void toggle(std::vector<int>& v, int x) {
  auto it = std::find(v.begin(), v.end(), x);
  if (it == v.end())
    v.push_back(x);
  else
    v.erase(it);
}

}  // namespace naw::ui
