// Links to a moment (issue 14, item 4): "&at=k" after a turn link opens the game after its
// first k actions. Links without it, and the turn links players already hold
// (tests/persist/fixtures), open as before; garbage after the link is refused with words
// that say what is wrong.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <variant>

#include "match.h"
#include "moment_link.h"
#include "naw_timeline.h"
#include "session.h"

using modules::MomentError;
using modules::MomentLink;
using modules::MomentRefusal;

namespace {

const std::filesystem::path kFixtures =
    std::filesystem::path(__FILE__).parent_path().parent_path() / "persist" / "fixtures";

std::string fixtureText(const std::string& name) {
  std::ifstream in(kFixtures / name);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("text ", 0) == 0) return line.substr(5);
  ADD_FAILURE() << "no text in " << name;
  return "";
}

MomentLink ok(const std::string& text) {
  auto r = modules::splitMoment(text);
  if (auto* e = std::get_if<MomentRefusal>(&r)) ADD_FAILURE() << modules::momentErrorText(*e);
  return std::get<MomentLink>(r);
}

MomentRefusal refused(const std::string& text) {
  auto r = modules::splitMoment(text);
  EXPECT_TRUE(std::holds_alternative<MomentRefusal>(r)) << text;
  return std::holds_alternative<MomentRefusal>(r) ? std::get<MomentRefusal>(r) : MomentRefusal{};
}

}  // namespace

TEST(MomentLink, LinksWithoutAMomentAreUnchanged) {
  for (const char* name : {"turn-hotseat-mid.txt", "turn-bylink-t6.txt", "position-start.txt",
                           "turn-grouchy-hotseat-mid.txt"}) {
    const std::string text = fixtureText(name);
    const MomentLink m = ok(text);
    EXPECT_EQ(m.link, text) << name;
    EXPECT_FALSE(m.at) << name;
    const MomentLink page = ok("https://example.org/naw/" + text);
    EXPECT_EQ(page.link, "https://example.org/naw/" + text);
  }
}

TEST(MomentLink, AnOldTurnLinkOpensAtItsMoment) {
  const std::string text = fixtureText("turn-hotseat-mid.txt");  // 114 actions, seed 101
  const MomentLink m = ok(modules::withMoment(text, 50));
  ASSERT_EQ(m.at, std::optional<std::size_t>(50));
  ASSERT_EQ(m.link, text);
  auto opened = naw::persist::decodeMatch(m.link);
  ASSERT_TRUE(std::holds_alternative<naw::persist::OpenedMatch>(opened));
  const naw::persist::Match& match = std::get<naw::persist::OpenedMatch>(opened).match;
  naw::persist::Session s = naw::persist::Session::local(match.options, match.seed);
  ASSERT_FALSE(s.receive(m.link));
  ASSERT_EQ(s.game().log().size(), 114u);
  auto t = modules::nawTimeline(s);
  ASSERT_TRUE(std::holds_alternative<modules::Timeline>(t));
  // The game after 50 actions, played afresh from the link's set-up.
  naw::persist::Session fifty = naw::persist::Session::local(match.options, match.seed);
  for (std::size_t i = 0; i < 50; ++i)
    ASSERT_TRUE(std::holds_alternative<naw::Outcome>(fifty.apply(match.actions[i])));
  EXPECT_EQ(modules::nawAt(std::get<modules::Timeline>(t), *m.at).hash(), fifty.game().hash());
}

TEST(MomentLink, GarbageIsRefusedWithWhatIsWrong) {
  const std::string t = fixtureText("turn-hotseat-mid.txt");
  for (const char* bad :
       {"&at=", "&at=-3", "&at=+3", "&at=3x", "&at= 3", "&at=12345678", "&at=0x10", "&at=3.5"}) {
    const MomentRefusal r = refused(t + bad);
    EXPECT_EQ(r.error, MomentError::NotANumber) << bad;
    EXPECT_EQ(r.parameter, std::string(bad).substr(1, 24)) << bad;
    EXPECT_NE(modules::momentErrorText(r).find("is not a moment"), std::string::npos);
  }
  EXPECT_EQ(refused(t + "&at=3&at=4").error, MomentError::Repeated);
  EXPECT_EQ(refused(t + "&zoom=2").error, MomentError::Unknown);
  EXPECT_EQ(refused(t + "&").error, MomentError::Unknown);
  EXPECT_EQ(refused(fixtureText("position-start.txt") + "&at=2").error, MomentError::PositionLink);
  EXPECT_EQ(ok(t + "&at=0").at, std::optional<std::size_t>(0));
  EXPECT_EQ(ok(t + "&at=0007").at, std::optional<std::size_t>(7));
}
