// The computer players: see ai.h for the interface, eval.h for the evaluation.
//
// Method, per step:
// - Movement phase: a plan for the whole phase. Every unit of the side that may move gets
//   its candidate end hexes (Game::reachable, its own hex, staying off the map for a
//   reinforcement, leaving the map for a French unit that can, R9); friendly units never
//   block movement (R7a), so the hexes are fixed for the phase and the plan is a choice of
//   one end hex per unit, no two on one hex. It is found by coordinate descent on the
//   evaluation (each unit in turn takes its best hex with the others where they are; some
//   passes), then carried out on a private copy of the game, which gives the actions
//   (move/enter/exit paths from Game::pathTo) and proves each legal. Stronger levels build
//   several plans (different unit orders, small seeded perturbations) and keep the one
//   whose own combat phase, played out a few times with dice from the player's generator,
//   ends best on average. Allied reinforcements are pulled towards the French, so that they
//   enter and close in rather than wait off the map all game (7.3, Impl::pull).
// - Combat phase: each legal attack (the cheapest per defender set and odds column) is
//   judged by its expected value over the six die faces, forced one by one on a copy
//   (follow-up retreats, advances and losses chosen one step ahead), against ending the
//   phase when nothing is owed. The engine's obligation check (R7) keeps every choice
//   legal; odds are never announced lower (the table never rewards it).
// - Retreats, displacements, advances, Ee losses, artillery retreats: every legal option
//   tried on a copy, the best by the evaluation.
#include "ai.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "core/stable_sort.h"
#include "eval.h"
#include "random_player.h"
#include "rng.h"

namespace naw::ai {

const char* levelName(Level level) {
  switch (level) {
    case Level::Random:
      return "random";
    case Level::Greedy:
      return "greedy";
    case Level::Easy:
      return "easy";
    case Level::Normal:
      return "normal";
    case Level::Hard:
      return "hard";
  }
  return "?";
}

Config configFor(Level level) {
  Config c;
  switch (level) {
    case Level::Random:
    case Level::Greedy:  // one step: each unit once, contacts judged for this phase only
      c.eval.nextContactWeight = 0;
      c.eval.trappedRetreats = false;
      break;
    case Level::Easy:  // + the contacts the opponent must fight next (R7)
      c.eval.trappedRetreats = false;
      break;
    case Level::Normal:  // + a second pass over the units
      c.eval.trappedRetreats = false;
      c.passes = 2;
      break;
    case Level::Hard:  // + a Dr against a unit that cannot retreat is a De (6.4)
      c.passes = 2;
      break;
  }
  return c;
}

std::optional<Level> parseLevel(std::string_view name) {
  for (Level l : {Level::Random, Level::Greedy, Level::Easy, Level::Normal, Level::Hard})
    if (name == levelName(l)) return l;
  return std::nullopt;
}

namespace {

std::uint64_t fingerprint(const GameState& s) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  auto mix = [&h](std::uint64_t v) {
    h ^= v;
    h *= 0x100000001b3ull;
  };
  mix(s.turn);
  mix(static_cast<std::uint64_t>(s.phase));
  mix(static_cast<std::uint64_t>(s.step));
  mix(s.frenchLost);
  mix(s.alliedLost);
  mix(s.exited);
  for (int u = 0; u < s.unitCount; ++u) {
    const UnitState& us = s.units[static_cast<std::size_t>(u)];
    mix(static_cast<std::uint64_t>(static_cast<std::uint16_t>(us.hex)) |
        static_cast<std::uint64_t>(us.status) << 16 | static_cast<std::uint64_t>(us.mpUsed) << 24 |
        static_cast<std::uint64_t>(us.flags) << 32);
  }
  return h;
}

double unitRandom(Rng& rng) {
  return static_cast<double>(rng.next() >> 11) * (1.0 / 9007199254740992.0);
}

bool isFollowUp(StepKind k) {
  return k == StepKind::Retreat || k == StepKind::Displacement ||
         k == StepKind::EqualEliminationLosses || k == StepKind::ArtilleryRetreat ||
         k == StepKind::AdvanceAfterCombat;
}

constexpr int kStay = -1;  // a reinforcement stays off the map (7.0 delay)
constexpr int kExit = -3;  // a French unit leaves the map (R9)

}  // namespace

struct Player::Impl {
  Level level;
  Config cfg;
  Rng rng;
  long work = 0;
  std::unique_ptr<RandomPlayer> random;
  std::optional<Action> ready;

  // Movement plan being handed out: actions with the fingerprint expected before each.
  std::vector<Action> queue;
  std::vector<std::uint64_t> queueKeys;
  std::size_t queuePos = 0;

  // Planning job (movement).
  bool planning = false;
  std::uint64_t planKey = 0;
  int variantsDone = 0;
  std::uint64_t planSeed = 0;
  double bestPlanScore = 0;
  std::vector<Action> bestPlan;
  std::vector<std::uint64_t> bestKeys;

  // Decision job (other steps).
  bool deciding = false;
  std::uint64_t decideKey = 0;
  std::vector<Action> candidates;
  std::size_t candPos = 0;
  double bestValue = 0;
  std::size_t bestIndex = 0;

  Impl(Level l, const Config& c, std::uint64_t seed) : level(l), cfg(c) {
    rng.state = seed ^ 0xA1C0FFEE12345678ull;
    if (l == Level::Random) random = std::make_unique<RandomPlayer>(seed);
  }

  const Board& board(const Game& g) const { return Board::forRules(g.rulesPtr()); }

  // A private copy of the game as `me` sees it, its dice from our own generator.
  Game sim(const Game& g, Side me) {
    GameState v = g.view(me);
    v.rng.state = rng.next();
    return Game::fromState(g.rulesPtr(), v);
  }
  Game reseeded(const Game& g) {
    GameState v = g.state();
    v.rng.state = rng.next();
    return Game::fromState(g.rulesPtr(), v);
  }

  double value(const Game& g, Side me) const {
    const double v = evaluate(board(g), g.state(), cfg.eval);
    return me == Side::French ? v : -v;
  }

  // Tie-break for retreats and displacements, which the evaluation rarely tells apart: a
  // hex that doubles the defender (R3), then one farther from the nearest enemy unit.
  double retreatSafety(const Game& g, const Action& a) const {
    if (a.type != ActionType::Retreat) return 0;
    const Rules& r = g.rules();
    const Board& b = board(g);
    const int to = r.index(a.hex);
    const Side side = r.unit(a.unit).side;
    int nearest = 9;
    const GameState& s = g.state();
    for (int e = 0; e < s.unitCount; ++e)
      if (r.unit(e).side != side &&
          s.units[static_cast<std::size_t>(e)].status == UnitStatus::OnMap)
        nearest = std::min(nearest, b.dist(to, s.units[static_cast<std::size_t>(e)].hex));
    return 0.05 * (b.doubles(to) ? 1 : 0) + 0.005 * nearest;
  }

  // One step ahead for whoever must act in a follow-up step (retreat, advance, losses).
  Action quickChoice(const Game& g) {
    std::vector<Action> options = g.legalActions();
    if (options.size() <= 1) return options.empty() ? Action{} : options[0];
    const Side who = g.step().acting;
    double best = -std::numeric_limits<double>::infinity();
    std::size_t bi = 0;
    for (std::size_t i = 0; i < options.size(); ++i) {
      Game c = g;
      if (std::holds_alternative<Refusal>(c.apply(options[i]))) continue;
      const double v = value(c, who) + retreatSafety(g, options[i]);
      if (v > best) {
        best = v;
        bi = i;
      }
    }
    return options[bi];
  }
  void resolveFollowUps(Game& g) {
    for (int n = 0; n < 64 && !g.over() && isFollowUp(g.step().kind); ++n)
      if (std::holds_alternative<Refusal>(g.apply(quickChoice(g)))) break;
  }

  // The attacks worth judging. Shapes as the engine lists them (Game::attackShapes: every
  // single enemy unit, and every set of enemy units one of our units touches, 5.4; adjacent
  // attackers and guns that reach a defender, 5.6-5.8), grouped by defender set and odds column
  // (the cheap Game::oddsFor); per group the cheapest shapes (adjacent strength at risk, guns
  // counted lightly) are checked against the obligations (R7, Game::check) until two pass. Then the
  // best `limit` by the static expected value of their odds.
  std::vector<Action> attackCandidates(const Game& g, std::size_t limit = 8) {
    const Rules& r = g.rules();
    const Board& b = board(g);
    struct Shape {
      double cost;
      double value;
      Action a;
    };
    std::vector<Shape> chosen;
    // The defender sets and who may join each: the engine's one enumeration (5.4-5.8).
    for (const AttackShape& shape : g.attackShapes()) {
      const std::vector<int>& defs = shape.defenders;
      const std::vector<int>& pool = shape.units;
      const std::vector<char>& bombard = shape.bombards;
      int defence = 0;
      for (int d : defs) defence += r.unit(d).strength;
      const int n = std::min<int>(static_cast<int>(pool.size()), 10);
      std::map<int, std::vector<Shape>> byColumn;
      for (int mask = 1; mask < (1 << n); ++mask) {
        Action a;
        a.type = ActionType::Attack;
        a.defenders = defs;
        double cost = 0;
        int attack = 0;
        for (int i = 0; i < n; ++i) {
          if (!(mask >> i & 1)) continue;
          const int u = pool[static_cast<std::size_t>(i)];
          if (bombard[static_cast<std::size_t>(i)]) {
            a.bombarders.push_back(u);
            cost += 0.3 * r.unit(u).strength;
          } else {
            a.attackers.push_back(u);
            cost += r.unit(u).strength;
            attack += r.unit(u).strength;
          }
        }
        if (a.attackers.empty() && defs.size() > 1) continue;  // 5.7
        auto odds = g.oddsFor(a);
        if (!std::holds_alternative<int>(odds)) continue;
        const double value = attackValue(b, cfg.eval, std::get<int>(odds), attack, defence);
        byColumn[std::get<int>(odds)].push_back({cost, value, std::move(a)});
      }
      for (auto& [column, shapes] : byColumn) {
        core::stableSort(shapes, [](const Shape& x, const Shape& y) { return x.cost < y.cost; });
        int kept = 0;
        for (Shape& sh : shapes) {
          if (kept == 2) break;
          if (g.check(sh.a)) continue;
          chosen.push_back(std::move(sh));
          ++kept;
        }
      }
    }
    core::stableSort(chosen, [](const Shape& x, const Shape& y) { return x.value > y.value; });
    if (chosen.size() > limit) chosen.resize(limit);
    std::vector<Action> out;
    for (Shape& sh : chosen) out.push_back(std::move(sh.a));
    return out;
  }

  // Expected value for `me` of a candidate for the current (non-movement) step.
  double judge(const Game& base, const Action& a, Side me) {
    if (a.type == ActionType::EndPhase) return value(base, me);
    if (a.type == ActionType::Attack) {
      // Faces with the same result lead to the same position: one copy per distinct result
      // of the attack's column, weighted by its number of faces.
      auto odds = base.oddsFor(a);
      if (!std::holds_alternative<int>(odds)) return -1e9;
      const Crt& crt = base.rules().crt();
      double total = 0;
      for (int die = 1; die <= 6; ++die) {
        const CombatResult result = crt.result(std::get<int>(odds), die);
        bool seen = false;
        for (int earlier = 1; earlier < die; ++earlier)
          seen |= crt.result(std::get<int>(odds), earlier) == result;
        if (seen) continue;
        int faces = 0;
        for (int d = die; d <= 6; ++d) faces += crt.result(std::get<int>(odds), d) == result;
        Game c = base;
        c.forceDice({die});
        if (std::holds_alternative<Refusal>(c.apply(a))) return -1e9;
        resolveFollowUps(c);
        total += faces * value(c, me);
      }
      return total / 6;
    }
    Game c = base;
    if (std::holds_alternative<Refusal>(c.apply(a))) return -1e9;
    resolveFollowUps(c);
    return value(c, me) + retreatSafety(base, a);
  }

  // Cheap combat policy for play-outs: attacks by the static expected value of their odds.
  void playOutCombat(Game& g) {
    const Rules& r = g.rules();
    const Board& b = board(g);
    const Phase phase = g.state().phase;
    for (int n = 0; n < 200 && !g.over() && g.state().phase == phase; ++n) {
      if (isFollowUp(g.step().kind)) {
        resolveFollowUps(g);
        continue;
      }
      std::vector<Action> cands = attackCandidates(g);
      Action end;
      end.type = ActionType::EndPhase;
      const bool canEnd = !g.check(end);
      double best = canEnd ? 0.0 : -std::numeric_limits<double>::infinity();
      const Action* choice = canEnd ? &end : nullptr;
      for (const Action& a : cands) {
        int attack = 0, defence = 0;
        for (int u : a.attackers) attack += r.unit(u).strength;
        for (int u : a.defenders) defence += r.unit(u).strength;
        const double v = attackValue(b, cfg.eval, std::get<int>(g.oddsFor(a)), attack, defence);
        if (v > best) {
          best = v;
          choice = &a;
        }
      }
      if (!choice) break;
      const Action act = *choice;
      if (std::holds_alternative<Refusal>(g.apply(act))) break;
    }
  }

  // The steps that take unit u off the map now (R9): a move to an exit hex from which it
  // may still leave (not stopped in an enemy zone of control), then the exit; empty if none.
  static std::vector<Action> exitSteps(const Game& g, int u) {
    const Rules& r = g.rules();
    Action exit;
    exit.type = ActionType::Exit;
    exit.unit = u;
    if (!g.check(exit)) return {exit};
    std::vector<std::vector<Hex>> paths;
    const int left = r.unit(u).movement - g.state().units[static_cast<std::size_t>(u)].mpUsed;
    for (Hex h : r.scenario().exitHexes) {
      if (!r.canExitFrom(r.index(h))) continue;
      std::vector<Hex> path = g.pathTo(u, h);
      if (!path.empty() && static_cast<int>(path.size()) < left) paths.push_back(std::move(path));
    }
    core::stableSort(paths, [](const auto& x, const auto& y) { return x.size() < y.size(); });
    for (auto& path : paths) {
      Action move;
      move.type = ActionType::Move;
      move.unit = u;
      move.path = std::move(path);
      Game trial = g;
      if (std::holds_alternative<Refusal>(trial.apply(move)) || trial.check(exit)) continue;
      return {move, exit};
    }
    return {};
  }

  struct Plan {
    std::vector<Action> actions;
    std::vector<std::uint64_t> keys;
    double score = 0;
  };

  struct Mover {
    int unit;
    std::vector<int> targets;
    int at;  // current plan target
    int start;
  };
  // One movement plan being built, resumable between think() calls.
  struct PlanJob {
    bool active = false;
    Side me = Side::French;
    int variant = 0;
    std::optional<Game> s;  // the private copy the plan is carried out on
    GameState w;            // the plan's position, evaluated
    std::array<int, kMaxHexIndex> occ{};
    std::vector<Mover> movers;
    std::vector<std::size_t> order;
    // Allied plans with Prussians to move: movement distance (hexes, woods closed) from
    // each hex to the nearest French unit, and the same from off the map (7.0).
    std::vector<std::uint8_t> front;
    int frontOffMap = 0;
    int pass = 0;
    std::size_t next = 0;
    bool changed = false;
  };
  PlanJob job;

  void place(int u, int target, int from) {
    GameState& w = job.w;
    UnitState& us = w.units[static_cast<std::size_t>(u)];
    if (from == kExit) --w.exited;
    if (from >= 0) --job.occ[static_cast<std::size_t>(from)];
    if (target >= 0) {
      us.status = UnitStatus::OnMap;
      us.hex = static_cast<std::int16_t>(target);
      ++job.occ[static_cast<std::size_t>(target)];
    } else if (target == kExit) {
      us.status = UnitStatus::Exited;
      us.hex = -1;
      ++w.exited;
    } else {
      us.status = UnitStatus::Waiting;
      us.hex = -1;
    }
  }

  // Starts plan `variant`: the units that may move, their candidate hexes, their order.
  void beginPlan(const Game& g, Side me, int variant) {
    const Board& b = board(g);
    const Rules& r = g.rules();
    job = PlanJob{};
    job.active = true;
    job.me = me;
    job.variant = variant;
    job.s = sim(g, me);
    Game& s = *job.s;
    GameState& w = job.w;
    w = s.state();
    auto& occ = job.occ;
    auto& movers = job.movers;
    for (int u = 0; u < w.unitCount; ++u) {
      if (r.unit(u).side != me) continue;
      const UnitState& us = w.units[static_cast<std::size_t>(u)];
      if (us.status == UnitStatus::OnMap) ++occ[static_cast<std::size_t>(us.hex)];
      const bool waiting = us.status == UnitStatus::Waiting && s.canEnter(u);
      if (us.status != UnitStatus::OnMap && !waiting) continue;
      Mover m{u, {}, waiting ? kStay : us.hex, waiting ? kStay : us.hex};
      m.targets.push_back(m.start);
      for (Hex h : s.reachable(u)) m.targets.push_back(r.index(h));
      if (me == Side::French && !waiting && s.canExit(u) && !exitSteps(s, u).empty())
        m.targets.push_back(kExit);
      if (m.targets.size() > 1) movers.push_back(std::move(m));
    }
    if (cfg.reinforcementPull > 0 && me == Side::Allied) {
      bool any = false;
      for (const Mover& m : movers) any |= r.unit(m.unit).arrivalTurn > 0;
      if (any) computeFront(s);
    }
    // Order: units nearest the enemy first; later variants shuffle.
    std::vector<int> nearest(movers.size(), 99);
    for (std::size_t i = 0; i < movers.size(); ++i) {
      const int at = movers[i].start;
      if (at < 0) continue;
      for (int e = 0; e < w.unitCount; ++e)
        if (r.unit(e).side != me &&
            w.units[static_cast<std::size_t>(e)].status == UnitStatus::OnMap)
          nearest[i] = std::min(nearest[i], b.dist(at, w.units[static_cast<std::size_t>(e)].hex));
    }
    auto& order = job.order;
    order.resize(movers.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    core::stableSort(order, [&](std::size_t x, std::size_t y) { return nearest[x] < nearest[y]; });
    if (variant > 0)
      for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[rng.below(static_cast<std::uint32_t>(i))]);
  }

  // job.front: breadth-first from the enemy units over movement-like steps (R3).
  void computeFront(const Game& g) {
    const Rules& r = g.rules();
    const GameState& w = job.w;
    const Side enemy = enemyOf(job.me);
    auto& front = job.front;
    front.assign(static_cast<std::size_t>(r.map().indexSize()), 250);
    std::vector<int> queue;
    for (int e = 0; e < w.unitCount; ++e) {
      const UnitState& es = w.units[static_cast<std::size_t>(e)];
      if (r.unit(e).side == enemy && es.status == UnitStatus::OnMap &&
          front[static_cast<std::size_t>(es.hex)] != 0) {
        front[static_cast<std::size_t>(es.hex)] = 0;
        queue.push_back(es.hex);
      }
    }
    for (std::size_t k = 0; k < queue.size(); ++k) {
      const int i = queue[k];
      for (int d = 0; d < 6; ++d) {
        const int j = r.neighbor(i, d);
        if (j < 0 || front[static_cast<std::size_t>(j)] <= front[static_cast<std::size_t>(i)] + 1 ||
            !r.traversable(j, i))
          continue;
        front[static_cast<std::size_t>(j)] =
            static_cast<std::uint8_t>(front[static_cast<std::size_t>(i)] + 1);
        queue.push_back(j);
      }
    }
    job.frontOffMap = 250;
    for (Hex h : r.scenario().entryHexes)
      job.frontOffMap = std::min(job.frontOffMap, front[static_cast<std::size_t>(r.index(h))] + 1);
  }

  // Why the Prussians stayed off the map (7.3): the evaluation values units only by losses,
  // exits, French progress and contacts, so a reinforcement that cannot reach a French unit
  // this turn is worth exactly as much waiting off the map as entering, and the "stay rather
  // than wander" bonus below then kept all nine Prussians waiting until the French happened
  // to come near the east edge (nearly never: 38-40 games of 40 ended with them all still
  // off the map, at every level). So in Allied plans a reinforcement is pulled towards the
  // French (cfg.reinforcementPull per strength point per hex beyond cfg.pullRange): it
  // enters and closes in, and the contact term decides, as for any unit, whether to attack.
  double pull(const Mover& m, int target) const {
    if (job.front.empty() || job.s->rules().unit(m.unit).arrivalTurn <= 0) return 0;
    const int d = target >= 0 ? job.front[static_cast<std::size_t>(target)] : job.frontOffMap;
    return -cfg.reinforcementPull * job.s->rules().unit(m.unit).strength *
           std::max(0, d - cfg.pullRange);
  }

  // One unit of coordinate descent: the next unit takes its best hex, the others fixed.
  // True when the passes are done.
  bool stepPlan() {
    if (job.next >= job.order.size()) {
      if (!job.changed || job.order.empty() || job.pass + 1 >= cfg.passes) return true;
      ++job.pass;
      job.next = 0;
      job.changed = false;
    }
    const Board& b = board(*job.s);
    const double sign = job.me == Side::French ? 1.0 : -1.0;
    const double noise = job.variant > 0 ? cfg.noise : 0.0;
    Mover& m = job.movers[job.order[job.next++]];
    double best = -std::numeric_limits<double>::infinity();
    int bestTarget = m.at;
    for (int t : m.targets) {
      if (t >= 0 && t != m.at && job.occ[static_cast<std::size_t>(t)] > 0) continue;
      place(m.unit, t, m.at);
      double v = sign * evaluate(b, job.w, cfg.eval);
      if (noise > 0) v += noise * (unitRandom(rng) - 0.5);
      if (t == m.start) v += 0.01;  // stay rather than wander for nothing
      if (t != kExit) v += pull(m, t);
      place(m.unit, m.at, t);
      if (v > best) {
        best = v;
        bestTarget = t;
      }
    }
    if (bestTarget != m.at) {
      place(m.unit, bestTarget, m.at);
      m.at = bestTarget;
      job.changed = true;
    }
    return job.next >= job.order.size() && (!job.changed || job.pass + 1 >= cfg.passes);
  }

  // Carries the finished plan out on the copy and scores it.
  Plan finishPlan() {
    job.active = false;
    Game& s = *job.s;
    const Rules& r = s.rules();
    const Board& b = board(s);
    const Side me = job.me;
    const auto& movers = job.movers;
    const auto& order = job.order;
    // Carry the plan out on the copy: the actions, each proved legal.
    Plan plan;
    auto push = [&](const Action& a) {
      const std::uint64_t key = fingerprint(s.state());
      if (std::holds_alternative<Refusal>(s.apply(a))) return false;
      plan.actions.push_back(a);
      plan.keys.push_back(key);
      return true;
    };
    for (std::size_t oi : order) {
      const Mover& m = movers[oi];
      if (m.at == m.start) continue;
      const int u = m.unit;
      if (m.at >= 0) {
        std::vector<Hex> path = s.pathTo(u, r.hexAt(m.at));
        if (path.empty()) continue;
        if (m.start == kStay) {
          Action enter;
          enter.type = ActionType::Enter;
          enter.unit = u;
          enter.hex = path[0];
          if (!push(enter)) continue;
          path.erase(path.begin());
          if (path.empty()) continue;
        }
        Action move;
        move.type = ActionType::Move;
        move.unit = u;
        move.path = path;
        push(move);
      } else if (m.at == kExit) {
        std::vector<Action> steps = exitSteps(s, u);
        for (const Action& a : steps)
          if (!push(a)) break;
      }
    }
    // A unit whose planned step failed may share a hex with another (R7a forbids ending so):
    // move one of them to the nearest free hex it can reach.
    for (int tries = 0; tries < 8 && s.check(Action{}); ++tries) {
      const GameState& st = s.state();
      bool moved = false;
      for (int u = 0; u < st.unitCount && !moved; ++u) {
        const UnitState& us = st.units[static_cast<std::size_t>(u)];
        if (r.unit(u).side != me || us.status != UnitStatus::OnMap ||
            st.occupancy[static_cast<int>(me)][static_cast<std::size_t>(us.hex)] < 2)
          continue;
        int bestHex = -1;
        for (Hex h : s.reachable(u)) {
          const int i = r.index(h);
          if (st.occupancy[static_cast<int>(me)][static_cast<std::size_t>(i)] == 0 &&
              (bestHex < 0 || b.dist(us.hex, i) < b.dist(us.hex, bestHex)))
            bestHex = i;
        }
        if (bestHex < 0) continue;
        Action move;
        move.type = ActionType::Move;
        move.unit = u;
        move.path = s.pathTo(u, r.hexAt(bestHex));
        moved = push(move);
      }
      if (!moved) break;
    }
    const double staticScore = value(s, me);
    Action end;
    end.type = ActionType::EndPhase;
    if (!push(end)) {
      // Something still shares a hex (a plan step refused): let the engine's list decide.
      plan.score = -1e9;
      return plan;
    }
    if (cfg.samples <= 0) {
      plan.score = staticScore;
      return plan;
    }
    double total = 0;
    for (int k = 0; k < cfg.samples; ++k) {
      // The same dice for every plan of this phase (common random numbers: the plans are
      // compared on equal luck).
      GameState seeded = s.state();
      seeded.rng.state = planSeed + static_cast<std::uint64_t>(k) * 0x9E3779B97F4A7C15ull;
      Game c = Game::fromState(s.rulesPtr(), seeded);
      if (isCombatPhase(c.state().phase)) playOutCombat(c);
      if (cfg.replies > 0 && !c.over() && c.step().kind == StepKind::Move &&
          c.step().acting != me) {
        // The opponent's reply: a one-pass greedy movement plan and its combat phase.
        Config reply;
        reply.eval = cfg.eval;
        reply.passes = cfg.replyPasses;
        Impl opponent(Level::Greedy, reply, rng.next());
        const Phase phase = c.state().phase;
        for (int n = 0; n < 400 && !c.over() && c.state().phase == phase; ++n) {
          opponent.think(c, 1 << 20);
          const Action a = opponent.ready.value_or(Action{});
          opponent.ready.reset();
          if (std::holds_alternative<Refusal>(c.apply(a))) break;
        }
        work += opponent.work;
        if (!c.over() && isCombatPhase(c.state().phase)) playOutCombat(c);
      }
      total += value(c, me);
    }
    plan.score = total / cfg.samples;
    return plan;
  }

  bool thinkMovement(const Game& g, std::uint64_t key, int budget) {
    const Side me = g.step().acting;
    if (queuePos < queue.size() && queueKeys[queuePos] == key) {
      ready = queue[queuePos++];
      return true;
    }
    if (!planning || planKey != key) {
      planning = true;
      planKey = key;
      job.active = false;
      variantsDone = 0;
      planSeed = rng.next();
      bestPlanScore = -std::numeric_limits<double>::infinity();
      bestPlan.clear();
      bestKeys.clear();
    }
    // One work unit: one unit placed by the coordinate descent (the plan's last unit also
    // carries the plan out and scores it).
    while (budget-- > 0 && variantsDone < cfg.variants) {
      if (!job.active) beginPlan(g, me, variantsDone);
      ++work;
      if (!stepPlan()) continue;
      Plan p = finishPlan();
      ++variantsDone;
      if (p.score > bestPlanScore || bestPlan.empty()) {
        bestPlanScore = p.score;
        bestPlan = std::move(p.actions);
        bestKeys = std::move(p.keys);
      }
    }
    if (variantsDone < cfg.variants) return false;
    planning = false;
    queue = std::move(bestPlan);
    queueKeys = std::move(bestKeys);
    queuePos = 0;
    if (!queue.empty() && queueKeys[0] == key) {
      ready = queue[queuePos++];
      return true;
    }
    // No plan came out legal (cannot normally happen): any legal action, end first.
    std::vector<Action> all = g.legalActions();
    ready = all.empty() ? Action{} : all.front();
    return true;
  }

  bool thinkDecision(const Game& g, std::uint64_t key, int budget) {
    const Side me = g.step().acting;
    if (!deciding || decideKey != key) {
      deciding = true;
      decideKey = key;
      candidates.clear();
      if (g.step().kind == StepKind::DeclareAttack) {
        Action end;
        end.type = ActionType::EndPhase;
        if (!g.check(end)) candidates.push_back(end);
        Game s = sim(g, me);
        for (Action& a : attackCandidates(s)) candidates.push_back(std::move(a));
        if (candidates.empty()) candidates = g.legalActions();
      } else {
        candidates = g.legalActions();
      }
      candPos = 0;
      bestIndex = 0;
      bestValue = -std::numeric_limits<double>::infinity();
      if (candidates.size() <= 1) {
        deciding = false;
        ready = candidates.empty() ? Action{} : candidates[0];
        return true;
      }
    }
    Game base = sim(g, me);
    while (budget-- > 0 && candPos < candidates.size()) {
      const double v = judge(base, candidates[candPos], me);
      ++work;
      if (v > bestValue) {
        bestValue = v;
        bestIndex = candPos;
      }
      ++candPos;
    }
    if (candPos < candidates.size()) return false;
    deciding = false;
    ready = candidates[bestIndex];
    return true;
  }

  bool think(const Game& g, int budget) {
    if (ready) return true;
    if (g.over()) return false;
    if (random) {
      ready = random->choose(g);
      return true;
    }
    const Step st = g.step();
    const std::uint64_t key = fingerprint(g.view(st.acting));
    if (st.kind == StepKind::Move) return thinkMovement(g, key, std::max(1, budget));
    return thinkDecision(g, key, std::max(1, budget));
  }
};

Player::Player(Level level, std::uint64_t seed)
    : impl_(std::make_unique<Impl>(level, configFor(level), seed)) {}
Player::Player(const Config& config, std::uint64_t seed)
    : impl_(std::make_unique<Impl>(Level::Hard, config, seed)) {}
Player::~Player() = default;
Player::Player(Player&&) noexcept = default;
Player& Player::operator=(Player&&) noexcept = default;
Level Player::level() const { return impl_->level; }
long Player::workDone() const { return impl_->work; }

bool Player::think(const Game& game, int work) { return impl_->think(game, work); }

Action Player::take() {
  Action a = impl_->ready.value_or(Action{});
  impl_->ready.reset();
  return a;
}

Action Player::choose(const Game& game) {
  if (game.over()) return Action{};
  while (!think(game, 1 << 20)) {
  }
  return take();
}

GameRecord playGame(Level french, Level allied, std::uint64_t seed, const Options& options) {
  Game g = Game::newGame(options, seed);
  Player fr(french, seed * 2 + 1), al(allied, seed * 2 + 2);
  GameRecord rec;
  while (!g.over() && rec.actions < 20000) {
    Player& p = g.step().acting == Side::French ? fr : al;
    const Action a = p.choose(g);
    if (std::holds_alternative<Refusal>(g.apply(a))) {
      rec.refused = true;
      break;
    }
    ++rec.actions;
  }
  const GameState& s = g.state();
  rec.winner = s.winner;
  rec.turns = s.turn;
  rec.frenchLost = s.frenchLost;
  rec.alliedLost = s.alliedLost;
  rec.exited = s.exited;
  rec.hash = g.hash();
  return rec;
}

}  // namespace naw::ai
