// What a side may read of a counter in words (W29): an enemy counter not face up on the map
// (face down, not yet entered, a dummy removed) is named by its marker, never its id. Shared
// by the text layer (w20_text_layer.h) and the replay's moves list (w20_replay_text.h).
#pragma once

#include <string>

#include "games/w20/game.h"

namespace w20::ui {

std::string markerOf(Side side, int marker);  // "f3", "a7"
// Whether `viewer` does not know what counter `u` of `g` is.
bool hiddenFrom(const Game& g, int u, Side viewer);
// Naw-cli's words with every unit id `viewer` may not read in `g` replaced by its marker.
std::string maskedFor(const Game& g, const std::string& text, Side viewer);

}  // namespace w20::ui
