// Ee (6.3, R6) by taps: the attacker picks his losses among the marked attacking units; a tap
// on any other unit is refused at once with the engine's rule, and "Lose these units" with
// too few or too many is refused with 6.3 / R6.
#include <gtest/gtest.h>

#include "play.h"

namespace naw::ui {
namespace {

int unit(const App& app, const char* id) { return app.game().unitIndex(id); }
Hex hexOf(const App& app, const char* id) { return app.game().hexOf(unit(app, id)); }

// Turn 1, French combat: fr-6-ii, fr-9-ii and fr-art-i attack the Allied detachment (strength
// 1) with the odds lowered to 2-1 (6.2) and a forced 5: Ee, one strength point owed.
App eeAfterTaps() {
  App app(persist::Session::local(Options{}, 11));
  EXPECT_TRUE(endPhase(app));
  for (const char* id : {"aa-det", "fr-6-ii", "fr-9-ii", "fr-art-i"})
    EXPECT_TRUE(tapHex(app, hexOf(app, id))) << id;
  EXPECT_EQ(app.draft.attackers.size(), 3u);
  app.draft.oddsColumn = 5;  // 2-1
  EXPECT_TRUE(app.forceDiceForTest({5}));
  EXPECT_TRUE(declareAttack(app));
  return app;
}

TEST(EeTapTest, OnlyAttackingUnitsMayBeChosenAndTheTotalMustFit) {
  App app = eeAfterTaps();
  ASSERT_TRUE(app.lastCombat());
  EXPECT_EQ(app.lastCombat()->result, CombatResult::Ee);
  ASSERT_EQ(app.game().step().kind, StepKind::EqualEliminationLosses);
  EXPECT_EQ(app.game().eeLossTarget(), 1);
  EXPECT_FALSE(app.game().hexOf(unit(app, "aa-det")).valid());  // the defender is gone

  // A French unit that did not attack: refused at once (6.8), not counted.
  EXPECT_TRUE(tapHex(app, hexOf(app, "fr-gren-gd")));
  ASSERT_TRUE(app.refusal());
  EXPECT_EQ(app.refusal()->rule, "6.8");
  EXPECT_TRUE(app.draft.attackers.empty());
  // An enemy unit: the attacker loses his own units (6.3).
  EXPECT_TRUE(tapHex(app, hexOf(app, "aa-rt")));
  ASSERT_TRUE(app.refusal());
  EXPECT_EQ(app.refusal()->rule, "6.3");
  EXPECT_TRUE(app.draft.attackers.empty());

  // Nothing chosen: short of the losses (6.3).
  EXPECT_FALSE(chooseLosses(app));
  ASSERT_TRUE(app.refusal());
  EXPECT_EQ(app.refusal()->rule, "6.3");
  // Two units where one covers the loss: no extra units (R6).
  EXPECT_TRUE(tapHex(app, hexOf(app, "fr-6-ii")));
  EXPECT_FALSE(app.refusal());
  EXPECT_TRUE(tapHex(app, hexOf(app, "fr-9-ii")));
  EXPECT_FALSE(chooseLosses(app));
  ASSERT_TRUE(app.refusal());
  EXPECT_EQ(app.refusal()->rule, "R6");
  EXPECT_EQ(app.game().step().kind, StepKind::EqualEliminationLosses);
  // A second tap takes a unit back out of the choice; the one left is lost.
  EXPECT_TRUE(tapHex(app, hexOf(app, "fr-6-ii")));
  ASSERT_EQ(app.draft.attackers, std::vector<int>{unit(app, "fr-9-ii")});
  EXPECT_TRUE(chooseLosses(app));
  EXPECT_NE(app.game().step().kind, StepKind::EqualEliminationLosses);
  EXPECT_EQ(app.game().state().units[static_cast<std::size_t>(unit(app, "fr-9-ii"))].status,
            UnitStatus::Eliminated);
  EXPECT_TRUE(app.game().hexOf(unit(app, "fr-6-ii")).valid());
  EXPECT_EQ(app.game().state().frenchLost, 5);
}

}  // namespace
}  // namespace naw::ui
