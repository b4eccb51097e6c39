// The dialogs by keys, in every game (issue 14, item 2): while a dialog covers the board
// (new game with its game picker and options, saved games, link dialogs, rule texts, the
// hot-seat hand-over) ImGui's keyboard navigation is on: the arrows move its focus, Tab /
// Shift+Tab go to the next / previous named item of the dialog in reading order (ImGui 1.86
// has no Tab between buttons), Enter and Space press the focused item; Escape closes the
// dialog (the page, src/web/main.cpp). While the board has the keys navigation is off, so
// the map's arrows stay the map's. The first item has the focus when a dialog opens, and
// the focus is shown (ImGui's highlight and a gold ring, nameLastItem) while the keyboard
// is what was used last; in a dialog opened by a tap or a link the first Tab shows it where
// it is rather than moving it.
//
// ImGui reads keys as held when a frame starts; a key pressed and released between two
// frames (a quick tap, a test's page.keyboard.press) would never reach it. So each press
// is remembered here and given to ImGui as a navigation input held for one frame, with a
// frame without it before the next.
#pragma once

#include <deque>

struct ImGuiIO;

namespace naw::ui {

enum class DialogKey { Up, Down, Left, Right, Next, Previous, Activate };

class DialogKeys {
 public:
  void press(DialogKey k) {
    pending_.push_back(k);
    keyboardLast_ = true;
  }
  void keyboardUsed() { keyboardLast_ = true; }
  void pointerUsed() { keyboardLast_ = false; }
  // Before ImGui::NewFrame: navigation on while `dialogOpen`, or while the side panel has
  // the keys (panel_keys.h: `panelWindow`, ImGui's id of its window, else 0; its focus kept
  // in it, on its first named item when it has none); one remembered press given.
  void beginFrame(ImGuiIO& io, bool dialogOpen, unsigned panelWindow = 0);
  // Frames still needed: a press to give, or the panel's focus just moved or scrolled.
  bool busy() const { return !pending_.empty() || gave_ || settling_; }

 private:
  std::deque<DialogKey> pending_;
  bool keyboardLast_ = false;
  bool gave_ = false;  // the last frame had a press: this one goes without
  bool settling_ = false;
  int settled_ = 0;  // frames in a row in which the panel's focus moved or scrolled
};

}  // namespace naw::ui
