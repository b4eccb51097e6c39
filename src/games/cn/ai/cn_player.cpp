#include "games/cn/ai/cn_player.h"

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
    case PlayerLevel::Hard:
      c.passes = 3;
      c.orders = 2;
      c.setupVariants = 4;
      break;
  }
  return c;
}

void Player::restart(const Game& game) {
  queue_.clear();
  at_ = 0;
  ready_.reset();
  planning_ = false;
  const State& s = game.state();
  if (s.step == StepKind::Move) {
    mover_.start(game, config_.eval, config_.passes, config_.orders);
    planning_ = true;
  } else if (s.step == StepKind::Declare) {
    queue_ = planSetup(game, config_.eval, config_.setupVariants);
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
    if (mover_.step()) {
      planning_ = false;
      queue_ = mover_.actions(game);
      at_ = 0;
    }
  }
  if (planning_) return false;
  const StepKind step = game.state().step;
  if (step == StepKind::ChooseAttack) {
    ready_ = chooseResolve(game, config_.eval);
    ++work_;
  } else if (step == StepKind::Advance) {
    ready_ = chooseAdvance(game, config_.eval);
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
      queue_ = planSetup(g, config_.eval, 1);
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
