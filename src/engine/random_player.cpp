#include "random_player.h"

#include <algorithm>

#include "internals.h"

namespace naw {

namespace {
template <class T>
void shuffle(std::vector<T>& v, Rng& rng) {  // Fisher-Yates with our own bounded draw
  for (std::size_t i = v.size(); i > 1; --i)
    std::swap(v[i - 1], v[rng.below(static_cast<std::uint32_t>(i))]);
}
}  // namespace

Action RandomPlayer::choose(const Game& g) {
  switch (g.step().kind) {
    case StepKind::Move:
      return chooseMovement(g);
    case StepKind::DeclareAttack:
      return chooseAttack(g);
    case StepKind::AdvanceAfterCombat:
      if (rng_.below(2) == 0) {
        Action a;
        a.type = ActionType::DeclineAdvance;
        return a;
      }
      return pickAny(g);
    case StepKind::ArtilleryRetreat:
      if (rng_.below(4) != 0) {
        Action a;
        a.type = ActionType::DeclineRetreat;
        return a;
      }
      return pickAny(g);
    default:
      return pickAny(g);
  }
}

Action RandomPlayer::pickAny(const Game& g) {
  auto all = g.legalActions();
  if (all.empty()) return Action{};
  return all[rng_.below(static_cast<std::uint32_t>(all.size()))];
}

Action RandomPlayer::chooseMovement(const Game& g) {
  const GameState& s = g.state();
  const Rules& r = g.rules();
  const int key = s.turn * 8 + static_cast<int>(s.phase);
  if (key != phaseKey_) {
    phaseKey_ = key;
    considered_.fill(false);
  }
  const Side side = phasingSide(s.phase);
  std::vector<int> candidates;
  for (int u = 0; u < s.unitCount; ++u) {
    if (considered_[static_cast<std::size_t>(u)] || r.unit(u).side != side) continue;
    if (s.units[u].status == UnitStatus::Waiting ? g.canEnter(u)
                                                 : (s.units[u].status == UnitStatus::OnMap))
      candidates.push_back(u);
  }
  shuffle(candidates, rng_);
  for (int u : candidates) {
    considered_[static_cast<std::size_t>(u)] = true;
    if (rng_.below(5) == 0) continue;  // leave some units where they are
    Action a;
    a.unit = u;
    if (s.units[u].status == UnitStatus::Waiting) {
      std::vector<Hex> open;
      for (Hex h : r.scenario().entryHexes) {
        const int i = r.index(h);
        if (Internals::entryOpen(g, u, i) && Internals::count(s, side, i) == 0) open.push_back(h);
      }
      if (open.empty()) continue;
      a.type = ActionType::Enter;
      a.hex = open[rng_.below(static_cast<std::uint32_t>(open.size()))];
      return a;
    }
    a.type = ActionType::Exit;
    if (side == Side::French && r.isExit(s.units[u].hex) && !Internals::checkExit(g, a)) return a;
    Internals::computeReach(g, u, reach_);
    std::vector<int> free;
    const int hexIndices = r.map().indexSize();  // index order is ascending hex order
    for (int i = 0; i < hexIndices; ++i)
      if (reach_.cost[static_cast<std::size_t>(i)] > 0 && Internals::count(s, side, i) == 0)
        free.push_back(i);
    if (free.empty()) continue;
    a.type = ActionType::Move;
    for (int k = free[rng_.below(static_cast<std::uint32_t>(free.size()))];
         reach_.parent[static_cast<std::size_t>(k)] != -2;
         k = reach_.parent[static_cast<std::size_t>(k)])
      a.path.push_back(r.hexAt(k));
    std::reverse(a.path.begin(), a.path.end());
    return a;
  }
  Action end;
  end.type = ActionType::EndPhase;
  if (!g.check(end)) return end;
  return pickAny(g);  // stacked by someone else's moves: any legal action (an undo exists)
}

Action RandomPlayer::chooseAttack(const Game& g) {
  const GameState& s = g.state();
  const Rules& r = g.rules();
  const std::vector<int> owed = g.obligations();
  Action end;
  end.type = ActionType::EndPhase;
  if (owed.empty()) return optionalAttack(g);
  const int o = owed[rng_.below(static_cast<std::uint32_t>(owed.size()))];
  const Side side = phasingSide(s.phase);
  std::vector<int> mine, theirs;
  for (int u = 0; u < s.unitCount; ++u)
    if (s.units[u].status == UnitStatus::OnMap && !(s.units[u].flags & kFought))
      (r.unit(u).side == side ? mine : theirs).push_back(u);
  // Simple attack shapes first: one defender, a random set of the units touching it.
  std::vector<int> targets;
  if (r.unit(o).side == side) {
    for (int d : theirs)
      if (r.adjacent(s.units[o].hex, s.units[d].hex)) targets.push_back(d);
  } else {
    targets.push_back(o);
  }
  shuffle(targets, rng_);
  for (int d : targets) {
    for (int attempt = 0; attempt < 4; ++attempt) {
      Action a;
      a.type = ActionType::Attack;
      a.defenders = {d};
      for (int u : mine) {
        const bool adj = r.adjacent(s.units[u].hex, s.units[d].hex);
        const bool must = u == o || (attempt == 3 && adj);
        if (adj && (must || rng_.below(2) == 0))
          a.attackers.push_back(u);
        else if (!adj && Internals::canBombardNow(g, u) &&
                 r.canBombard(s.units[u].hex, s.units[d].hex) && rng_.below(3) == 0)
          a.bombarders.push_back(u);
      }
      if (a.attackers.empty() && a.bombarders.empty()) continue;
      if (!g.check(a)) return a;
    }
  }
  // Shapes the quick tries missed (several defenders at once): the full list.
  std::vector<Action> all;
  Internals::enumerateAttacks(g, &all, false);
  if (all.empty()) return end;  // cannot happen while obligations remain (R7 keeps them meetable)
  return all[rng_.below(static_cast<std::uint32_t>(all.size()))];
}

// With nothing owed: now and then a voluntary attack (often a pure bombardment, 5.6), so
// that random games also reach 6.8 and bombardment results; at most a few per phase.
Action RandomPlayer::optionalAttack(const Game& g) {
  const GameState& s = g.state();
  const Rules& r = g.rules();
  Action end;
  end.type = ActionType::EndPhase;
  const int key = s.turn * 8 + static_cast<int>(s.phase);
  if (key != optionalKey_) optionalKey_ = key, optionalLeft_ = 3;
  if (optionalLeft_ <= 0 || rng_.below(2) == 0) return end;
  --optionalLeft_;
  const Side side = phasingSide(s.phase);
  std::vector<Action> candidates;
  for (int d = 0; d < s.unitCount; ++d) {
    if (s.units[d].status != UnitStatus::OnMap || (s.units[d].flags & kFought) ||
        r.unit(d).side == side)
      continue;
    Action a;
    a.type = ActionType::Attack;
    a.defenders = {d};
    for (int u = 0; u < s.unitCount; ++u) {
      if (s.units[u].status != UnitStatus::OnMap || (s.units[u].flags & kFought) ||
          r.unit(u).side != side)
        continue;
      if (r.adjacent(s.units[u].hex, s.units[d].hex))
        a.attackers.push_back(u);
      else if (Internals::canBombardNow(g, u) && r.canBombard(s.units[u].hex, s.units[d].hex))
        a.bombarders.push_back(u);
    }
    if (!a.attackers.empty() || !a.bombarders.empty()) candidates.push_back(a);
  }
  if (candidates.empty()) return end;
  Action a = candidates[rng_.below(static_cast<std::uint32_t>(candidates.size()))];
  if (!g.check(a)) return a;
  return end;
}

PlayoutResult playRandomGame(std::uint64_t seed, const Options& options) {
  Game g = Game::newGame(options, seed);
  RandomPlayer player(seed ^ 0x5DEECE66Dull);
  PlayoutResult out;
  while (!g.over() && out.actions < 100000) {
    const Action a = player.choose(g);
    if (std::holds_alternative<Refusal>(g.apply(a))) break;  // a bug: the fuzz test catches it
    ++out.actions;
  }
  out.hash = g.hash();
  out.winner = g.state().winner;
  return out;
}

}  // namespace naw
