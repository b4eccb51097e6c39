#include "games/nlb/ai/rollout.h"

#include "games/nlb/ai/ai.h"
#include "games/nlb/ai/planner.h"

namespace nlb::ai {

namespace {

// The candidate weights: the level's own, then bolder, more careful, faster, slower ones.
std::vector<Style> candidates(const Style& base) {
  std::vector<Style> out(6, base);
  out[1].threat = 0.0;
  out[2].threat = base.threat * 2;
  out[3].approach = base.approach * 2;
  out[4].approach = base.approach / 3;
  out[5].minEv = 0.0;
  for (Style& s : out) s.orderings = 1;
  return out;
}

// A copy of the position for a playout: the dice from the computer's generator, the
// opponent's chit (if any) drawn, not read.
Game determinize(const Game& g, int side, core::Rng& rng) {
  State s = g.view(side);  // R8: the opponent's chit is 0 until revealed
  s.rng.state = rng.next();
  auto& theirs = s.chits[static_cast<std::size_t>(1 - side)];
  if (s.grouchy && theirs == 0) theirs = static_cast<std::uint8_t>(rng.die());
  return Game::fromState(s);
}

}  // namespace

std::vector<Action> bestPlanByPlayouts(const Game& g, const Style& base, const RolloutBudget& b,
                                       core::Rng& rng) {
  const int side = g.sideToMove();
  std::vector<Action> best;
  double bestValue = -1e18;
  bool first = true;
  // Common random numbers: playout p of every candidate uses the same dice (and chit), so
  // that plans are compared on the same luck, not on whose dice fell better.
  std::vector<std::uint64_t> seeds;
  for (int p = 0; p < b.playouts; ++p) seeds.push_back(rng.next());
  for (const Style& st : candidates(base)) {
    Game planned = g;
    MovePlan plan = planMovement(planned, st, rng, false);
    if (planned.check(simple(ActionType::EndPhase))) continue;
    double value = 0;
    for (int p = 0; p < b.playouts; ++p) {
      core::Rng dice{seeds[static_cast<std::size_t>(p)]};
      Game c = determinize(planned, side, dice);
      c.apply(simple(ActionType::EndPhase));
      for (int n = 0; n < b.phases && !c.over(); ++n)
        if (playPhase(c, Level::Normal).empty()) break;
      value += materialValue(c, side);
    }
    if (first || value > bestValue) best = std::move(plan.actions), bestValue = value;
    first = false;
  }
  return best;
}

}  // namespace nlb::ai
