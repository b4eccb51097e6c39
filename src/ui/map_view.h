// Draws the board (hexes, terrain, roads, names, hex numbers) and the counters with Dear
// ImGui's draw lists, in screen coordinates given by a Camera.
#pragma once

#include <string>
#include <vector>

#include "board_view.h"
#include "camera.h"

struct ImDrawList;
struct ImVec2;
struct ImFont;
typedef unsigned int ImU32;

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

// The printed map: paper, terrain, roads, buildings, edge arrows, hex numbers, place names.
void drawBoard(ImDrawList* dl, const Rules& rules, const Camera& cam, const MapFonts& fonts);
void drawBoard(ImDrawList* dl, const BoardView& board, const Camera& cam, const MapFonts& fonts);

// What a counter is marked with on the board (bits).
enum CounterMark : unsigned {
  kMarkSelected = 1,  // the selected unit
  kMarkAttacker = 2,  // in the attack being built
  kMarkBombarder = 4,
  kMarkDefender = 8,
  kMarkMustAttack = 16,  // 5.1 / R7 obligation still open
  kMarkMustBeAttacked = 32,
  kMarkPending = 64,  // the step is about this unit (retreat, advance, Ee)
  kMarkDimmed = 128,  // cannot act now
};

// What a printed counter shows, for any game: the nation's colours and band pattern, the
// NATO symbol (Garrison: the infantry box with a wall around it), the line above the symbol
// and the values below it.
struct CounterFace {
  Nation nation = Nation::French;
  UnitType type = UnitType::Infantry;
  bool garrison = false;
  const char* label = "";
  const char* values = "";
  float labelScale = 1;   // the label's size against NAW's designations
  bool noSymbol = false;  // a counter's back or a dummy: no NATO symbol
};

// One printed counter, centred at `centre` (screen), `side` CSS pixels wide: nationality
// colour plus a band pattern that tells the nations apart without colour (French: plain
// light band; Anglo-Allied: diagonal stripes; Prussian: chequers), NATO symbol,
// designation and strength-movement.
void drawCounter(ImDrawList* dl, const UnitDef& unit, const ImVec2& centre, float side,
                 const MapFonts& fonts, unsigned marks = 0);
void drawCounterFace(ImDrawList* dl, const CounterFace& face, const ImVec2& centre, float side,
                     const MapFonts& fonts, unsigned marks = 0);
// The map's text and outline drawing, for other games' boards.
void drawTextCentered(ImDrawList* dl, const FontFamily& family, float pixelRatio, float size,
                      ImVec2 centre, ImU32 colour, const char* text);
// Small houses (a village's) around `centre`, sized for a cell of circumradius `radius`.
void drawHouses(ImDrawList* dl, Point centre, double radius);
// The printed map's palette, shared by every game's board.
struct MapColours {
  ImU32 paper, line, number, woods, woodsDark, building, placeName, border, exitArrow, entryArrow,
      arrowEdge;
};
const MapColours& mapColours();
// Every unit on the map in `state` (several in a hex are fanned out); marks[u] per unit.
void drawCounters(ImDrawList* dl, const Rules& rules, const GameState& state, const Camera& cam,
                  const MapFonts& fonts, const std::vector<unsigned>& marks = {});
void drawCounters(ImDrawList* dl, const BoardView& board, const Camera& cam, const MapFonts& fonts);

// Notes (FontFamily::pick) the sizes of the text the map and its counters are drawn with at
// camera scale `scale`, so that they can be baked before the frame that draws them: the
// first frame then builds the font atlas once instead of twice.
void noteMapTextSizes(const MapFonts& fonts, double scale);
// The same for a counter `side` CSS pixels wide drawn elsewhere (the panel's boxes), with
// CounterFace::labelScale `labelScale`.
void noteCounterTextSizes(const MapFonts& fonts, float side, float labelScale = 1);

// Screen position of unit u's counter (fanned out in a stack), and the unit under a screen
// point (top-most), or -1.
Point counterCentre(const Rules& rules, const GameState& state, const Camera& cam, int u);
int counterAt(const Rules& rules, const GameState& state, const Camera& cam, Point screen);

}  // namespace naw::ui
