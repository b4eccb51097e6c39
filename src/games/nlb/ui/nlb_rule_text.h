// The rule texts of Waterloo under NLB rules shown when a player taps the rule number of a
// refusal (or presses H): the cases of the Napoleon's Last Battles standard rules this game
// uses and the rulings its refusals cite (N3-N19), from the asset assets/nlb/rules-nlb.txt
// (made by tests/ui/tools/make_nlb_rules_asset.py; format in src/ui/rule_text.h), embedded
// natively; the page embeds its "@" lines and fetches the texts (naw::ui::RuleBook). An NLB
// rule token ("7.52", "N12") is read in these rules, never in another game's. French readers
// get the French translation (assets/i18n/rules-nlb.fr.txt, i18n.h's frenchNlbRules()) once
// the page has fetched it.
#pragma once

#include <string_view>
#include <vector>

#include "rule_text.h"

namespace nlb::ui {

naw::ui::RuleBook& nlbRuleBook();
const std::vector<naw::ui::RuleEntry>& nlbRules();  // its entries, in English
// The entry for a refusal's rule ("7.52", "N12") in the player's language; for an unknown
// case "x.y" its section "x.0"; nullptr if none.
const naw::ui::RuleEntry* findNlbRule(std::string_view id);

}  // namespace nlb::ui
