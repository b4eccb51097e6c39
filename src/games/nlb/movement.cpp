// Movement (N6), zones of control (N8), night (N3), reinforcements (N15), exit (N16).
#include <algorithm>

#include "games/nlb/game.h"

namespace nlb {

namespace {

std::string hexName(const Game& g, int i) { return naw::formatHex(g.rules().hexAt(i)); }

bool isMovement(Phase p) { return p == Phase::FrenchMove || p == Phase::AlliedMove; }

}  // namespace

bool Game::inEnemyZoc(int hex, int side) const {
  return hex >= 0 && field(side).zoc[static_cast<std::size_t>(hex)];  // N8: never a chateau
}

// One pass over the units: enemy-occupied hexes and the enemy's zones (N8: never a chateau).
const Game::Field& Game::field(int side) const {
  if (fields_.where != s_.where) {
    fields_.where = s_.where;
    fields_.valid = {false, false};
  }
  Field& f = fields_.field[static_cast<std::size_t>(side)];
  if (fields_.valid[static_cast<std::size_t>(side)]) return f;
  f.enemy.fill(0);
  f.zoc.fill(0);
  for (int u = 0; u < unitCount(); ++u) {
    const int h = s_.where[static_cast<std::size_t>(u)];
    if (h < 0 || sideOf(u) == side) continue;
    f.enemy[static_cast<std::size_t>(h)] = 1;
    for (int d = 0; d < 6; ++d) {
      const int n = board().neighbor(h, d);
      if (n >= 0 && !board().chateau(n)) f.zoc[static_cast<std::size_t>(n)] = 1;
    }
  }
  fields_.valid[static_cast<std::size_t>(side)] = true;
  return f;
}

// Cheapest costs (halves) from the sources within budget: a bucket queue (costs are small).
// A hex in an enemy zone is entered but not left (N8), except a source (a unit may not
// start its move in one: the callers refuse that); at night it is not entered (N3);
// enemy-occupied hexes are never entered; friendly ones are passed freely (N6).
void Game::search(const Field& f, const std::pair<int, int>* sources, int nSources, int budget,
                  Paths& p, int target) const {
  p.best.fill(-1);
  p.prev.fill(-1);
  // A bucket queue without allocation: entries (hex, next) in one fixed array, chained per
  // cost. A hex is pushed only on a strict improvement, from a neighbour processed once (or
  // as a source), so at most seven times: the array cannot overflow.
  struct Entry {
    std::int16_t hex, next;
  };
  std::array<Entry, kMaxHexes * 7 + 1> queue;
  std::array<std::int16_t, 64> head;
  head.fill(-1);
  int size = 0;
  auto push = [&](int cost, int hex) {
    queue[static_cast<std::size_t>(size)] = {static_cast<std::int16_t>(hex),
                                             head[static_cast<std::size_t>(cost)]};
    head[static_cast<std::size_t>(cost)] = static_cast<std::int16_t>(size++);
  };
  budget = std::min(budget, 63);
  std::array<std::uint8_t, kMaxHexes> source{};
  for (int k = 0; k < nSources; ++k) {
    const auto [hex, cost] = sources[k];
    if (cost > budget) continue;
    source[static_cast<std::size_t>(hex)] = 1;
    std::int16_t& b = p.best[static_cast<std::size_t>(hex)];
    if (b < 0 || cost < b) {
      b = static_cast<std::int16_t>(cost);
      push(cost, hex);
    }
  }
  const bool dark = night();
  for (int c = 0; c <= budget; ++c) {
    if (target >= 0 && p.best[static_cast<std::size_t>(target)] >= 0 &&
        c >= p.best[static_cast<std::size_t>(target)])
      break;  // every cheaper hex is done: the target's cost and path are final
    for (int k = head[static_cast<std::size_t>(c)]; k >= 0;
         k = queue[static_cast<std::size_t>(k)].next) {
      const int h = queue[static_cast<std::size_t>(k)].hex;
      if (p.best[static_cast<std::size_t>(h)] != c) continue;
      if (!source[static_cast<std::size_t>(h)] && f.zoc[static_cast<std::size_t>(h)])
        continue;  // N8: stops there
      for (int d = 0; d < 6; ++d) {
        const int n = board().neighbor(h, d);
        if (n < 0 || f.enemy[static_cast<std::size_t>(n)]) continue;
        if (dark && f.zoc[static_cast<std::size_t>(n)]) continue;  // N3
        const int nc = c + board().stepCostHalves(h, d);
        if (nc > budget) continue;
        std::int16_t& b = p.best[static_cast<std::size_t>(n)];
        if (b < 0 || nc < b) {
          b = static_cast<std::int16_t>(nc);
          p.prev[static_cast<std::size_t>(n)] = static_cast<std::int16_t>(h);
          push(nc, n);
        }
      }
    }
  }
}

// N15 with R8: a pool unit may enter when a reinforcement group in force (the standard
// schedule, or the one its side's Grouchy chit selects) draws on its pool from this turn on,
// and, for a group of strength-movement slots, a slot of its kind is still free (which
// counters fill the slots is the owner's choice at entry).
bool Game::reinforcementDue(int unit) const {
  const naw::UnitDef& d = rules().unit(unit);
  if (s_.where[static_cast<std::size_t>(unit)] != kInPool || d.arrivalTurn <= 0 ||
      !isMovement(s_.phase) || sideOf(unit) != sideToMove())
    return false;
  const std::string pool = d.variantPool ? "5v" : std::to_string(d.arrivalTurn);
  for (const naw::ReinforcementGroup& grp : rules().scenario().groups) {
    if (grp.side != d.side || grp.pool != pool || s_.turn < grp.turn) continue;
    const int chit = s_.chits[d.side == naw::Side::French ? 0 : 1];
    const bool inForce =
        s_.grouchy ? std::find(grp.chits.begin(), grp.chits.end(), chit) != grp.chits.end()
                   : grp.standard;
    if (!inForce) continue;
    if (grp.takeAll) return true;
    int slots = 0, used = 0;
    for (const naw::Slot& sl : grp.slots)
      if (sl.strength == d.strength && sl.movement == d.movement) ++slots;
    for (int v = 0; v < unitCount(); ++v) {
      const naw::UnitDef& e = rules().unit(v);
      const int w = s_.where[static_cast<std::size_t>(v)];
      if (w != kInPool && w != kUnavailable && e.arrivalTurn > 0 &&
          e.variantPool == d.variantPool && e.side == d.side && e.strength == d.strength &&
          e.movement == d.movement)
        ++used;
    }
    if (used < slots) return true;
  }
  return false;
}

std::vector<int> Game::entryHexes() const {
  const Field& f = field(sideToMove());
  auto open = [&](int h) {
    return !f.enemy[static_cast<std::size_t>(h)] && !f.zoc[static_cast<std::size_t>(h)];
  };
  std::vector<int> out;
  for (int h = 0; h < board().size(); ++h)
    if (board().isEntry(h) && open(h)) out.push_back(h);
  if (!out.empty()) return out;
  // N15 (9.14): every hex of column 23 blocked: the nearest open board-edge hexes.
  for (int col = 22; col >= 1 && out.empty(); --col)
    for (int h = 0; h < board().size(); ++h)
      if (board().isEdge(h) && rules().hexAt(h).col == col && open(h)) out.push_back(h);
  return out;
}

int Game::entryCostHalves(int h) const {
  const int k = s_.entered[static_cast<std::size_t>(h)] + 1;  // N15: the k-th unit
  return (k + 1) / 2 * board().edgeEntryHalves(h);
}

std::optional<Refusal> Game::checkEnter(const Action& a, int* cost) const {
  if (a.unit < 0 || a.unit >= unitCount() || a.pathLength < 1)
    return Refusal{"syntax", "enter UNIT HEX"};
  if (!isMovement(s_.phase)) return Refusal{"N3", "units enter in a movement phase"};
  if (sideOf(a.unit) != sideToMove()) return Refusal{"N15", "not the owner's movement phase"};
  if (s_.where[static_cast<std::size_t>(a.unit)] != kInPool)
    return Refusal{"N15", "not a reinforcement waiting to enter"};
  if (!reinforcementDue(a.unit))
    return Refusal{"N15", "not due to enter now (the schedule, or the Grouchy chits' groups)"};
  const int h = a.path[0];
  const auto open = entryHexes();
  if (std::find(open.begin(), open.end(), h) == open.end())
    return Refusal{"N15", (board().onMap(h) ? hexName(*this, h) : std::string("that hex")) +
                              " is not an open entry hex (column 23, or the nearest open edge hex "
                              "when all of column 23 is enemy-held or controlled)"};
  const int c = entryCostHalves(h);
  if (c > allowanceHalves(a.unit))
    return Refusal{"N15", "the column cost of entering at " + hexName(*this, h) +
                              " exceeds the unit's allowance"};
  if (cost) *cost = c;
  return std::nullopt;
}

std::optional<Refusal> Game::checkMove(const Action& a, std::vector<int>* hexes) const {
  if (a.unit < 0 || a.unit >= unitCount() || a.pathLength < 1 || a.pathLength > kMaxPath)
    return Refusal{"syntax", "move UNIT HEX [HEX ...]"};
  if (!isMovement(s_.phase)) return Refusal{"N3", "units move in a movement phase"};
  if (sideOf(a.unit) != sideToMove()) return Refusal{"N6", "not the owner's movement phase"};
  const int from = s_.where[static_cast<std::size_t>(a.unit)];
  if (from == kInPool) return Refusal{"N15", "a reinforcement enters first (enter UNIT HEX)"};
  if (from < 0) return Refusal{"N6", "the unit is not on the map"};
  if (inEnemyZoc(from, sideOf(a.unit)))
    return Refusal{"N8", "a unit in an enemy zone of control cannot leave its hex"};
  for (int k = 0; k < a.pathLength; ++k)
    if (!board().onMap(a.path[static_cast<std::size_t>(k)]))
      return Refusal{"N6", "the hex is not on the map"};
  const int left = leftHalves(a.unit);
  const int side = sideOf(a.unit);
  if (!a.byPath) {
    const int to = a.path[0];
    if (to == from) return Refusal{"N6", "the unit is already there"};
    const Field& f = field(side);
    Paths p;
    search(f, from, left, p, to);
    if (p.best[static_cast<std::size_t>(to)] < 0) {
      search(f, from, 31, p);  // farther, only to explain the refusal
      const int c = p.best[static_cast<std::size_t>(to)];
      // Say which rule keeps the unit out: enemy unit, night zone, zone on the way, or cost.
      for (int u = 0; u < unitCount(); ++u)
        if (s_.where[static_cast<std::size_t>(u)] == to && sideOf(u) != side)
          return Refusal{"N6", hexName(*this, to) + " holds an enemy unit"};
      if (night() && inEnemyZoc(to, side))
        return Refusal{"N3", "no unit enters an enemy zone of control in the night turn"};
      if (c < 0) return Refusal{"N8", "no path: zones of control stop the unit on the way"};
      return Refusal{"N6", "needs " + std::to_string(c / 2) + (c % 2 ? ".5" : "") +
                               " MP, the unit has " + std::to_string(left / 2) +
                               (left % 2 ? ".5" : "") + " left"};
    }
    if (hexes) {
      std::vector<int> path;
      for (int h = to; h != from; h = p.prev[static_cast<std::size_t>(h)]) path.push_back(h);
      std::reverse(path.begin(), path.end());
      *hexes = path;
    }
    return std::nullopt;
  }
  // A path given hex by hex (it may start with the unit's own hex).
  int at = from, cost = 0;
  std::vector<int> path;
  for (int k = 0; k < a.pathLength; ++k) {
    const int h = a.path[static_cast<std::size_t>(k)];
    if (k == 0 && h == from) continue;
    int dir = -1;
    for (int d = 0; d < 6; ++d)
      if (board().neighbor(at, d) == h) dir = d;
    if (dir < 0)
      return Refusal{"N6", hexName(*this, h) + " is not adjacent to " + hexName(*this, at)};
    if (at != from && inEnemyZoc(at, side))
      return Refusal{"N8", "a unit that enters an enemy zone of control stops there"};
    for (int u = 0; u < unitCount(); ++u)
      if (s_.where[static_cast<std::size_t>(u)] == h && sideOf(u) != side)
        return Refusal{"N6", hexName(*this, h) + " holds an enemy unit"};
    if (night() && inEnemyZoc(h, side))
      return Refusal{"N3", "no unit enters an enemy zone of control in the night turn"};
    cost += board().stepCostHalves(at, dir);
    if (cost > left)
      return Refusal{"N6", "the path needs more movement points than the unit has left"};
    path.push_back(h);
    at = h;
  }
  if (path.empty()) return Refusal{"N6", "the unit is already there"};
  if (hexes) *hexes = path;
  return std::nullopt;
}

std::optional<Refusal> Game::checkExit(const Action& a) const {
  if (a.unit < 0 || a.unit >= unitCount()) return Refusal{"syntax", "exit UNIT"};
  if (!isMovement(s_.phase)) return Refusal{"N3", "units exit in a movement phase"};
  if (sideOf(a.unit) != 0) return Refusal{"N16", "only French units may exit"};
  if (s_.phase != Phase::FrenchMove)
    return Refusal{"N16", "units exit in the French movement phase"};
  const int h = s_.where[static_cast<std::size_t>(a.unit)];
  if (h < 0) return Refusal{"N16", "the unit is not on the map"};
  const int c = board().exitHalves(h);
  if (c < 0) return Refusal{"N16", "units exit only from the exit hexes 0101-1001"};
  if (inEnemyZoc(h, 0))
    return Refusal{"N8", "a unit in an enemy zone of control cannot leave its hex"};
  if (c > leftHalves(a.unit)) return Refusal{"N16", "not enough movement points left to exit"};
  return std::nullopt;
}

std::vector<int> Game::reachable(int unit) const {
  std::vector<int> out;
  if (over() || !isMovement(s_.phase) || sideOf(unit) != sideToMove()) return out;
  const int from = s_.where[static_cast<std::size_t>(unit)];
  const Field& f = field(sideOf(unit));
  Paths p;
  if (from == kInPool) {
    if (!reinforcementDue(unit)) return out;
    // N15: every open entry hex a source at its column cost (entry hexes are never in an
    // enemy zone, entryHexes()): one search gives the union of the moves after entering.
    std::array<std::pair<int, int>, kMaxHexes> sources;
    int n = 0;
    for (int e : entryHexes()) sources[static_cast<std::size_t>(n++)] = {e, entryCostHalves(e)};
    search(f, sources.data(), n, allowanceHalves(unit), p);
  } else {
    if (from < 0 || f.zoc[static_cast<std::size_t>(from)]) return out;
    search(f, from, leftHalves(unit), p);
    p.best[static_cast<std::size_t>(from)] = -1;
  }
  // Dense indices ((col-1)*17 + row-1) run in ascending hex number.
  for (int h = 0; h < board().size(); ++h)
    if (p.best[static_cast<std::size_t>(h)] >= 0) out.push_back(h);
  return out;
}

bool Game::canExit(int unit) const {
  if (over() || s_.phase != Phase::FrenchMove || sideOf(unit) != 0) return false;
  const int from = s_.where[static_cast<std::size_t>(unit)];
  const Field& f = field(0);
  if (from < 0 || f.zoc[static_cast<std::size_t>(from)]) return false;
  Paths p;
  search(f, from, leftHalves(unit), p);
  for (int h = 0; h < board().size(); ++h) {
    const int c = p.best[static_cast<std::size_t>(h)], x = board().exitHalves(h);
    if (c >= 0 && x >= 0 && c + x <= leftHalves(unit) && !f.zoc[static_cast<std::size_t>(h)])
      return true;
  }
  return false;
}

}  // namespace nlb
