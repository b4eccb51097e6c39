#include "games/cn/ai/cn_player.h"

#include "games/cn/ai/cn_rollout.h"

namespace cn::ai {

const char* playerLevelName(PlayerLevel level) {
  switch (level) {
    case PlayerLevel::Easy:
      return "easy";
    case PlayerLevel::Normal:
      return "normal";
    case PlayerLevel::Hard:
      return "hard";
  }
  return "?";
}

std::optional<PlayerLevel> parsePlayerLevel(std::string_view name) {
  if (name == "easy") return PlayerLevel::Easy;
  if (name == "normal") return PlayerLevel::Normal;
  if (name == "hard") return PlayerLevel::Hard;
  return std::nullopt;
}

Config configFor(PlayerLevel level) {
  Config c;
  switch (level) {
    case PlayerLevel::Easy:
      c.eval.threat = false;
      c.passes = 1;
      break;
    case PlayerLevel::Normal:
      c.passes = 2;
      break;
    case PlayerLevel::Hard: {
      c.passes = 2;
      c.setupVariants = 4;
      c.rollouts = 4;
      EvalParams bold = c.eval;
      bold.threat = false;
      EvalParams pushing = c.eval;
      pushing.threatPercent = 25;
      pushing.drBonus = 300;
      EvalParams careful = c.eval;
      careful.threatPercent = 100;
      c.moveVariants = {bold, pushing, careful};
      // At most ~0.7 s of thinking per phase in the browser: in wasm under node a position
      // judged costs ~47 us (0.92 s for 19,346 in the worst phase of seeds 1000-1002, turn 1,
      // before this budget); play-outs stop at the first round past 12,000, which with the
      // plans and one round of play-outs already made is at most ~15,000
      // (tests/cn_ai/strength-results.md).
      c.moveBudget = 12000;
      // The French must take T points and make seven exits in ten turns (C23): boldness
      // pays (tests/cn_ai/strength-results.md).
      c.frenchEval = bold;
      // The French phases judge a few more positions than the Allied ones with killTempo
      // (the worst phase of seeds 1000-1099: 15,608 against 15,402): their budget is 11,000
      // so that their worst phase stays under 1 s in wasm (14,228 judged at most; seeds
      // 1000-1099: 97/0/3 against random and 78/8/14 against greedy with it).
      c.frenchMoveBudget = 11000;
      // ... and a point taken now is worth more than one taken later: 10% more per turn
      // played (killTempo). Seeds 1000-1039: 40/40 wins against random instead of 37/40,
      // 32/40 against greedy instead of 35/40 (tests/cn_ai/strength-results.md).
      c.frenchEval->killTempo = 10;
      break;
    }
  }
  return c;
}

const EvalParams& Player::params(const Game& game) const {
  return config_.frenchEval && phasingSide(game.state().phase) == Side::French ? *config_.frenchEval
                                                                               : config_.eval;
}

void Player::restart(const Game& game) {
  expected_ = game.hash();  // thinking about this position until an action is ready
  haveExpected_ = true;
  queue_.clear();
  at_ = 0;
  ready_.reset();
  planning_ = false;
  const State& s = game.state();
  if (s.step == StepKind::Move) {
    mover_.start(game, params(game), config_.passes, config_.orders);
    planning_ = true;
    plans_.clear();
    planScores_.clear();
    variant_ = 0;
    rolloutsDone_ = 0;
    rolloutSeed_ = game.hash() ^ 0x9E3779B97F4A7C15ull;
    evaluationsAtStart_ = evaluations();
  } else if (s.step == StepKind::Declare) {
    queue_ = planSetup(game, params(game), config_.setupVariants);
    queue_.push_back(endAction());
    ++work_;
  }
}

bool Player::think(const Game& game, int work) {
  if (game.over()) return false;
  if (ready_) return true;
  if (!haveExpected_ || game.hash() != expected_) restart(game);
  while (planning_ && work > 0) {
    --work;
    ++work_;
    if (stepLookAhead(game)) {
      planning_ = false;
      at_ = 0;
    }
  }
  if (planning_) return false;
  const StepKind step = game.state().step;
  if (step == StepKind::ChooseAttack) {
    ready_ = chooseResolve(game, params(game));
    ++work_;
  } else if (step == StepKind::Advance) {
    ready_ = chooseAdvance(game, params(game));
    ++work_;
  } else {
    // Hand out the plan, skipping anything the engine would refuse.
    while (at_ < queue_.size() && game.check(queue_[at_])) ++at_;
    if (at_ < queue_.size()) {
      ready_ = queue_[at_++];
    } else if (!game.check(endAction())) {
      ready_ = endAction();
    } else if (step == StepKind::Move) {
      ready_ = undoAction();  // a stack left by a refused step (5.3): take a move back
    } else {
      // An unmet obligation (should not happen): the plain star decomposition.
      Game g = game;
      queue_ = planSetup(g, params(game), 1);
      queue_.push_back(endAction());
      at_ = 0;
      while (at_ < queue_.size() && game.check(queue_[at_])) ++at_;
      ready_ = at_ < queue_.size() ? queue_[at_++] : endAction();
    }
  }
  // Remember the position the game will be in after this action.
  shadow_ = game;
  if (std::holds_alternative<Refusal>(shadow_.apply(*ready_))) {
    haveExpected_ = false;
  } else {
    expected_ = shadow_.hash();
    haveExpected_ = true;
  }
  return true;
}

// One unit of movement thinking; true when queue_ holds the chosen plan.
bool Player::stepLookAhead(const Game& game) {
  if (!mover_.done()) {
    if (!mover_.step()) return false;
    std::vector<Action> plan = mover_.actions(game);
    bool seen = false;
    for (const auto& p : plans_) seen |= p == plan;
    if (!seen) plans_.push_back(std::move(plan));
    if (variant_ < config_.moveVariants.size() && config_.rollouts > 0) {
      mover_.start(game, config_.moveVariants[variant_++], config_.passes, config_.orders);
      return false;
    }
    if (config_.rollouts <= 0 || plans_.size() == 1) {
      queue_ = plans_.front();
      return true;
    }
    planScores_.assign(plans_.size(), 0);
    return false;
  }
  // Rollouts: plan i, play-out r; the same numbers for every plan (common random numbers).
  const std::size_t i = static_cast<std::size_t>(rolloutsDone_) % plans_.size();
  const int r = rolloutsDone_ / static_cast<int>(plans_.size());
  const std::uint64_t budget =
      config_.frenchMoveBudget > 0 && phasingSide(game.state().phase) == Side::French
          ? config_.frenchMoveBudget
          : config_.moveBudget;
  if (i == 0 && r > 0 && budget > 0 && evaluations() - evaluationsAtStart_ >= budget)
    return pickPlan();  // the budget is spent: compare the plans over the rounds done
  core::Rng rng;
  rng.state = rolloutSeed_ + static_cast<std::uint64_t>(r) * 0xD1B54A32D192ED03ull;
  planScores_[i] += rolloutValue(game, plans_[i], params(game), rng);
  if (++rolloutsDone_ < config_.rollouts * static_cast<int>(plans_.size())) return false;
  return pickPlan();
}

bool Player::pickPlan() {
  std::size_t best = 0;
  for (std::size_t k = 1; k < plans_.size(); ++k)
    if (planScores_[k] > planScores_[best]) best = k;
  queue_ = plans_[best];
  return true;
}

Action Player::take() {
  Action a = ready_ ? *ready_ : endAction();
  ready_.reset();
  return a;
}

Action Player::choose(const Game& game) {
  while (!think(game, 1 << 20)) {
  }
  return take();
}

Action chooseAction(const Game& game, PlayerLevel level) {
  Player p(level);
  return p.choose(game);
}

}  // namespace cn::ai
