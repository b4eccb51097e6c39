// The game modules this build holds, and saves / position links of any of them
// (src/persist/ENVELOPE.md): what the page, the CLI and the tests call when the game is not
// known in advance. Napoleon at Waterloo keeps its own save and link formats (persist::
// Session, the compact position link, POSITION-LINKS.md): these functions route to them.
// Other games: save body = save meta, the game's hash, its record (set-up + actions in its
// replay codec); position body = the game's position codec. Seeded dice only for them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cn_match.h"
#include "core/game_module.h"
#include "error.h"
#include "session.h"

namespace modules {

const std::vector<const core::GameModule*>& allModules();
const core::GameModule* moduleById(std::string_view id);  // nullptr if not in this build
const core::GameModule* moduleByWire(std::uint8_t wire);

// A save record ("naw-save:..."; the prefix is the project's, whatever the game).
naw::persist::Result<std::string> saveGame(const core::AnyGame& game,
                                           const naw::persist::SaveMeta& meta);
// Who the computer plays in a saved Waterloo 20 game: its side (0 French, 1 Allied) and
// level (w20::ai::Level's value; modules does not link the AI).
struct W20Computer {
  int side = 1;
  std::uint8_t level = 4;  // Hard
  bool operator==(const W20Computer& o) const { return side == o.side && level == o.level; }
};
struct LoadedGame {
  std::unique_ptr<core::AnyGame> game;
  naw::persist::SaveMeta meta;  // meta.game: the game's id
  bool stateMatches = true;     // false: this build replays the record to another position
  std::optional<W20Computer> w20Computer;  // W20 body version 2 (version 1: not recorded)
};
naw::persist::Result<LoadedGame> loadGame(std::string_view text);

// Computer Napoleonics saves of a session (cn_match.h: its start, dice mode, commitments,
// actions and this player's secret) and who the computer is (none: hot-seat or by link):
// save body version 3 of game 2. loadCnSession also reads version 2 (the session without
// the computer) and version 1 (seed, solitaire, actions: a local game); theirs is nullopt.
naw::persist::Result<std::string> saveCnSession(
    const CnSession& session, const naw::persist::SaveMeta& meta,
    const std::optional<CnComputer>& computer = std::nullopt);
struct LoadedCnSession {
  CnSession session;
  naw::persist::SaveMeta meta;
  bool stateMatches = true;
  std::optional<CnComputer> computer;  // as saved (versions 1 and 2: not recorded)
};
naw::persist::Result<LoadedCnSession> loadCnSession(std::string_view text);

// Waterloo 20 saves that remember the computer (none: hot-seat): body version 2 of game 4,
// version 1's body (saveGame: the record) then the computer. loadGame reads both versions.
// (Version 1 is also w20::kCodecVersion, the record's codec. The record's first byte tells
// its form: 1 from the set-up, w20::kReplayFromPositionVersion (2) from a start position, a
// game played on from a game by link; a build before it refuses that one as an unknown replay
// format. Body version 3 is a game by link's save, w20_link_save.h.)
constexpr std::uint8_t kW20ComputerSaveVersion = 2;
naw::persist::Result<std::string> saveW20(const core::AnyGame& game,
                                          const naw::persist::SaveMeta& meta,
                                          const std::optional<W20Computer>& computer);

// A save of a game other than Napoleon at Waterloo holding a record of the given body version
// (a session's record: saveCnSession above, saveNlbSession in nlb_match.h), and its reading
// (body versions 1..maxBody of that game).
naw::persist::Result<std::string> saveRecord(const core::GameModule& module,
                                             std::uint8_t bodyVersion,
                                             const naw::persist::SaveMeta& meta, std::uint64_t hash,
                                             const std::vector<std::uint8_t>& record);
struct SavedRecord {
  naw::persist::SaveMeta meta;  // meta.game and meta.scenario filled in
  std::uint64_t hash = 0;
  std::vector<std::uint8_t> record;
  std::uint8_t bodyVersion = 0;
};
naw::persist::Result<SavedRecord> readRecord(std::string_view text, const core::GameModule& module,
                                             std::uint8_t maxBody);

// A position link ("#p=..."), and opening one. Never throws.
naw::persist::Result<std::string> positionLink(const core::AnyGame& game);
naw::persist::Result<std::unique_ptr<core::AnyGame>> openPositionLink(std::string_view text);

}  // namespace modules
