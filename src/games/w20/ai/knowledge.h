// What one side knows of a Waterloo 20 position (rule 15, ruling W29), as a Game the
// computer may search: the real position with everything that side may not see replaced by
// values that depend on its view alone.
// - Each face-down enemy counter on the map keeps its hex, marker, Routed marker and flags
//   (all public) but gets a canonical identity: the enemy units whose identity is hidden
//   (face down on the map or off it) are sorted by their public arrival turn then id, and
//   the first ones are dealt to the face-down counters in marker order; the rest wait off
//   the map with the enemy markers not seen.
// - The seed and the dice generator are replaced by a hash of the view (the computer must
//   not foresee the dice).
// Two positions that differ only in what `side` may not see give the same believed game.
#pragma once

#include <cstdint>

#include "games/w20/game.h"

namespace w20::ai {

Game beliefGame(const Game& real, Side side);

// An action chosen on the believed game, for the real one: enemy units named by the hex of
// their counter (a player names a face-down counter by its marker, which stands on that hex).
Action toRealAction(const Game& belief, const Game& real, const Action& a);

// A face-down enemy counter as `side` knows it: the mean printed strength of the hidden enemy
// units that may be on the map (a dummy counting 0) and the chance that it is a real unit.
struct HiddenMean {
  double strength = 2.0, real = 1.0;
};
HiddenMean hiddenMean(const Game& belief, Side side);

}  // namespace w20::ai
