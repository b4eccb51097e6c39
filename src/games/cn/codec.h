// The position codec and the replay form of a Computer Napoleonics game.
// - encode(state): format version byte (kCodecVersion), then every field of the State in a
//   fixed order, little-endian (the same walk hash() follows).
// - decode(bytes): the state, or an error text; validates every field (ranges, enums, unit
//   squares, attack and move records) and never throws or aborts on any input.
// - A replay is the set-up (seed, solitaire) plus the actions in order; playReplay rebuilds
//   the game, refusing at the first illegal action.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "games/cn/game.h"

namespace cn {

constexpr std::uint8_t kCodecVersion = 1;

// FNV-1a (64-bit) over the canonical field walk: the same on every platform.
std::uint64_t stateHash(const State& s);

std::vector<std::uint8_t> encode(const State& s);
std::variant<std::string, State> decode(const std::vector<std::uint8_t>& bytes);
// The checks decode applies to a state (also usable on hand-built states): empty if valid.
std::string validate(const State& s);

struct Replay {
  std::uint64_t seed = 0;
  bool solitaire = false;
  std::vector<Action> actions;
};
std::vector<std::uint8_t> encodeReplay(const Replay& r);
std::variant<std::string, Replay> decodeReplay(const std::vector<std::uint8_t>& bytes);
// Plays the replay from a fresh game; an error names the first refused action.
std::variant<std::string, Game> playReplay(const Replay& r);

}  // namespace cn
