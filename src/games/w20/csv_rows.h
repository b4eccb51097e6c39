// Reading the embedded CSVs of assets/w20: data lines only ('#' comments and the header
// skipped), comma fields (the files hold no quoted fields). Internal to w20_engine.
#pragma once

#include <string_view>
#include <vector>

#include "csv.h"  // naw::csv::splitFields, trim, parseInt (the standard game's helpers)

namespace w20::detail {

template <typename F>
void forEachRow(std::string_view text, F&& f) {
  bool header = true;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = naw::csv::trim(text.substr(0, nl));
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    if (line.empty() || line[0] == '#') continue;
    if (header) {
      header = false;
      continue;
    }
    f(naw::csv::splitFields(line));
  }
}

inline int toInt(std::string_view s, int fallback = -1) {
  int v = 0;
  return naw::csv::parseInt(s, v) ? v : fallback;
}

}  // namespace w20::detail
