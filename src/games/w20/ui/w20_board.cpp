#include "w20_board.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "games/w20/game.h"
#include "hex.h"
#include "imgui.h"
#include "panel_palette.h"

namespace w20::ui {

namespace {

using naw::Point;
using naw::ui::Camera;
using naw::ui::col32;

ImVec2 toIm(Point p) { return ImVec2(float(p.x), float(p.y)); }
naw::Hex nawHex(int hex) { return {colOf(hex), rowOf(hex)}; }

// The two ends of hexside d (N NE SE S SW NW) of a flat-topped hex: corners d+4 and d+5
// of hex.h's numbering (0 east, then clockwise on screen).
void sideEnds(Point c, int d, Point& p, Point& q) {
  p = naw::hexCorner(c, 1.0, (d + 4) % 6);
  q = naw::hexCorner(c, 1.0, (d + 5) % 6);
}
Point sideMid(Point c, int d) {
  Point p, q;
  sideEnds(c, d, p, q);
  return {(p.x + q.x) / 2, (p.y + q.y) / 2};
}

void hexPolygon(ImDrawList* dl, const Camera& cam, Point c, double radius, ImU32 fill) {
  ImVec2 pts[6];
  for (int k = 0; k < 6; ++k) pts[k] = toIm(cam.toScreen(naw::hexCorner(c, radius, k)));
  dl->AddConvexPolyFilled(pts, 6, fill);
}

// The armies' colours on the map (set-up areas, LOC hexes): French blue, Anglo-Dutch red,
// Prussian green, as the designed map prints them.
ImU32 armyColour(int army, unsigned alpha = 255) {
  static constexpr unsigned kRgb[] = {0x2F5BA8, 0xB8322A, 0x2E7A3A};
  return col32(kRgb[army % 3], alpha);
}

void drawTerrain(ImDrawList* dl, const Camera& cam) {
  const Map& m = theMap();
  const double r = cam.scale();
  const naw::ui::MapColours& mc = naw::ui::mapColours();
  for (int h = 0; h < kHexes; ++h) {
    const Point c = hexCentre(h);
    const Terrain t = m.cell(h).terrain;
    hexPolygon(dl, cam, c, 0.97,
               t == Terrain::Forest    ? col32(0x8DB06A)
               : t == Terrain::Town    ? col32(0xDCC8A2)
               : t == Terrain::Chateau ? col32(0xDDB489)
                                       : mc.paper);
    if (t == Terrain::Forest) {  // a few trees, as printed
      for (int k = 0; k < 6; ++k) {
        const Point p = naw::hexCorner(c, 0.55, k);
        dl->AddCircleFilled(toIm(cam.toScreen({p.x, p.y + 0.08})), float(r * 0.13), col32(0x55803F),
                            10);
      }
    } else if (t == Terrain::Town) {
      naw::ui::drawHouses(dl, cam.toScreen(c), r);
    } else if (t == Terrain::Chateau) {  // Hougoumont: a walled square
      const Point s = cam.toScreen(c);
      const float a = float(r * 0.36), w = float(std::max(1.5, r * 0.07));
      dl->AddRectFilled(ImVec2(float(s.x) - a, float(s.y) - a),
                        ImVec2(float(s.x) + a, float(s.y) + a), col32(0xB07A4A));
      dl->AddRect(ImVec2(float(s.x) - a, float(s.y) - a), ImVec2(float(s.x) + a, float(s.y) + a),
                  col32(0x3A2414), 0, 0, w);
      dl->AddRect(ImVec2(float(s.x) - a * 0.45f, float(s.y) - a * 0.45f),
                  ImVec2(float(s.x) + a * 0.45f, float(s.y) + a * 0.45f), col32(0x3A2414), 0, 0,
                  w * 0.7f);
    }
  }
}

// Set-up areas (3.2): a dashed ring inside the hex in the army's colour, and its letters.
void drawSetupAreas(ImDrawList* dl, const Camera& cam, const naw::ui::MapFonts& fonts) {
  const double r = cam.scale();
  static constexpr std::uint16_t kBits[] = {kSetupFr, kSetupAd, kSetupPr};
  static constexpr const char* kTags[] = {"FR", "AD", "PR"};
  for (int h = 0; h < kHexes; ++h) {
    const std::uint16_t sp = theMap().cell(h).special;
    for (int a = 0; a < 3; ++a) {
      if (!(sp & kBits[a])) continue;
      const Point c = hexCentre(h);
      const double inset = 0.86 - 0.1 * (a == 2 && (sp & kSetupAd));
      for (int k = 0; k < 6; ++k) {  // dashes: each side in two halves, the first drawn
        const Point p = naw::hexCorner(c, inset, k), q = naw::hexCorner(c, inset, (k + 1) % 6);
        const Point m1{p.x + (q.x - p.x) * 0.1, p.y + (q.y - p.y) * 0.1};
        const Point m2{p.x + (q.x - p.x) * 0.45, p.y + (q.y - p.y) * 0.45};
        const Point m3{p.x + (q.x - p.x) * 0.55, p.y + (q.y - p.y) * 0.55};
        const Point m4{p.x + (q.x - p.x) * 0.9, p.y + (q.y - p.y) * 0.9};
        const float w = float(std::max(1.2, r * 0.05));
        dl->AddLine(toIm(cam.toScreen(m1)), toIm(cam.toScreen(m2)), armyColour(a), w);
        dl->AddLine(toIm(cam.toScreen(m3)), toIm(cam.toScreen(m4)), armyColour(a), w);
      }
      naw::ui::drawTextCentered(dl, fonts.bold, fonts.pixelRatio, float(r * 0.3),
                                toIm(cam.toScreen({c.x - 0.62, c.y + 0.05 + 0.3 * (a == 2)})),
                                armyColour(a), kTags[a]);
    }
  }
}

// Roads from the centre to each road hexside; a road that leaves the map runs on, dashed.
void drawRoads(ImDrawList* dl, const Camera& cam) {
  const double r = cam.scale();
  const float w = float(std::max(1.5, r * 0.09));
  const ImU32 road = col32(0x8A3E1C);
  for (int h = 0; h < kHexes; ++h) {
    const Cell& cell = theMap().cell(h);
    const Point c = hexCentre(h);
    for (int d = 0; d < kDirs; ++d) {
      if ((cell.road >> d) & 1)
        dl->AddLine(toIm(cam.toScreen(c)), toIm(cam.toScreen(sideMid(c, d))), road, w);
      if ((cell.offmapRoad >> d) & 1) {
        const Point m = sideMid(c, d);
        const Point dir{(m.x - c.x) / 0.866, (m.y - c.y) / 0.866};
        for (int k = 0; k < 4; ++k) {
          const Point a{c.x + dir.x * (0.2 + 0.4 * k), c.y + dir.y * (0.2 + 0.4 * k)};
          const Point b{a.x + dir.x * 0.24, a.y + dir.y * 0.24};
          dl->AddLine(toIm(cam.toScreen(a)), toIm(cam.toScreen(b)), road, w);
        }
      }
    }
  }
}

// Rivers on their hexsides (each side once), and a bridge: a plank with rails across it.
void drawRivers(ImDrawList* dl, const Camera& cam) {
  const Map& m = theMap();
  const double r = cam.scale();
  const float w = float(std::max(2.0, r * 0.14));
  for (int h = 0; h < kHexes; ++h) {
    const Cell& cell = m.cell(h);
    const Point c = hexCentre(h);
    for (int d = 0; d < kDirs; ++d) {
      if (!((cell.river >> d) & 1)) continue;
      const int n = m.neighbour(h, d);
      if (n != kNoHex && n < h) continue;
      Point p, q;
      sideEnds(c, d, p, q);
      dl->AddLine(toIm(cam.toScreen(p)), toIm(cam.toScreen(q)), col32(0x2F74C8), w);
      if (!m.bridgeOn(h, d)) continue;
      const Point mid = sideMid(c, d);
      const Point along{(mid.x - c.x) * 0.3, (mid.y - c.y) * 0.3};  // across the river
      const Point side{(q.x - p.x) * 0.12, (q.y - p.y) * 0.12};
      const ImVec2 quad[4] = {
          toIm(cam.toScreen({mid.x - along.x - side.x, mid.y - along.y - side.y})),
          toIm(cam.toScreen({mid.x + along.x - side.x, mid.y + along.y - side.y})),
          toIm(cam.toScreen({mid.x + along.x + side.x, mid.y + along.y + side.y})),
          toIm(cam.toScreen({mid.x - along.x + side.x, mid.y - along.y + side.y}))};
      dl->AddConvexPolyFilled(quad, 4, col32(0xD9A441));
      dl->AddLine(quad[0], quad[1], col32(0x3A2414), float(std::max(1.0, r * 0.04)));
      dl->AddLine(quad[3], quad[2], col32(0x3A2414), float(std::max(1.0, r * 0.04)));
    }
  }
}

// LOC hexes: a ring in the army's colour with "LOC"; entry hexes: "IN".
void drawSpecialHexes(ImDrawList* dl, const Camera& cam, const naw::ui::MapFonts& fonts) {
  const double r = cam.scale();
  static constexpr std::uint16_t kLoc[] = {kLocFrench, kLocAngloDutch, kLocPrussian};
  static constexpr std::uint16_t kEntry[] = {kEntryFrench, kEntryAngloDutch, kEntryPrussian};
  for (int h = 0; h < kHexes; ++h) {
    const std::uint16_t sp = theMap().cell(h).special;
    const Point c = hexCentre(h);
    for (int a = 0; a < 3; ++a) {
      if (sp & kLoc[a]) {
        dl->AddCircle(toIm(cam.toScreen(c)), float(r * 0.7), armyColour(a), 32,
                      float(std::max(2.0, r * 0.12)));
        naw::ui::drawTextCentered(dl, fonts.bold, fonts.pixelRatio, float(r * 0.32),
                                  toIm(cam.toScreen({c.x, c.y - 0.28})), armyColour(a), "LOC");
      }
      if (sp & kEntry[a])
        naw::ui::drawTextCentered(dl, fonts.bold, fonts.pixelRatio, float(r * 0.32),
                                  toIm(cam.toScreen({c.x + 0.42, c.y + 0.05})), armyColour(a),
                                  "IN");
    }
  }
}

void drawNamesAndNumbers(ImDrawList* dl, const Camera& cam, const naw::ui::MapFonts& fonts) {
  const double r = cam.scale();
  const naw::ui::MapColours& mc = naw::ui::mapColours();
  for (int h = 0; h < kHexes; ++h) {
    const Point c = hexCentre(h);
    const std::string number = formatHex(h);
    naw::ui::drawTextCentered(dl, fonts.bold, fonts.pixelRatio, float(r * 0.24),
                              toIm(cam.toScreen({c.x, c.y - 0.66})), mc.number, number.c_str());
    const std::string& name = theMap().cell(h).name;
    if (!name.empty())
      naw::ui::drawTextCentered(dl, fonts.italic, fonts.pixelRatio, float(r * 0.3),
                                toIm(cam.toScreen({c.x, c.y + 0.56})), mc.placeName, name.c_str());
  }
  // The two rivers' names (not hex names in the map file): Dyle and Sambre.
  naw::ui::drawTextCentered(dl, fonts.italic, fonts.pixelRatio, float(r * 0.55),
                            toIm(cam.toScreen(hexCentre(hexIndex(19, 3)))), col32(0x2F5F9F),
                            "DYLE");
  naw::ui::drawTextCentered(dl, fonts.italic, fonts.pixelRatio, float(r * 0.55),
                            toIm(cam.toScreen(hexCentre(hexIndex(17, 24)))), col32(0x2F5F9F),
                            "SAMBRE");
}

}  // namespace

Point hexCentre(int hex) { return naw::hexCenter(nawHex(hex), 1.0); }

int hexAtWorld(Point world) {
  const naw::Hex h = naw::ui::hexAtWorld(world);
  return hexIndex(h.col, h.row);
}

naw::ui::Rect boardBounds() { return naw::ui::boardBounds(kCols, kRows, 1.2); }

void drawBoard(ImDrawList* dl, const Camera& cam, const naw::ui::MapFonts& fonts) {
  const naw::ui::Rect b = boardBounds();
  dl->AddRectFilled(toIm(cam.toScreen({b.x0, b.y0})), toIm(cam.toScreen({b.x1, b.y1})),
                    col32(0xFBF6EA));
  drawTerrain(dl, cam);
  drawSetupAreas(dl, cam, fonts);
  drawRoads(dl, cam);
  drawRivers(dl, cam);
  drawSpecialHexes(dl, cam, fonts);
  drawNamesAndNumbers(dl, cam, fonts);
}

void drawCounters(ImDrawList* dl, const View& view, const Camera& cam,
                  const naw::ui::MapFonts& fonts, const std::vector<unsigned>& marks) {
  const float side = float(kCounterSide * cam.scale());
  for (int i = 0; i < view.nUnits; ++i) {
    const ViewUnit& vu = view.units[static_cast<std::size_t>(i)];
    if (vu.status != UnitStatus::Map || vu.hex == kNoHex) continue;
    const ImVec2 c = toIm(cam.toScreen(hexCentre(vu.hex)));
    const unsigned m =
        static_cast<std::size_t>(i) < marks.size() ? marks[static_cast<std::size_t>(i)] : 0;
    const std::string marker =
        std::string(vu.side == Side::French ? "f" : "a") + std::to_string(vu.marker);
    if (vu.unit == kNoUnit) {  // face-down enemy: its back and its marker only (W29)
      naw::ui::CounterFace back;
      back.nation = vu.side == Side::French ? naw::Nation::French : naw::Nation::AngloAllied;
      back.type = naw::UnitType::Infantry;
      back.label = marker.c_str();
      back.values = "?";
      back.noSymbol = true;
      naw::ui::drawCounterFace(dl, back, c, side, fonts, m);
    } else {
      const UnitInfo& u = Game::roster()[vu.unit];
      const std::string values = std::to_string(u.strength) + "-" + std::to_string(u.movement);
      naw::ui::CounterFace face;
      face.nation = u.army == Army::Prussian  ? naw::Nation::Prussian
                    : vu.side == Side::Allied ? naw::Nation::AngloAllied
                                              : naw::Nation::French;
      face.type = u.type == UnitType::Cavalry ? naw::UnitType::Cavalry : naw::UnitType::Infantry;
      face.label = u.type == UnitType::Dummy ? "D" : u.label.c_str();
      face.values = values.c_str();
      face.noSymbol = u.type == UnitType::Dummy;
      naw::ui::drawCounterFace(dl, face, c, side, fonts, m);
      if (!vu.faceUp) {  // own counter, face down: the enemy sees only its marker
        const float h = side / 2;
        dl->AddTriangleFilled(ImVec2(c.x + h, c.y + h), ImVec2(c.x + h * 0.3f, c.y + h),
                              ImVec2(c.x + h, c.y + h * 0.3f), col32(0x111111, 200));
        naw::ui::drawTextCentered(dl, fonts.bold, fonts.pixelRatio, side * 0.2f,
                                  ImVec2(c.x - h * 0.62f, c.y + h * 0.75f), col32(0xFFFFFF),
                                  marker.c_str());
      }
    }
    if (vu.routed) {  // the Routed marker (17.0): a red band across the counter
      const float h = side / 2;
      dl->AddRectFilled(ImVec2(c.x - h, c.y + h * 0.1f), ImVec2(c.x + h, c.y + h * 0.45f),
                        col32(0xC0201A, 220));
      naw::ui::drawTextCentered(dl, fonts.bold, fonts.pixelRatio, side * 0.25f,
                                ImVec2(c.x, c.y + h * 0.28f), col32(0xFFFFFF), "ROUTED");
    }
  }
}

}  // namespace w20::ui
