// Names for the widgets a player taps, with where they were drawn in the last frame (CSS
// pixels), so that the browser tests can tap them as a player would
// (window.naw.itemToClient(name), window.naw.ui().items). Any panel or dialog names its last
// ImGui item with nameLastItem(); the game screen clears the list at the start of each frame.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "camera.h"

namespace naw::ui {

struct NamedItem {
  Rect rect;
  bool tappable = false;  // a widget that takes input (a button...), not a text or a picture
  bool clipped = false;   // it runs past its window's edge, or its label past its button
  unsigned id = 0;        // ImGui's id of the item, and of its window (dialog_keys.h)
  unsigned window = 0;
  bool focused = false;  // it has the keyboard's focus, shown (dialog_keys.h)
  std::string text;      // what it says, when named with nameLastText (window.naw.ui().texts)
};

std::map<std::string, NamedItem>& namedItems();
// The last ImGui item drawn (a button, a check box, a text...) under `id`.
void nameLastItem(const std::string& id);
// The same for a text whose words the browser tests read (the turn and phase a panel shows).
void nameLastText(const std::string& id, const std::string& text);
// Marks item `id` clipped when `label` (without its "##id" part) is wider than the button's
// inside: a translation too long for the space its English text had.
void noteLabelFits(const std::string& id, const char* label);
// Every window (panel, dialog) of the last frame whose content runs past its visible inside,
// named or not: its name and by how many pixels its widest item overflows. A text that does
// not wrap and is too long for a phone's panel shows here, though nothing names it.
std::vector<std::pair<std::string, float>> overflowingWindows();
// The named item that has the keyboard's focus, shown, in the last frame ("" if none).
std::string focusedItem();

}  // namespace naw::ui
