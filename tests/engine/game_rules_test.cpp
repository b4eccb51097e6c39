// Rule cases through the engine API (naw::Game), named after the case or ruling they check.
#include <gtest/gtest.h>

#include "engine_test_util.h"
#include "internals.h"
#include "random_player.h"
#include "serialize.h"

namespace {

using namespace naw;
using nawengine::attack;
using nawengine::H;
using nawengine::position;
using nawengine::refusalRule;
using nawengine::U;

Action move(const Game& g, const char* id, std::vector<const char*> path) {
  Action a;
  a.type = ActionType::Move;
  a.unit = U(g, id);
  for (auto h : path) a.path.push_back(H(h));
  return a;
}
Action simple(ActionType t, int unit = -1, Hex hex = {}) {
  Action a;
  a.type = t;
  a.unit = unit;
  a.hex = hex;
  return a;
}

TEST(Sequence_3_0, TenTurnsOfFourPhasesThenDraw) {
  Game g = position({{"fr-1-i", "1705"}, {"aa-brn", "0117"}}, 1, Phase::FrenchMovement);
  for (int turn = 1; turn <= 10; ++turn) {
    for (Phase p :
         {Phase::FrenchMovement, Phase::FrenchCombat, Phase::AlliedMovement, Phase::AlliedCombat}) {
      EXPECT_EQ(g.state().turn, turn);
      EXPECT_EQ(g.state().phase, p);
      ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(simple(ActionType::EndPhase))));
    }
  }
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.state().winner, Winner::Draw);  // 8.4
  EXPECT_EQ(refusalRule(g.apply(simple(ActionType::EndPhase))), "8.0");
}

TEST(Rule_4_5, UnitInEnemyZoneCannotMoveAndStopsOnEntering) {
  Game g = position({{"fr-1-i", "1705"}, {"fr-2-i", "1709"}, {"aa-brn", "1707"}}, 1,
                    Phase::FrenchMovement);
  // 1705 -> 1706 enters the zone of aa-brn (1707): it must stop there.
  EXPECT_EQ(refusalRule(g.apply(move(g, "fr-1-i", {"1706", "1806"}))), "4.5");
  ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(move(g, "fr-1-i", {"1706"}))));
  EXPECT_EQ(refusalRule(g.apply(move(g, "fr-1-i", {"1705"}))), "4.5");
  EXPECT_TRUE(g.reachable(U(g, "fr-1-i")).empty());
  ASSERT_TRUE(g.movementBlocked(U(g, "fr-1-i")));
  EXPECT_EQ(g.movementBlocked(U(g, "fr-1-i"))->rule, "4.5");
  EXPECT_FALSE(g.movementBlocked(U(g, "fr-2-i")));
  EXPECT_EQ(g.movementBlocked(U(g, "aa-brn"))->rule, "4.0");
}

TEST(Ruling_R7a, StackingRefusesEndAndUndoTakesBack) {
  Game g = position({{"fr-1-i", "1705"}, {"fr-2-i", "1704"}, {"aa-brn", "0117"}}, 1,
                    Phase::FrenchMovement);
  ASSERT_TRUE(std::holds_alternative<Outcome>(
      g.apply(move(g, "fr-1-i", {"1704"}))));  // onto a friend: allowed
  EXPECT_EQ(refusalRule(g.apply(simple(ActionType::EndPhase))), "R7a");
  ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(simple(ActionType::Undo))));
  EXPECT_EQ(g.hexOf(U(g, "fr-1-i")), H("1705"));
  EXPECT_EQ(refusalRule(g.apply(simple(ActionType::Undo))), "R7a");
  ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(simple(ActionType::EndPhase))));
}

TEST(Ruling_R7a, MoveInStepsWithinTheAllowance) {
  Game g = position({{"fr-1-i", "1705"}, {"aa-brn", "0117"}}, 1, Phase::FrenchMovement);
  ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(move(g, "fr-1-i", {"1805", "1905"}))));
  ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(move(g, "fr-1-i", {"2004", "2104"}))));
  EXPECT_EQ(refusalRule(g.apply(move(g, "fr-1-i", {"2204"}))), "4.1");
}

TEST(Ruling_R9, FrenchExitCostsOneMovementPointAndCounts) {
  Game g = position({{"fr-1-i", "0302"}, {"aa-brn", "0117"}}, 1, Phase::FrenchMovement);
  ASSERT_TRUE(g.canExit(U(g, "fr-1-i")));
  EXPECT_EQ(refusalRule(g.apply(simple(ActionType::Exit, U(g, "fr-1-i")))),
            "R9");  // not on an exit hex
  ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(move(g, "fr-1-i", {"0301"}))));
  ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(simple(ActionType::Exit, U(g, "fr-1-i")))));
  EXPECT_EQ(g.state().exited, 1);
  EXPECT_EQ(g.state().units[U(g, "fr-1-i")].status, UnitStatus::Exited);
}

TEST(Rule_8_3, SeventhExitWithAlliesDemoralizedWinsAtOnce) {
  Game g = position({{"fr-1-i", "0301"}, {"aa-brn", "0117"}}, 4, Phase::FrenchMovement);
  g.editSet(4, Phase::FrenchMovement, 10, 41, 6);
  ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(simple(ActionType::Exit, U(g, "fr-1-i")))));
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.state().winner, Winner::French);
}

TEST(Ruling_R7, TwoUnitsTouchingOneEnemyMustBothAttackIt) {
  // fr-1-i and fr-2-i each touch only aa-brn: attacking with one alone would strand the other.
  Game g = position({{"aa-brn", "1707"}, {"fr-1-i", "1706"}, {"fr-2-i", "1708"}}, 1,
                    Phase::FrenchCombat);
  EXPECT_EQ(g.obligations().size(), 3u);
  EXPECT_EQ(refusalRule(g.apply(attack(g, {"fr-1-i"}, {"aa-brn"}))), "R7");
  EXPECT_EQ(refusalRule(g.apply(simple(ActionType::EndPhase))), "5.1");
  g.forceDice({6});
  auto r = g.apply(attack(g, {"fr-1-i", "fr-2-i"}, {"aa-brn"}));
  ASSERT_TRUE(std::holds_alternative<Outcome>(r));
  EXPECT_EQ(g.rules().crt().columnName(std::get<Outcome>(r).oddsColumn), "4-1");  // 9 vs 2
}

TEST(Ruling_R7, OneAttackerTouchingTwoObligedEnemiesAttacksBoth) {
  Game g = position({{"fr-1-i", "1706"}, {"aa-brn", "1705"}, {"aa-det", "1707"}}, 1,
                    Phase::FrenchCombat);
  EXPECT_EQ(refusalRule(g.apply(attack(g, {"fr-1-i"}, {"aa-brn"}))), "R7");
  EXPECT_TRUE(
      std::holds_alternative<Outcome>(g.apply(attack(g, {"fr-1-i"}, {"aa-brn", "aa-det"}))));
}

TEST(Rule_5_4, EveryAttackerAdjacentToEveryDefender) {
  Game g =
      position({{"fr-1-i", "1706"}, {"fr-2-i", "1606"}, {"aa-brn", "1705"}, {"aa-det", "1707"}}, 1,
               Phase::FrenchCombat);
  // fr-2-i (1606) touches 1707 but not 1705.
  EXPECT_EQ(refusalRule(g.apply(attack(g, {"fr-1-i", "fr-2-i"}, {"aa-brn", "aa-det"}))), "5.4");
}

TEST(Rule_8_2, DemoralizationShiftsOneColumn) {
  Game g = position({{"fr-1-i", "1706"}, {"aa-brn", "1705"}}, 1, Phase::FrenchCombat);
  const Action a = attack(g, {"fr-1-i"}, {"aa-brn"});
  EXPECT_EQ(std::get<int>(g.oddsFor(a)), 5);  // 4 vs 2: 2-1
  g.editSet(1, Phase::FrenchCombat, 0, 40, 0);
  EXPECT_EQ(std::get<int>(g.oddsFor(a)), 6);  // one column right: 3-1
}

TEST(Rule_6_3, EeAttackerChoosesMinimalLossesAndVictoryIsCheckedAtOnce) {
  // 8.4: both sides reach 40 in one Ee without seven exits: the Allies win.
  Game g = position({{"fr-1-i", "1706"}, {"fr-2-i", "1805"}, {"aa-3db", "1705"}}, 1,
                    Phase::FrenchCombat);
  g.editSet(1, Phase::FrenchCombat, 36, 36, 0);
  g.forceDice({5});
  Action a = attack(g, {"fr-1-i", "fr-2-i"}, {"aa-3db"});  // 9 vs 4: 2-1, die 5: Ee
  auto r = g.apply(a);
  ASSERT_TRUE(std::holds_alternative<Outcome>(r));
  EXPECT_EQ(std::get<Outcome>(r).result, CombatResult::Ee);
  EXPECT_EQ(g.step().kind, StepKind::EqualEliminationLosses);
  Action both = simple(ActionType::ChooseLosses);
  both.attackers = {U(g, "fr-1-i"), U(g, "fr-2-i")};
  EXPECT_EQ(refusalRule(g.apply(both)), "R6");  // more than needed
  Action one = simple(ActionType::ChooseLosses);
  one.attackers = {U(g, "fr-1-i")};
  ASSERT_TRUE(std::holds_alternative<Outcome>(g.apply(one)));
  EXPECT_EQ(g.state().frenchLost, 40);
  EXPECT_EQ(g.state().alliedLost, 40);
  EXPECT_EQ(g.state().winner, Winner::Allied);
}

TEST(Rule_6_5, DisplacementWhenEverySafeHexIsFriendly) {
  // aa-det (1705) attacked from 1706: 1605 and 1805 are in fr-1-i's zone; the other safe
  // hexes 1704, 1804 and 1604 hold Allied units, which may be displaced (6.5).
  Game g = position({{"aa-det", "1705"},
                     {"fr-1-i", "1706"},
                     {"aa-brn", "1704"},
                     {"aa-2db", "1804"},
                     {"aa-3db", "1604"}},
                    1, Phase::FrenchCombat);
  g.forceDice({1});
  Action a = attack(g, {"fr-1-i"}, {"aa-det"});
  a.oddsColumn = 4;  // announced 1-1 (6.2): die 1 is Dr
  auto r = g.apply(a);
  ASSERT_TRUE(std::holds_alternative<Outcome>(r));
  ASSERT_EQ(std::get<Outcome>(r).result, CombatResult::Dr);
  ASSERT_EQ(g.step().kind, StepKind::Retreat);
  EXPECT_EQ(g.step().acting, Side::Allied);
  const auto options = g.retreatOptions(U(g, "aa-det"));
  ASSERT_EQ(options.size(), 3u);
  for (const auto& o : options) EXPECT_GE(o.displaces, 0);
  EXPECT_EQ(refusalRule(g.apply(simple(ActionType::Retreat, U(g, "aa-det"), H("1805")))), "6.4");
  ASSERT_TRUE(std::holds_alternative<Outcome>(
      g.apply(simple(ActionType::Retreat, U(g, "aa-det"), H("1704")))));
  EXPECT_EQ(g.step().kind, StepKind::Displacement);
  EXPECT_EQ(g.step().pendingUnit, U(g, "aa-brn"));
  EXPECT_EQ(refusalRule(g.apply(simple(ActionType::Retreat, U(g, "aa-brn"), H("1705")))),
            "6.4");  // French zone
  ASSERT_TRUE(std::holds_alternative<Outcome>(
      g.apply(simple(ActionType::Retreat, U(g, "aa-brn"), H("1703")))));
  // 6.6: the attacker may advance into the vacated hex.
  ASSERT_EQ(g.step().kind, StepKind::AdvanceAfterCombat);
  ASSERT_TRUE(std::holds_alternative<Outcome>(
      g.apply(simple(ActionType::Advance, U(g, "fr-1-i"), H("1705")))));
  EXPECT_EQ(g.step().kind, StepKind::DeclareAttack);
  EXPECT_EQ(g.hexOf(U(g, "aa-det")), H("1704"));
  EXPECT_EQ(g.hexOf(U(g, "aa-brn")), H("1703"));
  EXPECT_EQ(g.hexOf(U(g, "fr-1-i")), H("1705"));
  // R7: the advance made new contacts (aa-det, aa-2db, aa-3db) but no new obligation.
  EXPECT_TRUE(g.obligations().empty());
}

TEST(Ruling_R8, GrouchyChitHiddenFromTheOtherSideUntilTurnFive) {
  Options o;
  o.grouchy = true;
  o.frenchChit = 6;
  o.alliedChit = 5;
  Game g = Game::newGame(o, 1);
  EXPECT_EQ(g.view(Side::French).frenchChit, 6);
  EXPECT_EQ(g.view(Side::French).alliedChit, 0);
  EXPECT_EQ(g.view(Side::Allied).frenchChit, 0);
  EXPECT_EQ(g.view(Side::Allied).units[U(g, "fr-10-iii")].status, UnitStatus::Unavailable);
  EXPECT_EQ(g.state().units[U(g, "fr-10-iii")].status, UnitStatus::Waiting);
  g.editSet(5, Phase::FrenchMovement, 0, 0, 0);
  EXPECT_EQ(g.view(Side::Allied).frenchChit, 6);
}

TEST(Ruling_R8, PoolSlotsAreFilledByTheOwnersChoice) {
  Options o;
  o.grouchy = true;
  o.frenchChit = 4;  // one 5-4, two 4-4, one 2-5, one 3-3 on turn 5
  o.alliedChit = 1;
  Game g = Game::newGame(o, 1);
  g.editSet(5, Phase::FrenchMovement, 0, 0, 0);
  EXPECT_TRUE(std::holds_alternative<Outcome>(
      g.apply(simple(ActionType::Enter, U(g, "fr-12-iv"), H("2303")))));
  EXPECT_EQ(refusalRule(g.apply(simple(ActionType::Enter, U(g, "fr-8-iii"), H("2307")))),
            "R8");                              // 5-4 taken
  EXPECT_FALSE(g.canEnter(U(g, "fr-10-iii")));  // 6-4: no slot
}

TEST(Determinism, SameSeedSameGame) {
  auto play = [](std::uint64_t seed) { return playRandomGame(seed).hash; };
  EXPECT_EQ(play(42), play(42));
  EXPECT_NE(play(42), play(43));
}

TEST(Determinism, ReplayOfTheLogRebuildsTheGame) {
  Game g = Game::newGame({}, 9);
  RandomPlayer p(3);
  Replay rp;
  rp.seed = 9;
  for (int i = 0; i < 400 && !g.over(); ++i) {
    Action a = p.choose(g);
    g.apply(a);
    rp.actions.push_back(a);
  }
  auto bytes = saveReplay(rp);
  auto loaded = loadReplay(g.rules(), bytes);
  ASSERT_TRUE(std::holds_alternative<Replay>(loaded));
  auto replayed = playReplay(Rules::standard(), std::get<Replay>(loaded));
  ASSERT_TRUE(std::holds_alternative<Game>(replayed));
  EXPECT_EQ(std::get<Game>(replayed).hash(), g.hash());
}

}  // namespace
