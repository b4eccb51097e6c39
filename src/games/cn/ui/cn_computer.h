// The computer opponent on the Computer Napoleonics screen: a cn::ai::Player (easy, normal
// or hard) for the side Play::computer() names. think() thinks a few units of work
// (Player::think: one unit's square of a movement plan, one play-out, one set-up plan) and,
// once the action for the current step is ready, submit() sends it through Play so that the
// screen shows it as it shows a person's (the move's trail, the combat, the retreats). The
// screen calls it in every animation frame for a few milliseconds (cn_screen.cpp), so the
// page keeps drawing while the computer thinks; what it plays depends only on the position
// and the level, never on the frame rate. Native (cn_ui_core): tested in
// tests/ui/cn_computer_test.cpp.
#pragma once

#include <optional>
#include <string>

#include "cn_play.h"
#include "games/cn/ai/cn_player.h"

namespace cn::ui {

// Plain words for an action about to be applied to `game` ("IA moves 5763 - 5862 - 5962",
// "ia, ib with aa bombarding attack IA (3-1)"); with the outcome: the number and result.
std::string describeAction(const Game& game, const Action& action,
                           const Outcome* outcome = nullptr);
// The squares of an action, drawn outlined by the replay viewer: a move's path, the units of
// an attack, the unit resolved, advanced or exited, where they stand in `after` (the game
// the action led to).
std::vector<int> actionSquares(const Game& after, const Action& action);

class Computer {
 public:
  explicit Computer(ai::PlayerLevel level) : level_(level), player_(level) {}
  ai::PlayerLevel level() const { return level_; }

  // Thinks at most `work` units for the side to act (which must be the computer's); true
  // once its action for the current step is ready (false also when a person acts or the
  // game is over).
  bool think(const Play& play, int work);
  // Submits the ready action through `play` and returns it (nullopt if none is ready).
  std::optional<Action> submit(Play& play);
  // think() to the end, then submit(): one whole action.
  std::optional<Action> step(Play& play);

  // The last action played, in plain words (with its result for a combat).
  const std::string& lastAction() const { return last_; }

 private:
  ai::PlayerLevel level_;
  ai::Player player_;
  std::string last_;
  std::optional<Action> ready_;
  std::uint64_t readyFor_ = 0;  // the game's hash when ready_ was chosen
};

}  // namespace cn::ui
