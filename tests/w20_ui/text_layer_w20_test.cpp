// The text layer of Waterloo 20 (src/games/w20/ui/w20_text_layer.h): the set-up and a French
// movement phase typed in naw-cli's W20 grammar through the screen's controller, answered as
// a naw-cli session given the same lines answers them; what the French player reads never
// names an Allied counter face down to him (W29), and naming one by its id is refused.
#include <gtest/gtest.h>

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/w20/cli/w20_session.h"
#include "i18n.h"
#include "ui/french_reading.h"
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

// Issues 14.1 and 14.3: a French reader types a French player turn: two moves, a refused
// command (its rule kept), the attack on pr-iii (face down: named by its marker, W29) rolled
// with a forced die. Every announcement and every line of the view (but the commands offered)
// is plain French: no naw-cli key=value word, no naw-cli command, no English text of the
// string table; the die and the result are said.
TEST(TextLayerW20, FrenchReaderReadsPlainFrench) {
  Fixture f;
  f.setUp();
  f.layer.takeAnnouncements();
  naw::ui::testing::FrenchReader r(f.layer, {"tl.", "w20.", "side.", "refusal.w20_"});
  EXPECT_EQ(r.typed("move fr-iv 1719"), "ok\n");
  EXPECT_EQ(r.said.back().rfind("Français\u00a0: ", 0), 0u) << r.said.back();
  EXPECT_NE(r.said.back().find(" se déplace en 1719"), std::string::npos) << r.said.back();
  EXPECT_EQ(r.typed("move fr-cav-i 1818"), "ok\n");
  EXPECT_EQ(r.typed("undo").rfind("error 6.24 ", 0), 0u);
  EXPECT_EQ(r.said.back(), "Refusé, règle 6.24\u00a0: les mouvements sont définitifs");
  EXPECT_EQ(r.typed("moves zz"), "error syntax unknown unit zz\n");  // naw-cli's answer
  EXPECT_EQ(r.said.back(), "Commande non comprise\u00a0: unité inconnue zz");
  for (int guard = 0; guard < 8 && f.play.game().state().phase != Phase::FrenchCombat; ++guard)
    r.typed(f.play.handover ? "ready" : "end");
  ASSERT_EQ(f.play.game().state().phase, Phase::FrenchCombat);
  if (f.play.handover) r.typed("ready");
  const int pr3 = U("pr-iii");
  ASSERT_FALSE(f.play.game().unit(pr3).faceUp);
  const std::string marker = "a" + std::to_string(f.play.game().unit(pr3).marker);
  ASSERT_EQ(r.typed("declare fr-iv,fr-cav-i -> " + marker).rfind("ok", 0), 0u);
  // The other obligations (W14) declared, then each step to the French roll, as taps.
  for (int guard = 0; guard < 12 && f.play.drafting(); ++guard) {
    if (f.play.submit(endAction())) break;
    for (const Action& a : f.play.game().legalActions())
      if (a.kind == ActionKind::Declare) {
        EXPECT_TRUE(f.play.submit(a));
        break;
      }
  }
  for (int guard = 0; guard < 6 && f.play.step().owed != Owed::Roll; ++guard) {
    if (f.play.handover) r.typed("ready");
    const std::vector<Action> c = f.play.choices();
    ASSERT_FALSE(c.empty());
    EXPECT_TRUE(f.play.submit(c.front()));  // resolve combat 1; no Morale Point for the defence
  }
  if (f.play.handover) r.typed("ready");
  r.look();
  ASSERT_EQ(f.play.step().owed, Owed::Roll);
  f.play.forceDiceForTest({4, 1, 1, 1});
  const std::string rolled = r.typed("roll");
  ASSERT_EQ(rolled.rfind("ok diff=", 0), 0u) << rolled;  // naw-cli's answer, unchanged
  EXPECT_NE(rolled.find(" die=4 "), std::string::npos) << rolled;
  const std::string result = resultName(f.play.lastCombat->result);
  EXPECT_NE(rolled.find("result=" + result), std::string::npos) << rolled;
  EXPECT_TRUE(std::any_of(r.said.begin(), r.said.end(), [&](const std::string& s) {
    return s.find("dé 4, " + result) != std::string::npos;
  })) << result;
  r.expectPlain({"move", "declare", "roll", "end", "resolve", "defend"});
  for (const auto& s : r.said) namesNoHiddenAllied(f.play.game(), s);
}

}  // namespace
}  // namespace w20::ui
