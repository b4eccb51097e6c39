// The computer opponent in the browser (issue 6): when the side that must act is played by
// the computer (App::control), the driver thinks a little in every animation frame (a few
// milliseconds of ai::Player::think, so the page keeps drawing) and submits the action
// through App::submit. The player may watch the moves one by one (a pause after each) or
// skip to the result; a hint asks a Player of the same kind what it would do for the human.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "action_text.h"
#include "ai.h"
#include "app.h"

namespace naw::ui {

// The hexes an action is about (for highlights): path, entry/retreat hex, attack hexes.
std::vector<Hex> actionHexes(const Game& game, const Action& action);

class AiDriver {
 public:
  // Per-phase thinking measurements (milliseconds of think() time, not counting the frames
  // drawn in between), for the report and the browser test.
  struct PhaseTiming {
    int turn = 0;
    Phase phase = Phase::FrenchMovement;
    std::string level;
    double thinkMs = 0;    // time inside think() during this phase
    double elapsedMs = 0;  // wall clock from the phase's first think to its last action
    int actions = 0;
    int slices = 0;  // frames in which it thought
    std::uint64_t lastFrame = 0;
    double longestSliceMs = 0;  // the longest frame's share (thinking + submitting)
    double startMs = 0;
  };

  // Call once per animation frame (before drawing). Returns true when it changed something
  // that should be drawn (an action submitted, a hint found, a status line changed).
  bool frame(App& app, double nowMs);
  // Thinking or waiting to play: the main loop must keep ticking frames.
  bool busy(const App& app) const;

  bool watch = true;          // pause after each computer action
  double watchDelayMs = 700;  // the pause
  double sliceMs = 8;         // thinking per frame
  bool paused = false;        // set by a dialog that must not be disturbed (link replay, ...)

  // Hint: what the computer would do for the acting human player.
  void requestHint(const App& app);
  bool hintThinking() const { return hintRequested_ && !hint_; }
  const std::optional<Action>& hint() const { return hint_; }
  std::uint64_t hintRevision() const { return hintRevision_; }
  void clearHint() {
    hint_.reset();
    hintRequested_ = false;
  }

  // The panel: "The computer is thinking", watch / skip, hint and its answer.
  void drawPanel(App& app);
  // Highlights of the hint on the board (foreground draw list).
  void drawHighlights(const App& app);

  const std::vector<PhaseTiming>& timings() const { return timings_; }
  std::string timingsJson() const;
  std::string lastAction() const { return lastAction_; }

 private:
  ai::Player& playerFor(const App& app, Side side);
  std::array<std::unique_ptr<ai::Player>, 2> players_;
  std::array<ai::Level, 2> levels_{};
  std::unique_ptr<ai::Player> hintPlayer_;
  bool hintRequested_ = false;
  std::optional<Action> hint_;
  std::uint64_t hintRevision_ = 0;  // App::revision() the hint is for
  double readyAtMs_ = 0;            // watch mode: earliest time for the next computer action
  std::vector<PhaseTiming> timings_;
  std::string lastAction_;
  std::vector<Hex> lastHexes_;      // where the computer's last action was (highlighted)
  std::uint64_t lastRevision_ = 0;  // App::revision() right after it
  bool wasThinking_ = false;
  std::uint64_t frameNo_ = 0;
};

}  // namespace naw::ui
