// window.naw in Waterloo 20's terms (hexes CCRR, unit ids of w20-units.csv, phases and
// results in cli-protocol-w20.md's words), for the page's tests and tools. Every answer is
// read from the viewing side's View (W29), as a player would read the board: a face-down
// enemy counter is its hex, side and marker, never its identity.
#pragma once

#include <string>

#include "w20_screen.h"

namespace naw::web {

std::string w20Status(const w20::ui::Screen& s);
// `items`: the named items of the frame as a JSON list.
std::string w20UiState(const w20::ui::Screen& s, const std::string& items);
// The hex of a unit the viewer can name ("" if not on the map or not known to the viewer).
std::string w20UnitHex(const w20::ui::Screen& s, const std::string& id);
// The i-th declaration (or countercharge) the engine lists: own attackers by id, the
// defenders by hex; "" if none.
std::string w20LegalAttack(const w20::ui::Screen& s, int index);

}  // namespace naw::web
