// The NLB Waterloo screen's tap controller (src/games/nlb/ui/nlb_play.*) on real positions:
// stacks of two drawn side by side with each counter tappable (N7), moves by taps to the
// engine's destinations, refusals kept with their N case, a battery's line of sight and a
// bombardment refused (N13) or allowed across the ridges, the hot-seat hand-over.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "nlb_play.h"

using nlb::Phase;
using nlb::ui::Play;

namespace {

int where(const Play& p, int u) { return p.game().state().where[static_cast<std::size_t>(u)]; }
int unit(const Play& p, const char* id) { return p.game().unitIndex(id); }
int hex(const Play& p, const char* h) { return p.game().rules().index(naw::parseHex(h)); }

}  // namespace

TEST(NlbPlay, Ruling_N7_StackOfTwoSideBySideEachCounterTappable) {
  Play p(1, false);
  const nlb::Game& g = p.game();
  // The first French unit that can reach a hex another French unit holds.
  int a = -1, b = -1;
  for (int u = 0; u < g.unitCount() && a < 0; ++u) {
    if (g.sideOf(u) != 0 || where(p, u) < 0) continue;
    for (int v = 0; v < g.unitCount() && a < 0; ++v)
      if (v != u && g.sideOf(v) == 0 && where(p, v) >= 0) {
        const auto r = g.reachable(u);
        if (std::find(r.begin(), r.end(), where(p, v)) != r.end()) a = u, b = v;
      }
  }
  ASSERT_GE(a, 0);
  p.tapUnit(a);
  EXPECT_EQ(p.selected, a);
  EXPECT_EQ(p.targets(), g.reachable(a));
  p.tapUnit(b);  // b's hex is highlighted: a moves onto it
  ASSERT_EQ(where(p, a), where(p, b)) << (p.refusal ? p.refusal->why : "");
  const auto spots = nlb::ui::counterSpots(p.game());
  const auto& sa = spots[static_cast<std::size_t>(a)];
  const auto& sb = spots[static_cast<std::size_t>(b)];
  EXPECT_DOUBLE_EQ(sa.side, nlb::ui::kStackedSide);
  // Neither covers the other, and both stay within the hex (circumradius 1).
  EXPECT_GE(std::abs(sa.centre.x - sb.centre.x), sa.side);
  const naw::Point c = naw::hexCenter(g.rules().hexAt(where(p, a)), 1.0);
  for (const auto* s : {&sa, &sb}) {
    EXPECT_LE(std::abs(s->centre.x - c.x) + s->side / 2, 1.0 + 1e-9);
    EXPECT_LE(std::abs(s->centre.y - c.y) + s->side / 2, naw::kSqrt3 / 2);
  }
  EXPECT_EQ(nlb::ui::counterAtWorld(p.game(), sa.centre), a);
  EXPECT_EQ(nlb::ui::counterAtWorld(p.game(), sb.centre), b);
  // The stacked unit can be selected on its own, then the move taken back.
  p.selected = -1;
  p.tapUnit(b);
  EXPECT_EQ(p.selected, b);
  p.tapUnit(a);
  EXPECT_EQ(p.selected, a);
  EXPECT_TRUE(p.undo());
  EXPECT_NE(where(p, a), where(p, b));
}

TEST(NlbPlay, Ruling_N7_EndRefusedWithItsCaseWhileThreeShareAHex) {
  Play p(2, false);
  nlb::Game& g = p.gameForTest();
  const int h = hex(p, "1215");
  for (const char* id : {"fr-1-i", "fr-2-i", "fr-3-i"}) g.editPlace(unit(p, id), h);
  EXPECT_FALSE(p.endPhase());
  ASSERT_TRUE(p.refusal.has_value());
  EXPECT_EQ(p.refusal->rule, "N7");
  EXPECT_EQ(p.game().state().phase, Phase::FrenchMove);
  // Three in a hex are drawn apart too, each pickable.
  const auto spots = nlb::ui::counterSpots(p.game());
  for (const char* id : {"fr-1-i", "fr-2-i", "fr-3-i"}) {
    const int u = unit(p, id);
    EXPECT_EQ(nlb::ui::counterAtWorld(p.game(), spots[static_cast<std::size_t>(u)].centre), u)
        << id;
  }
}

TEST(NlbPlay, Ruling_N13_LineOfSightAndBombardmentAcrossTheRidge) {
  Play p(3, false);
  nlb::Game& g = p.gameForTest();
  g.editSet(1, Phase::FrenchCombat, 0, 0, 0, 0, 0);
  g.editClear();
  const int battery = unit(p, "fr-art-gd");
  g.editPlace(battery, hex(p, "1412"));
  p.selected = battery;
  const std::vector<int> seen = p.seen(), hidden = p.hidden();
  // Every hex two away is either seen or hidden, as the board's N13 check says.
  int ring = 0;
  for (int h = 0; h < g.board().size(); ++h)
    if (g.board().onMap(h) &&
        naw::distance(g.rules().hexAt(h), g.rules().hexAt(hex(p, "1412"))) == 2) {
      ++ring;
      const bool s = std::count(seen.begin(), seen.end(), h) == 1;
      EXPECT_NE(s, std::count(hidden.begin(), hidden.end(), h) == 1);
      EXPECT_EQ(s, g.board().lineOfSight(hex(p, "1412"), h));
    }
  EXPECT_EQ(ring, int(seen.size() + hidden.size()));
  ASSERT_FALSE(seen.empty());
  ASSERT_FALSE(hidden.empty());
  // An Allied unit on a hidden hex and one on a seen hex: the first bombardment is refused
  // with N13, the second has odds.
  const int hid = hidden.front(), see = seen.front();
  g.editPlace(unit(p, "aa-det"), hid);
  g.editPlace(unit(p, "aa-brn"), see);
  p.selected = -1;
  p.tapUnit(battery);
  EXPECT_EQ(p.draft.bombarders, std::vector<int>{battery});
  p.tapUnit(unit(p, "aa-det"));
  auto odds = p.draftOdds();
  ASSERT_TRUE(std::holds_alternative<nlb::Refusal>(odds));
  EXPECT_EQ(std::get<nlb::Refusal>(odds).rule, "N13");
  EXPECT_FALSE(p.declareDraft());
  EXPECT_EQ(p.refusal->rule, "N13");
  p.tapUnit(unit(p, "aa-det"));  // untapped
  p.tapUnit(unit(p, "aa-brn"));
  odds = p.draftOdds();
  ASSERT_TRUE(std::holds_alternative<int>(odds)) << std::get<nlb::Refusal>(odds).why;
  g.forceDice({6});
  EXPECT_TRUE(p.declareDraft()) << p.refusal->rule << " " << p.refusal->why;
  ASSERT_TRUE(p.lastCombat.has_value());
  EXPECT_EQ(p.lastCombat->die, 6);
  EXPECT_EQ(p.lastCombat->bombarders, std::vector<int>{battery});
}

TEST(NlbPlay, HotSeatHandOverWhenThePlayerTurnPasses) {
  Play p(4, false);
  ASSERT_TRUE(p.endPhase());  // French movement -> French combat: the same player
  EXPECT_FALSE(p.handover.has_value());
  while (p.game().state().phase == Phase::FrenchCombat && p.step() == "declare-attack" &&
         !p.endPhase()) {
    // Obligations at the start: an attack the engine lists, then end again.
    for (const nlb::Action& a : p.game().legalActions())
      if (a.type == nlb::ActionType::Attack && p.submit(a)) break;
    for (int guard = 0; guard < 50 && p.step() != "declare-attack"; ++guard)
      p.submit(p.game().legalActions().front());
  }
  EXPECT_EQ(p.game().state().phase, Phase::AlliedMove);
  ASSERT_TRUE(p.handover.has_value());
  EXPECT_EQ(*p.handover, 1);
  EXPECT_EQ(p.acting(), 1);
}
