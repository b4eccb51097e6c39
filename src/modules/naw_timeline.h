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

// The timeline of `session`'s game, from its start position (Match::start) or the set-up.
// The seeded generator rolls every die it rolled in play; an attack whose logged die came
// from elsewhere (dice forced by a test) rolls its logged die instead. In a game by link
// every attack rolls its logged die (both players' commitments gave it; the generator never
// rolls, as in play), so each moment is the position the players saw. An error text if the
// game has no record from its start or its log does not replay.
std::variant<std::string, Timeline> nawTimeline(const naw::persist::Session& session);

// The game on show at a moment of a Napoleon at Waterloo timeline.
const naw::Game& nawAt(Timeline& timeline, std::size_t k);

// "Play on from here": a new local game (hot-seat or against the computer; seeded dice) at
// moment k of `session`; the session is not touched.
// - A game on this device: the same set-up and seed (or start position) and the first k
//   actions of its log: its save replays exactly to the position at moment k. Refused when a
//   die before k was not the seeded one (dice forced by a test).
// - A game by link: the position at moment k (each attack its logged die: the one both
//   players' commitments gave), the start of the new game (Session::fromPosition) with its
//   die generator reseeded with `freshSeed` (the page's entropy: a game by link's generator
//   never rolls, so without it every such new game would roll the same dice). Refused
//   (BranchRefusal::ByLink) for a Grouchy game whose opponent's chit this browser does not
//   know yet (R8: secret until revealed, DICE-MODEL.md).
// Refused when the position reached is not `expectedHash` (the timeline's moment k), and
// for a k past the end.
std::variant<BranchRefusal, naw::persist::Session> branchNaw(const naw::persist::Session& session,
                                                             std::size_t k,
                                                             std::uint64_t expectedHash,
                                                             std::uint64_t freshSeed);

}  // namespace modules
