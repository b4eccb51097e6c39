// Rules code shared by the engine's .cpp files (not part of the public face: see game.h).
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "game.h"

namespace naw {

// Breadth-first movement costs from one unit's position (R7a): cost[i] = MP spent to end
// on hex i (-1 unreachable), parent[i] = previous hex (-1 at the start or entry hex).
struct Reach {
  std::array<std::int8_t, kMaxHexIndex> cost;
  std::array<std::int16_t, kMaxHexIndex> parent;
};

struct Internals {
  // --- occupancy and zones of control (4.5)
  static void putOnMap(GameState& s, const Rules& r, int unit, int hex);
  static void takeOffMap(GameState& s, const Rules& r, int unit);
  static bool enemyZoc(const Rules& r, const GameState& s, Side side, int hex);
  static bool enemyAt(const GameState& s, Side side, int hex) {
    return s.occupancy[static_cast<int>(enemyOf(side))][static_cast<std::size_t>(hex)] > 0;
  }
  static int count(const GameState& s, Side side, int hex) {
    return s.occupancy[static_cast<int>(side)][static_cast<std::size_t>(hex)];
  }
  static int unitAt(const Rules& r, const GameState& s, Side side, int hex, int except = -1);

  // --- sequence of play (3.0) and victory (8.0)
  static void beginMovementPhase(Game& g);
  static void beginCombatPhase(Game& g);  // fixes the obligations (R7)
  static std::optional<Refusal> endPhase(Game& g);
  // Removes a unit as a loss (8.0: printed strength). Does not check victory.
  static void eliminate(GameState& s, const Rules& r, int unit);
  // 8.1-8.4 / R9: decides the game after losses that started from these totals.
  static void checkVictory(GameState& s, const Rules& r, int frenchBefore, int alliedBefore);
  static void gameOver(GameState& s, Winner w);

  // --- movement (4.0, 7.0, R7a, R9)
  static bool canMoveNow(const Game& g, int unit, Refusal* why);
  static void computeReach(const Game& g, int unit, Reach& reach);  // empty if it cannot move
  static bool groupSlotFree(const Game& g, int unit);
  static bool entryOpen(const Game& g, int unit, int hex);  // 7.2
  static std::optional<Refusal> checkMove(const Game& g, const Action& a);
  static std::optional<Refusal> checkEnter(const Game& g, const Action& a);
  static std::optional<Refusal> checkExit(const Game& g, const Action& a);
  static void doMove(Game& g, const Action& a);
  static void doEnter(Game& g, const Action& a);
  static void doExit(Game& g, const Action& a);

  // --- combat (5.0-6.8)
  static bool canBombardNow(const Game& g, int unit);  // 5.6: artillery, not in an enemy ZOC
  static std::optional<Refusal> checkAttackShape(const Game& g, const Action& a,
                                                 Action* normalized);
  static int attackOdds(const Game& g, const Action& a);  // final column incl. 8.2 shift
  static std::optional<Refusal> checkAttack(const Game& g, const Action& a, Action* normalized);
  static Outcome doAttack(Game& g, const Action& a);
  static std::optional<Refusal> checkRetreat(const Game& g, const Action& a);
  static void doRetreat(Game& g, const Action& a);
  static void doDeclineRetreat(Game& g);
  static std::optional<Refusal> checkAdvance(const Game& g, const Action& a);
  static void doAdvance(Game& g, const Action& a);
  static void doDeclineAdvance(Game& g);
  static std::optional<Refusal> checkLosses(const Game& g, const Action& a);
  static void doLosses(Game& g, const Action& a);
  static void continueCombat(Game& g);  // runs the result's stages until a choice is owed
  static std::vector<RetreatOption> retreatOptionsIn(const Game& g, const GameState& s, int unit,
                                                     bool voluntary);
  static int rollDie(Game& g);

  // --- obligations (R7)
  // Can every remaining obligation still be met by attacks possible now, with the given
  // units (bit per unit) counted as unavailable?
  static bool obligationsFeasible(const Game& g, const GameState& s,
                                  const std::array<bool, kMaxUnits>* exclude = nullptr);
  static void fixObligations(Game& g);    // at the start of a combat phase
  static void lapseObligations(Game& g);  // after an attack is fully resolved
  static bool requiredBombarder(const Game& g, const GameState& s, int unit);  // 6.5, R7
  // How often the feasibility search hit its node budget and assumed "feasible" (tests
  // assert it stays 0; a diagnostic counter, not game state).
  static long budgetExhausted;

  // --- enumeration (legal actions)
  static void enumerateAttacks(const Game& g, std::vector<Action>* out, bool stopAtFirst);
};

}  // namespace naw
