// Fog of War (15.0, rulings W29, W30): turning counters up and down, the dummies.
#include "games/w20/combat_internal.h"
#include "games/w20/rules.h"

namespace w20 {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }
}  // namespace

void Rules::turnUp(Game& g, int u, Outcome* out) {
  UnitState& us = g.s_.units[z(u)];
  if (us.status != UnitStatus::Map || us.faceUp) return;
  us.faceUp = true;
  if (out) out->revealed |= bit(u);
  if (Game::roster()[u].type == UnitType::Dummy) {  // 15.3: removed the moment it is revealed
    us.status = UnitStatus::Removed;
    us.hex = kNoHex;
    us.routed = false;
    // W14: obligations that involve a removed dummy lapse: its own; the ones it alone
    // caused (combat_declare.cpp's unmet, by the ZOC); those only it could still have met
    // (when its owner turns it up during the declarations, 15.1a).
    g.s_.obligedAttackers &= ~bit(u);
    g.s_.obligedDefenders &= ~bit(u);
    combat::lapseStrandedObligations(g, g.s_);
    if (out) out->removed |= bit(u);
  }
}

void Rules::nightFaceDown(Game& g) {
  if (!g.s_.fog) return;
  for (UnitState& us : g.s_.units)
    if (us.status == UnitStatus::Map) us.faceUp = false;  // 15.2
}

// W29: a vacant hex adjacent (W10) to one of the owner's units on the map and adjacent to no
// enemy counter.
std::vector<int> Rules::dummyHexes(const Game& g, int dummy) {
  std::vector<int> out;
  const Side side = Game::roster()[dummy].side;
  for (int h = 0; h < kHexes; ++h)
    if (g.unitAt(h) == kNoUnit && g.adjacentToSide(h, side) && !g.adjacentToSide(h, enemyOf(side)))
      out.push_back(h);
  return out;
}

void Rules::removePhasingDummy(Game& g) {
  if (!g.s_.fog) return;
  const int dummy = phasingSide(g.s_.phase) == Side::French ? kFrDummy : kAlDummy;
  const UnitState& us = g.unit(dummy);
  if (us.status == UnitStatus::Map && g.adjacentToSide(us.hex, enemyOf(phasingSide(g.s_.phase))))
    turnUp(g, dummy, nullptr);
}

}  // namespace w20
