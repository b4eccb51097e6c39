#include "text_layer_dom.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdint>
#include <string_view>

#include "i18n.h"
#include "text_layer.h"

namespace {

naw::ui::App* g_app = nullptr;
naw::ui::TextLayer g_layer;
std::function<naw::ui::GameTextLayer*()> g_other;
unsigned g_framesSeen = ~0u;  // drawn frames at the last look at the other game's view
bool g_shown = false;

// clang-format off
// (No backslash escapes in EM_JS: they reach emcc's JSON as raw control characters.)
// The view: "t TITLE", "p PROMPT", "h HEADING", "i ITEM" lines (ui::encodeView) as an h2, a p,
// h3 headings and lists.
EM_JS(void, naw_tl_view, (const char* text), {
  var root = document.getElementById("tl-view");
  if (!root) return;
  root.textContent = "";
  var list = null;
  UTF8ToString(text).split(String.fromCharCode(10)).forEach(function(line) {
    if (!line) return;
    var kind = line.charAt(0), el;
    if (kind == "i") {
      if (!list) root.appendChild(list = document.createElement("ul"));
      el = document.createElement("li");
      list.appendChild(el);
    } else {
      list = null;
      el = document.createElement(kind == "t" ? "h2" : kind == "h" ? "h3" : "p");
      root.appendChild(el);
    }
    el.textContent = line.substring(2);
  });
});

// One announcement in the live region (the last 30 are kept).
EM_JS(void, naw_tl_say, (const char* text), {
  var live = document.getElementById("tl-live");
  if (!live) return;
  var p = document.createElement("p");
  p.textContent = UTF8ToString(text);
  live.appendChild(p);
  while (live.childNodes.length > 30) live.removeChild(live.firstChild);
});

// The layer's own words, in the player's language.
EM_JS(void, naw_tl_word, (const char* id, const char* text), {
  var el = document.getElementById(UTF8ToString(id));
  if (el) el.textContent = UTF8ToString(text);
});

// Shown or off screen.
EM_JS(void, naw_tl_show, (int shown), {
  var tl = document.getElementById("tl");
  if (tl) tl.className = shown ? "tl-shown" : "tl-off";
});

// The controls: the command form, the Show/Hide button, the button first in the tab order.
EM_JS(void, naw_tl_install, (), {
  var form = document.getElementById("tl-form");
  var input = document.getElementById("tl-input");
  var answers = document.getElementById("tl-answers");
  if (!form || !input || !answers) return;
  form.addEventListener("submit", function(e) {
    e.preventDefault();
    var line = input.value;
    if (!line.trim()) return;
    var answer = ccall("naw_tl_command", "string", ["string"], [line]);
    var li = document.createElement("li");
    var nl = String.fromCharCode(10);
    if (answer.charAt(answer.length - 1) == nl) answer = answer.slice(0, -1);
    li.textContent = "> " + line + nl + answer;
    answers.appendChild(li);
    while (answers.childNodes.length > 50) answers.removeChild(answers.firstChild);
    input.value = "";
  });
  document.getElementById("tl-toggle").addEventListener("click", function() {
    ccall("naw_tl_toggle", null, ["number"], [-1]);
  });
  document.getElementById("tl-open").addEventListener("click", function() {
    ccall("naw_tl_toggle", null, ["number"], [1]);
    input.focus();
  });
});
// clang-format on

// What the view shows changed (a cheap key, so that the view is not remade every frame).
struct Key {
  std::uint64_t revision = ~0ull;
  std::size_t draft = 0;
  std::string refusal;
  int lang = -1;
  bool handover = false, human = false;
  const naw::ui::GameTextLayer* other = nullptr;
  std::uint64_t otherKey = 0;
  bool operator==(const Key& k) const {
    return revision == k.revision && draft == k.draft && refusal == k.refusal && lang == k.lang &&
           handover == k.handover && human == k.human && other == k.other && otherKey == k.otherKey;
  }
};

Key g_key;
bool g_wasShown = true;  // so that the first tick sets the class

void sayLabels() {
  using naw::ui::tr;
  naw_tl_word("tl-open", tr("tl.open").c_str());
  naw_tl_word("tl-title", tr("tl.title").c_str());
  naw_tl_word("tl-toggle", tr(g_shown ? "tl.hide" : "tl.show").c_str());
  naw_tl_word("tl-label", tr("tl.command").c_str());
  naw_tl_word("tl-send", tr("tl.send").c_str());
  naw_tl_word("tl-live-h", tr("tl.announcements").c_str());
  naw_tl_word("tl-answers-h", tr("tl.answers").c_str());
  naw_tl_word("tl-answers-note", tr("tl.answers_note").c_str());
}

naw::ui::GameTextLayer* otherGame() { return g_other ? g_other() : nullptr; }

// Another game's view; while none of it is on, its name and what to do.
std::string otherView(const naw::ui::GameTextLayer& other) {
  if (other.active()) return naw::ui::encodeView(other.view());
  const std::string& game = naw::ui::tr(other.gameKey());
  return "t " + game + "\np " + naw::ui::tr("tl.no_game", {{"game", game}}) + "\n";
}

}  // namespace

namespace naw::web {

void textLayerAttach(ui::App& app, std::function<ui::GameTextLayer*()> other) {
  g_app = &app;
  g_other = std::move(other);
  g_layer.attach(app);
  naw_tl_install();
}

bool* textLayerShown() { return &g_shown; }

bool textLayerTick(unsigned framesDrawn) {
  if (!g_app) return false;
  const ui::App& app = *g_app;
  ui::GameTextLayer* other = otherGame();
  Key k = g_key;
  k.lang = int(ui::language());
  k.other = other;
  const bool langChanged = k.lang != g_key.lang;
  if (!other) {
    k.revision = app.revision();
    k.draft = app.draft.attackers.size() * 10000 + app.draft.bombarders.size() * 100 +
              app.draft.defenders.size() + std::size_t(app.draft.oddsColumn + 1) * 1000000;
    k.refusal = app.refusal() ? app.refusal()->rule + app.refusal()->why : "";
    k.handover = app.handover().has_value();
    k.human = app.humanActs();
    g_framesSeen = ~0u;
  } else if (framesDrawn != g_framesSeen || langChanged || g_key.other != other) {
    // Another game changes only in a frame the page draws: its key is read then.
    g_framesSeen = framesDrawn;
    k.otherKey = other->active() ? other->key() : 0;
  }
  if (!(k == g_key)) {
    g_key = k;
    naw_tl_view(other ? otherView(*other).c_str() : ui::encodeView(g_layer.view(app)).c_str());
  }
  const bool switched = g_shown != g_wasShown;
  if (langChanged || switched) {
    g_wasShown = g_shown;
    naw_tl_show(g_shown ? 1 : 0);
    sayLabels();
  }
  // The App's announcements while its game is shown; another game's, polled from its screen.
  std::vector<std::string> said = g_layer.takeAnnouncements();
  if (other) said = other->takeAnnouncements();
  for (const std::string& a : said)
    if (!a.empty()) naw_tl_say(a.c_str());
  return switched;
}

}  // namespace naw::web

extern "C" {

// A command line typed in the layer: naw-cli's answer; the announcement goes to the live region.
EMSCRIPTEN_KEEPALIVE const char* naw_tl_command(const char* line) {
  static std::string answer;
  if (!g_app) return "";
  naw::ui::TextReply r;
  if (naw::ui::GameTextLayer* other = otherGame()) {
    if (other->active()) {
      r = other->run(line);
    } else {
      const std::string& game = naw::ui::tr(other->gameKey());
      r.answer = "error syntax no game on screen: start one from the menu\n";
      r.announcement = naw::ui::tr("tl.no_game", {{"game", game}});
    }
  } else {
    r = g_layer.run(*g_app, line);
  }
  naw::web::textLayerTick(~0u);  // the actions' announcements first, then the reply's
  if (!r.announcement.empty()) naw_tl_say(r.announcement.c_str());
  answer = r.answer;
  return answer.c_str();
}

// Shows (1), hides (0) or switches (-1) the layer.
EMSCRIPTEN_KEEPALIVE void naw_tl_toggle(int to) {
  g_shown = to < 0 ? !g_shown : to == 1;  // the next frame's tick shows it and redraws the menu
}

}  // extern "C"
