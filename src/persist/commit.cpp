#include "commit.h"

#include <algorithm>
#include <string>

#include "frame.h"
#include "match.h"
#include "position.h"
#include "rules.h"

namespace naw::persist {

namespace {

Value16 first16(const Digest& d) {
  Value16 v;
  std::copy(d.begin(), d.begin() + 16, v.begin());
  return v;
}
Value16 chainStep(const Value16& v) { return first16(sha256(v.data(), v.size())); }

void writeValue(BitWriter& w, const Value16& v) { w.byteString(v.data(), v.size()); }
bool readValue(BitReader& rd, Value16& v) { return rd.byteString(v.data(), v.size()); }

}  // namespace

LocalSecret makeSecret(Side side, const Entropy& entropy) {
  LocalSecret s;
  s.side = side;
  s.root = entropy;
  return s;
}

int LocalSecret::chit() const {
  const Digest d = Sha256().update("NAW chit v1").update(root.data(), root.size()).finish();
  for (std::uint8_t b : d)
    if (b < 252) return 1 + b % 6;
  return 1 + d[0] % 6;  // 2^-256: never
}

Value16 LocalSecret::chitSalt() const {
  return first16(Sha256().update("NAW chit salt v1").update(root.data(), root.size()).finish());
}

int chainLength() {
  static const int n = Rules::standard()->scenario().playerTurns();
  return n;
}

Value16 LocalSecret::chainValue(int p) const {
  Value16 v = first16(Sha256().update("NAW chain v1").update(root.data(), root.size()).finish());
  for (int i = 0; i < chainLength() - 1 - p; ++i) v = chainStep(v);
  return v;
}

Value16 LocalSecret::chainTip() const { return chainStep(chainValue(0)); }

Value16 chitCommitment(int chit, const Value16& salt) {
  return first16(Sha256()
                     .update("NAW chit commit v1")
                     .update(salt.data(), salt.size())
                     .u8(static_cast<std::uint8_t>(chit))
                     .finish());
}

int committedDraw(std::string_view domain, const Value16& french, const Value16& allied, int p,
                  int k, int sides) {
  const int limit = 256 - 256 % sides;  // 252 for a die, 250 for a 0-9 number
  for (std::uint32_t round = 0;; ++round) {
    Sha256 h;
    h.update(domain).update(french.data(), 16).update(allied.data(), 16);
    h.u8(static_cast<std::uint8_t>(p))
        .u8(static_cast<std::uint8_t>(k & 0xff))
        .u8(static_cast<std::uint8_t>(k >> 8));
    h.u8(static_cast<std::uint8_t>(round));
    for (std::uint8_t b : h.finish())
      if (b < limit) return b % sides;
  }
}

std::optional<Value16> chainValueFor(const SideRecord& side, int p) {
  if (side.revealedTurn < 0 || p > side.revealedTurn || p < 0) return std::nullopt;
  Value16 v = side.revealed;
  for (int i = p; i < side.revealedTurn; ++i) v = chainStep(v);
  return v;
}

Result<std::array<Value16, 2>> playerTurnValues(const SideRecords& sides,
                                                const std::optional<LocalSecret>& mine, int p,
                                                const std::string& what) {
  std::array<Value16, 2> values;
  for (int s = 0; s < 2; ++s) {
    std::optional<Value16> v;
    if (mine && mine->side == static_cast<Side>(s))
      v = mine->chainValue(p);
    else
      v = chainValueFor(sides[static_cast<std::size_t>(s)], p);
    if (!v)
      return makeError(ErrorKind::MissingReveal,
                       what + " needs the " + sideName(static_cast<Side>(s)) +
                           " dice seed of player-turn " + std::to_string(p + 1) +
                           ", which has not been revealed");
    values[static_cast<std::size_t>(s)] = *v;
  }
  return values;
}

std::optional<Error> checkCommitments(const SideRecords& sides, bool chits,
                                      const std::optional<LocalSecret>& mine) {
  for (int s = 0; s < 2; ++s) {
    const SideRecord& r = sides[static_cast<std::size_t>(s)];
    const char* name = sideName(static_cast<Side>(s));
    if (!r.committed) {
      if (r.revealedTurn >= 0 || r.chit != 0)
        return makeError(ErrorKind::Malformed,
                         std::string("the ") + name + " side reveals without a commitment");
      continue;
    }
    if (r.revealedTurn >= 0) {
      Value16 v = r.revealed;
      for (int i = 0; i <= r.revealedTurn; ++i) v = chainStep(v);
      if (v != r.chainTip)
        return makeError(ErrorKind::Commitment,
                         std::string("the ") + name + " dice seed of player-turn " +
                             std::to_string(r.revealedTurn + 1) + " does not match its commitment");
    }
    if (r.chit != 0 && chitCommitment(r.chit, r.chitSalt) != r.chitCommit)
      return makeError(ErrorKind::Commitment, std::string("the revealed ") + name +
                                                  " Grouchy chit does not match its commitment");
    if (mine && mine->side == static_cast<Side>(s)) {
      if (r.chainTip != mine->chainTip() ||
          (chits && r.chitCommit != chitCommitment(mine->chit(), mine->chitSalt())))
        return makeError(
            ErrorKind::Commitment,
            std::string("this link's ") + name +
                " commitments are not yours: it belongs to another game or was altered");
    }
  }
  return std::nullopt;
}

std::optional<Error> checkSenderReveal(const SideRecords& sides, Side sender, int p) {
  const SideRecord& r = sides[static_cast<std::size_t>(sender)];
  const char* name = sideName(sender);
  if (!r.committed)
    return makeError(ErrorKind::MissingReveal,
                     std::string("the sender (") + name + ") has no commitment");
  const bool accepted = sides[0].committed && sides[1].committed;
  if (accepted && r.revealedTurn < p)
    return makeError(ErrorKind::MissingReveal, std::string("the ") + name +
                                                   " player did not reveal the dice seed of "
                                                   "player-turn " +
                                                   std::to_string(p + 1));
  return std::nullopt;
}

void writeCommitments(BitWriter& w, const SideRecords& sides, bool chits) {
  for (const SideRecord& r : sides) {
    w.flag(r.committed);
    if (!r.committed) continue;
    writeValue(w, r.chainTip);
    if (chits) writeValue(w, r.chitCommit);
    w.below(static_cast<std::uint32_t>(r.revealedTurn + 1), chainLength() + 1);
    if (r.revealedTurn >= 0) writeValue(w, r.revealed);
    if (chits) {
      w.bits(static_cast<std::uint32_t>(r.chit), 3);
      if (r.chit != 0) writeValue(w, r.chitSalt);
    }
  }
}

std::optional<Error> readCommitments(BitReader& rd, SideRecords& sides, bool chits) {
  const Error truncated = makeError(ErrorKind::Truncated, "truncated turn link");
  for (SideRecord& r : sides) {
    if (!rd.flag(r.committed)) return truncated;
    if (!r.committed) continue;
    if (!readValue(rd, r.chainTip)) return truncated;
    if (chits && !readValue(rd, r.chitCommit)) return truncated;
    std::uint32_t t;
    if (!rd.below(t, chainLength() + 1))
      return makeError(ErrorKind::Malformed, "invalid turn link: revealed player-turn");
    r.revealedTurn = static_cast<int>(t) - 1;
    if (r.revealedTurn >= 0 && !readValue(rd, r.revealed)) return truncated;
    if (chits) {
      std::uint64_t v;
      if (!rd.bits(v, 3)) return truncated;
      if (v > 6) return makeError(ErrorKind::Malformed, "invalid turn link: chit");
      r.chit = static_cast<int>(v);
      if (r.chit != 0 && !readValue(rd, r.chitSalt)) return truncated;
    }
  }
  return std::nullopt;
}

std::optional<Error> sameCommitments(const SideRecords& known, const SideRecords& received) {
  for (int s = 0; s < 2; ++s) {
    const SideRecord& mine = known[static_cast<std::size_t>(s)];
    const SideRecord& theirs = received[static_cast<std::size_t>(s)];
    if (mine.committed && (!theirs.committed || theirs.chainTip != mine.chainTip ||
                           theirs.chitCommit != mine.chitCommit))
      return makeError(ErrorKind::Commitment,
                       "this link belongs to another game (its commitments differ)");
  }
  return std::nullopt;
}

SideRecords receivedRecords(const SideRecords& known, const SideRecords& received,
                            const std::optional<LocalSecret>& mine) {
  SideRecords out = received;
  if (mine) out[static_cast<std::size_t>(mine->side)] = known[static_cast<std::size_t>(mine->side)];
  return out;
}

void commitSide(SideRecords& sides, const LocalSecret& secret, bool chits) {
  SideRecord& r = sides[static_cast<std::size_t>(secret.side)];
  r.committed = true;
  r.chainTip = secret.chainTip();
  if (chits) r.chitCommit = chitCommitment(secret.chit(), secret.chitSalt());
}

void revealUpTo(SideRecords& sides, const LocalSecret& secret, int p) {
  SideRecord& r = sides[static_cast<std::size_t>(secret.side)];
  if (p > r.revealedTurn) r.revealedTurn = p, r.revealed = secret.chainValue(p);
}

void writeBlob(BitWriter& w, const Bytes& b) {
  w.varint(b.size());
  w.byteString(b.data(), b.size());
}

bool readBlob(BitReader& rd, Bytes& b, std::uint64_t maxBytes) {
  std::uint64_t n;
  if (!rd.varint(n) || n > maxBytes || n > rd.remaining() / 8) return false;
  b.resize(static_cast<std::size_t>(n));
  return rd.byteString(b.data(), b.size());
}

void writeSecret(BitWriter& w, const std::optional<LocalSecret>& secret) {
  w.flag(secret.has_value());
  if (!secret) return;
  w.flag(secret->side == Side::Allied);
  w.byteString(secret->root.data(), secret->root.size());
}

std::optional<Error> readSecret(BitReader& rd, std::optional<LocalSecret>& secret) {
  bool hasSecret = false, allied = false;
  if (!rd.flag(hasSecret)) return makeError(ErrorKind::Truncated, "truncated save");
  secret.reset();
  if (!hasSecret) return std::nullopt;
  Entropy root{};
  if (!rd.flag(allied) || !rd.byteString(root.data(), root.size()))
    return makeError(ErrorKind::Truncated, "truncated save");
  secret = makeSecret(allied ? Side::Allied : Side::French, root);
  return std::nullopt;
}

std::string turnLinkText(std::uint8_t game, std::uint8_t bodyVersion, const Bytes& body) {
  return base64urlEncode(detail::frameGame(detail::kMagicMatch, kMatchVersion,
                                           detail::GameTag{game, 0, bodyVersion}, body));
}

Result<Bytes> turnLinkBody(std::string_view text, std::uint8_t game, std::uint8_t bodyVersion,
                           std::size_t maxBytes) {
  auto framed =
      detail::unframeGame(linkPayload(text), detail::kMagicMatch, {1, 1, kMatchVersion}, maxBytes);
  if (auto* err = std::get_if<Error>(&framed)) return *err;
  auto& u = std::get<detail::GameFramed>(framed);
  if (auto err = detail::expectGame(u.tag, detail::kMagicMatch, game, 1, bodyVersion)) return *err;
  return std::move(u.body);
}

Result<VersionedBody> turnLinkBodyUpTo(std::string_view text, std::uint8_t game,
                                       std::uint8_t maxBodyVersion, std::size_t maxBytes) {
  auto framed =
      detail::unframeGame(linkPayload(text), detail::kMagicMatch, {1, 1, kMatchVersion}, maxBytes);
  if (auto* err = std::get_if<Error>(&framed)) return *err;
  auto& u = std::get<detail::GameFramed>(framed);
  if (auto err = detail::expectGame(u.tag, detail::kMagicMatch, game, 1, maxBodyVersion))
    return *err;
  return VersionedBody{u.tag.bodyVersion, std::move(u.body)};
}

}  // namespace naw::persist
