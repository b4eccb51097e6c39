// Golden counts of legal destinations (roads, Forced March, Mud, "Vorwaerts!", night,
// reinforcements, fog and dummies; disengagement and penetration), from the independent
// oracle tests/tools/w20_oracle.py --golden (its own map reading and path enumeration). The
// positions are the oracle's POSITIONS / DISENGAGE scripts, given to naw-cli's w20 session.
// The ctest W20.OracleCrosscheck compares the same positions hex for hex.
#include <string>

#include "games/w20/cli/w20_session.h"
#include "w20_kit.h"

namespace w20::test {
namespace {

cli::Session play(const std::string& script) {
  cli::Session s;
  std::size_t at = 0;
  bool first = true;
  while (at <= script.size()) {
    const std::size_t semi = std::min(script.find(';', at), script.size());
    const std::string line = script.substr(at, semi - at);
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
      const std::size_t j = std::min(line.find(' ', i), line.size());
      if (j > i) words.push_back(std::string_view(line).substr(i, j - i));
      i = j + 1;
    }
    const std::string answer = first ? s.start(words) : s.execute(words);
    EXPECT_EQ(answer.rfind("ok", 0), 0u) << line << " -> " << answer;
    first = false;
    at = semi + 1;
  }
  return s;
}

int moveCount(const std::string& script) {
  cli::Session s = play(script);
  int n = 0;
  for (int u = 0; u < kUnits; ++u) n += static_cast<int>(s.game().reachable(u).size());
  return n;
}

std::pair<int, int> disengageCount(const std::string& script) {
  cli::Session s = play(script);
  int d = 0, p = 0;
  for (const Action& a : s.game().legalActions()) {
    d += a.kind == ActionKind::Disengage;
    p += a.kind == ActionKind::Penetrate;
  }
  // A barred attempt (face-down cavalry) is accepted too (W11): count it as the oracle does.
  return {d, p};
}

TEST(W20Golden, Ruling_W9_MoveCountsAgreeWithTheOracle) {
  EXPECT_EQ(moveCount("new scenario=w20 optional=none"), 199);
  EXPECT_EQ(moveCount("new scenario=w20 optional=none;set turn=2 phase=allied-move"), 99);
  EXPECT_EQ(moveCount("new scenario=w20 optional=none;set turn=3 phase=french-move"), 45);
  EXPECT_EQ(moveCount("new scenario=w20 optional=none;clear;place ad-i 0604;place ad-res 0706;"
                      "place ad-ux 0406;place fr-ii 0708;place fr-cav-iii 0810;"
                      "set turn=9 phase=allied-move;march ad"),
            104);
}

TEST(W20Golden, Ruling_W21_ForcedMarchCountsAgreeWithTheOracle) {
  EXPECT_EQ(moveCount("new scenario=w20 optional=none;march"), 346);
  EXPECT_EQ(moveCount("new scenario=w20 optional=none;set turn=2 phase=allied-move;march ad"), 140);
  EXPECT_EQ(moveCount("new scenario=w20 optional=none;set turn=2 phase=allied-move;march all"),
            175);
}

TEST(W20Golden, Ruling_W24_MudAndVorwaertsCountsAgreeWithTheOracle) {
  EXPECT_EQ(moveCount("new scenario=w20 optional=none;set turn=2 phase=french-events;dice 2;event"),
            96);
  EXPECT_EQ(moveCount("new scenario=w20 optional=none;set turn=2 phase=allied-events;dice 5;event"),
            134);
}

TEST(W20Golden, Ruling_W25_ReinforcementCountsAgreeWithTheOracle) {
  EXPECT_EQ(
      moveCount("new scenario=w20 optional=none;clear;place pr-i 1518;place fr-ig 1519;"
                "place fr-cav-i 0414;place ad-ux pending;place ad-ii pending;"
                "place pr-iv pending;set turn=4 phase=allied-move;enter ad-ux 0112 0212 0313 0413"),
      8);
}

TEST(W20Golden, Ruling_W29_DummyCountsAgreeWithTheOracle) {
  EXPECT_EQ(moveCount("new scenario=w20 optional=fog;clear;place pr-iv 1604;place pr-iii 1705;"
                      "place pr-ii 1506;place fr-cav-i 1707;place fr-iii 1809;"
                      "place al-dummy 1406 down;set turn=6 phase=allied-move"),
            70);
  EXPECT_EQ(moveCount("new scenario=w20 optional=all;clear;place fr-dummy 1220 down;"
                      "place fr-cav-ii 1420 down;place pr-i 1518 down;place al-dummy 1219 down;"
                      "set turn=5 phase=french-move;march"),
            45);
}

TEST(W20Golden, Ruling_W11_DisengagementCountsAgreeWithTheOracle) {
  using P = std::pair<int, int>;
  EXPECT_EQ(disengageCount("new scenario=w20 optional=none;clear;place ad-ux 0914;place ad-i 1014;"
                           "place fr-ii 0915;place fr-cav-iii 0814;"
                           "set turn=2 phase=allied-countercharge"),
            P(0, 0));
  EXPECT_EQ(disengageCount("new scenario=w20 optional=all;clear;place ad-ux 0914 up;"
                           "place ad-i 1014;place fr-ii 0915;place fr-cav-iii 0814;"
                           "place fr-i 1113;set turn=2 phase=allied-countercharge"),
            P(1, 2));
  EXPECT_EQ(
      disengageCount("new scenario=w20 optional=all;clear;place pr-i 1518;place pr-ii 1417;"
                     "place fr-ig 1519;place fr-iii 1418;set turn=7 phase=allied-countercharge"),
      P(5, 0));
  EXPECT_EQ(
      disengageCount("new scenario=w20 optional=all;clear;place fr-cav-i 1719 up;"
                     "place fr-cav-ii 1619;place fr-dummy 1320;place pr-iii 1718 up;"
                     "place ad-ux 1618;place pr-ii 1420;set turn=5 phase=french-countercharge"),
      P(7, 5));
}

}  // namespace
}  // namespace w20::test
