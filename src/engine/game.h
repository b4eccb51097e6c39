// naw::Game: the rules engine's face. Set up a scenario, ask for the current step and its
// legal actions, apply an action (getting an Outcome or a typed Refusal naming the rule case
// or ruling), ask movement/combat questions, view the game as one side may see it, save,
// load and hash it. Pure: no I/O, no printing, deterministic from (scenario, options, seed,
// actions).
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "action.h"
#include "rules.h"
#include "state.h"

namespace naw {

// Rule options, so later scenarios and variants are switches rather than forks.
struct Options {
  bool grouchy = false;  // 9.0 Grouchy variant
  int frenchChit = 0;    // 1..6, or 0 to draw it from the seed (9.0 procedure)
  int alliedChit = 0;
};

// Where the game stands: phase, named step, the side that must act, and the unit the step
// is about (a displaced unit, 6.5), else -1.
struct Step {
  int turn = 1;
  Phase phase = Phase::FrenchMovement;
  StepKind kind = StepKind::Move;
  Side acting = Side::French;
  int pendingUnit = -1;
};

// What an applied action did. For an attack: the final odds column, the die and the result.
struct Outcome {
  bool combat = false;
  int oddsColumn = -1;
  int die = 0;
  CombatResult result = CombatResult::Ae;
};
using ApplyResult = std::variant<Refusal, Outcome>;

// The game log: every applied action with what it produced (die rolls included).
struct LogEntry {
  Step before;
  Action action;
  Outcome outcome;
};

// Who may take part in an attack on one set of defenders now (5.4-5.8).
struct AttackShape {
  std::vector<int> defenders;  // ascending
  std::vector<int> units;      // phasing units that may join, ascending
  std::vector<char> bombards;  // per unit: 1 joins as a bombarding gun (5.6), 0 adjacent
};

struct RetreatOption {
  Hex hex;
  int displaces = -1;  // the friendly unit this retreat displaces (6.5), or -1
};

class Game {
 public:
  static Game newGame(std::shared_ptr<const Rules> rules, const Options& options,
                      std::uint64_t seed);
  static Game newGame(const Options& options = {}, std::uint64_t seed = 0);  // standard game
  // A game continuing from a (loaded) state, with an empty log and take-back history.
  static Game fromState(std::shared_ptr<const Rules> rules, const GameState& state);

  const Rules& rules() const { return *rules_; }
  const std::shared_ptr<const Rules>& rulesPtr() const { return rules_; }
  const GameState& state() const { return s_; }
  Step step() const;
  bool over() const { return s_.phase == Phase::GameOver; }

  // Every legal action now. Attacks are listed at their full odds (any lower announced
  // column is legal too, 6.2); bombarders combine with at most 12 candidate units per target.
  std::vector<Action> legalActions() const;
  // Whether legalActions() would be non-empty (cheaper: stops at the first).
  bool hasLegalAction() const;
  // Validates without applying.
  std::optional<Refusal> check(const Action& action) const;
  ApplyResult apply(const Action& action);

  // --- Movement (4.0, 7.0, R7a, R9)
  // Hexes the unit may end a move on now (its own hex excluded), ascending. A reinforcement
  // that may enter now: hexes it may end on after entering.
  std::vector<Hex> reachable(int unit) const;
  // A shortest legal path to `to` (without the start hex; starting with the entry hex for a
  // reinforcement), or empty.
  std::vector<Hex> pathTo(int unit, Hex to) const;
  // R9: the unit may leave the map this phase (now or after moving to an exit hex).
  bool canExit(int unit) const;
  bool canEnter(int unit) const;  // 7.0/7.3/R8: may enter this movement phase (somewhere)
  bool inEnemyZoc(int unit) const;
  // Why the unit cannot move now (4.0 not its phase, 4.5 frozen in a zone, 4.1 no points
  // left, 7.1 not yet entered ...), or nothing if it can.
  std::optional<Refusal> movementBlocked(int unit) const;

  // --- Combat (5.0-6.8, R7)
  // Units that must still attack or be attacked this combat phase, ascending by index.
  std::vector<int> obligations() const;
  // 5.4-5.8: the defender sets of the combat phase (every single enemy unit, and every set
  // of enemy units one phasing unit touches together), ascending, each with the units that
  // may join: adjacent to every defender, or a gun that can bombard one. Sets nobody can
  // attack are left out. The one enumeration of attacks (legalActions and the AI use it).
  std::vector<AttackShape> attackShapes() const;
  // 6.2 / R5: the final odds column of an attack as declared, or a refusal.
  std::variant<Refusal, int> oddsFor(const Action& attack) const;
  // 6.4 / 6.5 / 6.8: where this unit may retreat now (if the step asks it to).
  std::vector<RetreatOption> retreatOptions(int unit) const;
  // 6.6: advance options now (unit, hex).
  std::vector<std::pair<int, Hex>> advanceOptions() const;
  // Ee (R6): the printed strength the attacker must lose now, 0 outside that step.
  int eeLossTarget() const;

  // --- Information and persistence
  // The state as `side` may see it: the other side's Grouchy chit and unarrived variant
  // reinforcements hidden (R8) until the chit takes effect (turn 5) or the game ends.
  GameState view(Side side) const;
  const std::vector<LogEntry>& log() const { return log_; }
  std::uint64_t hash() const;  // 64-bit FNV-1a of the state's fields: same on every platform

  // --- Test hooks (CLI `dice`, `clear`, `place`, `set`)
  void forceDice(const std::vector<int>& dice);  // next rolls, in order (1..6)
  void editClear();
  void editPlace(int unit, Hex hex);
  void editSet(int turn, Phase phase, int frenchLost, int alliedLost, int exited);

  // Ids and names.
  int unitIndex(std::string_view id) const { return rules_->unitByIdentifier(id); }
  Side sideOf(int unit) const { return rules_->unit(unit).side; }
  Hex hexOf(int unit) const;

 private:
  friend struct Internals;  // rules code split over several .cpp files
  std::shared_ptr<const Rules> rules_;
  GameState s_;
  std::vector<GameState> undo_;  // take-backs within this movement phase (R7a)
  std::deque<int> forcedDice_;
  std::vector<LogEntry> log_;
};

}  // namespace naw
