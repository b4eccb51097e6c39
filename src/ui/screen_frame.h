// Pieces every game's screen draws alike (Dear ImGui, web build): the side panel's window at
// a fixed rectangle with touch scrolling, and the hot-seat hand-over screen that hides the
// board until the next player is ready.
#pragma once

#include <cstdint>
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

// The new-game dialog's window, centred on a `width` x `height` screen (pair with
// ImGui::End()); `open` turns false when its close box is tapped. Named "dialog-new-game".
bool beginNewGameDialog(const char* id, double width, double height, bool* open);
// Its game choice: the games of the page as radio buttons ("ng-game-naw", "ng-game-cn",
// "ng-game-nlb"), `current` checked (0 Napoleon at Waterloo, 1 Computer Napoleonics, 2 NLB
// Waterloo). Returns the other game tapped, or -1.
int gameChoice(int current);
// Start and Cancel at its foot ("ng-start", "ng-cancel"): 1 Start, 2 Cancel, 0 neither.
int newGameButtons();
// A local game's seed (its dice) from the clock.
std::uint64_t newGameSeed();

}  // namespace naw::ui
