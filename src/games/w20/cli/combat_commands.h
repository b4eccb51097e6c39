// The combat, morale and rally commands of naw-cli for Waterloo 20 (cli-protocol-w20.md):
// countercharge, declare, resolve, defend, roll, lose, retreat, advance, rally, and the
// refusal of NAW's `attack`. The session (w20 session file) hands each such command here.
// Parsing and printing only: every rule decision is w20::Game's.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/w20/game.h"

namespace w20::cli {

// If w[0] names one of these commands: carries it out on `game`, sets `answer` (the whole
// reply, ending in a newline) and returns true; else returns false and changes nothing.
bool combatCommand(Game& game, const std::vector<std::string_view>& w, std::string& answer);

// A unit by id (`fr-ig`) or marker (`f1`-`f11`, `a1`-`a9`); kNoUnit if neither.
int unitByName(const Game& game, std::string_view name);

// The answer words of an applied combat/rally action (after "ok").
std::string combatOutcomeWords(const Action& a, const Outcome& o);

}  // namespace w20::cli
