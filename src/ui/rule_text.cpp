#include "rule_text.h"

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

const std::vector<RuleEntry>& rules1979(Lang lang) {
  // English parsed once; French as it was embedded or fetched (i18n.h).
  static const std::vector<RuleEntry> en = parseRules(assetText("rules-1979.txt"));
  if (lang == Lang::Fr)
    if (const std::vector<RuleEntry>* fr = frenchRules()) return *fr;  // (else English)
  return en;
}

const std::vector<RuleEntry>& rules1979() { return rules1979(language()); }

const RuleEntry* findRule(std::string_view id, Lang lang) {
  for (const RuleEntry& e : rules1979(lang))
    if (e.id == id) return &e;
  if (lang != Lang::En) return findRule(id, Lang::En);  // (a test requires every French text)
  const std::size_t dot = id.find('.');
  if (dot != std::string_view::npos && id.substr(dot) != ".0") {
    const std::string section = std::string(id.substr(0, dot)) + ".0";
    return findRule(section, language());
  }
  return nullptr;
}

const RuleEntry* findRule(std::string_view id) { return findRule(id, language()); }

}  // namespace naw::ui
