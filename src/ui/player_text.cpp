#include "player_text.h"

#include <algorithm>
#include <cctype>

#include "rule_text.h"
#include "rules.h"

namespace naw::ui {
namespace {
bool idChar(char c) {
  return std::islower(static_cast<unsigned char>(c)) ||
         std::isdigit(static_cast<unsigned char>(c)) || c == '-';
}
bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
}  // namespace

std::string withUnitLabels(const Rules& rules, std::string_view text) {
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    if (!idChar(text[i])) {
      out += text[i++];
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && idChar(text[j])) ++j;
    const std::string_view word = text.substr(i, j - i);
    const int u = rules.unitByIdentifier(word);
    if (u >= 0)
      out += rules.unit(u).label;
    else
      out += word;
    i = j;
  }
  return out;
}

std::vector<std::string> citedRules(std::string_view text) {
  std::vector<std::string> found;
  const auto add = [&found](std::string id) {
    const RuleEntry* e = findRule(id);  // (an unknown "x.y" would give its section: skipped)
    if (e && e->id == id && std::find(found.begin(), found.end(), id) == found.end())
      found.push_back(std::move(id));
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    // Only at the start of a word: "R7" but not the R of "ROAD", "6.2" but not a hex "1209".
    if (i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '.'))
      continue;
    if (text[i] == 'R' && i + 1 < text.size() && digit(text[i + 1])) {
      std::size_t j = i + 1;
      while (j < text.size() && digit(text[j])) ++j;
      if (j < text.size() && std::islower(static_cast<unsigned char>(text[j])) &&
          (j + 1 == text.size() || !std::isalpha(static_cast<unsigned char>(text[j + 1]))))
        ++j;  // "R7a"
      if (j == text.size() || !std::isalnum(static_cast<unsigned char>(text[j])))
        add(std::string(text.substr(i, j - i)));
      i = j - 1;
    } else if (digit(text[i]) && i + 2 < text.size() && text[i + 1] == '.' && digit(text[i + 2])) {
      std::size_t j = i + 2;
      while (j < text.size() && digit(text[j])) ++j;
      // A case number is "x.y", never followed by more digits after a dot ("1.2.3").
      if (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) ||
                              (text[j] == '.' && j + 1 < text.size() && digit(text[j + 1])))) {
        i = j - 1;
        continue;
      }
      add(std::string(text.substr(i, j - i)));
      i = j - 1;
    }
  }
  return found;
}

}  // namespace naw::ui
