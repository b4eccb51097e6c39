#include "session.h"

#include <algorithm>

#include "frame.h"
#include "position.h"
#include "serialize.h"

namespace naw::persist {

namespace {

constexpr std::size_t kMaxSaveBytes = 4 * 1024 * 1024;
constexpr std::string_view kSavePrefix = "naw-save:";
constexpr std::size_t kMaxName = 200;

int attacksThisPlayerTurn(const Game& g) {
  const int p = playerTurn(g.state());
  int k = 0;
  for (const LogEntry& e : g.log()) {
    GameState at;
    at.turn = static_cast<std::uint8_t>(e.before.turn);
    at.phase = e.before.phase;
    if (e.action.type == ActionType::Attack && playerTurn(at) == p) ++k;
  }
  return k;
}

}  // namespace

Session Session::local(const Options& options, std::uint64_t seed) {
  Session s(Game::newGame(options, seed));
  s.match_.options = options;
  s.match_.dice = DiceMode::Seeded;
  s.match_.seed = seed;
  return s;
}

Session Session::fromPosition(const GameState& start) {
  Session s(Game::fromState(Rules::standard(), start));
  s.match_.options.grouchy = start.grouchy;
  s.match_.options.frenchChit = start.grouchy ? start.frenchChit : 0;
  s.match_.options.alliedChit = start.grouchy ? start.alliedChit : 0;
  s.match_.dice = DiceMode::Seeded;
  s.match_.seed = start.rng.state;
  s.match_.start = s.game_.state();
  return s;
}

Session Session::atStartOf(const Match& m) {
  return m.start ? fromPosition(*m.start) : local(m.options, m.seed);
}

void reseed(GameState& state, std::uint64_t seed) { state.rng.state = seed; }

Session Session::invite(const Options& options, Side me, const Entropy& entropy) {
  const LocalSecret secret = makeSecret(me, entropy);
  Options o;
  o.grouchy = options.grouchy;
  Session s(Game::newGame(o, 0));
  s.match_.options = o;
  s.match_.dice = DiceMode::Committed;
  s.match_.sender = me;
  commitSide(s.match_.sides, secret, o.grouchy);
  s.secret_ = secret;
  // The game itself starts once accepted (the other chit is unknown until then).
  return s;
}

Result<Session> Session::accept(std::string_view invitation, const Entropy& entropy) {
  auto opened = decodeMatch(invitation);
  if (auto* err = std::get_if<Error>(&opened)) return *err;
  Match m = std::get<OpenedMatch>(opened).match;
  if (m.dice != DiceMode::Committed)
    return makeError(ErrorKind::WrongKind, "this link is not an invitation to play by link");
  const Side me = enemyOf(m.sender);
  if (m.sides[static_cast<std::size_t>(me)].committed || !m.actions.empty())
    return makeError(ErrorKind::WrongKind, "this game has already been accepted");
  const LocalSecret secret = makeSecret(me, entropy);
  commitSide(m.sides, secret, m.options.grouchy);
  m.sender = me;
  auto replayed = replayMatch(m, secret, false);
  if (auto* err = std::get_if<Error>(&replayed)) return *err;
  Session s(std::move(std::get<OpenedMatch>(replayed).game));
  s.engineChits_ = std::get<OpenedMatch>(replayed).engineChits;
  s.match_ = std::move(m);
  s.secret_ = secret;
  s.revealDue();
  return s;
}

std::optional<Error> Session::receive(std::string_view text) {
  try {
    auto opened = decodeMatch(text, secret_);
    if (auto* err = std::get_if<Error>(&opened)) return *err;
    OpenedMatch& in = std::get<OpenedMatch>(opened);
    const Match& m = in.match;
    if (m.dice != match_.dice || m.options.grouchy != match_.options.grouchy ||
        m.seed != match_.seed || m.start.has_value() != match_.start.has_value() ||
        (m.start && saveState(*m.start) != saveState(*match_.start)))
      return makeError(ErrorKind::Commitment, "this link belongs to another game");
    if (auto err = sameCommitments(match_.sides, m.sides)) return err;
    if (m.actions.size() < match_.actions.size() ||
        !std::equal(match_.actions.begin(), match_.actions.end(), m.actions.begin()))
      return makeError(ErrorKind::IllegalAction,
                       "this link does not continue this game: it rewrites moves already made");
    if (secret_) {
      if (m.sender == secret_->side)
        return makeError(ErrorKind::WrongKind,
                         "this link was sent by this side, not by the opponent");
      // Every new action must be the sender's to take.
      for (std::size_t i = match_.actions.size(); i < m.actions.size(); ++i) {
        const LogEntry& e = in.game.log()[i];
        if (e.before.acting != m.sender) {
          Error err =
              makeError(ErrorKind::IllegalAction, "action " + std::to_string(i + 1) + " was the " +
                                                      sideName(e.before.acting) +
                                                      " player's to take, not the sender's");
          err.actionIndex = static_cast<int>(i);
          return err;
        }
      }
    }
    game_ = std::move(in.game);
    engineChits_ = in.engineChits;
    // Keep what I know of my own side; take the sender's record from the link.
    const SideRecords sides = receivedRecords(match_.sides, m.sides, secret_);
    match_ = m;
    match_.sides = sides;
    return std::nullopt;
  } catch (...) {
    return makeError(ErrorKind::Internal, "the link could not be read");
  }
}

ApplyResult Session::apply(const Action& a) {
  if (secret_ && !accepted()) return Refusal{"link", "the opponent has not accepted the game yet"};
  if (secret_ && game_.step().acting != secret_->side)
    return Refusal{"link", std::string("it is the ") + sideName(game_.step().acting) +
                               " player's decision: send the link"};
  if (byLink() && a.type == ActionType::Attack && !game_.over()) {
    if (auto refusal = game_.check(a)) return *refusal;
    const int p = playerTurn(game_.state());
    auto v = playerTurnValues(match_.sides, secret_, p, "this attack's die");
    if (std::holds_alternative<Error>(v))
      return Refusal{"link",
                     "the opponent's dice seed for this player-turn has not been revealed: wait "
                     "for the opponent's link"};
    const auto& values = std::get<std::array<Value16, 2>>(v);
    game_.forceDice({committedDie(values[0], values[1], p, attacksThisPlayerTurn(game_))});
  }
  // Packed against the position before it, as a save holds it (while packed_ is in step).
  BitWriter packed;
  const bool inStep = packedCount_ == match_.actions.size();
  if (inStep) detail::packAction(packed, game_, a);
  ApplyResult r = game_.apply(a);
  if (std::holds_alternative<Outcome>(r)) {
    match_.actions.push_back(a);
    if (inStep) {
      packed_.append(packed);
      ++packedCount_;
    }
  }
  return r;
}

bool Session::repack() const {
  auto packed = detail::packActions(match_, engineChits_, secret_);
  if (std::holds_alternative<Error>(packed)) return false;
  packed_ = std::move(std::get<BitWriter>(packed));
  packedCount_ = match_.actions.size();
  return true;
}

bool Session::forceDiceForTest(const std::vector<int>& dice) {
  if (byLink()) return false;
  game_.forceDice(dice);
  return true;
}

void Session::revealDue() {
  if (!secret_) return;
  SideRecord& r = match_.sides[static_cast<std::size_t>(secret_->side)];
  if (accepted()) revealUpTo(match_.sides, *secret_, playerTurn(game_.state()));
  if (match_.options.grouchy &&
      game_.rules().scenario().chitsRevealed(game_.state().turn, game_.over())) {
    r.chit = secret_->chit();
    r.chitSalt = secret_->chitSalt();
  }
}

Result<std::string> Session::link() {
  if (secret_) {
    revealDue();
    match_.sender = secret_->side;
  }
  auto body = detail::matchBody(match_, engineChits_, secret_);
  if (auto* err = std::get_if<Error>(&body)) return *err;
  return "#t=" + detail::matchText(std::get<Bytes>(body), matchBodyVersion(match_));
}

// ---------------------------------------------------------------------------------------
// Saves

namespace detail {

void writeSaveMeta(BitWriter& w, const SaveMeta& meta) {
  const std::size_t n = std::min(meta.name.size(), kMaxName);
  w.varint(n);
  w.byteString(reinterpret_cast<const std::uint8_t*>(meta.name.data()), n);
  w.bits(meta.createdMs, 64);
  w.bits(meta.updatedMs, 64);
  w.bits(meta.generation, 64);
}

std::optional<Error> readSaveMeta(BitReader& rd, SaveMeta& meta) {
  std::uint64_t n;
  if (!rd.varint(n)) return makeError(ErrorKind::Truncated, "truncated save");
  if (n > kMaxName) return makeError(ErrorKind::Malformed, "invalid save: name too long");
  meta.name.assign(static_cast<std::size_t>(n), '\0');
  if (!rd.byteString(reinterpret_cast<std::uint8_t*>(meta.name.data()), meta.name.size()) ||
      !rd.bits(meta.createdMs, 64) || !rd.bits(meta.updatedMs, 64) || !rd.bits(meta.generation, 64))
    return makeError(ErrorKind::Truncated, "truncated save");
  return std::nullopt;
}

}  // namespace detail

namespace {

void writeMeta(BitWriter& w, const SaveMeta& meta) { detail::writeSaveMeta(w, meta); }
std::optional<Error> readMeta(BitReader& rd, SaveMeta& meta) {
  return detail::readSaveMeta(rd, meta);
}

Result<detail::GameFramed> unframeSave(std::string_view text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
    text.remove_suffix(1);
  if (text.empty()) return makeError(ErrorKind::Empty, "nothing to open");
  if (text.substr(0, kSavePrefix.size()) != kSavePrefix) {
    if (text.find("#t=") != std::string_view::npos || text.find("#p=") != std::string_view::npos)
      return makeError(ErrorKind::WrongKind, "this is a link, not a save");
    return makeError(ErrorKind::Foreign, "not a Napoleon at Waterloo save");
  }
  text.remove_prefix(kSavePrefix.size());
  return detail::unframeGame(text, detail::kMagicSave, {1, 1, kSaveVersion}, kMaxSaveBytes);
}

}  // namespace

std::string Session::save(const SaveMeta& meta) const {
  BitWriter w;
  writeMeta(w, meta);
  w.flag(secret_.has_value());
  if (secret_) {
    w.flag(secret_->side == Side::Allied);
    w.byteString(secret_->root.data(), secret_->root.size());
  }
  w.bits(game_.hash(), 64);
  const bool inStep = packedCount_ == match_.actions.size() || repack();
  auto body = inStep ? detail::matchBodyFromPacked(match_, packed_)
                     : detail::matchBody(match_, engineChits_, secret_);
  const Bytes matchBytes = std::holds_alternative<Bytes>(body) ? std::get<Bytes>(body) : Bytes{};
  w.varint(matchBytes.size());
  w.byteString(matchBytes.data(), matchBytes.size());
  return std::string(kSavePrefix) +
         base64urlEncode(detail::frameGame(
             detail::kMagicSave, kSaveVersion,
             detail::GameTag{kGameNaw, 0, match_.start ? kSaveStartBodyVersion : kSaveBodyVersion},
             w.bytes()));
}

Result<SaveMeta> peekSaveMeta(std::string_view text) {
  try {
    auto framed = unframeSave(text);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const detail::GameFramed& u = std::get<detail::GameFramed>(framed);
    // The game is told even when this build cannot open its saves (the list shows it).
    const GameInfo* game = gameByWire(u.tag.game);
    if (game && game->wire != kGameNaw) {
      SaveMeta meta;
      meta.game = std::string(game->id);
      meta.scenario = std::string(scenarioName(*game, u.tag.scenario));
      BitReader rd(u.body.data(), u.body.size() * 8);
      if (auto err = readMeta(rd, meta)) return *err;
      return meta;
    }
    if (auto err =
            detail::expectGame(u.tag, detail::kMagicSave, kGameNaw, 1, kSaveStartBodyVersion))
      return *err;
    BitReader rd(u.body.data(), u.body.size() * 8);
    SaveMeta meta;
    if (auto err = readMeta(rd, meta)) return *err;
    return meta;
  } catch (...) {
    return makeError(ErrorKind::Internal, "the save could not be read");
  }
}

Result<Session::Loaded> Session::load(std::string_view text) {
  try {
    auto framed = unframeSave(text);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const detail::GameFramed& u = std::get<detail::GameFramed>(framed);
    if (auto err =
            detail::expectGame(u.tag, detail::kMagicSave, kGameNaw, 1, kSaveStartBodyVersion))
      return *err;
    const Bytes& body = u.body;
    BitReader rd(body.data(), body.size() * 8);
    SaveMeta meta;
    if (auto err = readMeta(rd, meta)) return *err;
    const Error truncated = makeError(ErrorKind::Truncated, "truncated save");
    bool hasSecret;
    if (!rd.flag(hasSecret)) return truncated;
    std::optional<LocalSecret> secret;
    if (hasSecret) {
      bool allied;
      LocalSecret s;
      if (!rd.flag(allied) || !rd.byteString(s.root.data(), s.root.size())) return truncated;
      s.side = allied ? Side::Allied : Side::French;
      secret = s;
    }
    std::uint64_t hash, n;
    if (!rd.bits(hash, 64) || !rd.varint(n)) return truncated;
    if (n > rd.remaining() / 8) return truncated;
    Bytes matchBytes(static_cast<std::size_t>(n));
    if (!rd.byteString(matchBytes.data(), matchBytes.size())) return truncated;
    if (rd.remaining() >= 8) return makeError(ErrorKind::Oversized, "save has trailing data");
    auto opened = detail::matchFromBody(
        matchBytes, secret, false,
        u.tag.bodyVersion >= kSaveStartBodyVersion ? kMatchStartBodyVersion : kMatchBodyVersion);
    if (auto* err = std::get_if<Error>(&opened)) return *err;
    OpenedMatch& om = std::get<OpenedMatch>(opened);
    Session s(std::move(om.game));
    s.match_ = std::move(om.match);
    s.engineChits_ = om.engineChits;
    s.secret_ = secret;
    // The position the save was made at, by the hash its body version holds.
    const bool matches =
        (u.tag.bodyVersion >= 2 ? s.game_.hash() : stateHash(s.game_.state())) == hash;
    return Loaded{std::move(s), std::move(meta), matches};
  } catch (...) {
    return makeError(ErrorKind::Internal, "the save could not be read");
  }
}

AutosaveChoice chooseAutosave(std::string_view slot0, std::string_view slot1) {
  AutosaveChoice c;
  const std::string_view slots[2] = {slot0, slot1};
  for (int i = 0; i < 2; ++i) {
    auto loaded = Session::load(slots[i]);
    if (auto* err = std::get_if<Error>(&loaded)) {
      c.errors[static_cast<std::size_t>(i)] = *err;
      continue;
    }
    const std::uint64_t gen = std::get<Session::Loaded>(loaded).meta.generation;
    if (c.latest < 0 || gen > c.generation) c.latest = i, c.generation = gen;
  }
  return c;
}

}  // namespace naw::persist
