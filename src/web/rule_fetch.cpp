#include "rule_fetch.h"

#include <emscripten.h>

#include "js_string.h"
#include "rule_text.h"

namespace {

// Module["nawFiles"][name]: null while being fetched, then the text, or false when the
// fetch failed (no network and no copy kept by the service worker, or an HTTP error).
// clang-format off
EM_JS(void, naw_js_fetch_file, (const char* name), {
  var n = UTF8ToString(name);
  var files = Module["nawFiles"] || (Module["nawFiles"] = {});
  files[n] = null;
  fetch(n).then(function(r) { return r.ok ? r.text() : false; })
    .then(function(t) { files[n] = t; }, function() { files[n] = false; });
});
// The fetched text's UTF-8 length (the text in Module["nawPending"]), -1 not yet, -2 failed.
EM_JS(int, naw_js_take_file, (const char* name), {
  var files = Module["nawFiles"];
  var n = UTF8ToString(name);
  var t = files ? files[n] : null;
  if (t === false) {
    delete files[n];
    return -2;
  }
  if (typeof t !== "string") return -1;
  delete files[n];
  Module["nawPending"] = t;
  return lengthBytesUTF8(t);
});
// clang-format on

}  // namespace

namespace naw::web {

bool pollRuleBooks() {
  bool changed = false;
  for (ui::RuleBook* book : ui::ruleBooks()) {
    if (book->takeWanted()) naw_js_fetch_file(book->file().c_str());
    if (book->texts() != ui::RuleBook::Texts::Loading) continue;
    const int n = naw_js_take_file(book->file().c_str());
    if (n == -1) continue;
    if (n == -2)
      book->fail();
    else
      book->install(takePendingString(n));
    changed = true;
  }
  return changed;
}

}  // namespace naw::web
