// Internal: the envelope every naw_persist format shares.
//   byte 0      magic (one per kind of text)
//   byte 1      format version
//   varint      body length in bytes (LEB128)
//   body
//   4 bytes     CRC-32 (little-endian) of everything before it
// The text form is base64url of these bytes, optionally behind a prefix (saves).
// From the game-named versions on (ENVELOPE.md) the body starts with a game tag: the game's
// wire id, its scenario index and the game's own body version (one byte each).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "error.h"
#include "games.h"
#include "primitives.h"

namespace naw::persist::detail {

enum Magic : std::uint8_t {
  kMagicPosition = 0xB1,
  kMagicMatch = 0xB2,
  kMagicSave = 0xB3,
};
const char* magicName(std::uint8_t magic);  // "position link", "turn link", "save"

Bytes frame(std::uint8_t magic, std::uint8_t version, const Bytes& body);

struct Unframed {
  std::uint8_t version = 0;
  Bytes body;
};
// Checks the envelope: base64url, magic, version in [minVersion, maxVersion], length, CRC.
// maxBytes bounds the decoded size (Oversized beyond).
Result<Unframed> unframe(std::string_view text, std::uint8_t magic, std::uint8_t minVersion,
                         std::uint8_t maxVersion, std::size_t maxBytes);

// Which game a text is for, and the version of that game's body layout.
struct GameTag {
  std::uint8_t game = kGameNaw;
  std::uint8_t scenario = 0;
  std::uint8_t bodyVersion = 0;
};

// The versions of one kind of text: legacy ones (made before texts named their game, read
// as Napoleon at Waterloo, standard scenario, body version = envelope version) and the
// first game-named one (written; its game tag gives the body version).
struct KindVersions {
  std::uint8_t legacyMin = 1;
  std::uint8_t legacyMax = 1;
  std::uint8_t named = 2;
};

Bytes frameGame(std::uint8_t magic, std::uint8_t version, const GameTag& tag, const Bytes& body);

struct GameFramed {
  std::uint8_t version = 0;
  bool named = false;  // false: a legacy text (no game tag)
  GameTag tag;
  Bytes body;  // without the game tag
};
// unframe() plus the game tag. Versions above `named` are refused as UnknownVersion; a tag
// naming a game or scenario this build does not know, as UnknownGame.
Result<GameFramed> unframeGame(std::string_view text, std::uint8_t magic, KindVersions versions,
                               std::size_t maxBytes);

// UnknownGame unless the tag is for `game` with a body version in [minBody, maxBody].
std::optional<Error> expectGame(const GameTag& tag, std::uint8_t magic, std::uint8_t game,
                                std::uint8_t minBody, std::uint8_t maxBody);

}  // namespace naw::persist::detail
