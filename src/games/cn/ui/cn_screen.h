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
#include "cn_layout.h"
#include "cn_play.h"
#include "core/rng.h"
#include "map_view.h"

struct ImFont;
struct ImDrawList;

namespace cn::ui {

class Screen {
 public:
  // A new game: hot-seat, or against the computer playing the Allies (solitaire, C22).
  void start(std::uint64_t seed, bool computerAllies);
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
  bool modal() const { return newGameOpen || (play_ && play_->handover); }
  // Paced play: the computer's actions and "resolve all", one action per call when its time
  // has come (`nowMs`). True if something changed (draw again); `busy` while more will come.
  bool tick(double nowMs, bool* busy);

  naw::ui::Camera camera;
  BrickLayout board;
  naw::ui::MapFonts* fonts = nullptr;
  ImFont* headingFont = nullptr;
  // Draws the printed board (cached on the GPU in the browser); cn::ui::drawBoard if unset.
  std::function<void(ImDrawList*, const naw::ui::Camera&)> paintBoard;
  // The new-game dialog's other game: Napoleon at Waterloo's own dialog.
  std::function<void()> openNawNewGame;
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
  bool computerAllies = false;  // the new-game dialog's choice

 private:
  void drawPanel();
  void drawStatus();
  void drawMoveControls();
  void drawPlanner();
  void drawResolution();
  void drawLastCombat();
  void drawRefusal();
  void drawHandover();
  void drawNewGame();
  void drawHighlights(ImDrawList* dl);
  bool button(const char* label, const char* id, float width = 0);

  std::optional<Play> play_;
  Rect mapArea_, panel_;
  double width_ = 0, height_ = 0;
  bool resolvingAll_ = false;
  double panelScroll_ = 0;
  core::Rng aiRng_;  // the computer's own choices (not the game's random numbers)
  double nextActionAt_ = 0;
};

}  // namespace cn::ui
