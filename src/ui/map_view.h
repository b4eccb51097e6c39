// Draws the board (hexes, terrain, roads, names, hex numbers) and the counters with Dear
// ImGui's draw lists, in screen coordinates given by a Camera.
#pragma once

#include <vector>

#include "board_view.h"
#include "camera.h"

struct ImDrawList;
struct ImFont;

namespace naw::ui {

// One typeface baked at several pixel sizes; text is drawn from the smallest bake that is
// at least as large as the wanted size in device pixels, so it stays crisp at every zoom.
struct FontFamily {
  std::vector<ImFont*> sizes;  // ascending by FontSize
  ImFont* pick(float devicePixels) const;
};

struct MapFonts {
  FontFamily bold;       // counters, hex numbers
  FontFamily italic;     // place names
  float pixelRatio = 1;  // device pixels per CSS pixel
};

void drawBoard(ImDrawList* dl, const BoardView& board, const Camera& cam, const MapFonts& fonts);
void drawCounters(ImDrawList* dl, const BoardView& board, const Camera& cam, const MapFonts& fonts);

}  // namespace naw::ui
