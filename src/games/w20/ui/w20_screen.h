// The Waterloo 20 game screen in Dear ImGui: the campaign map (w20_board.h) with the
// counters as the viewing side may see them (W29), highlights (where the selected unit may
// go, the retreat and advance paths the engine offers, the last move's trail), and the
// panel: turn track with the night turns, date and part of day, the step's prompt, refusals
// with their case (tap to read), deployments and reinforcements, the event of each side's
// player turn as a card, the combat planner (the engine's preview: totals, differential and
// the chance of each result), the attacker's roll (the differential he may lower, 9.6),
// declared combats, the last roll, both army morale indexes with what moved them, and the
// buttons of the step (from the engine's legal actions). The new-game dialog's Waterloo 20
// choices and the hot-seat hand-over. Immediate mode.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "camera.h"
#include "games/w20/ai/ai.h"
#include "map_view.h"
#include "w20_keys.h"
#include "w20_play.h"

struct ImFont;
struct ImDrawList;

namespace w20::ui {

class Screen {
 public:
  // A new game: hot-seat (computerSide -1) or against the computer playing side 0 / 1.
  void start(std::uint64_t seed, const Options& options, int computerSide = -1);
  // A resumed save; `level`: the computer's, when the save has it play a side.
  void open(Play play, ai::Level level = ai::Level::Hard);
  ai::Level computerLevel() const { return computer_.level(); }
  bool active() const { return play_.has_value(); }
  Play& play() { return *play_; }
  const Play& play() const { return *play_; }

  void layout(double w, double h, const naw::ui::Rect& mapArea, const naw::ui::Rect& panel);
  void drawMap();
  void drawUi();
  void tap(naw::Point screen);
  bool onMap(naw::Point screen) const;
  void scrollPanel(double dy) { panelScroll_ += dy; }
  // A dialog or the hand-over screen covers the map (the refusal's rule text too).
  bool modal() const { return newGameOpen || (play_ && play_->handover) || ruleOpen; }
  naw::ui::Rect bounds() const;
  // The computer's turn (helper WA's w20::ai at the hard level): one decision, taken from its
  // side's view only (W29), sent through the funnel. True if something changed.
  bool tick(double nowMs, bool* busy);
  // The keyboard (w20_keys.h): a play key, refused while a dialog covers the board; Escape
  // closes the refusal's rule text first. True if something changed.
  bool key(Key k, int index = 0);
  // H: opens (or closes) the refusal's reason and the text of the rule case it cites
  // (w20_rule_text.h), as a tap on its button. True if it did.
  bool ruleKey();
  // Where the first arrow press shows the cursor: the selected unit, else the hex nearest the
  // middle of the map's area.
  int cursorStart() const;
  HexCursor cursor;  // the keyboard's cursor hex (drawn once shown)

  naw::ui::Camera camera;
  naw::ui::MapFonts* fonts = nullptr;
  ImFont* headingFont = nullptr;
  std::function<void(ImDrawList*, const naw::ui::Camera&)> paintBoard;
  std::function<void()> openNawNewGame, openCnNewGame, openNlbNewGame, backToNaw;
  std::function<void()> onStarted;
  // The page's saved-games and link buttons at the end of the panel, and its dialogs.
  std::function<void()> drawPanelLinks, drawOverlays;
  bool wantsFitCamera = false;
  bool newGameOpen = false;
  Options options;        // the new-game dialog's choices
  int computerSide = -1;  // -1: two players
  bool ruleOpen = false;  // the refusal's rule dialog, opened by tapping its case
  // The replay viewer (src/web/game_replay.h): while set, the map shows this game (a moment
  // of the replay) read-only, as `replaySide` could see it (W29; unset: a finished game, the
  // fog lifted: w20_replay_text.h), and the screen takes no play: no tap, no play key, no
  // computer move.
  const Game* replayGame = nullptr;
  std::optional<Side> replaySide;
  std::vector<int> replayHexes;  // where its action went (outlined): seen by both sides
  // Its moment k of n: the panel shows that moment (date, phase, events, combats and morale,
  // the combats' counters as `replaySide` could see them) and says so in place of the live
  // controls (screen_frame.h drawShownNote).
  std::size_t replayMoment = 0, replayLength = 0;

 private:
  void drawPanel();
  void drawStatus(const Game& g);  // the live game or the replay's moment
  void drawLiveControls();
  void drawRefusal();
  void drawRuleText();
  void drawSelected();
  void drawPlanner();
  void drawRoll();
  void drawChoices();
  void drawEvents(const Game& g);
  // The declared and resolved combats of `g` as `v` shows them (the viewer's W29 view); the
  // last combat rolled when `live`.
  void drawCombats(const Game& g, const View& v, bool live);
  void drawMorale(const Game& g);
  void drawHandover();
  void drawNewGame();
  void drawHighlights(ImDrawList* dl);
  void drawCursor(ImDrawList* dl) const;
  void drawKeyHelp() const;

  std::optional<Play> play_;
  naw::ui::Rect mapArea_, panel_;
  double width_ = 0, height_ = 0;
  double panelScroll_ = 0;
  double nextComputerAt_ = 0;
  ai::Player computer_{ai::Level::Hard};
};

}  // namespace w20::ui
