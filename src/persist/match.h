// Play by link: a game as set-up + commitments + the whole action log, in a compact,
// versioned, checksummed base64url text ("#t=<text>") that two players pass back and forth
// with no server. The receiver replays every action through naw::Game and refuses a link
// whose log is illegal (the action's index and the engine's Refusal), whose dice do not
// follow from the committed seeds, or whose reveals do not match their commitments.
//
// Dice and hidden chits: see DICE-MODEL.md. In short, each player commits at set-up to a
// 20-link SHA-256 hash chain (one value per player-turn) and to its Grouchy chit (salted
// hash). The die of the k-th attack of player-turn p is SHA-256(domain, French value p,
// Allied value p, p, k): nobody can choose a roll, reopening a link never re-rolls, and a
// player learns the dice of a player-turn only when it starts.
//
// Everything here is pure (no I/O, no clock, no randomness of its own: entropy comes in).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commit.h"
#include "error.h"
#include "game.h"
#include "primitives.h"

namespace naw::persist {

constexpr std::uint8_t kMatchVersion = 2;  // envelope: writes 2 (game-named); reads 1-2
// Napoleon at Waterloo match body: 1, a game from the scenario's set-up (written for every
// such game, so its texts stay what they were); 2, the same with a start position (written
// only for a game played on from a position, Match::start). Reads 1-2.
constexpr std::uint8_t kMatchBodyVersion = 1;
constexpr std::uint8_t kMatchStartBodyVersion = 2;
struct Match {
  Options options;  // grouchy; chits only in Seeded mode (0: drawn from seed)
  DiceMode dice = DiceMode::Seeded;
  std::uint64_t seed = 0;           // Seeded mode only
  Side sender = Side::French;       // who made this text (the protocol checks its reveals)
  std::array<SideRecord, 2> sides;  // [French, Allied], Committed mode only
  std::vector<Action> actions;      // every applied action, in order (take-backs included)
  // Seeded mode only: the position the game starts from (a game played on from a moment of
  // another game, Session::fromPosition), generator state included; nullopt: the scenario's
  // set-up (Game::newGame(options, seed)). With a start, options hold its Grouchy flag and
  // chits, and seed is unused.
  std::optional<GameState> start;
};

// The match body version a match is written with (1, or 2 with a start).
std::uint8_t matchBodyVersion(const Match& match);

// Player-turn index of a state: 2 * (turn - 1) + (Allied phase ? 1 : 0); 19 when over.
int playerTurn(const GameState& s);
// The die (1..6) of the k-th attack of player-turn p from both sides' values for p.
int committedDie(const Value16& french, const Value16& allied, int playerTurn, int k);

// --- Text form. encodeMatch replays the log (it needs the game to pack actions).
Result<std::string> encodeMatch(const Match& match,
                                const std::optional<LocalSecret>& mine = std::nullopt);

struct OpenedMatch {
  Match match;
  Game game;  // the replayed game; with an unknown opponent chit, one consistent
              // with the log (show game.view(mySide) to the player)
  std::array<int, 2> engineChits{};  // chits the replay used ([French, Allied])
};
// Decodes and verifies a turn link: envelope, commitments and reveals, every action and
// die, and what the sender had to reveal. `mine`: the receiver's own secret, if any.
// Never throws. Accepts the bare text or anything ending in "#t=<text>".
Result<OpenedMatch> decodeMatch(std::string_view text,
                                const std::optional<LocalSecret>& mine = std::nullopt);

// Replays a match already in memory (same checks, without the envelope).
Result<OpenedMatch> replayMatch(const Match& match,
                                const std::optional<LocalSecret>& mine = std::nullopt,
                                bool checkSenderReveals = true);

// Binary body shared with saves (no envelope). Internal to naw_persist, exposed for tests.
namespace detail {
Result<Bytes> matchBody(const Match& match, const std::array<int, 2>& chits,
                        const std::optional<LocalSecret>& mine);
// A match body is its header, the action count, then each action packed against the
// position before it. A session packs each action as it is applied (packAction), so that an
// autosave does not replay the whole game (packActions: the replay, after a load or a link);
// matchBodyFromPacked then gives the same bytes as matchBody.
void packAction(BitWriter& w, const Game& before, const Action& a);
Result<BitWriter> packActions(const Match& match, const std::array<int, 2>& chits,
                              const std::optional<LocalSecret>& mine);
Result<Bytes> matchBodyFromPacked(const Match& match, const BitWriter& packedActions);
// The turn-link text ("#t=" not included) of a match body of the given version.
std::string matchText(const Bytes& body, std::uint8_t bodyVersion = kMatchBodyVersion);
Result<OpenedMatch> matchFromBody(const Bytes& body, const std::optional<LocalSecret>& mine,
                                  bool checkSenderReveals,
                                  std::uint8_t bodyVersion = kMatchBodyVersion);
}  // namespace detail

}  // namespace naw::persist
