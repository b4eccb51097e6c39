#include "games/w20/random_player.h"

#include <vector>

namespace w20 {

namespace {
int phaseKey(const State& s) { return s.turn * 16 + static_cast<int>(s.phase); }
}  // namespace

Action RandomPlayer::choose(const Game& g) {
  const State& s = g.state();
  if (phaseKey(s) != phaseKey_) {
    phaseKey_ = phaseKey(s);
    cursor_ = 0;
    marchTried_ = false;
  }
  if (isMovePhase(s.phase) && g.step().owed == Owed::None) return chooseMove(g);
  std::vector<Action> legal = g.legalActions();
  std::vector<Action> plain;
  for (const Action& a : legal)
    if (a.kind != ActionKind::Reveal) plain.push_back(a);
  if (plain.empty() || (plain.size() < legal.size() && rng_.below(16) == 0)) {
    std::vector<Action> reveals;
    for (const Action& a : legal)
      if (a.kind == ActionKind::Reveal) reveals.push_back(a);
    if (!reveals.empty()) return reveals[rng_.below(static_cast<std::uint32_t>(reveals.size()))];
  }
  if (plain.empty()) return endAction();
  return plain[rng_.below(static_cast<std::uint32_t>(plain.size()))];
}

Action RandomPlayer::chooseMove(const Game& g) {
  const State& s = g.state();
  const Side side = phasingSide(s.phase);
  if (!marchTried_) {
    marchTried_ = true;
    if (rng_.below(8) == 0) {
      static constexpr Army kChoices[3] = {Army::AngloDutch, Army::Prussian, Army::None};
      const Action a = marchAction(side == Side::French ? Army::French : kChoices[rng_.below(3)]);
      if (!g.check(a)) return a;
    }
  }
  while (cursor_ < kUnits) {
    const int u = cursor_++;
    if (Game::roster()[u].side != side || g.movementBlocked(u)) continue;
    if (rng_.below(2) != 0) continue;
    const std::vector<int> ends = g.reachable(u);
    if (ends.empty()) continue;
    const int to = ends[rng_.below(static_cast<std::uint32_t>(ends.size()))];
    const std::vector<int> path = g.pathTo(u, to);
    const bool enter = g.unit(u).status == UnitStatus::Pending;
    return enter ? enterAction(u, path.data(), static_cast<int>(path.size()))
                 : moveAction(u, path.data(), static_cast<int>(path.size()));
  }
  return endAction();
}

PlayoutResult playRandomGame(std::uint64_t seed, const Options& options) {
  Game g = Game::newGame(seed, options);
  RandomPlayer player(seed ^ 0x5eed5eed5eed5eedull);
  PlayoutResult r;
  // A game is a few hundred actions; the bound only guards against a stuck loop.
  while (!g.over() && r.actions < 20000) {
    const Action a = player.choose(g);
    g.apply(a);
    ++r.actions;
  }
  r.hash = g.hash();
  r.winner = g.state().winner;
  r.turn = g.state().turn;
  r.morale = {g.state().morale[0], g.state().morale[1]};
  return r;
}

}  // namespace w20
