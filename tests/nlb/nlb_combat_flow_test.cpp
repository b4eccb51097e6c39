// The combat flow of the advanced game (N9-N14, N18) on built positions with forced dice.
// Positions are built around clear hexes away from streams and crests (checked, so a map
// change cannot silently turn a test into another one).
#include <gtest/gtest.h>

#include "games/nlb/combat.h"
#include "nlb_test_util.h"

using namespace nlb;
using nlbtest::H;
using nlbtest::rule;

namespace {

using Pos = nlbtest::CombatPos;

// 0413 and its ring are clear, with no stream or crest hexside (checked).
constexpr const char* kCentre = "0413";

void expectClearRing(const Game& g, int c) {
  ASSERT_EQ(g.board().terrain(c), Terrain::Clear);
  for (int d = 0; d < 6; ++d) {
    ASSERT_EQ(g.board().terrain(g.board().neighbor(c, d)), Terrain::Clear);
    ASSERT_FALSE(g.board().stream(c, d));
  }
}

}  // namespace

TEST(NlbCombat, Ruling_N9_StacksAttackAndDefendWhole) {
  Pos p;
  const int d = H(kCentre), a = p.n(d, 0);
  expectClearRing(p.g, d);
  p.put("fr-2-i", a);
  p.put("fr-1-i", a);
  p.put("aa-3db", d);
  p.put("aa-det", d);
  EXPECT_EQ(rule(p.attack({"fr-2-i"}, {"aa-3db", "aa-det"}, {}, 1)), "N9");
  EXPECT_EQ(rule(p.attack({"fr-2-i", "fr-1-i"}, {"aa-3db"}, {}, 1)), "N9");
  // 9 against 5: 1-1 (rounded for the defender); die 6 at 1-1 is Ar.
  EXPECT_EQ(rule(p.attack({"fr-2-i", "fr-1-i"}, {"aa-3db", "aa-det"}, {}, 6)), "ok");
  EXPECT_EQ(p.col(), "1-1");
  EXPECT_EQ(p.g.lastCombat().result, naw::CombatResult::Ar);
}

TEST(NlbCombat, Ruling_N12_DisplacementOnlyWhenNoOtherHex) {
  Pos p;
  const int d = H(kCentre);
  expectClearRing(p.g, d);
  // French in n0 and n4: their zones cover n1, n3, n5; n2 holds two Allied units (full).
  p.put("fr-2-i", p.n(d, 0));
  p.put("fr-1-i", p.n(d, 4));
  p.put("aa-3db", d);
  p.put("aa-2db", p.n(d, 2));
  p.put("aa-det", p.n(d, 2));
  // 9 against 4: 2-1, die 1: Dr.
  ASSERT_EQ(rule(p.attack({"fr-2-i", "fr-1-i"}, {"aa-3db"}, {}, 1)), "ok");
  ASSERT_EQ(p.g.lastCombat().result, naw::CombatResult::Dr);
  EXPECT_TRUE(p.g.retreatHexes(p.u("aa-3db")).empty());
  ASSERT_FALSE(p.g.displacements(p.u("aa-3db")).empty());
  EXPECT_EQ(rule(p.g.apply(simple(ActionType::EndPhase))), "N12");         // a retreat is owed
  EXPECT_EQ(rule(p.g.apply(retreatTo(p.u("aa-3db"), p.n(d, 2)))), "N12");  // displace= needed
  ASSERT_EQ(rule(p.g.apply(retreatTo(p.u("aa-3db"), p.n(d, 2), p.u("aa-det")))), "ok");
  EXPECT_EQ(p.at("aa-3db"), p.n(d, 2));
  EXPECT_TRUE(p.g.flags(p.u("aa-det")) & kMustRetreat);  // the engine asks for aa-det next
  const auto next = p.g.retreatHexes(p.u("aa-det"));
  ASSERT_FALSE(next.empty());
  ASSERT_EQ(rule(p.g.apply(retreatTo(p.u("aa-det"), next[0]))), "ok");
  EXPECT_EQ(p.g.state().lost[1], 0);

  // The same with n3 open (the French in n4 removed): no displacement is allowed.
  Pos q;
  q.put("fr-2-i", q.n(d, 0));
  q.put("fr-1-i", q.n(d, 0));
  q.put("aa-3db", d);
  q.put("aa-2db", q.n(d, 2));
  q.put("aa-det", q.n(d, 2));
  ASSERT_EQ(rule(q.attack({"fr-2-i", "fr-1-i"}, {"aa-3db"}, {}, 1)), "ok");
  EXPECT_TRUE(nlbtest::contains(q.g.retreatHexes(q.u("aa-3db")), q.n(d, 3)));
  EXPECT_TRUE(q.g.displacements(q.u("aa-3db")).empty());
  EXPECT_EQ(rule(q.g.apply(retreatTo(q.u("aa-3db"), q.n(d, 2), q.u("aa-det")))), "N12");
  EXPECT_EQ(rule(q.g.apply(retreatTo(q.u("aa-3db"), q.n(d, 3)))), "ok");
}

TEST(NlbCombat, Ruling_N12_AUnitAlreadyDisplacedIsNotDisplacedAgain) {
  // Two defenders retreat into the one full hex n2: the first displaces aa-det, which then
  // owes its own retreat. Displacing aa-det again would free no room (a stack of four, found
  // in a hard-vs-hard game, seed 3035, left three units frozen in a hex): the second retreat
  // may displace only a unit that does not already owe one.
  const int d = H(kCentre);
  for (int die = 1; die <= 6; ++die) {
    Pos p;
    expectClearRing(p.g, d);
    p.put("fr-2-i", p.n(d, 0));
    p.put("fr-1-i", p.n(d, 4));
    p.put("fr-6-ii", p.n(d, 0));
    p.put("aa-3db", d);
    p.put("aa-brn", d);
    p.put("aa-2db", p.n(d, 2));
    p.put("aa-det", p.n(d, 2));
    if (rule(p.attack({"fr-2-i", "fr-1-i", "fr-6-ii"}, {"aa-3db", "aa-brn"}, {}, die)) != "ok")
      continue;
    if (p.g.lastCombat().result != naw::CombatResult::Dr) continue;
    ASSERT_EQ(rule(p.g.apply(retreatTo(p.u("aa-3db"), p.n(d, 2), p.u("aa-det")))), "ok");
    ASSERT_TRUE(p.g.flags(p.u("aa-det")) & kMustRetreat);
    for (const auto& [hex, v] : p.g.displacements(p.u("aa-brn")))
      EXPECT_NE(v, p.u("aa-det")) << "aa-det displaced twice";
    EXPECT_EQ(rule(p.g.apply(retreatTo(p.u("aa-brn"), p.n(d, 2), p.u("aa-det")))), "N12");
    return;
  }
  FAIL() << "no die gives Dr in this position: the test no longer checks its case";
}

TEST(NlbCombat, Ruling_N12_NoRetreatHexEliminatedAtOnce) {
  Pos p;
  const int d = H(kCentre);
  expectClearRing(p.g, d);
  p.put("fr-2-i", p.n(d, 0));  // zones over n1, n5
  p.put("fr-1-i", p.n(d, 3));  // zones over n2, n4
  p.put("aa-3db", d);
  ASSERT_EQ(rule(p.attack({"fr-2-i", "fr-1-i"}, {"aa-3db"}, {}, 1)), "ok");
  ASSERT_EQ(p.g.lastCombat().result, naw::CombatResult::Dr);
  EXPECT_EQ(p.at("aa-3db"), kEliminated);
  EXPECT_EQ(p.g.state().lost[1], 4);  // printed strength, counted at once (N18)
}

TEST(NlbCombat, Ruling_N14_ChateauInfantryIgnoresDr_AppliedNone) {
  Pos p;
  const int lhs = H("1310");
  ASSERT_TRUE(p.g.board().chateau(lhs));
  const int a = p.n(lhs, 3);
  p.put("fr-gren-gd", a);
  p.put("fr-6-ii", a);
  p.put("aa-3db", lhs);
  // 14 against 4 x 3 = 12: 1-1; die 1: Dr, no effect on infantry in a chateau.
  ASSERT_EQ(rule(p.attack({"fr-gren-gd", "fr-6-ii"}, {"aa-3db"}, {}, 1)), "ok");
  EXPECT_EQ(p.col(), "1-1");
  EXPECT_EQ(p.g.lastCombat().result, naw::CombatResult::Dr);
  EXPECT_TRUE(p.g.lastCombat().appliedNone);
  EXPECT_EQ(p.at("aa-3db"), lhs);
  EXPECT_FALSE(p.g.combatPending());  // no retreat, no advance

  // Cavalry in a chateau gets the x3 only: it retreats, and nobody advances into 1310.
  Pos q;
  q.put("fr-gren-gd", a);
  q.put("fr-6-ii", a);
  q.put("aa-hvy", lhs);
  ASSERT_EQ(rule(q.attack({"fr-gren-gd", "fr-6-ii"}, {"aa-hvy"}, {}, 1)), "ok");
  EXPECT_FALSE(q.g.lastCombat().appliedNone);
  const auto back = q.g.retreatHexes(q.u("aa-hvy"));
  ASSERT_FALSE(back.empty());
  ASSERT_EQ(rule(q.g.apply(retreatTo(q.u("aa-hvy"), back[0]))), "ok");
  EXPECT_EQ(rule(q.g.apply(advanceTo(q.u("fr-6-ii"), lhs))), "N14");
}

TEST(NlbCombat, Ruling_N18_DemoralizedArmyDoesNotAdvance) {
  Pos p;
  p.g.editSet(2, Phase::AlliedCombat, 0, 30, 0, 0, 0);  // Anglo-Allied demoralized, not broken
  ASSERT_TRUE(p.g.demoralized(Army::Anglo));
  ASSERT_FALSE(p.g.over());
  const int d = H(kCentre);
  p.put("aa-1br", p.n(d, 0));
  p.put("aa-5br", p.n(d, 0));
  p.put("fr-20-vi", d);
  // 14 against 2: 6-1 (clamped), die 1: De.
  ASSERT_EQ(rule(p.attack({"aa-1br", "aa-5br"}, {"fr-20-vi"}, {}, 1)), "ok");
  EXPECT_EQ(p.g.lastCombat().result, naw::CombatResult::De);
  EXPECT_EQ(rule(p.g.apply(advanceTo(p.u("aa-1br"), d))), "N18");
  EXPECT_FALSE(p.g.combatPending());  // no advance is open to a demoralized army
  EXPECT_EQ(p.g.state().lost[0], 2);
}

TEST(NlbCombat, Ruling_N12_ExLossesChosenAsR6) {
  Pos p;
  const int d = H(kCentre);
  p.put("fr-2-i", p.n(d, 0));
  p.put("fr-1-i", p.n(d, 0));
  p.put("aa-3db", d);
  // 9 against 4: 2-1, die 5: Ex. The defender's 4 points are owed.
  ASSERT_EQ(rule(p.attack({"fr-2-i", "fr-1-i"}, {"aa-3db"}, {}, 5)), "ok");
  ASSERT_EQ(p.g.lastCombat().result, naw::CombatResult::Ee);
  EXPECT_EQ(p.at("aa-3db"), kEliminated);
  EXPECT_EQ(rule(p.g.apply(simple(ActionType::EndPhase))), "N12");
  EXPECT_EQ(rule(p.g.apply(loseUnits({p.u("fr-2-i"), p.u("fr-1-i")}))), "N12");  // too many
  ASSERT_EQ(rule(p.g.apply(loseUnits({p.u("fr-1-i")}))), "ok");
  EXPECT_EQ(p.g.state().lost[0], 4);
  EXPECT_EQ(p.g.state().lost[1], 4);
  // The survivor may advance into the emptied hex.
  EXPECT_EQ(rule(p.g.apply(advanceTo(p.u("fr-2-i"), d))), "ok");
  EXPECT_TRUE(p.g.flags(p.u("fr-2-i")) & kAdvanced);
}

TEST(NlbCombat, Ruling_N12_BatteryMayRetreatAfterAr) {
  Pos p;
  const int d = H(kCentre);
  expectClearRing(p.g, d);
  const int a = p.n(d, 0), far = p.n(p.n(d, 3), 3);  // two hexes away, straight line
  ASSERT_EQ(p.g.board().terrain(far), Terrain::Clear);
  p.put("fr-1c-i", a);
  p.put("fr-art-i", far);
  p.put("aa-3db", d);
  ASSERT_TRUE(canBombard(p.g, p.u("fr-art-i"), d));
  // 2 + 3 against 4: 1-1, die 4: Ar.
  ASSERT_EQ(rule(p.attack({"fr-1c-i"}, {"aa-3db"}, {"fr-art-i"}, 4)), "ok");
  ASSERT_EQ(p.g.lastCombat().result, naw::CombatResult::Ar);
  EXPECT_TRUE(p.g.flags(p.u("fr-art-i")) & kMayRetreat);
  ASSERT_EQ(rule(p.g.apply(simple(ActionType::RetreatNone))), "ok");
  EXPECT_EQ(p.at("fr-art-i"), far);
  EXPECT_EQ(rule(p.g.apply(simple(ActionType::RetreatNone))), "N12");  // nothing optional left
  const auto back = p.g.retreatHexes(p.u("fr-1c-i"));
  ASSERT_FALSE(back.empty());
  ASSERT_EQ(rule(p.g.apply(retreatTo(p.u("fr-1c-i"), back[0]))), "ok");
  // After Ae the battery has no retreat (8.16): it is unaffected.
  Pos q;
  q.put("fr-1c-i", a);
  q.put("fr-art-i", far);
  q.put("aa-1br", d);
  // 5 against 7: 1-2, die 6: Ae.
  ASSERT_EQ(rule(q.attack({"fr-1c-i"}, {"aa-1br"}, {"fr-art-i"}, 6)), "ok");
  ASSERT_EQ(q.g.lastCombat().result, naw::CombatResult::Ae);
  EXPECT_FALSE(q.g.flags(q.u("fr-art-i")) & kMayRetreat);
  EXPECT_EQ(q.at("fr-art-i"), far);
  EXPECT_EQ(q.at("fr-1c-i"), kEliminated);
}

TEST(NlbCombat, Ruling_N18_CombatLossesEndTheGameAtOnce) {
  Pos p;
  p.g.editSet(2, Phase::FrenchCombat, 38, 0, 0, 0, 0);
  const int d = H(kCentre);
  p.put("fr-1c-i", p.n(d, 0));
  p.put("aa-1br", d);
  // 2 against 7: 1-4, die 1 is Ar; die 2 is Ae: French lost 40, demoralized: Allied win.
  ASSERT_EQ(rule(p.attack({"fr-1c-i"}, {"aa-1br"}, {}, 2)), "ok");
  ASSERT_EQ(p.g.lastCombat().result, naw::CombatResult::Ae);
  EXPECT_EQ(p.g.state().lost[0], 40);
  EXPECT_TRUE(p.g.over());
  EXPECT_EQ(p.g.state().winner, Winner::Allied);
}

TEST(NlbCombat, Ruling_N14_ChateauAttackerAdds10_1Obligation) {
  Pos p;
  p.g.editSet(2, Phase::AlliedCombat, 0, 0, 0, 0, 0);
  const int lhs = H("1310");
  const int x = p.n(lhs, 0), y = p.n(lhs, 3);
  p.put("aa-1br", lhs);
  p.put("fr-20-vi", x);
  p.put("fr-21-vi", y);
  // A phasing unit in a chateau creates no obligation (N8, N14).
  EXPECT_TRUE(p.g.openObligations().empty());
  // Attacking x alone would leave y owed with nobody left to attack it: refused.
  EXPECT_EQ(rule(p.attack({"aa-1br"}, {"fr-20-vi"}, {}, 6)), "N9");
  // Both together are accepted (7 against 4: 1-1; die 6: Ar).
  ASSERT_EQ(rule(p.attack({"aa-1br"}, {"fr-20-vi", "fr-21-vi"}, {}, 6)), "ok");
  EXPECT_EQ(p.col(), "1-1");
}

TEST(NlbCombat, Ruling_N9_7_44AttackedUnitAddsNothingLater) {
  Pos p;
  const int d = H(kCentre);
  expectClearRing(p.g, d);
  const int r = p.n(d, 3);
  p.put("fr-2-i", p.n(d, 0));
  p.put("fr-1-i", p.n(d, 0));
  p.put("aa-3db", d);
  p.put("aa-2db", r);
  ASSERT_EQ(rule(p.attack({"fr-2-i", "fr-1-i"}, {"aa-3db"}, {}, 1)), "ok");  // 2-1 Dr
  ASSERT_EQ(rule(p.g.apply(retreatTo(p.u("aa-3db"), r))), "ok");
  ASSERT_EQ(rule(p.g.apply(simple(ActionType::AdvanceNone))), "ok");
  const int f = p.n(r, 3);
  p.put("fr-9-ii", f);                                              // 5 points next to r
  EXPECT_EQ(rule(p.attack({"fr-9-ii"}, {"aa-2db"}, {}, 6)), "N9");  // the whole hex
  // 5 against aa-2db's 5 only (aa-3db adds nothing): 1-1, not 1-2.
  ASSERT_EQ(rule(p.attack({"fr-9-ii"}, {"aa-2db", "aa-3db"}, {}, 6)), "ok");
  EXPECT_EQ(p.col(), "1-1");
}

TEST(NlbCombat, Ruling_N13_NoBombardmentIntoChateau) {
  Pos p;
  const int lhs = H("1310");
  p.put("aa-3db", lhs);
  p.put("fr-art-i", H("1312"));
  EXPECT_EQ(rule(p.attack({}, {"aa-3db"}, {"fr-art-i"}, 1)), "N13");
}

TEST(NlbCombat, Ruling_N9_LegalActionsNeverEmptyInCombat) {
  // Every legal action listed in a combat phase is accepted, and the list is not empty
  // until the game ends, over random playouts.
  for (std::uint64_t seed = 21; seed <= 23; ++seed) {
    Game g = Game::newGame(seed);
    core::Rng rng{seed};
    for (int k = 0; k < 4000 && !g.over(); ++k) {
      const auto all = g.legalActions();
      ASSERT_FALSE(all.empty());
      const Action a = all[rng.below(static_cast<std::uint32_t>(all.size()))];
      ASSERT_FALSE(g.check(a)) << "listed but refused, type " << int(a.type);
      g.apply(a);
    }
  }
}
