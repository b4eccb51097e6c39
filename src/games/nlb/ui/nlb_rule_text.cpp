#include "nlb_rule_text.h"

#include "games/nlb/assets.h"
#include "i18n.h"

namespace nlb::ui {

naw::ui::RuleBook& nlbRuleBook() {
  static naw::ui::RuleBook book("rules-nlb.txt", nlb::assetText("rules-nlb.txt"));
  return book;
}

const std::vector<naw::ui::RuleEntry>& nlbRules() { return nlbRuleBook().entries(); }

const naw::ui::RuleEntry* findNlbRule(std::string_view id) {
  // French readers get the French text once it is there (fetched by the page), else English.
  return naw::ui::findRuleInLanguage(nlbRules(), naw::ui::frenchNlbRules(), id);
}

}  // namespace nlb::ui
