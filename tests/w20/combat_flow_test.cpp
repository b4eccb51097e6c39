// Declaration then resolution (W14), the differential (W15), the table (W16) and results
// (W17), retreats (W18), advances (W19), and the morale of a combat (W22, W23), on the
// historical set-up and on positions of the designed map.
#include "combat_fixture.h"

namespace w20 {
namespace {

using namespace combat_test;

// cli-protocol-w20.md's example: the Guard attacks Ligny on 16 June.
TEST(CombatFlow, Ruling_W23_ProtocolExampleGuardAtLigny) {
  Options o{false, false, false};
  Game g = Game::newGame(7, o);
  ASSERT_EQ(g.state().phase, Phase::FrenchMove);
  applied(g, move("fr-ig", {"1520", "1519"}));
  applied(g, endAction());
  ASSERT_EQ(g.state().phase, Phase::FrenchCombat);  // allied-countercharge passed
  ASSERT_EQ(g.state().step, CombatStep::Declare);
  EXPECT_EQ(applied(g, declareAction(units({"fr-ig"}), units({"pr-i"}))).combat, 1);
  applied(g, endAction());
  ASSERT_EQ(g.state().step, CombatStep::Resolve);
  applied(g, resolveAction(1));
  applied(g, defendAction(true));
  EXPECT_EQ(g.state().morale[1], 6);
  g.forceDice({6, 3});
  const Outcome r = applied(g, rollAction(true, false));
  EXPECT_EQ(r.diff, 0);
  EXPECT_EQ(r.die, 6);
  EXPECT_EQ(r.result, Result::DR);
  ASSERT_EQ(r.nRouts, 1);
  EXPECT_EQ(r.routUnit[0], id("pr-i"));
  EXPECT_EQ(r.routDie[0], 3);
  applied(g, retreat("pr-i", {"1517", "1516", "1515"}));
  EXPECT_EQ(g.state().morale[0], 9);  // 8 - 1 spent + 1 M2 + 1 W23
  EXPECT_EQ(g.state().morale[1], 5);  // 7 - 1 spent - 1 M2
  const Step st = g.step();
  EXPECT_EQ(st.owed, Owed::Advance);
  EXPECT_EQ(st.owedUnits, units({"fr-ig"}));
  applied(g, advance("fr-ig", {"1518"}));
  EXPECT_EQ(g.unit(id("fr-ig")).hex, hx("1518"));
  applied(g, endAction());
  EXPECT_EQ(g.state().phase, Phase::AlliedEvents);
}

}  // namespace
}  // namespace w20
