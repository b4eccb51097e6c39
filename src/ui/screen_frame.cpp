#include "screen_frame.h"

#include <algorithm>

#include "i18n.h"
#include "imgui.h"
#include "named_items.h"
#include "panel_keys.h"
#include "panel_palette.h"

namespace naw::ui {

bool beginPanel(const char* id, const Rect& panel, double& pendingScroll) {
  ImGui::SetNextWindowPos(ImVec2(float(panel.x0), float(panel.y0)), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(float(panel.width()), float(panel.height())), ImGuiCond_Always);
  const ImGuiWindowFlags flags = (ImGuiWindowFlags_NoDecoration & ~ImGuiWindowFlags_NoScrollbar) |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoNav;
  const bool open = ImGui::Begin(id, nullptr, panelWindowFlags(flags));
  if (open) notePanelWindow();  // the panel by keys (panel_keys.h)
  if (open && pendingScroll != 0) {
    ImGui::SetScrollY(std::max(0.0f, ImGui::GetScrollY() - float(pendingScroll)));
    pendingScroll = 0;
  }
  return open;
}

void drawShownNote(const std::string& text) {
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(ImVec4(0.55f, 0.85f, 1, 1), "%s", text.c_str());  // as the link notices
  ImGui::PopTextWrapPos();
  nameLastText("shown-note", text);
}

std::string replayNote(std::size_t k, std::size_t n) {
  return tr("replay.panel_note", {{"k", static_cast<long>(k)}, {"n", static_cast<long>(n)}});
}

bool drawHandoverScreen(const char* id, double width, double height, ImFont* heading,
                        const char* side, const std::string& when) {
  ImGui::SetNextWindowPos(ImVec2(0, 0), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(float(width), float(height)), ImGuiCond_Always);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, col(0x1E1A15));
  ImGui::Begin(
      id, nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  ImGui::PopStyleColor();
  const float w = std::min(520.f, float(width) - 40);
  ImGui::SetCursorPos(ImVec2((float(width) - w) / 2, float(height) * 0.3f));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
  if (heading) ImGui::PushFont(heading);
  ImGui::TextColored(kGold, "%s", tr("handover.title", {{"side", side}}).c_str());
  if (heading) ImGui::PopFont();
  nameLastItem("handover-title");
  ImGui::TextUnformatted(when.c_str());
  ImGui::TextColored(kMuted, "%s", tr("handover.hidden", {{"side", side}}).c_str());
  ImGui::Spacing();
  const std::string label = tr("handover.ready", {{"side", side}}) + "###ready";
  const bool ready = ImGui::Button(label.c_str(), ImVec2(w, 64));
  nameLastItem("handover-ready");
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  ImGui::End();
  return ready;
}

bool beginNewGameDialog(const char* id, double width, double height, bool* open) {
  const float w = std::min(460.f, float(width) - 16);
  ImGui::SetNextWindowPos(ImVec2(float(width) / 2, float(height) / 2), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, float(height) - 24));
  const bool shown = ImGui::Begin(id, open,
                                  ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                                      ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
  if (shown) nameLastItem("dialog-new-game");
  return shown;
}

int gameChoice(int current) {
  static const char* const kTitles[] = {"game.naw", "game.cn", "game.nlb", "game.w20"};
  static const char* const kNames[] = {"ng-game-naw", "ng-game-cn", "ng-game-nlb", "ng-game-w20"};
  ImGui::TextColored(kMuted, "%s", tr("new_game.game").c_str());
  int chosen = -1;
  for (int i = 0; i < 4; ++i) {
    if (ImGui::RadioButton(trLabel(kTitles[i], kNames[i]).c_str(), i == current) && i != current)
      chosen = i;
    nameLastItem(kNames[i]);
  }
  return chosen;
}

int newGameButtons() {
  int pressed = 0;
  if (ImGui::Button(trLabel("button.start", "ng-start").c_str(), ImVec2(140, 44))) pressed = 1;
  nameLastItem("ng-start");
  ImGui::SameLine();
  if (ImGui::Button(trLabel("button.cancel", "ng-cancel").c_str(), ImVec2(140, 44))) pressed = 2;
  nameLastItem("ng-cancel");
  return pressed;
}

namespace {
bool seedSetForTest = false;
std::uint64_t seedForTest = 0;
}  // namespace

std::uint64_t newGameSeed() {
  if (seedSetForTest) {
    seedSetForTest = false;
    return seedForTest;
  }
  return std::uint64_t(ImGui::GetTime() * 1e6) ^ 0x9E3779B97F4A7C15ull;
}

void setNextGameSeedForTest(std::uint64_t seed) {
  seedForTest = seed;
  seedSetForTest = true;
}

void drawTurnTrack(int turns, int current, std::uint32_t nights) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float avail = ImGui::GetContentRegionAvail().x, gap = 3, bh = 40;
  const float bw = (avail - gap * float(turns - 1)) / float(turns);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  for (int t = 1; t <= turns; ++t) {
    const ImVec2 a(p.x + float(t - 1) * (bw + gap), p.y), b(a.x + bw, a.y + bh);
    const bool now = t == current, night = (nights >> t) & 1;
    dl->AddRectFilled(a, b,
                      now           ? col32(0xE8C46A)
                      : night       ? col32(0x1C2438)
                      : t < current ? col32(0x4A4034)
                                    : col32(0x2E2922),
                      3);
    dl->AddRect(a, b, col32(0x7A6A50), 3);
    const std::string num = std::to_string(t);
    const ImVec2 e = ImGui::CalcTextSize(num.c_str());
    dl->AddText(ImVec2(a.x + (bw - e.x) / 2, a.y + (bh - e.y) / 2),
                now ? col32(0x241C12) : col32(0xE9DFC7), num.c_str());
  }
  ImGui::Dummy(ImVec2(avail, bh + 2));
  nameLastItem("turn-track");
}

void drawScreenWindows(bool hasGame, bool handover, bool newGameOpen,
                       const std::function<void()>& drawHandover,
                       const std::function<void()>& drawPanel,
                       const std::function<void()>& drawNewGame) {
  namedItems().clear();
  if (hasGame && handover && !newGameOpen) return drawHandover();
  if (hasGame) drawPanel();
  if (newGameOpen || !hasGame) drawNewGame();
}

}  // namespace naw::ui
