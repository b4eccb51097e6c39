// Computer Napoleonics by the keyboard (src/games/cn/ui/cn_keys.h) on real positions: the
// cursor's steps on the brick grid of ruling C2 (the six directions of 5.4), and key presses
// playing the same game as the equivalent taps and panel buttons (movement, undo, the set-up
// planner of C11, resolution, advance after combat, the hot-seat hand-over).
#include "cn_keys.h"

#include <gtest/gtest.h>

#include <set>

#include "cn_layout.h"

namespace {

using namespace cn;
using cn::ui::Arrow;
using cn::ui::Key;
using cn::ui::Play;
using cn::ui::SquareCursor;

int unit(const char* id) { return theRoster().find(id); }
int square(int code) { return squareOfCode(code); }

int directionBetween(int from, int to) {
  for (int d = 1; d <= 6; ++d)
    if (neighbour(from, d) == to) return d;
  return 0;
}

// Walks the cursor to `to` with the arrows, as a player would: Up/Down to the row (Shift
// for the diagonal that nears the column), then Left/Right. Returns the presses made.
int walk(SquareCursor& c, int to, bool flipped = false) {
  int presses = 0;
  while (c.at != to && presses < 80) {
    const int dr = rowOf(to) - rowOf(c.at);
    Arrow key = Arrow::Right;
    bool shift = false;
    if (dr != 0) {
      key = (dr < 0) != flipped ? Arrow::Up : Arrow::Down;
      const int plain = cn::ui::cursorStep(c.at, key, false, flipped);
      const int other = cn::ui::cursorStep(c.at, key, true, flipped);
      shift =
          plain == kNoSquare || (other != kNoSquare && distance(other, to) < distance(plain, to));
    } else {
      key = (colOf(to) > colOf(c.at)) != flipped ? Arrow::Right : Arrow::Left;
    }
    EXPECT_TRUE(cn::ui::moveCursor(c, key, shift, flipped, kNoSquare)) << formatSquare(c.at);
    ++presses;
  }
  EXPECT_EQ(c.at, to);
  return presses;
}

TEST(CnKeys, Ruling_C2_TheArrowsReachAllSixNeighbours) {
  for (int code : {6060, 6161}) {  // an even and an odd row
    const int from = square(code);
    std::set<int> dirs;
    for (Arrow k : {Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right})
      for (bool shift : {false, true}) {
        const int to = cn::ui::cursorStep(from, k, shift, false);
        ASSERT_NE(to, kNoSquare) << code;
        EXPECT_TRUE(adjacent(from, to)) << code << " -> " << formatSquare(to);
        dirs.insert(directionBetween(from, to));
        if (k == Arrow::Left || k == Arrow::Right) EXPECT_EQ(rowOf(to), rowOf(from));
        if (k == Arrow::Up) EXPECT_EQ(rowOf(to), rowOf(from) - 1);  // row 51 is at the top
        if (k == Arrow::Down) EXPECT_EQ(rowOf(to), rowOf(from) + 1);
      }
    EXPECT_EQ(dirs, (std::set<int>{1, 2, 3, 4, 5, 6})) << code;
  }
  // 5.4's left and right are the screen's: the row's previous and next column.
  EXPECT_EQ(cn::ui::cursorStep(square(6060), Arrow::Right, false, false), square(6061));
  EXPECT_EQ(cn::ui::cursorStep(square(6060), Arrow::Left, false, false), square(6059));
}

// A held Up or Down runs straight up or down the screen: the bricks of successive rows are
// half a brick apart, so the cursor zig-zags within half a brick of its column.
TEST(CnKeys, Ruling_C2_UpAndDownKeepAScreenColumn) {
  SquareCursor c{square(6664)};
  const double x0 = ui::squareCentre(c.at).x;
  for (int i = 0; i < 10; ++i) {
    ASSERT_TRUE(cn::ui::moveCursor(c, Arrow::Up, false, false, kNoSquare));
    EXPECT_LE(std::abs(ui::squareCentre(c.at).x - x0), 0.5 + 1e-9) << formatSquare(c.at);
  }
  EXPECT_EQ(rowOf(c.at), 56);
  for (int i = 0; i < 10; ++i) ASSERT_TRUE(cn::ui::moveCursor(c, Arrow::Down, false, false, 0));
  EXPECT_EQ(c.at, square(6664));  // Down retraces Up
}

// The screen flipped (players facing each other): the keys keep their screen directions.
TEST(CnKeys, FlippedScreenTurnsTheKeys) {
  const int from = square(6060);
  for (Arrow k : {Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right})
    for (bool shift : {false, true}) {
      const int plain = cn::ui::cursorStep(from, k, shift, false);
      const int turned = cn::ui::cursorStep(from, k, shift, true);
      // Turned by 180 degrees: the opposite direction of 5.4.
      EXPECT_EQ(directionBetween(from, turned), opposite(directionBetween(from, plain)));
    }
}

TEST(CnKeys, FirstArrowShowsTheCursorThenTheMapEdgeStopsIt) {
  SquareCursor c;
  EXPECT_FALSE(cn::ui::moveCursor(c, Arrow::Up, false, false, kNoSquare));  // nowhere to show
  EXPECT_TRUE(cn::ui::moveCursor(c, Arrow::Up, false, false, square(5151)));
  EXPECT_EQ(c.at, square(5151));  // shown where it starts, not moved
  EXPECT_FALSE(cn::ui::moveCursor(c, Arrow::Up, false, false, 0));  // row 51 is the top
  EXPECT_FALSE(cn::ui::moveCursor(c, Arrow::Left, false, false, 0));
  // 5251, the first square of an even row: its up-left (5150) is off the map, so Shift+Up
  // takes the other diagonal rather than stop.
  c.at = square(5251);
  EXPECT_TRUE(cn::ui::moveCursor(c, Arrow::Up, true, false, 0));
  EXPECT_EQ(c.at, square(5151));
  // The middle of the view off the sheet: the nearest square.
  EXPECT_EQ(cn::ui::nearestSquare({-100, -100}), square(5151));
  EXPECT_EQ(cn::ui::nearestSquare(ui::squareCentre(square(6060))), square(6060));
}

// A French movement by keys only (Enter selects and moves, Escape deselects, Z undoes,
// Enter again, E ends the phase) plays the same game as the same taps and buttons.
TEST(CnKeys, KeysPlayTheSameMovementAsTaps) {
  Play keys(1, false), taps(1, false);
  const int ia = unit("ia");
  const int from = keys.game().squareOf(ia);
  const std::vector<int> reach = keys.game().reachable(ia);
  ASSERT_FALSE(reach.empty());
  const int to = reach.back();
  SquareCursor c;
  ASSERT_TRUE(cn::ui::moveCursor(c, Arrow::Up, false, false, square(6060)));
  EXPECT_GT(walk(c, from), 0);
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Act));
  EXPECT_EQ(keys.selected, ia);
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Cancel));
  EXPECT_EQ(keys.selected, -1);
  EXPECT_FALSE(cn::ui::playKey(keys, c, Key::Cancel));  // nothing left to cancel
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Act));
  walk(c, to);
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Act));
  EXPECT_EQ(keys.game().squareOf(ia), to);
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Undo));
  EXPECT_EQ(keys.game().squareOf(ia), from);
  walk(c, from);
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Act));
  walk(c, to);
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Act));
  EXPECT_FALSE(cn::ui::playKey(keys, c, Key::Declare));  // no planner in the movement
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::EndPhase));

  taps.tapSquare(from);
  taps.tapSquare(from);
  taps.tapSquare(from);
  taps.tapSquare(to);
  taps.undo();
  taps.tapSquare(from);
  taps.tapSquare(to);
  taps.endPhase();
  EXPECT_EQ(keys.record(), taps.record());
  EXPECT_EQ(keys.unitSquares(), taps.unitSquares());
  EXPECT_EQ(keys.game().step().phase, Phase::FrenchSetup);
  EXPECT_EQ(taps.game().step().phase, Phase::FrenchSetup);
  EXPECT_FALSE(cn::ui::playKey(keys, c, Key::Undo));  // the set-up has no Undo button
}

// C11, C13, C15: an attack built with Enter on each unit, declared with D, resolved with R
// on a forced number, the advance declined with N: the same game as taps and buttons.
TEST(CnKeys, Ruling_C11_KeysDeclareAndResolveAsThePanel) {
  auto setUp = [](Play& p) {
    Game& g = p.gameForTest();
    g.editClear();
    g.editPlace(unit("IQ"), square(6566));
    g.editPlace(unit("ia"), square(6567));
    g.editPlace(unit("ib"), square(6666));
    g.editSet(1, Phase::FrenchSetup, 0, 0, 0);
  };
  Play keys(1, false), taps(1, false);
  setUp(keys);
  setUp(taps);
  SquareCursor c{square(6060)};
  walk(c, square(6567));
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Act));
  walk(c, square(6666));
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Act));
  walk(c, square(6566));
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Act));
  EXPECT_EQ(keys.draft.attackers, (std::vector<int>{unit("ia"), unit("ib")}));
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::ClearDraft));
  EXPECT_TRUE(keys.draft.empty());
  for (int code : {6567, 6666, 6566}) {
    walk(c, square(code));
    cn::ui::playKey(keys, c, Key::Act);
  }
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Declare))
      << (keys.refusal ? keys.refusal->rule + " " + keys.refusal->why : "");
  EXPECT_EQ(keys.game().state().nAttacks, 1);
  // Delete on one of its units takes the declaration back (the set-up's Cancel), D again.
  walk(c, square(6666));
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::CancelAttack));
  EXPECT_EQ(keys.game().state().nAttacks, 0);
  EXPECT_FALSE(cn::ui::playKey(keys, c, Key::CancelAttack));  // none left there
  for (int code : {6567, 6666, 6566}) {
    walk(c, square(code));
    cn::ui::playKey(keys, c, Key::Act);
  }
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Declare));
  EXPECT_FALSE(cn::ui::playKey(keys, c, Key::Resolve));  // not before the resolution
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::EndPhase));
  ASSERT_EQ(keys.game().step().kind, StepKind::ChooseAttack);
  keys.forceNumbersForTest({0});  // 0 on the table: the defender retreats or is eliminated
  EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Resolve));
  ASSERT_TRUE(keys.lastCombat);
  if (keys.game().step().kind == StepKind::Advance) {
    EXPECT_FALSE(cn::ui::playKey(keys, c, Key::EndPhase));  // no End combat in an advance
    EXPECT_TRUE(cn::ui::playKey(keys, c, Key::Decline));
  }

  for (int code : {6567, 6666, 6566}) taps.tapSquare(square(code));
  taps.clearDraft();
  for (int code : {6567, 6666, 6566}) taps.tapSquare(square(code));
  taps.declareDraft();
  taps.submit(cancelAction(unit("IQ")));
  for (int code : {6567, 6666, 6566}) taps.tapSquare(square(code));
  taps.declareDraft();
  taps.endPhase();
  taps.forceNumbersForTest({0});
  taps.resolveNext();
  if (taps.game().step().kind == StepKind::Advance) taps.submit(declineAdvanceAction());
  EXPECT_EQ(keys.record(), taps.record());
  EXPECT_EQ(keys.unitSquares(), taps.unitSquares());
  EXPECT_EQ(keys.game().step().kind, taps.game().step().kind);
}

// C9: X is the panel's "Leave the map" for the selected unit on an exit square, and
// nothing for one that cannot leave.
TEST(CnKeys, Ruling_C9_XLeavesTheMapFromAnExitSquare) {
  Play p(1, false);
  Game& g = p.gameForTest();
  g.editClear();
  g.editPlace(unit("cg"), square(5871));  // an exit square
  g.editPlace(unit("cf"), square(5870));  // not one
  g.editSet(1, Phase::FrenchMove, 0, 0, 0);
  SquareCursor c{square(5870)};
  EXPECT_TRUE(cn::ui::playKey(p, c, Key::Act));
  EXPECT_EQ(p.selected, unit("cf"));
  EXPECT_FALSE(cn::ui::playKey(p, c, Key::Exit));
  EXPECT_TRUE(p.record().empty());
  walk(c, square(5871));
  EXPECT_TRUE(cn::ui::playKey(p, c, Key::Act));
  EXPECT_EQ(p.selected, unit("cg"));
  EXPECT_TRUE(cn::ui::playKey(p, c, Key::Exit));
  EXPECT_EQ(g.statusOf(unit("cg")), UnitStatus::Exited);
  EXPECT_EQ(g.state().exited, 1);
}

// Hot-seat: Enter on the hand-over is "ready"; no other key plays behind it, and no key
// plays while the computer acts.
TEST(CnKeys, HandOverTakesOnlyReadyAndTheComputersTurnNoKey) {
  Play p(3, false);
  SquareCursor c{square(6060)};
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(cn::ui::playKey(p, c, Key::EndPhase)) << i;
  ASSERT_EQ(p.game().step().phase, Phase::AlliedMove);
  ASSERT_TRUE(p.handover);
  EXPECT_FALSE(cn::ui::playKey(p, c, Key::EndPhase));
  EXPECT_FALSE(cn::ui::playKey(p, c, Key::Act));
  EXPECT_TRUE(cn::ui::playKey(p, c, Key::Ready));
  EXPECT_FALSE(p.handover);
  EXPECT_FALSE(cn::ui::playKey(p, c, Key::Ready));

  Play solo(3, true);  // the computer plays the Allies
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(cn::ui::playKey(solo, c, Key::EndPhase)) << i;
  ASSERT_FALSE(solo.humanActs());
  const auto record = solo.record();
  for (Key k : {Key::Act, Key::EndPhase, Key::Undo, Key::Resolve})
    EXPECT_FALSE(cn::ui::playKey(solo, c, k));
  EXPECT_EQ(solo.record(), record);
}

}  // namespace
