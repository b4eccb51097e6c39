// Plain words for an action of the standard game, in the player's language: the log, the
// computer's moves, the replay and the text layer (text_layer.h) say an action alike.
#pragma once

#include <string>

#include "game.h"

namespace naw::ui {

// Plain words for an action, e.g. "Gren Gd moves to 1416" (outcome: the odds, die and result).
std::string describeAction(const Game& game, const Action& action,
                           const Outcome* outcome = nullptr);

}  // namespace naw::ui
