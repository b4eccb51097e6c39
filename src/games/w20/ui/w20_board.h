// Draws the Waterloo 20 campaign map (assets/w20/w20-map.csv through w20::theMap(), checked
// against the designed map's picture w20-map.png) and its counters, in the look of the other
// boards (map_view.h: palette, fonts, counter faces): clear, forest, town and chateau hexes,
// roads (and where they leave the map), rivers with their bridges, the set-up areas (3.2),
// LOC and entry hexes, place names and hex numbers. Counters are drawn from a side's View
// only (W29): a face-down enemy counter shows its marker and nothing else.
#pragma once

#include <cstdint>
#include <vector>

#include "games/w20/view.h"
#include "map_view.h"

namespace w20::ui {

// The printed map (static: cached on the GPU by the page).
void drawBoard(ImDrawList* dl, const naw::ui::Camera& cam, const naw::ui::MapFonts& fonts);
// The board in world units (size-1 hexes) with a margin for the edge roads' labels.
naw::ui::Rect boardBounds();
// The world centre of a hex index, and the hex under a world point (kNoHex off the map).
naw::Point hexCentre(int hex);
int hexAtWorld(naw::Point world);

// A counter's side in world units (a hex is 2 across corners, 1.73 across flats).
constexpr double kCounterSide = 1.22;

// Every counter of the view on the map; marks[i] (per view entry, map_view.h CounterMark).
void drawCounters(ImDrawList* dl, const View& view, const naw::ui::Camera& cam,
                  const naw::ui::MapFonts& fonts, const std::vector<unsigned>& marks);

}  // namespace w20::ui
