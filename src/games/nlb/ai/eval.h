// The computer's arithmetic of the advanced game: who stands where (a snapshot of the map as
// a side sees it), the value of losses to each army (N18/N19: points, and the nearness of the
// levels that end the game), the expected value of an attack from the table's odds (N10), and
// the positional value of a unit standing on a hex (victory hexes, terrain, enemy threat).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "games/nlb/game.h"

namespace nlb::ai {

// Units per hex from the state (on-map units only: the enemy's pool is never looked at).
struct Snapshot {
  std::array<std::array<std::int16_t, 4>, kMaxHexes> at{};
  std::array<std::uint8_t, kMaxHexes> count{};
  std::array<std::int8_t, kMaxHexes> side{};  // -1 empty, else the side holding the hex
  std::vector<int> enemyHexes;                // of the viewing side's enemy
  explicit Snapshot(const Game& g, int viewer);
  // Keeps it current as planned moves are applied (the enemy hexes stay as they were).
  void move(int unit, int unitSide, int from, int to);
};

// Weights a level plays with.
struct Style {
  double threat = 1.0;    // fear of the enemy's next attack on a hex
  double approach = 0.3;  // per hex nearer an objective
  double minEv = 0.5;     // an attack plan is made only above this expected value
  int orderings = 1;      // hard: several plans compared (a node budget, not a clock)
  double noise = 0.0;     // easy: random perturbation of positional scores
  bool simulate = false;  // hard: attacks valued by playing out each die face
  int playouts = 0;       // hard: movement plans compared by this many playouts each
  // A unit moved to attack never stops next to an enemy hex not planned as a target (each
  // such contact is an attack owed, N9, often at hopeless odds).
  bool cleanContacts = false;
};

// The position's material and ground as `side` sees it: the enemy armies' casualty levels
// minus its own, each growing faster as the army nears the level that ends the game (N18),
// the points of the victory hexes held (N19), and a won or lost game.
double materialValue(const Game& g, int side);

// Points an army's losses of `strength` are worth to its enemy (N19 points, raised as the
// army nears the level that ends the game, N18; the level itself is worth the game).
double lossValue(const Game& g, Army army, int strength);
double lossValueOf(const Game& g, const std::vector<int>& units);  // each unit's own army

// An attack declaration's units: adjacent attackers, defenders, bombarders.
struct AttackParts {
  std::vector<int> adjacent, defenders, bombarders;
};
AttackParts partsOf(const Action& attack);

// Probability of each result (Ae Ar Ex Dr De) at a column of the table.
std::array<double, 5> resultOdds(const Game& g, int column);

// Expected value, for the attacker, of an attack by `adjacent` + `bombarders` on `defenders`
// at `column`.
double attackValue(const Game& g, const std::vector<int>& adjacent,
                   const std::vector<int>& defenders, int column);
// Same for a declaration the engine accepts (its column from nlb::oddsColumn).
double attackValue(const Game& g, const Action& attack);

// Terrain multiplier of a hex for defence (N11, without the stream test).
int hexMultiplier(const Game& g, int hex);

// Value to `side` of unit `unit` standing on `hex` after its move: victory hexes to take,
// nearness to its objectives, terrain, minus the threat of enemy units within reach.
double positionValue(const Game& g, const Snapshot& snap, int side, int unit, int hex,
                     const Style& style);

}  // namespace nlb::ai
