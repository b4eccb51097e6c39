// Computer Napoleonics by link (DICE-MODEL.md, "Computer Napoleonics"): a game as its start
// (a seed, or a position for a game opened from a position link), the dice mode with both
// players' commitments, and the whole action log, in a turn link ("#t=", envelope game 2)
// or a save. The receiver replays every action through cn::Game and derives every 0-9
// number itself: in a game by link the k-th number of player-turn p is drawn from both
// players' hash-chain values of p (persist/commit.h, the chains of Napoleon at Waterloo's
// dice), so a forged number stops the replay and a reveal that does not hash to its
// commitment is refused. Pure: no I/O, no clock, no randomness of its own.
//
//   Hot-seat / vs computer:  s = CnSession::local(seed, solitaire); s.apply(a) ...; s.link()
//   Play by link:            s = CnSession::invite(mySide, entropy); send s.link()
//                            (opponent) s = CnSession::accept(text, entropy); send s.link()
//                            each side: s.receive(text), s.apply(a) on its turn, s.link()
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commit.h"
#include "error.h"
#include "games/cn/game.h"

namespace modules {

namespace persist = naw::persist;

constexpr std::uint8_t kCnMatchBodyVersion = 1;  // body of a CN turn link (envelope game 2)

struct CnMatch {
  bool solitaire = false;  // the computer commands the Allies (C22)
  persist::DiceMode dice = persist::DiceMode::Seeded;
  std::uint64_t seed = 0;          // Seeded mode, game not from a position
  std::optional<cn::State> start;  // a game opened from a position: its first state
  naw::Side sender = naw::Side::French;
  persist::SideRecords sides;  // [French, Allied], Committed mode only
  std::vector<cn::Action> actions;
};

// Player-turn of a state: 2 * (turn - 1) + (Allied phase); the last one when over.
int cnPlayerTurn(const cn::State& s);
// The k-th 0-9 number of player-turn p from both sides' values of p ("CN draw v1").
int cnCommittedNumber(const persist::Value16& french, const persist::Value16& allied,
                      int playerTurn, int k);

// The numbers drawn so far in the player-turn the game is in (k of the next draw).
struct CnDrawCount {
  int playerTurn = -1;
  int k = 0;
};

struct OpenedCnMatch {
  CnMatch match;
  cn::Game game;
  CnDrawCount draws;
};
// Replays a match: commitments checked, every number derived, every action through the
// engine. checkSender: the sender revealed its value of the player-turn the game is in.
persist::Result<OpenedCnMatch> replayCnMatch(const CnMatch& match,
                                             const std::optional<persist::LocalSecret>& mine,
                                             bool checkSender);
// The turn-link text (no "#t=") and its reading. Never throws.
std::string cnMatchText(const CnMatch& match);
persist::Result<OpenedCnMatch> decodeCnMatch(
    std::string_view text, const std::optional<persist::LocalSecret>& mine = std::nullopt);

// Who the computer is in a game against it, as a save records it (registry.h,
// saveCnSession): its side and level (cn::ai::PlayerLevel's value: 0 easy, 1 normal, 2 hard;
// modules does not link the AI).
struct CnComputer {
  cn::Side side = cn::Side::Allied;
  std::uint8_t level = 2;
  bool operator==(const CnComputer& o) const { return side == o.side && level == o.level; }
};

class CnSession {
 public:
  static CnSession local(std::uint64_t seed, bool solitaire);
  static CnSession fromPosition(const cn::State& start);
  static CnSession invite(naw::Side me, const persist::Entropy& entropy);
  static persist::Result<CnSession> accept(std::string_view invitation,
                                           const persist::Entropy& entropy);
  // A turn link with no secret of mine: a hot-seat game (started here as it is), or a game
  // by link watched as it stands (no secret: this browser cannot play in it).
  static persist::Result<CnSession> open(std::string_view link);

  // The opponent's link: verified; it must continue this game (same start and commitments,
  // my log as its prefix, every new action the sender's). On error nothing changes.
  std::optional<persist::Error> receive(std::string_view link);

  // In a game by link: refuses an action that is not mine to take, or a resolution whose
  // number needs the opponent's unrevealed value; otherwise forces the committed number of
  // a resolution into `g` (the game the action is applied to: game() or a copy in step).
  std::optional<cn::Refusal> prepare(cn::Game& g, const cn::Action& a) const;
  cn::ApplyResult apply(const cn::Action& a);

  const cn::Game& game() const { return game_; }
  const CnMatch& match() const { return match_; }
  const std::optional<persist::LocalSecret>& secret() const { return secret_; }
  std::optional<naw::Side> localSide() const {
    return secret_ ? std::optional<naw::Side>(secret_->side) : std::nullopt;
  }
  bool byLink() const { return match_.dice == persist::DiceMode::Committed; }
  bool accepted() const {
    return !byLink() || (match_.sides[0].committed && match_.sides[1].committed);
  }

  // "#t=" + text, revealing my chain value of the player-turn the game is in (once both
  // sides committed).
  std::string link();

  // The record a save holds: the link's body and my secret (keep it local).
  std::vector<std::uint8_t> encodeRecord() const;
  static persist::Result<CnSession> decodeRecord(const std::vector<std::uint8_t>& bytes);

 private:
  explicit CnSession(cn::Game g) : game_(std::move(g)) {}
  // The session of a match replayed (its commitments and log checked), with my secret.
  static persist::Result<CnSession> replayed(CnMatch m,
                                             const std::optional<persist::LocalSecret>& secret);
  void revealDue();
  cn::Game game_;
  CnMatch match_;
  std::optional<persist::LocalSecret> secret_;
  CnDrawCount draws_;
};

}  // namespace modules
