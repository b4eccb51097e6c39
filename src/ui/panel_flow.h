// Laying out a row of buttons in the panel (Dear ImGui): each goes on the line of the one
// before while it fits, else on a new line. ImGui's own wrapping is for text only.
#pragma once

#include <algorithm>
#include <string>

#include "imgui.h"
#include "named_items.h"

namespace naw::ui {

// Call before an item `width` pixels wide that follows another in a row: puts it on the same
// line (after `spacing`, or the style's item spacing if negative) when it fits there.
inline void sameLineIfFits(float width, float spacing = -1) {
  const float gap = spacing >= 0 ? spacing : ImGui::GetStyle().ItemSpacing.x;
  if (ImGui::GetItemRectMax().x + gap + width <=
      ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
    ImGui::SameLine(0, gap);
}

// A button placed on the same line as the previous item while it fits the window's width,
// else on the next line. `first`: start a new line. `name`: its name in namedItems() (for
// the browser tests), if any. Its height comes from the style's frame padding (44 CSS px).
inline bool flowButton(const char* label, bool first = false, const std::string& name = {}) {
  const ImGuiStyle& st = ImGui::GetStyle();
  // At least as wide as it is tall: "OK" would be a 39 px target.
  const float h = ImGui::GetFontSize() + st.FramePadding.y * 2;
  const float w = std::max(h, ImGui::CalcTextSize(label, nullptr, true).x + st.FramePadding.x * 2);
  if (!first) sameLineIfFits(w);
  const bool pressed = ImGui::Button(label, ImVec2(w, 0));
  if (!name.empty()) nameLastItem(name);
  return pressed;
}

}  // namespace naw::ui
