// Draws the board (hexes, terrain, roads, names, hex numbers) and the counters with Dear
// ImGui's draw lists, in screen coordinates given by a Camera.
#pragma once

#include <string>
#include <vector>

#include "board_view.h"
#include "camera.h"

struct ImDrawList;
struct ImFont;

namespace naw::ui {

// One typeface that may be baked at several pixel sizes (the ladder); text is drawn from the
// smallest size at least as large as the wanted size in device pixels, so it stays crisp at
// every zoom. Sizes are baked on demand: pick() notes what it was asked for, and the
// platform code bakes the missing sizes (bakeWanted) and draws again.
struct FontFamily {
  std::string file;            // TTF path
  std::vector<float> ladder;   // bakeable sizes, device pixels, ascending
  std::vector<ImFont*> baked;  // per ladder entry, or nullptr
  mutable std::vector<bool> wanted;

  // The font to draw `devicePixels`-high text with now; nullptr if none is baked.
  ImFont* pick(float devicePixels) const;
  // Bakes every wanted size that is not baked yet into ImGui's font atlas (which must not be
  // locked, i.e. outside NewFrame/Render). Returns true if it added any; the atlas must then
  // be rebuilt and uploaded again.
  bool bakeWanted();
};

struct MapFonts {
  FontFamily bold;       // counters, hex numbers
  FontFamily italic;     // place names
  float pixelRatio = 1;  // device pixels per CSS pixel
};

void drawBoard(ImDrawList* dl, const BoardView& board, const Camera& cam, const MapFonts& fonts);
void drawCounters(ImDrawList* dl, const BoardView& board, const Camera& cam, const MapFonts& fonts);

}  // namespace naw::ui
