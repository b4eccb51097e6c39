// The computer opponent's movement planner (namespace cn::ai): each unit of the moving side
// in turn goes to the square (or, for the French, the exit, C9) that gives the best
// evaluate() score with the others where the plan has them so far; `passes` rounds over the
// units (coordinate descent), `orders` different unit orders, the best plan kept. Reachable
// squares come from the engine (Game::reach: C6 zones of control, woods, row 70); they do
// not depend on where friends end (5.25), so the plan's moves are legal in any order. Work
// is spread over step() calls, one unit's choice per call.
#pragma once

#include <array>
#include <vector>

#include "games/cn/ai/cn_eval.h"

namespace cn::ai {

class MovePlanner {
 public:
  void start(const Game& game, const EvalParams& params, int passes, int orders);
  // One unit's best square; true once the plan is complete.
  bool step();
  bool done() const { return done_; }
  // The plan as engine actions (moves, exits, then EndPhase), for the game it started from.
  std::vector<Action> actions(const Game& game) const;
  Score score() const { return bestScore_; }

 private:
  void beginOrder();
  void tryConcentration(int enemy);
  int group_ = -1;  // next enemy of the concentration stage, -1 outside it
  EvalParams params_;
  Side side_ = Side::French;
  int passes_ = 1, orders_ = 1;
  int order_ = 0, pass_ = 0, index_ = 0;
  bool done_ = true;
  std::vector<int> units_;  // movable units
  std::vector<Reach> reach_;
  std::vector<std::array<std::int16_t, 8>> exitVia_;  // per unit: exit squares it may leave by
  std::array<std::int16_t, kUnits> startSq_{};
  Pos start_, pos_;
  std::array<std::uint8_t, kSquares> exitField_{};
  std::array<std::int16_t, kUnits> target_{};  // planned square (kNoSquare: exits)
  std::array<std::int16_t, kUnits> via_{};     // the exit square of a planned exit
  std::array<std::int16_t, kUnits> bestTarget_{}, bestVia_{};
  Score bestScore_ = 0;
  bool haveBest_ = false;
};

}  // namespace cn::ai
