// The rule texts of Computer Napoleonics shown when a player taps the rule number of a
// refusal: the rulebook's rules of play (cases 5.0-11.0) and the rulings a refusal cites (C5,
// C6, C9, C11, C12, C15, C20, C22, C23; the page's size budget keeps the others out), from the
// asset assets/cn/rules-cn.txt (made by tests/ui/tools/make_cn_rules_asset.py; format in
// src/ui/rule_text.h), embedded natively; the page embeds its "@" lines and fetches the
// texts (naw::ui::RuleBook). A CN rule token ("6.36", "C19") is read in CN's rules, never in
// Napoleon at Waterloo's. French readers get the French translation
// (assets/i18n/rules-cn.fr.txt, i18n.h's frenchCnRules()) once the page has fetched it.
#pragma once

#include <string_view>
#include <vector>

#include "rule_text.h"

namespace cn::ui {

naw::ui::RuleBook& cnRuleBook();
const std::vector<naw::ui::RuleEntry>& cnRules();  // its entries
// The entry for a refusal's rule ("5.15", "C19"); for an unknown case "x.y" its section
// "x.0"; nullptr if none.
const naw::ui::RuleEntry* findCnRule(std::string_view id);

}  // namespace cn::ui
