// Enumeration of legal actions, for user interfaces and computer players: they act only
// through what the engine lists here.
#include <algorithm>

#include "internals.h"

namespace naw {

namespace {

void movementActions(const Game& g, std::vector<Action>* out, bool stopAtFirst) {
  const GameState& s = g.state();
  const Rules& r = g.rules();
  const Side side = phasingSide(s.phase);
  auto push = [&](Action a) {
    out->push_back(std::move(a));
    return stopAtFirst;
  };
  Action end;
  end.type = ActionType::EndPhase;
  if (!g.check(end) && push(end)) return;
  Action undo;
  undo.type = ActionType::Undo;
  if (!g.check(undo) && push(undo)) return;
  Reach reach;
  for (int u = 0; u < s.unitCount; ++u) {
    if (r.unit(u).side != side) continue;
    const UnitStatus st = s.units[u].status;
    if (st == UnitStatus::Waiting) {
      if (!g.canEnter(u)) continue;
      for (Hex h : r.scenario().entryHexes) {
        if (!Internals::entryOpen(g, u, r.index(h))) continue;
        Action a;
        a.type = ActionType::Enter;
        a.unit = u;
        a.hex = h;
        if (push(a)) return;
      }
      continue;
    }
    if (st != UnitStatus::OnMap) continue;
    Internals::computeReach(g, u, reach);
    for (Hex h : r.map().hexes()) {
      const int i = r.index(h);
      if (reach.cost[static_cast<std::size_t>(i)] <= 0) continue;
      Action a;
      a.type = ActionType::Move;
      a.unit = u;
      for (int k = i; k >= 0 && reach.parent[static_cast<std::size_t>(k)] != -2;
           k = reach.parent[static_cast<std::size_t>(k)])
        a.path.push_back(r.hexAt(k));
      std::reverse(a.path.begin(), a.path.end());
      if (push(a)) return;
    }
    Action exit;
    exit.type = ActionType::Exit;
    exit.unit = u;
    if (s.phase == Phase::FrenchMovement && !Internals::checkExit(g, exit) && push(exit)) return;
  }
}

std::vector<std::vector<int>> lossSets(const Game& g) {
  std::vector<int> units;
  for (int u = 0; u < g.state().unitCount; ++u)
    if ((g.state().units[u].flags & kAttacker) && g.state().units[u].status == UnitStatus::OnMap)
      units.push_back(u);
  std::vector<std::vector<int>> out;
  const int n = std::min<int>(static_cast<int>(units.size()), 16);
  const int target = g.eeLossTarget();
  for (int mask = 1; mask < (1 << n); ++mask) {
    int total = 0;
    std::vector<int> set;
    for (int i = 0; i < n; ++i)
      if (mask >> i & 1) {
        set.push_back(units[static_cast<std::size_t>(i)]);
        total += g.rules().unit(units[static_cast<std::size_t>(i)]).strength;
      }
    if (total < target) continue;
    bool minimal = true;
    for (int u : set) minimal &= total - g.rules().unit(u).strength < target;
    if (minimal) out.push_back(set);
  }
  return out;
}

}  // namespace

std::vector<AttackShape> Game::attackShapes() const {
  const Game& g = *this;
  const GameState& s = g.state();
  const Rules& r = g.rules();
  const Side side = phasingSide(s.phase);
  std::vector<int> mine, theirs;
  for (int u = 0; u < s.unitCount; ++u) {
    if (s.units[u].status != UnitStatus::OnMap || (s.units[u].flags & kFought)) continue;
    (r.unit(u).side == side ? mine : theirs).push_back(u);
  }
  auto adj = [&](int a, int d) { return r.adjacent(s.units[a].hex, s.units[d].hex); };
  // Defender sets: every single enemy unit, and every set of enemy units that one of our
  // units touches together (5.4; at most six, one per adjacent hex).
  std::vector<std::vector<int>> defenderSets;
  for (int d : theirs) defenderSets.push_back({d});
  for (int a : mine) {
    std::vector<int> touching;
    for (int d : theirs)
      if (adj(a, d)) touching.push_back(d);
    const int n = std::min<int>(static_cast<int>(touching.size()), 6);
    for (int mask = 1; mask < (1 << n); ++mask) {
      if ((mask & (mask - 1)) == 0) continue;  // singletons are listed already
      std::vector<int> set;
      for (int i = 0; i < n; ++i)
        if (mask >> i & 1) set.push_back(touching[static_cast<std::size_t>(i)]);
      defenderSets.push_back(std::move(set));
    }
  }
  std::sort(defenderSets.begin(), defenderSets.end());
  defenderSets.erase(std::unique(defenderSets.begin(), defenderSets.end()), defenderSets.end());
  std::vector<AttackShape> shapes;
  for (auto& defs : defenderSets) {
    AttackShape shape;
    for (int a : mine) {
      bool all = true, anyBomb = false;
      for (int d : defs) {
        all &= adj(a, d);
        anyBomb |= Internals::canBombardNow(g, a) && r.canBombard(s.units[a].hex, s.units[d].hex);
      }
      if (all || anyBomb) {
        shape.units.push_back(a);
        shape.bombards.push_back(!all);
      }
    }
    if (shape.units.empty()) continue;
    shape.defenders = std::move(defs);
    shapes.push_back(std::move(shape));
  }
  return shapes;
}

void Internals::enumerateAttacks(const Game& g, std::vector<Action>* out, bool stopAtFirst) {
  for (const AttackShape& shape : g.attackShapes()) {
    const std::vector<int>& defs = shape.defenders;
    const std::vector<int>& candidates = shape.units;
    const std::vector<char>& isBombard = shape.bombards;
    const int n = std::min<int>(static_cast<int>(candidates.size()), 12);
    for (int mask = 1; mask < (1 << n); ++mask) {
      Action a;
      a.type = ActionType::Attack;
      a.defenders = defs;
      for (int i = 0; i < n; ++i)
        if (mask >> i & 1)
          (isBombard[static_cast<std::size_t>(i)] ? a.bombarders : a.attackers)
              .push_back(candidates[static_cast<std::size_t>(i)]);
      if (a.attackers.empty() && defs.size() > 1) continue;  // 5.7
      Action normalized;
      if (checkAttack(g, a, &normalized)) continue;
      out->push_back(a);
      if (stopAtFirst) return;
    }
  }
}

std::vector<Action> Game::legalActions() const {
  std::vector<Action> out;
  auto simple = [&](ActionType t) {
    Action a;
    a.type = t;
    out.push_back(a);
  };
  switch (s_.step) {
    case StepKind::Move:
      movementActions(*this, &out, false);
      break;
    case StepKind::DeclareAttack:
      if (obligations().empty()) simple(ActionType::EndPhase);
      Internals::enumerateAttacks(*this, &out, false);
      break;
    case StepKind::Retreat:
    case StepKind::Displacement:
    case StepKind::ArtilleryRetreat:
      for (int u = 0; u < s_.unitCount; ++u)
        for (const RetreatOption& o : retreatOptions(u)) {
          Action a;
          a.type = ActionType::Retreat;
          a.unit = u;
          a.hex = o.hex;
          out.push_back(a);
        }
      if (s_.step == StepKind::ArtilleryRetreat) simple(ActionType::DeclineRetreat);
      break;
    case StepKind::EqualEliminationLosses:
      for (auto& set : lossSets(*this)) {
        Action a;
        a.type = ActionType::ChooseLosses;
        a.attackers = set;
        out.push_back(a);
      }
      break;
    case StepKind::AdvanceAfterCombat:
      for (const auto& [u, h] : advanceOptions()) {
        Action a;
        a.type = ActionType::Advance;
        a.unit = u;
        a.hex = h;
        out.push_back(a);
      }
      simple(ActionType::DeclineAdvance);
      break;
    case StepKind::GameOver:
      break;
  }
  return out;
}

bool Game::hasLegalAction() const {
  std::vector<Action> out;
  switch (s_.step) {
    case StepKind::Move:
      movementActions(*this, &out, true);
      return !out.empty();
    case StepKind::DeclareAttack:
      if (obligations().empty()) return true;
      Internals::enumerateAttacks(*this, &out, true);
      return !out.empty();
    case StepKind::GameOver:
      return false;
    default:
      return !legalActions().empty();
  }
}

}  // namespace naw
