// Movement (4.0-4.6, ruling R7a), reinforcement entry (7.0-7.3, R8) and the French exit (R9).
#include <algorithm>

#include "internals.h"

namespace naw {

namespace {

int movementLeft(const Game& g, int unit) {
  return g.rules().unit(unit).movement - g.state().units[unit].mpUsed;
}

// Breadth-first search over hexes the unit may enter (4.2, 4.3), stopping on entering an
// enemy zone of control (4.5). The sources already hold their cost in `reach`.
void expand(const Game& g, Side side, int allowance, Reach& reach, const int* sources,
            int sourceCount) {
  const Rules& r = g.rules();
  const GameState& s = g.state();
  std::array<std::int16_t, kMaxHexIndex> queue;  // each hex is queued at most once
  int head = 0, tail = 0;
  for (int k = 0; k < sourceCount; ++k)
    queue[static_cast<std::size_t>(tail++)] = static_cast<std::int16_t>(sources[k]);
  while (head < tail) {
    const int h = queue[static_cast<std::size_t>(head++)];
    const int c = reach.cost[static_cast<std::size_t>(h)];
    if (c >= allowance) continue;
    // 4.5: a unit entering an enemy zone of control stops there. (A unit starting in one
    // never gets here: canMoveNow refuses it.)
    if (reach.parent[static_cast<std::size_t>(h)] != -2 && Internals::enemyZoc(r, s, side, h))
      continue;
    for (int d = 0; d < 6; ++d) {
      const int n = r.neighbor(h, d);
      if (n < 0 || reach.cost[static_cast<std::size_t>(n)] >= 0) continue;
      if (!r.traversableDir(h, d)) continue;         // 4.2: woods, woods-road hexsides
      if (Internals::enemyAt(s, side, n)) continue;  // 4.3
      reach.cost[static_cast<std::size_t>(n)] = static_cast<std::int8_t>(c + 1);
      reach.parent[static_cast<std::size_t>(n)] = static_cast<std::int16_t>(h);
      queue[static_cast<std::size_t>(tail++)] = static_cast<std::int16_t>(n);
    }
  }
}

}  // namespace

bool Internals::canMoveNow(const Game& g, int unit, Refusal* why) {
  const GameState& s = g.state();
  const Rules& r = g.rules();
  auto refuse = [&](const char* rule, std::string text) {
    if (why) *why = Refusal{rule, std::move(text)};
    return false;
  };
  const UnitDef& d = r.unit(unit);
  if (!isMovementPhase(s.phase)) return refuse("3.0", "units move only in a movement phase");
  if (d.side != phasingSide(s.phase))
    return refuse("4.0", d.id +
                             " belongs to the player who is not moving: each player moves only his "
                             "own units in his movement phase");
  if (s.units[unit].status != UnitStatus::OnMap) {
    if (s.units[unit].status == UnitStatus::Waiting)
      return refuse("7.1", d.id + " is a reinforcement not yet on the map: enter it first");
    return refuse("4.6", d.id + " is not on the map");
  }
  if (enemyZoc(r, s, d.side, s.units[unit].hex)) {
    // 4.5: frozen while in an enemy zone of control. (If it moved there this phase it
    // stopped on entering; otherwise it started there.)
    return refuse("4.5", d.id + " is in an enemy zone of control and cannot move");
  }
  if (movementLeft(g, unit) <= 0) return refuse("4.1", d.id + " has no movement points left");
  return true;
}

std::optional<Refusal> Game::movementBlocked(int unit) const {
  if (unit < 0 || unit >= s_.unitCount) return Refusal{"syntax", "no such unit"};
  if (s_.units[unit].status == UnitStatus::Waiting && canEnter(unit)) return std::nullopt;
  Refusal why;
  if (Internals::canMoveNow(*this, unit, &why)) return std::nullopt;
  return why;
}

bool Internals::groupSlotFree(const Game& g, int unit) {
  const GameState& s = g.state();
  const int gi = s.units[unit].group;
  if (gi < 0 || gi >= kMaxGroups || !(s.groupActive >> gi & 1u)) return false;
  const ReinforcementGroup& grp = g.rules().scenario().groups[static_cast<std::size_t>(gi)];
  if (grp.takeAll) return true;
  const Slot mine{g.rules().unit(unit).strength, g.rules().unit(unit).movement};
  for (std::size_t k = 0; k < grp.slots.size() && k < static_cast<std::size_t>(kMaxSlotsPerGroup);
       ++k)
    if (grp.slots[k] == mine && s.slotsLeft[static_cast<std::size_t>(gi)][k]) return true;
  return false;
}

bool Game::canEnter(int unit) const {
  if (unit < 0 || unit >= s_.unitCount) return false;
  if (!isMovementPhase(s_.phase) || sideOf(unit) != phasingSide(s_.phase)) return false;
  if (s_.units[unit].status != UnitStatus::Waiting || !Internals::groupSlotFree(*this, unit))
    return false;
  const int gi = s_.units[unit].group;
  if (s_.turn < rules_->scenario().groups[static_cast<std::size_t>(gi)].turn) return false;
  return rules_->unit(unit).movement >= 1;
}

// 7.2: never into an enemy-occupied entry hex or one in an enemy zone of control.
bool Internals::entryOpen(const Game& g, int unit, int hex) {
  const Side side = g.sideOf(unit);
  return g.rules().isEntry(hex) && !enemyAt(g.state(), side, hex) &&
         !enemyZoc(g.rules(), g.state(), side, hex);
}

void Internals::computeReach(const Game& g, int unit, Reach& reach) {
  reach.cost.fill(-1);
  reach.parent.fill(-1);
  const GameState& s = g.state();
  const Rules& r = g.rules();
  const Side side = g.sideOf(unit);
  if (s.units[unit].status == UnitStatus::Waiting) {
    if (!g.canEnter(unit)) return;
    std::vector<int> sources;
    for (Hex h : r.scenario().entryHexes) {
      const int i = r.index(h);
      if (!entryOpen(g, unit, i)) continue;
      reach.cost[static_cast<std::size_t>(i)] = 1;  // 7.1: entering costs one movement point
      sources.push_back(i);
    }
    std::sort(sources.begin(), sources.end());
    expand(g, side, r.unit(unit).movement, reach, sources.data(), static_cast<int>(sources.size()));
    return;
  }
  if (!canMoveNow(g, unit, nullptr)) return;
  const int start = s.units[unit].hex;
  reach.cost[static_cast<std::size_t>(start)] = 0;
  reach.parent[static_cast<std::size_t>(start)] = -2;  // the start: its own ZOC already checked
  expand(g, side, movementLeft(g, unit), reach, &start, 1);
}

std::vector<Hex> Game::reachable(int unit) const {
  std::vector<Hex> out;
  if (unit < 0 || unit >= s_.unitCount) return out;
  Reach reach;
  Internals::computeReach(*this, unit, reach);
  for (Hex h : rules_->map().hexes()) {
    const int i = rules_->index(h);
    if (reach.cost[static_cast<std::size_t>(i)] > 0) out.push_back(h);  // own hex (cost 0) excluded
  }
  return out;
}

std::vector<Hex> Game::pathTo(int unit, Hex to) const {
  std::vector<Hex> path;
  if (unit < 0 || unit >= s_.unitCount || !rules_->map().onMap(to)) return path;
  Reach reach;
  Internals::computeReach(*this, unit, reach);
  int i = rules_->index(to);
  if (reach.cost[static_cast<std::size_t>(i)] <= 0) return path;
  while (i >= 0 && reach.parent[static_cast<std::size_t>(i)] != -2) {
    path.push_back(rules_->hexAt(i));
    i = reach.parent[static_cast<std::size_t>(i)];
  }
  std::reverse(path.begin(), path.end());
  return path;
}

bool Game::canExit(int unit) const {
  if (unit < 0 || unit >= s_.unitCount || s_.phase != Phase::FrenchMovement ||
      sideOf(unit) != Side::French)
    return false;
  if (s_.units[unit].status != UnitStatus::OnMap) return false;
  Reach reach;
  Internals::computeReach(*this, unit, reach);
  const int allowance = movementLeft(*this, unit);
  for (Hex h : rules_->scenario().exitHexes) {
    const int i = rules_->index(h);
    const int c = reach.cost[static_cast<std::size_t>(i)];
    // R9: from an exit hex, with a movement point left, and not stopped there by a ZOC.
    if (c >= 0 && c < allowance && rules_->canExitFrom(i) &&
        !Internals::enemyZoc(*rules_, s_, Side::French, i))
      return true;
  }
  return false;
}

std::optional<Refusal> Internals::checkMove(const Game& g, const Action& a) {
  const Rules& r = g.rules();
  const GameState& s = g.state();
  Refusal why;
  if (!canMoveNow(g, a.unit, &why)) return why;
  if (a.path.empty()) return Refusal{"syntax", "a move needs at least one hex"};
  const UnitDef& d = r.unit(a.unit);
  const int left = movementLeft(g, a.unit);
  int at = s.units[a.unit].hex;
  for (std::size_t k = 0; k < a.path.size(); ++k) {
    const Hex h = a.path[k];
    const std::string where = formatHex(h);
    if (!r.map().onMap(h)) return Refusal{"4.6", where + " is not on the map"};
    const int i = r.index(h);
    if (!r.adjacent(at, i))
      return Refusal{
          "4.0", "units move hex by hex: " + where + " is not next to " + formatHex(r.hexAt(at))};
    if (r.map().at(h).terrain == Terrain::Woods)
      return Refusal{"4.2", where + " is woods: entry prohibited"};
    if (!r.traversable(at, i))
      return Refusal{"4.2", "woods-road hexes are entered or left only across a road hexside (" +
                                formatHex(r.hexAt(at)) + " to " + where + ")"};
    if (enemyAt(s, d.side, i)) return Refusal{"4.3", where + " holds an enemy unit"};
    at = i;
  }
  // Then the limits of the whole path: zones of control (4.5) and the allowance (4.1).
  for (std::size_t k = 0; k + 1 < a.path.size(); ++k)
    if (enemyZoc(r, s, d.side, r.index(a.path[k])))
      return Refusal{"4.5", "a unit must stop upon entering an enemy zone of control (" +
                                formatHex(a.path[k]) + ")"};
  if (static_cast<int>(a.path.size()) > left)
    return Refusal{"4.1", d.id + " would spend " + std::to_string(a.path.size()) +
                              " movement points with " + std::to_string(left) + " left"};
  return std::nullopt;
}

void Internals::doMove(Game& g, const Action& a) {
  GameState& s = g.s_;
  putOnMap(s, *g.rules_, a.unit, g.rules_->index(a.path.back()));
  s.units[a.unit].mpUsed = static_cast<std::uint8_t>(s.units[a.unit].mpUsed + a.path.size());
}

std::optional<Refusal> Internals::checkEnter(const Game& g, const Action& a) {
  const Rules& r = g.rules();
  const GameState& s = g.state();
  const UnitDef& d = r.unit(a.unit);
  if (d.side != phasingSide(s.phase))
    return Refusal{"7.0", d.id + " may enter only in its own side's movement phase"};
  // With the Grouchy variant the chit tables decide who comes when (9.3 French, 9.4 Prussian).
  const char* tableRule = d.side == Side::French ? "9.3" : "9.4";
  if (s.units[a.unit].status != UnitStatus::Waiting) {
    if (s.units[a.unit].status == UnitStatus::Unavailable && !d.start.valid()) {
      if (s.grouchy)
        return Refusal{tableRule, d.id + " does not come with this game's reinforcement code"};
      if (d.variantPool) return Refusal{"9.1", d.id + " comes only in the Grouchy variant"};
    }
    return Refusal{"7.0", d.id + " is not a reinforcement waiting to enter"};
  }
  const int gi = s.units[a.unit].group;
  const ReinforcementGroup& grp = r.scenario().groups[static_cast<std::size_t>(gi)];
  if (s.turn < grp.turn)
    return Refusal{grp.standard ? "7.0" : tableRule,
                   d.id + " arrives on game turn " + std::to_string(grp.turn)};
  if (!groupSlotFree(g, a.unit))
    return Refusal{"R8", "no " + std::to_string(d.strength) + "-" + std::to_string(d.movement) +
                             " place is left in its reinforcement group (9.3, 9.4)"};
  if (!r.map().onMap(a.hex) || !r.isEntry(r.index(a.hex)))
    return Refusal{"7.0", formatHex(a.hex) + " is not an entry hex (non-woods hexes of column 23)"};
  const int i = r.index(a.hex);
  if (enemyAt(s, d.side, i)) return Refusal{"7.2", formatHex(a.hex) + " is enemy occupied"};
  if (enemyZoc(r, s, d.side, i))
    return Refusal{"7.2", formatHex(a.hex) + " is in an enemy zone of control"};
  if (d.movement < 1) return Refusal{"7.1", d.id + " has no movement point to enter"};
  return std::nullopt;
}

void Internals::doEnter(Game& g, const Action& a) {
  GameState& s = g.s_;
  const Rules& r = *g.rules_;
  const int gi = s.units[a.unit].group;
  const ReinforcementGroup& grp = r.scenario().groups[static_cast<std::size_t>(gi)];
  if (!grp.takeAll) {  // R8: the owner's choice fills one matching slot
    const Slot mine{r.unit(a.unit).strength, r.unit(a.unit).movement};
    for (std::size_t k = 0; k < grp.slots.size() && k < static_cast<std::size_t>(kMaxSlotsPerGroup);
         ++k)
      if (grp.slots[k] == mine && s.slotsLeft[static_cast<std::size_t>(gi)][k]) {
        s.slotsLeft[static_cast<std::size_t>(gi)][k] = 0;
        break;
      }
  }
  putOnMap(s, r, a.unit, r.index(a.hex));
  s.units[a.unit].mpUsed = 1;  // 7.1
}

std::optional<Refusal> Internals::checkExit(const Game& g, const Action& a) {
  const Rules& r = g.rules();
  const GameState& s = g.state();
  const UnitDef& d = r.unit(a.unit);
  if (s.phase != Phase::FrenchMovement || d.side != Side::French)
    return Refusal{"R9", "only French units leave the map, in the French movement phase"};
  Refusal why;
  if (!canMoveNow(g, a.unit, &why)) return why;
  const int i = s.units[a.unit].hex;
  if (!r.isExit(i)) return Refusal{"R9", d.id + " is not on an exit hex (0101-1001, north edge)"};
  if (!r.canExitFrom(i))
    return Refusal{
        "R9", formatHex(r.hexAt(i)) + " is woods-road: units leave it only along its road (4.2)"};
  return std::nullopt;
}

void Internals::doExit(Game& g, const Action& a) {
  GameState& s = g.s_;
  const Rules& r = *g.rules_;
  takeOffMap(s, r, a.unit);
  s.units[a.unit].status = UnitStatus::Exited;
  ++s.units[a.unit].mpUsed;  // R9: leaving costs one movement point
  if (s.exited < 255) ++s.exited;
  checkVictory(s, r, s.frenchLost, s.alliedLost);  // 8.3: checked at once
}

}  // namespace naw
