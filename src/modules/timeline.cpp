#include "timeline.h"

#include <algorithm>

namespace modules {

std::variant<std::string, Timeline> Timeline::build(const core::AnyGame& start,
                                                    std::vector<core::AnyAction> actions,
                                                    Prepare prepare, std::size_t every) {
  Timeline t;
  t.every_ = std::max<std::size_t>(1, every);
  t.prepare_ = std::move(prepare);
  std::unique_ptr<core::AnyGame> g = start.clone();
  t.entries_.reserve(actions.size());
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (i % t.every_ == 0) t.snapshots_.push_back(g->clone());
    TimelineEntry e{g->step(), std::move(actions[i]), {}};
    if (t.prepare_) t.prepare_(*g, i);
    const core::AnyApply applied = g->apply(e.action);
    if (const auto* refusal = std::get_if<core::Refusal>(&applied))
      return "action " + std::to_string(i + 1) + " of the record does not replay (" +
             refusal->rule + ": " + refusal->why + ")";
    e.outcome = std::get<core::AnyOutcome>(applied);
    t.entries_.push_back(std::move(e));
  }
  if (actions.size() % t.every_ == 0) t.snapshots_.push_back(g->clone());
  t.cursor_ = std::move(g);
  t.cursorAt_ = actions.size();
  return t;
}

const core::AnyGame& Timeline::at(std::size_t k) {
  k = std::min(k, length());
  if (k == cursorAt_) return *cursor_;
  const std::size_t snap = k / every_;
  // From the snapshot at or before k, unless the moment on show is nearer (stepping on).
  if (!(cursorAt_ < k && cursorAt_ >= snap * every_)) {
    cursor_ = snapshots_[snap]->clone();
    cursorAt_ = snap * every_;
  }
  while (cursorAt_ < k) {
    if (prepare_) prepare_(*cursor_, cursorAt_);
    cursor_->apply(entries_[cursorAt_].action);  // replayed once in build(): accepted
    ++cursorAt_;
  }
  return *cursor_;
}

bool Timeline::phaseStart(std::size_t k) const {
  if (k == 0) return true;
  if (k >= length()) return false;
  const core::AnyStep& a = entries_[k - 1].before;
  const core::AnyStep& b = entries_[k].before;
  return a.turn != b.turn || a.phase != b.phase;
}

std::size_t Timeline::nextPhase(std::size_t k) const {
  for (std::size_t m = k + 1; m < length(); ++m)
    if (phaseStart(m)) return m;
  return length();
}

std::size_t Timeline::previousPhase(std::size_t k) const {
  k = std::min(k, length());
  for (std::size_t m = k; m-- > 0;)
    if (phaseStart(m)) return m;
  return 0;
}

}  // namespace modules
