// The scenario=nlb half of naw-cli, through naw-cli's own session (cli-protocol-nlb.md).
#include <gtest/gtest.h>

#include "cli_session.h"

namespace {

std::string run(naw::cli::Session& s, const std::string& line) { return s.execute(line); }

}  // namespace

TEST(NlbCli, ProtocolExampleStatusAndLineOfSight) {
  naw::cli::Session s;
  EXPECT_EQ(run(s, "new scenario=nlb seed=1"), "ok\n");
  EXPECT_EQ(run(s, "status"),
            "ok turn=1 phase=french-move french-lost=0 allied-lost=0 exited=0 demoralized=no "
            "winner=none scenario=nlb period=day anglo-lost=0 prussian-lost=0 french-morale=ok "
            "anglo-morale=ok prussian-morale=ok french-vp=10 allied-vp=20 exited-sp=0\n");
  EXPECT_EQ(run(s, "los 1411 1409"), "ok blocked\n");
  EXPECT_EQ(run(s, "end"), "ok\n");
}

TEST(NlbCli, Ruling_N13_LineOfSightVectors) {
  naw::cli::Session s;
  run(s, "new scenario=nlb");
  const char* blocked[] = {"1411 1409", "1409 1411", "1511 1409", "1611 1609", "1809 1911",
                           "0803 0805", "0912 0914", "0506 0706", "1107 1205", "1312 1310"};
  const char* clear[] = {"1512 1510", "1311 1111", "1713 1811", "0803 0705", "0803 0905"};
  for (const char* c : blocked) EXPECT_EQ(run(s, std::string("los ") + c), "ok blocked\n") << c;
  for (const char* c : clear) EXPECT_EQ(run(s, std::string("los ") + c), "ok clear\n") << c;
  EXPECT_EQ(run(s, "los 1411 1410"), "ok out-of-range\n");
}

TEST(NlbCli, Ruling_N3_NightEndSequenceAndSetRefusal) {
  naw::cli::Session s;
  run(s, "new scenario=nlb");
  EXPECT_EQ(run(s, "set turn=10 phase=french-combat").rfind("error N3 ", 0), 0u);
  EXPECT_EQ(run(s, "set turn=10 phase=french-move"), "ok\n");
  EXPECT_EQ(run(s, "clear"), "ok\n");
  EXPECT_EQ(run(s, "end"), "ok\n");
  EXPECT_NE(run(s, "status").find("phase=allied-move"), std::string::npos);
  EXPECT_NE(run(s, "status").find("period=night"), std::string::npos);
  EXPECT_EQ(run(s, "end"), "ok\n");
  EXPECT_NE(run(s, "status").find("winner=allied"), std::string::npos);  // 20 against 10
  EXPECT_EQ(run(s, "move fr-gren-gd 1416").rfind("error N19 ", 0), 0u);
  EXPECT_EQ(run(s, "set allied-lost=3").rfind("error syntax ", 0), 0u);
}

TEST(NlbCli, Ruling_N19_ObjectivesAndOccupy) {
  naw::cli::Session s;
  run(s, "new scenario=nlb");
  EXPECT_EQ(run(s, "occupy 1206 french"), "ok\n");
  EXPECT_EQ(run(s, "occupy 1207 french").rfind("error N19 ", 0), 0u);
  EXPECT_EQ(run(s, "objectives"),
            "ok\n0913 owner=allied vp=4\n1206 owner=french vp=10\n1310 owner=allied vp=4\n"
            "1414 owner=french vp=4\n1711 owner=allied vp=2\n1716 owner=french vp=3\n"
            "1717 owner=french vp=3\n.\n");
  EXPECT_NE(run(s, "status").find("french-vp=20 allied-vp=10"), std::string::npos);
  const std::string st = run(s, "state");
  for (const char* key :
       {"\"scenario\"", "\"period\"", "\"lost\"", "\"morale\"", "\"occupied\"", "\"vp\""})
    EXPECT_NE(st.find(key), std::string::npos) << key;
}

TEST(NlbCli, StandardGameUntouchedAndScenarioNames) {
  naw::cli::Session s;
  EXPECT_EQ(run(s, "new scenario=standard"), "ok\n");
  EXPECT_EQ(run(s, "status").find("scenario="), std::string::npos);
  EXPECT_EQ(run(s, "new scenario=bogus").rfind("error syntax ", 0), 0u);
  const std::string b = run(s, "bench scenario=nlb games=3 seed=5");
  EXPECT_EQ(b, run(s, "bench scenario=nlb games=3 seed=5").substr(0, 0) + b.substr(0, b.size()));
  EXPECT_NE(b.find("games=3 actions="), std::string::npos);
}

TEST(NlbCli, Ruling_N19_PlaceOccupiesClearKeeps) {
  // `place` on a victory hex makes the unit's side its occupier; `clear` leaves occupiers.
  naw::cli::Session s;
  run(s, "new scenario=nlb");
  EXPECT_EQ(run(s, "place fr-gren-gd 1206"), "ok\n");
  EXPECT_EQ(run(s, "clear"), "ok\n");
  EXPECT_NE(run(s, "objectives").find("1206 owner=french vp=10"), std::string::npos);
}

TEST(NlbCli, Ruling_R7a_MovesAnswersWithWhatIsLeft) {
  // A unit that has moved is answered with what it can still reach (R7a); `undo` restores.
  naw::cli::Session s;
  run(s, "new scenario=nlb");
  run(s, "clear");
  run(s, "place fr-gren-gd 1416");
  const std::string before = run(s, "moves fr-gren-gd");
  EXPECT_EQ(run(s, "move fr-gren-gd 1412"), "ok\n");  // 4 road hexsides: 2 MP, 2 left
  const std::string after = run(s, "moves fr-gren-gd");
  EXPECT_NE(after.find("1309"), std::string::npos);  // 3 more road hexsides: 1.5 MP
  EXPECT_NE(after.find("1416"), std::string::npos);  // back along the road: exactly 2 MP
  EXPECT_NE(before.find("1816"), std::string::npos);
  EXPECT_EQ(after.find("1816"), std::string::npos);  // no longer within reach
  EXPECT_EQ(run(s, "undo"), "ok\n");
  EXPECT_EQ(run(s, "moves fr-gren-gd"), before);
}

TEST(NlbCli, Ruling_N15_N16_EnterAndExitAnswers) {
  naw::cli::Session s;
  run(s, "new scenario=nlb");
  EXPECT_EQ(run(s, "enter pr-5-ii 2311").rfind("error N15 ", 0), 0u);  // not its phase/turn
  run(s, "set turn=3 phase=allied-move");
  EXPECT_EQ(run(s, "enter pr-5-ii 2311"), "ok\n");
  EXPECT_EQ(run(s, "enter pr-13-iv 2211").rfind("error N15 ", 0), 0u);
  EXPECT_EQ(run(s, "exit pr-5-ii").rfind("error N16 ", 0), 0u);
  run(s, "clear");
  run(s, "set turn=4 phase=french-move");
  run(s, "place fr-art-gd 1001");
  const std::string m = run(s, "moves fr-art-gd");
  EXPECT_EQ(m.substr(m.size() - 8), " exit\n.\n");  // ½ MP along the road off the north edge
  EXPECT_EQ(run(s, "exit fr-art-gd"), "ok\n");
  EXPECT_NE(run(s, "status").find("exited=1 "), std::string::npos);
  EXPECT_NE(run(s, "status").find("exited-sp=5"), std::string::npos);
}

TEST(NlbCli, ProtocolExampleAttackSixToOne) {
  naw::cli::Session s;
  run(s, "new scenario=nlb seed=1");
  run(s, "end");
  EXPECT_EQ(run(s, "dice 3"), "ok\n");
  EXPECT_EQ(run(s, "attack fr-6-ii,fr-9-ii,fr-art-i -> aa-det"), "ok 6-1 3 De\n");
  EXPECT_NE(run(s, "status").find("anglo-lost=1 "), std::string::npos);
  EXPECT_EQ(run(s, "end").rfind("error N12 ", 0), 0u);  // the advance is still open
  EXPECT_EQ(run(s, "advance none"), "ok\n");
}

TEST(NlbCli, Ruling_N14_AppliedNoneAndN10OddsAboveCap) {
  naw::cli::Session s;
  run(s, "new scenario=nlb");
  run(s, "clear");
  run(s, "set turn=2 phase=french-combat");
  run(s, "place aa-3db 1310");
  run(s, "place fr-gren-gd 1311");
  run(s, "place fr-6-ii 1311");
  EXPECT_EQ(run(s, "attack fr-gren-gd,fr-6-ii -> aa-3db odds=2-1").rfind("error N10 ", 0), 0u);
  run(s, "dice 1");
  EXPECT_EQ(run(s, "attack fr-gren-gd,fr-6-ii -> aa-3db"), "ok 1-1 1 Dr applied=none\n");
  EXPECT_EQ(run(s, "retreat none").rfind("error N12 ", 0), 0u);
  EXPECT_EQ(run(s, "attack -> aa-3db bombard=fr-gren-gd").rfind("error N9 ", 0), 0u);
}

TEST(NlbCli, Ruling_N12_ExLossesThenAdvance) {
  naw::cli::Session s;
  run(s, "new scenario=nlb");
  run(s, "clear");
  run(s, "set turn=2 phase=french-combat");
  // 9 against 4 is 2-1, die 5 is Ex: 4 points owed, one unit is enough.
  run(s, "place aa-3db 0413");
  run(s, "place fr-2-i 0412");
  run(s, "place fr-1-i 0412");
  run(s, "dice 5");
  EXPECT_EQ(run(s, "attack fr-2-i,fr-1-i -> aa-3db"), "ok 2-1 5 Ex\n");
  EXPECT_EQ(run(s, "lose fr-2-i,fr-1-i").rfind("error N12 ", 0), 0u);
  EXPECT_EQ(run(s, "lose fr-1-i"), "ok\n");
  EXPECT_EQ(run(s, "advance fr-2-i 0413"), "ok\n");
  EXPECT_NE(run(s, "status").find("french-lost=4 allied-lost=4 "), std::string::npos);
  EXPECT_EQ(run(s, "end"), "ok\n");
}
