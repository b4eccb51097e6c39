// What a side may read of a counter in words (W29): an enemy counter not face up on the map
// (face down, not yet entered, a dummy removed) is named by its marker, never its id. Shared
// by the text layer (w20_text_layer.h) and the replay's moves list (w20_replay_text.h).
#pragma once

#include <optional>
#include <string>

#include "games/w20/game.h"

namespace w20::ui {

std::string markerOf(Side side, int marker);  // "f3", "a7"
// Whether `viewer` does not know what counter `u` of `g` is.
bool hiddenFrom(const Game& g, int u, Side viewer);
// Naw-cli's words with every unit id `viewer` may not read in `g` replaced by its marker.
std::string maskedFor(const Game& g, const std::string& text, Side viewer);

// Counter `u` of `g` in the player's words ("French I Corps (fr-i)"), by its marker when
// `viewer` may not read it ("a3 (face down)"); no viewer: the fog lifted, every name.
std::string nameFor(const Game& g, int u, std::optional<Side> viewer);
// The counters of `mask`, as nameFor names them, or "none".
std::string namesFor(const Game& g, std::uint32_t mask, std::optional<Side> viewer);
// Action `a` of `g` in plain words in the player's language, as `viewer` may read it (W29).
std::string plainWords(const Game& g, const Action& a, std::optional<Side> viewer);
// An applied action's outcome (dice, results, units lost...) in the player's words, as
// `viewer` may read it; empty when it has none to say. (naw-cli says it as key=value words.)
std::string outcomeWords(const Game& g, const Action& a, const Outcome& o,
                         std::optional<Side> viewer);

}  // namespace w20::ui
