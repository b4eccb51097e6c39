// The replay viewer's window, shared by every game (issue 14, item 4): over the bottom of
// the map, the moment ("Move k of n", turn and phase), the action that led to it with its
// die and result, the buttons (first, phase back, back, next, phase next, last), the
// slider, the keys' help, the list of moves by phase (each jumps to its moment), "Link to
// this moment", "Close" and "Play on from here" (two players / against the computer). The
// moment is a modules::ReplayCursor; the game gives the words (ReplayWords) and acts on the
// button pressed (draw() returns it).
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "camera.h"
#include "replay_cursor.h"

namespace naw::ui {

struct ReplayWords {
  std::string step;     // the moment's turn and phase ("1 PM, French movement")
  std::string current;  // who did what to reach the moment, with its die and result
  // Per action i (0-based) of the list of moves: its words, and the heading of its phase
  // (shown when its turn or phase differs from the action before it).
  std::function<std::string(std::size_t i)> move;
  std::function<std::string(std::size_t i)> heading;
};

// Why "play on from here" was refused, in the player's language.
std::string branchRefusalText(modules::BranchRefusal r);

enum class ReplayPress { None, Link, PlayOnHotseat, PlayOnComputer, Close };

class ReplayWindow {
 public:
  // Draws the window in `area` (the map's part of the screen) and steps `cursor` by its
  // buttons, slider and list. `message`: the last refusal or result, shown in it.
  ReplayPress draw(modules::ReplayCursor& cursor, const ReplayWords& words,
                   const std::string& message, const Rect& area);
  // Whether the screen point is on the window (as drawn last frame): not the map's.
  bool covers(Point p) const { return shown_ && window_.contains(p); }
  void closed() { shown_ = false, showMoves_ = false; }

 private:
  // The moves, by phase; each jumps to the moment after it.
  void drawMoves(modules::ReplayCursor& cursor, const ReplayWords& words);
  bool shown_ = false;
  bool showMoves_ = false;
  std::size_t scrolledTo_ = ~std::size_t{0};  // the moment the list last scrolled to
  Rect window_;
};

}  // namespace naw::ui
