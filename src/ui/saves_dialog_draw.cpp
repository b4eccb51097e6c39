// The saved-games dialogs (ImGui; web build): the list of saved games and the window of a
// tab whose game was continued in another tab. The logic is in saves_dialog.cpp.
#include <algorithm>
#include <cstdio>

#include "i18n.h"
#include "imgui.h"
#include "named_items.h"
#include "panel_flow.h"
#include "saves_dialog.h"

namespace naw::ui {

void SaveStore::drawStale(App& app) {
  const std::string title = trLabel("saves.stale_title", "stale");
  const char* kTitle = title.c_str();
  const bool want = stale();
  if (!want && !stalePopupOpen_) return;
  if (want && !ImGui::IsPopupOpen(kTitle)) ImGui::OpenPopup(kTitle);
  stalePopupOpen_ = want;
  // Modal: play is blocked behind this window (the map takes no tap while a dialog is open,
  // the panel's buttons none while a modal window is). Moves made here now would be saved
  // nowhere and silently lost when the tab is closed; the player decides first.
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->Size.x * 0.5f, vp->Size.y * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(kTitle, nullptr,
                              ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                                  ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove))
    return;
  if (!want) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const float wrap = std::max(160.0f, std::min(460.0f, vp->Size.x - 64));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  ImGui::TextUnformatted(tr("saves.stale_text").c_str());
  ImGui::TextDisabled("%s", tr("saves.stale_hint").c_str());
  if (!staleError_.empty())
    ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1), "%s",
                       tr("saves.stale_unreadable", {{"error", staleError_}}).c_str());
  if (!staleMessage_.empty())
    ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1), "%s", staleMessage_.c_str());
  ImGui::PopTextWrapPos();
  // Touch targets of 44 CSS pixels, one a line (the labels are long for a phone's width).
  const float width = std::max(
      160.0f, std::min(wrap, std::max(ImGui::CalcTextSize(tr("saves.stale_fork").c_str()).x,
                                      ImGui::CalcTextSize(tr("saves.stale_load").c_str()).x) +
                                 4 * ImGui::GetStyle().FramePadding.x));
  ImGui::BeginDisabled(!staleError_.empty());
  if (ImGui::Button(trLabel("saves.stale_load", "stale-load").c_str(), ImVec2(width, 44)))
    loadNewer(app);
  nameLastItem("stale-load");
  ImGui::EndDisabled();
  if (ImGui::Button(trLabel("saves.stale_fork", "stale-fork").c_str(), ImVec2(width, 44)))
    keepAsNew(app);
  nameLastItem("stale-fork");
  if (!stale()) {
    ImGui::CloseCurrentPopup();
    stalePopupOpen_ = false;
  }
  ImGui::EndPopup();
}

void SaveStore::draw(App& app) {
  if (app.dialog != Dialog::Saves || stale()) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->Size.x * 0.5f, vp->Size.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(
      ImVec2(std::min(640.f, vp->Size.x - 24), std::min(480.f, vp->Size.y - 24)),
      ImGuiCond_Appearing);
  bool open = true;
  if (!ImGui::Begin(trLabel("links.saved_games", "saves").c_str(), &open,
                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    if (!open) app.dialog = Dialog::None;
    return;
  }
  // Every button is a 44 CSS px touch target (the style's frame padding), named for the
  // browser tests: saves-*, and save-<row>-* in the list.
  if (flowButton(tr("tools.new_game").c_str(), true, "saves-new-game"))
    app.dialog = Dialog::NewGame;
  if (flowButton(tr("saves.import").c_str(), false, "saves-import")) p_.pickFile();
  if (flowButton(tr("button.close").c_str(), false, "saves-close")) open = false;
  // Messages and errors wrap at the window's edge (the window is narrower on a phone).
  ImGui::PushTextWrapPos(0.0f);
  if (!message_.empty()) ImGui::TextUnformatted(message_.c_str());
  if (!lastError_.empty()) ImGui::TextColored(ImVec4(1, 0.6f, 0.5f, 1), "%s", lastError_.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  const std::vector<Entry> entries = list();
  int row = 0;
  for (const Entry& e : entries) {
    ImGui::PushID(e.id.c_str());
    const std::string name = "save-" + std::to_string(row++) + "-";
    const bool current = e.id == currentId_;
    if (!e.error.empty()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextColored(ImVec4(1, 0.6f, 0.5f, 1), "%s",
                         tr("saves.damaged", {{"error", e.error}}).c_str());
      ImGui::PopTextWrapPos();
    } else {
      // A game's name and date wrap at the window's edge: on a phone they are wider than
      // the window (by 80 px in French, tests/browser/i18n.test.mjs).
      ImGui::PushTextWrapPos(0.0f);
      ImGui::Text("%s%s", e.meta.name.c_str(), current ? tr("saves.on_screen").c_str() : "");
      ImGui::TextDisabled("%s", tr("saves.saved_at", {{"date", saveDateLabel(e.meta.updatedMs)},
                                                      {"n", long(e.bytes)}})
                                    .c_str());
      ImGui::PopTextWrapPos();
    }
    if (renaming_ == e.id) {
      // The name field leaves room for its two buttons on the same line.
      const ImGuiStyle& st = ImGui::GetStyle();
      const float buttons = ImGui::CalcTextSize(tr("button.ok").c_str()).x +
                            ImGui::CalcTextSize(tr("button.cancel").c_str()).x +
                            4 * st.FramePadding.x + 2 * st.ItemSpacing.x;
      ImGui::SetNextItemWidth(
          std::max(80.0f, std::min(260.0f, ImGui::GetContentRegionAvail().x - buttons)));
      const bool enter = ImGui::InputText("##name", nameBuf_, sizeof nameBuf_,
                                          ImGuiInputTextFlags_EnterReturnsTrue);
      nameLastItem(name + "name");
      if (flowButton(trLabel("button.ok", "ok").c_str(), false, name + "ok") || enter) {
        const std::string err = rename(app, e.id, nameBuf_);
        message_ = err.empty() ? tr("saves.renamed") : tr("saves.rename_failed", {{"error", err}});
        renaming_.clear();
      }
      if (flowButton(trLabel("button.cancel", "cancel").c_str(), false, name + "cancel"))
        renaming_.clear();
    } else if (confirmDelete_ == e.id) {
      ImGui::TextUnformatted(tr("saves.delete_question").c_str());
      if (flowButton(trLabel("saves.delete", "delete-yes").c_str(), true, name + "delete-yes")) {
        const std::string err = remove(e.id);
        message_ = err.empty() ? tr("saves.deleted") : tr("saves.delete_failed", {{"error", err}});
        confirmDelete_.clear();
      }
      if (flowButton(trLabel("saves.keep", "keep").c_str(), false, name + "keep"))
        confirmDelete_.clear();
    } else {
      bool first = true;  // the row's first button starts its line
      if (!current && e.error.empty()) {
        first = false;
        if (flowButton(trLabel("saves.resume", "resume").c_str(), true, name + "resume")) {
          const std::string err = resume(app, e.id);
          message_ = err.empty() ? "" : tr("saves.resume_failed", {{"error", err}});
          if (err.empty()) app.dialog = Dialog::None;
        }
      }
      if (e.error.empty()) {
        if (flowButton(trLabel("saves.rename", "rename").c_str(), first, name + "rename")) {
          renaming_ = e.id;
          std::snprintf(nameBuf_, sizeof nameBuf_, "%s", e.meta.name.c_str());
        }
        first = false;
        if (flowButton(trLabel("saves.export", "export").c_str(), false, name + "export")) {
          const std::string err = exportFile(e.id);
          message_ =
              err.empty() ? tr("saves.exported") : tr("saves.export_failed", {{"error", err}});
        }
      }
      if (!current &&
          flowButton(trLabel("saves.delete_ask", "delete").c_str(), first, name + "delete"))
        confirmDelete_ = e.id;
    }
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::End();
  if (!open) app.dialog = Dialog::None;
}

}  // namespace naw::ui
