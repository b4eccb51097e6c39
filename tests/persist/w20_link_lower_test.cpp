// Waterloo 20 by link: a roll on a lowered differential (9.6), as the page's "Lower" button
// sends it (w20::ui::Play::withChosenDiff), goes through the match like any action and the
// receiver resolves the combat on the same lowered column with the same committed die.
#include <gtest/gtest.h>

#include "games/w20/codec.h"
#include "games/w20/combat.h"
#include "games/w20/crt.h"
#include "w20_link_util.h"

namespace {

using namespace w20test;

int U(const char* id) { return w20::Game::roster().find(id); }
int H(const char* ccrr) { return w20::parseHex(ccrr); }

// The scripted game: dummies on the first hex offered; fr-iv to 1719 and fr-cav-i to 1818
// beside pr-iii (1718); their attack declared; no Morale Point for either side; the French
// roll lowered by one below the computed differential (`lowered` gets it). Otherwise the
// phase ends (or the first legal action when ending is not offered).
w20::Action scripted(const w20::Game& g, int& lowered) {
  const w20::Step st = g.step();
  const std::vector<w20::Action> legal = g.legalActions();
  auto moveTo = [&](int u, int hex) -> std::optional<w20::Action> {
    if (g.unit(u).hex == hex) return std::nullopt;
    for (const w20::Action& a : legal)
      if (a.kind == w20::ActionKind::Move && a.unit == u &&
          a.path[std::size_t(a.pathLength - 1)] == hex)
        return a;
    ADD_FAILURE() << "no move to " << hex;
    return std::nullopt;
  };
  if (st.phase == w20::Phase::FrenchMove && st.owed == w20::Owed::None) {
    if (auto a = moveTo(U("fr-iv"), H("1719"))) return *a;
    if (auto a = moveTo(U("fr-cav-i"), H("1818"))) return *a;
  }
  if (st.owed == w20::Owed::Defend) return w20::defendAction(false);
  if (st.owed == w20::Owed::Roll) {
    const w20::Combat& c = g.state().combats[std::size_t(g.state().resolution.combat)];
    const int computed =
        w20::previewCombat(g, c.attackers, c.defenders, c.countercharge, false, c.defenderMp, false)
            .differential;
    lowered = w20::crtColumn(computed) - 1;
    return w20::rollAction(false, false, true, lowered);
  }
  const bool declaring =
      st.phase == w20::Phase::FrenchCombat && st.step == w20::CombatStep::Declare;
  if (declaring && g.state().nCombats == 0)
    for (const w20::Action& a : legal)
      if (a.kind == w20::ActionKind::Declare &&
          a.attackers == (w20::bit(U("fr-iv")) | w20::bit(U("fr-cav-i"))))
        return a;
  for (const w20::Action& a : legal)
    if (a.kind == w20::ActionKind::End) return a;
  return legal.front();
}

TEST(W20LinkLower, W20_9_6_ALoweredRollTravelsByLink) {
  Pair p = startPair(21, w20::Options{});  // fog of war, historical set-up
  W20Match* holder = &p.al;                // the Allies set their dummy up first
  int lowered = 99;
  for (int guard = 0; guard < 200 && lowered == 99; ++guard) {
    if (holder->myTurn()) {
      const w20::Action a = scripted(holder->game(), lowered);
      const auto err = holder->apply(a);
      ASSERT_FALSE(err.has_value())
          << err->message << " " << err->refusal.rule << " " << err->refusal.why;
      continue;
    }
    W20Match* other = holder == &p.fr ? &p.al : &p.fr;
    const auto err = other->receive(holder->link());
    ASSERT_FALSE(err.has_value()) << err->message;
    holder = other;
  }
  ASSERT_NE(lowered, 99) << "the French roll was never reached";
  ASSERT_EQ(holder, &p.fr);
  ASSERT_GE(lowered, w20::kMinColumn);
  const w20::Combat sent = p.fr.game().state().combats[0];
  ASSERT_EQ(sent.state, w20::CombatState::Resolved);
  EXPECT_EQ(sent.diff, lowered);  // resolved on the lowered column
  EXPECT_EQ(sent.result, w20::crtResult(lowered, sent.die));

  // The Allies receive the French turn: the same lowered roll, the same die and result.
  W20Match copy = p.fr;
  const auto err = p.al.receive(copy.link());
  ASSERT_FALSE(err.has_value()) << err->message;
  const w20::Combat got = p.al.game().state().combats[0];
  EXPECT_EQ(got.state, w20::CombatState::Resolved);
  EXPECT_EQ(got.diff, lowered);
  EXPECT_EQ(got.die, sent.die);
  EXPECT_EQ(got.result, sent.result);
  EXPECT_EQ(publicBoard(p.al.game()), publicBoard(p.fr.game()));
}

}  // namespace
