// W17 results, W18 retreats and hazards, W19 advances, W15 terrain and lowering, W21 the last
// point, W22 M1/M2 and W20 routed units, on positions of the designed map.
#include <algorithm>

#include "combat_fixture.h"

namespace w20 {
namespace {

using namespace combat_test;

// Declares `att` -> `def`, ends the step, resolves attack 1, defender spends nothing.
void declareAndResolve(Game& g, std::uint32_t att, std::uint32_t def) {
  applied(g, declareAction(att, def));
  applied(g, endAction());
  applied(g, resolveAction(1));
  applied(g, defendAction(false));
}

TEST(CombatResults, W20_9_72_ExchangeLossesChosenWhenSeveralSetsAreValid) {
  // fr-ii 3 + fr-cav-i 1 + fr-cav-ii 1 against ad-res 2 (clear): +3, die 1: EX.
  Game g =
      position({{"ad-res", "1010"}, {"fr-ii", "1011"}, {"fr-cav-i", "1110"}, {"fr-cav-ii", "1111"}},
               Phase::FrenchCombat);
  declareAndResolve(g, units({"fr-ii", "fr-cav-i", "fr-cav-ii"}), units({"ad-res"}));
  g.forceDice({1});
  const Outcome o = applied(g, rollAction(false, false));
  EXPECT_EQ(o.diff, 3);
  EXPECT_EQ(o.result, Result::EX);
  EXPECT_EQ(g.unit(id("ad-res")).status, UnitStatus::Eliminated);
  ASSERT_EQ(g.step().owed, Owed::Lose);
  EXPECT_EQ(refused(g, loseAction(units({"fr-cav-i"}))), "9.72");           // 1 < 2
  EXPECT_EQ(refused(g, loseAction(units({"fr-ii", "fr-cav-i"}))), "9.72");  // not minimal
  applied(g, loseAction(units({"fr-cav-i", "fr-cav-ii"})));
  // M1: one Allied unit (+1 / -1), two French units (-2 / +2).
  EXPECT_EQ(g.state().morale[0], 7);
  EXPECT_EQ(g.state().morale[1], 8);
  EXPECT_EQ(g.step().owed, Owed::Advance);
  EXPECT_EQ(g.step().owedUnits, units({"fr-ii"}));
  applied(g, advanceNoneAction());
  EXPECT_EQ(g.step().owed, Owed::None);
}

TEST(CombatResults, Ruling_W17_ExchangeLossMadeWithoutAskingWhenOnlyOneSet) {
  // fr-ig 4 + fr-cav-i 1 against pr-iii 2: +3, die 1 EX; only {fr-ig} covers 2.
  Game g =
      position({{"pr-iii", "1010"}, {"fr-ig", "1011"}, {"fr-cav-i", "1110"}}, Phase::FrenchCombat);
  declareAndResolve(g, units({"fr-ig", "fr-cav-i"}), units({"pr-iii"}));
  g.forceDice({1});
  EXPECT_EQ(applied(g, rollAction(false, false)).result, Result::EX);
  EXPECT_EQ(g.unit(id("fr-ig")).status, UnitStatus::Eliminated);
  EXPECT_EQ(g.unit(id("fr-cav-i")).status, UnitStatus::Map);
  // M1 both ways (8 + 1 - 1) and W23: EX with the Guard among the losses is a repulse (-1).
  EXPECT_EQ(g.state().morale[0], 7);
  EXPECT_EQ(g.state().morale[1], 7);
  // The surviving cavalry must advance into the vacated hex (W19).
  EXPECT_EQ(g.step().owed, Owed::Advance);
  EXPECT_EQ(refused(g, advanceNoneAction()), "9.91");
  applied(g, advance("fr-cav-i", {"1010"}));
  EXPECT_EQ(g.unit(id("fr-cav-i")).hex, hx("1010"));
}

TEST(CombatResults, W20_9_812_RetreatIntoEnemyZocRollsAndDiesOnOneToThree) {
  // ad-res at 1010: every hex it may retreat to is in a French ZOC.
  Game g =
      position({{"ad-res", "1010"}, {"fr-ii", "1011"}, {"fr-cav-i", "1110"}, {"fr-cav-ii", "0909"}},
               Phase::FrenchCombat);
  // fr-cav-ii at 0909 is not beside ad-res; fr-ii and fr-cav-i attack: 4 - 2 = +2, die 2 DW.
  declareAndResolve(g, units({"fr-ii", "fr-cav-i"}), units({"ad-res"}));
  g.forceDice({2});
  EXPECT_EQ(applied(g, rollAction(false, false)).result, Result::DW);
  ASSERT_EQ(g.step().owed, Owed::Retreat);
  std::vector<Action> retreats;
  for (const Action& a : g.legalActions())
    if (a.kind == ActionKind::Retreat) retreats.push_back(a);
  ASSERT_FALSE(retreats.empty());
  const int to = retreats.front().path[0];
  EXPECT_TRUE(g.inZocOf(to, Side::French));
  g.forceDice({3});
  const Outcome o = applied(g, retreats.front());
  ASSERT_EQ(o.nHazards, 1);
  EXPECT_EQ(o.hazardDie[0], 3);
  EXPECT_EQ(o.eliminatedAt, to);
  EXPECT_EQ(g.unit(id("ad-res")).status, UnitStatus::Eliminated);
  EXPECT_EQ(g.state().morale[0], 9);  // M1
  EXPECT_EQ(g.state().morale[1], 6);
  // W19: the retreat path is 1010 then the hex of elimination; cavalry must take all of it.
  EXPECT_EQ(g.step().owedUnits, units({"fr-ii", "fr-cav-i"}));
  const auto p1 = std::vector<int>{hx("1010")};
  EXPECT_EQ(refused(g, advanceAction(id("fr-cav-i"), p1.data(), 1)), "9.91");
  const std::vector<int> whole = {hx("1010"), to};
  applied(g, advanceAction(id("fr-cav-i"), whole.data(), 2));
  EXPECT_EQ(g.unit(id("fr-cav-i")).hex, to);
  applied(g, advance("fr-ii", {"1010"}));
  EXPECT_EQ(g.step().owed, Owed::None);
}

TEST(CombatResults, Ruling_W18_UnitThatCannotLeaveIsEliminatedInPlace) {
  // 0101, the map's corner: its only neighbours 0102 and 0201 hold the attackers.
  Game g =
      position({{"ad-res", "0101"}, {"fr-ii", "0102"}, {"fr-iii", "0201"}}, Phase::FrenchCombat);
  declareAndResolve(g, units({"fr-ii", "fr-iii"}), units({"ad-res"}));
  g.forceDice({4});  // 5 - 2 = +3, die 4: DR; no rout roll can help
  applied(g, rollAction(false, false));
  EXPECT_EQ(g.unit(id("ad-res")).status, UnitStatus::Eliminated);
  EXPECT_EQ(g.step().owed, Owed::Advance);  // nothing owed for ad-res (W18)
}

TEST(CombatResults, W20_9_5_HougoumontAddsTwoAndTheDifferentialMayBeLowered) {
  Game g = position({{"ad-res", "0607"}, {"fr-ii", "0608"}}, Phase::FrenchCombat);
  declareAndResolve(g, units({"fr-ii"}), units({"ad-res"}));
  EXPECT_EQ(refused(g, rollAction(false, false, true, 0)), "9.6");  // it is -1
  g.forceDice({6});
  const Outcome o = applied(g, rollAction(false, false, true, -4));  // clamped to -2 (W15)
  EXPECT_EQ(o.diff, -2);
  EXPECT_EQ(o.result, Result::N);
}

TEST(CombatResults, Ruling_W21_TheLastMoralePointCannotBeSpent) {
  Game g = position({{"ad-res", "1010"}, {"fr-ii", "1011"}}, Phase::FrenchCombat, 1, 1, 1);
  applied(g, declareAction(units({"fr-ii"}), units({"ad-res"})));
  applied(g, endAction());
  applied(g, resolveAction(1));
  EXPECT_EQ(refused(g, defendAction(true)), "W21");
  applied(g, defendAction(false));
  EXPECT_EQ(refused(g, rollAction(true, false)), "W21");
}

TEST(Routed, W20_17_1_SurvivorRoutedHalvedAndRecoversOnlyOutOfZoc) {
  Options routed{false, false, true};
  // fr-ii (3, routed: 2) must attack ad-res beside it (W14); fr-iii is routed far away.
  Game g = position({{"ad-res", "1010"}, {"fr-ii", "1011", true}, {"fr-iii", "1213", true}},
                    Phase::FrenchCombat, 1, 8, 7, routed);
  EXPECT_EQ(g.state().obligedAttackers, units({"fr-ii"}));
  declareAndResolve(g, units({"fr-ii"}), units({"ad-res"}));
  g.forceDice({3});
  const Outcome o = applied(g, rollAction(false, false));
  EXPECT_EQ(o.diff, 0);  // 2 - 2
  EXPECT_EQ(o.result, Result::N);
  applied(g, endAction());                    // end of the French player turn (17.2)
  EXPECT_TRUE(g.unit(id("fr-ii")).routed);    // still in ad-res's ZOC
  EXPECT_FALSE(g.unit(id("fr-iii")).routed);  // recovered
}

TEST(Routed, Ruling_W22_M2_NotCountedForAUnitAlreadyRouted) {
  Options routed{false, false, true};
  Game g = position({{"pr-iii", "1010", true}, {"pr-ii", "1210"}, {"fr-ii", "1011"}},
                    Phase::FrenchCombat, 1, 8, 7, routed);
  declareAndResolve(g, units({"fr-ii"}), units({"pr-iii"}));
  g.forceDice({5, 1});  // 3 - 1 = +2, die 5: DR; rout 1 hex
  EXPECT_EQ(applied(g, rollAction(false, false)).result, Result::DR);
  Action first{};
  for (const Action& a : g.legalActions())
    if (a.kind == ActionKind::Retreat) {
      first = a;
      break;
    }
  ASSERT_EQ(first.kind, ActionKind::Retreat);
  g.forceDice({6, 6});  // any hazard survived
  applied(g, first);
  EXPECT_EQ(g.unit(id("pr-iii")).status, UnitStatus::Map);
  EXPECT_TRUE(g.unit(id("pr-iii")).routed);
  EXPECT_EQ(g.state().morale[0], 8);  // no M2: it was routed when the combat began
  EXPECT_EQ(g.state().morale[1], 7);
}

TEST(Routed, Ruling_W22_M2_FreshRoutCountsAndMarksTheUnit) {
  Options routed{false, false, true};
  Game g = position({{"pr-iii", "1010"}, {"fr-ii", "1011"}}, Phase::FrenchCombat, 1, 8, 7, routed);
  declareAndResolve(g, units({"fr-ii"}), units({"pr-iii"}));
  g.forceDice({5, 2});
  applied(g, rollAction(false, false));
  for (const Action& a : g.legalActions())
    if (a.kind == ActionKind::Retreat) {
      g.forceDice({6, 6});
      applied(g, a);
      break;
    }
  ASSERT_EQ(g.unit(id("pr-iii")).status, UnitStatus::Map);
  EXPECT_TRUE(g.unit(id("pr-iii")).routed);
  EXPECT_EQ(g.state().morale[0], 9);
  EXPECT_EQ(g.state().morale[1], 6);
}

}  // namespace
}  // namespace w20
