// The text layer of Waterloo under NLB rules (src/games/nlb/ui/nlb_text_layer.h): commands
// typed in naw-cli's NLB grammar go through the screen's controller (Play::submit) and answer
// with naw-cli's words (checked against a naw-cli session given the same lines); refusals
// name their N case; the view lists units with hexes, the N9 obligations and, after an
// attack, the commands that settle it.
#include <gtest/gtest.h>

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/nlb/cli/nlb_commands.h"
#include "games/nlb/cli/nlb_session.h"
#include "i18n.h"
#include "nlb_play.h"
#include "nlb_text_layer.h"
#include "ui/french_reading.h"

namespace {

using nlb::ui::Play;

struct Fixture {
  Play play{1, false};
  nlb::ui::TextLayer layer{[this] { return &play; }};
  nlb::cli::Session cli;
  Fixture() {
    naw::ui::setLanguage(naw::ui::Lang::En);
    cli.start(naw::cli::text::split("new scenario=nlb seed=1", ' '));
    layer.takeAnnouncements();
  }
  std::string both(const std::string& line) {
    const std::string a = layer.run(line).answer;
    EXPECT_EQ(a, cli.execute(naw::cli::text::split(line, ' '))) << line;
    EXPECT_EQ(play.game().hash(), cli.game().hash()) << line;
    return a;
  }
};

std::vector<std::string> itemsUnder(const naw::ui::TextLayerView& v, const std::string& heading) {
  for (const auto& b : v.blocks)
    if (b.heading == heading) return b.items;
  return {};
}

TEST(TextLayerNlb, TypedMoveGoesThroughPlayAndAnswersAsNawCli) {
  Fixture f;
  const std::string moves = f.both("moves fr-gren-gd");
  // (split gives views into its argument: the list is kept while they are read)
  const std::string listed = moves.substr(3, moves.find("\n.") - 3);
  const auto reach = naw::cli::text::split(listed, ' ');
  ASSERT_FALSE(reach.empty());
  const std::string to(reach.back() == "exit" ? reach.front() : reach.back());
  const std::uint64_t rev = f.play.revision;
  EXPECT_EQ(f.both("move fr-gren-gd " + to), "ok\n");
  EXPECT_GT(f.play.revision, rev);  // as after a tap
  ASSERT_EQ(f.play.record().size(), 1u);
  const auto said = f.layer.takeAnnouncements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0], "French: move fr-gren-gd " + to);
  EXPECT_EQ(f.both("undo"), "ok\n");
  EXPECT_EQ(f.both("status"), f.cli.execute(naw::cli::text::split("status", ' ')));
}

// N4: a hex off the map is refused with its case, announced with it, and nothing changes.
TEST(TextLayerNlb, N4_HexOffTheMapRefusedWithItsRule) {
  Fixture f;
  const naw::ui::TextReply r = f.layer.run("enter fr-gren-gd 9999");
  EXPECT_EQ(r.answer, f.cli.execute(naw::cli::text::split("enter fr-gren-gd 9999", ' ')));
  EXPECT_EQ(r.answer.rfind("error N4 ", 0), 0u) << r.answer;
  EXPECT_EQ(r.announcement.rfind("Refused, rule N4: ", 0), 0u) << r.announcement;
  EXPECT_TRUE(f.play.record().empty());
}

// N9-N12: a French combat phase typed: the obligations as naw-cli lists them, an attack's
// odds asked then rolled with a forced die (naw-cli's "ok ODDS DIE RESULT"), the commands the
// view offers after it typed until the next declaration, then the end of the phase and the
// hot-seat hand-over.
TEST(TextLayerNlb, N9_CombatPhaseTypedAsNawCliAnswersIt) {
  Fixture f;
  // Move French units toward the Allies until the combat phase has obligations (seed 1).
  EXPECT_EQ(f.both("end"), "ok\n");
  ASSERT_EQ(f.play.step(), "declare-attack");
  f.both("obligations");
  int attacks = 0;
  for (int guard = 0; guard < 20 && f.play.step() == "declare-attack"; ++guard) {
    const nlb::Game& g = f.play.game();
    std::optional<nlb::Action> attack;
    for (const nlb::Action& a : g.legalActions())
      if (a.type == nlb::ActionType::Attack && (!attack || g.meetsObligation(a))) attack = a;
    if (!attack) break;
    const std::string words = nlb::cli::actionText(g, *attack).substr(7);
    const naw::ui::TextReply odds = f.layer.run("odds " + words);
    ASSERT_EQ(odds.answer.rfind("ok ", 0), 0u) << odds.answer;
    f.layer.takeAnnouncements();
    f.play.forceDiceForTest({4});
    const_cast<nlb::Game&>(f.cli.game()).forceDice({4});
    const std::string rolled = f.both("attack " + words);
    EXPECT_EQ(rolled.rfind(odds.answer.substr(0, odds.answer.size() - 1) + " 4 ", 0), 0u) << rolled;
    const auto said = f.layer.takeAnnouncements();
    ASSERT_FALSE(said.empty());
    EXPECT_NE(said[0].find("die 4"), std::string::npos) << said[0];
    ++attacks;
    for (int g2 = 0; g2 < 12 && f.play.step() != "declare-attack" && !f.play.game().over(); ++g2) {
      const auto offered = itemsUnder(f.layer.view(), "What you may type now");
      ASSERT_FALSE(offered.empty()) << f.play.step();
      EXPECT_EQ(f.both(offered[0]), "ok\n") << offered[0];
    }
    if (attacks >= 3) break;
  }
  EXPECT_GT(attacks, 0);
}

TEST(TextLayerNlb, ViewListsUnitsHexesAndHotSeatHandOver) {
  Fixture f;
  naw::ui::TextLayerView v = f.layer.view();
  EXPECT_EQ(v.title, "1 pm: French movement");
  const auto french = itemsUnder(v, "French units");
  ASSERT_FALSE(french.empty());
  EXPECT_TRUE(std::any_of(french.begin(), french.end(), [](const std::string& s) {
    return s.rfind("Gren Gd (fr-gren-gd): hex ", 0) == 0;
  }));
  EXPECT_EQ(f.layer.run("hex 1517").answer.rfind("ok\nHex 1517: ", 0), 0u);
  for (const char* line : {"place fr-gren-gd 1517", "dice 3", "ai", "occupy 1517 french"})
    EXPECT_EQ(f.layer.run(line).answer.rfind("error syntax not taken by the text layer", 0), 0u)
        << line;
  // To the Allied turn: the hand-over hides the board until `ready`.
  f.both("end");
  while (f.play.step() == "declare-attack" && f.play.game().openObligations().empty() &&
         f.play.game().state().phase == nlb::Phase::FrenchCombat)
    f.both("end");
  if (f.play.handover) {
    EXPECT_EQ(f.layer.run("end").answer, "error syntax hand-over: type ready\n");
    EXPECT_TRUE(f.layer.view().blocks.empty());
    EXPECT_EQ(f.layer.run("ready").answer, "ok\n");
  }
  naw::ui::setLanguage(naw::ui::Lang::Fr);
  v = f.layer.view();
  EXPECT_FALSE(itemsUnder(v, "Unités françaises").empty());
  EXPECT_EQ(f.layer.run("enter fr-gren-gd 9999").announcement.rfind("Refusé, règle N4", 0), 0u);
  naw::ui::setLanguage(naw::ui::Lang::En);
}

// Issues 14.1 and 14.3: a French reader types a move, a refused command (its rule kept) and
// the French combat phase's attacks rolled with a forced die, and what the view offers after
// them. Every announcement and every line of the view (but the commands offered) is plain
// French: no naw-cli key=value word, no naw-cli command, no English text of the string table.
TEST(TextLayerNlb, FrenchReaderReadsPlainFrench) {
  Fixture f;
  naw::ui::testing::FrenchReader r(f.layer, {"tl.", "nlb.", "side.", "refusal.nlb_", "phase."});
  const std::string moves = r.typed("moves fr-gren-gd");
  const std::string to = moves.substr(3, moves.find_first_of(" \n", 3) - 3);
  EXPECT_EQ(r.typed("move fr-gren-gd " + to), "ok\n");
  EXPECT_EQ(r.said.back(), "Français\u00a0: fr-gren-gd se déplace en " + to);
  EXPECT_EQ(r.typed("enter fr-gren-gd 9999").rfind("error N4 ", 0), 0u);
  EXPECT_EQ(r.said.back().rfind("Refusé, règle N4\u00a0: ", 0), 0u) << r.said.back();
  EXPECT_EQ(r.typed("end"), "ok\n");
  int attacks = 0;
  for (int guard = 0; guard < 20 && f.play.step() == "declare-attack" && attacks < 2; ++guard) {
    const nlb::Game& g = f.play.game();
    std::optional<nlb::Action> attack;
    for (const nlb::Action& a : g.legalActions())
      if (a.type == nlb::ActionType::Attack && (!attack || g.meetsObligation(a))) attack = a;
    if (!attack) break;
    f.play.forceDiceForTest({4});
    EXPECT_EQ(r.typed(nlb::cli::actionText(g, *attack)).rfind("ok ", 0), 0u);
    EXPECT_NE(r.said.back().find(", dé 4, "), std::string::npos) << r.said.back();
    ++attacks;
    for (int g2 = 0; g2 < 12 && f.play.step() != "declare-attack" && !f.play.game().over(); ++g2) {
      const auto offered = itemsUnder(f.layer.view(), "Ce que vous pouvez taper maintenant");
      ASSERT_FALSE(offered.empty()) << f.play.step();
      EXPECT_EQ(r.typed(offered[0]), "ok\n") << offered[0];
    }
  }
  EXPECT_GT(attacks, 0);
  r.expectPlain({"move", "attack", "end", "retreat", "advance", "lose"});
}

}  // namespace
