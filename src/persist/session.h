// naw::persist::Session: one game as the browser holds it. It owns the naw::Game, the
// record that goes into links and saves (set-up, commitments, action log) and, in a game
// played by link, this player's secret. The web layer calls it and stores/sends its texts:
//
//   Hot-seat / vs AI:  s = Session::local(options, seed);  s.apply(a) ...;  autosave s.save(meta)
//   Play by link:      s = Session::invite(options, mySide, entropy);  send s.link()
//                      (opponent) s = Session::accept(text, entropy);  send s.link()
//                      each side: s.receive(text) on the opponent's link, s.apply(a) on its own
//                      turn, send s.link() whenever s.waitingFor() is the opponent
//   Resume:            s = Session::load(savedText)  (saves keep the secret; links never do)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "game.h"
#include "match.h"

namespace naw::persist {

constexpr std::uint8_t kSaveVersion = 2;  // envelope: writes 2 (game-named); reads 1-2
// Napoleon at Waterloo save body: 2 holds Game::hash() over the state's fields; 1 (still
// read) the hash of the engine's save bytes (serialize.h stateHash). Same layout otherwise.
// 3: as 2, its match a body of version 2 (with a start position, Match::start); written only
// for a game played on from a position, so that every other save stays what it was.
constexpr std::uint8_t kSaveBodyVersion = 2;
constexpr std::uint8_t kSaveStartBodyVersion = 3;

// What the list of saved games shows. Times are whatever the caller passes (Date.now()).
struct SaveMeta {
  std::string name;  // at most 200 bytes kept
  std::uint64_t createdMs = 0;
  std::uint64_t updatedMs = 0;
  std::uint64_t generation = 0;  // autosave counter: the higher valid slot wins
  // Read from the save (peekSaveMeta, load); ignored by save(): the session knows its game.
  std::string game = "naw";  // games.h ids; saves made before saves named a game: "naw"
  std::string scenario = "standard";
};

class Session {
 public:
  static Session local(const Options& options, std::uint64_t seed);
  // A local game (hot-seat / vs AI, seeded dice) that starts from a position: its dice roll
  // from the position's generator state (reseed it first for fresh dice: reseed below). Its
  // saves and links carry the position (Match::start). A Grouchy position must hold both
  // chits (a hidden chit, 0, is refused by the game's saves and links: R8).
  static Session fromPosition(const GameState& start);
  // A local game at the beginning of `match`'s record: from its start position, else the
  // scenario's set-up with its options and seed (fromPosition or local).
  static Session atStartOf(const Match& match);
  static Session invite(const Options& options, Side me, const Entropy& entropy);
  // Accepts an invitation (a turn link with only the other side committed): I take the
  // other side with my own entropy. Then send link().
  static Result<Session> accept(std::string_view invitation, const Entropy& entropy);

  // The opponent's link: verified, and it must continue this game (same commitments, my
  // log as its prefix, every new action taken by the opponent when it was theirs to take).
  // On error the session is unchanged.
  std::optional<Error> receive(std::string_view link);

  // Applies my action (or either side's in hot-seat). In a game by link, refuses an action
  // of the other side, and an attack whose die needs a seed the opponent has not revealed.
  ApplyResult apply(const Action& action);

  const Game& game() const { return game_; }
  const Match& match() const { return match_; }

  // TEST HOOK ONLY (window.naw.forceDice through App::forceDiceForTest, native tests): the
  // next die rolls of a local game, 1..6 each (others are skipped), taken before the seeded
  // generator (Game::forceDice). The record is not told: a game whose dice were forced no
  // longer replays from its save or turn link to the same position. Refused (returns false,
  // nothing queued) in a game by link, whose attacks are decided by the committed dice that
  // apply() queues itself: a forced die would be rolled in their place.
  bool forceDiceForTest(const std::vector<int>& dice);

  // nullopt: hot-seat (both sides here). Else the side this browser plays.
  std::optional<Side> localSide() const {
    return secret_ ? std::optional<Side>(secret_->side) : std::nullopt;
  }
  bool byLink() const { return match_.dice == DiceMode::Committed; }
  // The side whose decision the game waits for (the opponent: time to send a link).
  Side waitingFor() const { return game_.step().acting; }
  bool accepted() const {
    return !byLink() || (match_.sides[0].committed && match_.sides[1].committed);
  }
  // What this player may see (the other side's Grouchy chit hidden, R8).
  GameState visibleState() const { return localSide() ? game_.view(*localSide()) : game_.state(); }

  // The turn link for the opponent ("#t=" + text), revealing what is due now: my dice seed
  // up to the current player-turn (once both sides committed) and, from turn 5 or at the
  // end, my Grouchy chit. In hot-seat: a link that replays the game anywhere.
  Result<std::string> link();

  // A save record (versioned, checksummed; holds my secret: keep it local).
  std::string save(const SaveMeta& meta) const;
  struct Loaded;
  static Result<Loaded> load(std::string_view text);

 private:
  Session(Game g) : game_(std::move(g)) {}
  void revealDue();
  // Makes packed_ hold every action of match_ (one replay); false if the log does not replay.
  bool repack() const;
  Game game_;
  Match match_;
  std::optional<LocalSecret> secret_;
  std::array<int, 2> engineChits_{};
  // The actions of match_ packed as a save holds them (match.h, detail::packAction), kept up
  // to date by apply(): an autosave after every action then costs no replay of the game.
  // packedCount_ != match_.actions.size(): out of step (after a load or a link), repacked
  // by the next save().
  mutable BitWriter packed_;
  mutable std::size_t packedCount_ = 0;
};

// The state's die generator set to `seed` (a position played on with fresh dice: the page's
// entropy). Nothing else changes.
void reseed(GameState& state, std::uint64_t seed);

struct Session::Loaded {
  Session session;
  SaveMeta meta;
  bool stateMatches =
      true;  // false: this build replays the log to another position (rules changed)
};

// Two-slot autosave: given the texts of both slots (empty if none), which one to resume
// (-1: neither is valid) and why the other was refused; write the next autosave to
// 1 - latest (or slot 0) with generation = that one's + 1.
struct AutosaveChoice {
  int latest = -1;
  std::array<std::optional<Error>, 2> errors;
  std::uint64_t generation = 0;  // of the latest
};
AutosaveChoice chooseAutosave(std::string_view slot0, std::string_view slot1);

// Save text without replaying the game: for the list of saved games.
Result<SaveMeta> peekSaveMeta(std::string_view text);

// The save meta every game's save body starts with (ENVELOPE.md); for the saves of other
// game modules (src/modules/registry.cpp).
namespace detail {
void writeSaveMeta(BitWriter& w, const SaveMeta& meta);
std::optional<Error> readSaveMeta(BitReader& rd, SaveMeta& meta);
}  // namespace detail

}  // namespace naw::persist
