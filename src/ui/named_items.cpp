#include "named_items.h"

#include "imgui.h"
#include "imgui_internal.h"  // GetItemID()

namespace naw::ui {

std::map<std::string, NamedItem>& namedItems() {
  static std::map<std::string, NamedItem> items;
  return items;
}

void nameLastItem(const std::string& id) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  // ImGui gives an ID to the items that take input; texts and pictures have none.
  // Past the window's visible inside (a text or button wider than a panel): cut off. A
  // dialog's title bar (named right after it opens) runs to the window's outer edge.
  const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
  const float edge = a.y < w->InnerRect.Min.y ? w->Rect().Max.x : w->InnerClipRect.Max.x;
  const bool clipped = b.x > edge + 1;
  const ImGuiContext& g = *GImGui;
  const ImGuiID item = ImGui::GetItemID();
  const bool focused = item != 0 && item == g.NavId && g.NavWindow == w && !g.NavDisableHighlight;
  namedItems()[id] = NamedItem{Rect{a.x, a.y, b.x, b.y}, item != 0, clipped, item, w->ID, focused};
  // The keyboard's focus (dialog_keys.h): a gold ring around ImGui's own highlight, which
  // alone (2 pixels) is easily missed on the page's dark panels.
  if (focused)
    ImGui::GetWindowDrawList()->AddRect(ImVec2(a.x - 6, a.y - 6), ImVec2(b.x + 6, b.y + 6),
                                        IM_COL32(0xE8, 0xC4, 0x6A, 255), 4, 0, 2.5f);
}

void nameLastText(const std::string& id, const std::string& text) {
  nameLastItem(id);
  namedItems()[id].text = text;
}

std::string focusedItem() {
  for (const auto& [name, item] : namedItems())
    if (item.focused) return name;
  return "";
}

void noteLabelFits(const std::string& id, const char* label) {
  const float inside = ImGui::GetItemRectSize().x - 2 * ImGui::GetStyle().FramePadding.x;
  if (ImGui::CalcTextSize(label, nullptr, true).x > inside + 0.5f) namedItems()[id].clipped = true;
}

std::vector<std::pair<std::string, float>> overflowingWindows() {
  std::vector<std::pair<std::string, float>> out;
  // Between frames, Active marks the windows drawn in the last one (NewFrame resets it), and
  // CursorMaxPos is the furthest point any of their items reached.
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (!w->Active || w->Hidden) continue;
    const float over = w->DC.CursorMaxPos.x - w->InnerClipRect.Max.x;
    if (over > 1) out.emplace_back(w->Name, over);
  }
  return out;
}

}  // namespace naw::ui
