#include "i18n.h"

#include <algorithm>
#include <forward_list>

#include "i18n_assets.h"
#include "platform.h"
#include "rule_text.h"

// assets/i18n/strings.txt: one entry per line, "key<TAB>English<TAB>French"; lines starting
// with '#' and blank lines are skipped; "\n" in a text is a line break. Keys are sorted at
// load. The page embeds "key<TAB>English" only and gets the French by installFrench.

namespace naw::ui {
namespace {

Lang g_lang = Lang::En;

std::string unescape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size() && s[i + 1] == 'n') {
      out += '\n';
      ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

const std::string* find(std::string_view key, Lang lang) {
  const std::vector<StringEntry>& t = stringTable();
  const auto it = std::lower_bound(
      t.begin(), t.end(), key, [](const StringEntry& e, std::string_view k) { return e.key < k; });
  if (it == t.end() || it->key != key) return nullptr;
  const std::string& s = it->text[static_cast<std::size_t>(lang)];
  return s.empty() ? nullptr : &s;
}

}  // namespace

Lang language() { return g_lang; }
void setLanguage(Lang lang) { g_lang = lang; }

std::optional<Lang> langFromTag(std::string_view tag) {
  if (tag.size() < 2) return std::nullopt;
  const auto low = [](char c) { return char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c); };
  const std::string two{low(tag[0]), low(tag[1])};
  if (tag.size() > 2 && tag[2] != '-' && tag[2] != '_') return std::nullopt;
  if (two == "fr") return Lang::Fr;
  if (two == "en") return Lang::En;
  return std::nullopt;
}

const char* langTag(Lang lang) { return lang == Lang::Fr ? "fr" : "en"; }

std::vector<StringEntry> parseStrings(std::string_view text) {
  std::vector<StringEntry> out;
  while (!text.empty()) {
    const std::size_t eol = text.find('\n');
    std::string_view line = text.substr(0, eol);
    text = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line[0] == '#') continue;
    StringEntry e;
    std::size_t field = 0;
    while (field <= kLangCount) {
      const std::size_t tab = line.find('\t');
      const std::string_view part = line.substr(0, tab);
      if (field == 0)
        e.key = std::string(part);
      else
        e.text[field - 1] = unescape(part);
      ++field;
      if (tab == std::string_view::npos) break;
      line = line.substr(tab + 1);
    }
    out.push_back(std::move(e));
  }
  std::sort(out.begin(), out.end(),
            [](const StringEntry& a, const StringEntry& b) { return a.key < b.key; });
  return out;
}

namespace {
std::vector<StringEntry>& table() {
  static std::vector<StringEntry> t = parseStrings(i18n_assets::assetText("strings.txt"));
  return t;
}
std::vector<RuleEntry>& installedFrenchRules() {
  static std::vector<RuleEntry> rules;
  return rules;
}
std::vector<RuleEntry>& installedFrenchCnRules() {
  static std::vector<RuleEntry> rules;
  return rules;
}
std::vector<RuleEntry>& installedFrenchNlbRules() {
  static std::vector<RuleEntry> rules;
  return rules;
}
// french.txt's part after the line `mark` ("%%rules-cn\n") up to the next "%%" line; empty
// if it has no such line.
std::string_view frenchSection(std::string_view text, std::string_view mark) {
  const std::size_t at = text.find(mark);
  if (at == std::string_view::npos) return {};
  text = text.substr(at + mark.size());
  return text.substr(0, text.find("%%"));
}
bool g_frenchInstalled = false;
}  // namespace

const std::vector<StringEntry>& stringTable() { return table(); }

bool frenchAvailable() {
  return g_frenchInstalled || (!table().empty() && !table().front().text[1].empty());
}

void installFrench(std::string_view text) {
  const std::string_view mark = "%%rules\n";
  const std::size_t at = text.find(mark);
  std::string_view strings = text.substr(0, at);
  std::vector<StringEntry>& t = table();
  while (!strings.empty()) {
    const std::size_t eol = strings.find('\n');
    std::string_view line = strings.substr(0, eol);
    strings = eol == std::string_view::npos ? std::string_view() : strings.substr(eol + 1);
    const std::size_t tab = line.find('\t');
    if (line.empty() || line[0] == '#' || tab == std::string_view::npos) continue;
    const std::string_view key = line.substr(0, tab);
    const auto it =
        std::lower_bound(t.begin(), t.end(), key,
                         [](const StringEntry& e, std::string_view k) { return e.key < k; });
    if (it != t.end() && it->key == key)
      it->text[static_cast<std::size_t>(Lang::Fr)] = unescape(line.substr(tab + 1));
  }
  if (at != std::string_view::npos) {
    installedFrenchRules() = parseRules(frenchSection(text, mark));
    installedFrenchCnRules() = parseRules(frenchSection(text, "%%rules-cn\n"));
    installedFrenchNlbRules() = parseRules(frenchSection(text, "%%rules-nlb\n"));
  }
  g_frenchInstalled = true;
}

const std::vector<RuleEntry>* frenchRules() {
  if (!installedFrenchRules().empty()) return &installedFrenchRules();
  static const std::vector<RuleEntry> embedded =
      parseRules(i18n_assets::assetText("rules-1979.fr.txt"));
  return embedded.empty() ? nullptr : &embedded;
}

const std::vector<RuleEntry>* frenchCnRules() {
  if (!installedFrenchCnRules().empty()) return &installedFrenchCnRules();
  static const std::vector<RuleEntry> embedded =
      parseRules(i18n_assets::assetText("rules-cn.fr.txt"));
  return embedded.empty() ? nullptr : &embedded;
}

const std::vector<RuleEntry>* frenchNlbRules() {
  if (!installedFrenchNlbRules().empty()) return &installedFrenchNlbRules();
  static const std::vector<RuleEntry> embedded =
      parseRules(i18n_assets::assetText("rules-nlb.fr.txt"));
  return embedded.empty() ? nullptr : &embedded;
}

const std::string& tr(std::string_view key, Lang lang) {
  if (const std::string* s = find(key, lang)) return *s;
  if (const std::string* s = find(key, Lang::En)) return *s;
  // Missing everywhere: the key itself, kept for the life of the page (a test finds it).
  static std::forward_list<std::string> missing;
  for (const std::string& k : missing)
    if (k == key) return k;
  missing.emplace_front(key);
  return missing.front();
}

const std::string& tr(std::string_view key) { return tr(key, g_lang); }

std::string substitute(std::string text, std::initializer_list<Arg> args) {
  for (const Arg& a : args) {
    const std::string mark = "{" + std::string(a.name) + "}";
    const std::string value = a.isNumber ? std::to_string(a.number) : std::string(a.text);
    for (std::size_t at = text.find(mark); at != std::string::npos;
         at = text.find(mark, at + value.size()))
      text.replace(at, mark.size(), value);
  }
  return text;
}

std::string tr(std::string_view key, std::initializer_list<Arg> args) {
  return substitute(tr(key), args);
}

std::string pluralForm(const std::string& forms, long n, Lang lang) {
  const std::size_t bar = forms.find('|');
  if (bar == std::string::npos) return forms;
  // French takes the singular for 0 and 1 ("0 unité"), English only for 1.
  const bool one = lang == Lang::Fr ? (n >= -1 && n <= 1) : (n == 1 || n == -1);
  return one ? forms.substr(0, bar) : forms.substr(bar + 1);
}

std::string trn(std::string_view key, long n, std::initializer_list<Arg> args) {
  return substitute(substitute(pluralForm(tr(key), n, g_lang), args), {{"n", n}});
}

std::string trLabel(std::string_view key, std::string_view id) {
  std::string s = tr(key);
  s += "###";
  s += id;
  return s;
}

std::string capitalized(std::string text) {
  if (text.empty()) return text;
  const auto c0 = static_cast<unsigned char>(text[0]);
  if (c0 >= 'a' && c0 <= 'z') {
    text[0] = static_cast<char>(c0 - 'a' + 'A');
  } else if (c0 == 0xC3 && text.size() > 1) {
    // U+00E0..U+00FE (a grave .. thorn, but not U+00F7 the division sign): 0xC3 0xA0..0xBE;
    // their capitals are 0x20 lower (U+00C0..U+00DE).
    const auto c1 = static_cast<unsigned char>(text[1]);
    if (c1 >= 0xA0 && c1 <= 0xBE && c1 != 0xB7) text[1] = static_cast<char>(c1 - 0x20);
  }
  return text;
}

void initLanguage(Platform& platform) {
  std::optional<Lang> lang;
  if (const auto stored = platform.storageGet(kLanguageKey)) lang = langFromTag(*stored);
  if (!lang) lang = langFromTag(platform.browserLanguage());
  setLanguage(lang.value_or(Lang::En));
  if (language() == Lang::Fr && !frenchAvailable()) platform.requestFrench();
}

bool pollFrench(Platform& platform) {
  if (g_frenchInstalled) return false;
  const std::optional<std::string> text = platform.takeFrench();
  if (!text) return false;
  installFrench(*text);
  return true;
}

void chooseLanguage(Platform& platform, Lang lang) {
  setLanguage(lang);
  if (lang == Lang::Fr && !frenchAvailable()) platform.requestFrench();
  platform.storageSet(kLanguageKey, langTag(lang));  // not remembered if storage is full: harmless
}

}  // namespace naw::ui
