// nlb::Game: Waterloo under the Napoleon's Last Battles standard rules, as settled by
// nlb-rules-decisions.md (rulings N1-N21). Pure: no I/O, deterministic from (seed, actions).
// Every refusal names its ruling as cli-protocol-nlb.md says (N6 movement, N7 stacking, N8
// zones of control, N3 night, N15 entry, N16 exit, N19 game over).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "games/nlb/action.h"
#include "games/nlb/board.h"
#include "games/nlb/state.h"
#include "rules.h"

namespace nlb {

struct Outcome {};
using ApplyResult = std::variant<Refusal, Outcome>;

// A hex a unit may reach this phase and the cheapest cost (halves) from where it stands.
struct Reach {
  int hex = -1;
  int costHalves = 0;
};

class Game {
 public:
  using Flags = std::array<std::uint16_t, kMaxUnits>;  // State::cflags
  // For one side: the hexes its enemy occupies, and the enemy's zones of control (N8).
  struct Field {
    std::array<std::uint8_t, kMaxHexes> enemy{}, zoc{};
  };
  // Cached while the units stand where they stood (checked against a copy of the positions:
  // safe across every change of the state, in apply() too).
  const Field& field(int side) const;
  static Game newGame(std::uint64_t seed = 0);
  // N1/R8: the Grouchy variant with the French and Allied chits (0: drawn from the seed).
  static Game newGrouchyGame(std::uint64_t seed, int frenchChit, int alliedChit);
  static Game fromState(const State& s);

  const Board& board() const { return *board_; }
  const State& state() const { return s_; }
  // R8 (N1): the state as `side` may see it: the opponent's Grouchy chit is 0 (hidden) until
  // the scenario reveals the chits or the game ends. Everything else is on the table.
  State view(int side) const;
  bool chitsRevealed() const;
  // R8 by link: forgets `side`'s chit (0), which this player has not been shown (the game of
  // a receiver replays the sender's moves with any chit consistent with them, then keeps none).
  void hideChit(int side) { s_.chits[static_cast<std::size_t>(side)] = 0; }
  bool over() const { return s_.phase == Phase::GameOver; }
  int sideToMove() const;  // 0 French, 1 Allied: the phasing side
  bool night() const { return s_.turn == kNightTurn; }

  std::vector<Action> legalActions() const;
  std::optional<Refusal> check(const Action& a) const;
  ApplyResult apply(const Action& a);

  // --- Movement (N6, N8, N15, N16)
  // Hexes the unit may end a move on now with what it has left, its own hex excluded,
  // ascending by hex number; for a reinforcement not yet entered, where it may end after
  // entering now.
  std::vector<int> reachable(int unit) const;
  bool canExit(int unit) const;  // now, or after a move this phase (N16)
  // N15: a reinforcement in the pool that may enter in this movement phase.
  bool reinforcementDue(int unit) const;
  // Entry hexes open now for the phasing side (column 23, or the N15 fallback).
  std::vector<int> entryHexes() const;
  // N15: cost in halves for the next unit entering through hex i this phase.
  int entryCostHalves(int i) const;
  bool inEnemyZoc(int hex, int side) const;  // N8: chateaux are never controlled
  int allowanceHalves(int unit) const { return 2 * rules().unit(unit).movement; }
  int leftHalves(int unit) const {
    return allowanceHalves(unit) - s_.spentHalves[static_cast<std::size_t>(unit)];
  }
  // N7: a hex over the stacking limit for the given side, or -1.
  int overStacked(int side) const;

  // --- Morale and victory (N18, N19)
  bool demoralized(Army a) const;
  bool disintegrated(Army a) const;
  int vp(int side) const;  // points if the game ended now
  // N18 levels: data (assets/nlb/nlb-army-levels.csv; BALANCE.md says how they were set).
  static int demoralizationLevel(Army a) {
    return Board::get().demoralizationLevel(static_cast<int>(a));
  }
  static int disintegrationLevel(Army a) {
    return Board::get().disintegrationLevel(static_cast<int>(a));
  }

  // --- Combat (N9-N14, combat_flow.cpp)
  // The last attack's answer: column, die, result, and whether N14 made it no effect.
  struct LastCombat {
    int column = -1, die = 0;
    naw::CombatResult result = naw::CombatResult::Ae;
    bool appliedNone = false;
  };
  const LastCombat& lastCombat() const { return last_; }
  void forceDice(const std::vector<int>& dice);  // the next rolls, in order (tests, `dice`)
  // Obligations still open (N9, N14's 10.1 included), ascending by unit index.
  std::vector<int> openObligations() const;
  bool combatPending() const;  // a retreat, loss or advance is owed (N12)
  // N12: hexes `unit` may retreat into now without displacing; displacement choices
  // (hex, displaced unit) when it has none.
  std::vector<int> retreatHexes(int unit) const;
  std::vector<std::pair<int, int>> displacements(int unit) const;
  // A representative set of declarations (the random player; unchecked).
  std::vector<Action> candidateAttacks() const;
  // Every declaration the position allows (declarations.cpp; unchecked: legalActions keeps
  // those check() accepts), at the computed column (a lower odds= is always allowed too).
  std::vector<Action> allDeclarations() const;
  // Whether declaration `a` meets an open obligation (names an obliged unit).
  bool meetsObligation(const Action& a) const;
  std::uint16_t flags(int unit) const { return s_.cflags[static_cast<std::size_t>(unit)]; }

  std::uint64_t hash() const;

  // --- Test hooks (CLI clear/place/set/occupy)
  void editClear();
  void editPlace(int unit, int hex);
  // Sets turn, phase and counts; the game may end at once (N18, phasing side first).
  void editSet(int turn, Phase phase, int frenchLost, int angloLost, int prussianLost, int exited,
               int exitedSp);
  void editOccupy(int slot, int side) {
    s_.occupier[static_cast<std::size_t>(slot)] = std::uint8_t(side);
  }

  int unitIndex(std::string_view id) const { return rules().unitByIdentifier(id); }
  int sideOf(int unit) const { return rules().unit(unit).side == naw::Side::French ? 0 : 1; }
  Army armyOf(int unit) const;
  const naw::Rules& rules() const { return board_->rules(); }
  int unitCount() const { return rules().unitCount(); }

 private:
  // The movement search (movement.cpp), on fixed arrays: no allocation per question.
  struct Paths {  // cheapest cost in halves (-1 unreached) and the hex it came from
    std::array<std::int16_t, kMaxHexes> best, prev;
  };
  // Cheapest costs from the sources (hex, starting cost) within budget.
  // With a target, stops once the target's cost is final (its path too).
  void search(const Field& f, const std::pair<int, int>* sources, int nSources, int budget,
              Paths& p, int target = -1) const;
  void search(const Field& f, int fromHex, int budget, Paths& p, int target = -1) const {
    const std::pair<int, int> src{fromHex, 0};
    search(f, &src, 1, budget, p, target);
  }
  std::optional<Refusal> checkMove(const Action& a, std::vector<int>* hexes) const;
  std::optional<Refusal> checkEnter(const Action& a, int* cost) const;
  std::optional<Refusal> checkExit(const Action& a) const;
  std::optional<Refusal> checkEnd() const;
  void enterHex(int unit, int hex);  // occupation (N19)
  void startPhase();
  void endPhase();
  void checkAutomaticVictory(int phasingSide);
  void finishGame();
  // combat_flow.cpp
  std::optional<Refusal> checkAttack(const Action& a) const;
  std::optional<Refusal> checkRetreat(const Action& a) const;
  std::optional<Refusal> checkAdvance(const Action& a) const;
  std::optional<Refusal> checkLose(const Action& a) const;
  void applyAttack(const Action& a);
  void applyRetreat(const Action& a);
  void applyAdvance(const Action& a);
  void applyLose(const Action& a);
  void eliminate(int unit);
  void settle();  // eliminations without a choice, then N18, then the advance offer
  void eliminateStranded();
  void startCombatPhase();
  // N9 / R7 (obligations.cpp): the required obligations can all be met together; the open
  // obligations that still have a partner; a possible partner for unit u's obligation.
  bool obligationsFeasible(const Flags& f, const std::array<bool, kMaxUnits>& required) const;
  std::array<bool, kMaxUnits> liveObligations(const Flags& f) const;
  // zones: field(phasing side), the enemy's zones the phasing units stand in.
  bool hasPartner(int u, const Flags& f, const Field& zones) const;
  bool obligationsSatisfiable(const Flags& f, const std::array<bool, kMaxUnits>& required) const;
  bool canRetreatFrom(int unit, int hex, std::array<std::int16_t, kMaxUnits>& where,
                      int depth) const;
  void legalCombatActions(std::vector<Action>& out) const;
  int rollDie();

  const Board* board_ = &Board::get();
  State s_;
  std::vector<State> undo_;  // R7a: take-backs within this movement phase
  // The live obligations of the position and whether they can all be met (checkAttack asks
  // for every declaration): computed once per position, kept while the phase, the units'
  // places and their combat flags are those it was computed for (compared, so safe across
  // every change of the state, apply() included).
  struct LiveCache {
    bool valid = false;
    Phase phase = Phase::GameOver;
    std::array<std::int16_t, kMaxUnits> where{};
    Flags flags{};
    std::array<bool, kMaxUnits> live{};
    bool feasible = true;
  };
  const LiveCache& liveNow() const;
  mutable LiveCache live_;
  struct FieldCache {
    std::array<std::int16_t, kMaxUnits> where{};
    std::array<bool, 2> valid{};
    std::array<Field, 2> field;
  };
  mutable FieldCache fields_;
  std::vector<int> forcedDice_;
  std::size_t forcedNext_ = 0;
  LastCombat last_;
};

const char* phaseName(Phase p);
const char* armyName(Army a);

}  // namespace nlb
