// What a side may see of the advanced game (R8 view): everything on the map, the casualty
// levels, the occupiers, its own chit and its own reinforcements; not the opponent's chit,
// nor which of the opponent's reinforcements the chit lets in. The computer's choices are a
// function of this view only: its seed is viewSeed(), never Game::hash() (which covers both
// chits), and it never asks the engine about an enemy unit off the map.
#pragma once

#include <cstdint>

#include "games/nlb/game.h"

namespace nlb::ai {

// A hash of the state as `side` sees it: the opponent's chit and the positions of the
// opponent's units off the map (pool or unavailable: the chit decides which) blanked.
std::uint64_t viewSeed(const Game& g, int side);

}  // namespace nlb::ai
