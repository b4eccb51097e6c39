// The NLB Waterloo game screen in Dear ImGui: the standard board with the NLB overlay
// (nlb_board.h), highlights (destinations from the engine, retreats and advances, a
// battery's line of sight), the panel (turn track with the night turn, phase, day or night,
// the prompt, refusals with their N case, movement and reinforcements, the attack builder
// with odds, Ex losses, each army's losses against its demoralization and disintegration
// levels, victory points and holders), the new-game dialog's game choice and the hot-seat
// hand-over. Immediate mode: the game (nlb_play.h) is asked every frame. The layout (panel
// and map rectangles) and palette are the standard screen's.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "camera.h"
#include "map_view.h"
#include "nlb_keys.h"
#include "nlb_play.h"

struct ImFont;
struct ImDrawList;

namespace nlb::ui {

class Screen {
 public:
  // A new game: hot-seat (computerSide -1) or against the computer playing side 0 / 1 at
  // `level` (nlb::ai::Level's value).
  void start(std::uint64_t seed, bool grouchy, int computerSide = -1, int level = kHardLevel);
  void open(Play play);  // a resumed save or an opened link
  bool active() const { return play_.has_value(); }
  Play& play() { return *play_; }
  const Play& play() const { return *play_; }

  void layout(double w, double h, const naw::ui::Rect& mapArea, const naw::ui::Rect& panel);
  void drawMap();
  void drawUi();
  void tap(naw::Point screen);
  bool onMap(naw::Point screen) const;
  void scrollPanel(double dy) { panelScroll_ += dy; }
  // A dialog or the hand-over screen covers the map.
  bool modal() const { return newGameOpen || (play_ && play_->handover) || !ruleShown_.empty(); }
  // The dialog on top of the game ("new-game", "rule" or ""), and the rule whose text is
  // open ("" none), for window.naw.ui().
  const char* dialogShown() const {
    return newGameOpen ? "new-game" : !ruleShown_.empty() ? "rule" : "";
  }
  const std::string& ruleShown() const { return ruleShown_; }
  // Key H: opens the text of the rule the refusal on screen cites (nlb_rule_text.h).
  bool ruleKey();
  naw::ui::Rect bounds() const;  // the board in world units (the standard map's)
  // The computer's turn (helper C2's nlb::ai, at Play::level): one phase, or one retreat of
  // its unit in the other side's phase, when its time has come. True if something changed;
  // `busy` while it has more to do.
  bool tick(double nowMs, bool* busy);
  // The keyboard (nlb_keys.h): a play key, refused while a dialog covers the board; Ready
  // only on the hand-over; Escape closes the rule's text first. True if it was taken.
  bool key(Key k, int column = 0);
  // Where the first arrow press shows the cursor: the selected unit's hex, else the hex in
  // the middle of the map's area.
  naw::Hex cursorStart() const;

  StackCursor cursor;  // the keyboard's cursor hex and stack pick (drawn once shown)

  naw::ui::Camera camera;
  naw::ui::MapFonts* fonts = nullptr;
  ImFont* headingFont = nullptr;
  // Draws the static board (cached on the GPU in the page); nlb::ui::drawBoard if unset.
  std::function<void(ImDrawList*, const naw::ui::Camera&)> paintBoard;
  // The new-game dialog's other games, and Cancel before any NLB game.
  std::function<void()> openNawNewGame, openCnNewGame, openW20NewGame, backToNaw;
  std::function<void()> onStarted;  // a new game is on screen (the page saves it)
  // The page's part: saved games and links at the end of the panel; its dialogs.
  std::function<void()> drawPanelLinks, drawOverlays;
  bool wantsFitCamera = false;
  bool newGameOpen = false;
  bool grouchy = false;   // the new-game dialog's choices
  int computerSide = -1;  // -1: two players
  // Hard by default: the strength measured for the page (wasm worst phase 0.44 s).
  static constexpr int kHardLevel = 4;  // nlb::ai::Level::Hard
  int computerLevel = kHardLevel;
  // The replay viewer (src/web/game_replay.h): while set, the map shows this game (a moment
  // of the replay) read-only, its action's hexes circled, and takes no play: no tap, the
  // computer waits.
  const Game* replayGame = nullptr;
  std::vector<int> replayHexes;
  // Its moment k of n: the panel shows that moment (its turn, phase, armies' losses and
  // points) and says so in place of the live controls (screen_frame.h drawShownNote).
  std::size_t replayMoment = 0, replayLength = 0;

 private:
  void drawPanel();
  void drawStatus(const Game& g);  // the live game or the replay's moment
  void drawLiveControls();
  void drawRefusal();
  void drawMoveControls();
  void drawAttackBuilder();
  void drawSettle();
  void drawLastCombat();
  void drawArmies(const Game& g);
  void drawHandover();
  void drawNewGame();
  void drawHighlights(ImDrawList* dl);
  void drawCursor(ImDrawList* dl) const;
  void drawKeyHelp() const;
  void drawRuleText();

  std::optional<Play> play_;
  naw::ui::Rect mapArea_, panel_;
  double width_ = 0, height_ = 0;
  double panelScroll_ = 0;
  double nextComputerAt_ = 0;
  std::string ruleShown_;  // the rule whose text is open ("" none)
};

}  // namespace nlb::ui
