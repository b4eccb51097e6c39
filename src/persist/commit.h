// Commit-reveal randomness for play by link, shared by every game's turn links
// (DICE-MODEL.md): each player's secret root, its SHA-256 hash chain (one value per
// player-turn, the tip published as the commitment), the published records of both sides,
// their check and their wire form, and the unbiased draw of a number from both players'
// values of a player-turn. Napoleon at Waterloo's dice (match.h) and Computer Napoleonics'
// 0-9 numbers (src/modules/cn_match.h) are drawn from the same chains.
//
// Pure: no I/O, no clock, no randomness of its own (entropy comes in).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "error.h"
#include "primitives.h"
#include "units.h"

namespace naw::persist {

// One chain value per player-turn: 10 turns x 2 sides = 20 in Napoleon at Waterloo's
// standard scenario (Scenario::playerTurns()) and in Computer Napoleonics (C5).
int chainLength();

using Value16 = std::array<std::uint8_t, 16>;
using Entropy = std::array<std::uint8_t, 32>;  // from crypto.getRandomValues in the browser

enum class DiceMode : std::uint8_t {
  Seeded = 0,     // the engine's seeded generator: hot-seat, vs AI, demos. Predictable by
                  // anyone holding the link; never use it between players who may cheat.
  Committed = 1,  // commit-reveal hash chains of both players (play by link)
};

// A player's secret: kept in that player's browser (its saves), never put in a link.
// `side` is the player's side by index: 0 French, 1 Allied (in every game).
struct LocalSecret {
  Side side = Side::French;
  Entropy root{};
  int chit() const;  // 9.0: this player's Grouchy chit, 1..6, drawn from root
  Value16 chitSalt() const;
  Value16 chainValue(int playerTurn) const;  // value for player-turn p (0..19)
  Value16 chainTip() const;
};
LocalSecret makeSecret(Side side, const Entropy& entropy);

// What one side has published.
struct SideRecord {
  bool committed = false;
  Value16 chainTip{};     // H^20 of the first value: commits every player-turn value
  Value16 chitCommit{};   // Grouchy only: H(domain, salt, chit)
  int revealedTurn = -1;  // highest player-turn whose chain value is revealed (-1 none)
  Value16 revealed{};     // that value (earlier ones follow by hashing)
  int chit = 0;           // revealed chit 1..6, 0 while hidden
  Value16 chitSalt{};
};
using SideRecords = std::array<SideRecord, 2>;  // [French, Allied]

// Value of player-turn p from a later revealed one (hashing forward), nullopt if not revealed.
std::optional<Value16> chainValueFor(const SideRecord& side, int playerTurn);
Value16 chitCommitment(int chit, const Value16& salt);

// A number 0..sides-1 from both sides' values of player-turn p, for the k-th draw of that
// player-turn: the first byte b < 256 - 256 % sides of SHA-256(domain || french || allied ||
// p || k (2 bytes LE) || round) as b % sides (unbiased; round 1, 2, ... if no byte fits).
int committedDraw(std::string_view domain, const Value16& french, const Value16& allied,
                  int playerTurn, int k, int sides);

// Both values of player-turn p: mine from my secret, the other from what it revealed.
// MissingReveal (naming `what`, e.g. "the die of action 12") when one is not revealed.
Result<std::array<Value16, 2>> playerTurnValues(const SideRecords& sides,
                                                const std::optional<LocalSecret>& mine,
                                                int playerTurn, const std::string& what);

// The published records are consistent: reveals hash to their commitments, nothing revealed
// without a commitment, and my own side's commitments are mine. `chits`: the game commits
// Grouchy chits too (Napoleon at Waterloo's Grouchy variant).
std::optional<Error> checkCommitments(const SideRecords& sides, bool chits,
                                      const std::optional<LocalSecret>& mine);
// The sender of a text revealed its chain value of the player-turn the game is in (once
// both sides committed).
std::optional<Error> checkSenderReveal(const SideRecords& sides, Side sender, int playerTurn);

// The records on the wire: per side a commitment flag, its tip (and chit commitment), the
// revealed player-turn + 1 (below chainLength() + 1) and value (and the chit and salt).
void writeCommitments(BitWriter& w, const SideRecords& sides, bool chits);
std::optional<Error> readCommitments(BitReader& rd, SideRecords& sides, bool chits);

// A received text continues my game: every side committed here is committed there with the
// same tip and chit commitment (Commitment error otherwise).
std::optional<Error> sameCommitments(const SideRecords& known, const SideRecords& received);
// The records after receiving a text: the sender's as received, mine as I know them.
SideRecords receivedRecords(const SideRecords& known, const SideRecords& received,
                            const std::optional<LocalSecret>& mine);

// Commits `side` with `secret` (a new invitation or an acceptance).
void commitSide(SideRecords& sides, const LocalSecret& secret, bool chits);
// Reveals my chain value of player-turn p (no-op if already revealed that far).
void revealUpTo(SideRecords& sides, const LocalSecret& secret, int playerTurn);

// ---------------------------------------------------------------------------------------
// The pieces every game's turn link and session save share (Computer Napoleonics,
// src/modules/cn_match.h; NLB Waterloo, src/modules/link_session.h).

// The committed draws made so far in the player-turn a game is in: k of the next draw.
struct DrawCount {
  int playerTurn = -1;
  int k = 0;
  int next(int p) const { return playerTurn == p ? k : 0; }
  void count(int p) {
    if (playerTurn != p) playerTurn = p, k = 0;
    ++k;
  }
};

// A byte string behind its varint length (a start position, an action log) in a link body;
// readBlob refuses a length over maxBytes or over what is left.
void writeBlob(BitWriter& w, const Bytes& b);
bool readBlob(BitReader& rd, Bytes& b, std::uint64_t maxBytes);

// A session save's secret: a flag, then the side and the root.
void writeSecret(BitWriter& w, const std::optional<LocalSecret>& secret);
std::optional<Error> readSecret(BitReader& rd, std::optional<LocalSecret>& secret);

// A game's turn-link text (no "#t="): the turn-link envelope tagged with the game's wire id
// (scenario 0) and body version; and the body of such a text (another game's: UnknownGame).
std::string turnLinkText(std::uint8_t game, std::uint8_t bodyVersion, const Bytes& body);
Result<Bytes> turnLinkBody(std::string_view text, std::uint8_t game, std::uint8_t bodyVersion,
                           std::size_t maxBytes);
// The same for a game whose links have body versions 1..maxBodyVersion: the body and its version.
struct VersionedBody {
  std::uint8_t version = 1;
  Bytes body;
};
Result<VersionedBody> turnLinkBodyUpTo(std::string_view text, std::uint8_t game,
                                       std::uint8_t maxBodyVersion, std::size_t maxBytes);

}  // namespace naw::persist
