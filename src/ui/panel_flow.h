// Laying out a row of buttons in the panel (Dear ImGui): each goes on the line of the one
// before while it fits, else on a new line. ImGui's own wrapping is for text only.
#pragma once

#include "imgui.h"

namespace naw::ui {

// Call before an item `width` pixels wide that follows another in a row: puts it on the same
// line (after `spacing`, or the style's item spacing if negative) when it fits there.
inline void sameLineIfFits(float width, float spacing = -1) {
  const float gap = spacing >= 0 ? spacing : ImGui::GetStyle().ItemSpacing.x;
  if (ImGui::GetItemRectMax().x + gap + width <=
      ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
    ImGui::SameLine(0, gap);
}

}  // namespace naw::ui
