// The Computer Napoleonics game state: plain data, fixed arrays, no pointers. This is what
// the position codec (codec.h) stores and hash() walks.
#pragma once

#include <array>
#include <cstdint>

#include "games/cn/grid.h"
#include "games/cn/units.h"

namespace cn {

// The six phases of C5, then the end.
enum class Phase : std::uint8_t {
  FrenchMove,     // french-move (3.11)
  FrenchSetup,    // french-setup (3.12)
  FrenchResolve,  // french-resolve (3.1, 4.23)
  AlliedMove,     // allied-move (3.31); due Prussians placed as it begins (C10)
  AlliedSetup,    // allied-setup (3.32)
  AlliedResolve,  // allied-resolve (3.33)
  GameOver,
};
const char* phaseName(Phase p);  // "french-move" ... "allied-resolve", "game-over"
constexpr bool isMovePhase(Phase p) { return p == Phase::FrenchMove || p == Phase::AlliedMove; }
constexpr bool isSetupPhase(Phase p) { return p == Phase::FrenchSetup || p == Phase::AlliedSetup; }
constexpr bool isResolvePhase(Phase p) {
  return p == Phase::FrenchResolve || p == Phase::AlliedResolve;
}
// The phasing side (the attacker in set-up and resolution, 6.1).
constexpr Side phasingSide(Phase p) {
  return p == Phase::AlliedMove || p == Phase::AlliedSetup || p == Phase::AlliedResolve
             ? Side::Allied
             : Side::French;
}

// Steps inside a phase.
enum class StepKind : std::uint8_t {
  Move,          // movement phase: move, exit, undo, end
  Declare,       // set-up phase: declare, cancel, end
  ChooseAttack,  // resolution phase: resolve an attack (or end once all are resolved)
  Advance,       // resolution phase: the advance decision of C20 is awaited
  GameOver,
};
const char* stepName(StepKind k);

enum class UnitStatus : std::uint8_t {
  OnMap,
  Waiting,     // a Prussian not yet placed (C10)
  Exited,      // left the map (C9)
  Eliminated,  // removed by combat (counted in losses)
  Off,         // removed by the clear test hook
};
const char* unitStatusName(UnitStatus s);  // "on-map", "waiting", "exited", "eliminated", "off"

enum class Winner : std::uint8_t { None, French, Allied, Draw };
const char* winnerName(Winner w);  // "none", "french", "allied", "draw"

enum class Result : std::uint8_t { AE, AR, DR, DE, EX };
const char* resultName(Result r);

constexpr int kMaxInAttack = 6;  // 6.24: at most six attacking units; one-vs-many: 6 neighbours
constexpr int kMaxAttacks = 34;  // each attack uses a phasing unit of its own
constexpr int kMaxMoveRecords = 200;  // each recorded move spends >= 1 MP; 33 units x 5 MP < 200

struct UnitState {
  std::int16_t square = kNoSquare;  // on the map: the square; else kNoSquare
  UnitStatus status = UnitStatus::Off;
  std::uint8_t mpUsed = 0;  // in the current movement phase
};

// One declared attack (C11). attackers: adjacent (non-bombarding) units in selection order;
// bombarders: bombarding artillery (C13); defenders in the order named.
struct Attack {
  std::uint8_t nAttackers = 0, nBombarders = 0, nDefenders = 0;
  bool resolved = false;
  std::array<std::int8_t, kMaxInAttack> attackers{};
  std::array<std::int8_t, kMaxInAttack> bombarders{};
  std::array<std::int8_t, kMaxInAttack> defenders{};
};

// One step of movement, for take-back (C6, 3.11): where the unit was and what it had used.
struct MoveRecord {
  std::int8_t unit = -1;
  bool exit = false;
  std::int16_t from = kNoSquare;
  std::uint8_t mpBefore = 0;
};

// The advance awaited after a DR, DE or EX (C20).
struct PendingAdvance {
  std::int8_t attack = -1;    // index into attacks
  std::uint8_t nSquares = 0;  // vacated squares
  std::array<std::int16_t, kMaxInAttack> squares{};
};

struct State {
  std::uint8_t turn = 1;  // 1..10 (C5)
  Phase phase = Phase::FrenchMove;
  StepKind step = StepKind::Move;
  bool solitaire = false;  // the computer commands the Allies: threshold 60 (C22)
  std::uint8_t delay = 0;  // Prussian delay D (C10)
  std::int16_t frenchLost = 0, alliedLost = 0;  // printed strength points eliminated
  std::uint8_t exited = 0;                      // French units exited (C9, 10.1)
  Winner winner = Winner::None;
  Phase endedIn = Phase::FrenchMove;  // once the game is over: the phase it ended in
  std::uint64_t rng = 0;              // the seeded generator's state (core::Rng)
  std::array<UnitState, kUnits> units{};
  // Obligations fixed when the set-up phase began (C12): bit u = unit u.
  std::uint64_t obligedAttackers = 0, obligedDefenders = 0;
  std::uint8_t nAttacks = 0;
  std::array<Attack, kMaxAttacks> attacks{};
  std::uint8_t nMoves = 0;
  std::array<MoveRecord, kMaxMoveRecords> moves{};
  PendingAdvance advance;
};

constexpr std::uint64_t bit(int u) { return std::uint64_t{1} << u; }

}  // namespace cn
