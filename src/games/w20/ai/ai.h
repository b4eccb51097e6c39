// The Waterloo 20 computer opponent (namespace w20::ai). One decision at a time: a Player
// gives the action owed by the side that acts now, chosen only from what that side may see
// (rule 15, ruling W29): it works on knowledge.h's beliefGame, in which every face-down enemy
// counter and every enemy unit off the map has a canonical identity that depends on the view
// alone, and the dice generator is a hash of that view. Whatever sits under a face-down
// counter, the decision is the same (tests/w20_ai: the no-peek test).
//
// Levels: random (a random legal action); greedy (the one-ply baseline: every unit toward
// the nearest enemy, the best-odds attacks, no Morale Points); easy, normal, hard (eval.h:
// each move judged by the attacks it sets up, the exposure it leaves and the objectives it
// threatens; attacks chosen by expected morale; Morale Points spent when they pay). hard also
// judges each of its declarations, Morale Points and retreats by playing every die face on
// the believed position. The look-ahead is bounded by a count of positions judged, never by
// the clock, so that native and wasm play the same game.
//
// For a front end (the page runs the computer a slice per frame): Player::choose is one
// decision; its cost is bounded (a few hundred positions judged at hard), so calling it once
// per frame is enough. playOwed / playGame are the batch forms (naw-cli `ai`, `selfplay`).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "games/w20/game.h"

namespace w20::ai {

enum class Level { Random, Greedy, Easy, Normal, Hard };
std::optional<Level> levelByName(std::string_view name);  // "random" "greedy" "easy" ...
const char* levelName(Level level);

class Player {
 public:
  explicit Player(Level level, std::uint64_t seed = 1) : level_(level) { rng_.state = seed; }
  Level level() const { return level_; }
  // The action for the side that acts now in `game` (which must not be over), as that side
  // knows the position; always one the engine accepts (if the level's choice were refused, a
  // bug, the first legal action is given instead and refusals() counts it).
  Action choose(const Game& game);
  int refusals() const { return refused_; }
  // The last choice found the engine stuck: nothing legal but turning own counters up, and
  // `end` refused (an engine fault, reported; batch play stops the game there).
  bool stalled() const { return stalled_; }
  // Positions judged so far (the look-ahead's work; a budget, never the clock).
  long judged() const { return judged_; }

 private:
  Level level_;
  core::Rng rng_;
  int refused_ = 0;
  long judged_ = 0;
  bool stalled_ = false;
};

// Called after each action applied (naw-cli prints it).
using Observer = std::function<void(const Game& after, const Action& applied)>;

// naw-cli `ai`: `side` gives every command it owes until the other side owes something, the
// phase changes with nothing of its own owed, or the game ends. Returns the actions applied.
std::vector<Action> playOwed(Game& game, Player& player, Side side,
                             const Observer& observe = nullptr);

// A whole game, each side at its level (a bound on the number of actions guards loops).
struct GameResult {
  Winner winner = Winner::None;
  int turn = 0;
  std::array<int, 2> morale{};
  long actions = 0;
  int refusals = 0;
  bool stalled = false;    // stopped where the engine was stuck (Player::stalled)
  std::uint64_t hash = 0;  // Game::hash() of the final position
};
GameResult playGame(std::uint64_t seed, const Options& options, Level french, Level allied);

}  // namespace w20::ai
