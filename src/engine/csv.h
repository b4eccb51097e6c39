// Minimal CSV helpers for the engine's assets: '#' comment lines, a header line, plain
// comma-separated fields (no quoting: the assets never need it).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace naw::csv {

inline std::vector<std::string_view> splitFields(std::string_view line, char sep = ',') {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (;;) {
    const std::size_t pos = line.find(sep, start);
    if (pos == std::string_view::npos) {
      out.push_back(line.substr(start));
      return out;
    }
    out.push_back(line.substr(start, pos - start));
    start = pos + 1;
  }
}

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

// Calls fn(lineNumber, line) for each non-empty line, with comments ('#') collected into
// `comments` (text after '#', one per line).
template <class Fn>
void forEachLine(std::string_view text, std::string* comments, Fn fn) {
  int lineNo = 0;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    ++lineNo;
    line = trim(line);
    if (line.empty()) continue;
    if (line.front() == '#') {
      if (comments) {
        comments->append(trim(line.substr(1)));
        comments->push_back('\n');
      }
      continue;
    }
    if (!fn(lineNo, line)) return;
  }
}

inline bool parseInt(std::string_view s, int& out) {
  s = trim(s);
  if (s.empty() || s.size() > 9) return false;
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  out = v;
  return true;
}

}  // namespace naw::csv
