// Computer Napoleonics by link (DICE-MODEL.md, "Computer Napoleonics"): a game as its start
// (a seed, or a position for a game opened from a position link), the dice mode with both
// players' commitments, and the whole action log, in a turn link ("#t=", envelope game 2)
// or a save, on the code every game's turn links share (link_session.h). The receiver
// replays every action through cn::Game and derives every 0-9 number itself: in a game by
// link the k-th number of player-turn p is drawn from both players' hash-chain values of p
// ("CN draw v1"), so a forged number stops the replay and a reveal that does not hash to its
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
#include "link_session.h"

namespace modules {

constexpr std::uint8_t kCnMatchBodyVersion = 1;  // body of a CN turn link (envelope game 2)

struct CnLinkTraits {
  using Game = cn::Game;
  using State = cn::State;
  using Action = cn::Action;
  using ApplyResult = cn::ApplyResult;
  static constexpr std::uint8_t kWire = 2;  // persist::kGameCn
  static constexpr std::uint8_t kBodyVersion = kCnMatchBodyVersion;
  static constexpr bool kChits = false;  // C1: no hidden information, no Grouchy chits
  static constexpr std::size_t kMaxBytes = 256 * 1024;
  static constexpr const char* kDrawDomain = "CN draw v1";
  static constexpr int kDrawSides = 10;
  static constexpr const char* kDrawName = "number";
  static constexpr const char* kDrawAction = "resolution";

  // The variant is the solitaire flag (C22: the computer commands the Allies).
  static Game newGame(std::uint64_t seed, bool solitaire) { return Game::newGame(seed, solitaire); }
  static Game fromState(const State& s) { return Game::fromState(s); }
  static persist::Bytes encodeState(const State& s);
  static std::string decodeState(const persist::Bytes& bytes, State& out);
  static bool variantOf(const State& s) { return s.solitaire; }
  static persist::Bytes encodeActions(bool solitaire, const std::vector<Action>& actions);
  static std::string decodeActions(const persist::Bytes& bytes, std::vector<Action>& out);
  // 2 * (turn - 1) + (Allied phase); the last one when over (C5: ten turns).
  static int playerTurn(const State& s);
  static bool draws(const Action& a) { return a.type == cn::ActionType::Resolve; }
  static void force(Game& g, int number) { g.forceNumbers({number}); }
  static void reseed(State& s, std::uint64_t seed) { s.rng = seed; }  // play on (link_timeline.h)
  static int acting(const Game& g) { return g.step().acting == cn::Side::French ? 0 : 1; }
  static const char* sideName(int side) {
    return cn::sideName(side == 0 ? cn::Side::French : cn::Side::Allied);
  }
};

// `variant` is the solitaire flag (the computer commands the Allies, C22).
using CnMatch = LinkMatch<CnLinkTraits>;
using OpenedCnMatch = OpenedLink<CnLinkTraits>;
using CnSession = LinkSession<CnLinkTraits>;
using CnDrawCount = persist::DrawCount;

// Player-turn of a state: 2 * (turn - 1) + (Allied phase); the last one when over.
inline int cnPlayerTurn(const cn::State& s) { return CnLinkTraits::playerTurn(s); }
// The k-th 0-9 number of player-turn p from both sides' values of p ("CN draw v1").
int cnCommittedNumber(const persist::Value16& french, const persist::Value16& allied,
                      int playerTurn, int k);

// Replays a match: commitments checked, every number derived, every action through the
// engine. checkSender: the sender revealed its value of the player-turn the game is in.
inline persist::Result<OpenedCnMatch> replayCnMatch(const CnMatch& match,
                                                    const std::optional<persist::LocalSecret>& mine,
                                                    bool checkSender) {
  return replayLink<CnLinkTraits>(match, mine, checkSender);
}
// The turn-link text (no "#t=") and its reading. Never throws.
inline std::string cnMatchText(const CnMatch& match) { return linkText(match); }
inline persist::Result<OpenedCnMatch> decodeCnMatch(
    std::string_view text, const std::optional<persist::LocalSecret>& mine = std::nullopt) {
  return decodeLink<CnLinkTraits>(text, mine);
}

// Who the computer is in a game against it, as a save records it (registry.h,
// saveCnSession): its side and level (cn::ai::PlayerLevel's value: 0 easy, 1 normal, 2 hard;
// modules does not link the AI).
struct CnComputer {
  cn::Side side = cn::Side::Allied;
  std::uint8_t level = 2;
  bool operator==(const CnComputer& o) const { return side == o.side && level == o.level; }
};

// "Play on from here" (the replay viewer) from a moment of `session`: who the computer is in
// the new game. A solitaire game (C22: its 60-point threshold is the computer commanding the
// Allies) goes on only as one, against the computer on the Allied side, whatever side acts at
// that moment: cnPlayOnAllowed refuses it as a game of two players. Otherwise, against the
// computer it takes the side not acting at the moment; two players: no computer.
bool cnPlayOnAllowed(const CnSession& session, bool againstComputer);
std::optional<CnComputer> cnPlayOnComputer(const CnSession& session, bool againstComputer,
                                           std::uint8_t level);

}  // namespace modules
