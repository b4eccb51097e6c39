#include "map_view.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <string>

#include "imgui.h"
#include "scenario.h"

namespace naw::ui {
namespace {

// A printed-map palette: warm paper, muted greens, brown roads, saturated counters.
constexpr ImU32 rgb(unsigned v, unsigned a = 255) {
  return IM_COL32((v >> 16) & 255, (v >> 8) & 255, v & 255, a);
}
const ImU32 kPaper = rgb(0xEEE6CC);
const ImU32 kHexLine = rgb(0xB8AA86);
const ImU32 kHexNumber = rgb(0x8C7F62);
const ImU32 kWoods = rgb(0x6B8A4E);
const ImU32 kWoodsDark = rgb(0x4E6B38);
const ImU32 kRoad = rgb(0x8A5A2B);
const ImU32 kBuilding = rgb(0x9A3B2A);
const ImU32 kPlaceName = rgb(0x3B2C1E);
const ImU32 kMapBorder = rgb(0x5B4A33);
const ImU32 kExitArrow = rgb(0x4A78C2);   // French exit (R9)
const ImU32 kEntryArrow = rgb(0x1E2023);  // Prussian entry (R8)
const ImU32 kArrowEdge = rgb(0xE8E0C8);

// Counters: face colour, die-cut edge, nationality band, symbol box fill, ink.
struct CounterStyle {
  ImU32 fill, edge, band, symbolFill, ink;
};
CounterStyle counterStyle(Nation n) {
  switch (n) {
    case Nation::French:
      return {rgb(0x3562A8), rgb(0xE9E2CF), rgb(0xDCE6F5), rgb(0x2A4F8A), rgb(0xFFFFFF)};
    case Nation::AngloAllied:
      return {rgb(0xC23B2E), rgb(0xE9E2CF), rgb(0xF6E7C8), rgb(0x9E2C22), rgb(0xFFFFFF)};
    case Nation::Prussian:
      return {rgb(0x34373C), rgb(0xE9E2CF), rgb(0xD8D8D8), rgb(0x222428), rgb(0xF4F4F4)};
  }
  return {rgb(0x808080), rgb(0x404040), rgb(0xFFFFFF), rgb(0x606060), rgb(0xFFFFFF)};
}
const ImU32 kMarkColSelected = rgb(0xFFD23F);
const ImU32 kMarkColAttacker = rgb(0xFF8A1F);
const ImU32 kMarkColDefender = rgb(0xE0245E);
const ImU32 kMarkColPending = rgb(0x2EC4B6);
// The obligation's corner (5.1, R7): amber, with dark marks. It was a dark red (0xB3122E),
// which on the red Allied counters differed by only 6.3-9.0 (CIEDE2000) for every vision
// and barely showed; amber stays at least 24.6 from every counter face under protanopia,
// deuteranopia and tritanopia (tests/browser/colour.test.mjs).
const ImU32 kObligation = rgb(0xF2A900);
const ImU32 kObligationMark = rgb(0x1E1A15);

// Text sizes, in CSS pixels, from the hex radius r or the counter side (noteMapTextSizes
// must ask for what the drawing uses).
constexpr float kNumberSize = 0.24f;  // hex numbers: x r, drawn from 6 device pixels up
constexpr float kMinNumberPixels = 6;
constexpr float kNameSize = 0.3f;  // place names: x r, at least 7
constexpr float kMinNameSize = 7;
constexpr float kLabelSize = 0.19f;        // designation: x side
constexpr float kValuesSize = 0.3f;        // strength-movement: x side
constexpr float kMarkSize = 0.3f * 0.62f;  // "!" of an obligation: x side
constexpr float kMinTextSide = 14;         // counters smaller than this (device px): no text

ImVec2 toIm(Point p) { return ImVec2(float(p.x), float(p.y)); }

// The direction of hexside `dir` (naw::Dir, clockwise from north) for flat-topped hexes.
Point sideVector(int dir) {
  constexpr double kAngles[6] = {-90, -30, 30, 90, 150, 210};
  const double a = kAngles[dir] * 3.14159265358979323846 / 180.0;
  return {std::cos(a), std::sin(a)};
}

void textCentered(ImDrawList* dl, const FontFamily& family, float pixelRatio, float size,
                  ImVec2 centre, ImU32 colour, const char* text) {
  ImFont* font = family.pick(size * pixelRatio);
  if (!font) return;
  const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, text);
  dl->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), colour, text);
}

void hexPath(ImDrawList* dl, Point centre, double radius) {
  for (int i = 0; i < 6; ++i) dl->PathLineTo(toIm(hexCorner(centre, radius, i)));
}

// Small trees scattered over a woods hex, in a fixed pattern (the same on every hex).
void drawWoods(ImDrawList* dl, Point c, double r) {
  hexPath(dl, c, r);
  dl->PathFillConvex(kWoods);
  if (r < 6) return;
  static constexpr double kTrees[][2] = {{-0.45, -0.35}, {0.05, -0.55}, {0.45, -0.3},
                                         {-0.6, 0.1},    {-0.1, -0.05}, {0.35, 0.15},
                                         {-0.3, 0.45},   {0.15, 0.5},   {0.65, 0.05}};
  for (const auto& t : kTrees)
    dl->AddCircleFilled(ImVec2(float(c.x + t[0] * r), float(c.y + t[1] * r)), float(0.13 * r),
                        kWoodsDark, 8);
}

// A cluster of small houses, as on the printed map; walled farms get a wall around them.
void drawBuilding(ImDrawList* dl, Point c, double r, bool fortified) {
  static constexpr double kHouses[][2] = {{-0.22, -0.2}, {0.12, -0.28}, {-0.05, 0.12}};
  const float h = float(0.13 * r);
  for (const auto& p : kHouses) {
    const ImVec2 q(float(c.x + p[0] * r), float(c.y + p[1] * r));
    dl->AddRectFilled(ImVec2(q.x - h, q.y - h), ImVec2(q.x + h, q.y + h), kBuilding);
  }
  if (fortified) {
    hexPath(dl, c, r * 0.62);
    dl->PathStroke(kBuilding, ImDrawFlags_Closed, std::max(1.0f, float(0.05 * r)));
  }
}

// A triangle outside the map edge beside hex centre `c` (world), pointing along `dir`:
// north-edge hexes get it above their north side, east-edge hexes right of their east corner.
void drawEdgeArrow(ImDrawList* dl, const Camera& cam, Point c, Point dir, ImU32 fill) {
  const Point at = dir.y != 0 ? Point{c.x, c.y - kSqrt3 / 2 - 0.3} : Point{c.x + 1.3, c.y};
  const double s = 0.2;
  const Point side{-dir.y, dir.x};
  const Point tip{at.x + dir.x * s, at.y + dir.y * s};
  const Point b0{at.x - dir.x * s + side.x * s, at.y - dir.y * s + side.y * s};
  const Point b1{at.x - dir.x * s - side.x * s, at.y - dir.y * s - side.y * s};
  const ImVec2 p[3] = {toIm(cam.toScreen(tip)), toIm(cam.toScreen(b0)), toIm(cam.toScreen(b1))};
  dl->AddTriangleFilled(p[0], p[1], p[2], fill);
  dl->AddTriangle(p[0], p[1], p[2], kArrowEdge, std::max(1.0f, float(0.03 * cam.scale())));
}

}  // namespace

const MapColours& mapColours() {
  static const MapColours colours{kPaper,     kHexLine,    kHexNumber, kWoods,
                                  kWoodsDark, kBuilding,   kPlaceName, kMapBorder,
                                  kExitArrow, kEntryArrow, kArrowEdge};
  return colours;
}
void drawHouses(ImDrawList* dl, Point centre, double radius) {
  drawBuilding(dl, centre, radius, false);
}

ImFont* FontFamily::pick(float devicePixels) const {
  if (ladder.empty()) return nullptr;
  wanted.resize(ladder.size());
  std::size_t i = 0;
  while (i + 1 < ladder.size() && ladder[i] < devicePixels) ++i;
  wanted[i] = true;
  // The wanted size, else the nearest larger baked one, else the largest smaller one.
  for (std::size_t j = i; j < baked.size(); ++j)
    if (baked[j]) return baked[j];
  for (std::size_t j = std::min(i, baked.size()); j-- > 0;)
    if (baked[j]) return baked[j];
  return nullptr;
}

bool FontFamily::bakeWanted() {
  baked.resize(ladder.size());
  wanted.resize(ladder.size());
  ImFontConfig cfg;
  cfg.OversampleH = 1;  // glyphs are baked at device resolution already
  cfg.OversampleV = 1;
  cfg.PixelSnapH = true;
  // Only the characters the page writes: ASCII, the middle dot, dashes, and French (i18n.h):
  // its accented letters, the no-break space, the degree sign. The fonts are cut to these
  // (src/web/CMakeLists.txt: NAW_FRENCH_GLYPHS).
  static const ImWchar kRanges[] = {
      0x0020, 0x007E, 0x00A0, 0x00A0, 0x00B0, 0x00B0, 0x00B7, 0x00B7, 0x00C0, 0x00C0, 0x00C2,
      0x00C2, 0x00C7, 0x00CB, 0x00CE, 0x00CF, 0x00D4, 0x00D4, 0x00D9, 0x00D9, 0x00DB, 0x00DC,
      0x00E0, 0x00E0, 0x00E2, 0x00E2, 0x00E7, 0x00EB, 0x00EE, 0x00EF, 0x00F4, 0x00F4, 0x00F9,
      0x00F9, 0x00FB, 0x00FC, 0x0152, 0x0153, 0x2013, 0x2014, 0};
  cfg.GlyphRanges = kRanges;
  bool added = false;
  for (std::size_t i = 0; i < ladder.size(); ++i) {
    if (!wanted[i] || baked[i]) continue;
    baked[i] = ImGui::GetIO().Fonts->AddFontFromFileTTF(file.c_str(), ladder[i], &cfg);
    added = added || baked[i];
  }
  return added;
}

void drawBoard(ImDrawList* dl, const BoardView& board, const Camera& cam, const MapFonts& fonts) {
  drawBoard(dl, board.game().rules(), cam, fonts);
}

void drawBoard(ImDrawList* dl, const Rules& rules, const Camera& cam, const MapFonts& fonts) {
  const Map& map = rules.map();
  const double r = cam.scale();  // hex circumradius in CSS pixels
  const float pr = fonts.pixelRatio;

  // Paper under the whole map, so that no seam shows between hexes.
  const Rect bounds = boardBounds(map.columns(), map.rowsInColumn(1), 0.0);
  const ImVec2 p0 = toIm(cam.toScreen({bounds.x0, bounds.y0}));
  const ImVec2 p1 = toIm(cam.toScreen({bounds.x1, bounds.y1}));
  dl->AddRectFilled(ImVec2(p0.x - 6, p0.y - 6), ImVec2(p1.x + 6, p1.y + 6), kMapBorder, 3);
  dl->AddRectFilled(p0, p1, kPaper);

  for (Hex h : map.hexes()) {
    const HexInfo& info = map.at(h);
    const Point c = cam.toScreen(hexCenter(h, 1.0));
    if (info.terrain == Terrain::Woods || info.terrain == Terrain::WoodsRoad) drawWoods(dl, c, r);
    hexPath(dl, c, r);
    dl->PathStroke(kHexLine, ImDrawFlags_Closed, std::max(1.0f, float(0.025 * r)));
  }

  // Roads: from the hex centre to the midpoint of each road hexside (for roads leaving the
  // map, that midpoint is on the map edge). Each shared hexside is drawn from both hexes,
  // which joins the segments at the midpoints.
  const float roadWidth = std::max(1.5f, float(0.1 * r));
  for (Hex h : map.hexes()) {
    const HexInfo& info = map.at(h);
    if (!info.roads) continue;
    const Point c = cam.toScreen(hexCenter(h, 1.0));
    for (int d = 0; d < kDirections; ++d) {
      if (!(info.roads & (1u << d))) continue;
      const Point v = sideVector(d);
      const double reach = (info.roadsOffmap & (1u << d)) ? r * kSqrt3 / 2 * 1.08 : r * kSqrt3 / 2;
      const Point end{c.x + v.x * reach, c.y + v.y * reach};
      dl->AddLine(toIm(c), toIm(end), kRoad, roadWidth);
    }
    dl->AddCircleFilled(toIm(c), roadWidth / 2, kRoad, 8);
  }

  for (Hex h : map.hexes()) {
    const HexInfo& info = map.at(h);
    if (info.terrain == Terrain::Building)
      drawBuilding(dl, cam.toScreen(hexCenter(h, 1.0)), r, info.fortified);
  }

  // Edge markers (R8, R9): exit hexes on the north edge, Prussian entry hexes on the east.
  const Scenario& scenario = rules.scenario();
  for (Hex h : scenario.exitHexes) drawEdgeArrow(dl, cam, hexCenter(h, 1.0), {0, -1}, kExitArrow);
  for (Hex h : scenario.entryHexes) drawEdgeArrow(dl, cam, hexCenter(h, 1.0), {-1, 0}, kEntryArrow);

  // Hex numbers along the top of each hex, then place names over everything of the map.
  const float numberSize = kNumberSize * float(r);
  if (numberSize * pr >= kMinNumberPixels) {
    for (Hex h : map.hexes()) {
      const Point c = cam.toScreen(hexCenter(h, 1.0));
      const std::string id = formatHex(h);
      textCentered(dl, fonts.bold, pr, numberSize, ImVec2(float(c.x), float(c.y - 0.71 * r)),
                   kHexNumber, id.c_str());
    }
  }
  // A name given to several hexes (a village) is written once, between them; a name of one
  // hex is written below its centre, clear of a counter standing there.
  std::map<std::string, std::pair<Point, int>> places;
  for (Hex h : map.hexes()) {
    const std::string& name = map.at(h).name;
    if (name.empty()) continue;
    auto& [sum, count] = places[name];
    const Point c = hexCenter(h, 1.0);
    sum.x += c.x, sum.y += c.y, ++count;
  }
  const float nameSize = std::max(kMinNameSize, kNameSize * float(r));
  for (const auto& [name, where] : places) {
    const Point mid{where.first.x / where.second, where.first.y / where.second};
    const Point c = cam.toScreen(mid);
    const ImVec2 at(float(c.x), float(c.y + (where.second == 1 ? 0.74 * r : 0.0)));
    ImFont* font = fonts.italic.pick(nameSize * pr);
    if (!font) continue;
    const ImVec2 extent = font->CalcTextSizeA(nameSize, 1e9f, 0, name.c_str());
    dl->AddRectFilled(ImVec2(at.x - extent.x / 2 - 3, at.y - extent.y / 2),
                      ImVec2(at.x + extent.x / 2 + 3, at.y + extent.y / 2), rgb(0xEEE6CC, 200), 3);
    textCentered(dl, fonts.italic, pr, nameSize, at, kPlaceName, name.c_str());
  }
}

void drawCounter(ImDrawList* dl, const UnitDef& u, const ImVec2& c, float side,
                 const MapFonts& fonts, unsigned marks) {
  char values[16];
  std::snprintf(values, sizeof values, "%d-%d", u.strength, u.movement);
  drawCounterFace(dl, CounterFace{u.nation, u.type, false, u.label.c_str(), values}, c, side, fonts,
                  marks);
}

void drawTextCentered(ImDrawList* dl, const FontFamily& family, float pixelRatio, float size,
                      ImVec2 centre, ImU32 colour, const char* text) {
  textCentered(dl, family, pixelRatio, size, centre, colour, text);
}

void drawCounterFace(ImDrawList* dl, const CounterFace& u, const ImVec2& c, float side,
                     const MapFonts& fonts, unsigned marks) {
  const float pr = fonts.pixelRatio;
  const CounterStyle st = counterStyle(u.nation);
  const float half = side / 2;
  const float rounding = side * 0.07f;
  const ImVec2 a(c.x - half, c.y - half), b(c.x + half, c.y + half);

  // Selection and attack roles: a broad ring around the die-cut edge.
  const float ring = std::max(2.0f, side * 0.09f);
  if (marks & (kMarkSelected | kMarkAttacker | kMarkBombarder | kMarkDefender | kMarkPending)) {
    ImU32 col = kMarkColSelected;
    if (marks & kMarkDefender) col = kMarkColDefender;
    if (marks & (kMarkAttacker | kMarkBombarder)) col = kMarkColAttacker;
    if (marks & kMarkPending) col = kMarkColPending;
    if (marks & kMarkSelected) col = kMarkColSelected;
    dl->AddRectFilled(ImVec2(a.x - ring, a.y - ring), ImVec2(b.x + ring, b.y + ring), col,
                      rounding + ring);
  }
  const float shadow = std::max(1.0f, side * 0.06f);
  dl->AddRectFilled(ImVec2(a.x + shadow, a.y + shadow), ImVec2(b.x + shadow, b.y + shadow),
                    IM_COL32(0, 0, 0, 80), rounding);
  // Die-cut board edge (light), then the printed face.
  dl->AddRectFilled(a, b, st.edge, rounding);
  const float inset = std::max(1.0f, side * 0.035f);
  const ImVec2 fa(a.x + inset, a.y + inset), fb(b.x - inset, b.y - inset);
  dl->AddRectFilled(fa, fb, st.fill, rounding * 0.6f);

  // Nationality band along the top: a pattern that reads without colour.
  const float bandH = side * 0.13f;
  const ImVec2 ba(fa.x, fa.y), bb(fb.x, fa.y + bandH);
  switch (u.nation) {
    case Nation::French:
      dl->AddRectFilled(ba, bb, st.band);
      break;
    case Nation::AngloAllied: {
      dl->PushClipRect(ba, bb, true);
      const float step = bandH * 1.1f;
      for (float x = ba.x - bandH; x < bb.x; x += step)
        dl->AddQuadFilled(ImVec2(x, bb.y), ImVec2(x + step * 0.5f, bb.y),
                          ImVec2(x + step * 0.5f + bandH, ba.y), ImVec2(x + bandH, ba.y), st.band);
      dl->PopClipRect();
      break;
    }
    case Nation::Prussian: {
      const float cell = bandH / 2;
      int col = 0;
      for (float x = ba.x; x < bb.x - 0.5f; x += cell, ++col) {
        const float x1 = std::min(bb.x, x + cell);
        dl->AddRectFilled(ImVec2(x, ba.y + (col % 2 ? cell : 0)),
                          ImVec2(x1, ba.y + (col % 2 ? bandH : cell)), st.band);
      }
      break;
    }
  }

  // NATO symbol: a box with X (infantry), one diagonal (cavalry) or a dot (artillery);
  // none on a counter's back or a dummy (CounterFace::noSymbol).
  if (!u.noSymbol) {
    const float bw = side * 0.44f, bh = side * 0.26f;
    const ImVec2 s0(c.x - bw / 2, c.y - bh / 2 + side * 0.02f);
    const ImVec2 s1(s0.x + bw, s0.y + bh);
    const float line = std::max(1.0f, side * 0.035f);
    dl->AddRectFilled(s0, s1, st.symbolFill);
    dl->AddRect(s0, s1, st.ink, 0, 0, line);
    switch (u.type) {
      case UnitType::Infantry:
        dl->AddLine(s0, s1, st.ink, line);
        dl->AddLine(ImVec2(s0.x, s1.y), ImVec2(s1.x, s0.y), st.ink, line);
        break;
      case UnitType::Cavalry:
        dl->AddLine(ImVec2(s0.x, s1.y), ImVec2(s1.x, s0.y), st.ink, line);
        break;
      case UnitType::Artillery:
        dl->AddCircleFilled(ImVec2((s0.x + s1.x) / 2, (s0.y + s1.y) / 2), bh * 0.22f, st.ink, 12);
        break;
    }

    if (u.garrison) {  // a wall around the box
      const float g = side * 0.06f;
      dl->AddRect(ImVec2(s0.x - g, s0.y - g), ImVec2(s1.x + g, s1.y + g), st.ink, 0, 0, line);
    }
  }

  if (side * pr >= kMinTextSide) {  // else too small for legible text
    textCentered(dl, fonts.bold, pr, side * kLabelSize * u.labelScale,
                 ImVec2(c.x, a.y + side * 0.25f), st.ink, u.label);
    textCentered(dl, fonts.bold, pr, side * kValuesSize, ImVec2(c.x, b.y - side * 0.19f), st.ink,
                 u.values);
  }

  // Obligations (5.1, R7): a notched corner, "!" to attack, a target ring to be attacked.
  if (marks & (kMarkMustAttack | kMarkMustBeAttacked)) {
    const float t = side * 0.3f;
    const ImVec2 corner(b.x, a.y);
    dl->AddTriangleFilled(corner, ImVec2(corner.x - t, corner.y), ImVec2(corner.x, corner.y + t),
                          kObligation);
    const ImVec2 mark(corner.x - t * 0.3f, corner.y + t * 0.32f);
    if (marks & kMarkMustAttack)
      textCentered(dl, fonts.bold, pr, side * kMarkSize, mark, kObligationMark, "!");
    else
      dl->AddCircle(mark, t * 0.15f, kObligationMark, 10, std::max(1.0f, t * 0.07f));
  }
  if (marks & kMarkDimmed) dl->AddRectFilled(a, b, IM_COL32(40, 36, 30, 110), rounding);
}

namespace {
// A counter's side in hex radii: as on the printed game, a counter nearly fills its hex
// (the hex is 1.73 radii across its flats), which keeps its numbers legible when the whole
// map is fitted on a tablet.
constexpr double kCounterSide = 1.36;

// Offsets of the counters in a hex holding several (R7a allows stacking while moving).
Point fanOffset(int k, int n, double side) {
  if (n <= 1) return {0, 0};
  const double step = side * 0.22;
  const double first = -step * (n - 1) / 2;
  return {first + step * k, first + step * k};
}
}  // namespace

Point counterCentre(const Rules& rules, const GameState& state, const Camera& cam, int u) {
  const UnitState& us = state.units[static_cast<std::size_t>(u)];
  if (us.status != UnitStatus::OnMap || us.hex < 0) return {-1e9, -1e9};
  int k = 0, n = 0;
  for (int v = 0; v < state.unitCount; ++v) {
    const UnitState& vs = state.units[static_cast<std::size_t>(v)];
    if (vs.status != UnitStatus::OnMap || vs.hex != us.hex) continue;
    if (v < u) ++k;
    ++n;
  }
  const Point c = cam.toScreen(hexCenter(rules.hexAt(us.hex), 1.0));
  const Point off = fanOffset(k, n, kCounterSide * cam.scale());
  return {c.x + off.x, c.y + off.y};
}

int counterAt(const Rules& rules, const GameState& state, const Camera& cam, Point p) {
  const double half = kCounterSide * cam.scale() / 2;
  int found = -1;
  for (int u = 0; u < state.unitCount; ++u) {
    const Point c = counterCentre(rules, state, cam, u);
    if (std::abs(p.x - c.x) <= half && std::abs(p.y - c.y) <= half) found = u;
  }
  return found;
}

void drawCounters(ImDrawList* dl, const Rules& rules, const GameState& state, const Camera& cam,
                  const MapFonts& fonts, const std::vector<unsigned>& marks) {
  const float side = float(kCounterSide * cam.scale());
  for (int u = 0; u < state.unitCount; ++u) {
    const Point c = counterCentre(rules, state, cam, u);
    if (c.x < -1e8) continue;
    const unsigned m =
        static_cast<std::size_t>(u) < marks.size() ? marks[static_cast<std::size_t>(u)] : 0;
    drawCounter(dl, rules.unit(u), toIm(c), side, fonts, m);
  }
}

void drawCounters(ImDrawList* dl, const BoardView& board, const Camera& cam,
                  const MapFonts& fonts) {
  drawCounters(dl, board.game().rules(), board.game().state(), cam, fonts);
}

void noteCounterTextSizes(const MapFonts& fonts, float side, float labelScale) {
  const float pr = fonts.pixelRatio;
  if (side * pr >= kMinTextSide)
    for (float size : {kLabelSize * labelScale, kValuesSize, kMarkSize})
      fonts.bold.pick(side * size * pr);
}

void noteMapTextSizes(const MapFonts& fonts, double scale) {
  const float pr = fonts.pixelRatio, r = float(scale);
  if (kNumberSize * r * pr >= kMinNumberPixels) fonts.bold.pick(kNumberSize * r * pr);
  fonts.italic.pick(std::max(kMinNameSize, kNameSize * r) * pr);
  noteCounterTextSizes(fonts, float(kCounterSide * scale));
}

}  // namespace naw::ui
