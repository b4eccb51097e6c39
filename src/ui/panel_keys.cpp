#include "panel_keys.h"

#include "imgui.h"
#include "imgui_internal.h"  // the current window's id

namespace naw::ui {
namespace {
unsigned panelWindow = 0;
}

bool& panelHasKeys() {
  static bool on = false;
  return on;
}

int panelWindowFlags(int flags) { return panelHasKeys() ? flags & ~ImGuiWindowFlags_NoNav : flags; }

void notePanelWindow() { panelWindow = ImGui::GetCurrentWindowRead()->ID; }

unsigned panelWindowId() { return panelWindow; }

}  // namespace naw::ui
