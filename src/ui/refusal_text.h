// Refusals as the player reads them. The engine (and play.cpp) word a refusal in English,
// which naw-cli prints as it is (a contract: shared/design/cli-protocol.md); the screen shows
// it in the player's language through the string table's "refusal.*" entries, whose English
// text is the engine's wording with "{a}", "{b}", ... for its variable parts (unit ids,
// hexes, numbers), and whose French text uses the same names.
#pragma once

#include <string>
#include <string_view>

namespace naw::ui {

// `why` in the current language; unchanged when no entry matches it.
std::string refusalText(std::string_view why);
// The "refusal.*" key whose English pattern matches `why` (the most specific one), or "".
std::string refusalKey(std::string_view why);

}  // namespace naw::ui
