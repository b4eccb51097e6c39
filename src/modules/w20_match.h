// Waterloo 20 by link with fog of war that holds (FOG-MODEL.md, DICE-MODEL.md). A turn link
// ("#t=", envelope game 4) holds the game's public start (seed, options), both players' dice
// chains (persist/commit.h), each side's commitments to the identity under each of its
// markers (w20_fog.h), and the log: actions whose counters are named by marker ("slot"),
// never by identity, and the reveals (marker, unit, salt) of counters turned face up.
//
// Each client replays the log on what it may know: its own counters are true, the enemy's
// face-down ones a hypothesis (an assignment of the enemy's unrevealed counters to its
// unrevealed markers) under which every action so far is legal; revealed markers are pinned
// from the start of the log, so a revealed counter's whole history is replayed with its true
// type. Dice are drawn from both chains ("W20 die v1"), never from the seed. Pure: no I/O.
//
//   s = W20Match::invite(seed, options, mySide, entropy); send s.link()
//   (opponent) s = W20Match::accept(text, entropy);  s.apply(action) ...; send s.link()
//   each side: s.receive(text), s.apply(a) while s.myTurn(), then s.link()
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commit.h"
#include "error.h"
#include "games/w20/game.h"
#include "w20_fog.h"
#include "w20_night.h"

namespace modules::w20link {

// Body versions of a W20 turn link (envelope game 4). Version 1 (links and saves made before):
// the night's end-of-turn dice drawn from the chains as the French player-turn of that turn,
// from k = 0 (its first draws again). Version 2 (written for every new game): each side also
// commits to its night values, and that phase draws from them (w20_night.h).
constexpr std::uint8_t kW20MatchBodyVersion = 2;
constexpr std::uint8_t kW20MatchBodyVersionOldNight = 1;

// One entry of the log, by the side `by`.
struct Entry {
  w20::Side by = w20::Side::French;
  bool reveal = false;
  w20::Action action{};   // !reveal: every unit named by its slot (w20_fog.h)
  std::int8_t slot = -1;  // reveal: the marker's slot, the unit under it and its salt
  std::int8_t unit = -1;
  persist::Value16 salt{};
};

struct W20Link {
  std::uint8_t version = kW20MatchBodyVersion;  // the body version it was read with / is for
  std::uint64_t seed = 0;  // public: the engine's generator is never used for dice here
  w20::Options options;
  w20::Side sender = w20::Side::French;
  persist::SideRecords dice;           // [French, Allied] hash chains
  std::array<bool, 2> fogCommitted{};  // [French, Allied]
  std::array<FogCommits, 2> fog{};
  std::array<NightRecord, 2> night{};  // version 2: [French, Allied], with the fog commitments
  std::vector<Entry> log;
};

std::string encodeLink(const W20Link& link);
persist::Result<W20Link> decodeLink(std::string_view text);

// Player-turn of a state for the chains: 2 * (turn - 1) + (Allied phasing); set-up 0; the
// last one once over.
int playerTurnOf(const w20::State& s);
// The player-turn whose chain values a link must reveal: the game's, or the latest an action
// was applied in when the game went back to an earlier one (the night's end-of-turn phase).
int linkTurnOf(const w20::State& s, int reached);
// The k-th die of player-turn p from both sides' values ("W20 die v1"), 1..6.
int committedDie(const persist::Value16& french, const persist::Value16& allied, int playerTurn,
                 int k);

// A log replayed by one side.
struct Replayed {
  w20::Game game = w20::Game::newGame(0);  // enemy face-down identities: a hypothesis
  std::array<std::int8_t, kSlots> unitOfSlot{};
  std::uint32_t pinned = 0;    // slots of known identity: own, or revealed in the log
  std::uint32_t turnedUp = 0;  // slots turned face up (or removed) at least once
  std::uint32_t revealed = 0;  // slots revealed in the log
  int drawTurn = -1, draws = 0;
  // The latest player-turn an action of the log was applied in. The night's end-of-turn phase
  // counts as the French player-turn again (playerTurnOf), after the Allied one.
  int reached = 0;
  int swaps = 0;   // identities exchanged between hidden counters during the replay
  int night = -1;  // version 2: the latest night whose end-of-turn phase the log reached
};
// Replays as `me` (its fog secret and dice secret): commitments, reveals, turn order, dice;
// a hidden enemy counter whose action its hypothesis refuses takes the identity of another
// hidden counter of its side under which it is legal (revealed counters never change).
// `finished`: the side whose link this is, once it has ended it: every counter of his turned
// face up must then be revealed. `last`: the hypothesis of a replay of a prefix of this log
// (the match's), tried first: when it still holds, one replay instead of a search from the
// start of the log.
persist::Result<Replayed> replayAs(const W20Link& link, const FogSecret& myFog,
                                   const persist::LocalSecret& myDice,
                                   std::optional<w20::Side> finished = std::nullopt,
                                   const std::array<std::int8_t, kSlots>* last = nullptr);

// The log as this side replayed it, for the replay viewer (w20_timeline.h): the set-up under
// the match's hypothesis and each action (reveals left out; units as in game()) with the
// committed dice forced on it.
struct ReplayMoves {
  w20::Game start = w20::Game::newGame(0);
  std::vector<w20::Action> actions;
  std::vector<std::vector<int>> dice;  // per action: the dice forced before it is applied
};

class W20Match {
 public:
  static W20Match invite(std::uint64_t seed, const w20::Options& options, w20::Side mySide,
                         const persist::Entropy& entropy);
  static persist::Result<W20Match> accept(std::string_view text, const persist::Entropy& entropy);
  // Tests: a match with this fog secret instead of the one drawn from the entropy.
  static W20Match inviteWith(std::uint64_t seed, const w20::Options& options,
                             const persist::LocalSecret& dice, const FogSecret& fog);

  // The opponent's link: my log must be its prefix, its new entries the sender's.
  std::optional<persist::Error> receive(std::string_view text);
  // My action (units as in game(): mine true). Refused by the engine, or by the protocol
  // (not my turn; waiting for the opponent's reveals).
  std::optional<persist::Error> apply(const w20::Action& action);
  std::string link();  // reveals my chain value of the player-turn the game is in
  // The committed dice my next action draws (W31 order), for a copy of game() that applies it
  // (the page's screen); empty while a value they need is not revealed yet.
  std::vector<int> nextDice() const;
  // A save's record of the match (w20_link_save.h): the link as it stands, my dice secret (my
  // fog secret is drawn from it) and whether I wait for an answer. Never put in a link.
  persist::Bytes encodeRecord() const;
  static persist::Result<W20Match> decodeRecord(const persist::Bytes& bytes);

  // The log replayed once under the match's hypothesis, action by action (ReplayMoves).
  persist::Result<ReplayMoves> moves() const;

  bool myTurn() const;
  // Waiting for the opponent's link: an answer to my last action, or (version 2) his value of
  // the night whose end-of-turn dice my next action draws.
  bool awaitingAnswer() const { return awaiting_ || awaitingNight(); }
  w20::Side side() const { return fog_.side; }
  const w20::Game& game() const { return r_.game; }
  w20::View view() const { return r_.game.view(fog_.side); }
  const W20Link& record() const { return link_; }
  const Replayed& replayed() const { return r_; }
  const persist::LocalSecret& secret() const { return dice_; }  // mine (my saves hold it)
  bool accepted() const { return link_.fogCommitted[0] && link_.fogCommitted[1]; }

 private:
  void revealMine();  // appends reveals of my turned-up counters (or all, once over)
  bool awaitingNight() const;
  persist::LocalSecret dice_;
  FogSecret fog_;
  W20Link link_;
  Replayed r_;
  bool awaiting_ = false;  // my last action may turn up enemy counters: only they can say
};

}  // namespace modules::w20link
