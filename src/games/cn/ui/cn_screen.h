// The Computer Napoleonics game screen in Dear ImGui: the board (cn_board.h) with its
// highlights, the panel (turn track 1 pm..10 pm, phase and prompt, refusals with their rule,
// movement controls, the combat set-up planner with odds and result chances, the resolution
// list with "resolve all" paced so each result can be watched, advance after combat, losses
// against the thresholds, exits, demoralization, the winner), the new-game dialog's game
// choice, and the hot-seat hand-over. Immediate mode: the game (cn_play.h) is asked every
// frame. It shares the NAW screen's layout (panel and map rectangles) and palette.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include "camera.h"
#include "cn_computer.h"
#include "cn_keys.h"
#include "cn_layout.h"
#include "cn_play.h"
#include "map_view.h"

struct ImFont;
struct ImDrawList;

namespace cn::ui {

class Screen {
 public:
  // A new game: hot-seat (no `computer`), or against the computer playing the Allies (the
  // solitaire game of 11.0, threshold 60, C22) or the French, at `computerLevel`.
  void start(std::uint64_t seed, std::optional<Side> computer);
  // A game resumed from a save or opened from a position link (the page's saves and links).
  void open(Play play);
  bool active() const { return play_.has_value(); }
  void close() { play_.reset(); }
  Play& play() { return *play_; }
  const Play& play() const { return *play_; }

  // Screen geometry (CSS px) from the NAW screen's layout.
  void layout(double w, double h, const Rect& mapArea, const Rect& panel);
  void drawMap();
  void drawUi();
  void tap(Point screen);
  bool onMap(Point screen) const;
  // Touch scrolling of the panel: a vertical drag started in it.
  void scrollPanel(double dy) { panelScroll_ += dy; }
  // A dialog or the hand-over screen covers the map.
  bool modal() const {
    return newGameOpen || (play_ && play_->handover) || !ruleShown_.empty() || infoUnit_ >= 0;
  }
  // A long press on the map: the details of the counter there, if any.
  void longPress(Point screen);
  // The dialog on top of the game ("new-game", "rule", "unit", or ""), for window.naw.ui().
  const char* dialogShown() const {
    return newGameOpen ? "new-game" : !ruleShown_.empty() ? "rule" : infoUnit_ >= 0 ? "unit" : "";
  }
  // Paced play: the computer's actions and "resolve all", one action per call when its time
  // has come (`nowMs`). True if something changed (draw again); `busy` while more will come.
  bool tick(double nowMs, bool* busy);
  // The keyboard (cn_keys.h): a play key, refused while a dialog covers the board or
  // "resolve all" runs, except Escape, which closes the rule text or the unit details, and
  // Enter on the hand-over. True if something changed.
  bool key(Key k);
  // "Resolve all" (A): as the panel's button.
  bool resolveAllKey();
  // H: the text of the rule case the refusal shown cites (as a tap on its button). True if
  // it opened.
  bool ruleKey();
  // Where the first arrow press shows the cursor: the selected unit, else the square nearest
  // the middle of the map's area.
  int cursorStart() const;

  SquareCursor cursor;  // the keyboard's cursor square (drawn once shown)
  // The replay viewer (src/web/game_replay.h): while set, the map shows this game (a moment
  // of the replay) read-only, its action's squares outlined, and takes no play: no tap, no
  // play key, the computer waits.
  const Game* replayGame = nullptr;
  std::vector<int> replaySquares;
  // Its moment k of n: the panel shows that moment (its turn, phase, losses and exits) and
  // says so in place of the live controls (screen_frame.h drawShownNote).
  std::size_t replayMoment = 0, replayLength = 0;

  naw::ui::Camera camera;
  BrickLayout board;
  naw::ui::MapFonts* fonts = nullptr;
  ImFont* headingFont = nullptr;
  // Draws the printed board (cached on the GPU in the browser); cn::ui::drawBoard if unset.
  std::function<void(ImDrawList*, const naw::ui::Camera&)> paintBoard;
  // The new-game dialog's other game: Napoleon at Waterloo's own dialog.
  std::function<void()> openNawNewGame;
  // The third game of the dialog: NLB Waterloo's own dialog.
  std::function<void()> openNlbNewGame;
  std::function<void()> openW20NewGame;  // Waterloo 20
  // Cancel before any Computer Napoleonics game: back to the Napoleon at Waterloo game.
  std::function<void()> backToNaw;
  // After start(): a new game is on screen (the page gives it a saved-games entry).
  std::function<void()> onStarted;
  // The page's saved games and links: buttons at the end of the panel, and their dialogs
  // (saved games, the stale-tab prompt, the link dialog) over the screen.
  std::function<void()> drawPanelLinks;
  std::function<void()> drawOverlays;
  bool wantsFitCamera = false;
  bool newGameOpen = false;
  // The new-game dialog's choices: the computer's side (none: hot-seat) and level. Hard
  // thinks at most ~0.5 s per phase in the browser (tests/cn_ai/strength-results.md).
  std::optional<Side> computerSide;
  ai::PlayerLevel computerLevel = ai::PlayerLevel::Hard;
  bool watchComputer = true;  // pause after each of the computer's actions

 private:
  void drawPanel();
  void drawStatus(const Game& g);  // the live game or the replay's moment
  void drawLiveControls();
  void drawMoveControls();
  void drawPlanner();
  void drawResolution();
  void drawLastCombat();
  void drawRefusal();
  void drawHandover();
  void drawNewGame();
  void drawComputer();
  void drawRuleText();
  void drawUnitInfo();
  bool computerTick(double nowMs);
  void drawHighlights(ImDrawList* dl);
  void drawCursor(ImDrawList* dl) const;
  void startResolvingAll();  // "Resolve all": paced by tick()
  void drawKeyHelp() const;
  bool button(const char* label, const char* id, float width = 0);
  bool beginDialog(const char* title, float width, bool* open);

  std::optional<Play> play_;
  Rect mapArea_, panel_;
  double width_ = 0, height_ = 0;
  bool resolvingAll_ = false;
  double panelScroll_ = 0;
  double nextActionAt_ = 0;
  std::optional<Computer> computer_;      // made when the computer first acts in a game
  std::vector<std::string> computerLog_;  // its last actions, in plain words
  std::string ruleShown_;                 // the rule whose text is open ("" none)
  int infoUnit_ = -1;                     // the unit whose details are open (-1 none)
};

}  // namespace cn::ui
