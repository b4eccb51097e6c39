#include "games/cn/random_player.h"

#include "games/cn/setup_plan.h"

namespace cn {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }
int phaseKey(const State& s) { return s.turn * 8 + static_cast<int>(s.phase); }
}  // namespace

Action RandomPlayer::choose(const Game& g) {
  const State& s = g.state();
  if (phaseKey(s) != phaseKey_) {
    phaseKey_ = phaseKey(s);
    cursor_ = 0;
    plan_.clear();
    planAt_ = 0;
  }
  switch (s.step) {
    case StepKind::Move:
      return chooseMove(g);
    case StepKind::Declare:
      return chooseDeclare(g);
    case StepKind::ChooseAttack: {
      int open[kMaxAttacks];
      int n = 0;
      for (int i = 0; i < s.nAttacks; ++i)
        if (!s.attacks[z(i)].resolved) open[n++] = i;
      if (n == 0) return endAction();
      const int i = open[rng_.below(static_cast<std::uint32_t>(n))];
      return resolveAction(s.attacks[z(i)].defenders[0]);
    }
    case StepKind::Advance: {
      if (rng_.below(2) == 0) {
        const auto options = g.advanceOptions();
        if (!options.empty()) {
          const auto& o = options[rng_.below(static_cast<std::uint32_t>(options.size()))];
          return advanceAction(o.first, o.second);
        }
      }
      return declineAdvanceAction();
    }
    case StepKind::GameOver:
      break;
  }
  return endAction();
}

Action RandomPlayer::chooseMove(const Game& g) {
  const State& s = g.state();
  const Side side = phasingSide(s.phase);
  while (cursor_ < kUnits) {
    const int u = cursor_++;
    if (theRoster().unit(u).side != side || g.movementBlocked(u)) continue;
    if (rng_.below(2) != 0) continue;
    if (g.canExitNow(u) && rng_.below(2) == 0) return exitAction(u);
    g.reach(u, reach_);
    std::array<bool, kSquares> occupied{};
    for (int v = 0; v < kUnits; ++v)
      if (s.units[z(v)].status == UnitStatus::OnMap) occupied[z(s.units[z(v)].square)] = true;
    int n = 0;
    for (int sq = 0; sq < kSquares; ++sq)
      if (reach_.cost[z(sq)] > 0 && !occupied[z(sq)]) ++n;
    if (n == 0) continue;
    int pick = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n)));
    for (int sq = 0; sq < kSquares; ++sq) {
      if (reach_.cost[z(sq)] <= 0 || occupied[z(sq)]) continue;
      if (pick-- == 0) {
        const int c = reach_.cost[z(sq)];
        int path[5];
        int x = sq;
        for (int i = c - 1; i >= 0; --i, x = reach_.from[z(x)]) path[i] = x;
        return moveAction(u, path, c);
      }
    }
  }
  return endAction();
}

Action RandomPlayer::chooseDeclare(const Game& g) {
  const State& s = g.state();
  if (plan_.empty() && planAt_ == 0) {
    plan_ = planObligedAttacks(g, &rng_);
    // Optional bombardments of single defenders by artillery not used in the plan.
    std::uint64_t usedA = 0, usedD = 0;
    for (const Action& a : plan_) {
      for (int k = 0; k < a.nAttackers; ++k) usedA |= bit(a.attackers[z(k)]);
      for (int k = 0; k < a.nDefenders; ++k) usedD |= bit(a.defenders[z(k)]);
    }
    const Side side = phasingSide(s.phase);
    for (int art = 0; art < kUnits; ++art) {
      const UnitDef& d = theRoster().unit(art);
      if (d.side != side || d.type != UnitType::Artillery || (usedA & bit(art)) ||
          g.statusOf(art) != UnitStatus::OnMap || rng_.below(2) != 0)
        continue;
      for (int t = 0; t < kUnits; ++t) {
        if (theRoster().unit(t).side == side || g.statusOf(t) != UnitStatus::OnMap) continue;
        if (distance(g.squareOf(art), g.squareOf(t)) != 2 || g.inEnemyZoc(art) ||
            !Game::lineOfFireOpen(g.squareOf(art), g.squareOf(t)))
          continue;
        // Join the planned attack on t if it is many-against-one with room, else a new one.
        bool joined = false;
        for (Action& a : plan_)
          if (a.nDefenders == 1 && a.defenders[0] == t && a.nAttackers + a.nBombarders < 6) {
            a.bombarders[a.nBombarders++] = static_cast<std::int8_t>(art);
            joined = true;
            break;
          }
        if (!joined) {
          if (usedD & bit(t)) continue;
          plan_.push_back(declareAction({}, {t}, {art}));
          usedD |= bit(t);
        }
        usedA |= bit(art);
        break;
      }
    }
  }
  while (planAt_ < plan_.size()) {
    const Action a = plan_[planAt_++];
    if (!g.check(a)) return a;
  }
  return endAction();
}

PlayoutResult playRandomGame(std::uint64_t seed, bool solitaire) {
  Game g = Game::newGame(seed, solitaire);
  RandomPlayer p(seed ^ 0x5DEECE66Dull);
  PlayoutResult r;
  while (!g.over() && r.actions < 100000) {
    const Action a = p.choose(g);
    g.apply(a);
    ++r.actions;
  }
  r.hash = g.hash();
  r.winner = g.state().winner;
  r.turn = g.state().turn;
  return r;
}

}  // namespace cn
