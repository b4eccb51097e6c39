#include "games/w20/ai/eval.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "games/w20/ai/knowledge.h"
#include "games/w20/combat_math.h"
#include "games/w20/crt.h"

namespace w20::ai {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

bool hiddenTo(const Game& b, int u, Side viewer) {
  const UnitState& us = b.unit(u);
  return Game::roster()[u].side != viewer && us.status == UnitStatus::Map && !us.faceUp;
}
double printed(const Game& b, int u, Side viewer, const HiddenMean& hm) {
  if (hiddenTo(b, u, viewer)) return hm.strength;
  return Game::roster()[u].type == UnitType::Dummy ? 0.0 : Game::roster()[u].strength;
}
double realness(const Game& b, int u, Side viewer, const HiddenMean& hm) {
  if (hiddenTo(b, u, viewer)) return hm.real;
  return Game::roster()[u].type == UnitType::Dummy ? 0.0 : 1.0;
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

Sides sidesOf(const Game& b, Side viewer, std::uint32_t att, std::uint32_t def, bool cc) {
  const HiddenMean hm = hiddenMean(b, viewer);
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
      if (!hiddenTo(b, u, viewer) && Game::roster()[u].type != UnitType::Corps) allCorps = false;
      if (us.hex != kNoHex) terrain = std::max(terrain, Game::map().combatValue(us.hex));
      if (u == kFrIg && !hiddenTo(b, u, viewer)) x.guardDefends = true;
    }
  x.defence += terrain;
  for (int u = 0; u < kUnits; ++u)
    if (att & bit(u)) {
      const UnitState& us = b.unit(u);
      const double s = printed(b, u, viewer, hm), r = realness(b, u, viewer, hm);
      const bool doubled =
          cc && allCorps && !hiddenTo(b, u, viewer) && Game::roster()[u].type == UnitType::Cavalry;
      x.attack += fighting(s, us.routed) * (doubled ? 2 : 1);
      x.nA += r;
      if (!us.routed) x.nAFresh += r;
      x.sA += s;
      if (u == kFrIg && !hiddenTo(b, u, viewer)) x.guardAttacks = true;
    }
  return x;
}

double slope(int index) { return index <= 2 ? 3.0 : index <= 4 ? 1.6 : 1.0; }
double utility(int index) { return index - 1.5 * std::max(0, 3 - index); }

int enemyCombatTurn(const State& s, Side side) {
  // The turn of the enemy's next combat phase.
  if (side == Side::French)
    return static_cast<int>(s.phase) <= static_cast<int>(Phase::AlliedCombat) ? s.turn : s.turn + 1;
  return static_cast<int>(s.phase) <= static_cast<int>(Phase::FrenchCombat) ? s.turn : s.turn + 1;
}

// The side's attacks in its coming combat phase: each enemy counter beside its units gets
// the units beside it (the most constrained units first, each where it adds most).
double attackPlan(const Game& b, Side side) {
  std::vector<int> targets;
  std::array<std::uint32_t, kUnits> options{};
  for (int u = 0; u < kUnits; ++u) {
    if (Game::roster()[u].side != side || Game::roster()[u].type == UnitType::Dummy || !b.onMap(u))
      continue;
    for (int e = 0; e < kUnits; ++e)
      if (Game::roster()[e].side != side && b.onMap(e) &&
          Game::map().adjacent(b.unit(u).hex, b.unit(e).hex))
        options[z(u)] |= bit(e);
  }
  std::vector<int> order;
  for (int u = 0; u < kUnits; ++u)
    if (options[z(u)]) order.push_back(u);
  std::sort(order.begin(), order.end(), [&options](int a, int c) {
    const int na = __builtin_popcount(options[z(a)]), nc = __builtin_popcount(options[z(c)]);
    return na != nc ? na < nc : a < c;
  });
  std::array<std::uint32_t, kUnits> assigned{};  // per target: its attackers
  auto value = [&](int e, std::uint32_t att) {
    if (!att) return 0.0;
    const CombatEv ev = evOf(sidesOf(b, side, att, bit(e), false), false, false, false);
    return combatValue(ev, side, side, b);
  };
  for (int u : order) {
    int best = -1;
    double bestGain = -1e9;
    for (int e = 0; e < kUnits; ++e) {
      if (!(options[z(u)] & bit(e))) continue;
      double gain = value(e, assigned[z(e)] | bit(u)) - value(e, assigned[z(e)]);
      if (!assigned[z(e)]) gain += 0.5;  // every enemy beside us must be attacked (W14)
      if (gain > bestGain) bestGain = gain, best = e;
    }
    assigned[z(best)] |= bit(u);
  }
  double total = 0;
  for (int e = 0; e < kUnits; ++e) total += value(e, assigned[z(e)]);
  return total;
}

// The enemy's attacks in its next combat phase, feared for each of the side's units.
double exposure(const Game& b, Side side) {
  const State& s = b.state();
  const int turn = enemyCombatTurn(s, side);
  if (turn > kLastTurn || isNightTurn(turn)) return 0;
  const Side enemy = enemyOf(side);
  const HiddenMean hm = hiddenMean(b, side);
  double total = 0;
  for (int m = 0; m < kUnits; ++m) {
    const UnitInfo& info = Game::roster()[m];
    if (info.side != side || info.type == UnitType::Dummy || !b.onMap(m)) continue;
    const int hex = b.unit(m).hex;
    Sides x;
    bool locked = false;
    for (int e = 0; e < kUnits; ++e) {
      if (Game::roster()[e].side != enemy || !b.onMap(e) || b.unit(e).routed) continue;
      const bool hidden = hiddenTo(b, e, side);
      if (!hidden && Game::roster()[e].type == UnitType::Dummy) continue;
      const int reach = (hidden ? 2 : Game::roster()[e].movement) + 1;
      const int d = hexDistance(hex, b.unit(e).hex);
      if (d > reach) continue;
      if (d == 1 && Game::map().adjacent(hex, b.unit(e).hex)) locked = true;
      const double st = printed(b, e, side, hm) * realness(b, e, side, hm) * (d == 1 ? 1.0 : 0.6);
      x.attack += st;
      x.sA += st;
      x.nA = 1, x.nAFresh = 1;
      if (e == kFrIg && !hidden) x.guardAttacks = true;
    }
    if (x.attack <= 0) continue;
    const double own = Game::roster()[m].strength;
    x.defence = fighting(own, b.unit(m).routed) + Game::map().combatValue(hex);
    x.nD = 1, x.nDFresh = b.unit(m).routed ? 0 : 1, x.sD = own;
    x.guardDefends = m == kFrIg;
    const double diff = x.attack - x.defence;
    const double p = locked ? 1.0 : diff >= 1 ? 0.9 : diff >= 0 ? 0.6 : diff >= -1 ? 0.3 : 0.1;
    total += p * combatValue(evOf(x, false, false, false), enemy, side, b);
  }
  return total;
}

double material(const Game& b, Side side) {
  const State& s = b.state();
  double total = 0;
  for (int u = 0; u < kUnits; ++u) {
    const UnitInfo& info = Game::roster()[u];
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
  const Map& m = Game::map();
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
    if (u != kNoUnit && Game::roster()[u].side == enemy) v -= 0.8 * st.own;
  }
  // The enemy's: held by a real unit of ours, else the pull of the nearest one.
  const std::vector<int> theirs = locHexes(enemy);
  for (std::size_t i = 0; i < theirs.size(); i += 2) {  // one army's pair at a time
    double best = 99;
    bool held = false;
    for (std::size_t j = i; j < std::min(theirs.size(), i + 2); ++j) {
      const int h = theirs[j];
      const int at = b.unitAt(h);
      if (at != kNoUnit && Game::roster()[at].side == side &&
          Game::roster()[at].type != UnitType::Dummy)
        held = true;
      for (int u = 0; u < kUnits; ++u)
        if (Game::roster()[u].side == side && Game::roster()[u].type != UnitType::Dummy &&
            b.onMap(u) && !b.unit(u).routed)
          best = std::min(best, static_cast<double>(hexDistance(b.unit(u).hex, h)));
    }
    v += held ? 0.8 * st.enemy : -st.loc * std::min(best, 15.0);
  }
  // Contact: each unit's distance to the nearest enemy counter.
  for (int u = 0; u < kUnits; ++u) {
    if (Game::roster()[u].side != side || !b.onMap(u) || b.unit(u).routed) continue;
    int best = 12;
    for (int e = 0; e < kUnits; ++e)
      if (Game::roster()[e].side == enemy && b.onMap(e))
        best = std::min(best, hexDistance(b.unit(u).hex, b.unit(e).hex));
    v -= st.approach * best;
  }
  return v;
}
}  // namespace

Style styleFor(Side side) {
  Style st;
  if (side == Side::French) {
    st.own = 0.8, st.enemy = 1.2, st.approach = 0.04, st.exposure = 0.8;
  } else {
    st.own = 1.0, st.enemy = 0.9, st.approach = 0.01, st.exposure = 1.0;
  }
  return st;
}

CombatEv combatEv(const Game& b, Side viewer, std::uint32_t attackers, std::uint32_t defenders,
                  bool countercharge, bool attackerMp, bool defenderMp, bool battery) {
  return evOf(sidesOf(b, viewer, attackers, defenders, countercharge), attackerMp, defenderMp,
              battery);
}

double reckonDifferential(const Game& b, Side viewer, std::uint32_t attackers,
                          std::uint32_t defenders, bool countercharge) {
  const Sides x = sidesOf(b, viewer, attackers, defenders, countercharge);
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
  return st.own * slope(mine) * dMine - st.enemy * slope(theirs) * dTheirs +
         st.material * (lTheirs - lMine);
}

double evaluate(const Game& b, Side side, bool withExposure) {
  const State& s = b.state();
  if (s.winner != Winner::None) {
    if (s.winner == Winner::Draw) return -100;
    return (s.winner == Winner::French) == (side == Side::French) ? 1000 : -1000;
  }
  const Style st = styleFor(side);
  const Side enemy = enemyOf(side);
  double v = st.own * utility(s.morale[z(sideIndex(side))]) -
             st.enemy * utility(s.morale[z(sideIndex(enemy))]);
  v += st.material * (material(b, side) - material(b, enemy));
  if (isMovePhase(s.phase) && phasingSide(s.phase) == side && !isNightTurn(s.turn))
    v += attackPlan(b, side);
  if (withExposure) v += st.exposure * exposure(b, side);
  v += objectives(b, side, st);
  return v;
}

}  // namespace w20::ai
