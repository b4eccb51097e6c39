// 12.1 / 12.2 / W21: the index 0..10 and spending; 14.0 / W28: victory by morale.
#include <gtest/gtest.h>

#include "games/w20/morale_math.h"

namespace w20 {
namespace {

TEST(MoraleIndex, W20_12_1_GainsAboveTenAreLost) {
  EXPECT_EQ(applyMoraleDelta(9, 3), 10);
  EXPECT_EQ(applyMoraleDelta(2, -5), 0);
  EXPECT_EQ(applyMoraleDelta(7, -2), 5);
}

TEST(MoraleIndex, Ruling_W21_TheLastPointCannotBeSpent) {
  EXPECT_TRUE(canSpendMorale(2, 1));
  EXPECT_FALSE(canSpendMorale(1, 1));
  EXPECT_FALSE(canSpendMorale(2, 2));  // Allied forced march for all costs 2
  EXPECT_TRUE(canSpendMorale(3, 2));
}

TEST(Victory, Ruling_W28_BrokenArmyLoses) {
  EXPECT_EQ(moraleVerdict(3, 0), MoraleVerdict::French);
  EXPECT_EQ(moraleVerdict(0, 1), MoraleVerdict::Allied);
  EXPECT_EQ(moraleVerdict(0, 0), MoraleVerdict::Draw);
  EXPECT_EQ(moraleVerdict(1, 1), MoraleVerdict::None);
}

TEST(Victory, Ruling_W28_AfterTurnTenAlliesNeedOneMore) {
  EXPECT_EQ(finalVerdict(4, 5), MoraleVerdict::Allied);
  EXPECT_EQ(finalVerdict(5, 5), MoraleVerdict::Draw);
  EXPECT_EQ(finalVerdict(8, 2), MoraleVerdict::Draw);  // the French win only by breaking them
}

}  // namespace
}  // namespace w20
