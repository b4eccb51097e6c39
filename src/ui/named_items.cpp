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
  namedItems()[id] = NamedItem{Rect{a.x, a.y, b.x, b.y}, ImGui::GetItemID() != 0};
}

}  // namespace naw::ui
