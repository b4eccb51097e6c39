// The page's computer driver (pure: no drawing, no clock): what the computer plays now for
// the sides it plays. A decision belongs to the side the engine names for the step
// (modules::nlbStep: the owner of a unit that must retreat, else the phasing side), so in the
// computer's combat phase the human still retreats his own units (N12), and in the human's
// phase the computer retreats its own.
#pragma once

#include <array>
#include <vector>

#include "games/nlb/ai/ai.h"
#include "games/nlb/game.h"

namespace nlb::ui {

// The actions to send now, in order: the computer's phase up to the first decision that is
// not the computer's (or to its end), or the one owed choice of a computer's unit in the
// human's phase. Empty when the game is over or the human decides now.
std::vector<Action> computerActions(const Game& g, const std::array<bool, 2>& computer,
                                    ai::Level level);

}  // namespace nlb::ui
