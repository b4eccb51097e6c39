// cli-protocol-w20.md's example, line by line through naw-cli's Waterloo 20 session: the
// Guard attacks Ligny (W14-W19, W22, W23), with the answers the protocol prints.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "cli/protocol_text.h"
#include "games/w20/cli/w20_session.h"

namespace w20 {
namespace {

TEST(CombatCli, Ruling_W23_ProtocolExampleLineByLine) {
  const std::vector<std::pair<std::string, std::string>> script = {
      {"new scenario=w20 seed=7 optional=none", "ok\n"},
      {"status",
       "ok turn=1 date=16-june part=afternoon phase=french-move step=- french-morale=8 "
       "allied-morale=7 awaiting=none winner=none\n"},
      {"move fr-ig 1520 1519", "ok\n"},
      {"end", "ok\n"},
      {"declare fr-ig -> pr-i", "ok combat=1\n"},
      {"end", "ok\n"},
      {"resolve 1", "ok\n"},
      {"defend 1", "ok\n"},
      {"dice 6 3", "ok\n"},
      {"roll mp=1", "ok diff=0 die=6 result=DR rout=pr-i:3\n"},
      {"retreat pr-i 1517 1516 1515", "ok\n"},
      {"status",
       "ok turn=1 date=16-june part=afternoon phase=french-combat step=resolve french-morale=9 "
       "allied-morale=5 awaiting=advance:fr-ig winner=none\n"},
      {"advance fr-ig 1518", "ok\n"},
      {"end", "ok\n"},
  };
  cli::Session session;
  for (const auto& [line, expected] : script) {
    const auto words = naw::cli::text::split(line, ' ');
    const std::string got = words[0] == "new" ? session.start(words) : session.execute(words);
    EXPECT_EQ(got, expected) << line;
  }
  EXPECT_EQ(session.game().state().phase, Phase::AlliedEvents);
}

TEST(CombatCli, Ruling_W14_AttackIsRefused) {
  cli::Session session;
  session.start(naw::cli::text::split("new scenario=w20 seed=1 optional=none", ' '));
  const std::string got = session.execute(naw::cli::text::split("attack fr-ig pr-i", ' '));
  EXPECT_EQ(got.rfind("error W14", 0), 0u) << got;
}

}  // namespace
}  // namespace w20
