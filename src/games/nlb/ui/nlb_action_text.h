// The words of an NLB Waterloo action, as the replay viewer lists them (issue 14, item 4):
// "{unit} moves to {hex}", "{attackers} attack {defenders}: odds 3-1, die 4, Dr", ... in the
// player's language (assets/i18n, nlb.log.*). `before`: the game the action was taken in;
// `outcome`: its die and result, if it rolled one.
#pragma once

#include <string>
#include <vector>

#include "core/game_module.h"
#include "games/nlb/game.h"

namespace nlb::ui {

std::string describeAction(const Game& before, const Action& a, const core::AnyOutcome* outcome);
// The hexes of an action, circled by the replay viewer: a move's or retreat's path, where
// its units stand in `after` (the game it led to).
std::vector<int> actionHexes(const Game& after, const Action& a);

}  // namespace nlb::ui
