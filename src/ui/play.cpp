#include "play.h"

#include <algorithm>
#include <cmath>

#include "i18n.h"
#include "unit_list.h"

namespace naw::ui {
namespace {

Action make(ActionType type, int unit = -1) {
  Action a;
  a.type = type;
  a.unit = unit;
  return a;
}

UnitStatus statusOf(const Game& g, int u) {
  return g.state().units[static_cast<std::size_t>(u)].status;
}

// The unit of `side` on `h` (the last one: drawn on top), or -1.
int unitOfSide(const Game& g, Hex h, std::optional<Side> side) {
  int found = -1;
  for (int u : unitsAt(g.rules(), g.state(), h))
    if (!side || g.sideOf(u) == *side) found = u;
  return found;
}

// Moves/enters/exits make sense for this unit now (the acting side's, on the map or waiting).
bool ownUnit(const Game& g, int u) {
  return u >= 0 && g.sideOf(u) == g.step().acting &&
         (statusOf(g, u) == UnitStatus::OnMap || statusOf(g, u) == UnitStatus::Waiting);
}

// Retreat / displacement / artillery retreat / advance: the legal actions of that type that
// land on `h`, preferring the selected unit.
bool tapCombatStep(App& app, Hex h) {
  const Game& g = app.game();
  const std::vector<Action> legal = g.legalActions();
  std::optional<Action> pick;
  for (const Action& a : legal) {
    if ((a.type != ActionType::Retreat && a.type != ActionType::Advance) || a.hex != h) continue;
    if (!pick || a.unit == app.selected) pick = a;
  }
  if (pick) return app.submit(*pick);
  // A tap on a unit the step is about selects it.
  for (int u : unitsAt(g.rules(), g.state(), h)) {
    for (const Action& a : legal) {
      if (a.unit == u && (a.type == ActionType::Retreat || a.type == ActionType::Advance)) {
        app.selected = u;
        app.clearRefusal();
        return true;
      }
    }
  }
  // Else: why not, from the engine, for the selected (or first) unit of the step.
  int unit = app.selected;
  ActionType type =
      g.step().kind == StepKind::AdvanceAfterCombat ? ActionType::Advance : ActionType::Retreat;
  if (unit < 0) {
    for (const Action& a : legal)
      if (a.type == type) {
        unit = a.unit;
        break;
      }
  }
  if (unit < 0) {
    app.setRefusal({"6.0", "nothing to move to " + formatHex(h) + " in this step"});
    return true;
  }
  Action a = make(type, unit);
  a.hex = h;
  if (auto refusal = g.check(a))
    app.setRefusal(*refusal);
  else
    return app.submit(a);
  return true;
}

}  // namespace

std::vector<int> unitsAt(const Rules& rules, const GameState& state, Hex h) {
  std::vector<int> out;
  if (!rules.map().onMap(h)) return out;
  const int index = rules.index(h);
  for (int u = 0; u < state.unitCount; ++u) {
    const UnitState& us = state.units[static_cast<std::size_t>(u)];
    if (us.status == UnitStatus::OnMap && us.hex == index) out.push_back(u);
  }
  return out;
}

MoveHighlights moveHighlights(const Game& game, int unit) {
  MoveHighlights m;
  m.unit = unit;
  if (unit < 0 || game.over() || !isMovementPhase(game.state().phase)) return m;
  if (game.sideOf(unit) != game.step().acting) return m;
  m.reach = game.reachable(unit);
  const bool waiting = statusOf(game, unit) == UnitStatus::Waiting;
  if (waiting) {
    for (const Action& a : game.legalActions())
      if (a.type == ActionType::Enter && a.unit == unit &&
          std::find(m.entries.begin(), m.entries.end(), a.hex) == m.entries.end())
        m.entries.push_back(a.hex);
  }
  m.mustStop.assign(m.reach.size(), false);
  for (std::size_t i = 0; i < m.reach.size(); ++i) {
    // Played out on a bare copy: is the unit in an enemy zone of control once there?
    Game copy = Game::fromState(game.rulesPtr(), game.state());
    std::vector<Hex> path = game.pathTo(unit, m.reach[i]);
    if (path.empty()) continue;
    if (waiting) {
      Action enter = make(ActionType::Enter, unit);
      enter.hex = path.front();
      if (!std::holds_alternative<Outcome>(copy.apply(enter))) continue;
      path.erase(path.begin());
    }
    if (!path.empty()) {
      Action move = make(ActionType::Move, unit);
      move.path = path;
      if (!std::holds_alternative<Outcome>(copy.apply(move))) continue;
    }
    m.mustStop[i] = copy.inEnemyZoc(unit);
  }
  return m;
}

AttackInfo attackInfo(const Game& game, const AttackDraft& draft) {
  AttackInfo info;
  const Rules& r = game.rules();
  for (int u : draft.attackers) info.attack += r.unit(u).strength;
  for (int u : draft.bombarders) info.attack += r.unit(u).strength;
  for (int d : draft.defenders) {
    const int hex = game.state().units[static_cast<std::size_t>(d)].hex;
    const bool doubled = hex >= 0 && r.doublesDefender(hex);
    info.defence += r.unit(d).strength * (doubled ? 2 : 1);
    if (doubled) info.doubled.push_back(d);
  }
  const GameState& s = game.state();
  if (s.alliedLost >= r.scenario().lossThreshold)
    info.shift = game.step().acting == Side::French ? 1 : -1;
  if (draft.defenders.empty() || (draft.attackers.empty() && draft.bombarders.empty())) return info;
  AttackDraft full = draft;
  full.oddsColumn = -1;
  const auto fullOdds = game.oddsFor(full.action());
  if (const Refusal* refusal = std::get_if<Refusal>(&fullOdds)) {
    info.refusal = *refusal;
    return info;
  }
  info.fullColumn = std::get<int>(fullOdds);
  if (draft.oddsColumn >= 0) {
    const auto odds = game.oddsFor(draft.action());
    if (const Refusal* refusal = std::get_if<Refusal>(&odds)) {
      info.refusal = *refusal;
      return info;
    }
    info.column = std::get<int>(odds);
  } else {
    info.column = info.fullColumn;
  }
  if (auto refusal = game.check(draft.action())) info.refusal = *refusal;
  for (int die = 1; die <= 6; ++die)
    ++info.faces[static_cast<std::size_t>(r.crt().result(info.column, die))];
  return info;
}

Refusal whyNotMove(const Game& game, int unit, Hex h) {
  const Rules& r = game.rules();
  Hex at = game.hexOf(unit);
  if (!at.valid()) {
    Action enter = make(ActionType::Enter, unit);
    enter.hex = h;
    if (auto refusal = game.check(enter)) return *refusal;
    return {"7.0", "reinforcements enter on the marked entry hexes"};
  }
  if (at == h) return {"4.0", "the unit is already there"};
  // The engine's path to the reachable hex nearest h, then the straight run of hexes on
  // towards h (nearest centre line at each step): the first step the engine refuses is why.
  std::vector<Hex> path;
  for (Hex c : game.reachable(unit))
    if (distance(c, h) < distance(at, h)) at = c;
  if (at != game.hexOf(unit)) path = game.pathTo(unit, at);
  const Point goal = hexCenter(h, 1.0);
  while (at != h && path.size() < 40) {
    Hex best;
    double bestScore = 1e18;
    for (int d = 0; d < kDirections; ++d) {
      const Hex n = neighbor(at, d);
      if (!r.map().onMap(n)) continue;
      const Point c = hexCenter(n, 1.0);
      const double score = distance(n, h) * 1000.0 + std::hypot(c.x - goal.x, c.y - goal.y);
      if (score < bestScore) bestScore = score, best = n;
    }
    if (!best.valid()) break;
    path.push_back(best);
    at = best;
  }
  Action move = make(ActionType::Move, unit);
  move.path = path;
  if (auto refusal = game.check(move)) return *refusal;
  return {"4.0", formatHex(h) + " cannot be reached by this unit now"};
}

bool moveUnit(App& app, int unit, Hex h) {
  const Game& g = app.game();
  std::vector<Hex> path = g.pathTo(unit, h);
  if (path.empty()) {
    app.setRefusal(whyNotMove(g, unit, h));
    return false;
  }
  if (statusOf(g, unit) == UnitStatus::Waiting) {
    Action enter = make(ActionType::Enter, unit);
    enter.hex = path.front();
    if (!app.submit(enter)) return false;
    path.erase(path.begin());
    if (path.empty()) return true;
  }
  Action move = make(ActionType::Move, unit);
  move.path = path;
  return app.submit(move);
}

bool tapHex(App& app, Hex h) {
  const Game& g = app.game();
  if (g.over() || !g.rules().map().onMap(h)) return false;
  const Step st = g.step();
  switch (st.kind) {
    case StepKind::Move: {
      if (ownUnit(g, app.selected)) {
        const std::vector<Hex> reach = g.reachable(app.selected);
        if (std::find(reach.begin(), reach.end(), h) != reach.end())
          return moveUnit(app, app.selected, h);
      }
      const int own = unitOfSide(g, h, st.acting);
      if (own >= 0) {
        if (own == app.selected) {
          app.selected = -1;
          app.clearRefusal();
          return true;
        }
        app.selected = own;
        app.clearRefusal();
        // A unit that cannot move at all says why at once (4.5: frozen in a zone of control).
        if (g.reachable(own).empty() && !g.canExit(own)) {
          for (int d = 0; d < kDirections; ++d) {
            const Hex n = neighbor(h, d);
            if (!g.rules().map().onMap(n)) continue;
            Action probe = make(ActionType::Move, own);
            probe.path = {n};
            if (auto refusal = g.check(probe)) {
              app.setRefusal(*refusal);
              break;
            }
          }
        }
        return true;
      }
      const int enemy = unitOfSide(g, h, enemyOf(st.acting));
      if (app.selected >= 0 && ownUnit(g, app.selected)) {
        app.setRefusal(whyNotMove(g, app.selected, h));
        return true;
      }
      if (enemy >= 0) {
        app.setRefusal({"4.0", "each player moves only his own units, in his own movement phase"});
        return true;
      }
      return false;
    }
    case StepKind::DeclareAttack: {
      const int own = unitOfSide(g, h, st.acting);
      const int enemy = unitOfSide(g, h, enemyOf(st.acting));
      app.clearRefusal();
      if (own >= 0) {
        const bool artilleryFire =
            g.rules().unit(own).type == UnitType::Artillery && !g.inEnemyZoc(own);
        if (contains(app.draft.attackers, own))
          toggle(app.draft.attackers, own);
        else if (contains(app.draft.bombarders, own))
          toggle(app.draft.bombarders, own);
        else
          toggle(artilleryFire ? app.draft.bombarders : app.draft.attackers, own);
        app.draft.oddsColumn = -1;
        return true;
      }
      if (enemy >= 0) {
        toggle(app.draft.defenders, enemy);
        app.draft.oddsColumn = -1;
        return true;
      }
      return false;
    }
    case StepKind::EqualEliminationLosses: {
      const int own = unitOfSide(g, h, st.acting);
      if (own < 0) {
        if (unitOfSide(g, h, enemyOf(st.acting)) < 0) return false;
        app.setRefusal({"6.3", "Ee: the attacker loses his own attacking units; tap a marked one"});
        return true;
      }
      if (!contains(app.draft.attackers, own)) {
        // A unit that can never be among the losses is refused at once, with the engine's
        // reason (6.8: not an adjacent attacker of this attack), not added to the count.
        Action probe = make(ActionType::ChooseLosses);
        probe.attackers = {own};
        const std::optional<Refusal> why = g.check(probe);
        if (why && why->rule != "6.3" && why->rule != "R6") {
          app.setRefusal(*why);
          return true;
        }
      }
      toggle(app.draft.attackers, own);
      app.clearRefusal();
      return true;
    }
    case StepKind::Retreat:
    case StepKind::Displacement:
    case StepKind::ArtilleryRetreat:
    case StepKind::AdvanceAfterCombat:
      return tapCombatStep(app, h);
    case StepKind::GameOver:
      return false;
  }
  return false;
}

bool endPhase(App& app) { return app.submit(make(ActionType::EndPhase)); }

bool exitUnit(App& app, int unit) {
  const bool ok = app.submit(make(ActionType::Exit, unit));
  if (ok) app.selected = -1;
  return ok;
}

bool declareAttack(App& app) {
  const bool ok = app.submit(app.draft.action());
  if (ok) app.draft = AttackDraft{};
  return ok;
}

bool declineStep(App& app) {
  for (const Action& a : app.game().legalActions())
    if (a.type == ActionType::DeclineAdvance || a.type == ActionType::DeclineRetreat)
      return app.submit(a);
  app.setRefusal({"6.4", "this step cannot be declined: a retreat is required"});
  return false;
}

void readyForTurn(App& app) {
  if (!app.handover()) return;
  if (app.autoFlip) app.flipped = *app.handover() == Side::Allied;
  app.acceptHandover();
}

bool chooseLosses(App& app) {
  Action a = make(ActionType::ChooseLosses);
  a.attackers = app.draft.attackers;
  std::sort(a.attackers.begin(), a.attackers.end());
  const bool ok = app.submit(a);
  if (ok) app.draft = AttackDraft{};
  return ok;
}

std::vector<int> stepUnits(const Game& game) {
  std::vector<int> units;
  const StepKind k = game.step().kind;
  if (k == StepKind::Retreat || k == StepKind::Displacement || k == StepKind::ArtilleryRetreat ||
      k == StepKind::AdvanceAfterCombat) {
    for (const Action& a : game.legalActions())
      if (a.unit >= 0 && std::find(units.begin(), units.end(), a.unit) == units.end())
        units.push_back(a.unit);
  } else if (k == StepKind::EqualEliminationLosses) {
    const GameState& s = game.state();
    for (int u = 0; u < s.unitCount; ++u)
      if ((s.units[static_cast<std::size_t>(u)].flags & kAttacker) &&
          s.units[static_cast<std::size_t>(u)].status == UnitStatus::OnMap)
        units.push_back(u);
  }
  return units;
}

std::string gameOverTitle(const Game& game) {
  switch (game.state().winner) {
    case Winner::French:
      return tr("end.french_victory");
    case Winner::Allied:
      return tr("end.allied_victory");
    default:
      return tr("end.draw");
  }
}

std::string gameOverReason(const Game& game) {
  const GameState& s = game.state();
  const Scenario& sc = game.rules().scenario();
  const std::string losses =
      tr("end.losses", {{"french", s.frenchLost}, {"allied", s.alliedLost}, {"exited", s.exited}});
  switch (s.winner) {
    case Winner::French:
      return tr("end.reason_french", {{"exits", sc.exitUnits}, {"losses", losses}});
    case Winner::Allied:
      return tr("end.reason_allied", {{"points", sc.lossThreshold}, {"losses", losses}});
    case Winner::Draw:
      return tr("end.reason_draw", {{"time", turnLabel(sc.turns())}, {"losses", losses}});
    case Winner::None:
      break;
  }
  return losses;
}

}  // namespace naw::ui
