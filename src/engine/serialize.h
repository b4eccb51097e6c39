// Saves, replays and the state hash: a compact, versioned, hand-written little-endian
// binary format (identical bytes on native and wasm). Loading validates every field and
// returns an error text for malformed input; it never throws or aborts.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "action.h"
#include "game.h"
#include "state.h"

namespace naw {

constexpr std::uint8_t kSaveFormatVersion = 1;

std::vector<std::uint8_t> saveState(const GameState& state);
std::variant<std::string, GameState> loadState(const Rules& rules, const std::vector<std::uint8_t>& bytes);
// 64-bit FNV-1a of saveState(): stable across platforms and builds.
std::uint64_t stateHash(const GameState& state);

// A game as set-up + actions: replaying rebuilds it exactly (R7a: the only randomness is
// the seeded die inside the state).
struct Replay {
  std::uint64_t seed = 0;
  Options options;
  std::vector<Action> actions;
};
std::vector<std::uint8_t> saveReplay(const Replay& replay);
std::variant<std::string, Replay> loadReplay(const Rules& rules, const std::vector<std::uint8_t>& bytes);
// Plays a replay on the given rules; the first refused action ends it with that refusal.
std::variant<Refusal, Game> playReplay(std::shared_ptr<const Rules> rules, const Replay& replay);

}  // namespace naw
