// Rulings W15 (differential clamp), W16 (the published table), W17 (result key), W12 and
// 17.1 (strengths), 9.51-9.52 (terrain once), 9.72 (exchange losses), W23 (the Guard).
#include <gtest/gtest.h>

#include "games/w20/combat_math.h"
#include "games/w20/crt.h"
#include "games/w20/game.h"

namespace w20 {
namespace {

using R = Result;

TEST(CombatCrt, Ruling_W16_EveryCellOfThePublishedTable) {
  // Rows die 1-6, columns -2..+4, copied from the ruling's table as text.
  const char* rows[6][7] = {
      {"AE", "AR", "AR", "AW", "N", "EX", "EX"},  {"AR", "AR", "AW", "N", "DW", "DW", "DW"},
      {"AR", "AW", "N", "DW", "DW", "DW", "DR"},  {"AR", "N", "DW", "DW", "DR", "DR", "DR"},
      {"AW", "DW", "DW", "DR", "DR", "DR", "DE"}, {"N", "DW", "DR", "DR", "DR", "DE", "DE"}};
  for (int die = 1; die <= 6; ++die)
    for (int col = kMinColumn; col <= kMaxColumn; ++col)
      EXPECT_STREQ(resultName(crtResult(col, die)), rows[die - 1][col - kMinColumn])
          << "die " << die << " column " << col;
}

TEST(CombatCrt, Ruling_W15_ClampPlusFiveUsesPlusFourMinusThreeUsesMinusTwo) {
  EXPECT_EQ(crtColumn(5), 4);
  EXPECT_EQ(crtColumn(9), 4);
  EXPECT_EQ(crtColumn(-3), -2);
  EXPECT_EQ(crtColumn(-2), -2);  // the printed -2 column is used, not folded into -1
  EXPECT_EQ(crtColumn(-1), -1);
  EXPECT_EQ(crtResult(7, 6), R::DE);
  EXPECT_EQ(crtResult(-6, 1), R::AE);
  EXPECT_STREQ(columnName(0), "0");
  EXPECT_STREQ(columnName(3), "+3");
  EXPECT_STREQ(columnName(-5), "-2");
}

TEST(CombatCrt, Ruling_W17_WhoRetreatsAndWhoMayAdvance) {
  EXPECT_TRUE(attackersRout(R::AR));
  EXPECT_TRUE(defendersWithdraw(R::DW));
  EXPECT_TRUE(defendersEliminated(R::EX));
  EXPECT_FALSE(attackersEliminated(R::EX));  // the attacker's EX losses are chosen (9.72)
  EXPECT_TRUE(attackersMayAdvance(R::EX));
  EXPECT_TRUE(defendersMayAdvance(R::AW));
  EXPECT_FALSE(attackersMayAdvance(R::N));
  EXPECT_FALSE(defendersMayAdvance(R::N));
}

TEST(CombatStrength, W20_17_1_RoutedHalvedRoundingUp) {
  EXPECT_EQ(combatStrength(1, true, false), 1);
  EXPECT_EQ(combatStrength(2, true, false), 1);
  EXPECT_EQ(combatStrength(3, true, false), 2);
  EXPECT_EQ(combatStrength(4, true, false), 2);
  EXPECT_EQ(combatStrength(4, false, false), 4);
}

TEST(CombatStrength, Ruling_W12_CountercharingCavalryDoubled) {
  EXPECT_EQ(combatStrength(1, false, true), 2);  // French cavalry 1 against army corps
  EXPECT_EQ(combatStrength(2, false, true), 4);  // Uxbridge 2
}

TEST(CombatTotals, Ruling_W15_GuardAgainstLignyTheProtocolExample) {
  // fr-ig 4 + 1 MP against pr-i 3 in the town of Ligny (+1) + 1 MP: column 0.
  const CombatTotals t =
      combatTotals({4}, {3}, {terrainDefence(CombatTerrain::Town)}, true, true, false);
  EXPECT_EQ(t.attack, 5);
  EXPECT_EQ(t.defence, 5);
  EXPECT_EQ(t.differential, 0);
  EXPECT_EQ(crtResult(t.differential, 6), R::DR);
}

TEST(CombatTotals, W20_9_52_BestTerrainOfTheDefendingHexesAddedOnce) {
  // Two defenders, one in Hougoumont (+2), one in a forest (+1): +2 once, not +3.
  const CombatTotals t =
      combatTotals({3, 2}, {2, 2},
                   {terrainDefence(CombatTerrain::Chateau), terrainDefence(CombatTerrain::Forest)},
                   false, false, true);
  EXPECT_EQ(t.attack, 6);  // 5 + grand battery
  EXPECT_EQ(t.defence, 6);
  EXPECT_EQ(t.differential, 0);
}

TEST(CombatExchange, W20_9_72_MinimalSetsOnly) {
  // Attackers 4, 1, 1 after EX against a defender of printed 2: {1,1} or {4}; not {4,1}.
  const std::vector<int> printed = {4, 1, 1};
  const auto sets = exchangeLossSets(printed, 2);
  EXPECT_EQ(sets, (std::vector<std::uint32_t>{0b001, 0b110}));
  EXPECT_TRUE(validExchangeLoss(printed, 2, 0b110));
  EXPECT_FALSE(validExchangeLoss(printed, 2, 0b011));
  EXPECT_FALSE(validExchangeLoss(printed, 2, 0b010));  // 1 < 2
  EXPECT_FALSE(validExchangeLoss(printed, 2, 0));
}

TEST(CombatExchange, W20_9_72_AllWhenTogetherTheyHaveLess) {
  const std::vector<int> printed = {1, 1};
  EXPECT_EQ(exchangeLossSets(printed, 3), (std::vector<std::uint32_t>{0b11}));
  EXPECT_TRUE(validExchangeLoss(printed, 3, 0b11));
  EXPECT_FALSE(validExchangeLoss(printed, 3, 0b01));
}

TEST(CombatExchange, W20_9_72_OneStrongerUnitInsteadOfSeveralWeaker) {
  // 3, 2, 2 against 4: {3,2} twice and {2,2}; the 3 alone is short.
  const auto sets = exchangeLossSets({3, 2, 2}, 4);
  EXPECT_EQ(sets, (std::vector<std::uint32_t>{0b011, 0b101, 0b110}));
}

TEST(CombatGuard, Ruling_W23_SuccessAndRepulse) {
  EXPECT_EQ(guardMorale(R::DR, true, false), 1);
  EXPECT_EQ(guardMorale(R::DE, true, false), 1);
  EXPECT_EQ(guardMorale(R::EX, true, false), 1);
  EXPECT_EQ(guardMorale(R::EX, true, true), -1);
  EXPECT_EQ(guardMorale(R::AW, true, false), -1);
  EXPECT_EQ(guardMorale(R::DW, true, false), 0);
  EXPECT_EQ(guardMorale(R::N, true, false), 0);
  EXPECT_EQ(guardMorale(R::AR, false, false), 1);
  EXPECT_EQ(guardMorale(R::AE, false, false), 1);
  EXPECT_EQ(guardMorale(R::AW, false, false), 0);
  EXPECT_EQ(guardMorale(R::DW, false, false), -1);
  EXPECT_EQ(guardMorale(R::EX, false, false), -1);
}

TEST(Rally, Ruling_W27_RecoveryTableFiveOrMore) {
  EXPECT_FALSE(rallies(4, false));
  EXPECT_TRUE(rallies(5, false));
  EXPECT_TRUE(rallies(4, true));
  EXPECT_FALSE(rallies(3, true));
}

}  // namespace
}  // namespace w20
