// A game by turn links on the shared commit-reveal code (persist/commit.h, DICE-MODEL.md),
// for a game given by its traits T (nlb_match.h: NlbLinkTraits). A link holds the game's
// start (a seed, or a position), its variant flag, the dice mode with both players'
// commitments and the whole action log, tagged with the game's wire id (ENVELOPE.md). The
// receiver replays every action through the engine and derives every random number itself:
// in a game by link the k-th number of player-turn p is drawn from both players' chain
// values of p (T::kDrawDomain), so a forged number stops the replay; a reveal that does not
// hash to its commitment, a missing reveal, another game's link or a rewritten log is
// refused and changes nothing. Pure: no I/O, no clock, no randomness of its own.
//
// T provides: Game, State, Action, ApplyResult; kWire, kBodyVersion, kMaxBytes, kDrawDomain,
// kDrawSides, kDrawName ("die"), kDrawAction (what draws it: "attack"); newGame(seed, variant),
// fromState(state), encodeState(state) / decodeState(bytes, state) (an error text or ""),
// variantOf(state), encodeActions(variant, actions) / decodeActions(bytes, actions) (an error text
// or ""), playerTurn(state), draws(action) (the action takes one committed number), force(game,
// number) (0..kDrawSides-1, the next draw), reseed(state, seed) (its generator's state:
// "play on" from a game by link, link_timeline.h), acting(game) (0 French, 1 Allied) and
// sideName(side). kChits: the variant has secret chits (NLB's Grouchy variant, R8); then also
// kChitBodyVersion (the body version of a link whose records carry them), withChits(variant,
// {french, allied}) (the scenario's start with those chits, 1..6), hideChit(game, side) and
// chitsDue(game) (the rules reveal the chits now). In a game by link of that variant each player's
// chit comes from his secret, committed with his chain tip and revealed (with its salt) in his
// first link once chitsDue: until then the receiver replays with every chit consistent with the log
// and keeps none of them (hideChit), as Napoleon at Waterloo's match.h does.
//
//   Hot-seat / vs computer:  s = Session::local(seed, variant); s.apply(a) ...; s.link()
//   Play by link:            s = Session::invite(mySide, entropy); send s.link()
//                            (opponent) s = Session::accept(text, entropy); send s.link()
//                            each side: s.receive(text), s.apply(a) on its turn, s.link()
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "commit.h"
#include "core/refusal.h"
#include "error.h"

namespace modules {

namespace persist = naw::persist;

template <class T>
struct LinkMatch {
  bool variant = false;  // the game's option (NLB: the Grouchy variant)
  persist::DiceMode dice = persist::DiceMode::Seeded;
  std::uint64_t seed = 0;                  // Seeded mode, game not from a position
  std::optional<typename T::State> start;  // a game opened from a position: its first state
  naw::Side sender = naw::Side::French;
  persist::SideRecords sides;  // [French, Allied], Committed mode only
  std::vector<typename T::Action> actions;
};

template <class T>
struct OpenedLink {
  LinkMatch<T> match;
  typename T::Game game;
  persist::DrawCount draws;
};

namespace linkdetail {

inline naw::Side nawSide(int side) { return side == 0 ? naw::Side::French : naw::Side::Allied; }

// The records of this match carry secret chits: a game by link of a variant that has them.
template <class T>
bool chitsOf(const LinkMatch<T>& m) {
  if constexpr (T::kChits)
    return m.variant && m.dice == persist::DiceMode::Committed;
  else
    return false;
}
// The link body version of this match, and the highest one this game reads.
template <class T>
std::uint8_t bodyVersionOf(const LinkMatch<T>& m) {
  if constexpr (T::kChits)
    if (chitsOf(m)) return T::kChitBodyVersion;
  return T::kBodyVersion;
}
template <class T>
constexpr std::uint8_t maxBodyVersion() {
  if constexpr (T::kChits)
    return T::kChitBodyVersion;
  else
    return T::kBodyVersion;
}

// The chits a replay may use, per side: 0 (no chits), mine, the revealed one, or all six
// (hidden: any consistent with the log).
template <class T>
std::array<std::vector<int>, 2> chitCandidates(const LinkMatch<T>& m,
                                               const std::optional<persist::LocalSecret>& mine) {
  std::array<std::vector<int>, 2> out;
  for (std::size_t s = 0; s < 2; ++s) {
    if (!chitsOf(m))
      out[s] = {0};
    else if (mine && static_cast<std::size_t>(mine->side) == s)
      out[s] = {mine->chit()};
    else if (m.sides[s].chit != 0)
      out[s] = {m.sides[s].chit};
    else
      out[s] = {1, 2, 3, 4, 5, 6};
  }
  return out;
}

inline persist::Error illegal(int index, const core::Refusal& r) {
  persist::Error e = persist::makeError(
      persist::ErrorKind::IllegalAction,
      "action " + std::to_string(index + 1) + " is illegal: " + r.rule + ": " + r.why);
  e.actionIndex = index;
  e.refusal = r;
  return e;
}

// Body: [start flag][start position] [variant, committed, sender] [seed | commitments]
// [the action log]. A save's record adds the secret (persist::writeSecret).
template <class T>
void writeBody(persist::BitWriter& w, const LinkMatch<T>& m) {
  w.flag(m.start.has_value());
  if (m.start) persist::writeBlob(w, T::encodeState(*m.start));
  w.flag(m.variant);
  w.flag(m.dice == persist::DiceMode::Committed);
  w.flag(m.sender == naw::Side::Allied);
  if (m.dice == persist::DiceMode::Seeded && !m.start) w.bits(m.seed, 64);
  if (m.dice == persist::DiceMode::Committed) persist::writeCommitments(w, m.sides, chitsOf(m));
  persist::writeBlob(w, T::encodeActions(m.variant, m.actions));
}

template <class T>
std::optional<persist::Error> readBody(persist::BitReader& rd, LinkMatch<T>& m) {
  using persist::ErrorKind;
  const persist::Error truncated = persist::makeError(ErrorKind::Truncated, "truncated turn link");
  bool hasStart, committed, allied;
  if (!rd.flag(hasStart)) return truncated;
  persist::Bytes blob;
  if (hasStart) {
    if (!persist::readBlob(rd, blob, T::kMaxBytes)) return truncated;
    typename T::State s;
    const std::string why = T::decodeState(blob, s);
    if (!why.empty())
      return persist::makeError(ErrorKind::Malformed, "invalid start position: " + why);
    m.start = s;
  }
  if (!rd.flag(m.variant) || !rd.flag(committed) || !rd.flag(allied)) return truncated;
  m.dice = committed ? persist::DiceMode::Committed : persist::DiceMode::Seeded;
  m.sender = allied ? naw::Side::Allied : naw::Side::French;
  if (!committed && !hasStart && !rd.bits(m.seed, 64)) return truncated;
  if (committed)
    if (auto err = persist::readCommitments(rd, m.sides, chitsOf(m))) return err;
  if (m.start && chitsOf(m))
    return persist::makeError(ErrorKind::Malformed,
                              "invalid turn link: a game by link with chits starts from the "
                              "scenario, not from a position");
  if (!persist::readBlob(rd, blob, T::kMaxBytes)) return truncated;
  const std::string why = T::decodeActions(blob, m.actions);
  if (!why.empty()) return persist::makeError(ErrorKind::Malformed, "invalid action log: " + why);
  if (m.start && T::variantOf(*m.start) != m.variant)
    return persist::makeError(ErrorKind::Malformed, "invalid turn link: variant flag");
  return std::nullopt;
}

template <class T>
typename T::Game startGame(const LinkMatch<T>& m, const std::array<int, 2>& chits) {
  if (m.start) return T::fromState(*m.start);
  if constexpr (T::kChits)
    if (chitsOf(m)) return T::withChits(m.variant, chits);
  return T::newGame(m.dice == persist::DiceMode::Seeded ? m.seed : 0, m.variant);
}

// The committed number of a draw about to be made in `g` (k from `draws`).
template <class T>
persist::Result<int> committedNumber(const LinkMatch<T>& m,
                                     const std::optional<persist::LocalSecret>& mine,
                                     const typename T::Game& g, const persist::DrawCount& draws,
                                     const std::string& what) {
  const int p = T::playerTurn(g.state());
  auto values = persist::playerTurnValues(m.sides, mine, p, what);
  if (auto* e = std::get_if<persist::Error>(&values)) return *e;
  const auto& v = std::get<std::array<persist::Value16, 2>>(values);
  return persist::committedDraw(T::kDrawDomain, v[0], v[1], p, draws.next(p), T::kDrawSides);
}

// Applies one action of a replay: in a game by link, a draw takes its committed number
// (the engine's own generator is never read).
template <class T>
std::optional<persist::Error> applyOne(const LinkMatch<T>& m,
                                       const std::optional<persist::LocalSecret>& mine,
                                       typename T::Game& g, persist::DrawCount& draws,
                                       const typename T::Action& a, int index) {
  const bool draw = T::draws(a);
  const int p = T::playerTurn(g.state());
  if (draw && m.dice == persist::DiceMode::Committed) {
    if (auto refusal = g.check(a)) return illegal(index, *refusal);
    auto n = committedNumber(
        m, mine, g, draws,
        std::string("the ") + T::kDrawName + " of action " + std::to_string(index + 1));
    if (auto* e = std::get_if<persist::Error>(&n)) {
      e->actionIndex = index;
      return *e;
    }
    T::force(g, std::get<int>(n));
  }
  const auto r = g.apply(a);
  if (auto* refusal = std::get_if<core::Refusal>(&r)) return illegal(index, *refusal);
  if (draw) draws.count(p);
  return std::nullopt;
}

}  // namespace linkdetail

// Replays a match: commitments checked, every number derived, every action through the
// engine. checkSender: the sender revealed its value of the player-turn the game is in (and
// its chit once the rules reveal the chits). senderFrom: every action from that index on must
// be the sender's to take. With hidden chits each consistent one is tried (the error kept is
// the one that replays furthest); the game returned holds only the chits known here.
template <class T>
persist::Result<OpenedLink<T>> replayLink(const LinkMatch<T>& m,
                                          const std::optional<persist::LocalSecret>& mine,
                                          bool checkSender, std::size_t senderFrom = SIZE_MAX) {
  using persist::ErrorKind;
  try {
    const bool committed = m.dice == persist::DiceMode::Committed;
    if (committed) {
      if (auto err = persist::checkCommitments(m.sides, linkdetail::chitsOf(m), mine)) return *err;
      if (!(m.sides[0].committed && m.sides[1].committed) && !m.actions.empty())
        return persist::makeError(
            ErrorKind::Malformed,
            "moves before both players committed their dice seeds (the game was not accepted)");
    }
    const auto candidates = linkdetail::chitCandidates(m, mine);
    std::optional<persist::Error> best;
    std::optional<OpenedLink<T>> found;
    for (int fc : candidates[0]) {
      for (int ac : candidates[1]) {
        OpenedLink<T> out{m, linkdetail::startGame(m, {fc, ac}), {}};
        std::optional<persist::Error> err;
        for (std::size_t i = 0; i < m.actions.size() && !err; ++i) {
          const int acting = T::acting(out.game);
          if (i >= senderFrom && linkdetail::nawSide(acting) != m.sender) {
            err =
                persist::makeError(ErrorKind::IllegalAction,
                                   "action " + std::to_string(i + 1) + " was the " +
                                       T::sideName(acting) + " player's to take, not the sender's");
            err->actionIndex = static_cast<int>(i);
            break;
          }
          err =
              linkdetail::applyOne(m, mine, out.game, out.draws, m.actions[i], static_cast<int>(i));
        }
        if (!err) {
          found = std::move(out);
          break;
        }
        if (!best || err->actionIndex > best->actionIndex) best = err;
      }
      if (found) break;
    }
    if (!found) return *best;
    OpenedLink<T>& out = *found;
    if constexpr (T::kChits)
      for (int s = 0; s < 2; ++s)
        if (candidates[static_cast<std::size_t>(s)].size() > 1) T::hideChit(out.game, s);
    if (checkSender && committed) {
      if (auto err = persist::checkSenderReveal(m.sides, m.sender, T::playerTurn(out.game.state())))
        return *err;
      if constexpr (T::kChits)
        if (linkdetail::chitsOf(m) && m.sides[static_cast<std::size_t>(m.sender)].chit == 0 &&
            T::chitsDue(out.game))
          return persist::makeError(ErrorKind::MissingReveal,
                                    std::string("the ") + T::sideName(static_cast<int>(m.sender)) +
                                        " player did not reveal the Grouchy chit, due once the "
                                        "rules reveal the chits (R8)");
    }
    return std::move(out);
  } catch (...) {
    return persist::makeError(ErrorKind::Internal, "the game could not be replayed");
  }
}

// The turn-link text (no "#t=") and its reading. Never throws.
template <class T>
std::string linkText(const LinkMatch<T>& m) {
  persist::BitWriter w;
  linkdetail::writeBody(w, m);
  return persist::turnLinkText(T::kWire, linkdetail::bodyVersionOf(m), w.bytes());
}

// The match a turn link carries, read and framed but not replayed (decodeLink replays it).
template <class T>
persist::Result<LinkMatch<T>> readLinkMatch(std::string_view text) {
  try {
    auto body =
        persist::turnLinkBodyUpTo(text, T::kWire, linkdetail::maxBodyVersion<T>(), T::kMaxBytes);
    if (auto* err = std::get_if<persist::Error>(&body)) return *err;
    const persist::VersionedBody& vb = std::get<persist::VersionedBody>(body);
    const persist::Bytes& b = vb.body;
    persist::BitReader rd(b.data(), b.size() * 8);
    LinkMatch<T> m;
    if (auto err = linkdetail::readBody(rd, m)) return *err;
    if (rd.remaining() >= 8)
      return persist::makeError(persist::ErrorKind::Oversized, "turn link has trailing data");
    // (body version 1 never carries chits: a game by link with chits is version 2)
    if (vb.version != linkdetail::bodyVersionOf(m))
      return persist::makeError(persist::ErrorKind::Malformed,
                                "invalid turn link: body version " + std::to_string(vb.version) +
                                    " does not fit its variant and dice mode");
    return m;
  } catch (...) {
    return persist::makeError(persist::ErrorKind::Internal, "the turn link could not be read");
  }
}

template <class T>
persist::Result<OpenedLink<T>> decodeLink(
    std::string_view text, const std::optional<persist::LocalSecret>& mine = std::nullopt,
    std::size_t senderFrom = SIZE_MAX) {
  auto m = readLinkMatch<T>(text);
  if (auto* err = std::get_if<persist::Error>(&m)) return *err;
  return replayLink(std::get<LinkMatch<T>>(m), mine, true, senderFrom);
}

template <class T>
class LinkSession {
 public:
  using Game = typename T::Game;
  using Action = typename T::Action;
  using Match = LinkMatch<T>;

  static LinkSession local(std::uint64_t seed, bool variant) {
    LinkSession s(T::newGame(seed, variant));
    s.match_.variant = variant;
    s.match_.seed = seed;
    return s;
  }
  static LinkSession fromPosition(const typename T::State& start) {
    LinkSession s(T::fromState(start));
    s.match_.variant = T::variantOf(start);
    s.match_.start = start;
    return s;
  }
  // `variant`: a variant with chits (NLB's Grouchy) commits my chit with my chain tip.
  static LinkSession invite(naw::Side me, const persist::Entropy& entropy, bool variant = false) {
    const persist::LocalSecret secret = persist::makeSecret(me, entropy);
    Match m;
    m.variant = variant;
    m.dice = persist::DiceMode::Committed;
    m.sender = me;
    persist::commitSide(m.sides, secret, linkdetail::chitsOf(m));
    // (no action yet: the replay of the scenario's start cannot fail)
    return std::get<LinkSession>(replayed(std::move(m), secret));
  }
  static persist::Result<LinkSession> accept(std::string_view invitation,
                                             const persist::Entropy& entropy) {
    using persist::ErrorKind;
    auto opened = decodeLink<T>(invitation);
    if (auto* err = std::get_if<persist::Error>(&opened)) return *err;
    Match m = std::get<OpenedLink<T>>(opened).match;
    if (m.dice != persist::DiceMode::Committed)
      return persist::makeError(ErrorKind::WrongKind,
                                "this link is not an invitation to play by link");
    const naw::Side me = naw::enemyOf(m.sender);
    if (m.sides[static_cast<std::size_t>(me)].committed || !m.actions.empty())
      return persist::makeError(ErrorKind::WrongKind, "this game has already been accepted");
    const persist::LocalSecret secret = persist::makeSecret(me, entropy);
    persist::commitSide(m.sides, secret, linkdetail::chitsOf(m));
    m.sender = me;
    auto s = replayed(std::move(m), secret);
    if (auto* session = std::get_if<LinkSession>(&s)) session->revealDue();
    return s;
  }
  // A turn link with no secret of mine: a hot-seat game (started here as it is), or a game
  // by link watched as it stands (no secret: this browser cannot play in it).
  static persist::Result<LinkSession> open(std::string_view link) {
    auto opened = decodeLink<T>(link);
    if (auto* err = std::get_if<persist::Error>(&opened)) return *err;
    OpenedLink<T>& o = std::get<OpenedLink<T>>(opened);
    LinkSession s(std::move(o.game));
    s.match_ = std::move(o.match);
    s.draws_ = o.draws;
    return s;
  }

  // The opponent's link: verified; it must continue this game (same start and commitments,
  // my log as its prefix, every new action the sender's). On error nothing changes.
  std::optional<persist::Error> receive(std::string_view text) {
    using persist::ErrorKind;
    using persist::makeError;
    try {
      // Read, checked against this game, then replayed once (every action through the engine).
      auto read = readLinkMatch<T>(text);
      if (auto* err = std::get_if<persist::Error>(&read)) return *err;
      const Match& m = std::get<Match>(read);
      const bool sameStart =
          m.start.has_value() == match_.start.has_value() &&
          (!m.start || T::encodeState(*m.start) == T::encodeState(*match_.start));
      if (m.dice != match_.dice || m.variant != match_.variant || m.seed != match_.seed ||
          !sameStart)
        return makeError(ErrorKind::Commitment, "this link belongs to another game");
      if (auto err = persist::sameCommitments(match_.sides, m.sides)) return err;
      // (compared in the log's wire form: the actions of a game need no operator==)
      if (m.actions.size() < match_.actions.size() ||
          T::encodeActions(false, match_.actions) !=
              T::encodeActions(
                  false, {m.actions.begin(),
                          m.actions.begin() + static_cast<std::ptrdiff_t>(match_.actions.size())}))
        return makeError(ErrorKind::IllegalAction,
                         "this link does not continue this game: it rewrites moves already made");
      if (secret_ && m.sender == secret_->side)
        return makeError(ErrorKind::WrongKind,
                         "this link was sent by this side, not by the opponent");
      // With a secret here, every new action must be the sender's to take.
      auto opened = replayLink<T>(m, secret_, true, secret_ ? match_.actions.size() : SIZE_MAX);
      if (auto* err = std::get_if<persist::Error>(&opened)) return *err;
      OpenedLink<T>& in = std::get<OpenedLink<T>>(opened);
      game_ = std::move(in.game);
      draws_ = in.draws;
      const persist::SideRecords sides = persist::receivedRecords(match_.sides, m.sides, secret_);
      match_ = m;
      match_.sides = sides;
      return std::nullopt;
    } catch (...) {
      return makeError(ErrorKind::Internal, "the link could not be read");
    }
  }

  // In a game by link: refuses an action that is not mine to take, or a draw whose number
  // needs the opponent's unrevealed value; otherwise forces the committed number of a draw
  // into `g` (the game the action is applied to: game() or a copy).
  std::optional<core::Refusal> prepare(Game& g, const Action& a) const {
    if (!byLink()) return std::nullopt;
    if (!accepted()) return core::Refusal{"link", "the opponent has not accepted the game yet"};
    const int acting = T::acting(g);
    if (secret_ && linkdetail::nawSide(acting) != secret_->side)
      return core::Refusal{"link", std::string("it is the ") + T::sideName(acting) +
                                       " player's decision: send the link"};
    if (!T::draws(a) || g.over()) return std::nullopt;
    if (auto refusal = g.check(a)) return refusal;
    auto n = linkdetail::committedNumber(match_, secret_, g, draws_,
                                         std::string("this ") + T::kDrawAction);
    if (std::holds_alternative<persist::Error>(n))
      return core::Refusal{"link",
                           "the opponent's dice seed for this player-turn has not been revealed: "
                           "wait for the opponent's link"};
    T::force(g, std::get<int>(n));
    return std::nullopt;
  }
  typename T::ApplyResult apply(const Action& a) {
    if (auto refusal = prepare(game_, a)) return *refusal;
    const int p = T::playerTurn(game_.state());
    auto r = game_.apply(a);
    if (!std::holds_alternative<core::Refusal>(r)) {
      match_.actions.push_back(a);
      if (T::draws(a)) draws_.count(p);
    }
    return r;
  }

  const Game& game() const { return game_; }
  const Match& match() const { return match_; }
  const std::optional<persist::LocalSecret>& secret() const { return secret_; }
  std::optional<naw::Side> localSide() const {
    return secret_ ? std::optional<naw::Side>(secret_->side) : std::nullopt;
  }
  bool byLink() const { return match_.dice == persist::DiceMode::Committed; }
  bool accepted() const {
    return !byLink() || (match_.sides[0].committed && match_.sides[1].committed);
  }
  // By link: it is the other player's decision (send the link and wait for theirs).
  bool opponentActs() const {
    return secret_ && !game_.over() && linkdetail::nawSide(T::acting(game_)) != secret_->side;
  }

  // "#t=" + text, revealing my chain value of the player-turn the game is in (once both
  // sides committed).
  std::string link() {
    if (secret_) {
      revealDue();
      match_.sender = secret_->side;
    } else {
      match_.sender = linkdetail::nawSide(T::acting(game_));
    }
    return "#t=" + linkText(match_);
  }

  // The record a save holds: the link's body and my secret (keep it local).
  persist::Bytes encodeRecord() const {
    persist::BitWriter w;
    linkdetail::writeBody(w, match_);
    persist::writeSecret(w, secret_);
    return w.bytes();
  }
  static persist::Result<LinkSession> decodeRecord(const persist::Bytes& bytes) {
    persist::BitReader rd(bytes.data(), bytes.size() * 8);
    Match m;
    if (auto err = linkdetail::readBody(rd, m)) return *err;
    std::optional<persist::LocalSecret> secret;
    if (auto err = persist::readSecret(rd, secret)) return *err;
    if (rd.remaining() >= 8)
      return persist::makeError(persist::ErrorKind::Oversized, "save has trailing data");
    return replayed(std::move(m), secret);
  }

 private:
  explicit LinkSession(Game g) : game_(std::move(g)) {}
  // The session of a match replayed (its commitments and log checked), with my secret.
  static persist::Result<LinkSession> replayed(Match m,
                                               const std::optional<persist::LocalSecret>& secret) {
    auto opened = replayLink<T>(m, secret, false);
    if (auto* err = std::get_if<persist::Error>(&opened)) return *err;
    OpenedLink<T>& o = std::get<OpenedLink<T>>(opened);
    LinkSession s(std::move(o.game));
    s.match_ = std::move(m);
    s.secret_ = secret;
    s.draws_ = o.draws;
    return s;
  }
  void revealDue() {
    if (secret_ && accepted())
      persist::revealUpTo(match_.sides, *secret_, T::playerTurn(game_.state()));
    if constexpr (T::kChits)
      if (secret_ && linkdetail::chitsOf(match_) && T::chitsDue(game_)) {
        persist::SideRecord& r = match_.sides[static_cast<std::size_t>(secret_->side)];
        r.chit = secret_->chit();
        r.chitSalt = secret_->chitSalt();
      }
  }
  Game game_;
  Match match_;
  std::optional<persist::LocalSecret> secret_;
  persist::DrawCount draws_;
};

// Applies a local game's actions to a session (an old save's record): the first refused,
// as an IllegalAction naming it.
template <class Session, class Action>
std::optional<persist::Error> replayInto(Session& session, const std::vector<Action>& actions) {
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const auto applied = session.apply(actions[i]);
    if (const auto* refusal = std::get_if<core::Refusal>(&applied)) {
      persist::Error e =
          persist::makeError(persist::ErrorKind::IllegalAction,
                             "the saved game does not replay: action " + std::to_string(i + 1) +
                                 ": " + refusal->rule + ": " + refusal->why);
      e.actionIndex = static_cast<int>(i);
      return e;
    }
  }
  return std::nullopt;
}

}  // namespace modules
