// The rule texts shown when a player taps a rule number: the 1979 rule cases and the
// project's rulings, from the embedded asset rules-1979.txt. Its format:
//
//   # comment
//   @ <id> | <title>        one entry: "4.5", "R7a", ...
//   <text>                  paragraphs separated by blank lines, until the next '@' line
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "i18n.h"

namespace naw::ui {

struct RuleEntry {
  std::string id;
  std::string title;
  std::string text;  // paragraphs joined by "\n\n"
};

std::vector<RuleEntry> parseRules(std::string_view text);

// The embedded rules in the current language (rules-1979.txt, the French translation
// rules-1979.fr.txt with the same ids), each parsed once. A refusal's rule ("4.5", "R7",
// "R7a") names an entry.
const std::vector<RuleEntry>& rules1979();
const std::vector<RuleEntry>& rules1979(Lang lang);
// The entry for `id` (in English where a translation lacks it); for an unknown case "x.y"
// its section "x.0"; nullptr if none.
const RuleEntry* findRule(std::string_view id);
const RuleEntry* findRule(std::string_view id, Lang lang);

}  // namespace naw::ui
