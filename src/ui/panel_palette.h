// The panels' colours, shared by every game's screen (one look for the whole app).
#pragma once

#include "imgui.h"

namespace naw::ui {

inline ImVec4 col(unsigned v, float a = 1) {
  return ImVec4(((v >> 16) & 255) / 255.f, ((v >> 8) & 255) / 255.f, (v & 255) / 255.f, a);
}
inline ImU32 col32(unsigned v, unsigned a = 255) {
  return IM_COL32((v >> 16) & 255, (v >> 8) & 255, v & 255, a);
}
inline const ImVec4 kGold = col(0xE8C46A);
inline const ImVec4 kMuted = col(0xBFB294);
inline const ImVec4 kWarn = col(0xFF9E80);
inline const ImVec4 kGood = col(0x9ED28F);

// The map's move highlights, the same in every game: where the selected unit may go, and
// where it must stop (an enemy zone of control; also hatched or outlined darker, a cue that
// does not depend on colour). The fill is a deeper yellow than the paper's cream so that it
// stays apart from it under tritanopia too (tests/browser/colour.test.mjs measures it:
// CIEDE2000 5.8 with the earlier 0xFFE27A, 10.9 with this one, over clear terrain).
constexpr unsigned kReachFill = 0xF5C400, kReachFillAlpha = 110;
constexpr unsigned kReachEdge = 0xD9A400, kReachEdgeAlpha = 220;
constexpr unsigned kMustStopFill = 0xF08A24, kMustStopFillAlpha = 95;
constexpr unsigned kMustStopEdge = 0xC0561A, kMustStopEdgeAlpha = 230;

}  // namespace naw::ui
