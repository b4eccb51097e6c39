// The printed map (paper, terrain, roads, buildings, edge arrows, hex numbers, place names)
// never changes during a game, yet ImGui would tessellate it and the OpenGL backend would
// upload it again on every frame: about two thirds of a frame's vertices. BoardCache keeps
// the board's mesh in its own GL buffers and draws it from there through a draw-list
// callback, moved (and during a zoom, scaled) by the projection matrix:
//   - panning only changes the matrix: nothing is tessellated or uploaded;
//   - zooming draws the cached mesh scaled while the scale keeps changing, and tessellates
//     it again at the exact scale on the first frame the camera stands still (render on
//     demand draws a few frames after every input) or when the scale is 25% away;
//   - anything else the mesh depends on (device pixel ratio, a rebuilt font atlas, the map
//     of the game shown) makes it stale at once.
#pragma once

#include <GLES3/gl3.h>

#include "camera.h"
#include "imgui.h"

namespace naw {
class Rules;
}

namespace naw::ui {
struct MapFonts;
}

namespace naw::web {

class BoardCache {
 public:
  BoardCache();
  ~BoardCache();
  BoardCache(const BoardCache&) = delete;
  BoardCache& operator=(const BoardCache&) = delete;

  // Adds the board to `dl` (in a frame, before anything drawn over it): a callback that
  // draws the cached mesh, then a reset of the backend's render state. `flipped`: the frame
  // is turned by 180 degrees after layout (the hot-seat flip).
  void add(ImDrawList* dl, const Rules& rules, const ui::Camera& cam, const ui::MapFonts& fonts,
           bool flipped);
  // The same for any game's board: `paint` draws `board` (whose address tells boards apart)
  // in screen coordinates of the camera it is given.
  using Painter = void (*)(ImDrawList*, const void* board, const ui::Camera&, const ui::MapFonts&);
  void add(ImDrawList* dl, const void* board, Painter paint, const ui::Camera& cam,
           const ui::MapFonts& fonts, bool flipped);
  // The font atlas was rebuilt (glyph coordinates moved): tessellate again.
  void invalidate() { valid_ = false; }

  // For the frame statistics: vertices and indices in the cached mesh, and how often it has
  // been tessellated.
  int vertices() const { return mesh_.VtxBuffer.Size; }
  int indices() const { return mesh_.IdxBuffer.Size; }
  int tessellations() const { return tessellations_; }

 private:
  void tessellate(const void* board, Painter paint, const ui::Camera& cam,
                  const ui::MapFonts& fonts);
  void upload();
  static void drawCallback(const ImDrawList* parent, const ImDrawCmd* cmd);
  void draw(const ImDrawCmd* cmd);

  ImDrawList mesh_;
  bool valid_ = false;
  bool vboFresh_ = false;        // the GL buffers hold the mesh as it is
  double scale_ = 0;             // camera scale the mesh was tessellated at
  double pixelRatio_ = 0;        // device pixels per CSS pixel then
  const void* board_ = nullptr;  // whose map it is (another scenario or game has another)
  double lastScale_ = 0;         // camera scale of the previous frame
  Point meshOffset_;             // camera offset the mesh was tessellated with
  // This frame's transform of the mesh: screen = mesh * k + t, and the flip.
  double k_ = 1;
  Point t_;
  bool flipped_ = false;
  int tessellations_ = 0;
  GLuint vao_ = 0, vbo_ = 0, ibo_ = 0;
  GLuint program_ = 0;  // the backend's shader program the attributes were looked up in
  GLint projLocation_ = -1;
};

}  // namespace naw::web
