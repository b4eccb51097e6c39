#include "cn_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app.h"
#include "cn_board.h"
#include "games/cn/ai/ai.h"
#include "imgui.h"
#include "named_items.h"
#include "panel_flow.h"
#include "panel_palette.h"

namespace cn::ui {
namespace {

using naw::ui::col;
using naw::ui::col32;
using naw::ui::kGold;
using naw::ui::kGood;
using naw::ui::kMuted;
using naw::ui::kWarn;
using naw::ui::nameLastItem;

constexpr float kTouch = 44;       // minimum touch target, CSS pixels
constexpr double kWatchMs = 1100;  // "resolve all" and the computer: one action this often

ImVec2 toIm(Point p) { return ImVec2(float(p.x), float(p.y)); }

const char* sideTitle(Side s) { return s == Side::French ? "French" : "Allied"; }
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

const char* resultWords(Result r) {
  switch (r) {
    case Result::AE:
      return "AE: attackers eliminated";
    case Result::AR:
      return "AR: attackers retreat";
    case Result::DR:
      return "DR: defenders retreat";
    case Result::DE:
      return "DE: defenders eliminated";
    case Result::EX:
      return "EX: exchange";
  }
  return "";
}

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

// One action of the computer's Allies: cn_engine's greedy level (always a legal action).
// Returns the time to wait before the next one: long enough to see a combat's result.
double computerStep(Play& play, core::Rng& rng) {
  const Action a = cn::ai::greedyAction(play.game(), rng);
  if (a.type == ActionType::Resolve) {
    play.resolve(a.unit);
    return kWatchMs;
  }
  play.submit(a);
  return a.type == ActionType::EndPhase ? kWatchMs : kWatchMs / 4;
}

}  // namespace

void Screen::start(std::uint64_t seed, bool computer) {
  play_.emplace(seed, computer);
  aiRng_.state = seed ^ 0xA5A5A5A5ull;
  newGameOpen = false;
  resolvingAll_ = false;
  wantsFitCamera = true;
  if (onStarted) onStarted();
}

void Screen::open(Play play) {
  play_.emplace(std::move(play));
  aiRng_.state = play_->game().hash() ^ 0xA5A5A5A5ull;
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
  if (!play_ || play_->handover || newGameOpen) return false;
  Play& p = *play_;
  const bool computer = !p.humanActs() && !p.game().over();
  const bool resolving = resolvingAll_ && (p.game().step().kind == StepKind::ChooseAttack ||
                                           p.game().step().kind == StepKind::Advance);
  if (!resolving) resolvingAll_ = false;
  if (!computer && !resolving) return false;
  *busy = true;
  if (nowMs < nextActionAt_) return false;
  if (resolving) {
    nextActionAt_ = nowMs + kWatchMs;
    if (!p.resolveNext()) resolvingAll_ = false;
    return true;
  }
  nextActionAt_ = nowMs + computerStep(p, aiRng_);
  return true;
}

void Screen::tap(Point screen) {
  if (!play_ || modal() || resolvingAll_) return;
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
    brickFill(dl, camera, sq, zoc ? col32(0xF08A24, 95) : col32(0xFFE27A, 110), 0.04);
    brickOutline(dl, camera, sq, zoc ? col32(0xC0561A, 230) : col32(0xD9A400, 220), w * 0.6f, 0.05);
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
}

// ---------------------------------------------------------------- panel

void Screen::drawStatus() {
  const Game& g = play_->game();
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
  ImGui::TextColored(kGold, "%s", g.over() ? "Game over" : phaseLabel(s.phase).c_str());
  ImGui::PopFont();
  nameLastItem("cn-phase");
  char when[48];
  std::snprintf(when, sizeof when, "turn %d of 10, %s", int(s.turn),
                naw::ui::turnLabel(s.turn).c_str());
  naw::ui::sameLineIfFits(ImGui::CalcTextSize(when).x);
  ImGui::TextColored(kMuted, "%s", when);
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
  ImGui::Button(label.c_str(), ImVec2(56, kTouch));  // the rule case or ruling cited
  ImGui::PopStyleColor();
  nameLastItem("refusal-rule");
  ImGui::SameLine();
  if (button("OK##refusal", "refusal-ok", kTouch + 10)) play_->refusal.reset();
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kWarn, "%s: %s", r.rule.c_str(), r.why.c_str());
  ImGui::PopTextWrapPos();
}

void Screen::drawMoveControls() {
  Play& p = *play_;
  const Game& g = p.game();
  if (p.selected >= 0) {
    const UnitDef& d = unitDef(p.selected);
    const UnitState& us = g.state().units[static_cast<std::size_t>(p.selected)];
    ImGui::Text("%s (%s %s) %d-%d: %d MP left", d.id.c_str(), unitTypeName(d.type),
                d.designation.c_str(), d.strength, d.movement, d.movement - us.mpUsed);
    if (g.canExitNow(p.selected) && button("Leave the map (C9)", "cn-exit", 200))
      p.submit(exitAction(p.selected));
  }
  if (naw::ui::flowButton("Undo", true, "undo")) p.undo();
  if (naw::ui::flowButton("End movement", false, "end-phase")) p.endPhase();
}

void Screen::drawPlanner() {
  Play& p = *play_;
  const Game& g = p.game();
  const State& s = g.state();
  // Declared attacks, each with its odds and a cancel button.
  if (s.nAttacks > 0) ImGui::TextColored(kGold, "Declared attacks");
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& a = s.attacks[static_cast<std::size_t>(i)];
    const std::vector<int> def = list(a.defenders, a.nDefenders);
    std::vector<int> att = list(a.attackers, a.nAttackers);
    const std::vector<int> bomb = list(a.bombarders, a.nBombarders);
    std::string line = unitList(att);
    if (!bomb.empty()) line += (line.empty() ? "" : " + ") + unitList(bomb) + " (bombarding)";
    line += " vs " + unitList(def);
    if (auto o = p.declaredOdds(def.front())) line += "  " + std::string(oddsName(o->shifted));
    ImGui::PushID(i);
    ImGui::TextUnformatted(line.c_str());
    const std::string name = "cn-cancel-" + std::to_string(i);
    if (naw::ui::flowButton("Cancel", false, name)) p.submit(cancelAction(def.front()));
    ImGui::PopID();
  }
  ImGui::Separator();
  // The attack being put together.
  ImGui::TextColored(kGold, "New attack");
  ImGui::Text("Attackers: %s", p.draft.attackers.empty() ? "(tap your units, in order)"
                                                         : unitList(p.draft.attackers).c_str());
  ImGui::Text("Defenders: %s", p.draft.defenders.empty() ? "(tap enemy units)"
                                                         : unitList(p.draft.defenders).c_str());
  if (!p.draft.empty()) {
    Refusal why;
    if (const auto a = p.draftAction(&why)) {
      const auto odds = g.oddsFor(*a);
      if (const auto* o = std::get_if<Game::Odds>(&odds)) {
        ImGui::Text("%d against %d: odds %s", o->attack, o->defence, oddsName(o->shifted));
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
      ImGui::TextColored(kMuted, "%s: %s", why.rule.c_str(), why.why.c_str());
      ImGui::PopTextWrapPos();
    }
    if (naw::ui::flowButton("Declare", true, "cn-declare")) p.declareDraft();
    if (naw::ui::flowButton("Clear", false, "cn-clear")) p.clearDraft();
  }
  const std::vector<int> owed = g.obligations();
  if (!owed.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kWarn, "Must still fight (C12): %s", unitList(owed).c_str());
    ImGui::PopTextWrapPos();
  }
  if (naw::ui::flowButton("Start resolving", true, "end-phase")) p.endPhase();
}

void Screen::drawResolution() {
  Play& p = *play_;
  const Game& g = p.game();
  const State& s = g.state();
  if (g.step().kind == StepKind::Advance) {
    ImGui::TextColored(kGold, "Advance after combat (C20)");
    ImGui::TextUnformatted("Tap a highlighted square, or:");
    if (naw::ui::flowButton("No advance", true, "cn-decline")) p.submit(declineAdvanceAction());
    return;
  }
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& a = s.attacks[static_cast<std::size_t>(i)];
    if (a.resolved) continue;
    const std::vector<int> def = list(a.defenders, a.nDefenders);
    std::vector<int> att = list(a.attackers, a.nAttackers);
    const std::vector<int> bomb = list(a.bombarders, a.nBombarders);
    att.insert(att.end(), bomb.begin(), bomb.end());
    std::string line = unitList(att) + " vs " + unitList(def);
    if (auto o = p.declaredOdds(def.front())) line += "  " + std::string(oddsName(o->shifted));
    ImGui::PushID(i);
    ImGui::TextUnformatted(line.c_str());
    const std::string name = "cn-resolve-" + std::to_string(i);
    if (naw::ui::flowButton("Resolve", false, name)) p.resolve(def.front());
    ImGui::PopID();
  }
  if (naw::ui::flowButton("Resolve all", true, "cn-resolve-all")) {
    resolvingAll_ = true;
    nextActionAt_ = 0;
  }
  if (naw::ui::flowButton("End combat", false, "end-phase")) p.endPhase();
}

void Screen::drawLastCombat() {
  const Play& p = *play_;
  if (!p.lastCombat) return;
  const CombatShown& c = *p.lastCombat;
  ImGui::Separator();
  ImGui::Text("%s vs %s: odds %s, number %d", unitList(c.attackers).c_str(),
              unitList(c.defenders).c_str(), oddsName(c.outcome.odds), c.outcome.number);
  nameLastItem("cn-last-combat");
  ImGui::TextColored(kGold, "%s", resultWords(c.outcome.result));
  std::vector<int> gone;
  for (int k = 0; k < c.outcome.nEliminated; ++k)
    gone.push_back(c.outcome.eliminated[static_cast<std::size_t>(k)]);
  if (!gone.empty()) ImGui::Text("Eliminated: %s", unitList(gone).c_str());
  std::vector<int> moved;
  for (const auto& [u, from] : c.retreats) moved.push_back(u);
  if (!moved.empty()) ImGui::Text("Retreated: %s", unitList(moved).c_str());
}

void Screen::drawPanel() {
  ImGui::SetNextWindowPos(ImVec2(float(panel_.x0), float(panel_.y0)), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(float(panel_.width()), float(panel_.height())), ImGuiCond_Always);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                 ImGuiWindowFlags_NoNav;
  if (ImGui::Begin("##cn-panel", nullptr, flags & ~ImGuiWindowFlags_NoScrollbar)) {
    if (panelScroll_ != 0) {
      ImGui::SetScrollY(std::max(0.0f, ImGui::GetScrollY() - float(panelScroll_)));
      panelScroll_ = 0;
    }
    Play& p = *play_;
    const Game& g = p.game();
    drawStatus();
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
      ImGui::TextColored(kMuted, "Resolving every attack in turn...");
    }
    drawLastCombat();
    ImGui::Separator();
    // Losses against the thresholds (C22, C23), exits, demoralization, the winner.
    const State& s = g.state();
    ImGui::Text("Allied losses %d of %d%s", int(s.alliedLost), g.threshold(),
                g.demoralized() ? ": demoralized (C22)" : "");
    nameLastItem("cn-allied-losses");
    ImGui::Text("French losses %d of %d", int(s.frenchLost), Game::kFrenchLossLimit);
    ImGui::Text("French units exited %d of 7", int(s.exited));
    if (g.over())
      ImGui::TextColored(kGold, "Winner: %s",
                         s.winner == Winner::French   ? "the French"
                         : s.winner == Winner::Allied ? "the Allies"
                                                      : "nobody (draw)");
    if (!p.arrived.empty())
      ImGui::TextColored(kGood, "Prussians arrived on 7072-7075: %s", unitList(p.arrived).c_str());
    int waiting = 0;
    for (int u = 0; u < kUnits; ++u) waiting += g.statusOf(u) == UnitStatus::Waiting;
    if (waiting > 0) ImGui::TextColored(kMuted, "Prussian units still to come: %d", waiting);
    if (s.delay > 0) ImGui::TextColored(kMuted, "Prussians delayed %d turn(s) (C10)", int(s.delay));
    ImGui::Separator();
    if (naw::ui::flowButton("Fit map", true, "fit")) wantsFitCamera = true;
    if (naw::ui::flowButton(p.flipped ? "Unflip" : "Flip 180", false, "flip"))
      p.flipped = !p.flipped;
    if (naw::ui::flowButton("New game", false, "new-game")) newGameOpen = true;
    if (drawPanelLinks) drawPanelLinks();
  }
  ImGui::End();
}

void Screen::drawHandover() {
  Play& p = *play_;
  const Side next = *p.handover;
  ImGui::SetNextWindowPos(ImVec2(0, 0), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(float(width_), float(height_)), ImGuiCond_Always);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, col(0x1E1A15));
  ImGui::Begin(
      "##cn-handover", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  ImGui::PopStyleColor();
  const float w = std::min(520.f, float(width_) - 40);
  ImGui::SetCursorPos(ImVec2((float(width_) - w) / 2, float(height_) * 0.3f));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
  ImGui::PushFont(headingFont);
  ImGui::TextColored(kGold, "Pass the tablet to the %s player", sideTitle(next));
  ImGui::PopFont();
  nameLastItem("handover-title");
  const State& s = p.game().state();
  ImGui::Text("%s, turn %d: %s.", naw::ui::turnLabel(s.turn).c_str(), int(s.turn),
              phaseLabel(s.phase).c_str());
  ImGui::TextColored(kMuted, "The board stays hidden until the %s player is ready.",
                     sideTitle(next));
  ImGui::Spacing();
  const std::string label = std::string("I am the ") + sideTitle(next) + " player: show the board";
  if (ImGui::Button(label.c_str(), ImVec2(w, 64))) p.handover.reset();
  nameLastItem("handover-ready");
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  ImGui::End();
}

void Screen::drawNewGame() {
  const float w = std::min(460.f, float(width_) - 16);
  ImGui::SetNextWindowPos(ImVec2(float(width_) / 2, float(height_) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, float(height_) - 24));
  bool open = true;
  if (ImGui::Begin("New game##cn", &open,
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                       ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove)) {
    nameLastItem("dialog-new-game");
    ImGui::TextColored(kMuted, "Game");
    if (ImGui::RadioButton("Napoleon at Waterloo", false) && openNawNewGame) {
      newGameOpen = false;
      openNawNewGame();
    }
    nameLastItem("ng-game-naw");
    ImGui::RadioButton("Computer Napoleonics", true);
    nameLastItem("ng-game-cn");
    ImGui::Separator();
    if (ImGui::RadioButton("Two players (hot-seat)", !computerAllies)) computerAllies = false;
    nameLastItem("ng-cn-two-players");
    if (ImGui::RadioButton("Against the computer (it plays the Allies; threshold 60, C22)",
                           computerAllies))
      computerAllies = true;
    nameLastItem("ng-cn-computer");
    ImGui::Separator();
    if (button("Start", "ng-start", 140)) {
      const std::uint64_t seed = std::uint64_t(ImGui::GetTime() * 1e6) ^ 0x9E3779B97F4A7C15ull;
      start(seed, computerAllies);
    }
    ImGui::SameLine();
    if (button("Cancel", "ng-cancel", 140)) {
      newGameOpen = false;
      if (!play_ && backToNaw) backToNaw();
    }
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
  if (drawOverlays) drawOverlays();
}

}  // namespace cn::ui
