#include "rule_dialog.h"

#include <algorithm>

#include "i18n.h"
#include "imgui.h"
#include "named_items.h"
#include "panel_palette.h"
#include "rule_text_view.h"

namespace naw::ui {

bool drawRuleDialog(const char* id, const std::string& rule, const RuleEntry* e, RuleBook& book,
                    const std::string& source, double width, double height, ImFont* heading,
                    const std::string& reason) {
  const float w = std::min(560.f, float(width) - 16);
  const std::string title = tr("dialog.rule", {{"rule", rule}}) + "###" + id;
  bool open = true;
  ImGui::SetNextWindowPos(ImVec2(float(width) / 2, float(height) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, float(height) - 24));
  if (ImGui::Begin(title.c_str(), &open,
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                       ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove)) {
    nameLastItem("dialog-rule");
    ImGui::PushTextWrapPos(0);
    if (!reason.empty()) {
      ImGui::TextColored(kWarn, "%s", capitalized(reason).c_str());
      nameLastItem("refusal-text");
      ImGui::Separator();
    }
    if (e) {
      ImGui::PushFont(heading);
      ImGui::TextColored(kGold, "[%s] %s", e->id.c_str(), e->title.c_str());
      ImGui::PopFont();
      nameLastItem("rule-title");
      drawRuleTextBox(book, *e, float(height));
      ImGui::TextColored(kMuted, "%s", source.c_str());
    } else {
      ImGui::TextUnformatted(tr("rule.none", {{"rule", rule}}).c_str());
    }
    ImGui::PopTextWrapPos();
    if (ImGui::Button(trLabel("button.close", "close").c_str(), ImVec2(120, 44))) open = false;
    nameLastItem("close");
  }
  ImGui::End();
  return open;
}

}  // namespace naw::ui
