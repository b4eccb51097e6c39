// The Waterloo 20 screen's controller (src/games/w20/ui/w20_play.h) on real positions: the
// hot-seat hand-over and each side's own view (W29), set-up and movement by taps on hexes,
// the planner's figures (W15, W16) withheld while a defender is face down (15.1), refusals
// kept with their case, and the record that saves replay.
#include <gtest/gtest.h>

#include <functional>

#include "games/w20/codec.h"
#include "games/w20/crt.h"
#include "i18n.h"
#include "w20_play.h"

namespace w20::ui {
namespace {

int H(const char* ccrr) { return parseHex(ccrr); }
int U(const char* id) { return Game::roster().find(id); }

Options fogOn() { return Options{}; }  // W30: the three optional rules on, historical set-up

// Taps the set-up of both dummies (W3): the Allied one on 0212, the French one on 0817.
Play afterSetup(std::uint64_t seed = 5) {
  Play p(seed, fogOn());
  EXPECT_EQ(p.handover, Side::Allied);  // the Allied player sets his dummy up unseen
  p.handover.reset();
  EXPECT_EQ(p.selected, U("al-dummy"));  // the unit the step is about
  p.tapHex(H("0212"));
  EXPECT_EQ(p.game().unit(U("al-dummy")).hex, H("0212"));
  EXPECT_EQ(p.handover, Side::French);  // a new side acts: the board waits for it
  p.handover.reset();
  p.tapHex(H("0817"));
  EXPECT_EQ(p.game().state().phase, Phase::FrenchMove);
  return p;
}

TEST(W20Play, Ruling_W29_EachSideSeesItsOwnViewOnly) {
  Play p = afterSetup();
  ASSERT_EQ(p.viewer(), Side::French);
  const View v = p.view();
  const ViewUnit* enemy = viewUnitAt(v, H("0914"));  // ad-i's historical hex (W3)
  ASSERT_NE(enemy, nullptr);
  EXPECT_EQ(enemy->side, Side::Allied);
  EXPECT_EQ(enemy->unit, kNoUnit);                  // face down: its marker only
  const ViewUnit* mine = viewUnitAt(v, H("1420"));  // fr-ig
  ASSERT_NE(mine, nullptr);
  EXPECT_EQ(mine->unit, U("fr-ig"));
  // Against the computer the board always shows the person's side.
  p.computer[1] = true;
  EXPECT_EQ(p.viewer(), Side::French);
  p.computer = {true, false};
  EXPECT_EQ(p.viewer(), Side::Allied);
}

// By link (browser_layer_w20_links.cpp) this browser's side is the only viewer, no hand-over
// is shown, the other side's units are never selected nor listed (its face-down counters are
// a hypothesis here), and the gate's refusal stops an action before the engine.
TEST(W20Play, Ruling_W29_ByLinkOnlyThisSideIsSeenAndActs) {
  Play p(5, fogOn());
  p.handover.reset();
  p.selected = kNoUnit;
  p.linkSide = Side::French;  // the Allies set their dummy up, in the other browser
  EXPECT_EQ(p.viewer(), Side::French);
  EXPECT_FALSE(p.humanActs());
  // The prompt names the other player, not the computer (which plays no side here).
  EXPECT_EQ(stepPrompt(p), naw::ui::tr("w20.prompt.opponent", {{"side", sideLabel(Side::Allied)}}));
  EXPECT_EQ(p.owedUnits(), 0u);
  p.linkSide = Side::Allied;
  EXPECT_TRUE(p.humanActs());
  EXPECT_EQ(p.owedUnits(), bit(U("al-dummy")));
  int asked = 0;
  p.gate = [&](Game&, const Action&) -> std::optional<Refusal> {
    ++asked;
    return Refusal{"link", "not now"};
  };
  p.select(U("al-dummy"));
  p.tapHex(H("0212"));
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(p.game().unit(U("al-dummy")).status, UnitStatus::Pending);
  ASSERT_TRUE(p.refusal.has_value());
  EXPECT_EQ(p.refusal->rule, "link");
  p.gate = nullptr;
  p.tapHex(H("0212"));
  EXPECT_EQ(p.game().unit(U("al-dummy")).hex, H("0212"));
  EXPECT_FALSE(p.handover.has_value());  // by link: never a hand-over
  EXPECT_EQ(p.viewer(), Side::Allied);
}

TEST(W20Play, W20_6_0_ATapSelectsThenATapOnAHighlightedHexMoves) {
  Play p = afterSetup();
  p.tapHex(H("1720"));  // fr-cav-i
  ASSERT_EQ(p.selected, U("fr-cav-i"));
  const std::vector<int> t = p.targets();
  ASSERT_FALSE(t.empty());
  // Every highlighted hex is one the engine lists as reachable.
  const std::vector<int> reach = p.game().reachable(U("fr-cav-i"));
  for (int h : t) EXPECT_NE(std::find(reach.begin(), reach.end(), h), reach.end());
  const std::size_t before = p.record().actions.size();
  p.tapHex(t.back());
  EXPECT_EQ(p.game().unit(U("fr-cav-i")).hex, t.back());
  EXPECT_EQ(p.record().actions.size(), before + 1);
  EXPECT_GE(p.lastPath.size(), 2u);  // the trail from where it stood
  // Tapping an enemy counter in the movement phase selects nothing.
  p.tapHex(H("0914"));
  EXPECT_EQ(p.selected, kNoUnit);
}

TEST(W20Play, Ruling_W29_ThePlannerWithholdsAFaceDownDefendersStrength) {
  Play p = afterSetup();
  // fr-ii (0815) is beside ad-i at 0914? Put the attack together where the engine allows it:
  // the draft holds the true units, the figures wait for the defender's face (15.1).
  p.draft.attackers = bit(U("fr-ii"));
  p.draft.defenders = bit(U("ad-i"));
  EXPECT_TRUE(p.planner().hidden);
  // Face up, the engine's preview: attack 3 against 4 + terrain, six faces in all.
  Game g = p.game();
  g.editPlace(U("ad-i"), H("0914"), UnitStatus::Map, true, false);
  Play q(g, p.record());
  q.draft = p.draft;
  const PlannerFigures f = q.planner();
  ASSERT_FALSE(f.hidden);
  EXPECT_EQ(f.preview.attack, 3);
  EXPECT_GE(f.preview.defence, 4);
  int faces = 0;
  for (int n : f.preview.faces) faces += n;
  EXPECT_EQ(faces, 6);
}

TEST(W20Play, W20_6_24_TheEngineRefusalIsKeptWithItsCase) {
  Play p = afterSetup();
  EXPECT_FALSE(p.submit(undoAction()));  // moves are final (6.24)
  ASSERT_TRUE(p.refusal.has_value());
  EXPECT_EQ(p.refusal->rule, "6.24");
  EXPECT_FALSE(p.refusal->why.empty());
}

// A French unit moved beside ad-i (0914): ending the declarations is offered and refused
// while the attack the rules oblige is not declared (7.3, W14); the attack put together by taps
// on the two hexes is declared, which turns the defender face up (15.1).
TEST(W20Play, W20_7_3_EndingDeclarationsIsRefusedUntilTheObligedAttack) {
  Play p = afterSetup();
  p.tapHex(H("0816"));  // fr-cav-iii
  ASSERT_EQ(p.selected, U("fr-cav-iii"));
  const std::vector<int> t = p.targets();
  ASSERT_NE(std::find(t.begin(), t.end(), H("0814")), t.end());
  p.tapHex(H("0814"));
  ASSERT_EQ(p.game().unit(U("fr-cav-iii")).hex, H("0814"));
  for (int guard = 0; guard < 6 && p.game().state().phase != Phase::FrenchCombat; ++guard) {
    p.handover.reset();
    ASSERT_TRUE(p.submit(endAction()));
  }
  p.handover.reset();
  ASSERT_TRUE(p.drafting());
  const std::vector<Action> c = p.choices();
  ASSERT_FALSE(c.empty());
  EXPECT_EQ(c.back().kind, ActionKind::End);
  EXPECT_FALSE(p.submit(c.back()));
  ASSERT_TRUE(p.refusal.has_value());
  EXPECT_EQ(p.refusal->rule, "7.3");
  p.tapHex(H("0814"));  // the attacker
  p.tapHex(H("0914"));  // ad-i, face down
  EXPECT_EQ(p.draft.attackers, bit(U("fr-cav-iii")));
  EXPECT_EQ(p.draft.defenders, bit(U("ad-i")));
  EXPECT_TRUE(p.planner().hidden);
  if (p.declareDraft()) {
    EXPECT_TRUE(p.game().unit(U("ad-i")).faceUp);
    EXPECT_TRUE(p.draft.empty());
  } else {  // another defender is obliged too: the engine says which rule
    EXPECT_FALSE(p.refusal->rule.empty());
  }
}

// fr-iv (2) and fr-cav-i (1) moved beside pr-iii (2, at 1718), the French combat phase: the
// attack the rules oblige (W14) declared (3 against 2 and the terrain), resolved, the Allies'
// Morale Point declined: the French roll of that combat (the step the 9.6 buttons belong to).
// `edit`: the position changed after the moves (a Play resumed from it), `attackers` those of
// the attack on pr-iii.
Play atFrenchRoll(const std::function<void(Game&)>& edit = nullptr,
                  std::uint32_t attackers = bit(U("fr-iv")) | bit(U("fr-cav-i"))) {
  Play p = afterSetup();
  p.tapHex(H("1520"));  // fr-iv
  p.tapHex(H("1719"));
  p.tapHex(H("1720"));  // fr-cav-i
  p.tapHex(H("1818"));
  EXPECT_EQ(p.game().unit(U("fr-iv")).hex, H("1719"));
  EXPECT_EQ(p.game().unit(U("fr-cav-i")).hex, H("1818"));
  if (edit) {
    Game g = p.game();
    edit(g);
    p = Play(g, p.record());
  }
  for (int guard = 0; guard < 6 && p.game().state().phase != Phase::FrenchCombat; ++guard) {
    p.handover.reset();
    EXPECT_TRUE(p.submit(endAction()));
  }
  p.handover.reset();
  EXPECT_TRUE(p.submit(declareAction(attackers, bit(U("pr-iii")))));
  for (int guard = 0; guard < 12 && p.drafting(); ++guard) {
    if (p.submit(endAction())) break;
    for (const Action& a : p.game().legalActions())
      if (a.kind == ActionKind::Declare) {
        EXPECT_TRUE(p.submit(a));
        break;
      }
  }
  for (int guard = 0; guard < 4 && p.step().owed != Owed::Roll; ++guard) {
    p.handover.reset();
    const std::vector<Action> c = p.choices();
    if (c.empty()) break;
    EXPECT_TRUE(p.submit(c.front()));  // resolve combat 1; no Morale Point for the defence
  }
  p.handover.reset();
  EXPECT_EQ(p.step().owed, Owed::Roll);
  EXPECT_EQ(p.acting(), Side::French);
  return p;
}

// 9.6: the differential shown in the roll step is the engine's (attack - defence); "Lower"
// goes down one column at a time to -2 and no further, "Raise" back up to the computed one,
// never above; the faces shown are the CRT's on the chosen column (W16).
TEST(W20Play, W20_9_6_TheAttackerLowersTheDifferentialColumnByColumn) {
  Play p = atFrenchRoll();
  ASSERT_EQ(p.step().owed, Owed::Roll);
  std::optional<RollFigures> f = p.rollFigures();
  ASSERT_TRUE(f.has_value());
  const int computed = f->computed.differential;
  EXPECT_EQ(computed, f->computed.attack - f->computed.defence);
  EXPECT_FALSE(f->lowered);
  EXPECT_EQ(f->chosen, computed);
  EXPECT_EQ(f->column, crtColumn(computed));
  EXPECT_FALSE(p.raiseDiff());  // never above the computed differential
  ASSERT_GT(f->column, kMinColumn) << "the combat must leave room to lower";
  int steps = 0;
  while (p.lowerDiff()) {
    ++steps;
    f = p.rollFigures();
    ASSERT_TRUE(f->lowered);
    EXPECT_EQ(f->chosen, crtColumn(computed) - steps);
    EXPECT_EQ(f->column, f->chosen);
    int faces = 0;
    for (int die = 1; die <= 6; ++die) {
      const Result r = crtResult(f->column, die);
      EXPECT_GE(f->faces[static_cast<std::size_t>(r)], 1) << die;
    }
    for (int n : f->faces) faces += n;
    EXPECT_EQ(faces, 6);
    ASSERT_LT(steps, 8);
  }
  EXPECT_EQ(p.rollFigures()->chosen, kMinColumn);
  EXPECT_EQ(steps, crtColumn(computed) - kMinColumn);
  for (int k = 0; k < steps; ++k) EXPECT_TRUE(p.raiseDiff());
  EXPECT_FALSE(p.chosenDiff.has_value());  // back to the computed differential
  EXPECT_FALSE(p.rollFigures()->lowered);
  EXPECT_FALSE(p.raiseDiff());
  // Outside a roll step there is nothing to lower.
  Play q = afterSetup();
  EXPECT_FALSE(q.rollFigures().has_value());
  EXPECT_FALSE(q.lowerDiff());
  EXPECT_FALSE(q.chosenDiff.has_value());
}

// 9.6 with W15's clamp: a differential of +5 and more is rolled on column +4, so the first
// "Lower" goes to +3 (a lower differential on the same column would change nothing), and
// "Raise" from +3 goes back to the computed differential.
TEST(W20Play, W20_9_6_ADifferentialAboveTheTableIsLoweredToTheNextColumn) {
  const std::uint32_t four =
      bit(U("fr-iv")) | bit(U("fr-cav-i")) | bit(U("fr-ig")) | bit(U("fr-ii"));
  Play p = atFrenchRoll(
      [](Game& g) {  // the Guard (4) and II Corps (3) beside pr-iii too
        g.editPlace(U("fr-ig"), H("1817"), UnitStatus::Map, true, false);
        g.editPlace(U("fr-ii"), H("1717"), UnitStatus::Map, true, false);
      },
      four);
  ASSERT_EQ(p.step().owed, Owed::Roll);
  const RollFigures f = *p.rollFigures();
  ASSERT_GE(f.computed.differential, kMaxColumn + 1)
      << f.computed.attack << "-" << f.computed.defence;
  EXPECT_EQ(f.column, kMaxColumn);
  ASSERT_TRUE(p.lowerDiff());
  EXPECT_EQ(p.rollFigures()->chosen, kMaxColumn - 1);
  EXPECT_EQ(p.rollFigures()->column, kMaxColumn - 1);
  ASSERT_TRUE(p.raiseDiff());
  EXPECT_FALSE(p.rollFigures()->lowered);
  EXPECT_EQ(p.rollFigures()->chosen, f.computed.differential);
}

// 9.6: the roll buttons send the chosen differential (with the same Morale Point and Grand
// Battery choices), the engine resolves the combat on its column, and the choice is gone once
// the roll is made; without lowering, the roll is the button's own action.
TEST(W20Play, W20_9_6_TheRollIsResolvedOnTheLoweredColumn) {
  Play p = atFrenchRoll();
  ASSERT_EQ(p.step().owed, Owed::Roll);
  const std::vector<Action> c = p.choices();
  ASSERT_FALSE(c.empty());
  ASSERT_EQ(c.front().kind, ActionKind::Roll);
  EXPECT_EQ(p.withChosenDiff(c.front()), c.front());
  const int computed = p.rollFigures()->computed.differential;
  ASSERT_TRUE(p.lowerDiff());
  const RollFigures f = *p.rollFigures();
  EXPECT_LT(f.chosen, computed);
  for (const Action& a : c) {
    const Action lowered = p.withChosenDiff(a);
    EXPECT_TRUE(lowered.lowered);
    EXPECT_EQ(lowered.diff, f.chosen);
    EXPECT_EQ(lowered.flag, a.flag);
    EXPECT_EQ(lowered.battery, a.battery);
    EXPECT_FALSE(p.game().check(lowered).has_value());
  }
  // Not a roll: unchanged.
  EXPECT_EQ(p.withChosenDiff(endAction()), endAction());
  ASSERT_TRUE(p.submit(p.withChosenDiff(c.front())));
  ASSERT_TRUE(p.lastCombat.has_value());
  EXPECT_EQ(p.lastCombat->diff, f.column);
  EXPECT_EQ(p.lastCombat->result, crtResult(f.column, p.lastCombat->die));
  EXPECT_TRUE(p.record().actions.back().lowered);
  EXPECT_EQ(p.record().actions.back().diff, f.chosen);
  EXPECT_FALSE(p.chosenDiff.has_value());  // the next combat starts unlowered
  EXPECT_FALSE(p.rollFigures().has_value() && p.rollFigures()->lowered);
  auto replayed = playReplay(p.record());  // the save replays the lowered roll
  ASSERT_TRUE(std::holds_alternative<Game>(replayed)) << std::get<std::string>(replayed);
  EXPECT_EQ(std::get<Game>(replayed).hash(), p.game().hash());
}

TEST(W20Play, W20_RecordReplaysToTheGameOnScreen) {
  Play p = afterSetup(9);
  p.tapHex(H("1820"));  // fr-cav-ii
  ASSERT_FALSE(p.targets().empty());
  p.tapHex(p.targets().front());
  for (const Action& a : p.choices())
    if (a.kind == ActionKind::End) {
      p.submit(a);
      break;
    }
  auto replayed = playReplay(p.record());
  ASSERT_TRUE(std::holds_alternative<Game>(replayed)) << std::get<std::string>(replayed);
  EXPECT_EQ(std::get<Game>(replayed).hash(), p.game().hash());
}

}  // namespace
}  // namespace w20::ui

namespace w20::ui {
namespace {

// Every text the Waterloo 20 screen builds from an engine name (phases, dates, parts of the
// day, events, morale reasons, winners) has an entry in English and in French.
TEST(W20Words, EveryEngineNameHasItsText) {
  std::vector<std::string> keys;
  for (int p = 0; p < kPhases; ++p) keys.push_back(std::string("w20.phase.") + phaseName(Phase(p)));
  for (int t = 1; t <= kLastTurn; ++t) {
    keys.push_back(std::string("w20.date.") + dateName(t));
    keys.push_back(std::string("w20.part.") + partName(t));
  }
  for (int e = 0; e <= int(Event::HardPounding); ++e) {
    keys.push_back(std::string("w20.event.") + eventName(Event(e)));
    keys.push_back(std::string("w20.event_text.") + eventName(Event(e)));
  }
  for (int w = 0; w <= int(Winner::Draw); ++w)
    keys.push_back(std::string("w20.winner.") + winnerName(Winner(w)));
  for (const std::string& k : keys)
    for (naw::ui::Lang l : {naw::ui::Lang::En, naw::ui::Lang::Fr})
      EXPECT_NE(naw::ui::tr(k, l), k) << k;
  for (int r = 0; r <= int(MoraleReason::Set); ++r)
    EXPECT_EQ(moraleReasonLabel(MoraleReason(r)).find("w20."), std::string::npos) << r;
}

// A unit's name in French: the army agrees with "corps" (masculine) and "cavalerie"
// (feminine); in English one adjective serves both.
TEST(W20Words, UnitNamesAgreeInFrench) {
  auto firstFrench = [](UnitType type) {
    for (int u = 0; u < kUnits; ++u)
      if (Game::roster()[u].army == Army::French && Game::roster()[u].type == type)
        return unitName(u);
    return std::string();
  };
  EXPECT_NE(firstFrench(UnitType::Cavalry).find("French"), std::string::npos);
  naw::ui::setLanguage(naw::ui::Lang::Fr);
  const std::string cavalry = firstFrench(UnitType::Cavalry), corps = firstFrench(UnitType::Corps);
  naw::ui::setLanguage(naw::ui::Lang::En);
  EXPECT_EQ(cavalry.rfind("Cavalerie française ", 0), 0u) << cavalry;
  EXPECT_EQ(corps.rfind("Corps français ", 0), 0u) << corps;
}

}  // namespace
}  // namespace w20::ui
