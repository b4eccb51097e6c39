// The planning levels (easy, normal, hard) on a believed game: every choice judged with
// eval.h. Movement: of every move still open to the side's units, the one that raises the
// judged position most, until none does (then `end`); easy leaves out the enemy's next
// attacks. Attacks: the declaration worth most in expected morale while it is worth
// anything (or an obligation is unmet). Morale Points when their expected gain beats their
// cost. hard also looks each candidate declaration, Morale Point choice, retreat and advance
// through all six faces of the die on the believed position (a bounded count of positions).
#include <algorithm>

#include "games/w20/ai/decide.h"
#include "games/w20/ai/eval.h"
#include "games/w20/combat_math.h"

namespace w20::ai {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

double judge(const Game& b, const Action& a, Side side, bool exposure, long& judged) {
  Game next = b;
  next.apply(a);
  ++judged;
  return evaluate(next, side, exposure);
}

// hard: the mean of the position after `a` under each die face for the first die drawn.
double judgeDice(const Game& b, const Action& a, Side side, long& judged) {
  double sum = 0;
  for (int d = 1; d <= 6; ++d) {
    Game next = b;
    next.forceDice({d, (d % 6) + 1, ((d + 2) % 6) + 1});
    next.apply(a);
    ++judged;
    sum += evaluate(next, side, true);
  }
  return sum / 6;
}

Action bestMove(const Game& b, Side side, Level level, const std::vector<Action>& legal,
                long& judged) {
  const bool exposure = level != Level::Easy;
  const double base = evaluate(b, side, exposure);
  ++judged;
  const Action* best = nullptr;
  double bestV = base + 0.01;
  for (const Action& a : legal) {
    if (a.kind != ActionKind::Move && a.kind != ActionKind::Enter) continue;
    const double v = judge(b, a, side, exposure, judged);
    if (v > bestV) bestV = v, best = &a;
  }
  return best ? *best : endAction();
}

double declarationValue(const Game& b, Side side, const Action& a, bool countercharge) {
  const CombatEv ev = combatEv(b, side, a.attackers, a.defenders, countercharge, false, false,
                               !countercharge && b.state().event[0] == Event::GrandBattery &&
                                   !b.state().batteryUsed && side == Side::French);
  return combatValue(ev, side, side, b);
}

Action declare(const Game& b, Side side, const std::vector<Action>& legal, bool countercharge,
               long& judged) {
  const ActionKind kind = countercharge ? ActionKind::Countercharge : ActionKind::Declare;
  const Action* best = nullptr;
  double bestV = -1e9;
  std::uint32_t named = 0;
  for (int i = 0; i < b.state().nCombats; ++i)
    if (b.state().combats[z(i)].state != CombatState::Cancelled)
      named |= b.state().combats[z(i)].attackers | b.state().combats[z(i)].defenders;
  for (const Action& a : legal) {
    if (a.kind != kind) continue;
    // This attack and the best plan for the units it leaves (obligations included); `end`,
    // when legal (no obligation left), is worth 0.
    double v = declarationValue(b, side, a, countercharge);
    if (!countercharge) v += remainingAttacks(b, side, named | a.attackers | a.defenders);
    ++judged;
    if (v > bestV) bestV = v, best = &a;
  }
  const bool mayEnd = !b.check(endAction());
  const double threshold = countercharge ? 0.4 : 0.05;
  if (best && (bestV > threshold || !mayEnd)) return *best;
  return endAction();
}

const Combat* current(const Game& b) {
  const State& s = b.state();
  return s.resolution.combat < 0 ? nullptr : &s.combats[z(s.resolution.combat)];
}

Action defend(const Game& b, Side side) {
  const Combat* c = current(b);
  if (!c || b.check(defendAction(true))) return defendAction(false);
  const Side attacker = enemyOf(side);
  auto value = [&](bool mp) {
    return combatValue(
        combatEv(b, side, c->attackers, c->defenders, c->countercharge, false, mp, false), attacker,
        side, b);
  };
  return defendAction(value(true) > value(false) + 0.05);
}

Action roll(const Game& b, Side side, Level level, long& judged) {
  const Combat* c = current(b);
  if (!c) return rollWithBattery(b, false);
  const bool battery = !b.check(rollAction(false, true));
  if (b.check(rollWithBattery(b, true))) return rollWithBattery(b, false);
  if (level == Level::Hard)
    return judgeDice(b, rollWithBattery(b, true), side, judged) >
                   judgeDice(b, rollWithBattery(b, false), side, judged) + 0.05
               ? rollWithBattery(b, true)
               : rollWithBattery(b, false);
  auto value = [&](bool mp) {
    return combatValue(
        combatEv(b, side, c->attackers, c->defenders, c->countercharge, mp, c->defenderMp, battery),
        side, side, b);
  };
  return rollWithBattery(b, value(true) > value(false) + 0.05);
}

Action lose(const std::vector<Action>& legal) {
  const Action* best = nullptr;
  int bestCost = 1 << 30;
  for (const Action& a : legal) {
    if (a.kind != ActionKind::Lose) continue;
    int cost = 0;
    for (int u = 0; u < kUnits; ++u)
      if (a.attackers & bit(u)) cost += Game::roster()[u].strength + (u == kFrIg ? 2 : 0);
    if (cost < bestCost) bestCost = cost, best = &a;
  }
  return best ? *best : legal.front();
}

Action rally(const Game& b, Side side) {
  const State& s = b.state();
  int elim[3] = {0, 0, 0};
  for (int u = 0; u < kUnits; ++u)
    if (Game::roster()[u].side == side && s.units[z(u)].status == UnitStatus::Eliminated &&
        Game::roster()[u].type != UnitType::Dummy)
      ++elim[static_cast<int>(Game::roster()[u].army)];
  const int morale = s.morale[z(sideIndex(side))];
  Action a = rallyAction(false, Army::None);
  if (side == Side::French) {
    if (morale >= 5 && elim[0] >= 2) a = rallyAction(true, Army::French);
  } else if (morale >= 7 && elim[1] >= 1 && elim[2] >= 1) {
    a = rallyAction(true, Army::None);
  } else if (morale >= 5 && std::max(elim[1], elim[2]) >= 2) {
    a = rallyAction(true, elim[1] >= elim[2] ? Army::AngloDutch : Army::Prussian);
  }
  return b.check(a) ? rallyAction(false, Army::None) : a;
}

// The best of the actions of kinds k1/k2, each judged once; hard then judges the three best
// retreats again over the six faces of the die (hazards, W18), a bounded count.
Action bestOf(const Game& b, Side side, Level level, const std::vector<Action>& legal,
              ActionKind k1, ActionKind k2, long& judged) {
  std::vector<std::pair<double, const Action*>> scored;
  for (const Action& a : legal)
    if (a.kind == k1 || a.kind == k2)
      scored.emplace_back(judge(b, a, side, level != Level::Easy, judged), &a);
  if (scored.empty()) return legal.front();
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  if (level != Level::Hard || k1 != ActionKind::Retreat || scored.size() == 1)
    return *scored.front().second;
  const Action* best = nullptr;
  double bestV = -1e18;
  for (std::size_t i = 0; i < scored.size() && i < 3; ++i) {
    const double v = judgeDice(b, *scored[i].second, side, judged);
    if (v > bestV) bestV = v, best = scored[i].second;
  }
  return *best;
}
}  // namespace

Action plannedAction(const Game& b, Side side, Level level, long& judged) {
  const std::vector<Action> legal = b.legalActions();
  const State& s = b.state();
  switch (b.step().owed) {
    case Owed::Event:
      return eventAction();
    case Owed::Deploy:
      return bestOf(b, side, level, legal, ActionKind::Deploy, ActionKind::Deploy, judged);
    case Owed::Defend:
      return defend(b, side);
    case Owed::Roll:
      return roll(b, side, level, judged);
    case Owed::Lose:
      return lose(legal);
    case Owed::Retreat:
      return bestOf(b, side, level, legal, ActionKind::Retreat, ActionKind::Retreat, judged);
    case Owed::Advance:
      return bestOf(b, side, level, legal, ActionKind::Advance, ActionKind::AdvanceNone, judged);
    case Owed::Rally:
      return rally(b, side);
    case Owed::None:
      if (isMovePhase(s.phase)) return bestMove(b, side, level, legal, judged);
      if (isCounterchargePhase(s.phase)) {
        if (level == Level::Hard) return declare(b, side, legal, true, judged);
        return endAction();
      }
      if (isCombatPhase(s.phase) && s.step == CombatStep::Declare)
        return declare(b, side, legal, false, judged);
      if (isCombatPhase(s.phase)) {
        if (const Action* a = firstOf(legal, ActionKind::Resolve)) return *a;
        return endAction();
      }
      break;
    default:
      break;
  }
  for (const Action& a : legal)
    if (a.kind != ActionKind::Reveal) return a;
  return legal.empty() ? endAction() : legal.front();
}

}  // namespace w20::ai
