// What a tap means, and what the screen highlights: pure C++ over naw::ui::App, built
// natively and tested there. Every decision is the engine's: highlights are the hexes and
// units the engine offers (reachable, pathTo, legalActions, obligations, oddsFor), a tap
// sends the matching action through App::submit, and a tap that cannot be played is turned
// into the engine's refusal (rule number + plain words) by checking the action it would be.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "app.h"

namespace naw::ui {

// The units standing on `h` in `state` (index order).
std::vector<int> unitsAt(const Rules& rules, const GameState& state, Hex h);

// Movement highlights of one unit: where it may end its move, and which of those hexes are
// in an enemy zone of control (it must stop there, 4.5), asked of the engine on a copy.
// For a waiting reinforcement also the entry hexes it may use now (7.0, R8).
struct MoveHighlights {
  int unit = -1;
  std::vector<Hex> reach;
  std::vector<bool> mustStop;  // per reach entry
  std::vector<Hex> entries;
};
MoveHighlights moveHighlights(const Game& game, int unit);

// The live numbers of an attack being built (5.0-6.2): totals, which defenders are doubled
// (R3), the odds column the engine gives (or its refusal), the full odds, the demoralization
// shift (8.2) and the chance of each result on the Combat Results Table.
struct AttackInfo {
  int attack = 0;            // printed strengths of attackers + bombarders
  int defence = 0;           // defenders, doubled where their hex doubles them
  std::vector<int> doubled;  // defenders doubled by terrain
  int column = -1;           // the column the die is read on, -1 if refused
  int fullColumn = -1;       // the column without a voluntary reduction (6.2)
  int shift = 0;             // demoralization: +1 French attacks, -1 Allied attacks (8.2)
  std::optional<Refusal> refusal;
  std::array<int, 5> faces{};  // die faces giving Ae, Ar, Ee, Dr, De (CombatResult order)
};
AttackInfo attackInfo(const Game& game, const AttackDraft& draft);

// A tap on hex `h` of the map (the unit tapped, if several stand there: the top one).
// Selects, moves, enters, builds the attack, retreats, advances or picks Ee losses as the
// step asks. Returns true if the game or the selection changed.
bool tapHex(App& app, Hex h);

// The "why not" of moving `unit` to `h`: the engine's refusal of a move along the straight
// run of hexes towards `h` (or of the move the engine would have taken).
Refusal whyNotMove(const Game& game, int unit, Hex h);

// Moves (or brings in) `unit` to `h` along the engine's shortest path: Enter then Move for
// a reinforcement. The path shown afterwards is app.lastPath.
bool moveUnit(App& app, int unit, Hex h);

// Buttons of the panel, each one action through App::submit.
bool endPhase(App& app);
bool exitUnit(App& app, int unit);  // R9
bool declareAttack(App& app);       // the draft, as built
bool declineStep(App& app);         // DeclineAdvance / DeclineRetreat
bool chooseLosses(App& app);        // Ee: the units in app.draft.attackers
// Hot-seat: the next player is ready (the hand-over's button); turns the screen to that
// player's side when the players asked for it.
void readyForTurn(App& app);

// The units the step is about (marked on the map): those the engine offers to retreat,
// displace or advance, or the attackers on the map that may be lost to an Ee (6.3), in the
// order the engine lists them (Ee: unit order).
std::vector<int> stepUnits(const Game& game);

// The end of the game: its heading ("French victory", "Allied victory", "A draw") and the
// reason, in plain words with the rule (8.1-8.4).
std::string gameOverTitle(const Game& game);
std::string gameOverReason(const Game& game);

}  // namespace naw::ui
