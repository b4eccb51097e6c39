#include "replay_view.h"

#include <algorithm>

#include "ai_driver.h"
#include "i18n.h"
#include "imgui.h"
#include "link_dialog.h"
#include "moment_link.h"
#include "named_items.h"
#include "naw_timeline.h"
#include "panel_flow.h"
#include "saves_dialog.h"

namespace naw::ui {

namespace {

constexpr float kTouch = 44;  // CSS px: the panel's touch targets

std::string branchRefusalText(modules::BranchRefusal r) {
  switch (r) {
    case modules::BranchRefusal::ByLink:
      return tr("replay.refused.by_link");
    case modules::BranchRefusal::DiceNotSeeded:
      return tr("replay.refused.dice");
    case modules::BranchRefusal::Range:
    case modules::BranchRefusal::None:
      break;
  }
  return tr("replay.refused.range");
}

}  // namespace

bool ReplayView::open(const App& app, std::optional<std::size_t> at) {
  auto built = modules::nawTimeline(app.session());
  if (std::holds_alternative<std::string>(built)) {
    message_ = tr("replay.no_record");
    close();
    return false;
  }
  timeline_.emplace(std::get<modules::Timeline>(std::move(built)));
  log_ = app.game().log();
  revision_ = app.revision();
  message_.clear();
  showMoves_ = false;
  moment_ = ~std::size_t{0};
  stepTo(at.value_or(timeline_->length()));
  return true;
}

void ReplayView::close() {
  timeline_.reset();
  log_.clear();
  shown_ = nullptr;
  moment_ = 0;
}

void ReplayView::stepTo(std::size_t k) {
  if (!timeline_) return;
  k = std::min(k, timeline_->length());
  if (k == moment_) return;
  moment_ = k;
  shown_ = &modules::nawAt(*timeline_, k);
  scrollToMoment_ = true;
}

void ReplayView::stepMoves(int delta) {
  if (delta < 0 && moment_ == 0) return;
  stepTo(delta < 0 ? moment_ - 1 : moment_ + 1);
}

void ReplayView::stepPhases(int delta) {
  if (!timeline_) return;
  stepTo(delta > 0 ? timeline_->nextPhase(moment_) : timeline_->previousPhase(moment_));
}

std::vector<Hex> ReplayView::highlights() const {
  if (!timeline_ || moment_ == 0 || moment_ > log_.size()) return {};
  return actionHexes(*shown_, log_[moment_ - 1].action);
}

void ReplayView::onKey(Key key, bool shift) {
  switch (key) {
    case Key::Left:
      return shift ? stepPhases(-1) : stepMoves(-1);
    case Key::Right:
      return shift ? stepPhases(+1) : stepMoves(+1);
    case Key::Home:
      return stepTo(0);
    case Key::End:
      return stepTo(length());
  }
}

void ReplayView::poll(const App& app) {
  // The game moved on or was replaced (a move, a link, a resumed save): this replay is of
  // another game now.
  if (timeline_ && app.revision() != revision_) close();
}

std::string ReplayView::playOn(App& app, SaveStore& saves, bool computer) {
  if (!timeline_) return tr("replay.no_record");
  auto branched = modules::branchNaw(app.session(), moment_);
  if (auto* r = std::get_if<modules::BranchRefusal>(&branched))
    return message_ = branchRefusalText(*r);
  const std::size_t k = moment_;
  persist::Session s = std::move(std::get<persist::Session>(branched));
  const Side acting = s.game().step().acting;
  const std::string name = tr("replay.branch_name", {{"k", static_cast<long>(k)}});
  close();
  // The new game is a new entry of the saved games (SaveStore::onReplaced): the original's
  // slots are not written again.
  for (Side side : {Side::French, Side::Allied})
    app.control(side) =
        SideControl{computer && side != acting ? Controller::Computer : Controller::Human};
  app.replaceSession(std::move(s));
  saves.rename(app, saves.currentId(), name);
  message_ = tr("replay.played_on", {{"k", static_cast<long>(k)}});
  return "";
}

std::string ReplayView::momentLink(App& app) {
  persist::Session copy = app.session();
  auto link = copy.link();
  if (!std::holds_alternative<std::string>(link)) {
    message_ = tr("replay.no_record");
    return "";
  }
  return modules::withMoment(std::get<std::string>(link), moment_);
}

void ReplayView::drawHighlights(const App& app) const {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  for (const Hex& h : highlights()) {
    const Point c = app.camera.toScreen(hexCenter(h, 1.0));
    dl->AddCircle(ImVec2(float(c.x), float(c.y)), float(app.camera.scale() * 0.75),
                  IM_COL32(120, 220, 255, 240), 24, 3.0f);
  }
}

void ReplayView::draw(App& app, SaveStore& saves, LinkCenter& links) {
  if (!timeline_) return;
  const std::size_t n = timeline_->length();
  const float w = std::min(area.width() - 16, 620.0);
  ImGui::SetNextWindowPos(ImVec2(float(area.x0 + area.width() / 2), float(area.y1 - 8)),
                          ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, float(area.height()) * 0.7f));
  bool open = true;
  const std::string title = trLabel("replay.title", "replay");
  if (ImGui::Begin(title.c_str(), &open,
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                       ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove)) {
    nameLastItem("replay-window");
    ImGui::PushTextWrapPos(0);
    const Step st = shown_->step();
    ImGui::TextUnformatted(
        (tr("replay.moment", {{"k", static_cast<long>(moment_)}, {"n", static_cast<long>(n)}}) +
         "  -  " + turnLabel(st.turn) + ", " + phaseLabel(st.phase))
            .c_str());
    nameLastItem("replay-moment");
    // The action that led here, with its die and result.
    if (moment_ == 0)
      ImGui::TextDisabled("%s", tr("replay.setup").c_str());
    else {
      const LogEntry& e = log_[moment_ - 1];
      ImGui::TextUnformatted(
          (sideWords(e.before.acting) + ": " + describeAction(*shown_, e.action, &e.outcome))
              .c_str());
    }
    nameLastItem("replay-action");
    ImGui::PopTextWrapPos();

    const ImVec2 b(kTouch + 8, kTouch);
    if (ImGui::Button("|<###replay-first", b)) stepTo(0);
    nameLastItem("replay-first");
    ImGui::SameLine();
    if (ImGui::Button("<<###replay-phase-back", b)) stepPhases(-1);
    nameLastItem("replay-phase-back");
    ImGui::SameLine();
    if (ImGui::Button("<###replay-back", b)) stepMoves(-1);
    nameLastItem("replay-back");
    ImGui::SameLine();
    if (ImGui::Button(">###replay-next", b)) stepMoves(+1);
    nameLastItem("replay-next");
    ImGui::SameLine();
    if (ImGui::Button(">>###replay-phase-next", b)) stepPhases(+1);
    nameLastItem("replay-phase-next");
    ImGui::SameLine();
    if (ImGui::Button(">|###replay-last", b)) stepTo(n);
    nameLastItem("replay-last");
    int k = static_cast<int>(moment_);
    ImGui::SetNextItemWidth(-1);
    if (ImGui::SliderInt("##replay-slider", &k, 0, static_cast<int>(n)))
      stepTo(static_cast<std::size_t>(k));
    nameLastItem("replay-slider");
    ImGui::TextDisabled("%s", tr("replay.keys").c_str());

    if (flowButton(
            trLabel(showMoves_ ? "replay.hide_moves" : "replay.moves", "replay-moves").c_str(),
            true, "replay-moves"))
      showMoves_ = !showMoves_, scrollToMoment_ = true;
    if (flowButton(trLabel("replay.link", "replay-link").c_str(), false, "replay-link")) {
      const std::string link = momentLink(app);
      if (!link.empty())
        links.offerLink(tr("replay.link"), saves.platform().pageAddress() + link,
                        tr("replay.link_share"));
    }
    if (flowButton(trLabel("button.close", "replay-close").c_str(), false, "replay-close"))
      open = false;
    ImGui::TextUnformatted(tr("replay.play_on").c_str());
    if (flowButton(trLabel("replay.play_on_hotseat", "replay-play-on").c_str(), true,
                   "replay-play-on"))
      playOn(app, saves, false);
    if (isOpen() &&
        flowButton(trLabel("replay.play_on_computer", "replay-play-on-computer").c_str(), false,
                   "replay-play-on-computer"))
      playOn(app, saves, true);
    if (!message_.empty()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1), "%s", message_.c_str());
      ImGui::PopTextWrapPos();
    }

    // The moves, by phase; each jumps to the moment after it.
    if (isOpen() && showMoves_) {
      ImGui::BeginChild("replay-moves-list",
                        ImVec2(0, std::min(220.f, float(area.height()) * 0.3f)), true);
      int turn = 0;
      Phase phase = Phase::GameOver;
      const Game& g = app.game();
      if (ImGui::Selectable((tr("replay.setup") + "##m0").c_str(), moment_ == 0)) stepTo(0);
      for (std::size_t i = 0; i < log_.size(); ++i) {
        const LogEntry& e = log_[i];
        if (e.before.turn != turn || e.before.phase != phase) {
          turn = e.before.turn, phase = e.before.phase;
          ImGui::TextDisabled("%s - %s", turnLabel(turn).c_str(), phaseLabel(phase).c_str());
        }
        const std::string label =
            "  " + describeAction(g, e.action, &e.outcome) + "##m" + std::to_string(i + 1);
        if (ImGui::Selectable(label.c_str(), moment_ == i + 1)) stepTo(i + 1);
        nameLastItem("replay-move-" + std::to_string(i + 1));
        if (scrollToMoment_ && moment_ == i + 1) ImGui::SetScrollHereY(0.5f);
      }
      scrollToMoment_ = false;
      ImGui::EndChild();
    }
  }
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  window_ = {pos.x, pos.y, pos.x + size.x, pos.y + size.y};
  ImGui::End();
  if (!open) close();
}

}  // namespace naw::ui
