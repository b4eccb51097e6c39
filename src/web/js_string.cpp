#include "js_string.h"

#include <emscripten.h>

namespace {

// clang-format off
EM_JS(int, naw_js_pending_length, (), {
  var v = Module["nawPending"];
  return v === null || v === undefined ? 0 : lengthBytesUTF8(String(v));
});
// clang-format on
// clang-format off
EM_JS(void, naw_js_take_pending, (char* buffer, int size), {
  var v = Module["nawPending"];
  stringToUTF8(v === null || v === undefined ? "" : String(v), buffer, size);
  Module["nawPending"] = null;
});
// clang-format on

}  // namespace

namespace naw::web {

std::string takePendingString(int length) {
  if (length < 0) length = naw_js_pending_length();
  std::string s(static_cast<std::size_t>(length) + 1, '\0');
  naw_js_take_pending(s.data(), length + 1);
  s.resize(static_cast<std::size_t>(length));
  return s;
}

}  // namespace naw::web
