// Which game a save or link is for, without opening it (ENVELOPE.md): for the page to send a
// text to the right game module, and to say which game a text is when it cannot open it.
// Texts made before saves and links named their game are Napoleon at Waterloo's.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "error.h"

namespace naw::persist {

enum class TextKind : std::uint8_t { Save, TurnLink, PositionLink };

struct TextInfo {
  TextKind kind = TextKind::Save;
  std::string game;              // "naw", "cn", ... (games.h)
  std::string scenario;          // "standard", ...
  std::uint8_t version = 0;      // the envelope's format version
  std::uint8_t bodyVersion = 0;  // the game's body layout version
  bool named = false;            // false: made before texts named their game
};

// Checks the envelope (base64url, kind, version, length, checksum, game tag) and reads the
// game tag; the body is not decoded. Accepts what decodePosition / decodeMatch /
// Session::load accept ("#p=", "#t=", a URL, "naw-save:..."). Never throws.
Result<TextInfo> peekText(std::string_view text);

}  // namespace naw::persist
