#include <algorithm>

#include "core/stable_sort.h"
#include "games/nlb/ai/planner.h"

namespace nlb::ai {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

bool adjacent(const Game& g, int a, int b) {
  for (int d = 0; d < 6; ++d)
    if (g.board().neighbor(a, d) == b) return true;
  return false;
}

int limit(const Game& g, int hex) { return g.board().chateau(hex) ? 1 : 2; }  // N7

// Applies a move and records it; false (nothing changed) when the engine refuses it.
bool play(Game& g, const Action& a, std::vector<Action>& out) {
  if (g.check(a)) return false;
  g.apply(a);
  out.push_back(a);
  return true;
}

struct Planner {
  Game& g;
  const Style& st;
  core::Rng& rng;
  bool shuffle;
  int side;
  MovePlan plan;
  std::vector<std::vector<int>> reach;  // per unit, hexes it may end on now
  std::vector<bool> done;               // assigned to an attack or moved
  std::vector<int> targets;             // enemy hexes attacks are planned against

  Planner(Game& game, const Style& style, core::Rng& r, bool sh)
      : g(game), st(style), rng(r), shuffle(sh), side(game.sideToMove()) {}

  double jitter() {
    return shuffle ? static_cast<double>(rng.below(1000)) / 1000.0 * 0.6 - 0.3 : 0.0;
  }

  void enterReinforcements() {
    for (int u = 0; u < g.unitCount(); ++u) {
      if (g.sideOf(u) != side || g.state().where[ix(u)] != kInPool || !g.reinforcementDue(u))
        continue;
      // The cheapest entry hex with room to stop in (N7), so no unit is stranded over it.
      const Snapshot snap(g, side);
      int best = -1, bestCost = 1 << 20;
      for (int e : g.entryHexes()) {
        const int c = g.entryCostHalves(e);
        if (c <= g.allowanceHalves(u) && c < bestCost && room(snap, e) > 0) best = e, bestCost = c;
      }
      if (best >= 0) play(g, enterAt(u, best), plan.actions);
    }
  }

  int room(const Snapshot& snap, int hex) const {
    return snap.side[ix(hex)] == 1 - side ? 0 : limit(g, hex) - snap.count[ix(hex)];
  }
  // Enemy hexes next to `hex` that are not planned targets (`also`: one more taken as planned).
  int unplannedContacts(const Snapshot& snap, int hex, int also = -1) const {
    int n = 0;
    for (int d = 0; d < 6; ++d) {
      const int nb = g.board().neighbor(hex, d);
      if (nb >= 0 && nb != also && snap.side[ix(nb)] == 1 - side &&
          std::find(targets.begin(), targets.end(), nb) == targets.end())
        ++n;
    }
    return n;
  }

  struct Option {
    int unit, hex;  // hex == current hex: already adjacent
  };
  // Own units that could attack enemy hex e this phase, with the hex each would use.
  std::vector<Option> attackers(const Snapshot& snap, int e) const {
    std::vector<Option> out;
    for (int u = 0; u < g.unitCount(); ++u) {
      if (g.sideOf(u) != side || done[ix(u)]) continue;
      const int w = g.state().where[ix(u)];
      if (w < 0) continue;
      if (adjacent(g, w, e)) {
        if (!g.board().chateau(w)) out.push_back({u, w});
        continue;
      }
      int best = -1, bestScore = -100;
      for (int h : reach[ix(u)]) {
        if (!adjacent(g, h, e) || room(snap, h) <= 0) continue;
        if (st.cleanContacts && unplannedContacts(snap, h, e) > 0) continue;
        const int score = 2 * hexMultiplier(g, h) - 3 * unplannedContacts(snap, h);
        if (score > bestScore) best = h, bestScore = score;
      }
      if (best >= 0) out.push_back({u, best});
    }
    return out;
  }

  int column(const std::vector<int>& att, int strength, const std::vector<int>& def) const {
    int ds = 0;
    bool cap = false;
    for (int d : def) {
      const int h = g.state().where[ix(d)];
      ds += g.rules().unit(d).strength * hexMultiplier(g, h);
      cap = cap || (g.board().chateau(h) && g.rules().unit(d).type == naw::UnitType::Infantry &&
                    !g.demoralized(g.armyOf(d)));
    }
    (void)att;
    int c = g.rules().crt().oddsColumn(strength, std::max(1, ds));
    if (cap) c = std::min(c, g.rules().crt().columnByName("4-1"));
    return c;
  }

  std::vector<int> defenders(const Snapshot& snap, int e) const {
    return std::vector<int>(snap.at[ix(e)].begin(), snap.at[ix(e)].begin() + snap.count[ix(e)]);
  }

  // Attack plans, the best expected value first.
  void planAttacks(Snapshot& snap) {
    struct Target {
      int hex;
      double value;
    };
    std::vector<Target> order;
    for (int e : snap.enemyHexes) {
      const auto opts = attackers(snap, e);
      if (opts.empty()) continue;
      std::vector<int> us;
      int s = 0;
      for (const auto& o : opts) us.push_back(o.unit), s += g.rules().unit(o.unit).strength;
      const auto def = defenders(snap, e);
      order.push_back({e, attackValue(g, us, def, column(us, s, def)) + jitter()});
    }
    core::stableSort(order, [](const Target& a, const Target& b) { return a.value > b.value; });
    for (const Target& t : order) {
      auto opts = attackers(snap, t.hex);
      const auto def = defenders(snap, t.hex);
      std::vector<int> fixed, all;
      int fs = 0, total = 0;
      for (const auto& o : opts) {
        total += g.rules().unit(o.unit).strength;
        all.push_back(o.unit);
        if (o.hex == g.state().where[ix(o.unit)]) fixed.push_back(o.unit), fs += 0;
      }
      const int goal = column(all, total, def);
      // Movers, the strongest first, until the odds reach what all of them would give.
      core::stableSort(opts, [&](const Option& a, const Option& b) {
        return g.rules().unit(a.unit).strength > g.rules().unit(b.unit).strength;
      });
      std::vector<int> chosen = fixed;
      int s = 0;
      for (int u : fixed) s += g.rules().unit(u).strength;
      std::vector<Option> movers;
      for (const auto& o : opts) {
        if (column(chosen, s, def) >= goal) break;
        if (o.hex == g.state().where[ix(o.unit)]) continue;
        if (room(snap, o.hex) <= 0) continue;
        chosen.push_back(o.unit);
        s += g.rules().unit(o.unit).strength;
        movers.push_back(o);
        snap.count[ix(o.hex)]++;  // reserve the room (undone below if not committed)
      }
      for (const auto& o : movers) snap.count[ix(o.hex)]--;
      const double ev = attackValue(g, chosen, def, column(chosen, s, def));
      if (movers.empty() || (ev < st.minEv && fixed.empty())) continue;
      targets.push_back(t.hex);
      plan.score += ev;
      for (const auto& o : movers) {
        const int from = g.state().where[ix(o.unit)];
        if (!play(g, moveTo(o.unit, o.hex), plan.actions)) continue;
        snap.move(o.unit, side, from, o.hex);
        done[ix(o.unit)] = true;
      }
      for (int u : fixed) done[ix(u)] = true;
    }
  }

  // The other units: the hex of best positional value out of unplanned contact.
  void placeOthers(Snapshot& snap) {
    std::vector<int> units;
    for (int u = 0; u < g.unitCount(); ++u)
      if (g.sideOf(u) == side && !done[ix(u)] && g.state().where[ix(u)] >= 0 &&
          !reach[ix(u)].empty())
        units.push_back(u);
    // Units on a crowded hex first (they must leave), then the strongest.
    auto key = [&](int u) {
      const int w = g.state().where[ix(u)];
      return (snap.count[ix(w)] > limit(g, w) ? 1000 : 0) + g.rules().unit(u).strength;
    };
    core::stableSort(units, [&](int a, int b) { return key(a) > key(b); });
    if (shuffle && units.size() > 1)
      for (std::size_t i = units.size() - 1; i > 0; --i)
        if (rng.below(3) == 0)
          std::swap(units[i], units[rng.below(static_cast<std::uint32_t>(i + 1))]);
    for (int u : units) {
      const int w = g.state().where[ix(u)];
      const bool mustLeave = snap.count[ix(w)] > limit(g, w);
      int best = w;
      double bestV = mustLeave ? -1e18 : positionValue(g, snap, side, u, w, st) + noise();
      for (int h : reach[ix(u)]) {
        if (room(snap, h) <= 0 || unplannedContacts(snap, h) > 0) continue;
        const double v = positionValue(g, snap, side, u, h, st) + noise();
        if (v > bestV) best = h, bestV = v;
      }
      if (best != w && play(g, moveTo(u, best), plan.actions)) snap.move(u, side, w, best);
      plan.score += bestV > -1e17 ? bestV : 0;
      done[ix(u)] = true;
    }
  }

  double noise() {
    return st.noise > 0 ? st.noise * static_cast<double>(rng.below(1000)) / 1000.0 : 0.0;
  }

  MovePlan run() {
    enterReinforcements();
    reach.assign(ix(g.unitCount()), {});
    done.assign(ix(g.unitCount()), false);
    for (int u = 0; u < g.unitCount(); ++u)
      if (g.sideOf(u) == side && g.state().where[ix(u)] >= 0) reach[ix(u)] = g.reachable(u);
    Snapshot snap(g, side);
    planAttacks(snap);
    placeOthers(snap);
    settleStacking(g, plan.actions);
    return plan;
  }
};

}  // namespace

MovePlan planMovement(Game& g, const Style& style, core::Rng& rng, bool shuffle) {
  return Planner(g, style, rng, shuffle).run();
}

bool relieveStacking(Game& g, std::vector<Action>& out) {
  const int side = g.sideToMove();
  const int crowded = g.overStacked(side);
  if (crowded < 0) return false;
  const Snapshot snap(g, side);
  for (int k = 0; k < snap.count[ix(crowded)]; ++k) {
    const int u = snap.at[ix(crowded)][ix(k)];
    if (g.sideOf(u) != side) continue;
    for (int h : g.reachable(u))
      if (snap.side[ix(h)] != 1 - side && snap.count[ix(h)] < limit(g, h) &&
          play(g, moveTo(u, h), out))
        return true;
  }
  return play(g, simple(ActionType::Undo), out);
}

void settleStacking(Game& g, std::vector<Action>& out) {
  const int side = g.sideToMove();
  for (int n = 0; n < 64 && g.overStacked(side) >= 0; ++n)
    if (!relieveStacking(g, out)) break;
  // Still over the limit (units that cannot move away): take every move back (R7a).
  while (g.overStacked(side) >= 0 && play(g, simple(ActionType::Undo), out)) {
  }
}

}  // namespace nlb::ai
