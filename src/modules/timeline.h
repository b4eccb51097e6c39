// A played game as a line of moments, for the replay viewer (issue 14, item 4): moment k is
// the position after the first k actions of its record (0: the set-up, length(): the game
// as it stands). Any game module through core::AnyGame: the start is the game at set-up,
// each action is applied through AnyGame::apply, and what it did (the step it was taken in,
// the die and the result) is kept per action.
//
// Scrubbing is fast: the timeline keeps a clone of the game every `every` actions, so that
// any moment is at most `every - 1` applications away from a snapshot (and stepping forward
// by one from the moment on show is one application).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "core/game_module.h"

namespace modules {

// Why a game cannot be played on from a moment of its replay ("play on from here"): a game
// by link that cannot (the standard game's; NLB's Grouchy variant, whose start depends on
// secret chits), a die before the moment that was not the seeded one, a moment past the end,
// a Waterloo 20 game by link whose fog of war still hides counters (W29).
enum class BranchRefusal { None, ByLink, DiceNotSeeded, Range, Fog };

struct TimelineEntry {
  core::AnyStep before;  // where the game stood when the action was taken
  core::AnyAction action;
  core::AnyOutcome outcome;  // the die and result of an attack
};

class Timeline {
 public:
  // Called just before action i is applied to `game` (a game whose dice were not all its
  // seeded generator's forces the die its log holds: naw_module.h forceNawDie).
  using Prepare = std::function<void(core::AnyGame& game, std::size_t i)>;

  // Replays `actions` on `start` once, keeping the entries and the snapshots. An action the
  // game refuses ends the build with an error text naming the action and the rule.
  static std::variant<std::string, Timeline> build(const core::AnyGame& start,
                                                   std::vector<core::AnyAction> actions,
                                                   Prepare prepare = nullptr,
                                                   std::size_t every = 24);

  std::size_t length() const { return entries_.size(); }
  const TimelineEntry& entry(std::size_t i) const { return entries_[i]; }
  const std::vector<TimelineEntry>& entries() const { return entries_; }

  // The game after the first k actions (k clamped to length()). The reference stays valid
  // until the next call of at().
  const core::AnyGame& at(std::size_t k);
  std::size_t shown() const { return cursorAt_; }

  // Phases: a moment starts a phase when the action taken there is the first of a (turn,
  // phase) (moment 0 starts the first). The next phase start after k (length() if none),
  // and the last one before k (0 if none).
  std::size_t nextPhase(std::size_t k) const;
  std::size_t previousPhase(std::size_t k) const;
  std::size_t snapshotCount() const { return snapshots_.size(); }
  std::size_t every() const { return every_; }

 private:
  Timeline() = default;
  bool phaseStart(std::size_t k) const;
  std::vector<TimelineEntry> entries_;
  std::vector<std::unique_ptr<core::AnyGame>> snapshots_;  // moment j * every_
  std::unique_ptr<core::AnyGame> cursor_;
  std::size_t cursorAt_ = 0;
  std::size_t every_ = 24;
  Prepare prepare_;
};

}  // namespace modules
