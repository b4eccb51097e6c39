// The replay of a Computer Napoleonics game as the page holds it (CnSession, cn_match.h):
// its timeline (timeline.h) through the shared face, from its seeded set-up (a hot-seat or
// solitaire game) or the position it was opened from. A game by link draws its numbers from
// both players' commitments as it goes, which this does not redo yet: refused.
#pragma once

#include <string>
#include <variant>

#include "cn_match.h"
#include "timeline.h"

namespace modules {

std::variant<std::string, Timeline> cnTimeline(const CnSession& session);

}  // namespace modules
