// The rule texts of Waterloo 20 shown when a player taps the rule number of a refusal (or
// presses H): the rulebook's cases 1.0-17.2 and the rulings a refusal cites (W3, W6, W8, W9,
// W11-W14, W18, W21, W24, W29, W30), from assets/w20/rules-w20.txt (made by
// tests/ui/tools/make_w20_rules_asset.py; format in src/ui/rule_text.h), and their French
// translation assets/i18n/rules-w20.fr.txt, same numbers. Natively both are embedded; the
// page embeds the English headings only and fetches each file, beside the page, the first time
// a dialog shows one of its texts (naw::ui::RuleBook): the French file only for French readers.
// A W20 rule token ("6.24", "W14") is read in W20's rules, never in another game's.
#pragma once

#include <string_view>
#include <vector>

#include "rule_text.h"

namespace w20::ui {

naw::ui::RuleBook& w20RuleBook();                   // English (rules-w20.txt)
naw::ui::RuleBook& w20FrenchRuleBook();             // French (rules-w20.fr.txt)
const std::vector<naw::ui::RuleEntry>& w20Rules();  // the English entries

// The entry for a refusal's rule ("6.24", "W14") in the current language; for an unknown case
// "x.y" its section "x.0"; nullptr if none. A French reader gets the English heading until
// the French texts have arrived (w20RuleBookShown() asks for them).
const naw::ui::RuleEntry* findW20Rule(std::string_view id);
// The book whose text the dialog shows in the current language (to fetch it when missing).
naw::ui::RuleBook& w20RuleBookShown();

}  // namespace w20::ui
