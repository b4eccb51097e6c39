// naw-cli in the Waterloo 20 scenario (cli-protocol-w20.md), through the session naw-cli
// itself uses.
#include <gtest/gtest.h>

#include <string>

#include "cli_session.h"

namespace {

struct Cli {
  naw::cli::Session session;
  std::string operator()(const std::string& line) { return session.execute(line); }
};

std::string firstLine(const std::string& s) { return s.substr(0, s.find('\n')); }

TEST(W20Cli, Ruling_W8_StatusOfANewGame) {
  Cli cli;
  EXPECT_EQ(cli("new scenario=w20 seed=7 optional=none"), "ok\n");
  EXPECT_EQ(cli("status"),
            "ok turn=1 date=16-june part=afternoon phase=french-move step=- french-morale=8 "
            "allied-morale=7 awaiting=none winner=none\n");
  // The first step of the protocol's example (its combat is not built on this branch).
  EXPECT_EQ(cli("move fr-ig 1520 1519"), "ok\n");
  EXPECT_NE(cli("state").find("\"hex\":\"1519\""), std::string::npos);
}

TEST(W20Cli, Ruling_W3_FogGameBeginsWithTheDummies) {
  Cli cli;
  EXPECT_EQ(cli("new scenario=w20 seed=3"), "ok\n");
  EXPECT_NE(cli("status").find("phase=allied-setup"), std::string::npos);
  EXPECT_NE(cli("status").find("awaiting=deploy:al-dummy"), std::string::npos);
  EXPECT_EQ(firstLine(cli("end")).substr(0, 8), "error W3");
  // The French view of an Allied deployment names the side only (W29).
  EXPECT_NE(cli("view french").find("\"awaiting\":\"deploy:allied\""), std::string::npos);
  EXPECT_EQ(cli("deploy al-dummy 0212"), "ok\n");
  EXPECT_NE(cli("status").find("awaiting=deploy:fr-dummy"), std::string::npos);
  EXPECT_EQ(cli("deploy fr-dummy 0817"), "ok\n");
  EXPECT_NE(cli("status").find("phase=french-move"), std::string::npos);
  // In the Allied view no French id appears: the French counters are face down.
  const std::string view = cli("view allied");
  for (const char* id : {"fr-ig", "fr-i\"", "fr-cav-i", "fr-dummy", "fr-vi"})
    EXPECT_EQ(view.find(id), std::string::npos) << id;
  EXPECT_NE(view.find("\"side\":\"french\""), std::string::npos);
  EXPECT_NE(cli("state").find("\"id\":\"fr-ig\""), std::string::npos);
}

TEST(W20Cli, W20_6_24_UndoAndTheNawCommandsAreRefused) {
  Cli cli;
  cli("new scenario=w20 optional=none");
  EXPECT_EQ(cli("undo"), "error 6.24 moves are final\n");
  EXPECT_EQ(firstLine(cli("attack fr-ig 1518")).substr(0, 9), "error W14");
  EXPECT_EQ(firstLine(cli("exit fr-ig")).substr(0, 12), "error syntax");
  EXPECT_EQ(firstLine(cli("retreat none")).substr(0, 12), "error syntax");
}

TEST(W20Cli, Ruling_W9_MovesAndAMoveByTheShortestPath) {
  Cli cli;
  cli("new scenario=w20 optional=none");
  cli("clear");
  cli("place fr-ii 0819");
  cli("set turn=2 phase=french-move");
  const std::string moves = cli("moves fr-ii");
  EXPECT_EQ(moves.substr(0, 3), "ok\n");
  EXPECT_NE(moves.find("0816"), std::string::npos);
  EXPECT_EQ(moves.substr(moves.size() - 3), "\n.\n");
  EXPECT_EQ(cli("move fr-ii 0816"), "ok\n");
  EXPECT_NE(cli("state").find("\"id\":\"fr-ii\",\"marker\""), std::string::npos);
  EXPECT_EQ(cli("moves fr-ii"), "ok\n\n.\n");  // moved: nothing more
}

TEST(W20Cli, Ruling_W24_EventAnswer) {
  Cli cli;
  cli("new scenario=w20 optional=none");
  cli("set turn=2 phase=french-events");
  EXPECT_NE(cli("status").find("awaiting=event:french"), std::string::npos);
  EXPECT_EQ(cli("dice 6"), "ok\n");
  EXPECT_EQ(cli("event"), "ok die=6 event=vive-l-empereur\n");
  EXPECT_NE(cli("status").find("french-morale=9"), std::string::npos);
  EXPECT_NE(cli("state").find("\"event\":{\"french\":\"vive-l-empereur\",\"allied\":null}"),
            std::string::npos);
}

TEST(W20Cli, Ruling_W30_PlaceRefusesWhatTheOptionalRulesExclude) {
  Cli cli;
  cli("new scenario=w20 optional=none");
  EXPECT_EQ(firstLine(cli("place fr-ig 1420 down")).substr(0, 9), "error W30");
  EXPECT_EQ(firstLine(cli("place fr-ig 1420 routed")).substr(0, 9), "error W30");
  EXPECT_EQ(firstLine(cli("place fr-dummy 1420")).substr(0, 9), "error W30");
  EXPECT_EQ(firstLine(cli("reveal fr-ig")).substr(0, 9), "error W30");
  EXPECT_EQ(firstLine(cli("place fr-ig 1520")).substr(0, 9), "error 6.5");  // fr-iv is there
  EXPECT_EQ(firstLine(cli("set turn=2 phase=french-combat step=resolve")).substr(0, 12),
            "error syntax");
}

TEST(W20Cli, Ruling_W29_MarkersNameCounters) {
  Cli cli;
  cli("new scenario=w20 seed=11 optional=fog");
  cli("deploy al-dummy 0212");
  cli("deploy fr-dummy 0817");
  // Find fr-ig's marker in the state and use it in a command.
  const std::string state = cli("state");
  const std::size_t at = state.find("\"id\":\"fr-ig\",\"marker\":\"");
  ASSERT_NE(at, std::string::npos);
  const std::size_t start = at + 23;
  const std::string marker = state.substr(start, state.find('"', start) - start);
  EXPECT_EQ(cli("reveal " + marker), "ok\n");
  EXPECT_NE(cli("view allied").find("\"id\":\"fr-ig\""), std::string::npos);  // face up now
}

TEST(W20Cli, BenchIsDeterministic) {
  Cli cli;
  const std::string a = cli("bench scenario=w20 games=5 seed=3");
  const std::string b = cli("bench scenario=w20 games=5 seed=3");
  ASSERT_EQ(a.substr(0, 3), "ok\n");
  auto hashOf = [](const std::string& s) { return s.substr(s.find("hash="), 21); };
  EXPECT_EQ(hashOf(a), hashOf(b));
  EXPECT_NE(a.find("games=5 actions="), std::string::npos);
}

}  // namespace
