#include "games/cn/ai/cn_combat_plan.h"

#include <algorithm>

#include "core/rng.h"
#include "core/stable_sort.h"
#include "games/cn/setup_plan.h"

namespace cn::ai {

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

struct Candidate {
  Action action;
  Score value = 0;
  Score key = 0;  // sort key (value, perturbed in variants)
  std::uint64_t units = 0;
  bool obliged = false;  // names a unit still owed (C12)
};

std::uint64_t unitsOf(const Action& a) {
  std::uint64_t m = 0;
  for (int i = 0; i < a.nAttackers; ++i) m |= bit(a.attackers[z(i)]);
  for (int i = 0; i < a.nBombarders; ++i) m |= bit(a.bombarders[z(i)]);
  for (int i = 0; i < a.nDefenders; ++i) m |= bit(a.defenders[z(i)]);
  return m;
}

// The obligations left after `game` can all still be met: the star decomposition of the
// owed units, declared on a copy, lets the phase end.
bool completable(const Game& game) {
  if (!game.check(endAction())) return true;
  Game g = game;
  for (const Action& a : planObligedAttacks(g, nullptr))
    if (std::holds_alternative<Refusal>(g.apply(a))) return false;
  return !g.check(endAction());
}

// One greedy pass over the candidates in key order; returns the declarations and their total.
std::vector<Action> greedy(const Game& game, std::vector<Candidate> cands, Score* total) {
  core::stableSort(cands, [](const Candidate& a, const Candidate& b) { return a.key > b.key; });
  Game g = game;
  std::vector<Action> out;
  std::uint64_t used = 0;
  std::uint64_t owed = 0;
  for (int u : g.obligations()) owed |= bit(u);
  *total = 0;
  for (const Candidate& c : cands) {
    if (c.units & used) continue;
    const bool meets = (c.units & owed) != 0;
    if (c.value <= 0 && !meets) continue;
    Game next = g;
    if (std::holds_alternative<Refusal>(next.apply(c.action))) continue;
    if (!completable(next)) continue;
    g = next;
    out.push_back(c.action);
    used |= c.units;
    owed &= ~c.units;
    *total += c.value;
  }
  if (g.check(endAction())) {  // should not happen: mend with the plain decomposition
    for (const Action& a : planObligedAttacks(g, nullptr))
      if (!std::holds_alternative<Refusal>(g.apply(a))) out.push_back(a);
    *total -= 1000 * kPoint;
  }
  return out;
}

}  // namespace

std::vector<Action> planSetup(const Game& game, const EvalParams& params, int variants) {
  const Pos pos = posOf(game);
  std::uint64_t owed = 0;
  for (int u : game.obligations()) owed |= bit(u);
  std::vector<Candidate> cands;
  for (const Action& a : game.legalActions()) {
    if (a.type != ActionType::Declare) continue;
    AttackSpec s = specOf(a);
    orderForExchange(s);
    Candidate c;
    c.action = declareOf(s);
    c.value = attackValue(pos, s, params);
    c.key = c.value;
    c.units = unitsOf(a);
    c.obliged = (c.units & owed) != 0;
    cands.push_back(c);
  }
  Score best = 0;
  std::vector<Action> plan = greedy(game, cands, &best);
  core::Rng rng;
  rng.state = game.hash();
  for (int v = 1; v < variants; ++v) {
    for (Candidate& c : cands) c.key = c.value + static_cast<Score>(rng.below(2 * kPoint)) - kPoint;
    Score total = 0;
    std::vector<Action> other = greedy(game, cands, &total);
    if (total > best) {
      best = total;
      plan = std::move(other);
    }
  }
  return plan;
}

Action chooseResolve(const Game& game, const EvalParams& params) {
  const State& s = game.state();
  const Pos pos = posOf(game);
  int best = -1;
  Score bestValue = 0;
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& at = s.attacks[z(i)];
    if (at.resolved) continue;
    AttackSpec spec;
    spec.nA = at.nAttackers;
    spec.nB = at.nBombarders;
    spec.nD = at.nDefenders;
    spec.a = at.attackers;
    spec.b = at.bombarders;
    spec.d = at.defenders;
    const Score v = attackValue(pos, spec, params);
    if (best < 0 || v > bestValue) {
      best = i;
      bestValue = v;
    }
  }
  if (best < 0) return endAction();
  return resolveAction(s.attacks[z(best)].defenders[0]);
}

Action chooseAdvance(const Game& game, const EvalParams& params) {
  const Side side = phasingSide(game.state().phase);
  Pos pos = posOf(game);
  Score best = evaluate(pos, side, params, false);
  Action choice = declineAdvanceAction();
  for (const auto& [u, sq] : game.advanceOptions()) {
    const int from = pos.sq[z(u)];
    pos.put(u, sq);
    const Score v = evaluate(pos, side, params, false);
    pos.put(u, from);
    if (v > best) {
      best = v;
      choice = advanceAction(u, sq);
    }
  }
  return choice;
}

}  // namespace cn::ai
