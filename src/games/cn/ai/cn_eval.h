// The computer opponent's judgement of Computer Napoleonics positions (namespace cn::ai).
//
// Everything is integer arithmetic (scores in milli-points of printed strength), so a given
// position gets the same score natively and in wasm. A Pos is a light copy of where the
// units stand: the movement planner moves units in it hypothetically, without the engine.
//
// - attackValue: the expected value of one attack over the ten equally likely numbers of the
//   table (C16 odds with the C22 shift, C17 table, C18 results, C19 retreats worked out on
//   the Pos: a unit whose six directions are all blocked is eliminated).
// - evaluate: a movement plan's score for the side that moves — its coming attacks (a quick
//   star assignment meeting C12's obligations as far as it can), the enemy's threat next
//   turn, and each side's aims: French exits (C9, C23), Allied Prussian squares clear when a
//   group is due (C10), closing with the enemy.
#pragma once

#include <array>
#include <cstdint>

#include "games/cn/game.h"

namespace cn::ai {

using Score = std::int64_t;  // milli-points
constexpr Score kPoint = 1000;

// Where the units stand, plus the counters the evaluation needs.
struct Pos {
  std::array<std::int16_t, kUnits> sq{};   // square, or kNoSquare when not on the map
  std::array<std::int8_t, kSquares> at{};  // unit on the square, or -1
  int turn = 1;
  Phase phase = Phase::FrenchMove;
  int frenchLost = 0, alliedLost = 0, exited = 0;
  int threshold = 50;
  int delay = 0;
  unsigned waitingGroups = 0;  // bit t: a Prussian of the group scheduled for turn t waits (C10)
  // French march to the exits (exitField), computed once per plan; null: computed on use.
  const std::array<std::uint8_t, kSquares>* exitField = nullptr;
  bool onMap(int u) const { return sq[static_cast<std::size_t>(u)] != kNoSquare; }
  // What a printed point lost is worth to the game, per side (percent; set by posOf):
  // before the Allies reach T, 100 for an Allied point and 100 rising to 175 as French
  // losses near 50 (C23: 50 French points lost first is an Allied win); once they have
  // reached it the Allies can no longer win and only exits count: 15 and 25.
  std::array<int, 2> lossPercent{{100, 100}};
  void put(int u, int square);  // moves u (kNoSquare: off the map), keeping `at` right
  void weigh();                 // lossPercent from the counters
  // milli-points of `strength` printed points of `side` lost.
  Score loss(Side side, int strength) const {
    return strength * kPoint * lossPercent[static_cast<std::size_t>(side)] / 100;
  }
};
Pos posOf(const Game& game);

// Weights of a level (all counts or milli-point factors).
struct EvalParams {
  Score drBonus = 150;        // per defender point driven back (DR without elimination)
  Score arCost = 100;         // per attacker point driven back
  int threatPercent = 50;     // share of the enemy's best attack on each unit counted
  bool threat = true;         // count the enemy's next-turn threat at all
  bool exitPlan = true;       // French: the units needed for seven exits drawn to the exits
  bool prussianClear = true;  // Allies: keep 7072-7075 clear when a group is due (C10)
  bool blockExits = true;     // Allies: near T, lengthen the French march to the exits
  Score pullPerSquare = 40;   // per point of strength, per square beyond 2 from the enemy
  bool safeRetreat = true;    // threat counts a unit with no retreat square as lost on DR
  // French exits (C9, C23): value of an exited unit (up to seven) = exitBase + exitProgress x
  // the share of T the Allies have lost + 1 point per turn after the fifth; the units still
  // needed are drawn by exitPull (+ exitPullProgress x that share) per turn of march.
  Score exitBase = 2 * kPoint, exitProgress = 10 * kPoint;
  Score exitPull = kPoint / 4, exitPullProgress = kPoint;
  // ... and each of them whose march is longer than the French movement phases left costs
  // this (seven exits in time are half of the win).
  Score lateExit = 3 * kPoint;
  // French: an Allied point taken in the French attacks (and in their play-outs) is worth this
  // many percent more per turn played, until the Allies have lost T (C23): the French must
  // take T points in ten turns, so a gain now is worth more than the same gain later, and a
  // waiting game is a draw. 0: no such weight.
  int killTempo = 0;
};
// The percent an enemy point taken by `side` is worth to it by killTempo (100: plain).
int killPercent(const Pos& pos, Side side, const EvalParams& params);

// One attack in the form the engine takes (C11): adjacent attackers in selection order,
// bombarders, defenders.
struct AttackSpec {
  int nA = 0, nB = 0, nD = 0;
  std::array<std::int8_t, 6> a{}, b{}, d{};
};
AttackSpec specOf(const Action& declare);
Action declareOf(const AttackSpec& spec);

// C16 column with the C22 shift for the attacking side.
int shiftedColumn(const Pos& pos, Side attacker, int attack, int defence);
int defenceOf(const Pos& pos, int unit);  // printed strength, doubled on village/chateau
// The C19 retreat square of `unit` on `pos`, or kNoSquare (eliminated).
int retreatSquare(const Pos& pos, int unit);
// Reorders the adjacent attackers so that an EX costs the fewest printed points (C18: they
// are eliminated in selection order until their strengths cover the defenders').
void orderForExchange(AttackSpec& spec);
// Expected value (milli-points, for the attacker's side) of resolving the attack on `pos`.
Score attackValue(const Pos& pos, const AttackSpec& spec, const EvalParams& params);
// Probability (in tenths) of each result for a column: counts[Result] over the ten numbers.
std::array<int, 5> resultCounts(int column);

// The score of `pos` for `side`, which has just moved (or is moving) and attacks next;
// withSetup false: after its combat (an advance), the enemy moving next.
Score evaluate(const Pos& pos, Side side, const EvalParams& params, bool withSetup = true);
// evaluate() calls so far in this process: the computer's work, counted in positions judged
// rather than in time, so that a budget of it gives the same play on every machine.
std::uint64_t evaluations();

// For each square, the MP a French unit there needs to leave the map (C9: 1 MP to leave from
// an exit square) around the Allied units, an Allied-controlled square counting 4 MP (a unit
// entering one stops, 5.2); woods and row 70 closed (5.15, C8); 255: no way out.
std::array<std::uint8_t, kSquares> exitField(const Pos& pos);

// Parts of evaluate, exposed for tests.
Score quickSetupValue(const Pos& pos, Side side, const EvalParams& params);
Score threatValue(const Pos& pos, Side side, const EvalParams& params);
// C10: the scheduled turn (3..6) of the Prussian group due at the start of the Allied
// movement phase of `turn` with delay `delay`, if one of its units still waits; else 0.
int dueGroup(const Pos& pos, int turn);

}  // namespace cn::ai
