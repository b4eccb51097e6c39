// The advanced game's position: a hash over the state's fields and a versioned byte codec
// whose decoder validates untrusted bytes and never aborts or throws.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "games/nlb/state.h"

namespace nlb {

constexpr std::uint8_t kCodecVersion = 2;  // 2: combat flags, emptied hexes, losses owed

std::uint64_t stateHash(const State& s);  // FNV-1a over a canonical field walk
std::vector<std::uint8_t> encode(const State& s);
// nullopt when the bytes are not a valid position of this version.
std::optional<State> decode(const std::vector<std::uint8_t>& bytes);

}  // namespace nlb
