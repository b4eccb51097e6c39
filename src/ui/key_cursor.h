// Playing the standard game by the keyboard alone (issue 14, item 2): a cursor hex moved
// by the arrow keys, and what each key does in the current step. Pure C++ over App; the
// page turns its key events into these calls (src/web/main.cpp). Enter at the cursor is a
// tap on that hex (play.h tapHex): no rule is decided here.
//
// Arrows: Up/Down go north/south (one printed row). Left/Right go to the next column on
// the same printed row, which on this even-q grid is NW or SW (NE or SE) by column, so a
// held key runs straight across the map; with Shift they take the other diagonal of that
// column (the hex half a row further from the row). All six directions are reached. With
// the screen flipped (players facing each other) the keys keep their screen directions.
#pragma once

#include "app.h"

namespace naw::ui {

struct KeyCursor {
  Hex at{};  // the cursor hex; invalid until the first arrow press shows it
  bool shown() const { return at.valid(); }
};

enum class CursorKey { Up, Down, Left, Right };

// The hex one key press away from `from` (it may be off the map).
Hex cursorStep(Hex from, CursorKey key, bool shift, bool flipped);

// An arrow press: the first one shows the cursor at `start` (the selected unit's hex or the
// middle of the view, chosen by the page); later ones move it one hex, unless that would
// leave the map (Left/Right then take the column's other hex if it is on the map: the
// bottom row is only in odd columns). True if the cursor changed.
bool moveCursor(KeyCursor& cursor, const Map& map, CursorKey key, bool shift, bool flipped,
                Hex start);

// The play keys (the page maps letters to them; see the panel's key help):
//   Act: Enter, a tap on the cursor hex (select, move, build the attack, retreat, ...);
//   Cancel: Escape, clears the refusal shown, else the selection, else the attack draft;
//   Undo/Redo: the panel's buttons (R7a); EndPhase: "End movement" / "End combat";
//   Roll/ClearAttack: the attack builder's buttons; Odds: its lower-odds button `column`
//   (6.2); Decline: "No advance" / "Stay" (6.4); Losses: "Lose these units" (Ee, 6.3);
//   Ready: the hot-seat hand-over's button.
enum class PlayKey {
  Act,
  Cancel,
  Undo,
  Redo,
  EndPhase,
  Roll,
  ClearAttack,
  Odds,
  Decline,
  Losses,
  Ready
};

// Does what the key means now, through the same functions as the panel's buttons and the
// map's taps. `column` is for PlayKey::Odds (0 = the lowest column). True if the game, the
// selection, the draft or the refusal changed; false when the key means nothing now (a
// dialog is open, the computer acts, the step has no such button).
bool playKey(App& app, const KeyCursor& cursor, PlayKey key, int column = 0);

}  // namespace naw::ui
