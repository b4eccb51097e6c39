// The text layer (src/ui/text_layer.h): typed commands in naw-cli's grammar, played through
// App::submit, answered with naw-cli's words (checked against naw-cli's own Session on the same
// seeded game), and the view a screen reader reads in real positions.
#include "text_layer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "cli_session.h"
#include "i18n.h"
#include "play.h"

namespace naw::ui {
namespace {

constexpr std::uint64_t kSeed = 11;

App freshApp() { return App(persist::Session::local(Options{}, kSeed)); }

// naw-cli on the same game as freshApp().
cli::Session freshCli() {
  cli::Session s;
  EXPECT_EQ(s.execute("new seed=" + std::to_string(kSeed)), "ok\n");
  return s;
}

const TextBlock* block(const TextLayerView& v, const std::string& heading) {
  for (const TextBlock& b : v.blocks)
    if (b.heading == heading) return &b;
  return nullptr;
}

bool anyItemHas(const TextBlock* b, const std::string& words) {
  return b && std::any_of(b->items.begin(), b->items.end(),
                          [&](const std::string& i) { return i.find(words) != std::string::npos; });
}

TEST(TextLayer, TypedMoveMovesTheUnitThroughTheAppAndAnswersAsNawCli) {
  App app = freshApp();
  TextLayer layer;
  layer.attach(app);
  cli::Session cli = freshCli();
  const int gd = app.game().unitIndex("fr-gren-gd");
  const std::vector<Hex> reach = app.game().reachable(gd);
  ASSERT_FALSE(reach.empty());
  const std::string line = "move fr-gren-gd " + formatHex(reach.back());
  const TextReply r = layer.run(app, line);
  EXPECT_EQ(r.answer, cli.execute(line));
  EXPECT_EQ(r.answer, "ok\n");
  EXPECT_EQ(app.game().hexOf(gd), reach.back());
  EXPECT_EQ(app.session().match().actions.size(), 1u);  // recorded: autosave and links see it
  EXPECT_TRUE(app.canUndo());
  // The App's hook announced the move, in the log's words.
  const std::vector<std::string> said = layer.takeAnnouncements();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_NE(said[0].find(app.game().rules().unit(gd).label), std::string::npos) << said[0];
  EXPECT_NE(said[0].find(formatHex(reach.back())), std::string::npos) << said[0];
  // `status` and `moves` answer as naw-cli does.
  for (const char* query : {"status", "moves fr-gren-gd", "moves fr-1-i"})
    EXPECT_EQ(layer.run(app, query).answer, cli.execute(query)) << query;
  // `undo` is the Undo button's: the move can be made again.
  EXPECT_EQ(layer.run(app, "undo").answer, "ok\n");
  EXPECT_EQ(app.game().hexOf(gd), parseHex("1517"));
  EXPECT_TRUE(app.canRedo());
}

TEST(TextLayer, AnIllegalCommandIsRefusedWithItsRuleCaseAndChangesNothing) {
  App app = freshApp();
  TextLayer layer;
  layer.attach(app);
  cli::Session cli = freshCli();
  const std::uint64_t hash = app.game().hash();
  // Far beyond its movement allowance; onto an enemy unit; an attack in a movement phase.
  const int enemy = app.game().unitIndex("aa-5br");
  ASSERT_GE(enemy, 0);
  const std::string onEnemy = "move fr-gren-gd " + formatHex(app.game().hexOf(enemy));
  for (const std::string& line :
       {std::string("move fr-gren-gd 0101"), onEnemy, std::string("attack fr-1-i -> aa-5br")}) {
    const TextReply r = layer.run(app, line);
    EXPECT_EQ(r.answer, cli.execute(line)) << line;
    ASSERT_EQ(r.answer.rfind("error ", 0), 0u) << line << ": " << r.answer;
    const std::string rule = r.answer.substr(6, r.answer.find(' ', 6) - 6);
    EXPECT_NE(rule, "syntax") << line;
    EXPECT_NE(r.announcement.find(rule), std::string::npos) << r.announcement;
    EXPECT_EQ(app.game().hash(), hash) << line;
    EXPECT_TRUE(app.session().match().actions.empty());
  }
  // naw-cli's set-up commands are not the layer's, and garbage is a syntax error.
  EXPECT_EQ(layer.run(app, "new seed=3").answer.rfind("error syntax", 0), 0u);
  EXPECT_EQ(layer.run(app, "dice 6").answer.rfind("error syntax", 0), 0u);
  EXPECT_EQ(layer.run(app, "move nobody 1517").answer, cli.execute("move nobody 1517"));
  EXPECT_EQ(app.game().hash(), hash);
}

TEST(TextLayer, ViewListsUnitsAndTheObligationsOfACombatPhase) {
  App app = freshApp();
  TextLayer layer;
  layer.attach(app);
  cli::Session cli = freshCli();
  ASSERT_EQ(layer.run(app, "end").answer, cli.execute("end"));
  const Game& g = app.game();
  ASSERT_EQ(g.step().kind, StepKind::DeclareAttack);
  ASSERT_FALSE(g.obligations().empty());
  const TextLayerView v = layer.view(app);
  EXPECT_EQ(v.prompt, stepPrompt(g));
  EXPECT_NE(v.title.find(phaseLabel(Phase::FrenchCombat)), std::string::npos) << v.title;
  // Every unit that must fight is named in the obligations (R7).
  const TextBlock* ob = block(v, tr("tl.obligations"));
  ASSERT_TRUE(ob);
  for (int u : g.obligations()) EXPECT_TRUE(anyItemHas(ob, g.rules().unit(u).id)) << u;
  EXPECT_EQ(layer.run(app, "obligations").answer, cli.execute("obligations"));
  // Each side's units with their hexes.
  const TextBlock* french = block(v, tr("tl.units_french"));
  const TextBlock* allied = block(v, tr("tl.units_allied"));
  ASSERT_TRUE(french && allied);
  EXPECT_TRUE(anyItemHas(french, "(fr-gren-gd): hex 1517"));
  const int uk = g.unitIndex("aa-5br");
  EXPECT_TRUE(anyItemHas(allied, "(aa-5br): hex " + formatHex(g.hexOf(uk))));
  EXPECT_FALSE(anyItemHas(french, "aa-5br"));
  // The attack being built by taps, with its odds from the engine.
  std::optional<Action> attack;
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::Attack && !a.attackers.empty() && a.bombarders.empty()) attack = a;
  ASSERT_TRUE(attack);
  for (int u : attack->attackers) ASSERT_TRUE(tapHex(app, g.hexOf(u)));
  for (int d : attack->defenders) ASSERT_TRUE(tapHex(app, g.hexOf(d)));
  const std::string odds = g.rules().crt().columnName(std::get<int>(g.oddsFor(*attack)));
  EXPECT_TRUE(anyItemHas(block(layer.view(app), tr("tl.attack_built")), "odds " + odds));
  // `hex` names what stands on a hex and next to it.
  const TextReply near = layer.run(app, "hex " + formatHex(g.hexOf(attack->defenders[0])));
  EXPECT_NE(near.answer.find(g.rules().unit(attack->defenders[0]).id), std::string::npos);
  EXPECT_NE(near.answer.find(g.rules().unit(attack->attackers[0]).id), std::string::npos);
}

// A French combat phase typed through the layer and through naw-cli with the same dice: the
// same answers (odds, die, result), retreats and advances, and the same position at the end.
TEST(TextLayer, AttacksRetreatsAndAdvancesTypedAnswerAsNawCli) {
  App app = freshApp();
  TextLayer layer;
  layer.attach(app);
  cli::Session cli = freshCli();
  ASSERT_EQ(layer.run(app, "end").answer, cli.execute("end"));
  layer.takeAnnouncements();
  int attacks = 0;
  for (int guard = 0; guard < 60 && !app.game().over(); ++guard) {
    const Game& g = app.game();
    const Step st = g.step();
    if (st.phase != Phase::FrenchCombat) break;
    std::string line;
    if (st.kind == StepKind::DeclareAttack) {
      std::optional<Action> pick;
      for (const Action& a : g.legalActions())
        if (a.type == ActionType::Attack && a.bombarders.empty()) {
          pick = a;
          break;
        }
      if (!pick) {
        line = "end";
      } else {
        line = "attack ";
        for (std::size_t i = 0; i < pick->attackers.size(); ++i)
          line += (i ? "," : "") + g.rules().unit(pick->attackers[i]).id;
        line += " -> ";
        for (std::size_t i = 0; i < pick->defenders.size(); ++i)
          line += (i ? "," : "") + g.rules().unit(pick->defenders[i]).id;
        app.forceDiceForTest({1});  // at 1-1 or better: the defender retreats or is eliminated
        ASSERT_EQ(cli.execute("dice 1"), "ok\n");
        ++attacks;
      }
    } else {
      // The first retreat, advance or loss the engine offers, in naw-cli's words.
      const Action a = g.legalActions().front();
      const Rules& r = g.rules();
      if (a.type == ActionType::Retreat)
        line = "retreat " + r.unit(a.unit).id + " " + formatHex(a.hex);
      if (a.type == ActionType::Advance)
        line = "advance " + r.unit(a.unit).id + " " + formatHex(a.hex);
      if (a.type == ActionType::DeclineRetreat) line = "retreat none";
      if (a.type == ActionType::DeclineAdvance) line = "advance none";
      if (a.type == ActionType::ChooseLosses) {
        line = "lose ";
        for (std::size_t i = 0; i < a.attackers.size(); ++i)
          line += (i ? "," : "") + r.unit(a.attackers[i]).id;
      }
      ASSERT_FALSE(line.empty()) << int(a.type);
    }
    const TextReply reply = layer.run(app, line);
    ASSERT_EQ(reply.answer, cli.execute(line)) << line;
    ASSERT_EQ(reply.answer.rfind("ok", 0), 0u) << line << ": " << reply.answer;
    if (line.rfind("attack", 0) == 0) {
      // "ok ODDS DIE RESULT", and the announcement names the die.
      EXPECT_NE(reply.answer.find(" 1 "), std::string::npos) << reply.answer;
      const std::vector<std::string> said = layer.takeAnnouncements();
      ASSERT_FALSE(said.empty());
      const std::string result = reply.answer.substr(reply.answer.rfind(' ') + 1, 2);
      EXPECT_NE(said.back().find("die 1, " + result), std::string::npos) << said.back();
    }
  }
  EXPECT_GT(attacks, 0);
  EXPECT_EQ(app.game().step().phase, Phase::AlliedMovement);
  EXPECT_EQ(layer.run(app, "status").answer, cli.execute("status"));
  // The same position: naw-cli's `state` carries the game's hash.
  char hash[40];  // "hash":"<16 hex digits>" and its NUL
  std::snprintf(hash, sizeof hash, "\"hash\":\"%016llx\"",
                static_cast<unsigned long long>(app.game().hash()));
  EXPECT_NE(cli.execute("state").find(hash), std::string::npos);
}

TEST(TextLayer, FrenchReadersReadFrenchTexts) {
  App app = freshApp();
  TextLayer layer;
  setLanguage(Lang::Fr);
  const TextLayerView v = layer.view(app);
  const TextReply r = layer.run(app, "move fr-gren-gd 0101");
  setLanguage(Lang::En);
  EXPECT_NE(v.title.find("Mouvement français"), std::string::npos) << v.title;
  EXPECT_TRUE(block(v, "Unités françaises"));
  EXPECT_EQ(r.answer.rfind("error ", 0), 0u);  // naw-cli's words stay naw-cli's
  EXPECT_NE(r.announcement.find("Refusé, règle"), std::string::npos) << r.announcement;
}

}  // namespace
}  // namespace naw::ui
