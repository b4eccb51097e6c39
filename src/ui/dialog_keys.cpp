#include "dialog_keys.h"

#include <algorithm>
#include <vector>

#include "imgui.h"
#include "imgui_internal.h"  // the navigation's state (NavId, NavWindow, SetFocusID)
#include "named_items.h"

namespace naw::ui {
namespace {

// Tab: the next (or previous) named item of the focused dialog, in reading order.
void tabTo(bool forward) {
  ImGuiContext& g = *GImGui;
  ImGuiWindow* w = g.NavWindow;
  if (!w) return;
  std::vector<const NamedItem*> items;
  for (const auto& [name, item] : namedItems())
    if (item.tappable && item.window == w->ID && item.id != w->MoveId) items.push_back(&item);
  if (items.empty()) return;
  std::sort(items.begin(), items.end(), [](const NamedItem* a, const NamedItem* b) {
    return a->rect.y0 + 1 < b->rect.y0 || (a->rect.y0 < b->rect.y0 + 1 && a->rect.x0 < b->rect.x0);
  });
  const int n = static_cast<int>(items.size());
  int at = -1;
  for (int i = 0; i < n; ++i)
    if (items[static_cast<std::size_t>(i)]->id == g.NavId) at = i;
  const int next = at < 0 ? (forward ? 0 : n - 1) : (at + (forward ? 1 : n - 1)) % n;
  ImGui::SetFocusID(items[static_cast<std::size_t>(next)]->id, w);
}

}  // namespace

void DialogKeys::beginFrame(ImGuiIO& io, bool dialogOpen) {
  if (!dialogOpen) {
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
    pending_.clear();
    gave_ = false;
    return;
  }
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGuiContext& g = *GImGui;
  const bool hidden = g.NavDisableHighlight || g.NavWindow == nullptr;
  if (keyboardLast_) g.NavDisableHighlight = false;  // the focus shows, from the first item
  if (gave_ || pending_.empty()) {
    gave_ = false;
    return;
  }
  const DialogKey k = pending_.front();
  pending_.pop_front();
  gave_ = true;
  g.NavInputSource = ImGuiInputSource_Keyboard;
  // A Tab while the focus was not shown (the dialog opened by a tap or a link) shows it where
  // it is, on the first item, rather than moving on past it unseen.
  if (k == DialogKey::Next || k == DialogKey::Previous) {
    if (!hidden || g.NavId == 0) tabTo(k == DialogKey::Next);
    return;
  }
  static constexpr ImGuiNavInput_ kInput[] = {ImGuiNavInput_KeyUp_, ImGuiNavInput_KeyDown_,
                                              ImGuiNavInput_KeyLeft_, ImGuiNavInput_KeyRight_};
  io.NavInputs[k == DialogKey::Activate ? ImGuiNavInput_Activate : kInput[static_cast<int>(k)]] = 1;
}

}  // namespace naw::ui
