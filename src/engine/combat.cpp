// Combat: declaring an attack (5.1-5.8, 6.1, 6.2, R4, R5), resolving it (6.3, R6) and the
// steps a result owes: retreats (6.4), displacement (6.5), Ee losses, artillery retreat
// (6.8) and advance after combat (6.6).
#include <algorithm>
#include <set>

#include "internals.h"

namespace naw {

namespace {

bool isArtillery(const Rules& r, int u) { return r.unit(u).type == UnitType::Artillery; }

void clearAttackFlags(GameState& s) {
  for (int u = 0; u < s.unitCount; ++u)
    s.units[u].flags &=
        static_cast<std::uint8_t>(~(kRetreatDue | kRetreated | kAttacker | kBombarder | kDefender));
}

void recordVacated(GameState& s, int hex) {
  CombatRecord& c = s.combat;
  if (hex < 0 || c.vacatedCount >= c.vacated.size()) return;
  c.vacated[c.vacatedCount++] = static_cast<std::int16_t>(hex);
}

CombatStage nextStage(CombatResult r, CombatStage st) {
  static const CombatStage kAe[] = {CombatStage::ArtilleryRetreat, CombatStage::Advance,
                                    CombatStage::Done};
  static const CombatStage kAr[] = {CombatStage::Retreats, CombatStage::ArtilleryRetreat,
                                    CombatStage::Advance, CombatStage::Done};
  static const CombatStage kEe[] = {CombatStage::Losses, CombatStage::ArtilleryRetreat,
                                    CombatStage::Advance, CombatStage::Done};
  static const CombatStage kDr[] = {CombatStage::Retreats, CombatStage::Advance, CombatStage::Done};
  static const CombatStage kDe[] = {CombatStage::Advance, CombatStage::Done};
  const CombatStage* seq = kAe;
  std::size_t n = 3;
  switch (r) {
    case CombatResult::Ae:
      seq = kAe;
      n = 3;
      break;
    case CombatResult::Ar:
      seq = kAr;
      n = 4;
      break;
    case CombatResult::Ee:
      seq = kEe;
      n = 4;
      break;
    case CombatResult::Dr:
      seq = kDr;
      n = 3;
      break;
    case CombatResult::De:
      seq = kDe;
      n = 2;
      break;
  }
  if (st == CombatStage::None) return seq[0];
  for (std::size_t i = 0; i + 1 < n; ++i)
    if (seq[i] == st) return seq[i + 1];
  return CombatStage::Done;
}

// Eliminates a unit as a combat result, deciding victory at once (8.1-8.3) unless the
// caller defers it (Ee, 8.4).
void eliminateNow(GameState& s, const Rules& r, int u, bool checkWin) {
  const int fb = s.frenchLost, ab = s.alliedLost;
  Internals::eliminate(s, r, u);
  if (checkWin) Internals::checkVictory(s, r, fb, ab);
}

int adjacentAttackerStrength(const Game& g, std::vector<int>* units) {
  int total = 0;
  for (int u = 0; u < g.state().unitCount; ++u)
    if ((g.state().units[u].flags & kAttacker) && g.state().units[u].status == UnitStatus::OnMap) {
      total += g.rules().unit(u).strength;
      if (units) units->push_back(u);
    }
  return total;
}

// 6.6: the victor is asked about an advance whenever the result vacated a hex and one of
// his participating units is still beside it, even if terrain (4.2) leaves only "none".
bool advanceOwed(const Game& g) {
  const GameState& s = g.state();
  const CombatRecord& c = s.combat;
  const bool defenderWins = c.result == CombatResult::Ae || c.result == CombatResult::Ar;
  const std::uint8_t role = defenderWins ? kDefender : kAttacker;
  for (int u = 0; u < s.unitCount; ++u) {
    if (!(s.units[u].flags & role) || (s.units[u].flags & kRetreated) ||
        s.units[u].status != UnitStatus::OnMap)
      continue;
    for (int k = 0; k < c.vacatedCount; ++k) {
      const int v = c.vacated[static_cast<std::size_t>(k)];
      if (Internals::count(s, Side::French, v) + Internals::count(s, Side::Allied, v) == 0 &&
          g.rules().adjacent(s.units[u].hex, v))
        return true;
    }
  }
  return false;
}

}  // namespace

bool Internals::canBombardNow(const Game& g, int u) {
  const GameState& s = g.state();
  return isArtillery(g.rules(), u) && s.units[u].status == UnitStatus::OnMap &&
         !enemyZoc(g.rules(), s, g.sideOf(u), s.units[u].hex);
}

// ---------------------------------------------------------------------------------------
// Declaring an attack

std::optional<Refusal> Internals::checkAttackShape(const Game& g, const Action& a, Action* out) {
  const Rules& r = g.rules();
  const GameState& s = g.state();
  const Side side = phasingSide(s.phase);
  Action n;
  n.type = ActionType::Attack;
  n.oddsColumn = a.oddsColumn;
  std::set<int> seen;
  for (const auto* list : {&a.attackers, &a.bombarders, &a.defenders})
    for (int u : *list) {
      if (u < 0 || u >= s.unitCount) return Refusal{"syntax", "no such unit"};
      if (!seen.insert(u).second)
        return Refusal{"5.2",
                       r.unit(u).id + " is named twice: no unit may be in more than one attack"};
    }
  if (a.defenders.empty()) return Refusal{"syntax", "an attack needs a defender"};
  if (a.attackers.empty() && a.bombarders.empty())
    return Refusal{"syntax", "an attack needs an attacking unit"};
  for (int d : a.defenders) {
    const UnitDef& def = r.unit(d);
    if (def.side == side) return Refusal{"5.0", def.id + " is not an enemy unit"};
    if (s.units[d].status != UnitStatus::OnMap)
      return Refusal{"5.0", def.id + " is not on the map"};
    if (s.units[d].flags & kFought)
      return Refusal{"5.2", def.id + " has already been attacked this combat phase"};
    n.defenders.push_back(d);
  }
  auto reachesAny = [&](int u) {
    for (int d : a.defenders)
      if (r.canBombard(s.units[u].hex, s.units[d].hex)) return true;
    return false;
  };
  auto checkAttackerBasics = [&](int u) -> std::optional<Refusal> {
    const UnitDef& def = r.unit(u);
    if (def.side != side)
      return Refusal{"5.0", def.id + " does not belong to the attacking player"};
    if (s.units[u].status != UnitStatus::OnMap)
      return Refusal{"5.0", def.id + " is not on the map"};
    if (s.units[u].flags & kFought)
      return Refusal{"5.2", def.id + " has already attacked this combat phase"};
    return std::nullopt;
  };
  for (int u : a.attackers) {
    if (auto why = checkAttackerBasics(u)) return why;
    int adjacentTo = 0;
    for (int d : a.defenders) adjacentTo += r.adjacent(s.units[u].hex, s.units[d].hex);
    if (adjacentTo == static_cast<int>(a.defenders.size())) {
      n.attackers.push_back(u);
    } else if (adjacentTo == 0 && isArtillery(r, u)) {
      n.bombarders.push_back(
          u);  // an artillery unit not adjacent: a bombardment (5.6), checked below
    } else if (adjacentTo > 0) {
      return Refusal{"5.4", r.unit(u).id + " is not adjacent to every defending unit"};
    } else {
      return Refusal{"5.4", r.unit(u).id + " is not adjacent to the defending unit" +
                                (a.defenders.size() > 1 ? "s" : "")};
    }
  }
  const std::size_t fromAttackList = n.bombarders.size();
  for (int u : a.bombarders) n.bombarders.push_back(u);
  for (std::size_t k = 0; k < n.bombarders.size(); ++k) {
    const int u = n.bombarders[k];
    if (k >= fromAttackList)
      if (auto why = checkAttackerBasics(u)) return why;
    const UnitDef& def = r.unit(u);
    if (!isArtillery(r, u))
      return Refusal{"5.6", def.id + " is not artillery: only artillery bombards"};
    if (enemyZoc(r, s, side, s.units[u].hex))
      return Refusal{"5.6",
                     def.id + " is in an enemy zone of control: bombardment only from outside one"};
    if (!reachesAny(u)) {
      bool inRange = false;
      for (int d : a.defenders) inRange |= r.distance(s.units[u].hex, s.units[d].hex) == 2;
      return inRange ? Refusal{"R4",
                               def.id + " has no line of sight: woods or woods-road block the fire"}
                     : Refusal{"5.6", def.id + " is not two hexes from a defending unit"};
    }
  }
  if (n.attackers.empty() && n.defenders.size() > 1)
    return Refusal{"5.7", "a bombardment alone attacks a single enemy-occupied hex"};
  std::sort(n.attackers.begin(), n.attackers.end());
  std::sort(n.bombarders.begin(), n.bombarders.end());
  std::sort(n.defenders.begin(), n.defenders.end());
  // 6.2: the attacker may lower the odds, never raise them.
  if (n.oddsColumn >= 0) {
    int att = 0, def = 0;
    for (int u : n.attackers) att += r.unit(u).strength;
    for (int u : n.bombarders) att += r.unit(u).strength;
    for (int d : n.defenders)
      def += r.unit(d).strength * (r.doublesDefender(s.units[d].hex) ? 2 : 1);
    const int full = r.crt().oddsColumn(att, def);
    if (n.oddsColumn >= r.crt().columns()) return Refusal{"syntax", "unknown odds"};
    if (n.oddsColumn > full)
      return Refusal{"6.2",
                     "the odds may only be lowered: this attack is " + r.crt().columnName(full)};
  }
  *out = n;
  return std::nullopt;
}

int Internals::attackOdds(const Game& g, const Action& a) {
  const Rules& r = g.rules();
  const GameState& s = g.state();
  int att = 0, def = 0;
  for (int u : a.attackers) att += r.unit(u).strength;
  for (int u : a.bombarders) att += r.unit(u).strength;
  // R3/R5: each defending unit doubled by its own hex, totals summed.
  for (int d : a.defenders) def += r.unit(d).strength * (r.doublesDefender(s.units[d].hex) ? 2 : 1);
  int column = r.crt().oddsColumn(att, def);
  if (a.oddsColumn >= 0 && a.oddsColumn < column) column = a.oddsColumn;
  // 8.2 / R5: demoralized Allies attack one column left, are attacked one column right.
  if (s.alliedLost >= r.scenario().lossThreshold)
    column += phasingSide(s.phase) == Side::French ? 1 : -1;
  return r.crt().clamp(column);
}

std::optional<Refusal> Internals::checkAttack(const Game& g, const Action& a, Action* normalized) {
  if (auto why = checkAttackShape(g, a, normalized)) return why;
  // R7: declared only if every remaining obligation can still be met afterwards.
  GameState after = g.state();
  for (const auto* list : {&normalized->attackers, &normalized->bombarders, &normalized->defenders})
    for (int u : *list) after.units[u].flags |= kFought;
  if (!obligationsFeasible(g, after))
    return Refusal{"R7",
                   "after this attack the remaining obligations (5.1) could no longer all be met"};
  return std::nullopt;
}

std::variant<Refusal, int> Game::oddsFor(const Action& attack) const {
  if (!isCombatPhase(s_.phase)) return Refusal{"3.0", "attacks are made in a combat phase"};
  Action n;
  if (auto why = Internals::checkAttackShape(*this, attack, &n)) return *why;
  return Internals::attackOdds(*this, n);
}

// ---------------------------------------------------------------------------------------
// Resolving it (6.3, R6)

Outcome Internals::doAttack(Game& g, const Action& a) {
  GameState& s = g.s_;
  const Rules& r = *g.rules_;
  const int odds = attackOdds(g, a);
  const int die = rollDie(g);
  const CombatResult result = r.crt().result(odds, die);
  CombatRecord& c = s.combat;
  c = CombatRecord{};
  c.odds = static_cast<std::uint8_t>(odds);
  c.die = static_cast<std::uint8_t>(die);
  c.result = result;
  c.attackerSide = static_cast<std::uint8_t>(phasingSide(s.phase));
  c.frenchBefore = s.frenchLost;
  c.alliedBefore = s.alliedLost;
  for (int u : a.attackers) s.units[u].flags |= kAttacker | kFought;
  for (int u : a.bombarders) s.units[u].flags |= kBombarder | kFought;
  for (int u : a.defenders) s.units[u].flags |= kDefender | kFought;
  int eeTarget = 0;
  switch (result) {
    case CombatResult::Ae:  // every adjacent attacker eliminated; bombarders untouched (6.8)
      for (int u : a.attackers) {
        recordVacated(s, s.units[u].hex);
        eliminateNow(s, r, u, true);
      }
      break;
    case CombatResult::Ar:
      for (int u : a.attackers) s.units[u].flags |= kRetreatDue;
      break;
    case CombatResult::Ee:  // defenders eliminated; victory decided after the attacker's losses
      for (int u : a.defenders) {
        eeTarget += r.unit(u).strength;
        recordVacated(s, s.units[u].hex);
        eliminateNow(s, r, u, false);
      }
      break;
    case CombatResult::Dr:
      for (int u : a.defenders) s.units[u].flags |= kRetreatDue;
      break;
    case CombatResult::De:
      for (int u : a.defenders) {
        recordVacated(s, s.units[u].hex);
        eliminateNow(s, r, u, true);
      }
      break;
  }
  c.eeTarget = static_cast<std::uint8_t>(std::min(eeTarget, 255));
  c.stage = nextStage(result, CombatStage::None);
  continueCombat(g);
  Outcome o;
  o.combat = true;
  o.oddsColumn = odds;
  o.die = die;
  o.result = result;
  return o;
}

// Moves the result's stages on until one needs a player's choice, or the attack is done.
void Internals::continueCombat(Game& g) {
  GameState& s = g.s_;
  const Rules& r = *g.rules_;
  CombatRecord& c = s.combat;
  for (;;) {
    if (s.phase == Phase::GameOver) return;
    switch (c.stage) {
      case CombatStage::Retreats: {
        if (c.displaced >= 0) {
          if (!retreatOptionsIn(g, s, c.displaced, false).empty()) {
            s.step = StepKind::Displacement;
            return;
          }
          // Cannot happen (a displacement is offered only when the chain can go on); kept
          // so that the game never waits for an impossible choice.
          s.units[c.displaced].flags &= static_cast<std::uint8_t>(~kRetreatDue);
          eliminateNow(s, r, c.displaced, true);
          c.displaced = -1;
          continue;
        }
        bool waiting = false;
        for (int u = 0; u < s.unitCount && s.phase != Phase::GameOver; ++u) {
          if (!(s.units[u].flags & kRetreatDue)) continue;
          if (retreatOptionsIn(g, s, u, false).empty()) {  // 6.4: no safe hex, destroyed instead
            s.units[u].flags &= static_cast<std::uint8_t>(~kRetreatDue);
            recordVacated(s, s.units[u].hex);
            eliminateNow(s, r, u, true);
            u = -1;  // a removal can open hexes for others: look again from the start
            continue;
          }
          waiting = true;
        }
        if (s.phase == Phase::GameOver) return;
        if (waiting) {
          s.step = StepKind::Retreat;
          return;
        }
        c.stage = nextStage(c.result, c.stage);
        break;
      }
      case CombatStage::Losses: {
        std::vector<int> survivors;
        const int total = adjacentAttackerStrength(g, &survivors);
        if (c.eeTarget > 0 && !survivors.empty() && total >= c.eeTarget) {
          s.step = StepKind::EqualEliminationLosses;
          return;
        }
        // R6: short of the defenders' strength (or nothing owed): all adjacent attackers go.
        if (c.eeTarget > 0)
          for (int u : survivors) eliminateNow(s, r, u, false);
        checkVictory(s, r, c.frenchBefore, c.alliedBefore);  // 8.4: both losses at one instant
        c.stage = nextStage(c.result, c.stage);
        break;
      }
      case CombatStage::ArtilleryRetreat: {
        bool any = false;
        for (int u = 0; u < s.unitCount && !any; ++u)
          any = (s.units[u].flags & kBombarder) && !(s.units[u].flags & kRetreated) &&
                s.units[u].status == UnitStatus::OnMap && !retreatOptionsIn(g, s, u, true).empty();
        if (any) {
          s.step = StepKind::ArtilleryRetreat;
          return;
        }
        c.stage = nextStage(c.result, c.stage);
        break;
      }
      case CombatStage::Advance:
        if (advanceOwed(g)) {
          s.step = StepKind::AdvanceAfterCombat;
          return;
        }
        c.stage = CombatStage::Done;
        break;
      case CombatStage::Done:
      case CombatStage::None:
        clearAttackFlags(s);
        c.stage = CombatStage::None;
        c.displaced = -1;
        s.step = StepKind::DeclareAttack;
        lapseObligations(g);
        return;
    }
  }
}

// ---------------------------------------------------------------------------------------
// Retreat and displacement (6.4, 6.5, 6.8)

std::vector<RetreatOption> Internals::retreatOptionsIn(const Game& g, const GameState& s, int unit,
                                                       bool voluntary) {
  const Rules& r = g.rules();
  const Side side = r.unit(unit).side;
  const int from = s.units[unit].hex;
  std::vector<RetreatOption> empty, occupied;
  if (from < 0) return empty;
  auto chainHex = [&](int hex) {  // a hex already used by this attack's retreats
    for (int u = 0; u < s.unitCount; ++u)
      if (s.units[u].hex == hex && (s.units[u].flags & kRetreated) &&
          s.units[u].status == UnitStatus::OnMap)
        return true;
    return false;
  };
  for (int d = 0; d < 6; ++d) {
    const int n = r.neighbor(from, d);
    if (n < 0) continue;                                           // 4.6: never off the map
    if (!r.traversable(from, n)) continue;                         // 4.2: also when retreating
    if (enemyAt(s, side, n) || enemyZoc(r, s, side, n)) continue;  // 6.4
    if (count(s, side, n) == 0)
      empty.push_back({r.hexAt(n), -1});
    else if (!chainHex(n) && count(s, side, n) == 1)
      occupied.push_back({r.hexAt(n), unitAt(r, s, side, n)});
  }
  auto byHex = [](const RetreatOption& a, const RetreatOption& b) { return a.hex < b.hex; };
  std::sort(empty.begin(), empty.end(), byHex);
  if (!empty.empty() || voluntary) return empty;
  // 6.5: only when every safe hex is friendly-occupied may the occupant be displaced, if it
  // can itself retreat (a chain may follow) and is not artillery owing a required
  // bombardment.
  std::vector<RetreatOption> out;
  for (const RetreatOption& o : occupied) {
    if (requiredBombarder(g, s, o.displaces)) continue;
    GameState after = s;
    putOnMap(after, r, unit, r.index(o.hex));
    after.units[unit].flags =
        static_cast<std::uint8_t>((after.units[unit].flags & ~kRetreatDue) | kRetreated);
    if (!retreatOptionsIn(g, after, o.displaces, false).empty()) out.push_back(o);
  }
  std::sort(out.begin(), out.end(), byHex);
  return out;
}

std::vector<RetreatOption> Game::retreatOptions(int unit) const {
  if (unit < 0 || unit >= s_.unitCount) return {};
  const auto flags = s_.units[unit].flags;
  if (s_.step == StepKind::Retreat && (flags & kRetreatDue) && s_.combat.displaced < 0)
    return Internals::retreatOptionsIn(*this, s_, unit, false);
  if (s_.step == StepKind::Displacement && unit == s_.combat.displaced)
    return Internals::retreatOptionsIn(*this, s_, unit, false);
  if (s_.step == StepKind::ArtilleryRetreat && (flags & kBombarder) && !(flags & kRetreated))
    return Internals::retreatOptionsIn(*this, s_, unit, true);
  return {};
}

std::optional<Refusal> Internals::checkRetreat(const Game& g, const Action& a) {
  const GameState& s = g.state();
  const UnitDef& d = g.rules().unit(a.unit);
  const auto flags = s.units[a.unit].flags;
  if (s.units[a.unit].status != UnitStatus::OnMap)
    return Refusal{"6.4", d.id + " is not on the map"};
  if (s.step == StepKind::Displacement && a.unit != s.combat.displaced)
    return Refusal{"6.5", g.rules().unit(s.combat.displaced).id + " must first be displaced"};
  if (s.step == StepKind::Retreat && !(flags & kRetreatDue))
    return Refusal{"6.4", d.id + " is not required to retreat"};
  if (s.step == StepKind::ArtilleryRetreat && (!(flags & kBombarder) || (flags & kRetreated)))
    return Refusal{"6.8", d.id + " is not bombarding artillery of this attack"};
  for (const RetreatOption& o : g.retreatOptions(a.unit))
    if (o.hex == a.hex) return std::nullopt;
  const Rules& r = g.rules();
  if (!r.map().onMap(a.hex)) return Refusal{"4.6", "units may not leave the map"};
  const int i = r.index(a.hex);
  if (!r.adjacent(s.units[a.unit].hex, i))
    return Refusal{"6.4", "a retreat is one hex: " + formatHex(a.hex) + " is not adjacent"};
  if (!r.traversable(s.units[a.unit].hex, i))
    return Refusal{"4.2", formatHex(a.hex) + " cannot be entered from here"};
  if (enemyAt(s, d.side, i)) return Refusal{"6.4", formatHex(a.hex) + " is enemy occupied"};
  if (enemyZoc(r, s, d.side, i))
    return Refusal{"6.4", formatHex(a.hex) + " is in an enemy zone of control: not a safe hex"};
  if (s.step == StepKind::ArtilleryRetreat)
    return Refusal{"6.8", "a voluntary retreat goes to an empty safe hex"};
  return Refusal{"6.5",
                 formatHex(a.hex) +
                     " is friendly occupied and may not be entered: an empty safe hex exists, "
                     "or its occupant cannot be displaced"};
}

void Internals::doRetreat(Game& g, const Action& a) {
  GameState& s = g.s_;
  const Rules& r = *g.rules_;
  RetreatOption chosen;
  for (const RetreatOption& o : g.retreatOptions(a.unit))
    if (o.hex == a.hex) chosen = o;
  auto& us = s.units[a.unit];
  if (us.flags & (kAttacker | kDefender)) recordVacated(s, us.hex);
  const bool wasDisplaced = a.unit == s.combat.displaced;
  putOnMap(s, r, a.unit, r.index(a.hex));
  us.flags = static_cast<std::uint8_t>((us.flags & ~kRetreatDue) | kRetreated);
  if (wasDisplaced) s.combat.displaced = -1;
  if (chosen.displaces >= 0) {
    s.units[chosen.displaces].flags |= kRetreatDue;
    s.combat.displaced = static_cast<std::int8_t>(chosen.displaces);
  }
  continueCombat(g);
}

void Internals::doDeclineRetreat(Game& g) {
  g.s_.combat.stage = nextStage(g.s_.combat.result, g.s_.combat.stage);
  continueCombat(g);
}

// ---------------------------------------------------------------------------------------
// Ee losses (6.3, R6)

int Game::eeLossTarget() const {
  return s_.step == StepKind::EqualEliminationLosses ? s_.combat.eeTarget : 0;
}

std::optional<Refusal> Internals::checkLosses(const Game& g, const Action& a) {
  const Rules& r = g.rules();
  const GameState& s = g.state();
  const int target = s.combat.eeTarget;
  int total = 0;
  std::set<int> seen;
  for (int u : a.attackers) {
    if (u < 0 || u >= s.unitCount) return Refusal{"syntax", "no such unit"};
    if (!seen.insert(u).second) return Refusal{"syntax", r.unit(u).id + " named twice"};
    if (!(s.units[u].flags & kAttacker) || s.units[u].status != UnitStatus::OnMap)
      return Refusal{"6.8", r.unit(u).id +
                                " is not an adjacent attacking unit of this attack (bombarding "
                                "artillery never suffers Ee)"};
    total += r.unit(u).strength;
  }
  if (total < target)
    return Refusal{"6.3", "Ee: the losses must total at least " + std::to_string(target) +
                              " printed strength points (" + std::to_string(total) + " given)"};
  for (int u : a.attackers)
    if (total - r.unit(u).strength >= target)
      return Refusal{"R6",
                     "Ee: " + r.unit(u).id + " is more than the losses require (no extra units)"};
  return std::nullopt;
}

void Internals::doLosses(Game& g, const Action& a) {
  GameState& s = g.s_;
  for (int u : a.attackers) eliminateNow(s, *g.rules_, u, false);
  checkVictory(s, *g.rules_, s.combat.frenchBefore, s.combat.alliedBefore);  // 8.4
  s.combat.stage = nextStage(s.combat.result, s.combat.stage);
  continueCombat(g);
}

// ---------------------------------------------------------------------------------------
// Advance after combat (6.6; 6.3: the defender after Ae and Ar)

std::vector<std::pair<int, Hex>> Game::advanceOptions() const {
  std::vector<std::pair<int, Hex>> out;
  const CombatRecord& c = s_.combat;
  if (!isCombatPhase(s_.phase) || (c.stage != CombatStage::Advance)) return out;
  const bool defenderWins = c.result == CombatResult::Ae || c.result == CombatResult::Ar;
  const std::uint8_t role = defenderWins ? kDefender : kAttacker;
  for (int u = 0; u < s_.unitCount; ++u) {
    if (!(s_.units[u].flags & role) || s_.units[u].status != UnitStatus::OnMap) continue;
    if (s_.units[u].flags & kRetreated) continue;  // it moved away: no longer adjacent
    for (int k = 0; k < c.vacatedCount; ++k) {
      const int v = c.vacated[static_cast<std::size_t>(k)];
      if (Internals::count(s_, Side::French, v) + Internals::count(s_, Side::Allied, v) > 0)
        continue;
      if (!rules_->adjacent(s_.units[u].hex, v) || !rules_->traversable(s_.units[u].hex, v))
        continue;
      const std::pair<int, Hex> option{u, rules_->hexAt(v)};
      if (std::find(out.begin(), out.end(), option) == out.end()) out.push_back(option);
    }
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : a.second < b.second;
  });
  return out;
}

std::optional<Refusal> Internals::checkAdvance(const Game& g, const Action& a) {
  for (const auto& [u, h] : g.advanceOptions())
    if (u == a.unit && h == a.hex) return std::nullopt;
  const auto& d = g.rules().unit(a.unit);
  for (const auto& [u, h] : g.advanceOptions())
    if (u == a.unit)
      return Refusal{"6.6",
                     d.id + " may advance only into a hex vacated by this combat next to it"};
  return Refusal{"6.6",
                 d.id + " is not a victorious unit of this attack adjacent to a vacated hex"};
}

void Internals::doAdvance(Game& g, const Action& a) {
  putOnMap(g.s_, *g.rules_, a.unit, g.rules_->index(a.hex));
  g.s_.combat.stage = CombatStage::Done;  // one advance per attack (6.6)
  continueCombat(g);
}

void Internals::doDeclineAdvance(Game& g) {
  g.s_.combat.stage = CombatStage::Done;
  continueCombat(g);
}

}  // namespace naw
