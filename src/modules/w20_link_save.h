// Saves of a Waterloo 20 game played by link (w20_match.h): body version 3 of game 4
// (ENVELOPE.md), the save meta, the game's hash (as this player knows it: the enemy's
// face-down counters are a hypothesis) and the match's record: the link as it stands, this
// player's dice secret, from which its fog secret (markers and salts) is drawn, and whether
// it waits for the opponent's answer. Only this player's browser holds it (FOG-MODEL.md);
// versions 1 and 2 (a local game, registry.h: loadGame) hold no secret.
#pragma once

#include <string>
#include <string_view>

#include "error.h"
#include "session.h"
#include "w20_match.h"

namespace modules {

constexpr std::uint8_t kW20MatchSaveVersion = 3;

naw::persist::Result<std::string> saveW20Match(const w20link::W20Match& match,
                                               const naw::persist::SaveMeta& meta);
struct LoadedW20Match {
  w20link::W20Match match;
  naw::persist::SaveMeta meta;
  bool stateMatches = true;
};
// A save of version 3; another version is refused with WrongKind (loadGame reads it).
naw::persist::Result<LoadedW20Match> loadW20Match(std::string_view text);

}  // namespace modules
