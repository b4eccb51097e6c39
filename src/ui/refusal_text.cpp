#include "refusal_text.h"

#include <vector>

#include "i18n.h"

namespace naw::ui {
namespace {

struct Capture {
  std::string name, value;
};

// Whether `text` is all of `pattern`, each "{name}" standing for one or more characters;
// the values are appended to `out`. Backtracks: "{a} is not next to {b}" and the like.
bool match(std::string_view pattern, std::string_view text, std::vector<Capture>& out) {
  const std::size_t open = pattern.find('{');
  if (open == std::string_view::npos) return pattern == text;
  if (text.substr(0, open) != pattern.substr(0, open)) return false;
  const std::size_t close = pattern.find('}', open);
  if (close == std::string_view::npos) return false;
  const std::string_view name = pattern.substr(open + 1, close - open - 1);
  const std::string_view rest = pattern.substr(close + 1);
  for (std::size_t len = 1; open + len <= text.size(); ++len) {
    const std::size_t mark = out.size();
    out.push_back({std::string(name), std::string(text.substr(open, len))});
    if (match(rest, text.substr(open + len), out)) return true;
    out.resize(mark);
  }
  return false;
}

std::size_t literalLength(std::string_view pattern) {
  std::size_t n = 0;
  bool inside = false;
  for (char c : pattern) {
    if (c == '{') inside = true;
    if (!inside) ++n;
    if (c == '}') inside = false;
  }
  return n;
}

const StringEntry* best(std::string_view why, std::vector<Capture>* captures) {
  const StringEntry* found = nullptr;
  std::size_t foundLength = 0;
  for (const StringEntry& e : stringTable()) {
    if (e.key.compare(0, 8, "refusal.") != 0) continue;
    std::vector<Capture> c;
    const std::string& pattern = e.text[static_cast<std::size_t>(Lang::En)];
    if (!match(pattern, why, c)) continue;
    const std::size_t length = literalLength(pattern);
    if (!found || length > foundLength) {
      found = &e, foundLength = length;
      if (captures) *captures = std::move(c);
    }
  }
  return found;
}

}  // namespace

std::string refusalKey(std::string_view why) {
  const StringEntry* e = best(why, nullptr);
  return e ? e->key : std::string();
}

std::string refusalText(std::string_view why) {
  // The panel shows the same refusal in every frame: the last answer is kept.
  static std::string lastWhy, lastText;
  static Lang lastLang = Lang::En;
  if (why == lastWhy && lastLang == language() && !lastText.empty()) return lastText;
  std::vector<Capture> captures;
  const StringEntry* e = best(why, &captures);
  std::string text = e ? tr(e->key) : std::string(why);
  if (e)
    for (const Capture& c : captures) text = substitute(std::move(text), {{c.name, c.value}});
  lastWhy = std::string(why), lastText = text, lastLang = language();
  return text;
}

}  // namespace naw::ui
