// Small helpers for the rule-case tests: drive one game through the naw-cli protocol
// (naw::cli::Session, /work/shared/design/cli-protocol.md) and check its answers.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "cli_session.h"

namespace nawtest {

inline std::vector<std::string> splitWords(std::string_view s) {
  std::vector<std::string> out;
  std::istringstream in{std::string(s)};
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

inline std::string firstLine(const std::string& answer) {
  return answer.substr(0, answer.find('\n'));
}

class Game {
 public:
  // Full answer text of one command.
  std::string run(std::string_view line) {
    log_ += "> " + std::string(line) + "\n";
    std::string a = s_.execute(line);
    log_ += a;
    return a;
  }
  // First line of the answer.
  std::string line(std::string_view cmd) { return firstLine(run(cmd)); }

  // Runs commands separated by ';' or newlines; every one must answer ok.
  ::testing::AssertionResult ok(std::string_view script) {
    std::string cmd;
    std::istringstream in{std::string(script)};
    while (std::getline(in, cmd, ';')) {
      for (std::size_t p; (p = cmd.find('\n')) != std::string::npos;) cmd[p] = ' ';
      if (cmd.find_first_not_of(' ') == std::string::npos) continue;
      const std::string a = line(cmd);
      if (a.rfind("ok", 0) != 0)
        return ::testing::AssertionFailure() << "'" << cmd << "' answered '" << a << "'\n" << log_;
    }
    return ::testing::AssertionSuccess();
  }

  // The command must be refused naming one of `rules` (first word after "error"), and must
  // change nothing (status and state identical before and after).
  ::testing::AssertionResult refused(std::string_view cmd,
                                     std::initializer_list<const char*> rules) {
    const std::string before = run("state") + run("status");
    const std::string a = line(cmd);
    const std::string after = run("state") + run("status");
    const auto w = splitWords(a);
    if (w.size() < 2 || w[0] != "error")
      return ::testing::AssertionFailure() << "'" << cmd << "' was not refused: '" << a << "'\n"
                                           << log_;
    bool named = false;
    std::string wanted;
    for (const char* r : rules) {
      named = named || w[1] == r;
      wanted += std::string(wanted.empty() ? "" : " or ") + r;
    }
    if (!named)
      return ::testing::AssertionFailure()
             << "'" << cmd << "' refused as '" << a << "', expected rule " << wanted;
    if (before != after)
      return ::testing::AssertionFailure() << "'" << cmd << "' was refused but changed the game";
    return ::testing::AssertionSuccess();
  }
  ::testing::AssertionResult refused(std::string_view cmd, const char* rule) {
    return refused(cmd, {rule});
  }

  // Data line of a query answering "ok\n<data>\n.\n" (moves, obligations).
  std::vector<std::string> query(std::string_view cmd) {
    const std::string a = run(cmd);
    std::istringstream in(a);
    std::string head, data, dot;
    std::getline(in, head);
    std::getline(in, data);
    std::getline(in, dot);
    if (head != "ok") ADD_FAILURE() << "'" << cmd << "' answered '" << head << "'";
    if (data == ".") return {};  // tolerate an empty list printed without its blank line
    if (dot != ".") ADD_FAILURE() << "'" << cmd << "' answer not closed by '.': " << a;
    return splitWords(data);
  }
  std::vector<std::string> moves(std::string_view unit) {
    return query("moves " + std::string(unit));
  }
  std::vector<std::string> obligations() { return query("obligations"); }

  // A field of `status`, e.g. status("winner").
  std::string status(std::string_view key) {
    for (const std::string& w : splitWords(line("status"))) {
      const auto eq = w.find('=');
      if (eq != std::string::npos && w.compare(0, eq, key) == 0) return w.substr(eq + 1);
    }
    ADD_FAILURE() << "status has no field " << key;
    return {};
  }
  int lost(std::string_view side) { return std::stoi(status(std::string(side) + "-lost")); }

  // `attack ...` answered "ok <odds> <die> <result>": returns {odds, die, result}, or the
  // error line as its single element.
  std::vector<std::string> attack(std::string_view args) {
    const auto w = splitWords(line("attack " + std::string(args)));
    if (w.size() == 4 && w[0] == "ok") return {w[1], w[2], w[3]};
    return {w.empty() ? std::string("(no answer)") : w[0] + " " + (w.size() > 1 ? w[1] : "")};
  }

  std::string stateText() { return run("state"); }

  // The unit's hex read from `state` (four digits), or "" when the state shows it on no hex
  // (eliminated, exited or not yet entered). Accepts the two usual JSON shapes:
  // {"id":"fr-1-i",...,"hex":"1807"} and {"fr-1-i":"1807"} / {"fr-1-i":{"hex":...}}.
  std::string where(std::string_view unit) {
    const std::string st = run("state");
    const std::string key = "\"" + std::string(unit) + "\"";
    const std::size_t at = st.find(key);
    if (at == std::string::npos) return "";
    std::size_t end = st.find('}', at);
    const std::size_t nextId = st.find("\"id\"", at + key.size());
    if (nextId < end) end = nextId;
    std::size_t h = st.find("\"hex\"", at);
    std::size_t from = (h != std::string::npos && h < end) ? h + 5 : at + key.size();
    for (std::size_t i = from; i < std::min(end, from + 24); ++i) {
      if (st[i] == ',' || st[i] == '}') break;
      if (i + 4 <= st.size() && std::isdigit((unsigned char)st[i]) &&
          st.find_first_not_of("0123456789", i) == i + 4)
        return st.substr(i, 4);
    }
    return "";
  }
  const std::string& log() const { return log_; }

 private:
  naw::cli::Session s_;
  std::string log_;
};

// Ascending list of four-digit hexes, as the protocol prints them.
inline std::vector<std::string> hexes(std::string_view s) { return splitWords(s); }

}  // namespace nawtest
