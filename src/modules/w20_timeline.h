// The replay of a Waterloo 20 game as the page holds it (issue 14, item 4): its timeline
// (timeline.h) from the set-up through every action, and "play on from here". A game on this
// device (hot-seat, against the computer, a resumed save) replays its record with the seeded
// generator, as its save does; a game by link (w20_match.h) replays its log as this side
// replayed it: the enemy's face-down counters under the match's hypothesis (never shown:
// the viewer draws each moment from this side's View, W29) and each die the one committed by
// both players (night values included, link body version 2; version 1 as it was made).
// What each moment shows of the enemy is the page's business (w20_replay_words.h). Pure.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "games/w20/codec.h"
#include "timeline.h"
#include "w20_match.h"

namespace modules {

// A game replayed: its timeline, and what the viewer words its moves from (w20_replay_text.h).
struct W20Replayed {
  Timeline timeline;
  w20::Game start;                     // the set-up (by link: under the match's hypothesis)
  std::vector<w20::Action> actions;    // units named as the game on screen names them
  std::vector<std::vector<int>> dice;  // by link: the dice forced before each action
};

// The replay of a game played on this device from its record (seed, options, actions).
// An error text when the record does not replay (an action refused).
std::variant<std::string, W20Replayed> w20Timeline(const w20::Replay& record);

// The replay of a game by link, as `match`'s side replayed its log.
std::variant<std::string, W20Replayed> w20MatchTimeline(const w20link::W20Match& match);

// A new record of the first k actions of `record` (same seed and options): its save replays
// to moment k. The original is not touched. Refused past the end, and when the new game does
// not reach `expectedHash` (the timeline's moment k: dice forced by a test are not the seed's).
std::variant<BranchRefusal, w20::Replay> branchW20(const w20::Replay& record, std::size_t k,
                                                   std::uint64_t expectedHash);

// "Play on from here" at moment k of a game by link: a new local record starting from the
// position at k (w20::Replay::start, the moment of w20MatchTimeline) with no action yet, its
// generator reseeded with `freshSeed` (the page's entropy; a game by link's generator never
// rolled, every die was committed by both players) and `freshSeed` as its seed (its computer's).
// Only once the fog is lifted for good (W29): the game is over and every enemy marker was
// revealed in the log; before, the position at k would show the opponent's face-down counters
// (and this side only holds a hypothesis of them): BranchRefusal::Fog. The match is not touched.
std::variant<BranchRefusal, w20::Replay> branchW20Match(const w20link::W20Match& match,
                                                        std::size_t k, std::uint64_t freshSeed);

}  // namespace modules
