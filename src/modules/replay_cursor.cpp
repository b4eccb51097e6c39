#include "replay_cursor.h"

#include <algorithm>

namespace modules {

void ReplayCursor::open(Timeline timeline, std::optional<std::size_t> at) {
  timeline_.emplace(std::move(timeline));
  moment_ = ~std::size_t{0};  // so that stepTo shows the moment, whichever it is
  stepTo(at.value_or(timeline_->length()));
}

void ReplayCursor::close() {
  timeline_.reset();
  shown_ = nullptr;
  moment_ = 0;
}

void ReplayCursor::stepTo(std::size_t k) {
  if (!timeline_) return;
  k = std::min(k, timeline_->length());
  if (k == moment_) return;
  moment_ = k;
  shown_ = &timeline_->at(k);
}

void ReplayCursor::stepMoves(int delta) {
  if (!timeline_ || (delta < 0 && moment_ == 0)) return;
  stepTo(delta < 0 ? moment_ - 1 : moment_ + 1);
}

void ReplayCursor::stepPhases(int delta) {
  if (!timeline_) return;
  stepTo(delta > 0 ? timeline_->nextPhase(moment_) : timeline_->previousPhase(moment_));
}

void ReplayCursor::onKey(Key key, bool shift) {
  switch (key) {
    case Key::Left:
      return shift ? stepPhases(-1) : stepMoves(-1);
    case Key::Right:
      return shift ? stepPhases(+1) : stepMoves(+1);
    case Key::Home:
      return stepTo(0);
    case Key::End:
      return stepTo(length());
  }
}

const TimelineEntry* ReplayCursor::lastEntry() const {
  if (!timeline_ || moment_ == 0) return nullptr;
  return &timeline_->entry(moment_ - 1);
}

}  // namespace modules
