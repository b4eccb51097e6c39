// The replay viewer of the games other than the standard one (Computer Napoleonics; issue
// 14, item 4): the shared moment (modules::ReplayCursor) and window (ui::ReplayWindow) over
// a game's timeline, with the words of each action computed once when it opens. The game's
// glue (browser_layer_cn_replay.cpp) builds it, draws the moment on its board and plays on.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "replay_cursor.h"
#include "replay_window.h"

namespace naw::web {

class GameReplay {
 public:
  struct Words {
    std::vector<std::string> moves;     // per action: who did what, with its number and result
    std::vector<std::string> headings;  // per action: its turn and phase
    std::function<std::string(const core::AnyGame&)> step;  // a moment's turn and phase
  };
  // `gameHash`: the game replayed as it stands (the viewer closes when it changes).
  void open(modules::Timeline timeline, Words words, std::optional<std::size_t> at,
            std::uint64_t gameHash);
  void close();
  bool isOpen() const { return cursor.isOpen(); }
  ui::ReplayPress draw(const ui::Rect& area);
  bool covers(Point p) const { return isOpen() && window_.covers(p); }
  // The window.naw.gameReplay() state: {open, moment, length, message, hash, step}.
  std::string json() const;

  modules::ReplayCursor cursor;
  std::uint64_t gameHash = 0;
  std::string message;  // the last refusal or result

 private:
  ui::ReplayWindow window_;
  Words words_;
};

}  // namespace naw::web
