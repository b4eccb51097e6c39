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

TEST(Victory, Ruling_W28_BrokenArmyLoses) {
  EXPECT_EQ(moraleVerdict(3, 0), Winner::French);
  EXPECT_EQ(moraleVerdict(0, 1), Winner::Allied);
  EXPECT_EQ(moraleVerdict(0, 0), Winner::Draw);
  EXPECT_EQ(moraleVerdict(1, 1), Winner::None);
}

TEST(Victory, Ruling_W28_AfterTurnTenAlliesNeedOneMore) {
  EXPECT_EQ(finalVerdict(4, 5), Winner::Allied);
  EXPECT_EQ(finalVerdict(5, 5), Winner::Draw);
  EXPECT_EQ(finalVerdict(8, 2), Winner::Draw);  // the French win only by breaking them
}

}  // namespace
}  // namespace w20
