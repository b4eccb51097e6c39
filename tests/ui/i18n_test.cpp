// English and French (issue 14, item 1): the string table is complete in both languages,
// every key the sources ask for exists, arguments and plurals are substituted, every English
// rule text has its French translation, and the refusals a player meets are translated.
#include "i18n.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "ai.h"
#include "crt.h"
#include "game.h"
#include "platform.h"
#include "player_text.h"
#include "rule_text.h"

namespace naw::ui {
namespace {

namespace fs = std::filesystem;

// Every test leaves the language as it found it (English): other tests read English texts.
struct French {
  French() { setLanguage(Lang::Fr); }
  ~French() { setLanguage(Lang::En); }
};

std::set<std::string> citedRulesSet(const std::string& text) {
  const auto v = citedRules(text);
  return {v.begin(), v.end()};
}

fs::path sourceRoot() { return fs::path(__FILE__).parent_path().parent_path().parent_path(); }

std::set<std::string> placeholders(const std::string& text) {
  std::set<std::string> names;
  static const std::regex kArg("\\{([a-z0-9]+)\\}");
  for (std::sregex_iterator it(text.begin(), text.end(), kArg), end; it != end; ++it)
    names.insert((*it)[1]);
  return names;
}

TEST(I18n, EveryEntryHasEnglishAndFrench) {
  const auto& table = stringTable();
  ASSERT_GT(table.size(), 200u);
  std::set<std::string> keys;
  for (const StringEntry& e : table) {
    EXPECT_TRUE(keys.insert(e.key).second) << "key twice: " << e.key;
    EXPECT_FALSE(e.text[0].empty()) << e.key << " has no English text";
    EXPECT_FALSE(e.text[1].empty()) << e.key << " has no French text";
    // Same arguments in both languages, or one of them would show "{name}" or lose a value;
    // but clock times, given as 12-hour ({hour}) and 24-hour ({hour24}) for each to choose.
    if (e.key.compare(0, 5, "time.") != 0) {
      EXPECT_EQ(placeholders(e.text[0]), placeholders(e.text[1])) << e.key;
    }
    EXPECT_EQ(e.text[0].find('|') == std::string::npos, e.text[1].find('|') == std::string::npos)
        << e.key << ": plural forms in one language only";
  }
}

// A table line without its French column is an entry missing in French: found, not a crash.
TEST(I18n, AMissingFrenchTextIsSeenAndFallsBackToEnglish) {
  const auto t = parseStrings("# c\nb.key\tBee\na.key\tAy\tA\n");
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].key, "a.key");  // sorted
  EXPECT_EQ(t[1].text[1], "");
  French fr;
  EXPECT_EQ(tr("no.such.key"), "no.such.key");
}

// Every key a source file of the page asks for: the string literals of each tr(...),
// trn(...), trLabel(...) statement, and the families whose last part is an engine name.
TEST(I18n, EveryKeyTheSourcesUseHasAnEntry) {
  std::set<std::string> used;
  static const std::regex kCall("\\b(tr|trn|trLabel)\\(");
  static const std::regex kKey("\"([a-z][a-z0-9_]*(\\.[A-Za-z0-9_-]+)+)\"");
  int files = 0;
  for (const char* dir : {"src/ui", "src/web"}) {
    for (const auto& f : fs::directory_iterator(sourceRoot() / dir)) {
      if (f.path().extension() != ".cpp" && f.path().extension() != ".h") continue;
      std::ifstream in(f.path());
      std::stringstream ss;
      ss << in.rdbuf();
      const std::string text = ss.str();
      ++files;
      for (std::sregex_iterator it(text.begin(), text.end(), kCall), end; it != end; ++it) {
        const std::size_t from = std::size_t(it->position());
        const std::string statement = text.substr(from, text.find(';', from) - from);
        for (std::sregex_iterator k(statement.begin(), statement.end(), kKey); k != end; ++k)
          used.insert((*k)[1]);
      }
    }
  }
  ASSERT_GT(files, 10);
  for (ai::Level l :
       {ai::Level::Random, ai::Level::Greedy, ai::Level::Easy, ai::Level::Normal, ai::Level::Hard})
    used.insert(std::string("level.") + ai::levelName(l));
  for (CombatResult r :
       {CombatResult::Ae, CombatResult::Ar, CombatResult::Ee, CombatResult::Dr, CombatResult::De})
    used.insert(std::string("result.") + combatResultName(r));
  for (UnitType t : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery})
    used.insert(std::string("unit_type.") + unitTypeName(t));
  for (UnitStatus s : {UnitStatus::Unavailable, UnitStatus::Waiting, UnitStatus::OnMap,
                       UnitStatus::Eliminated, UnitStatus::Exited})
    used.insert(std::string("unit_status.") + unitStatusName(s));
  for (const char* t : {"clear", "road", "woods", "woods_road", "building"})
    for (const char* part : {"", ".move", ".combat"})
      used.insert(std::string("terrain.") + t + part);
  EXPECT_GT(used.size(), 150u);
  std::set<std::string> keys;
  for (const StringEntry& e : stringTable()) keys.insert(e.key);
  for (const std::string& k : used) EXPECT_TRUE(keys.count(k)) << "no entry for " << k;
}

TEST(I18n, ArgumentsAndPluralsAreSubstituted) {
  EXPECT_EQ(tr("dialog.rule", {{"rule", "4.5"}}), "Rule 4.5");
  French fr;
  EXPECT_EQ(tr("dialog.rule", {{"rule", "4.5"}}), "Règle 4.5");
  EXPECT_EQ(tr("time.pm", {{"hour", "3"}, {"hour24", "15"}}), "15 h");
  EXPECT_EQ(substitute("{n} {x}, {x}", {{"x", "a"}, {"n", "2"}}), "2 a, a");
  EXPECT_EQ(trLabel("button.undo", "undo"), "Annuler###undo");
}

TEST(I18n, PluralFormsFollowEachLanguage) {
  // No entry of the table needs a plural yet: the rule on forms of the table's format.
  const std::string en = "{n} unit|{n} units", fr = "{n} unité|{n} unités";
  EXPECT_EQ(pluralForm(en, 1, Lang::En), "{n} unit");
  EXPECT_EQ(pluralForm(en, 0, Lang::En), "{n} units");
  EXPECT_EQ(pluralForm(en, 2, Lang::En), "{n} units");
  EXPECT_EQ(pluralForm(fr, 0, Lang::Fr), "{n} unité");
  EXPECT_EQ(pluralForm(fr, 1, Lang::Fr), "{n} unité");
  EXPECT_EQ(pluralForm(fr, 2, Lang::Fr), "{n} unités");
  EXPECT_EQ(pluralForm("one form", 5, Lang::Fr), "one form");
  // trn sets {n} and the other arguments.
  EXPECT_EQ(trn("combat.die_on", 4, {{"die", "{n}"}, {"odds", "2-1"}}), "Die 4 on 2-1");
}

// The page gets its French texts apart ("key<TAB>French" lines, then "%%rules" and the rule
// texts): installing them sets each key's French text; unknown keys are ignored.
TEST(I18n, FrenchTextsFetchedApartAreInstalled) {
  const std::string before = tr("button.undo", Lang::Fr);
  installFrench("# c\nbutton.undo\tDéfaire\nno.such.key\tRien\n");
  EXPECT_EQ(tr("button.undo", Lang::Fr), "Défaire");
  EXPECT_EQ(tr("no.such.key", Lang::Fr), "no.such.key");
  EXPECT_TRUE(frenchAvailable());
  installFrench("button.undo\t" + before + "\n");
  EXPECT_EQ(tr("button.undo", Lang::Fr), before);
}

TEST(I18n, LanguageTags) {
  EXPECT_EQ(langFromTag("fr-FR"), Lang::Fr);
  EXPECT_EQ(langFromTag("FR"), Lang::Fr);
  EXPECT_EQ(langFromTag("fr_CA"), Lang::Fr);
  EXPECT_EQ(langFromTag("en-GB"), Lang::En);
  EXPECT_EQ(langFromTag("de-DE"), std::nullopt);
  EXPECT_EQ(langFromTag("fra"), std::nullopt);
  EXPECT_EQ(langFromTag(""), std::nullopt);
}

// A page in memory: storage and the browser's language.
class LanguagePlatform : public Platform {
 public:
  std::map<std::string, std::string> store;
  std::string browser;
  std::optional<std::string> storageGet(const std::string& k) override {
    const auto it = store.find(k);
    return it == store.end() ? std::nullopt : std::optional<std::string>(it->second);
  }
  StorageWrite storageSet(const std::string& k, const std::string& v) override {
    store[k] = v;
    return {};
  }
  void storageRemove(const std::string& k) override { store.erase(k); }
  std::vector<std::string> storageKeys(const std::string&) override { return {}; }
  std::vector<StorageChange> takeStorageChanges(const std::string&) override { return {}; }
  void installLinkListener() override {}
  std::string locationHash() override { return ""; }
  bool takeHashChanged() override { return false; }
  void clearHash() override {}
  std::string pageAddress() override { return ""; }
  void shareUrl(const std::string&, const std::string&) override {}
  ShareOutcome shareOutcome() override { return ShareOutcome::None; }
  void downloadText(const std::string&, const std::string&) override {}
  void pickFile() override {}
  std::optional<PickedFile> takePickedFile() override { return std::nullopt; }
  double nowMs() override { return 0; }
  std::array<std::uint8_t, 32> entropy32() override { return {}; }
  std::string browserLanguage() override { return browser; }
};

TEST(I18n, TheBrowserLanguagePicksFirstAndTheChoiceIsRemembered) {
  LanguagePlatform p;
  p.browser = "fr-FR";
  initLanguage(p);
  EXPECT_EQ(language(), Lang::Fr);
  chooseLanguage(p, Lang::En);  // the menu's switch
  EXPECT_EQ(language(), Lang::En);
  EXPECT_EQ(p.store[kLanguageKey], "en");
  setLanguage(Lang::Fr);
  initLanguage(p);  // a reload: the stored choice wins over the browser's language
  EXPECT_EQ(language(), Lang::En);
  LanguagePlatform german;
  german.browser = "de-DE";
  initLanguage(german);
  EXPECT_EQ(language(), Lang::En);
}

TEST(I18n, AFrenchRuleTextForEveryEnglishRule) {
  const auto& en = rules1979(Lang::En);
  const auto& fr = rules1979(Lang::Fr);
  ASSERT_GT(en.size(), 50u);
  std::map<std::string, const RuleEntry*> french;
  for (const RuleEntry& e : fr) french[e.id] = &e;
  for (const RuleEntry& e : en) {
    const auto it = french.find(e.id);
    ASSERT_NE(it, french.end()) << "no French text for rule " << e.id;
    EXPECT_FALSE(it->second->title.empty()) << e.id;
    // Rule numbers unchanged: every case the English text cites, the French cites too.
    EXPECT_EQ(citedRulesSet(e.text), citedRulesSet(it->second->text)) << e.id;
  }
  EXPECT_EQ(fr.size(), en.size());
}

}  // namespace
}  // namespace naw::ui
