#include "dialog_keys.h"

#include <algorithm>
#include <vector>

#include "focus_order.h"
#include "imgui.h"
#include "imgui_internal.h"  // the navigation's state (NavId, NavWindow, SetFocusID)
#include "named_items.h"

namespace naw::ui {
namespace {

// Scrolls window `w` to show `item` (the panel on a phone, a dialog taller than the screen).
// True if it scrolls.
bool scrollToItem(const NamedItem& item, ImGuiWindow* w) {
  const double y =
      scrollToShow(item.rect.y0, item.rect.y1, w->InnerRect.Min.y, w->InnerRect.Max.y, w->Scroll.y);
  if (y == w->Scroll.y) return false;
  // Not held to the ScrollMax of the last frame: an item that just appeared (the sides under
  // "Play by link…") may lie past it. ImGui's Begin clamps it to this frame's.
  ImGui::SetScrollY(w, float(y));
  return true;
}

// Gives the focus to `item` of window `w` and scrolls `w` to show it.
void focusItem(const NamedItem& item, ImGuiWindow* w) {
  ImGui::SetFocusID(item.id, w);
  scrollToItem(item, w);
}

// The named items of window `w` that take input, as the last frame drew them.
std::vector<const NamedItem*> tappableItems(const ImGuiWindow* w) {
  std::vector<const NamedItem*> items;
  for (const auto& [name, item] : namedItems())
    if (item.tappable && item.window == w->ID && item.id != w->MoveId) items.push_back(&item);
  return items;
}

// Tab: the next (or previous) named item of the focused dialog or panel, in reading order
// (focus_order.h).
void tabTo(bool forward) {
  ImGuiContext& g = *GImGui;
  ImGuiWindow* w = g.NavWindow;
  if (!w) return;
  const std::vector<const NamedItem*> items = tappableItems(w);
  std::vector<Rect> rects;
  int at = -1;
  for (const NamedItem* item : items) {
    if (item->id == g.NavId) at = static_cast<int>(rects.size());
    rects.push_back(item->rect);
  }
  const int next = nextInReadingOrder(rects, at, forward);
  if (next >= 0) focusItem(*items[static_cast<std::size_t>(next)], w);
}

// The side panel has the keys: its window has the focus, on an item drawn in the last frame
// and in view: the one it had before a dialog took the keys; when that one is gone (a button
// that hides itself, as "Play by link…" gives way to the sides), the next named item in
// reading order from where it was; else its first named item. True if it moved the focus or
// scrolled the panel (a frame more to draw).
bool keepFocusInPanel(unsigned panelWindow) {
  ImGuiContext& g = *GImGui;
  ImGuiWindow* w = ImGui::FindWindowByID(panelWindow);
  if (!w || !w->WasActive) return false;
  if (g.NavWindow != w) {
    ImGui::FocusWindow(w);  // restores the item it last had
    if (g.NavId != 0) return true;
  } else if (g.NavId != 0 && g.NavIdIsAlive) {
    // Kept in view: the panel's layout may have moved it (the language switched).
    for (const auto& [name, item] : namedItems())
      if (item.id == g.NavId && item.window == w->ID) return scrollToItem(item, w);
    return false;
  }
  const std::vector<const NamedItem*> items = tappableItems(w);
  std::vector<Rect> rects;
  int from = -1;
  if (g.NavId != 0) {  // gone: start from its place, put first so that one there comes next
    const ImRect was = ImGui::WindowRectRelToAbs(w, w->NavRectRel[ImGuiNavLayer_Main]);
    rects.push_back(Rect{was.Min.x, was.Min.y, was.Max.x, was.Max.y});
    from = 0;
  }
  for (const NamedItem* item : items) rects.push_back(item->rect);
  const int next = nextInReadingOrder(rects, from, true) - (from == 0 ? 1 : 0);
  if (next < 0) return false;
  focusItem(*items[static_cast<std::size_t>(next)], w);
  return true;
}

}  // namespace

void DialogKeys::beginFrame(ImGuiIO& io, bool dialogOpen, unsigned panelWindow) {
  settling_ = false;
  if (!dialogOpen && panelWindow == 0) {
    settled_ = 0;
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
    pending_.clear();
    gave_ = false;
    return;
  }
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGuiContext& g = *GImGui;
  // At most a few frames in a row: a window that took the focus back every frame would
  // otherwise keep the page drawing while idle.
  settled_ = !dialogOpen && keepFocusInPanel(panelWindow) ? settled_ + 1 : 0;
  settling_ = settled_ > 0 && settled_ <= 3;
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
