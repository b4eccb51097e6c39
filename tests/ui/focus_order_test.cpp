// The keyboard's Tab order over a panel's or a dialog's named buttons (issue 14 item 2,
// focus_order.h): reading order, wrapping, and the panel scrolled to show the focused one.
#include "focus_order.h"

#include <gtest/gtest.h>

#include <vector>

namespace naw::ui {
namespace {

// A phone's panel as the standard game draws it: three tool buttons on a row (given out of
// order, as a map of names gives them), the auto-flip box under them, then "Saved games",
// "Send my turn" and "Play by link…" flowing on two rows.
const std::vector<Rect> kPanel = {
    {140, 400, 260, 444},    // 0 Terrain key (row 1, middle)
    {10, 400, 130, 444},     // 1 Combat table (row 1, left)
    {270, 399.5, 390, 444},  // 2 Log (row 1, right, half a pixel higher: same row)
    {10, 452, 200, 480},     // 3 auto-flip
    {10, 490, 150, 534},     // 4 Saved games
    {160, 490, 330, 534},    // 5 Send my turn
    {10, 542, 180, 586},     // 6 Play by link…
};

TEST(PanelFocusOrder, TabGoesRowByRowLeftToRight) {
  std::vector<int> seen;
  int at = -1;
  for (int i = 0; i < 7; ++i) seen.push_back(at = nextInReadingOrder(kPanel, at, true));
  EXPECT_EQ(seen, (std::vector<int>{1, 0, 2, 3, 4, 5, 6}));
}

TEST(PanelFocusOrder, TabWrapsAndShiftTabGoesBack) {
  EXPECT_EQ(nextInReadingOrder(kPanel, 6, true), 1);   // past the last: the first
  EXPECT_EQ(nextInReadingOrder(kPanel, 1, false), 6);  // before the first: the last
  EXPECT_EQ(nextInReadingOrder(kPanel, 5, false), 4);
  EXPECT_EQ(nextInReadingOrder(kPanel, 2, false), 0);
}

TEST(PanelFocusOrder, FocusElsewhereStartsAtAnEnd) {
  EXPECT_EQ(nextInReadingOrder(kPanel, -1, true), 1);
  EXPECT_EQ(nextInReadingOrder(kPanel, -1, false), 6);
  EXPECT_EQ(nextInReadingOrder(kPanel, 42, true), 1);
  EXPECT_EQ(nextInReadingOrder({}, -1, true), -1);
}

TEST(PanelFocusScroll, AVisibleItemLeavesTheScrollAlone) {
  EXPECT_EQ(scrollToShow(490, 534, 300, 700, 120), 120);
}

TEST(PanelFocusScroll, AnItemBelowTheFoldScrollsUpIntoView) {
  // A phone's panel shows y 300..600; "Play by link…" at 542..586 is in, one at 640..684 not.
  EXPECT_EQ(scrollToShow(640, 684, 300, 600, 100), 100 + 84 + 8);
}

TEST(PanelFocusScroll, AnItemAboveTheTopScrollsBackNeverBelowZero) {
  EXPECT_EQ(scrollToShow(250, 294, 300, 600, 200), 200 - 50 - 8);
  EXPECT_EQ(scrollToShow(290, 334, 300, 600, 4), 0);  // Tab wrapped to the first item
}

TEST(PanelFocusScroll, AnItemTallerThanTheWindowShowsItsTop) {
  EXPECT_EQ(scrollToShow(700, 1200, 300, 600, 0), 0 + 400 - 8);
}

}  // namespace
}  // namespace naw::ui
