// Draws the Computer Napoleonics board and its counters with Dear ImGui's draw lists, in the
// look of the Napoleon at Waterloo board (map_view.h: palette, fonts, counter faces), on the
// brick layout of cn_layout.h.
#pragma once

#include <vector>

#include "cn_layout.h"
#include "games/cn/map.h"
#include "games/cn/units.h"
#include "map_view.h"

namespace cn::ui {

// The printed map: paper, bricks, woods, villages and chateaux, square numbers (RRCC), place
// names, the French exit edge (C9), row 70 closed to the French (C8) and the Prussian
// squares (C10), row numbers on the left and column numbers along the top, bottom and right
// (1.4), and a compass (north to the right).
void drawBoard(ImDrawList* dl, const Map& map, const naw::ui::Camera& cam,
               const naw::ui::MapFonts& fonts);

// A counter's side in brick widths (a brick is 1 wide and 0.87 tall).
constexpr double kCounterSide = 0.8;

// What unit `u`'s counter shows: side colours and band pattern (French blue, plain band;
// Allied red, stripes; Prussians dark, chequers), type symbol, the two-letter id (case
// kept: IA is Allied, ia French) and strength-movement. `values` must hold 8 chars.
naw::ui::CounterFace counterFace(const UnitDef& u, char* values);
void drawCounter(ImDrawList* dl, const UnitDef& u, const ImVec2& centre, float side,
                 const naw::ui::MapFonts& fonts, unsigned marks = 0);

// Where unit u's counter is drawn (screen), given every unit's square (index, or kNoSquare
// when not on the map); several on a square are fanned out.
Point counterCentre(const std::vector<int>& squares, const naw::ui::Camera& cam, int u);
// Every unit on the map; marks[u] as map_view.h's CounterMark.
void drawCounters(ImDrawList* dl, const std::vector<int>& squares, const naw::ui::Camera& cam,
                  const naw::ui::MapFonts& fonts, const std::vector<unsigned>& marks = {});

// Notes the text sizes of the board and counters at camera scale `scale` (FontFamily::pick).
void noteTextSizes(const naw::ui::MapFonts& fonts, double scale);

}  // namespace cn::ui
