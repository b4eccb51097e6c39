// RuleBook (src/ui/rule_text.h): the page embeds only the "@" lines of a rule file and
// fetches the texts the first time a dialog shows one; natively the whole file is embedded.
#include <gtest/gtest.h>

#include <algorithm>

#include "games/cn/ui/cn_rule_text.h"
#include "rule_text.h"

namespace naw::ui {
namespace {

constexpr const char* kFull =
    "# provenance\n@ 4.5 | Zones of Control\nA unit stops.\n\nSecond paragraph.\n"
    "@ R7 | Ruling seven\nThe ruling.\n";
constexpr const char* kHeadings = "@ 4.5 | Zones of Control\n@ R7 | Ruling seven\n";

using Texts = RuleBook::Texts;

TEST(RuleBook, HeadingsOnlyGiveIdsAndTitlesAndAskForTheTextsWhenOneIsShown) {
  RuleBook book("rules-test.txt", kHeadings);
  ASSERT_EQ(book.entries().size(), 2u);
  EXPECT_EQ(book.entries()[0].id, "4.5");
  EXPECT_EQ(book.entries()[0].title, "Zones of Control");
  EXPECT_EQ(findRule(book.entries(), "R7"), &book.entries()[1]);  // rule buttons work
  EXPECT_EQ(book.texts(), Texts::Missing);
  EXPECT_FALSE(book.takeWanted());  // nothing shown yet: nothing fetched
  EXPECT_EQ(book.textOf(book.entries()[0]), Texts::Wanted);
  EXPECT_TRUE(book.takeWanted());
  EXPECT_FALSE(book.takeWanted());  // one fetch
  EXPECT_EQ(book.textOf(book.entries()[1]), Texts::Loading);
  book.install(kFull);
  EXPECT_EQ(book.texts(), Texts::Ready);
  ASSERT_EQ(book.entries().size(), 2u);
  EXPECT_EQ(book.entries()[0].text, "A unit stops.\n\nSecond paragraph.");
  EXPECT_EQ(book.textOf(book.entries()[1]), Texts::Ready);
}

TEST(RuleBook, AFailedFetchIsSaidUntilRetried) {
  RuleBook book("rules-test.txt", kHeadings);
  EXPECT_EQ(book.textOf(book.entries()[0]), Texts::Wanted);
  ASSERT_TRUE(book.takeWanted());
  book.fail();
  EXPECT_EQ(book.textOf(book.entries()[0]), Texts::Failed);  // not asked again by itself
  EXPECT_FALSE(book.takeWanted());
  book.retry();
  EXPECT_TRUE(book.takeWanted());
  // What arrived is not a rule file (a server's error page): a failure, headings kept.
  book.install("<html>Not found</html>");
  EXPECT_EQ(book.texts(), Texts::Failed);
  EXPECT_EQ(book.entries().size(), 2u);
}

TEST(RuleBook, ATranslatedEntryWithItsTextIsShownWhateverTheBook) {
  RuleBook book("rules-test.txt", kHeadings);
  RuleEntry french{"4.5", "Zones de contrôle", "Une unité s'arrête."};
  EXPECT_EQ(book.textOf(french), Texts::Ready);
  EXPECT_FALSE(book.takeWanted());
}

TEST(RuleBook, BooksAreListedForThePageWhileTheyLive) {
  const auto listed = [](const RuleBook* b) {
    return std::count(ruleBooks().begin(), ruleBooks().end(), b);
  };
  const RuleBook* gone = nullptr;
  {
    RuleBook book("rules-test.txt", kHeadings);
    gone = &book;
    EXPECT_EQ(listed(gone), 1);
  }
  EXPECT_EQ(listed(gone), 0);
}

TEST(RuleBook, NativeBuildsEmbedTheWholeTexts) {
  EXPECT_EQ(rules1979Book().texts(), Texts::Ready);
  EXPECT_EQ(cn::ui::cnRuleBook().texts(), Texts::Ready);
  const RuleEntry* e = findRule("4.5");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(rules1979Book().textOf(*e), Texts::Ready);
  EXPECT_FALSE(rules1979Book().takeWanted());
}

}  // namespace
}  // namespace naw::ui
