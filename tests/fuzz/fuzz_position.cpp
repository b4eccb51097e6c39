// libFuzzer target: position links, and peekText on them. Any input: an Error or a state
// that re-encodes exactly. An input starting with 0xF1 / 0xF2 / 0xF3 is a raw body of
// envelope version 1 / 2 / 3 (3: game tag first, ENVELOPE.md), framed here (right length and
// CRC) so that the mutations reach the tag and body decoders, not only the checksum.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "envelope.h"
#include "frame.h"
#include "position.h"
#include "serialize.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto rules = naw::Rules::standard();
  std::string text(reinterpret_cast<const char*>(data), size);
  if (size >= 1 && data[0] >= 0xF1 && data[0] <= 0xF3) {
    const naw::persist::Bytes body(data + 1, data + size);
    text = naw::persist::base64urlEncode(
        naw::persist::detail::frame(naw::persist::detail::kMagicPosition, data[0] & 0x0f, body));
  }
  (void)naw::persist::peekText(text);
  auto r = naw::persist::decodePosition(*rules, text);
  if (auto* s = std::get_if<naw::GameState>(&r)) {
    auto again = naw::persist::decodePosition(*rules, naw::persist::encodePosition(*rules, *s));
    if (!std::holds_alternative<naw::GameState>(again) ||
        naw::saveState(std::get<naw::GameState>(again)) != naw::saveState(*s))
      std::abort();
  }
  return 0;
}
