#include "cn_board.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>

#include "cn_layout.h"
#include "imgui.h"

namespace cn::ui {
namespace {

using naw::ui::mapColours;

constexpr ImU32 rgb(unsigned v, unsigned a = 255) {
  return IM_COL32((v >> 16) & 255, (v >> 8) & 255, v & 255, a);
}
const ImU32 kMargin = rgb(0xDDD3B6);   // paper outside the bricks (the ragged row ends)
const ImU32 kSheet = rgb(0xE6DDC2);    // the sheet's margin around the map
const ImU32 kChateau = rgb(0xE2C3A8);  // a chateau's walled ground
const ImU32 kRow70 = rgb(0xB8AA86, 150);
const ImU32 kEdgeNumber = rgb(0x5B4A33);

// Text sizes, x the brick width in CSS pixels (noteTextSizes asks for the same).
constexpr float kSquareNumberSize = 0.2f;  // drawn from 6 device pixels up
constexpr float kMinSquareNumberPixels = 6;
constexpr float kEdgeNumberSize = 0.34f;
constexpr float kNameSize = 0.24f;  // at least 7 CSS px
constexpr float kMinNameSize = 7;
constexpr float kCompassSize = 0.36f;
// The two-letter id is what tells the units apart: larger than NAW's designations.
constexpr float kLabelScale = 1.4f;

ImVec2 toIm(Point p) { return ImVec2(float(p.x), float(p.y)); }

// The brick of square sq on screen.
void brickRect(const naw::ui::Camera& cam, int sq, ImVec2* a, ImVec2* b) {
  const Point c = squareCentre(sq);
  *a = toIm(cam.toScreen({c.x - 0.5, c.y - kBrickHeight / 2}));
  *b = toIm(cam.toScreen({c.x + 0.5, c.y + kBrickHeight / 2}));
}

void drawTrees(ImDrawList* dl, ImVec2 a, ImVec2 b) {
  const float w = b.x - a.x, h = b.y - a.y;
  if (w < 10) return;
  static constexpr float kTrees[][2] = {{0.2f, 0.3f},  {0.5f, 0.22f},  {0.8f, 0.32f},
                                        {0.33f, 0.7f}, {0.65f, 0.62f}, {0.12f, 0.82f},
                                        {0.88f, 0.8f}, {0.5f, 0.9f}};
  for (const auto& t : kTrees)
    dl->AddCircleFilled(ImVec2(a.x + t[0] * w, a.y + t[1] * h), 0.08f * w, mapColours().woodsDark,
                        8);
}

// A triangle with its tip at `tip` (world), pointing along unit vector d, `s` long.
void arrow(ImDrawList* dl, const naw::ui::Camera& cam, Point tip, Point d, double s, ImU32 fill) {
  const Point side{-d.y, d.x};
  const Point b0{tip.x - d.x * s + side.x * s * 0.55, tip.y - d.y * s + side.y * s * 0.55};
  const Point b1{tip.x - d.x * s - side.x * s * 0.55, tip.y - d.y * s - side.y * s * 0.55};
  const ImVec2 p[3] = {toIm(cam.toScreen(tip)), toIm(cam.toScreen(b0)), toIm(cam.toScreen(b1))};
  dl->AddTriangleFilled(p[0], p[1], p[2], fill);
  dl->AddTriangle(p[0], p[1], p[2], mapColours().arrowEdge,
                  std::max(1.0f, float(0.02 * cam.scale())));
}

void text(ImDrawList* dl, const naw::ui::FontFamily& family, float pr, float size, Point world,
          const naw::ui::Camera& cam, ImU32 colour, const char* s) {
  naw::ui::drawTextCentered(dl, family, pr, size, toIm(cam.toScreen(world)), colour, s);
}

}  // namespace

void drawBoard(ImDrawList* dl, const Map& map, const naw::ui::Camera& cam,
               const naw::ui::MapFonts& fonts) {
  const naw::ui::MapColours& col = mapColours();
  const double r = cam.scale();  // brick width, CSS pixels
  const float pr = fonts.pixelRatio;
  // The sheet: a paper margin around the bricks carries the edge numbers, the exit arrows
  // and the compass; the ragged ends of the rows show the margin's tone.
  const Rect s = BrickLayout::squaresBounds(), sheet = BrickLayout().bounds();
  const ImVec2 q0 = toIm(cam.toScreen({sheet.x0, sheet.y0}));
  const ImVec2 q1 = toIm(cam.toScreen({sheet.x1, sheet.y1}));
  dl->AddRectFilled(ImVec2(q0.x - 6, q0.y - 6), ImVec2(q1.x + 6, q1.y + 6), col.border, 3);
  dl->AddRectFilled(q0, q1, kSheet);
  const ImVec2 p0 = toIm(cam.toScreen({s.x0, s.y0})), p1 = toIm(cam.toScreen({s.x1, s.y1}));
  dl->AddRectFilled(p0, p1, kMargin);
  dl->AddRect(ImVec2(p0.x - 1, p0.y - 1), ImVec2(p1.x + 1, p1.y + 1), col.border, 0, 0,
              std::max(1.5f, float(0.03 * cam.scale())));

  const float line = std::max(1.0f, float(0.022 * r));
  for (int sq = 0; sq < kSquares; ++sq) {
    ImVec2 a, b;
    brickRect(cam, sq, &a, &b);
    const Point c = cam.toScreen(squareCentre(sq));
    switch (map.terrain(sq)) {
      case Terrain::Clear:
        dl->AddRectFilled(a, b, col.paper);
        break;
      case Terrain::Woods:
        dl->AddRectFilled(a, b, col.woods);
        drawTrees(dl, a, b);
        break;
      case Terrain::Village:
        dl->AddRectFilled(a, b, col.paper);
        naw::ui::drawHouses(dl, c, r * 0.62);
        break;
      case Terrain::Chateau: {
        dl->AddRectFilled(a, b, col.paper);
        const float in = float(0.12 * r);
        dl->AddRectFilled(ImVec2(a.x + in, a.y + in), ImVec2(b.x - in, b.y - in), kChateau);
        dl->AddRect(ImVec2(a.x + in, a.y + in), ImVec2(b.x - in, b.y - in), col.building, 0, 0,
                    std::max(1.0f, float(0.045 * r)));
        naw::ui::drawHouses(dl, c, r * 0.62);
        break;
      }
    }
    // Row 70 is closed to the French (C8): hatched.
    // (Clipped by hand: the cached board mesh is drawn without its commands' clip rects.)
    if (isRow70(sq) && map.terrain(sq) != Terrain::Woods) {
      const float h = b.y - a.y, step = std::max(4.0f, h / 4);
      for (float x = a.x - h; x < b.x; x += step) {
        const float t0 = std::max(0.0f, (a.x - x) / h), t1 = std::min(1.0f, (b.x - x) / h);
        if (t1 > t0)
          dl->AddLine(ImVec2(x + t0 * h, b.y - t0 * h), ImVec2(x + t1 * h, b.y - t1 * h), kRow70,
                      line);
      }
    }
    dl->AddRect(a, b, col.line, 0, 0, line);
  }

  // The Prussian squares (C10): a heavy dark frame.
  for (int code : kPrussianCodes) {
    ImVec2 a, b;
    brickRect(cam, squareOfCode(code), &a, &b);
    const float w = std::max(2.0f, float(0.07 * r));
    dl->AddRect(ImVec2(a.x + w / 2, a.y + w / 2), ImVec2(b.x - w / 2, b.y - w / 2), col.entryArrow,
                0, 0, w);
  }
  // The exit squares (C9): a blue bar on their right side and an arrow off the map.
  for (int code : kExitCodes) {
    const int sq = squareOfCode(code);
    ImVec2 a, b;
    brickRect(cam, sq, &a, &b);
    const float w = std::max(2.0f, float(0.08 * r));
    dl->AddRectFilled(ImVec2(b.x - w, a.y), b, col.exitArrow);
    const Point c = squareCentre(sq);
    arrow(dl, cam, {c.x + 0.5 + 0.42, c.y}, {1, 0}, 0.3, col.exitArrow);
  }

  // Square numbers (RRCC), top left in each brick.
  const float numberSize = kSquareNumberSize * float(r);
  if (numberSize * pr >= kMinSquareNumberPixels) {
    if (ImFont* font = fonts.bold.pick(numberSize * pr)) {
      const ImU32 ink = col.number;
      for (int sq = 0; sq < kSquares; ++sq) {
        ImVec2 a, b;
        brickRect(cam, sq, &a, &b);
        const std::string id = formatSquare(sq);
        dl->AddText(font, numberSize, ImVec2(a.x + 0.05f * float(r), a.y + 0.02f * float(r)),
                    map.terrain(sq) == Terrain::Woods ? col.paper : ink, id.c_str());
      }
    }
  }

  // Row numbers on the left; column numbers along the top (columns 51-68 end in row 51),
  // the right edge (69-77 end at the right of rows 53-69) and the bottom (60-77, row 70).
  const float edgeSize = kEdgeNumberSize * float(r);
  char label[8];
  for (int row = kFirstRow; row <= kLastRow; ++row) {
    std::snprintf(label, sizeof label, "%d", row);
    text(dl, fonts.bold, pr, edgeSize, {s.x0 - 0.45, row * kBrickHeight}, cam, kEdgeNumber, label);
  }
  for (int c = rowLo(kFirstRow); c < rowLo(kFirstRow) + kRowLength; ++c) {
    std::snprintf(label, sizeof label, "%d", c);
    const Point p = squareCentre(squareAt(kFirstRow, c));
    text(dl, fonts.bold, pr, edgeSize, {p.x + 0.2, s.y0 - 0.3}, cam, kEdgeNumber, label);
  }
  for (int c = rowLo(kLastRow); c < rowLo(kLastRow) + kRowLength; ++c) {
    std::snprintf(label, sizeof label, "%d", c);
    const Point p = squareCentre(squareAt(kLastRow, c));
    text(dl, fonts.bold, pr, edgeSize, {p.x - 0.2, s.y1 + 0.3}, cam, kEdgeNumber, label);
  }
  for (int row = kFirstRow; row <= kLastRow; ++row) {
    const int c = rowLo(row) + kRowLength - 1;
    if (c <= rowLo(kFirstRow) + kRowLength - 1 || squareAt(row - 1, c) != kNoSquare) continue;
    std::snprintf(label, sizeof label, "%d", c);
    const Point p = squareCentre(squareAt(row, c));
    text(dl, fonts.bold, pr, edgeSize, {p.x + 0.62, p.y - kBrickHeight / 2 - 0.05}, cam,
         kEdgeNumber, label);
  }

  // Compass, in the right margin near the bottom: north to the right, east down (C2).
  {
    const Point o{s.x1 + 0.55, 66.2 * kBrickHeight};
    const float w = std::max(1.5f, float(0.05 * r));
    dl->AddLine(toIm(cam.toScreen(o)), toIm(cam.toScreen({o.x + 1.1, o.y})), kEdgeNumber, w);
    dl->AddLine(toIm(cam.toScreen(o)), toIm(cam.toScreen({o.x, o.y + 1.1})), kEdgeNumber, w);
    arrow(dl, cam, {o.x + 1.35, o.y}, {1, 0}, 0.3, kEdgeNumber);
    arrow(dl, cam, {o.x, o.y + 1.35}, {0, 1}, 0.3, kEdgeNumber);
    text(dl, fonts.bold, pr, kCompassSize * float(r), {o.x + 1.6, o.y}, cam, kEdgeNumber, "N");
    text(dl, fonts.bold, pr, kCompassSize * float(r), {o.x + 0.3, o.y + 1.45}, cam, kEdgeNumber,
         "E");
  }

  // Place names: a name given to several squares is written once, between them; a name of
  // one square on its lower edge (woods: upper edge, clear of the chateau's name beside it),
  // below a counter standing there.
  std::map<std::string, std::pair<Point, int>> places;
  for (int sq = 0; sq < kSquares; ++sq) {
    const std::string& name = map.name(sq);
    if (name.empty()) continue;
    auto& [sum, count] = places[name];
    const Point c = squareCentre(sq);
    const double edge = map.terrain(sq) == Terrain::Woods ? -kBrickHeight : kBrickHeight;
    sum.x += c.x, sum.y += c.y + edge / 2, ++count;
  }
  const float nameSize = std::max(kMinNameSize, kNameSize * float(r));
  ImFont* font = fonts.italic.pick(nameSize * pr);
  for (const auto& [name, where] : places) {
    if (!font) break;
    const Point mid{where.first.x / where.second, where.first.y / where.second};
    const Point c = cam.toScreen(mid);
    const ImVec2 at = toIm(c);
    const ImVec2 extent = font->CalcTextSizeA(nameSize, 1e9f, 0, name.c_str());
    dl->AddRectFilled(ImVec2(at.x - extent.x / 2 - 3, at.y - extent.y / 2),
                      ImVec2(at.x + extent.x / 2 + 3, at.y + extent.y / 2), rgb(0xEEE6CC, 210), 3);
    naw::ui::drawTextCentered(dl, fonts.italic, pr, nameSize, at, col.placeName, name.c_str());
  }
}

naw::ui::CounterFace counterFace(const UnitDef& u, char* values) {
  std::snprintf(values, 8, "%d-%d", u.strength, u.movement);
  naw::ui::CounterFace f;
  f.nation = u.side == Side::French ? naw::Nation::French
             : u.prussian()         ? naw::Nation::Prussian
                                    : naw::Nation::AngloAllied;
  switch (u.type) {
    case UnitType::Artillery:
      f.type = naw::UnitType::Artillery;
      break;
    case UnitType::Cavalry:
      f.type = naw::UnitType::Cavalry;
      break;
    case UnitType::Infantry:
      f.type = naw::UnitType::Infantry;
      break;
    case UnitType::Garrison:
      f.type = naw::UnitType::Infantry;
      f.garrison = true;
      break;
  }
  f.label = u.id.c_str();
  f.values = values;
  f.labelScale = kLabelScale;
  return f;
}

void drawCounter(ImDrawList* dl, const UnitDef& u, const ImVec2& centre, float side,
                 const naw::ui::MapFonts& fonts, unsigned marks) {
  char values[8];
  naw::ui::drawCounterFace(dl, counterFace(u, values), centre, side, fonts, marks);
}

Point counterCentre(const std::vector<int>& squares, const naw::ui::Camera& cam, int u) {
  const int sq = squares[static_cast<std::size_t>(u)];
  if (sq == kNoSquare) return {-1e9, -1e9};
  int k = 0, n = 0;
  for (std::size_t v = 0; v < squares.size(); ++v) {
    if (squares[v] != sq) continue;
    if (static_cast<int>(v) < u) ++k;
    ++n;
  }
  const Point c = cam.toScreen(squareCentre(sq));
  if (n <= 1) return c;
  const double step = kCounterSide * cam.scale() * 0.22, first = -step * (n - 1) / 2;
  return {c.x + first + step * k, c.y + first + step * k};
}

void drawCounters(ImDrawList* dl, const std::vector<int>& squares, const naw::ui::Camera& cam,
                  const naw::ui::MapFonts& fonts, const std::vector<unsigned>& marks) {
  const float side = float(kCounterSide * cam.scale());
  const Roster& roster = theRoster();
  for (int u = 0; u < static_cast<int>(squares.size()); ++u) {
    const Point c = counterCentre(squares, cam, u);
    if (c.x < -1e8) continue;
    const auto i = static_cast<std::size_t>(u);
    drawCounter(dl, roster.unit(u), toIm(c), side, fonts, i < marks.size() ? marks[i] : 0);
  }
}

void noteTextSizes(const naw::ui::MapFonts& fonts, double scale) {
  const float pr = fonts.pixelRatio, r = float(scale);
  if (kSquareNumberSize * r * pr >= kMinSquareNumberPixels)
    fonts.bold.pick(kSquareNumberSize * r * pr);
  fonts.bold.pick(kEdgeNumberSize * r * pr);
  fonts.bold.pick(kCompassSize * r * pr);
  fonts.italic.pick(std::max(kMinNameSize, kNameSize * r) * pr);
  naw::ui::noteCounterTextSizes(fonts, float(kCounterSide * scale), kLabelScale);
}

}  // namespace cn::ui
