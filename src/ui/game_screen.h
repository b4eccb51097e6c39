// The whole game screen in Dear ImGui, around the map: the panel (turn track, phase and
// prompt, "why not" refusals with tappable rule numbers, the step's controls: undo/redo,
// end phase, exit, the attack builder with live odds and result chances, the die, retreat /
// advance / Ee prompts; losses, exits, demoralization; boxes of reinforcements, eliminated
// and exited units; the Grouchy chit's press-and-hold reveal), the map highlights, and the
// dialogs (new game, Combat Results Table, terrain key, game log, rule text, unit details,
// hand-over, end of game). Immediate mode: it keeps only layout and gesture state; the game
// is asked every frame.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>

#include "app.h"
#include "camera.h"
#include "key_cursor.h"
#include "map_view.h"
#include "named_items.h"
#include "play.h"

struct ImFont;

namespace naw::ui {

class Platform;

class GameScreen {
 public:
  // Layout for a viewport of w x h CSS pixels: a side panel in landscape, a bottom panel in
  // portrait. The map area is the rest.
  void layout(double w, double h);
  Rect mapArea() const { return mapArea_; }
  Rect panelRect() const { return panel_; }
  bool portrait() const { return portrait_; }

  // The map layer (background draw list): board, highlights, counters of `shown` (the
  // game, or a shared position / replay step the browser layer shows instead).
  void drawMap(App& app, const Game& shown);
  // Panel and dialogs. `extraPanel` draws the browser layer's part of the panel (computer
  // opponent, links, saves), `extraOverlays` its dialogs. While `shown` is not the game (a
  // replay's moment, a shared position) the panel shows ITS turn, phase, losses and boxes,
  // and `shownNote` (screen_frame.h drawShownNote) in place of the live controls, refusal and
  // last combat; the tools stay.
  void drawUi(App& app, const Game& shown, const std::string& shownNote,
              const std::function<void()>& extraPanel, const std::function<void()>& extraOverlays);

  // Gestures on the map (screen CSS pixels, already un-flipped): a tap, a long press.
  void tap(App& app, Point screen);
  void longPress(App& app, Point screen);
  // Whether the screen point is on the map (not on the panel or a dialog).
  bool onMap(Point screen) const;
  // Touch scrolling of the panel: a vertical drag started in the panel.
  void scrollPanel(double dy) { panelScroll_ += dy; }

  // Draws the printed board under the highlights and counters; drawBoard (map_view.h) if
  // unset. The browser draws it from a mesh kept on the GPU (src/web/board_cache.h).
  std::function<void(ImDrawList*, const Rules&, const Camera&)> paintBoard;

  // Side of the counters in the panel's boxes (reinforcements, eliminated, exited), CSS px.
  static constexpr float kBoxCounterSide = 46;

  // Fonts: map families, the panel font and a large one for headings and the die.
  MapFonts* fonts = nullptr;
  ImFont* headingFont = nullptr;

  // The new-game dialog's other game (Computer Napoleonics): its screen takes over.
  std::function<void()> chooseComputerNapoleonics;
  // The third: Waterloo under Napoleon's Last Battles rules (src/games/nlb/ui).
  std::function<void()> chooseNlb;
  std::function<void()> chooseW20;  // Waterloo 20 (src/games/w20/ui)

  // The end screen is over the board (a game over, not dismissed with "See the board").
  bool endScreenShown(const App& app) const {
    return app.game().over() && !gameOverDismissed_ && app.dialog == Dialog::None;
  }

  // "Watch the replay" on the end screen (the page's replay viewer); unset: no button.
  std::function<void()> watchReplay;
  // The game log's entries jump to their moment in the replay viewer (k: the moment after
  // the entry's action); unset: the log is text only.
  std::function<void(std::size_t k)> replayAt;

  // Where the language choice is remembered (the page's Platform); unset: not remembered.
  Platform* platform = nullptr;

  // The keyboard's cursor hex (key_cursor.h), drawn as a black and white ring over the
  // counters once the arrows have shown it; the panel then lists the keys.
  KeyCursor cursor;

  bool wantsFitCamera = false;  // "fit to screen" pressed
  // The menu's switch that shows the text layer beside the canvas (src/web/text_layer_dom.h);
  // no switch when null.
  bool* textLayerShown = nullptr;
  bool holdingChit = false;  // the private Grouchy reveal is held (for the tests)

 private:
  void drawPanel(App& app, const Game& shown, const std::string& shownNote,
                 const std::function<void()>& extraPanel);
  // The pieces of the panel that show a game: the live one or the moment shown (`live`:
  // the live game, whose prompt and taps they add).
  void drawTurnTrack(App& app, const Game& g, bool live);
  void drawRefusal(App& app);
  void drawStepControls(App& app);
  void drawMoveControls(App& app);
  void drawAttackBuilder(App& app);
  void drawCombatStep(App& app);
  void drawLastCombat(App& app);
  void drawScore(App& app, const Game& g);
  void drawBoxes(App& app, const Game& g, bool live);
  void drawChit(App& app, const Game& g);
  void drawDialogs(App& app);
  void drawNewGame(App& app);
  void drawCrt(App& app);
  void drawTerrainKey(App& app);
  void drawLog(App& app);
  void drawRule(App& app);
  void drawUnitInfo(App& app);
  void drawHandover(App& app);
  void drawGameOver(App& app);
  void drawHighlights(App& app, const Game& shown, ImDrawList* dl);
  void drawCursor(const App& app, ImDrawList* dl) const;
  void drawKeyHelp(const App& app);
  bool button(const char* label, const char* id = nullptr, float width = 0);
  // A tappable rule number that opens its text; `id` names it (named_items.h).
  void ruleButton(App& app, const std::string& rule, const char* id = "rule");
  // One rule button for each rule case `text` cites (player_text.h), but `except`; `scope`
  // keeps their ImGui ids apart from other rows of rule buttons.
  void ruleLinks(App& app, const std::string& text, const char* scope,
                 const std::string& except = "");
  void record(const char* id);
  bool beginDialog(const std::string& title, App& app, float width);
  // The menu's language switch: a button naming the other language (i18n.h).
  void drawLanguageSwitch();
  void endDialog();

  Rect mapArea_, panel_;
  bool portrait_ = false;
  double width_ = 0, height_ = 0;
  double panelScroll_ = 0;
  // Cached movement highlights (recomputed when the game or the selection changes).
  MoveHighlights move_;
  std::uint64_t moveRevision_ = ~0ull;
  int moveUnitFor_ = -2;
  NewGameSettings newGame_;
  bool gameOverDismissed_ = false;
};

}  // namespace naw::ui
