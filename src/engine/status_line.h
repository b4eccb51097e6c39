// The one-line status of a game, as naw-cli's `status` answers it (without `ok `) and as the
// browser's window.naw.status() returns it: one formatter, so the two can never drift.
#pragma once

#include <string>

#include "game.h"

namespace naw {

// "turn=T phase=P french-lost=N allied-lost=N exited=N demoralized=yes|no winner=W"
std::string statusLine(const Game& game);

}  // namespace naw
