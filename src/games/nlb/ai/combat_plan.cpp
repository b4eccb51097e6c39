#include <algorithm>

#include "core/stable_sort.h"
#include "games/nlb/ai/planner.h"
#include "games/nlb/combat.h"

namespace nlb::ai {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

// Positional gain of `unit` going from where it stands to `hex` (a retreat or an advance),
// for its own side: an owed choice is always its owner's (N12), in either side's phase.
double shift(const Game& g, const Snapshot& snap, int unit, int hex, const Style& st) {
  const int side = g.sideOf(unit);
  const int from = g.state().where[ix(unit)];
  return positionValue(g, snap, side, unit, hex, st) -
         (from >= 0 ? positionValue(g, snap, side, unit, from, st) : 0.0);
}

double owedChoiceValue(const Game& g, const Snapshot& snap, const Action& a, const Style& st) {
  switch (a.type) {
    case ActionType::Retreat:
      return shift(g, snap, a.unit, a.path[0], st) - (a.displace >= 0 ? 1.0 : 0.0);
    case ActionType::Advance:
      return shift(g, snap, a.unit, a.path[0], st);
    case ActionType::Lose: {
      std::vector<int> us(a.units.begin(), a.units.begin() + a.nAttackers);
      return -lossValueOf(g, us);
    }
    default:
      return 0.0;  // RetreatNone, AdvanceNone
  }
}

// The declarations offered by the engine, and each with the side's free batteries that can
// bombard its defenders joined in (N13: bombarders risk nothing but an optional retreat).
std::vector<Action> declarations(const Game& g, const std::vector<Action>& legal) {
  std::vector<Action> out;
  std::vector<int> batteries;
  const int side = g.sideToMove();
  for (int u = 0; u < g.unitCount(); ++u)
    if (g.sideOf(u) == side && g.state().where[ix(u)] >= 0 &&
        g.rules().unit(u).type == naw::UnitType::Artillery &&
        !(g.flags(u) & (kAttacked | kAdvanced | kNoFire)))
      batteries.push_back(u);
  for (const Action& a : legal) {
    if (a.type != ActionType::Attack) continue;
    out.push_back(a);
    if (a.nBombarders > 0 || a.nAttackers == 0 || a.nDefenders == 0) continue;
    const int target = g.state().where[ix(a.units[a.nAttackers])];
    const AttackParts p = partsOf(a);
    const std::vector<int>&adj = p.adjacent, &def = p.defenders;
    std::vector<int> bomb;
    for (int b : batteries)
      if (std::find(adj.begin(), adj.end(), b) == adj.end() && canBombard(g, b, target))
        bomb.push_back(b);
    if (bomb.empty()) continue;
    const Action joined = attackOf(adj, def, bomb);
    if (!g.check(joined)) out.push_back(joined);
  }
  return out;
}

// Hard: the attack's value played out for each die face (forced on a copy), the owed
// choices that follow made as chooseCombatAction makes them, the material change averaged.
double simulatedValue(const Game& g, const Action& attack, const Style& st) {
  const int side = g.sideToMove();
  const double before = materialValue(g, side);
  double sum = 0;
  for (int die = 1; die <= 6; ++die) {
    Game c = g;
    c.forceDice({die});
    c.apply(attack);
    for (int n = 0; n < 64 && !c.over() && c.combatPending(); ++n) {
      const Action a = chooseCombatAction(c, st);
      if (c.check(a)) break;
      c.apply(a);
    }
    sum += materialValue(c, side);
  }
  return sum / 6 - before;
}

}  // namespace

Action chooseCombatAction(const Game& g, const Style& st) {
  const Action end = simple(ActionType::EndPhase);
  const std::vector<Action> legal = g.legalActions();
  if (legal.empty()) return end;
  if (g.combatPending()) {
    // The owner of the units the choice is about sees the map from his side.
    const int decider = legal.front().unit >= 0 ? g.sideOf(legal.front().unit) : g.sideToMove();
    const Snapshot snap(g, decider);
    std::size_t best = 0;
    double bestV = -1e18;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      const double v = owedChoiceValue(g, snap, legal[i], st);
      if (v > bestV) best = i, bestV = v;
    }
    return legal[best];
  }
  const bool endFree = !g.check(end);
  struct Scored {
    Action a;
    double v;
  };
  std::vector<Scored> scored;
  for (const Action& a : declarations(g, legal))
    scored.push_back({a, st.simulate ? simulatedValue(g, a, st) : attackValue(g, a)});
  core::stableSort(scored, [](const Scored& x, const Scored& y) { return x.v > y.v; });
  if (!scored.empty() && (scored.front().v > 0.05 || !endFree)) return scored.front().a;
  return endFree ? end : legal.front();
}

}  // namespace nlb::ai
