// Movement (C6, 5.0-5.4), zones of control (5.2), row 70 (C8, 5.6), exit (C9, 5.5), take-back.
#include "games/cn/rules.h"

namespace cn {

namespace {

// A square a unit of `side` may step into at all (ignoring zones of control and MP).
std::optional<Refusal> enterable(const Board& b, int sq, Side side) {
  if (!validSquare(sq)) return Rules::refuse("5.5", "off the map (only French exits, C9)");
  if (theMap().terrain(sq) == Terrain::Woods)
    return Rules::refuse("5.15", formatSquare(sq) + " is woods: impassable");
  if (side == Side::French && isRow70(sq))
    return Rules::refuse("5.6", "French units may never enter row 70");
  const int u = b.unit[static_cast<std::size_t>(sq)];
  if (u >= 0 && theRoster().unit(u).side != side)
    return Rules::refuse("C6", formatSquare(sq) + " holds an enemy unit");
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> Game::movementBlocked(int unit) const {
  if (over()) return Rules::refuse("C23", "the game is over");
  if (unit < 0 || unit >= kUnits) return Rules::refuse("syntax", "no such unit");
  if (!isMovePhase(s_.phase)) return Rules::refuse("C5", "units move only in a movement phase");
  const UnitDef& d = Rules::def(unit);
  if (d.side != phasingSide(s_.phase))
    return Rules::refuse("C5", d.id + " does not belong to the moving side");
  if (!Rules::onMap(s_, unit)) return Rules::refuse("C6", d.id + " is not on the map");
  if (d.type == UnitType::Garrison)
    return Rules::refuse("8.1", d.id + " is a garrison: never moves");
  if (inEnemyZoc(unit))
    return Rules::refuse("5.23", d.id + " stands in an enemy zone of control and cannot move");
  if (s_.units[static_cast<std::size_t>(unit)].mpUsed >= d.movement)
    return Rules::refuse("5.11", d.id + " has no movement points left");
  return std::nullopt;
}

void Game::reach(int unit, Reach& r) const {
  r.cost.fill(-1);
  if (movementBlocked(unit)) return;
  const Board b(s_);
  const UnitDef& d = Rules::def(unit);
  const int start = squareOf(unit);
  const int left = d.movement - s_.units[static_cast<std::size_t>(unit)].mpUsed;
  std::array<std::int16_t, kSquares> queue;
  int head = 0, tail = 0;
  r.cost[static_cast<std::size_t>(start)] = 0;
  r.from[static_cast<std::size_t>(start)] = kNoSquare;
  queue[static_cast<std::size_t>(tail++)] = static_cast<std::int16_t>(start);
  while (head < tail) {
    const int x = queue[static_cast<std::size_t>(head++)];
    const int k = r.cost[static_cast<std::size_t>(x)];
    if (k >= left) continue;
    if (x != start && b.enemyZoc(x, d.side)) continue;  // entering a controlled square stops (5.2)
    for (int dir = 1; dir <= 6; ++dir) {
      const int y = neighbour(x, dir);
      if (y == kNoSquare || r.cost[static_cast<std::size_t>(y)] >= 0) continue;
      if (enterable(b, y, d.side)) continue;
      r.cost[static_cast<std::size_t>(y)] = static_cast<std::int8_t>(k + 1);
      r.from[static_cast<std::size_t>(y)] = static_cast<std::int16_t>(x);
      queue[static_cast<std::size_t>(tail++)] = static_cast<std::int16_t>(y);
    }
  }
  r.cost[static_cast<std::size_t>(start)] = -1;  // not a destination
}

std::vector<int> Game::reachable(int unit) const {
  std::vector<int> out;
  Reach r;
  reach(unit, r);
  for (int sq = 0; sq < kSquares; ++sq)
    if (r.cost[static_cast<std::size_t>(sq)] > 0) out.push_back(sq);
  return out;
}

std::vector<int> Game::pathTo(int unit, int to) const {
  std::vector<int> path;
  if (!validSquare(to)) return path;
  Reach r;
  reach(unit, r);
  if (r.cost[static_cast<std::size_t>(to)] <= 0) return path;
  for (int x = to; x != kNoSquare && x != squareOf(unit); x = r.from[static_cast<std::size_t>(x)])
    path.insert(path.begin(), x);
  return path;
}

bool Game::canExitNow(int unit) const {
  Action a = exitAction(unit);
  return !check(a);
}

bool Game::canExit(int unit) const {
  if (canExitNow(unit)) return true;
  if (s_.phase != Phase::FrenchMove || unit < 0 || unit >= kUnits ||
      Rules::def(unit).side != Side::French)
    return false;
  Reach r;
  reach(unit, r);
  const Board b(s_);
  const int left = Rules::def(unit).movement - s_.units[static_cast<std::size_t>(unit)].mpUsed;
  for (int code : kExitCodes) {
    const int sq = squareOfCode(code);
    const int c = r.cost[static_cast<std::size_t>(sq)];
    if (c > 0 && c < left && !b.enemyZoc(sq, Side::French)) return true;
  }
  return false;
}

std::optional<Refusal> Rules::checkMove(const Game& g, const Action& a) {
  if (auto r = g.movementBlocked(a.unit)) return r;
  const State& s = g.s_;
  const UnitDef& d = def(a.unit);
  if (a.pathLength == 0) return refuse("syntax", "a move needs at least one square");
  const int left = d.movement - s.units[static_cast<std::size_t>(a.unit)].mpUsed;
  const Board b(s);
  int at = s.units[static_cast<std::size_t>(a.unit)].square;
  for (int i = 0; i < a.pathLength; ++i) {
    const int next = a.path[static_cast<std::size_t>(i)];
    if (i > 0 && b.enemyZoc(at, d.side))
      return refuse("5.2", d.id + " entered an enemy zone of control at " + formatSquare(at) +
                               " and must stop there");
    if (!validSquare(next)) return refuse("5.5", "off the map (only French exits, C9)");
    if (auto r = enterable(b, next, d.side)) return r;
    if (!adjacent(at, next))
      return refuse("5.4", formatSquare(next) + " is not next to " + formatSquare(at));
    if (i + 1 > left)
      return refuse("5.11", d.id + " has only " + std::to_string(left) + " movement points left");
    at = next;
  }
  return std::nullopt;
}

void Rules::applyMove(Game& g, const Action& a) {
  State& s = g.s_;
  UnitState& us = s.units[static_cast<std::size_t>(a.unit)];
  if (s.nMoves < kMaxMoveRecords) {
    MoveRecord& m = s.moves[s.nMoves++];
    m.unit = a.unit;
    m.exit = false;
    m.from = us.square;
    m.mpBefore = us.mpUsed;
  }
  us.square = a.path[static_cast<std::size_t>(a.pathLength - 1)];
  us.mpUsed = static_cast<std::uint8_t>(us.mpUsed + a.pathLength);
}

// C9: French, French movement phase, on an exit square, 1 MP left, not in an enemy zone.
std::optional<Refusal> Rules::checkExit(const Game& g, const Action& a) {
  const State& s = g.s_;
  if (a.unit < 0 || a.unit >= kUnits) return refuse("syntax", "no such unit");
  const UnitDef& d = def(a.unit);
  if (d.side != Side::French) return refuse("5.5", "only French units may leave the map");
  if (s.phase != Phase::FrenchMove)
    return refuse("C9", "units leave the map only in the French movement phase");
  if (auto r = g.movementBlocked(a.unit)) return r;
  if (!isExitSquare(s.units[static_cast<std::size_t>(a.unit)].square))
    return refuse("5.5", d.id + " is not on an exit square (5168-5871)");
  return std::nullopt;
}

void Rules::applyExit(Game& g, const Action& a) {
  State& s = g.s_;
  UnitState& us = s.units[static_cast<std::size_t>(a.unit)];
  if (s.nMoves < kMaxMoveRecords) {
    MoveRecord& m = s.moves[s.nMoves++];
    m.unit = a.unit;
    m.exit = true;
    m.from = us.square;
    m.mpBefore = us.mpUsed;
  }
  us.status = UnitStatus::Exited;
  us.square = kNoSquare;
  us.mpUsed = static_cast<std::uint8_t>(us.mpUsed + 1);
  ++s.exited;
  checkVictory(s);
}

void Rules::applyUndo(Game& g) {
  State& s = g.s_;
  const MoveRecord m = s.moves[--s.nMoves];
  UnitState& us = s.units[static_cast<std::size_t>(m.unit)];
  if (m.exit) {
    us.status = UnitStatus::OnMap;
    --s.exited;
  }
  us.square = m.from;
  us.mpUsed = m.mpBefore;
}

}  // namespace cn
