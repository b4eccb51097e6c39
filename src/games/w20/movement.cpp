// Movement (6.0, ruling W9), reinforcements (11.0, W25), Forced March (12.31, W21),
// disengagement (7.4, W11), penetration (16.0, W13) and cavalry scouting (15.1c, W29).
#include <algorithm>

#include "games/w20/rules.h"

namespace w20 {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

int armyIndex(Army a) { return static_cast<int>(a); }

// The army whose entry hex and off-map column a reinforcement uses (W25).
int entryArmy(int u) {
  const UnitInfo& info = Game::roster()[u];
  if (info.entryHex != kNoHex)
    for (int a = 0; a < 3; ++a)
      if (Game::map().entry[z(a)] == info.entryHex) return a;
  return info.army == Army::None ? armyIndex(Army::AngloDutch) : armyIndex(info.army);
}

int entryHexOf(int u) {
  const UnitInfo& info = Game::roster()[u];
  return info.entryHex != kNoHex ? info.entryHex : Game::map().entry[z(entryArmy(u))];
}

// The search of W9's moves: a state is (hex, every step so far by road, the move had to stop
// there). Steps cost 1 MP, so a queue in insertion order is a shortest-first search.
struct Search {
  static constexpr int kStates = kHexes * 4;
  std::array<std::int8_t, kStates> cost{};
  std::array<std::int16_t, kStates> prev{};   // previous state, -1 at the start
  std::array<std::int8_t, kHexes> owner{};    // -1 vacant, 0 friendly, 1 enemy counter
  std::array<std::int16_t, kStates> queue{};  // every state reached, cheapest first
  int reached = 0;
  int start = -1;
};
constexpr int stateOf(int hex, bool road, bool stop) {
  return hex * 4 + (road ? 2 : 0) + (stop ? 1 : 0);
}

// The enemy zone of control of the moving side, once per search (W10).
void enemyZoc(const Game& g, Side side, std::array<bool, kHexes>& zoc) {
  for (int h = 0; h < kHexes; ++h) zoc[z(h)] = false;
  if (isNightTurn(g.state().turn)) return;
  const Map& m = Game::map();
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = g.unit(u);
    if (us.status != UnitStatus::Map || us.routed || Game::roster()[u].side == side) continue;
    for (int d = 0; d < kDirs; ++d) {
      const int n = m.neighbour(us.hex, d);
      if (n != kNoHex && !m.riverBlocks(us.hex, d)) zoc[z(n)] = true;
    }
  }
}

}  // namespace

int Game::allowance(int u) const {
  if (isNightTurn(s_.turn)) return 1;  // 13.0, W26
  const UnitInfo& info = theRoster()[u];
  const int side = sideIndex(info.side);
  int ma = info.type == UnitType::Dummy ? 3 : info.movement;      // 15.3
  if (s_.event[z(side)] == Event::Mud) ma = std::max(1, ma - 1);  // W24
  bool forced = false;
  if (info.army == Army::None)  // the Allied dummy: any Allied Forced March (W9)
    forced = s_.forcedMarch[1] || s_.forcedMarch[2];
  else
    forced = s_.forcedMarch[z(armyIndex(info.army))];
  return ma + (forced ? 1 : 0);
}

std::optional<Refusal> Game::movementBlocked(int u) const {
  if (u < 0 || u >= kUnits) return Refusal{"syntax", "no such unit"};
  const UnitInfo& info = theRoster()[u];
  const UnitState& us = s_.units[z(u)];
  if (!isMovePhase(s_.phase) || info.side != phasingSide(s_.phase))
    return Refusal{"W8", "units move only in their side's movement phase"};
  if (us.moved) return Refusal{"W9", "a unit moves once per movement phase"};
  if (us.status == UnitStatus::Pending) {
    if ((s_.deployOwed & bit(u)) || info.type == UnitType::Dummy)
      return Refusal{"W3", "the unit is not a reinforcement"};
    if (info.arrival > s_.turn) return Refusal{"11.0", "the reinforcement is not yet due"};
  } else if (us.status != UnitStatus::Map) {
    return Refusal{"W9", "the unit is not on the map"};
  }
  if (us.routed) return Refusal{"17.1", "routed units may not move"};
  if (u == kFrI && s_.event[0] == Event::ConflictingOrders)
    return Refusal{"W24", "conflicting orders: French I Corps may not move this turn"};
  const Side enemy = enemyOf(info.side);
  if (us.status == UnitStatus::Map) {
    if (inZocOf(us.hex, enemy))
      return Refusal{"W9", "a unit that begins in an enemy ZOC may not move"};
  } else {
    const int entry = entryHexOf(u);
    const int there = unitAt(entry);
    if (there != kNoUnit && theRoster()[there].side == enemy)
      return Refusal{"11.3", "the entry hex holds an enemy counter"};
    if (there != kNoUnit && inZocOf(entry, enemy))
      return Refusal{"11.3", "the entry hex holds a friendly unit in an enemy ZOC"};
  }
  return std::nullopt;
}

namespace {

void runSearch(const Game& g, int u, Search& S) {
  S.cost.fill(-1);
  S.prev.fill(-1);
  S.owner.fill(-1);
  S.start = -1;
  S.reached = 0;
  if (g.movementBlocked(u)) return;
  const State& s = g.state();
  const Map& m = Game::map();
  const Side side = Game::roster()[u].side;
  const int allowance = g.allowance(u);
  const int roadBudget = allowance + (isNightTurn(s.turn) ? 0 : 1);  // 6.33, W9
  std::array<bool, kHexes> zoc;
  enemyZoc(g, side, zoc);
  std::array<std::int8_t, kHexes>& owner = S.owner;
  owner.fill(-1);
  for (int v = 0; v < kUnits; ++v)
    if (g.unit(v).status == UnitStatus::Map)
      owner[z(g.unit(v).hex)] = Game::roster()[v].side == side ? 0 : 1;
  auto stopsAt = [&](int hex, bool roadStep) {
    return zoc[z(hex)] || (m.cell(hex).terrain == Terrain::Forest && !roadStep);  // 6.41, 6.32
  };
  std::array<std::int16_t, Search::kStates>& queue = S.queue;
  int head = 0, tail = 0;
  if (g.unit(u).status == UnitStatus::Map) {
    S.start = stateOf(g.unit(u).hex, true, false);
    S.cost[z(S.start)] = 0;
  } else {
    // W25: entering is the first step, along the road, after the off-map column.
    const int entry = entryHexOf(u);
    const int c = 1 + s.entered[z(entryArmy(u))];
    if (c > roadBudget) return;
    const bool stop = stopsAt(entry, true);
    if (stop && owner[z(entry)] == 0) return;
    S.start = stateOf(entry, true, stop);
    S.cost[z(S.start)] = static_cast<std::int8_t>(c);
  }
  queue[z(tail++)] = static_cast<std::int16_t>(S.start);
  while (head < tail) {
    const int st = queue[z(head++)];
    if (st & 1) continue;  // the move had to stop here
    const int hex = st / 4;
    const bool road = (st & 2) != 0;
    const int c = S.cost[z(st)] + 1;
    for (int d = 0; d < kDirs; ++d) {
      const int n = m.neighbour(hex, d);
      if (n == kNoHex || m.riverBlocks(hex, d) || owner[z(n)] == 1) continue;  // W6, 6.23
      const bool roadStep = m.roadOn(hex, d);
      const bool allRoad = road && roadStep;
      if (c > (allRoad ? roadBudget : allowance)) continue;
      const bool stop = stopsAt(n, roadStep);
      if (stop && owner[z(n)] == 0) continue;  // W9: may not stop on a friend
      const int ns = stateOf(n, allRoad, stop);
      if (S.cost[z(ns)] >= 0) continue;
      S.cost[z(ns)] = static_cast<std::int8_t>(c);
      S.prev[z(ns)] = static_cast<std::int16_t>(st);
      queue[z(tail++)] = static_cast<std::int16_t>(ns);
    }
  }
  S.reached = tail;
}

// The best end state on a vacant hex (lowest cost), or -1 (the unit's own hex is not vacant).
int bestState(const Search& S, int hex) {
  if (hex < 0 || hex >= kHexes || S.owner[z(hex)] != -1) return -1;
  int best = -1;
  for (int k = 0; k < 4; ++k) {
    const int st = hex * 4 + k;
    if (S.cost[z(st)] >= 0 && (best < 0 || S.cost[z(st)] < S.cost[z(best)])) best = st;
  }
  return best;
}

}  // namespace

void Game::reach(int u, Reach& out) const {
  Search S;
  runSearch(*this, u, S);
  out.cost.fill(-1);
  out.from.fill(kNoHex);
  out.canEnd.fill(false);
  for (int h = 0; h < kHexes; ++h) {
    int best = -1;
    for (int k = 0; k < 4; ++k) {
      const int st = h * 4 + k;
      if (S.cost[z(st)] >= 0 && (best < 0 || S.cost[z(st)] < S.cost[z(best)])) best = st;
    }
    if (best < 0) continue;
    out.cost[z(h)] = S.cost[z(best)];
    out.from[z(h)] = static_cast<std::int16_t>(S.prev[z(best)] < 0 ? kNoHex : S.prev[z(best)] / 4);
    out.canEnd[z(h)] = unitAt(h) == kNoUnit;
  }
}

std::vector<int> Game::reachable(int u) const {
  Search S;
  runSearch(*this, u, S);
  std::vector<int> out;
  for (int i = 0; i < S.reached; ++i) {
    const int h = S.queue[z(i)] / 4;
    if (S.owner[z(h)] == -1) out.push_back(h);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<int> Game::pathTo(int u, int to) const {
  Search S;
  runSearch(*this, u, S);
  std::vector<int> path;
  int st = bestState(S, to);
  if (st < 0) return path;
  for (; st >= 0; st = S.prev[z(st)]) path.push_back(st / 4);
  std::reverse(path.begin(), path.end());
  if (s_.units[z(u)].status == UnitStatus::Map) path.erase(path.begin());  // not its own hex
  return path;
}

std::optional<Refusal> Game::checkPath(int u, const int* path, int length, bool enter) const {
  if (auto r = movementBlocked(u)) return r;
  const UnitState& us = s_.units[z(u)];
  if (enter != (us.status == UnitStatus::Pending))
    return enter ? Refusal{"11.0", "only a waiting reinforcement enters"}
                 : Refusal{"11.0", "a reinforcement comes on with `enter`"};
  if (length <= 0) return Refusal{"syntax", "a move needs a path"};
  const Map& m = theMap();
  const Side side = theRoster()[u].side;
  const int allowance = this->allowance(u);
  const int roadBudget = allowance + (isNightTurn(s_.turn) ? 0 : 1);
  std::array<bool, kHexes> zoc;
  enemyZoc(*this, side, zoc);
  int cost = 0;
  bool allRoad = true;
  int from = kNoHex;
  bool stopped = false;
  for (int i = 0; i < length; ++i) {
    const int h = path[i];
    if (h < 0 || h >= kHexes) return Refusal{"W9", "units may not leave the map"};
    if (stopped) return Refusal{"W9", "the move had to stop at " + formatHex(from)};
    bool roadStep = true;
    if (i == 0 && enter) {
      if (h != entryHexOf(u))
        return Refusal{"11.3",
                       "a reinforcement enters at its entry hex " + formatHex(entryHexOf(u))};
      cost = 1 + s_.entered[z(entryArmy(u))];  // W25: the off-map column
    } else {
      const int prev = i == 0 ? us.hex : from;
      const int d = m.directionTo(prev, h);
      if (d < 0) return Refusal{"6.31", "each hex of a path must be adjacent to the last"};
      if (m.riverBlocks(prev, d)) return Refusal{"W6", "units may not cross a river hexside"};
      roadStep = m.roadOn(prev, d);
      cost += 1;
    }
    const int there = unitAt(h);
    if (there != kNoUnit && theRoster()[there].side != side)
      return Refusal{"6.23", "units may not enter an enemy-occupied hex"};
    allRoad = allRoad && roadStep;
    if (cost > (allRoad ? roadBudget : allowance))
      return Refusal{allRoad || cost > roadBudget ? "6.31" : "6.33",
                     "not enough movement points (allowance " + std::to_string(allowance) +
                         ", +1 only if every hex is entered by road)"};
    const bool zocStop = zoc[z(h)];
    const bool forestStop = m.cell(h).terrain == Terrain::Forest && !roadStep;
    if ((zocStop || forestStop) && there != kNoUnit)
      return Refusal{"W9", "it may not enter a friendly-occupied hex where it must stop"};
    stopped = zocStop || forestStop;
    from = h;
  }
  if (unitAt(from) != kNoUnit) return Refusal{"6.5", "a move may not end on another unit"};
  return std::nullopt;
}

std::optional<Refusal> Rules::checkMove(const Game& g, const Action& a) {
  if (a.unit < 0 || a.unit >= kUnits) return Refusal{"syntax", "no such unit"};
  int path[kMaxPath];
  for (int i = 0; i < a.pathLength; ++i) path[i] = a.path[z(i)];
  return g.checkPath(a.unit, path, a.pathLength, a.kind == ActionKind::Enter);
}

void Rules::applyMove(Game& g, const Action& a, Outcome&) {
  UnitState& us = g.s_.units[z(a.unit)];
  if (a.kind == ActionKind::Enter) {
    ++g.s_.entered[z(entryArmy(a.unit))];
    us.status = UnitStatus::Map;
    us.faceUp = !g.s_.fog;  // W29: reinforcements enter face down
  }
  us.hex = a.path[z(a.pathLength - 1)];
  us.moved = true;
}

// ---------------------------------------------------------------- Forced March (12.31)

std::optional<Refusal> Rules::checkMarch(const Game& g, const Action& a) {
  const State& s = g.s_;
  if (!isMovePhase(s.phase)) return Refusal{"12.31", "Forced March only in a movement phase"};
  if (isNightTurn(s.turn)) return Refusal{"13.0", "no Forced March at night"};
  const Side side = phasingSide(s.phase);
  int cost = 1;
  if (side == Side::French) {
    if (a.army != Army::French) return Refusal{"syntax", "the French march takes no army"};
    if (s.forcedMarch[0]) return Refusal{"12.31", "the French already have Forced March"};
  } else {
    const bool ad = s.forcedMarch[1], pr = s.forcedMarch[2];
    const bool divided = s.event[1] == Event::DividedCommand;
    if (a.army == Army::AngloDutch || a.army == Army::Prussian) {
      const bool mine = a.army == Army::AngloDutch ? ad : pr;
      const bool other = a.army == Army::AngloDutch ? pr : ad;
      if (mine) return Refusal{"12.31", "that army already has the +1 this phase"};
      if (divided && other)
        return Refusal{"W24", "divided command: Forced March for one Allied army only"};
    } else if (a.army == Army::None) {
      if (divided) return Refusal{"W24", "divided command: Forced March for one Allied army only"};
      if (ad && pr) return Refusal{"12.31", "both Allied armies already have the +1"};
      cost = 2;
    } else {
      return Refusal{"syntax", "march ad, pr or all"};
    }
  }
  if (!canSpend(g, side, cost)) return Refusal{"W21", "a side may not spend its last Morale Point"};
  return std::nullopt;
}

void Rules::applyMarch(Game& g, const Action& a) {
  State& s = g.s_;
  const Side side = phasingSide(s.phase);
  int cost = 1;
  if (side == Side::French) {
    s.forcedMarch[0] = true;
  } else if (a.army == Army::None) {
    s.forcedMarch[1] = s.forcedMarch[2] = true;
    cost = 2;
  } else {
    s.forcedMarch[z(armyIndex(a.army))] = true;
  }
  changeMorale(g, side, -cost, MoraleReason::Spent);  // M8
}

// ------------------------------------------------- disengagement (W11), penetration (W13)

namespace {
// Enemy cavalry (not routed) whose ZOC covers the hex, by face.
std::uint32_t barringCavalry(const Game& g, int hex, Side mover, bool faceUp) {
  std::uint32_t out = 0;
  for (int v = 0; v < kUnits; ++v) {
    const UnitState& us = g.unit(v);
    const UnitInfo& info = Game::roster()[v];
    if (us.status != UnitStatus::Map || us.routed || info.side == mover ||
        info.type != UnitType::Cavalry || us.faceUp != faceUp)
      continue;
    if (Game::map().adjacent(us.hex, hex)) out |= bit(v);
  }
  return out;
}

std::uint32_t barring(const Game& g, const Action& a, bool faceUp) {
  const Side side = Game::roster()[a.unit].side;
  std::uint32_t b = barringCavalry(g, g.unit(a.unit).hex, side, faceUp);             // 7.41, 16.1
  if (a.kind == ActionKind::Penetrate) b |= barringCavalry(g, a.hex, side, faceUp);  // 16.1
  return b;
}
}  // namespace

std::optional<Refusal> Rules::checkDisengage(const Game& g, const Action& a) {
  const State& s = g.s_;
  const bool pen = a.kind == ActionKind::Penetrate;
  const char* rule = pen ? "16.0" : "7.4";
  if (!isCounterchargePhase(s.phase))
    return Refusal{pen ? "W13" : "W11", "only in the player's own countercharge phase"};
  if (pen && !s.penetration) return Refusal{"W30", "the penetration rule is not in use"};
  const bool night = isNightTurn(s.turn);
  if (pen && night) return Refusal{"13.0", "no penetration at night"};
  if (a.unit < 0 || a.unit >= kUnits) return Refusal{"syntax", "no such unit"};
  const UnitInfo& info = Game::roster()[a.unit];
  const UnitState& us = g.unit(a.unit);
  const Side acting = enemyOf(phasingSide(s.phase));
  if (info.side != acting || us.status != UnitStatus::Map)
    return Refusal{pen ? "W13" : "W11", "only the non-phasing player's units on the map"};
  if (us.routed) return Refusal{"17.1", "routed units may not disengage or penetrate"};
  if (us.acted) return Refusal{"W11", "the unit has already acted this phase"};
  if (a.hex < 0 || a.hex >= kHexes || !Game::map().adjacent(us.hex, a.hex))
    return Refusal{"W11", "one hex, into an adjacent hex not across a river"};
  if (g.unitAt(a.hex) != kNoUnit) return Refusal{"6.5", "the hex is occupied"};
  const Side enemy = enemyOf(acting);
  if (night) {  // W11 night: any unit adjacent to an enemy counter, away from every enemy
    if (!g.adjacentToSide(us.hex, enemy)) return Refusal{"8.0", "the unit is not engaged"};
    if (g.adjacentToSide(a.hex, enemy))
      return Refusal{"8.0", "at night a unit disengages to a hex adjacent to no enemy"};
    return std::nullopt;
  }
  if (info.type == UnitType::Corps)
    return Refusal{rule, pen ? "only cavalry may penetrate" : "only cavalry may disengage by day"};
  if (!g.inZocOf(us.hex, enemy)) return Refusal{rule, "the unit is not in an enemy ZOC"};
  if (pen != g.inZocOf(a.hex, enemy))
    return Refusal{rule, pen ? "penetration enters a hex in an enemy ZOC"
                             : "disengagement ends out of every enemy ZOC"};
  if (barring(g, a, true)) return Refusal{pen ? "16.1" : "7.41", "enemy cavalry bars the move"};
  return std::nullopt;
}

void Rules::applyDisengage(Game& g, const Action& a, Outcome& out) {
  if (!isNightTurn(g.s_.turn)) {
    // 16.2 / W11: face-down enemy cavalry that bars it is turned up; the unit stays.
    const std::uint32_t hidden = barring(g, a, false);
    if (hidden) {
      for (int v = 0; v < kUnits; ++v)
        if (hidden & bit(v)) turnUp(g, v, &out);
      out.barred = true;
      return;
    }
  }
  UnitState& us = g.s_.units[z(a.unit)];
  us.hex = a.hex;
  us.acted = true;
}

// 15.1c: one check with the face-up cavalry as the phase ends.
void Rules::scoutAfterMovement(Game& g) {
  if (!g.s_.fog) return;
  std::uint32_t up = 0;
  for (int c = 0; c < kUnits; ++c) {
    const UnitState& cs = g.unit(c);
    if (cs.status != UnitStatus::Map || !cs.faceUp || Game::roster()[c].type != UnitType::Cavalry)
      continue;
    for (int v = 0; v < kUnits; ++v) {
      const UnitState& vs = g.unit(v);
      if (vs.status == UnitStatus::Map && !vs.faceUp &&
          Game::roster()[v].side != Game::roster()[c].side && Game::map().adjacent(cs.hex, vs.hex))
        up |= bit(v);
    }
  }
  for (int v = 0; v < kUnits; ++v)
    if (up & bit(v)) turnUp(g, v, nullptr);
}

}  // namespace w20
