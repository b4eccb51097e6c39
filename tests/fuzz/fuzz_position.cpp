// libFuzzer target: position links. Any input: an Error or a state that re-encodes exactly.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "position.h"
#include "serialize.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto rules = naw::Rules::standard();
  const std::string text(reinterpret_cast<const char*>(data), size);
  auto r = naw::persist::decodePosition(*rules, text);
  if (auto* s = std::get_if<naw::GameState>(&r)) {
    auto again = naw::persist::decodePosition(*rules, naw::persist::encodePosition(*rules, *s));
    if (!std::holds_alternative<naw::GameState>(again) ||
        naw::saveState(std::get<naw::GameState>(again)) != naw::saveState(*s))
      std::abort();
  }
  return 0;
}
