#include "nlb_board.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "hex.h"
#include "imgui.h"
#include "nlb_play.h"
#include "panel_palette.h"

namespace nlb::ui {

namespace {

using naw::Point;
using naw::ui::col32;

ImVec2 toIm(Point p) { return ImVec2(float(p.x), float(p.y)); }

Point centreOf(const Board& b, int i) { return naw::hexCenter(b.rules().hexAt(i), 1.0); }
Point across(const Board& b, int i, int d) {
  return naw::hexCenter(naw::neighbor(b.rules().hexAt(i), d), 1.0);
}

// The two ends of hexside d of hex i (world units): the edge is 1 long, across the line
// joining the two centres.
void sideEnds(const Board& b, int i, int d, Point& p, Point& q) {
  const Point c = centreOf(b, i), n = across(b, i, d);
  const Point mid{(c.x + n.x) / 2, (c.y + n.y) / 2};
  const double dx = n.x - c.x, dy = n.y - c.y, len = std::hypot(dx, dy);
  const Point perp{-dy / len * 0.5, dx / len * 0.5};
  p = {mid.x + perp.x, mid.y + perp.y};
  q = {mid.x - perp.x, mid.y - perp.y};
}

// Each hexside once: from the lower index (or towards the map edge).
bool firstOfPair(const Board& b, int i, int d) {
  const int n = b.neighbor(i, d);
  return n < 0 || i < n;
}

void hexPolygon(ImDrawList* dl, const naw::ui::Camera& cam, Point c, double radius, ImU32 fill) {
  ImVec2 pts[6];
  for (int k = 0; k < 6; ++k) pts[k] = toIm(cam.toScreen(naw::hexCorner(c, radius, k)));
  dl->AddConvexPolyFilled(pts, 6, fill);
}

void drawTerrain(ImDrawList* dl, const Board& b, const naw::ui::Camera& cam) {
  const double r = cam.scale();
  for (int i = 0; i < b.size(); ++i) {
    if (!b.onMap(i)) continue;
    const Point c = centreOf(b, i);
    switch (b.terrain(i)) {
      case Terrain::Forest:
        hexPolygon(dl, cam, c, 0.96, col32(0x3E7A3A, 70));
        break;
      case Terrain::Town:
        hexPolygon(dl, cam, c, 0.96, col32(0xB06A4A, 55));
        naw::ui::drawHouses(dl, cam.toScreen(c), r);
        break;
      case Terrain::Chateau: {
        // A walled square with corner towers: the printed chateau symbol.
        const Point s = cam.toScreen(c);
        const float h = float(r * 0.42), t = float(std::max(2.0, r * 0.08));
        dl->AddRectFilled(ImVec2(float(s.x) - h, float(s.y) - h),
                          ImVec2(float(s.x) + h, float(s.y) + h), col32(0x8C5A3C, 230));
        dl->AddRect(ImVec2(float(s.x) - h, float(s.y) - h), ImVec2(float(s.x) + h, float(s.y) + h),
                    col32(0x3A2414), 0, 0, t);
        for (int k = 0; k < 4; ++k)
          dl->AddRectFilled(
              ImVec2(float(s.x) + (k & 1 ? h : -h) - t, float(s.y) + (k & 2 ? h : -h) - t),
              ImVec2(float(s.x) + (k & 1 ? h : -h) + t, float(s.y) + (k & 2 ? h : -h) + t),
              col32(0x3A2414));
        break;
      }
      case Terrain::Clear:
        break;
    }
  }
}

void drawHexsides(ImDrawList* dl, const Board& b, const naw::ui::Camera& cam) {
  const double r = cam.scale();
  const float streamW = float(std::max(2.0, r * 0.11)), crestW = float(std::max(2.0, r * 0.09));
  for (int i = 0; i < b.size(); ++i) {
    if (!b.onMap(i)) continue;
    for (int d = 0; d < 6; ++d) {
      Point p, q;
      // Trails: a dashed track from the centre to the hexside (both halves meet).
      if (b.trail(i, d)) {
        const Point c = centreOf(b, i), n = across(b, i, d);
        const Point mid{(c.x + n.x) / 2, (c.y + n.y) / 2};
        for (int k = 0; k < 4; k += 2) {
          const Point a{c.x + (mid.x - c.x) * k / 4.0, c.y + (mid.y - c.y) * k / 4.0};
          const Point e{c.x + (mid.x - c.x) * (k + 1.2) / 4.0,
                        c.y + (mid.y - c.y) * (k + 1.2) / 4.0};
          dl->AddLine(toIm(cam.toScreen(a)), toIm(cam.toScreen(e)), col32(0x7A4E22, 230),
                      float(std::max(1.5, r * 0.06)));
        }
      }
      if (!firstOfPair(b, i, d)) continue;
      if (b.stream(i, d)) {
        sideEnds(b, i, d, p, q);
        dl->AddLine(toIm(cam.toScreen(p)), toIm(cam.toScreen(q)), col32(0x2F7FC8, 235), streamW);
      }
    }
  }
  // Crests: a brown line on the hexside with short hachures down the slope (the overlay
  // lists each crest from its high side).
  for (int i = 0; i < b.size(); ++i) {
    if (!b.onMap(i)) continue;
    for (int d = 0; d < 6; ++d) {
      if (!b.crest(i, d)) continue;
      const int n = b.neighbor(i, d);
      if (n >= 0 && n < i && b.crest(n, naw::opposite(d))) continue;
      Point p, q;
      sideEnds(b, i, d, p, q);
      dl->AddLine(toIm(cam.toScreen(p)), toIm(cam.toScreen(q)), col32(0x6B3F1D, 240), crestW);
      const Point c = centreOf(b, i), o = across(b, i, d);
      const Point down{(o.x - c.x) * 0.12, (o.y - c.y) * 0.12};
      for (int k = 1; k <= 3; ++k) {
        const Point s{p.x + (q.x - p.x) * k / 4.0, p.y + (q.y - p.y) * k / 4.0};
        dl->AddLine(toIm(cam.toScreen(s)), toIm(cam.toScreen({s.x + down.x, s.y + down.y})),
                    col32(0x6B3F1D, 240), crestW * 0.6f);
      }
    }
  }
}

void drawVictoryPoints(ImDrawList* dl, const Board& b, const naw::ui::Camera& cam,
                       const naw::ui::MapFonts& fonts) {
  const double r = cam.scale();
  for (const VictoryHex& v : b.victoryHexes()) {
    const Point c = centreOf(b, v.index);
    const Point s = cam.toScreen({c.x, c.y - 0.58});
    const float rad = float(r * 0.26);
    dl->AddCircleFilled(toIm(s), rad, col32(0xF6E7B0), 20);
    dl->AddCircle(toIm(s), rad, col32(0x7A5A10), 20, float(std::max(1.0, r * 0.04)));
    const std::string points = std::to_string(v.vp);
    naw::ui::drawTextCentered(dl, fonts.bold, fonts.pixelRatio, float(r * 0.32), toIm(s),
                              col32(0x3A2A08), points.c_str());
  }
}

}  // namespace

void drawBoard(ImDrawList* dl, const Board& board, const naw::ui::Camera& cam,
               const naw::ui::MapFonts& fonts) {
  naw::ui::drawBoard(dl, board.rules(), cam, fonts);
  drawTerrain(dl, board, cam);
  drawHexsides(dl, board, cam);
  drawVictoryPoints(dl, board, cam, fonts);
}

void drawVictoryHolders(ImDrawList* dl, const Game& g, const naw::ui::Camera& cam) {
  const double r = cam.scale();
  const auto& vh = g.board().victoryHexes();
  for (std::size_t k = 0; k < vh.size(); ++k) {
    const Point c = centreOf(g.board(), vh[k].index);
    const Point s = cam.toScreen({c.x, c.y - 0.58});
    const bool french = g.state().occupier[k] == 0;
    dl->AddCircle(toIm(s), float(r * 0.33), french ? col32(0x2A4FA8) : col32(0xB3122E), 24,
                  float(std::max(2.0, r * 0.09)));
  }
}

void drawCounters(ImDrawList* dl, const Game& g, const naw::ui::Camera& cam,
                  const naw::ui::MapFonts& fonts, const std::vector<unsigned>& marks) {
  const std::vector<CounterSpot> spots = counterSpots(g);
  for (std::size_t u = 0; u < spots.size(); ++u) {
    if (spots[u].side <= 0) continue;
    const unsigned m = u < marks.size() ? marks[u] : 0;
    naw::ui::drawCounter(dl, g.rules().unit(static_cast<int>(u)),
                         toIm(cam.toScreen(spots[u].centre)), float(spots[u].side * cam.scale()),
                         fonts, m);
  }
}

}  // namespace nlb::ui
