// W14 / W29 (issue 13): the look-ahead counts a face-down dummy as a unit, so when the dummy
// is removed a phasing unit can be left obliged to attack with no unnamed enemy beside it.
// Its obligation involved the dummy and lapses; the declaration step can always end. Built
// on the seed-406 game (greedy French against hard Allies, turn 4; other hexes here):
// fr-i beside the Allied dummy and ad-i, ad-i already attacked by another French unit.
#include "combat_fixture.h"

namespace w20 {
namespace {

using namespace combat_test;

// fr-i 1011 beside the face-down al-dummy 1010 and ad-i 1111; fr-ii 1211 beside ad-i only.
Game dummyBesideNamedUnit() {
  Game g = position({}, Phase::FrenchMove, 4, 8, 7, Options{true, false, false});
  g.editPlace(id("al-dummy"), hx("1010"), UnitStatus::Map, false, false);
  g.editPlace(id("ad-i"), hx("1111"), UnitStatus::Map, false, false);
  g.editPlace(id("fr-i"), hx("1011"), UnitStatus::Map, true, false);
  g.editPlace(id("fr-ii"), hx("1211"), UnitStatus::Map, true, false);
  g.editSet(4, Phase::FrenchCombat, 8, 7);
  return g;
}

bool onlyRevealsLegal(const Game& g) {
  for (const Action& a : g.legalActions())
    if (a.kind != ActionKind::Reveal) return false;
  return true;
}

TEST(CombatDummyObligation, Ruling_W29_AttackOnADummyCancelledLapsesAStrandedObligation) {
  Game g = dummyBesideNamedUnit();
  const Map& m = Game::map();
  ASSERT_TRUE(m.adjacent(hx("1011"), hx("1010")) && m.adjacent(hx("1011"), hx("1111")));
  ASSERT_TRUE(m.adjacent(hx("1211"), hx("1111")) && !m.adjacent(hx("1211"), hx("1010")));
  ASSERT_EQ(g.state().phase, Phase::FrenchCombat);
  ASSERT_EQ(g.state().obligedAttackers, units({"fr-i", "fr-ii"}));
  // Accepted: fr-i still has a face-down counter beside it to attack (the look-ahead, W14).
  applied(g, declareAction(units({"fr-ii"}), units({"ad-i"})));
  const Outcome o = applied(g, declareAction(units({"fr-i"}), units({"al-dummy"})));
  ASSERT_TRUE(o.cancelled);
  // fr-i is free again with no unnamed enemy beside it: its obligation lapsed with the dummy.
  EXPECT_EQ(g.state().obligedAttackers & units({"fr-i"}), 0u);
  EXPECT_FALSE(onlyRevealsLegal(g));
  applied(g, endAction());
  EXPECT_EQ(g.state().step, CombatStep::Resolve);
}

TEST(CombatDummyObligation, Ruling_W29_DummyTurnedUpByItsOwnerLapsesAStrandedObligation) {
  Game g = dummyBesideNamedUnit();
  applied(g, declareAction(units({"fr-ii"}), units({"ad-i"})));
  const Outcome o = applied(g, revealAction(id("al-dummy")));  // 15.1a, at any moment
  ASSERT_EQ(o.removed, units({"al-dummy"}));
  EXPECT_FALSE(onlyRevealsLegal(g));
  applied(g, endAction());
  EXPECT_EQ(g.state().step, CombatStep::Resolve);
}

TEST(CombatDummyObligation, Ruling_W14_ObligationStandsWhileAnotherEnemyIsBeside) {
  Game g = dummyBesideNamedUnit();
  g.editPlace(id("ad-ii"), hx("1012"), UnitStatus::Map, false, false);
  ASSERT_TRUE(Game::map().adjacent(hx("1011"), hx("1012")));
  ASSERT_FALSE(Game::map().adjacent(hx("1211"), hx("1012")));
  applied(g, declareAction(units({"fr-ii"}), units({"ad-i"})));
  ASSERT_TRUE(applied(g, declareAction(units({"fr-i"}), units({"al-dummy"}))).cancelled);
  // ad-ii is still unnamed beside fr-i: the attack 7.3 requires is still owed, and possible.
  EXPECT_EQ(refused(g, endAction()), "7.3");
  applied(g, declareAction(units({"fr-i"}), units({"ad-ii"})));
  applied(g, endAction());
  EXPECT_EQ(g.state().step, CombatStep::Resolve);
}

}  // namespace
}  // namespace w20
