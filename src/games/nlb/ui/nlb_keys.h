// Waterloo under NLB rules by the keyboard alone (issue 14, item 2), as src/ui/key_cursor.h
// is for the standard game, on the same hex map and with the same cursor steps
// (naw::ui::cursorStep / moveCursor): the arrows move a cursor hex, and each key does what
// a tap or a panel button does in the current step. Pure C++ over nlb::ui::Play; the page
// turns its key events into these calls (src/web/main.cpp nlbPlayByKeys, nlb_screen.h).
// Enter at the cursor is a tap there (Play::tapUnit on the counter picked, or Play::tapHex
// on an empty hex): no rule is decided here.
//
// N7: a hex may hold two counters (drawn side by side, the lower unit number on the left).
// Tab picks which one Enter takes (Shift+Tab the other way); the pick is outlined on the
// map and goes back to the left one when the cursor moves.
#pragma once

#include <vector>

#include "key_cursor.h"
#include "nlb_play.h"

namespace nlb::ui {

struct StackCursor {
  naw::ui::KeyCursor hex;  // the cursor hex (invalid until the first arrow press)
  int pick = 0;            // N7: which of the hex's counters Enter takes (0: the left one)
  bool shown() const { return hex.shown(); }
};

// The counters in hex `at`, as drawn left to right (ascending unit numbers).
std::vector<int> countersAt(const Game& g, naw::Hex at);
// The counter Enter takes at the cursor, or -1 (no counter there, no cursor).
int pickedCounter(const Game& g, const StackCursor& cursor);

// An arrow press (naw::ui::moveCursor on the standard map): the first shows the cursor at
// `start`; a move puts the pick back on the left counter. True if the cursor changed.
bool moveCursor(StackCursor& cursor, const Game& g, naw::ui::CursorKey key, bool shift,
                bool flipped, naw::Hex start);

// The play keys (the page maps keys to them; the panel's key help lists them):
//   Act: Enter, a tap on the picked counter at the cursor, or on the hex if it is empty
//     (select, move, enter a reinforcement, add to the attack or bombard, mark an Ex loss,
//     retreat, advance);
//   Pick / PickBack: Tab / Shift+Tab, the next (previous) counter of a stack of two (N7);
//   Cancel: Escape, clears the refusal shown, else the selection, else the attack, else the
//     Ex losses chosen;
//   Undo: Z, the movement's Undo; EndPhase: E (Ctrl+Enter), "End movement" / "End combat";
//   Attack: R, the attack builder's "Attack" (declared and rolled at once, N9);
//   ClearAttack: C, its "Clear"; Odds: a digit, a lower odds column (N10: 1 = the lowest
//     column; the full odds' digit takes the request back);
//   Decline: N, "No advance" / "Batteries stay"; Losses: L, "Lose these units" (Ex, N12);
//   Exit: X, "Leave the map" (N16); Reinforcement: I, the next reinforcement that may enter
//     now (N15, as its panel button), then Enter on a highlighted entry hex;
//   Ready: Enter on the hot-seat hand-over.
enum class Key {
  Act,
  Pick,
  PickBack,
  Cancel,
  Undo,
  EndPhase,
  Attack,
  ClearAttack,
  Odds,
  Decline,
  Losses,
  Exit,
  Reinforcement,
  Ready
};

// Does what the key means now, through the same Play functions as the panel's buttons and
// the map's taps. `column` is for Key::Odds (0 = the lowest column). True if the key was
// taken (an action sent, even if refused: the refusal shows; or the selection, the draft,
// the pick or the hand-over changed); false when it means nothing now (the computer acts,
// the step has no such button, the game is over). The page checks first that no dialog
// covers the board.
bool playKey(Play& play, StackCursor& cursor, Key key, int column = 0);

}  // namespace nlb::ui
