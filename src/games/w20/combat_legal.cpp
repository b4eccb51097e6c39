// Rules::combatActions: the combat choices legal now, for legalActions (random player, the
// computer, fuzzing). Declarations and countercharges are listed for defender sets of one or
// two counters with every set of attackers adjacent to all of them, and for all the enemies
// around one unit when there are three or more; each is checked in full.
#include <algorithm>

#include "games/w20/combat_internal.h"

namespace w20 {

using namespace combat;

namespace {

void addIfLegal(const Game& g, const Action& a, std::vector<Action>& out) {
  if (!g.check(a)) out.push_back(a);
}

// Attack candidates: for each set D of one or two enemy counters (ascending), every
// non-empty subset of the attacking side's units adjacent to all of D. Each is checked as
// Game::check would (the caller is in a combat or countercharge phase with no combat under
// way), over one Contacts table.
void attackCandidates(const Game& g, bool charge, std::vector<Action>& out) {
  const State& s = g.state();
  const Contacts k(g);
  const Side attacker = attackingSide(s);
  std::uint32_t mine = k.onMap & k.side[sideIndex(attacker)] & ~k.dummy;
  if (charge) mine &= k.cavalry & ~k.routed;
  const std::uint32_t theirs = k.onMap & k.side[sideIndex(enemyOf(attacker))];
  std::vector<int> foes;
  for (int v = 0; v < kUnits; ++v)
    if (has(theirs, v) && (k.adj[v] & mine)) foes.push_back(v);
  auto emit = [&](std::uint32_t defenders, std::uint32_t near) {
    int list[kUnits];
    int n = 0;
    for (int u = 0; u < kUnits; ++u)
      if (has(near, u)) list[n++] = u;
    for (std::uint32_t sub = 1; sub < (1u << n); ++sub) {
      std::uint32_t attackers = 0;
      for (int i = 0; i < n; ++i)
        if (sub & (1u << i)) attackers |= bit(list[i]);
      const Action a =
          charge ? counterchargeAction(attackers, defenders) : declareAction(attackers, defenders);
      if (!checkDeclare(g, k, a)) out.push_back(a);
    }
  };
  for (std::size_t i = 0; i < foes.size(); ++i) {
    const std::uint32_t near1 = mine & k.adj[foes[i]];
    emit(bit(foes[i]), near1);
    for (std::size_t j = i + 1; j < foes.size(); ++j) {
      const std::uint32_t near2 = near1 & k.adj[foes[j]];
      if (near2) emit(bit(foes[i]) | bit(foes[j]), near2);
    }
  }
  // Three or more defenders: every enemy counter beside one attacker not yet attacked in
  // this phase, attacked by it alone or by all the units beside every one of them (a unit
  // hemmed in by three enemies that nobody else can reach must attack them all, W14; one
  // already named elsewhere cannot be named again, 9.2, and must not hide the others).
  std::uint32_t taken = namedUnits(s);
  if (charge)
    for (int v = 0; v < kUnits; ++v)
      if (g.unit(v).fought) taken |= bit(v);
  for (int a = 0; a < kUnits; ++a) {
    if (!has(mine & ~taken, a)) continue;
    const std::uint32_t around = k.adj[a] & theirs & ~taken;
    int n = 0;
    for (int v = 0; v < kUnits; ++v) n += has(around, v) ? 1 : 0;
    if (n < 3) continue;
    std::uint32_t near = mine & ~taken;
    for (int v = 0; v < kUnits; ++v)
      if (has(around, v)) near &= k.adj[v];
    for (std::uint32_t attackers : {bit(a), near}) {
      const Action c =
          charge ? counterchargeAction(attackers, around) : declareAction(attackers, around);
      if (!checkDeclare(g, k, c) && std::find(out.begin(), out.end(), c) == out.end())
        out.push_back(c);
    }
  }
}

}  // namespace

void Rules::combatActions(const Game& g, std::vector<Action>& out) {
  const State& s = g.s_;
  switch (s.resolution.stage) {
    case ResolveStage::Defend:
      addIfLegal(g, defendAction(false), out);
      addIfLegal(g, defendAction(true), out);
      return;
    case ResolveStage::Roll:
      for (bool mp : {false, true})
        for (bool battery : {false, true}) addIfLegal(g, rollAction(mp, battery), out);
      return;
    case ResolveStage::Lose:
      for (std::uint32_t set : lossChoices(g, *current(s))) out.push_back(loseAction(set));
      return;
    case ResolveStage::Retreat:
      for (int u = 0; u < kUnits; ++u)
        if (has(s.resolution.retreating, u))
          for (const RetreatPlan& p : retreatPlans(g, u))
            out.push_back(retreatAction(u, p.hexes.data(), static_cast<int>(p.hexes.size())));
      return;
    case ResolveStage::Advance:
      for (int u = 0; u < kUnits; ++u)
        if (has(s.resolution.advancers, u))
          for (const auto& path : advanceChoices(g, u))
            out.push_back(advanceAction(u, path.data(), static_cast<int>(path.size())));
      addIfLegal(g, advanceNoneAction(), out);
      return;
    case ResolveStage::Idle:
      break;
  }
  if (isCounterchargePhase(s.phase)) {
    if (!isNightTurn(s.turn)) attackCandidates(g, true, out);
    return;  // legal.cpp adds End
  }
  if (!isCombatPhase(s.phase)) return;
  if (s.step == CombatStep::Declare) {
    attackCandidates(g, false, out);
  } else {
    for (int i = 0; i < s.nCombats; ++i) addIfLegal(g, resolveAction(i + 1), out);
  }
  addIfLegal(g, endAction(), out);
}

}  // namespace w20
