#include "nlb_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app.h"
#include "games/nlb/ai/ai.h"
#include "games/nlb/combat.h"
#include "i18n.h"
#include "imgui.h"
#include "named_items.h"
#include "nlb_board.h"
#include "nlb_driver.h"
#include "nlb_rule_text.h"
#include "panel_flow.h"
#include "panel_palette.h"
#include "refusal_text.h"
#include "rule_dialog.h"
#include "screen_frame.h"
#include "unit_list.h"

namespace nlb::ui {
namespace {

using naw::Point;
using naw::ui::col;
using naw::ui::col32;
using naw::ui::flowButton;
using naw::ui::kGold;
using naw::ui::kGood;
using naw::ui::kMuted;
using naw::ui::kWarn;
using naw::ui::nameLastItem;
using naw::ui::nameLastText;
using naw::ui::tr;
using naw::ui::trLabel;

ImVec2 toIm(Point p) { return ImVec2(float(p.x), float(p.y)); }

std::string unitList(const Game& g, const std::vector<int>& units) {
  std::string s;
  for (int u : units) s += (s.empty() ? "" : ", ") + g.rules().unit(u).label;
  return s;
}

int whereOf(const Game& g, int u) { return g.state().where[static_cast<std::size_t>(u)]; }

void hexFill(ImDrawList* dl, const naw::ui::Camera& cam, const Game& g, int h, ImU32 fill,
             ImU32 edge, float width) {
  const Point c = naw::hexCenter(g.rules().hexAt(h), 1.0);
  ImVec2 pts[6];
  for (int k = 0; k < 6; ++k) pts[k] = toIm(cam.toScreen(naw::hexCorner(c, 0.9, k)));
  dl->AddConvexPolyFilled(pts, 6, fill);
  dl->AddPolyline(pts, 6, edge, ImDrawFlags_Closed, width);
}

std::string turnWords(int turn) {
  return tr(turn == kNightTurn ? "nlb.turn_night" : "nlb.turn_day",
            {{"turn", turn}, {"turns", kTurns}, {"time", naw::ui::turnLabel(turn)}});
}

}  // namespace

void Screen::start(std::uint64_t seed, bool withGrouchy, int computer, int level) {
  play_.emplace(seed, withGrouchy);
  ruleShown_.clear();
  if (computer == 0 || computer == 1) play_->computer[static_cast<std::size_t>(computer)] = true;
  play_->level = level;
  cursor = StackCursor{};
  newGameOpen = false;
  wantsFitCamera = true;
  if (onStarted) onStarted();
}

void Screen::open(Play play) {
  play_.emplace(std::move(play));
  ruleShown_.clear();
  cursor = StackCursor{};
  newGameOpen = false;
  wantsFitCamera = true;
}

void Screen::layout(double w, double h, const naw::ui::Rect& mapArea, const naw::ui::Rect& panel) {
  width_ = w, height_ = h, mapArea_ = mapArea, panel_ = panel;
}

bool Screen::onMap(Point p) const {
  return p.x >= mapArea_.x0 && p.x < mapArea_.x1 && p.y >= mapArea_.y0 && p.y < mapArea_.y1;
}

naw::ui::Rect Screen::bounds() const {
  return naw::ui::HexBoardLayout(Board::get().rules().map()).bounds();
}

void Screen::tap(Point screen) {
  if (!play_ || modal() || replayGame || !play_->humanActs()) return;
  const Point w = camera.toWorld(screen);
  const int u = counterAtWorld(play_->game(), w);
  if (u >= 0)
    play_->tapUnit(u);
  else
    play_->tapHex(hexAtWorld(play_->game(), w));
}

bool Screen::tick(double nowMs, bool* busy) {
  *busy = false;
  if (!play_ || modal() || replayGame || play_->humanActs() || play_->game().over()) return false;
  *busy = true;
  if (nowMs < nextComputerAt_) return false;
  Play& p = *play_;
  // The computer's phase up to a decision of the human's (his units' retreats, N12), or its
  // unit's owed choice in the human's phase; sent through the screen's funnel one action at
  // a time (the same dice: they come from the state), so the record saves every one.
  for (const Action& a : computerActions(p.game(), p.computer, static_cast<ai::Level>(p.level)))
    if (!p.submit(a)) break;
  nextComputerAt_ = nowMs + 400;  // time to see what it did
  return true;
}

bool Screen::key(Key k, int column) {
  if (!play_ || newGameOpen || replayGame) return false;  // a replay's moment takes no play
  if (k == Key::Cancel && !ruleShown_.empty()) {          // Escape closes the rule's text first
    ruleShown_.clear();
    return true;
  }
  if (k != Key::Ready && modal()) return false;
  return playKey(*play_, cursor, k, column);
}

bool Screen::ruleKey() {
  if (!play_ || !play_->refusal || modal() || replayGame) return false;
  ruleShown_ = play_->refusal->rule;
  return true;
}

naw::Hex Screen::cursorStart() const {
  if (play_ && play_->selected >= 0) {
    const int h = whereOf(play_->game(), play_->selected);
    if (h >= 0) return play_->game().rules().hexAt(h);
  }
  return naw::ui::hexAtWorld(
      camera.toWorld({(mapArea_.x0 + mapArea_.x1) / 2, (mapArea_.y0 + mapArea_.y1) / 2}));
}

// ---------------------------------------------------------------- map

void Screen::drawCursor(ImDrawList* dl) const {
  if (!cursor.shown()) return;
  // As the standard game's cursor: black outside, white inside, seen on every terrain and
  // on both sides' counters (the flip turns it with the whole frame).
  const float w = std::max(2.0f, float(0.09 * camera.scale()));
  const Point c = camera.toScreen(naw::hexCenter(cursor.hex.at, 1.0));
  for (const auto& [colour, width] :
       {std::pair{col32(0x000000, 235), w * 2.2f}, std::pair{col32(0xFFFFFF, 255), w}}) {
    for (int i = 0; i < 6; ++i) dl->PathLineTo(toIm(naw::hexCorner(c, camera.scale() * 0.97, i)));
    dl->PathStroke(colour, ImDrawFlags_Closed, width);
  }
  // N7: in a stack of two, the counter Enter takes has its own frame.
  const Game& g = play_->game();
  if (countersAt(g, cursor.hex.at).size() < 2) return;
  const CounterSpot s = counterSpots(g)[static_cast<std::size_t>(pickedCounter(g, cursor))];
  const double half = s.side / 2 + 0.04;
  const ImVec2 a = toIm(camera.toScreen({s.centre.x - half, s.centre.y - half}));
  const ImVec2 b = toIm(camera.toScreen({s.centre.x + half, s.centre.y + half}));
  dl->AddRect(a, b, col32(0x000000, 235), 0, 0, w * 1.6f);
  dl->AddRect(a, b, col32(0xFFFFFF, 255), 0, 0, w * 0.7f);
}

void Screen::drawKeyHelp() const {
  if (!cursor.shown()) return;  // shown once the keyboard is used: pointer players keep room
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kMuted, "%s", tr("nlb.keys.help").c_str());
  if (play_->step() == "declare-attack")
    ImGui::TextColored(kMuted, "%s", tr("nlb.keys.attack").c_str());
  ImGui::PopTextWrapPos();
  nameLastItem("key-help");
}

void Screen::drawHighlights(ImDrawList* dl) {
  const Play& p = *play_;
  const Game& g = p.game();
  const float w = std::max(2.0f, float(0.06 * camera.scale()));
  if (p.lastPath.size() > 1)
    for (std::size_t i = 0; i + 1 < p.lastPath.size(); ++i)
      dl->AddLine(toIm(camera.toScreen(naw::hexCenter(g.rules().hexAt(p.lastPath[i]), 1.0))),
                  toIm(camera.toScreen(naw::hexCenter(g.rules().hexAt(p.lastPath[i + 1]), 1.0))),
                  col32(0x1F6FB2, 200), w);
  for (int h : p.targets()) {
    const bool zoc = g.inEnemyZoc(h, p.acting());
    hexFill(dl, camera, g, h,
            zoc ? col32(naw::ui::kMustStopFill, naw::ui::kMustStopFillAlpha)
                : col32(naw::ui::kReachFill, naw::ui::kReachFillAlpha),
            zoc ? col32(naw::ui::kMustStopEdge, naw::ui::kMustStopEdgeAlpha)
                : col32(naw::ui::kReachEdge, naw::ui::kReachEdgeAlpha),
            w * 0.6f);
  }
  // N13: what the selected battery sees two hexes away (green), and what is hidden (grey).
  for (int h : p.seen()) hexFill(dl, camera, g, h, col32(0x3FAE49, 70), col32(0x2E8B3A), w * 0.5f);
  for (int h : p.hidden())
    hexFill(dl, camera, g, h, col32(0x505050, 80), col32(0x303030, 200), w * 0.4f);
}

void Screen::drawMap() {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  if (play_ && play_->handover) return;  // hidden until the next player is ready
  if (paintBoard)
    paintBoard(dl, camera);
  else
    drawBoard(dl, Board::get(), camera, *fonts);
  if (!play_) return;
  if (replayGame) {  // a moment of the replay: its counters, its action's hexes
    drawVictoryHolders(dl, *replayGame, camera);
    for (int h : replayHexes) {
      const Point c = camera.toScreen(naw::hexCenter(replayGame->rules().hexAt(h), 1.0));
      dl->AddCircle(toIm(c), float(camera.scale() * 0.75), IM_COL32(120, 220, 255, 240), 24, 3.0f);
    }
    drawCounters(dl, *replayGame, camera, *fonts,
                 std::vector<unsigned>(static_cast<std::size_t>(replayGame->unitCount()), 0));
    return;
  }
  const Play& p = *play_;
  const Game& g = p.game();
  drawVictoryHolders(dl, g, camera);
  drawHighlights(dl);
  std::vector<unsigned> marks(static_cast<std::size_t>(g.unitCount()), 0);
  auto mark = [&](const std::vector<int>& units, unsigned m) {
    for (int u : units) marks[static_cast<std::size_t>(u)] |= m;
  };
  mark(p.draft.attackers, naw::ui::kMarkAttacker);
  mark(p.draft.bombarders, naw::ui::kMarkBombarder);
  mark(p.draft.defenders, naw::ui::kMarkDefender);
  mark(p.pending(), naw::ui::kMarkPending);
  mark(p.losses, naw::ui::kMarkDefender);
  if (p.step() == "declare-attack")
    for (int u : g.openObligations())
      marks[static_cast<std::size_t>(u)] |=
          g.sideOf(u) == g.sideToMove() ? naw::ui::kMarkMustAttack : naw::ui::kMarkMustBeAttacked;
  if (p.selected >= 0) marks[static_cast<std::size_t>(p.selected)] |= naw::ui::kMarkSelected;
  drawCounters(dl, g, camera, *fonts, marks);
  drawCursor(dl);
}

// ---------------------------------------------------------------- panel

void Screen::drawStatus(const Game& g) {
  const State& s = g.state();
  naw::ui::drawTurnTrack(kTurns, s.turn, 1u << kNightTurn);
  ImGui::PushFont(headingFont);
  const std::string phase = g.over() ? tr("phase.game_over") : phaseLabel(s.phase);
  ImGui::TextColored(kGold, "%s", phase.c_str());
  ImGui::PopFont();
  nameLastText("nlb-phase", phase);
  const std::string period = turnWords(s.turn);
  ImGui::TextColored(g.night() ? col(0x9DB4E8) : kMuted, "%s", period.c_str());
  nameLastText("nlb-period", period);
  if (replayGame) return;  // a moment of the replay: nothing to do there
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(stepPrompt(*play_).c_str());
  ImGui::PopTextWrapPos();
}

void Screen::drawRefusal() {
  if (!play_->refusal) return;
  const Refusal& r = *play_->refusal;
  ImGui::TextColored(kWarn, "%s", tr("refusal_box.title").c_str());
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, col(0x6B4E2E));
  const std::string label = r.rule + "##rule";
  // The ruling cited (N1-N21): a tap opens its text.
  if (ImGui::Button(label.c_str(), ImVec2(56, 44))) ruleShown_ = r.rule;
  ImGui::PopStyleColor();
  nameLastItem("refusal-rule");
  ImGui::SameLine();
  if (ImGui::Button(trLabel("button.ok", "refusal").c_str(), ImVec2(54, 44)))
    play_->refusal.reset();
  nameLastItem("refusal-ok");
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(
      kWarn, "%s",
      tr("cn.refusal", {{"rule", r.rule}, {"why", naw::ui::refusalText(r.why)}}).c_str());
  ImGui::PopTextWrapPos();
}

void Screen::drawMoveControls() {
  Play& p = *play_;
  const Game& g = p.game();
  if (p.selected >= 0) {
    const naw::UnitDef& d = g.rules().unit(p.selected);
    const int halves = g.leftHalves(p.selected);
    const std::string left = std::to_string(halves / 2) + (halves % 2 ? tr("nlb.half") : "");
    ImGui::TextUnformatted(
        tr("nlb.selected", {{"unit", d.label},
                            {"type", tr(std::string("unit_type.") + naw::unitTypeName(d.type))},
                            {"strength", d.strength},
                            {"movement", d.movement},
                            {"left", left}})
            .c_str());
    nameLastItem("nlb-selected");
    if (whereOf(g, p.selected) >= 0 && g.canExit(p.selected) &&
        flowButton(tr("nlb.leave_map").c_str(), true, "nlb-exit"))
      p.submit(exitMap(p.selected));
  }
  // Reinforcements that may enter now (N15): tap one, then a highlighted entry hex.
  bool first = true;
  for (int u = 0; u < g.unitCount(); ++u) {
    if (whereOf(g, u) != kInPool || g.sideOf(u) != g.sideToMove() || !g.reinforcementDue(u))
      continue;
    if (first) ImGui::TextColored(kGold, "%s", tr("nlb.reinforcements").c_str());
    const std::string label = g.rules().unit(u).label + (p.selected == u ? " *" : "");
    if (flowButton(label.c_str(), first, "nlb-reinf-" + g.rules().unit(u).id)) p.select(u);
    first = false;
  }
  if (flowButton(tr("button.undo").c_str(), true, "undo")) p.undo();
  if (flowButton(tr("cn.end_movement").c_str(), false, "end-phase")) p.endPhase();
}

void Screen::drawAttackBuilder() {
  Play& p = *play_;
  const Game& g = p.game();
  ImGui::TextColored(kGold, "%s", tr("cn.new_attack").c_str());
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(
      tr("cn.attackers", {{"units", p.draft.attackers.empty() ? tr("nlb.attackers_hint")
                                                              : unitList(g, p.draft.attackers)}})
          .c_str());
  if (!p.draft.bombarders.empty())
    ImGui::TextUnformatted(
        tr("nlb.bombarding", {{"units", unitList(g, p.draft.bombarders)}}).c_str());
  ImGui::TextUnformatted(
      tr("cn.defenders", {{"units", p.draft.defenders.empty() ? tr("nlb.defenders_hint")
                                                              : unitList(g, p.draft.defenders)}})
          .c_str());
  ImGui::PopTextWrapPos();
  if (!p.draft.empty()) {
    const auto odds = p.draftOdds();
    if (const int* column = std::get_if<int>(&odds)) {
      ImGui::TextColored(kGood, "%s",
                         tr("nlb.odds", {{"odds", g.rules().crt().columnName(*column)}}).c_str());
      nameLastItem("nlb-odds");
    } else {
      const Refusal& why = std::get<Refusal>(odds);
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(
          kMuted, "%s",
          tr("cn.refusal", {{"rule", why.rule}, {"why", naw::ui::refusalText(why.why)}}).c_str());
      ImGui::PopTextWrapPos();
      nameLastItem("nlb-attack-refusal");
    }
    if (flowButton(tr("nlb.attack").c_str(), true, "nlb-declare")) p.declareDraft();
    if (flowButton(tr("button.clear").c_str(), false, "nlb-clear")) p.clearDraft();
  }
  const std::vector<int> owed = g.openObligations();
  if (!owed.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kWarn, "%s", tr("nlb.must_fight", {{"units", unitList(g, owed)}}).c_str());
    ImGui::PopTextWrapPos();
  }
  if (flowButton(tr("cn.end_combat").c_str(), true, "end-phase")) p.endPhase();
}

void Screen::drawSettle() {
  Play& p = *play_;
  const Game& g = p.game();
  const std::string st = p.step();
  const std::vector<int> pending = p.pending();
  ImGui::PushTextWrapPos(0);
  if (!pending.empty()) ImGui::TextColored(kGold, "%s", unitList(g, pending).c_str());
  ImGui::PopTextWrapPos();
  if (st == "lose") {
    ImGui::TextUnformatted(
        tr("nlb.owed", {{"points", int(g.state().lossOwed)},
                        {"units", p.losses.empty() ? tr("nlb.owed_hint") : unitList(g, p.losses)}})
            .c_str());
    if (flowButton(tr("nlb.lose").c_str(), true, "nlb-lose")) p.loseChosen();
  }
  if (st == "advance" && flowButton(tr("button.no_advance").c_str(), true, "nlb-decline"))
    p.decline();
  if (st == "artillery-retreat" &&
      flowButton(tr("nlb.batteries_stay").c_str(), true, "nlb-decline"))
    p.decline();
}

void Screen::drawLastCombat() {
  const Play& p = *play_;
  if (!p.lastCombat) return;
  const Game& g = p.game();
  const CombatShown& c = *p.lastCombat;
  ImGui::Separator();
  std::vector<int> att = c.attackers;
  att.insert(att.end(), c.bombarders.begin(), c.bombarders.end());
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(
      tr("nlb.last_combat",
         {{"attackers", unitList(g, att)},
          {"defenders", unitList(g, c.defenders)},
          {"odds", c.column >= 0 ? g.rules().crt().columnName(c.column) : std::string("-")},
          {"die", c.die}})
          .c_str());
  ImGui::PopTextWrapPos();
  nameLastItem("nlb-last-combat");
  ImGui::TextColored(
      kGold, "%s",
      c.appliedNone ? tr("nlb.no_effect", {{"result", c.result}}).c_str() : c.result.c_str());
}

void Screen::drawArmies(const Game& g) {
  const State& s = g.state();
  // N18: each army's casualty level against its demoralization and disintegration levels.
  ImGui::PushTextWrapPos(0);
  for (Army a : {Army::French, Army::Anglo, Army::Prussian}) {
    const int lost = s.lost[static_cast<std::size_t>(a)];
    const int dis = Game::disintegrationLevel(a);
    const char* army = a == Army::French  ? "nlb.army.french"
                       : a == Army::Anglo ? "nlb.army.anglo"
                                          : "nlb.army.prussian";
    std::string line = tr(dis > 0 ? "nlb.losses_disintegrates" : "nlb.losses",
                          {{"army", tr(army)},
                           {"lost", lost},
                           {"demoralized", Game::demoralizationLevel(a)},
                           {"disintegrates", dis}});
    if (g.disintegrated(a))
      line += tr("nlb.disintegrated");
    else if (g.demoralized(a))
      line += tr("nlb.demoralized");
    const bool down = g.demoralized(a) || g.disintegrated(a);
    ImGui::TextColored(down ? kWarn : ImGui::GetStyleColorVec4(ImGuiCol_Text), "%s", line.c_str());
    nameLastItem(std::string("nlb-losses-") + armyName(a));
  }
  ImGui::PopTextWrapPos();
  // N19: points now (victory hexes held, exits) and who holds each hex.
  ImGui::TextUnformatted(tr("nlb.vp", {{"french", g.vp(0)}, {"allied", g.vp(1)}}).c_str());
  nameLastItem("nlb-vp");
  const auto& vh = g.board().victoryHexes();
  std::string held;
  for (std::size_t k = 0; k < vh.size(); ++k)
    held += (k ? ", " : "") + naw::formatHex(g.rules().hexAt(vh[k].index)) + " " +
            tr(s.occupier[k] == 0 ? "nlb.held_french" : "nlb.held_allied");
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kMuted, "%s", tr("nlb.victory_hexes", {{"hexes", held}}).c_str());
  if (s.exited > 0)
    ImGui::TextColored(kMuted, "%s", tr("nlb.exited", {{"n", int(s.exited)}}).c_str());
  // R8 by link: this player's chit, and the other's once revealed (a hot-seat game shows
  // none: both players share the screen).
  if (s.grouchy && play_->byLink) {
    const auto chit = [&](int side) {
      const int c = s.chits[static_cast<std::size_t>(side)];
      return c ? std::to_string(c) : tr("nlb.chit_hidden");
    };
    ImGui::TextColored(kMuted, "%s",
                       tr("nlb.grouchy_chits", {{"french", chit(0)}, {"allied", chit(1)}}).c_str());
  }
  ImGui::PopTextWrapPos();
  if (g.over())
    ImGui::TextColored(kGold, "%s",
                       tr(s.winner == Winner::French   ? "cn.winner_french"
                          : s.winner == Winner::Allied ? "cn.winner_allied"
                                                       : "cn.winner_none")
                           .c_str());
}

// The live game's refusal, the step's controls (or the computer at work), the keys and the
// last combat.
void Screen::drawLiveControls() {
  Play& p = *play_;
  drawRefusal();
  ImGui::Separator();
  if (p.humanActs()) {
    const std::string st = p.step();
    if (st == "move")
      drawMoveControls();
    else if (st == "declare-attack")
      drawAttackBuilder();
    else
      drawSettle();
  } else if (!p.game().over()) {
    ImGui::TextColored(kMuted, "%s",
                       tr(p.acting() == 0 ? "nlb.computer_french" : "nlb.computer_allies").c_str());
    nameLastItem("nlb-computer-busy");
  }
  drawKeyHelp();
  drawLastCombat();
}

void Screen::drawPanel() {
  if (naw::ui::beginPanel("##nlb-panel", panel_, panelScroll_)) {
    Play& p = *play_;
    // The replay's moment while it is on the board, else the live game.
    const Game& g = replayGame ? *replayGame : p.game();
    drawStatus(g);
    if (replayGame)  // no live controls or last combat: they are the live game's
      naw::ui::drawShownNote(naw::ui::replayNote(replayMoment, replayLength));
    else
      drawLiveControls();
    ImGui::Separator();
    drawArmies(g);
    ImGui::Separator();
    if (flowButton(tr("tools.fit").c_str(), true, "fit")) wantsFitCamera = true;
    if (flowButton(tr(p.flipped ? "tools.unflip" : "tools.flip").c_str(), false, "flip"))
      p.flipped = !p.flipped;
    if (flowButton(tr("tools.new_game").c_str(), false, "new-game")) newGameOpen = true;
    if (drawPanelLinks) drawPanelLinks();
  }
  ImGui::End();
}

void Screen::drawHandover() {
  Play& p = *play_;
  const State& s = p.game().state();
  const std::string when = tr("handover.when", {{"time", naw::ui::turnLabel(s.turn)},
                                                {"turn", int(s.turn)},
                                                {"phase", phaseLabel(s.phase)}});
  if (naw::ui::drawHandoverScreen("##nlb-handover", width_, height_, headingFont,
                                  sideTitle(*p.handover).c_str(), when))
    p.handover.reset();
}

void Screen::drawNewGame() {
  bool open = true;
  if (naw::ui::beginNewGameDialog(trLabel("dialog.new_game", "nlb-new").c_str(), width_, height_,
                                  &open)) {
    const int other = naw::ui::gameChoice(2);
    if (other >= 0) newGameOpen = false;
    if (other == 0 && openNawNewGame) openNawNewGame();
    if (other == 1 && openCnNewGame) openCnNewGame();
    if (other == 3 && openW20NewGame) openW20NewGame();
    ImGui::Separator();
    if (ImGui::RadioButton(trLabel("ng.two_players", "two").c_str(), computerSide < 0))
      computerSide = -1;
    nameLastItem("ng-nlb-two-players");
    if (ImGui::RadioButton(trLabel("ng.computer_allies", "allies").c_str(), computerSide == 1))
      computerSide = 1;
    nameLastItem("ng-nlb-computer-allies");
    if (ImGui::RadioButton(trLabel("ng.computer_french", "french").c_str(), computerSide == 0))
      computerSide = 0;
    nameLastItem("ng-nlb-computer-french");
    if (computerSide >= 0) {
      ImGui::TextColored(kMuted, "%s", tr("ng.computer_level").c_str());
      for (ai::Level l : {ai::Level::Easy, ai::Level::Normal, ai::Level::Hard}) {
        const std::string id = std::string("ng-nlb-level-") + ai::levelName(l);
        if (ImGui::RadioButton(trLabel(std::string("level.") + ai::levelName(l), id).c_str(),
                               computerLevel == static_cast<int>(l)))
          computerLevel = static_cast<int>(l);
        nameLastItem(id);
        ImGui::SameLine();
      }
      ImGui::NewLine();
    }
    ImGui::Checkbox(trLabel("nlb.grouchy", "grouchy").c_str(), &grouchy);
    nameLastItem("ng-grouchy");
    ImGui::Separator();
    const int pressed = naw::ui::newGameButtons();
    if (pressed == 1) start(naw::ui::newGameSeed(), grouchy, computerSide, computerLevel);
    if (pressed == 2) open = false;
  }
  if (!open) {
    newGameOpen = false;
    if (!play_ && backToNaw) backToNaw();
  }
  ImGui::End();
}

void Screen::drawRuleText() {
  const naw::ui::RuleEntry* e = findNlbRule(ruleShown_);
  const char* source = e && e->id[0] == 'N' ? "nlb.rule_source_ruling" : "nlb.rule_source_dg";
  if (!naw::ui::drawRuleDialog("nlb-rule", ruleShown_, e, nlbRuleBook(), tr(source), width_,
                               height_, headingFont))
    ruleShown_.clear();
}

void Screen::drawUi() {
  naw::ui::namedItems().clear();
  if (play_ && play_->handover && !newGameOpen) {
    drawHandover();
    return;
  }
  if (play_) drawPanel();
  if (newGameOpen || !play_) drawNewGame();
  if (play_ && !newGameOpen && !ruleShown_.empty()) drawRuleText();
  if (drawOverlays) drawOverlays();
}

}  // namespace nlb::ui
