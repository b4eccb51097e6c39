// W22 M5 and M7, W27 rallying and the Recovery Table, W28 victory, on positions of the
// designed map; the morale history (what moved each index) is checked with them.
#include "combat_fixture.h"

namespace w20 {
namespace {

using namespace combat_test;

const MoraleEntry& lastEntry(const Game& g, int back = 0) {
  const State& s = g.state();
  return s.moraleLog[static_cast<std::size_t>((s.moraleLogCount + 2 * kMoraleLog - 1 - back) %
                                              kMoraleLog)];
}

TEST(Morale, Ruling_W22_M5_NightPointThenFrenchRallyWithAPoint) {
  Game g = position({{"fr-iii", "1213"}, {"ad-res", "0404"}}, Phase::FrenchMove, 3, 5, 5);
  g.editPlace(id("fr-ii"), kNoHex, UnitStatus::Eliminated, true, false);
  g.editSet(3, Phase::EndOfTurn, 5, 5);
  EXPECT_EQ(g.state().morale[0], 6);  // M5
  EXPECT_EQ(g.state().morale[1], 6);
  EXPECT_EQ(lastEntry(g).reason, MoraleReason::Night);
  ASSERT_EQ(g.step().owed, Owed::Rally);
  EXPECT_EQ(g.step().acting, Side::French);
  EXPECT_EQ(refused(g, rallyAction(true, Army::AngloDutch)), "12.33");
  g.forceDice({4});
  const Outcome o = applied(g, rallyAction(true, Army::French));
  EXPECT_EQ(g.state().morale[0], 5);  // M8: the rally point
  ASSERT_EQ(o.nRally, 1);
  EXPECT_EQ(o.rallyDie[0], 4);
  EXPECT_EQ(o.rallied, units({"fr-ii"}));  // 4 + 1 = 5 (W27)
  ASSERT_EQ(g.step().owed, Owed::Deploy);
  EXPECT_EQ(refused(g, deployAction(id("fr-ii"), hx("1212"))), "10.2");
  applied(g, deployAction(id("fr-ii"), hx("0826")));
  EXPECT_EQ(g.unit(id("fr-ii")).status, UnitStatus::Map);
  EXPECT_EQ(g.state().turn, 4);  // nothing more owed: the night is over
}

TEST(Morale, Ruling_W27_RallyWithoutVacantLocIsPermanentlyLost) {
  // The two Anglo-Dutch LOC hexes (0601, 0105) hold French units.
  Game g = position({{"fr-cav-i", "0601"}, {"fr-cav-ii", "0105"}, {"pr-ii", "2010"}},
                    Phase::FrenchMove, 7, 6, 6);
  g.editPlace(id("ad-i"), kNoHex, UnitStatus::Eliminated, true, false);
  g.editPlace(id("ad-res"), kNoHex, UnitStatus::Eliminated, true, false);
  g.editSet(7, Phase::EndOfTurn, 6, 6);
  ASSERT_EQ(g.step().owed, Owed::Rally);
  EXPECT_EQ(g.step().acting, Side::Allied);
  EXPECT_EQ(refused(g, rallyAction(true, Army::Prussian)), "W21");  // no Prussian in the pool
  g.forceDice({5, 6});
  const Outcome o = applied(g, rallyAction(false, Army::None));
  EXPECT_EQ(o.rallied, 0u);
  EXPECT_EQ(o.lost, units({"ad-i", "ad-res"}));
  EXPECT_TRUE(g.unit(id("ad-i")).permanentlyLost);
  EXPECT_EQ(g.unit(id("ad-res")).status, UnitStatus::Lost);
}

TEST(Morale, Ruling_W22_M7_EnemyOnALocHexAtTheEndOfTheOwnersDayTurn) {
  Game g = position({{"fr-cav-i", "0601"}, {"pr-ii", "2010"}}, Phase::AlliedCombat, 1, 8, 7);
  // The Allied combat phase passed; the end of the Allied player turn: Anglo-Dutch LOC held.
  EXPECT_EQ(g.state().turn, 2);
  EXPECT_EQ(g.state().morale[1], 6);
  EXPECT_EQ(g.state().morale[0], 8);
  EXPECT_EQ(lastEntry(g).reason, MoraleReason::Loc);
}

TEST(Morale, Ruling_W22_M7_ADummyOnTheLocIsRemovedAndCountsNothing) {
  Game g = position({{"pr-ii", "2010"}}, Phase::FrenchMove, 1, 8, 7, Options{true, false, false});
  g.editPlace(id("fr-dummy"), hx("0601"), UnitStatus::Map, false, false);
  g.editSet(1, Phase::AlliedCombat, 8, 7);
  EXPECT_EQ(g.unit(id("fr-dummy")).status, UnitStatus::Removed);
  EXPECT_EQ(g.state().morale[1], 7);
}

TEST(Victory, Ruling_W28_FrenchWinTheMomentTheAlliedIndexIsZero) {
  Game g = position({{"ad-res", "1010"}, {"fr-ig", "1011"}, {"fr-ii", "1110"}, {"pr-ii", "2010"}},
                    Phase::FrenchCombat, 1, 8, 1);
  applied(g, declareAction(units({"fr-ig", "fr-ii"}), units({"ad-res"})));
  applied(g, endAction());
  applied(g, resolveAction(1));
  applied(g, defendAction(false));
  g.forceDice({6});  // 7 - 2 = +5 -> +4, die 6: DE
  EXPECT_EQ(applied(g, rollAction(false, false)).result, Result::DE);
  EXPECT_EQ(g.state().winner, Winner::French);
  EXPECT_TRUE(g.over());
  EXPECT_EQ(refused(g, endAction()), "14.0");
}

TEST(Victory, Ruling_W28_AfterTurnTenAlliesNeedOneMorePoint) {
  Game a = position({{"fr-ii", "1213"}, {"pr-ii", "2010"}}, Phase::AlliedCombat, 10, 5, 6);
  EXPECT_EQ(a.state().winner, Winner::Allied);
  Game d = position({{"fr-ii", "1213"}, {"pr-ii", "2010"}}, Phase::AlliedCombat, 10, 6, 6);
  EXPECT_EQ(d.state().winner, Winner::Draw);
  EXPECT_TRUE(d.over());
}

}  // namespace
}  // namespace w20
