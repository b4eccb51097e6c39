#include "named_items.h"

#include "imgui.h"

namespace naw::ui {

std::map<std::string, Rect>& namedItems() {
  static std::map<std::string, Rect> items;
  return items;
}

void nameLastItem(const std::string& id) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  namedItems()[id] = Rect{a.x, a.y, b.x, b.y};
}

}  // namespace naw::ui
