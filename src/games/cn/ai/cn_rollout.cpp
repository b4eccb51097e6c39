#include "games/cn/ai/cn_rollout.h"

#include "games/cn/ai/cn_combat_plan.h"
#include "games/cn/ai/cn_move_plan.h"

namespace cn::ai {

namespace {

// Applies `a`, forcing a number of our own for a resolution; false if refused.
bool play(Game& g, const Action& a, core::Rng& rng) {
  if (a.type == ActionType::Resolve) g.forceNumbers({static_cast<int>(rng.below(10))});
  return !std::holds_alternative<Refusal>(g.apply(a));
}

// The opponent model's whole movement phase (the easy level's plan).
void enemyMoves(Game& g, core::Rng& rng) {
  EvalParams easy;
  easy.threat = false;
  MovePlanner m;
  m.start(g, easy, 1, 1);
  while (!m.step()) {
  }
  for (const Action& a : m.actions(g))
    if (!g.check(a)) play(g, a, rng);
  for (int guard = 0; guard < 50 && !g.over() && g.state().step == StepKind::Move; ++guard)
    play(g, g.check(endAction()) ? undoAction() : endAction(), rng);
}

}  // namespace

Score rolloutValue(const Game& game, const std::vector<Action>& plan, const EvalParams& params,
                   core::Rng& rng) {
  const Side me = phasingSide(game.state().phase);
  const int turn = game.state().turn;
  const Pos root = posOf(game);
  Game g = game;
  for (const Action& a : plan) {
    if (g.state().step != StepKind::Move) break;
    if (!g.check(a)) play(g, a, rng);
  }
  if (g.state().step == StepKind::Move && !g.check(endAction())) play(g, endAction(), rng);
  EvalParams enemyParams;
  enemyParams.threat = false;
  for (int guard = 0; guard < 400 && !g.over(); ++guard) {
    const State& s = g.state();
    if (isMovePhase(s.phase) && phasingSide(s.phase) == me && s.turn > turn) break;
    const Side acting = phasingSide(s.phase);
    const EvalParams& p = acting == me ? params : enemyParams;
    bool ok = true;
    switch (s.step) {
      case StepKind::Move:
        if (acting == me) {
          ok = false;  // our next movement: stop (should have broken above)
        } else {
          enemyMoves(g, rng);
        }
        break;
      case StepKind::Declare: {
        for (const Action& a : planSetup(g, p, 1))
          if (!g.check(a)) play(g, a, rng);
        if (g.check(endAction())) {
          ok = false;
          break;
        }
        play(g, endAction(), rng);
        break;
      }
      case StepKind::ChooseAttack:
        ok = play(g, chooseResolve(g, p), rng);
        break;
      case StepKind::Advance:
        ok = play(g, chooseAdvance(g, p), rng);
        break;
      case StepKind::GameOver:
        ok = false;
        break;
    }
    if (!ok) break;
  }
  const State& s = g.state();
  const Score big = 100000 * kPoint;
  if (s.winner == Winner::French) return me == Side::French ? big : -big;
  if (s.winner == Winner::Allied) return me == Side::Allied ? big : -big;
  // Points lost since the root, weighted as at the root (zero-sum), then the position.
  const Score material = root.loss(Side::Allied, s.alliedLost - root.alliedLost) *
                             killPercent(root, me, params) / 100 -
                         root.loss(Side::French, s.frenchLost - root.frenchLost);
  const Pos end = posOf(g);
  return (me == Side::French ? material : -material) + evaluate(end, me, params, false);
}

}  // namespace cn::ai
