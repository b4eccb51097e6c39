// Resolving one declared attack or countercharge (W14 step 4): the defender's and then the
// attacker's Morale Point (12.32), the Grand Battery (W24) and a lowered differential (9.6),
// the die on the table (W15, W16), and the result (W17): eliminations, the exchange's losses,
// withdrawals and routs (one die per routing unit, ascending id, W31).
#include <algorithm>
#include <string>

#include "games/w20/combat_internal.h"
#include "games/w20/combat_math.h"
#include "games/w20/crt.h"

namespace w20::combat {

namespace {

// W12: a countercharging cavalry unit is doubled when every defender is an army corps.
bool doubled(const Combat& c) {
  if (!c.countercharge) return false;
  for (int v = 0; v < kUnits; ++v)
    if (has(c.defenders, v) && Game::roster()[v].type != UnitType::Corps) return false;
  return true;
}

int sumStrength(const Game& g, std::uint32_t units, bool twice) {
  int total = 0;
  for (int u = 0; u < kUnits; ++u)
    if (has(units, u)) total += combatStrength(Game::roster()[u].strength, g.unit(u).routed, twice);
  return total;
}

int bestTerrain(const Game& g, std::uint32_t defenders) {
  int best = 0;
  for (int v = 0; v < kUnits; ++v)
    if (has(defenders, v) && g.onMap(v))
      best = std::max(best, Game::map().combatValue(g.unit(v).hex));
  return best;
}

int printedTotal(std::uint32_t units) {
  int total = 0;
  for (int u = 0; u < kUnits; ++u)
    if (has(units, u)) total += Game::roster()[u].strength;
  return total;
}

bool batteryAvailable(const State& s, const Combat& c) {
  return !c.countercharge && attackingSide(s) == Side::French &&
         s.event[0] == Event::GrandBattery && !s.batteryUsed;
}

}  // namespace

int attackStrength(const Game& g, const Combat& c) {
  return sumStrength(g, c.attackers, doubled(c));
}

int defenceStrength(const Game& g, const Combat& c) {
  return sumStrength(g, c.defenders, false) + bestTerrain(g, c.defenders);
}

std::vector<std::uint32_t> lossChoices(const Game& g, const Combat& c) {
  (void)g;
  std::vector<int> units, printed;
  for (int u = 0; u < kUnits; ++u)
    if (has(c.attackers, u)) {
      units.push_back(u);
      printed.push_back(Game::roster()[u].strength);
    }
  std::vector<std::uint32_t> out;
  for (std::uint32_t set : exchangeLossSets(printed, printedTotal(c.defenders))) {
    std::uint32_t mask = 0;
    for (std::size_t i = 0; i < units.size(); ++i)
      if (set & (1u << i)) mask |= bit(units[i]);
    out.push_back(mask);
  }
  return out;
}

void eliminate(State& s, int u, int hex) {
  UnitState& us = s.units[z(u)];
  us.status = UnitStatus::Eliminated;  // 9.71: to the pool, may be rallied (W27)
  us.hex = kNoHex;
  us.routed = false;
  us.faceUp = true;  // the eliminated pools are public (W29)
  s.resolution.eliminated |= bit(u);
  s.resolution.retreating &= ~bit(u);
  RetreatPath& p = s.resolution.paths[z(u)];
  if (p.length == 0) {  // eliminated in place (9.92): the path is its hex
    p.hexes[0] = static_cast<std::int16_t>(hex);
    p.length = 1;
  }
}

std::optional<Refusal> checkResolve(const Game& g, const Action& a) {
  const State& s = g.state();
  if (!isCombatPhase(s.phase) || s.step != CombatStep::Resolve)
    return Refusal{"W14", "attacks are resolved in step resolve of a combat phase"};
  if (a.number < 1 || a.number > s.nCombats)
    return Refusal{"W14", "no declared attack " + std::to_string(a.number)};
  const Combat& c = s.combats[z(a.number - 1)];
  if (c.state == CombatState::Resolved)
    return Refusal{"9.2", "attack " + std::to_string(a.number) + " is already resolved"};
  if (c.state == CombatState::Cancelled)
    return Refusal{"W14", "attack " + std::to_string(a.number) + " was cancelled"};
  return std::nullopt;
}

void applyResolve(Game&, State& s, const Action& a) {
  s.resolution = Resolution{};
  s.resolution.combat = static_cast<std::int8_t>(a.number - 1);
  s.resolution.stage = ResolveStage::Defend;
}

std::optional<Refusal> checkDefend(const Game& g, const Action& a) {
  const State& s = g.state();
  if (s.resolution.stage != ResolveStage::Defend || a.kind != ActionKind::Defend)
    return Refusal{"12.32", "the defender's Morale Point decision is not owed now"};
  if (a.flag && !Rules::canSpend(g, enemyOf(attackingSide(s)), 1))
    return Refusal{"W21", "the last Morale Point cannot be spent"};
  return std::nullopt;
}

void applyDefend(Game& g, State& s, const Action& a) {
  Combat& c = *current(s);
  if (a.flag) {
    c.defenderMp = true;
    Rules::changeMorale(g, enemyOf(attackingSide(s)), -1, MoraleReason::Spent);  // M8
  }
  s.resolution.stage = ResolveStage::Roll;
}

std::optional<Refusal> checkRoll(const Game& g, const Action& a) {
  const State& s = g.state();
  if (s.resolution.stage != ResolveStage::Roll)
    return Refusal{"12.32", "the defender decides on his Morale Point first"};
  const Combat& c = *current(s);
  if (a.flag && !Rules::canSpend(g, attackingSide(s), 1))
    return Refusal{"W21", "the last Morale Point cannot be spent"};
  if (a.battery && c.countercharge)
    return Refusal{"W12", "the Grand Battery does not apply to countercharges"};
  if (a.battery && !batteryAvailable(s, c))
    return Refusal{"W24", "no Grand Battery event is in force, or it is already used"};
  if (a.lowered) {
    const int diff = attackStrength(g, c) + (a.flag ? 1 : 0) + (a.battery ? 1 : 0) -
                     defenceStrength(g, c) - (c.defenderMp ? 1 : 0);
    if (a.diff > diff)
      return Refusal{"9.6",
                     "the differential may only be lowered (it is " + std::to_string(diff) + ")"};
  }
  return std::nullopt;
}

void applyRoll(Game& g, State& s, const Action& a, Outcome& out) {
  const int index = s.resolution.combat;
  Combat& c = s.combats[z(index)];
  const Side attacker = attackingSide(s);
  if (a.flag) {
    c.attackerMp = true;
    Rules::changeMorale(g, attacker, -1, MoraleReason::Spent);  // M8
  }
  if (a.battery) {
    c.battery = true;
    s.batteryUsed = true;
  }
  const int diff = attackStrength(g, c) + (c.attackerMp ? 1 : 0) + (c.battery ? 1 : 0) -
                   defenceStrength(g, c) - (c.defenderMp ? 1 : 0);
  const int column = crtColumn(a.lowered ? a.diff : diff);
  const int die = g.rollDie();
  const Result r = crtResult(column, die);
  c.diff = static_cast<std::int8_t>(column);
  c.die = static_cast<std::uint8_t>(die);
  c.result = r;
  c.state = CombatState::Resolved;
  out.diff = column;
  out.die = die;
  out.result = r;

  Resolution& res = s.resolution;
  const std::uint32_t losers = (attackersEliminated(r) || attackersWithdraw(r) || attackersRout(r))
                                   ? c.attackers
                                   : (r == Result::N ? 0u : c.defenders);
  if (r == Result::AE || r == Result::DE || r == Result::EX) {
    for (int u = 0; u < kUnits; ++u)
      if (has(losers, u)) eliminate(s, u, s.units[z(u)].hex);
  } else if (r == Result::AW || r == Result::DW) {
    for (int u = 0; u < kUnits; ++u)
      if (has(losers, u)) {
        res.retreating |= bit(u);
        res.distance[z(u)] = 1;  // 9.73
      }
  } else if (r == Result::AR || r == Result::DR) {
    for (int u = 0; u < kUnits; ++u)  // ascending id order (W31)
      if (has(losers, u)) {
        const int d = g.rollDie();  // 9.74
        res.retreating |= bit(u);
        res.distance[z(u)] = static_cast<std::uint8_t>(d);
        out.routUnit[out.nRouts] = static_cast<std::int8_t>(u);
        out.routDie[out.nRouts] = static_cast<std::uint8_t>(d);
        ++out.nRouts;
      }
  }
  if (r == Result::EX) {
    const auto choices = lossChoices(g, c);
    if (choices.size() > 1) {
      res.stage = ResolveStage::Lose;  // W17: the attacker chooses
      return;
    }
    for (int u = 0; u < kUnits; ++u)
      if (has(choices.front(), u)) eliminate(s, u, s.units[z(u)].hex);
  }
  res.stage = ResolveStage::Retreat;
  afterResult(g, s);
}

std::optional<Refusal> checkLose(const Game& g, const Action& a) {
  const State& s = g.state();
  if (s.resolution.stage != ResolveStage::Lose) return Refusal{"9.72", "no exchange is owed"};
  for (std::uint32_t choice : lossChoices(g, *current(s)))
    if (choice == a.attackers) return std::nullopt;
  return Refusal{"9.72",
                 "the losses must total at least the defenders' printed strength, with no unit "
                 "the total could do without (W17)"};
}

void applyLose(Game& g, State& s, const Action& a) {
  for (int u = 0; u < kUnits; ++u)
    if (has(a.attackers, u)) eliminate(s, u, s.units[z(u)].hex);
  s.resolution.stage = ResolveStage::Retreat;
  afterResult(g, s);
}

}  // namespace w20::combat
