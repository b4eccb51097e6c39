// The refusals of Computer Napoleonics and NLB Waterloo in the player's language: every text
// their engines can give (each refuse("rule", ...) of src/games/cn, each Refusal{"rule", ...}
// of src/games/nlb: literal words kept, variable parts standing for a unit or hex) matches a
// "refusal.*" entry with a French text of its own; and one met in a real position reads in
// French.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "games/cn/game.h"
#include "i18n.h"
#include "refusal_text.h"

namespace naw::ui {
namespace {

namespace fs = std::filesystem;

struct French {
  French() { setLanguage(Lang::Fr); }
  ~French() { setLanguage(Lang::En); }
};

// The text each `call` ("refuse(", "Refusal{") of `source` can give, every part of its
// expression that is not a string literal replaced by `stand`; an expression that chooses
// between texts (a "?") is left to the tests that name its forms.
std::vector<std::string> refusalTexts(const std::string& source, const std::string& call,
                                      const std::string& stand) {
  std::vector<std::string> out;
  for (std::size_t at = source.find(call); at != std::string::npos;
       at = source.find(call, at + 1)) {
    std::size_t i = source.find(',', at) + 1;  // past the rule
    std::string text;
    bool gap = false, choice = false;
    for (int depth = 1; i < source.size() && depth > 0; ++i) {
      const char c = source[i];
      if (c == '"') {
        const std::size_t end = source.find('"', i + 1);
        if (gap) text += stand;
        gap = false;
        text += source.substr(i + 1, end - i - 1);
        i = end;
      } else if (c == '(' || c == '{') {
        ++depth;
      } else if (c == ')' || c == '}') {
        --depth;
      } else if (c == '?') {
        choice = true;
      } else if (depth == 1 && c != '+' && c != ' ' && c != '\n') {
        gap = true;
      }
    }
    if (gap) text += stand;
    if (!text.empty() && !choice) out.push_back(text);
  }
  return out;
}

// `why` has an entry, translated, that keeps its variable part `stand`.
void expectTranslated(const std::string& why, const std::string& stand, const std::string& where) {
  const std::string key = refusalKey(why);
  EXPECT_FALSE(key.empty()) << where << ": no entry for \"" << why << "\"";
  if (key.empty()) return;
  EXPECT_NE(tr(key, Lang::Fr), tr(key, Lang::En)) << key;
  French fr;
  EXPECT_EQ(refusalText(why).find(stand) == std::string::npos, why.find(stand) == std::string::npos)
      << why << " -> " << refusalText(why);
}

int expectEveryRefusalTranslated(const char* game, const std::string& call) {
  const fs::path dir =
      fs::path(__FILE__).parent_path().parent_path().parent_path() / "src" / "games" / game;
  int found = 0;
  for (const auto& f : fs::directory_iterator(dir)) {
    if (f.path().extension() != ".cpp") continue;
    std::ifstream in(f.path());
    std::stringstream ss;
    ss << in.rdbuf();
    for (const std::string& why : refusalTexts(ss.str(), call, "IR")) {
      ++found;
      expectTranslated(why, "IR", f.path().filename().string());
    }
  }
  return found;
}

TEST(RefusalText, EveryComputerNapoleonicsRefusalHasAFrenchEntry) {
  EXPECT_GT(expectEveryRefusalTranslated("cn", "refuse("), 50);
}

TEST(RefusalText, EveryNlbRefusalHasAFrenchEntry) {
  EXPECT_GT(expectEveryRefusalTranslated("nlb", "Refusal{"), 70);
  // The texts made of a choice (src/games/nlb/game.cpp, movement.cpp), in each form.
  for (const char* why :
       {"1709 is a chateau: one unit at most", "1709 holds more than two units",
        "1709 is not an open entry hex (column 23, or the nearest open edge hex when all of "
        "column 23 is enemy-held or controlled)",
        "that hex is not an open entry hex (column 23, or the nearest open edge hex when all of "
        "column 23 is enemy-held or controlled)",
        "needs 2.5 MP, the unit has 1 left"})
    expectTranslated(why, "1", "nlb");
}

// C5 in the opening position: the French move first, so the Allied Hougoumont garrison (IR)
// may not move.
TEST(RefusalText, Ruling_C5_NotTheMovingSideInFrench) {
  const cn::Game g = cn::Game::newGame(1);
  const auto why = g.movementBlocked(g.unitIndex("IR"));
  ASSERT_TRUE(why);
  EXPECT_EQ(why->rule, "C5");
  EXPECT_EQ(refusalKey(why->why), "refusal.cn_not_moving_side");
  French fr;
  EXPECT_EQ(refusalText(why->why), "IR n'appartient pas au camp qui se d\xC3\xA9place");
}

}  // namespace
}  // namespace naw::ui
