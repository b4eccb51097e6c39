#include "replay_window.h"

#include <algorithm>

#include "i18n.h"
#include "imgui.h"
#include "named_items.h"
#include "panel_flow.h"

namespace naw::ui {

namespace {
constexpr float kTouch = 44;  // CSS px: the panel's touch targets
}  // namespace

std::string branchRefusalText(modules::BranchRefusal r) {
  switch (r) {
    case modules::BranchRefusal::ByLink:
      return tr("replay.refused.by_link");
    case modules::BranchRefusal::DiceNotSeeded:
      return tr("replay.refused.dice");
    case modules::BranchRefusal::Fog:
      return tr("replay.refused.w20_fog");
    case modules::BranchRefusal::Range:
    case modules::BranchRefusal::None:
      break;
  }
  return tr("replay.refused.range");
}

ReplayPress ReplayWindow::draw(modules::ReplayCursor& cursor, const ReplayWords& words,
                               const std::string& message, const Rect& area) {
  if (!cursor.isOpen()) {
    closed();
    return ReplayPress::None;
  }
  ReplayPress pressed = ReplayPress::None;
  const std::size_t n = cursor.length();
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
    const std::string moment = tr("replay.moment", {{"k", static_cast<long>(cursor.moment())},
                                                    {"n", static_cast<long>(n)}}) +
                               "  -  " + words.step;
    ImGui::TextUnformatted(moment.c_str());
    nameLastText("replay-moment", moment);
    // The action that led here, with its die and result.
    if (cursor.moment() == 0)
      ImGui::TextDisabled("%s", tr("replay.setup").c_str());
    else
      ImGui::TextUnformatted(words.current.c_str());
    nameLastItem("replay-action");
    ImGui::PopTextWrapPos();

    // Six buttons in a row: narrower on a phone's window, never below a finger's width.
    const float row = ImGui::GetContentRegionAvail().x - 5 * ImGui::GetStyle().ItemSpacing.x;
    const ImVec2 b(std::max(float(kTouch), std::min(float(kTouch + 8), row / 6)), kTouch);
    if (ImGui::Button("|<###replay-first", b)) cursor.stepTo(0);
    nameLastItem("replay-first");
    ImGui::SameLine();
    if (ImGui::Button("<<###replay-phase-back", b)) cursor.stepPhases(-1);
    nameLastItem("replay-phase-back");
    ImGui::SameLine();
    if (ImGui::Button("<###replay-back", b)) cursor.stepMoves(-1);
    nameLastItem("replay-back");
    ImGui::SameLine();
    if (ImGui::Button(">###replay-next", b)) cursor.stepMoves(+1);
    nameLastItem("replay-next");
    ImGui::SameLine();
    if (ImGui::Button(">>###replay-phase-next", b)) cursor.stepPhases(+1);
    nameLastItem("replay-phase-next");
    ImGui::SameLine();
    if (ImGui::Button(">|###replay-last", b)) cursor.stepTo(n);
    nameLastItem("replay-last");
    int k = static_cast<int>(cursor.moment());
    ImGui::SetNextItemWidth(-1);
    if (ImGui::SliderInt("##replay-slider", &k, 0, static_cast<int>(n)))
      cursor.stepTo(static_cast<std::size_t>(k));
    nameLastItem("replay-slider");
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", tr("replay.keys").c_str());
    ImGui::PopTextWrapPos();

    if (flowButton(
            trLabel(showMoves_ ? "replay.hide_moves" : "replay.moves", "replay-moves").c_str(),
            true, "replay-moves"))
      showMoves_ = !showMoves_, scrolledTo_ = ~std::size_t{0};
    if (flowButton(trLabel("replay.link", "replay-link").c_str(), false, "replay-link"))
      pressed = ReplayPress::Link;
    if (flowButton(trLabel("button.close", "replay-close").c_str(), false, "replay-close"))
      open = false;
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(tr("replay.play_on").c_str());
    ImGui::PopTextWrapPos();
    if (flowButton(trLabel("replay.play_on_hotseat", "replay-play-on").c_str(), true,
                   "replay-play-on"))
      pressed = ReplayPress::PlayOnHotseat;
    if (flowButton(trLabel("replay.play_on_computer", "replay-play-on-computer").c_str(), false,
                   "replay-play-on-computer"))
      pressed = ReplayPress::PlayOnComputer;
    if (!message.empty()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1), "%s", message.c_str());
      ImGui::PopTextWrapPos();
    }

    // The moves, by phase; each jumps to the moment after it.
    if (showMoves_) {
      // (Not drawn while it is scrolled out of the window's view: a phone's window is
      // shorter than its content.)
      if (ImGui::BeginChild("replay-moves-list",
                            ImVec2(0, std::min(220.f, float(area.height()) * 0.3f)), true))
        drawMoves(cursor, words);
      ImGui::EndChild();
    }
  }
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  window_ = {pos.x, pos.y, pos.x + size.x, pos.y + size.y};
  shown_ = true;
  ImGui::End();
  return open ? pressed : ReplayPress::Close;
}

void ReplayWindow::drawMoves(modules::ReplayCursor& cursor, const ReplayWords& words) {
  const modules::Timeline& t = *cursor.timeline();
  const bool scroll = scrolledTo_ != cursor.moment();
  if (ImGui::Selectable((tr("replay.setup") + "##m0").c_str(), cursor.moment() == 0))
    cursor.stepTo(0);
  for (std::size_t i = 0; i < t.length(); ++i) {
    const core::AnyStep& s = t.entry(i).before;
    if (i == 0 || s.turn != t.entry(i - 1).before.turn || s.phase != t.entry(i - 1).before.phase) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled("%s", words.heading(i).c_str());
      ImGui::PopTextWrapPos();
    }
    // A row as tall as its move's words wrapped to the list's width (a long French line,
    // a phone): the words drawn over an unlabelled selectable.
    const std::string text = "  " + words.move(i);
    const float wrap = ImGui::GetContentRegionAvail().x;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float height = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap).y;
    if (ImGui::Selectable(("##m" + std::to_string(i + 1)).c_str(), cursor.moment() == i + 1, 0,
                          ImVec2(0, height)))
      cursor.stepTo(i + 1);
    nameLastItem("replay-move-" + std::to_string(i + 1));
    ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(), at,
                                        ImGui::GetColorU32(ImGuiCol_Text), text.c_str(), nullptr,
                                        wrap);
    if (scroll && cursor.moment() == i + 1) ImGui::SetScrollHereY(0.5f);
  }
  scrolledTo_ = cursor.moment();
}

}  // namespace naw::ui
