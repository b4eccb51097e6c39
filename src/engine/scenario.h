// A scenario as data (assets/scenario-*.txt): which map, counters and table it uses, the
// turn track, entry and exit hexes, victory thresholds and the reinforcement groups, both
// for the standard game and for each Grouchy chit (9.3, 9.4, ruling R8). A later scenario
// (another edition, a campaign) is another asset, not another engine.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hex.h"
#include "units.h"

namespace naw {

// A strength-movement slot of a reinforcement pool: "one 5-4" (R8).
struct Slot {
  int strength = 0;
  int movement = 0;
  friend bool operator==(Slot a, Slot b) {
    return a.strength == b.strength && a.movement == b.movement;
  }
};

struct ReinforcementGroup {
  Side side = Side::Allied;
  bool standard = false;    // in force in the standard game (no Grouchy variant)
  std::vector<int> chits;   // else: in force when the side's Grouchy chit is one of these
  int turn = 0;             // first game turn its counters may enter (7.3: or later)
  std::string pool;         // counters whose arrival code is this ("3", "5v")
  bool takeAll = true;      // every counter of the pool, or only...
  std::vector<Slot> slots;  // ...these strength-movement slots, filled by the owner's choice
};

struct Scenario {
  std::string name;
  std::string mapAsset, unitsAsset, crtAsset;
  std::vector<std::string> turnNames;  // one per game turn; size() is the number of turns
  std::vector<Hex> entryHexes;         // 7.0, R8
  std::vector<Hex> exitHexes;          // R9
  std::string turnLabelFormat;         // "{turn} pm": how a turn is shown ("" : its name)
  int lossThreshold = 40;              // 8.1, 8.2
  int exitUnits = 7;                   // 8.3
  int chitRevealTurn = 0;              // 9.0, R8: Grouchy chits known from it (0: at the end)
  std::vector<ReinforcementGroup> groups;

  int turns() const { return static_cast<int>(turnNames.size()); }
  // Player-turns of the whole game: one per side per game turn (3.0; a dice chain's length).
  int playerTurns() const { return 2 * turns(); }
  // The turn as the player reads it: "1 pm" (turn 1).
  std::string turnLabel(int turn) const;
  // 9.0, R8: whether both sides' Grouchy chits are known at this turn.
  bool chitsRevealed(int turn, bool over) const {
    return over || (chitRevealTurn > 0 && turn >= chitRevealTurn);
  }
  static std::optional<Scenario> parse(std::string_view text, std::string* error = nullptr);
};

}  // namespace naw
