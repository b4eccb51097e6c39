// cn::Game: the Computer Napoleonics rules engine (SSI 1980, as settled by rulings C1-C26 of
// /work/shared/design/cn-rules-decisions.md). A value type: copy it freely. Set up a game,
// ask for the current step and its legal actions, check or apply an action (getting an
// Outcome or a typed Refusal naming the rule case of 004_... or the ruling), ask movement
// and combat questions, encode/hash it. Pure: no I/O, no printing; deterministic from
// (seed, solitaire, actions). The only randomness: the 0-9 numbers drawn from the seeded
// generator inside the State (tests may force them with forceNumbers).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "games/cn/action.h"
#include "games/cn/map.h"
#include "games/cn/state.h"
#include "games/cn/units.h"

namespace cn {

// Where the game stands: the phase, the step inside it, and the side that must act.
struct Step {
  int turn = 1;
  Phase phase = Phase::FrenchMove;
  StepKind kind = StepKind::Move;
  Side acting = Side::French;
};

// What an applied action did. For Resolve: the odds column used (0 = 1-5 ... 9 = 6-1, after
// clamping and the demoralization shift), the random number 0-9, the result, the units
// eliminated in the order removed (C18) and the units retreated with their new squares
// (C19), and whether an advance is now awaited (C20).
struct Outcome {
  bool combat = false;
  int odds = 0;
  int number = 0;
  Result result = Result::AE;
  int nEliminated = 0;
  std::array<std::int8_t, 2 * kMaxInAttack> eliminated{};
  int nRetreated = 0;
  std::array<std::int8_t, 2 * kMaxInAttack> retreated{};
  std::array<std::int16_t, 2 * kMaxInAttack> retreatedTo{};
  bool advanceAwaited = false;
};
using ApplyResult = std::variant<Refusal, Outcome>;

// Odds columns of the table (C17): 0 "1-5" ... 4 "1-1", 5 "2-1" ... 9 "6-1".
constexpr int kOddsColumns = 10;
const char* oddsName(int column);
int oddsByName(std::string_view name);  // -1 if not a column name
// C16: the column for attack vs defence strengths (clamped, before any shift).
int oddsColumn(int attack, int defence);
// C17: the table.
Result combatResult(int column, int number);

// Reachable squares of one unit (C6): for each square, the MP spent to reach it (-1 not
// reachable) and the previous square of a shortest path.
struct Reach {
  std::array<std::int8_t, kSquares> cost{};
  std::array<std::int16_t, kSquares> from{};
};

class Game {
 public:
  // Turn 1, French movement, the 45 starting units on their squares, the 13 Prussians
  // waiting (C10). solitaire: the computer commands the Allies, threshold 60 (C22).
  static Game newGame(std::uint64_t seed, bool solitaire = false);
  // A game continuing from a state (decoded, or built by hand); forced numbers empty.
  static Game fromState(const State& state);

  const State& state() const { return s_; }
  Step step() const;
  bool over() const { return s_.phase == Phase::GameOver; }

  // Every legal action of the current step, in a fixed order:
  // - movement: for each unit of the phasing side (roster order) that may move, a Move to
  //   every square it may end on (its shortest path, C6), then Exit if it stands on an exit
  //   square and may leave (C9); then Undo if something was moved; then EndPhase unless two
  //   units share a square (5.3).
  // - set-up: Declare for every legal attack shape on units not yet used, enumerated as
  //   (a) for each enemy defender D (roster order): every non-empty subset of at most six
  //   of its eligible attackers (adjacent non-garrison units and artillery able to bombard
  //   it), attackers in roster order as the selection order; (b) for each eligible attacker
  //   A: every subset of two or more of its adjacent enemies (one against many). Other
  //   selection orders of the same units are legal too but not listed. Then Cancel for each
  //   declared attack (by its first defender); then EndPhase if no obligation is unmet.
  // - resolution: Resolve for every unresolved attack (declaration order), EndPhase when
  //   none is left; while an advance is awaited: every Advance, then DeclineAdvance.
  std::vector<Action> legalActions() const;
  bool hasLegalAction() const;
  std::optional<Refusal> check(const Action& action) const;
  ApplyResult apply(const Action& action);

  // --- Victory and demoralization (C22, C23)
  int threshold() const { return s_.solitaire ? 60 : 50; }
  // C23: the Allies win when French losses reach 50, in solitaire too (11.0 raises only the
  // Allied-loss threshold that the French must reach, and the Allied clause's "before").
  static constexpr int kFrenchLossLimit = 50;
  bool demoralized() const { return s_.alliedLost >= threshold(); }

  // --- Units and squares
  static const Roster& roster() { return theRoster(); }
  static const Map& map() { return theMap(); }
  int unitIndex(std::string_view id) const { return theRoster().find(id); }
  int squareOf(int unit) const { return s_.units[static_cast<std::size_t>(unit)].square; }
  UnitStatus statusOf(int unit) const { return s_.units[static_cast<std::size_t>(unit)].status; }
  // The unit on a square (the lowest index if a move in progress stacks two), or -1.
  int unitAt(int square) const;
  // A unit of `side` stands next to the square (its zone of control, 5.2).
  bool controlledBy(int square, Side side) const;
  bool inEnemyZoc(int unit) const;

  // --- Movement (C6-C9)
  // Why the unit cannot move now, or nothing.
  std::optional<Refusal> movementBlocked(int unit) const;
  // Fills `reach` for the unit (cost -1 everywhere if it cannot move).
  void reach(int unit, Reach& reach) const;
  // Squares the unit may end a move on now, ascending index (own square excluded;
  // squares holding a friend included, 5.25).
  std::vector<int> reachable(int unit) const;
  // A shortest legal path to `to` (without the start square), or empty.
  std::vector<int> pathTo(int unit, int to) const;
  // The unit may leave the map now from where it stands (C9).
  bool canExitNow(int unit) const;
  // The unit may leave the map this phase, now or after moving to an exit square.
  bool canExit(int unit) const;
  // Two units share a square (5.3).
  bool stacked() const;

  // --- Combat (C11-C20)
  // Set-up: obliged units not yet in a declared attack; resolution: every unit of an
  // unresolved attack; movement: none. Ascending index.
  std::vector<int> obligations() const;
  // The attack strength, defence strength and column (before the shift) of a declaration.
  struct Odds {
    int attack = 0, defence = 0, column = 0, shifted = 0;
  };
  std::variant<Refusal, Odds> oddsFor(const Action& declare) const;
  // The index of the declared attack whose defenders include the unit, or -1.
  int attackOf(int defender) const;
  // C14: artillery on `from` may fire at `target` (distance 2, line of fire open).
  static bool lineOfFireOpen(int from, int target);
  // Advance options while one is awaited: (unit, square).
  std::vector<std::pair<int, int>> advanceOptions() const;

  // --- Persistence
  std::uint64_t hash() const;  // FNV-1a over the state's fields, platform independent

  // --- Test hooks (CLI `dice`, `clear`, `place`, `set`)
  void forceNumbers(const std::vector<int>& numbers);  // the next random numbers, 0..9
  void editClear();  // every unit off, the Prussian schedule emptied
  void editPlace(int unit, int square);
  // Turn, phase and counters; a set-up phase takes its obligations from the position now;
  // never places reinforcements or declares a winner.
  void editSet(int turn, Phase phase, int frenchLost, int alliedLost, int exited);

 private:
  friend struct Rules;  // the rules code, split over several .cpp files
  State s_;
  std::array<std::int8_t, 32> forced_{};
  int nForced_ = 0, forcedAt_ = 0;
};

}  // namespace cn
