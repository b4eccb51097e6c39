// The text layer of Computer Napoleonics (src/games/cn/ui/cn_text_layer.h): commands typed in
// naw-cli's CN grammar go through the screen's controller (Play::submit) and answer with
// naw-cli's words (checked against a naw-cli session playing the same commands); refusals
// name their rule; the view lists units with squares, obligations and declared attacks.
#include <gtest/gtest.h>

#include <algorithm>

#include "cli/protocol_text.h"
#include "cn_play.h"
#include "cn_text_layer.h"
#include "games/cn/cli/cn_session.h"
#include "i18n.h"
#include "ui/french_reading.h"

namespace {

using namespace cn;
using cn::ui::Play;

int unit(const char* id) { return theRoster().find(id); }
int square(int code) { return squareOfCode(code); }

struct Fixture {
  Play play{1, false};
  cn::ui::TextLayer layer{[this] { return &play; }};
  cli::Session cli;
  Fixture() {
    naw::ui::setLanguage(naw::ui::Lang::En);
    cli.start(naw::cli::text::split("new scenario=cn seed=1", ' '));
    layer.takeAnnouncements();
  }
  // The layer's answer, checked to be naw-cli's to the same line.
  std::string both(const std::string& line) {
    const std::string a = layer.run(line).answer;
    EXPECT_EQ(a, cli.execute(naw::cli::text::split(line, ' '))) << line;
    return a;
  }
};

// C16's position, in the layer's game and naw-cli's: IQ attacked by ia, aa bombarding, the
// French set-up phase.
void placeC16(Fixture& f) {
  for (Game* g : {&f.play.gameForTest(), const_cast<Game*>(&f.cli.game())}) {
    g->editClear();
    g->editPlace(unit("IQ"), square(6566));
    g->editPlace(unit("ia"), square(6567));
    g->editPlace(unit("aa"), square(6564));
    g->editSet(1, Phase::FrenchSetup, 0, 0, 0);
  }
}

std::string itemsUnder(const naw::ui::TextLayerView& v, const std::string& heading) {
  std::string s;
  for (const auto& b : v.blocks)
    if (b.heading == heading)
      for (const auto& i : b.items) s += i + "\n";
  return s;
}

TEST(TextLayerCn, TypedMoveGoesThroughPlayAndAnswersAsNawCli) {
  Fixture f;
  const std::string moves = f.both("moves ia");
  // (split gives views into its argument: the list is kept while they are read)
  const std::string listed = moves.substr(3, moves.find("\n.") - 3);
  const auto reach = naw::cli::text::split(listed, ' ');
  ASSERT_FALSE(reach.empty());
  const std::string to(reach.back());
  const std::uint64_t rev = f.play.revision;
  EXPECT_EQ(f.both("move ia " + to), "ok\n");
  EXPECT_EQ(formatSquare(f.play.game().squareOf(unit("ia"))), to);
  EXPECT_GT(f.play.revision, rev);  // as after a tap
  EXPECT_EQ(f.play.record().size(), 1u);
  const auto said = f.layer.takeAnnouncements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_NE(said[0].find("French: move ia"), std::string::npos) << said[0];
  EXPECT_EQ(f.both("where ia"), "ok " + to + "\n");
  EXPECT_EQ(f.both("undo"), "ok\n");
  EXPECT_EQ(f.play.game().squareOf(unit("ia")), square(6361));
  EXPECT_EQ(f.both("status"), f.cli.execute(naw::cli::text::split("status", ' ')));
}

// 5.15: woods are never entered: the typed move is refused with naw-cli's rule and words,
// announced with the rule, and nothing changes.
TEST(TextLayerCn, CN_5_15_MoveIntoWoodsRefusedWithItsRule) {
  Fixture f;
  for (Game* g : {&f.play.gameForTest(), const_cast<Game*>(&f.cli.game())}) {
    g->editClear();
    g->editPlace(unit("ia"), square(5960));
  }
  const std::uint64_t hash = f.play.game().hash();
  const naw::ui::TextReply r = f.layer.run("move ia 5961");
  EXPECT_EQ(r.answer, f.cli.execute(naw::cli::text::split("move ia 5961", ' ')));
  ASSERT_EQ(r.answer.rfind("error ", 0), 0u) << r.answer;
  const std::string rule = r.answer.substr(6, r.answer.find(' ', 6) - 6);
  EXPECT_EQ(r.announcement.rfind("Refused, rule " + rule + ": ", 0), 0u) << r.announcement;
  EXPECT_EQ(f.play.game().hash(), hash);
  EXPECT_TRUE(f.play.record().empty());
}

// C11, C16: `odds` reads a declaration as `declare` does and answers its odds without
// declaring; `declare` then goes through Play, the view lists it with its odds; `resolve`
// answers naw-cli's "ok ODDS NUMBER RESULT ..." with the forced random number.
TEST(TextLayerCn, Ruling_C16_OddsDeclareAndResolveTyped) {
  Fixture f;
  placeC16(f);
  EXPECT_NE(itemsUnder(f.layer.view(), "Units that must still fight (C12)").find("(ia)"),
            std::string::npos);
  EXPECT_EQ(f.layer.run("odds ia -> IQ bombard=aa").answer, "ok 6-1 9-1\n");
  EXPECT_EQ(f.play.game().state().nAttacks, 0);
  EXPECT_EQ(f.both("declare ia -> IQ bombard=aa"), "ok\n");
  EXPECT_EQ(f.play.game().state().nAttacks, 1);
  EXPECT_NE(itemsUnder(f.layer.view(), "Declared attacks").find("odds 6-1"), std::string::npos);
  EXPECT_EQ(f.both("end"), "ok\n");
  f.play.forceNumbersForTest({3});
  const_cast<Game&>(f.cli.game()).forceNumbers({3});
  f.layer.takeAnnouncements();
  const std::string r = f.both("resolve IQ");
  EXPECT_EQ(r.rfind("ok 6-1 3 ", 0), 0u) << r;
  const auto said = f.layer.takeAnnouncements();
  ASSERT_FALSE(said.empty());
  EXPECT_NE(said[0].find("odds 6-1, number 3"), std::string::npos) << said[0];
}

TEST(TextLayerCn, ViewListsEveryUnitWithItsSquareAndStatus) {
  Fixture f;
  const naw::ui::TextLayerView v = f.layer.view();
  EXPECT_EQ(v.title, "1 pm: French movement");
  const std::string french = itemsUnder(v, "French units"), allied = itemsUnder(v, "Allied units");
  EXPECT_NE(french.find("(ia), infantry: square 6361"), std::string::npos) << french;
  EXPECT_EQ(std::count(allied.begin(), allied.end(), '\n') +
                std::count(french.begin(), french.end(), '\n'),
            kUnits);
  EXPECT_NE(allied.find("Prussian reinforcement"), std::string::npos);
  const naw::ui::TextReply hex = f.layer.run("hex 6361");
  EXPECT_EQ(hex.answer.rfind("ok\nHex 6361: ", 0), 0u) << hex.answer;
}

TEST(TextLayerCn, SetUpCommandsAndTheOtherPlayersTurnAreRefused) {
  Fixture f;
  for (const char* line : {"place ia 6361", "dice 3", "ai", "new scenario=cn"}) {
    const naw::ui::TextReply r = f.layer.run(line);
    EXPECT_EQ(r.answer.rfind("error syntax not taken by the text layer", 0), 0u) << r.answer;
  }
  EXPECT_EQ(f.both("end"), "ok\n");  // french-move
  EXPECT_EQ(f.both("end"), "ok\n");  // french-setup
  EXPECT_EQ(f.both("end"), "ok\n");  // french-resolve: the Allied player's turn
  ASSERT_TRUE(f.play.handover);
  EXPECT_EQ(f.layer.run("end").answer, "error syntax hand-over: type ready\n");
  EXPECT_EQ(f.layer.run("ready").answer, "ok\n");
  EXPECT_FALSE(f.play.handover);
  EXPECT_EQ(f.both("end"), "ok\n");
  // Against the computer (it plays the Allies), the Allied side is not the person's.
  Play solo(1, true);
  cn::ui::TextLayer layer([&] { return &solo; });
  for (int i = 0; i < 3; ++i) ASSERT_EQ(layer.run("end").answer, "ok\n");
  EXPECT_EQ(layer.run("end").answer, "error syntax the computer plays this side\n");
}

TEST(TextLayerCn, FrenchReadersReadFrenchTexts) {
  Fixture f;
  naw::ui::setLanguage(naw::ui::Lang::Fr);
  const naw::ui::TextLayerView v = f.layer.view();
  EXPECT_NE(itemsUnder(v, "Unités françaises").find("infanterie\u00a0: case 6361"),
            std::string::npos);
  EXPECT_EQ(f.layer.run("move ia 5961").announcement.rfind("Refusé, règle ", 0), 0u);
  naw::ui::setLanguage(naw::ui::Lang::En);
}

// Issues 14.1 and 14.3: a French reader types a move, a refused move (its rule kept) and,
// in C16's position, an attack declared and resolved with a forced number. Every
// announcement and every line of the view (but the commands offered) is plain French: no
// naw-cli key=value word, no naw-cli command, no English text of the string table.
TEST(TextLayerCn, FrenchReaderReadsPlainFrench) {
  Fixture f;
  naw::ui::testing::FrenchReader r(f.layer, {"tl.", "cn.", "side.", "refusal.cn_", "phase."});
  const std::string moves = r.typed("moves ia");
  const std::string to = moves.substr(3, moves.find_first_of(" \n", 3) - 3);
  EXPECT_EQ(r.typed("move ia " + to), "ok\n");
  const std::string moved = r.said.back();
  EXPECT_EQ(moved.rfind("Français\u00a0: ia se déplace\u00a0: ", 0), 0u) << moved;
  EXPECT_EQ(moved.substr(moved.size() - to.size()), to);  // the path's end
  EXPECT_EQ(r.typed("move ib 0101").rfind("error C2 ", 0), 0u);
  EXPECT_EQ(r.said.back().rfind("Refusé, règle C2\u00a0: ", 0), 0u) << r.said.back();
  placeC16(f);
  EXPECT_EQ(r.typed("declare ia -> IQ bombard=aa"), "ok\n");
  EXPECT_EQ(r.typed("end"), "ok\n");
  f.play.forceNumbersForTest({3});
  EXPECT_EQ(r.typed("resolve IQ").rfind("ok 6-1 3 ", 0), 0u);
  EXPECT_TRUE(std::any_of(r.said.begin(), r.said.end(), [](const std::string& s) {
    return s.find("rapport 6-1, nombre 3") != std::string::npos;
  }));
  r.expectPlain({"move", "declare", "end", "resolve"});
}

}  // namespace
