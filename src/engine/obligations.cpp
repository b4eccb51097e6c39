// Mandatory combat bookkeeping (5.1, 5.2, ruling R7): obligations fixed at the start of a
// combat phase, a backtracking search that tells whether all remaining obligations can
// still be met, lapses after results, and the "required bombardment" of 6.5.
#include <algorithm>
#include <deque>

#include "core/stable_sort.h"
#include "internals.h"

namespace naw {

long Internals::budgetExhausted = 0;

namespace {

// The search works on attack groups under construction: each remaining obligation is met
// by joining a group or starting a new one with a partner. Any valid set of attacks can be
// split into groups built this way (one attacker against several defenders it touches, or
// several attackers against one defender), so the search is complete.
class FeasibilitySearch {
 public:
  FeasibilitySearch(const Game& g, const GameState& s, const std::array<bool, kMaxUnits>* exclude) {
    const Rules& r = g.rules();
    const Side side = phasingSide(s.phase);
    // Who may still take part, by hex; then only units with a possible opponent join the search.
    std::array<std::int8_t, kMaxHexIndex> at;
    at.fill(-1);
    for (int u = 0; u < s.unitCount; ++u) {
      const UnitState& us = s.units[u];
      if (us.status != UnitStatus::OnMap || (us.flags & kFought) ||
          (exclude && (*exclude)[static_cast<std::size_t>(u)]))
        continue;
      at[static_cast<std::size_t>(us.hex)] = static_cast<std::int8_t>(u);
    }
    std::array<std::int8_t, kMaxUnits> localDefender;
    localDefender.fill(-1);
    struct Edge {
      int attacker, defender;
      bool adjacent;
    };
    std::vector<Edge> edges;
    for (int u = 0; u < s.unitCount; ++u) {
      const UnitState& us = s.units[u];
      if (us.status != UnitStatus::OnMap || r.unit(u).side != side ||
          at[static_cast<std::size_t>(us.hex)] != u)
        continue;
      const bool bombards =
          r.unit(u).type == UnitType::Artillery && !Internals::enemyZoc(r, s, side, us.hex);
      const std::size_t before = edges.size();
      auto consider = [&](int hex, bool adjacent) {
        const int d = at[static_cast<std::size_t>(hex)];
        if (d < 0 || r.unit(d).side == side) return;
        if (localDefender[static_cast<std::size_t>(d)] < 0) {
          localDefender[static_cast<std::size_t>(d)] = static_cast<std::int8_t>(defenders_.size());
          defenders_.push_back(d);
          defenderObliged_.push_back((s.units[d].flags & kMustBeAttacked) != 0);
        }
        edges.push_back({static_cast<int>(attackers_.size()),
                         localDefender[static_cast<std::size_t>(d)], adjacent});
      };
      for (int dir = 0; dir < 6; ++dir) {
        const int n = r.neighbor(us.hex, dir);
        if (n >= 0) consider(n, true);
      }
      if (bombards)
        for (int t : r.bombardTargets(us.hex)) consider(t, false);
      if (edges.size() == before) {
        if (us.flags & kMustAttack)
          impossible_ = true;  // an obliged attacker with nobody to attack
        continue;
      }
      attackers_.push_back(u);
      attackerObliged_.push_back((us.flags & kMustAttack) != 0);
    }
    // An obliged defender nobody can reach makes the whole set impossible.
    for (int u = 0; u < s.unitCount; ++u)
      if ((s.units[u].flags & kMustBeAttacked) &&
          at[static_cast<std::size_t>(s.units[u].hex < 0 ? 0 : s.units[u].hex)] == u &&
          s.units[u].status == UnitStatus::OnMap && r.unit(u).side != side &&
          localDefender[static_cast<std::size_t>(u)] < 0)
        impossible_ = true;
    const std::size_t na = attackers_.size(), nd = defenders_.size();
    adjacent_.assign(na * nd, 0);
    bombard_.assign(na * nd, 0);
    for (const Edge& e : edges)
      (e.adjacent ? adjacent_ : bombard_)[static_cast<std::size_t>(e.attacker) * nd +
                                          static_cast<std::size_t>(e.defender)] = 1;
    attackerUsed_.assign(na, 0);
    defenderUsed_.assign(nd, 0);
  }

  bool feasible() { return !impossible_ && solve(); }

 private:
  // A small list without heap allocation: the search creates and drops groups constantly.
  struct SmallList {
    std::array<int, kMaxUnits> items;
    int count = 0;
    bool empty() const { return count == 0; }
    std::size_t size() const { return static_cast<std::size_t>(count); }
    void push_back(int v) { items[static_cast<std::size_t>(count++)] = v; }
    void pop_back() { --count; }
    const int* begin() const { return items.data(); }
    const int* end() const { return items.data() + count; }
  };
  struct Group {
    SmallList adjacent, bombard, defenders;  // local indices
  };
  enum class Kind { JoinAdjacent, JoinBombard, JoinDefender, NewAdjacent, NewBombard };
  struct Option {
    Kind kind;
    int group;    // for joins
    int partner;  // for new groups
  };

  bool adj(int a, int d) const {
    return adjacent_[static_cast<std::size_t>(a) * defenders_.size() + static_cast<std::size_t>(d)];
  }
  bool bomb(int a, int d) const {
    return bombard_[static_cast<std::size_t>(a) * defenders_.size() + static_cast<std::size_t>(d)];
  }

  // Options for the obligation of attacker a (isAttacker) or defender d.
  void options(bool isAttacker, int x, std::vector<Option>& out) const {
    out.clear();
    if (isAttacker) {
      for (std::size_t gi = 0; gi < groupCount_; ++gi) {
        const Group& g = groups_[gi];
        bool all = true, any = false;
        for (int d : g.defenders) {
          all &= adj(x, d);
          any |= bomb(x, d);
        }
        if (all)
          out.push_back({Kind::JoinAdjacent, static_cast<int>(gi), -1});
        else if (any && (!g.adjacent.empty() || g.defenders.size() == 1))
          out.push_back({Kind::JoinBombard, static_cast<int>(gi), -1});
      }
      for (std::size_t d = 0; d < defenders_.size(); ++d) {
        if (defenderUsed_[d]) continue;
        if (adj(x, static_cast<int>(d)))
          out.push_back({Kind::NewAdjacent, -1, static_cast<int>(d)});
        else if (bomb(x, static_cast<int>(d)))
          out.push_back({Kind::NewBombard, -1, static_cast<int>(d)});
      }
    } else {
      for (std::size_t gi = 0; gi < groupCount_; ++gi) {
        const Group& g = groups_[gi];
        if (g.adjacent.empty()) continue;  // 5.7: a bombardment alone hits one hex
        bool all = true;
        for (int a : g.adjacent) all &= adj(a, x);
        if (all) out.push_back({Kind::JoinDefender, static_cast<int>(gi), -1});
      }
      for (std::size_t a = 0; a < attackers_.size(); ++a) {
        if (attackerUsed_[a]) continue;
        if (adj(static_cast<int>(a), x))
          out.push_back({Kind::NewAdjacent, -1, static_cast<int>(a)});
        else if (bomb(static_cast<int>(a), x))
          out.push_back({Kind::NewBombard, -1, static_cast<int>(a)});
      }
    }
    // Try partners that carry an obligation of their own first: they meet two at once.
    core::stableSort(out, [&](const Option& p, const Option& q) {
      auto rank = [&](const Option& o) {
        if (o.partner < 0) return 1;
        const bool obliged = isAttacker ? defenderObliged_[static_cast<std::size_t>(o.partner)]
                                        : attackerObliged_[static_cast<std::size_t>(o.partner)];
        return obliged ? 0 : 2;
      };
      return rank(p) < rank(q);
    });
  }

  bool solve() {
    if (++nodes_ > kNodeBudget) {  // give up searching: treat as still possible (counted for tests)
      ++Internals::budgetExhausted;
      return true;
    }
    // The unmet obligation with the fewest options (fail fast).
    int bestX = -1;
    bool bestIsAttacker = false;
    std::size_t bestCount = SIZE_MAX;
    if (depthBuffers_.size() <= static_cast<std::size_t>(depth_))
      depthBuffers_.resize(static_cast<std::size_t>(depth_) + 1);
    std::vector<Option>& opts = depthBuffers_[static_cast<std::size_t>(depth_)];
    for (std::size_t a = 0; a < attackers_.size(); ++a) {
      if (!attackerObliged_[a] || attackerUsed_[a]) continue;
      options(true, static_cast<int>(a), opts);
      if (opts.empty()) return false;
      if (opts.size() < bestCount)
        bestCount = opts.size(), bestX = static_cast<int>(a), bestIsAttacker = true;
    }
    for (std::size_t d = 0; d < defenders_.size(); ++d) {
      if (!defenderObliged_[d] || defenderUsed_[d]) continue;
      options(false, static_cast<int>(d), opts);
      if (opts.empty()) return false;
      if (opts.size() < bestCount)
        bestCount = opts.size(), bestX = static_cast<int>(d), bestIsAttacker = false;
    }
    if (bestX < 0) return true;
    options(bestIsAttacker, bestX, opts);  // this depth's buffer: deeper calls use their own
    ++depth_;
    bool ok = false;
    for (std::size_t k = 0; k < opts.size() && !ok; ++k) {
      const Option o = opts[k];
      apply(bestIsAttacker, bestX, o, +1);
      ok = solve();
      apply(bestIsAttacker, bestX, o, -1);
    }
    --depth_;
    return ok;
  }

  // Applies (dir = +1) or takes back (dir = -1) an option.
  void apply(bool isAttacker, int x, const Option& o, int dir) {
    const int a = isAttacker ? x : o.partner;
    const int d = isAttacker ? o.partner : x;
    auto mark = [&](std::vector<char>& v, int i) { v[static_cast<std::size_t>(i)] = dir > 0; };
    switch (o.kind) {
      case Kind::JoinAdjacent:
      case Kind::JoinBombard: {
        auto& list = o.kind == Kind::JoinAdjacent
                         ? groups_[static_cast<std::size_t>(o.group)].adjacent
                         : groups_[static_cast<std::size_t>(o.group)].bombard;
        if (dir > 0)
          list.push_back(x);
        else
          list.pop_back();
        mark(attackerUsed_, x);
        break;
      }
      case Kind::JoinDefender: {
        auto& list = groups_[static_cast<std::size_t>(o.group)].defenders;
        if (dir > 0)
          list.push_back(x);
        else
          list.pop_back();
        mark(defenderUsed_, x);
        break;
      }
      case Kind::NewAdjacent:
      case Kind::NewBombard:
        if (dir > 0) {
          if (groupCount_ == groups_.size()) groups_.emplace_back();
          Group& g = groups_[groupCount_++];
          g.adjacent.count = g.bombard.count = g.defenders.count = 0;
          (o.kind == Kind::NewAdjacent ? g.adjacent : g.bombard).push_back(a);
          g.defenders.push_back(d);
        } else {
          --groupCount_;
        }
        mark(attackerUsed_, a);
        mark(defenderUsed_, d);
        break;
    }
  }

  static constexpr long kNodeBudget = 200000;
  std::vector<int> attackers_, defenders_;
  std::vector<char> attackerObliged_, defenderObliged_;
  bool impossible_ = false;
  std::vector<char> adjacent_, bombard_;
  std::vector<char> attackerUsed_, defenderUsed_;
  std::vector<Group> groups_;  // the first groupCount_ are in use
  std::size_t groupCount_ = 0;
  std::deque<std::vector<Option>> depthBuffers_;  // deque: growing keeps references valid
  int depth_ = 0;
  long nodes_ = 0;
};

bool hasObligations(const GameState& s) {
  for (int u = 0; u < s.unitCount; ++u)
    if ((s.units[u].flags & (kMustAttack | kMustBeAttacked)) && !(s.units[u].flags & kFought) &&
        s.units[u].status == UnitStatus::OnMap)
      return true;
  return false;
}

}  // namespace

bool Internals::obligationsFeasible(const Game& g, const GameState& s,
                                    const std::array<bool, kMaxUnits>* exclude) {
  if (!hasObligations(s)) return true;
  FeasibilitySearch search(g, s, exclude);
  return search.feasible();
}

// 5.1 / R7: fixed when the combat phase begins.
void Internals::fixObligations(Game& g) {
  GameState& s = g.s_;
  const Rules& r = *g.rules_;
  const Side side = phasingSide(s.phase);
  for (int u = 0; u < s.unitCount; ++u) {
    UnitState& us = s.units[u];
    us.flags = 0;
    if (us.status != UnitStatus::OnMap) continue;
    if (enemyZoc(r, s, r.unit(u).side, us.hex))
      us.flags = r.unit(u).side == side ? kMustAttack : kMustBeAttacked;
  }
  lapseObligations(g);  // only a hand-built test position can start unmeetable
}

// R7: an obligation lapses only when a result took its unit off the map or out of reach
// of every unit that could still meet it. If the remaining ones can no longer be met
// together, the engine lapses the fewest it must, lowest unit first, so the game never
// waits on an impossible obligation.
void Internals::lapseObligations(Game& g) {
  GameState& s = g.s_;
  const Rules& r = *g.rules_;
  const Side side = phasingSide(s.phase);
  const auto mask = static_cast<std::uint8_t>(kMustAttack | kMustBeAttacked);
  for (int u = 0; u < s.unitCount; ++u) {
    UnitState& us = s.units[u];
    if (!(us.flags & mask) || (us.flags & kFought)) continue;
    if (us.status != UnitStatus::OnMap) {
      us.flags &= static_cast<std::uint8_t>(~mask);
      continue;
    }
    bool reachable = false;
    const bool isAttacker = r.unit(u).side == side;
    const bool bombards = isAttacker && canBombardNow(g, u);
    for (int v = 0; v < s.unitCount && !reachable; ++v) {
      const UnitState& vs = s.units[v];
      if (vs.status != UnitStatus::OnMap || (vs.flags & kFought) ||
          r.unit(v).side == r.unit(u).side)
        continue;
      if (r.adjacent(us.hex, vs.hex))
        reachable = true;
      else if (bombards && r.canBombard(us.hex, vs.hex))
        reachable = true;
      else if (!isAttacker && canBombardNow(g, v) && r.canBombard(vs.hex, us.hex))
        reachable = true;
    }
    if (!reachable) us.flags &= static_cast<std::uint8_t>(~mask);
  }
  while (!obligationsFeasible(g, s)) {
    bool fixed = false;
    int first = -1;
    for (int u = 0; u < s.unitCount && !fixed; ++u) {
      UnitState& us = s.units[u];
      if (!(us.flags & mask) || (us.flags & kFought)) continue;
      if (first < 0) first = u;
      const std::uint8_t saved = us.flags;
      us.flags &= static_cast<std::uint8_t>(~mask);
      if (obligationsFeasible(g, s))
        fixed = true;
      else
        us.flags = saved;
    }
    if (!fixed) {
      if (first < 0) break;
      s.units[first].flags &= static_cast<std::uint8_t>(~mask);
    }
  }
}

// 6.5 / R7: artillery that has not fought and without whose bombardment some remaining
// obligation could not be met.
bool Internals::requiredBombarder(const Game& g, const GameState& s, int unit) {
  const Rules& r = g.rules();
  if (unit < 0 || r.unit(unit).type != UnitType::Artillery) return false;
  if (r.unit(unit).side != phasingSide(s.phase) || (s.units[unit].flags & kFought)) return false;
  if (!isCombatPhase(s.phase) || !hasObligations(s)) return false;
  std::array<bool, kMaxUnits> exclude{};
  exclude[static_cast<std::size_t>(unit)] = true;
  return obligationsFeasible(g, s) && !obligationsFeasible(g, s, &exclude);
}

std::vector<int> Game::obligations() const {
  std::vector<int> out;
  if (!isCombatPhase(s_.phase)) return out;
  for (int u = 0; u < s_.unitCount; ++u)
    if ((s_.units[u].flags & (kMustAttack | kMustBeAttacked)) && !(s_.units[u].flags & kFought) &&
        s_.units[u].status == UnitStatus::OnMap)
      out.push_back(u);
  return out;
}

}  // namespace naw
