// Set-up (3.0, ruling W3), the Turn Record (W7) and the sequence of play (4.0, W8).
#include "w20_kit.h"

namespace w20::test {
namespace {

TEST(W20Setup, Ruling_W3_HistoricalSetupBeginsAtTheFrenchMove) {
  Game g = fresh();
  EXPECT_EQ(g.state().turn, 1);
  EXPECT_EQ(g.state().phase, Phase::FrenchMove);
  EXPECT_EQ(g.state().morale[0], 8);  // 3.3
  EXPECT_EQ(g.state().morale[1], 7);
  for (int u = 0; u < kUnits; ++u) {
    const UnitInfo& info = Game::roster()[u];
    if (info.setupHex != kNoHex) {
      EXPECT_EQ(g.unit(u).status, UnitStatus::Map) << info.id;
      EXPECT_EQ(g.unit(u).hex, info.setupHex) << info.id;
    } else if (info.type == UnitType::Dummy) {
      EXPECT_EQ(g.unit(u).status, UnitStatus::Removed) << info.id;  // W29: no fog, no dummy
    } else {
      EXPECT_EQ(g.unit(u).status, UnitStatus::Pending) << info.id;  // reinforcement
    }
  }
  EXPECT_EQ(g.state().event[0], Event::NotRolled);  // 3.4: no French event on turn 1
}

TEST(W20Setup, Ruling_W3_WithFogTheDummiesAreSetUpAlliedFirst) {
  Game g = fresh(true);
  EXPECT_EQ(g.state().phase, Phase::AlliedSetup);
  Step st = g.step();
  EXPECT_EQ(st.owed, Owed::Deploy);
  EXPECT_EQ(st.owedUnits, bit(kAlDummy));
  EXPECT_EQ(refusedRule(g, endAction()), "W3");
  EXPECT_EQ(refusedRule(g, deployAction(kAlDummy, H("0821"))), "3.2");  // a French area hex
  EXPECT_EQ(refusedRule(g, deployAction(kAlDummy, H("0914"))), "6.5");  // ad-i stands there
  EXPECT_EQ(refusedRule(g, deployAction(kFrDummy, H("0816"))), "W3");   // not owed yet
  EXPECT_TRUE(applied(g, deployAction(kAlDummy, H("0212"))));
  EXPECT_EQ(g.state().phase, Phase::FrenchSetup);
  EXPECT_TRUE(applied(g, deployAction(kFrDummy, H("0817"))));
  EXPECT_EQ(g.state().phase, Phase::FrenchMove);
  for (int u = 0; u < kUnits; ++u)
    if (g.unit(u).status == UnitStatus::Map) {
      EXPECT_FALSE(g.unit(u).faceUp);  // 15.0
    }
}

TEST(W20Setup, Ruling_W3_FreeSetupDeploysEveryUnitInItsArea) {
  Options o;
  o.fog = false;
  o.freeSetup = true;
  Game g = Game::newGame(3, o);
  EXPECT_EQ(g.state().phase, Phase::AlliedSetup);
  EXPECT_EQ(g.step().owedUnits, bit(kAdI) | bit(kAdRes) | bit(kPrI) | bit(kPrIi) | bit(kPrIii));
  EXPECT_EQ(refusedRule(g, deployAction(kAdI, H("1518"))), "3.2");  // a Prussian area hex
  EXPECT_TRUE(applied(g, deployAction(kPrI, H("0914"))) == false);
  const char* allied[][2] = {{"ad-i", "0212"},
                             {"ad-res", "0911"},
                             {"pr-i", "1617"},
                             {"pr-ii", "1718"},
                             {"pr-iii", "1418"}};
  for (auto& a : allied) EXPECT_TRUE(applied(g, deployAction(U(a[0]), H(a[1])))) << a[0];
  EXPECT_EQ(g.state().phase, Phase::FrenchSetup);
  EXPECT_EQ(g.step().acting, Side::French);
  // Every legal deployment is on a set-up hex of the unit's area, vacant.
  for (const Action& a : g.legalActions()) {
    ASSERT_EQ(a.kind, ActionKind::Deploy);
    EXPECT_TRUE(Game::map().cell(a.hex).special & kSetupFr);
    EXPECT_EQ(g.unitAt(a.hex), kNoUnit);
  }
}

TEST(W20Turns, Ruling_W7_TurnRecord) {
  const char* dates[] = {"16-june", "16-june", "16-june", "17-june", "17-june",
                         "17-june", "17-june", "18-june", "18-june", "18-june"};
  const char* parts[] = {"afternoon", "evening", "night",   "morning",   "afternoon",
                         "evening",   "night",   "morning", "afternoon", "evening"};
  for (int t = 1; t <= 10; ++t) {
    EXPECT_STREQ(dateName(t), dates[t - 1]);
    EXPECT_STREQ(partName(t), parts[t - 1]);
    EXPECT_EQ(isNightTurn(t), t == 3 || t == 7);
  }
}

// Units far apart: every phase without a decision passes by itself (W8, protocol Phases).
TEST(W20Turns, Ruling_W8_SequenceOfPlayOfADayTurn) {
  Game g = position(2, Phase::FrenchMove, {{"fr-ig", "0826"}, {"pr-i", "2204"}});
  std::vector<Phase> seen{g.state().phase};
  for (int guard = 0; guard < 20 && g.state().turn == 2; ++guard) {
    const Step st = g.step();
    const Action a = st.owed == Owed::Event ? eventAction() : endAction();
    ASSERT_TRUE(applied(g, a)) << phaseName(g.state().phase);
    seen.push_back(g.state().phase);
  }
  // french-move -> (countercharge, combat pass) allied-events -> allied-move -> (pass) turn 3
  const std::vector<Phase> want{Phase::FrenchMove, Phase::AlliedEvents, Phase::AlliedMove,
                                Phase::StartOfNight};
  // Turn 3 is a night: it begins with start-of-night, which passes unless a dummy is owed,
  // then the French events phase waits for its die.
  ASSERT_GE(seen.size(), 3u);
  EXPECT_EQ(seen[0], want[0]);
  EXPECT_EQ(seen[1], want[1]);
  EXPECT_EQ(seen[2], want[2]);
  EXPECT_EQ(g.state().turn, 3);
  EXPECT_EQ(g.state().phase, Phase::FrenchEvents);
}

TEST(W20Turns, Ruling_W8_CombatPhaseWaitsWhenUnitsAreAdjacent) {
  // fr-ig beside pr-i: after the French move, the countercharge phase passes (Prussian
  // corps, face up, may not countercharge or disengage by day) and the combat phase waits.
  Game g = position(2, Phase::FrenchMove, {{"fr-ig", "1519"}, {"pr-i", "1518"}});
  ASSERT_TRUE(applied(g, endAction()));
  EXPECT_EQ(g.state().phase, Phase::FrenchCombat);
  EXPECT_EQ(g.state().step, CombatStep::Declare);
  // With Ux cavalry beside a French unit, the Allied countercharge phase waits for `end`.
  Game h = position(2, Phase::FrenchMove, {{"fr-ig", "1519"}, {"ad-ux", "1518"}});
  ASSERT_TRUE(applied(h, endAction()));
  EXPECT_EQ(h.state().phase, Phase::AlliedCountercharge);
  EXPECT_EQ(h.step().acting, Side::Allied);
}

TEST(W20Turns, W20_13_0_NightTurnHasNoCombat) {
  Game g = position(3, Phase::FrenchMove, {{"fr-ig", "1519"}, {"pr-i", "1518"}});
  ASSERT_TRUE(applied(g, endAction()));
  // Night: the Allied countercharge phase offers disengagement to any unit (W11), then the
  // French combat phase passes.
  EXPECT_EQ(g.state().phase, Phase::AlliedCountercharge);
  ASSERT_TRUE(applied(g, endAction()));
  EXPECT_EQ(g.state().phase, Phase::AlliedEvents);
}

TEST(W20Turns, W20_3_4_FrenchEventsPassOnTurnOneOnly) {
  Game g = position(2, Phase::FrenchEvents, {{"fr-ig", "0826"}});
  EXPECT_EQ(g.state().phase, Phase::FrenchEvents);
  EXPECT_EQ(g.step().owed, Owed::Event);
  EXPECT_EQ(refusedRule(g, endAction()), "5.1");
  Game h = position(1, Phase::FrenchEvents, {{"fr-ig", "0826"}});
  EXPECT_EQ(h.state().phase, Phase::FrenchMove);
}

TEST(W20Turns, W20_6_24_MovesAreFinal) {
  Game g = fresh();
  ASSERT_TRUE(applied(g, moveTo(g, "fr-ig", "1421")));
  EXPECT_EQ(refusedRule(g, undoAction()), "6.24");
  EXPECT_EQ(refusedRule(g, move("fr-ig", {"1420"})), "W9");  // once per phase
}

TEST(W20Turns, Ruling_W8_GameEndsAfterTurnTen) {
  Game g = position(10, Phase::AlliedMove, {{"fr-ig", "0826"}, {"pr-i", "2204"}});
  ASSERT_TRUE(applied(g, endAction()));
  EXPECT_TRUE(g.over());
  EXPECT_EQ(refusedRule(g, endAction()), "14.0");
}

}  // namespace
}  // namespace w20::test
