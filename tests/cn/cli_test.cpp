// naw-cli in the Computer Napoleonics scenario (cli-protocol-cn.md), through the session
// naw-cli itself uses.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <string>

#include "cli_session.h"

namespace {

struct Cli {
  naw::cli::Session session;
  std::string operator()(const std::string& line) { return session.execute(line); }
};

std::string firstWords(const std::string& answer, int n) {
  std::string out;
  int words = 0;
  for (char c : answer) {
    if (c == '\n') break;
    if (c == ' ' && ++words == n) break;
    out += c;
  }
  return out;
}

// The example at the end of cli-protocol-cn.md, verbatim.
TEST(CnCli, Ruling_C26_ProtocolExample) {
  Cli cli;
  const char* lines[][2] = {
      {"new scenario=cn", "ok\n"},
      {"clear", "ok\n"},
      {"set turn=1 phase=french-move", "ok\n"},
      {"place IO 6768", "ok\n"},
      {"place cg 6767", "ok\n"},
      {"place ij 6667", "ok\n"},
      {"place ae 6766", "ok\n"},
      {"end                              # -> french-setup", "ok\n"},
      {"obligations                      # ok / IO cg ij / .", "ok\nIO cg ij\n.\n"},
      {"declare cg,ij -> IO bombard=ae   # 4.41: 2+3+3 = 8 vs 2 doubled (village) = 4", "ok\n"},
      {"end                              # -> french-resolve", "ok\n"},
      {"dice 7", "ok\n"},
      {"resolve IO                       # ok 2-1 7 EX eliminated=IO,cg advance=yes",
       "ok 2-1 7 EX eliminated=IO,cg advance=yes\n"},
      {"advance ij 6768                  # ij takes the village", "ok\n"},
      {"end                              # -> allied-move", "ok\n"},
  };
  for (const auto& l : lines) EXPECT_EQ(cli(l[0]), l[1]) << l[0];
  EXPECT_EQ(cli("status"),
            "ok turn=1 phase=allied-move french-lost=2 allied-lost=2 exited=0 demoralized=no "
            "winner=none\n");
  EXPECT_EQ(cli("where ij"), "ok 6768\n");
  EXPECT_EQ(cli("where IO"), "ok eliminated\n");
}

TEST(CnCli, Ruling_C24_AutomaticStepsAreRefused) {
  Cli cli;
  cli("new scenario=cn");
  EXPECT_EQ(firstWords(cli("enter IG 7072"), 2), "error C10");
  EXPECT_EQ(firstWords(cli("attack ie -> IC"), 2), "error C15");
  EXPECT_EQ(firstWords(cli("retreat IC 6366"), 2), "error C19");
  EXPECT_EQ(firstWords(cli("lose ia"), 2), "error C18");
}

TEST(CnCli, Ruling_C1_NoGrouchyChits) {
  Cli cli;
  cli("new scenario=cn seed=5");
  cli("move ie 6464");
  EXPECT_EQ(firstWords(cli("new scenario=cn chits=1,2"), 2), "error C1");
  EXPECT_EQ(cli("where ie"), "ok 6464\n");  // an error changes nothing
}

TEST(CnCli, SwitchesBetweenScenarios) {
  Cli cli;
  EXPECT_EQ(cli("new scenario=cn"), "ok\n");
  EXPECT_EQ(cli("where IA"), "ok 5763\n");
  EXPECT_EQ(cli("new scenario=naw"), "ok\n");
  EXPECT_EQ(firstWords(cli("where IA"), 2), "error syntax");  // the standard game again
  EXPECT_EQ(cli("new scenario=cn solitaire=yes"), "ok\n");
  EXPECT_EQ(cli("new"), "ok\n");
  EXPECT_EQ(firstWords(cli("where IA"), 2), "error syntax");
}

TEST(CnCli, WhereAndStatus) {
  Cli cli;
  cli("new scenario=cn");
  EXPECT_EQ(cli("where IG"), "ok waiting\n");
  EXPECT_EQ(cli("where IR"), "ok 5861\n");
  EXPECT_EQ(cli("where ia"), "ok 6361\n");  // ids are case-sensitive: IA is elsewhere
  EXPECT_EQ(cli("where IA"), "ok 5763\n");
  EXPECT_EQ(firstWords(cli("where Ia"), 2), "error syntax");
  cli("clear");
  EXPECT_EQ(cli("where IG"), "ok off\n");
  cli("set turn=2 phase=french-move exited=3 allied-lost=50");
  EXPECT_EQ(cli("status"),
            "ok turn=2 phase=french-move french-lost=0 allied-lost=50 exited=3 "
            "demoralized=yes winner=none\n");
  cli("place cg 5871");
  EXPECT_EQ(cli("exit cg"), "ok\n");
  EXPECT_EQ(cli("where cg"), "ok exited\n");
}

}  // namespace

namespace {

TEST(CnCli, MovesMoveAndUndo) {
  Cli cli;
  cli("new scenario=cn");
  EXPECT_EQ(cli("move ie 6464 6465 6365"), "ok\n");  // 4.31
  EXPECT_EQ(cli("where ie"), "ok 6365\n");
  EXPECT_EQ(cli("undo"), "ok\n");
  EXPECT_EQ(cli("move ie 6365"), "ok\n");  // by a shortest legal path
  EXPECT_EQ(cli("where ie"), "ok 6365\n");
  EXPECT_EQ(firstWords(cli("move ia 5961"), 2), "error 5.15");
  EXPECT_EQ(firstWords(cli("place IA 5150"), 2), "error C2");
  cli("clear");
  cli("place cg 6966");
  const std::string moves = cli("moves cg");
  EXPECT_EQ(moves.substr(0, 3), "ok\n");
  EXPECT_EQ(moves.find("7066"), std::string::npos);  // row 70 is never listed for the French
  EXPECT_EQ(moves.substr(moves.size() - 3), "\n.\n");
  cli("place cf 5869");
  EXPECT_NE(cli("moves cf").find(" exit\n"), std::string::npos);
  EXPECT_EQ(cli("exit cf"), "ok\n");  // moves to 5871 first, then exits
  EXPECT_EQ(cli("undo"), "ok\n");
  EXPECT_EQ(cli("where cf"), "ok 5871\n");
}

TEST(CnCli, DeclareCancelAndObligations) {
  Cli cli;
  cli("new scenario=cn");
  cli("clear");
  cli("set turn=1 phase=french-move");
  cli("place ia 5960");
  cli("place IA 6060");
  cli("place IB 6061");
  cli("place ib 6161");
  cli("place aa 6260");                        // range 2 from IA, next to no Allied unit
  EXPECT_EQ(cli("obligations"), "ok\n\n.\n");  // nothing in a movement phase
  EXPECT_EQ(firstWords(cli("declare ia -> IA"), 2), "error C11");
  cli("end");
  EXPECT_EQ(cli("obligations"), "ok\nIA IB ia ib\n.\n");
  EXPECT_EQ(firstWords(cli("declare ia,ib -> IA,IB"), 2), "error 6.36");
  EXPECT_EQ(cli("declare ia -> IA"), "ok\n");
  EXPECT_EQ(firstWords(cli("declare -> IA bombard=aa"), 2), "error 6.25");
  EXPECT_EQ(cli("obligations"), "ok\nIB ib\n.\n");
  EXPECT_EQ(firstWords(cli("end"), 2), "error 6.21");
  EXPECT_EQ(cli("cancel IA"), "ok\n");
  EXPECT_EQ(cli("declare ia,ib -> IA bombard=aa"), "ok\n");
  EXPECT_EQ(firstWords(cli("end"), 2), "error 6.22");
  EXPECT_EQ(firstWords(cli("declare ib -> IB"), 2), "error 6.25");
  EXPECT_EQ(cli("cancel IA"), "ok\n");
  EXPECT_EQ(cli("declare ia -> IA,IB"), "ok\n");
  EXPECT_EQ(cli("declare ib->IB"), "error 6.25 IB is already attacked this phase\n");
  EXPECT_EQ(firstWords(cli("end"), 2), "error 6.21");  // ib
  EXPECT_EQ(cli("cancel IB"), "ok\n");                 // the attack on IA and IB
  EXPECT_EQ(cli("declare ia -> IA bombard=aa"), "ok\n");
  EXPECT_EQ(cli("declare ib->IB"), "ok\n");
  EXPECT_EQ(cli("end"), "ok\n");
  EXPECT_EQ(cli("obligations"), "ok\nIA IB aa ia ib\n.\n");  // resolution: open attacks
}

TEST(CnCli, ResolveAllEndsWithADot) {
  Cli cli;
  cli("new scenario=cn");
  cli("clear");
  cli("set turn=1 phase=french-move");
  cli("place ia 5960");
  cli("place IA 6060");
  cli("place ib 6364");
  cli("place IB 6365");
  cli("end");
  cli("declare ib -> IB");
  cli("declare ia -> IA");
  EXPECT_EQ(firstWords(cli("resolve all"), 2), "error C15");
  cli("end");
  cli("dice 0 2");
  // Declaration order: IB first (1-2 DR on 0, retreat in direction 1), then IA (AR on 2:
  // direction 4 holds IA, 5 is next to IA, so 6).
  EXPECT_EQ(cli("resolve all"),
            "ok\nIB 1-2 0 DR retreated=IB:6265\nIA 1-2 2 AR retreated=ia:5859\n.\n");
  EXPECT_EQ(cli("resolve all"), "ok\n.\n");
  EXPECT_EQ(cli("end"), "ok\n");
  EXPECT_EQ(firstWords(cli("status"), 3), "ok turn=1 phase=allied-move");
}

TEST(CnCli, DiceAreZeroToNine) {
  Cli cli;
  cli("new scenario=cn");
  EXPECT_EQ(cli("dice 0 9"), "ok\n");
  EXPECT_EQ(firstWords(cli("dice 10"), 2), "error syntax");
}

TEST(CnCli, AdvanceNone) {
  Cli cli;
  cli("new scenario=cn");
  cli("clear");
  cli("set turn=1 phase=french-move");
  cli("place ia 5960");
  cli("place IQ 6060");
  cli("end");
  cli("declare ia -> IQ");
  cli("end");
  cli("dice 0");
  EXPECT_EQ(cli("resolve IQ"), "ok 6-1 0 DE eliminated=IQ advance=yes\n");
  EXPECT_EQ(firstWords(cli("end"), 2), "error C20");
  EXPECT_EQ(cli("advance none"), "ok\n");
  EXPECT_EQ(firstWords(cli("advance none"), 2), "error C20");
  EXPECT_EQ(cli("end"), "ok\n");
}

TEST(CnCli, StateIsOneJsonLine) {
  Cli cli;
  cli("new scenario=cn");
  const std::string s = cli("state");
  ASSERT_EQ(s.substr(0, 4), "ok\n{");
  EXPECT_EQ(s.substr(s.size() - 4), "}\n.\n");
  EXPECT_EQ(std::count(s.begin(), s.end(), '\n'), 3);
  EXPECT_NE(s.find("\"id\":\"IA\""), std::string::npos);
  EXPECT_NE(s.find("\"phase\":\"french-move\""), std::string::npos);
}

TEST(CnCli, BenchAndSelfplay) {
  Cli cli;
  const std::regex benchLine(
      "ok\ngames=5 actions=([0-9]+) hash=([0-9a-f]{16}) seconds=[0-9.]+ "
      "games_per_second=[0-9.]+\n\\.\n");
  const std::string a = cli("bench scenario=cn games=5 seed=3");
  const std::string b = cli("bench scenario=cn games=5 seed=3");
  std::smatch ma, mb;
  ASSERT_TRUE(std::regex_match(a, ma, benchLine)) << a;
  ASSERT_TRUE(std::regex_match(b, mb, benchLine)) << b;
  EXPECT_EQ(ma[1], mb[1]);
  EXPECT_EQ(ma[2], mb[2]);
  const std::string s = cli("selfplay scenario=cn games=2 french=random allied=greedy");
  EXPECT_TRUE(std::regex_match(
      s, std::regex("ok\n(game=[12] winner=(french|allied|draw) turns=[0-9]+ french-lost=[0-9]+ "
                    "allied-lost=[0-9]+ exited=[0-9]+\n){2}french=[0-9] allied=[0-9] draw=[0-9]\n"
                    "\\.\n")))
      << s;
}

// The bench line without its timing fields (seconds=, games_per_second=).
std::string benchCounts(const std::string& answer) {
  return answer.substr(0, answer.find(" seconds="));
}

// cli-protocol-nlb.md: input that never names a scenario behaves as before, so `bench` and
// `selfplay` without scenario= play the standard game while a CN game is on, and leave it be.
TEST(CnCli, BenchAndSelfplayWithoutScenarioPlayTheStandardGame) {
  Cli standard;
  const std::string benchStd = benchCounts(standard("bench games=3 seed=5"));
  const std::string selfStd = standard("selfplay games=1 french=random allied=random seed=5");
  ASSERT_EQ(benchStd.substr(0, 11), "ok\ngames=3 ") << benchStd;
  ASSERT_EQ(selfStd.substr(0, 3), "ok\n") << selfStd;

  Cli cli;
  ASSERT_EQ(cli("new scenario=cn seed=4").substr(0, 2), "ok");
  cli("move IA 1013");
  const std::string before = cli("status");
  EXPECT_EQ(benchCounts(cli("bench games=3 seed=5")), benchStd);
  EXPECT_EQ(cli("selfplay games=1 french=random allied=random seed=5"), selfStd);
  EXPECT_NE(benchCounts(cli("bench scenario=cn games=3 seed=5")), benchStd);
  EXPECT_EQ(cli("status"), before);  // still the CN game, unchanged
}

TEST(CnCli, AiPlaysAPhaseWithLegalCommands) {
  Cli cli;
  cli("new scenario=cn seed=2");
  const std::string a = cli("ai level=greedy");
  EXPECT_EQ(a.substr(0, 3), "ok\n");
  EXPECT_EQ(a.substr(a.size() - 7), "\nend\n.\n");
  EXPECT_EQ(firstWords(cli("status"), 3), "ok turn=1 phase=french-setup");
  // The lines read back into a fresh session give the same position.
  Cli replay;
  replay("new scenario=cn seed=2");
  std::size_t at = 3;
  while (at < a.size()) {
    const std::size_t nl = a.find('\n', at);
    const std::string line = a.substr(at, nl - at);
    at = nl + 1;
    if (line == ".") break;
    EXPECT_EQ(replay(line), "ok\n") << line;
  }
  EXPECT_EQ(replay("state"), cli("state"));
  cli("ai");
  EXPECT_EQ(firstWords(cli("status"), 3), "ok turn=1 phase=french-resolve");
  cli("ai level=random");
  EXPECT_EQ(firstWords(cli("status"), 3), "ok turn=1 phase=allied-move");
}

}  // namespace
