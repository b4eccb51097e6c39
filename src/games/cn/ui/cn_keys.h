// Computer Napoleonics by the keyboard alone (issue 14, item 2), as src/ui/key_cursor.h is
// for the standard game: a cursor square moved by the arrow keys, and what each key does in
// the current step. Pure C++ over cn::ui::Play; the page turns its key events into these
// calls (src/web/main.cpp, cn_screen.h). Enter at the cursor is a tap on that square
// (Play::tapSquare): no rule is decided here.
//
// The map lies with its rows across the screen (row 51 at the top, north to the right,
// C2), so on screen the six directions of 5.4 are: left (5) and right (2) along the row,
// and two diagonals up (6 up-left, 1 up-right) and down (4 down-left, 3 down-right).
// Left/Right step along the row. Up/Down take, of the two diagonals, the one that keeps a
// held key on one screen column (the rows zig-zag half a brick: from an even row the right
// one, from an odd row the left one); with Shift they take the other diagonal. All six
// directions are reached. With the screen flipped the keys keep their screen directions.
#pragma once

#include "camera.h"
#include "cn_play.h"

namespace cn::ui {

struct SquareCursor {
  int at = kNoSquare;  // the cursor square; none until the first arrow press shows it
  bool shown() const { return at != kNoSquare; }
};

enum class Arrow { Up, Down, Left, Right };

// The square one key press away from `from` (kNoSquare when that is off the map).
int cursorStep(int from, Arrow key, bool shift, bool flipped);

// An arrow press: the first one shows the cursor at `start` (the selected unit's square or
// the square nearest the view's middle, chosen by the page); later ones move it one square
// unless that would leave the map (Up/Down then take the other diagonal if it is on the
// map). True if the cursor changed.
bool moveCursor(SquareCursor& cursor, Arrow key, bool shift, bool flipped, int start);

// The square whose centre is nearest `world` (never kNoSquare): the cursor's start when the
// view's middle is off the sheet.
int nearestSquare(naw::Point world);

// The play keys (the page maps letters to them; the panel's key help lists them):
//   Act: Enter, a tap on the cursor square (select, move, add to the attack, resolve the
//     attack there, advance there);
//   Cancel: Escape, clears the refusal shown, else the selection, else the attack draft;
//   Undo: Z, the movement's Undo button; EndPhase: E (Ctrl+Enter), "End movement",
//   "Start resolving", "End combat"; Declare: D, the planner's Declare; ClearDraft: C, its
//   Clear; Resolve: R, the next attack in declaration order ("Resolve" of the first line);
//   Decline: N, "No advance"; Exit: X, "Leave the map" (C9); CancelAttack: Delete or
//   Backspace, the set-up's Cancel of the declared attack a unit under the cursor is in;
//   Ready: Enter on the hot-seat hand-over. "Resolve all" (A) is paced by the screen
//   (cn_screen.h).
enum class Key {
  Act,
  Cancel,
  Undo,
  EndPhase,
  Declare,
  ClearDraft,
  Resolve,
  Decline,
  Exit,
  CancelAttack,
  Ready
};

// Does what the key means now, through the same Play functions as the panel's buttons and
// the map's taps. True if the game, the selection, the draft, the refusal or the hand-over
// changed; false when the key means nothing now (the computer acts, the step has no such
// button, the game is over). The page checks first that no dialog covers the board.
bool playKey(Play& play, const SquareCursor& cursor, Key key);

}  // namespace cn::ui
