#include "games/w20/ai/ai.h"

#include "games/w20/ai/decide.h"
#include "games/w20/ai/knowledge.h"

namespace w20::ai {

namespace {
constexpr const char* kNames[] = {"random", "greedy", "easy", "normal", "hard"};
}  // namespace

std::optional<Level> levelByName(std::string_view name) {
  for (int i = 0; i < 5; ++i)
    if (name == kNames[i]) return static_cast<Level>(i);
  return std::nullopt;
}

const char* levelName(Level level) { return kNames[static_cast<int>(level)]; }

const Action* firstOf(const std::vector<Action>& legal, ActionKind kind) {
  for (const Action& a : legal)
    if (a.kind == kind) return &a;
  return nullptr;
}

Action rollWithBattery(const Game& b, bool mp) {
  const Action withBattery = rollAction(mp, true);
  return b.check(withBattery) ? rollAction(mp, false) : withBattery;
}

Action Player::choose(const Game& game) {
  const Side side = game.step().acting;
  // Everything below sees only the believed game: what `side` may know (W29).
  const Game belief = beliefGame(game, side);
  Action a;
  if (level_ == Level::Random) {
    std::vector<Action> legal = belief.legalActions();
    std::vector<Action> plain;
    for (const Action& x : legal)
      if (x.kind != ActionKind::Reveal) plain.push_back(x);
    a = plain.empty() ? endAction() : plain[rng_.below(static_cast<std::uint32_t>(plain.size()))];
  } else if (level_ == Level::Greedy) {
    a = greedyAction(belief, side);
  } else {
    a = plannedAction(belief, side, level_, judged_);
  }
  const Action real = toRealAction(belief, game, a);
  stalled_ = false;
  if (!game.check(real)) return real;
  if (!game.check(endAction())) {
    ++refused_;
    return endAction();
  }
  const std::vector<Action> legal = game.legalActions();
  for (const Action& x : legal)
    if (x.kind != ActionKind::Reveal) {
      ++refused_;
      return x;
    }
  // Only turning own counters up is legal and `end` is refused: the engine is stuck (an
  // unmet obligation that no declaration can meet); not the level's fault.
  stalled_ = true;
  return legal.empty() ? endAction() : legal.front();
}

std::vector<Action> playOwed(Game& game, Player& player, Side side, const Observer& observe) {
  std::vector<Action> out;
  const int turn = game.state().turn;
  const Phase phase = game.state().phase;
  while (!game.over() && game.step().acting == side && game.state().turn == turn &&
         game.state().phase == phase && out.size() < 2000) {
    const Action a = player.choose(game);
    game.apply(a);
    out.push_back(a);
    if (observe) observe(game, a);
  }
  return out;
}

GameResult playGame(std::uint64_t seed, const Options& options, Level french, Level allied) {
  Game g = Game::newGame(seed, options);
  Player players[2] = {Player(french, seed * 2 + 1), Player(allied, seed * 2 + 2)};
  GameResult r;
  while (!g.over() && r.actions < 20000) {
    Player& p = players[sideIndex(g.step().acting)];
    g.apply(p.choose(g));
    ++r.actions;
    if (p.stalled()) {
      r.stalled = true;
      break;
    }
  }
  r.winner = g.state().winner;
  r.hash = g.hash();
  r.turn = g.state().turn;
  r.morale = {g.state().morale[0], g.state().morale[1]};
  r.refusals = players[0].refusals() + players[1].refusals();
  return r;
}

}  // namespace w20::ai
