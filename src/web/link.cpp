#include "link.h"

#include <emscripten.h>

#include "js_string.h"
#include "storage.h"

namespace {

// clang-format off
EM_JS(void, naw_js_link_install, (), {
  Module["nawHashChanged"] = false;
  window.addEventListener("hashchange", function() { Module["nawHashChanged"] = true; });
});
// clang-format on

// clang-format off
EM_JS(int, naw_js_hash, (), {
  var h = String(window["location"]["hash"] || "");
  Module["nawPending"] = h;
  return lengthBytesUTF8(h);
});
// clang-format on

// clang-format off
EM_JS(int, naw_js_hash_changed, (), {
  var c = Module["nawHashChanged"] ? 1 : 0;
  Module["nawHashChanged"] = false;
  return c;
});
// clang-format on

// clang-format off
EM_JS(void, naw_js_clear_hash, (), {
  var l = window["location"];
  try {
    window["history"]["replaceState"](null, "", l["pathname"] + l["search"]);
  } catch (e) {
  }
});
// clang-format on

// clang-format off
EM_JS(int, naw_js_page_address, (), {
  var a = String(window["location"]["href"]).split("#")[0];
  Module["nawPending"] = a;
  return lengthBytesUTF8(a);
});
// clang-format on

// clang-format off
EM_JS(int, naw_js_language, (), {
  var l = String((navigator["languages"] && navigator["languages"][0]) || navigator["language"] || "");
  Module["nawPending"] = l;
  return lengthBytesUTF8(l);
});
// clang-format on

// The French texts (src/ui/i18n.h): shell.html starts fetching french.txt early for a
// French reader (window.nawFetchFrench); the text lands in Module["nawFrench"].
// clang-format off
EM_JS(void, naw_js_request_french, (), {
  if (window["nawFetchFrench"]) window["nawFetchFrench"]();
});
EM_JS(int, naw_js_french, (), {
  var t = Module["nawFrench"];
  if (typeof t !== "string") return -1;
  Module["nawFrench"] = null;
  Module["nawPending"] = t;
  return lengthBytesUTF8(t);
});
// clang-format on

// Module["nawShare"]: 1 pending, 2 shared, 3 copied, 4 failed.
// clang-format off
EM_JS(void, naw_js_share, (const char* url, const char* title), {
  var u = UTF8ToString(url);
  var t = UTF8ToString(title);
  Module["nawShare"] = 1;
  // Neither share nor clipboard: the link in a text box over the page, selected, to copy.
  var box = function() {
    Module["nawShare"] = 4;
    var old = document.getElementById("naw-copy");
    if (old) old.remove();
    var div = document.createElement("div");
    div["id"] = "naw-copy";
    div.style.cssText = "position:fixed;left:50%;top:12px;transform:translateX(-50%);z-index:10;" +
                        "background:#2b2620;color:#efe6cc;padding:10px;border-radius:6px;" +
                        "width:min(90vw,560px);font:14px Georgia,serif;box-shadow:0 2px 12px #000";
    var label = document.createElement("div");
    label.textContent = "Copy this link and send it:";
    var text = document.createElement("textarea");
    text["readOnly"] = true;
    text["value"] = u;
    text.style.cssText = "width:100%;height:4.5em;box-sizing:border-box;margin:6px 0;font:12px monospace";
    var close = document.createElement("button");
    close.textContent = "Close";
    close.addEventListener("click", function() { div.remove(); });
    div.appendChild(label);
    div.appendChild(text);
    div.appendChild(close);
    document.body.appendChild(div);
    text.focus();
    text.select();
  };
  var copy = function() {
    var clip = navigator["clipboard"];
    if (clip && clip["writeText"]) {
      clip["writeText"](u).then(function() { Module["nawShare"] = 3; }, box);
    } else {
      box();
    }
  };
  if (navigator["share"]) {
    try {
      navigator["share"]({"title" : t, "url" : u}).then(function() { Module["nawShare"] = 2; }, copy);
      return;
    } catch (e) {
    }
  }
  copy();
});
// clang-format on

// clang-format off
EM_JS(int, naw_js_share_outcome, (), { return Module["nawShare"] || 0; });

EM_JS(void, naw_js_download, (const char* name, const char* text), {
  try {
    var blob = new Blob([UTF8ToString(text)], {"type" : "text/plain"});
    var a = document.createElement("a");
    a["href"] = URL.createObjectURL(blob);
    a["download"] = UTF8ToString(name);
    document.body.appendChild(a);
    a.click();
    setTimeout(function() {
      URL.revokeObjectURL(a["href"]);
      a.remove();
    }, 1000);
  } catch (e) {
  }
});
// clang-format on

// clang-format off
EM_JS(void, naw_js_pick_file, (), {
  var input = document.createElement("input");
  input["type"] = "file";
  input["accept"] = ".naw,.txt,text/plain";
  input["id"] = "naw-file-input";
  input.style.display = "none";
  input.addEventListener("change", function() {
    var f = input["files"] && input["files"][0];
    input.remove();
    if (!f) return;
    if (f["size"] > 8 * 1024 * 1024) {
      Module["nawPicked"] = {"name" : f["name"], "text" : "", "error" : "the file is too large to be a saved game"};
      return;
    }
    f["text"]().then(function(text) { Module["nawPicked"] = {"name" : f["name"], "text" : text, "error" : ""}; },
                     function(e) { Module["nawPicked"] = {"name" : f["name"], "text" : "", "error" : "the file could not be read"}; });
  });
  document.body.appendChild(input);
  input.click();
});
// clang-format on

// Stage one field of the picked file into nawPending: 0 name, 1 text, 2 error; -1: none.
// clang-format off
EM_JS(int, naw_js_picked_field, (int field), {
  var p = Module["nawPicked"];
  if (!p) return -1;
  var v = String(p[["name", "text", "error"][field]] || "");
  Module["nawPending"] = v;
  return lengthBytesUTF8(v);
});
// clang-format on
// clang-format off
EM_JS(void, naw_js_picked_clear, (), { Module["nawPicked"] = null; });

EM_JS(double, naw_js_now, (), { return Date.now(); });

EM_JS(void, naw_js_entropy, (unsigned char* out, int n), {
  var a = new Uint8Array(n);
  window["crypto"]["getRandomValues"](a);
  HEAPU8.set(a, out);
});
// clang-format on

}  // namespace

namespace naw::web {

void installLinkListener() { naw_js_link_install(); }
std::string locationHash() { return takePendingString(naw_js_hash()); }
bool takeHashChanged() { return naw_js_hash_changed() != 0; }
void clearHash() { naw_js_clear_hash(); }
std::string pageAddress() { return takePendingString(naw_js_page_address()); }

void shareUrl(const std::string& url, const std::string& title) {
  naw_js_share(url.c_str(), title.c_str());
}
ShareOutcome shareOutcome() {
  switch (naw_js_share_outcome()) {
    case 1:
      return ShareOutcome::Pending;
    case 2:
      return ShareOutcome::Shared;
    case 3:
      return ShareOutcome::Copied;
    case 4:
      return ShareOutcome::Failed;
    default:
      return ShareOutcome::None;
  }
}

void downloadText(const std::string& filename, const std::string& text) {
  naw_js_download(filename.c_str(), text.c_str());
}
void pickFile() { naw_js_pick_file(); }
std::optional<PickedFile> takePickedFile() {
  const int n = naw_js_picked_field(0);
  if (n < 0) return std::nullopt;
  PickedFile f;
  f.name = takePendingString(n);
  f.text = takePendingString(naw_js_picked_field(1));
  f.error = takePendingString(naw_js_picked_field(2));
  naw_js_picked_clear();
  return f;
}

double nowMs() { return naw_js_now(); }
std::array<std::uint8_t, 32> entropy32() {
  std::array<std::uint8_t, 32> e{};
  naw_js_entropy(e.data(), static_cast<int>(e.size()));
  return e;
}

namespace {

class BrowserPlatform final : public ui::Platform {
 public:
  std::optional<std::string> storageGet(const std::string& key) override {
    return web::storageGet(key);
  }
  ui::StorageWrite storageSet(const std::string& key, const std::string& value) override {
    return web::storageSet(key, value);
  }
  void storageRemove(const std::string& key) override { web::storageRemove(key); }
  std::vector<std::string> storageKeys(const std::string& prefix) override {
    return web::storageKeys(prefix);
  }
  std::vector<ui::StorageChange> takeStorageChanges(const std::string& prefix) override {
    return web::takeStorageChanges(prefix);
  }
  void installLinkListener() override { web::installLinkListener(); }
  std::string locationHash() override { return web::locationHash(); }
  bool takeHashChanged() override { return web::takeHashChanged(); }
  void clearHash() override { web::clearHash(); }
  std::string pageAddress() override { return web::pageAddress(); }
  void shareUrl(const std::string& url, const std::string& title) override {
    web::shareUrl(url, title);
  }
  ui::ShareOutcome shareOutcome() override { return web::shareOutcome(); }
  void downloadText(const std::string& filename, const std::string& text) override {
    web::downloadText(filename, text);
  }
  void pickFile() override { web::pickFile(); }
  std::optional<ui::PickedFile> takePickedFile() override { return web::takePickedFile(); }
  double nowMs() override { return web::nowMs(); }
  std::array<std::uint8_t, 32> entropy32() override { return web::entropy32(); }
  std::string browserLanguage() override { return takePendingString(naw_js_language()); }
  void requestFrench() override { naw_js_request_french(); }
  std::optional<std::string> takeFrench() override {
    const int n = naw_js_french();
    if (n < 0) return std::nullopt;
    return takePendingString(n);
  }
};

}  // namespace

ui::Platform& browserPlatform() {
  static BrowserPlatform platform;
  return platform;
}

}  // namespace naw::web
