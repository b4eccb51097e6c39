// The rule texts of Waterloo under NLB rules (src/games/nlb/ui/nlb_rule_text.h, issue 14 item
// 1): every rule an NLB refusal can cite, read from the engine's and the screen's sources (the
// ruling of each Refusal{"N12", ...} and the NLB cases its words cite, "(7.52)"), has its own
// entry in assets/nlb/rules-nlb.txt and in the French translation assets/i18n/rules-nlb.fr.txt;
// both files hold the same entries, each translated and citing the same rule numbers.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "i18n.h"
#include "nlb_rule_text.h"
#include "rule_text.h"

namespace {

namespace fs = std::filesystem;
using naw::ui::findRule;
using naw::ui::Lang;
using naw::ui::RuleEntry;

fs::path sourceRoot() { return fs::path(__FILE__).parent_path().parent_path().parent_path(); }

// The rule tokens the refusals of these sources cite: each Refusal{"<rule>", ...}'s rule (but
// "syntax", "codec", "odds": no rule), and every NLB case ("7.52") or ruling ("N12") written
// in a refusal's words.
std::set<std::string> citedByRefusals(const std::vector<std::string>& dirs) {
  static const std::regex kRefusal("Refusal\\{\\s*\"([^\"]*)\"([^;]*)");
  static const std::regex kCase("\\b(N[0-9]+|[0-9]+\\.[0-9]+)\\b");
  std::set<std::string> out;
  for (const std::string& dir : dirs)
    for (const auto& f : fs::directory_iterator(sourceRoot() / dir)) {
      if (f.path().extension() != ".cpp") continue;
      std::ifstream in(f.path());
      std::stringstream ss;
      ss << in.rdbuf();
      const std::string text = ss.str();
      for (std::sregex_iterator it(text.begin(), text.end(), kRefusal), end; it != end; ++it) {
        const std::string rule = (*it)[1], words = (*it)[2];
        if (std::regex_match(rule, kCase)) out.insert(rule);
        for (std::sregex_iterator c(words.begin(), words.end(), kCase); c != end; ++c)
          out.insert((*c)[1]);
      }
    }
  return out;
}

// The rule numbers a text cites: rulings ("N12", "R7a") and this book's cases ("7.52"; not a
// decimal such as 7.0's "3.25 to 1", written "3,25" in French).
std::multiset<std::string> casesCited(const std::string& text, const std::set<std::string>& ids) {
  static const std::regex kCase("\\b(N[0-9]+|R[0-9]+a?|[0-9]+\\.[0-9]+)\\b");
  std::multiset<std::string> out;
  for (std::sregex_iterator it(text.begin(), text.end(), kCase), end; it != end; ++it)
    if ((*it)[1].str()[0] == 'N' || (*it)[1].str()[0] == 'R' || ids.count((*it)[1]))
      out.insert((*it)[1]);
  return out;
}

struct French {
  French() { naw::ui::setLanguage(Lang::Fr); }
  ~French() { naw::ui::setLanguage(Lang::En); }
};

TEST(NlbRuleText, EveryRuleARefusalCitesHasItsTextInEnglishAndFrench) {
  const std::set<std::string> cited = citedByRefusals({"src/games/nlb", "src/games/nlb/ui"});
  // The sources were read: the rulings of movement, combat and results are among them.
  for (const char* id : {"N3", "N6", "N9", "N12", "N13", "N15", "N16", "N19", "7.52", "8.13"})
    EXPECT_EQ(cited.count(id), 1u) << id;
  const std::vector<RuleEntry>* fr = naw::ui::frenchNlbRules();
  ASSERT_NE(fr, nullptr);
  for (const std::string& id : cited) {
    const RuleEntry* en = findRule(nlb::ui::nlbRules(), id);
    ASSERT_NE(en, nullptr) << id;
    EXPECT_EQ(en->id, id) << "no entry of its own, only its section's";
    EXPECT_FALSE(en->text.empty()) << id;
    const RuleEntry* f = findRule(*fr, id);
    ASSERT_NE(f, nullptr) << id;
    EXPECT_EQ(f->id, id);
    EXPECT_FALSE(f->text.empty()) << id;
  }
}

TEST(NlbRuleText, TheFrenchFileHasEveryEntryOfTheEnglishTranslated) {
  const std::vector<RuleEntry>& en = nlb::ui::nlbRules();
  const std::vector<RuleEntry>* fr = naw::ui::frenchNlbRules();
  ASSERT_NE(fr, nullptr);
  ASSERT_GT(en.size(), 100u);
  ASSERT_EQ(fr->size(), en.size());
  std::set<std::string> ids;
  for (const RuleEntry& e : en) ids.insert(e.id);
  for (std::size_t i = 0; i < en.size(); ++i) {
    const RuleEntry &e = en[i], &f = (*fr)[i];
    EXPECT_EQ(f.id, e.id) << "entry " << i;
    EXPECT_FALSE(f.title.empty()) << e.id;
    EXPECT_EQ(f.text.empty(), e.text.empty()) << e.id;
    if (!e.text.empty()) EXPECT_NE(f.text, e.text) << e.id << " is not translated";
    EXPECT_EQ(casesCited(f.text, ids), casesCited(e.text, ids)) << e.id;
  }
}

// A French reader's dialog shows the French text; an NLB number is read in NLB's rules (7.52 of
// NLB is about advancing, the standard game's 7.x is artillery); an unknown case of a section
// falls back to the section.
TEST(NlbRuleText, ReadInThePlayersLanguageAndInThisGamesRules) {
  const RuleEntry* en = nlb::ui::findNlbRule("7.52");
  ASSERT_NE(en, nullptr);
  EXPECT_NE(en->text.find("After advancing, units may neither attack nor be attacked"),
            std::string::npos);
  const RuleEntry* naw752 = naw::ui::findRule("7.52");
  EXPECT_TRUE(naw752 == nullptr || naw752->text != en->text);
  EXPECT_EQ(nlb::ui::findNlbRule("10.99")->id, "10.0");
  {
    French french;
    const RuleEntry* fr = nlb::ui::findNlbRule("7.52");
    ASSERT_NE(fr, nullptr);
    EXPECT_EQ(fr->title, "Avance après combat");
    EXPECT_EQ(nlb::ui::findNlbRule("N12")->title.rfind("Application des résultats", 0), 0u);
  }
  EXPECT_EQ(nlb::ui::findNlbRule("7.52")->title, "Advancing as a Result of Combat");
}

}  // namespace
