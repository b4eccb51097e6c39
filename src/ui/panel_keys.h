// The side panel by keys, every game (issue 14 item 2): P (or F6) moves the keyboard from
// the board into the panel; there, as in a dialog (dialog_keys.h), Tab / Shift+Tab go to
// the next / previous named button in reading order, the arrows move ImGui's focus, Enter
// or Space press the focused button, and Escape (or P, F6 again) gives the keys back to the
// board. The focus starts on the panel's first button, and is shown by ImGui's highlight and
// the gold ring of nameLastItem. A dialog opened from the panel (new game, saved games, the
// link box) has the keys while it is open; once it closes the panel's focus comes back to
// the button that opened it. A tap or click gives the keys back to the board. The page
// (src/web/main.cpp) reads the keys; each game's panel window takes its flags from here.
#pragma once

namespace naw::ui {

// Whether the panel has the keyboard (set by the page).
bool& panelHasKeys();
// The flags of a panel window: `flags` without ImGui's NoNav while the panel has the keys.
int panelWindowFlags(int flags);
// Called inside the panel window's Begin: remembers which window the panel is.
void notePanelWindow();
// ImGui's id of the last panel window drawn (0 before the first).
unsigned panelWindowId();

}  // namespace naw::ui
