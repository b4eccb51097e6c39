// naw-cli `ai` and `selfplay` (cli-protocol.md): output shapes, and every `ai` line is a
// command naw-cli itself accepts (replayed in a second session, it gives the same game).
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "cli_session.h"

namespace {

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

TEST(CliAi, SelfplayPrintsOneLinePerGameAndASummary) {
  naw::cli::Session s;
  const std::string first = s.execute("selfplay games=2 french=greedy allied=random seed=7");
  const auto out = lines(first);
  ASSERT_EQ(out.size(), 5u);
  EXPECT_EQ(out[0], "ok");
  const std::regex game(
      R"(game=\d winner=(french|allied|draw) turns=\d+ french-lost=\d+ allied-lost=\d+ exited=\d+)");
  for (int i = 1; i <= 2; ++i)
    EXPECT_TRUE(std::regex_match(out[static_cast<std::size_t>(i)], game))
        << out[static_cast<std::size_t>(i)];
  EXPECT_TRUE(std::regex_match(out[3], std::regex(R"(french=\d+ allied=\d+ draw=\d+)"))) << out[3];
  EXPECT_EQ(out[4], ".");
  const auto again =
      lines(s.execute("selfplay games=1 french=greedy allied=random seed=7"));  // deterministic
  ASSERT_EQ(again.size(), 4u);
  EXPECT_EQ(again[1], out[1]);
  EXPECT_EQ(s.execute("selfplay games=0 french=greedy allied=random").rfind("error syntax", 0), 0u);
  EXPECT_EQ(s.execute("ai level=genius").rfind("error syntax", 0), 0u);
}

TEST(CliAi, AiLinesReplayAsCommands) {
  naw::cli::Session player, replay;
  ASSERT_EQ(player.execute("new seed=21"), "ok\n");
  ASSERT_EQ(replay.execute("new seed=21"), "ok\n");
  int actions = 0;
  for (int call = 0; call < 12; ++call) {  // both sides, turn 1 and into turn 2
    const auto out = lines(player.execute("ai level=easy"));
    ASSERT_GE(out.size(), 2u);
    ASSERT_EQ(out.front(), "ok");
    ASSERT_EQ(out.back(), ".");
    for (std::size_t i = 1; i + 1 < out.size(); ++i) {
      const std::string answer = replay.execute(out[i]);
      EXPECT_EQ(answer.rfind("ok", 0), 0u) << out[i] << " -> " << answer;
      if (out[i].rfind("attack", 0) == 0) {  // the result printed after '#' is the replay's
        EXPECT_NE(out[i].find("# " + answer.substr(3, answer.size() - 4)), std::string::npos)
            << out[i] << " vs " << answer;
      }
      ++actions;
    }
  }
  EXPECT_GT(actions, 20);
  EXPECT_EQ(player.execute("state"), replay.execute("state"));
}

}  // namespace
