// Combat in Waterloo 20 (9.0, 8.2; rulings W12, W14-W19): the entry points of rules.h. The
// work is split: declarations and countercharges (combat_declare.cpp), the resolution of one
// combat up to its result (combat_resolve.cpp), retreats and advances (combat_retreat.cpp).
#include <string>

#include "games/w20/combat_internal.h"

namespace w20 {

namespace combat {

std::uint32_t sideMask(Side side) {
  std::uint32_t m = 0;
  for (int u = 0; u < kUnits; ++u)
    if (Game::roster()[u].side == side) m |= bit(u);
  return m;
}

Side attackingSide(const State& s) {
  const Side phasing = phasingSide(s.phase);
  return isCounterchargePhase(s.phase) ? enemyOf(phasing) : phasing;
}

Combat* current(State& s) {
  return s.resolution.combat < 0 ? nullptr : &s.combats[z(s.resolution.combat)];
}
const Combat* current(const State& s) {
  return s.resolution.combat < 0 ? nullptr : &s.combats[z(s.resolution.combat)];
}

}  // namespace combat

using namespace combat;

void Rules::beginCombat(Game& g) {
  // W14: obligations fixed when the phase begins: phasing units in the ZOC of a non-phasing
  // unit must attack; non-phasing units in the ZOC of a phasing unit must be attacked. The
  // phasing dummy is gone by now if it was beside the enemy (W29) and never has any.
  State& s = g.s_;
  const Side phasing = phasingSide(s.phase);
  s.obligedAttackers = s.obligedDefenders = 0;
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s.units[z(u)];
    if (us.status != UnitStatus::Map) continue;
    const UnitInfo& info = Game::roster()[u];
    if (info.side == phasing) {
      if (info.type != UnitType::Dummy && g.inZocOf(us.hex, enemyOf(phasing)))
        s.obligedAttackers |= bit(u);
    } else if (g.inZocOf(us.hex, phasing)) {
      s.obligedDefenders |= bit(u);
    }
  }
}

Owed Rules::combatOwed(const Game& g, Side& who, std::uint32_t& units) {
  const State& s = g.s_;
  const Combat* c = current(s);
  units = 0;
  if (!c) return Owed::None;
  const Side attacker = attackingSide(s);
  switch (s.resolution.stage) {
    case ResolveStage::Idle:
      return Owed::None;
    case ResolveStage::Defend:
      who = enemyOf(attacker);
      return Owed::Defend;
    case ResolveStage::Roll:
      who = attacker;
      return Owed::Roll;
    case ResolveStage::Lose:
      who = attacker;
      units = c->attackers;
      return Owed::Lose;
    case ResolveStage::Retreat:
      units = s.resolution.retreating;
      who = (units & c->attackers) ? attacker : enemyOf(attacker);
      return Owed::Retreat;
    case ResolveStage::Advance:
      units = s.resolution.advancers;
      who = (units & c->attackers) ? attacker : enemyOf(attacker);
      return Owed::Advance;
  }
  return Owed::None;
}

std::optional<Refusal> Rules::checkCombat(const Game& g, const Action& a) {
  const State& s = g.s_;
  const bool combatPhase = isCombatPhase(s.phase);
  const bool chargePhase = isCounterchargePhase(s.phase);
  if (!combatPhase && !chargePhase) {
    if (a.kind == ActionKind::Countercharge)
      return Refusal{"8.0", "countercharges are made in the countercharge phases"};
    return Refusal{"9.0", "combat is made in the combat phases"};
  }
  const ResolveStage stage = s.resolution.stage;
  // While a combat is under way only what it owes is accepted (protocol, status).
  if (stage != ResolveStage::Idle) {
    switch (a.kind) {
      case ActionKind::Defend:
        return checkDefend(g, a);
      case ActionKind::Roll:
        return checkRoll(g, a);
      case ActionKind::Lose:
        return checkLose(g, a);
      case ActionKind::Retreat:
        return checkRetreat(g, a);
      case ActionKind::Advance:
        return checkAdvance(g, a);
      case ActionKind::AdvanceNone:
        return checkAdvanceNone(g);
      default:
        return Refusal{"W14", "the combat under way must be finished first"};
    }
  }
  switch (a.kind) {
    case ActionKind::Countercharge:
      if (!chargePhase)
        return Refusal{"8.0", "countercharges are made in the countercharge phases"};
      return checkDeclare(g, a);
    case ActionKind::Declare:
      if (!combatPhase) return Refusal{"W14", "attacks are declared in the combat phases"};
      if (s.step != CombatStep::Declare) return Refusal{"W14", "declarations are over"};
      return checkDeclare(g, a);
    case ActionKind::Resolve:
      return checkResolve(g, a);
    case ActionKind::End:
      if (chargePhase) return std::nullopt;
      if (s.step == CombatStep::Declare) return checkEndDeclare(g);
      for (int i = 0; i < s.nCombats; ++i)
        if (s.combats[z(i)].state == CombatState::Declared)
          return Refusal{"W14", "declared attack " + std::to_string(i + 1) + " is unresolved"};
      return std::nullopt;
    case ActionKind::Defend:
    case ActionKind::Roll:
      return Refusal{"W14", "no combat is being resolved"};
    case ActionKind::Lose:
      return Refusal{"9.72", "no exchange is owed"};
    case ActionKind::Retreat:
      return Refusal{"9.8", "no retreat is owed"};
    case ActionKind::Advance:
    case ActionKind::AdvanceNone:
      return Refusal{"9.9", "no advance is owed"};
    default:
      break;
  }
  return Refusal{"syntax", "not a combat action"};
}

void Rules::applyCombat(Game& g, const Action& a, Outcome& out) {
  State& s = g.s_;
  switch (a.kind) {
    case ActionKind::Countercharge:
    case ActionKind::Declare:
      applyDeclare(g, s, a, out);
      break;
    case ActionKind::Resolve:
      applyResolve(g, s, a);
      break;
    case ActionKind::Defend:
      applyDefend(g, s, a);
      break;
    case ActionKind::Roll:
      applyRoll(g, s, a, out);
      break;
    case ActionKind::Lose:
      applyLose(g, s, a);
      break;
    case ActionKind::Retreat:
      applyRetreat(g, s, a, out);
      break;
    case ActionKind::Advance:
      applyAdvance(g, s, a);
      break;
    case ActionKind::AdvanceNone:
      applyAdvanceNone(g, s);
      break;
    case ActionKind::End:
      if (isCounterchargePhase(s.phase)) {
        endPhase(g);
      } else if (s.step == CombatStep::Declare) {
        applyEndDeclare(g, s);
      } else {
        endPhase(g);
      }
      break;
    default:
      break;
  }
}

}  // namespace w20
