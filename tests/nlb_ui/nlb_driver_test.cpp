// The page's computer driver (src/games/nlb/ui/nlb_driver.*): a retreat, or a defender's
// advance, is its unit's owner's choice (N12), so the computer's combat phase stops where the
// human's unit must retreat or may advance, and in the human's phase the computer retreats
// its own unit, nothing more.
#include <gtest/gtest.h>

#include "../nlb/nlb_test_util.h"
#include "games/nlb/combat.h"
#include "nlb_driver.h"
#include "nlb_module.h"

using namespace nlb;
using nlbtest::H;

namespace {

// 0413 and its ring are clear (as tests/nlb/nlb_combat_flow_test.cpp checks). The French
// 2nd and 1st infantry (9 points) on two sides of the 3rd Dutch-Belgian (4): 2-1, and both
// French units stand in its zone, so the one attack the computer may make is theirs on it
// (N9); die 1 at 2-1 is Dr.
nlbtest::CombatPos dutchBetweenTwoFrench(Phase phase) {
  nlbtest::CombatPos p;
  p.g = nlbtest::emptyGame(2, phase);
  const int d = H("0413");
  p.put("fr-2-i", p.n(d, 0));
  p.put("fr-1-i", p.n(d, 4));
  p.put("aa-3db", d);
  return p;
}

bool appliesAll(Game& g, const std::vector<Action>& actions) {
  for (const Action& a : actions)
    if (std::holds_alternative<Refusal>(g.apply(a))) return false;
  return true;
}

}  // namespace

TEST(NlbDriver, Ruling_N12_HumanRetreatsHisUnitInTheComputersCombat) {
  auto p = dutchBetweenTwoFrench(Phase::FrenchCombat);
  p.g.forceDice({1});
  const std::array<bool, 2> computer{true, false};  // the computer plays the French
  const std::vector<Action> first = ui::computerActions(p.g, computer, ai::Level::Normal);
  ASSERT_FALSE(first.empty());
  EXPECT_EQ(first.front().type, ActionType::Attack);
  for (const Action& a : first) EXPECT_NE(a.type, ActionType::Retreat);
  Game g = p.g;
  ASSERT_TRUE(appliesAll(g, first));
  ASSERT_EQ(g.lastCombat().result, naw::CombatResult::Dr);
  // The Allied unit owes its retreat: the step is the human's, and the driver waits.
  EXPECT_EQ(std::string(modules::nlbStep(g).name), "retreat");
  EXPECT_EQ(modules::nlbStep(g).acting, 1);
  EXPECT_TRUE(ui::computerActions(g, computer, ai::Level::Normal).empty());
  // The human picks the last hex the engine offers; then the computer goes on from there
  // (its advance, if any, and the end of its phase), leaving his unit where he put it.
  const auto hexes = g.retreatHexes(p.u("aa-3db"));
  ASSERT_FALSE(hexes.empty());
  ASSERT_TRUE(appliesAll(g, {retreatTo(p.u("aa-3db"), hexes.back())}));
  const std::vector<Action> rest = ui::computerActions(g, computer, ai::Level::Normal);
  ASSERT_FALSE(rest.empty());
  EXPECT_EQ(rest.back().type, ActionType::EndPhase);
  ASSERT_TRUE(appliesAll(g, rest));
  EXPECT_EQ(g.state().phase, Phase::AlliedMove);
  EXPECT_EQ(g.state().where[static_cast<std::size_t>(p.u("aa-3db"))], hexes.back());
}

TEST(NlbDriver, Ruling_N12_ComputerRetreatsItsUnitInTheHumansCombat) {
  auto p = dutchBetweenTwoFrench(Phase::FrenchCombat);
  const std::array<bool, 2> computer{false, true};  // the human plays the French
  EXPECT_TRUE(ui::computerActions(p.g, computer, ai::Level::Normal).empty());  // his attack
  ASSERT_EQ(nlbtest::rule(p.attack({"fr-2-i", "fr-1-i"}, {"aa-3db"}, {}, 1)), "ok");
  ASSERT_EQ(p.g.lastCombat().result, naw::CombatResult::Dr);
  // The computer's unit owes its retreat: exactly that retreat, into a hex the engine offers.
  const std::vector<Action> mine = ui::computerActions(p.g, computer, ai::Level::Normal);
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0].type, ActionType::Retreat);
  EXPECT_EQ(mine[0].unit, p.u("aa-3db"));
  EXPECT_TRUE(nlbtest::contains(p.g.retreatHexes(p.u("aa-3db")), mine[0].path[0]));
  ASSERT_TRUE(appliesAll(p.g, mine));
  // Then the advance is the human's (French) choice again: the driver waits.
  EXPECT_EQ(modules::nlbStep(p.g).acting, 0);
  EXPECT_TRUE(ui::computerActions(p.g, computer, ai::Level::Normal).empty());
}

// N12: after Ar the defender may advance into the hex the attackers left: in the computer's
// phase that choice is the human's too.
TEST(NlbDriver, Ruling_N12_HumanChoosesHisAdvanceAfterTheComputersAr) {
  auto p = dutchBetweenTwoFrench(Phase::FrenchCombat);
  p.g.forceDice({6});  // 2-1, die 6: Ar
  const std::array<bool, 2> computer{true, false};
  const std::vector<Action> mine = ui::computerActions(p.g, computer, ai::Level::Normal);
  Game g = p.g;
  ASSERT_TRUE(appliesAll(g, mine));
  ASSERT_EQ(g.lastCombat().result, naw::CombatResult::Ar);
  for (const Action& a : mine) EXPECT_NE(a.type, ActionType::Advance);
  EXPECT_EQ(std::string(modules::nlbStep(g).name), "advance");
  EXPECT_EQ(modules::nlbStep(g).acting, 1);
  EXPECT_TRUE(g.flags(p.u("aa-3db")) & kMayAdvance);
  EXPECT_TRUE(ui::computerActions(g, computer, ai::Level::Normal).empty());
  ASSERT_TRUE(appliesAll(g, {simple(ActionType::AdvanceNone)}));
  const std::vector<Action> rest = ui::computerActions(g, computer, ai::Level::Normal);
  ASSERT_TRUE(appliesAll(g, rest));
  EXPECT_EQ(g.state().phase, Phase::AlliedMove);
}
