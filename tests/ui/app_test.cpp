#include "app.h"

#include <gtest/gtest.h>

#include "rule_text.h"

namespace naw::ui {
namespace {

App freshApp() { return App(persist::Session::local(Options{}, 7)); }

Action moveTo(const Game& g, int unit) {
  const std::vector<Hex> reach = g.reachable(unit);
  Action a;
  a.type = ActionType::Move;
  a.unit = unit;
  if (!reach.empty()) a.path = g.pathTo(unit, reach.back());
  return a;
}

Action endPhase() {
  Action a;
  a.type = ActionType::EndPhase;
  return a;
}

// Plays (ending phases when allowed, else the first legal action) until `phase`.
void playUntil(App& app, Phase phase) {
  for (int guard = 0; guard < 500 && app.game().step().phase != phase; ++guard) {
    if (app.submit(endPhase())) continue;
    const std::vector<Action> legal = app.game().legalActions();
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(app.submit(legal.front()));
  }
  ASSERT_EQ(app.game().step().phase, phase);
}

// A French unit not in an enemy zone of control with somewhere to go.
int movableFrench(const Game& g) {
  for (int u = 0; u < g.rules().unitCount(); ++u)
    if (g.sideOf(u) == Side::French && g.hexOf(u).valid() && !g.reachable(u).empty()) return u;
  return -1;
}

TEST(AppTest, SubmitAppliesThroughTheSessionAndRunsHooks) {
  App app = freshApp();
  int calls = 0;
  app.onApplied.push_back([&](const App& a) {
    ++calls;
    EXPECT_EQ(a.session().match().actions.size(), static_cast<std::size_t>(calls));
  });
  const int u = movableFrench(app.game());
  ASSERT_GE(u, 0);
  const Hex from = app.game().hexOf(u);
  ASSERT_TRUE(app.submit(moveTo(app.game(), u)));
  EXPECT_NE(app.game().hexOf(u), from);
  EXPECT_EQ(calls, 1);
  EXPECT_FALSE(app.refusal());
}

TEST(AppTest, RefusalIsKeptAndHooksDoNotRun) {
  App app = freshApp();
  int calls = 0;
  app.onApplied.push_back([&](const App&) { ++calls; });
  Action a;
  a.type = ActionType::Undo;  // nothing to take back yet
  EXPECT_FALSE(app.submit(a));
  ASSERT_TRUE(app.refusal());
  EXPECT_EQ(app.refusal()->rule, "R7a");
  EXPECT_EQ(calls, 0);
  EXPECT_TRUE(app.session().match().actions.empty());
}

TEST(AppTest, UndoAndRedoWithinThePhase) {
  App app = freshApp();
  const int u = movableFrench(app.game());
  const Hex from = app.game().hexOf(u);
  ASSERT_TRUE(app.submit(moveTo(app.game(), u)));
  const Hex to = app.game().hexOf(u);
  EXPECT_TRUE(app.canUndo());
  EXPECT_FALSE(app.canRedo());
  ASSERT_TRUE(app.undo());
  EXPECT_EQ(app.game().hexOf(u), from);
  EXPECT_TRUE(app.canRedo());
  ASSERT_TRUE(app.redo());
  EXPECT_EQ(app.game().hexOf(u), to);
  EXPECT_FALSE(app.canRedo());
  // A new move clears the redo list.
  ASSERT_TRUE(app.undo());
  const int v = movableFrench(app.game()) == u ? u : movableFrench(app.game());
  ASSERT_TRUE(app.submit(moveTo(app.game(), v)));
  EXPECT_FALSE(app.canRedo());
}

TEST(AppTest, HandoverOnlyBetweenTwoPeople) {
  App app = freshApp();
  // French movement -> French combat: same player, no hand-over.
  ASSERT_TRUE(app.submit(endPhase()));
  EXPECT_FALSE(app.handover());
  // Ending the French combat phase passes the turn to the Allied player.
  playUntil(app, Phase::AlliedMovement);
  ASSERT_TRUE(app.handover());
  EXPECT_EQ(*app.handover(), Side::Allied);
  app.acceptHandover();
  EXPECT_FALSE(app.handover());

  App vsAi = freshApp();
  vsAi.control(Side::Allied).controller = Controller::Computer;
  playUntil(vsAi, Phase::AlliedMovement);
  EXPECT_FALSE(vsAi.handover());
  EXPECT_FALSE(vsAi.humanActs());
}

TEST(AppTest, ReplaceSessionResetsScreenStateAndRunsHooks) {
  App app = freshApp();
  app.selected = movableFrench(app.game());
  app.draft.defenders = {1};
  int replaced = 0;
  app.onReplaced.push_back([&](const App&) { ++replaced; });
  NewGameSettings s;
  s.grouchy = true;
  s.sides[1].controller = Controller::Computer;
  s.sides[1].level = ai::Level::Hard;
  app.newGame(s);
  EXPECT_EQ(replaced, 1);
  EXPECT_EQ(app.selected, -1);
  EXPECT_TRUE(app.draft.empty());
  EXPECT_TRUE(app.game().state().grouchy);
  EXPECT_EQ(app.control(Side::Allied).controller, Controller::Computer);
  EXPECT_EQ(app.control(Side::Allied).level, ai::Level::Hard);
}

TEST(AppTest, ForcedDiceDecideTheNextAttack) {
  App app = freshApp();
  app.forceDiceForTest({6});
  ASSERT_TRUE(app.submit(endPhase()));
  for (const Action& a : app.game().legalActions()) {
    if (a.type != ActionType::Attack) continue;
    ASSERT_TRUE(app.submit(a));
    ASSERT_TRUE(app.lastCombat());
    EXPECT_EQ(app.lastCombat()->die, 6);
    return;
  }
  GTEST_SKIP() << "no attack at the start";
}

TEST(RuleTextTest, ParsesEntriesAndFindsCases) {
  const auto parsed =
      parseRules("# c\n@ 4.5 | Stop\nline one\nline two\n\nnext para\n@ R7 | X\nt\n");
  ASSERT_EQ(parsed.size(), 2u);
  EXPECT_EQ(parsed[0].id, "4.5");
  EXPECT_EQ(parsed[0].title, "Stop");
  EXPECT_EQ(parsed[0].text, "line one\nline two\n\nnext para");
  EXPECT_EQ(parsed[1].text, "t");
  for (const char* id :
       {"3.0", "4.4", "4.5", "5.1", "6.5", "7.3", "8.3", "9.5", "R1", "R7", "R7a", "R10"}) {
    const RuleEntry* e = findRule(id);
    ASSERT_TRUE(e) << id;
    EXPECT_EQ(e->id, id);
    EXPECT_FALSE(e->text.empty()) << id;
  }
  EXPECT_NE(findRule("4.5")->title.find("Zone of Control"), std::string::npos);
  EXPECT_EQ(findRule("4.9")->id, "4.0");  // unknown case: its section
  EXPECT_EQ(findRule("syntax"), nullptr);
}

TEST(LabelsTest, TurnsAndPhases) {
  EXPECT_EQ(turnLabel(1), "1 pm");
  EXPECT_EQ(turnLabel(10), "10 pm");
  EXPECT_EQ(phaseLabel(Phase::AlliedCombat), "Allied combat");
  App app = freshApp();
  EXPECT_NE(stepPrompt(app.game()).find("French"), std::string::npos);
}

}  // namespace
}  // namespace naw::ui
