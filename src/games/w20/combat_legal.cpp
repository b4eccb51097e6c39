// Rules::combatActions: the combat choices legal now, for legalActions (random player, the
// computer, fuzzing). Declarations and countercharges are listed for defender sets of one or
// two counters and every set of attackers adjacent to all of them; each is checked in full.
#include "games/w20/combat_internal.h"

namespace w20 {

using namespace combat;

namespace {

void addIfLegal(const Game& g, const Action& a, std::vector<Action>& out) {
  if (!g.check(a)) out.push_back(a);
}

// Attack candidates: for each set D of one or two enemy counters (ascending), every
// non-empty subset of the attacking side's units adjacent to all of D.
void attackCandidates(const Game& g, bool charge, std::vector<Action>& out) {
  const State& s = g.state();
  const Side attacker = attackingSide(s);
  const Map& m = Game::map();
  std::vector<int> foes, mine;
  for (int u = 0; u < kUnits; ++u) {
    if (!g.onMap(u)) continue;
    if (Game::roster()[u].side == attacker) {
      if (Game::roster()[u].type != UnitType::Dummy &&
          (!charge || Game::roster()[u].type == UnitType::Cavalry))
        mine.push_back(u);
    } else if (g.adjacentToSide(g.unit(u).hex, attacker)) {
      foes.push_back(u);
    }
  }
  auto emit = [&](std::uint32_t defenders) {
    std::vector<int> near;
    for (int u : mine) {
      bool all = true;
      for (int v = 0; v < kUnits; ++v)
        if (has(defenders, v) && !m.adjacent(g.unit(u).hex, g.unit(v).hex)) all = false;
      if (all) near.push_back(u);
    }
    const std::uint32_t n = static_cast<std::uint32_t>(near.size());
    for (std::uint32_t sub = 1; sub < (1u << n); ++sub) {
      std::uint32_t attackers = 0;
      for (std::uint32_t i = 0; i < n; ++i)
        if (sub & (1u << i)) attackers |= bit(near[i]);
      addIfLegal(
          g,
          charge ? counterchargeAction(attackers, defenders) : declareAction(attackers, defenders),
          out);
    }
  };
  for (std::size_t i = 0; i < foes.size(); ++i) {
    emit(bit(foes[i]));
    for (std::size_t j = i + 1; j < foes.size(); ++j) emit(bit(foes[i]) | bit(foes[j]));
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
