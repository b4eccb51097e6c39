#include "games.h"

namespace naw::persist {

namespace {

// Napoleon at Waterloo's Grouchy variant is an option of the standard scenario (Options),
// not a scenario of its own: saves and links made before the envelope carried it that way.
constexpr GameInfo kGames[] = {
    {"naw", kGameNaw, "Napoleon at Waterloo", {"standard"}},
    {"cn", kGameCn, "Computer Napoleonics", {"standard"}},
    {"nlb", kGameNlb, "Waterloo (Napoleon's Last Battles rules)", {"standard"}},
    {"w20", kGameW20, "Waterloo 20", {"standard"}},
};

}  // namespace

const GameInfo* gameByWire(std::uint8_t wire) {
  for (const GameInfo& g : kGames)
    if (g.wire == wire) return &g;
  return nullptr;
}

const GameInfo* gameById(std::string_view id) {
  for (const GameInfo& g : kGames)
    if (g.id == id) return &g;
  return nullptr;
}

std::string_view scenarioName(const GameInfo& game, std::uint8_t scenario) {
  return scenario < game.scenarios.size() ? game.scenarios[scenario] : std::string_view{};
}

int scenarioIndex(const GameInfo& game, std::string_view scenario) {
  for (std::size_t i = 0; i < game.scenarios.size(); ++i)
    if (!game.scenarios[i].empty() && game.scenarios[i] == scenario) return static_cast<int>(i);
  return -1;
}

}  // namespace naw::persist
