// Movement (5.0-5.6, C6-C9), garrisons (8.1) and Prussian reinforcements (9.0, C10).
#include <gtest/gtest.h>

#include <algorithm>

#include "cn_fixture.h"

namespace cn {
namespace {
using namespace cn::test;

bool listed(const std::vector<int>& squares, int code) {
  for (int sq : squares)
    if (codeOf(sq) == code) return true;
  return false;
}

TEST(CnMovement, CN_5_15_WoodsImpassable) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 5960);
  EXPECT_EQ(tryApply(g, path("ia", {5860})), "5.15");
  const auto r = g.reachable(U("ia"));
  EXPECT_FALSE(listed(r, 5860));
  EXPECT_FALSE(listed(r, 5961));
  EXPECT_TRUE(listed(r, 5959));
}

TEST(CnMovement, CN_5_11_MovementAllowance) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6060);  // infantry, 4 MP
  put(g, "ca", 6160);  // cavalry, 5 MP
  EXPECT_EQ(tryApply(g, path("ia", {6061, 6062, 6063, 6064, 6065})), "5.11");
  EXPECT_EQ(tryApply(g, path("ia", {6061, 6062})), "ok");
  EXPECT_EQ(tryApply(g, path("ia", {6063, 6064, 6065})), "5.11");  // 2 MP left
  EXPECT_EQ(tryApply(g, path("ia", {6063, 6064})), "ok");
  EXPECT_EQ(tryApply(g, path("ia", {6065})), "5.11");
  EXPECT_EQ(tryApply(g, path("ca", {6161, 6162, 6163, 6164, 6165})), "ok");
}

TEST(CnMovement, CN_5_2_StopOnEnteringZoc) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6060);
  put(g, "IA", 6063);
  // 6062 is next to IA: a unit entering it stops (5.2), at no extra cost (5.22).
  EXPECT_EQ(tryApply(g, path("ia", {6061, 6062, 6162})), "5.2");
  EXPECT_EQ(tryApply(g, path("ia", {6061, 6062})), "ok");
  EXPECT_EQ(g.state().units[static_cast<std::size_t>(U("ia"))].mpUsed, 2);
  EXPECT_EQ(tryApply(g, path("ia", {6162})), "5.23");  // stopped for the rest of the phase
  EXPECT_FALSE(listed(Game::newGame(1).reachable(U("ia")), 6063));
}

TEST(CnMovement, CN_5_23_NoMoveOutOfZoc) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6062);
  put(g, "IA", 6063);
  ASSERT_TRUE(g.movementBlocked(U("ia")));
  EXPECT_EQ(g.movementBlocked(U("ia"))->rule, "5.23");
  EXPECT_TRUE(g.reachable(U("ia")).empty());
  EXPECT_EQ(tryApply(g, path("ia", {6061})), "5.23");
}

TEST(CnMovement, CN_5_4_PathStepsAreNeighbours) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ca", 6060);
  EXPECT_EQ(tryApply(g, path("ca", {6062})), "5.4");  // two squares away in one step
  EXPECT_EQ(tryApply(g, path("ca", {6061, 6162, 6164})), "5.4");
  EXPECT_EQ(where(g, "ca"), 6060);  // a refusal changes nothing
}

TEST(CnMovement, Ruling_C9_ExitOnlyInTheFrenchMovementPhase) {
  Game g = blank(Phase::FrenchSetup);
  put(g, "cg", 5871);
  EXPECT_EQ(tryApply(g, exitAction(U("cg"))), "C9");
}

TEST(CnMovement, Ruling_C6_EnemySquaresNeverEntered) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ca", 6060);
  put(g, "IQ", 6062);
  EXPECT_FALSE(listed(g.reachable(U("ca")), 6062));
  EXPECT_EQ(tryApply(g, path("ca", {6061, 6062})), "5.2");  // stopped next to it first
}

TEST(CnMovement, CN_5_25_ThroughFriends) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6060);
  put(g, "ib", 6061);
  EXPECT_TRUE(listed(g.reachable(U("ia")), 6061));  // may stop there for now (5.3 at the end)
  EXPECT_EQ(tryApply(g, path("ia", {6061, 6062})), "ok");
  EXPECT_EQ(where(g, "ia"), 6062);
}

TEST(CnMovement, CN_5_3_NoEndStacked) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6060);
  put(g, "ib", 6061);
  EXPECT_EQ(tryApply(g, path("ia", {6061})), "ok");
  EXPECT_TRUE(g.stacked());
  EXPECT_EQ(tryApply(g, endAction()), "5.3");
  EXPECT_EQ(tryApply(g, undoAction()), "ok");
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(g.state().phase, Phase::FrenchSetup);
}

TEST(CnMovement, CN_5_6_Row70ClosedToFrench) {
  Game g = blank(Phase::FrenchMove);
  put(g, "cg", 6966);
  EXPECT_EQ(tryApply(g, path("cg", {7066})), "5.6");
  for (int sq : g.reachable(U("cg"))) EXPECT_FALSE(isRow70(sq)) << formatSquare(sq);
  Game a = blank(Phase::AlliedMove);
  put(a, "CA", 6966);
  EXPECT_EQ(tryApply(a, path("CA", {7066})), "ok");  // Allied units may (C8)
}

TEST(CnMovement, Ruling_C6_TakeBack) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6060);
  EXPECT_EQ(tryApply(g, path("ia", {6061})), "ok");
  EXPECT_EQ(tryApply(g, path("ia", {6062})), "ok");  // a second step with what is left
  EXPECT_EQ(tryApply(g, undoAction()), "ok");
  EXPECT_EQ(where(g, "ia"), 6061);
  EXPECT_EQ(g.state().units[static_cast<std::size_t>(U("ia"))].mpUsed, 1);
  EXPECT_EQ(tryApply(g, undoAction()), "ok");
  EXPECT_EQ(where(g, "ia"), 6060);
  EXPECT_EQ(g.state().units[static_cast<std::size_t>(U("ia"))].mpUsed, 0);
  EXPECT_EQ(tryApply(g, undoAction()), "C6");
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(tryApply(g, undoAction()), "C6");  // not in a set-up phase
}

TEST(CnMovement, CN_8_1_GarrisonNeverMoves) {
  Game g = blank(Phase::AlliedMove);
  put(g, "IR", 5861);
  ASSERT_TRUE(g.movementBlocked(U("IR")));
  EXPECT_EQ(g.movementBlocked(U("IR"))->rule, "8.1");
  EXPECT_EQ(tryApply(g, path("IR", {5862})), "8.1");
}

TEST(CnMovement, Ruling_C5_OnlyThePhasingSideMoves) {
  Game g = blank(Phase::FrenchMove);
  put(g, "IA", 6060);
  EXPECT_EQ(tryApply(g, path("IA", {6061})), "C5");
  EXPECT_TRUE(g.reachable(U("IA")).empty());
}

TEST(CnMovement, Ruling_C9_Exit) {
  Game g = blank(Phase::FrenchMove);
  put(g, "cg", 5867);  // cavalry, 5 MP
  put(g, "ia", 5767);  // infantry, 4 MP
  put(g, "cf", 5870);  // not an exit square
  EXPECT_TRUE(g.canExit(U("cg")));
  EXPECT_EQ(tryApply(g, path("cg", {5868, 5869, 5870, 5871})), "ok");
  EXPECT_EQ(tryApply(g, exitAction(U("cg"))), "ok");  // the fifth MP
  EXPECT_EQ(g.statusOf(U("cg")), UnitStatus::Exited);
  EXPECT_EQ(g.state().exited, 1);
  EXPECT_EQ(tryApply(g, path("ia", {5768, 5769})), "5.15");  // 5769 is woods
  EXPECT_EQ(tryApply(g, exitAction(U("cf"))), "5.5");
  EXPECT_EQ(tryApply(g, undoAction()), "ok");  // exits are taken back like moves
  EXPECT_EQ(g.state().exited, 0);
  EXPECT_EQ(where(g, "cg"), 5871);
}

TEST(CnMovement, Ruling_C9_ExitNeedsAMovementPointAndNoZoc) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 5867);  // 4 MP: reaches 5871 with nothing left
  put(g, "cd", 5771);
  put(g, "IE", 5670);  // next to 5771
  EXPECT_EQ(tryApply(g, path("ia", {5868, 5869, 5870, 5871})), "ok");
  EXPECT_EQ(tryApply(g, exitAction(U("ia"))), "5.11");
  EXPECT_EQ(tryApply(g, exitAction(U("cd"))), "5.23");
  Game a = blank(Phase::AlliedMove);
  put(a, "CA", 5871);
  EXPECT_EQ(tryApply(a, exitAction(U("CA"))), "5.5");  // only French units leave (5.5)
}

TEST(CnPrussians, Ruling_C10_PlacedOnTurnThree) {
  Game g = Game::newGame(1);
  g.editSet(3, Phase::FrenchResolve, 0, 0, 0);
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(g.state().phase, Phase::AlliedMove);
  EXPECT_EQ(where(g, "IG"), 7072);
  EXPECT_EQ(where(g, "IF"), 7073);
  EXPECT_EQ(where(g, "CE"), 7074);
  EXPECT_EQ(where(g, "AB"), 7075);
  EXPECT_EQ(g.statusOf(U("IH")), UnitStatus::Waiting);
  EXPECT_EQ(g.state().delay, 0);
  // Placed units move with their full allowance.
  EXPECT_EQ(tryApply(g, path("CE", {6974, 6874, 6873, 6872, 6871})), "ok");
}

TEST(CnPrussians, Ruling_C10_Delays) {
  Game g = Game::newGame(1);
  g.editPlace(U("IC"), S(7073));  // an Allied unit on one of the four squares
  g.editSet(2, Phase::FrenchResolve, 0, 0, 0);
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(g.state().delay, 0);  // no group due on turn 2: no effect
  g.editSet(3, Phase::FrenchResolve, 0, 0, 0);
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(g.state().delay, 1);
  EXPECT_EQ(g.statusOf(U("IG")), UnitStatus::Waiting);
  EXPECT_EQ(g.statusOf(U("IF")), UnitStatus::Waiting);  // its own square was free
  g.editSet(4, Phase::FrenchResolve, 0, 0, 0);
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(g.state().delay, 2);  // delays add up
  g.editPlace(U("IC"), S(6467));
  g.editSet(5, Phase::FrenchResolve, 0, 0, 0);
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(where(g, "IG"), 7072);  // the turn-3 group, two turns late
  EXPECT_EQ(g.statusOf(U("IH")), UnitStatus::Waiting);
  // The placed group still stands there on turn 6: the turn-4 group is delayed in its turn.
  g.editSet(6, Phase::FrenchResolve, 0, 0, 0);
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(g.state().delay, 3);
  EXPECT_EQ(g.statusOf(U("IH")), UnitStatus::Waiting);
}

TEST(CnPrussians, Ruling_C10_FrenchZocNeverPreventsPlacement) {
  Game g = Game::newGame(1);
  g.editPlace(U("cg"), S(6972));  // next to 7072 (French units never stand in row 70)
  g.editSet(3, Phase::FrenchResolve, 0, 0, 0);
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(where(g, "IG"), 7072);
  ASSERT_TRUE(g.movementBlocked(U("IG")));
  EXPECT_EQ(g.movementBlocked(U("IG"))->rule, "5.23");
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  const auto owed = g.obligations();  // IG must attack cg (C12)
  EXPECT_NE(std::find(owed.begin(), owed.end(), U("IG")), owed.end());
  EXPECT_NE(std::find(owed.begin(), owed.end(), U("cg")), owed.end());
}

TEST(CnPrussians, Ruling_C10_ClearAndPlaceEmptyTheSchedule) {
  Game g = Game::newGame(1);
  g.editPlace(U("IG"), S(6868));  // a waiting Prussian placed by hand leaves the schedule
  g.editSet(3, Phase::FrenchResolve, 0, 0, 0);
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(where(g, "IG"), 6868);
  EXPECT_EQ(where(g, "IF"), 7073);
  Game c = blank(Phase::FrenchResolve, 3);
  EXPECT_EQ(tryApply(c, endAction()), "ok");
  EXPECT_EQ(c.statusOf(U("IG")), UnitStatus::Off);
  EXPECT_EQ(c.state().delay, 0);
}

}  // namespace
}  // namespace cn
