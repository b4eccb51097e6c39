// The Waterloo 20 game state: plain data, fixed arrays, no pointers. This is what the
// position codec (codec.h) stores and hash() walks. Every field the whole game needs is
// here, the combat/morale/rally/rout part (filled by combat.cpp, morale.cpp) included.
// Rulings W1-W32: /work/shared/design/w20-rules-decisions.md; rule cases: the seed
// 002_766198e55e2913d6.txt.
//
// Indexes: a unit is its index in ascending id order (ASCII, ruling W31), so "ascending id
// order" is index order; a hex is (col - 1) * 26 + (row - 1), kNoHex off the map.
#pragma once

#include <array>
#include <cstdint>

namespace w20 {

// --- Counters (w20-units.csv, ruling W2), in ascending id order (W31).
enum UnitId : int {
  kAdI,       // ad-i
  kAdIi,      // ad-ii
  kAdRes,     // ad-res
  kAdUx,      // ad-ux
  kAlDummy,   // al-dummy
  kFrCavI,    // fr-cav-i
  kFrCavIi,   // fr-cav-ii
  kFrCavIii,  // fr-cav-iii
  kFrCavIv,   // fr-cav-iv
  kFrDummy,   // fr-dummy
  kFrI,       // fr-i
  kFrIg,      // fr-ig
  kFrIi,      // fr-ii
  kFrIii,     // fr-iii
  kFrIv,      // fr-iv
  kFrVi,      // fr-vi
  kPrI,       // pr-i
  kPrIi,      // pr-ii
  kPrIii,     // pr-iii
  kPrIv,      // pr-iv
  kUnits = 20,
};
constexpr int kNoUnit = -1;

enum class Side : std::uint8_t { French = 0, Allied = 1 };
constexpr Side enemyOf(Side s) { return s == Side::French ? Side::Allied : Side::French; }
// The three armies (LOC hexes, entry hexes, Forced March, rally points).
enum class Army : std::uint8_t { French = 0, AngloDutch = 1, Prussian = 2, None = 3 };
enum class UnitType : std::uint8_t { Corps, Cavalry, Dummy };

// --- Map (w20-map.csv, rulings W4-W5)
constexpr int kCols = 22;
constexpr int kRows = 26;
constexpr int kHexes = kCols * kRows;  // 572
constexpr int kNoHex = -1;

// --- Turn record (W7) and sequence of play (W8)
constexpr int kLastTurn = 10;
constexpr bool isNightTurn(int turn) { return turn == 3 || turn == 7; }

// Phase ids as the protocol names them (cli-protocol-w20.md, Phases).
enum class Phase : std::uint8_t {
  AlliedSetup,          // allied-setup (3.2, W3)
  FrenchSetup,          // french-setup
  StartOfNight,         // start-of-night (15.2, 15.3; night turns)
  FrenchEvents,         // french-events (5.0)
  FrenchMove,           // french-move (6.0)
  AlliedCountercharge,  // allied-countercharge (8.0)
  FrenchCombat,         // french-combat (9.0), steps declare, resolve
  AlliedEvents,         // allied-events
  AlliedMove,           // allied-move
  FrenchCountercharge,  // french-countercharge
  AlliedCombat,         // allied-combat
  EndOfTurn,            // end-of-turn (13.0, 10.0; night turns)
  GameOver,
};
constexpr int kPhases = 13;

enum class CombatStep : std::uint8_t { None, Declare, Resolve };

enum class UnitStatus : std::uint8_t {
  Map,         // on the map
  Pending,     // reinforcement not yet entered, or not yet deployed in a set-up phase
  Eliminated,  // in its side's eliminated pool (9.71); rallied units stay here until deployed
  Lost,        // permanently lost (10.2), or left the game by the `clear` test command
  Removed,     // a revealed dummy; both dummies without Fog of War
};

enum class Winner : std::uint8_t { None, French, Allied, Draw };

// Random events (W24). French table: 1 ConflictingOrders, 2 Mud, 3-4 None, 5 GrandBattery,
// 6 ViveLEmpereur; Allied: 1 DividedCommand, 2 Mud, 3-4 None, 5 Vorwaerts, 6 HardPounding.
enum class Event : std::uint8_t {
  NotRolled,  // no roll yet this player turn (or turn 1 French, 3.4)
  ConflictingOrders,
  Mud,
  None,
  GrandBattery,
  ViveLEmpereur,
  DividedCommand,
  Vorwaerts,
  HardPounding,
};

// Combat Results Table results (W16).
enum class Result : std::uint8_t { None, AE, AR, AW, N, DW, DR, DE, EX };

// What is owed first (status `awaiting`). Derived from the state by Game::awaiting(); kept
// here so that every file names it alike.
enum class Owed : std::uint8_t {
  None,
  Deploy,
  Event,
  Defend,
  Roll,
  Lose,
  Retreat,
  Advance,
  Rally,
  GameOver,
};

// --- One counter.
struct UnitState {
  std::int16_t hex = kNoHex;  // on the map: its hex
  UnitStatus status = UnitStatus::Lost;
  bool faceUp = true;   // 15.0: false = face down (only with Fog of War)
  bool routed = false;  // Routed marker (17.0, W20), public
  bool moved = false;   // moved or entered in the current movement phase (W9)
  bool acted = false;   // disengaged, penetrated or countercharged this countercharge phase (W11)
  bool fought = false;  // attacked or was attacked in the current combat/countercharge phase
  bool permanentlyLost = false;  // 10.2: no LOC hex was free when it rallied (status Lost)
  std::uint8_t marker = 0;       // f1-f11 / a1-a9: 1..11 or 1..9 within its side, fixed at new
};

// --- Combat (filled by combat.cpp). Units of one combat as bit masks (bit u = unit u).
constexpr int kMaxCombats =
    24;  // each declaration names a unit of its own; cancelled ones keep a number
enum class CombatState : std::uint8_t { Declared, Resolved, Cancelled };
struct Combat {
  std::uint32_t attackers = 0, defenders = 0;
  CombatState state = CombatState::Declared;
  bool countercharge = false;  // W12 (attackers doubled vs army corps only)
  bool defenderMp = false;     // 12.32, the defender decides first
  bool attackerMp = false;
  bool battery = false;  // Grand Battery (W24), French attacks in a combat phase only
  std::int8_t diff = 0;  // column used (-2..+4), once rolled
  std::uint8_t die = 0;  // 0 until rolled
  Result result = Result::None;
};

// The combat being resolved (W14 step 4; W17-W19), by the sub-step it waits for.
enum class ResolveStage : std::uint8_t {
  Idle,     // no combat taken for resolution
  Defend,   // defend 0|1 owed by the defender
  Roll,     // roll owed by the attacker
  Lose,     // EX: the attacker's choice of losses (W17)
  Retreat,  // retreats owed (units in `retreating`)
  Advance,  // advances that may or must be made (units in `advancers`)
};
constexpr int kMaxPath = 8;  // longest path of a move (5 MP + entry column), retreat (6), advance
struct RetreatPath {  // W19: start hex then the hexes entered (final hex left out if it survived)
  std::uint8_t length = 0;
  std::array<std::int16_t, kMaxPath> hexes{};
};
struct Resolution {
  std::int8_t combat = -1;  // index into State::combats, -1 none
  ResolveStage stage = ResolveStage::Idle;
  std::uint32_t retreating = 0;                 // units that still owe their retreat
  std::array<std::uint8_t, kUnits> distance{};  // retreat length owed per unit (W17, 9.74)
  std::array<RetreatPath, kUnits> paths{};      // retreat paths for advances (W19)
  std::uint32_t eliminated = 0;                 // eliminated in this combat (M1)
  std::uint32_t routedNow = 0;                  // survived a rout in this combat (M2)
  std::uint32_t advancers = 0;  // units that may (corps) or must (cavalry) still advance
  std::uint32_t advanced = 0;   // units that advanced in this combat
  std::array<std::int8_t, 2> moralePending{};  // M1-M4 summed, applied when retreats are done
};

// --- Morale history (what moved each index, for the front end): a ring of the last changes.
enum class MoraleReason : std::uint8_t {
  Eliminated,    // M1
  Routed,        // M2
  GuardSuccess,  // M3
  GuardRepulse,  // M4
  Night,         // M5
  Event,         // M6
  Loc,           // M7
  Spent,         // M8 (Forced March, combat, rally)
  Set,           // the `set` test command
};
constexpr int kMoraleLog = 48;
struct MoraleEntry {
  std::uint8_t turn = 0;
  Phase phase = Phase::FrenchMove;
  Side side = Side::French;
  std::int8_t delta = 0;
  MoraleReason reason = MoraleReason::Set;
  std::int8_t after = 0;
};

struct State {
  // Options (W30) and set-up (W3).
  bool fog = true, penetration = true, routedRule = true;
  bool freeSetup = false;
  std::uint64_t seed = 0;  // the game's seed (markers are derived from it, W29)
  std::uint64_t rng = 0;   // the seeded generator's state (core::Rng), every die (W31)

  // Turn record and sequence of play.
  std::uint8_t turn = 1;  // 1..10 (W7)
  Phase phase = Phase::FrenchMove;
  CombatStep step = CombatStep::None;
  Winner winner = Winner::None;
  Phase endedIn = Phase::FrenchMove;  // once over: the phase the game ended in

  // Army morale (12.0): [0] French, [1] Allied; 0..10.
  std::array<std::int8_t, 2> morale{{8, 7}};
  std::uint8_t moraleLogCount = 0;  // entries written so far (the ring keeps the last kMoraleLog)
  std::array<MoraleEntry, kMoraleLog> moraleLog{};

  // Random events of this turn, per side (W24): the event in force in that player turn.
  std::array<Event, 2> event{{Event::NotRolled, Event::NotRolled}};
  std::array<std::uint8_t, 2> eventDie{};
  bool batteryUsed = false;  // Grand Battery spent this combat phase
  // Forced March this movement phase (12.31): [French, AngloDutch, Prussian]; "Vorwaerts!"
  // sets Prussian.
  std::array<bool, 3> forcedMarch{};
  // Reinforcements that entered through each army's entry hex this phase (11.21 column).
  std::array<std::uint8_t, 3> entered{};

  std::array<UnitState, kUnits> units{};

  // What must be deployed now (set-up, a returning dummy, rallied units): bit u = unit u.
  std::uint32_t deployOwed = 0;

  // Combat and countercharge phases (W12, W14): obligations fixed when the phase begins.
  std::uint32_t obligedAttackers = 0, obligedDefenders = 0;
  std::uint8_t nCombats = 0;
  std::array<Combat, kMaxCombats> combats{};
  Resolution resolution{};

  // Rally (W27): end-of-turn; which side's rally is owed is derived from the pools;
  // rallyDone[side] once that side has rolled this night.
  std::array<bool, 2> rallyDone{};
  std::array<bool, 3> rallyPoint{};  // MPs spent for this rally: [French, AngloDutch, Prussian]
};

constexpr std::uint32_t bit(int u) { return std::uint32_t{1} << u; }
constexpr int sideIndex(Side s) { return static_cast<int>(s); }

}  // namespace w20
