// Waterloo 20 by the keyboard alone (issue 14, item 2), as src/ui/key_cursor.h is for the
// standard game and cn_keys.h for Computer Napoleonics: a cursor hex moved by the arrow keys,
// and what each key does in the current step. Pure C++ over w20::ui::Play; the page turns its
// key events into these calls (src/web/main.cpp w20PlayByKeys, w20_screen.h). Enter at the
// cursor is a tap on that hex (Play::tapHex): no rule is decided here; every other key is a
// button of the panel, sent through the same Play functions.
//
// The map is the standard game's grid (ruling W4: flat-topped hexes in columns, the even
// columns half a hex lower), but a full rectangle of 22 x 26 hexes. So the arrows are the
// standard game's (key_cursor.h cursorStep): Up/Down one hex north/south on the column;
// Left/Right the next column on the same printed row (NE or SE by column: a held key runs
// straight across, zig-zagging half a hex), with Shift the column's other hex. All six
// directions are reached. With the screen flipped the keys keep their screen directions.
#pragma once

#include <cstdint>

#include "games/w20/state.h"
#include "w20_play.h"

namespace w20::ui {

struct HexCursor {
  int at = kNoHex;  // the cursor hex; none until the first arrow press shows it
  bool shown() const { return at != kNoHex; }
};

enum class Arrow { Up, Down, Left, Right };

// The hex one key press away from `from` (kNoHex when that is off the map).
int cursorStep(int from, Arrow key, bool shift, bool flipped);

// An arrow press: the first one shows the cursor at `start` (the selected unit's hex or the
// hex nearest the view's middle, chosen by the page); later ones move it one hex unless that
// would leave the map (Left/Right then take the column's other hex if it is on the map).
// True if the cursor changed.
bool moveCursor(HexCursor& cursor, Arrow key, bool shift, bool flipped, int start);

// The map hex nearest column `col`, row `row` (either may be off the map): the cursor's
// start when the view's middle is off the sheet.
int nearestHex(int col, int row);

// The units the panel lists to tap (W3, W25): those the step owes a deployment, else in the
// acting side's movement phase its reinforcements that may enter now. `deploying` says which
// list it is (its heading).
std::uint32_t listedUnits(const Play& play, bool* deploying = nullptr);

// The play keys (the page maps keys to them; the panel's key help lists them):
//   Act: Enter, a tap on the cursor hex (select, deploy, move, enter, add to the attack or
//     countercharge, choose a loss, retreat or advance there);
//   Cancel: Escape, clears the refusal shown, else the selection, else the draft, else the
//     losses chosen;
//   Undo: Z (and Y, redo): there is no undo in Waterloo 20 (6.24, moves are final): the key
//     shows the engine's refusal of it, the game unchanged;
//   EndPhase: E (Ctrl+Enter), the step's "End" button (end movement, end the declarations,
//     end the countercharges);
//   Declare: D, the planner's Declare / Countercharge; ClearDraft: C, its Clear;
//   Roll: R, the step's die: the event's roll (W24), else the next combat to resolve, else
//     the attacker's plain roll (on the differential chosen, 9.6);
//   MoralePoint: M, the Morale Point: the defender's "use it" (12.32), the attacker's roll
//     with it; GrandBattery: G, the roll with the Grand Battery (W24);
//   Decline: N, the defender's "no Morale Point", "No advance";
//   Lower / Raise: - and +, the 9.6 buttons; Losses: L, "Lose these units" (W17);
//   March: F, the first forced march offered (12.31); Reveal: T, "Turn face up" (15.1a);
//   NextUnit: U, the next unit of the panel's list to deploy or enter (listedUnits);
//   Button: 1 to 9, the step's n-th button as the panel numbers them (every choice: rally,
//     a march of one army, a roll with both Morale Point and Grand Battery...);
//   Ready: Enter on the hot-seat hand-over.
enum class Key {
  Act,
  Cancel,
  Undo,
  EndPhase,
  Declare,
  ClearDraft,
  Roll,
  MoralePoint,
  GrandBattery,
  Decline,
  Lower,
  Raise,
  Losses,
  March,
  Reveal,
  NextUnit,
  Button,
  Ready
};

// Does what the key means now, through the same Play functions as the panel's buttons and
// the map's taps. `index` is Key::Button's (0 = the first button). True if the game, the
// selection, the draft, the losses, the chosen differential, the refusal or the hand-over
// changed; false when the key means nothing now (the computer or the other player acts, the
// step has no such button, the game is over). The page checks first that no dialog covers
// the board.
bool playKey(Play& play, const HexCursor& cursor, Key key, int index = 0);

}  // namespace w20::ui
