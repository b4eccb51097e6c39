#include "games/w20/ai/eval.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "games/w20/ai/knowledge.h"
#include "games/w20/combat_math.h"
#include "games/w20/crt.h"

namespace w20::ai {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

// Grid distances between every two hexes (W10), built on first use: 572 x 572 bytes.
const std::uint8_t* distances() {
  static const std::vector<std::uint8_t> table = [] {
    std::vector<std::uint8_t> d(static_cast<std::size_t>(kHexes) * kHexes);
    for (int a = 0; a < kHexes; ++a)
      for (int b = 0; b < kHexes; ++b)
        d[z(a) * kHexes + z(b)] = static_cast<std::uint8_t>(hexDistance(a, b));
    return d;
  }();
  return table.data();
}
int distance(int a, int b) { return distances()[z(a) * kHexes + z(b)]; }

bool hiddenTo(const Game& b, int u, Side viewer) {
  const UnitState& us = b.unit(u);
  return theRoster()[u].side != viewer && us.status == UnitStatus::Map && !us.faceUp;
}
double printed(const Game& b, int u, Side viewer, const HiddenMean& hm) {
  if (hiddenTo(b, u, viewer)) return hm.strength;
  return theRoster()[u].type == UnitType::Dummy ? 0.0 : theRoster()[u].strength;
}
double realness(const Game& b, int u, Side viewer, const HiddenMean& hm) {
  if (hiddenTo(b, u, viewer)) return hm.real;
  return theRoster()[u].type == UnitType::Dummy ? 0.0 : 1.0;
}
// W15 / 17.1: a routed unit fights at half, rounding up (about 0.55 of a mean strength).
double fighting(double strength, bool routed) {
  return routed ? std::ceil(strength / 2.0 - 1e-9) : strength;
}

// What one combat does, as plain sums (both the planned and the feared attacks use it).
struct Sides {
  double attack = 0, defence = 0;
  double nA = 0, nAFresh = 0, sA = 0;  // real attackers, those not yet routed, strength
  double nD = 0, nDFresh = 0, sD = 0;
  bool guardAttacks = false, guardDefends = false;
};

CombatEv evOf(const Sides& x, bool attackerMp, bool defenderMp, bool battery) {
  CombatEv ev;
  const double d =
      x.attack + (attackerMp ? 1 : 0) + (battery ? 1 : 0) - x.defence - (defenderMp ? 1 : 0);
  const double lo = std::floor(d);
  const double frac = d - lo;
  for (int k = 0; k < 2; ++k) {
    const double w = (k == 0 ? 1.0 - frac : frac) / 6.0;
    if (w <= 0) continue;
    const int column = crtColumn(static_cast<int>(lo) + k);
    for (int die = 1; die <= 6; ++die) {
      const Result r = crtResult(column, die);
      double a = 0, def = 0, la = 0, ld = 0;
      switch (r) {
        case Result::AE:
          a -= x.nA, def += x.nA, la += x.sA;
          break;
        case Result::AR:
          a -= x.nAFresh, def += x.nAFresh, la += x.sA * 0.5;
          break;
        case Result::DR:
          def -= x.nDFresh, a += x.nDFresh, ld += x.sD * 0.5;
          break;
        case Result::DE:
          def -= x.nD, a += x.nD, ld += x.sD;
          break;
        case Result::EX: {
          def -= x.nD, a += x.nD, ld += x.sD;
          const double lost = x.nA > 0 ? 1.0 : 0.0;  // usually one unit pays (9.72)
          a -= lost, def += lost, la += std::min(x.sA, x.sD);
          break;
        }
        default:
          break;
      }
      if (x.guardAttacks) a += guardMorale(r, true, false);
      if (x.guardDefends) def += guardMorale(r, false, false);
      ev.attacker += w * a;
      ev.defender += w * def;
      ev.attackerLoss += w * la;
      ev.defenderLoss += w * ld;
    }
  }
  if (attackerMp) ev.attacker -= 1;
  if (defenderMp) ev.defender -= 1;
  return ev;
}

Sides sidesOf(const Game& b, Side viewer, std::uint32_t att, std::uint32_t def, bool cc,
              const HiddenMean& hm) {
  Sides x;
  bool allCorps = true;
  int terrain = 0;
  for (int u = 0; u < kUnits; ++u)
    if (def & bit(u)) {
      const UnitState& us = b.unit(u);
      const double s = printed(b, u, viewer, hm), r = realness(b, u, viewer, hm);
      x.defence += fighting(s, us.routed);
      x.nD += r;
      if (!us.routed) x.nDFresh += r;
      x.sD += s;
      if (!hiddenTo(b, u, viewer) && theRoster()[u].type != UnitType::Corps) allCorps = false;
      if (us.hex != kNoHex) terrain = std::max(terrain, theMap().combatValue(us.hex));
      if (u == kFrIg && !hiddenTo(b, u, viewer)) x.guardDefends = true;
    }
  x.defence += terrain;
  for (int u = 0; u < kUnits; ++u)
    if (att & bit(u)) {
      const UnitState& us = b.unit(u);
      const double s = printed(b, u, viewer, hm), r = realness(b, u, viewer, hm);
      const bool doubled =
          cc && allCorps && !hiddenTo(b, u, viewer) && theRoster()[u].type == UnitType::Cavalry;
      x.attack += fighting(s, us.routed) * (doubled ? 2 : 1);
      x.nA += r;
      if (!us.routed) x.nAFresh += r;
      x.sA += s;
      if (u == kFrIg && !hiddenTo(b, u, viewer)) x.guardAttacks = true;
    }
  return x;
}

// What the index's k-th point is worth to `judge` (W28): the French win only by breaking the
// Allies, so each Allied point counts more as it nears 0, and their own points above 5 count
// little (gains above 10 are lost, 12.1; spending them is nearly free); the Allies win on
// points, so every point of either index counts, their own most when low.
double marginal(Side owner, Side judge, int k) {
  if (owner == Side::French && judge == Side::French) return k >= 6 ? 0.35 : k >= 4 ? 0.8 : 2.5;
  if (owner == Side::Allied && judge == Side::French) return k <= 3 ? 1.6 : 1.0;
  if (owner == Side::Allied) return k <= 3 ? 2.0 : 1.0;
  return k <= 3 ? 1.3 : 1.0;
}
double slope(Side owner, Side judge, int index) {
  return marginal(owner, judge, std::max(1, index));
}
double utility(Side owner, Side judge, int index) {
  double u = 0;
  for (int k = 1; k <= index; ++k) u += marginal(owner, judge, k);
  return u;
}

int enemyCombatTurn(const State& s, Side side) {
  // The turn of the enemy's next combat phase.
  if (side == Side::French)
    return static_cast<int>(s.phase) <= static_cast<int>(Phase::AlliedCombat) ? s.turn : s.turn + 1;
  return static_cast<int>(s.phase) <= static_cast<int>(Phase::FrenchCombat) ? s.turn : s.turn + 1;
}

// The side's attacks in its coming combat phase (W14: every unit beside an enemy must
// attack, every enemy beside one of its units must be attacked, each unit in one attack and
// every attacker beside every defender, 9.3): the most constrained units first, each to the
// attack it adds most to; then each enemy left unattacked joins an attack whose attackers
// are all beside it, or takes one attacker of its own. Units in `excluded` (already named)
// take no part.
double attackPlan(const Game& b, Side side, std::uint32_t excluded) {
  std::array<std::uint32_t, kUnits> options{};
  std::uint32_t targets = 0;
  for (int u = 0; u < kUnits; ++u) {
    if (theRoster()[u].side != side || theRoster()[u].type == UnitType::Dummy || !b.onMap(u) ||
        (excluded & bit(u)))
      continue;
    for (int e = 0; e < kUnits; ++e)
      if (theRoster()[e].side != side && b.onMap(e) && !(excluded & bit(e)) &&
          theMap().adjacent(b.unit(u).hex, b.unit(e).hex))
        options[z(u)] |= bit(e);
    targets |= options[z(u)];
  }
  if (!targets) return 0;
  const HiddenMean hm = hiddenMean(b, side);
  std::vector<int> order;
  for (int u = 0; u < kUnits; ++u)
    if (options[z(u)]) order.push_back(u);
  std::sort(order.begin(), order.end(), [&options](int a, int c) {
    const int na = __builtin_popcount(options[z(a)]), nc = __builtin_popcount(options[z(c)]);
    return na != nc ? na < nc : a < c;
  });
  struct Group {
    std::uint32_t att = 0, def = 0;
  };
  std::vector<Group> groups;
  auto value = [&](const Group& g) {
    if (!g.att || !g.def) return 0.0;
    const CombatEv ev = evOf(sidesOf(b, side, g.att, g.def, false, hm), false, false, false);
    return combatValue(ev, side, side, b);
  };
  auto groupOf = [&](int e) {
    for (std::size_t i = 0; i < groups.size(); ++i)
      if (groups[i].def & bit(e)) return static_cast<int>(i);
    return -1;
  };
  for (int u : order) {
    int best = -1;
    double bestGain = -1e9;
    for (int e = 0; e < kUnits; ++e) {
      if (!(options[z(u)] & bit(e))) continue;
      const int gi = groupOf(e);
      Group now = gi < 0 ? Group{0, bit(e)} : groups[z(gi)];
      Group with = now;
      with.att |= bit(u);
      double gain = value(with) - value(now);
      if (gi < 0) gain += 0.5;  // every enemy beside us must be attacked (W14)
      if (gain > bestGain) bestGain = gain, best = e;
    }
    const int gi = groupOf(best);
    if (gi < 0)
      groups.push_back(Group{bit(u), bit(best)});
    else
      groups[z(gi)].att |= bit(u);
  }
  // Enemies still unattacked (more enemies than attackers around them).
  for (int e = 0; e < kUnits; ++e) {
    if (!(targets & bit(e)) || groupOf(e) >= 0) continue;
    int best = -1;
    double bestGain = -1e9;
    for (std::size_t i = 0; i < groups.size(); ++i) {
      bool allBeside = true;
      for (int u = 0; u < kUnits; ++u)
        if ((groups[i].att & bit(u)) && !(options[z(u)] & bit(e))) allBeside = false;
      if (!allBeside) continue;
      Group with = groups[i];
      with.def |= bit(e);
      const double gain = value(with) - value(groups[i]);
      if (gain > bestGain) bestGain = gain, best = static_cast<int>(i);
    }
    if (best >= 0) {
      groups[z(best)].def |= bit(e);
      continue;
    }
    // One attacker beside it leaves its attack for this one.
    for (Group& g : groups)
      for (int u = 0; u < kUnits; ++u)
        if ((g.att & bit(u)) && (options[z(u)] & bit(e)) && best < 0) {
          g.att &= ~bit(u);
          best = u;
        }
    if (best >= 0) groups.push_back(Group{bit(best), bit(e)});
  }
  double total = 0;
  for (const Group& g : groups) total += value(g);
  return total;
}

// The enemy's attacks in its next combat phase: each enemy unit that can reach one of the
// side's units (its allowance + 1, ignoring terrain; a unit beside one already must attack)
// joins the attack it adds most to, as the enemy would judge it, and stays out when none is
// worth it; units further than a hex count 0.8 of their strength (they may be stopped on the
// way). The value of those attacks for the side.
double exposure(const Game& b, Side side) {
  const State& s = b.state();
  const int turn = enemyCombatTurn(s, side);
  if (turn > kLastTurn || isNightTurn(turn)) return 0;
  const Side enemy = enemyOf(side);
  const HiddenMean hm = hiddenMean(b, side);
  std::array<std::uint32_t, kUnits> reach{}, beside{};
  std::vector<int> order;
  for (int e = 0; e < kUnits; ++e) {
    if (theRoster()[e].side != enemy || !b.onMap(e) || b.unit(e).routed) continue;
    const bool hidden = hiddenTo(b, e, side);
    if (!hidden && theRoster()[e].type == UnitType::Dummy) continue;
    const int r = (hidden ? 2 : theRoster()[e].movement) + 1;
    for (int m = 0; m < kUnits; ++m) {
      if (theRoster()[m].side != side || theRoster()[m].type == UnitType::Dummy || !b.onMap(m))
        continue;
      const int d = distance(b.unit(m).hex, b.unit(e).hex);
      if (d <= r) reach[z(e)] |= bit(m);
      if (d == 1 && theMap().adjacent(b.unit(m).hex, b.unit(e).hex)) beside[z(e)] |= bit(m);
    }
    if (reach[z(e)]) order.push_back(e);
  }
  if (order.empty()) return 0;
  std::sort(order.begin(), order.end(), [&](int a, int c) {
    const int na = __builtin_popcount(beside[z(a)] ? beside[z(a)] : reach[z(a)]);
    const int nc = __builtin_popcount(beside[z(c)] ? beside[z(c)] : reach[z(c)]);
    return na != nc ? na < nc : a < c;
  });
  struct Threat {
    double attack = 0, sA = 0, n = 0;
    bool guard = false;
  };
  std::array<Threat, kUnits> on{};
  auto sidesFor = [&](int m, const Threat& t) {
    Sides x;
    const double own = theRoster()[m].strength;
    x.attack = t.attack, x.sA = t.sA, x.nA = t.n, x.nAFresh = t.n;
    x.defence = fighting(own, b.unit(m).routed) + theMap().combatValue(b.unit(m).hex);
    x.nD = 1, x.nDFresh = b.unit(m).routed ? 0 : 1, x.sD = own;
    x.guardAttacks = t.guard, x.guardDefends = m == kFrIg;
    return x;
  };
  auto valueFor = [&](int m, const Threat& t, Side judge) {
    if (t.n <= 0) return 0.0;
    return combatValue(evOf(sidesFor(m, t), false, false, false), enemy, judge, b);
  };
  for (int e : order) {
    const bool hidden = hiddenTo(b, e, side);
    const double st = printed(b, e, side, hm) * realness(b, e, side, hm);
    const std::uint32_t targets = beside[z(e)] ? beside[z(e)] : reach[z(e)];
    int best = -1;
    double bestGain = beside[z(e)] ? -1e9 : 0.0;
    for (int m = 0; m < kUnits; ++m) {
      if (!(targets & bit(m))) continue;
      Threat with = on[z(m)];
      const double f = (beside[z(e)] & bit(m)) ? 1.0 : 0.8;
      with.attack += st * f, with.sA += st, with.n += realness(b, e, side, hm);
      with.guard = with.guard || (e == kFrIg && !hidden);
      const double gain = valueFor(m, with, enemy) - valueFor(m, on[z(m)], enemy);
      if (gain > bestGain) bestGain = gain, best = m;
    }
    if (best < 0) continue;
    const double f = (beside[z(e)] & bit(best)) ? 1.0 : 0.8;
    on[z(best)].attack += st * f, on[z(best)].sA += st;
    on[z(best)].n += realness(b, e, side, hm);
    on[z(best)].guard = on[z(best)].guard || (e == kFrIg && !hidden);
  }
  double total = 0;
  for (int m = 0; m < kUnits; ++m) total += valueFor(m, on[z(m)], side);
  return total;
}

// The morale of a combat whose result is known but not yet applied (W22: M1-M4 are applied
// once its retreats are done), so that a position in the middle of a combat is judged with
// it: [French, Allied].
std::array<int, 2> pendingMorale(const Game& b) {
  const State& s = b.state();
  std::array<int, 2> d{};
  const Resolution& res = s.resolution;
  if (res.combat < 0 || (res.stage != ResolveStage::Retreat && res.stage != ResolveStage::Lose))
    return d;
  const Combat& c = s.combats[z(res.combat)];
  const bool rout = c.result == Result::AR || c.result == Result::DR;
  for (int u = 0; u < kUnits; ++u) {
    const int owner = sideIndex(theRoster()[u].side);
    const bool fresh = !s.routedRule || !s.units[z(u)].routed;
    const bool counts = (res.eliminated & bit(u)) || (res.routedNow & bit(u)) ||
                        (rout && (res.retreating & bit(u)) && fresh);
    if (!counts) continue;
    d[z(owner)] -= 1;
    d[z(1 - owner)] += 1;
  }
  if ((c.attackers | c.defenders) & bit(kFrIg))
    d[0] += guardMorale(c.result, (c.attackers & bit(kFrIg)) != 0,
                        c.result == Result::EX && (res.eliminated & bit(kFrIg)));
  return d;
}

double material(const Game& b, Side side) {
  const State& s = b.state();
  double total = 0;
  for (int u = 0; u < kUnits; ++u) {
    const UnitInfo& info = theRoster()[u];
    if (info.side != side || info.type == UnitType::Dummy) continue;
    const UnitState& us = s.units[z(u)];
    double f = 0;
    if (us.status == UnitStatus::Map || us.status == UnitStatus::Pending)
      f = us.routed ? 0.6 : 1.0;
    else if (us.status == UnitStatus::Eliminated)
      f = s.turn < 7 ? 0.35 : 0.05;  // the rally chance of the nights left (W27)
    total += f * info.strength;
  }
  return total;
}

std::vector<int> locHexes(Side side) {
  std::vector<int> out;
  const Map& m = theMap();
  for (Army a : side == Side::French ? std::vector<Army>{Army::French}
                                     : std::vector<Army>{Army::AngloDutch, Army::Prussian})
    for (int h : m.loc[z(static_cast<int>(a))])
      if (h != kNoHex) out.push_back(h);
  return out;
}

double objectives(const Game& b, Side side, const Style& st) {
  const Side enemy = enemyOf(side);
  double v = 0;
  // Own LOC hexes held by the enemy (M7 at the end of our player turn).
  for (int h : locHexes(side)) {
    const int u = b.unitAt(h);
    if (u != kNoUnit && theRoster()[u].side == enemy) v -= 0.8 * st.own;
  }
  // The enemy's: held by a real unit of ours, else the pull of the nearest one.
  const std::vector<int> theirs = locHexes(enemy);
  for (std::size_t i = 0; i < theirs.size(); i += 2) {  // one army's pair at a time
    double best = 99;
    bool held = false;
    for (std::size_t j = i; j < std::min(theirs.size(), i + 2); ++j) {
      const int h = theirs[j];
      const int at = b.unitAt(h);
      if (at != kNoUnit && theRoster()[at].side == side && theRoster()[at].type != UnitType::Dummy)
        held = true;
      for (int u = 0; u < kUnits; ++u)
        if (theRoster()[u].side == side && theRoster()[u].type != UnitType::Dummy && b.onMap(u) &&
            !b.unit(u).routed)
          best = std::min(best, static_cast<double>(distance(b.unit(u).hex, h)));
    }
    v += held ? 0.8 * st.enemy : -st.loc * std::min(best, 15.0);
  }
  // Contact: each unit's distance to the nearest enemy counter.
  for (int u = 0; u < kUnits; ++u) {
    if (theRoster()[u].side != side || !b.onMap(u) || b.unit(u).routed) continue;
    int best = 12;
    for (int e = 0; e < kUnits; ++e)
      if (theRoster()[e].side == enemy && b.onMap(e))
        best = std::min(best, distance(b.unit(u).hex, b.unit(e).hex));
    v -= st.approach * best;
  }
  return v;
}
}  // namespace

namespace {
const Style* tuned[2] = {nullptr, nullptr};
}  // namespace

void tuneStyle(Side side, const Style* style) {
  tuned[static_cast<std::size_t>(sideIndex(side))] = style;
}

Style styleFor(Side side) {
  Style st;
  if (side == Side::French) {
    st.own = 0.7, st.enemy = 1.2, st.approach = 0.06, st.exposure = 0.5;
  } else {
    st.own = 1.0, st.enemy = 0.9, st.approach = 0.03, st.exposure = 0.7;
  }
  if (const Style* o = tuned[static_cast<std::size_t>(sideIndex(side))]) st = *o;
  return st;
}

CombatEv combatEv(const Game& b, Side viewer, std::uint32_t attackers, std::uint32_t defenders,
                  bool countercharge, bool attackerMp, bool defenderMp, bool battery) {
  return evOf(sidesOf(b, viewer, attackers, defenders, countercharge, hiddenMean(b, viewer)),
              attackerMp, defenderMp, battery);
}

double remainingAttacks(const Game& b, Side side, std::uint32_t named) {
  return attackPlan(b, side, named);
}

double reckonDifferential(const Game& b, Side viewer, std::uint32_t attackers,
                          std::uint32_t defenders, bool countercharge) {
  const Sides x = sidesOf(b, viewer, attackers, defenders, countercharge, hiddenMean(b, viewer));
  return x.attack - x.defence;
}

double combatValue(const CombatEv& ev, Side attackerSide, Side side, const Game& b) {
  const Style st = styleFor(side);
  const int mine = b.state().morale[z(sideIndex(side))];
  const int theirs = b.state().morale[z(sideIndex(enemyOf(side)))];
  const bool attacking = side == attackerSide;
  const double dMine = attacking ? ev.attacker : ev.defender;
  const double dTheirs = attacking ? ev.defender : ev.attacker;
  const double lMine = attacking ? ev.attackerLoss : ev.defenderLoss;
  const double lTheirs = attacking ? ev.defenderLoss : ev.attackerLoss;
  return st.own * slope(side, side, mine) * dMine -
         st.enemy * slope(enemyOf(side), side, theirs) * dTheirs + st.material * (lTheirs - lMine);
}

double evaluate(const Game& b, Side side, bool withExposure) {
  const State& s = b.state();
  if (s.winner != Winner::None) {
    if (s.winner == Winner::Draw) return -100;
    return (s.winner == Winner::French) == (side == Side::French) ? 1000 : -1000;
  }
  const Style st = styleFor(side);
  const Side enemy = enemyOf(side);
  const std::array<int, 2> pending = pendingMorale(b);
  auto index = [&](Side x) {
    return std::clamp(s.morale[z(sideIndex(x))] + pending[z(sideIndex(x))], 0, 10);
  };
  double v =
      st.own * utility(side, side, index(side)) - st.enemy * utility(enemy, side, index(enemy));
  v += st.material * (material(b, side) - material(b, enemy));
  if (isMovePhase(s.phase) && phasingSide(s.phase) == side && !isNightTurn(s.turn))
    v += attackPlan(b, side, 0);
  // An army near breaking (index 3 or less) fears the enemy's next attacks twice as much.
  if (withExposure) v += st.exposure * (index(side) <= 3 ? 2.0 : 1.0) * exposure(b, side);
  v += objectives(b, side, st);
  return v;
}

}  // namespace w20::ai
