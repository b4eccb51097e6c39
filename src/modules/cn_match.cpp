#include "cn_match.h"

#include <algorithm>

#include "frame.h"
#include "games/cn/codec.h"
#include "match.h"
#include "position.h"

namespace modules {

using persist::Error;
using persist::ErrorKind;
using persist::makeError;

namespace {

constexpr std::size_t kMaxCnMatchBytes = 256 * 1024;
constexpr std::uint64_t kMaxBlob = 200 * 1024;

naw::Side nawSide(cn::Side s) {
  return s == cn::Side::French ? naw::Side::French : naw::Side::Allied;
}

// ---------------------------------------------------------------------------------------
// Body: [start flag][start position] [solitaire, committed, sender] [seed | commitments]
// [the actions as cn::encodeReplay bytes]. A save's record adds [secret flag][side, root].

void writeBlob(persist::BitWriter& w, const std::vector<std::uint8_t>& b) {
  w.varint(b.size());
  w.byteString(b.data(), b.size());
}

bool readBlob(persist::BitReader& rd, std::vector<std::uint8_t>& b) {
  std::uint64_t n;
  if (!rd.varint(n) || n > kMaxBlob || n > rd.remaining() / 8) return false;
  b.resize(static_cast<std::size_t>(n));
  return rd.byteString(b.data(), b.size());
}

void writeBody(persist::BitWriter& w, const CnMatch& m) {
  w.flag(m.start.has_value());
  if (m.start) writeBlob(w, cn::encode(*m.start));
  w.flag(m.solitaire);
  w.flag(m.dice == persist::DiceMode::Committed);
  w.flag(m.sender == naw::Side::Allied);
  if (m.dice == persist::DiceMode::Seeded && !m.start) w.bits(m.seed, 64);
  if (m.dice == persist::DiceMode::Committed) persist::writeCommitments(w, m.sides, false);
  writeBlob(w, cn::encodeReplay(cn::Replay{0, m.solitaire, m.actions}));
}

std::optional<Error> readBody(persist::BitReader& rd, CnMatch& m) {
  const Error truncated = makeError(ErrorKind::Truncated, "truncated turn link");
  bool hasStart, committed, allied;
  if (!rd.flag(hasStart)) return truncated;
  std::vector<std::uint8_t> blob;
  if (hasStart) {
    if (!readBlob(rd, blob)) return truncated;
    auto state = cn::decode(blob);
    if (auto* e = std::get_if<std::string>(&state))
      return makeError(ErrorKind::Malformed, "invalid start position: " + *e);
    m.start = std::get<cn::State>(state);
  }
  if (!rd.flag(m.solitaire) || !rd.flag(committed) || !rd.flag(allied)) return truncated;
  m.dice = committed ? persist::DiceMode::Committed : persist::DiceMode::Seeded;
  m.sender = allied ? naw::Side::Allied : naw::Side::French;
  if (!committed && !hasStart && !rd.bits(m.seed, 64)) return truncated;
  if (committed)
    if (auto err = persist::readCommitments(rd, m.sides, false)) return err;
  if (!readBlob(rd, blob)) return truncated;
  auto replay = cn::decodeReplay(blob);
  if (auto* e = std::get_if<std::string>(&replay))
    return makeError(ErrorKind::Malformed, "invalid action log: " + *e);
  m.actions = std::move(std::get<cn::Replay>(replay).actions);
  if (m.start && m.start->solitaire != m.solitaire)
    return makeError(ErrorKind::Malformed, "invalid turn link: solitaire flag");
  return std::nullopt;
}

cn::Game startGame(const CnMatch& m) {
  if (m.start) return cn::Game::fromState(*m.start);
  return cn::Game::newGame(m.dice == persist::DiceMode::Seeded ? m.seed : 0, m.solitaire);
}

Error illegal(int index, const cn::Refusal& r) {
  Error e = makeError(ErrorKind::IllegalAction, "action " + std::to_string(index + 1) +
                                                    " is illegal: " + r.rule + ": " + r.why);
  e.actionIndex = index;
  e.refusal = r;
  return e;
}

// The committed number of a resolution about to be applied to `g` (k from `draws`).
persist::Result<int> committedNumber(const CnMatch& m,
                                     const std::optional<persist::LocalSecret>& mine,
                                     const cn::Game& g, const CnDrawCount& draws,
                                     const std::string& what) {
  const int p = cnPlayerTurn(g.state());
  const int k = draws.playerTurn == p ? draws.k : 0;
  auto values = persist::playerTurnValues(m.sides, mine, p, what);
  if (auto* e = std::get_if<Error>(&values)) return *e;
  const auto& v = std::get<std::array<persist::Value16, 2>>(values);
  return cnCommittedNumber(v[0], v[1], p, k);
}

void countDraw(CnDrawCount& draws, int p) {
  if (draws.playerTurn != p) draws = CnDrawCount{p, 0};
  ++draws.k;
}

// Applies one action of a replay: in a game by link, a resolution takes its committed
// number (the engine's own generator is never read).
std::optional<Error> applyOne(const CnMatch& m, const std::optional<persist::LocalSecret>& mine,
                              cn::Game& g, CnDrawCount& draws, const cn::Action& a, int index) {
  const bool draw = a.type == cn::ActionType::Resolve;
  const int p = cnPlayerTurn(g.state());
  if (draw && m.dice == persist::DiceMode::Committed) {
    if (auto refusal = g.check(a)) return illegal(index, *refusal);
    auto n =
        committedNumber(m, mine, g, draws, "the number of action " + std::to_string(index + 1));
    if (auto* e = std::get_if<Error>(&n)) {
      e->actionIndex = index;
      return *e;
    }
    g.forceNumbers({std::get<int>(n)});
  }
  const cn::ApplyResult r = g.apply(a);
  if (auto* refusal = std::get_if<cn::Refusal>(&r)) return illegal(index, *refusal);
  if (draw) countDraw(draws, p);
  return std::nullopt;
}

}  // namespace

int cnPlayerTurn(const cn::State& s) {
  const int last = persist::chainLength() - 1;
  if (s.phase == cn::Phase::GameOver) return last;
  const int p = 2 * (s.turn - 1) + (cn::phasingSide(s.phase) == cn::Side::Allied ? 1 : 0);
  return std::clamp(p, 0, last);
}

int cnCommittedNumber(const persist::Value16& french, const persist::Value16& allied, int p,
                      int k) {
  return persist::committedDraw("CN draw v1", french, allied, p, k, 10);
}

persist::Result<OpenedCnMatch> replayCnMatch(const CnMatch& m,
                                             const std::optional<persist::LocalSecret>& mine,
                                             bool checkSender) {
  try {
    const bool committed = m.dice == persist::DiceMode::Committed;
    if (committed) {
      if (auto err = persist::checkCommitments(m.sides, false, mine)) return *err;
      if (!(m.sides[0].committed && m.sides[1].committed) && !m.actions.empty())
        return makeError(
            ErrorKind::Malformed,
            "moves before both players committed their dice seeds (the game was not accepted)");
    }
    if (m.start) {
      const std::string why = cn::validate(*m.start);
      if (!why.empty()) return makeError(ErrorKind::Malformed, "invalid start position: " + why);
    }
    OpenedCnMatch out{m, startGame(m), {}};
    for (std::size_t i = 0; i < m.actions.size(); ++i)
      if (auto err = applyOne(m, mine, out.game, out.draws, m.actions[i], static_cast<int>(i)))
        return *err;
    if (checkSender && committed)
      if (auto err = persist::checkSenderReveal(m.sides, m.sender, cnPlayerTurn(out.game.state())))
        return *err;
    return out;
  } catch (...) {
    return makeError(ErrorKind::Internal, "the game could not be replayed");
  }
}

std::string cnMatchText(const CnMatch& m) {
  persist::BitWriter w;
  writeBody(w, m);
  return persist::base64urlEncode(persist::detail::frameGame(
      persist::detail::kMagicMatch, persist::kMatchVersion,
      persist::detail::GameTag{persist::kGameCn, 0, kCnMatchBodyVersion}, w.bytes()));
}

persist::Result<OpenedCnMatch> decodeCnMatch(std::string_view text,
                                             const std::optional<persist::LocalSecret>& mine) {
  try {
    auto framed =
        persist::detail::unframeGame(persist::linkPayload(text), persist::detail::kMagicMatch,
                                     {1, 1, persist::kMatchVersion}, kMaxCnMatchBytes);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const auto& u = std::get<persist::detail::GameFramed>(framed);
    if (auto err = persist::detail::expectGame(u.tag, persist::detail::kMagicMatch,
                                               persist::kGameCn, 1, kCnMatchBodyVersion))
      return *err;
    persist::BitReader rd(u.body.data(), u.body.size() * 8);
    CnMatch m;
    if (auto err = readBody(rd, m)) return *err;
    if (rd.remaining() >= 8) return makeError(ErrorKind::Oversized, "turn link has trailing data");
    return replayCnMatch(m, mine, true);
  } catch (...) {
    return makeError(ErrorKind::Internal, "the turn link could not be read");
  }
}

// ---------------------------------------------------------------------------------------
// Session

persist::Result<CnSession> CnSession::replayed(CnMatch m,
                                               const std::optional<persist::LocalSecret>& secret) {
  auto opened = replayCnMatch(m, secret, false);
  if (auto* err = std::get_if<Error>(&opened)) return *err;
  OpenedCnMatch& o = std::get<OpenedCnMatch>(opened);
  CnSession s(std::move(o.game));
  s.match_ = std::move(m);
  s.secret_ = secret;
  s.draws_ = o.draws;
  return s;
}

CnSession CnSession::local(std::uint64_t seed, bool solitaire) {
  CnSession s(cn::Game::newGame(seed, solitaire));
  s.match_.solitaire = solitaire;
  s.match_.seed = seed;
  return s;
}

CnSession CnSession::fromPosition(const cn::State& start) {
  CnSession s(cn::Game::fromState(start));
  s.match_.solitaire = start.solitaire;
  s.match_.start = start;
  return s;
}

CnSession CnSession::invite(naw::Side me, const persist::Entropy& entropy) {
  const persist::LocalSecret secret = persist::makeSecret(me, entropy);
  CnSession s(cn::Game::newGame(0, false));
  s.match_.dice = persist::DiceMode::Committed;
  s.match_.sender = me;
  persist::commitSide(s.match_.sides, secret, false);
  s.secret_ = secret;
  return s;
}

persist::Result<CnSession> CnSession::accept(std::string_view invitation,
                                             const persist::Entropy& entropy) {
  auto opened = decodeCnMatch(invitation);
  if (auto* err = std::get_if<Error>(&opened)) return *err;
  CnMatch m = std::get<OpenedCnMatch>(opened).match;
  if (m.dice != persist::DiceMode::Committed)
    return makeError(ErrorKind::WrongKind, "this link is not an invitation to play by link");
  const naw::Side me = naw::enemyOf(m.sender);
  if (m.sides[static_cast<std::size_t>(me)].committed || !m.actions.empty())
    return makeError(ErrorKind::WrongKind, "this game has already been accepted");
  const persist::LocalSecret secret = persist::makeSecret(me, entropy);
  persist::commitSide(m.sides, secret, false);
  m.sender = me;
  auto s = replayed(std::move(m), secret);
  if (auto* session = std::get_if<CnSession>(&s)) session->revealDue();
  return s;
}

persist::Result<CnSession> CnSession::open(std::string_view link) {
  auto opened = decodeCnMatch(link);
  if (auto* err = std::get_if<Error>(&opened)) return *err;
  OpenedCnMatch& o = std::get<OpenedCnMatch>(opened);
  CnSession s(std::move(o.game));
  s.match_ = std::move(o.match);
  s.draws_ = o.draws;
  return s;
}

std::optional<Error> CnSession::receive(std::string_view text) {
  try {
    auto opened = decodeCnMatch(text, secret_);
    if (auto* err = std::get_if<Error>(&opened)) return *err;
    OpenedCnMatch& in = std::get<OpenedCnMatch>(opened);
    const CnMatch& m = in.match;
    const bool sameStart = m.start.has_value() == match_.start.has_value() &&
                           (!m.start || cn::encode(*m.start) == cn::encode(*match_.start));
    if (m.dice != match_.dice || m.solitaire != match_.solitaire || m.seed != match_.seed ||
        !sameStart)
      return makeError(ErrorKind::Commitment, "this link belongs to another game");
    if (auto err = persist::sameCommitments(match_.sides, m.sides)) return err;
    if (m.actions.size() < match_.actions.size() ||
        !std::equal(match_.actions.begin(), match_.actions.end(), m.actions.begin()))
      return makeError(ErrorKind::IllegalAction,
                       "this link does not continue this game: it rewrites moves already made");
    if (secret_) {
      if (m.sender == secret_->side)
        return makeError(ErrorKind::WrongKind,
                         "this link was sent by this side, not by the opponent");
      // Every new action must be the sender's to take: replay from my position.
      cn::Game g = game_;
      CnDrawCount draws = draws_;
      for (std::size_t i = match_.actions.size(); i < m.actions.size(); ++i) {
        if (nawSide(g.step().acting) != m.sender) {
          Error err =
              makeError(ErrorKind::IllegalAction, "action " + std::to_string(i + 1) + " was the " +
                                                      cn::sideName(g.step().acting) +
                                                      " player's to take, not the sender's");
          err.actionIndex = static_cast<int>(i);
          return err;
        }
        if (auto err = applyOne(m, secret_, g, draws, m.actions[i], static_cast<int>(i)))
          return err;
      }
    }
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

std::optional<cn::Refusal> CnSession::prepare(cn::Game& g, const cn::Action& a) const {
  if (!byLink()) return std::nullopt;
  if (!accepted()) return cn::Refusal{"link", "the opponent has not accepted the game yet"};
  if (secret_ && nawSide(g.step().acting) != secret_->side)
    return cn::Refusal{"link", std::string("it is the ") + cn::sideName(g.step().acting) +
                                   " player's decision: send the link"};
  if (a.type != cn::ActionType::Resolve || g.over()) return std::nullopt;
  if (auto refusal = g.check(a)) return refusal;
  auto n = committedNumber(match_, secret_, g, draws_, "this resolution");
  if (std::holds_alternative<Error>(n))
    return cn::Refusal{"link",
                       "the opponent's dice seed for this player-turn has not been revealed: wait "
                       "for the opponent's link"};
  g.forceNumbers({std::get<int>(n)});
  return std::nullopt;
}

cn::ApplyResult CnSession::apply(const cn::Action& a) {
  if (auto refusal = prepare(game_, a)) return *refusal;
  const int p = cnPlayerTurn(game_.state());
  cn::ApplyResult r = game_.apply(a);
  if (std::holds_alternative<cn::Outcome>(r)) {
    match_.actions.push_back(a);
    if (a.type == cn::ActionType::Resolve) countDraw(draws_, p);
  }
  return r;
}

void CnSession::revealDue() {
  if (secret_ && accepted())
    persist::revealUpTo(match_.sides, *secret_, cnPlayerTurn(game_.state()));
}

std::string CnSession::link() {
  if (secret_) {
    revealDue();
    match_.sender = secret_->side;
  } else {
    match_.sender = nawSide(game_.step().acting);
  }
  return "#t=" + cnMatchText(match_);
}

std::vector<std::uint8_t> CnSession::encodeRecord() const {
  persist::BitWriter w;
  writeBody(w, match_);
  w.flag(secret_.has_value());
  if (secret_) {
    w.flag(secret_->side == naw::Side::Allied);
    w.byteString(secret_->root.data(), secret_->root.size());
  }
  return w.bytes();
}

persist::Result<CnSession> CnSession::decodeRecord(const std::vector<std::uint8_t>& bytes) {
  persist::BitReader rd(bytes.data(), bytes.size() * 8);
  CnMatch m;
  if (auto err = readBody(rd, m)) return *err;
  bool hasSecret = false, allied = false;
  if (!rd.flag(hasSecret)) return makeError(ErrorKind::Truncated, "truncated save");
  std::optional<persist::LocalSecret> secret;
  if (hasSecret) {
    persist::Entropy root{};
    if (!rd.flag(allied) || !rd.byteString(root.data(), root.size()))
      return makeError(ErrorKind::Truncated, "truncated save");
    secret = persist::makeSecret(allied ? naw::Side::Allied : naw::Side::French, root);
  }
  if (rd.remaining() >= 8) return makeError(ErrorKind::Oversized, "save has trailing data");
  return replayed(std::move(m), secret);
}

}  // namespace modules
