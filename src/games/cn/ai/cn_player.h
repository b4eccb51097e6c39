// cn::ai::Player: the computer opponent of Computer Napoleonics at levels easy, normal and
// hard (random and greedy are h1's, behind the same seam), for either side, in every step:
// movement and exits (C6-C9), set-up (C11-C14, every C12 obligation met), resolution order
// (C15) and advances (C20); in solitaire it plays the Allies against threshold 60 (C22).
//
// It acts only through cn::Game: it reads the position (CN has no hidden information), never
// draws or forces the game's numbers, and returns only actions the engine accepts for the
// current step (each is checked before it is handed out). Work is bounded by counts, never
// by time: a given (level, game) always gives the same actions on every build.
//
// Use from a single-threaded main loop (the web UI):
//     cn::ai::Player ai(cn::ai::PlayerLevel::Normal);
//     each frame:  if (ai.think(game, 1)) game.apply(ai.take());
// think() does at most `work` units (one unit: one unit's best square in a movement plan;
// a whole set-up plan; one resolution or advance decision) and returns true once an action
// for the game's current step is ready. A movement phase is planned once and then handed out
// one action per call; a game changed by someone else restarts the thinking. choose() is
// think() to completion.
//
// Levels (configFor; measured in tests/cn_ai/strength-results.md):
//   easy    one pass over the units, no look at the enemy's coming attacks
//   normal  two passes, the enemy's threat next turn counted
//   hard    normal's plan and three others made with other weights (bolder, more cautious),
//           each played out to the end of the enemy's turn four times (cn_rollout.h), the
//           best kept; four set-up variants; as the French, the enemy's threat is left out
//           of the base weights (measured: 19/20 instead of 9/20 wins against random), and
//           an Allied point taken weighs 10% more per turn played (killTempo); the
//           play-outs of a movement phase end at the first round past a budget of 12,000
//           positions judged (moveBudget; 11,000 as the French, frenchMoveBudget): about
//           1 s of a phase in wasm at most
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "games/cn/ai/cn_combat_plan.h"
#include "games/cn/ai/cn_move_plan.h"

namespace cn::ai {

enum class PlayerLevel : std::uint8_t { Easy, Normal, Hard };
const char* playerLevelName(PlayerLevel level);                      // "easy", "normal", "hard"
std::optional<PlayerLevel> parsePlayerLevel(std::string_view name);  // nullopt if unknown

struct Config {
  EvalParams eval;
  int passes = 1;         // movement: coordinate-descent rounds over the units
  int orders = 1;         // movement: unit orders tried (the best plan kept)
  int setupVariants = 1;  // set-up: greedy orders tried (the best total kept)
  // Movement look-ahead (cn_rollout.h): a plan is made with each of these weights as well as
  // `eval`, and each distinct plan is played out `rollouts` times; the best mean is kept.
  std::vector<EvalParams> moveVariants;
  int rollouts = 0;
  // Work budget of a movement phase, in positions judged (evaluations(), cn_eval.h), not in
  // time: no new round of play-outs (one per plan) is begun once the phase's thinking has
  // judged this many; the plans are then compared over the rounds completed. 0: no limit.
  std::uint64_t moveBudget = 0;
  // The same for the French movement phases, when not 0.
  std::uint64_t frenchMoveBudget = 0;
  // The weights of the French phases, when they differ from `eval`.
  std::optional<EvalParams> frenchEval;
};
Config configFor(PlayerLevel level);

class Player {
 public:
  explicit Player(PlayerLevel level) : Player(configFor(level)) {}
  explicit Player(const Config& config) : config_(config) {}

  bool think(const Game& game, int work);
  Action take();
  Action choose(const Game& game);
  long workDone() const { return work_; }

 private:
  void restart(const Game& game);
  const EvalParams& params(const Game& game) const;
  Config config_;
  std::uint64_t expected_ = 0;  // the hash the game should have when asked next
  bool haveExpected_ = false;
  bool planning_ = false;
  MovePlanner mover_;
  // Look-ahead state: plans made so far, the variant being planned, the rollouts done.
  std::vector<std::vector<Action>> plans_;
  std::vector<Score> planScores_;
  std::size_t variant_ = 0;
  int rolloutsDone_ = 0;
  std::uint64_t rolloutSeed_ = 0;
  std::uint64_t evaluationsAtStart_ = 0;  // evaluations() when this movement plan was begun
  bool stepLookAhead(const Game& game);
  bool pickPlan();  // queue_ = the plan of the best play-out total; true
  std::vector<Action> queue_;
  std::size_t at_ = 0;
  std::optional<Action> ready_;
  Game shadow_ = Game::newGame(0);  // the game as it will be after the action handed out
  long work_ = 0;
};

// The next action of `level` for the current step of `game` (not over).
Action chooseAction(const Game& game, PlayerLevel level);

}  // namespace cn::ai
