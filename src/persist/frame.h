// Internal: the envelope every naw_persist format shares.
//   byte 0      magic (one per kind of text)
//   byte 1      format version
//   varint      body length in bytes (LEB128)
//   body
//   4 bytes     CRC-32 (little-endian) of everything before it
// The text form is base64url of these bytes, optionally behind a prefix (saves).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "error.h"
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

}  // namespace naw::persist::detail
