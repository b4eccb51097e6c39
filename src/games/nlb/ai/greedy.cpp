// The greedy baseline: one ply, no plan. Movement: each unit in turn takes an enemy-held
// victory hex it can reach, else the hex nearest an enemy unit (room for it permitting).
// Combat: owed choices as the engine lists them first (an advance when offered), attacks at
// the best odds first, `end` once the best odds are below 1-1.
#include <algorithm>

#include "games/nlb/ai/planner.h"
#include "games/nlb/combat.h"

namespace nlb::ai {

namespace {
std::size_t ix(int i) { return static_cast<std::size_t>(i); }
}  // namespace

std::vector<Action> greedyMovement(Game& g) {
  std::vector<Action> out;
  const int side = g.sideToMove();
  for (int u = 0; u < g.unitCount(); ++u) {
    if (g.sideOf(u) != side || g.state().where[ix(u)] != kInPool || !g.reinforcementDue(u))
      continue;
    for (int e : g.entryHexes()) {
      const Action a = enterAt(u, e);
      if (!g.check(a)) {
        g.apply(a);
        out.push_back(a);
        break;
      }
    }
  }
  Snapshot snap(g, side);
  const auto& vh = g.board().victoryHexes();
  for (int u = 0; u < g.unitCount(); ++u) {
    const int w = g.state().where[ix(u)];
    if (g.sideOf(u) != side || w < 0) continue;
    int best = w, bestScore = 1 << 20;
    auto score = [&](int h) {
      const int slot = g.board().victorySlot(h);
      if (slot >= 0 && g.state().occupier[ix(slot)] != side) return -vh[ix(slot)].vp;
      int d = 99;
      for (int e : snap.enemyHexes) d = std::min(d, g.rules().distance(h, e));
      return d;
    };
    bestScore = snap.count[ix(w)] > (g.board().chateau(w) ? 1 : 2) ? 1 << 20 : score(w);
    for (int h : g.reachable(u)) {
      if (snap.side[ix(h)] == 1 - side || snap.count[ix(h)] >= (g.board().chateau(h) ? 1 : 2))
        continue;
      const int s = score(h);
      if (s < bestScore) best = h, bestScore = s;
    }
    if (best == w) continue;
    const Action a = moveTo(u, best);
    if (g.check(a)) continue;
    g.apply(a);
    out.push_back(a);
    snap.move(u, side, w, best);
  }
  settleStacking(g, out);
  return out;
}

Action greedyCombatAction(const Game& g) {
  const Action end = simple(ActionType::EndPhase);
  const std::vector<Action> legal = g.legalActions();
  if (legal.empty()) return end;
  if (g.combatPending()) {
    for (const Action& a : legal)
      if (a.type == ActionType::Advance) return a;
    return legal.front();
  }
  const bool endFree = !g.check(end);
  const Action* best = nullptr;
  int bestCol = -1;
  for (const Action& a : legal) {
    if (a.type != ActionType::Attack) continue;
    const AttackParts p = partsOf(a);
    const auto col = oddsColumn(g, p.adjacent, p.bombarders, p.defenders, a.odds);
    if (std::holds_alternative<int>(col) && std::get<int>(col) > bestCol)
      best = &a, bestCol = std::get<int>(col);
  }
  if (best && (!endFree || bestCol >= g.rules().crt().columnByName("1-1"))) return *best;
  return endFree ? end : legal.front();
}

}  // namespace nlb::ai
