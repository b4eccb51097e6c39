// Draws NLB Waterloo's map: the standard game's printed board (map_view.h, the same hexes)
// with the overlay of assets/nlb/ on top as a printed map would show it: forests, towns,
// chateaux, streams, crests, trails, and the victory hexes with their points (N4, N5, N19);
// then, each frame, who holds each victory hex and the counters (two in a hex side by side).
#pragma once

#include <vector>

#include "games/nlb/game.h"
#include "map_view.h"

namespace nlb::ui {

// The static board: the standard map and the overlay (cached on the GPU by the page).
void drawBoard(ImDrawList* dl, const Board& board, const naw::ui::Camera& cam,
               const naw::ui::MapFonts& fonts);
// Who holds each victory hex now: a ring in the holder's colour around the points.
void drawVictoryHolders(ImDrawList* dl, const Game& g, const naw::ui::Camera& cam);
// Every unit on the map (nlb_play.h counterSpots); marks[u] as map_view.h's CounterMark.
void drawCounters(ImDrawList* dl, const Game& g, const naw::ui::Camera& cam,
                  const naw::ui::MapFonts& fonts, const std::vector<unsigned>& marks);

}  // namespace nlb::ui
