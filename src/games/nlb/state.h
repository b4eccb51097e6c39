// The advanced game's state: plain data in fixed arrays (hashed, encoded and compared field
// by field, codec.cpp). Units are indexed as naw::Rules' units (the rows of naw-units.csv).
#pragma once

#include <array>
#include <cstdint>

#include "core/rng.h"

namespace nlb {

constexpr int kMaxUnits = 96;
constexpr int kMaxHexes = 400;  // naw::Rules' index space (23 columns x 17 rows)
constexpr int kMaxVictory = 8;
constexpr int kTurns = 10;
constexpr int kNightTurn = 10;  // N3: turn 10 is the only night turn

// N3: the rulebook's sequence of play (NLB 4.1); GameOver after an automatic victory (N19)
// or after the Allied movement phase of night turn 10.
enum class Phase : std::uint8_t { FrenchMove, FrenchCombat, AlliedMove, AlliedCombat, GameOver };
enum class Army : std::uint8_t { French = 0, Anglo = 1, Prussian = 2 };
enum class Winner : std::uint8_t { None = 0, French = 1, Allied = 2, Draw = 3 };

// Where a unit is: a hex index >= 0, or one of these.
enum : std::int16_t {
  kInPool = -1,      // a reinforcement not yet entered (N15)
  kEliminated = -2,  // counted in its army's casualty level (N18)
  kExited = -3,      // left the map (N16): not a loss
  kUnavailable = -4  // not in this game (Grouchy pool without the variant, or `clear`)
};

// N9-N12: what a unit has done or owes in the current combat phase (State::cflags).
enum CombatFlag : std::uint16_t {
  kAttacked = 1,     // attacked (adjacent or bombarding) this phase
  kDefended = 2,     // has been attacked this phase (7.44)
  kAdvanced = 4,     // advanced after combat: neither attacks nor is attacked (7.52)
  kMustRetreat = 8,  // owes a retreat (Ar, Dr, displacement)
  kMayRetreat = 16,  // bombarding artillery after Ar (8.16): optional retreat open
  kMayAdvance = 32,  // took part on the winning side of the combat being settled
  kObliged = 64,     // must attack / be attacked (fixed at phase start, plus 10.1)
  kNoFire = 128,     // artillery displaced before firing (7.64)
  kInAttack = 256,   // an adjacent attacker of the combat being settled (Ex losses)
  kPairFired = 512,  // 8.13: the other battery of its hex bombarded without it: no fire
};
constexpr int kMaxEmptied = 8;

struct State {
  std::uint8_t turn = 1;
  Phase phase = Phase::FrenchMove;
  Winner winner = Winner::None;
  std::array<std::int16_t, kMaxUnits> where{};
  std::array<std::uint8_t, kMaxUnits> spentHalves{};  // N6: MP spent this phase, in halves
  std::array<std::uint8_t, kMaxHexes> entered{};      // N15: units entered per hex this phase
  std::array<std::uint8_t, kMaxVictory> occupier{};   // N19: 0 French, 1 Allied
  std::array<std::uint16_t, 3> lost{};                // N18: casualty level per Army
  std::uint16_t exited = 0;                           // N16: French units exited
  std::uint16_t exitedSp = 0;                         // their printed strength
  std::uint8_t grouchy = 0;                           // N1: the Grouchy variant (R8) is on
  std::array<std::uint8_t, 2> chits{};                // its French and Allied chits, 1..6
  // Combat phase (N9-N14): per-unit flags, the hexes the combat being settled may empty
  // (advance candidates, -1 unused) and the printed strength the attacker still owes (Ex).
  std::array<std::uint16_t, kMaxUnits> cflags{};
  std::array<std::int16_t, kMaxEmptied> emptied{};
  std::uint16_t lossOwed = 0;
  core::Rng rng;
};

inline bool operator==(const State& a, const State& b) {
  return a.turn == b.turn && a.phase == b.phase && a.winner == b.winner && a.where == b.where &&
         a.spentHalves == b.spentHalves && a.entered == b.entered && a.occupier == b.occupier &&
         a.lost == b.lost && a.exited == b.exited && a.exitedSp == b.exitedSp &&
         a.grouchy == b.grouchy && a.chits == b.chits && a.cflags == b.cflags &&
         a.emptied == b.emptied && a.lossOwed == b.lossOwed && a.rng.state == b.rng.state;
}

}  // namespace nlb
