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
#include "cn_rule_text.h"
#include "crt.h"
#include "game.h"
#include "games/cn/ai/cn_player.h"
#include "games/cn/map.h"
#include "games/cn/state.h"
#include "games/cn/units.h"
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
    // but clock times, given as 12-hour ({hour}) and 24-hour ({hour24}) for each to choose,
    // and the text layer's action, given as naw-cli's {command} and as plain {words}.
    if (e.key.compare(0, 5, "time.") != 0 && e.key != "tl.action") {
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

// Every key a source file of the page asks for (every game's screen: all of src/): the string
// literals of each tr(...), trn(...), trLabel(...) statement, and the families whose last part
// is an engine name.
TEST(I18n, EveryKeyTheSourcesUseHasAnEntry) {
  std::set<std::string> used;
  static const std::regex kCall("\\b(tr|trn|trLabel)\\(");
  static const std::regex kKey("\"([a-z][a-z0-9_]*(\\.[A-Za-z0-9_-]+)+)\"");
  int files = 0;
  for (const char* dir : {"src"}) {
    for (const auto& f : fs::recursive_directory_iterator(sourceRoot() / dir)) {
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
  ASSERT_GT(files, 100);
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
  // Computer Napoleonics' names (its screen: src/games/cn/ui).
  for (cn::Result r :
       {cn::Result::AE, cn::Result::AR, cn::Result::DR, cn::Result::DE, cn::Result::EX})
    used.insert(std::string("cn.result.") + cn::resultName(r));
  for (cn::UnitType t : {cn::UnitType::Artillery, cn::UnitType::Cavalry, cn::UnitType::Infantry,
                         cn::UnitType::Garrison})
    used.insert(std::string("cn.unit_type.") + cn::unitTypeName(t));
  for (cn::Terrain t :
       {cn::Terrain::Clear, cn::Terrain::Woods, cn::Terrain::Village, cn::Terrain::Chateau})
    used.insert(std::string("cn.terrain.") + cn::terrainName(t));
  for (cn::ai::PlayerLevel l :
       {cn::ai::PlayerLevel::Easy, cn::ai::PlayerLevel::Normal, cn::ai::PlayerLevel::Hard})
    used.insert(std::string("level.") + cn::ai::playerLevelName(l));
  EXPECT_GT(used.size(), 300u);
  // The screens of Computer Napoleonics and NLB, the dialogs: their keys are among them.
  for (const char* k : {"cn.prompt.declare", "cn.must_fight", "nlb.prompt.move", "nlb.vp",
                        "ng.two_players", "game.nlb"})
    EXPECT_TRUE(used.count(k)) << k << " is not asked for by any source";
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

TEST(I18n, ARefusalShownAloneStartsAsASentenceInEitherLanguage) {
  EXPECT_EQ(capitalized("the unit has already moved"), "The unit has already moved");
  EXPECT_EQ(capitalized("\xC3\xA0 l'est"), "\xC3\x80 l'est");                // à -> À
  EXPECT_EQ(capitalized("\xC3\xA9tape suivante"), "\xC3\x89tape suivante");  // é -> É
  EXPECT_EQ(capitalized("\xC3\xB7"), "\xC3\xB7");  // the division sign has no capital
  EXPECT_EQ(capitalized("4.2: done"), "4.2: done");
  EXPECT_EQ(capitalized("Already"), "Already");
  EXPECT_EQ(capitalized(""), "");
  EXPECT_EQ(capitalized("\xC3"), "\xC3");  // a broken sequence is left as it is
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

namespace naw::ui {
namespace {

// French typography (issue 14): a no-break space (U+00A0), never a plain one, before : ; ? !
TEST(I18n, FrenchTextsPutANoBreakSpaceBeforeHighPunctuation) {
  int checked = 0;
  for (const StringEntry& e : stringTable()) {
    const std::string& fr = e.text[static_cast<std::size_t>(Lang::Fr)];
    for (std::size_t i = 1; i < fr.size(); ++i)
      if (fr[i - 1] == ' ' && (fr[i] == ':' || fr[i] == ';' || fr[i] == '?' || fr[i] == '!'))
        ADD_FAILURE() << e.key << ": plain space before '" << fr[i] << "' in " << fr;
    checked += fr.find("\xC2\xA0:") != std::string::npos;
  }
  EXPECT_GT(checked, 100);  // the rule is met by many texts, not by having none
}

// No player text left in the code of the screens moved to the table: a string literal of two
// words or more given straight to a widget (Text, Button, RadioButton, Checkbox, flowButton)
// would be shown in English to a French player.
TEST(I18n, TheScreensOfEveryGameDrawNoLiteralText) {
  static const std::regex kWidget(
      "\\b(Text|TextColored|TextUnformatted|TextWrapped|Button|RadioButton|Checkbox|flowButton|"
      "button|beginDialog|beginNewGameDialog)\\(");
  static const std::regex kWords("\"[^\"]*[A-Za-z]+ [A-Za-z]+[^\"]*\"");
  int files = 0;
  for (const char* file : {"src/games/cn/ui/cn_screen.cpp", "src/games/nlb/ui/nlb_screen.cpp",
                           "src/ui/screen_frame.cpp", "src/ui/game_screen.cpp",
                           "src/ui/saves_dialog_draw.cpp", "src/ui/link_dialog.cpp"}) {
    std::ifstream in(sourceRoot() / file);
    ASSERT_TRUE(in) << file;
    std::stringstream ss;
    ss << in.rdbuf();
    static const std::regex kComment("//[^\n]*");
    const std::string text = std::regex_replace(ss.str(), kComment, "");
    ++files;
    for (std::sregex_iterator it(text.begin(), text.end(), kWidget), end; it != end; ++it) {
      const std::size_t from = std::size_t(it->position());
      const std::string statement = text.substr(from, text.find(';', from) - from);
      std::smatch m;
      if (std::regex_search(statement, m, kWords))
        ADD_FAILURE() << file << ": literal text " << m[0] << " in " << statement;
    }
  }
  EXPECT_EQ(files, 6);
}

}  // namespace
}  // namespace naw::ui

namespace naw::ui {
namespace {

// The cases a rule text cites ("6.36", "10.1", "C12"): a faithful translation cites the same.
std::multiset<std::string> casesCited(const std::string& text) {
  static const std::regex kCase("\\b(C[0-9]+|[0-9]+\\.[0-9]+)\\b");
  std::multiset<std::string> out;
  for (std::sregex_iterator it(text.begin(), text.end(), kCase), end; it != end; ++it)
    out.insert((*it)[1]);
  return out;
}

// Computer Napoleonics' rule texts in French (assets/i18n/rules-cn.fr.txt): every English case
// and ruling has its translation under the same number, with a title, a text when the English
// has one, and the same rule numbers cited; a French reader's rule dialog shows it.
TEST(I18n, EveryComputerNapoleonicsRuleHasItsFrenchTranslation) {
  const std::vector<RuleEntry>* fr = frenchCnRules();
  ASSERT_NE(fr, nullptr);
  const std::vector<RuleEntry>& en = cn::ui::cnRules();
  ASSERT_GT(en.size(), 60u);
  EXPECT_EQ(fr->size(), en.size());
  for (const RuleEntry& e : en) {
    const RuleEntry* f = findRule(*fr, e.id);
    ASSERT_NE(f, nullptr) << e.id;
    EXPECT_EQ(f->id, e.id);
    EXPECT_FALSE(f->title.empty()) << e.id;
    EXPECT_EQ(f->text.empty(), e.text.empty()) << e.id;
    // A heading alone may read the same ("Combat"); a text never does.
    if (!e.text.empty()) {
      EXPECT_NE(f->text, e.text) << e.id << " is not translated";
    }
    EXPECT_EQ(casesCited(f->text), casesCited(e.text)) << e.id;
  }
  French french;
  const RuleEntry* shown = cn::ui::findCnRule("6.36");
  ASSERT_NE(shown, nullptr);
  EXPECT_EQ(shown->title, "Combat à plusieurs unités");
  setLanguage(Lang::En);
  EXPECT_EQ(cn::ui::findCnRule("6.36")->title, "Multi-Unit Combat");
}

}  // namespace
}  // namespace naw::ui
