// naw::cli::Session against the protocol's framing rules (cli-protocol.md): every answer
// starts with ok or error, queries end with a lone ".", an error changes nothing, and no
// input line crashes it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_session.h"
#include "rng.h"

namespace {

using naw::cli::Session;

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1)
    out.push_back(text.substr(start, nl - start));
  EXPECT_EQ(start, text.size()) << "answer not newline-terminated: " << text;
  return out;
}

TEST(CliSession, BlankAndCommentLinesAnswerNothing) {
  Session s;
  EXPECT_EQ(s.execute(""), "");
  EXPECT_EQ(s.execute("   \t"), "");
  EXPECT_EQ(s.execute("# just a comment"), "");
  EXPECT_EQ(s.execute("status # trailing comment").rfind("ok turn=1 phase=french-move", 0), 0u);
}

TEST(CliSession, QueriesEndWithALoneDot) {
  Session s;
  for (const char* q : {"moves fr-gren-gd", "obligations", "state", "bench games=2 seed=5"}) {
    const auto l = lines(s.execute(q));
    ASSERT_GE(l.size(), 3u) << q;
    EXPECT_EQ(l.front(), "ok") << q;
    EXPECT_EQ(l.back(), ".") << q;
  }
  // Empty data still has its line and the dot.
  s.execute("new");
  EXPECT_EQ(s.execute("obligations"), "ok\n\n.\n");
}

TEST(CliSession, StatusLineFormat) {
  Session s;
  EXPECT_EQ(s.execute("new seed=4 chits=4,5"), "ok\n");
  EXPECT_EQ(s.execute("status"),
            "ok turn=1 phase=french-move french-lost=0 allied-lost=0 exited=0 demoralized=no "
            "winner=none\n");
  EXPECT_EQ(s.execute("set turn=3 phase=allied-combat french-lost=5 allied-lost=41 exited=2"),
            "ok\n");
  EXPECT_EQ(s.execute("status"),
            "ok turn=3 phase=allied-combat french-lost=5 allied-lost=41 exited=2 demoralized=yes "
            "winner=none\n");
}

TEST(CliSession, AttackAnswersOddsDieAndResult) {
  Session s;
  s.execute("new");
  s.execute("end");  // French combat, turn 1: Det/I in Hougoumont wood must be attacked (R10)
  s.execute("dice 6");
  const std::string obligations = s.execute("obligations");
  EXPECT_NE(obligations.find("aa-det"), std::string::npos);
  EXPECT_EQ(s.execute("end").rfind("error 5.1", 0), 0u);
  // R7: 6/II (0814), 9/II (1014) and I artillery (0915) all touch only Det/I: all must join.
  EXPECT_EQ(s.execute("attack fr-6-ii,fr-9-ii -> aa-det").rfind("error R7", 0), 0u);
  // 7 + 5 + 3 against Det/I (1, doubled in woods-road): 15-2 = 6-1.
  EXPECT_EQ(s.execute("attack fr-6-ii,fr-9-ii,fr-art-i -> aa-det"), "ok 6-1 6 De\n");
}

TEST(CliSession, BenchSignatureIsStable) {
  Session s;
  const std::string a = s.execute("bench games=3 seed=7");
  const std::string b = s.execute("bench games=3 seed=7");
  auto signature = [](const std::string& text) { return text.substr(0, text.find(" seconds=")); };
  EXPECT_EQ(signature(a), signature(b));
  EXPECT_NE(a.find("games=3 actions="), std::string::npos);
}

// Random and half-valid lines: never a crash, always one framed answer, and an error
// leaves the game exactly as it was.
TEST(CliSession, RandomLinesNeverBreakTheProtocol) {
  const std::vector<std::string> words = {"new",
                                          "clear",
                                          "place",
                                          "set",
                                          "dice",
                                          "moves",
                                          "move",
                                          "enter",
                                          "exit",
                                          "undo",
                                          "obligations",
                                          "attack",
                                          "retreat",
                                          "advance",
                                          "lose",
                                          "end",
                                          "status",
                                          "none",
                                          "->",
                                          "fr-gren-gd",
                                          "fr-6-ii",
                                          "aa-det",
                                          "aa-1br",
                                          "pr-5-ii",
                                          "fr-art-gd",
                                          "0914",
                                          "0814",
                                          "1014",
                                          "2309",
                                          "9999",
                                          "0000",
                                          "turn=3",
                                          "phase=allied-move",
                                          "phase=french-combat",
                                          "seed=3",
                                          "chits=4,5",
                                          "odds=1-1",
                                          "bombard=fr-art-i",
                                          "1",
                                          "6",
                                          "7",
                                          "x",
                                          ",",
                                          "fr-6-ii,fr-9-ii"};
  naw::Rng rng{12345};
  Session s;
  for (int i = 0; i < 20000; ++i) {
    std::string line;
    const int n = 1 + static_cast<int>(rng.below(5));
    for (int k = 0; k < n; ++k)
      line += (k ? " " : "") + words[rng.below(static_cast<std::uint32_t>(words.size()))];
    const std::string before = s.execute("state");
    const std::string answer = s.execute(line);
    ASSERT_FALSE(answer.empty()) << line;
    ASSERT_EQ(answer.back(), '\n') << line;
    const bool isOk = answer.rfind("ok", 0) == 0, isError = answer.rfind("error ", 0) == 0;
    ASSERT_TRUE(isOk || isError) << line << " -> " << answer;
    if (isError) {
      ASSERT_EQ(answer.find('\n'), answer.size() - 1) << "an error is one line: " << answer;
      ASSERT_EQ(s.execute("state"), before)
          << "error changed the game: " << line << " -> " << answer;
    }
  }
}

}  // namespace
