// Refused saves and links in the player's language (issue 14, item 1): persist words its
// errors in English (naw-cli's contract); the screens show them through the string table. In
// English every text is what it was; in French no English message is left: a pattern of its
// own, else the sentence of its kind.
#include "error_text.h"

#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "i18n.h"
#include "session.h"

namespace naw::ui {
namespace {

using persist::Error;
using persist::ErrorKind;
using persist::Session;

struct French {
  French() { setLanguage(Lang::Fr); }
  ~French() { setLanguage(Lang::En); }
};

// A real hot-seat turn link (the standard game, a few moves in) and what the page's link
// reader makes of `text`.
std::string realLink() {
  Session s = Session::local(naw::Options{}, 11);
  auto link = s.link();
  EXPECT_TRUE(std::holds_alternative<std::string>(link));
  return std::get<std::string>(link);
}
Error refusedLink(const std::string& text) {
  auto loaded = Session::accept(text, persist::Entropy{});
  EXPECT_TRUE(std::holds_alternative<Error>(loaded)) << text;
  return std::holds_alternative<Error>(loaded) ? std::get<Error>(loaded) : Error{};
}

TEST(ErrorText, InEnglishADamagedLinkReadsAsPersistWordsIt) {
  std::string link = realLink();
  link[link.size() / 2] = link[link.size() / 2] == 'A' ? 'B' : 'A';
  const Error e = refusedLink(link);
  EXPECT_EQ(e.kind, ErrorKind::Checksum) << e.message;
  EXPECT_EQ(errorMessage(e), e.message);
  EXPECT_EQ(linkErrorText(e), e.message);
  EXPECT_EQ(saveErrorText(e), e.message);
  // The rule of an engine refusal, in each dialog's own form as before.
  Error illegal = e;
  illegal.kind = ErrorKind::IllegalAction;
  illegal.message = "the saved game does not replay";
  illegal.actionIndex = 4;
  illegal.refusal = {"4.2", "1208 is woods: entry prohibited"};
  EXPECT_EQ(linkErrorText(illegal),
            "the saved game does not replay (action 5): rule 4.2, 1208 is woods: entry prohibited");
  EXPECT_EQ(saveErrorText(illegal),
            "the saved game does not replay (rule 4.2: 1208 is woods: entry prohibited)");
}

TEST(ErrorText, InFrenchADamagedOrCutLinkReadsAsItsKind) {
  const std::string link = realLink();
  std::string damaged = link;
  damaged[link.size() / 2] = damaged[link.size() / 2] == 'A' ? 'B' : 'A';
  const std::string cut = link.substr(0, link.size() - 9);
  const French fr;
  for (const std::string& text : {damaged, cut, std::string("#t=hello, world")}) {
    const Error e = refusedLink(text);
    const std::string shown = linkErrorText(e);
    EXPECT_EQ(shown.find(e.message), std::string::npos) << shown;
    EXPECT_FALSE(shown.empty());
    EXPECT_NE(shown, tr("error.kind.internal")) << e.message;  // each says what is wrong
  }
  EXPECT_EQ(errorMessage(refusedLink(damaged)), tr("error.kind.checksum"));
}

TEST(ErrorText, InFrenchAMessageWithAPatternOfItsOwnIsTranslatedWhole) {
  // A hot-seat link given as an invitation: the refusal has its own French words.
  const Error e = refusedLink(realLink());
  EXPECT_EQ(e.message, "this link is not an invitation to play by link");
  const French fr;
  EXPECT_EQ(errorMessage(e), "ce lien n'est pas une invitation à jouer par lien");
}

TEST(ErrorText, InFrenchAnIllegalActionNamesItsActionAndTheRuleInFrench) {
  Error e;
  e.kind = ErrorKind::IllegalAction;
  e.message = "action 5 is illegal: 4.2: 1208 is woods: entry prohibited";
  e.actionIndex = 4;
  e.refusal = {"4.2", "1208 is woods: entry prohibited"};
  const French fr;
  const std::string shown = linkErrorText(e);
  EXPECT_EQ(shown.find("is illegal"), std::string::npos) << shown;
  EXPECT_NE(shown.find("(action 5)"), std::string::npos) << shown;
  EXPECT_NE(shown.find("règle 4.2"), std::string::npos) << shown;
  EXPECT_EQ(shown.find("entry prohibited"), std::string::npos) << shown;  // refusal.*: French
}

TEST(ErrorText, EveryKindHasAFrenchSentence) {
  for (ErrorKind k :
       {ErrorKind::Empty, ErrorKind::Foreign, ErrorKind::WrongKind, ErrorKind::UnknownVersion,
        ErrorKind::Truncated, ErrorKind::Oversized, ErrorKind::Checksum, ErrorKind::Malformed,
        ErrorKind::IllegalAction, ErrorKind::Commitment, ErrorKind::MissingReveal,
        ErrorKind::Internal, ErrorKind::UnknownGame}) {
    Error e;
    e.kind = k;
    e.message = "words no pattern matches";
    const French fr;
    const std::string shown = errorMessage(e);
    EXPECT_NE(shown, e.message) << persist::errorKindName(k);
    EXPECT_EQ(shown.rfind("error.", 0), std::string::npos) << shown;  // an entry, not its key
  }
}

}  // namespace
}  // namespace naw::ui
