// w20::Game: the Waterloo 20 rules engine (Miranda 1999, seed 002_766198e55e2913d6.txt, as
// settled by rulings W1-W32 of /work/shared/design/w20-rules-decisions.md). A value type:
// copy it freely. Ask for the current step and what is owed, the legal actions, check or
// apply an action (an Outcome or a core::Refusal naming the rule case or ruling), ask
// movement and zone questions, take a side's view (Fog of War, W29), hash it. Pure: no I/O;
// deterministic from (seed, options, actions). Every die comes from the state's seeded
// generator (W31); tests may force the next dice with forceDice.
//
// The sequence of play (W8) is an explicit state machine (sequence.cpp): each phase begins
// (what happens when it begins), passes by itself when nothing can be done in it (tests on
// public information only, W29), or waits for the acting side. The combat-related parts
// (countercharge, declaration, resolution, retreats, advance, rally, routed recovery, LOC
// check, victory) are functions of struct Rules (rules.h) written in combat.cpp, morale.cpp
// and victory.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <variant>
#include <vector>

#include "games/w20/action.h"
#include "games/w20/map.h"
#include "games/w20/state.h"
#include "games/w20/units.h"
#include "games/w20/view.h"

namespace w20 {

// Names as the protocol writes them.
const char* phaseName(Phase p);        // "allied-setup" ... "end-of-turn", "game-over"
const char* stepName(CombatStep s);    // "declare", "resolve", "-"
const char* winnerName(Winner w);      // "none", "french", "allied", "draw"
const char* sideName(Side s);          // "french", "allied"
const char* eventName(Event e);        // "conflicting-orders", ... ; "null" when not rolled
const char* resultName(Result r);      // "AE" ... "EX"
const char* statusName(UnitStatus s);  // "map", "pending", "eliminated", "lost", "removed"
const char* owedName(Owed o);          // "none", "deploy", "event", ...
const char* dateName(int turn);        // "16-june" ...
const char* partName(int turn);        // "afternoon", "evening", "night", "morning"
std::optional<Phase> phaseByName(std::string_view name);

// The side that owns the player turn of a phase (the phasing player, W8); set-up phases:
// the side setting up; start-of-night and end-of-turn: French.
Side phasingSide(Phase p);
constexpr bool isMovePhase(Phase p) { return p == Phase::FrenchMove || p == Phase::AlliedMove; }
constexpr bool isCounterchargePhase(Phase p) {
  return p == Phase::AlliedCountercharge || p == Phase::FrenchCountercharge;
}
constexpr bool isCombatPhase(Phase p) {
  return p == Phase::FrenchCombat || p == Phase::AlliedCombat;
}
constexpr bool isEventsPhase(Phase p) {
  return p == Phase::FrenchEvents || p == Phase::AlliedEvents;
}
constexpr bool isSetupPhase(Phase p) { return p == Phase::AlliedSetup || p == Phase::FrenchSetup; }

struct Options {
  bool fog = true, penetration = true, routed = true;  // W30: all three by default
  bool freeSetup = false;                              // W3
};

// Where the game stands and what is owed first (status `awaiting`).
struct Step {
  int turn = 1;
  Phase phase = Phase::FrenchMove;
  CombatStep step = CombatStep::None;
  Side acting = Side::French;  // the side whose command is expected
  Owed owed = Owed::None;
  std::uint32_t owedUnits = 0;  // Deploy, Retreat, Advance: the units concerned
};

// What an applied action did (the words of the protocol's `ok` answers).
struct Outcome {
  int die = 0;                     // RollEvent: the event die; Roll: the combat die
  Event event = Event::NotRolled;  // RollEvent
  std::uint32_t revealed = 0;      // units turned face up by the action
  std::uint32_t removed = 0;       // dummies removed by the action
  bool barred = false;             // Disengage/Penetrate barred by face-down cavalry (W11, W13)
  bool cancelled = false;          // Declare/Countercharge left without a real defender
  int combat = 0;                  // Declare/Countercharge: its number (1-based)
  int diff = 0;                    // Roll: the column used (-2..+4)
  Result result = Result::None;    // Roll
  std::uint8_t nRouts = 0;         // Roll: one rout die per routing unit, ascending id (W31)
  std::array<std::int8_t, kUnits> routUnit{};
  std::array<std::uint8_t, kUnits> routDie{};
  std::uint8_t nHazards = 0;  // Retreat: one per die rolled, in order (W18)
  std::array<std::int16_t, kMaxPath * 2> hazardHex{};
  std::array<std::uint8_t, kMaxPath * 2> hazardDie{};
  std::int16_t eliminatedAt = kNoHex;  // Retreat: where the unit was eliminated
  std::uint8_t nRally = 0;             // Rally: one roll per eliminated unit, ascending id
  std::array<std::int8_t, kUnits> rallyUnit{};
  std::array<std::uint8_t, kUnits> rallyDie{};
  std::uint32_t rallied = 0, lost = 0;  // Rally
};
using ApplyResult = std::variant<Refusal, Outcome>;

// Reachable hexes of one unit in the current movement phase (W9): for each hex the MP spent
// to end there (-1 unreachable) and the previous hex of one cheapest path (kNoHex at the
// start; for a reinforcement, the path starts at its entry hex).
struct Reach {
  std::array<std::int8_t, kHexes> cost{};
  std::array<std::int16_t, kHexes> from{};
  std::array<bool, kHexes> canEnd{};  // the unit may end its move there (vacant, W9)
};

class Game {
 public:
  // Turn 1 (W3): historical set-up (play at french-move, or allied-setup for the dummies with
  // Fog of War) or free set-up (allied-setup for every unit).
  static Game newGame(std::uint64_t seed, const Options& options = Options{});
  // A game continuing from a state (decoded, or built by hand); no forced dice.
  static Game fromState(const State& state);

  const State& state() const { return s_; }
  Step step() const;
  bool over() const { return s_.phase == Phase::GameOver; }
  Options options() const;

  // Every legal action of the current step in a fixed order (see legal.cpp). Moves: one per
  // reachable hex by a cheapest path; declarations and other combat choices: as
  // combat.cpp lists them.
  std::vector<Action> legalActions() const;
  std::optional<Refusal> check(const Action& action) const;
  ApplyResult apply(const Action& action);

  // What `side` may see (W29): no identity of a face-down enemy counter, no enemy pending
  // unit.
  View view(Side side) const;

  // --- Units and hexes
  static const Roster& roster() { return theRoster(); }
  static const Map& map() { return theMap(); }
  int unitAt(int hex) const;  // the counter on a hex (any status Map), or kNoUnit
  const UnitState& unit(int u) const { return s_.units[static_cast<std::size_t>(u)]; }
  bool onMap(int u) const { return unit(u).status == UnitStatus::Map; }
  // W10: the hex is in the zone of control of a unit of `side` (none at night; none from a
  // routed unit; not across an unbridged river). `cavalryOnly`: only cavalry ZOCs (7.41).
  bool inZocOf(int hex, Side side, bool cavalryOnly = false) const;
  // A counter of `side` is adjacent (W10) to the hex.
  bool adjacentToSide(int hex, Side side) const;

  // --- Movement (W9, W25)
  // The unit's allowance in this movement phase (night 1; Mud, Forced March, Vorwaerts),
  // without the road bonus.
  int allowance(int u) const;
  // Why the unit cannot move now (or enter, for a waiting reinforcement), or nothing.
  std::optional<Refusal> movementBlocked(int u) const;
  void reach(int u, Reach& out) const;
  std::vector<int> reachable(int u) const;  // where it may end a move now, ascending hex index
  // A cheapest legal path to `to` (a reinforcement's starts with its entry hex), or empty.
  std::vector<int> pathTo(int u, int to) const;
  // Why the path (whole) is illegal for this unit now, or nothing (Move / Enter).
  std::optional<Refusal> checkPath(int u, const int* path, int length, bool enter) const;

  // --- Test hooks (CLI `dice`, `clear`, `place`, `set`)
  void forceDice(const std::vector<int>& dice);  // the next dice, 1..6 (W31 order)
  void editClear();                              // every unit status Lost
  // `place`: hex >= 0 on the map; or status Pending / Eliminated. Face up/down, routed.
  void editPlace(int u, int hex, UnitStatus status, bool faceUp, bool routed);
  // `set`: the indexes, then phase P of turn T begins as play would (W8).
  void editSet(int turn, Phase phase, int frenchMorale, int alliedMorale);

  // --- Persistence
  std::uint64_t hash() const;  // FNV-1a over the state's fields, platform independent

  // One die (1..6): a forced one if any is left, else the state's generator (W31).
  int rollDie();

 private:
  friend struct Rules;                 // the rules code, split over several .cpp files (rules.h)
  Outcome finish(const Outcome& out);  // a winner ends the game at once (14.1)
  State s_;
  std::array<std::uint8_t, 32> forced_{};
  int nForced_ = 0, forcedAt_ = 0;
};

}  // namespace w20
