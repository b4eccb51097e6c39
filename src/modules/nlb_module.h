// Waterloo under Napoleon's Last Battles rules behind core::AnyGame (src/core/game_module.h),
// wire id 3 (src/persist/ENVELOPE.md). Its record (saves) is its own replay codec: the seed,
// the Grouchy variant flag and every action (encodeNlbRecord below); its position link body
// is nlb::encode (src/games/nlb/codec.h). Dice are the state's seeded generator, as CN's.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/game_module.h"
#include "games/nlb/game.h"

namespace modules {

const core::GameModule& nlbModule();

// The step within the phase in the protocol's words ("move", "declare-attack", "retreat",
// "lose", "artillery-retreat", "advance", "game-over") and the side that chooses it: the
// owner of a unit that must retreat or may advance, else the phasing side.
struct NlbStep {
  const char* name = "move";
  int acting = 0;
};
NlbStep nlbStep(const nlb::Game& g);

// A game's record: what replays it from its start (no forced dice).
struct NlbRecord {
  std::uint64_t seed = 0;
  bool grouchy = false;  // N1/R8, chits drawn from the seed
  std::vector<nlb::Action> actions;
};
constexpr std::uint8_t kNlbRecordVersion = 1;
std::vector<std::uint8_t> encodeNlbRecord(const NlbRecord& r);
// An error text for bytes that are not a record (never throws).
std::variant<std::string, NlbRecord> decodeNlbRecord(const std::vector<std::uint8_t>& bytes);
// The game a record replays to, or the error text of the first action refused.
std::variant<std::string, nlb::Game> replayNlb(const NlbRecord& r);

// A game already played (a loaded save, the page's screen) with the record that replays to
// it; a game opened from a position link has an empty record that does not (not saveable).
std::unique_ptr<core::AnyGame> wrapNlb(nlb::Game game, NlbRecord record);
// The adapter's own game, or nullptr for another game's AnyGame.
const nlb::Game* nlbGame(const core::AnyGame& game);
nlb::Game* nlbGame(core::AnyGame& game);
core::AnyAction nlbAction(const nlb::Action& action);  // encoded for AnyGame::apply

}  // namespace modules
