#include "cn_rule_text.h"

#include "games/cn/assets.h"

namespace cn::ui {

naw::ui::RuleBook& cnRuleBook() {
  static naw::ui::RuleBook book("rules-cn.txt", cn::assetText("rules-cn.txt"));
  return book;
}

const std::vector<naw::ui::RuleEntry>& cnRules() { return cnRuleBook().entries(); }

const naw::ui::RuleEntry* findCnRule(std::string_view id) {
  return naw::ui::findRule(cnRules(), id);
}

}  // namespace cn::ui
