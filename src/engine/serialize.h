// Saves, replays and the state hash. A save is 4 magic bytes ("NAWS", replays "NAWR"), the
// format version byte, then the versioned types of cereal_io.h through cereal, in the
// byte archives of byte_archive.h (the bytes of cereal's little-endian portable binary
// archive, which wrote them before: identical on native and wasm, no iostreams). Loading validates
// every field against the rules and returns an error text for malformed input; it never throws or
// aborts (cereal's exceptions are caught inside; counts never size an allocation).
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "action.h"
#include "game.h"
#include "state.h"

namespace naw {

// 2: cereal (version 1, the hand-written format of the first builds, is refused with an
// error that says so: no release wrote it).
constexpr std::uint8_t kSaveFormatVersion = 2;

std::vector<std::uint8_t> saveState(const GameState& state);
std::variant<std::string, GameState> loadState(const Rules& rules,
                                               const std::vector<std::uint8_t>& bytes);
// 64-bit FNV-1a of the bytes saveState() writes (computed without building them): stable
// across platforms; changes with the save format. Saves made before Game::hash() hashed the
// fields (persist save body version 1) hold this one.
std::uint64_t stateHash(const GameState& state);
// Game::hash(): 64-bit FNV-1a over the state's fields (state_hash.cpp), independent of the
// save format; the same on every platform.
std::uint64_t fieldsHash(const GameState& state);

// A game as set-up + actions: replaying rebuilds it exactly (R7a: the only randomness is
// the seeded die inside the state).
struct Replay {
  std::uint64_t seed = 0;
  Options options;
  std::vector<Action> actions;
};
std::vector<std::uint8_t> saveReplay(const Replay& replay);
std::variant<std::string, Replay> loadReplay(const Rules& rules,
                                             const std::vector<std::uint8_t>& bytes);
// Plays a replay on the given rules; the first refused action ends it with that refusal.
std::variant<Refusal, Game> playReplay(std::shared_ptr<const Rules> rules, const Replay& replay);

}  // namespace naw
