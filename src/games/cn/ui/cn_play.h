// The Computer Napoleonics screen's controller (no drawing): the game, what the player has
// selected, the attack being put together in the set-up planner, the last refusal and
// combat, the hot-seat hand-over, and what a tap on a square means in each step. Thin: it
// asks cn::Game what is legal (legalActions, check, reachable, oddsFor, advanceOptions) and
// sends back one action; no rule is decided here.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "games/cn/game.h"

namespace cn::ui {

// The chance of each result of the table (C17) in one odds column: rows per result / 10.
struct ResultChances {
  std::array<int, 5> rows{};  // indexed by Result: AE, AR, DR, DE, EX
};
ResultChances resultChances(int column);

// The attack being put together: units in the order tapped (the selection order of C18).
struct Draft {
  std::vector<int> attackers;  // phasing units (adjacent or bombarding)
  std::vector<int> defenders;
  bool empty() const { return attackers.empty() && defenders.empty(); }
};

// A resolved attack, for the panel and the map (what happened, C18-C19).
struct CombatShown {
  Outcome outcome;
  std::vector<int> attackers, defenders;
  std::vector<std::pair<int, int>> retreats;  // unit, from square
};

class Play {
 public:
  // A new game; `computerAllies`: solitaire against the computer (C22, threshold 60).
  Play(std::uint64_t seed, bool computerAllies);
  // A game opened from a position (a shared link): it has no record (seed and actions).
  Play(Game game, bool computerAllies);
  // A game resumed as it stands with its record (a save or a turn link replayed elsewhere).
  Play(Game game, bool computerAllies, std::uint64_t seed, std::vector<Action> record);

  const Game& game() const { return game_; }
  bool computerAllies() const { return computerAllies_; }
  // The side that acts now is played here by a person.
  bool humanActs() const;
  // What saves replay: the seed and every applied action (empty seed/record: fromPosition).
  std::uint64_t seed() const { return seed_; }
  const std::vector<Action>& record() const { return record_; }
  bool fromPosition() const { return fromPosition_; }

  // THE funnel: checks and applies `a`; a refusal is kept for display.
  bool submit(const Action& a);
  // Called by submit before the engine (play by link, src/modules/cn_match.h): refuses an
  // action that is not this browser's to take, or gives a resolution its committed number.
  std::function<std::optional<Refusal>(Game& game, const Action& a)> gate;
  // A tap on square `sq` (index) or off the map (kNoSquare).
  void tapSquare(int sq);

  // Set-up planner (C11): the draft as a declaration the engine accepts (attackers split into
  // adjacent ones and bombarders as the engine lists them, in selection order), or the
  // engine's refusal of it.
  std::optional<Action> draftAction(Refusal* why = nullptr) const;
  bool declareDraft();
  void clearDraft() { draft = Draft{}; }

  // Resolution: one attack (by a defender of it) and, for "resolve all", the next one in
  // declaration order; every advance is then declined (C15).
  bool resolve(int defender);
  bool resolveNext();  // false when none is left

  bool undo();
  bool endPhase();

  // TEST ONLY: the game itself, to set up positions (Game's edit hooks).
  Game& gameForTest() { return game_; }
  // TEST ONLY (window.naw.forceDice): the next random numbers 0-9.
  void forceNumbersForTest(const std::vector<int>& numbers) { game_.forceNumbers(numbers); }

  // Every unit's square (kNoSquare when not on the map), for drawing.
  std::vector<int> unitSquares() const;
  // Squares highlighted now: where the selected unit may move (movement), the squares an
  // advance may enter (advance step).
  std::vector<int> targets() const;

  // Odds a declared attack was declared at (the engine's answer then), by its first defender.
  std::optional<Game::Odds> declaredOdds(int firstDefender) const;

  int selected = -1;
  Draft draft;
  std::optional<Refusal> refusal;
  std::optional<CombatShown> lastCombat;
  std::optional<Side> handover;  // hot-seat: hide the board until the next player is ready
  bool flipped = false;
  std::uint64_t revision = 0;
  std::vector<int> lastPath;  // the squares of the last move (a trail)
  std::vector<int> arrived;   // Prussians the engine placed at the last phase change (C10)

 private:
  void afterChange(Side actingBefore, const std::vector<bool>& waitingBefore);
  Game game_;
  bool computerAllies_;
  std::uint64_t seed_ = 0;
  bool fromPosition_ = false;
  std::vector<Action> record_;
  std::vector<std::pair<int, Game::Odds>> declared_;  // first defender, odds at declaration
};

// Plain words: "1 pm", "French movement", what the acting player must do now.
std::string phaseLabel(Phase p);
std::string stepPrompt(const Play& play);

}  // namespace cn::ui
