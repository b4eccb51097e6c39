// libFuzzer target: turn links and saves, and peekText (which game a text names). Any input:
// an Error or a game; never a crash.
#include <cstdint>
#include <string>

#include "envelope.h"
#include "match.h"
#include "session.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)naw::persist::decodeMatch(text);
  (void)naw::persist::Session::load(text);
  (void)naw::persist::peekSaveMeta(text);
  (void)naw::persist::peekText(text);
  return 0;
}
