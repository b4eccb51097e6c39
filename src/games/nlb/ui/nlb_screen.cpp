#include "nlb_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app.h"
#include "games/nlb/ai/ai.h"
#include "games/nlb/combat.h"
#include "imgui.h"
#include "named_items.h"
#include "nlb_board.h"
#include "panel_flow.h"
#include "panel_palette.h"
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
  return "turn " + std::to_string(turn) + " of " + std::to_string(kTurns) + ", " +
         naw::ui::turnLabel(turn) + (turn == kNightTurn ? " (night, N3)" : " (day)");
}

}  // namespace

void Screen::start(std::uint64_t seed, bool withGrouchy, int computer) {
  play_.emplace(seed, withGrouchy);
  if (computer == 0 || computer == 1) play_->computer[static_cast<std::size_t>(computer)] = true;
  newGameOpen = false;
  wantsFitCamera = true;
  if (onStarted) onStarted();
}

void Screen::open(Play play) {
  play_.emplace(std::move(play));
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
  if (!play_ || modal() || !play_->humanActs()) return;
  const Point w = camera.toWorld(screen);
  const int u = counterAtWorld(play_->game(), w);
  if (u >= 0)
    play_->tapUnit(u);
  else
    play_->tapHex(hexAtWorld(play_->game(), w));
}

bool Screen::tick(double nowMs, bool* busy) {
  *busy = false;
  if (!play_ || modal() || play_->humanActs() || play_->game().over()) return false;
  *busy = true;
  if (nowMs < nextComputerAt_) return false;
  Play& p = *play_;
  if (p.computer[static_cast<std::size_t>(p.game().sideToMove())]) {
    // Its whole phase, planned on a copy, then sent through the screen's funnel one action at
    // a time (the same dice: they come from the state), so the record saves every one.
    Game copy = p.game();
    for (const Action& a : ai::playPhase(copy, ai::Level::Normal))
      if (!p.submit(a)) break;
  } else {
    // A unit of the computer's side must retreat in the other side's phase: the first hex
    // the engine offers.
    const std::vector<int> pending = p.pending();
    std::optional<Action> pick;
    for (const Action& a : p.game().legalActions())
      if (!pick || (a.type == ActionType::Retreat && !pending.empty() && a.unit == pending[0] &&
                    pick->type != ActionType::Retreat))
        pick = a;
    if (pick) p.submit(*pick);
  }
  nextComputerAt_ = nowMs + 400;  // time to see what it did
  return true;
}

// ---------------------------------------------------------------- map

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
    hexFill(dl, camera, g, h, zoc ? col32(0xF08A24, 90) : col32(0xFFE27A, 105),
            zoc ? col32(0xC0561A, 230) : col32(0xD9A400, 220), w * 0.6f);
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
}

// ---------------------------------------------------------------- panel

void Screen::drawStatus() {
  const Game& g = play_->game();
  const State& s = g.state();
  naw::ui::drawTurnTrack(kTurns, s.turn, 1u << kNightTurn);
  ImGui::PushFont(headingFont);
  ImGui::TextColored(kGold, "%s", g.over() ? "Game over" : phaseLabel(s.phase).c_str());
  ImGui::PopFont();
  nameLastItem("nlb-phase");
  ImGui::TextColored(g.night() ? col(0x9DB4E8) : kMuted, "%s", turnWords(s.turn).c_str());
  nameLastItem("nlb-period");
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(stepPrompt(*play_).c_str());
  ImGui::PopTextWrapPos();
}

void Screen::drawRefusal() {
  if (!play_->refusal) return;
  const Refusal& r = *play_->refusal;
  ImGui::TextColored(kWarn, "Not allowed");
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, col(0x6B4E2E));
  const std::string label = r.rule + "##rule";
  ImGui::Button(label.c_str(), ImVec2(56, 44));  // the N case cited
  ImGui::PopStyleColor();
  nameLastItem("refusal-rule");
  ImGui::SameLine();
  if (ImGui::Button("OK##refusal", ImVec2(54, 44))) play_->refusal.reset();
  nameLastItem("refusal-ok");
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kWarn, "%s: %s", r.rule.c_str(), r.why.c_str());
  ImGui::PopTextWrapPos();
}

void Screen::drawMoveControls() {
  Play& p = *play_;
  const Game& g = p.game();
  if (p.selected >= 0) {
    const naw::UnitDef& d = g.rules().unit(p.selected);
    ImGui::Text("%s %s %d-%d: %.1f MP left", d.label.c_str(), naw::unitTypeName(d.type), d.strength,
                d.movement, g.leftHalves(p.selected) / 2.0);
    nameLastItem("nlb-selected");
    if (whereOf(g, p.selected) >= 0 && g.canExit(p.selected) &&
        flowButton("Leave the map (N16)", true, "nlb-exit"))
      p.submit(exitMap(p.selected));
  }
  // Reinforcements that may enter now (N15): tap one, then a highlighted entry hex.
  bool first = true;
  for (int u = 0; u < g.unitCount(); ++u) {
    if (whereOf(g, u) != kInPool || g.sideOf(u) != g.sideToMove() || !g.reinforcementDue(u))
      continue;
    if (first) ImGui::TextColored(kGold, "Reinforcements (N15)");
    const std::string label = g.rules().unit(u).label + (p.selected == u ? " *" : "");
    if (flowButton(label.c_str(), first, "nlb-reinf-" + g.rules().unit(u).id)) p.select(u);
    first = false;
  }
  if (flowButton("Undo", true, "undo")) p.undo();
  if (flowButton("End movement", false, "end-phase")) p.endPhase();
}

void Screen::drawAttackBuilder() {
  Play& p = *play_;
  const Game& g = p.game();
  ImGui::TextColored(kGold, "New attack");
  ImGui::PushTextWrapPos(0);
  ImGui::Text("Attackers: %s", p.draft.attackers.empty() ? "(tap your adjacent units)"
                                                         : unitList(g, p.draft.attackers).c_str());
  if (!p.draft.bombarders.empty())
    ImGui::Text("Bombarding (N13): %s", unitList(g, p.draft.bombarders).c_str());
  ImGui::Text("Defenders: %s", p.draft.defenders.empty() ? "(tap an enemy hex)"
                                                         : unitList(g, p.draft.defenders).c_str());
  ImGui::PopTextWrapPos();
  if (!p.draft.empty()) {
    const auto odds = p.draftOdds();
    if (const int* column = std::get_if<int>(&odds)) {
      ImGui::TextColored(kGood, "Odds %s", g.rules().crt().columnName(*column).c_str());
      nameLastItem("nlb-odds");
    } else {
      const Refusal& why = std::get<Refusal>(odds);
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(kMuted, "%s: %s", why.rule.c_str(), why.why.c_str());
      ImGui::PopTextWrapPos();
      nameLastItem("nlb-attack-refusal");
    }
    if (flowButton("Attack", true, "nlb-declare")) p.declareDraft();
    if (flowButton("Clear", false, "nlb-clear")) p.clearDraft();
  }
  const std::vector<int> owed = g.openObligations();
  if (!owed.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kWarn, "Must still fight (N9): %s", unitList(g, owed).c_str());
    ImGui::PopTextWrapPos();
  }
  if (flowButton("End combat", true, "end-phase")) p.endPhase();
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
    ImGui::Text("Owed %d strength points; chosen: %s", int(g.state().lossOwed),
                p.losses.empty() ? "(tap attackers)" : unitList(g, p.losses).c_str());
    if (flowButton("Lose these", true, "nlb-lose")) p.loseChosen();
  }
  if (st == "advance" && flowButton("No advance", true, "nlb-decline")) p.decline();
  if (st == "artillery-retreat" && flowButton("Batteries stay", true, "nlb-decline")) p.decline();
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
  ImGui::Text("%s vs %s: odds %s, die %d", unitList(g, att).c_str(),
              unitList(g, c.defenders).c_str(),
              c.column >= 0 ? g.rules().crt().columnName(c.column).c_str() : "-", c.die);
  ImGui::PopTextWrapPos();
  nameLastItem("nlb-last-combat");
  ImGui::TextColored(kGold, "%s%s", c.result.c_str(),
                     c.appliedNone ? ": no effect on chateau infantry (N14)" : "");
}

void Screen::drawArmies() {
  const Game& g = play_->game();
  const State& s = g.state();
  // N18: each army's casualty level against its demoralization and disintegration levels.
  ImGui::PushTextWrapPos(0);
  for (Army a : {Army::French, Army::Anglo, Army::Prussian}) {
    const int lost = s.lost[static_cast<std::size_t>(a)];
    const int dis = Game::disintegrationLevel(a);
    const char* title = a == Army::French  ? "French"
                        : a == Army::Anglo ? "Anglo-Allied"
                                           : "Prussian";
    std::string line = std::string(title) + " losses " + std::to_string(lost) +
                       ": demoralized at " + std::to_string(Game::demoralizationLevel(a));
    if (dis > 0) line += ", disintegrates at " + std::to_string(dis);
    const bool down = g.demoralized(a) || g.disintegrated(a);
    ImGui::TextColored(down ? kWarn : ImGui::GetStyleColorVec4(ImGuiCol_Text), "%s%s", line.c_str(),
                       g.disintegrated(a) ? " (disintegrated)"
                       : g.demoralized(a) ? " (demoralized)"
                                          : "");
    nameLastItem(std::string("nlb-losses-") + armyName(a));
  }
  ImGui::PopTextWrapPos();
  // N19: points now (victory hexes held, exits) and who holds each hex.
  ImGui::Text("Victory points: French %d, Allied %d", g.vp(0), g.vp(1));
  nameLastItem("nlb-vp");
  const auto& vh = g.board().victoryHexes();
  std::string held;
  for (std::size_t k = 0; k < vh.size(); ++k)
    held += (k ? ", " : "") + naw::formatHex(g.rules().hexAt(vh[k].index)) + " " +
            (s.occupier[k] == 0 ? "Fr" : "Al");
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kMuted, "Victory hexes: %s", held.c_str());
  if (s.exited > 0) ImGui::TextColored(kMuted, "French units exited: %d", int(s.exited));
  ImGui::PopTextWrapPos();
  if (g.over())
    ImGui::TextColored(kGold, "Winner: %s",
                       s.winner == Winner::French   ? "the French"
                       : s.winner == Winner::Allied ? "the Allies"
                                                    : "nobody (draw)");
}

void Screen::drawPanel() {
  if (naw::ui::beginPanel("##nlb-panel", panel_, panelScroll_)) {
    Play& p = *play_;
    drawStatus();
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
      ImGui::TextColored(kMuted, "The computer plays the %s...", sideTitle(p.acting()));
      nameLastItem("nlb-computer-busy");
    }
    drawLastCombat();
    ImGui::Separator();
    drawArmies();
    ImGui::Separator();
    if (flowButton("Fit map", true, "fit")) wantsFitCamera = true;
    if (flowButton(p.flipped ? "Unflip" : "Flip 180", false, "flip")) p.flipped = !p.flipped;
    if (flowButton("New game", false, "new-game")) newGameOpen = true;
  }
  ImGui::End();
}

void Screen::drawHandover() {
  Play& p = *play_;
  const State& s = p.game().state();
  const std::string when = naw::ui::turnLabel(s.turn) + ", turn " + std::to_string(s.turn) + ": " +
                           phaseLabel(s.phase) + ".";
  if (naw::ui::drawHandoverScreen("##nlb-handover", width_, height_, headingFont,
                                  sideTitle(*p.handover), when))
    p.handover.reset();
}

void Screen::drawNewGame() {
  bool open = true;
  if (naw::ui::beginNewGameDialog("New game##nlb", width_, height_, &open)) {
    const int other = naw::ui::gameChoice(2);
    if (other >= 0) newGameOpen = false;
    if (other == 0 && openNawNewGame) openNawNewGame();
    if (other == 1 && openCnNewGame) openCnNewGame();
    if (other == 3 && openW20NewGame) openW20NewGame();
    ImGui::Separator();
    if (ImGui::RadioButton("Two players (hot-seat)", computerSide < 0)) computerSide = -1;
    nameLastItem("ng-nlb-two-players");
    if (ImGui::RadioButton("Against the computer, it plays the Allies", computerSide == 1))
      computerSide = 1;
    nameLastItem("ng-nlb-computer-allies");
    if (ImGui::RadioButton("Against the computer, it plays the French", computerSide == 0))
      computerSide = 0;
    nameLastItem("ng-nlb-computer-french");
    ImGui::Checkbox("Grouchy variant (N1)", &grouchy);
    nameLastItem("ng-grouchy");
    ImGui::Separator();
    const int pressed = naw::ui::newGameButtons();
    if (pressed == 1) start(naw::ui::newGameSeed(), grouchy, computerSide);
    if (pressed == 2) open = false;
  }
  if (!open) {
    newGameOpen = false;
    if (!play_ && backToNaw) backToNaw();
  }
  ImGui::End();
}

void Screen::drawUi() {
  naw::ui::namedItems().clear();
  if (play_ && play_->handover && !newGameOpen) {
    drawHandover();
    return;
  }
  if (play_) drawPanel();
  if (newGameOpen || !play_) drawNewGame();
}

}  // namespace nlb::ui
