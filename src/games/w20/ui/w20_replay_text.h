// What the replay viewer of Waterloo 20 shows of each moment (issue 14, item 4) under the
// fog of war (W29): the counters drawn and the moves listed as one side could see them at
// that moment, or every counter once the game is over (fog lifted). Pure (words through
// tr()); the page draws them (src/web/browser_layer_replay.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/w20/game.h"

namespace w20::ui {

// The counters a replay draws of `g`: `viewer`'s View (W29: an enemy face-down counter is
// its marker only); with no viewer (a finished game) every counter with its identity.
View replayView(const Game& g, std::optional<Side> viewer);

// The words of each action of a replay, played from `start` (dice[i] forced before action i
// when given: a game by link's committed dice): "French: move f3 ...: die=4 ...", naw-cli's
// command and its answer (each die and result), every counter `viewer` could not read just
// after it named by its marker, as the text layer words the last action (no viewer: every
// name). headings[i]: its date and phase. Stops at an action the game refuses.
struct ReplayTexts {
  std::vector<std::string> moves, headings;
};
ReplayTexts replayTexts(Game start, const std::vector<Action>& actions,
                        const std::vector<std::vector<int>>& dice, std::optional<Side> viewer);

// A moment's date and phase, as the viewer's heading.
std::string replayStep(const Game& g);

}  // namespace w20::ui
