// The keyboard's cursor and play keys (src/ui/key_cursor.h) on real positions of the
// standard game: the six directions on the even-q grid (R2), Enter as a tap, Escape,
// undo/redo (R7a), ending the phase, and keys refused while a dialog covers the board.
#include "key_cursor.h"

#include <gtest/gtest.h>

#include <set>

#include "play.h"

namespace naw::ui {
namespace {

App freshApp() { return App(persist::Session::local(Options{}, 11)); }

TEST(KeyCursorTest, Ruling_R2_LeftRightKeepThePrintedRowAndStayAdjacent) {
  for (Hex from : {Hex{11, 10}, Hex{12, 10}}) {  // an odd and an even column
    for (CursorKey k : {CursorKey::Left, CursorKey::Right}) {
      const Hex same = cursorStep(from, k, false, false);
      const Hex other = cursorStep(from, k, true, false);
      EXPECT_EQ(same.row, from.row) << formatHex(from);
      EXPECT_EQ(std::abs(same.col - from.col), 1);
      EXPECT_NE(directionTo(from, same), -1) << formatHex(from) << " " << formatHex(same);
      EXPECT_NE(directionTo(from, other), -1) << formatHex(from) << " " << formatHex(other);
      EXPECT_NE(same, other);
      EXPECT_EQ(other.col, same.col);
    }
  }
  // Right then Left comes back; a run of Rights stays on the row.
  Hex h{5, 7};
  for (int i = 0; i < 6; ++i) h = cursorStep(h, CursorKey::Right, false, false);
  EXPECT_EQ(h, (Hex{11, 7}));
  for (int i = 0; i < 6; ++i) h = cursorStep(h, CursorKey::Left, false, false);
  EXPECT_EQ(h, (Hex{5, 7}));
}

TEST(KeyCursorTest, Ruling_R2_TheKeysReachAllSixNeighbours) {
  for (Hex from : {Hex{11, 10}, Hex{12, 10}}) {
    std::set<int> dirs;
    for (CursorKey k : {CursorKey::Up, CursorKey::Down, CursorKey::Left, CursorKey::Right})
      for (bool shift : {false, true})
        dirs.insert(directionTo(from, cursorStep(from, k, shift, false)));
    EXPECT_EQ(dirs, (std::set<int>{N, NE, SE, S, SW, NW})) << formatHex(from);
    EXPECT_EQ(cursorStep(from, CursorKey::Up, false, false), neighbor(from, N));
    EXPECT_EQ(cursorStep(from, CursorKey::Down, false, false), neighbor(from, S));
  }
}

TEST(KeyCursorTest, FlippedScreenKeepsTheKeysScreenDirections) {
  const Hex from{12, 10};
  EXPECT_EQ(cursorStep(from, CursorKey::Up, false, true), neighbor(from, S));
  EXPECT_EQ(cursorStep(from, CursorKey::Down, false, true), neighbor(from, N));
  EXPECT_EQ(cursorStep(from, CursorKey::Left, false, true),
            cursorStep(from, CursorKey::Right, false, false));
  EXPECT_EQ(cursorStep(from, CursorKey::Right, true, true),
            cursorStep(from, CursorKey::Left, true, false));
}

TEST(KeyCursorTest, FirstPressShowsTheCursorAndItNeverLeavesTheMap) {
  const App app = freshApp();
  const Map& map = app.game().rules().map();
  KeyCursor c;
  EXPECT_FALSE(c.shown());
  EXPECT_FALSE(moveCursor(c, map, CursorKey::Up, false, false, Hex{}));  // no start hex
  ASSERT_TRUE(moveCursor(c, map, CursorKey::Up, false, false, Hex{1, 1}));
  EXPECT_EQ(c.at, (Hex{1, 1}));  // shown where asked, not moved
  EXPECT_FALSE(moveCursor(c, map, CursorKey::Up, false, false, Hex{}));
  EXPECT_FALSE(moveCursor(c, map, CursorKey::Left, false, false, Hex{}));
  EXPECT_EQ(c.at, (Hex{1, 1}));
  EXPECT_TRUE(moveCursor(c, map, CursorKey::Down, false, false, Hex{}));
  EXPECT_EQ(c.at, (Hex{1, 2}));
  // The last row (17) is only in odd columns: Right along it zigzags through row 16.
  ASSERT_TRUE(map.onMap(Hex{13, 17}));
  ASSERT_FALSE(map.onMap(Hex{14, 17}));
  c.at = Hex{13, 17};
  ASSERT_TRUE(moveCursor(c, map, CursorKey::Right, false, false, Hex{}));
  EXPECT_EQ(c.at, (Hex{14, 16}));
  ASSERT_TRUE(moveCursor(c, map, CursorKey::Right, false, false, Hex{}));
  EXPECT_EQ(c.at, (Hex{15, 16}));  // same row again where it exists
}

TEST(KeyCursorTest, CN_4_0_EnterSelectsThenMovesLikeATapAndEscapeDeselects) {
  App app = freshApp();
  App tapped = freshApp();
  const int gd = app.game().unitIndex("fr-gren-gd");
  const Hex from = app.game().hexOf(gd);
  const Hex to = app.game().reachable(gd).back();
  KeyCursor c{from};
  ASSERT_TRUE(playKey(app, c, PlayKey::Act));
  EXPECT_EQ(app.selected, gd);
  ASSERT_TRUE(playKey(app, c, PlayKey::Cancel));  // Escape
  EXPECT_EQ(app.selected, -1);
  ASSERT_TRUE(playKey(app, c, PlayKey::Act));
  c.at = to;
  ASSERT_TRUE(playKey(app, c, PlayKey::Act));
  EXPECT_EQ(app.game().hexOf(gd), to);
  // The same two taps give the same game.
  tapHex(tapped, from);
  tapHex(tapped, to);
  EXPECT_EQ(app.session().match().actions, tapped.session().match().actions);
  EXPECT_EQ(app.lastPath, tapped.lastPath);
}

TEST(KeyCursorTest, Ruling_R7a_UndoAndRedoKeys) {
  App app = freshApp();
  const int gd = app.game().unitIndex("fr-gren-gd");
  const Hex from = app.game().hexOf(gd);
  const Hex to = app.game().reachable(gd).back();
  ASSERT_TRUE(moveUnit(app, gd, to));
  const KeyCursor c;
  EXPECT_FALSE(playKey(app, c, PlayKey::Redo));  // nothing to redo yet
  ASSERT_TRUE(playKey(app, c, PlayKey::Undo));
  EXPECT_EQ(app.game().hexOf(gd), from);
  ASSERT_TRUE(playKey(app, c, PlayKey::Redo));
  EXPECT_EQ(app.game().hexOf(gd), to);
}

TEST(KeyCursorTest, EndPhaseKeyEndsTheFrenchMovementAndAttackKeysNeedADraft) {
  App app = freshApp();
  const KeyCursor c;
  ASSERT_EQ(app.game().step().kind, StepKind::Move);
  EXPECT_FALSE(playKey(app, c, PlayKey::Roll));    // no attack in the movement phase
  EXPECT_FALSE(playKey(app, c, PlayKey::Losses));  // no Ee to resolve
  const Phase before = app.game().step().phase;
  ASSERT_TRUE(playKey(app, c, PlayKey::EndPhase));
  EXPECT_NE(app.game().step().phase, before);
  if (app.game().step().kind == StepKind::DeclareAttack) {
    EXPECT_FALSE(playKey(app, c, PlayKey::Roll));  // an empty draft rolls nothing
    EXPECT_FALSE(playKey(app, c, PlayKey::Odds, 0));
  }
}

TEST(KeyCursorTest, KeysDoNothingWhileADialogCoversTheBoard) {
  App app = freshApp();
  const int gd = app.game().unitIndex("fr-gren-gd");
  const KeyCursor c{app.game().hexOf(gd)};
  app.dialog = Dialog::Crt;
  EXPECT_FALSE(playKey(app, c, PlayKey::Act));
  EXPECT_FALSE(playKey(app, c, PlayKey::EndPhase));
  EXPECT_EQ(app.selected, -1);
  EXPECT_EQ(app.game().step().kind, StepKind::Move);
}

}  // namespace
}  // namespace naw::ui
