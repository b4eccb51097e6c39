// The map camera: maps world coordinates (hex layout units, naw::hexCenter with size 1) to
// screen coordinates (CSS pixels of the canvas, origin top-left) and back, with pan and zoom.
#pragma once

#include "hex.h"
#include "map.h"

namespace naw::ui {

struct Rect {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  double width() const { return x1 - x0; }
  double height() const { return y1 - y0; }
  bool contains(Point p) const { return p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1; }
};

// The hex whose centre is nearest `world` (the hex containing it); it may be off the map.
Hex hexAtWorld(Point world);

// The whole board in world units (size-1 hexes): every hex of the map, with a margin.
Rect boardBounds(int columns, int oddRows, double margin);

// A game's grid as the camera sees it, for fitting the board and for picking: cells are
// named by their printed four-digit numbers (NAW hexes CCRR, Computer Napoleonics squares
// RRCC), 0 for none. One implementation per grid: HexBoardLayout below (NAW), the brick
// wall of src/games/cn/ui/cn_layout.h.
class BoardLayout {
 public:
  virtual ~BoardLayout() = default;
  // Everything the board draws (edge marks and numbers included), world units.
  virtual Rect bounds() const = 0;
  // The cell whose area holds `world`, or 0 off the board.
  virtual int cellAt(Point world) const = 0;
  // Centre of a cell of the board (precondition: onBoard(cell)).
  virtual Point cellCentre(int cell) const = 0;
  virtual bool onBoard(int cell) const = 0;
};

// NAW's map of flat-topped hexes (hexCenter with size 1).
class HexBoardLayout : public BoardLayout {
 public:
  explicit HexBoardLayout(const Map& map) : map_(&map) {}
  Rect bounds() const override;  // with the edge arrows
  int cellAt(Point world) const override;
  Point cellCentre(int cell) const override { return hexCenter(Hex{cell / 100, cell % 100}, 1.0); }
  bool onBoard(int cell) const override { return map_->onMap(Hex{cell / 100, cell % 100}); }

 private:
  const Map* map_;
};

class Camera {
 public:
  // Screen = world * scale + offset.
  double scale() const { return scale_; }
  Point offset() const { return offset_; }

  Point toScreen(Point world) const {
    return {world.x * scale_ + offset_.x, world.y * scale_ + offset_.y};
  }
  Point toWorld(Point screen) const {
    return {(screen.x - offset_.x) / scale_, (screen.y - offset_.y) / scale_};
  }

  // Shows all of `world`, centred, in a viewport of the given size (CSS pixels).
  void fit(const Rect& world, double viewWidth, double viewHeight);
  // Moves the picture by (dx, dy) screen pixels.
  void pan(double dx, double dy) { offset_.x += dx, offset_.y += dy; }
  // Multiplies the scale by `factor` keeping the world point under `anchor` (screen) fixed;
  // the scale stays within [minScale, maxScale].
  void zoomAt(Point anchor, double factor);
  void setScaleLimits(double minScale, double maxScale);

 private:
  double scale_ = 1;
  Point offset_;
  double minScale_ = 1e-3, maxScale_ = 1e6;
};

}  // namespace naw::ui
