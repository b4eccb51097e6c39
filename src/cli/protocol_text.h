// The naw-cli protocol's text helpers, shared by the three games' text front ends
// (src/cli/cli_session.cpp, src/games/cn/cli/cn_session.cpp, src/games/nlb/cli/nlb_session.cpp):
// word splitting, number and key=value reading, the `ok` / `error RULE WHY` replies, and the
// `bench` signature loop. Header-only (library naw_cli_text) so the games' cli libraries, added
// before src/cli, can use it.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace naw::cli::text {

using Words = std::vector<std::string_view>;

// Splits on sep and on blanks (space, tab, carriage return); empty pieces are dropped.
inline Words split(std::string_view line, char sep) {
  Words out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() &&
           (line[i] == sep || line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
      ++i;
    std::size_t j = i;
    while (j < line.size() && line[j] != sep && line[j] != ' ' && line[j] != '\t' &&
           line[j] != '\r')
      ++j;
    if (j > i) out.push_back(line.substr(i, j - i));
    i = j;
  }
  return out;
}

// A whole number of at most 19 digits (no sign).
inline bool parseNumber(std::string_view s, std::uint64_t& out) {
  if (s.empty() || s.size() > 19) return false;
  std::uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  out = v;
  return true;
}

// A whole number from lo to hi.
inline bool parseInt(std::string_view s, int& out, int lo, int hi) {
  std::uint64_t v;
  if (!parseNumber(s, v) || v < static_cast<std::uint64_t>(lo) ||
      v > static_cast<std::uint64_t>(hi))
    return false;
  out = static_cast<int>(v);
  return true;
}

// "key=value" -> value if the key matches.
inline bool keyValue(std::string_view word, std::string_view key, std::string_view& value) {
  if (word.size() <= key.size() || word.substr(0, key.size()) != key || word[key.size()] != '=')
    return false;
  value = word.substr(key.size() + 1);
  return true;
}

inline std::string ok(const std::string& words = {}) {
  return words.empty() ? "ok\n" : "ok " + words + "\n";
}
inline std::string error(const std::string& rule, const std::string& why) {
  return "error " + rule + " " + why + "\n";
}

// The `bench` reply: plays `games` games, game i with seed + i * 0x9E3779B97F4A7C15 through
// playOne(seed) (which returns something with .actions and .hash, the final state's hash), and
// signs them with FNV-1a over every game's hash, byte by byte from the low one.
// `ai [level=L]`: the level the words after the command name (`fallback` without any);
// false when a word is not `level=` with a name `byName` knows (answer the usage error).
template <typename Level, typename ByName>
bool aiLevelArg(const Words& w, Level fallback, ByName byName, Level& level) {
  level = fallback;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (!keyValue(w[i], "level", v)) return false;
    const auto l = byName(v);
    if (!l) return false;
    level = *l;
  }
  return true;
}

template <typename PlayOne>
std::string benchReply(std::uint64_t games, std::uint64_t seed, PlayOne playOne) {
  const auto start = std::chrono::steady_clock::now();
  long actions = 0;
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (std::uint64_t i = 0; i < games; ++i) {
    const auto p = playOne(seed + i * 0x9E3779B97F4A7C15ull);
    actions += p.actions;
    for (int b = 0; b < 8; ++b) {
      hash ^= (p.hash >> (8 * b)) & 0xff;
      hash *= 0x100000001b3ull;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char buf[160];
  std::snprintf(
      buf, sizeof buf, "games=%llu actions=%ld hash=%016llx seconds=%.3f games_per_second=%.1f",
      static_cast<unsigned long long>(games), actions, static_cast<unsigned long long>(hash),
      seconds, seconds > 0 ? static_cast<double>(games) / seconds : 0.0);
  return "ok\n" + std::string(buf) + "\n.\n";
}

}  // namespace naw::cli::text
