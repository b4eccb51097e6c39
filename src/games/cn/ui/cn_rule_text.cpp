#include "cn_rule_text.h"

#include "games/cn/assets.h"
#include "i18n.h"

namespace cn::ui {

naw::ui::RuleBook& cnRuleBook() {
  static naw::ui::RuleBook book("rules-cn.txt", cn::assetText("rules-cn.txt"));
  return book;
}

const std::vector<naw::ui::RuleEntry>& cnRules() { return cnRuleBook().entries(); }

const naw::ui::RuleEntry* findCnRule(std::string_view id) {
  // French readers get the French text once it is there (fetched by the page), else English.
  return naw::ui::findRuleInLanguage(cnRules(), naw::ui::frenchCnRules(), id);
}

}  // namespace cn::ui
