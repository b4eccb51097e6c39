// Waterloo 20's rule texts (src/games/w20/ui/w20_rule_text.h, issue 14 item 1): every rule
// token a refusal of w20_engine can cite, read from the engine's own sources, opens its own
// text (not its section's) in English (assets/w20/rules-w20.txt) and in French
// (assets/i18n/rules-w20.fr.txt); the two files have the same entries, each translated, citing
// the same rule numbers, in French typography; a W20 number is read in W20's rules only.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "i18n.h"
#include "w20_rule_text.h"

namespace w20::ui {
namespace {

using naw::ui::Lang;
using naw::ui::RuleEntry;

struct French {
  French() { naw::ui::setLanguage(Lang::Fr); }
  ~French() { naw::ui::setLanguage(Lang::En); }
};

// Every rule token ("6.24", "9.816", "W14") written as a string in the engine's sources
// (src/games/w20/*.cpp): the rules its refusals cite (Refusal{"6.23", ...}, and the retreat
// checks' `return "9.816";`).
std::set<std::string> tokensTheEngineCites() {
  const std::filesystem::path engine =
      std::filesystem::path(__FILE__).parent_path().parent_path().parent_path() / "src" / "games" /
      "w20";
  static const std::regex kToken("\"(W[0-9]+|[0-9]+\\.[0-9]+)\"");
  std::set<std::string> out;
  for (const auto& f : std::filesystem::directory_iterator(engine)) {
    if (f.path().extension() != ".cpp") continue;
    std::ifstream in(f.path());
    std::stringstream s;
    s << in.rdbuf();
    const std::string text = s.str();
    for (std::sregex_iterator it(text.begin(), text.end(), kToken), end; it != end; ++it)
      out.insert((*it)[1]);
  }
  return out;
}

const RuleEntry* exactly(const std::vector<RuleEntry>& rules, const std::string& id) {
  for (const RuleEntry& e : rules)
    if (e.id == id) return &e;
  return nullptr;
}

TEST(W20RuleText, EveryRuleARefusalCitesHasItsTextInEnglishAndFrench) {
  const std::set<std::string> cited = tokensTheEngineCites();
  ASSERT_GE(cited.size(), 40u);  // the scan found the engine's refusals
  for (const char* id : {"6.24", "9.816", "7.41", "16.1", "W14", "W29"})
    EXPECT_EQ(cited.count(id), 1u) << id;
  const std::vector<RuleEntry>& fr = w20FrenchRuleBook().entries();
  for (const std::string& id : cited) {
    for (const std::vector<RuleEntry>* rules : {&w20Rules(), &fr}) {
      const RuleEntry* e = exactly(*rules, id);
      ASSERT_NE(e, nullptr) << id << (rules == &fr ? " in French" : " in English");
      EXPECT_FALSE(e->title.empty()) << id;
      EXPECT_FALSE(e->text.empty()) << id;
    }
  }
}

// The cases a rule text cites ("9.813", "W11"): a faithful translation cites the same.
std::multiset<std::string> casesCited(const std::string& text) {
  static const std::regex kCase("\\b(W[0-9]+|[0-9]+\\.[0-9]+)\\b");
  std::multiset<std::string> out;
  for (std::sregex_iterator it(text.begin(), text.end(), kCase), end; it != end; ++it)
    out.insert((*it)[1]);
  return out;
}

TEST(W20RuleText, TheFrenchFileHasEveryEntryOfTheEnglishTranslated) {
  const std::vector<RuleEntry>& en = w20Rules();
  const std::vector<RuleEntry>& fr = w20FrenchRuleBook().entries();
  ASSERT_GE(en.size(), 120u);  // cases 1.0-17.2 and the rulings
  ASSERT_EQ(fr.size(), en.size());
  for (std::size_t i = 0; i < en.size(); ++i) {
    const RuleEntry &e = en[i], &f = fr[i];
    EXPECT_EQ(f.id, e.id) << i;  // the same numbers, in the same order
    EXPECT_FALSE(f.title.empty()) << e.id;
    EXPECT_EQ(f.text.empty(), e.text.empty()) << e.id;
    if (!e.text.empty()) EXPECT_NE(f.text, e.text) << e.id << " is not translated";
    EXPECT_EQ(casesCited(f.text), casesCited(e.text)) << e.id;
    // French typography (as the string table's): a no-break space before : ; ? !
    for (const std::string* s : {&f.title, &f.text})
      for (std::size_t k = 1; k < s->size(); ++k)
        if ((*s)[k - 1] == ' ' && std::string(":;?!").find((*s)[k]) != std::string::npos)
          ADD_FAILURE() << e.id << ": plain space before '" << (*s)[k] << "'";
  }
}

TEST(W20RuleText, Rule_6_24_IsShownInThePlayersLanguageFromW20sRules) {
  const RuleEntry* en = findW20Rule("6.24");
  ASSERT_NE(en, nullptr);
  EXPECT_EQ(en->id, "6.24");
  EXPECT_NE(en->text.find("All movements are final"), std::string::npos) << en->text;
  EXPECT_EQ(&w20RuleBookShown(), &w20RuleBook());
  {
    French french;
    const RuleEntry* fr = findW20Rule("6.24");
    ASSERT_NE(fr, nullptr);
    EXPECT_EQ(fr->id, "6.24");
    EXPECT_NE(fr->text.find("Tout mouvement est définitif"), std::string::npos) << fr->text;
    EXPECT_EQ(&w20RuleBookShown(), &w20FrenchRuleBook());
    EXPECT_EQ(findW20Rule("W14")->title.rfind("Combat\xC2\xA0: obligations", 0), 0u);
  }
  // 9.816 is W20's own case (the 1979 rules have none); an unknown case falls back to its
  // section; a token that is not a rule has no text.
  EXPECT_NE(findW20Rule("9.816")->text.find("former combat position"), std::string::npos);
  ASSERT_NE(findW20Rule("9.99"), nullptr);
  EXPECT_EQ(findW20Rule("9.99")->id, "9.0");
  EXPECT_EQ(findW20Rule("syntax"), nullptr);
}

}  // namespace
}  // namespace w20::ui
