// The text layer of Waterloo 20 (src/games/w20/ui/w20_text_layer.h): the set-up and a French
// movement phase typed in naw-cli's W20 grammar through the screen's controller, answered as
// a naw-cli session given the same lines answers them; what the French player reads never
// names an Allied counter face down to him (W29), and naming one by its id is refused.
#include <gtest/gtest.h>

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/w20/cli/w20_session.h"
#include "i18n.h"
#include "w20_play.h"
#include "w20_text_layer.h"

namespace w20::ui {
namespace {

int U(const char* id) { return Game::roster().find(id); }

struct Fixture {
  Play play{5, Options{}};
  TextLayer layer{[this] { return &play; }};
  cli::Session cli;
  Fixture() {
    naw::ui::setLanguage(naw::ui::Lang::En);
    cli.start(naw::cli::text::split("new scenario=w20 seed=5", ' '));
  }
  std::string both(const std::string& line) {
    const std::string a = layer.run(line).answer;
    EXPECT_EQ(a, cli.execute(naw::cli::text::split(line, ' '))) << line;
    EXPECT_EQ(play.game().hash(), cli.game().hash()) << line;
    return a;
  }
  // Both dummies set up (W3), typed after each hand-over.
  void setUp() {
    EXPECT_EQ(layer.run("deploy al-dummy 0212").answer, "error syntax hand-over: type ready\n");
    EXPECT_EQ(layer.run("ready").answer, "ok\n");
    EXPECT_EQ(both("deploy al-dummy 0212"), "ok\n");
    EXPECT_EQ(layer.run("ready").answer, "ok\n");
    EXPECT_EQ(both("deploy fr-dummy 0817"), "ok\n");
    ASSERT_EQ(play.game().state().phase, Phase::FrenchMove);
  }
};

std::string all(const naw::ui::TextLayerView& v) {
  std::string s = v.title + "\n" + v.prompt + "\n";
  for (const auto& b : v.blocks) {
    s += b.heading + "\n";
    for (const auto& i : b.items) s += i + "\n";
  }
  return s;
}

// No word of `text` is the id of an Allied counter face down on the map, nor its name.
void namesNoHiddenAllied(const Game& g, const std::string& text) {
  std::vector<std::string> words{""};
  for (char c : text)
    if (c == ' ' || c == ',' || c == '(' || c == ')' || c == '\n' || c == ':' || c == '=')
      words.emplace_back();
    else
      words.back() += c;
  int hidden = 0;
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = g.unit(u);
    if (Game::roster()[u].side != Side::Allied || (us.status == UnitStatus::Map && us.faceUp))
      continue;
    ++hidden;
    EXPECT_EQ(std::count(words.begin(), words.end(), cli::unitName(u)), 0) << cli::unitName(u);
    if (Game::roster()[u].type != UnitType::Dummy) {  // both dummies read "Dummy"
      EXPECT_EQ(text.find(unitName(u)), std::string::npos) << unitName(u);
    }
  }
  EXPECT_GT(hidden, 0);
}

TEST(TextLayerW20, Ruling_W29_TheViewNeverNamesAFaceDownEnemyCounter) {
  Fixture f;
  f.setUp();
  const naw::ui::TextLayerView v = f.layer.view();
  namesNoHiddenAllied(f.play.game(), all(v));
  const std::string units = f.layer.run("units allied").answer;
  namesNoHiddenAllied(f.play.game(), units);
  EXPECT_NE(units.find(" (face down): hex 0914"), std::string::npos) << units;
  EXPECT_NE(f.layer.run("units french").answer.find("(fr-ig): hex 1420"), std::string::npos);
  namesNoHiddenAllied(f.play.game(), f.layer.run("hex 0914").answer);
  // Naming it by its id is refused (W29), changing nothing; by its marker it is read.
  const naw::ui::TextReply r = f.layer.run("moves ad-i");
  EXPECT_EQ(r.answer.rfind("error W29 ", 0), 0u) << r.answer;
  EXPECT_EQ(r.announcement.rfind("Refused, rule W29: ", 0), 0u) << r.announcement;
}

TEST(TextLayerW20, FrenchMovementPhaseTypedAsNawCliAnswersIt) {
  Fixture f;
  f.setUp();
  f.layer.takeAnnouncements();
  const std::string moves = f.both("moves fr-ig");
  // (split gives views into its argument: the list is kept while they are read)
  const std::string listed = moves.substr(3, moves.find("\n.") - 3);
  const auto reach = naw::cli::text::split(listed, ' ');
  ASSERT_FALSE(reach.empty());
  const std::string to(reach.back());
  const std::uint64_t rev = f.play.revision;
  EXPECT_EQ(f.both("move fr-ig " + to), "ok\n");
  EXPECT_EQ(formatHex(f.play.game().unit(U("fr-ig")).hex), to);
  EXPECT_GT(f.play.revision, rev);  // as after a tap
  const auto said = f.layer.takeAnnouncements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].rfind("French: move fr-ig", 0), 0u) << said[0];
  EXPECT_EQ(f.both("undo").rfind("error 6.24 ", 0), 0u);  // W20: moves are final
  // The rest of the phase: what the layer offers (march, end...) until the Allied turn.
  for (int guard = 0; guard < 10 && f.play.game().state().phase == Phase::FrenchMove; ++guard)
    f.both("end");
  EXPECT_NE(f.play.game().state().phase, Phase::FrenchMove);
  EXPECT_EQ(f.both("status"), f.cli.execute(naw::cli::text::split("status", ' ')));
}

TEST(TextLayerW20, SetUpCommandsRefusedAndFrenchTexts) {
  Fixture f;
  for (const char* line : {"place fr-ig 1420", "dice 3", "ai", "state", "view allied"})
    EXPECT_EQ(f.layer.run(line).answer.rfind("error syntax not taken by the text layer", 0), 0u)
        << line;
  f.setUp();
  naw::ui::setLanguage(naw::ui::Lang::Fr);
  EXPECT_NE(f.layer.run("units allied").answer.find(" (face cachée)\u00a0: hexagone 0914"),
            std::string::npos);
  naw::ui::setLanguage(naw::ui::Lang::En);
}

}  // namespace
}  // namespace w20::ui
