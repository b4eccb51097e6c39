// Pieces every game's screen draws alike (Dear ImGui, web build): the side panel's window at
// a fixed rectangle with touch scrolling, and the hot-seat hand-over screen that hides the
// board until the next player is ready.
#pragma once

#include <string>

#include "camera.h"

struct ImFont;

namespace naw::ui {

// Begins the panel window over `panel` (CSS px) and applies a pending touch scroll (cleared).
// Always pair with ImGui::End(). Returns ImGui::Begin's answer.
bool beginPanel(const char* id, const Rect& panel, double& pendingScroll);

// The full-screen hand-over: "Pass the tablet to the <side> player", `when` below it, and
// one big button (named "handover-ready"). True when the player taps it.
bool drawHandoverScreen(const char* id, double width, double height, ImFont* heading,
                        const char* side, const std::string& when);

}  // namespace naw::ui
