// Retreat paths (9.8, ruling W18) and advance paths (9.9, W19), independent of how the game
// stores its position: the caller answers the questions of RetreatBoard from the position of
// the moment (combat.cpp adapts the game state to it).
#pragma once

#include <cstdint>
#include <vector>

namespace w20 {

// What a retreat needs to know of the position, for one retreating unit. Hexes are the
// caller's hex indexes (any non-negative ints); -1 is "no hex".
class RetreatBoard {
 public:
  virtual ~RetreatBoard() = default;
  // The on-map hexes sharing a side with `hex` (any hexside, rivers included): their number,
  // written to out[0..5].
  virtual int neighbours(int hex, int out[6]) const = 0;
  virtual int distance(int a, int b) const = 0;          // hexes on the grid, whatever the hexsides
  virtual bool unbridgedRiver(int a, int b) const = 0;   // the side a|b
  virtual bool bridge(int a, int b) const = 0;           // the side a|b carries a bridge
  virtual bool enemyOccupied(int hex) const = 0;         // any enemy counter (a dummy included)
  virtual bool friendlyOccupied(int hex) const = 0;      // another friendly counter
  virtual bool enemyZoc(int hex) const = 0;              // in the ZOC of an enemy unit now
  virtual const std::vector<int>& locHexes() const = 0;  // the retreating unit's army's (9.815)
};

// One candidate retreat path and what the priorities of W18 read from it.
struct RetreatPlan {
  std::vector<int> hexes;  // the hexes entered, in order (the start not included)
  bool full = false;       // as long as the retreat (else partial: the unit dies at its end)
  int zocHexes = 0;        // hexes entered in an enemy ZOC
  int friendlyHexes = 0;   // friendly-occupied hexes entered
  bool closerToLoc = false;
};

// W18: every path the owner may choose for a retreat of `length` hexes from `start`, after
// the three priorities: the full-length legal paths if any exist, else the longest legal
// partial paths (the unit is then eliminated at the end). Empty when the unit cannot leave
// its hex at all (eliminated in place). Paths are ordered by their hexes.
std::vector<RetreatPlan> allowedRetreats(const RetreatBoard& b, int start, int length);

// Why a given path is not allowed, as the rule case it breaks; empty if it is allowed.
// `plans` is allowedRetreats(b, start, length).
const char* retreatPathFault(const RetreatBoard& b, int start, int length,
                             const std::vector<RetreatPlan>& plans, const std::vector<int>& path);

// One hazard die owed along a retreat (9.812, 9.813): at step `index` of the path (0-based,
// the hex entered), a bridge crossing or an enemy ZOC; a bridge before a ZOC at one step (W18).
struct RetreatHazard {
  int index = 0;
  bool bridge = false;  // else an enemy ZOC
};
std::vector<RetreatHazard> retreatHazards(const RetreatBoard& b, int start,
                                          const std::vector<int>& path);

constexpr bool hazardKills(int die) { return die <= 3; }  // 9.812, 9.813: 1-3 eliminated

}  // namespace w20
