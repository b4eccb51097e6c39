// Golden destination counts from tests/tools/nlb_oracle.py (an independent Python oracle of
// N6/N8/N3/N15/N16 movement), pasted here: for each position, the sum over every unit of the
// moving side (waiting reinforcements included) of the hexes `moves` lists, `exit` counting
// one. Regenerate with: printf 'CMDS' | python3 tests/tools/nlb_oracle.py | tail -1
#include <gtest/gtest.h>

#include <sstream>

#include "cli_session.h"
#include "nlb_test_util.h"

namespace {

struct Golden {
  const char* name;
  const char* commands;  // ';'-separated naw-cli commands after `new scenario=nlb`
  int total;             // the oracle's `total`
};

const Golden kGolden[] = {
    {"start", "", 1276},
    {"turn3allied", "set turn=3 phase=allied-move", 1679},
    {"night", "set turn=10 phase=french-move", 1149},
    {"nightallied", "set turn=10 phase=allied-move", 1556},
    {"streams",
     "clear;set turn=3 phase=allied-move;place pr-5-ii 1911;place pr-13-iv 2011;place pr-art-ii "
     "1917;place pr-cav-ii 2214;place aa-hvy 1310;place fr-gren-gd 1311;place fr-1-i 1812;place "
     "aa-lf 1505",
     310},
    {"north",
     "clear;set turn=2 phase=french-move;place fr-gd-lt 0503;place fr-art-gd 1002;place "
     "fr-gren-gd 0302;place aa-1br 0704;place fr-gd-hvy 1104",
     267},
};

int wordsOf(const std::string& movesAnswer) {  // "ok\nA B C\n.\n" -> 3
  std::istringstream in(movesAnswer.substr(3, movesAnswer.size() - 6));
  int n = 0;
  std::string w;
  while (in >> w) ++n;
  return n;
}

}  // namespace

TEST(NlbOracle, NLB_N6_N8_N15_N16_GoldenDestinationCounts) {
  for (const Golden& g : kGolden) {
    naw::cli::Session s;
    ASSERT_EQ(s.execute("new scenario=nlb"), "ok\n");
    std::string cmds = g.commands;
    std::size_t start = 0;
    while (start < cmds.size()) {
      const std::size_t end = cmds.find(';', start);
      const std::string c = cmds.substr(start, end == std::string::npos ? end : end - start);
      ASSERT_EQ(s.execute(c), "ok\n") << c;
      start = end == std::string::npos ? cmds.size() : end + 1;
    }
    const naw::Rules& rules = nlb::Board::get().rules();
    int total = 0;
    for (int u = 0; u < rules.unitCount(); ++u)
      total += wordsOf(s.execute("moves " + rules.unit(u).id));
    EXPECT_EQ(total, g.total) << g.name;
  }
}
