// The replay of a Napoleon at Waterloo game as the page holds it (persist::Session): its
// timeline (timeline.h) from the set-up through every logged action, each attack rolling the
// die its log holds, and "play on from here": a new local game made of the first k actions.
#pragma once

#include <cstddef>
#include <string>
#include <variant>

#include "session.h"
#include "timeline.h"

namespace modules {

// The timeline of `session`'s game. The seeded generator rolls every die it rolled in play;
// an attack whose logged die came from elsewhere (dice committed by both players of a game
// by link, dice forced by a test) rolls its logged die instead. An error text if the game
// has no record from its set-up or its log does not replay.
std::variant<std::string, Timeline> nawTimeline(const naw::persist::Session& session);

// The game on show at a moment of a Napoleon at Waterloo timeline.
const naw::Game& nawAt(Timeline& timeline, std::size_t k);

// A new hot-seat game (seeded dice, the same set-up and seed) holding the first k actions
// of `session`'s log: its save replays exactly to the position at moment k. The session is
// not touched. Refused for a game by link (its dice are the two players' commitments, not a
// seed a new game could roll on), and when a die before k was not the seeded one.
std::variant<BranchRefusal, naw::persist::Session> branchNaw(const naw::persist::Session& session,
                                                             std::size_t k);

}  // namespace modules
