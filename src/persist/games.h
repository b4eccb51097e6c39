// The games a save or link can name (ENVELOPE.md): each has a text id ("naw", "cn", ...) for
// people and code, and a one-byte wire id for the envelope. Wire ids and scenario indices
// never change meaning once a build has written them; add, never renumber.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace naw::persist {

struct GameInfo {
  std::string_view id;     // "naw", "cn", "nlb", "w20"
  std::uint8_t wire = 0;   // in every game-named envelope
  std::string_view title;  // for messages: "Napoleon at Waterloo"
  // Scenario names by index (the envelope's scenario byte); empty past the last.
  std::array<std::string_view, 4> scenarios{};
};

constexpr std::uint8_t kGameNaw = 1;
constexpr std::uint8_t kGameCn = 2;
constexpr std::uint8_t kGameNlb = 3;
constexpr std::uint8_t kGameW20 = 4;

// nullptr for an id / wire id this build does not know.
const GameInfo* gameByWire(std::uint8_t wire);
const GameInfo* gameById(std::string_view id);
// The scenario's name, or "" when the game has no scenario of that index.
std::string_view scenarioName(const GameInfo& game, std::uint8_t scenario);
// Its index, or -1.
int scenarioIndex(const GameInfo& game, std::string_view scenario);

}  // namespace naw::persist
