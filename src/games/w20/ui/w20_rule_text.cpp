#include "w20_rule_text.h"

#include "games/w20/assets.h"
#include "i18n.h"
#include "i18n_assets.h"

namespace w20::ui {

naw::ui::RuleBook& w20RuleBook() {
  static naw::ui::RuleBook book("rules-w20.txt", w20::assetText("rules-w20.txt"));
  return book;
}

naw::ui::RuleBook& w20FrenchRuleBook() {
  // Natively the whole file; the page embeds nothing of it (its string table is English only)
  // and installs the fetched file.
  static naw::ui::RuleBook book("rules-w20.fr.txt",
                                naw::ui::i18n_assets::assetText("rules-w20.fr.txt"));
  return book;
}

const std::vector<naw::ui::RuleEntry>& w20Rules() { return w20RuleBook().entries(); }

naw::ui::RuleBook& w20RuleBookShown() {
  return naw::ui::language() == naw::ui::Lang::Fr ? w20FrenchRuleBook() : w20RuleBook();
}

const naw::ui::RuleEntry* findW20Rule(std::string_view id) {
  // French readers get the French text once the page has fetched it, else English.
  return naw::ui::findRuleInLanguage(w20Rules(), &w20FrenchRuleBook().entries(), id);
}

}  // namespace w20::ui
