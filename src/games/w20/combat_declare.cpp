// Declarations (W14) and countercharges (W12): who may be named, the look-ahead that keeps
// every obligation of 7.3 satisfiable, revealing the named counters (15.1) and cancelling a
// declaration left without a real defender (W29). The checks work on unit masks (Contacts)
// so that combat_legal.cpp can test many candidate declarations cheaply.
#include <string>

#include "games/w20/combat_internal.h"

namespace w20::combat {

Contacts::Contacts(const Game& g) {
  const Roster& r = Game::roster();
  const Map& m = Game::map();
  int hex[kUnits];
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = g.unit(u);
    const UnitInfo& info = r[u];
    side[sideIndex(info.side)] |= bit(u);
    if (info.type == UnitType::Cavalry) cavalry |= bit(u);
    if (info.type == UnitType::Corps) corps |= bit(u);
    if (info.type == UnitType::Dummy) dummy |= bit(u);
    if (info.army == Army::AngloDutch) ad |= bit(u);
    if (info.army == Army::Prussian) pr |= bit(u);
    hex[u] = us.hex;
    if (us.status != UnitStatus::Map) continue;
    onMap |= bit(u);
    if (us.routed) routed |= bit(u);
    if (!us.faceUp) faceDown |= bit(u);
  }
  for (int u = 0; u < kUnits; ++u) {
    if (!has(onMap, u)) continue;
    for (int v = u + 1; v < kUnits; ++v)
      if (has(onMap, v) && m.adjacent(hex[u], hex[v])) {
        adj[u] |= bit(v);
        adj[v] |= bit(u);
      }
  }
}

std::uint32_t namedUnits(const State& s) {
  std::uint32_t m = 0;
  for (int i = 0; i < s.nCombats; ++i)
    if (s.combats[z(i)].state != CombatState::Cancelled)
      m |= s.combats[z(i)].attackers | s.combats[z(i)].defenders;
  return m;
}

namespace {

bool dividedCommand(const State& s) {
  return s.phase == Phase::AlliedCombat && s.event[1] == Event::DividedCommand;
}

// W24: Allied unit u, obliged to attack, is excused when every French counter in whose ZOC
// it stands is attacked by units of the other Allied army (declared, plus `extra`).
bool excused(const State& s, const Contacts& k, int u, std::uint32_t extraAttackers,
             std::uint32_t extraDefenders) {
  if (!dividedCommand(s)) return false;
  const std::uint32_t otherArmy = has(k.ad, u) ? k.pr : k.ad;
  const std::uint32_t french = k.adj[u] & k.side[0] & ~k.routed;
  if (!french) return false;
  std::uint32_t covered = 0;
  for (int i = 0; i < s.nCombats; ++i) {
    const Combat& c = s.combats[z(i)];
    if (c.state != CombatState::Cancelled && (c.attackers & otherArmy)) covered |= c.defenders;
  }
  if (extraAttackers & otherArmy) covered |= extraDefenders;
  return (french & ~covered) == 0;
}

// Obligations not yet met, counting the declaration (extraAttackers -> extraDefenders) as
// made. Obligations involving a dummy removed since the phase began have lapsed (W14).
void unmet(const State& s, const Contacts& k, std::uint32_t extraAttackers,
           std::uint32_t extraDefenders, std::uint32_t& attackers, std::uint32_t& defenders) {
  const Side phasing = phasingSide(s.phase);
  const bool night = isNightTurn(s.turn);
  const std::uint32_t open = k.onMap & ~(namedUnits(s) | extraAttackers | extraDefenders);
  attackers = defenders = 0;
  for (int u = 0; u < kUnits; ++u) {
    if (!has(open, u)) continue;
    if (has(s.obligedAttackers, u) && k.inZoc(u, enemyOf(phasing), night) &&
        !excused(s, k, u, extraAttackers, extraDefenders))
      attackers |= bit(u);
    if (has(s.obligedDefenders, u)) defenders |= bit(u);
  }
}

// The look-ahead of W14: every unmet obligation can still be met — each obliged attacker
// has an unnamed enemy counter beside it, each obliged defender an unnamed phasing unit
// (not a dummy). Every counter counts as a unit, face-down dummies included (W29).
int firstInfeasible(const State& s, const Contacts& k, std::uint32_t extraAttackers,
                    std::uint32_t extraDefenders) {
  const std::uint32_t open = k.onMap & ~(namedUnits(s) | extraAttackers | extraDefenders);
  std::uint32_t att = 0, def = 0;
  unmet(s, k, extraAttackers, extraDefenders, att, def);
  const Side phasing = phasingSide(s.phase);
  const std::uint32_t foes = open & k.side[sideIndex(enemyOf(phasing))];
  const std::uint32_t friends = open & k.side[sideIndex(phasing)] & ~k.dummy;
  for (int u = 0; u < kUnits; ++u) {
    if (has(att, u) && !(k.adj[u] & foes)) return u;
    if (has(def, u) && !(k.adj[u] & friends)) return u;
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

int first(std::uint32_t mask) {
  for (int u = 0; u < kUnits; ++u)
    if (has(mask, u)) return u;
  return kNoUnit;
}

}  // namespace

// W14: obligations lapse "less any that involve a dummy removed later in the phase". The
// look-ahead counted the face-down dummy as a unit (W29), so once it is gone a phasing unit
// may have no unnamed enemy counter left beside it: its obligation could only have been met
// against the dummy (by the attack just cancelled, or one still to come when the dummy's
// owner turned it up, 15.1a), so it involved the dummy and lapses. A unit with another
// unnamed enemy beside it keeps its obligation. Without this the step could neither end
// (7.3) nor go on (issue 13).
void lapseStrandedObligations(Game& g, State& s) {
  if (!isCombatPhase(s.phase) || s.step != CombatStep::Declare) return;
  const Contacts k(g);
  const std::uint32_t open = k.onMap & ~namedUnits(s);
  const std::uint32_t foes = open & k.side[sideIndex(enemyOf(phasingSide(s.phase)))];
  for (int u = 0; u < kUnits; ++u)
    if (has(s.obligedAttackers & open, u) && !(k.adj[u] & foes)) s.obligedAttackers &= ~bit(u);
}

void unmetObligations(const Game& g, std::uint32_t& attackers, std::uint32_t& defenders) {
  unmet(g.state(), Contacts(g), 0, 0, attackers, defenders);
}

std::optional<Refusal> checkDeclare(const Game& g, const Action& a) {
  return checkDeclare(g, Contacts(g), a);
}

std::optional<Refusal> checkDeclare(const Game& g, const Contacts& k, const Action& a) {
  const State& s = g.state();
  const bool charge = a.kind == ActionKind::Countercharge;
  const Side attacker = attackingSide(s);
  const std::uint32_t all = (std::uint32_t{1} << kUnits) - 1u;
  if (!a.attackers || !a.defenders || (a.attackers & ~all) || (a.defenders & ~all))
    return Refusal{"syntax", "name the attackers and the defenders"};
  if (charge && isNightTurn(s.turn)) return Refusal{"13.0", "no countercharge at night"};
  const std::uint32_t named = namedUnits(s);
  if (a.attackers & ~k.side[sideIndex(attacker)])
    return Refusal{charge ? "8.2" : "9.0",
                   "the attackers must be of the " + std::string(sideName(attacker)) + " side"};
  if (a.attackers & ~k.onMap) return Refusal{"9.0", "an attacker is not on the map"};
  if (a.attackers & k.dummy) return Refusal{charge ? "W12" : "W29", "a dummy never fights (15.3)"};
  if (charge && (a.attackers & ~k.cavalry)) return Refusal{"8.2", "only cavalry countercharge"};
  if (charge && (a.attackers & k.routed))
    return Refusal{"W12", "routed cavalry may not countercharge"};
  for (int u = 0; u < kUnits; ++u) {
    if (!has(a.attackers, u)) continue;
    if (charge && g.unit(u).acted)
      return Refusal{"W11",
                     Game::roster()[u].id + " has already acted in this countercharge phase"};
    if (has(named, u) || (charge && g.unit(u).fought))
      return Refusal{"9.2", Game::roster()[u].id + " already attacks in this phase"};
  }
  if ((a.defenders & k.side[sideIndex(attacker)]) || (a.defenders & ~k.onMap))
    return Refusal{"9.0", "a defender must be an enemy counter on the map"};
  for (int v = 0; v < kUnits; ++v) {
    if (!has(a.defenders, v)) continue;
    if (has(named, v) || (charge && g.unit(v).fought))
      return Refusal{"9.2", label(g, v, attacker) + " is already attacked in this phase"};
    if ((k.adj[v] & a.attackers) != a.attackers)
      return Refusal{"9.3", Game::roster()[first(a.attackers & ~k.adj[v])].id +
                                " is not adjacent to " + label(g, v, attacker) + " (W10, W14)"};
  }
  if (charge) return std::nullopt;
  if (dividedCommand(s) && (a.attackers & k.ad) && (a.attackers & k.pr))
    return Refusal{"W24", "divided command: no attack may include both Anglo-Dutch and Prussian"};
  const int stuck = firstInfeasible(s, k, a.attackers, a.defenders);
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
    if (!charge) lapseStrandedObligations(g, s);  // its attackers are free again (W14)
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
  unmetObligations(g, att, def);
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
