// The order the keyboard's Tab walks a dialog's or the side panel's named buttons in
// (dialog_keys.h, issue 14 item 2), and the scroll that brings the focused one into view.
// Pure: the ImGui side (dialog_keys.cpp) gives the rectangles the last frame drew.
#pragma once

#include <vector>

#include "camera.h"

namespace naw::ui {

// The index in `items` of the item after (`forward`) or before the one at `current`, in
// reading order: by rows top to bottom (tops within a pixel are one row), left to right in
// a row, wrapping at both ends. `current` < 0 or out of range (the focus is elsewhere):
// the first item forward, the last backward. -1 when `items` is empty.
int nextInReadingOrder(const std::vector<Rect>& items, int current, bool forward);

// The scroll (window content offset, pixels) that shows an item drawn at rows [y0, y1]
// inside a window whose visible inside is [top, bottom], `scroll` being the offset it was
// drawn with: unchanged when it is already fully visible; else the least change that shows
// it with `margin` pixels around it (its top, if it is taller than the window), never < 0.
double scrollToShow(double y0, double y1, double top, double bottom, double scroll,
                    double margin = 8);

}  // namespace naw::ui
