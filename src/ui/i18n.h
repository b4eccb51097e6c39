// English and French: every text a player reads comes from one table, assets/strings.txt
// (key, English, French; format in i18n.cpp), embedded with the other assets and parsed once.
// tr(key) gives the text in the current language, with "{name}" arguments substituted; a
// missing key gives the key itself (never a crash: tests/ui/i18n_test.cpp fails on it).
// The language is chosen once at start (the remembered choice, else the browser's) and
// switched at once from the menu (chooseLanguage), remembered through the Platform port.
// The page carries the English texts; French readers' pages fetch the French ones (see
// installFrench), so that the page stays small for everyone.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace naw::ui {

class Platform;

enum class Lang : std::uint8_t { En = 0, Fr = 1 };
constexpr std::size_t kLangCount = 2;

Lang language();
void setLanguage(Lang lang);
// "fr", "fr-FR", "FR-ca" -> Fr; "en-GB" -> En; anything else: nullopt.
std::optional<Lang> langFromTag(std::string_view tag);
const char* langTag(Lang lang);  // "en", "fr"

// An argument: a text (only viewed: a temporary string of the caller lives until tr() has
// returned) or a whole number. Numbers and views keep the call sites small in the page.
struct Arg {
  Arg(std::string_view n, std::string_view text) : name(n), text(text) {}
  Arg(std::string_view n, const std::string& text) : name(n), text(text) {}
  Arg(std::string_view n, const char* text) : name(n), text(text) {}
  Arg(std::string_view n, long number) : name(n), number(number), isNumber(true) {}
  Arg(std::string_view n, int number) : name(n), number(number), isNumber(true) {}
  std::string_view name;
  std::string_view text;
  long number = 0;
  bool isNumber = false;
};
// The text of `key` in the current language (`lang` to ask another).
const std::string& tr(std::string_view key);
const std::string& tr(std::string_view key, Lang lang);
// With "{name}" arguments replaced by their values.
std::string tr(std::string_view key, std::initializer_list<Arg> args);
// Plural: the entry holds "singular|plural"; English takes the singular for n == 1, French
// for n <= 1. "{n}" is replaced by n.
std::string trn(std::string_view key, long n, std::initializer_list<Arg> args = {});
// The form of "singular|plural" that `lang` uses for n (the whole text if it has one form).
std::string pluralForm(const std::string& forms, long n, Lang lang);
// An ImGui label: the text of `key` with a stable "###id" (the widget keeps its id, and its
// state, when the language changes).
std::string trLabel(std::string_view key, std::string_view id);
// `text` with its first letter a capital, as a sentence begins ("à l'est" -> "À l'est"): the
// engine words a refusal's reason to follow "Refused (rule):", in lower case; a dialog that
// shows it alone starts it as a sentence. ASCII and the Latin-1 letters of French (UTF-8).
std::string capitalized(std::string text);

// The table itself (tests): one entry per key, a text per language.
struct StringEntry {
  std::string key;
  std::array<std::string, kLangCount> text;
};
std::vector<StringEntry> parseStrings(std::string_view text);
const std::vector<StringEntry>& stringTable();

// `text` with each "{name}" of `args` replaced.
std::string substitute(std::string text, std::initializer_list<Arg> args);

// The French texts of the page (french_file.cmake: "key<TAB>French" lines, "%%rules", the
// French rule texts, "%%rules-cn", Computer Napoleonics' French rule texts, "%%rules-nlb",
// NLB Waterloo's), fetched apart:
// until they arrive, French falls back to English.
// Native builds embed them (frenchAvailable() is true from the start).
bool frenchAvailable();
void installFrench(std::string_view text);
struct RuleEntry;
const std::vector<RuleEntry>* frenchRules();     // nullptr while there are none
const std::vector<RuleEntry>* frenchCnRules();   // Computer Napoleonics' (same)
const std::vector<RuleEntry>* frenchNlbRules();  // Waterloo under NLB rules' (same)

// The language at start: the choice stored under kLanguageKey, else the browser's language
// (Platform::browserLanguage), else English.
constexpr const char* kLanguageKey = "naw.lang";
void initLanguage(Platform& platform);
// The menu's switch: changes the language at once and remembers it.
void chooseLanguage(Platform& platform, Lang lang);
// Once per frame: installs the French texts when they arrive; true then (draw again).
bool pollFrench(Platform& platform);

}  // namespace naw::ui
