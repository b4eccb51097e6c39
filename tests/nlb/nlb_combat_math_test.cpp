// The arithmetic of combat: N10 table and odds, N11 terrain, N13 bombardment reach, N14
// chateau cap, N9 obligations from the position. (Declarations and results: not yet built.)
#include <gtest/gtest.h>

#include "games/nlb/combat.h"
#include "nlb_test_util.h"

using namespace nlb;
using nlbtest::H;

namespace {

int U(const Game& g, const char* id) { return g.unitIndex(id); }
std::string column(const Game& g, const std::variant<Refusal, int>& r) {
  if (auto* ref = std::get_if<Refusal>(&r)) return "error " + ref->rule;
  return g.rules().crt().columnName(std::get<int>(r));
}

}  // namespace

TEST(NlbCombat, Ruling_N10_TableIsTheStandardTableWithEx) {
  const char* kTable[6][10] = {
      {"Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De", "De"},
      {"Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "Dr", "De", "De", "De"},
      {"Ae", "Ae", "Ae", "Ar", "Dr", "Dr", "Dr", "De", "De", "De"},
      {"Ae", "Ae", "Ae", "Ar", "Ar", "Dr", "Dr", "De", "De", "De"},
      {"Ae", "Ae", "Ae", "Ar", "Ar", "Ex", "Dr", "Ex", "Ex", "De"},
      {"Ae", "Ae", "Ae", "Ae", "Ar", "Ar", "Ex", "Ex", "Ex", "De"},
  };
  const naw::Crt& crt = Board::get().rules().crt();
  ASSERT_EQ(crt.columns(), 10);
  EXPECT_EQ(crt.columnName(0), "1-5");
  EXPECT_EQ(crt.columnName(9), "6-1");
  for (int die = 1; die <= 6; ++die)
    for (int c = 0; c < 10; ++c)
      EXPECT_STREQ(resultName(crt.result(c, die)), kTable[die - 1][c]) << die << " " << c;
}

TEST(NlbCombat, Ruling_N11_StreamAndTownDoNotMultiply) {
  // A 5-point unit in Smohain 2010 (town) attacked only from 2011 and 1911, both across the
  // brook, defends at 10; from 2011 and 2110 (same bank) also 10, by the town alone.
  Game g = nlbtest::emptyGame(4, Phase::FrenchCombat);
  const int d = U(g, "pr-5-ii"), a = U(g, "fr-1-i"), b = U(g, "fr-2-i"), c = U(g, "fr-3-i");
  g.editPlace(d, H("2010"));
  g.editPlace(a, H("2011"));
  g.editPlace(b, H("1911"));
  g.editPlace(c, H("2110"));
  EXPECT_EQ(defenceMultiplier(g, d, {a, b}), 2);
  EXPECT_EQ(defenceMultiplier(g, d, {a, c}), 2);
}

TEST(NlbCombat, Ruling_N11_StreamOnlyWhenEveryAttackerIsAcross) {
  // A 4-point unit in clear 1911 attacked only from 1910 (across the brook) defends at 8; a
  // bombarding battery joining changes nothing; if 1912 (same bank) joins, 4.
  Game g = nlbtest::emptyGame(4, Phase::AlliedCombat);
  const int d = U(g, "fr-1-i"), a = U(g, "pr-13-iv"), b = U(g, "pr-14-iv");
  g.editPlace(d, H("1911"));
  g.editPlace(a, H("1910"));
  g.editPlace(b, H("1912"));
  EXPECT_EQ(defenceMultiplier(g, d, {a}), 2);
  EXPECT_EQ(defenceMultiplier(g, d, {a, b}), 1);
  EXPECT_EQ(defenceMultiplier(g, d, {}), 1);  // a pure bombardment never gets it
}

TEST(NlbCombat, Ruling_N10_ProtocolExampleSixToOneInForest) {
  // cli-protocol-nlb.md: 15 points against Det/I's 1, doubled in forest 0914: 6-1.
  Game g = Game::newGame(1);
  g.editSet(1, Phase::FrenchCombat, 0, 0, 0, 0, 0);
  const std::vector<int> att = {U(g, "fr-6-ii"), U(g, "fr-9-ii"), U(g, "fr-art-i")};
  EXPECT_EQ(column(g, oddsColumn(g, att, {}, {U(g, "aa-det")})), "6-1");
  EXPECT_EQ(column(g, oddsColumn(g, att, {}, {U(g, "aa-det")}, 2)), "1-3");
}

TEST(NlbCombat, Ruling_N10_ColumnNotOnTheTableRefusedNotRead) {
  // An untrusted action (a garbled save or link) may ask for any column byte: it is refused
  // with N10 before the table is read (it once indexed past the table's names).
  Game g = Game::newGame(1);
  g.editSet(1, Phase::FrenchCombat, 0, 0, 0, 0, 0);
  const std::vector<int> att = {U(g, "fr-6-ii"), U(g, "fr-9-ii"), U(g, "fr-art-i")};
  const int columns = g.rules().crt().columns();
  EXPECT_EQ(column(g, oddsColumn(g, att, {}, {U(g, "aa-det")}, columns)), "error N10");
  EXPECT_EQ(column(g, oddsColumn(g, att, {}, {U(g, "aa-det")}, 90)), "error N10");
}

TEST(NlbCombat, Ruling_N14_ChateauInfantryCapsAtFourToOne) {
  Game g = nlbtest::emptyGame(4, Phase::FrenchCombat);
  const int d = U(g, "aa-det");  // infantry 1, in La Haye Sainte: 3
  g.editPlace(d, H("1310"));
  const std::vector<int> att = {U(g, "fr-gren-gd"), U(g, "fr-6-ii"), U(g, "fr-yng-gd")};  // 19
  const naw::Crt& crt = g.rules().crt();
  EXPECT_EQ(column(g, oddsColumn(g, att, {}, {d})), "4-1");
  EXPECT_EQ(column(g, oddsColumn(g, att, {}, {d}, crt.columnByName("5-1"))), "error N10");
  EXPECT_EQ(column(g, oddsColumn(g, att, {}, {d}, crt.columnByName("3-1"))), "3-1");
  // Its army demoralized (N18): the ×3 stays, the cap goes: 19 against 3 is 6-1.
  g.editSet(4, Phase::FrenchCombat, 0, 30, 0, 0, 0);
  EXPECT_EQ(column(g, oddsColumn(g, att, {}, {d})), "6-1");
  // Cavalry in a chateau gets the ×3 only.
  Game c = nlbtest::emptyGame(4, Phase::FrenchCombat);
  const int cav = U(c, "aa-dbc");
  c.editPlace(cav, H("1310"));
  EXPECT_EQ(column(c, oddsColumn(c, att, {}, {cav})), "6-1");
}

TEST(NlbCombat, Ruling_N13_BombardmentReach) {
  Game g = nlbtest::emptyGame(4, Phase::FrenchCombat);
  const int art = U(g, "fr-art-gd");
  g.editPlace(art, H("1512"));
  EXPECT_TRUE(canBombard(g, art, H("1510")));
  EXPECT_FALSE(canBombard(g, art, H("1511")));  // adjacent: not a bombardment
  g.editPlace(art, H("1411"));
  EXPECT_FALSE(canBombard(g, art, H("1409")));  // crest
  g.editPlace(art, H("1312"));
  EXPECT_FALSE(canBombard(g, art, H("1310")));  // chateau (10.4)
  g.editPlace(art, H("1512"));
  g.editPlace(U(g, "aa-det"), H("1511"));  // now in an enemy zone: no bombardment
  EXPECT_FALSE(canBombard(g, art, H("1510")));
}

TEST(NlbCombat, Ruling_N9_ObligationsFromThePositionAndChateaux) {
  Game g = nlbtest::emptyGame(4, Phase::FrenchCombat);
  const int f = U(g, "fr-gren-gd"), a = U(g, "aa-det"), far = U(g, "aa-1br");
  g.editPlace(f, H("1311"));
  g.editPlace(a, H("1310"));  // chateau: its zone extends out to 1311
  g.editPlace(far, H("1305"));
  EXPECT_EQ(positionalObligations(g), (std::vector<int>{std::min(f, a), std::max(f, a)}));
  // In the Allied phase the unit in the chateau is in no zone: nobody is obliged.
  g.editSet(4, Phase::AlliedCombat, 0, 0, 0, 0, 0);
  EXPECT_TRUE(positionalObligations(g).empty());
  // Outside combat phases: none.
  g.editSet(4, Phase::AlliedMove, 0, 0, 0, 0, 0);
  EXPECT_TRUE(positionalObligations(g).empty());
}
