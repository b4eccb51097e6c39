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

}  // namespace naw::ui
