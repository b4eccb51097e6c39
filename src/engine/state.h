// The complete, compact state of one game: what a save holds and what the hash covers.
// Plain data in fixed arrays (no pointers), copied freely for take-backs and look-ahead.
#pragma once

#include <array>
#include <cstdint>

#include "crt.h"
#include "rng.h"
#include "rules.h"
#include "units.h"

namespace naw {

// 3.0 Sequence of Play, as the rulebook names it.
enum class Phase : std::uint8_t {
  FrenchMovement,
  FrenchCombat,
  AlliedMovement,
  AlliedCombat,
  GameOver
};
// What the game waits for within a phase.
enum class StepKind : std::uint8_t {
  Move,                    // movement phase: move, enter, exit, undo, end (4.0, 7.0, R9)
  DeclareAttack,           // combat phase: attack or end (5.0, 6.1)
  Retreat,                 // 6.4: the owner retreats each unit a result forces back
  Displacement,            // 6.5: a friendly unit pushed out of a retreat hex
  EqualEliminationLosses,  // 6.3 Ee, R6: the attacker picks his losses
  ArtilleryRetreat,        // 6.8: bombarding artillery may retreat after Ae, Ar, Ee
  AdvanceAfterCombat,      // 6.6 (and 6.3: defender after Ae/Ar)
  GameOver,
};
enum class UnitStatus : std::uint8_t { Unavailable, Waiting, OnMap, Eliminated, Exited };
enum class Winner : std::uint8_t { None, French, Allied, Draw };

const char* phaseName(Phase p);    // "french-move", "french-combat", ... , "game-over"
const char* stepName(StepKind s);  // "move", "declare-attack", "retreat", ...
const char* winnerName(Winner w);  // "none", "french", "allied", "draw"
const char* unitStatusName(UnitStatus s);
Side phasingSide(Phase p);  // the side whose player-turn it is (3.0)
bool isMovementPhase(Phase p);
bool isCombatPhase(Phase p);

// Per-unit flags, valid within a combat phase (cleared when one begins).
enum UnitFlag : std::uint8_t {
  kFought = 1,          // attacked or was attacked this combat phase (5.2)
  kMustAttack = 2,      // R7 obligation fixed at phase start: must attack
  kMustBeAttacked = 4,  // R7 obligation: must be attacked
  kRetreatDue = 8,      // current attack: must retreat (6.4) or be displaced (6.5)
  kRetreated = 16,      // current attack: already retreated/displaced (a chain never loops)
  kAttacker = 32,       // current attack: adjacent attacker
  kBombarder = 64,      // current attack: bombarding artillery (5.6, 6.8)
  kDefender = 128,      // current attack: defender
};

struct UnitState {
  std::int16_t hex = -1;  // map index when OnMap, else -1
  UnitStatus status = UnitStatus::Unavailable;
  std::uint8_t mpUsed = 0;  // movement points spent this movement phase (4.1)
  std::int8_t group = -1;   // Waiting: index into the scenario's reinforcement groups
  std::uint8_t flags = 0;   // UnitFlag bits
};

// The attack being resolved (6.1-6.8) and what it still owes.
enum class CombatStage : std::uint8_t { None, Retreats, Losses, ArtilleryRetreat, Advance, Done };
struct CombatRecord {
  std::uint8_t odds = 0;  // final CRT column
  std::uint8_t die = 0;
  CombatResult result = CombatResult::Ae;
  CombatStage stage = CombatStage::None;
  std::uint8_t attackerSide = 0;   // Side of the attacking player
  std::uint8_t eeTarget = 0;       // Ee: printed strength the attacker must lose
  std::int8_t displaced = -1;      // unit being displaced (6.5), -1 none
  std::uint16_t frenchBefore = 0;  // losses before this attack: Ee decides victory on both (8.4)
  std::uint16_t alliedBefore = 0;
  std::uint8_t vacatedCount = 0;
  std::array<std::int16_t, 12> vacated{};  // hexes vacated by the result (6.6)
};

constexpr int kMaxGroups = 8;
constexpr int kMaxSlotsPerGroup = 12;

struct GameState {
  std::uint8_t turn = 1;
  Phase phase = Phase::FrenchMovement;
  StepKind step = StepKind::Move;
  Winner winner = Winner::None;
  std::uint16_t frenchLost = 0;  // printed strength points destroyed (8.0)
  std::uint16_t alliedLost = 0;
  std::uint8_t exited = 0;      // French units off the north edge (8.3, R9)
  bool grouchy = false;         // 9.0 variant in play
  std::uint8_t frenchChit = 0;  // 9.3 (0: no variant)
  std::uint8_t alliedChit = 0;  // 9.4
  std::uint8_t unitCount = 0;
  std::uint8_t groupActive = 0;  // bit g: reinforcement group g is in force
  // Remaining strength-movement slots per active group (R8); unused for take=all groups.
  std::array<std::array<std::uint8_t, kMaxSlotsPerGroup>, kMaxGroups> slotsLeft{};
  Rng rng;
  CombatRecord combat;
  std::array<UnitState, kMaxUnits> units{};
  // Units per hex index for each side (a hex may hold several of one side while moving, R7a).
  std::array<std::array<std::uint8_t, kMaxHexIndex>, 2> occupancy{};
};

}  // namespace naw
