// The greedy level: a one-ply baseline. Movement: each unit, in ascending id order, to the
// hex nearest the nearest enemy counter (the better terrain on a tie) if that brings it
// nearer; attacks: the declaration with the best differential while it is at least 0 (or
// while an obligation is unmet); no Morale Points; every advance taken; the first legal
// retreat, loss set and set-up hex.
#include <algorithm>

#include "games/w20/ai/decide.h"
#include "games/w20/ai/eval.h"

namespace w20::ai {

namespace {
int nearestEnemy(const Game& b, Side side, int hex) {
  int best = 99;
  for (int e = 0; e < kUnits; ++e)
    if (Game::roster()[e].side != side && b.onMap(e))
      best = std::min(best, hexDistance(hex, b.unit(e).hex));
  return best;
}

Action greedyMove(const Game& b, Side side) {
  for (int u = 0; u < kUnits; ++u) {
    if (Game::roster()[u].side != side || b.movementBlocked(u)) continue;
    const bool pending = b.unit(u).status == UnitStatus::Pending;
    const int now = pending ? 99 : nearestEnemy(b, side, b.unit(u).hex);
    int best = kNoHex, bestD = now, bestT = -1;
    for (int h : b.reachable(u)) {
      const int d = nearestEnemy(b, side, h), t = Game::map().combatValue(h);
      if (d < bestD || (d == bestD && best != kNoHex && t > bestT) || (pending && best == kNoHex)) {
        best = h, bestD = d, bestT = t;
      }
    }
    if (best == kNoHex) continue;
    const std::vector<int> path = b.pathTo(u, best);
    const int n = static_cast<int>(path.size());
    return pending ? enterAction(u, path.data(), n) : moveAction(u, path.data(), n);
  }
  return endAction();
}
}  // namespace

Action greedyAction(const Game& b, Side side) {
  const std::vector<Action> legal = b.legalActions();
  const Step st = b.step();
  switch (st.owed) {
    case Owed::Event:
      return eventAction();
    case Owed::Defend:
      return defendAction(false);
    case Owed::Roll:
      return rollWithBattery(b, false);
    case Owed::Rally:
      return rallyAction(false, Army::None);
    case Owed::Advance:
      if (const Action* a = firstOf(legal, ActionKind::Advance)) return *a;
      break;
    case Owed::None:
      if (isMovePhase(b.state().phase)) return greedyMove(b, side);
      if (isCombatPhase(b.state().phase) && b.state().step == CombatStep::Declare) {
        const Action* best = nullptr;
        double bestD = -1e9;
        for (const Action& a : legal)
          if (a.kind == ActionKind::Declare) {
            const double d = reckonDifferential(b, side, a.attackers, a.defenders, false);
            if (d > bestD) bestD = d, best = &a;
          }
        if (best && (bestD >= 0 || b.check(endAction()))) return *best;
        return endAction();
      }
      if (isCombatPhase(b.state().phase)) {
        if (const Action* a = firstOf(legal, ActionKind::Resolve)) return *a;
      }
      if (!b.check(endAction())) return endAction();
      break;
    default:
      break;
  }
  for (const Action& a : legal)
    if (a.kind != ActionKind::Reveal) return a;
  return legal.empty() ? endAction() : legal.front();
}

}  // namespace w20::ai
