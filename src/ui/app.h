// naw::ui::App: the browser game's controller. It holds the game as a persist::Session (so
// that saves, links and the AI see exactly what was played), plus what only the screen
// keeps: the selected unit, the attack being built, the camera, the open dialog, the
// hand-over screen and who controls each side.
//
// Every action of every player (taps, the computer opponent, a replayed link) goes through
// ONE funnel, App::submit(): it applies the action through the session, keeps the refusal
// (rule + plain words) for display, and after a success runs the onApplied hooks (autosave,
// AI scheduling, link sending). No rules here: the App asks the engine what is legal and
// sends back what the player picked.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ai.h"
#include "camera.h"
#include "game.h"
#include "session.h"

namespace naw::ui {

enum class Controller : std::uint8_t { Human, Computer };

struct SideControl {
  Controller controller = Controller::Human;
  ai::Level level = ai::Level::Normal;  // used when controller == Computer
};

// What the new-game dialog asks.
struct NewGameSettings {
  bool grouchy = false;                // 9.0 Grouchy variant
  std::array<SideControl, 2> sides{};  // indexed by static_cast<int>(Side)
  std::uint64_t seed = 0;              // dice (and chits) of a local game
};

enum class Dialog : std::uint8_t {
  None,
  NewGame,
  Crt,         // Combat Results Table
  TerrainKey,  // terrain effects
  Log,         // the game log
  Rule,        // the text of one rule case (ruleShown)
  UnitInfo,    // a unit's details (long-press; infoUnit)
  Saves,       // saved games (issue 5 web layer)
};

// The attack being put together in a combat phase (5.0-6.2): chosen units, lower odds.
struct AttackDraft {
  std::vector<int> attackers;
  std::vector<int> bombarders;
  std::vector<int> defenders;
  int oddsColumn = -1;  // announced lower odds (6.2), -1 for the full odds
  bool empty() const { return attackers.empty() && bombarders.empty() && defenders.empty(); }
  Action action() const;
};

class App {
 public:
  explicit App(persist::Session session);

  const persist::Session& session() const { return session_; }
  const Game& game() const { return session_.game(); }

  // THE funnel: applies `action` through the session. On refusal keeps it in refusal()
  // and returns false; on success clears the refusal, keeps the outcome (die roll),
  // updates selection / redo / hand-over state, and runs every onApplied hook.
  bool submit(const Action& action);
  std::vector<std::function<void(const App&)>> onApplied;

  // Replaces the whole game (a loaded save or link, a new game): selection, draft, redo
  // and hand-over are reset; then every onReplaced hook runs.
  void replaceSession(persist::Session session);
  std::vector<std::function<void(const App&)>> onReplaced;
  // A fresh local game (hot-seat or against the computer) from the new-game dialog.
  void newGame(const NewGameSettings& settings);

  // Who plays each side (set by the new-game dialog; the AI driver reads it).
  SideControl& control(Side s) { return controls_[static_cast<std::size_t>(s)]; }
  const SideControl& control(Side s) const { return controls_[static_cast<std::size_t>(s)]; }
  bool humanActs() const;  // the side that must act now is played here by a person

  // The last refusal (of submit, or of a tap the UI checked with Game::check), for display.
  const std::optional<Refusal>& refusal() const { return refusal_; }
  void setRefusal(Refusal r) { refusal_ = std::move(r); }
  void clearRefusal() { refusal_.reset(); }
  // The outcome of the last attack (odds column, die, result), until the next attack.
  const std::optional<Outcome>& lastCombat() const { return lastCombat_; }
  // Incremented on every successful submit or replaced session (for render-on-demand and
  // the AI driver to notice changes).
  std::uint64_t revision() const { return revision_; }

  // Take-backs within a movement phase (R7a): undo() submits Undo and remembers the move
  // taken back; redo() submits it again. Any other action clears the redo list.
  bool canUndo() const { return !phaseMoves_.empty(); }
  bool canRedo() const { return !redo_.empty(); }
  bool undo();
  bool redo();

  // Hot-seat: when the player-turn passes between two people, the board is hidden until
  // the next player taps "ready". nullopt: no hand-over pending.
  std::optional<Side> handover() const { return handover_; }
  void acceptHandover() { handover_.reset(); }

  // Screen state: selection, attack draft, dialogs, camera, flip.
  int selected = -1;  // selected unit, -1 none
  AttackDraft draft;  // combat phase: the attack being built
  Dialog dialog = Dialog::None;
  std::string ruleShown;  // Dialog::Rule: "4.5", "R7", ...
  int infoUnit = -1;      // Dialog::UnitInfo
  Camera camera;
  std::vector<Hex> lastPath;  // the hexes of the last move made by a tap (drawn as a trail)
  int lastMover = -1;
  bool flipped = false;   // whole screen turned 180 degrees (players facing each other)
  bool autoFlip = false;  // hot-seat: turn the screen to the acting player's side

  // TEST ONLY (window.naw.forceDice): the next die rolls of this local game, through
  // persist::Session::forceDiceForTest. A game whose dice were forced no longer replays from
  // its save record to the same position. False (nothing forced) in a game by link.
  bool forceDiceForTest(const std::vector<int>& dice);

 private:
  void afterChange(const Step& before, const Action& action);
  persist::Session session_;
  std::array<SideControl, 2> controls_{};
  std::optional<Refusal> refusal_;
  std::optional<Outcome> lastCombat_;
  std::optional<Side> handover_;
  std::vector<Action> phaseMoves_;  // moves/entries/exits of this movement phase, in order
  std::vector<Action> redo_;
  std::uint64_t revision_ = 0;
};

// Plain words for the current step, in the player's language (i18n.h).
std::string turnLabel(int turn);  // "1 pm" ... "10 pm" (the standard scenario's)
std::string turnLabel(const Scenario& sc, int turn);  // as the scenario asset says
const std::string& phaseLabel(Phase p);               // "French movement", ...
const std::string& sideWords(Side s);  // "French", "Allied" ("Français", "Alliés": the players)
const std::string& sideAdjective(Side s);  // "French", "Allied" ("français", "allié": the ... side)
std::string stepPrompt(const Game& game);  // what the acting player must do now

}  // namespace naw::ui
