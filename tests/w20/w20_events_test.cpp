// Random events (5.0, ruling W24), drawn from the game's dice (W31).
#include "w20_kit.h"

namespace w20::test {
namespace {

Event rollWith(Phase phase, int die) {
  Game g = position(2, phase, {{"fr-ig", "0826"}, {"pr-i", "2204"}});
  g.forceDice({die});
  auto r = g.apply(eventAction());
  EXPECT_TRUE(std::holds_alternative<Outcome>(r));
  EXPECT_EQ(std::get<Outcome>(r).die, die);
  return std::get<Outcome>(r).event;
}

TEST(W20Events, Ruling_W24_FrenchTable) {
  const Event want[6] = {Event::ConflictingOrders, Event::Mud,          Event::None, Event::None,
                         Event::GrandBattery,      Event::ViveLEmpereur};
  for (int d = 1; d <= 6; ++d) EXPECT_EQ(rollWith(Phase::FrenchEvents, d), want[d - 1]) << d;
}

TEST(W20Events, Ruling_W24_AlliedTable) {
  const Event want[6] = {Event::DividedCommand, Event::Mud,       Event::None,
                         Event::None,           Event::Vorwaerts, Event::HardPounding};
  for (int d = 1; d <= 6; ++d) EXPECT_EQ(rollWith(Phase::AlliedEvents, d), want[d - 1]) << d;
}

TEST(W20Events, Ruling_W24_EventPhaseEndsAfterTheRoll) {
  Game g = position(2, Phase::FrenchEvents, {{"fr-ig", "0826"}});
  g.forceDice({3});
  ASSERT_TRUE(applied(g, eventAction()));
  EXPECT_EQ(g.state().phase, Phase::FrenchMove);
  EXPECT_EQ(g.state().event[0], Event::None);
}

TEST(W20Events, Ruling_W24_ConflictingOrdersHoldsFrenchI) {
  Game g = position(2, Phase::FrenchEvents, {{"fr-i", "0819"}, {"fr-ii", "0815"}});
  g.forceDice({1});
  ASSERT_TRUE(applied(g, eventAction()));
  EXPECT_EQ(refusedRule(g, move("fr-i", {"0818"})), "W24");
  EXPECT_TRUE(g.reachable(U("fr-i")).empty());
  EXPECT_TRUE(applied(g, move("fr-ii", {"0816"})));
}

TEST(W20Events, Ruling_W24_MudTakesOneFromEveryAllowance) {
  Game g = position(2, Phase::FrenchEvents, {{"fr-ii", "0815"}, {"fr-cav-i", "1720"}});
  g.forceDice({2});
  ASSERT_TRUE(applied(g, eventAction()));
  EXPECT_EQ(g.allowance(U("fr-ii")), 1);
  EXPECT_EQ(g.allowance(U("fr-cav-i")), 2);
}

TEST(W20Events, Ruling_W24_VorwaertsIsThePrussianForcedMarch) {
  Game g = position(2, Phase::AlliedEvents, {{"pr-i", "1518"}, {"ad-i", "0914"}});
  g.forceDice({5});
  ASSERT_TRUE(applied(g, eventAction()));
  EXPECT_EQ(g.state().phase, Phase::AlliedMove);
  EXPECT_EQ(g.allowance(U("pr-i")), 3);
  EXPECT_EQ(g.allowance(U("ad-i")), 2);
  EXPECT_EQ(refusedRule(g, marchAction(Army::Prussian)), "12.31");  // nothing to gain
  EXPECT_TRUE(applied(g, marchAction(Army::None)));                 // all: +1 for the AD
  EXPECT_EQ(g.state().morale[1], 5);                                // 2 MP
}

TEST(W20Events, Ruling_W24_ViveLEmpereurAndHardPoundingGiveAPoint) {
  Game g = position(2, Phase::FrenchEvents, {{"fr-ig", "0826"}, {"pr-i", "2204"}});
  g.forceDice({6});
  ASSERT_TRUE(applied(g, eventAction()));
  EXPECT_EQ(g.state().morale[0], 9);  // M6
  ASSERT_TRUE(applied(g, endAction()));
  g.forceDice({6});
  ASSERT_EQ(g.state().phase, Phase::AlliedEvents);
  ASSERT_TRUE(applied(g, eventAction()));
  EXPECT_EQ(g.state().morale[1], 8);
}

TEST(W20Events, Ruling_W24_DividedCommandAllowsOneAlliedForcedMarch) {
  Game g = position(2, Phase::AlliedEvents, {{"pr-i", "1518"}, {"ad-i", "0914"}});
  g.forceDice({1});
  ASSERT_TRUE(applied(g, eventAction()));
  EXPECT_EQ(refusedRule(g, marchAction(Army::None)), "W24");
  EXPECT_TRUE(applied(g, marchAction(Army::AngloDutch)));
  EXPECT_EQ(refusedRule(g, marchAction(Army::Prussian)), "W24");
}

}  // namespace
}  // namespace w20::test
