// Combat: declarations (6.1-6.3, C11, C12), bombardment and line of fire (7.0, C13, C14),
// odds and table (C16, C17), results (C18), retreats (C19), advances (C20), garrisons (8.2,
// C21), demoralization (C22) and victory (C23).
#include <gtest/gtest.h>

#include <algorithm>

#include "cn_fixture.h"

namespace cn {
namespace {
using namespace cn::test;

Action declare(std::initializer_list<const char*> attackers,
               std::initializer_list<const char*> defenders,
               std::initializer_list<const char*> bombarders = {}) {
  Action a;
  a.type = ActionType::Declare;
  for (const char* id : attackers) a.attackers[a.nAttackers++] = static_cast<std::int8_t>(U(id));
  for (const char* id : bombarders) a.bombarders[a.nBombarders++] = static_cast<std::int8_t>(U(id));
  for (const char* id : defenders) a.defenders[a.nDefenders++] = static_cast<std::int8_t>(U(id));
  return a;
}

std::vector<std::string> ids(const std::vector<int>& units) {
  std::vector<std::string> out;
  for (int u : units) out.push_back(theRoster().unit(u).id);
  std::sort(out.begin(), out.end());
  return out;
}
std::vector<std::string> eliminated(const Outcome& o) {
  std::vector<std::string> out;
  for (int k = 0; k < o.nEliminated; ++k) out.push_back(theRoster().unit(o.eliminated[k]).id);
  return out;
}

// From a movement phase position to the set-up phase.
void toSetup(Game& g) { ASSERT_EQ(tryApply(g, endAction()), "ok"); }
// Declares, ends the set-up, forces the number and resolves the attack on `defender`.
Outcome fight(Game& g, const Action& attack, int number, const char* defender) {
  EXPECT_EQ(tryApply(g, attack), "ok");
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  g.forceNumbers({number});
  return applied(g, resolveAction(U(defender)));
}

TEST(CnCombat, CN_6_21_And_6_22_Obligations) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6160);
  put(g, "IA", 6060);
  put(g, "IB", 6161);
  put(g, "IC", 5858);  // far away: not obliged
  toSetup(g);
  EXPECT_EQ(ids(g.obligations()), (std::vector<std::string>{"IA", "IB", "ia"}));
  EXPECT_EQ(tryApply(g, endAction()), "6.21");
  EXPECT_EQ(tryApply(g, declare({"ia"}, {"IA"})), "ok");
  EXPECT_EQ(ids(g.obligations()), (std::vector<std::string>{"IB"}));
  EXPECT_EQ(tryApply(g, endAction()), "6.22");
  EXPECT_EQ(tryApply(g, cancelAction(U("IA"))), "ok");  // 4.22: withdrawn, made again
  EXPECT_EQ(tryApply(g, declare({"ia"}, {"IA", "IB"})), "ok");
  EXPECT_TRUE(g.obligations().empty());
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(g.state().phase, Phase::FrenchResolve);
}

TEST(CnCombat, CN_6_34_OneAgainstMany) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 5960);
  put(g, "IA", 6060);
  put(g, "IB", 6061);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({"ia"}, {"IA", "IB"})), "ok");
}

TEST(CnCombat, CN_6_36_TwoAgainstThreeIllegal) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 5960);
  put(g, "ib", 6161);
  put(g, "IA", 6060);
  put(g, "IB", 6061);
  put(g, "IC", 6162);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({"ia", "ib"}, {"IA", "IB", "IC"})), "6.36");
  EXPECT_EQ(tryApply(g, declare({"ia", "ib"}, {"IA", "IB"})), "6.36");
  EXPECT_EQ(tryApply(g, declare({"ia", "ib"}, {"IA"})), "ok");  // 6.32, 6.35
}

TEST(CnCombat, CN_6_24_AtMostSixAttackers) {
  Game g = blank(Phase::FrenchMove);
  put(g, "IA", 6060);
  const char* around[6] = {"ia", "ib", "ic", "id", "ie", "if"};
  const int squares[6] = {5960, 6061, 6161, 6160, 6059, 5959};
  for (int i = 0; i < 6; ++i) put(g, around[i], squares[i]);
  put(g, "aa", 6062);  // range 2, not next to IA
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({"ia", "ib", "ic", "id", "ie", "if"}, {"IA"}, {"aa"})), "6.24");
  EXPECT_EQ(tryApply(g, declare({"ia", "ib", "ic", "id", "ie", "if"}, {"IA"})), "ok");
}

TEST(CnCombat, CN_6_25_EachUnitOnce) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 5960);
  put(g, "ib", 6161);
  put(g, "ic", 6260);
  put(g, "IA", 6060);
  put(g, "IB", 6061);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({"ia"}, {"IA"})), "ok");
  EXPECT_EQ(tryApply(g, declare({"ia"}, {"IB"})), "6.25");  // ia attacks once
  EXPECT_EQ(tryApply(g, declare({"ib"}, {"IA"})), "6.25");  // IA is attacked once
  EXPECT_EQ(tryApply(g, declare({"ic"}, {"IB"})), "6.25");  // not adjacent
  EXPECT_EQ(tryApply(g, declare({"ib", "ib"}, {"IB"})), "6.33");
  EXPECT_EQ(tryApply(g, declare({"ib"}, {"IB"})), "ok");
}

TEST(CnCombat, CN_6_1_AttackerAndDefenderSides) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 5960);
  put(g, "IA", 6060);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({"IA"}, {"ia"})), "6.1");  // not the Allied phase
  Game m = blank(Phase::FrenchMove);
  EXPECT_EQ(tryApply(m, declare({"ia"}, {"IA"})), "C11");  // not a set-up phase
}

TEST(CnCombat, Ruling_C12_GarrisonsAreNeverObligedToAttack) {
  Game g = blank(Phase::AlliedMove);
  put(g, "IR", 5861);
  put(g, "ia", 5862);
  toSetup(g);
  EXPECT_TRUE(g.obligations().empty());  // ia is next to a garrison only
  EXPECT_EQ(tryApply(g, declare({"IR"}, {"ia"})), "8.2");
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  // In the French phase the garrison is an obliged defender like any unit.
  Game f = blank(Phase::FrenchMove);
  put(f, "IR", 5861);
  put(f, "ia", 5862);
  toSetup(f);
  EXPECT_EQ(ids(f.obligations()), (std::vector<std::string>{"IR", "ia"}));
}

TEST(CnCombat, Ruling_C12_CompleteSetUpAlwaysExists) {
  // The legal declarations of the starting position after a French move into contact.
  Game g = Game::newGame(3);
  EXPECT_EQ(tryApply(g, path("ie", {6464, 6465, 6466})), "ok");  // next to IC and AE
  toSetup(g);
  const auto owed = ids(g.obligations());
  EXPECT_NE(std::find(owed.begin(), owed.end(), "ie"), owed.end());
  bool anyDeclare = false;
  for (const Action& a : g.legalActions()) anyDeclare |= a.type == ActionType::Declare;
  EXPECT_TRUE(anyDeclare);
}

TEST(CnArtillery, CN_7_2_RangeTwo) {
  Game g = blank(Phase::FrenchMove);
  put(g, "IA", 6060);
  put(g, "aa", 6063);
  put(g, "ab", 6062);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({}, {"IA"}, {"aa"})), "7.2");  // three squares away
  EXPECT_EQ(tryApply(g, declare({}, {"IA"}, {"ab"})), "ok");   // pure bombardment
  EXPECT_TRUE(g.obligations().empty());                        // never obliged (7.2)
}

TEST(CnArtillery, CN_7_4_SingleDefender) {
  Game g = blank(Phase::FrenchMove);
  put(g, "IA", 6060);
  put(g, "IB", 6061);
  put(g, "ia", 5960);
  put(g, "aa", 6062);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({"ia"}, {"IA", "IB"}, {"aa"})), "7.4");
  EXPECT_EQ(tryApply(g, declare({}, {"IA", "IB"}, {"aa"})), "7.4");
}

TEST(CnArtillery, CN_7_8_NoBombardmentFromAZone) {
  Game g = blank(Phase::FrenchMove);
  put(g, "IA", 6060);
  put(g, "aa", 6062);
  put(g, "IC", 6063);  // next to aa
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({}, {"IA"}, {"aa"})), "7.8");
  EXPECT_EQ(tryApply(g, declare({"aa"}, {"IC"})), "ok");  // it fights adjacent instead
}

TEST(CnArtillery, CN_7_1_OnlyArtilleryBombards) {
  Game g = blank(Phase::FrenchMove);
  put(g, "IA", 6060);
  put(g, "ia", 6062);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({}, {"IA"}, {"ia"})), "7.1");
}

TEST(CnArtillery, Ruling_C14_Figure) {
  // 7.6: woods at A + v(5) (6370 left of the gun at 6371): the straight shot over it (6369,
  // "NO") is blocked; A + v(5) + v(6) (6269) and A + v(4) + v(5) (6470) ("YES") are open.
  ASSERT_EQ(theMap().terrain(S(6370)), Terrain::Woods);
  EXPECT_FALSE(Game::lineOfFireOpen(S(6371), S(6369)));
  EXPECT_TRUE(Game::lineOfFireOpen(S(6371), S(6269)));
  EXPECT_TRUE(Game::lineOfFireOpen(S(6371), S(6470)));
  // Between two woods squares (5860 and 5961 from Hougomont) the shot is blocked.
  EXPECT_FALSE(Game::lineOfFireOpen(S(5861), S(5960)));
  EXPECT_FALSE(Game::lineOfFireOpen(S(6060), S(6063)));  // not range 2
  Game g = blank(Phase::FrenchMove);
  put(g, "aa", 6371);
  put(g, "IA", 6369);
  put(g, "IB", 6269);
  put(g, "IC", 6470);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({}, {"IA"}, {"aa"})), "7.6");
  EXPECT_EQ(tryApply(g, declare({}, {"IB"}, {"aa"})), "ok");
  EXPECT_EQ(tryApply(g, cancelAction(U("IB"))), "ok");
  EXPECT_EQ(tryApply(g, declare({}, {"IC"}, {"aa"})), "ok");
}

TEST(CnArtillery, Ruling_C14_UnitsNeverBlock) {
  Game g = blank(Phase::FrenchMove);
  put(g, "aa", 6062);
  put(g, "IB", 6061);  // between the gun and its target, and next to the gun
  put(g, "IA", 6060);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({}, {"IA"}, {"aa"})), "7.8");  // in IB's zone
  Game h = blank(Phase::FrenchMove);
  put(h, "aa", 6062);
  put(h, "ia", 6061);  // a friendly unit between
  put(h, "IA", 6060);
  toSetup(h);
  EXPECT_EQ(tryApply(h, declare({"ia"}, {"IA"}, {"aa"})), "ok");
}

TEST(CnArtillery, CN_7_5_BombardersSufferNoAdverseResult) {
  {  // AE: the adjacent attacker goes, the gun stays
    Game g = blank(Phase::FrenchMove);
    put(g, "il", 5960);  // 2
    put(g, "aa", 6062);  // 3, bombarding
    put(g, "IA", 6060);  // 7: 5 vs 7 is 1-2
    toSetup(g);
    const Outcome o = fight(g, declare({"il"}, {"IA"}, {"aa"}), 8, "IA");
    EXPECT_EQ(oddsName(o.odds), std::string("1-2"));
    EXPECT_EQ(o.result, Result::AE);
    EXPECT_EQ(eliminated(o), (std::vector<std::string>{"il"}));
    EXPECT_EQ(where(g, "aa"), 6062);
  }
  {  // AR: only the adjacent attacker retreats
    Game g = blank(Phase::FrenchMove);
    put(g, "il", 5960);
    put(g, "aa", 6062);
    put(g, "IA", 6060);
    toSetup(g);
    const Outcome o = fight(g, declare({"il"}, {"IA"}, {"aa"}), 2, "IA");
    EXPECT_EQ(o.result, Result::AR);
    EXPECT_EQ(o.nRetreated, 1);
    EXPECT_EQ(o.retreated[0], U("il"));
    EXPECT_EQ(where(g, "aa"), 6062);
  }
  {  // A pure bombardment's EX costs the attacker nothing
    Game g = blank(Phase::FrenchMove);
    put(g, "aa", 6062);
    put(g, "IQ", 6060);  // 3 vs 1: 3-1, EX on 8
    toSetup(g);
    const Outcome o = fight(g, declare({}, {"IQ"}, {"aa"}), 8, "IQ");
    EXPECT_EQ(o.result, Result::EX);
    EXPECT_EQ(eliminated(o), (std::vector<std::string>{"IQ"}));
    EXPECT_EQ(g.state().frenchLost, 0);
    EXPECT_EQ(g.step().kind, StepKind::ChooseAttack);  // bombarding artillery never advances
  }
}

TEST(CnCombat, Ruling_C16_OddsExamples) {
  EXPECT_STREQ(oddsName(oddsColumn(11, 4)), "2-1");
  EXPECT_STREQ(oddsName(oddsColumn(5, 3)), "1-1");
  EXPECT_STREQ(oddsName(oddsColumn(5, 6)), "1-2");
  EXPECT_STREQ(oddsName(oddsColumn(4, 9)), "1-3");
  EXPECT_STREQ(oddsName(oddsColumn(12, 2)), "6-1");
  EXPECT_STREQ(oddsName(oddsColumn(1, 16)), "1-5");
  EXPECT_STREQ(oddsName(oddsColumn(22, 3)), "6-1");
  // On the map: ia 6 + ib 5 against CB 4 on clear ground is 11 vs 4, 2-1; against IN 2 on a
  // village (doubled, 6.4) 11 vs 4 too.
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 5960);
  put(g, "ib", 6161);
  put(g, "CB", 6060);
  toSetup(g);
  auto o = g.oddsFor(declare({"ia", "ib"}, {"CB"}));
  ASSERT_TRUE(std::holds_alternative<Game::Odds>(o));
  EXPECT_EQ(std::get<Game::Odds>(o).attack, 11);
  EXPECT_EQ(std::get<Game::Odds>(o).defence, 4);
  EXPECT_STREQ(oddsName(std::get<Game::Odds>(o).column), "2-1");
  Game v = blank(Phase::FrenchMove);
  put(v, "ia", 6668);  // 6768 is a village
  put(v, "ib", 6767);
  put(v, "IN", 6768);
  toSetup(v);
  auto w = v.oddsFor(declare({"ia", "ib"}, {"IN"}));
  ASSERT_TRUE(std::holds_alternative<Game::Odds>(w));
  EXPECT_EQ(std::get<Game::Odds>(w).defence, 4);
  EXPECT_STREQ(oddsName(std::get<Game::Odds>(w).column), "2-1");
}

TEST(CnCombat, Ruling_C17_TableAsPrinted) {
  EXPECT_EQ(combatResult(oddsByName("1-2"), 0), Result::DR);  // the irregularities are kept
  EXPECT_EQ(combatResult(oddsByName("1-2"), 1), Result::DR);
  EXPECT_EQ(combatResult(oddsByName("3-1"), 7), Result::DR);
  EXPECT_EQ(combatResult(oddsByName("2-1"), 7), Result::EX);
  EXPECT_EQ(combatResult(oddsByName("4-1"), 7), Result::EX);
  EXPECT_EQ(combatResult(oddsByName("2-1"), 9), Result::AR);
  EXPECT_EQ(combatResult(oddsByName("1-5"), 0), Result::AE);
  EXPECT_EQ(combatResult(oddsByName("6-1"), 9), Result::DE);
  EXPECT_EQ(combatResult(oddsByName("5-1"), 6), Result::EX);
  EXPECT_EQ(combatResult(oddsByName("1-4"), 1), Result::AR);
}

TEST(CnCombat, Ruling_C18_ExchangeInSelectionOrder) {
  // Attackers of 2, 7 and 3 against a defender of 4: the 2 and the 7 go.
  Game g = blank(Phase::AlliedMove);
  put(g, "ie", 6060);  // French 4
  put(g, "IM", 5960);  // 2
  put(g, "IA", 6061);  // 7
  put(g, "IE", 6161);  // 3: 12 vs 4 is 3-1, EX on 8
  toSetup(g);
  const Outcome o = fight(g, declare({"IM", "IA", "IE"}, {"ie"}), 8, "ie");
  EXPECT_STREQ(oddsName(o.odds), "3-1");
  EXPECT_EQ(o.result, Result::EX);
  EXPECT_EQ(eliminated(o), (std::vector<std::string>{"ie", "IM", "IA"}));
  EXPECT_EQ(g.state().frenchLost, 4);
  EXPECT_EQ(g.state().alliedLost, 9);
  EXPECT_EQ(where(g, "IE"), 6161);
  EXPECT_TRUE(o.advanceAwaited);
  // Another selection order of the same units: 3 + 2 cover the 4.
  Game h = blank(Phase::AlliedMove);
  put(h, "ie", 6060);
  put(h, "IM", 5960);
  put(h, "IA", 6061);
  put(h, "IE", 6161);
  toSetup(h);
  const Outcome p = fight(h, declare({"IE", "IM", "IA"}, {"ie"}), 8, "ie");
  EXPECT_EQ(eliminated(p), (std::vector<std::string>{"ie", "IE", "IM"}));
}

TEST(CnCombat, Ruling_C19_AlliedRetreatOrder) {
  {  // direction 1 first
    Game g = blank(Phase::FrenchMove);
    put(g, "ia", 6160);
    put(g, "IA", 6060);  // 6 vs 7: 1-2, DR on 0
    toSetup(g);
    const Outcome o = fight(g, declare({"ia"}, {"IA"}), 0, "IA");
    EXPECT_EQ(o.result, Result::DR);
    EXPECT_EQ(where(g, "IA"), 5960);
    ASSERT_EQ(o.nRetreated, 1);
    EXPECT_EQ(codeOf(o.retreatedTo[0]), 5960);
  }
  {  // 1 holds a friend, 2 is next to cf, 3 next to ia, 4 holds ia, 5 next to ia: 6
    Game g = blank(Phase::FrenchMove);
    put(g, "ia", 6160);
    put(g, "IA", 6060);
    put(g, "IB", 5960);
    put(g, "cf", 6162);
    toSetup(g);
    const Outcome o = fight(g, declare({"ia"}, {"IA"}), 0, "IA");
    EXPECT_EQ(where(g, "IA"), 5959);
    EXPECT_EQ(o.nEliminated, 0);
  }
  {  // no square: eliminated
    Game g = blank(Phase::FrenchMove);
    put(g, "IQ", 5151);  // a corner
    put(g, "cf", 5152);
    put(g, "cg", 5251);  // 4 vs 1: 4-1, DR on 4
    toSetup(g);
    const Outcome o = fight(g, declare({"cf", "cg"}, {"IQ"}), 4, "IQ");
    EXPECT_EQ(o.result, Result::DR);
    EXPECT_EQ(eliminated(o), (std::vector<std::string>{"IQ"}));
    EXPECT_EQ(o.nRetreated, 0);
    EXPECT_EQ(g.state().alliedLost, 1);
  }
}

TEST(CnCombat, Ruling_C19_FrenchRetreatOrder) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6160);
  put(g, "IA", 6060);  // 1-2, AR on 2
  toSetup(g);
  const Outcome o = fight(g, declare({"ia"}, {"IA"}), 2, "IA");
  EXPECT_EQ(o.result, Result::AR);
  EXPECT_EQ(where(g, "ia"), 6260);  // direction 4 first
  EXPECT_FALSE(o.advanceAwaited);   // no advance after AR (C20)
}

TEST(CnCombat, Ruling_C21_GarrisonRetreatEliminates) {
  Game g = blank(Phase::FrenchMove);
  put(g, "IR", 5861);  // 8, doubled on its chateau: 16
  put(g, "ia", 5862);
  put(g, "ib", 5761);
  put(g, "ic", 5962);  // 16 vs 16: 1-1, DR on 0
  toSetup(g);
  const Outcome o = fight(g, declare({"ia", "ib", "ic"}, {"IR"}), 0, "IR");
  EXPECT_STREQ(oddsName(o.odds), "1-1");
  EXPECT_EQ(o.result, Result::DR);
  EXPECT_EQ(eliminated(o), (std::vector<std::string>{"IR"}));
  EXPECT_EQ(g.state().alliedLost, 8);
  ASSERT_TRUE(o.advanceAwaited);
  EXPECT_EQ(tryApply(g, advanceAction(U("ia"), S(5861))), "ok");  // an ordinary chateau now
  EXPECT_EQ(where(g, "ia"), 5861);
}

TEST(CnCombat, Ruling_C20_Advance) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6160);
  put(g, "aa", 6062);
  put(g, "IQ", 6060);  // 9 vs 1: 6-1, DE
  toSetup(g);
  const Outcome o = fight(g, declare({"ia"}, {"IQ"}, {"aa"}), 3, "IQ");
  EXPECT_EQ(o.result, Result::DE);
  ASSERT_TRUE(o.advanceAwaited);
  EXPECT_EQ(g.step().kind, StepKind::Advance);
  EXPECT_EQ(tryApply(g, endAction()), "C20");
  EXPECT_EQ(tryApply(g, advanceAction(U("aa"), S(6060))), "C20");  // bombarding: never
  EXPECT_EQ(tryApply(g, advanceAction(U("ia"), S(6161))), "6.8");  // not the vacated square
  EXPECT_EQ(tryApply(g, advanceAction(U("ia"), S(6060))), "ok");
  EXPECT_EQ(where(g, "ia"), 6060);
  EXPECT_EQ(tryApply(g, advanceAction(U("ia"), S(6060))), "C20");  // no longer awaited
  EXPECT_EQ(tryApply(g, endAction()), "ok");
}

TEST(CnCombat, Ruling_C12_AnAdvanceCreatesNoObligation) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6160);
  put(g, "IQ", 6060);
  put(g, "IA", 5959);  // next to 6060, not to ia
  toSetup(g);
  EXPECT_EQ(ids(g.obligations()), (std::vector<std::string>{"IQ", "ia"}));
  const Outcome o = fight(g, declare({"ia"}, {"IQ"}), 0, "IQ");  // 6-1 DE
  ASSERT_TRUE(o.advanceAwaited);
  EXPECT_EQ(tryApply(g, advanceAction(U("ia"), S(6060))), "ok");  // now next to IA
  EXPECT_TRUE(g.obligations().empty());
  EXPECT_EQ(tryApply(g, endAction()), "ok");  // nothing owed until the next set-up
}

TEST(CnCombat, Ruling_C20_NoFrenchAdvanceIntoRow70) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 6966);
  put(g, "IQ", 7066);  // 6 vs 1: 6-1, DE
  toSetup(g);
  const Outcome o = fight(g, declare({"ia"}, {"IQ"}), 5, "IQ");
  EXPECT_EQ(o.result, Result::DE);
  EXPECT_FALSE(o.advanceAwaited);  // waits only when a legal advance exists
  EXPECT_EQ(g.step().kind, StepKind::ChooseAttack);
}

TEST(CnCombat, Ruling_C15_ResolutionOrder) {
  Game g = blank(Phase::FrenchMove);
  put(g, "ia", 5960);
  put(g, "IA", 6060);
  put(g, "ib", 6364);
  put(g, "IB", 6365);
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({"ia"}, {"IA"})), "ok");
  EXPECT_EQ(tryApply(g, declare({"ib"}, {"IB"})), "ok");
  EXPECT_EQ(tryApply(g, resolveAction(U("IA"))), "C15");  // not yet: set-up first
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(ids(g.obligations()), (std::vector<std::string>{"IA", "IB", "ia", "ib"}));
  EXPECT_EQ(tryApply(g, endAction()), "C15");
  g.forceNumbers({9, 9});                                // AR twice at 1-2: no advance
  EXPECT_EQ(tryApply(g, resolveAction(U("IB"))), "ok");  // the attacker's order
  EXPECT_EQ(tryApply(g, resolveAction(U("IB"))), "C15");
  EXPECT_EQ(ids(g.obligations()), (std::vector<std::string>{"IA", "ia"}));
  EXPECT_EQ(tryApply(g, endAction()), "C15");
  EXPECT_EQ(tryApply(g, resolveAction(U("IA"))), "ok");
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_EQ(g.state().phase, Phase::AlliedMove);
}

TEST(CnCombat, Ruling_C22_DemoralizationShift) {
  {  // French 1-1 becomes 2-1
    Game g = blank(Phase::FrenchMove, 1, 0, 50);
    put(g, "ia", 5960);
    put(g, "ID", 6060);  // 6 vs 6
    toSetup(g);
    EXPECT_TRUE(g.demoralized());
    const Outcome o = fight(g, declare({"ia"}, {"ID"}), 0, "ID");
    EXPECT_STREQ(oddsName(o.odds), "2-1");
    EXPECT_EQ(o.result, Result::DE);
  }
  {  // Allied 3-1 becomes 2-1
    Game g = blank(Phase::AlliedMove, 1, 0, 50);
    put(g, "IA", 5960);
    put(g, "il", 6060);  // 7 vs 2
    toSetup(g);
    EXPECT_STREQ(oddsName(fight(g, declare({"IA"}, {"il"}), 0, "il").odds), "2-1");
  }
  {  // 6-1 stays 6-1
    Game g = blank(Phase::FrenchMove, 1, 0, 50);
    put(g, "ia", 5960);
    put(g, "IQ", 6060);
    toSetup(g);
    EXPECT_STREQ(oddsName(fight(g, declare({"ia"}, {"IQ"}), 0, "IQ").odds), "6-1");
  }
  {  // 1-5 stays 1-5
    Game g = blank(Phase::AlliedMove, 1, 0, 50);
    put(g, "IQ", 5960);
    put(g, "ia", 6060);
    toSetup(g);
    EXPECT_STREQ(oddsName(fight(g, declare({"IQ"}, {"ia"}), 0, "ia").odds), "1-5");
  }
  {  // solitaire: 60, so 55 lost is no shift
    Game g = blank(Phase::FrenchMove, 1, 0, 55, 0, true);
    put(g, "ia", 5960);
    put(g, "ID", 6060);
    toSetup(g);
    EXPECT_FALSE(g.demoralized());
    EXPECT_STREQ(oddsName(fight(g, declare({"ia"}, {"ID"}), 0, "ID").odds), "1-1");
  }
}

TEST(CnCombat, Ruling_C22_ShiftFromTheMomentLossesReachTheThreshold) {
  Game g = blank(Phase::FrenchMove, 1, 0, 48);
  put(g, "ia", 5960);
  put(g, "IM", 6060);  // 2: eliminated first, losses reach 50
  put(g, "ib", 6364);
  put(g, "ID", 6365);  // 5 vs 6: 1-2, then 1-1 once demoralized
  toSetup(g);
  EXPECT_EQ(tryApply(g, declare({"ia"}, {"IM"})), "ok");
  EXPECT_EQ(tryApply(g, declare({"ib"}, {"ID"})), "ok");
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  g.forceNumbers({0, 9});
  applied(g, resolveAction(U("IM")));  // 6-1 DE
  if (g.step().kind == StepKind::Advance) applied(g, declineAdvanceAction());
  EXPECT_TRUE(g.demoralized());
  EXPECT_STREQ(oddsName(applied(g, resolveAction(U("ID"))).odds), "1-1");
}

TEST(CnVictory, Ruling_C23_CrossingOrderFrenchAttack) {
  for (int exited : {7, 0}) {
    Game g = blank(Phase::FrenchMove, 1, 48, 45, exited);
    put(g, "ia", 5960);
    put(g, "ib", 6161);
    put(g, "ic", 6061);
    put(g, "IB", 6060);  // 16 vs 7: 2-1, EX on 7
    toSetup(g);
    const Outcome o = fight(g, declare({"ia", "ib", "ic"}, {"IB"}), 7, "IB");
    EXPECT_EQ(o.result, Result::EX);
    // The result is completed and its losses counted (C23).
    EXPECT_EQ(eliminated(o), (std::vector<std::string>{"IB", "ia", "ib"}));
    EXPECT_EQ(g.state().alliedLost, 52);
    EXPECT_EQ(g.state().frenchLost, 59);
    if (exited == 7) {
      EXPECT_EQ(g.state().winner, Winner::French);
      EXPECT_TRUE(g.over());
      EXPECT_FALSE(o.advanceAwaited);
      EXPECT_EQ(tryApply(g, endAction()), "C23");
    } else {
      EXPECT_EQ(g.state().winner, Winner::None);  // demoralized, no Allied win
      EXPECT_TRUE(g.demoralized());
      EXPECT_FALSE(g.over());
    }
  }
}

TEST(CnVictory, Ruling_C23_CrossingOrderAlliedAttack) {
  Game g = blank(Phase::AlliedMove, 1, 48, 45);
  put(g, "IA", 5960);
  put(g, "IB", 6061);
  put(g, "ia", 6060);  // 14 vs 6: 2-1, EX on 7
  toSetup(g);
  const Outcome o = fight(g, declare({"IA", "IB"}, {"ia"}), 7, "ia");
  EXPECT_EQ(eliminated(o), (std::vector<std::string>{"ia", "IA"}));
  EXPECT_EQ(g.state().frenchLost, 54);
  EXPECT_EQ(g.state().alliedLost, 52);
  EXPECT_EQ(g.state().winner, Winner::Allied);  // the French losses crossed first
}

TEST(CnVictory, Ruling_C23_SeventhExit) {
  Game g = blank(Phase::FrenchMove, 4, 0, 50, 6);
  put(g, "cg", 5871);
  EXPECT_EQ(tryApply(g, exitAction(U("cg"))), "ok");
  EXPECT_EQ(g.state().winner, Winner::French);
  EXPECT_TRUE(g.over());
  Game s = blank(Phase::FrenchMove, 4, 0, 55, 6, true);  // solitaire: 60
  put(s, "cg", 5871);
  EXPECT_EQ(tryApply(s, exitAction(U("cg"))), "ok");
  EXPECT_EQ(s.state().winner, Winner::None);
}

TEST(CnVictory, Ruling_C23_DrawAfterTurnTen) {
  Game g = blank(Phase::AlliedResolve, 10);
  EXPECT_EQ(tryApply(g, endAction()), "ok");
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.state().winner, Winner::Draw);
  EXPECT_EQ(g.state().endedIn, Phase::AlliedResolve);
  Game h = blank(Phase::AlliedResolve, 9);
  EXPECT_EQ(tryApply(h, endAction()), "ok");
  EXPECT_EQ(h.state().turn, 10);
  EXPECT_EQ(h.state().phase, Phase::FrenchMove);
}

}  // namespace
}  // namespace cn
