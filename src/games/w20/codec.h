// The position codec and the replay form of a Waterloo 20 game.
// - encode(state): format version byte (kCodecVersion), then every field of the State in a
//   fixed order, little-endian (the same walk stateHash() follows).
// - decode(bytes): the state, or an error text; validates every field (ranges, enums, unit
//   hexes, combats) and never throws or aborts on any input.
// - A replay is the set-up (seed, options) plus the actions in order; playReplay rebuilds
//   the game, refusing at the first illegal action. A game played on from a moment of a game
//   by link (issue 14, item 4) starts from that moment's position instead: its record is
//   [kReplayFromPositionVersion][position length, 4 bytes][encode(start)] then the record of
//   its own actions as above (seed: its computer's; the position holds the generator).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "games/w20/game.h"

namespace w20 {

constexpr std::uint8_t kCodecVersion = 1;
constexpr std::uint8_t kReplayFromPositionVersion = 2;  // a record with a start position

std::uint64_t stateHash(const State& s);  // FNV-1a over the field walk, every platform alike

std::vector<std::uint8_t> encode(const State& s);
std::variant<std::string, State> decode(const std::vector<std::uint8_t>& bytes);
std::string validate(const State& s);  // empty if valid

struct Replay {
  std::uint64_t seed = 0;
  Options options;
  std::vector<Action> actions;
  std::optional<State> start;  // none: the set-up of (seed, options)
};
Game startOf(const Replay& r);  // the game before the record's first action
std::vector<std::uint8_t> encodeReplay(const Replay& r);
std::variant<std::string, Replay> decodeReplay(const std::vector<std::uint8_t>& bytes);
std::variant<std::string, Game> playReplay(const Replay& r);

}  // namespace w20
