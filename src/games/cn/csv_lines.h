// A tiny reader for the embedded CSVs of assets/cn: lines, '#' comments, comma fields (the
// files hold no quoted fields). Internal to cn_engine.
#pragma once

#include <string_view>
#include <vector>

namespace cn::detail {

// Calls f(fields) for every data line (not blank, not a comment, not the header).
template <typename F>
void forEachCsvRow(std::string_view text, F&& f) {
  bool header = true;
  std::vector<std::string_view> fields;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line[0] == '#') continue;
    if (header) {
      header = false;
      continue;
    }
    fields.clear();
    std::size_t start = 0;
    for (;;) {
      const std::size_t comma = line.find(',', start);
      fields.push_back(line.substr(start, comma == std::string_view::npos ? comma : comma - start));
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
    f(fields);
  }
}

inline int toInt(std::string_view s, int fallback = -1) {
  if (s.empty()) return fallback;
  int v = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return fallback;
    v = v * 10 + (ch - '0');
  }
  return v;
}

}  // namespace cn::detail
