#include "frame.h"

namespace naw::persist {

const char* errorKindName(ErrorKind k) {
  switch (k) {
    case ErrorKind::Empty:
      return "empty";
    case ErrorKind::Foreign:
      return "not a Napoleon at Waterloo save or link";
    case ErrorKind::WrongKind:
      return "wrong kind";
    case ErrorKind::UnknownVersion:
      return "unknown version";
    case ErrorKind::Truncated:
      return "truncated";
    case ErrorKind::Oversized:
      return "oversized";
    case ErrorKind::Checksum:
      return "checksum mismatch";
    case ErrorKind::Malformed:
      return "malformed";
    case ErrorKind::IllegalAction:
      return "illegal action";
    case ErrorKind::Commitment:
      return "commitment mismatch";
    case ErrorKind::MissingReveal:
      return "missing reveal";
    case ErrorKind::UnknownGame:
      return "unknown game";
    case ErrorKind::Internal:
      return "internal error";
  }
  return "?";
}

namespace detail {

const char* magicName(std::uint8_t magic) {
  switch (magic) {
    case kMagicPosition:
      return "position link";
    case kMagicMatch:
      return "turn link";
    case kMagicSave:
      return "save";
    default:
      return "unknown";
  }
}

Bytes frame(std::uint8_t magic, std::uint8_t version, const Bytes& body) {
  Bytes out{magic, version};
  std::size_t n = body.size();
  do {
    out.push_back(static_cast<std::uint8_t>((n & 0x7f) | (n > 0x7f ? 0x80 : 0)));
    n >>= 7;
  } while (n != 0);
  out.insert(out.end(), body.begin(), body.end());
  const std::uint32_t crc = crc32(out);
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(crc >> (8 * i)));
  return out;
}

Result<Unframed> unframe(std::string_view text, std::uint8_t magic, std::uint8_t minVersion,
                         std::uint8_t maxVersion, std::size_t maxBytes) {
  if (text.empty()) return makeError(ErrorKind::Empty, "nothing to open");
  const std::string want = magicName(magic);
  if (text.size() > (maxBytes * 4 + 2) / 3 + 4)
    return makeError(ErrorKind::Oversized, "too long for a " + want + " (" +
                                               std::to_string(text.size()) + " characters)");
  Bytes bytes;
  // A length of 4k+1 cannot be base64url: a text cut short; the length check below says so.
  const std::string_view whole = text.size() % 4 == 1 ? text.substr(0, text.size() - 1) : text;
  if (!base64urlDecode(whole, bytes))
    return makeError(ErrorKind::Foreign,
                     "not a Napoleon at Waterloo " + want + " (not base64url text)");
  if (whole.size() != text.size()) {
    const char last = text.back();
    const bool b64 = (last >= 'A' && last <= 'Z') || (last >= 'a' && last <= 'z') ||
                     (last >= '0' && last <= '9') || last == '-' || last == '_';
    if (!b64)
      return makeError(ErrorKind::Foreign,
                       "not a Napoleon at Waterloo " + want + " (not base64url text)");
  }
  if (bytes.empty()) return makeError(ErrorKind::Empty, "nothing to open");
  if (bytes[0] != magic) {
    if (bytes[0] == kMagicPosition || bytes[0] == kMagicMatch || bytes[0] == kMagicSave)
      return makeError(ErrorKind::WrongKind,
                       std::string("this is a ") + magicName(bytes[0]) + ", not a " + want);
    return makeError(ErrorKind::Foreign, "not a Napoleon at Waterloo " + want);
  }
  if (bytes.size() < 2)
    return makeError(ErrorKind::Truncated, "truncated " + want + ": no version");
  const std::uint8_t version = bytes[1];
  if (version < minVersion || version > maxVersion)
    return makeError(
        ErrorKind::UnknownVersion,
        "unknown " + want + " format version " + std::to_string(version) + " (this build reads " +
            std::to_string(minVersion) +
            (minVersion == maxVersion ? "" : "-" + std::to_string(maxVersion)) +
            (version > maxVersion ? "; it was made by a newer version of the game)" : ")"));
  std::size_t pos = 2, length = 0;
  for (int shift = 0;; shift += 7) {
    if (pos >= bytes.size())
      return makeError(ErrorKind::Truncated, "truncated " + want + ": no length");
    if (shift > 28) return makeError(ErrorKind::Malformed, "malformed " + want + ": length");
    const std::uint8_t b = bytes[pos++];
    length |= static_cast<std::size_t>(b & 0x7f) << shift;
    if (!(b & 0x80)) break;
  }
  if (length > maxBytes)
    return makeError(ErrorKind::Oversized,
                     want + " claims " + std::to_string(length) + " bytes: too large");
  if (bytes.size() < pos + length + 4)
    return makeError(ErrorKind::Truncated, "truncated " + want + ": " +
                                               std::to_string(bytes.size()) + " of " +
                                               std::to_string(pos + length + 4) + " bytes");
  if (bytes.size() > pos + length + 4)
    return makeError(ErrorKind::Oversized, want + " has " +
                                               std::to_string(bytes.size() - pos - length - 4) +
                                               " bytes of trailing data");
  std::uint32_t stored = 0;
  for (int i = 0; i < 4; ++i)
    stored |= std::uint32_t(bytes[pos + length + static_cast<std::size_t>(i)]) << (8 * i);
  if (crc32(bytes.data(), pos + length) != stored)
    return makeError(ErrorKind::Checksum, "checksum mismatch: the " + want +
                                              " was damaged (copied incompletely or altered)");
  // The unused low bits of the last character must be zero (one text per byte string): a
  // last character altered only there is damage the CRC cannot see.
  if (base64urlEncode(bytes) != whole)
    return makeError(ErrorKind::Checksum, "checksum mismatch: the " + want +
                                              " was damaged (its last character altered)");
  Unframed u;
  u.version = version;
  u.body.assign(bytes.begin() + static_cast<std::ptrdiff_t>(pos),
                bytes.begin() + static_cast<std::ptrdiff_t>(pos + length));
  return u;
}

Bytes frameGame(std::uint8_t magic, std::uint8_t version, const GameTag& tag, const Bytes& body) {
  Bytes tagged{tag.game, tag.scenario, tag.bodyVersion};
  tagged.insert(tagged.end(), body.begin(), body.end());
  return frame(magic, version, tagged);
}

Result<GameFramed> unframeGame(std::string_view text, std::uint8_t magic, KindVersions versions,
                               std::size_t maxBytes) {
  auto framed = unframe(text, magic, versions.legacyMin, versions.named, maxBytes);
  if (auto* err = std::get_if<Error>(&framed)) return *err;
  Unframed& u = std::get<Unframed>(framed);
  GameFramed g;
  g.version = u.version;
  if (u.version <= versions.legacyMax) {
    g.tag = GameTag{kGameNaw, 0, u.version};
    g.body = std::move(u.body);
    return g;
  }
  const std::string want = magicName(magic);
  if (u.body.size() < 3)
    return makeError(ErrorKind::Truncated, "truncated " + want + ": no game named");
  g.named = true;
  g.tag = GameTag{u.body[0], u.body[1], u.body[2]};
  const GameInfo* game = gameByWire(g.tag.game);
  if (!game)
    return makeError(ErrorKind::UnknownGame, "this " + want +
                                                 " is for a game this build does not "
                                                 "know (game number " +
                                                 std::to_string(g.tag.game) +
                                                 "): it was made by a newer version");
  if (scenarioName(*game, g.tag.scenario).empty())
    return makeError(ErrorKind::UnknownGame, "this " + std::string(game->title) + " " + want +
                                                 " is for a scenario this build does not know "
                                                 "(scenario number " +
                                                 std::to_string(g.tag.scenario) + ")");
  g.body.assign(u.body.begin() + 3, u.body.end());
  return g;
}

std::optional<Error> expectGame(const GameTag& tag, std::uint8_t magic, std::uint8_t game,
                                std::uint8_t minBody, std::uint8_t maxBody) {
  const std::string want = magicName(magic);
  if (tag.game != game) {
    const GameInfo* info = gameByWire(tag.game);
    const GameInfo* expected = gameByWire(game);
    return makeError(ErrorKind::UnknownGame,
                     "this is a " + std::string(info ? info->title : "unknown game") + " " + want +
                         ", not a " + std::string(expected ? expected->title : "?") + " one");
  }
  if (tag.bodyVersion < minBody || tag.bodyVersion > maxBody)
    return makeError(
        ErrorKind::UnknownVersion,
        "unknown " + want + " body version " + std::to_string(tag.bodyVersion) +
            (tag.bodyVersion > maxBody ? " (made by a newer version of the game)" : ""));
  return std::nullopt;
}

}  // namespace detail
}  // namespace naw::persist
