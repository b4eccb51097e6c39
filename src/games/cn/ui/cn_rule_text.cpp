#include "cn_rule_text.h"

#include "games/cn/assets.h"

namespace cn::ui {

const std::vector<naw::ui::RuleEntry>& cnRules() {
  static const std::vector<naw::ui::RuleEntry> rules =
      naw::ui::parseRules(cn::assetText("rules-cn.txt"));
  return rules;
}

const naw::ui::RuleEntry* findCnRule(std::string_view id) {
  return naw::ui::findRule(cnRules(), id);
}

}  // namespace cn::ui
