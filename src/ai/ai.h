// naw::ai: the computer opponent (issue 6), for either side, at five levels.
//
// A Player acts only through naw::Game: it reads the position as its side may see it
// (Game::view, so no hidden Grouchy chit), looks ahead on private copies whose dice it sets
// itself (every die face, or dice drawn from its own seeded generator: never the game's
// future rolls), and returns actions the engine accepts for the current step.
//
// Work is bounded by counts (candidate plans, passes, dice samples), never by wall-clock
// time, so a given (level, seed, game) always gives the same actions on every build.
//
// Use from a single-threaded main loop (the web UI):
//     naw::ai::Player ai(naw::ai::Level::Normal, seed);
//     each frame:  if (ai.think(game, 1)) { game.apply(ai.take()); }
// think() does at most `work` units (one unit: one unit's best hex found in a movement plan
// — all its candidate hexes evaluated —, or one candidate attack/retreat/advance judged over
// the die faces) and returns true
// once an action for the game's current step is ready. A movement phase is planned once
// (spread over several think() calls) and then handed out one action per call. choose()
// is think() to completion. Hint button: a Player of the wanted level, think()/take() on the
// current game without applying (it never changes the game it is given).
//
// Levels (configFor; measured in tests/ai/strength-results.md):
//   random  uniformly random legal actions (naw::RandomPlayer)
//   greedy  one step: each unit once to its best hex by the evaluation (losses, exits,
//           French progress north, expected value of the attacks its contacts force this
//           phase); attacks by expected value over the die faces; retreats/advances/losses
//           one step ahead
//   easy    + values the contacts that outlast a combat phase (the opponent must attack)
//   normal  + a second pass over the units (coordinate descent)
//   hard    + counts a Dr against a unit with no safe hex as its destruction (6.4)
// Measured in wasm under node (tests/ai/strength-results.md): worst think(…, 1) call a few
// ms of CPU, worst whole phase ≈ 0.2 s CPU at every level.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "eval.h"
#include "game.h"

namespace naw::ai {

enum class Level : std::uint8_t { Random, Greedy, Easy, Normal, Hard };
const char* levelName(Level level);                      // "random", "greedy", ...
std::optional<Level> parseLevel(std::string_view name);  // nullopt if unknown

// How a level thinks: the evaluation's weights and the search's bounds (all counts).
struct Config {
  EvalParams eval;
  int variants = 1;     // movement plans built per phase
  int passes = 1;       // coordinate-descent passes per plan
  int samples = 0;      // own combat phase played out this many times per plan (0: static)
  double noise = 0.0;   // perturbation of destination scores in plans after the first
  int replies = 0;      // 1: each play-out goes on through the opponent's reply (its
                        // movement by a greedy plan, its combat) before the evaluation
  int replyPasses = 1;  // coordinate-descent passes of that opponent plan
  // Movement plans of the Allies: per printed strength point of a Prussian (reinforcement)
  // unit, per hex of movement beyond `pullRange` between it and the nearest French unit; a
  // reinforcement still off the map counts from its nearest entry hex plus one (7.0, 7.3).
  // 0: reinforcements enter only for an attack this turn (the old behaviour).
  double reinforcementPull = 0.02;
  int pullRange = 3;
};
Config configFor(Level level);

class Player {
 public:
  Player(Level level, std::uint64_t seed);
  Player(const Config& config, std::uint64_t seed);  // tuning and experiments
  ~Player();
  Player(Player&&) noexcept;
  Player& operator=(Player&&) noexcept;

  Level level() const;
  // Does at most `work` units of thinking about `game`'s current step (game not over);
  // true when an action is ready (then take() returns it). A changed game (another
  // position than the one being thought about) restarts the thinking.
  bool think(const Game& game, int work);
  Action take();
  // A legal action for the current step, thinking to completion.
  Action choose(const Game& game);
  // Total work units spent so far (for measurements).
  long workDone() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One complete game between two players from a fresh game (selfplay).
struct GameRecord {
  Winner winner = Winner::None;
  int turns = 0;
  int frenchLost = 0;
  int alliedLost = 0;
  int exited = 0;
  long actions = 0;
  bool refused = false;    // an action the engine refused (a bug)
  std::uint64_t hash = 0;  // Game::hash() of the final position
};
GameRecord playGame(Level french, Level allied, std::uint64_t seed, const Options& options = {});

}  // namespace naw::ai
