#include "cn_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include <chrono>
#include "app.h"
#include "cn_board.h"

#include "cn_rule_text.h"
#include "i18n.h"
#include "imgui.h"
#include "named_items.h"
#include "panel_flow.h"
#include "panel_keys.h"
#include "panel_palette.h"
#include "refusal_text.h"
#include "rule_dialog.h"
#include "screen_frame.h"

namespace cn::ui {
namespace {

using naw::ui::col;
using naw::ui::col32;
using naw::ui::kGold;
using naw::ui::kGood;
using naw::ui::kMuted;
using naw::ui::kWarn;
using naw::ui::nameLastItem;
using naw::ui::nameLastText;
using naw::ui::tr;

constexpr float kTouch = 44;       // minimum touch target, CSS pixels
constexpr double kWatchMs = 1100;  // "resolve all" and the computer: one action this often

ImVec2 toIm(Point p) { return ImVec2(float(p.x), float(p.y)); }

const UnitDef& unitDef(int u) { return Game::roster().unit(u); }

std::string unitList(const std::vector<int>& units) {
  std::string s;
  for (int u : units) s += (s.empty() ? "" : ", ") + unitDef(u).id;
  return s;
}

template <std::size_t N>
std::vector<int> list(const std::array<std::int8_t, N>& a, int n) {
  return std::vector<int>(a.begin(), a.begin() + n);
}

// "AE: attackers eliminated", from the entry cn.result.AE (resultName gives the code).
std::string resultWords(Result r) { return tr(std::string("cn.result.") + resultName(r)); }

void brickFill(ImDrawList* dl, const naw::ui::Camera& cam, int sq, ImU32 fill, double inset) {
  const Point c = squareCentre(sq);
  dl->AddRectFilled(toIm(cam.toScreen({c.x - 0.5 + inset, c.y - kBrickHeight / 2 + inset})),
                    toIm(cam.toScreen({c.x + 0.5 - inset, c.y + kBrickHeight / 2 - inset})), fill);
}
void brickOutline(ImDrawList* dl, const naw::ui::Camera& cam, int sq, ImU32 colour, float width,
                  double inset) {
  const Point c = squareCentre(sq);
  dl->AddRect(toIm(cam.toScreen({c.x - 0.5 + inset, c.y - kBrickHeight / 2 + inset})),
              toIm(cam.toScreen({c.x + 0.5 - inset, c.y + kBrickHeight / 2 - inset})), colour, 0, 0,
              width);
}

// The pause after one of the computer's actions when the player watches: long enough to
// see a combat's result, short for a move.
double watchPause(const Action& a) {
  switch (a.type) {
    case ActionType::Resolve:
      return kWatchMs;
    case ActionType::Declare:
    case ActionType::EndPhase:
      return kWatchMs / 2;
    default:
      return kWatchMs / 4;
  }
}

constexpr double kThinkSliceMs = 8;  // the computer's thinking per animation frame

}  // namespace

// A dialog of `width` centred on the screen (closed by its title bar's button: *open).
bool Screen::beginDialog(const char* title, float width, bool* open) {
  ImGui::SetNextWindowPos(ImVec2(float(width_) / 2, float(height_) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, float(height_) - 24));
  return ImGui::Begin(title, open,
                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
}

void Screen::start(std::uint64_t seed, std::optional<Side> computer) {
  play_.emplace(seed, computer == Side::Allied);  // solitaire (11.0) only for its Allies
  play_->setComputer(computer);
  computer_.reset();
  computerLog_.clear();
  newGameOpen = false;
  resolvingAll_ = false;
  wantsFitCamera = true;
  cursor = SquareCursor{};
  if (onStarted) onStarted();
}

void Screen::open(Play play) {
  play_.emplace(std::move(play));
  cursor = SquareCursor{};
  computer_.reset();
  computerLog_.clear();
  newGameOpen = false;
  resolvingAll_ = false;
  wantsFitCamera = true;
}

void Screen::layout(double w, double h, const Rect& mapArea, const Rect& panel) {
  width_ = w, height_ = h, mapArea_ = mapArea, panel_ = panel;
}

bool Screen::onMap(Point p) const {
  return p.x >= mapArea_.x0 && p.x < mapArea_.x1 && p.y >= mapArea_.y0 && p.y < mapArea_.y1;
}

bool Screen::button(const char* label, const char* id, float width) {
  const bool pressed = ImGui::Button(label, ImVec2(width, kTouch));
  nameLastItem(id);
  return pressed;
}

bool Screen::tick(double nowMs, bool* busy) {
  *busy = false;
  if (!play_ || play_->handover || newGameOpen || replayGame) return false;
  Play& p = *play_;
  const bool computer = !p.humanActs() && !p.game().over();
  if (computer) {
    *busy = true;
    return computerTick(nowMs);
  }
  const bool resolving = resolvingAll_ && (p.game().step().kind == StepKind::ChooseAttack ||
                                           p.game().step().kind == StepKind::Advance);
  if (!resolving) {
    resolvingAll_ = false;
    return false;
  }
  *busy = true;
  if (nowMs < nextActionAt_) return false;
  nextActionAt_ = nowMs + kWatchMs;
  if (!p.resolveNext()) resolvingAll_ = false;
  return true;
}

bool Screen::key(Key k) {
  if (!play_ || newGameOpen || replayGame) return false;
  if (k == Key::Cancel && !ruleShown_.empty()) {  // Escape closes a dialog first
    ruleShown_.clear();
    return true;
  }
  if (k == Key::Cancel && infoUnit_ >= 0) {
    infoUnit_ = -1;
    return true;
  }
  if (k == Key::Ready) return ruleShown_.empty() && infoUnit_ < 0 && playKey(*play_, cursor, k);
  if (modal() || resolvingAll_) return false;
  return playKey(*play_, cursor, k);
}

bool Screen::ruleKey() {
  if (!play_ || !play_->refusal || modal() || replayGame) return false;
  ruleShown_ = play_->refusal->rule;
  return true;
}

bool Screen::resolveAllKey() {
  if (!play_ || modal() || resolvingAll_ || replayGame || !play_->humanActs() ||
      play_->game().step().kind != StepKind::ChooseAttack)
    return false;
  startResolvingAll();
  return true;
}

void Screen::startResolvingAll() {
  resolvingAll_ = true;
  nextActionAt_ = 0;
}

int Screen::cursorStart() const {
  if (play_ && play_->selected >= 0 && play_->game().squareOf(play_->selected) != kNoSquare)
    return play_->game().squareOf(play_->selected);
  return nearestSquare(
      camera.toWorld({(mapArea_.x0 + mapArea_.x1) / 2, (mapArea_.y0 + mapArea_.y1) / 2}));
}

// The computer thinks a slice of a frame (its work is counted in units, so what it plays
// does not depend on the slice), and plays its action once the watch pause is over.
bool Screen::computerTick(double nowMs) {
  Play& p = *play_;
  if (!computer_ || computer_->level() != computerLevel) computer_.emplace(computerLevel);
  using Clock = std::chrono::steady_clock;
  const Clock::time_point t0 = Clock::now();
  bool ready = false;
  while (!(ready = computer_->think(p, 1)) &&
         std::chrono::duration<double, std::milli>(Clock::now() - t0).count() < kThinkSliceMs) {
  }
  if (!ready || nowMs < nextActionAt_) return false;
  const std::optional<Action> a = computer_->submit(p);
  if (!a) return false;
  computerLog_.push_back(computer_->lastAction());
  if (computerLog_.size() > 8) computerLog_.erase(computerLog_.begin());
  nextActionAt_ = nowMs + (watchComputer ? watchPause(*a) : 0);
  return true;
}

void Screen::tap(Point screen) {
  if (!play_ || modal() || resolvingAll_ || replayGame) return;
  Play& p = *play_;
  const Point w = camera.toWorld(screen);
  const int sq = BrickLayout::squareAtWorld(w);
  // A tap on the exit arrow beside the selected unit's exit square: leave the map (C9).
  if (sq == kNoSquare && p.selected >= 0 && p.game().step().kind == StepKind::Move &&
      p.game().canExitNow(p.selected)) {
    const Point c = squareCentre(p.game().squareOf(p.selected));
    if (std::abs(w.y - c.y) < kBrickHeight / 2 && w.x > c.x + 0.5 && w.x < c.x + 1.4) {
      p.submit(exitAction(p.selected));
      return;
    }
  }
  p.tapSquare(sq);
}

// ---------------------------------------------------------------- map

void Screen::drawHighlights(ImDrawList* dl) {
  const Play& p = *play_;
  const Game& g = p.game();
  const float w = std::max(2.0f, float(0.06 * camera.scale()));
  // The last move's path.
  if (p.lastPath.size() > 1) {
    std::vector<Point> pts;
    for (int sq : p.lastPath)
      if (sq != kNoSquare && sq >= 0) pts.push_back(camera.toScreen(squareCentre(sq)));
    for (std::size_t i = 0; i + 1 < pts.size(); ++i)
      dl->AddLine(toIm(pts[i]), toIm(pts[i + 1]), col32(0x1F6FB2, 200), w);
  }
  // Where the selected unit may go, or where an advance may enter.
  for (int sq : p.targets()) {
    const bool zoc =
        g.controlledBy(sq, g.step().acting == Side::French ? Side::Allied : Side::French);
    using namespace naw::ui;  // the palette's highlight colours
    brickFill(dl, camera, sq,
              zoc ? col32(kMustStopFill, kMustStopFillAlpha) : col32(kReachFill, kReachFillAlpha),
              0.04);
    brickOutline(
        dl, camera, sq,
        zoc ? col32(kMustStopEdge, kMustStopEdgeAlpha) : col32(kReachEdge, kReachEdgeAlpha),
        w * 0.6f, 0.05);
  }
  // The exit (C9): the selected unit may leave from where it stands.
  if (g.step().kind == StepKind::Move && p.selected >= 0 && g.canExitNow(p.selected)) {
    const Point c = squareCentre(g.squareOf(p.selected));
    dl->AddCircleFilled(toIm(camera.toScreen({c.x + 0.75, c.y})), float(camera.scale() * 0.2),
                        col32(0x4A78C2, 200), 16);
  }
  // The last combat: retreats as arrows from the old squares.
  if (p.lastCombat)
    for (const auto& [u, from] : p.lastCombat->retreats) {
      const int to = g.squareOf(u);
      if (from == kNoSquare || to == kNoSquare) continue;
      dl->AddLine(toIm(camera.toScreen(squareCentre(from))),
                  toIm(camera.toScreen(squareCentre(to))), col32(0x2EC4B6, 230), w * 1.2f);
      brickOutline(dl, camera, from, col32(0x2EC4B6, 255), w * 0.8f, 0.06);
    }
  // Declared attacks (set-up and resolution): a line from each attacker to its defenders.
  const State& s = g.state();
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& a = s.attacks[static_cast<std::size_t>(i)];
    if (a.resolved) continue;
    std::vector<int> att = list(a.attackers, a.nAttackers);
    const std::vector<int> bomb = list(a.bombarders, a.nBombarders);
    att.insert(att.end(), bomb.begin(), bomb.end());
    for (int u : att)
      for (int d : list(a.defenders, a.nDefenders))
        if (g.squareOf(u) != kNoSquare && g.squareOf(d) != kNoSquare)
          dl->AddLine(toIm(camera.toScreen(squareCentre(g.squareOf(u)))),
                      toIm(camera.toScreen(squareCentre(g.squareOf(d)))), col32(0xE0245E, 200), w);
  }
}

void Screen::drawMap() {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  if (play_ && play_->handover) return;  // hidden until the next player is ready
  if (paintBoard)
    paintBoard(dl, camera);
  else
    drawBoard(dl, Game::map(), camera, *fonts);
  if (!play_) return;
  if (replayGame) {  // a moment of the replay: its counters, its action's squares
    const float w = std::max(2.0f, float(0.09 * camera.scale()));
    for (int sq : replaySquares)
      if (sq >= 0) brickOutline(dl, camera, sq, col32(0x78DCFF, 240), w, 0.02);
    std::vector<int> squares(kUnits, kNoSquare);
    for (int u = 0; u < kUnits; ++u)
      if (replayGame->statusOf(u) == UnitStatus::OnMap)
        squares[static_cast<std::size_t>(u)] = replayGame->squareOf(u);
    drawCounters(dl, squares, camera, *fonts);
    return;
  }
  drawHighlights(dl);
  const Play& p = *play_;
  const Game& g = p.game();
  std::vector<unsigned> marks(kUnits, 0);
  if (p.selected >= 0) marks[static_cast<std::size_t>(p.selected)] |= naw::ui::kMarkSelected;
  for (int u : p.draft.attackers) marks[static_cast<std::size_t>(u)] |= naw::ui::kMarkAttacker;
  for (int u : p.draft.defenders) marks[static_cast<std::size_t>(u)] |= naw::ui::kMarkDefender;
  if (g.step().kind == StepKind::Declare)
    for (int u : g.obligations())
      marks[static_cast<std::size_t>(u)] |= unitDef(u).side == g.step().acting
                                                ? naw::ui::kMarkMustAttack
                                                : naw::ui::kMarkMustBeAttacked;
  if (g.step().kind == StepKind::Advance)
    for (const auto& [u, sq] : g.advanceOptions())
      marks[static_cast<std::size_t>(u)] |= naw::ui::kMarkPending;
  for (int u : p.arrived) marks[static_cast<std::size_t>(u)] |= naw::ui::kMarkPending;
  drawCounters(dl, p.unitSquares(), camera, *fonts, marks);
  drawCursor(dl);
}

void Screen::drawCursor(ImDrawList* dl) const {
  if (!cursor.shown()) return;
  // As the standard game's cursor: black outside, white inside, seen on every terrain and
  // on both sides' counters (the flip turns it with the whole frame).
  const float w = std::max(2.0f, float(0.09 * camera.scale()));
  brickOutline(dl, camera, cursor.at, col32(0x000000, 235), w * 2.2f, 0.02);
  brickOutline(dl, camera, cursor.at, col32(0xFFFFFF, 255), w, 0.02);
}

void Screen::drawKeyHelp() const {
  if (!cursor.shown()) return;  // shown once the keyboard is used: pointer players keep room
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kMuted, "%s", tr("cn.keys.help").c_str());
  ImGui::PopTextWrapPos();
  nameLastItem("key-help");
}

// ---------------------------------------------------------------- panel

void Screen::drawStatus(const Game& g) {
  const State& s = g.state();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float avail = ImGui::GetContentRegionAvail().x, gap = 3, bh = 40;
  const float bw = (avail - gap * 9) / 10;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  for (int t = 1; t <= 10; ++t) {
    const ImVec2 a(p.x + float(t - 1) * (bw + gap), p.y), b(a.x + bw, a.y + bh);
    const bool now = t == s.turn, past = t < s.turn;
    dl->AddRectFilled(a, b, now ? col32(0xE8C46A) : past ? col32(0x4A4034) : col32(0x2E2922), 3);
    dl->AddRect(a, b, col32(0x7A6A50), 3);
    // The hour of the NAW turn record (C5): "1 pm" .. "10 pm".
    const std::string hour = naw::ui::turnLabel(t);
    const std::string num = hour.substr(0, hour.find(' '));
    const std::string sub = hour.substr(hour.find(' ') + 1);
    ImFont* f = ImGui::GetFont();
    const ImVec2 e1 = f->CalcTextSizeA(ImGui::GetFontSize(), 1e9f, 0, num.c_str());
    dl->AddText(ImVec2(a.x + (bw - e1.x) / 2, a.y + 3), now ? col32(0x241C12) : col32(0xE9DFC7),
                num.c_str());
    const ImVec2 e2 = f->CalcTextSizeA(ImGui::GetFontSize() * 0.8f, 1e9f, 0, sub.c_str());
    dl->AddText(f, ImGui::GetFontSize() * 0.8f, ImVec2(a.x + (bw - e2.x) / 2, a.y + 21),
                now ? col32(0x241C12) : col32(0xB5A88C), sub.c_str());
  }
  ImGui::Dummy(ImVec2(avail, bh + 2));
  nameLastItem("turn-track");
  ImGui::PushFont(headingFont);
  const std::string phase = g.over() ? tr("phase.game_over") : phaseLabel(s.phase);
  ImGui::TextColored(kGold, "%s", phase.c_str());
  ImGui::PopFont();
  nameLastText("cn-phase", phase);
  const std::string when =
      tr("panel.turn_of",
         {{"turn", int(s.turn)}, {"turns", 10}, {"time", naw::ui::turnLabel(s.turn)}});
  naw::ui::sameLineIfFits(ImGui::CalcTextSize(when.c_str()).x);
  ImGui::TextColored(kMuted, "%s", when.c_str());
  nameLastText("cn-turn", when);
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
  // The rule case or ruling cited: a tap opens its text.
  if (ImGui::Button(label.c_str(), ImVec2(56, kTouch))) ruleShown_ = r.rule;
  ImGui::PopStyleColor();
  nameLastItem("refusal-rule");
  ImGui::SameLine();
  if (button(naw::ui::trLabel("button.ok", "refusal").c_str(), "refusal-ok", kTouch + 10))
    play_->refusal.reset();
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
    const UnitDef& d = unitDef(p.selected);
    const UnitState& us = g.state().units[static_cast<std::size_t>(p.selected)];
    ImGui::TextUnformatted(
        tr("cn.selected", {{"id", d.id},
                           {"type", tr(std::string("cn.unit_type.") + unitTypeName(d.type))},
                           {"formation", d.designation},
                           {"strength", d.strength},
                           {"movement", d.movement},
                           {"left", d.movement - us.mpUsed}})
            .c_str());
    if (g.canExitNow(p.selected) && button(tr("cn.leave_map").c_str(), "cn-exit", 200))
      p.submit(exitAction(p.selected));
  }
  if (naw::ui::flowButton(tr("button.undo").c_str(), true, "undo")) p.undo();
  if (naw::ui::flowButton(tr("cn.end_movement").c_str(), false, "end-phase")) p.endPhase();
}

void Screen::drawPlanner() {
  Play& p = *play_;
  const Game& g = p.game();
  const State& s = g.state();
  // Declared attacks, each with its odds and a cancel button.
  if (s.nAttacks > 0) ImGui::TextColored(kGold, "%s", tr("cn.declared_attacks").c_str());
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& a = s.attacks[static_cast<std::size_t>(i)];
    const std::vector<int> def = list(a.defenders, a.nDefenders);
    std::vector<int> att = list(a.attackers, a.nAttackers);
    const std::vector<int> bomb = list(a.bombarders, a.nBombarders);
    std::string line = unitList(att);
    if (!bomb.empty())
      line += (line.empty() ? "" : " + ") + tr("cn.bombarding", {{"units", unitList(bomb)}});
    line += tr("cn.versus", {{"units", unitList(def)}});
    if (auto o = p.declaredOdds(def.front())) line += "  " + std::string(oddsName(o->shifted));
    ImGui::PushID(i);
    ImGui::TextUnformatted(line.c_str());
    const std::string name = "cn-cancel-" + std::to_string(i);
    if (naw::ui::flowButton(tr("button.cancel").c_str(), false, name))
      p.submit(cancelAction(def.front()));
    ImGui::PopID();
  }
  ImGui::Separator();
  // The attack being put together.
  ImGui::TextColored(kGold, "%s", tr("cn.new_attack").c_str());
  ImGui::TextUnformatted(
      tr("cn.attackers", {{"units", p.draft.attackers.empty() ? tr("cn.attackers_hint")
                                                              : unitList(p.draft.attackers)}})
          .c_str());
  ImGui::TextUnformatted(
      tr("cn.defenders", {{"units", p.draft.defenders.empty() ? tr("cn.defenders_hint")
                                                              : unitList(p.draft.defenders)}})
          .c_str());
  if (!p.draft.empty()) {
    Refusal why;
    if (const auto a = p.draftAction(&why)) {
      const auto odds = g.oddsFor(*a);
      if (const auto* o = std::get_if<Game::Odds>(&odds)) {
        ImGui::TextUnformatted(
            tr("cn.odds",
               {{"attack", o->attack}, {"defence", o->defence}, {"odds", oddsName(o->shifted)}})
                .c_str());
        nameLastItem("cn-odds");
        // The chance of each result: its rows in the column of the 0-9 table (C17).
        const ResultChances c = resultChances(o->shifted);
        static const Result kOrder[] = {Result::DE, Result::DR, Result::EX, Result::AR, Result::AE};
        std::string chances;
        for (Result r : kOrder) {
          const int n = c.rows[static_cast<std::size_t>(r)];
          if (n == 0) continue;
          char buf[24];
          std::snprintf(buf, sizeof buf, "%s%s %d%%", chances.empty() ? "" : ", ", resultName(r),
                        n * 10);
          chances += buf;
        }
        ImGui::TextColored(kGood, "%s", chances.c_str());
      }
    } else {
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(
          kMuted, "%s",
          tr("cn.refusal", {{"rule", why.rule}, {"why", naw::ui::refusalText(why.why)}}).c_str());
      ImGui::PopTextWrapPos();
    }
    if (naw::ui::flowButton(tr("cn.declare").c_str(), true, "cn-declare")) p.declareDraft();
    if (naw::ui::flowButton(tr("button.clear").c_str(), false, "cn-clear")) p.clearDraft();
  }
  const std::vector<int> owed = g.obligations();
  if (!owed.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kWarn, "%s", tr("cn.must_fight", {{"units", unitList(owed)}}).c_str());
    ImGui::PopTextWrapPos();
  }
  if (naw::ui::flowButton(tr("cn.start_resolving").c_str(), true, "end-phase")) p.endPhase();
}

void Screen::drawResolution() {
  Play& p = *play_;
  const Game& g = p.game();
  const State& s = g.state();
  if (g.step().kind == StepKind::Advance) {
    ImGui::TextColored(kGold, "%s", tr("cn.advance_title").c_str());
    ImGui::TextUnformatted(tr("cn.advance_hint").c_str());
    if (naw::ui::flowButton(tr("button.no_advance").c_str(), true, "cn-decline"))
      p.submit(declineAdvanceAction());
    return;
  }
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& a = s.attacks[static_cast<std::size_t>(i)];
    if (a.resolved) continue;
    const std::vector<int> def = list(a.defenders, a.nDefenders);
    std::vector<int> att = list(a.attackers, a.nAttackers);
    const std::vector<int> bomb = list(a.bombarders, a.nBombarders);
    att.insert(att.end(), bomb.begin(), bomb.end());
    std::string line = unitList(att) + tr("cn.versus", {{"units", unitList(def)}});
    if (auto o = p.declaredOdds(def.front())) line += "  " + std::string(oddsName(o->shifted));
    ImGui::PushID(i);
    ImGui::TextUnformatted(line.c_str());
    const std::string name = "cn-resolve-" + std::to_string(i);
    if (naw::ui::flowButton(tr("cn.resolve").c_str(), false, name)) p.resolve(def.front());
    ImGui::PopID();
  }
  if (naw::ui::flowButton(tr("cn.resolve_all").c_str(), true, "cn-resolve-all"))
    startResolvingAll();
  if (naw::ui::flowButton(tr("cn.end_combat").c_str(), false, "end-phase")) p.endPhase();
}

void Screen::drawLastCombat() {
  const Play& p = *play_;
  if (!p.lastCombat) return;
  const CombatShown& c = *p.lastCombat;
  ImGui::Separator();
  ImGui::TextUnformatted(tr("cn.last_combat", {{"attackers", unitList(c.attackers)},
                                               {"defenders", unitList(c.defenders)},
                                               {"odds", oddsName(c.outcome.odds)},
                                               {"number", c.outcome.number}})
                             .c_str());
  nameLastItem("cn-last-combat");
  ImGui::TextColored(kGold, "%s", resultWords(c.outcome.result).c_str());
  std::vector<int> gone;
  for (int k = 0; k < c.outcome.nEliminated; ++k)
    gone.push_back(c.outcome.eliminated[static_cast<std::size_t>(k)]);
  if (!gone.empty())
    ImGui::TextUnformatted(tr("cn.eliminated", {{"units", unitList(gone)}}).c_str());
  std::vector<int> moved;
  for (const auto& [u, from] : c.retreats) moved.push_back(u);
  if (!moved.empty())
    ImGui::TextUnformatted(tr("cn.retreated", {{"units", unitList(moved)}}).c_str());
}

// The live game's refusal, the step's controls, the keys, the computer and the last combat.
void Screen::drawLiveControls() {
  Play& p = *play_;
  const Game& g = p.game();
  drawRefusal();
  ImGui::Separator();
  if (!g.over() && p.humanActs() && !resolvingAll_) {
    switch (g.step().kind) {
      case StepKind::Move:
        drawMoveControls();
        break;
      case StepKind::Declare:
        drawPlanner();
        break;
      case StepKind::ChooseAttack:
      case StepKind::Advance:
        drawResolution();
        break;
      case StepKind::GameOver:
        break;
    }
  } else if (resolvingAll_) {
    ImGui::TextColored(kMuted, "%s", tr("cn.resolving_all").c_str());
  }
  drawKeyHelp();
  if (p.computer()) drawComputer();
  drawLastCombat();
}

void Screen::drawPanel() {
  ImGui::SetNextWindowPos(ImVec2(float(panel_.x0), float(panel_.y0)), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(float(panel_.width()), float(panel_.height())), ImGuiCond_Always);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                 ImGuiWindowFlags_NoNav;
  if (ImGui::Begin("##cn-panel", nullptr,
                   naw::ui::panelWindowFlags(flags & ~ImGuiWindowFlags_NoScrollbar))) {
    naw::ui::notePanelWindow();  // the panel by keys (panel_keys.h)
    if (panelScroll_ != 0) {
      ImGui::SetScrollY(std::max(0.0f, ImGui::GetScrollY() - float(panelScroll_)));
      panelScroll_ = 0;
    }
    Play& p = *play_;
    // The replay's moment while it is on the board, else the live game.
    const Game& g = replayGame ? *replayGame : p.game();
    drawStatus(g);
    if (replayGame)  // no live controls, computer or last combat: they are the live game's
      naw::ui::drawShownNote(naw::ui::replayNote(replayMoment, replayLength));
    else
      drawLiveControls();
    ImGui::Separator();
    // Losses against the thresholds (C22, C23), exits, demoralization, the winner.
    const State& s = g.state();
    ImGui::TextUnformatted(tr(g.demoralized() ? "cn.allied_losses_demoralized" : "cn.allied_losses",
                              {{"lost", int(s.alliedLost)}, {"of", g.threshold()}})
                               .c_str());
    nameLastItem("cn-allied-losses");
    ImGui::TextUnformatted(
        tr("cn.french_losses", {{"lost", int(s.frenchLost)}, {"of", Game::kFrenchLossLimit}})
            .c_str());
    ImGui::TextUnformatted(tr("cn.exited", {{"exited", int(s.exited)}, {"of", 7}}).c_str());
    if (g.over())
      ImGui::TextColored(kGold, "%s",
                         tr(s.winner == Winner::French   ? "cn.winner_french"
                            : s.winner == Winner::Allied ? "cn.winner_allied"
                                                         : "cn.winner_none")
                             .c_str());
    if (g.over()) nameLastItem("cn-winner");
    if (!replayGame && !p.arrived.empty())  // the live game's last arrivals
      ImGui::TextColored(kGood, "%s",
                         tr("cn.prussians_arrived", {{"units", unitList(p.arrived)}}).c_str());
    int waiting = 0;
    for (int u = 0; u < kUnits; ++u) waiting += g.statusOf(u) == UnitStatus::Waiting;
    if (waiting > 0)
      ImGui::TextColored(kMuted, "%s", tr("cn.prussians_waiting", {{"n", waiting}}).c_str());
    if (s.delay > 0)
      ImGui::TextColored(kMuted, "%s", naw::ui::trn("cn.prussians_delayed", int(s.delay)).c_str());
    ImGui::Separator();
    if (naw::ui::flowButton(tr("tools.fit").c_str(), true, "fit")) wantsFitCamera = true;
    if (naw::ui::flowButton(tr(p.flipped ? "tools.unflip" : "tools.flip").c_str(), false, "flip"))
      p.flipped = !p.flipped;
    if (naw::ui::flowButton(tr("tools.new_game").c_str(), false, "new-game")) newGameOpen = true;
    if (drawPanelLinks) drawPanelLinks();
  }
  ImGui::End();
}

// The computer's side, level and what it has just done; "watch" paces its actions.
void Screen::drawComputer() {
  const Play& p = *play_;
  const Side side = *p.computer();
  ImGui::Separator();
  const bool acting = !p.humanActs() && !p.game().over();
  ImGui::TextColored(kGold, "%s",
                     tr(acting ? "cn.computer_playing" : "cn.computer",
                        {{"level", tr(std::string("level.") + ai::playerLevelName(computerLevel))},
                         {"side", tr(side == Side::French ? "log.french" : "log.allies")}})
                         .c_str());
  nameLastItem("cn-computer");
  ImGui::PushTextWrapPos(0);
  for (std::size_t i = 0; i < computerLog_.size(); ++i) {
    const bool last = i + 1 == computerLog_.size();
    ImGui::TextColored(last ? kGood : kMuted, "%s", computerLog_[i].c_str());
  }
  ImGui::PopTextWrapPos();
  if (!computerLog_.empty()) nameLastItem("cn-computer-last");
  ImGui::Checkbox(naw::ui::trLabel("cn.watch", "cn-watch").c_str(), &watchComputer);
  nameLastItem("cn-watch-computer");
}

void Screen::drawRuleText() {
  // The rule dialog every game shares (rule_dialog.h), as NLB's and Waterloo 20's.
  const naw::ui::RuleEntry* e = findCnRule(ruleShown_);
  const char* source = e && e->id[0] == 'C' ? "cn.rule_source_ruling" : "cn.rule_source_ssi";
  if (!naw::ui::drawRuleDialog("cn-rule", ruleShown_, e, cnRuleBook(), tr(source), width_, height_,
                               headingFont))
    ruleShown_.clear();
}

void Screen::longPress(Point screen) {
  if (!play_ || modal() || !onMap(screen)) return;
  const int sq = BrickLayout::squareAtWorld(camera.toWorld(screen));
  if (sq == kNoSquare) return;
  infoUnit_ = play_->game().unitAt(sq);
}

// A counter's details (long press): id, type, strength, movement, where it is and what
// binds it.
void Screen::drawUnitInfo() {
  const Game& g = play_->game();
  const int u = infoUnit_;
  const UnitDef& d = unitDef(u);
  const UnitState& us = g.state().units[static_cast<std::size_t>(u)];
  const float w = std::min(420.f, float(width_) - 16);
  bool open = true;
  if (beginDialog(naw::ui::trLabel("dialog.unit", "cn-unit").c_str(), w, &open)) {
    nameLastItem("dialog-unit");
    ImGui::PushFont(headingFont);
    ImGui::TextColored(
        kGold, "%s",
        tr("cn.unit_title", {{"id", d.id},
                             {"side", tr(d.side == Side::French ? "side.french_adjective"
                                                                : "side.allied_adjective")},
                             {"type", tr(std::string("cn.unit_type.") + unitTypeName(d.type))}})
            .c_str());
    ImGui::PopFont();
    nameLastItem("unit-title");
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(tr("cn.formation", {{"formation", d.designation}}).c_str());
    ImGui::TextUnformatted(
        tr("cn.factors", {{"strength", d.strength}, {"movement", d.movement}}).c_str());
    const int sq = g.squareOf(u);
    switch (g.statusOf(u)) {
      case UnitStatus::OnMap:
        ImGui::TextUnformatted(
            tr(Game::map().terrain(sq) == Terrain::Village ||
                       Game::map().terrain(sq) == Terrain::Chateau
                   ? "cn.in_square_doubled"
                   : "cn.in_square",
               {{"square", codeOf(sq)},
                {"terrain", tr(std::string("cn.terrain.") + terrainName(Game::map().terrain(sq)))}})
                .c_str());
        break;
      case UnitStatus::Waiting:
        ImGui::TextUnformatted(
            tr("cn.due_on_turn", {{"turn", d.arrival + int(g.state().delay)}}).c_str());
        break;
      case UnitStatus::Eliminated:
        ImGui::TextColored(kWarn, "%s", tr("cn.status_eliminated").c_str());
        break;
      case UnitStatus::Exited:
        ImGui::TextColored(kGood, "%s", tr("cn.status_exited").c_str());
        break;
      case UnitStatus::Off:  // (a test position's unused unit)
        ImGui::TextColored(kMuted, "%s", tr("cn.status_off").c_str());
        break;
    }
    if (d.movement == 0) ImGui::TextColored(kMuted, "%s", tr("cn.garrison").c_str());
    if (g.statusOf(u) == UnitStatus::OnMap) {
      if (g.state().phase == (d.side == Side::French ? Phase::FrenchMove : Phase::AlliedMove))
        ImGui::TextUnformatted(tr("cn.mp_left", {{"left", d.movement - us.mpUsed}}).c_str());
      const Side enemy = d.side == Side::French ? Side::Allied : Side::French;
      if (g.controlledBy(sq, enemy)) ImGui::TextColored(kWarn, "%s", tr("cn.in_zoc").c_str());
    }
    ImGui::PopTextWrapPos();
    if (button(naw::ui::trLabel("button.close", "close").c_str(), "close", 120)) open = false;
  }
  ImGui::End();
  if (!open) infoUnit_ = -1;
}

void Screen::drawHandover() {
  Play& p = *play_;
  const Side next = *p.handover;
  const State& s = p.game().state();
  const std::string when = tr("handover.when", {{"time", naw::ui::turnLabel(s.turn)},
                                                {"turn", int(s.turn)},
                                                {"phase", phaseLabel(s.phase)}});
  const std::string& side =
      tr(next == Side::French ? "side.french_adjective" : "side.allied_adjective");
  if (naw::ui::drawHandoverScreen("##cn-handover", width_, height_, headingFont, side.c_str(),
                                  when))
    p.handover.reset();
}

void Screen::drawNewGame() {
  bool open = true;
  if (naw::ui::beginNewGameDialog(naw::ui::trLabel("dialog.new_game", "cn-new").c_str(), width_,
                                  height_, &open)) {
    const int other = naw::ui::gameChoice(1);
    if (other >= 0) newGameOpen = false;
    if (other == 0 && openNawNewGame) openNawNewGame();
    if (other == 2 && openNlbNewGame) openNlbNewGame();
    if (other == 3 && openW20NewGame) openW20NewGame();
    ImGui::Separator();
    if (ImGui::RadioButton(naw::ui::trLabel("ng.two_players", "two").c_str(), !computerSide))
      computerSide.reset();
    nameLastItem("ng-cn-two-players");
    if (ImGui::RadioButton(naw::ui::trLabel("ng.computer_allies", "allies").c_str(),
                           computerSide == Side::Allied))
      computerSide = Side::Allied;
    nameLastItem("ng-cn-computer");
    if (ImGui::RadioButton(naw::ui::trLabel("ng.computer_french", "french").c_str(),
                           computerSide == Side::French))
      computerSide = Side::French;
    nameLastItem("ng-cn-computer-french");
    ImGui::PushTextWrapPos(0);
    if (computerSide == Side::Allied)
      ImGui::TextColored(kMuted, "%s", tr("cn.ng_solitaire").c_str());
    if (computerSide == Side::French)
      ImGui::TextColored(kMuted, "%s", tr("cn.ng_two_player").c_str());
    ImGui::PopTextWrapPos();
    if (computerSide) {
      ImGui::TextColored(kMuted, "%s", tr("ng.computer_level").c_str());
      static const ai::PlayerLevel kLevels[] = {ai::PlayerLevel::Easy, ai::PlayerLevel::Normal,
                                                ai::PlayerLevel::Hard};
      for (ai::PlayerLevel l : kLevels) {
        const std::string id = std::string("ng-cn-level-") + ai::playerLevelName(l);
        if (ImGui::RadioButton(
                naw::ui::trLabel(std::string("level.") + ai::playerLevelName(l), id).c_str(),
                computerLevel == l))
          computerLevel = l;
        nameLastItem(id);
        ImGui::SameLine();
      }
      ImGui::NewLine();
    }
    ImGui::Separator();
    const int pressed = naw::ui::newGameButtons();
    if (pressed == 1) start(naw::ui::newGameSeed(), computerSide);
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
  if (newGameOpen || !play_) {
    drawNewGame();
    if (drawOverlays) drawOverlays();
    return;
  }
  if (!ruleShown_.empty()) drawRuleText();
  if (infoUnit_ >= 0) drawUnitInfo();
  if (drawOverlays) drawOverlays();
}

}  // namespace cn::ui
