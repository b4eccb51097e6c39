// Pieces every game's screen draws alike (Dear ImGui, web build): the side panel's window at
// a fixed rectangle with touch scrolling, and the hot-seat hand-over screen that hides the
// board until the next player is ready.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
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
// "ng-game-nlb", "ng-game-w20"), `current` checked (0 Napoleon at Waterloo, 1 Computer
// Napoleonics, 2 NLB Waterloo, 3 Waterloo 20). Returns the other game tapped, or -1.
int gameChoice(int current);
// Start and Cancel at its foot ("ng-start", "ng-cancel"): 1 Start, 2 Cancel, 0 neither.
int newGameButtons();
// A local game's seed (its dice) from the clock, or the one a test set for the next game.
std::uint64_t newGameSeed();
// TEST ONLY: the seed of the next game started from a new-game dialog (browser tests replay
// the same game on every run).
void setNextGameSeedForTest(std::uint64_t seed);

// The panel's turn track: boxes 1..turns, the current one gold, night turns (bit t of
// `nights`) dark, past ones dimmed. Named "turn-track".
void drawTurnTrack(int turns, int current, std::uint32_t nights);
// While the board shows another moment than the live game (a replay's moment, a shared
// position), the panel shows that moment and, in place of the live controls, refusal and
// last combat, this one line (wrapped, named "shown-note" with its text).
void drawShownNote(const std::string& text);
// That line for a replay viewer at moment k of n: "Replay: the board shows move k of n. ..."
std::string replayNote(std::size_t k, std::size_t n);
// A game screen's windows each frame: the hand-over alone while it is up (and no new-game
// dialog is open), else the panel when a game is on and the new-game dialog when it is open
// or no game is.
void drawScreenWindows(bool hasGame, bool handover, bool newGameOpen,
                       const std::function<void()>& drawHandover,
                       const std::function<void()>& drawPanel,
                       const std::function<void()>& drawNewGame);

}  // namespace naw::ui
