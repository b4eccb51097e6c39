// The rules code's access to Game (internal to w20_engine; not for front ends). Each group
// says which file defines it.
//
// OWNERSHIP: the functions under "combat.cpp", "morale.cpp" and "victory.cpp" are written by
// the combat helper (branch e2). Until they land, e2_stubs.cpp defines each of them as a
// stated placeholder (no combat is possible, no morale check is made); delete e2_stubs.cpp
// when combat.cpp / morale.cpp / victory.cpp define them.
#pragma once

#include <optional>
#include <vector>

#include "games/w20/game.h"

namespace w20 {

struct Rules {
  // ---- sequence.cpp: the sequence of play (W8) as a state machine.
  // Begin phase p of the current turn (what happens when it begins) and go on through every
  // phase that passes by itself, until one waits for a player or the game is over.
  static void beginPhase(Game& g, Phase p);
  // The current phase is over: run the automatic steps that follow it (end of a player turn,
  // W8 steps 3 and 5; next turn; victory after turn 10) and begin the next phase.
  static void endPhase(Game& g);
  // The phase that follows p in the turn (StartOfNight/EndOfTurn only on night turns).
  static Phase nextPhase(Phase p, int turn);
  // Whether the phase passes by itself now (protocol, Phases), on public information only.
  static bool passes(const Game& g);

  // ---- movement.cpp (W9, W25, W11, W13)
  static std::optional<Refusal> checkMove(const Game& g, const Action& a);
  static void applyMove(Game& g, const Action& a, Outcome& out);
  static std::optional<Refusal> checkMarch(const Game& g, const Action& a);
  static void applyMarch(Game& g, const Action& a);
  static std::optional<Refusal> checkDisengage(const Game& g, const Action& a);  // and penetrate
  static void applyDisengage(Game& g, const Action& a, Outcome& out);
  // 15.1c: at the end of every movement phase, face-up cavalry turns up adjacent enemies.
  static void scoutAfterMovement(Game& g);

  // ---- fog.cpp (W29)
  static void turnUp(Game& g, int u, Outcome* out);              // a dummy is removed
  static void nightFaceDown(Game& g);                            // 15.2
  static std::vector<int> dummyHexes(const Game& g, int dummy);  // where a returning dummy may go
  // W29: the phasing dummy adjacent to an enemy counter when its combat phase begins.
  static void removePhasingDummy(Game& g);

  // ---- setup.cpp (W3, W27 placement, W29 returns)
  static std::optional<Refusal> checkDeploy(const Game& g, const Action& a);
  static void applyDeploy(Game& g, const Action& a);

  // ---- events.cpp (W24)
  static void applyEvent(Game& g, Outcome& out);

  // ---- morale_index.cpp: the index arithmetic every part uses (12.1, 12.2, W21)
  // Adds delta (clamped to 0..10, 12.1) and logs it; no victory check.
  static void changeMorale(Game& g, Side side, int delta, MoraleReason reason);
  // W21: spending `points` would leave the index at 1 or more.
  static bool canSpend(const Game& g, Side side, int points);

  // ---- combat.cpp (E2): countercharge (W12), declaration and resolution (W14-W19)
  // The combat phase begins (after the phasing dummy is removed, W29): fix the obligations.
  static void beginCombat(Game& g);
  // Countercharge, Declare, Resolve, Defend, Roll, Lose, Retreat, Advance, AdvanceNone, and
  // End in a combat phase (and End in a countercharge phase while a combat is unfinished).
  static std::optional<Refusal> checkCombat(const Game& g, const Action& a);
  static void applyCombat(Game& g, const Action& a, Outcome& out);
  // The combat actions legal now: in a combat phase every one, `end` included; in a
  // countercharge phase the countercharges and the steps of one in progress only (legal.cpp
  // adds the disengagements, penetrations and `end`); while a combat step is owed, its
  // choices.
  static void combatActions(const Game& g, std::vector<Action>& out);
  // What the combat in progress owes (Defend, Roll, Lose, Retreat, Advance) and from whom;
  // Owed::None when nothing.
  static Owed combatOwed(const Game& g, Side& who, std::uint32_t& units);

  // ---- morale.cpp (E2): rally (W27), routed recovery (17.2), LOC check (W22 M7), night (M5)
  static void endOfPlayerTurn(Game& g, Side side);  // W8 steps 3 and 5
  static void nightMorale(Game& g);                 // M5, on entering end-of-turn
  static bool rallyOwed(const Game& g, Side side);  // this side has a unit to roll for
  static std::optional<Refusal> checkRally(const Game& g, const Action& a);
  static void applyRally(Game& g, const Action& a, Outcome& out);

  // ---- victory.cpp (E2): 14.0, W28
  static void checkVictory(Game& g);  // at once after a morale change (14.1-14.3)
  static void finalVictory(Game& g);  // after turn 10 (14.2)
};

}  // namespace w20
