#include "games/cn/ai/cn_move_plan.h"
#include "core/stable_sort.h"

#include <algorithm>

namespace cn::ai {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }
const UnitDef& def(int u) { return theRoster().unit(u); }
}  // namespace

void MovePlanner::start(const Game& g, const EvalParams& params, int passes, int orders) {
  params_ = params;
  passes_ = std::max(1, passes);
  orders_ = std::max(1, orders);
  const State& s = g.state();
  side_ = phasingSide(s.phase);
  start_ = posOf(g);
  if (side_ == Side::French) {  // the Allies stand still while the French move
    exitField_ = exitField(start_);
    start_.exitField = &exitField_;
  }
  units_.clear();
  reach_.clear();
  exitVia_.clear();
  for (int u = 0; u < kUnits; ++u) {
    startSq_[z(u)] = start_.sq[z(u)];
    if (def(u).side != side_ || g.movementBlocked(u)) continue;
    units_.push_back(u);
    reach_.emplace_back();
    g.reach(u, reach_.back());
    std::array<std::int16_t, 8> via;
    via.fill(static_cast<std::int16_t>(kNoSquare));
    if (s.phase == Phase::FrenchMove && side_ == Side::French) {
      const int left = def(u).movement - s.units[z(u)].mpUsed;
      int n = 0;
      if (g.canExitNow(u)) via[z(n++)] = start_.sq[z(u)];
      for (int code : kExitCodes) {
        const int sq = squareOfCode(code);
        const int c = reach_.back().cost[z(sq)];
        if (c > 0 && c < left && !g.controlledBy(sq, Side::Allied))
          via[z(n++)] = static_cast<std::int16_t>(sq);
      }
    }
    exitVia_.push_back(via);
  }
  order_ = 0;
  haveBest_ = false;
  done_ = false;
  beginOrder();
}

void MovePlanner::beginOrder() {
  pos_ = start_;
  for (int u = 0; u < kUnits; ++u) {
    target_[z(u)] = startSq_[z(u)];
    via_[z(u)] = static_cast<std::int16_t>(kNoSquare);
  }
  pass_ = 0;
  index_ = 0;
  group_ = -1;
  if (order_ == 1) {
    // Second order: the units nearest the enemy first, strongest first among equals.
    std::vector<std::pair<int, int>> key;
    for (int u : units_) {
      int best = 99;
      for (int e = 0; e < kUnits; ++e)
        if (start_.onMap(e) && def(e).side != side_)
          best = std::min(best, distance(start_.sq[z(u)], start_.sq[z(e)]));
      key.emplace_back(best * 100 - def(u).strength, u);
    }
    core::stableSort(key);
    std::vector<int> order;
    for (auto& k : key) order.push_back(k.second);
    // Keep reach_/exitVia_ aligned with units_.
    std::vector<Reach> r;
    std::vector<std::array<std::int16_t, 8>> v;
    for (int u : order) {
      const auto it = std::find(units_.begin(), units_.end(), u);
      const std::size_t i = static_cast<std::size_t>(it - units_.begin());
      r.push_back(reach_[i]);
      v.push_back(exitVia_[i]);
    }
    units_ = order;
    reach_ = std::move(r);
    exitVia_ = std::move(v);
  }
  if (units_.empty()) pass_ = passes_;
}

bool MovePlanner::step() {
  if (done_) return true;
  pos_.exitField = side_ == Side::French ? &exitField_ : nullptr;  // (the planner may move)
  if (pass_ < passes_ && index_ < static_cast<int>(units_.size())) {
    const std::size_t i = z(index_);
    const int u = units_[i];
    const Reach& r = reach_[i];
    // Take u out of the plan.
    if (target_[z(u)] == kNoSquare)
      --pos_.exited;
    else
      pos_.put(u, kNoSquare);
    int bestSq = target_[z(u)], bestVia = via_[z(u)];
    bool haveChoice = false;
    Score best = 0;
    auto consider = [&](int sq, int via) {
      if (sq == kNoSquare) {
        ++pos_.exited;
      } else {
        pos_.put(u, sq);
      }
      const Score v = evaluate(pos_, side_, params_);
      if (sq == kNoSquare)
        --pos_.exited;
      else
        pos_.put(u, kNoSquare);
      if (!haveChoice || v > best) {
        haveChoice = true;
        best = v;
        bestSq = sq;
        bestVia = via;
      }
    };
    // Its current planned square first (ties keep it), then every free reachable square.
    if (target_[z(u)] != kNoSquare) consider(target_[z(u)], kNoSquare);
    if (startSq_[z(u)] != target_[z(u)] && pos_.at[z(startSq_[z(u)])] < 0)
      consider(startSq_[z(u)], kNoSquare);
    for (int sq = 0; sq < kSquares; ++sq)
      if (r.cost[z(sq)] > 0 && sq != target_[z(u)] && pos_.at[z(sq)] < 0) consider(sq, kNoSquare);
    if (exitVia_[i][0] != kNoSquare) consider(kNoSquare, exitVia_[i][0]);
    target_[z(u)] = static_cast<std::int16_t>(bestSq);
    via_[z(u)] = static_cast<std::int16_t>(bestVia);
    if (bestSq == kNoSquare)
      ++pos_.exited;
    else
      pos_.put(u, bestSq);
    if (++index_ >= static_cast<int>(units_.size())) {
      index_ = 0;
      ++pass_;
      if (pass_ == 1) group_ = 0;  // after the first pass: the concentrations
    }
    if (pass_ < passes_ || group_ >= 0) return false;
  }
  if (group_ >= 0) {
    if (group_ < kUnits) {
      tryConcentration(group_++);
      return false;
    }
    group_ = -1;
    if (pass_ < passes_) return false;
  }
  // This order is complete.
  const Score v = evaluate(pos_, side_, params_);
  if (!haveBest_ || v > bestScore_) {
    haveBest_ = true;
    bestScore_ = v;
    bestTarget_ = target_;
    bestVia_ = via_;
  }
  if (++order_ < orders_) {
    beginOrder();
    return false;
  }
  done_ = true;
  return true;
}

// A proposal the unit-by-unit descent cannot find: several units closing on one enemy
// together (one alone next to it would only be forced into a poor attack, C12). The
// strongest units able to reach a free square next to `enemy` take one each (at most six);
// kept if the plan scores better.
void MovePlanner::tryConcentration(int enemy) {
  if (!pos_.onMap(enemy) || def(enemy).side == side_) return;
  const int e = pos_.sq[z(enemy)];
  int squares[6];
  int n = 0;
  for (int d = 1; d <= 6; ++d) {
    const int s = neighbour(e, d);
    if (s == kNoSquare || !theMap().passable(s) || (side_ == Side::French && isRow70(s))) continue;
    squares[n++] = s;
  }
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < units_.size(); ++i) order.push_back(i);
  core::stableSort(order, [&](std::size_t a, std::size_t b) {
    return def(units_[a]).strength > def(units_[b]).strength;
  });
  const Score before = evaluate(pos_, side_, params_);
  Pos trial = pos_;
  auto target = target_;
  auto via = via_;
  bool taken[6] = {false, false, false, false, false, false};
  int moved = 0;
  for (std::size_t i : order) {
    const int u = units_[i];
    if (target_[z(u)] != kNoSquare && adjacent(target_[z(u)], e)) {  // already there
      for (int k = 0; k < n; ++k) taken[k] |= squares[k] == target_[z(u)];
      continue;
    }
    for (int k = 0; k < n; ++k) {
      const int s = squares[k];
      if (taken[k]) continue;
      const bool here = s == startSq_[z(u)];
      if (!here && reach_[i].cost[z(s)] <= 0) continue;
      if (trial.at[z(s)] >= 0) continue;
      if (target_[z(u)] == kNoSquare) --trial.exited;
      trial.put(u, s);
      target[z(u)] = static_cast<std::int16_t>(s);
      via[z(u)] = static_cast<std::int16_t>(kNoSquare);
      taken[k] = true;
      ++moved;
      break;
    }
  }
  if (moved < 2) return;
  if (evaluate(trial, side_, params_) > before) {
    pos_ = trial;
    target_ = target;
    via_ = via;
  }
}

std::vector<Action> MovePlanner::actions(const Game& g) const {
  std::vector<Action> out;
  for (std::size_t i = 0; i < units_.size(); ++i) {
    const int u = units_[i];
    const int goal = bestTarget_[z(u)] == kNoSquare ? bestVia_[z(u)] : bestTarget_[z(u)];
    if (goal != startSq_[z(u)] && goal != kNoSquare) {
      const Reach& r = reach_[i];
      const int c = r.cost[z(goal)];
      if (c > 0 && c <= 5) {
        int path[5];
        int x = goal;
        for (int k = c - 1; k >= 0; --k, x = r.from[z(x)]) path[k] = x;
        out.push_back(moveAction(u, path, c));
      }
    }
    if (bestTarget_[z(u)] == kNoSquare) out.push_back(exitAction(u));
  }
  (void)g;
  out.push_back(endAction());
  return out;
}

}  // namespace cn::ai
