// The computer opponent on the Computer Napoleonics screen (src/games/cn/ui/cn_computer.h)
// and the screen's rule texts (cn_rule_text.h): whole games against the computer with the
// person's side played as the browser test plays it (end every phase, declare what C12
// obliges), the same actions whatever the thinking is cut into, and a text for every rule a
// refusal of cn_engine cites.
#include <gtest/gtest.h>

#include <string>

#include "cn_computer.h"
#include "cn_rule_text.h"
#include "games/cn/setup_plan.h"

namespace {

using namespace cn;
using cn::ui::Computer;
using cn::ui::Play;

// The person's side: no moves; in set-up, the declarations that meet what C12 obliges (the
// engine's star decomposition, as the browser test taps them); every attack resolved.
void personActs(Play& p) {
  const Game& g = p.game();
  switch (g.step().kind) {
    case StepKind::Declare:
      for (const Action& a : planObligedAttacks(g, nullptr)) ASSERT_TRUE(p.submit(a));
      ASSERT_TRUE(p.endPhase()) << (p.refusal ? p.refusal->rule + " " + p.refusal->why : "");
      return;
    case StepKind::ChooseAttack:
    case StepKind::Advance:
      if (!p.resolveNext()) {
        ASSERT_TRUE(p.endPhase());
      }
      return;
    default:
      ASSERT_TRUE(p.endPhase()) << (p.refusal ? p.refusal->rule + " " + p.refusal->why : "");
  }
}

struct Result {
  Winner winner = Winner::None;
  int computerActions = 0;
  std::vector<Action> record;
};

// Plays a whole game; the computer thinks `work` units at a time (as frames would cut it).
Result playGame(Play& p, ai::PlayerLevel level, int work) {
  Computer c(level);
  Result r;
  for (int guard = 0; guard < 20000 && !p.game().over(); ++guard) {
    if (p.humanActs()) {
      personActs(p);
      if (::testing::Test::HasFatalFailure()) return r;
      continue;
    }
    EXPECT_FALSE(p.handover) << "no hand-over against the computer";
    if (!c.think(p, work)) continue;
    const std::optional<Action> a = c.submit(p);
    EXPECT_TRUE(a);
    EXPECT_FALSE(c.lastAction().empty());
    ++r.computerActions;
  }
  r.winner = p.game().state().winner;
  r.record = p.record();
  return r;
}

// 11.0, C22: against the computer's Allies (solitaire, threshold 60) a French player who
// only fights what C12 obliges loses the game, which ends with a winner.
TEST(CnComputer, Ruling_C22_ComputerAlliesPlayASolitaireGameToTheEnd) {
  Play p(7, /*computerAllies=*/true);
  ASSERT_EQ(p.computer(), Side::Allied);
  EXPECT_EQ(p.game().threshold(), 60);
  const Result r = playGame(p, ai::PlayerLevel::Hard, 1 << 20);
  ASSERT_TRUE(p.game().over());
  EXPECT_EQ(r.winner, Winner::Allied);
  EXPECT_GT(r.computerActions, 20);
}

// The computer may command the French (two-player thresholds, 50, as 11.0 knows only a
// computer Allied player): against passive Allies it plays every French phase to the end of
// the game, taking Allied points and leaving by the exits (C9, C23). (Its strength is
// measured by tests/cn_ai/tools/cn_ai_match, tests/cn_ai/strength-results.md.)
TEST(CnComputer, Ruling_C23_ComputerFrenchPlayToTheEnd) {
  Play p(11, /*computerAllies=*/false);
  p.setComputer(Side::French);
  EXPECT_EQ(p.game().threshold(), 50);
  EXPECT_FALSE(p.humanActs());  // the French move first (C5)
  playGame(p, ai::PlayerLevel::Hard, 1 << 20);
  ASSERT_TRUE(p.game().over());
  EXPECT_GT(p.game().state().alliedLost, 20);
  EXPECT_GT(p.game().state().exited, 0);
}

// Cut into units of one (a frame's worth) or thought through at once, the computer plays
// the same actions: the page's frame rate never changes the game.
TEST(CnComputer, SameActionsWhateverTheThinkingIsCutInto) {
  Play a(5, true), b(5, true);
  const Result ra = playGame(a, ai::PlayerLevel::Normal, 1);
  const Result rb = playGame(b, ai::PlayerLevel::Normal, 1 << 20);
  ASSERT_TRUE(a.game().over());
  EXPECT_EQ(ra.record, rb.record);
  EXPECT_EQ(a.game().hash(), b.game().hash());
}

TEST(CnComputer, DescribesMovesAndAttacksInPlainWords) {
  const Game g = Game::newGame(1);
  const int ia = theRoster().find("ia");
  const int path[2] = {squareOfCode(6362), squareOfCode(6363)};
  EXPECT_EQ(cn::ui::describeAction(g, moveAction(ia, path, 2)), "ia moves 6361 - 6362 - 6363");
  EXPECT_EQ(cn::ui::describeAction(g, exitAction(ia)), "ia leaves the map (C9)");
}

// Every rule case and ruling a refusal of cn_engine cites opens its own text (not its
// section's), and a CN number is read in CN's rules: 6.36 of 1980 is not 6.36 of 1979.
TEST(CnRuleText, EveryRuleCitedByARefusalHasItsText) {
  for (const char* id :
       {"5.2",  "5.3",  "5.4",  "5.5",  "5.6",  "5.11", "5.15", "5.23", "6.1", "6.8", "6.21",
        "6.22", "6.24", "6.25", "6.33", "6.36", "7.1",  "7.2",  "7.4",  "7.6", "7.8", "8.1",
        "8.2",  "C5",   "C6",   "C9",   "C11",  "C12",  "C15",  "C20",  "C22", "C23"}) {
    const naw::ui::RuleEntry* e = cn::ui::findCnRule(id);
    ASSERT_NE(e, nullptr) << id;
    EXPECT_EQ(e->id, id);
    EXPECT_FALSE(e->text.empty()) << id;
  }
  const naw::ui::RuleEntry* cn636 = cn::ui::findCnRule("6.36");
  ASSERT_NE(cn636, nullptr);
  EXPECT_NE(cn636->text.find("2 units attacking 3 units is not legal"), std::string::npos);
  const naw::ui::RuleEntry* naw636 = naw::ui::findRule("6.36");
  EXPECT_TRUE(naw636 == nullptr || naw636->text != cn636->text);
  // 6.7's retreat order, and an unknown case of a section falls back to the section.
  EXPECT_NE(cn::ui::findCnRule("6.7")->text.find("directions 5, 6, 1, 2, 3"), std::string::npos);
  ASSERT_NE(cn::ui::findCnRule("7.99"), nullptr);
  EXPECT_EQ(cn::ui::findCnRule("7.99")->id, "7.0");
}

}  // namespace
