// Static evaluation of a position for the computer players (issue 6). Pure functions of a
// GameState as one side may see it; no dice, no hidden information.
//
// The value is in printed strength points from the French point of view (positive: good
// for the French): material (losses), exits, French progress towards the north edge, the
// expected value of the attacks the phasing side is already committed to (units in contact,
// R7: every unit in an enemy zone of control must attack) and the expected value of the
// attacks each side could make on its next combat phase (threats), all from the CRT
// probabilities (R5) over the six die faces.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "game.h"

namespace naw::ai {

// Tunable weights. Levels differ in which terms they use and how they weigh them.
struct EvalParams {
  double frenchLossWeight = 1.25;  // per French point lost (the Allies win at 40)
  double alliedLossWeight = 1.25;  // per Allied point lost
  double exitWeight = 2.0;         // per French unit exited (8.3), up to the 7 needed
  double surplusExitCost = 1.0;    // per French unit exited beyond those
  double huntWeight =
      0.02;  // once 7 are off: per French strength point per hex to the nearest Allied unit
  double progressWeight = 0.04;    // per hex of French strength-weighted progress north
  double contactWeight = 1.0;      // committed attacks of the phasing side (R7)
  double threatWeight = 0.5;       // the next side's possible attacks (γ)
  double counterWeight = 0.2;      // the side after that
  double nextContactWeight = 1.0;  // in a combat phase: contacts that outlast it (advances, R7)
  double retreatLoss = 0.15;       // fraction of strength a forced retreat costs (Ar/Dr)
  // French progress measured around the Allies: an Allied-held hex is closed, a hex in an
  // Allied zone of control costs this much more (entering one stops a move, 4.5); 0: plain
  // distance to the north edge.
  int zocPenalty = 0;           // 2 and 4 lost in self-play
  bool trappedRetreats = true;  // count a Dr against a unit with no safe hex as a De (6.4)
  bool useThreats = false;      // off by default: it lost in self-play (see the report)
};

// Tables derived once per Rules: distances, terrain doubling, distance to the exit edge.
class Board {
 public:
  explicit Board(std::shared_ptr<const Rules> rules);
  const Rules& rules() const { return *rules_; }
  int dist(int a, int b) const {
    return dist_[static_cast<std::size_t>(a) * n_ + static_cast<std::size_t>(b)];
  }
  int exitDistance(int i) const { return exitDist_[static_cast<std::size_t>(i)]; }
  bool doubles(int i) const { return doubles_[static_cast<std::size_t>(i)] != 0; }
  // 6-die result counts for a CRT column: [Ae, Ar, Ee, Dr, De].
  const std::array<int, 5>& results(int column) const {
    return results_[static_cast<std::size_t>(column)];
  }
  int columns() const { return static_cast<int>(results_.size()); }
  // French movement-like distance to the north edge around the Allied units of `s` (each
  // entry: hexes; 60 = no way), recomputed only when the Allied positions change.
  const std::vector<std::uint8_t>& blockedExitDistance(const GameState& s, int zocPenalty) const;
  // A shared Board for the standard rules (built once).
  static const Board& forRules(const std::shared_ptr<const Rules>& rules);

 private:
  std::shared_ptr<const Rules> rules_;
  std::size_t n_ = 0;
  std::vector<std::uint8_t> dist_;
  std::vector<std::uint8_t> exitDist_;
  std::vector<std::uint8_t> doubles_;
  std::vector<std::array<int, 5>> results_;
  // Single-entry cache of blockedExitDistance (a pure function of its inputs).
  mutable std::uint64_t cacheKey_ = 0;
  mutable std::vector<std::uint8_t> cache_;
};

// Expected value (printed points, attacker's point of view) of one attack: `attack` is the
// adjacent attackers' strength (the part at risk), `total` that plus bombardment, `defence`
// the defenders' printed strength, `doubledDefence` after terrain.
// `trapped`: the defenders have no hex to retreat to (6.4), so a Dr destroys them.
double attackValue(const Board& b, const EvalParams& p, int column, int attack, int defence,
                   bool trapped = false);
int columnFor(const Board& b, const GameState& s, Side attacker, int attack, int doubledDefence);

// French-point-of-view value of the state.
double evaluate(const Board& b, const GameState& s, const EvalParams& p);

}  // namespace naw::ai
