// What a player can do: one Action per decision, checked and applied by Game::apply.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/refusal.h"
#include "hex.h"

namespace naw {

enum class ActionType : std::uint8_t {
  Move,            // unit along path (4.0, R7a); path excludes the unit's own hex
  Enter,           // reinforcement unit onto entry hex `hex` (7.0, R8)
  Exit,            // French unit off the map from its exit hex (R9)
  Undo,            // take back the last move/enter/exit of this movement phase (R7a)
  EndPhase,        // end the current movement or combat phase
  Attack,          // attackers + bombarders against defenders, optional lower odds (5.0, 6.1, 6.2)
  Retreat,         // unit retreats (or is displaced) to hex (6.4, 6.5, 6.8)
  DeclineRetreat,  // decline the optional artillery retreats of this attack (6.8)
  Advance,         // unit advances into hex (6.6)
  DeclineAdvance,  // no advance after combat (6.6)
  ChooseLosses,    // Ee: the attacker's losses (6.3, R6)
};
const char* actionTypeName(ActionType t);

struct Action {
  ActionType type = ActionType::EndPhase;
  int unit = -1;
  Hex hex;                      // Enter, Retreat, Advance
  std::vector<Hex> path;        // Move
  std::vector<int> attackers;   // Attack: adjacent attackers; ChooseLosses: units lost
  std::vector<int> bombarders;  // Attack: bombarding artillery (5.6-5.8)
  std::vector<int> defenders;   // Attack
  int oddsColumn = -1;          // Attack: announced lower odds (6.2), -1 for the full odds

  friend bool operator==(const Action& a, const Action& b) {
    return a.type == b.type && a.unit == b.unit && a.hex == b.hex && a.path == b.path &&
           a.attackers == b.attackers && a.bombarders == b.bombarders &&
           a.defenders == b.defenders && a.oddsColumn == b.oddsColumn;
  }
};

// Why an action was refused: the rule case or ruling ("4.5", "R7") and plain words.
using Refusal = core::Refusal;

}  // namespace naw
