#include "storage.h"

#include <emscripten.h>

#include "js_string.h"

namespace {

// -1: no value; else the UTF-8 length of the value, kept in Module["nawPending"].
// clang-format off
EM_JS(int, naw_js_storage_get, (const char* key), {
  var v = null;
  try {
    v = window["localStorage"]["getItem"](UTF8ToString(key));
  } catch (e) {
    v = null;
  }
  if (v === null || v === undefined) return -1;
  Module["nawPending"] = v;
  return lengthBytesUTF8(v);
});
// clang-format on

// 0: written; 1: quota exceeded; 2: another failure (message pending).
// clang-format off
EM_JS(int, naw_js_storage_set, (const char* key, const char* value), {
  try {
    window["localStorage"]["setItem"](UTF8ToString(key), UTF8ToString(value));
    return 0;
  } catch (e) {
    var quota = e && (e["name"] === "QuotaExceededError" || e["code"] === 22 ||
                      e["name"] === "NS_ERROR_DOM_QUOTA_REACHED");
    Module["nawPending"] = String(e && e["message"] ? e["message"] : e);
    return quota ? 1 : 2;
  }
});
// clang-format on

// clang-format off
EM_JS(void, naw_js_storage_remove, (const char* key), {
  try {
    window["localStorage"]["removeItem"](UTF8ToString(key));
  } catch (e) {
  }
});
// clang-format on

// clang-format off
EM_JS(int, naw_js_storage_keys, (const char* prefix), {
  var p = UTF8ToString(prefix);
  var out = [];
  try {
    var ls = window["localStorage"];
    for (var i = 0; i < ls["length"]; ++i) {
      var k = ls["key"](i);
      if (k !== null && k.indexOf(p) === 0) out.push(k);
    }
  } catch (e) {
  }
  var text = out.join("\n");
  Module["nawPending"] = text;
  return lengthBytesUTF8(text);
});
// clang-format on

// The "storage" event listener (installed once): changes under `prefix` wait in a queue until
// C++ takes them. naw_js_storage_next: 0 none left; 1 a write, 2 a removal; the key is
// pending, the value waits in Module["nawChangeValue"] for naw_js_storage_change_value.
// clang-format off
EM_JS(void, naw_js_storage_watch, (const char* prefix), {
  if (Module["nawStorageQueue"]) return;
  var p = UTF8ToString(prefix);
  var queue = Module["nawStorageQueue"] = [];
  window["addEventListener"]("storage", function(e) {
    var key = e["key"];
    if (key === null || key === undefined) {  // localStorage.clear() in another tab
      queue.push([null, null]);
      return;
    }
    if (String(key).indexOf(p) !== 0) return;
    queue.push([String(key), e["newValue"]]);
  });
});
// clang-format on

// clang-format off
EM_JS(int, naw_js_storage_next, (), {
  var queue = Module["nawStorageQueue"];
  if (!queue || queue.length === 0) return 0;
  var c = queue.shift();
  Module["nawPending"] = c[0] === null ? "" : c[0];
  Module["nawChangeValue"] = c[1];
  return c[1] === null || c[1] === undefined ? 2 : 1;
});
// clang-format on

// clang-format off
EM_JS(int, naw_js_storage_change_value, (), {
  var v = Module["nawChangeValue"];
  Module["nawChangeValue"] = null;
  Module["nawPending"] = v === null || v === undefined ? "" : String(v);
  return lengthBytesUTF8(Module["nawPending"]);
});
// clang-format on

}  // namespace

namespace naw::web {

std::optional<std::string> storageGet(const std::string& key) {
  const int n = naw_js_storage_get(key.c_str());
  if (n < 0) return std::nullopt;
  return takePendingString(n);
}

StorageWrite storageSet(const std::string& key, const std::string& value) {
  StorageWrite w;
  const int r = naw_js_storage_set(key.c_str(), value.c_str());
  if (r == 0) return w;
  w.ok = false;
  w.quota = r == 1;
  const std::string detail = takePendingString(-1);
  w.message = w.quota ? "The browser's storage for this page is full: the game could not be saved"
                      : "The browser refused to store the game (" + detail + ")";
  return w;
}

void storageRemove(const std::string& key) { naw_js_storage_remove(key.c_str()); }

std::vector<std::string> storageKeys(const std::string& prefix) {
  const std::string all = takePendingString(naw_js_storage_keys(prefix.c_str()));
  std::vector<std::string> keys;
  std::size_t start = 0;
  while (start < all.size()) {
    std::size_t end = all.find('\n', start);
    if (end == std::string::npos) end = all.size();
    if (end > start) keys.push_back(all.substr(start, end - start));
    start = end + 1;
  }
  return keys;
}

std::vector<StorageChange> takeStorageChanges(const std::string& prefix) {
  naw_js_storage_watch(prefix.c_str());
  std::vector<StorageChange> out;
  for (int kind; (kind = naw_js_storage_next()) != 0;) {
    StorageChange c;
    c.key = takePendingString(-1);
    if (kind == 1) c.value = takePendingString(naw_js_storage_change_value());
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace naw::web
