#include "play.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace naw::ui {
namespace {

App freshApp() { return App(persist::Session::local(Options{}, 11)); }

int unit(const App& app, const char* id) { return app.game().unitIndex(id); }

TEST(PlayTest, TapSelectsThenMovesAlongTheEnginesPath) {
  App app = freshApp();
  const int gd = unit(app, "fr-gren-gd");
  const Hex from = app.game().hexOf(gd);
  ASSERT_TRUE(tapHex(app, from));
  EXPECT_EQ(app.selected, gd);
  const std::vector<Hex> reach = app.game().reachable(gd);
  ASSERT_FALSE(reach.empty());
  const Hex to = reach.back();
  ASSERT_TRUE(tapHex(app, to));
  EXPECT_EQ(app.game().hexOf(gd), to);
  ASSERT_GE(app.lastPath.size(), 2u);
  EXPECT_EQ(app.lastPath.front(), from);
  EXPECT_EQ(app.lastPath.back(), to);
  EXPECT_EQ(app.session().match().actions.size(), 1u);
}

TEST(PlayTest, HighlightsMarkZoneOfControlStops) {
  App app = freshApp();
  // Some French unit at the start reaches hexes next to Allied units (must stop, 4.5).
  bool sawStop = false, sawFree = false;
  for (int u = 0; u < app.game().rules().unitCount(); ++u) {
    if (app.game().sideOf(u) != Side::French || !app.game().hexOf(u).valid()) continue;
    const MoveHighlights m = moveHighlights(app.game(), u);
    ASSERT_EQ(m.reach.size(), m.mustStop.size());
    for (std::size_t i = 0; i < m.reach.size(); ++i) (m.mustStop[i] ? sawStop : sawFree) = true;
  }
  EXPECT_TRUE(sawStop);
  EXPECT_TRUE(sawFree);
}

TEST(PlayTest, UnreachableTapSaysWhichRuleStopsIt) {
  App app = freshApp();
  const int gd = unit(app, "fr-gren-gd");
  ASSERT_TRUE(tapHex(app, app.game().hexOf(gd)));
  // Far beyond its movement allowance.
  ASSERT_TRUE(tapHex(app, Hex{1, 1}));
  ASSERT_TRUE(app.refusal());
  EXPECT_FALSE(app.refusal()->rule.empty());
  EXPECT_NE(app.refusal()->rule, "syntax");
  EXPECT_EQ(app.game().hexOf(gd), parseHex("1517"));
}

TEST(PlayTest, EndingMovementWithTwoUnitsInAHexIsRefused) {
  App app = freshApp();
  // Move one French unit onto another French unit's hex (allowed while moving, R7a).
  const Game& g = app.game();
  for (int a = 0; a < g.rules().unitCount(); ++a) {
    if (g.sideOf(a) != Side::French || !g.hexOf(a).valid()) continue;
    for (Hex h : g.reachable(a)) {
      const std::vector<int> there = unitsAt(g.rules(), g.state(), h);
      if (there.empty()) continue;
      Action m;
      m.type = ActionType::Move;
      m.unit = a;
      m.path = g.pathTo(a, h);
      ASSERT_TRUE(app.submit(m));
      EXPECT_FALSE(endPhase(app));
      ASSERT_TRUE(app.refusal());
      EXPECT_EQ(app.refusal()->rule, "R7a");
      EXPECT_TRUE(app.undo());
      EXPECT_TRUE(endPhase(app));
      return;
    }
  }
  GTEST_SKIP() << "no stacking move at the start";
}

TEST(PlayTest, AttackBuilderShowsOddsAndChancesFromTheEngine) {
  App app = freshApp();
  ASSERT_TRUE(endPhase(app));  // to the French combat phase
  const Game& g = app.game();
  std::optional<Action> attack;
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::Attack && !a.attackers.empty() && a.bombarders.empty()) {
      attack = a;
      break;
    }
  ASSERT_TRUE(attack);
  for (int u : attack->attackers) ASSERT_TRUE(tapHex(app, g.hexOf(u)));
  for (int d : attack->defenders) ASSERT_TRUE(tapHex(app, g.hexOf(d)));
  EXPECT_EQ(app.draft.defenders.size(), attack->defenders.size());
  const AttackInfo info = attackInfo(g, app.draft);
  ASSERT_GE(info.column, 0);
  EXPECT_EQ(info.column, std::get<int>(g.oddsFor(*attack)));
  int faces = 0;
  for (int n : info.faces) faces += n;
  EXPECT_EQ(faces, 6);
  app.forceDiceForTest({1});
  ASSERT_TRUE(declareAttack(app));
  ASSERT_TRUE(app.lastCombat());
  EXPECT_EQ(app.lastCombat()->die, 1);
  EXPECT_TRUE(app.draft.empty());
}

TEST(PlayTest, RetreatAndAdvanceAreTappedOnOfferedHexes) {
  // Play attacks with forced die 1 at 1-1 or better (Dr / De), until one asks for a retreat.
  App app = freshApp();
  ASSERT_TRUE(endPhase(app));
  for (int tries = 0; tries < 30 && app.game().step().kind == StepKind::DeclareAttack; ++tries) {
    const Game& g = app.game();
    std::optional<Action> pick;
    for (const Action& a : g.legalActions())
      if (a.type == ActionType::Attack && std::get<int>(g.oddsFor(a)) >= 4 &&
          std::get<int>(g.oddsFor(a)) <= 5)
        pick = a;  // 1-1 or 2-1: die 1 gives Dr
    if (!pick) break;
    app.forceDiceForTest({1});
    ASSERT_TRUE(app.submit(*pick));
  }
  const Game& g = app.game();
  if (g.step().kind != StepKind::Retreat) GTEST_SKIP() << "no Dr attack available";
  std::vector<Hex> offered;
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::Retreat) offered.push_back(a.hex);
  ASSERT_FALSE(offered.empty());
  // A hex not offered is refused with a rule; an offered one is played.
  const std::size_t before = app.session().match().actions.size();
  ASSERT_TRUE(tapHex(app, Hex{1, 1}));
  EXPECT_TRUE(app.refusal());
  ASSERT_TRUE(tapHex(app, offered.front()));
  EXPECT_EQ(app.session().match().actions.size(), before + 1);
  if (app.game().step().kind == StepKind::AdvanceAfterCombat) {
    std::vector<Hex> adv;
    for (const Action& a : app.game().legalActions())
      if (a.type == ActionType::Advance) adv.push_back(a.hex);
    ASSERT_FALSE(adv.empty());
    ASSERT_TRUE(tapHex(app, adv.front()));
    EXPECT_NE(app.game().step().kind, StepKind::AdvanceAfterCombat);
  }
}

TEST(PlayTest, GameOverReasonNamesTheRule) {
  App app = freshApp();
  EXPECT_NE(gameOverReason(app.game()).find("French lost 0"), std::string::npos);
}

TEST(CameraTest, HexAtWorldFindsTheHexContainingAPoint) {
  for (Hex h : {Hex{1, 1}, Hex{2, 1}, Hex{15, 17}, Hex{16, 16}, Hex{23, 9}}) {
    const Point c = hexCenter(h, 1.0);
    EXPECT_EQ(hexAtWorld(c), h);
    EXPECT_EQ(hexAtWorld({c.x + 0.6, c.y + 0.5}), h);
    EXPECT_EQ(hexAtWorld({c.x - 0.5, c.y - 0.6}), h);
  }
}

}  // namespace
}  // namespace naw::ui
