// A complete, legal combat set-up for the phasing side (C12): the contacts between obliged
// attackers and the enemy units next to them form a bipartite graph without isolated units;
// it is split into disjoint stars (one unit with one or more adjacent enemies), each a legal
// attack (many against one: a defender has at most six neighbours; or one against many).
// Used by the random player and the computer opponent. Pure, deterministic for a given rng.
#pragma once

#include <vector>

#include "core/rng.h"
#include "games/cn/game.h"

namespace cn {

// Declarations meeting every obligation not yet met, on units not yet used, in the order to
// declare them; rng != nullptr shuffles the spanning forest (random set-ups).
std::vector<Action> planObligedAttacks(const Game& game, core::Rng* rng);

}  // namespace cn
