// The replay viewer of the standard game (issue 14, item 4): the game on screen (played
// here, resumed from a save or opened from a turn link) stepped through move by move and
// phase by phase: buttons, a slider, Left/Right (Shift: a phase), the list of moves (each
// jumps to its moment), the die and result of each attack. The board shows the position at
// the moment chosen (modules::Timeline: snapshots every few actions keep scrubbing fast).
// "Play on from here" starts a NEW saved game from that moment (hot-seat or against the
// computer): the original game and its save are not touched. "Link to this moment": the
// game's turn link + "&at=k" (modules/moment_link.h). The moment and its stepping are the
// shared modules::ReplayCursor, the window the shared ReplayWindow (the other games' viewers
// use them too: src/web/game_replay.h); this adds the standard game's board, words and
// play-on.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app.h"
#include "camera.h"
#include "replay_cursor.h"
#include "replay_window.h"

namespace naw::ui {

class LinkCenter;
class SaveStore;

class ReplayView {
 public:
  // Opens the viewer on the app's game at moment `at` (clamped; default: the end). False
  // (and message()) when the game has no record from its set-up.
  bool open(const App& app, std::optional<std::size_t> at = std::nullopt);
  void close();
  bool isOpen() const { return cursor_.isOpen(); }

  std::size_t moment() const { return cursor_.moment(); }
  std::size_t length() const { return cursor_.length(); }
  void stepTo(std::size_t k) { cursor_.stepTo(k); }
  void stepMoves(int delta) { cursor_.stepMoves(delta); }
  void stepPhases(int delta) { cursor_.stepPhases(delta); }
  // The position at the moment shown (nullptr when closed).
  const Game* shownGame() const;
  // The hexes of the action that led to the moment (drawn circled on the map).
  std::vector<Hex> highlights() const;

  // "Play on from here": a new game of the first moment() actions (of a game by link: a new
  // game from the moment's position with fresh dice, modules::branchNaw); `computer`: the
  // computer plays the side not acting at that moment. "" or why not (the game is then
  // unchanged).
  std::string playOn(App& app, SaveStore& saves, bool computer);
  // The turn link of the game with "&at=<moment>" ("" and message() when there is none).
  std::string momentLink(App& app);

  // A key of the viewer (Left/Right: a move; with Shift: a phase; Home/End), taken from the
  // page's key events: a quick press and release within one frame never shows ImGui the key.
  using Key = modules::ReplayCursor::Key;
  void onKey(Key key, bool shift) { cursor_.onKey(key, shift); }

  // Every frame before drawing: closes the viewer when the game changed under it.
  void poll(const App& app);
  // The viewer's window (over the bottom of the map) and its keys; the circled hexes.
  void draw(App& app, SaveStore& saves, LinkCenter& links);
  void drawHighlights(const App& app) const;
  Rect area;  // where the window goes: the map's part of the screen (set by the page)
  // Whether the screen point is on the viewer's window (as drawn last frame): not the map's.
  bool covers(Point p) const { return isOpen() && window_.covers(p); }

  const std::string& message() const { return message_; }

 private:
  modules::ReplayCursor cursor_;
  ReplayWindow window_;
  std::vector<LogEntry> log_;  // the game's log when opened (for the words of each move)
  std::uint64_t revision_ = 0;
  std::string message_;
};

}  // namespace naw::ui
