// The moment a replay viewer shows (issue 14, item 4), for any game: a timeline
// (timeline.h) and the moment on show, stepped by a move, by a phase, to a moment (the
// slider), or by the viewer's keys (Left/Right a move, with Shift a phase, Home, End).
// Shared by the viewers of every game (the standard game's replay_view.h, the others'
// src/web/game_replay.h): each game supplies only how a moment is drawn and worded.
#pragma once

#include <cstddef>
#include <optional>

#include "timeline.h"

namespace modules {

class ReplayCursor {
 public:
  // Shows `timeline` at moment `at` (clamped; default: the end).
  void open(Timeline timeline, std::optional<std::size_t> at = std::nullopt);
  void close();
  bool isOpen() const { return timeline_.has_value(); }

  std::size_t moment() const { return moment_; }
  std::size_t length() const { return timeline_ ? timeline_->length() : 0; }
  void stepTo(std::size_t k);
  void stepMoves(int delta);   // one move forwards (+1) or back (-1)
  void stepPhases(int delta);  // to the next phase's start, or to this / the previous one's

  enum class Key { Left, Right, Home, End };
  void onKey(Key key, bool shift);

  // The game at the moment shown (nullptr when closed); valid until the next step.
  const core::AnyGame* shown() const { return shown_; }
  // The action that led to the moment shown (nullptr at the set-up or when closed).
  const TimelineEntry* lastEntry() const;
  Timeline* timeline() { return timeline_ ? &*timeline_ : nullptr; }
  const Timeline* timeline() const { return timeline_ ? &*timeline_ : nullptr; }

 private:
  std::optional<Timeline> timeline_;
  std::size_t moment_ = 0;
  const core::AnyGame* shown_ = nullptr;
};

}  // namespace modules
