#include "rule_text_view.h"

#include <imgui.h>

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

}  // namespace naw::ui
