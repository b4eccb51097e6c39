// The Computer Napoleonics screen's controller (src/games/cn/ui/cn_play.h): what taps do in
// each step, the set-up planner asking the engine, the result chances, the hot-seat hand-over.
#include <gtest/gtest.h>

#include <algorithm>

#include "cn_play.h"

namespace {

using namespace cn;
using cn::ui::Play;

int unit(const char* id) { return theRoster().find(id); }
int square(int code) { return squareOfCode(code); }

TEST(CnPlay, TapSelectsThenMovesAlongTheEnginePath) {
  Play p(1, false);
  const int ia = unit("ia");
  p.tapSquare(p.game().squareOf(ia));
  EXPECT_EQ(p.selected, ia);
  const std::vector<int> targets = p.targets();
  ASSERT_FALSE(targets.empty());
  EXPECT_EQ(targets, p.game().reachable(ia));
  const int to = targets.back();
  const std::uint64_t rev = p.revision;
  p.tapSquare(to);
  EXPECT_EQ(p.game().squareOf(ia), to);
  EXPECT_GT(p.revision, rev);
  EXPECT_FALSE(p.refusal);
  EXPECT_TRUE(p.undo());
  EXPECT_EQ(p.game().squareOf(ia), square(6361));
}

// 5.15: woods are never entered; the tap is refused with the engine's rule, not moved.
TEST(CnPlay, CN_5_15_TapOnWoodsIsRefusedWithItsRule) {
  Play p(1, false);
  Game& g = p.gameForTest();
  g.editClear();
  g.editPlace(unit("ia"), square(5960));  // next to the woods of 5961 (1.4)
  ASSERT_EQ(Game::map().terrain(square(5961)), Terrain::Woods);
  p.tapSquare(square(5960));
  p.tapSquare(square(5961));
  EXPECT_EQ(g.squareOf(unit("ia")), square(5960));
  ASSERT_TRUE(p.refusal);
  EXPECT_FALSE(p.refusal->rule.empty());
}

// C13, C18: the planner sends the attackers in the order tapped, with the engine deciding
// which of them bombard (artillery two squares away).
TEST(CnPlay, Ruling_C13_PlannerKeepsSelectionOrderAndEngineBombarders) {
  Play p(1, false);
  Game& g = p.gameForTest();
  g.editClear();
  // Open ground around 6566 (checked below): IQ defends, ia is next to it, aa two squares
  // away in a straight line (6566 -> 6565 -> 6564).
  for (int code : {6566, 6565, 6564, 6567})
    ASSERT_EQ(Game::map().terrain(square(code)), Terrain::Clear) << code;
  g.editPlace(unit("IQ"), square(6566));
  g.editPlace(unit("ia"), square(6567));
  g.editPlace(unit("aa"), square(6564));
  g.editSet(1, Phase::FrenchSetup, 0, 0, 0);
  ASSERT_EQ(g.step().kind, StepKind::Declare);
  p.tapSquare(square(6564));  // aa first
  p.tapSquare(square(6567));  // then ia
  p.tapSquare(square(6566));  // the defender
  EXPECT_EQ(p.draft.attackers, (std::vector<int>{unit("aa"), unit("ia")}));
  EXPECT_EQ(p.draft.defenders, (std::vector<int>{unit("IQ")}));
  Refusal why;
  const auto a = p.draftAction(&why);
  ASSERT_TRUE(a) << why.rule << " " << why.why;
  ASSERT_EQ(a->nAttackers, 1);
  EXPECT_EQ(a->attackers[0], unit("ia"));
  ASSERT_EQ(a->nBombarders, 1);
  EXPECT_EQ(a->bombarders[0], unit("aa"));
  EXPECT_TRUE(p.declareDraft());
  EXPECT_EQ(g.state().nAttacks, 1);
  EXPECT_TRUE(p.draft.empty());
  // Odds as the engine gave them: 6 + 3 = 9 against IQ's 1: 6-1 (C16 clamp).
  const auto odds = p.declaredOdds(unit("IQ"));
  ASSERT_TRUE(odds);
  EXPECT_STREQ(oddsName(odds->column), "6-1");
}

// 6.36: two attackers against two defenders is refused by the engine with its rule.
TEST(CnPlay, CN_6_36_TwoAgainstTwoRefusedInThePlanner) {
  Play p(1, false);
  Game& g = p.gameForTest();
  g.editClear();
  g.editPlace(unit("IQ"), square(6566));
  g.editPlace(unit("IP"), square(6567));
  g.editPlace(unit("ia"), square(6666));
  g.editPlace(unit("ib"), square(6667));
  g.editSet(1, Phase::FrenchSetup, 0, 0, 0);
  for (int code : {6666, 6667, 6566, 6567}) p.tapSquare(square(code));
  Refusal why;
  EXPECT_FALSE(p.draftAction(&why));
  EXPECT_FALSE(why.rule.empty());
  EXPECT_FALSE(p.declareDraft());
  ASSERT_TRUE(p.refusal);
  EXPECT_EQ(g.state().nAttacks, 0);
}

// C17: the chances are the rows of each result in the column.
TEST(CnPlay, Ruling_C17_ResultChancesCountTheRows) {
  for (int c = 0; c < kOddsColumns; ++c) {
    const auto ch = cn::ui::resultChances(c);
    int total = 0;
    for (int n : ch.rows) total += n;
    EXPECT_EQ(total, 10);
  }
  const auto one = cn::ui::resultChances(oddsByName("1-1"));  // DR 0-4, AR 5-9
  EXPECT_EQ(one.rows[static_cast<std::size_t>(Result::DR)], 5);
  EXPECT_EQ(one.rows[static_cast<std::size_t>(Result::AR)], 5);
  const auto six = cn::ui::resultChances(oddsByName("6-1"));
  EXPECT_EQ(six.rows[static_cast<std::size_t>(Result::DE)], 10);
}

// Hot-seat: when the play passes to the other person the board is hidden; against the
// computer (it plays the Allies) it is not.
TEST(CnPlay, HandOverWhenThePlayPassesBetweenPeople) {
  for (bool computer : {false, true}) {
    Play p(3, computer);
    ASSERT_TRUE(p.endPhase());  // french-move
    ASSERT_EQ(p.game().step().kind, StepKind::Declare);
    ASSERT_TRUE(p.endPhase()) << p.refusal->why;  // french-setup: no contact at the start
    EXPECT_FALSE(p.handover);
    ASSERT_TRUE(p.endPhase());  // french-resolve
    EXPECT_EQ(p.game().step().phase, Phase::AlliedMove);
    EXPECT_EQ(p.handover.has_value(), !computer);
    EXPECT_EQ(p.humanActs(), !computer);
  }
}

}  // namespace
