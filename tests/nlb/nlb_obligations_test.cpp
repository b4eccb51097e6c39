// N9 as R7 in full (obligations satisfiable together, not each on its own), the complete list
// of declarations in legalActions (checked against a brute force over every naming), retreat
// never off the map (6.13) and the Grouchy chit hidden from the opponent (R8 view).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "games/nlb/combat.h"
#include "games/nlb/random_player.h"
#include "nlb_test_util.h"

using namespace nlb;
using nlbtest::H;
using nlbtest::rule;

namespace {

using Pos = nlbtest::CombatPos;

std::string ruleOf(const std::optional<Refusal>& r) { return r ? r->rule : "ok"; }

// A declaration as a comparable key: sorted attackers, defenders, bombarders.
using Key = std::vector<int>;
Key keyOf(const Action& a) {
  std::vector<int> att(a.units.begin(), a.units.begin() + a.nAttackers);
  std::vector<int> def(a.units.begin() + a.nAttackers,
                       a.units.begin() + a.nAttackers + a.nDefenders);
  std::vector<int> bomb(a.units.begin() + a.nAttackers + a.nDefenders,
                        a.units.begin() + a.nAttackers + a.nDefenders + a.nBombarders);
  for (auto* v : {&att, &def, &bomb}) std::sort(v->begin(), v->end());
  Key k = att;
  k.push_back(-1);
  k.insert(k.end(), def.begin(), def.end());
  k.push_back(-1);
  k.insert(k.end(), bomb.begin(), bomb.end());
  return k;
}

// French stack F at c touches three Allied hexes E (south), D1 (north) and D2 (north-east);
// battery P, two hexes from D1 and D2 with sight to both and next to no Allied unit.
struct ThreeTargets : Pos {
  int c = H("0413"), e = -1, d1 = -1, d2 = -1, p = -1;
  ThreeTargets() {
    e = n(c, 3), d1 = n(c, 0), d2 = n(c, 1);
    put("fr-2-i", c);
    put("aa-3db", e);
    put("aa-det", d1);
    put("aa-brn", d2);
    const naw::Rules& r = g.rules();
    for (int h = 0; h < g.board().size() && p < 0; ++h)
      if (g.board().onMap(h) && r.distance(h, d1) == 2 && r.distance(h, d2) == 2 &&
          r.distance(h, e) > 1 && r.distance(h, c) > 1 && g.board().lineOfSight(h, d1) &&
          g.board().lineOfSight(h, d2))
        p = h;
    if (p >= 0) put("fr-art-i", p);
  }
};

}  // namespace

// R7: after F attacks E alone, D1 and D2 are each still in P's reach, but one battery
// bombards one hex (8.1): they cannot both be met. Each has a partner (the necessary
// condition the engine used before holds); the whole set does not.
TEST(NlbObligations, Ruling_N9_R7_SatisfiableTogetherNotEachAlone) {
  ThreeTargets t;
  ASSERT_GE(t.p, 0) << "no battery hex two from both targets";
  ASSERT_FALSE(t.g.inEnemyZoc(t.p, 0));
  const std::vector<int> open = t.g.openObligations();
  EXPECT_EQ(open.size(), 4u);  // F, and the three Allied units next to it
  EXPECT_EQ(ruleOf(t.g.check(t.declaration({"fr-2-i"}, {"aa-3db"}))), "N9");
  // F on E and D1 leaves D2 to P: accepted; so is F on all three.
  EXPECT_FALSE(t.g.check(t.declaration({"fr-2-i"}, {"aa-3db", "aa-det"})));
  EXPECT_FALSE(t.g.check(t.declaration({"fr-2-i"}, {"aa-3db", "aa-det", "aa-brn"})));
  // P bombarding D1 first leaves F to attack E and D2 together: accepted.
  EXPECT_FALSE(t.g.check(t.declaration({}, {"aa-det"}, {"fr-art-i"})));
}

// legalActions lists every legal declaration: compared with a brute force that names every
// set of phasing units as adjacent attackers and bombarders against every set of enemy hexes.
TEST(NlbObligations, Ruling_N9_LegalActionsListEveryDeclaration) {
  ThreeTargets t;
  ASSERT_GE(t.p, 0);
  t.put("fr-1-i", t.n(t.d1, 0));  // a second attacking hex, next to D1 only
  const std::vector<int> hexes = {t.e, t.d1, t.d2};
  const std::vector<int> ours = {t.u("fr-2-i"), t.u("fr-1-i"), t.u("fr-art-i")};
  std::set<Key> brute;
  for (unsigned dm = 1; dm < 8; ++dm)
    for (unsigned am = 0; am < 8; ++am)
      for (unsigned bm = 0; bm < 8; ++bm) {
        if (am & bm) continue;
        std::vector<int> att, def, bomb;
        for (int k = 0; k < 3; ++k) {
          if (dm & (1u << k))
            for (int v = 0; v < t.g.unitCount(); ++v)
              if (t.g.state().where[static_cast<std::size_t>(v)] ==
                  hexes[static_cast<std::size_t>(k)])
                def.push_back(v);
          if (am & (1u << k)) att.push_back(ours[static_cast<std::size_t>(k)]);
          if (bm & (1u << k)) bomb.push_back(ours[static_cast<std::size_t>(k)]);
        }
        const Action a = attackOf(att, def, bomb);
        if (!t.g.check(a)) brute.insert(keyOf(a));
      }
  std::set<Key> listed;
  for (const Action& a : t.g.legalActions())
    if (a.type == ActionType::Attack) {
      EXPECT_FALSE(t.g.check(a));
      listed.insert(keyOf(a));
    }
  EXPECT_EQ(listed, brute);
  EXPECT_GT(brute.size(), 3u);  // more than one declaration per hex: combinations count
}

// End is refused while a legal declaration meets an open obligation, allowed once none can.
TEST(NlbObligations, Ruling_N9_EndOnlyWhenNothingOwedCanBeMet) {
  ThreeTargets t;
  ASSERT_GE(t.p, 0);
  EXPECT_EQ(ruleOf(t.g.check(simple(ActionType::EndPhase))), "N9");
  t.g.forceDice({6});  // 5 against 7 at 1-2 (rounded for the defender): die 6 is Ae
  ASSERT_EQ(rule(t.g.apply(t.declaration({"fr-2-i"}, {"aa-3db", "aa-det", "aa-brn"}))), "ok");
  // Whatever the result, nothing owed is left that a declaration could meet.
  while (!t.g.legalActions().empty() && t.g.combatPending()) t.g.apply(t.g.legalActions().front());
  EXPECT_FALSE(t.g.check(simple(ActionType::EndPhase)));
}

// 6.13: a retreat never leaves the map; a unit on the edge whose map hexes are all barred is
// eliminated at once, counted in its army's level (N18).
TEST(NlbObligations, NLB_6_13_NoRetreatOffTheMap) {
  Pos p;
  const int corner = H("0101");
  std::vector<int> around;
  for (int d = 0; d < 6; ++d)
    if (p.n(corner, d) >= 0) around.push_back(p.n(corner, d));
  ASSERT_EQ(around.size(), 2u);  // a corner: two neighbours on the map
  p.put("aa-3db", corner);
  p.put("fr-2-i", around[0]);
  p.put("fr-1-i", around[1]);
  // 10 against 4 (clear? the corner's terrain decides the multiplier): force a Dr or De.
  p.g.forceDice({1});
  ASSERT_EQ(rule(p.g.apply(p.declaration({"fr-2-i", "fr-1-i"}, {"aa-3db"}))), "ok");
  const auto r = p.g.lastCombat().result;
  ASSERT_TRUE(r == naw::CombatResult::Dr || r == naw::CombatResult::De);
  EXPECT_EQ(p.g.state().where[static_cast<std::size_t>(p.u("aa-3db"))], kEliminated);
  EXPECT_EQ(p.g.state().lost[1], 4);
}

TEST(NlbObligations, NLB_6_13_RetreatToAnOffMapHexRefused) {
  Pos p;
  const int edge = H("0105");  // west edge
  p.put("aa-3db", edge);
  p.put("fr-2-i", p.n(edge, 0));
  p.g.forceDice({1});  // 5 against 4: 1-1, die 1: Dr
  ASSERT_EQ(rule(p.g.apply(p.declaration({"fr-2-i"}, {"aa-3db"}))), "ok");
  ASSERT_EQ(p.g.lastCombat().result, naw::CombatResult::Dr);
  ASSERT_TRUE(p.g.flags(p.u("aa-3db")) & kMustRetreat);
  const ApplyResult off = p.g.apply(retreatTo(p.u("aa-3db"), -1));
  ASSERT_TRUE(std::holds_alternative<Refusal>(off));
  EXPECT_EQ(std::get<Refusal>(off).rule, "N12");
  EXPECT_NE(std::get<Refusal>(off).why.find("6.13"), std::string::npos);
}

// R8: each side sees its own chit; the opponent's is hidden until the game ends.
TEST(NlbObligations, Ruling_R8_ViewHidesTheOpponentsChit) {
  Game g = Game::newGrouchyGame(5, 3, 4);
  ASSERT_FALSE(g.chitsRevealed());
  EXPECT_EQ(g.view(0).chits[0], 3);
  EXPECT_EQ(g.view(0).chits[1], 0);
  EXPECT_EQ(g.view(1).chits[0], 0);
  EXPECT_EQ(g.view(1).chits[1], 4);
  EXPECT_EQ(g.view(0).where, g.state().where);  // the counters are on the table
  // The standard game has no chits to hide.
  Game s = Game::newGame(5);
  EXPECT_EQ(s.view(0), s.state());
  // Once the game is over both chits show.
  g.editSet(2, Phase::FrenchMove, 40, 0, 0, 0, 0);  // N18: the French level ends it
  ASSERT_TRUE(g.over());
  EXPECT_EQ(g.view(0).chits[1], 4);
  EXPECT_EQ(g.view(1).chits[0], 3);
}

namespace {

// Two French batteries in hex p, out of every zone, and two Allied hexes t1, t2 two hexes
// from p with clear sight (searched on the empty map around 0413).
struct TwoBatteries : Pos {
  int p = -1, t1 = -1, t2 = -1;
  TwoBatteries() {
    const Board& b = g.board();
    const naw::Rules& r = g.rules();
    const int centre = H("0413");
    for (int h = 0; h < b.size() && t2 < 0; ++h) {
      if (!b.onMap(h) || r.distance(h, centre) > 3) continue;
      int a = -1, c = -1;
      for (int t = 0; t < b.size() && c < 0; ++t)
        if (b.onMap(t) && r.distance(h, t) == 2 && b.lineOfSight(h, t)) {
          if (a < 0)
            a = t;
          else if (r.distance(a, t) > 1)
            c = t;
        }
      if (c >= 0) p = h, t1 = a, t2 = c;
    }
    if (t2 < 0) return;
    put("fr-art-i", p);
    put("fr-art-ii", p);
    put("aa-3db", t1);
    put("aa-det", t2);
  }
};

}  // namespace

// 8.13 (N9): two batteries of one hex that both bombard bombard the same hex in one attack;
// once one has bombarded, the other may not bombard another hex, even after the first has
// left the hex by its optional retreat (8.16).
TEST(NlbObligations, NLB_8_13_TwoBatteriesOfOneHexFireTogether) {
  TwoBatteries t;
  ASSERT_GE(t.t2, 0);
  ASSERT_TRUE(t.g.openObligations().empty());
  EXPECT_FALSE(t.g.check(t.declaration({}, {"aa-3db"}, {"fr-art-i", "fr-art-ii"})));
  t.g.forceDice({1});
  ASSERT_EQ(rule(t.g.apply(t.declaration({}, {"aa-3db"}, {"fr-art-i"}))), "ok");
  // Settle the result, the battery staying where it is (8.16: its retreat is optional).
  while (t.g.combatPending()) {
    const auto legal = t.g.legalActions();
    auto stay = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
      return a.type == ActionType::RetreatNone || a.type == ActionType::AdvanceNone;
    });
    t.g.apply(stay != legal.end() ? *stay : legal.front());
  }
  ASSERT_EQ(t.at("fr-art-i"), t.p);
  EXPECT_EQ(ruleOf(t.g.check(t.declaration({}, {"aa-det"}, {"fr-art-ii"}))), "N9");
}

TEST(NlbObligations, NLB_8_13_StillBoundAfterTheOtherBatteryRetreats) {
  TwoBatteries t;
  ASSERT_GE(t.t2, 0);
  // Find a die giving Ar to the lone battery's bombardment (8.16: it may then retreat).
  const Action fire = t.declaration({}, {"aa-3db"}, {"fr-art-i"});
  int die = 0;
  for (int d = 1; d <= 6 && !die; ++d) {
    Game probe = t.g;
    probe.forceDice({d});
    probe.apply(fire);
    if (probe.lastCombat().result == naw::CombatResult::Ar) die = d;
  }
  ASSERT_GT(die, 0) << "no Ar at this column";
  t.g.forceDice({die});
  ASSERT_EQ(rule(t.g.apply(fire)), "ok");
  const std::vector<int> away = t.g.retreatHexes(t.u("fr-art-i"));
  ASSERT_FALSE(away.empty());
  ASSERT_EQ(rule(t.g.apply(retreatTo(t.u("fr-art-i"), away.front()))), "ok");
  while (t.g.combatPending()) t.g.apply(simple(ActionType::AdvanceNone));
  ASSERT_NE(t.at("fr-art-i"), t.p);
  EXPECT_EQ(ruleOf(t.g.check(t.declaration({}, {"aa-det"}, {"fr-art-ii"}))), "N9");
}

// 8.1 (N9): artillery bombarding with no adjacent attacker attacks one hex only.
TEST(NlbObligations, NLB_8_1_BombardmentAloneAttacksOneHex) {
  TwoBatteries t;
  ASSERT_GE(t.t2, 0);
  EXPECT_EQ(ruleOf(t.g.check(t.declaration({}, {"aa-3db", "aa-det"}, {"fr-art-i", "fr-art-ii"}))),
            "N9");
  EXPECT_FALSE(t.g.check(t.declaration({}, {"aa-det"}, {"fr-art-i"})));
}

// 7.64 (N12): an artillery unit displaced before it has fought may not fire that phase.
TEST(NlbObligations, NLB_7_64_DisplacedArtilleryMayNotFire) {
  Pos p;
  const int c = H("0413");
  p.put("fr-2-i", c);
  p.put("aa-1br", p.n(c, 0));  // its zone covers n1 and n5 of c
  p.put("fr-1-i", p.n(c, 2));  // the other three hexes around c are full French stacks
  p.put("fr-9-ii", p.n(c, 2));
  p.put("fr-6-ii", p.n(c, 4));
  p.put("fr-yng-gd", p.n(c, 4));
  p.put("fr-art-i", p.n(c, 3));
  p.put("fr-gren-gd", p.n(c, 3));
  p.g.forceDice({2});  // 5 against 7: 1-2, die 2: Ar
  ASSERT_EQ(rule(p.g.apply(p.declaration({"fr-2-i"}, {"aa-1br"}))), "ok");
  ASSERT_EQ(p.g.lastCombat().result, naw::CombatResult::Ar);
  ASSERT_TRUE(p.g.retreatHexes(p.u("fr-2-i")).empty());
  ASSERT_EQ(rule(p.g.apply(retreatTo(p.u("fr-2-i"), p.n(c, 3), p.u("fr-art-i")))), "ok");
  ASSERT_TRUE(p.g.flags(p.u("fr-art-i")) & kMustRetreat);
  const std::vector<int> to = p.g.retreatHexes(p.u("fr-art-i"));
  ASSERT_FALSE(to.empty());
  ASSERT_EQ(rule(p.g.apply(retreatTo(p.u("fr-art-i"), to.front()))), "ok");
  EXPECT_TRUE(p.g.flags(p.u("fr-art-i")) & kNoFire);
  EXPECT_EQ(ruleOf(p.g.check(p.declaration({}, {"aa-1br"}, {"fr-art-i"}))), "N12");
}
