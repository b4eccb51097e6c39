#include "w20_screen.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "games/w20/crt.h"
#include "i18n.h"
#include "imgui.h"
#include "named_items.h"
#include "panel_flow.h"
#include "panel_palette.h"
#include "refusal_text.h"
#include "rule_dialog.h"
#include "screen_frame.h"
#include "w20_board.h"
#include "w20_replay_text.h"
#include "w20_rule_text.h"

namespace w20::ui {
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

std::size_t z(int i) { return static_cast<std::size_t>(i); }
ImVec2 toIm(Point p) { return ImVec2(float(p.x), float(p.y)); }

void hexFill(ImDrawList* dl, const naw::ui::Camera& cam, int h, ImU32 fill, ImU32 edge,
             float width) {
  const Point c = hexCentre(h);
  ImVec2 pts[6];
  for (int k = 0; k < 6; ++k) pts[k] = toIm(cam.toScreen(naw::hexCorner(c, 0.9, k)));
  dl->AddConvexPolyFilled(pts, 6, fill);
  dl->AddPolyline(pts, 6, edge, ImDrawFlags_Closed, width);
}

void hexOutline(ImDrawList* dl, const naw::ui::Camera& cam, int h, ImU32 edge, float width) {
  const Point c = hexCentre(h);
  ImVec2 pts[6];
  for (int k = 0; k < 6; ++k) pts[k] = toIm(cam.toScreen(naw::hexCorner(c, 0.97, k)));
  dl->AddPolyline(pts, 6, edge, ImDrawFlags_Closed, width);
}

void wrapped(const ImVec4& colour, const std::string& text) {
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(colour, "%s", text.c_str());
  ImGui::PopTextWrapPos();
}

// A counter of the view as the viewer may name it: its name, or its marker when face down.
std::string viewName(const ViewUnit& vu) {
  if (vu.unit == kNoUnit)
    return tr("w20.unit.face_down", {{"marker", std::string(vu.side == Side::French ? "f" : "a") +
                                                    std::to_string(vu.marker)}});
  return unitName(vu.unit);
}
// A unit as the viewer may name it: its name when the view shows it, else its marker.
std::string shownName(const Game& g, const View& v, int u) {
  const ViewUnit* vu = viewUnitAt(v, g.unit(u).hex);
  return vu ? viewName(*vu) : unitName(u);
}
std::string shownNames(const Game& g, const View& v, std::uint32_t mask) {
  std::string s;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) s += (s.empty() ? "" : ", ") + shownName(g, v, u);
  return s;
}

// The chance of each result on a column, in sixths (W16): "AR 1/6   N 2/6 ...".
std::string chancesText(const std::array<std::uint8_t, 9>& faces) {
  std::string chances;
  for (int r = 1; r < 9; ++r)
    if (faces[z(r)])
      chances += (chances.empty() ? "" : "   ") + std::string(resultName(Result(r))) + " " +
                 std::to_string(faces[z(r)]) + "/6";
  return chances;
}

}  // namespace

void Screen::start(std::uint64_t seed, const Options& o, int computer) {
  play_.emplace(seed, o);
  computer_ = ai::Player(ai::Level::Hard, seed);
  if (computer == 0 || computer == 1) {
    play_->computer[z(computer)] = true;
    play_->handover.reset();
  }
  newGameOpen = false;
  wantsFitCamera = true;
  cursor = HexCursor{};
  if (onStarted) onStarted();
}

void Screen::open(Play play, ai::Level level) {
  computer_ = ai::Player(level, play.record().seed);
  play_.emplace(std::move(play));
  newGameOpen = false;
  wantsFitCamera = true;
  cursor = HexCursor{};
}

void Screen::layout(double w, double h, const naw::ui::Rect& mapArea, const naw::ui::Rect& panel) {
  width_ = w, height_ = h, mapArea_ = mapArea, panel_ = panel;
}

bool Screen::onMap(Point p) const {
  return p.x >= mapArea_.x0 && p.x < mapArea_.x1 && p.y >= mapArea_.y0 && p.y < mapArea_.y1;
}

naw::ui::Rect Screen::bounds() const { return boardBounds(); }

void Screen::tap(Point screen) {
  if (!play_ || modal() || replayGame || !play_->humanActs()) return;
  play_->tapHex(hexAtWorld(camera.toWorld(screen)));
}

bool Screen::key(Key k, int index) {
  if (!play_ || newGameOpen) return false;
  if (k == Key::Cancel && ruleOpen) {  // Escape closes the rule's text with its refusal
    ruleOpen = false;
    playKey(*play_, cursor, k);
    return true;
  }
  if ((k != Key::Ready && modal()) || replayGame) return false;
  return playKey(*play_, cursor, k, index);
}

bool Screen::ruleKey() {
  if (ruleOpen) {  // H again closes the rule's text (the refusal stays)
    ruleOpen = false;
    return true;
  }
  if (!play_ || !play_->refusal || modal()) return false;
  ruleOpen = true;
  return true;
}

int Screen::cursorStart() const {
  if (play_ && play_->selected != kNoUnit && play_->game().onMap(play_->selected))
    return play_->game().unit(play_->selected).hex;
  const naw::Hex h = naw::ui::hexAtWorld(
      camera.toWorld({(mapArea_.x0 + mapArea_.x1) / 2, (mapArea_.y0 + mapArea_.y1) / 2}));
  return nearestHex(h.col, h.row);
}

bool Screen::tick(double nowMs, bool* busy) {
  *busy = false;
  // By link the other side is a person playing in another browser, never the computer.
  if (!play_ || modal() || replayGame || play_->humanActs() || play_->game().over() ||
      play_->linkSide)
    return false;
  *busy = true;
  if (nowMs < nextComputerAt_) return false;
  Play& p = *play_;
  p.submit(computer_.choose(p.game()));
  nextComputerAt_ = nowMs + 150;  // time to see what it did
  return true;
}

// ---------------------------------------------------------------- map

void Screen::drawHighlights(ImDrawList* dl) {
  const Play& p = *play_;
  const float w = std::max(2.0f, float(0.07 * camera.scale()));
  auto trail = [&](const int* hexes, int n, ImU32 colour) {
    for (int i = 0; i + 1 < n; ++i)
      dl->AddLine(toIm(camera.toScreen(hexCentre(hexes[i]))),
                  toIm(camera.toScreen(hexCentre(hexes[i + 1]))), colour, w);
  };
  if (p.lastPath.size() > 1) trail(p.lastPath.data(), int(p.lastPath.size()), col32(0x1F6FB2, 200));
  const Step st = p.step();
  const bool paths = st.owed == Owed::Retreat || st.owed == Owed::Advance;
  for (const Action& a : p.unitChoices()) {
    const int end = a.pathLength ? a.path[z(a.pathLength - 1)] : a.hex;
    const bool zoc = p.game().inZocOf(end, enemyOf(p.acting()));
    hexFill(dl, camera, end, zoc ? col32(0xF08A24, 90) : col32(0xFFE27A, 105),
            zoc ? col32(0xC0561A, 230) : col32(0xD9A400, 220), w * 0.6f);
    if (paths) {  // the retreat or advance path the engine offers (W18, W19)
      std::vector<int> hexes{p.game().unit(a.unit).hex};
      for (int i = 0; i < a.pathLength; ++i) hexes.push_back(a.path[z(i)]);
      trail(hexes.data(), int(hexes.size()), col32(0xC0201A, 200));
    }
  }
}

void Screen::drawMap() {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  if (play_ && play_->handover) return;  // hidden until the next player is ready
  if (paintBoard)
    paintBoard(dl, camera);
  else
    drawBoard(dl, camera, *fonts);
  if (!play_) return;
  if (replayGame) {  // a moment of the replay, as its viewer may see it
    const View rv = replayView(*replayGame, replaySide);
    const float w = std::max(2.0f, float(0.07 * camera.scale()));
    for (int h : replayHexes) hexOutline(dl, camera, h, col32(0x1F6FB2, 230), w);
    drawCounters(dl, rv, camera, *fonts, std::vector<unsigned>(z(rv.nUnits), 0));
    drawCursor(dl);
    return;
  }
  const Play& p = *play_;
  const Game& g = p.game();
  drawHighlights(dl);
  const View v = p.view();
  std::vector<unsigned> marks(z(v.nUnits), 0);
  const std::uint32_t pending = p.owedUnits();
  for (int i = 0; i < v.nUnits; ++i) {
    const int u = v.units[z(i)].hex == kNoHex ? kNoUnit : g.unitAt(v.units[z(i)].hex);
    if (u == kNoUnit) continue;
    unsigned& m = marks[z(i)];
    if (p.draft.attackers & bit(u)) m |= naw::ui::kMarkAttacker;
    if ((p.draft.defenders | p.losses) & bit(u)) m |= naw::ui::kMarkDefender;
    if (pending & bit(u)) m |= naw::ui::kMarkPending;
    if (u == p.selected) m |= naw::ui::kMarkSelected;
  }
  drawCounters(dl, v, camera, *fonts, marks);
  drawCursor(dl);
}

void Screen::drawCursor(ImDrawList* dl) const {
  if (!cursor.shown()) return;
  // As the standard game's cursor: black outside, white inside, seen on every terrain and
  // on both sides' counters (the flip turns it with the whole frame).
  const float w = std::max(2.0f, float(0.09 * camera.scale()));
  hexOutline(dl, camera, cursor.at, col32(0x000000, 235), w * 2.2f);
  hexOutline(dl, camera, cursor.at, col32(0xFFFFFF, 255), w);
}

// Once the keyboard is used (pointer players keep the room): the hex under the cursor and
// its counter as the viewer may see it (W29: a face-down enemy by its marker only), and the
// keys.
void Screen::drawKeyHelp() const {
  if (!cursor.shown()) return;
  const Play& p = *play_;
  const View v = p.view();
  std::string line = tr("w20.keys.cursor", {{"hex", formatHex(cursor.at)}});
  if (const ViewUnit* vu = viewUnitAt(v, cursor.at)) line += ": " + viewName(*vu);
  wrapped(kGood, line);
  nameLastItem("w20-cursor");
  wrapped(kMuted, tr("w20.keys.help"));
  nameLastItem("key-help");
}

// ---------------------------------------------------------------- panel

void Screen::drawStatus(const Game& g) {
  const State& s = g.state();
  naw::ui::drawTurnTrack(kLastTurn, s.turn, bit(3) | bit(7));  // the night turns (W7)
  ImGui::PushFont(headingFont);
  const std::string phase = phaseLabel(g.over() ? Phase::GameOver : s.phase);
  ImGui::TextColored(kGold, "%s", phase.c_str());
  ImGui::PopFont();
  nameLastText("w20-phase", phase);
  const std::string date = dateLabel(s.turn);
  wrapped(isNightTurn(s.turn) ? col(0x9DB4E8) : kMuted, date);
  nameLastText("w20-date", date);
  if (replayGame) return;  // a moment of the replay: nothing to do there
  wrapped(ImGui::GetStyleColorVec4(ImGuiCol_Text), stepPrompt(*play_));
  nameLastItem("w20-prompt");
}

namespace {
// A button placed as flowButton places it (`first`: on a new line), or on a line of its own
// with its label wrapped when wider than the panel: some French labels (a choice such as
// "Marche forcée : Anglo-Néerlandais", a unit's full name) are wider than a tablet's panel
// once its scrollbar shows, and a flowButton would run past the panel's edge.
bool choiceButton(const std::string& label, const std::string& name, bool first = true) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x;
  const float wrap = avail - 2 * st.FramePadding.x;
  if (ImGui::CalcTextSize(label.c_str()).x <= wrap) return flowButton(label.c_str(), first, name);
  const ImVec2 text = ImGui::CalcTextSize(label.c_str(), nullptr, false, wrap);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const bool pressed =
      ImGui::Button(("###" + name).c_str(), ImVec2(avail, text.y + 2 * st.FramePadding.y));
  ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(),
                                      ImVec2(at.x + st.FramePadding.x, at.y + st.FramePadding.y),
                                      ImGui::GetColorU32(ImGuiCol_Text), label.c_str(), nullptr,
                                      wrap);
  nameLastItem(name);
  return pressed;
}
}  // namespace

void Screen::drawRefusal() {
  if (!play_->refusal) return;
  const Refusal& r = *play_->refusal;
  ImGui::TextColored(kWarn, "%s", tr("w20.not_allowed").c_str());
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, col(0x6B4E2E));
  if (ImGui::Button((r.rule + "##rule").c_str(), ImVec2(64, 44))) ruleOpen = !ruleOpen;
  ImGui::PopStyleColor();
  nameLastItem("refusal-rule");
  ImGui::SameLine();
  if (ImGui::Button("OK##refusal", ImVec2(54, 44))) {
    play_->refusal.reset();
    ruleOpen = false;
    return;
  }
  nameLastItem("refusal-ok");
  // The reason with its rule, as the other games' panels show it; the rule button opens the
  // case's text.
  wrapped(kWarn, tr("cn.refusal", {{"rule", r.rule}, {"why", naw::ui::refusalText(r.why)}}));
  nameLastItem("refusal-why");
}

// The refusal's rule, opened by its button or H: the reason, then the rule case's text in the
// player's language (w20_rule_text.h), fetched by the page the first time.
void Screen::drawRuleText() {
  if (!play_->refusal) {
    ruleOpen = false;
    return;
  }
  const Refusal& r = *play_->refusal;
  const naw::ui::RuleEntry* e = findW20Rule(r.rule);
  const char* source = e && e->id[0] == 'W' ? "w20.rule_source_ruling" : "w20.rule_source_book";
  const bool open =
      naw::ui::drawRuleDialog("w20-rule", r.rule, e, w20RuleBookShown(), tr(source), width_,
                              height_, headingFont, naw::ui::refusalText(r.why));
  if (!open) ruleOpen = false;
}

void Screen::drawSelected() {
  Play& p = *play_;
  const Game& g = p.game();
  // Units to deploy (W3, W27, W29) and reinforcements that may enter (W25): tap one.
  bool first = true, deploy = false;
  const std::uint32_t listed = listedUnits(p, &deploy);
  for (int u = 0; u < kUnits; ++u) {
    if (!(listed & bit(u))) continue;
    if (first)
      ImGui::TextColored(kGold, "%s", tr(deploy ? "w20.to_deploy" : "w20.to_enter").c_str());
    const std::string label = unitName(u) + (p.selected == u ? " *" : "");
    if (choiceButton(label, "w20-unit-" + Game::roster()[u].id, first)) p.select(u);
    first = false;
  }
  if (p.selected == kNoUnit) return;
  const UnitInfo& info = Game::roster()[p.selected];
  const UnitState& us = g.unit(p.selected);
  wrapped(kGood, tr("w20.selected", {{"name", unitName(p.selected)},
                                     {"strength", info.strength},
                                     {"movement", info.movement}}) +
                     (us.status == UnitStatus::Map && !us.faceUp ? " " + tr("w20.face_down") : ""));
  nameLastItem("w20-selected");
  for (const Action& a : g.legalActions())
    if (a.kind == ActionKind::Reveal && a.unit == p.selected &&
        flowButton(tr("w20.reveal").c_str(), true, "w20-reveal"))
      p.submit(a);
}

void Screen::drawPlanner() {
  Play& p = *play_;
  const Game& g = p.game();
  const View v = p.view();
  const bool cc = isCounterchargePhase(g.state().phase);
  ImGui::TextColored(kGold, "%s",
                     tr(cc ? "w20.planner.countercharge" : "w20.planner.attack").c_str());
  wrapped(ImGui::GetStyleColorVec4(ImGuiCol_Text),
          tr("w20.planner.attackers", {{"units", p.draft.attackers ? unitsText(p.draft.attackers)
                                                                   : tr("w20.planner.tap_own")}}));
  wrapped(
      ImGui::GetStyleColorVec4(ImGuiCol_Text),
      tr("w20.planner.defenders", {{"units", p.draft.defenders ? shownNames(g, v, p.draft.defenders)
                                                               : tr("w20.planner.tap_enemy")}}));
  if (p.draft.attackers && p.draft.defenders) {
    const PlannerFigures f = p.planner();
    if (f.hidden) {
      wrapped(kMuted, tr("w20.planner.hidden"));
    } else {
      const CombatPreview& c = f.preview;
      wrapped(kGood, tr("w20.planner.figures", {{"attack", c.attack},
                                                {"defence", c.defence},
                                                {"diff", c.differential},
                                                {"column", c.column}}));
      wrapped(kGood, chancesText(c.faces));
    }
    nameLastItem("w20-planner");
    if (flowButton(tr(cc ? "w20.planner.do_countercharge" : "w20.planner.declare").c_str(), true,
                   "w20-declare"))
      p.declareDraft();
  }
  if (!p.draft.empty() && flowButton(tr("w20.planner.clear").c_str(),
                                     !p.draft.attackers || !p.draft.defenders, "w20-clear"))
    p.draft = Draft{};
  std::uint32_t att = 0, def = 0;
  unmetObligations(g, att, def);
  if (att | def)
    wrapped(kWarn, tr("w20.planner.obliged", {{"units", shownNames(g, v, att | def)}}));
}

// The attacker's roll (9.6): the combat's figures, the differential he rolls on with the
// buttons that lower and raise it, and the chance of each result there.
void Screen::drawRoll() {
  Play& p = *play_;
  const std::optional<RollFigures> f = p.rollFigures();
  if (!f) return;
  const CombatPreview& c = f->computed;
  wrapped(kGood, tr("w20.planner.figures", {{"attack", c.attack},
                                            {"defence", c.defence},
                                            {"diff", c.differential},
                                            {"column", c.column}}));
  ImGui::BeginDisabled(f->column <= kMinColumn);
  if (flowButton(tr("w20.roll.lower").c_str(), true, "w20-diff-lower")) p.lowerDiff();
  ImGui::EndDisabled();
  ImGui::BeginDisabled(!f->lowered);
  if (flowButton(tr("w20.roll.raise").c_str(), false, "w20-diff-raise")) p.raiseDiff();
  ImGui::EndDisabled();
  wrapped(f->lowered ? kGold : kGood,
          f->lowered
              ? tr("w20.roll.lowered",
                   {{"diff", f->chosen}, {"computed", c.differential}, {"column", f->column}})
              : tr("w20.roll.computed", {{"diff", f->chosen}, {"column", f->column}}));
  nameLastItem("w20-diff");
  wrapped(kGood, chancesText(f->faces));
}

void Screen::drawChoices() {
  Play& p = *play_;
  int k = 0, n = 0;
  for (const Action& a : p.choices()) {
    // Numbered once the keyboard is used: the keys 1 to 9 press them (w20_keys.h).
    ++n;
    const std::string label =
        (cursor.shown() && n <= 9 ? std::to_string(n) + ". " : "") + choiceLabel(p.game(), a);
    const std::string name =
        a.kind == ActionKind::End ? std::string("end-phase") : "w20-choice-" + std::to_string(k++);
    if (choiceButton(label, name)) {
      p.submit(p.withChosenDiff(a));  // a roll on the differential chosen (9.6)
      break;
    }
  }
}

void Screen::drawEvents(const Game& g) {
  const State& s = g.state();
  for (Side side : {Side::French, Side::Allied}) {
    const Event e = s.event[z(sideIndex(side))];
    if (e == Event::NotRolled) continue;
    // The card: a framed box with the event's name and what it does (W24), as tall as its
    // two texts wrapped to its width (a longer text, a French one, a narrow phone panel).
    const std::string title = tr("w20.event_card", {{"side", sideLabel(side)},
                                                    {"event", eventLabel(e)},
                                                    {"die", int(s.eventDie[z(sideIndex(side))])}});
    const std::string text = eventText(e);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float inner = ImGui::GetContentRegionAvail().x - 2 * style.WindowPadding.x;
    const float height =
        ImGui::CalcTextSize(title.c_str(), nullptr, false, inner).y + style.ItemSpacing.y +
        ImGui::CalcTextSize(text.c_str(), nullptr, false, inner).y + 2 * style.WindowPadding.y + 2;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, col(side == Side::French ? 0x1E2A44 : 0x3A1E1C));
    ImGui::BeginChild(side == Side::French ? "##w20-card-fr" : "##w20-card-al", ImVec2(0, height),
                      true, ImGuiWindowFlags_NoScrollbar);
    wrapped(kGold, title);
    wrapped(ImGui::GetStyleColorVec4(ImGuiCol_Text), text);
    ImGui::EndChild();
    ImGui::PopStyleColor();
    nameLastItem(side == Side::French ? "w20-event-french" : "w20-event-allied");
  }
}

void Screen::drawCombats(const Game& g, const View& v, bool live) {
  const Play& p = *play_;
  for (int i = 0; i < v.nCombats; ++i) {
    const Combat& c = v.combats[z(i)];
    std::string line = std::to_string(i + 1) + ". " + unitsText(c.attackers) + " -> " +
                       shownNames(g, v, c.defenders);
    if (c.state == CombatState::Resolved)
      line +=
          ": " + tr("w20.combat.rolled",
                    {{"die", int(c.die)}, {"diff", int(c.diff)}, {"result", resultName(c.result)}});
    if (c.state == CombatState::Cancelled) line += ": " + tr("w20.combat.cancelled");
    wrapped(c.state == CombatState::Declared ? ImGui::GetStyleColorVec4(ImGuiCol_Text) : kMuted,
            line);
  }
  if (live && p.lastCombat) {
    const CombatShown& c = *p.lastCombat;
    wrapped(kGold, tr("w20.combat.last", {{"attackers", unitsText(c.attackers)},
                                          {"defenders", unitsText(c.defenders)},
                                          {"die", c.die},
                                          {"diff", c.diff},
                                          {"result", resultName(c.result)}}));
    nameLastItem("w20-last-combat");
  }
}

void Screen::drawMorale(const Game& g) {
  const State& s = g.state();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float avail = ImGui::GetContentRegionAvail().x;
  for (Side side : {Side::French, Side::Allied}) {
    const int m = s.morale[z(sideIndex(side))];
    ImGui::Text("%s", tr("w20.morale_index", {{"side", sideLabel(side)}, {"value", m}}).c_str());
    nameLastItem(side == Side::French ? "w20-morale-french" : "w20-morale-allied");
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const float cell = (avail - 9 * 2) / 10;
    for (int k = 0; k < 10; ++k) {
      const ImVec2 p0(a.x + float(k) * (cell + 2), a.y), p1(p0.x + cell, p0.y + 12);
      dl->AddRectFilled(
          p0, p1,
          k < m ? (side == Side::French ? col32(0x4A78C8) : col32(0xC8504A)) : col32(0x3A3024), 2);
    }
    ImGui::Dummy(ImVec2(avail, 14));
  }
  // What moved them (12.2): the last changes, newest first.
  const int n = std::min<int>(s.moraleLogCount, 6);
  for (int i = 0; i < n; ++i) {
    const MoraleEntry& e = s.moraleLog[z((s.moraleLogCount - 1 - i) % kMoraleLog)];
    wrapped(kMuted, tr("w20.morale_change",
                       {{"turn", int(e.turn)},
                        {"side", sideLabel(e.side)},
                        {"delta", (e.delta > 0 ? "+" : "") + std::to_string(int(e.delta))},
                        {"after", int(e.after)},
                        {"reason", moraleReasonLabel(e.reason)}}));
  }
  if (n > 0) nameLastItem("w20-morale-history");
}

// The live game's refusal, the step's controls and the keys.
void Screen::drawLiveControls() {
  Play& p = *play_;
  drawRefusal();
  ImGui::Separator();
  if (p.humanActs()) {
    drawSelected();
    if (p.drafting()) drawPlanner();
    drawRoll();
    drawChoices();
  }
  drawKeyHelp();
}

void Screen::drawPanel() {
  if (naw::ui::beginPanel("##w20-panel", panel_, panelScroll_)) {
    Play& p = *play_;
    // The replay's moment while it is on the board, as its viewer may see it (W29), else
    // the live game as this player may.
    const Game& g = replayGame ? *replayGame : p.game();
    drawStatus(g);
    if (replayGame) {  // no live controls or last combat: they are the live game's
      naw::ui::drawShownNote(naw::ui::replayNote(replayMoment, replayLength));
      ImGui::Separator();
    } else {
      drawLiveControls();
    }
    drawEvents(g);
    drawCombats(g, replayGame ? replayView(g, replaySide) : p.view(), !replayGame);
    ImGui::Separator();
    drawMorale(g);
    ImGui::Separator();
    if (flowButton(tr("w20.fit").c_str(), true, "fit")) wantsFitCamera = true;
    if (flowButton(tr(p.flipped ? "w20.unflip" : "w20.flip").c_str(), false, "flip"))
      p.flipped = !p.flipped;
    if (flowButton(tr("w20.new_game").c_str(), false, "new-game")) newGameOpen = true;
    if (drawPanelLinks) drawPanelLinks();
  }
  ImGui::End();
}

void Screen::drawHandover() {
  Play& p = *play_;
  const State& s = p.game().state();
  const std::string when = dateLabel(s.turn) + ": " + phaseLabel(s.phase) + ".";
  if (naw::ui::drawHandoverScreen("##w20-handover", width_, height_, headingFont,
                                  sideLabel(*p.handover).c_str(), when))
    p.handover.reset();
}

void Screen::drawNewGame() {
  bool open = true;
  if (naw::ui::beginNewGameDialog("New game##w20", width_, height_, &open)) {
    const int other = naw::ui::gameChoice(3);
    if (other >= 0) newGameOpen = false;
    if (other == 0 && openNawNewGame) openNawNewGame();
    if (other == 1 && openCnNewGame) openCnNewGame();
    if (other == 2 && openNlbNewGame) openNlbNewGame();
    ImGui::Separator();
    if (ImGui::RadioButton(tr("w20.ng.historical").c_str(), !options.freeSetup))
      options.freeSetup = false;
    nameLastItem("ng-w20-historical");
    ImGui::SameLine();  // two to a row: the dialog fits a tablet's height
    if (ImGui::RadioButton(tr("w20.ng.free").c_str(), options.freeSetup)) options.freeSetup = true;
    nameLastItem("ng-w20-free");
    ImGui::Checkbox(tr("w20.ng.fog").c_str(), &options.fog);
    nameLastItem("ng-w20-fog");
    ImGui::SameLine();
    ImGui::Checkbox(tr("w20.ng.penetration").c_str(), &options.penetration);
    nameLastItem("ng-w20-penetration");
    ImGui::Checkbox(tr("w20.ng.routed").c_str(), &options.routed);
    nameLastItem("ng-w20-routed");
    ImGui::Separator();
    if (ImGui::RadioButton(tr("w20.ng.two_players").c_str(), computerSide < 0)) computerSide = -1;
    nameLastItem("ng-w20-two-players");
    if (ImGui::RadioButton(tr("w20.ng.computer_allied").c_str(), computerSide == 1))
      computerSide = 1;
    nameLastItem("ng-w20-computer-allies");
    if (ImGui::RadioButton(tr("w20.ng.computer_french").c_str(), computerSide == 0))
      computerSide = 0;
    nameLastItem("ng-w20-computer-french");
    ImGui::Separator();
    const int pressed = naw::ui::newGameButtons();
    if (pressed == 1) start(naw::ui::newGameSeed(), options, computerSide);
    if (pressed == 2) open = false;
  }
  if (!open) {
    newGameOpen = false;
    if (!play_ && backToNaw) backToNaw();
  }
  ImGui::End();
}

void Screen::drawUi() {
  naw::ui::drawScreenWindows(
      play_.has_value(), play_ && play_->handover, newGameOpen, [this] { drawHandover(); },
      [this] { drawPanel(); }, [this] { drawNewGame(); });
  if (play_ && ruleOpen && !newGameOpen && !play_->handover) drawRuleText();
  if (drawOverlays) drawOverlays();
}

}  // namespace w20::ui
