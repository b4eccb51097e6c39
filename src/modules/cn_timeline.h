// The replay of a Computer Napoleonics game as the page holds it (CnSession, cn_match.h):
// its timeline (link_timeline.h) from its seeded set-up or the position it was opened from;
// a game by link replays each number as it was derived from both players' commitments.
// "Play on from here": modules::branchLink (link_timeline.h).
#pragma once

#include <string>
#include <variant>

#include "cn_match.h"
#include "timeline.h"

namespace modules {

std::variant<std::string, Timeline> cnTimeline(const CnSession& session);

}  // namespace modules
