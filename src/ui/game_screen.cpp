#include "game_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ai_driver.h"
#include "i18n.h"
#include "imgui.h"
#include "named_items.h"
#include "panel_flow.h"
#include "panel_keys.h"
#include "panel_palette.h"
#include "platform.h"
#include "player_text.h"
#include "refusal_text.h"
#include "rule_text.h"
#include "rule_text_view.h"
#include "screen_frame.h"

namespace naw::ui {
namespace {

constexpr float kTouch = 44;  // minimum touch target, CSS pixels
constexpr float kRuleButtonWidth = 56;

ImVec2 toIm(Point p) { return ImVec2(float(p.x), float(p.y)); }

std::string unitTitle(const Game& g, int u) {
  const UnitDef& d = g.rules().unit(u);
  char buf[96];
  std::snprintf(buf, sizeof buf, "%s %d-%d", d.label.c_str(), d.strength, d.movement);
  return buf;
}

// Text wrapped to the panel at spaces only: ImGui's own wrapping also breaks after a '.',
// which splits a rule number such as "6.6" over two lines.
void wrappedText(const std::string& text, const ImVec4* colour = nullptr) {
  const float width = ImGui::GetContentRegionAvail().x;
  const auto show = [colour](const std::string& line) {
    if (colour)
      ImGui::TextColored(*colour, "%s", line.c_str());
    else
      ImGui::TextUnformatted(line.c_str());
  };
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line;
    for (std::size_t i = start; i < end;) {
      std::size_t j = text.find(' ', i);
      if (j == std::string::npos || j > end) j = end;
      const std::string word = text.substr(i, j - i);
      const std::string longer = line.empty() ? word : line + " " + word;
      if (!line.empty() && ImGui::CalcTextSize(longer.c_str()).x > width) {
        show(line);
        line = word;
      } else {
        line = longer;
      }
      i = j + 1;
    }
    show(line);
    start = end + 1;
  }
}

const std::string& nationTitle(Nation n) {
  switch (n) {
    case Nation::French:
      return tr("nation.french");
    case Nation::AngloAllied:
      return tr("nation.anglo_allied");
    case Nation::Prussian:
      return tr("nation.prussian");
  }
  return tr("nation.french");
}

// "Ae: attacker eliminated", ...: the table's code and its words.
std::string resultWords(CombatResult r) {
  return std::string(combatResultName(r)) + ": " + tr(std::string("result.") + combatResultName(r));
}

// The engine's unit type and status words ("infantry", "on-map") in the player's language.
const std::string& unitTypeWords(UnitType t) {
  return tr(std::string("unit_type.") + unitTypeName(t));
}
const std::string& unitStatusWords(UnitStatus s) {
  return tr(std::string("unit_status.") + unitStatusName(s));
}

void hexFill(ImDrawList* dl, const Camera& cam, Hex h, ImU32 fill, double shrink = 0.92) {
  const Point c = cam.toScreen(hexCenter(h, 1.0));
  for (int i = 0; i < 6; ++i) dl->PathLineTo(toIm(hexCorner(c, cam.scale() * shrink, i)));
  dl->PathFillConvex(fill);
}

void hexOutline(ImDrawList* dl, const Camera& cam, Hex h, ImU32 colour, float width,
                double shrink = 0.9) {
  const Point c = cam.toScreen(hexCenter(h, 1.0));
  for (int i = 0; i < 6; ++i) dl->PathLineTo(toIm(hexCorner(c, cam.scale() * shrink, i)));
  dl->PathStroke(colour, ImDrawFlags_Closed, width);
}

// A die face with pips, `s` pixels wide, at the window cursor.
void drawDie(int face, float s) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  dl->AddRectFilled(ImVec2(p.x + 2, p.y + 3), ImVec2(p.x + s + 2, p.y + s + 3),
                    IM_COL32(0, 0, 0, 90), s * 0.18f);
  dl->AddRectFilled(p, ImVec2(p.x + s, p.y + s), col32(0xF7F1E3), s * 0.18f);
  dl->AddRect(p, ImVec2(p.x + s, p.y + s), col32(0x3B2C1E), s * 0.18f, 0, 1.5f);
  static const float kPips[7][6][2] = {
      {},
      {{.5f, .5f}},
      {{.27f, .27f}, {.73f, .73f}},
      {{.27f, .27f}, {.5f, .5f}, {.73f, .73f}},
      {{.27f, .27f}, {.73f, .27f}, {.27f, .73f}, {.73f, .73f}},
      {{.27f, .27f}, {.73f, .27f}, {.5f, .5f}, {.27f, .73f}, {.73f, .73f}},
      {{.27f, .25f}, {.73f, .25f}, {.27f, .5f}, {.73f, .5f}, {.27f, .75f}, {.73f, .75f}}};
  for (int i = 0; i < face && face <= 6; ++i)
    dl->AddCircleFilled(ImVec2(p.x + kPips[face][i][0] * s, p.y + kPips[face][i][1] * s),
                        s * 0.085f, col32(0x2A1E14), 12);
  ImGui::Dummy(ImVec2(s + 4, s + 4));
}

// A counter drawn inline in the panel (boxes), tappable; returns true when tapped.
bool counterButton(const Game& g, int u, float side, const MapFonts& fonts, unsigned marks,
                   const char* idPrefix) {
  char id[32];
  std::snprintf(id, sizeof id, "%s%d", idPrefix, u);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::InvisibleButton(id, ImVec2(side + 6, side + 6));
  drawCounter(ImGui::GetWindowDrawList(), g.rules().unit(u),
              ImVec2(p.x + side / 2 + 3, p.y + side / 2 + 3), side, fonts, marks);
  return pressed;
}

// Lays out counters in rows across the available width.
template <typename F>
void counterRow(const std::vector<int>& units, float side, F&& each) {
  const float avail = ImGui::GetContentRegionAvail().x;
  float x = 0;
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (i > 0) {
      if (x + side + 6 + 4 <= avail)
        ImGui::SameLine(0, 4);
      else
        x = 0;
    }
    each(units[i]);
    x += side + 10;
  }
}

}  // namespace

void GameScreen::layout(double w, double h) {
  width_ = w, height_ = h;
  portrait_ = w < h * 1.05 || w < 760;
  if (!portrait_) {
    const double pw = std::clamp(w * 0.3, 330.0, 430.0);
    panel_ = {w - pw, 0, w, h};
    mapArea_ = {0, 0, w - pw, h};
  } else {
    const double ph = std::clamp(h * 0.4, 260.0, 520.0);
    panel_ = {0, h - ph, w, h};
    mapArea_ = {0, 0, w, h - ph};
  }
}

bool GameScreen::onMap(Point p) const {
  return p.x >= mapArea_.x0 && p.x < mapArea_.x1 && p.y >= mapArea_.y0 && p.y < mapArea_.y1;
}

void GameScreen::record(const char* id) { nameLastItem(id); }

bool GameScreen::button(const char* label, const char* id, float width) {
  // A stable ImGui id ("###id"): the button keeps its identity when the language changes.
  const std::string full = id ? std::string(label) + "###" + id : std::string(label);
  const bool pressed = ImGui::Button(full.c_str(), ImVec2(width, kTouch));
  record(id ? id : label);
  noteLabelFits(id ? id : label, label);
  return pressed;
}

void GameScreen::ruleButton(App& app, const std::string& rule, const char* id) {
  if (rule.empty() || rule == "syntax" || rule == "link") return;
  ImGui::PushStyleColor(ImGuiCol_Button, col(0x6B4E2E));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, col(0x86643C));
  const std::string label = rule + "##rule";
  if (ImGui::Button(label.c_str(), ImVec2(kRuleButtonWidth, kTouch))) {
    app.ruleShown = rule;
    app.dialog = Dialog::Rule;
  }
  ImGui::PopStyleColor(2);
  record(id);
}

void GameScreen::ruleLinks(App& app, const std::string& text, const char* scope,
                           const std::string& except) {
  ImGui::PushID(scope);
  bool first = true;
  for (const std::string& rule : citedRules(text)) {
    if (rule == except) continue;
    if (!first) sameLineIfFits(kRuleButtonWidth);
    first = false;
    const std::string id = "rule-" + rule;
    ruleButton(app, rule, id.c_str());
  }
  ImGui::PopID();
}

// ---------------------------------------------------------------- map layer

void GameScreen::drawHighlights(App& app, const Game& shown, ImDrawList* dl) {
  const Camera& cam = app.camera;
  const float w = std::max(2.0f, float(0.07 * cam.scale()));
  if (&shown != &app.game()) return;  // a shared position or a replay: nothing to play
  const Game& g = app.game();
  const Step st = g.step();

  // The path of the last move.
  if (app.lastPath.size() > 1) {
    for (std::size_t i = 0; i + 1 < app.lastPath.size(); ++i)
      dl->AddLine(toIm(cam.toScreen(hexCenter(app.lastPath[i], 1.0))),
                  toIm(cam.toScreen(hexCenter(app.lastPath[i + 1], 1.0))), col32(0x1F6FB2, 200), w);
    for (Hex h : app.lastPath)
      dl->AddCircleFilled(toIm(cam.toScreen(hexCenter(h, 1.0))), w * 1.2f, col32(0x1F6FB2, 220));
  }

  if (st.kind == StepKind::Move && app.selected >= 0) {
    if (moveRevision_ != app.revision() || moveUnitFor_ != app.selected) {
      move_ = moveHighlights(g, app.selected);
      moveRevision_ = app.revision();
      moveUnitFor_ = app.selected;
    }
    for (std::size_t i = 0; i < move_.reach.size(); ++i) {
      const Hex h = move_.reach[i];
      if (move_.mustStop[i]) {
        // In an enemy zone of control: it must stop there (4.5). Orange, hatched.
        hexFill(dl, cam, h, col32(kMustStopFill, kMustStopFillAlpha));
        const Point c = cam.toScreen(hexCenter(h, 1.0));
        const double r = cam.scale() * 0.55;
        for (int k = -2; k <= 2; ++k)
          dl->AddLine(ImVec2(float(c.x + k * r * 0.35 - r * 0.4), float(c.y + r * 0.4)),
                      ImVec2(float(c.x + k * r * 0.35 + r * 0.4), float(c.y - r * 0.4)),
                      col32(0xC0561A, 150), std::max(1.0f, w * 0.5f));
        hexOutline(dl, cam, h, col32(kMustStopEdge, kMustStopEdgeAlpha), w * 0.7f);
      } else {
        hexFill(dl, cam, h, col32(kReachFill, kReachFillAlpha));
        hexOutline(dl, cam, h, col32(kReachEdge, kReachEdgeAlpha), w * 0.6f);
      }
    }
    for (Hex h : move_.entries) hexOutline(dl, cam, h, col32(0x2EC4B6, 255), w * 1.3f, 0.8);
  }

  if (st.kind == StepKind::Retreat || st.kind == StepKind::Displacement ||
      st.kind == StepKind::ArtilleryRetreat || st.kind == StepKind::AdvanceAfterCombat) {
    for (const Action& a : g.legalActions()) {
      if (a.type != ActionType::Retreat && a.type != ActionType::Advance) continue;
      if (app.selected >= 0 && a.unit != app.selected) continue;
      hexFill(dl, cam, a.hex, col32(0x2EC4B6, 90));
      hexOutline(dl, cam, a.hex, col32(0x168C82, 255), w);
    }
  }

  if (st.kind == StepKind::DeclareAttack) {
    // Bombardment: range and line of sight of each chosen artillery unit (R4), and its fire.
    for (int b : app.draft.bombarders) {
      const int from = g.state().units[static_cast<std::size_t>(b)].hex;
      if (from < 0) continue;
      for (int t : g.rules().bombardTargets(from))
        hexOutline(dl, cam, g.rules().hexAt(t), col32(0xFF8A1F, 200), w * 0.6f, 0.8);
      for (int d : app.draft.defenders) {
        const int to = g.state().units[static_cast<std::size_t>(d)].hex;
        if (to >= 0 && g.rules().canBombard(from, to))
          dl->AddLine(toIm(cam.toScreen(hexCenter(g.rules().hexAt(from), 1.0))),
                      toIm(cam.toScreen(hexCenter(g.rules().hexAt(to), 1.0))), col32(0xFF8A1F, 230),
                      w);
      }
    }
  }
}

void GameScreen::drawMap(App& app, const Game& shown) {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  if (app.handover()) return;  // the board stays hidden until the next player is ready
  if (paintBoard)
    paintBoard(dl, shown.rules(), app.camera);
  else
    drawBoard(dl, shown.rules(), app.camera, *fonts);
  drawHighlights(app, shown, dl);

  std::vector<unsigned> marks(static_cast<std::size_t>(shown.rules().unitCount()), 0);
  if (&shown == &app.game()) {
    const Game& g = app.game();
    const Step st = g.step();
    if (app.selected >= 0) marks[static_cast<std::size_t>(app.selected)] |= kMarkSelected;
    for (int u : app.draft.attackers) marks[static_cast<std::size_t>(u)] |= kMarkAttacker;
    for (int u : app.draft.bombarders) marks[static_cast<std::size_t>(u)] |= kMarkBombarder;
    for (int u : app.draft.defenders) marks[static_cast<std::size_t>(u)] |= kMarkDefender;
    if (st.kind == StepKind::DeclareAttack) {
      for (int u : g.obligations())
        marks[static_cast<std::size_t>(u)] |=
            g.sideOf(u) == st.acting ? kMarkMustAttack : kMarkMustBeAttacked;
    }
    for (int u : stepUnits(g)) marks[static_cast<std::size_t>(u)] |= kMarkPending;
  }
  drawCounters(dl, shown.rules(), shown.state(), app.camera, *fonts, marks);
  if (&shown == &app.game()) drawCursor(app, dl);
}

void GameScreen::drawCursor(const App& app, ImDrawList* dl) const {
  if (!cursor.shown()) return;
  // Black outside, white inside: neither side's counter colour, seen on every terrain and
  // on both sides' counters (the flip turns it with the whole frame).
  const float w = std::max(2.0f, float(0.09 * app.camera.scale()));
  hexOutline(dl, app.camera, cursor.at, col32(0x000000, 235), w * 2.2f, 0.97);
  hexOutline(dl, app.camera, cursor.at, col32(0xFFFFFF, 255), w, 0.97);
}

void GameScreen::drawKeyHelp(const App& app) {
  if (!cursor.shown()) return;  // shown once the keyboard is used: pointer players keep room
  wrappedText(tr("keys.help"), &kMuted);
  if (app.game().step().kind == StepKind::DeclareAttack) wrappedText(tr("keys.attack"), &kMuted);
  record("key-help");
}

// ---------------------------------------------------------------- gestures

void GameScreen::tap(App& app, Point p) {
  if (app.handover() || app.dialog != Dialog::None || !app.humanActs()) return;
  const Game& g = app.game();
  const Point world = app.camera.toWorld(p);
  Hex h = hexAtWorld(world);
  // A tap on a counter that sticks out of its hex (a stack) counts for the counter's hex.
  const int u = counterAt(g.rules(), g.state(), app.camera, p);
  if (u >= 0) h = g.hexOf(u);
  if (!g.rules().map().onMap(h)) return;
  tapHex(app, h);
}

void GameScreen::longPress(App& app, Point p) {
  const Game& g = app.game();
  const int u = counterAt(g.rules(), g.state(), app.camera, p);
  if (u < 0) return;
  app.infoUnit = u;
  app.dialog = Dialog::UnitInfo;
}

// ---------------------------------------------------------------- panel

void GameScreen::drawTurnTrack(App& app, const Game& g, bool live) {
  const Scenario& sc = g.rules().scenario();
  const GameState& s = g.state();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float avail = ImGui::GetContentRegionAvail().x;
  const int n = sc.turns();
  const float gap = 3;
  const float bw = (avail - gap * float(n - 1)) / float(n);
  const float bh = 40;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  for (int t = 1; t <= n; ++t) {
    const ImVec2 a(p.x + float(t - 1) * (bw + gap), p.y), b(a.x + bw, a.y + bh);
    const bool now = t == s.turn;
    const bool past = t < s.turn;
    dl->AddRectFilled(a, b, now ? col32(0xE8C46A) : past ? col32(0x4A4034) : col32(0x2E2922), 3);
    dl->AddRect(a, b, col32(0x7A6A50), 3);
    const std::string hour = tr("time.track_hour", {{"hour", t}, {"hour24", int(t + 12)}});
    const char* label = hour.c_str();
    ImFont* f = ImGui::GetFont();
    const ImVec2 ext = f->CalcTextSizeA(ImGui::GetFontSize(), 1e9f, 0, label);
    dl->AddText(ImVec2(a.x + (bw - ext.x) / 2, a.y + 3), now ? col32(0x241C12) : col32(0xE9DFC7),
                label);
    const char* sub = tr("time.track_unit").c_str();
    const ImVec2 ext2 = f->CalcTextSizeA(ImGui::GetFontSize() * 0.8f, 1e9f, 0, sub);
    dl->AddText(f, ImGui::GetFontSize() * 0.8f, ImVec2(a.x + (bw - ext2.x) / 2, a.y + 21),
                now ? col32(0x241C12) : col32(0xB5A88C), sub);
    // Reinforcements due (7.0 on turn 3; the Grouchy variant's on turn 5): a small flag.
    for (const ReinforcementGroup& gr : sc.groups)
      if (gr.turn == t && (gr.standard || s.grouchy)) {
        dl->AddTriangleFilled(ImVec2(b.x - 9, a.y + 1), ImVec2(b.x - 1, a.y + 1),
                              ImVec2(b.x - 1, a.y + 9), col32(0x2EC4B6));
        break;
      }
  }
  ImGui::Dummy(ImVec2(avail, bh + 2));
  record("turn-track");
  const std::string when = turnLabel(s.turn);
  if (g.over()) {
    ImGui::PushFont(headingFont);
    ImGui::TextColored(kGold, "%s", tr("phase.game_over").c_str());
    ImGui::PopFont();
    nameLastText("panel-phase", tr("phase.game_over"));
    return;
  }
  ImGui::PushFont(headingFont);
  ImGui::TextColored(kGold, "%s", phaseLabel(s.phase).c_str());
  ImGui::PopFont();
  nameLastText("panel-phase", phaseLabel(s.phase));
  ImGui::SameLine();
  const std::string turnOf = tr("panel.turn_of", {{"turn", s.turn}, {"turns", n}, {"time", when}});
  ImGui::TextColored(kMuted, "%s", turnOf.c_str());
  nameLastText("panel-turn", turnOf);
  if (!live) return;  // a moment shown: no prompt to act, no computer at work
  const std::string prompt = withUnitLabels(g.rules(), stepPrompt(g));
  wrappedText(prompt);
  ruleLinks(app, prompt, "prompt");
  const SideControl& ctl = app.control(g.step().acting);
  if (ctl.controller == Controller::Computer)
    ImGui::TextColored(kMuted, "%s",
                       tr("panel.computer_plays",
                          {{"side", sideAdjective(g.step().acting)},
                           {"level", tr(std::string("level.") + ai::levelName(ctl.level))}})
                           .c_str());
}

void GameScreen::drawRefusal(App& app) {
  if (!app.refusal()) return;
  const Refusal& r = *app.refusal();
  // A dark red box behind the group (drawn after it, on the channel below).
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->ChannelsSplit(2);
  dl->ChannelsSetCurrent(1);
  ImGui::BeginGroup();
  ImGui::TextColored(kWarn, "%s", tr("refusal_box.title").c_str());
  ImGui::SameLine();
  ruleButton(app, r.rule);
  ImGui::SameLine();
  if (button(tr("button.ok").c_str(), "refusal-ok", kTouch + 10)) app.clearRefusal();
  const std::string why = withUnitLabels(app.game().rules(), refusalText(r.why));
  wrappedText(r.rule + ": " + why);
  ruleLinks(app, why, "refusal", r.rule);
  ImGui::EndGroup();
  dl->ChannelsSetCurrent(0);
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  dl->AddRectFilled(
      ImVec2(a.x - 6, a.y - 4),
      ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x + 2, b.y + 4),
      col32(0x5A2218), 6);
  dl->ChannelsMerge();
  record("refusal");
}

void GameScreen::drawMoveControls(App& app) {
  const Game& g = app.game();
  if (app.selected >= 0) {
    const int u = app.selected;
    const UnitState& us = g.state().units[static_cast<std::size_t>(u)];
    ImGui::TextColored(kGold, "%s", unitTitle(g, u).c_str());
    ImGui::SameLine();
    if (us.status == UnitStatus::Waiting)
      ImGui::TextColored(kMuted, "%s", tr("move.reinforcement_hint").c_str());
    else
      ImGui::TextColored(
          kMuted, "%s",
          tr("move.mp_used", {{"used", int(us.mpUsed)}, {"of", g.rules().unit(u).movement}})
              .c_str());
    if (g.canExit(u)) {
      const int idx = us.hex;
      if (idx >= 0 && g.rules().canExitFrom(idx)) {
        if (button(tr("move.exit").c_str(), "exit")) exitUnit(app, u);
      } else {
        ImGui::TextColored(kMuted, "%s", tr("move.exit_hint").c_str());
      }
    }
  }
  const float half = (ImGui::GetContentRegionAvail().x - 8) / 2;
  ImGui::BeginDisabled(!app.canUndo());
  if (button(tr("button.undo").c_str(), "undo", half)) app.undo();
  ImGui::EndDisabled();
  ImGui::SameLine(0, 8);
  ImGui::BeginDisabled(!app.canRedo());
  if (button(tr("button.redo").c_str(), "redo", half)) app.redo();
  ImGui::EndDisabled();
  if (button(tr("button.end_movement").c_str(), "end-phase", -1)) {
    app.selected = -1;
    endPhase(app);
  }
}

void GameScreen::drawAttackBuilder(App& app) {
  const Game& g = app.game();
  const Rules& r = g.rules();
  const std::vector<int> owed = g.obligations();
  if (!owed.empty()) {
    std::string must, be;
    for (int u : owed) (g.sideOf(u) == g.step().acting ? must : be) += (r.unit(u).label + ", ");
    if (!must.empty())
      wrappedText(tr("attack.must_attack", {{"units", must.substr(0, must.size() - 2)}}), &kWarn);
    if (!be.empty())
      wrappedText(tr("attack.must_be_attacked", {{"units", be.substr(0, be.size() - 2)}}), &kWarn);
    ruleLinks(app, "5.1", "owed");
  }
  AttackDraft& d = app.draft;
  if (d.empty()) {
    ImGui::TextColored(kMuted, "%s", tr("attack.hint").c_str());
  } else {
    const AttackInfo info = attackInfo(g, d);
    auto list = [&](const std::string& title, const std::vector<int>& units) {
      if (units.empty()) return;
      std::string s;
      for (int u : units) {
        s += unitTitle(g, u);
        if (std::find(info.doubled.begin(), info.doubled.end(), u) != info.doubled.end())
          s += " " + tr("attack.doubled");
        s += ", ";
      }
      ImGui::PushTextWrapPos(0);
      ImGui::Text("%s: %s", title.c_str(), s.substr(0, s.size() - 2).c_str());
      ImGui::PopTextWrapPos();
    };
    list(tr("attack.attackers"), d.attackers);
    list(tr("attack.bombarding"), d.bombarders);
    list(tr("attack.defenders"), d.defenders);
    ImGui::PushFont(headingFont);
    if (info.column >= 0)
      ImGui::TextColored(
          kGold, "%s:  %s",
          tr("attack.totals", {{"attack", info.attack}, {"defence", info.defence}}).c_str(),
          r.crt().columnName(info.column).c_str());
    else
      ImGui::TextColored(
          kMuted, "%s",
          tr("attack.totals", {{"attack", info.attack}, {"defence", info.defence}}).c_str());
    ImGui::PopFont();
    record("odds");
    if (info.shift > 0) wrappedText(tr("attack.shift_french"), &kGood);
    if (info.shift < 0) wrappedText(tr("attack.shift_allied"), &kWarn);
    if (info.refusal) {
      const std::string why = withUnitLabels(r, refusalText(info.refusal->why));
      wrappedText(info.refusal->rule + ": " + why, &kWarn);
      ruleButton(app, info.refusal->rule);
    }
    if (info.fullColumn > 0) {
      // 6.2: the attacker may announce lower odds.
      ImGui::TextColored(kMuted, "%s", tr("attack.lower_odds").c_str());
      // One button per column, as wide as the row allows (44 to 64 px); the row wraps when
      // the next button would not fit (on an iPad's side panel, 1-5 .. 6-1 takes two rows).
      const float n = float(info.fullColumn + 1);
      const float bw =
          std::clamp((ImGui::GetContentRegionAvail().x - 3 * (n - 1)) / n, kTouch, 64.f);
      for (int c = 0; c <= info.fullColumn; ++c) {
        if (c > 0) sameLineIfFits(bw, 3);
        const bool on = c == info.column;
        if (on) ImGui::PushStyleColor(ImGuiCol_Button, col(0x8A6A2E));
        char id[24];
        std::snprintf(id, sizeof id, "%s##odds%d", r.crt().columnName(c).c_str(), c);
        if (ImGui::Button(id, ImVec2(bw, kTouch))) d.oddsColumn = c == info.fullColumn ? -1 : c;
        char rid[16];
        std::snprintf(rid, sizeof rid, "odds-%d", c);
        record(rid);
        if (on) ImGui::PopStyleColor();
      }
    }
    if (info.column >= 0) {
      // The chance of each result on this column (one die, 6.0).
      static const CombatResult kOrder[] = {CombatResult::Ae, CombatResult::Ar, CombatResult::Ee,
                                            CombatResult::Dr, CombatResult::De};
      std::string chances;
      for (CombatResult res : kOrder) {
        const int n = info.faces[static_cast<std::size_t>(res)];
        if (!n) continue;
        char part[32];
        std::snprintf(part, sizeof part, "%s %d/6   ", combatResultName(res), n);
        chances += part;
      }
      ImGui::Text("%s", tr("attack.chances", {{"chances", chances}}).c_str());
      record("chances");
    }
    ImGui::BeginDisabled(info.column < 0 || info.refusal.has_value());
    if (button(tr("button.roll").c_str(), "attack", 160)) declareAttack(app);
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (button(tr("button.clear").c_str(), "clear-attack", 90)) d = AttackDraft{};
  }
  if (button(tr("button.end_combat").c_str(), "end-phase", -1)) {
    d = AttackDraft{};
    endPhase(app);
  }
}

void GameScreen::drawCombatStep(App& app) {
  const Game& g = app.game();
  const Step st = g.step();
  if (st.kind == StepKind::EqualEliminationLosses) {
    int chosen = 0;
    for (int u : app.draft.attackers) chosen += g.rules().unit(u).strength;
    wrappedText(tr("ee.chosen", {{"chosen", chosen}, {"target", g.eeLossTarget()}}));
    if (button(tr("button.lose_units").c_str(), "choose-losses", -1)) chooseLosses(app);
    return;
  }
  bool canDecline = false;
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::DeclineAdvance || a.type == ActionType::DeclineRetreat)
      canDecline = true;
  wrappedText(tr("combat.step_hint"), &kMuted);
  if (canDecline &&
      button(
          tr(st.kind == StepKind::AdvanceAfterCombat ? "button.no_advance" : "button.stay").c_str(),
          "decline", -1))
    declineStep(app);
}

void GameScreen::drawLastCombat(App& app) {
  if (!app.lastCombat()) return;
  const Outcome& o = *app.lastCombat();
  const Game& g = app.game();
  ImGui::Separator();
  drawDie(o.die, 46);
  record("die");
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::Text("%s", tr("combat.die_on",
                       {{"die", o.die},
                        {"odds", o.oddsColumn >= 0 ? g.rules().crt().columnName(o.oddsColumn)
                                                   : std::string("?")}})
                        .c_str());
  ImGui::PushFont(headingFont);
  ImGui::TextColored(kGold, "%s", resultWords(o.result).c_str());
  ImGui::PopFont();
  ImGui::EndGroup();
}

void GameScreen::drawScore(App& app, const Game& g) {
  const GameState& s = g.state();
  const Scenario& sc = g.rules().scenario();
  auto bar = [&](const std::string& label, int value, int of, ImVec4 colour, const char* id) {
    ImGui::Text("%s", label.c_str());
    ImGui::SameLine(150);
    char over[32];
    std::snprintf(over, sizeof over, "%d / %d", value, of);
    ImGui::PushStyleColor(ImGuiCol_PlotHistogram, colour);
    ImGui::ProgressBar(std::min(1.0f, float(value) / float(of)), ImVec2(-1, 22), over);
    ImGui::PopStyleColor();
    record(id);
  };
  bar(tr("score.french_losses"), s.frenchLost, sc.lossThreshold, col(0x3562A8), "french-lost");
  bar(tr("score.allied_losses"), s.alliedLost, sc.lossThreshold, col(0xC23B2E), "allied-lost");
  bar(tr("score.french_exited"), s.exited, sc.exitUnits, col(0x5B8C5A), "exited");
  if (s.alliedLost >= sc.lossThreshold) {
    wrappedText(tr("score.demoralized"), &kWarn);
    ruleLinks(app, "8.2", "demoralized");
  }
}

void GameScreen::drawBoxes(App& app, const Game& g, bool live) {
  // What the players may see (R8): by link, this player's view; on a shared screen, only
  // what BOTH sides may see, so that no Grouchy chit shows through the forces it brings.
  const std::optional<Side> mine = app.session().localSide();
  const bool shared = !mine;
  const GameState view = shared ? g.view(Side::French)
                         : live ? app.session().visibleState()
                                : g.view(*mine);
  const GameState other = shared ? g.view(Side::Allied) : view;
  std::vector<int> waiting, eliminated, exited;
  for (int u = 0; u < view.unitCount; ++u) {
    const UnitStatus seenByOther = other.units[static_cast<std::size_t>(u)].status;
    if (seenByOther != view.units[static_cast<std::size_t>(u)].status) continue;
    switch (view.units[static_cast<std::size_t>(u)].status) {
      case UnitStatus::Waiting:
        waiting.push_back(u);
        break;
      case UnitStatus::Eliminated:
        eliminated.push_back(u);
        break;
      case UnitStatus::Exited:
        exited.push_back(u);
        break;
      default:
        break;
    }
  }
  const float side = kBoxCounterSide;
  if (ImGui::CollapsingHeader(trLabel("box.reinforcements", "box-reinforcements").c_str(),
                              ImGuiTreeNodeFlags_DefaultOpen)) {
    record("box-reinforcements");
    if (waiting.empty()) ImGui::TextColored(kMuted, "%s", tr("box.none").c_str());
    counterRow(waiting, side, [&](int u) {
      const bool can = live && g.canEnter(u) && app.humanActs() && g.sideOf(u) == g.step().acting;
      if (counterButton(g, u, side, *fonts,
                        (app.selected == u ? kMarkSelected : 0) | (can ? 0 : kMarkDimmed),
                        "wait") &&
          can && g.step().kind == StepKind::Move) {
        app.selected = app.selected == u ? -1 : u;
        app.clearRefusal();
      }
      char id[24];
      std::snprintf(id, sizeof id, "wait-%s", g.rules().unit(u).id.c_str());
      record(id);
    });
    if (!waiting.empty())
      wrappedText(tr("box.entry_delay", {{"turn", g.rules().unit(waiting.front()).arrivalTurn}}),
                  &kMuted);
  }
  const bool showEliminated =
      ImGui::CollapsingHeader(trLabel("box.eliminated", "box-eliminated").c_str());
  record("box-eliminated");
  if (showEliminated) {
    if (eliminated.empty()) ImGui::TextColored(kMuted, "%s", tr("box.none").c_str());
    counterRow(eliminated, side, [&](int u) { counterButton(g, u, side, *fonts, 0, "dead"); });
  }
  const bool showExited = ImGui::CollapsingHeader(trLabel("box.exited", "box-exited").c_str());
  record("box-exited");
  if (showExited) {
    if (exited.empty()) ImGui::TextColored(kMuted, "%s", tr("box.none").c_str());
    counterRow(exited, side, [&](int u) { counterButton(g, u, side, *fonts, 0, "gone"); });
  }
}

void GameScreen::drawChit(App& app, const Game& g) {
  const GameState& s = g.state();
  holdingChit = false;
  if (!s.grouchy) return;
  ImGui::Separator();
  wrappedText(tr("chit.secret", {{"time", turnLabel(5)}}), &kMuted);
  for (Side side : {Side::French, Side::Allied}) {
    // Hot-seat: both players share the screen, so each chit shows only while held down.
    if (app.session().localSide() && *app.session().localSide() != side) continue;
    // (0: a chit the position shown hides, R8: a shared position's other side.)
    if ((side == Side::French ? s.frenchChit : s.alliedChit) == 0) continue;
    const std::string label =
        tr("chit.hold", {{"side", sideAdjective(side)}}) + "###chit" + std::to_string(int(side));
    ImGui::Button(label.c_str(), ImVec2(ImGui::GetContentRegionAvail().x * 0.5f - 4, kTouch));
    record(side == Side::French ? "chit-french" : "chit-allied");
    if (ImGui::IsItemActive()) {
      holdingChit = true;
      const int chit = side == Side::French ? s.frenchChit : s.alliedChit;
      ImGui::BeginTooltip();
      ImGui::PushFont(headingFont);
      ImGui::Text("%s", tr("chit.shown", {{"side", sideAdjective(side)}, {"chit", chit}}).c_str());
      ImGui::PopFont();
      ImGui::EndTooltip();
    }
    if (side == Side::French) ImGui::SameLine();
  }
}

void GameScreen::drawStepControls(App& app) {
  const Game& g = app.game();
  if (g.over() || !app.humanActs()) return;
  switch (g.step().kind) {
    case StepKind::Move:
      drawMoveControls(app);
      break;
    case StepKind::DeclareAttack:
      drawAttackBuilder(app);
      break;
    case StepKind::GameOver:
      break;
    default:
      drawCombatStep(app);
      break;
  }
}

void GameScreen::drawPanel(App& app, const Game& shown, const std::string& shownNote,
                           const std::function<void()>& extraPanel) {
  const bool live = &shown == &app.game();
  ImGui::SetNextWindowPos(ImVec2(float(panel_.x0), float(panel_.y0)), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(float(panel_.width()), float(panel_.height())), ImGuiCond_Always);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                 ImGuiWindowFlags_NoNav;
  ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, 14);
  if (ImGui::Begin("##panel", nullptr, panelWindowFlags(flags & ~ImGuiWindowFlags_NoScrollbar))) {
    notePanelWindow();  // the panel by keys (panel_keys.h)
    if (panelScroll_ != 0) {
      ImGui::SetScrollY(std::max(0.0f, ImGui::GetScrollY() - float(panelScroll_)));
      panelScroll_ = 0;
    }
    drawTurnTrack(app, shown, live);
    if (live) {
      drawRefusal(app);
      ImGui::Separator();
      drawStepControls(app);
      drawKeyHelp(app);
      drawLastCombat(app);
    } else {
      drawShownNote(shownNote);
    }
    ImGui::Separator();
    drawScore(app, shown);
    drawBoxes(app, shown, live);
    drawChit(app, shown);
    ImGui::Separator();
    // Tools: reference tables, log, view, game. Three to a row, or two when a label (in the
    // player's language) would not fit a third of the panel.
    const char* kTools[][2] = {{"tools.crt", "crt"},
                               {"tools.terrain", "terrain"},
                               {"tools.log", "log"},
                               {"tools.fit", "fit"},
                               {app.flipped ? "tools.unflip" : "tools.flip", "flip"},
                               {"tools.new_game", "new-game"}};
    const float avail = ImGui::GetContentRegionAvail().x;
    float widest = 0;
    for (const auto& t : kTools) widest = std::max(widest, ImGui::CalcTextSize(tr(t[0]).c_str()).x);
    // A narrow side padding lets the English labels fit a third on a tablet (the standard
    // padding clipped "Combat table" there, and two to a row pushed Flip below the fold).
    const float pad = 4;
    const int perRow = widest + 2 * pad <= (avail - 8) / 3 ? 3 : 2;
    const float w = (avail - 4 * float(perRow - 1)) / float(perRow);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(pad, ImGui::GetStyle().FramePadding.y));
    for (int i = 0; i < 6; ++i) {
      if (i % perRow) ImGui::SameLine(0, 4);
      if (!button(tr(kTools[i][0]).c_str(), kTools[i][1], w)) continue;
      switch (i) {
        case 0:
          app.dialog = Dialog::Crt;
          break;
        case 1:
          app.dialog = Dialog::TerrainKey;
          break;
        case 2:
          app.dialog = Dialog::Log;
          break;
        case 3:
          wantsFitCamera = true;
          break;
        case 4:
          app.flipped = !app.flipped;
          break;
        default:
          newGame_ = NewGameSettings{};
          newGame_.sides = {app.control(Side::French), app.control(Side::Allied)};
          app.dialog = Dialog::NewGame;
          break;
      }
    }
    ImGui::PopStyleVar();
    ImGui::Checkbox(trLabel("tools.auto_flip", "auto-flip").c_str(), &app.autoFlip);
    record("auto-flip");
    if (textLayerShown) {
      ImGui::Checkbox(trLabel("tl.switch", "text-layer").c_str(), textLayerShown);
      record("text-layer");
    }
    drawLanguageSwitch();
    if (extraPanel) extraPanel();
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

void GameScreen::drawLanguageSwitch() {
  // Named in the language it switches to, so that a player who cannot read the current one
  // still finds it ("Français" / "English").
  // (The word is in the current language's column: the other's texts may not be loaded.)
  const Lang other = language() == Lang::Fr ? Lang::En : Lang::Fr;
  const bool pressed = button(tr("language.switch").c_str(), "language", -1);
  namedItems()["language"].text = tr("language.switch");  // ui().texts.language for the tests
  if (pressed) {
    if (platform)
      chooseLanguage(*platform, other);
    else
      setLanguage(other);
  }
}

// ---------------------------------------------------------------- dialogs

bool GameScreen::beginDialog(const std::string& title, App& app, float width) {
  const float w = std::min(width, float(width_) - 16);
  ImGui::SetNextWindowPos(ImVec2(float(width_) / 2, float(height_) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, float(height_) - 24));
  bool open = true;
  const bool shown = ImGui::Begin(title.c_str(), &open,
                                  ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                                      ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  if (!open) app.dialog = Dialog::None;
  return shown;
}

void GameScreen::endDialog() { ImGui::End(); }

void GameScreen::drawNewGame(App& app) {
  if (beginDialog(trLabel("dialog.new_game", "new-game"), app, 460)) {
    record("dialog-new-game");
    if (chooseComputerNapoleonics) {
      ImGui::TextColored(kMuted, "%s", tr("new_game.game").c_str());
      ImGui::RadioButton(trLabel("game.naw", "ng-naw").c_str(), true);
      record("ng-game-naw");
      if (ImGui::RadioButton(trLabel("game.cn", "ng-cn").c_str(), false)) {
        app.dialog = Dialog::None;
        chooseComputerNapoleonics();
      }
      record("ng-game-cn");
      if (chooseNlb && ImGui::RadioButton(trLabel("game.nlb", "ng-nlb").c_str(), false)) {
        app.dialog = Dialog::None;
        chooseNlb();
      }
      if (chooseNlb) record("ng-game-nlb");
      if (chooseW20 && ImGui::RadioButton(trLabel("w20.title", "ng-w20").c_str(), false)) {
        app.dialog = Dialog::None;
        chooseW20();
      }
      if (chooseW20) record("ng-game-w20");
      ImGui::Separator();
    }
    ImGui::TextColored(kMuted, "%s", tr("new_game.scenario").c_str());
    if (ImGui::RadioButton(trLabel("new_game.standard", "ng-standard").c_str(), !newGame_.grouchy))
      newGame_.grouchy = false;
    record("ng-standard");
    sameLineIfFits(ImGui::CalcTextSize(tr("new_game.grouchy").c_str()).x + 40);
    if (ImGui::RadioButton(trLabel("new_game.grouchy", "ng-grouchy").c_str(), newGame_.grouchy))
      newGame_.grouchy = true;
    record("ng-grouchy");
    static const ai::Level kLevels[] = {ai::Level::Random, ai::Level::Greedy, ai::Level::Easy,
                                        ai::Level::Normal, ai::Level::Hard};
    for (Side side : {Side::French, Side::Allied}) {
      SideControl& c = newGame_.sides[static_cast<std::size_t>(side)];
      ImGui::Separator();
      const std::string sideId = side == Side::French ? "french" : "allied";
      ImGui::TextColored(kGold, "%s", tr("new_game.side", {{"side", sideAdjective(side)}}).c_str());
      const std::string human = trLabel("new_game.person", "person-" + sideId);
      const std::string cpu = trLabel("new_game.computer", "computer-" + sideId);
      if (ImGui::RadioButton(human.c_str(), c.controller == Controller::Human))
        c.controller = Controller::Human;
      record(side == Side::French ? "ng-french-human" : "ng-allied-human");
      ImGui::SameLine();
      if (ImGui::RadioButton(cpu.c_str(), c.controller == Controller::Computer))
        c.controller = Controller::Computer;
      record(side == Side::French ? "ng-french-computer" : "ng-allied-computer");
      if (c.controller == Controller::Computer) {
        ImGui::TextColored(kMuted, "%s", tr("new_game.level").c_str());
        for (ai::Level l : kLevels) {
          ImGui::SameLine();
          const std::string& name = tr(std::string("level.") + ai::levelName(l));
          if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(name.c_str()).x + 48)
            ImGui::NewLine();
          const std::string id = name + "###" + ai::levelName(l) + sideId;
          if (ImGui::RadioButton(id.c_str(), c.level == l)) c.level = l;
          const std::string item =
              std::string(side == Side::French ? "ng-french-level-" : "ng-allied-level-") +
              ai::levelName(l);
          record(item.c_str());
        }
      }
    }
    ImGui::Separator();
    if (button(tr("button.start").c_str(), "ng-start", 140)) {
      newGame_.seed =
          std::uint64_t(ImGui::GetTime() * 1e6) ^ (app.revision() << 20) ^ 0x9E3779B97F4A7C15ull;
      app.newGame(newGame_);
      wantsFitCamera = true;
      gameOverDismissed_ = false;
    }
    ImGui::SameLine();
    if (button(tr("button.cancel").c_str(), "ng-cancel", 140)) app.dialog = Dialog::None;
  }
  endDialog();
}

void GameScreen::drawCrt(App& app) {
  if (beginDialog(trLabel("dialog.crt", "crt"), app, 620)) {
    record("dialog-crt");
    const Game& g = app.game();
    const Crt& crt = g.rules().crt();
    int highlight = -1;
    if (!app.draft.empty()) highlight = attackInfo(g, app.draft).column;
    if (ImGui::BeginTable("crt", crt.columns() + 1,
                          ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchSame)) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextColored(kMuted, "%s", tr("crt.die").c_str());
      for (int c = 0; c < crt.columns(); ++c) {
        ImGui::TableSetColumnIndex(c + 1);
        ImGui::TextColored(c == highlight ? kGold : kMuted, "%s", crt.columnName(c).c_str());
      }
      for (int die = 1; die <= 6; ++die) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::Text("%d", die);
        for (int c = 0; c < crt.columns(); ++c) {
          ImGui::TableSetColumnIndex(c + 1);
          if (c == highlight) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, col32(0x6B4E2E));
          // Bad for the attacker in warm red, bad for the defender in green, Ee in gold.
          const CombatResult res = crt.result(c, die);
          const ImVec4 tint = res == CombatResult::Ae || res == CombatResult::Ar ? kWarn
                              : res == CombatResult::Ee                          ? kGold
                                                                                 : kGood;
          ImGui::TextColored(tint, "%s", combatResultName(res));
        }
      }
      ImGui::EndTable();
    }
    const std::string& kNote = tr("crt.note");
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kMuted, "%s", kNote.c_str());
    ImGui::PopTextWrapPos();
    ruleLinks(app, kNote, "crt");  // each rule the note cites opens its text
    sameLineIfFits(120);
    if (button(tr("button.close").c_str(), "close", 120)) app.dialog = Dialog::None;
  }
  endDialog();
}

void GameScreen::drawTerrainKey(App& app) {
  if (beginDialog(trLabel("dialog.terrain", "terrain"), app, 560)) {
    record("dialog-terrain");
    ImDrawList* dl = ImGui::GetWindowDrawList();
    // Each row's texts: "terrain.<name>", "terrain.<name>.move", "terrain.<name>.combat".
    struct Row {
      const char* name;
      unsigned fill;
    };
    static const Row kRows[] = {
        {"clear", 0xEEE6CC},      {"road", 0xEEE6CC},     {"woods", 0x6B8A4E},
        {"woods_road", 0x6B8A4E}, {"building", 0xEEE6CC},
    };
    for (const Row& r : kRows) {
      const ImVec2 p = ImGui::GetCursorScreenPos();
      const Point c{p.x + 24, p.y + 22};
      for (int i = 0; i < 6; ++i) dl->PathLineTo(toIm(hexCorner(c, 20, i)));
      dl->PathFillConvex(col32(r.fill));
      for (int i = 0; i < 6; ++i) dl->PathLineTo(toIm(hexCorner(c, 20, i)));
      dl->PathStroke(col32(0xB8AA86), ImDrawFlags_Closed, 1.5f);
      const std::string n = r.name;
      if (n == "road" || n == "woods_road")
        dl->AddLine(ImVec2(float(c.x), float(c.y - 17)), ImVec2(float(c.x), float(c.y + 17)),
                    col32(0x8A5A2B), 4);
      if (n == "building")
        for (int k = 0; k < 3; ++k)
          dl->AddRectFilled(ImVec2(float(c.x - 9 + k * 6), float(c.y - 4 + (k % 2) * 6)),
                            ImVec2(float(c.x - 4 + k * 6), float(c.y + 1 + (k % 2) * 6)),
                            col32(0x9A3B2A));
      ImGui::Dummy(ImVec2(52, 46));
      ImGui::SameLine();
      ImGui::BeginGroup();
      const std::string key = std::string("terrain.") + r.name;
      ImGui::TextColored(kGold, "%s", tr(key).c_str());
      ImGui::TextWrapped(
          "%s", tr("terrain.row", {{"move", tr(key + ".move")}, {"combat", tr(key + ".combat")}})
                    .c_str());  // a narrow dialog too
      ImGui::EndGroup();
    }
    const std::string& kArrows = tr("terrain.arrows");
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kMuted, "%s", kArrows.c_str());
    ImGui::PopTextWrapPos();
    // The terrain key's own ruling, the movement case the rows cite, and the arrows' rulings.
    ruleLinks(app, std::string("R3 4.2 ") + kArrows, "terrain");
    sameLineIfFits(120);
    if (button(tr("button.close").c_str(), "close", 120)) app.dialog = Dialog::None;
  }
  endDialog();
}

void GameScreen::drawLog(App& app) {
  if (beginDialog(trLabel("dialog.log", "log"), app, 560)) {
    record("dialog-log");
    const Game& g = app.game();
    const auto& log = g.log();
    ImGui::BeginChild("log", ImVec2(0, std::min(420.f, float(height_) * 0.6f)), true);
    int turn = 0;
    Phase phase = Phase::GameOver;
    for (std::size_t i = 0; i < log.size(); ++i) {
      const LogEntry& e = log[i];
      if (e.before.turn != turn || e.before.phase != phase) {
        turn = e.before.turn, phase = e.before.phase;
        ImGui::TextColored(kGold, "%s - %s", turnLabel(turn).c_str(), phaseLabel(phase).c_str());
      }
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(("  " + describeAction(g, e.action, &e.outcome)).c_str());
      ImGui::PopTextWrapPos();
      if (replayAt && ImGui::IsItemClicked()) {
        app.dialog = Dialog::None;
        replayAt(i + 1);
        break;
      }
      if (replayAt && i + 1 == log.size()) record("log-last-entry");
    }
    if (log.empty()) ImGui::TextColored(kMuted, "%s", tr("log.empty").c_str());
    if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4) ImGui::SetScrollHereY(1.0f);
    ImGui::EndChild();
    if (button(tr("button.close").c_str(), "close", 120)) app.dialog = Dialog::None;
  }
  endDialog();
}

void GameScreen::drawRule(App& app) {
  const RuleEntry* e = findRule(app.ruleShown);
  const std::string title = tr("dialog.rule", {{"rule", app.ruleShown}}) + "###rule";
  if (beginDialog(title, app, 560)) {
    record("dialog-rule");
    if (!e) {
      ImGui::Text("%s", tr("rule.none", {{"rule", app.ruleShown}}).c_str());
    } else {
      ImGui::PushTextWrapPos(0);
      ImGui::PushFont(headingFont);
      ImGui::TextColored(kGold, "[%s] %s", e->id.c_str(), e->title.c_str());
      ImGui::PopFont();
      record("rule-title");
      if (!drawMissingRuleText(rules1979Book(), *e)) {
        ImGui::BeginChild("ruletext", ImVec2(0, std::min(360.f, float(height_) * 0.5f)));
        // A child window has its own wrap position: without this the text ran off its right.
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(e->text.c_str());
        ImGui::PopTextWrapPos();
        record("rule-text");
        ImGui::EndChild();
      }
      ImGui::PopTextWrapPos();
      ImGui::TextColored(kMuted, "%s",
                         tr(e->id[0] == 'R' ? "rule.source_ruling" : "rule.source_1979").c_str());
    }
    if (button(tr("button.close").c_str(), "close", 120)) app.dialog = Dialog::None;
  }
  endDialog();
}

void GameScreen::drawUnitInfo(App& app) {
  if (app.infoUnit < 0) {
    app.dialog = Dialog::None;
    return;
  }
  const Game& g = app.game();
  const int u = app.infoUnit;
  const UnitDef& d = g.rules().unit(u);
  if (beginDialog(trLabel("dialog.unit", "unit"), app, 420)) {
    record("dialog-unit");
    const ImVec2 p = ImGui::GetCursorScreenPos();
    drawCounter(ImGui::GetWindowDrawList(), d, ImVec2(p.x + 44, p.y + 44), 80, *fonts, 0);
    ImGui::Dummy(ImVec2(92, 92));
    ImGui::SameLine();
    ImGui::BeginGroup();
    ImGui::PushFont(headingFont);
    ImGui::TextColored(kGold, "%s", d.label.c_str());
    ImGui::PopFont();
    ImGui::Text(
        "%s", tr("unit.kind", {{"nation", nationTitle(d.nation)}, {"type", unitTypeWords(d.type)}})
                  .c_str());
    ImGui::Text("%s",
                tr("unit.factors", {{"strength", d.strength}, {"movement", d.movement}}).c_str());
    const Hex h = g.hexOf(u);
    if (h.valid()) {
      const std::string& name = g.rules().map().at(h).name;
      ImGui::Text("%s", tr("unit.in_hex", {{"hex", formatHex(h)}}).c_str());
      if (!name.empty()) ImGui::Text("%s", name.c_str());
      if (g.inEnemyZoc(u)) ImGui::TextColored(kWarn, "%s", tr("unit.in_zoc").c_str());
    } else {
      ImGui::Text("%s",
                  unitStatusWords(g.state().units[static_cast<std::size_t>(u)].status).c_str());
    }
    ImGui::EndGroup();
    if (button(tr("button.close").c_str(), "close", 120)) app.dialog = Dialog::None;
  }
  endDialog();
}

void GameScreen::drawHandover(App& app) {
  const Side next = *app.handover();
  ImGui::SetNextWindowPos(ImVec2(0, 0), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(float(width_), float(height_)), ImGuiCond_Always);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, col(0x1E1A15));
  ImGui::Begin(
      "##handover", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  ImGui::PopStyleColor();
  const float w = std::min(520.f, float(width_) - 40);
  ImGui::SetCursorPos(ImVec2((float(width_) - w) / 2, float(height_) * 0.3f));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
  ImGui::PushFont(headingFont);
  ImGui::TextColored(kGold, "%s", tr("handover.title", {{"side", sideAdjective(next)}}).c_str());
  ImGui::PopFont();
  record("handover-title");
  const GameState& s = app.game().state();
  ImGui::Text("%s",
              tr("handover.when",
                 {{"time", turnLabel(s.turn)}, {"turn", s.turn}, {"phase", phaseLabel(s.phase)}})
                  .c_str());
  ImGui::TextColored(kMuted, "%s", tr("handover.hidden", {{"side", sideAdjective(next)}}).c_str());
  ImGui::Checkbox(trLabel("handover.auto_flip", "handover-flip").c_str(), &app.autoFlip);
  ImGui::Spacing();
  const std::string label = tr("handover.ready", {{"side", sideAdjective(next)}}) + "###ready";
  if (ImGui::Button(label.c_str(), ImVec2(w, 64))) readyForTurn(app);
  record("handover-ready");
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  ImGui::End();
}

void GameScreen::drawGameOver(App& app) {
  const Game& g = app.game();
  if (beginDialog(trLabel("dialog.game_over", "game-over"), app, 500)) {
    record("dialog-game-over");
    ImGui::PushFont(headingFont);
    ImGui::TextColored(kGold, "%s", gameOverTitle(g).c_str());
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(gameOverReason(g).c_str());
    ImGui::PopTextWrapPos();
    if (button(tr("tools.new_game").c_str(), "go-new-game", 150)) {
      newGame_ = NewGameSettings{};
      newGame_.sides = {app.control(Side::French), app.control(Side::Allied)};
      app.dialog = Dialog::NewGame;
    }
    ImGui::SameLine();
    if (button(tr("button.see_board").c_str(), "go-close", 150)) gameOverDismissed_ = true;
    if (watchReplay) {
      ImGui::SameLine();
      if (button(tr("replay.watch").c_str(), "go-replay")) {
        gameOverDismissed_ = true;
        watchReplay();
      }
    }
  } else {
    gameOverDismissed_ = true;
  }
  if (app.dialog != Dialog::None) gameOverDismissed_ = true;
  endDialog();
}

void GameScreen::drawDialogs(App& app) {
  switch (app.dialog) {
    case Dialog::NewGame:
      drawNewGame(app);
      break;
    case Dialog::Crt:
      drawCrt(app);
      break;
    case Dialog::TerrainKey:
      drawTerrainKey(app);
      break;
    case Dialog::Log:
      drawLog(app);
      break;
    case Dialog::Rule:
      drawRule(app);
      break;
    case Dialog::UnitInfo:
      drawUnitInfo(app);
      break;
    case Dialog::None:
    case Dialog::Saves:
      break;
  }
}

void GameScreen::drawUi(App& app, const Game& shown, const std::string& shownNote,
                        const std::function<void()>& extraPanel,
                        const std::function<void()>& extraOverlays) {
  namedItems().clear();
  if (app.handover()) {
    drawHandover(app);
    return;
  }
  drawPanel(app, shown, shownNote, extraPanel);
  if (endScreenShown(app)) drawGameOver(app);
  if (!app.game().over()) gameOverDismissed_ = false;
  drawDialogs(app);
  if (extraOverlays) extraOverlays();
}

}  // namespace naw::ui
