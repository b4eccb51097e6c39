// Waterloo under NLB rules by link (DICE-MODEL.md, "NLB Waterloo"): turn links ("#t=",
// envelope game 3) and session saves on the shared code of link_session.h. In a game by
// link the die of the k-th attack of player-turn p (N11: one die per attack, bombardment
// included) is drawn from both players' chain values of p ("NLB die v1"); the receiver
// replays every action and derives every die itself. Saves (game 3, body version 2) hold
// the session's record and the computer's sides and level (version 1, the seed and the
// actions of a local game, is still read).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "games/nlb/game.h"
#include "link_session.h"
#include "session.h"

namespace modules {

struct NlbLinkTraits {
  using Game = nlb::Game;
  using State = nlb::State;
  using Action = nlb::Action;
  using ApplyResult = nlb::ApplyResult;
  static constexpr std::uint8_t kWire = 3;         // persist::kGameNlb
  static constexpr std::uint8_t kBodyVersion = 1;  // body of an NLB turn link
  // R8 (NAW 9.0): a Grouchy game by link commits and reveals each player's chit; its links are
  // body version 2 (version 1 never carries chits, so every earlier link reads as before).
  static constexpr bool kChits = true;
  static constexpr std::uint8_t kChitBodyVersion = 2;
  static constexpr std::size_t kMaxBytes = 256 * 1024;
  static constexpr const char* kDrawDomain = "NLB die v1";
  static constexpr int kDrawSides = 6;
  static constexpr const char* kDrawName = "die";
  static constexpr const char* kDrawAction = "attack";

  static Game newGame(std::uint64_t seed, bool grouchy);
  static Game fromState(const State& s) { return Game::fromState(s); }
  static Game withChits(bool grouchy, const std::array<int, 2>& chits) {
    return grouchy ? Game::newGrouchyGame(0, chits[0], chits[1]) : Game::newGame(0);
  }
  static void hideChit(Game& g, int side) { g.hideChit(side); }
  static bool chitsDue(const Game& g) { return g.chitsRevealed(); }
  static persist::Bytes encodeState(const State& s);
  static std::string decodeState(const persist::Bytes& bytes, State& out);
  static bool variantOf(const State& s) { return s.grouchy != 0; }
  static persist::Bytes encodeActions(bool grouchy, const std::vector<Action>& actions);
  static std::string decodeActions(const persist::Bytes& bytes, std::vector<Action>& out);
  // 2 * (turn - 1) + (Allied phase): 0..19 (N3: ten turns); the last one once over.
  static int playerTurn(const State& s);
  static bool draws(const Action& a) { return a.type == nlb::ActionType::Attack; }
  static void force(Game& g, int number) { g.forceDice({number + 1}); }
  static void reseed(State& s, std::uint64_t seed) { s.rng.state = seed; }  // play on
  static int acting(const Game& g);  // nlbStep: the owner of a retreating unit, else phasing
  static const char* sideName(int side) { return side == 0 ? "French" : "Allied"; }
};

using NlbMatch = LinkMatch<NlbLinkTraits>;
using OpenedNlbMatch = OpenedLink<NlbLinkTraits>;
using NlbSession = LinkSession<NlbLinkTraits>;

// The die 1..6 of the k-th attack of player-turn p from both sides' values.
int nlbCommittedDie(const persist::Value16& french, const persist::Value16& allied, int playerTurn,
                    int k);

// Who the computer plays in a saved game, and at which level (nlb::ai::Level's value).
struct NlbComputer {
  std::array<bool, 2> sides{};  // [French, Allied]
  int level = 3;                // Normal
};

// A save's record: the session's record (link body + my secret), the computer's sides and
// level.
struct NlbSaved {
  NlbSession session;
  NlbComputer computer;
};
persist::Bytes encodeNlbSaveRecord(const NlbSession& session, const NlbComputer& computer);
// bodyVersion: the save's (2 or 3), which must fit the session it holds.
persist::Result<NlbSaved> decodeNlbSaveRecord(const persist::Bytes& bytes,
                                              std::uint8_t bodyVersion);

constexpr std::uint8_t kNlbSessionSaveVersion = 2;  // game 3's save body holding a session
// The same holding a Grouchy game by link (its records carry the chits' commitments): an
// earlier build, which would misread them, refuses it as made by a newer version.
constexpr std::uint8_t kNlbChitSessionSaveVersion = 3;
// The save body version of a session: 3 for a Grouchy game by link, else 2.
std::uint8_t nlbSessionSaveVersion(const NlbSession& session);
naw::persist::Result<std::string> saveNlbSession(const NlbSession& session,
                                                 const NlbComputer& computer,
                                                 const naw::persist::SaveMeta& meta);
struct LoadedNlbSession {
  NlbSession session;
  NlbComputer computer;
  naw::persist::SaveMeta meta;
  bool stateMatches = true;
};
// Reads body versions 1 (a local game's record: seed, Grouchy, actions; no computer), 2 and 3.
naw::persist::Result<LoadedNlbSession> loadNlbSession(std::string_view text);

}  // namespace modules
