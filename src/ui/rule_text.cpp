#include "rule_text.h"

#include <algorithm>

#include "assets.h"
#include "i18n.h"

namespace naw::ui {

std::vector<RuleEntry> parseRules(std::string_view text) {
  std::vector<RuleEntry> out;
  bool pendingBlank = false;
  while (!text.empty()) {
    const std::size_t eol = text.find('\n');
    std::string_view line = text.substr(0, eol);
    text = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty() && line[0] == '#') continue;
    if (line.size() > 2 && line[0] == '@' && line[1] == ' ') {
      RuleEntry e;
      const std::string_view rest = line.substr(2);
      const std::size_t bar = rest.find(" | ");
      e.id = std::string(rest.substr(0, bar));
      if (bar != std::string_view::npos) e.title = std::string(rest.substr(bar + 3));
      out.push_back(std::move(e));
      pendingBlank = false;
      continue;
    }
    if (out.empty()) continue;
    if (line.empty()) {
      pendingBlank = true;
      continue;
    }
    std::string& body = out.back().text;
    if (!body.empty()) body += pendingBlank ? "\n\n" : "\n";
    body += line;
    pendingBlank = false;
  }
  return out;
}

namespace {
std::vector<RuleBook*>& books() {
  static std::vector<RuleBook*> all;
  return all;
}
}  // namespace

RuleBook::RuleBook(std::string file, std::string_view embedded)
    : file_(std::move(file)), entries_(parseRules(embedded)), texts_(Texts::Missing) {
  for (const RuleEntry& e : entries_)
    if (!e.text.empty()) texts_ = Texts::Ready;  // (the page's headings have no text)
  books().push_back(this);
}

RuleBook::~RuleBook() { books().erase(std::find(books().begin(), books().end(), this)); }

RuleBook::Texts RuleBook::textOf(const RuleEntry& e) {
  if (!e.text.empty()) return Texts::Ready;
  if (texts_ == Texts::Missing) texts_ = Texts::Wanted;
  return texts_;
}

void RuleBook::retry() {
  if (texts_ == Texts::Failed) texts_ = Texts::Wanted;
}

bool RuleBook::takeWanted() {
  if (texts_ != Texts::Wanted) return false;
  texts_ = Texts::Loading;
  return true;
}

void RuleBook::install(std::string_view text) {
  std::vector<RuleEntry> parsed = parseRules(text);
  if (parsed.empty()) return fail();  // (not the rules: an error page)
  entries_ = std::move(parsed);
  texts_ = Texts::Ready;
}

void RuleBook::fail() {
  if (texts_ != Texts::Ready) texts_ = Texts::Failed;
}

const std::vector<RuleBook*>& ruleBooks() { return books(); }

RuleBook& rules1979Book() {
  static RuleBook book("rules-1979.txt", assetText("rules-1979.txt"));
  return book;
}

const std::vector<RuleEntry>& rules1979(Lang lang) {
  // French as it was embedded or fetched (i18n.h), else English.
  if (lang == Lang::Fr)
    if (const std::vector<RuleEntry>* fr = frenchRules()) return *fr;
  return rules1979Book().entries();
}

const std::vector<RuleEntry>& rules1979() { return rules1979(language()); }

const RuleEntry* findRule(const std::vector<RuleEntry>& rules, std::string_view id) {
  for (const RuleEntry& e : rules)
    if (e.id == id) return &e;
  const std::size_t dot = id.find('.');
  if (dot != std::string_view::npos && id.substr(dot) != ".0") {
    const std::string section = std::string(id.substr(0, dot)) + ".0";
    return findRule(rules, section);
  }
  return nullptr;
}

const RuleEntry* findRule(std::string_view id, Lang lang) {
  for (const RuleEntry& e : rules1979(lang))
    if (e.id == id) return &e;
  if (lang != Lang::En) return findRule(id, Lang::En);  // (a test requires every French text)
  return findRule(rules1979(language()), id);           // an unknown case: its section
}

const RuleEntry* findRule(std::string_view id) { return findRule(id, language()); }

const RuleEntry* findRuleInLanguage(const std::vector<RuleEntry>& english,
                                    const std::vector<RuleEntry>* french, std::string_view id) {
  if (french && language() == Lang::Fr)
    if (const RuleEntry* e = findRule(*french, id)) return e;
  return findRule(english, id);
}

}  // namespace naw::ui
