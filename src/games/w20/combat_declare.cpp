// Declarations (W14) and countercharges (W12): who may be named, the look-ahead that keeps
// every obligation of 7.3 satisfiable, revealing the named counters (15.1) and cancelling a
// declaration left without a real defender (W29).
#include <string>

#include "games/w20/combat_internal.h"

namespace w20::combat {

namespace {

const Map& theBoard() { return Game::map(); }

// W24 Divided command: the attack mixes Anglo-Dutch and Prussian units.
bool mixesAllies(std::uint32_t attackers) {
  bool ad = false, pr = false;
  for (int u = 0; u < kUnits; ++u) {
    if (!has(attackers, u)) continue;
    ad |= Game::roster()[u].army == Army::AngloDutch;
    pr |= Game::roster()[u].army == Army::Prussian;
  }
  return ad && pr;
}

bool dividedCommand(const State& s) {
  return s.phase == Phase::AlliedCombat && s.event[1] == Event::DividedCommand;
}

// The units named so far in this phase's standing declarations.
std::uint32_t namedUnits(const State& s) {
  std::uint32_t m = 0;
  for (int i = 0; i < s.nCombats; ++i)
    if (s.combats[z(i)].state != CombatState::Cancelled)
      m |= s.combats[z(i)].attackers | s.combats[z(i)].defenders;
  return m;
}

// W24: Allied unit u, obliged to attack, is excused when every French counter in whose ZOC
// it stands is attacked by units of the other Allied army (declared, plus `extra`).
bool excused(const Game& g, int u, std::uint32_t extraAttackers, std::uint32_t extraDefenders) {
  const State& s = g.state();
  if (!dividedCommand(s)) return false;
  const Army mine = Game::roster()[u].army;
  const Map& m = theBoard();
  bool any = false;
  for (int f = 0; f < kUnits; ++f) {
    const UnitState& fs = s.units[z(f)];
    if (Game::roster()[f].side != Side::French || fs.status != UnitStatus::Map || fs.routed ||
        !m.adjacent(fs.hex, s.units[z(u)].hex))
      continue;
    any = true;
    bool byOther = false;
    auto byOtherArmy = [&](std::uint32_t attackers) {
      for (int a = 0; a < kUnits; ++a)
        if (has(attackers, a) && Game::roster()[a].army != mine) return true;
      return false;
    };
    for (int i = 0; i < s.nCombats; ++i) {
      const Combat& c = s.combats[z(i)];
      if (c.state != CombatState::Cancelled && has(c.defenders, f) && byOtherArmy(c.attackers))
        byOther = true;
    }
    if (has(extraDefenders, f) && byOtherArmy(extraAttackers)) byOther = true;
    if (!byOther) return false;
  }
  return any;
}

// Obligations not yet met, counting the declaration (extraAttackers -> extraDefenders) as
// made. Obligations involving a dummy removed since the phase began have lapsed (W14).
void unmet(const Game& g, std::uint32_t extraAttackers, std::uint32_t extraDefenders,
           std::uint32_t& attackers, std::uint32_t& defenders) {
  const State& s = g.state();
  const Side phasing = phasingSide(s.phase);
  const std::uint32_t named = namedUnits(s) | extraAttackers | extraDefenders;
  attackers = defenders = 0;
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s.units[z(u)];
    if (us.status != UnitStatus::Map || has(named, u)) continue;
    if (has(s.obligedAttackers, u) && g.inZocOf(us.hex, enemyOf(phasing)) &&
        !excused(g, u, extraAttackers, extraDefenders))
      attackers |= bit(u);
    if (has(s.obligedDefenders, u)) defenders |= bit(u);
  }
}

// The look-ahead of W14: every unmet obligation can still be met — each obliged attacker
// has an unnamed enemy counter beside it, each obliged defender an unnamed phasing unit
// (not a dummy). Every counter counts as a unit, face-down dummies included (W29).
int firstInfeasible(const Game& g, std::uint32_t extraAttackers, std::uint32_t extraDefenders) {
  const State& s = g.state();
  const Map& m = theBoard();
  const std::uint32_t named = namedUnits(s) | extraAttackers | extraDefenders;
  std::uint32_t att = 0, def = 0;
  unmet(g, extraAttackers, extraDefenders, att, def);
  auto hasPartner = [&](int u, bool wantAttacker) {
    const Side other = enemyOf(Game::roster()[u].side);
    for (int v = 0; v < kUnits; ++v) {
      const UnitState& vs = s.units[z(v)];
      if (vs.status != UnitStatus::Map || has(named, v) || Game::roster()[v].side != other)
        continue;
      if (wantAttacker && Game::roster()[v].type == UnitType::Dummy) continue;
      if (m.adjacent(vs.hex, s.units[z(u)].hex)) return true;
    }
    return false;
  };
  for (int u = 0; u < kUnits; ++u) {
    if (has(att, u) && !hasPartner(u, false)) return u;
    if (has(def, u) && !hasPartner(u, true)) return u;
  }
  return kNoUnit;
}

// How a player names a unit he may not know: the id if he sees it, else its marker.
std::string label(const Game& g, int u, Side viewer) {
  const UnitInfo& info = Game::roster()[u];
  const UnitState& us = g.unit(u);
  if (info.side == viewer || us.faceUp) return info.id;
  return std::string(info.side == Side::French ? "f" : "a") + std::to_string(us.marker);
}

}  // namespace

void unmetObligations(const Game& g, std::uint32_t& attackers, std::uint32_t& defenders) {
  unmet(g, 0, 0, attackers, defenders);
}

std::optional<Refusal> checkDeclare(const Game& g, const Action& a) {
  const State& s = g.state();
  const bool charge = a.kind == ActionKind::Countercharge;
  const Side attacker = attackingSide(s);
  const Map& m = theBoard();
  const std::uint32_t all = (std::uint32_t{1} << kUnits) - 1u;
  if (!a.attackers || !a.defenders || (a.attackers & ~all) || (a.defenders & ~all))
    return Refusal{"syntax", "name the attackers and the defenders"};
  if (charge && isNightTurn(s.turn)) return Refusal{"13.0", "no countercharge at night"};
  const std::uint32_t named = namedUnits(s);
  for (int u = 0; u < kUnits; ++u) {
    if (!has(a.attackers, u)) continue;
    const UnitInfo& info = Game::roster()[u];
    const UnitState& us = s.units[z(u)];
    if (info.side != attacker)
      return Refusal{charge ? "8.2" : "9.0",
                     info.id + " is not of the " + sideName(attacker) + " side, which attacks"};
    if (us.status != UnitStatus::Map) return Refusal{"9.0", info.id + " is not on the map"};
    if (info.type == UnitType::Dummy)
      return Refusal{charge ? "W12" : "W29", "a dummy never fights (15.3)"};
    if (charge && info.type != UnitType::Cavalry)
      return Refusal{"8.2", "only cavalry countercharge"};
    if (charge && us.routed) return Refusal{"W12", "routed cavalry may not countercharge"};
    if (charge && us.acted)
      return Refusal{"W11", info.id + " has already acted in this countercharge phase"};
    if (has(named, u) || (charge && us.fought))
      return Refusal{"9.2", info.id + " already attacks in this phase"};
  }
  for (int v = 0; v < kUnits; ++v) {
    if (!has(a.defenders, v)) continue;
    const UnitInfo& info = Game::roster()[v];
    const UnitState& vs = s.units[z(v)];
    if (info.side == attacker || vs.status != UnitStatus::Map)
      return Refusal{"9.0", "a defender must be an enemy counter on the map"};
    if (has(named, v) || (charge && vs.fought))
      return Refusal{"9.2", label(g, v, attacker) + " is already attacked in this phase"};
    for (int u = 0; u < kUnits; ++u)
      if (has(a.attackers, u) && !m.adjacent(s.units[z(u)].hex, vs.hex))
        return Refusal{"9.3", Game::roster()[u].id + " is not adjacent to " +
                                  label(g, v, attacker) + " (W10, W14)"};
  }
  if (charge) return std::nullopt;
  if (dividedCommand(s) && mixesAllies(a.attackers))
    return Refusal{"W24", "divided command: no attack may include both Anglo-Dutch and Prussian"};
  const int stuck = firstInfeasible(g, a.attackers, a.defenders);
  if (stuck != kNoUnit)
    return Refusal{"7.3", "then " + label(g, stuck, attacker) +
                              " could no longer meet its obligation to fight (W14)"};
  return std::nullopt;
}

void applyDeclare(Game& g, State& s, const Action& a, Outcome& out) {
  const bool charge = a.kind == ActionKind::Countercharge;
  const int index = s.nCombats++;
  Combat& c = s.combats[z(index)];
  c = Combat{};
  c.countercharge = charge;
  out.combat = index + 1;
  // 15.1: every unit named is turned face up; a dummy turned up is removed (W29).
  for (int u = 0; u < kUnits; ++u)
    if (has(a.attackers | a.defenders, u) && !s.units[z(u)].faceUp) Rules::turnUp(g, u, &out);
  c.attackers = a.attackers;
  for (int v = 0; v < kUnits; ++v)
    if (has(a.defenders, v) && s.units[z(v)].status == UnitStatus::Map) c.defenders |= bit(v);
  if (!c.defenders) {  // every defender was a dummy: cancelled, attackers free again (W14)
    c.state = CombatState::Cancelled;
    out.cancelled = true;
    return;
  }
  c.state = CombatState::Declared;
  for (int u = 0; u < kUnits; ++u)
    if (has(c.attackers | c.defenders, u)) s.units[z(u)].fought = true;
  if (charge) {  // W12: declared and resolved at once
    for (int u = 0; u < kUnits; ++u)
      if (has(c.attackers, u)) s.units[z(u)].acted = true;
    s.resolution = Resolution{};
    s.resolution.combat = static_cast<std::int8_t>(index);
    s.resolution.stage = ResolveStage::Defend;
  }
}

std::optional<Refusal> checkEndDeclare(const Game& g) {
  std::uint32_t att = 0, def = 0;
  unmet(g, 0, 0, att, def);
  const Side phasing = phasingSide(g.state().phase);
  for (int u = 0; u < kUnits; ++u)
    if (has(att | def, u))
      return Refusal{"7.3",
                     label(g, u, phasing) + (has(att, u) ? " must attack" : " must be attacked")};
  return std::nullopt;
}

void applyEndDeclare(Game& g, State& s) {
  for (int i = 0; i < s.nCombats; ++i)
    if (s.combats[z(i)].state == CombatState::Declared) {
      s.step = CombatStep::Resolve;
      return;
    }
  Rules::endPhase(g);  // nothing left standing: the phase ends (protocol, Phases)
}

}  // namespace w20::combat
