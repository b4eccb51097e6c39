// The replay of an NLB Waterloo game as the page holds it (NlbSession, nlb_match.h): its
// timeline (link_timeline.h) from its seeded set-up or the position it was opened from; a
// game by link replays each die as it was derived from both players' commitments (refused
// for a Grouchy game by link: its start depends on secret chits). "Play on from here": a new
// local game of its first k actions: modules::branchLink (link_timeline.h).
#pragma once

#include <string>
#include <variant>

#include "nlb_match.h"
#include "timeline.h"

namespace modules {

std::variant<std::string, Timeline> nlbTimeline(const NlbSession& session);

}  // namespace modules
