#include "ai_driver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "i18n.h"
#include "imgui.h"
#include "named_items.h"
#include "panel_flow.h"

namespace naw::ui {

namespace {

double steadyMs() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

const std::string& sideLabel(Side s) { return tr(s == Side::French ? "log.french" : "log.allies"); }

}  // namespace

std::vector<Hex> actionHexes(const Game& g, const Action& a) {
  std::vector<Hex> hexes;
  auto unitHex = [&](int u) {
    const Hex h = (u >= 0 && u < g.rules().unitCount()) ? g.hexOf(u) : Hex{};
    if (h.valid()) hexes.push_back(h);
  };
  switch (a.type) {
    case ActionType::Move:
      unitHex(a.unit);
      hexes.insert(hexes.end(), a.path.begin(), a.path.end());
      break;
    case ActionType::Enter:
    case ActionType::Retreat:
    case ActionType::Advance:
      unitHex(a.unit);
      if (a.hex.valid()) hexes.push_back(a.hex);
      break;
    case ActionType::Exit:
      unitHex(a.unit);
      break;
    case ActionType::Attack:
      for (int u : a.attackers) unitHex(u);
      for (int u : a.bombarders) unitHex(u);
      for (int u : a.defenders) unitHex(u);
      break;
    case ActionType::ChooseLosses:
      for (int u : a.attackers) unitHex(u);
      break;
    default:
      break;
  }
  return hexes;
}

ai::Player& AiDriver::playerFor(const App& app, Side side) {
  const std::size_t i = static_cast<std::size_t>(side);
  const ai::Level level = app.control(side).level;
  if (!players_[i] || levels_[i] != level) {
    // Seeded from the game's own seed and the side: the same game gets the same computer.
    const std::uint64_t seed = app.session().match().seed * 2 + i + 1;
    players_[i] = std::make_unique<ai::Player>(level, seed);
    levels_[i] = level;
  }
  return *players_[i];
}

bool AiDriver::busy(const App& app) const {
  return hintThinking() || (!paused && !app.game().over() && !app.humanActs());
}

void AiDriver::requestHint(const App& app) {
  const Side side = app.game().step().acting;
  hintPlayer_ = std::make_unique<ai::Player>(
      app.control(side).level == ai::Level::Random ? ai::Level::Normal : app.control(side).level,
      app.session().match().seed * 2 + 7);
  hint_.reset();
  hintRequested_ = true;
  hintRevision_ = app.revision();
}

bool AiDriver::frame(App& app, double nowMs) {
  bool changed = false;
  ++frameNo_;
  if ((hintRequested_ || hint_) && hintRevision_ != app.revision()) {
    clearHint();
    changed = true;
  }
  const double start = steadyMs();
  if (hintRequested_ && !hint_ && !app.game().over()) {
    while (steadyMs() - start < sliceMs) {
      if (hintPlayer_->think(app.game(), 1)) {
        hint_ = hintPlayer_->take();
        changed = true;
        break;
      }
    }
    return changed;  // one kind of thinking per frame
  }

  const bool computerActs = !paused && !app.game().over() && !app.humanActs();
  if (computerActs != wasThinking_) changed = true;
  wasThinking_ = computerActs;
  if (!computerActs || nowMs < readyAtMs_) return changed;

  // The frame's whole share of the computer (thinking, submitting), charged to the phase
  // it worked on last: what the page waits for in this frame.
  struct FrameCharge {
    AiDriver& d;
    double start;
    ~FrameCharge() {
      if (!d.timings_.empty() && d.timings_.back().lastFrame == d.frameNo_)
        d.timings_.back().longestSliceMs =
            std::max(d.timings_.back().longestSliceMs, steadyMs() - start);
    }
  } charge{*this, start};
  while (!app.game().over() && !app.humanActs()) {
    const Step step = app.game().step();
    if (timings_.empty() || timings_.back().turn != step.turn ||
        timings_.back().phase != step.phase) {
      PhaseTiming t;
      t.turn = step.turn;
      t.phase = step.phase;
      t.level = ai::levelName(app.control(step.acting).level);
      t.startMs = nowMs;
      timings_.push_back(t);
    }
    PhaseTiming& t = timings_.back();
    ai::Player& player = playerFor(app, step.acting);
    const double sliceStart = steadyMs();
    bool ready = false;
    while (!(ready = player.think(app.game(), 1)) && steadyMs() - start < sliceMs) {
    }
    const double spent = steadyMs() - sliceStart;
    t.thinkMs += spent;
    if (t.lastFrame != frameNo_) ++t.slices, t.lastFrame = frameNo_;
    if (!ready) break;
    const Action action = player.take();
    const std::string text = describeAction(app.game(), action);
    std::vector<Hex> hexes = actionHexes(app.game(), action);
    if (!app.submit(action)) {
      // The engine refused the computer's action (a bug): stop rather than loop.
      paused = true;
      lastAction_ = tr("ai.refused", {{"action", text}});
      return true;
    }
    lastAction_ = sideLabel(step.acting) + ": " + text;
    if (app.lastCombat() && action.type == ActionType::Attack)
      lastAction_ =
          sideLabel(step.acting) + ": " + describeAction(app.game(), action, &*app.lastCombat());
    lastHexes_ = std::move(hexes);
    lastRevision_ = app.revision();
    ++t.actions;
    t.elapsedMs = nowMs + (steadyMs() - start) - t.startMs;
    changed = true;
    if (watch) {
      readyAtMs_ = nowMs + watchDelayMs;
      break;
    }
    if (steadyMs() - start >= sliceMs) break;
  }
  return changed;
}

std::string AiDriver::timingsJson() const {
  std::string s = "[";
  char buf[256];
  for (std::size_t i = 0; i < timings_.size(); ++i) {
    const PhaseTiming& t = timings_[i];
    std::snprintf(
        buf, sizeof buf,
        "%s{\"turn\":%d,\"phase\":\"%s\",\"level\":\"%s\",\"thinkMs\":%.1f,\"actions\":%d,"
        "\"slices\":%d,\"longestSliceMs\":%.1f,\"elapsedMs\":%.1f}",
        i ? "," : "", t.turn, phaseName(t.phase), t.level.c_str(), t.thinkMs, t.actions, t.slices,
        t.longestSliceMs, t.elapsedMs);
    s += buf;
  }
  return s + "]";
}

void AiDriver::drawPanel(App& app) {
  const Game& g = app.game();
  if (g.over()) return;
  const Side acting = g.step().acting;
  const bool computer = app.control(acting).controller == Controller::Computer;
  const bool anyComputer = app.control(Side::French).controller == Controller::Computer ||
                           app.control(Side::Allied).controller == Controller::Computer;
  if (anyComputer) {
    if (computer) {
      ImGui::TextWrapped(
          "%s",
          tr(paused ? "ai.playing_paused" : "ai.playing",
             {{"side", sideLabel(acting)},
              {"level", tr(std::string("level.") + ai::levelName(app.control(acting).level))}})
              .c_str());
    }
    if (!lastAction_.empty()) ImGui::TextWrapped("%s", lastAction_.c_str());
    bool skip = !watch;
    if (ImGui::Checkbox(trLabel("ai.skip", "ai-skip").c_str(), &skip)) watch = !skip;
    nameLastItem("ai-skip");
    if (computer && watch && flowButton(tr("ai.next").c_str(), false, "ai-next")) readyAtMs_ = 0;
  }
  // In a game by link, only on this player's own decisions.
  const auto mine = app.session().localSide();
  if (!computer && (!mine || *mine == acting)) {
    if (hintThinking()) {
      ImGui::TextDisabled("%s", tr("ai.hint_thinking").c_str());
    } else if (flowButton(tr("ai.hint").c_str(), true, "ai-hint")) {
      requestHint(app);
    }
    if (hint_)
      ImGui::TextWrapped("%s", tr("ai.hint_text", {{"action", describeAction(g, *hint_)}}).c_str());
  }
}

void AiDriver::drawHighlights(const App& app) {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const double size = app.camera.scale();
  auto ring = [&](const Hex& h, ImU32 colour) {
    const Point c = app.camera.toScreen(hexCenter(h, 1.0));
    dl->AddCircle(ImVec2(float(c.x), float(c.y)), float(size * 0.7), colour, 24, 3.0f);
  };
  // The computer's last action, until anything else happens.
  if (lastRevision_ == app.revision())
    for (const Hex& h : lastHexes_) ring(h, IM_COL32(255, 150, 90, 230));
  if (hint_)
    for (const Hex& h : actionHexes(app.game(), *hint_)) ring(h, IM_COL32(120, 230, 255, 230));
}

}  // namespace naw::ui
