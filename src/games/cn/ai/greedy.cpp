// The greedy level: immediate odds and captures, no look-ahead.
#include <algorithm>

#include "games/cn/ai/ai.h"
#include "games/cn/setup_plan.h"

namespace cn::ai {

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

// Movement: the first unit (roster order) that gains by moving goes to its best square.
// Score of a square: closer to the nearest enemy is better (artillery: distance 2 is best),
// but not next to enemies stronger (in defence) than the unit; a village or chateau adds one; a
// French unit on an exit square once the Allies are demoralized (or close to it) is best of all.
// Units already next to an enemy cannot move.
Action greedyMove(const Game& g, core::Rng& rng) {
  const State& s = g.state();
  const Side side = phasingSide(s.phase);
  std::array<bool, kSquares> occupied{};
  for (int v = 0; v < kUnits; ++v)
    if (g.statusOf(v) == UnitStatus::OnMap) occupied[z(g.squareOf(v))] = true;
  const bool goExit = side == Side::French && s.alliedLost + 10 >= g.threshold();
  auto score = [&](int u, int sq) {
    int nearest = 99;
    for (int e = 0; e < kUnits; ++e)
      if (g.statusOf(e) == UnitStatus::OnMap && theRoster().unit(e).side != side)
        nearest = std::min(nearest, distance(sq, g.squareOf(e)));
    int v =
        theRoster().unit(u).type == UnitType::Artillery ? -std::abs(nearest - 2) * 4 : -nearest * 4;
    // Contact only where the unit alone reaches at least 1-1 against what it would face.
    int facing = 0;
    for (int e = 0; e < kUnits; ++e)
      if (g.statusOf(e) == UnitStatus::OnMap && theRoster().unit(e).side != side &&
          adjacent(sq, g.squareOf(e)))
        facing += theRoster().unit(e).strength * (theMap().doublesDefence(g.squareOf(e)) ? 2 : 1);
    if (facing > theRoster().unit(u).strength) v -= 64;
    if (theMap().doublesDefence(sq)) v += 1;
    if (goExit) {
      int exitDist = 99;
      for (int code : kExitCodes) exitDist = std::min(exitDist, distance(sq, squareOfCode(code)));
      v = -exitDist * 8;
    }
    return v;
  };
  Reach r;
  for (int u = 0; u < kUnits; ++u) {
    if (theRoster().unit(u).side != side || g.movementBlocked(u)) continue;
    if (goExit && g.canExitNow(u)) return exitAction(u);
    // Moved already this phase: leave it (one move per unit keeps the phase short).
    if (s.units[z(u)].mpUsed > 0) continue;
    g.reach(u, r);
    const int here = score(u, g.squareOf(u));
    int best = here * 16 + 15, bestSq = kNoSquare;  // only a strictly better square
    for (int sq = 0; sq < kSquares; ++sq) {
      if (r.cost[z(sq)] <= 0 || occupied[z(sq)]) continue;
      const int v = score(u, sq) * 16 + static_cast<int>(rng.below(16));  // ties broken at random
      if (v > best) {
        best = v;
        bestSq = sq;
      }
    }
    if (bestSq == kNoSquare) continue;
    const int c = r.cost[z(bestSq)];
    int path[5];
    int x = bestSq;
    for (int i = c - 1; i >= 0; --i, x = r.from[z(x)]) path[i] = x;
    return moveAction(u, path, c);
  }
  return endAction();
}

int attackStrength(const Action& a) {
  int v = 0;
  for (int k = 0; k < a.nAttackers; ++k) v += theRoster().unit(a.attackers[z(k)]).strength;
  for (int k = 0; k < a.nBombarders; ++k) v += theRoster().unit(a.bombarders[z(k)]).strength;
  return v;
}
int defenceStrength(const Game& g, const Action& a) {
  int v = 0;
  for (int k = 0; k < a.nDefenders; ++k) {
    const int d = a.defenders[z(k)];
    v += theRoster().unit(d).strength * (theMap().doublesDefence(g.squareOf(d)) ? 2 : 1);
  }
  return v;
}

// The whole greedy set-up, computed from the position with no declaration: the obliged
// attacks (a star decomposition), then every free artillery able to bombard joins the
// many-against-one attack whose column it raises most, or else bombards alone the target
// giving the best odds (bombarding artillery risks nothing, 7.5).
std::vector<Action> greedySetup(const Game& g) {
  Game fresh = g;
  while (fresh.state().nAttacks > 0)
    fresh.apply(cancelAction(fresh.state().attacks[0].defenders[0]));
  std::vector<Action> plan = planObligedAttacks(fresh, nullptr);
  const State& s = fresh.state();
  const Side side = phasingSide(s.phase);
  std::uint64_t usedA = 0, usedD = 0;
  for (const Action& a : plan) {
    for (int k = 0; k < a.nAttackers; ++k) usedA |= bit(a.attackers[z(k)]);
    for (int k = 0; k < a.nDefenders; ++k) usedD |= bit(a.defenders[z(k)]);
  }
  for (int art = 0; art < kUnits; ++art) {
    const UnitDef& d = theRoster().unit(art);
    if (d.side != side || d.type != UnitType::Artillery || (usedA & bit(art)) ||
        fresh.statusOf(art) != UnitStatus::OnMap || fresh.inEnemyZoc(art))
      continue;
    auto canHit = [&](int t) {
      return fresh.statusOf(t) == UnitStatus::OnMap && theRoster().unit(t).side != side &&
             distance(fresh.squareOf(art), fresh.squareOf(t)) == 2 &&
             Game::lineOfFireOpen(fresh.squareOf(art), fresh.squareOf(t));
    };
    int bestGain = 0, bestIndex = -1;
    for (std::size_t i = 0; i < plan.size(); ++i) {
      const Action& a = plan[i];
      if (a.nDefenders != 1 || a.nAttackers + a.nBombarders >= 6 || !canHit(a.defenders[0]))
        continue;
      const int def = defenceStrength(fresh, a), att = attackStrength(a);
      const int gain = oddsColumn(att + d.strength, def) - oddsColumn(att, def);
      if (gain > bestGain) {
        bestGain = gain;
        bestIndex = static_cast<int>(i);
      }
    }
    if (bestIndex >= 0) {
      Action& a = plan[z(bestIndex)];
      a.bombarders[a.nBombarders++] = static_cast<std::int8_t>(art);
      usedA |= bit(art);
      continue;
    }
    int bestCol = -1, target = -1;
    for (int t = 0; t < kUnits; ++t) {
      if ((usedD & bit(t)) || !canHit(t)) continue;
      const Action a = declareAction({}, {t}, {art});
      const int col = oddsColumn(d.strength, defenceStrength(fresh, a));
      if (col > bestCol) {
        bestCol = col;
        target = t;
      }
    }
    if (target >= 0) {
      plan.push_back(declareAction({}, {target}, {art}));
      usedA |= bit(art);
      usedD |= bit(target);
    }
  }
  return plan;
}

Action greedyDeclare(const Game& g) {
  const State& s = g.state();
  const std::vector<Action> plan = greedySetup(g);
  // Declarations already made must be the plan's first ones; otherwise withdraw the last.
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& at = s.attacks[z(i)];
    const bool same =
        static_cast<std::size_t>(i) < plan.size() && plan[z(i)].nAttackers == at.nAttackers &&
        plan[z(i)].nBombarders == at.nBombarders && plan[z(i)].nDefenders == at.nDefenders &&
        plan[z(i)].attackers == at.attackers && plan[z(i)].bombarders == at.bombarders &&
        plan[z(i)].defenders == at.defenders;
    if (!same) return cancelAction(s.attacks[z(s.nAttacks - 1)].defenders[0]);
  }
  for (std::size_t i = static_cast<std::size_t>(s.nAttacks); i < plan.size(); ++i)
    if (!g.check(plan[i])) return plan[i];
  return endAction();
}

}  // namespace

Action greedyAction(const Game& g, core::Rng& rng) {
  const State& s = g.state();
  switch (s.step) {
    case StepKind::Move:
      return greedyMove(g, rng);
    case StepKind::Declare:
      return greedyDeclare(g);
    case StepKind::ChooseAttack: {
      int best = -1, bestCol = -1;
      for (int i = 0; i < s.nAttacks; ++i) {
        const Attack& at = s.attacks[z(i)];
        if (at.resolved) continue;
        int att = 0, def = 0;
        for (int k = 0; k < at.nAttackers; ++k)
          att += theRoster().unit(at.attackers[z(k)]).strength;
        for (int k = 0; k < at.nBombarders; ++k)
          att += theRoster().unit(at.bombarders[z(k)]).strength;
        for (int k = 0; k < at.nDefenders; ++k) {
          const int d = at.defenders[z(k)];
          def += theRoster().unit(d).strength * (theMap().doublesDefence(g.squareOf(d)) ? 2 : 1);
        }
        const int col = oddsColumn(att, def);
        if (col > bestCol) {
          bestCol = col;
          best = i;
        }
      }
      if (best < 0) return endAction();
      return resolveAction(s.attacks[z(best)].defenders[0]);
    }
    case StepKind::Advance: {
      const auto options = g.advanceOptions();
      int best = -1, bestStrength = -1;
      for (std::size_t i = 0; i < options.size(); ++i) {
        const int st = theRoster().unit(options[i].first).strength;
        if (st > bestStrength) {
          bestStrength = st;
          best = static_cast<int>(i);
        }
      }
      if (best >= 0) return advanceAction(options[z(best)].first, options[z(best)].second);
      return declineAdvanceAction();
    }
    case StepKind::GameOver:
      break;
  }
  return endAction();
}

}  // namespace cn::ai
