#include "rule_text_view.h"

#include <imgui.h>

#include <algorithm>

#include "i18n.h"
#include "named_items.h"
#include "panel_palette.h"

namespace naw::ui {

bool drawMissingRuleText(RuleBook& book, const RuleEntry& e) {
  const RuleBook::Texts texts = book.textOf(e);
  if (texts == RuleBook::Texts::Ready) return false;
  ImGui::PushTextWrapPos(0);
  if (texts != RuleBook::Texts::Failed) {
    ImGui::TextColored(kMuted, "%s", tr("rule.loading").c_str());
    nameLastItem("rule-loading");
  } else {
    ImGui::TextUnformatted(tr("rule.unavailable").c_str());
    nameLastItem("rule-unavailable");
    if (ImGui::Button(trLabel("button.retry", "rule-retry").c_str(), ImVec2(120, 44))) book.retry();
    nameLastItem("rule-retry");
  }
  ImGui::PopTextWrapPos();
  return true;
}

void drawRuleTextBox(RuleBook& book, const RuleEntry& e, float screenHeight) {
  if (drawMissingRuleText(book, e)) return;
  // The wrap position is the child window's own.
  const float textW = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ScrollbarSize;
  const float textH = ImGui::CalcTextSize(e.text.c_str(), nullptr, false, textW).y +
                      ImGui::GetStyle().WindowPadding.y;
  ImGui::BeginChild("rule-text-box",
                    ImVec2(0, std::min(textH, std::max(160.f, screenHeight * 0.5f))));
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(e.text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  nameLastItem("rule-text");
}

}  // namespace naw::ui
