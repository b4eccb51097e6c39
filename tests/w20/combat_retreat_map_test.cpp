// Retreats and advances on the designed map: the Charleroi bridge (9.813), partial retreats
// (9.816, W18), the Guard holding (W23), routed winners (17.1), revealing by declaration
// (15.1).
#include "combat_fixture.h"

namespace w20 {
namespace {

using namespace combat_test;

void resolveFirst(Game& g, std::uint32_t att, std::uint32_t def) {
  applied(g, declareAction(att, def));
  applied(g, endAction());
  applied(g, resolveAction(1));
  applied(g, defendAction(false));
}

TEST(RetreatMap, W20_9_813_RetreatAcrossTheCharleroiBridgeRolls) {
  // fr-ii in Charleroi (town, +1); the Sambre runs along its southern sides, bridged to 0826.
  Game g = position({{"fr-ii", "0825"}, {"ad-res", "0824"}, {"ad-i", "0925"}}, Phase::AlliedCombat);
  ASSERT_EQ(g.state().phase, Phase::AlliedCombat);
  resolveFirst(g, units({"ad-res", "ad-i"}), units({"fr-ii"}));
  g.forceDice({2});  // 6 - 4 = +2, die 2: DW
  EXPECT_EQ(applied(g, rollAction(false, false)).result, Result::DW);
  // 0725 and 0925's side are in Allied ZOC or occupied; 0826 over the bridge is not (9.812).
  EXPECT_EQ(refused(g, retreat("fr-ii", {"0725"})), "9.812");
  g.forceDice({2});
  const Outcome o = applied(g, retreat("fr-ii", {"0826"}));
  ASSERT_EQ(o.nHazards, 1);  // the bridge, no ZOC
  EXPECT_EQ(o.hazardHex[0], hx("0826"));
  EXPECT_EQ(o.eliminatedAt, hx("0826"));
  EXPECT_EQ(g.state().morale[0], 7);  // M1
  EXPECT_EQ(g.state().morale[1], 8);
  EXPECT_EQ(g.step().owedUnits, units({"ad-res", "ad-i"}));
}

TEST(RetreatMap, W20_9_816_PartialRetreatEndsInElimination) {
  // ad-res in the corner 0101 can reach 0201 only: 0202, 0301 and 0302 hold French units.
  Game g = position({{"ad-res", "0101"},
                     {"fr-ii", "0102"},
                     {"fr-iii", "0202"},
                     {"fr-iv", "0301"},
                     {"fr-cav-i", "0302"}},
                    Phase::FrenchCombat);
  resolveFirst(g, units({"fr-ii"}), units({"ad-res"}));
  g.forceDice({5, 3});  // +1, die 5: DR; rout 3
  applied(g, rollAction(false, false));
  EXPECT_EQ(refused(g, retreat("ad-res", {"0201", "0202"})), "6.23");
  g.forceDice({6});  // the ZOC hazard at 0201 survived
  const Outcome o = applied(g, retreat("ad-res", {"0201"}));
  EXPECT_EQ(o.nHazards, 1);
  EXPECT_EQ(o.eliminatedAt, hx("0201"));  // it could not retreat the 3 hexes owed
  EXPECT_EQ(g.unit(id("ad-res")).status, UnitStatus::Eliminated);
  applied(g, advance("fr-ii", {"0101"}));
  EXPECT_EQ(g.unit(id("fr-ii")).hex, hx("0101"));
}

TEST(RetreatMap, Ruling_W23_GuardHoldsWhenTheAttackerRouts) {
  Game g = position({{"fr-ig", "1010"}, {"ad-res", "1011"}}, Phase::AlliedCombat);
  resolveFirst(g, units({"ad-res"}), units({"fr-ig"}));
  g.forceDice({2, 1});  // 2 - 4 = -2, die 2: AR; rout 1
  EXPECT_EQ(applied(g, rollAction(false, false)).result, Result::AR);
  Action first{};
  for (const Action& a : g.legalActions())
    if (a.kind == ActionKind::Retreat) {
      first = a;
      break;
    }
  ASSERT_EQ(first.kind, ActionKind::Retreat);
  g.forceDice({6, 6});
  applied(g, first);
  // M2 (+1 / -1) and the Guard's success (+1): French 10, Allied 6.
  EXPECT_EQ(g.state().morale[0], 10);
  EXPECT_EQ(g.state().morale[1], 6);
  EXPECT_EQ(g.step().owedUnits, units({"fr-ig"}));  // the defender may advance (9.9)
  applied(g, advance("fr-ig", {"1011"}));
}

TEST(RetreatMap, W20_17_1_RoutedWinnersDoNotAdvance) {
  Game g = position({{"ad-res", "1010"}, {"fr-ii", "1011"}, {"fr-cav-i", "1110", true}},
                    Phase::FrenchCombat, 1, 8, 7, Options{false, false, true});
  resolveFirst(g, units({"fr-ii", "fr-cav-i"}), units({"ad-res"}));
  g.forceDice({6});  // 3 + 1 (routed cavalry: 1 halved rounding up) - 2 = +2, die 6: DR
  const Outcome o = applied(g, rollAction(false, false));
  ASSERT_EQ(o.result, Result::DR);
  for (const Action& a : g.legalActions())
    if (a.kind == ActionKind::Retreat) {
      g.forceDice({6, 6, 6, 6, 6, 6});
      applied(g, a);
      break;
    }
  EXPECT_EQ(g.step().owedUnits, units({"fr-ii"}));  // not the routed cavalry
}

TEST(RetreatMap, W20_15_1_DeclaringTurnsTheNamedUnitsFaceUp) {
  Game g = position({}, Phase::FrenchMove, 1, 8, 7, Options{true, false, false});
  g.editPlace(id("ad-res"), hx("1010"), UnitStatus::Map, false, false);
  g.editPlace(id("fr-ii"), hx("1011"), UnitStatus::Map, false, false);
  g.editSet(1, Phase::FrenchCombat, 8, 7);
  const Outcome o = applied(g, declareAction(units({"fr-ii"}), units({"ad-res"})));
  EXPECT_EQ(o.revealed, units({"fr-ii", "ad-res"}));
  EXPECT_FALSE(o.cancelled);
  EXPECT_TRUE(g.unit(id("ad-res")).faceUp);
  EXPECT_TRUE(g.unit(id("fr-ii")).faceUp);
}

}  // namespace
}  // namespace w20

namespace w20 {
namespace {

using namespace combat_test;

TEST(AdvanceMap, Ruling_W19_PathCutByAnEarlierAdvanceOffersNothing) {
  // fr-ig 4 + fr-cav-i 1 + fr-cav-ii 1 against ad-res 2 in 1010: +4, die 5: DE.
  Game g =
      position({{"ad-res", "1010"}, {"fr-ig", "1111"}, {"fr-cav-i", "1011"}, {"fr-cav-ii", "1110"}},
               Phase::FrenchCombat);
  applied(g, declareAction(units({"fr-ig", "fr-cav-i", "fr-cav-ii"}), units({"ad-res"})));
  applied(g, endAction());
  applied(g, resolveAction(1));
  applied(g, defendAction(false));
  g.forceDice({5});
  EXPECT_EQ(applied(g, rollAction(false, false)).result, Result::DE);
  EXPECT_EQ(g.step().owedUnits, units({"fr-ig", "fr-cav-i", "fr-cav-ii"}));
  applied(g, advance("fr-cav-i", {"1010"}));  // the path is the vacated hex alone (9.92)
  // The others' path is now cut at its first hex: nothing is owed, the combat is over.
  EXPECT_EQ(g.step().owed, Owed::None);
  EXPECT_EQ(g.state().morale[0], 10);  // M1 +1 and the Guard's success +1
}

TEST(AdvanceMap, Ruling_W23_CounterchargeAgainstTheGuardCounts) {
  // ad-ux charges the Guard (army corps: doubled, 4 - 4 = 0); die 1: AR, rout 1.
  Game g = position({{"ad-ux", "1010"}, {"fr-ig", "1011"}}, Phase::AlliedCountercharge);
  applied(g, counterchargeAction(units({"ad-ux"}), units({"fr-ig"})));
  applied(g, defendAction(false));
  g.forceDice({1, 1});
  EXPECT_EQ(applied(g, rollAction(false, false)).result, Result::AR);
  for (const Action& a : g.legalActions())
    if (a.kind == ActionKind::Retreat) {
      g.forceDice({6, 6});
      applied(g, a);
      break;
    }
  // M2 for the routed ad-ux (+1 / -1) and the Guard's success as defender (+1, W23).
  EXPECT_EQ(g.state().morale[0], 10);
  EXPECT_EQ(g.state().morale[1], 6);
  EXPECT_EQ(g.step().owed, Owed::Advance);  // the Guard may advance (9.9)
  applied(g, advanceNoneAction());
  EXPECT_EQ(g.state().phase, Phase::AlliedCountercharge);  // then `end`
}

}  // namespace
}  // namespace w20
