#include "games/cn/setup_plan.h"

#include <array>

namespace cn {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }
}  // namespace

std::vector<Action> planObligedAttacks(const Game& g, core::Rng* rng) {
  const State& s = g.state();
  const Roster& ro = theRoster();
  const std::vector<int> owed = g.obligations();  // obliged and not yet used
  std::uint64_t usedA = 0, usedD = 0;
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& at = s.attacks[z(i)];
    for (int k = 0; k < at.nAttackers; ++k) usedA |= bit(at.attackers[z(k)]);
    for (int k = 0; k < at.nBombarders; ++k) usedA |= bit(at.bombarders[z(k)]);
    for (int k = 0; k < at.nDefenders; ++k) usedD |= bit(at.defenders[z(k)]);
  }
  const Side side = phasingSide(s.phase);
  // Nodes: unused obliged attackers, and unused enemy units next to them.
  std::array<bool, kUnits> node{};
  for (int u : owed)
    if (ro.unit(u).side == side) node[z(u)] = true;
  for (int a = 0; a < kUnits; ++a) {
    if (!node[z(a)]) continue;
    for (int d = 0; d < kUnits; ++d)
      if (g.statusOf(d) == UnitStatus::OnMap && ro.unit(d).side != side && !(usedD & bit(d)) &&
          adjacent(g.squareOf(a), g.squareOf(d)))
        node[z(d)] = true;
  }
  auto edge = [&](int x, int y) {
    return node[z(x)] && node[z(y)] && ro.unit(x).side != ro.unit(y).side &&
           adjacent(g.squareOf(x), g.squareOf(y));
  };
  // Spanning forest by breadth-first search, roots and neighbour order optionally shuffled.
  std::array<int, kUnits> order;
  for (int i = 0; i < kUnits; ++i) order[z(i)] = i;
  if (rng)
    for (int i = kUnits - 1; i > 0; --i)
      std::swap(order[z(i)],
                order[z(static_cast<int>(rng->below(static_cast<std::uint32_t>(i + 1))))]);
  std::array<int, kUnits> parent, depth, queue;
  parent.fill(-2);
  int n = 0;
  for (int r = 0; r < kUnits; ++r) {
    const int root = order[z(r)];
    if (!node[z(root)] || parent[z(root)] != -2) continue;
    parent[z(root)] = -1;
    depth[z(root)] = 0;
    int head = n;
    queue[z(n++)] = root;
    while (head < n) {
      const int x = queue[z(head++)];
      for (int j = 0; j < kUnits; ++j) {
        const int y = order[z(j)];
        if (parent[z(y)] != -2 || !edge(x, y)) continue;
        parent[z(y)] = x;
        depth[z(y)] = depth[z(x)] + 1;
        queue[z(n++)] = y;
      }
    }
  }
  // Stars: deepest first, each unassigned non-root joins its parent's star (the parent is
  // then a centre); an unassigned root joins one of its children's stars as a leaf.
  std::array<int, kUnits> centre;  // the star a node belongs to, by its centre; -1 none
  centre.fill(-1);
  for (int i = n - 1; i >= 0; --i) {
    const int v = queue[z(i)];
    if (centre[z(v)] != -1) continue;
    const int p = parent[z(v)];
    if (p >= 0) {
      centre[z(p)] = p;
      centre[z(v)] = p;
    } else {
      for (int j = 0; j < n; ++j)
        if (parent[z(queue[z(j)])] == v) {
          centre[z(v)] = queue[z(j)];
          break;
        }
    }
  }
  std::vector<Action> plan;
  for (int c = 0; c < kUnits; ++c) {
    bool isCentre = false;
    for (int v = 0; v < kUnits; ++v) isCentre |= node[z(v)] && centre[z(v)] == c;
    if (!isCentre) continue;
    Action a;
    a.type = ActionType::Declare;
    const bool attackerCentre = ro.unit(c).side == side;
    for (int v = 0; v < kUnits; ++v) {
      if (!node[z(v)] || centre[z(v)] != c) continue;
      const bool attacker = ro.unit(v).side == side;
      if (attacker && a.nAttackers < kMaxInAttack)
        a.attackers[a.nAttackers++] = static_cast<std::int8_t>(v);
      else if (!attacker && a.nDefenders < kMaxInAttack)
        a.defenders[a.nDefenders++] = static_cast<std::int8_t>(v);
    }
    (void)attackerCentre;
    if (a.nAttackers > 0 && a.nDefenders > 0) plan.push_back(a);
  }
  (void)usedA;
  return plan;
}

}  // namespace cn
