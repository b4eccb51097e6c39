// W14 obligations and declarations, W12 countercharges, W24 Divided Command and Grand
// Battery, W29 dummies in a declaration, on positions of the designed map (clear hexes
// around 1010, Hougoumont 0607).
#include <string>

#include "combat_fixture.h"
#include "games/w20/combat.h"

namespace w20 {
namespace {

using namespace combat_test;

TEST(CombatDeclare, W20_7_3_EveryObligationMetBeforeTheStepEnds) {
  // ad-res 1010 has fr-ii (1011, S) and fr-iii (1110, NE) beside it.
  Game g =
      position({{"ad-res", "1010"}, {"fr-ii", "1011"}, {"fr-iii", "1110"}}, Phase::FrenchCombat);
  ASSERT_EQ(g.state().step, CombatStep::Declare);
  EXPECT_EQ(g.state().obligedAttackers, units({"fr-ii", "fr-iii"}));
  EXPECT_EQ(g.state().obligedDefenders, units({"ad-res"}));
  EXPECT_EQ(refused(g, endAction()), "7.3");
  // W14 look-ahead: fr-ii alone would leave fr-iii with no enemy left to attack.
  EXPECT_EQ(refused(g, declareAction(units({"fr-ii"}), units({"ad-res"}))), "7.3");
  applied(g, declareAction(units({"fr-ii", "fr-iii"}), units({"ad-res"})));
  applied(g, endAction());
  EXPECT_EQ(g.state().step, CombatStep::Resolve);
}

TEST(CombatDeclare, W20_9_3_EveryAttackerAdjacentToEveryDefender) {
  Game g = position({{"ad-res", "1010"}, {"pr-iii", "1212"}, {"fr-ii", "1011"}, {"fr-iii", "1111"}},
                    Phase::FrenchCombat);
  // fr-ii at 1011 is not beside pr-iii at 1212.
  EXPECT_EQ(refused(g, declareAction(units({"fr-ii", "fr-iii"}), units({"ad-res", "pr-iii"}))),
            "9.3");
}

TEST(CombatDeclare, W20_9_2_NoUnitAttackedTwice) {
  Game g =
      position({{"ad-res", "1010"}, {"fr-ii", "1011"}, {"fr-iii", "1110"}}, Phase::FrenchCombat);
  applied(g, declareAction(units({"fr-ii", "fr-iii"}), units({"ad-res"})));
  EXPECT_EQ(refused(g, declareAction(units({"fr-ii"}), units({"ad-res"}))), "9.2");
}

TEST(CombatDeclare, Ruling_W14_DeclarationAgainstADummyIsCancelled) {
  Options fog{true, false, false};
  Game g = position({}, Phase::FrenchMove, 1, 8, 7, fog);
  g.editPlace(id("al-dummy"), hx("1010"), UnitStatus::Map, false, false);
  g.editPlace(id("fr-ii"), hx("1011"), UnitStatus::Map, true, false);
  g.editSet(1, Phase::FrenchCombat, 8, 7);
  ASSERT_EQ(g.state().phase, Phase::FrenchCombat);
  EXPECT_EQ(g.state().obligedAttackers, units({"fr-ii"}));  // the dummy's ZOC obliges
  const Outcome o = applied(g, declareAction(units({"fr-ii"}), units({"al-dummy"})));
  EXPECT_TRUE(o.cancelled);
  EXPECT_EQ(o.removed, units({"al-dummy"}));
  EXPECT_EQ(g.unit(id("al-dummy")).status, UnitStatus::Removed);
  applied(g, endAction());  // the obligation lapsed with the dummy; nothing stands
  EXPECT_EQ(g.state().phase, Phase::AlliedEvents);
}

// W14 / W29: whether a declaration is accepted never depends on which face-down counter is
// the dummy: the look-ahead counts every counter as a unit.
TEST(CombatDeclare, Ruling_W14_LookAheadCountsFaceDownDummiesAsUnits) {
  for (const char* dummyHex : {"1010", "1111"}) {
    const char* realHex = std::string(dummyHex) == "1010" ? "1111" : "1010";
    Game g = position({}, Phase::FrenchMove, 1, 8, 7, Options{true, false, false});
    g.editPlace(id("al-dummy"), hx(dummyHex), UnitStatus::Map, false, false);
    g.editPlace(id("ad-res"), hx(realHex), UnitStatus::Map, false, false);
    g.editPlace(id("fr-ii"), hx("1011"), UnitStatus::Map, true, false);
    g.editSet(1, Phase::FrenchCombat, 8, 7);
    ASSERT_EQ(g.state().phase, Phase::FrenchCombat);
    // fr-ii alone against the counter on 1010 would leave the one on 1111 unattacked.
    const int on1010 = g.unitAt(hx("1010")), on1111 = g.unitAt(hx("1111"));
    EXPECT_EQ(refused(g, declareAction(units({"fr-ii"}), bit(on1010))), "7.3") << dummyHex;
    EXPECT_EQ(refused(g, declareAction(units({"fr-ii"}), bit(on1010) | bit(on1111))), "")
        << dummyHex;
  }
}

TEST(CombatDeclare, Ruling_W24_DividedCommandForbidsMixedAttacks) {
  Game g =
      position({{"fr-ii", "1010"}, {"ad-res", "1011"}, {"pr-iii", "1110"}}, Phase::AlliedCombat);
  State s = g.state();
  s.event[1] = Event::DividedCommand;
  g = Game::fromState(s);
  EXPECT_EQ(refused(g, declareAction(units({"ad-res", "pr-iii"}), units({"fr-ii"}))), "W24");
  // One army attacks; the other is excused (W24), so the step may end.
  std::uint32_t att = 0, def = 0;
  unmetObligations(g, att, def);
  EXPECT_EQ(att, units({"ad-res", "pr-iii"}));
  applied(g, declareAction(units({"ad-res"}), units({"fr-ii"})));
  unmetObligations(g, att, def);
  EXPECT_EQ(att | def, 0u);  // pr-iii excused
  applied(g, endAction());
  EXPECT_EQ(g.state().step, CombatStep::Resolve);
}

TEST(CombatDeclare, Ruling_W24_GrandBatteryAddsOneOnceAFrenchAttack) {
  Game g = position({{"ad-res", "1010"}, {"fr-ii", "1011"}}, Phase::FrenchCombat);
  EXPECT_EQ(refused(g, declareAction(units({"fr-ii"}), units({"ad-res"}))), "");
  applied(g, endAction());
  applied(g, resolveAction(1));
  applied(g, defendAction(false));
  EXPECT_EQ(refused(g, rollAction(false, true)), "W24");  // no event in force
  State s = g.state();
  s.event[0] = Event::GrandBattery;
  g = Game::fromState(s);
  g.forceDice({3});
  const Outcome o = applied(g, rollAction(false, true));
  EXPECT_EQ(o.diff, 2);  // 3 + 1 battery - 2
  EXPECT_TRUE(g.state().batteryUsed);
}

TEST(CombatPreview, Ruling_W16_ThePlannerFiguresAndChancesOfTheGuardAtLigny) {
  Game g = position({{"pr-i", "1518"}, {"fr-ig", "1519"}}, Phase::FrenchCombat);
  const CombatPreview p =
      previewCombat(g, units({"fr-ig"}), units({"pr-i"}), false, true, true, false);
  EXPECT_EQ(p.attack, 5);
  EXPECT_EQ(p.defence, 5);  // 3 + Ligny town 1 + 1 MP
  EXPECT_EQ(p.column, 0);
  // Column 0: AR, AW, N, DW, DW, DR.
  EXPECT_EQ(p.faces[static_cast<int>(Result::AR)], 1);
  EXPECT_EQ(p.faces[static_cast<int>(Result::DW)], 2);
  EXPECT_EQ(p.faces[static_cast<int>(Result::DR)], 1);
  EXPECT_EQ(p.faces[static_cast<int>(Result::EX)], 0);
}

TEST(Countercharge, Ruling_W12_CavalryDoubledAgainstArmyCorpsOnly) {
  Game g = position({{"ad-ux", "1010"}, {"fr-ig", "1011"}, {"fr-cav-i", "1110"}},
                    Phase::AlliedCountercharge);
  ASSERT_EQ(g.state().phase, Phase::AlliedCountercharge);
  applied(g, counterchargeAction(units({"ad-ux"}), units({"fr-ig"})));
  EXPECT_EQ(g.step().owed, Owed::Defend);
  EXPECT_EQ(g.step().acting, Side::French);
  applied(g, defendAction(false));
  g.forceDice({3});
  EXPECT_EQ(applied(g, rollAction(false, false)).diff, 0);  // 2 x 2 - 4
  // Against cavalry: not doubled.
  Game h = position({{"ad-ux", "1010"}, {"fr-cav-i", "1110"}}, Phase::AlliedCountercharge);
  applied(h, counterchargeAction(units({"ad-ux"}), units({"fr-cav-i"})));
  applied(h, defendAction(false));
  h.forceDice({3});
  EXPECT_EQ(applied(h, rollAction(false, false)).diff, 1);  // 2 - 1
}

TEST(Countercharge, W20_8_2_OnlyFormedCavalryByDay) {
  // A countercharge phase in which the non-phasing side has no cavalry beside the enemy
  // (and, without Fog of War, no face-down counter) passes by itself.
  Game g = position({{"ad-res", "1010"}, {"fr-ii", "1011"}}, Phase::AlliedCountercharge);
  EXPECT_NE(g.state().phase, Phase::AlliedCountercharge);
  // Routed cavalry may not charge (W12); a face-down ad-res keeps the phase waiting.
  Game r = position({{"ad-ux", "1010", true}, {"fr-ii", "1011"}}, Phase::FrenchMove, 1, 8, 7,
                    Options{true, false, true});
  r.editPlace(id("ad-res"), hx("0911"), UnitStatus::Map, false, false);
  r.editSet(1, Phase::AlliedCountercharge, 8, 7);
  ASSERT_EQ(r.state().phase, Phase::AlliedCountercharge);
  EXPECT_EQ(refused(r, counterchargeAction(units({"ad-ux"}), units({"fr-ii"}))), "W12");
  Game c = position({{"ad-ux", "1010"}, {"ad-res", "0910"}, {"fr-ii", "1011"}},
                    Phase::AlliedCountercharge);
  ASSERT_EQ(c.state().phase, Phase::AlliedCountercharge);
  EXPECT_EQ(refused(c, counterchargeAction(units({"ad-res"}), units({"fr-ii"}))), "8.2");
  Game n = position({{"ad-ux", "1010"}, {"fr-ii", "1011"}}, Phase::AlliedCountercharge, 3);
  ASSERT_EQ(n.state().phase, Phase::AlliedCountercharge);
  EXPECT_EQ(refused(n, counterchargeAction(units({"ad-ux"}), units({"fr-ii"}))), "13.0");
}

}  // namespace
}  // namespace w20
