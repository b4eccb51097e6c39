// Applying combat results in the advanced game (N12, N14, N18): retreats into safe hexes,
// displacement only when no other hex exists (chains), eliminations without a choice, the
// optional battery retreat after Ar (8.16), Ex losses chosen as R6, advances (never into a
// chateau, never by a demoralized army), and the N18 check once a combat is settled.
// Declarations and the die are combat_flow.cpp's.
#include <algorithm>
#include <string>

#include "games/nlb/game.h"

namespace nlb {

namespace {

// Adjacency by the neighbour table (rules().adjacent() computes a distance: hot path).
bool adj(const Board& b, int x, int y) {
  for (int d = 0; d < 6; ++d)
    if (b.neighbor(x, d) == y) return true;
  return false;
}

bool isCombat(Phase p) { return p == Phase::FrenchCombat || p == Phase::AlliedCombat; }
std::size_t ix(int u) { return static_cast<std::size_t>(u); }

}  // namespace

// N12: retreat hexes without displacement.
std::vector<int> Game::retreatHexes(int u) const {
  std::vector<int> out;
  const int h = s_.where[ix(u)];
  if (h < 0) return out;
  const int side = sideOf(u);
  for (int d = 0; d < 6; ++d) {
    const int n = board().neighbor(h, d);
    if (n < 0 || !board().onMap(n) || inEnemyZoc(n, side)) continue;
    int friends = 0;
    bool enemy = false;
    for (int v = 0; v < unitCount(); ++v)
      if (s_.where[ix(v)] == n) (sideOf(v) == side ? friends : (enemy = true, friends))++;
    if (enemy) continue;
    if (friends + 1 > (board().chateau(n) ? 1 : 2)) continue;  // N7; occupied chateau
    out.push_back(n);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Whether the unit at `hex` (positions `where`) can retreat, directly or by displacing
// in turn (a chain, bounded in depth).
bool Game::canRetreatFrom(int u, int hex, std::array<std::int16_t, kMaxUnits>& where,
                          int depth) const {
  const int side = sideOf(u);
  auto zoc = [&](int n) {
    if (board().chateau(n)) return false;
    for (int v = 0; v < unitCount(); ++v)
      if (where[ix(v)] >= 0 && sideOf(v) != side && adj(board(), where[ix(v)], n)) return true;
    return false;
  };
  std::vector<int> full;
  for (int d = 0; d < 6; ++d) {
    const int n = board().neighbor(hex, d);
    if (n < 0 || !board().onMap(n) || zoc(n)) continue;
    int friends = 0;
    bool enemy = false;
    for (int v = 0; v < unitCount(); ++v)
      if (v != u && where[ix(v)] == n) (sideOf(v) == side ? friends : (enemy = true, friends))++;
    if (enemy) continue;
    if (friends + 1 <= (board().chateau(n) ? 1 : 2)) return true;
    if (!board().chateau(n)) full.push_back(n);
  }
  if (depth <= 0) return false;
  for (int n : full)
    for (int v = 0; v < unitCount(); ++v) {
      if (v == u || where[ix(v)] != n) continue;
      const auto keep = where;
      where[ix(u)] = static_cast<std::int16_t>(n);
      const bool ok = canRetreatFrom(v, n, where, depth - 1);
      where = keep;
      if (ok) return true;
    }
  return false;
}

// N12 (7.6): only when no other hex exists; the displaced unit must be able to retreat.
std::vector<std::pair<int, int>> Game::displacements(int u) const {
  std::vector<std::pair<int, int>> out;
  const int h = s_.where[ix(u)];
  if (h < 0 || !retreatHexes(u).empty()) return out;
  const int side = sideOf(u);
  for (int d = 0; d < 6; ++d) {
    const int n = board().neighbor(h, d);
    if (n < 0 || !board().onMap(n) || board().chateau(n) || inEnemyZoc(n, side)) continue;
    bool enemy = false;
    for (int v = 0; v < unitCount(); ++v)
      enemy = enemy || (s_.where[ix(v)] == n && sideOf(v) != side);
    if (enemy) continue;
    for (int v = 0; v < unitCount(); ++v) {
      // A unit that already owes a retreat (displaced before) frees no room if displaced
      // again: the hex would end over the limit with units frozen in it.
      if (s_.where[ix(v)] != n || (flags(v) & kMustRetreat)) continue;
      auto where = s_.where;
      where[ix(u)] = static_cast<std::int16_t>(n);
      if (canRetreatFrom(v, n, where, 3)) out.emplace_back(n, v);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Units owing a retreat with no hex and no displacement are eliminated (N12); optional
// retreats with nowhere to go lapse. Repeated: one elimination can free or take a hex.
void Game::eliminateStranded() {
  bool changed = true;
  while (changed) {
    changed = false;
    for (int u = 0; u < unitCount(); ++u)
      if ((s_.cflags[ix(u)] & kMustRetreat) &&
          (s_.where[ix(u)] < 0 || (retreatHexes(u).empty() && displacements(u).empty()))) {
        eliminate(u);
        changed = true;
      }
    for (int u = 0; u < unitCount(); ++u)  // an optional retreat with nowhere to go lapses
      if ((s_.cflags[ix(u)] & kMayRetreat) && (s_.where[ix(u)] < 0 || retreatHexes(u).empty()))
        s_.cflags[ix(u)] &= static_cast<std::uint16_t>(~kMayRetreat);
  }
}

// Eliminations without a choice (no hex, no displacement), then, once nothing but an
// advance is owed, the N18 check (11.22: all of the combat's eliminations at one instant),
// then the advance offer if one is possible.
void Game::settle() {
  eliminateStranded();
  if (s_.lossOwed > 0) return;
  for (int u = 0; u < unitCount(); ++u)
    if (s_.cflags[ix(u)] & (kMustRetreat | kMayRetreat)) return;
  for (auto& f : s_.cflags) f = static_cast<std::uint16_t>(f & ~kInAttack);
  checkAutomaticVictory(sideToMove());
  if (over()) return;
  // Is any advance possible? (a winner of a non-demoralized army next to an emptied hex
  // that is not a chateau)
  bool possible = false;
  for (int u = 0; u < unitCount() && !possible; ++u) {
    if (!(s_.cflags[ix(u)] & kMayAdvance) || s_.where[ix(u)] < 0 || demoralized(armyOf(u)))
      continue;
    for (int h : s_.emptied) {
      if (h < 0 || board().chateau(h) || !adj(board(), s_.where[ix(u)], h)) continue;
      bool empty = true;
      for (int v = 0; v < unitCount(); ++v) empty = empty && s_.where[ix(v)] != h;
      if (empty) possible = true;
    }
  }
  if (!possible) {
    for (auto& f : s_.cflags) f = static_cast<std::uint16_t>(f & ~kMayAdvance);
    s_.emptied.fill(-1);
  }
}

std::optional<Refusal> Game::checkRetreat(const Action& a) const {
  if (!isCombat(s_.phase)) return Refusal{"N12", "no retreat is owed"};
  if (a.type == ActionType::RetreatNone) {
    for (int u = 0; u < unitCount(); ++u)
      if (flags(u) & kMayRetreat) return std::nullopt;
    return Refusal{"N12", "no optional retreat is open"};
  }
  const int u = a.unit;
  if (u < 0 || u >= unitCount() || !(flags(u) & (kMustRetreat | kMayRetreat)))
    return Refusal{"N12", "that unit owes no retreat"};
  const int h = a.path[0];
  if (!board().onMap(h))  // N12 / 6.13: a unit with no hex on the map is eliminated instead
    return Refusal{"N12", "no retreat off the map (6.13): a unit with no hex is eliminated"};
  const auto hexes = retreatHexes(u);
  if (std::find(hexes.begin(), hexes.end(), h) != hexes.end()) {
    if (a.displace >= 0) return Refusal{"N12", "displacement only when no other hex exists"};
    return std::nullopt;
  }
  if (flags(u) & kMayRetreat)
    return Refusal{"N12", "a battery retreats only into a hex it enters without displacing"};
  for (const auto& [dh, v] : displacements(u))
    if (dh == h && (a.displace < 0 || a.displace == v)) {
      if (a.displace < 0) return Refusal{"N12", "displace=UNIT is required into a full hex"};
      return std::nullopt;
    }
  if (!hexes.empty() || !displacements(u).empty())
    return Refusal{"N12",
                   "not a retreat hex for that unit (or the displaced unit could not retreat)"};
  return Refusal{"N12", "that unit cannot retreat"};
}

void Game::applyRetreat(const Action& a) {
  if (a.type == ActionType::RetreatNone) {
    for (auto& f : s_.cflags) f = static_cast<std::uint16_t>(f & ~kMayRetreat);
  } else {
    const int u = a.unit;
    if (a.displace >= 0) {
      const int v = a.displace;
      s_.cflags[ix(v)] |= kMustRetreat;
      if (rules().unit(v).type == naw::UnitType::Artillery && !(flags(v) & kAttacked))
        s_.cflags[ix(v)] |= kNoFire;  // 7.64
    }
    s_.where[ix(u)] = a.path[0];
    enterHex(u, a.path[0]);  // N19: a retreat or displacement occupies
    s_.cflags[ix(u)] &= static_cast<std::uint16_t>(~(kMustRetreat | kMayRetreat));
  }
  settle();
}

std::optional<Refusal> Game::checkAdvance(const Action& a) const {
  if (!isCombat(s_.phase)) return Refusal{"N12", "no advance is open"};
  if (a.type == ActionType::AdvanceNone) {
    bool open = false;
    for (int u = 0; u < unitCount(); ++u) {
      if (flags(u) & (kMustRetreat | kMayRetreat)) return Refusal{"N12", "retreats are owed first"};
      open = open || (flags(u) & kMayAdvance);
    }
    if (!open || s_.lossOwed > 0) return Refusal{"N12", "no advance is open"};
    return std::nullopt;
  }
  const int u = a.unit, h = a.path[0];
  if (u < 0 || u >= unitCount() || s_.where[ix(u)] < 0)
    return Refusal{"N12", "that unit cannot advance"};
  if (demoralized(armyOf(u)))
    return Refusal{"N18", std::string(armyName(armyOf(u))) + " army is demoralized: no advance"};
  if (board().onMap(h) && board().chateau(h)) return Refusal{"N14", "no advance into a chateau"};
  if (!(flags(u) & kMayAdvance)) return Refusal{"N12", "that unit may not advance now"};
  for (int v = 0; v < unitCount(); ++v)
    if (flags(v) & (kMustRetreat | kMayRetreat)) return Refusal{"N12", "retreats are owed first"};
  if (s_.lossOwed > 0) return Refusal{"N12", "losses are owed first"};
  if (std::find(s_.emptied.begin(), s_.emptied.end(), h) == s_.emptied.end() ||
      !adj(board(), s_.where[ix(u)], h))
    return Refusal{"N12", "an advance enters an adjacent hex the combat emptied"};
  for (int v = 0; v < unitCount(); ++v)
    if (s_.where[ix(v)] == h) return Refusal{"N12", "that hex is not empty"};
  return std::nullopt;
}

void Game::applyAdvance(const Action& a) {
  if (a.type == ActionType::Advance) {
    s_.where[ix(a.unit)] = a.path[0];
    enterHex(a.unit, a.path[0]);
    s_.cflags[ix(a.unit)] |= kAdvanced;  // 7.52
  }
  for (auto& f : s_.cflags) f = static_cast<std::uint16_t>(f & ~kMayAdvance);
  s_.emptied.fill(-1);
}

std::optional<Refusal> Game::checkLose(const Action& a) const {
  if (s_.lossOwed == 0 || !isCombat(s_.phase)) return Refusal{"N12", "no losses are owed"};
  int total = 0, smallest = 1000;
  for (int k = 0; k < a.nAttackers; ++k) {
    const int u = a.units[ix(k)];
    if (u < 0 || u >= unitCount() || !(flags(u) & kInAttack) || s_.where[ix(u)] < 0)
      return Refusal{"N12", "losses come from the adjacent attackers of this combat"};
    for (int j = 0; j < k; ++j)
      if (a.units[ix(j)] == u) return Refusal{"N12", "a unit is named twice"};
    total += rules().unit(u).strength;
    smallest = std::min(smallest, static_cast<int>(rules().unit(u).strength));
  }
  if (total < s_.lossOwed)
    return Refusal{"N12", "losses must total at least " + std::to_string(s_.lossOwed)};
  if (total - smallest >= s_.lossOwed)
    return Refusal{"N12", "no unit the total could do without (as R6)"};
  return std::nullopt;
}

void Game::applyLose(const Action& a) {
  for (int k = 0; k < a.nAttackers; ++k) eliminate(a.units[ix(k)]);
  s_.lossOwed = 0;
  settle();
}

}  // namespace nlb
