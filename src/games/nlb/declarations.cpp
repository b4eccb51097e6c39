// Every attack declaration the position allows (N9, N13), for legalActions: the defending
// hexes (one, or several that every adjacent attacker touches), the attacking hexes next to
// all of them (whole stacks when in an enemy zone, N9), and any set of batteries with a
// defending hex in range and sight. Unchecked here: legalActions keeps what check() accepts
// (7.44, 8.13, odds, and R7's obligations are check()'s).
#include <algorithm>

#include "games/nlb/combat.h"
#include "games/nlb/game.h"

namespace nlb {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }
constexpr int kMaxPerHex = 6;

struct HexUnits {
  std::array<std::array<std::int16_t, kMaxPerHex>, kMaxHexes> units{};
  std::array<std::uint8_t, kMaxHexes> count{};
};

bool adjacentHexes(const Board& b, int x, int y) {
  for (int d = 0; d < 6; ++d)
    if (b.neighbor(x, d) == y) return true;
  return false;
}

}  // namespace

std::vector<Action> Game::allDeclarations() const {
  std::vector<Action> out;
  if (s_.phase != Phase::FrenchCombat && s_.phase != Phase::AlliedCombat) return out;
  const int side = sideToMove();
  HexUnits at;
  std::vector<int> enemyHexes, batteries;
  for (int v = 0; v < unitCount(); ++v) {
    const int h = s_.where[ix(v)];
    if (h < 0) continue;
    auto& c = at.count[ix(h)];
    if (c < kMaxPerHex) at.units[ix(h)][c++] = static_cast<std::int16_t>(v);
    if (sideOf(v) != side && c == 1) enemyHexes.push_back(h);
    if (sideOf(v) == side && rules().unit(v).type == naw::UnitType::Artillery &&
        !(flags(v) & (kAttacked | kAdvanced | kNoFire | kPairFired)) && !inEnemyZoc(h, side))
      batteries.push_back(v);
  }
  // The ways each hex next to an enemy may attack: in a zone, all its ready units together
  // (N9); out of every zone (a chateau), any non-empty set of them.
  auto ways = [&](int h) {
    std::vector<std::vector<int>> w;
    std::vector<int> ready;
    for (int k = 0; k < at.count[ix(h)]; ++k) {
      const int v = at.units[ix(h)][ix(k)];
      if (sideOf(v) == side && !(flags(v) & (kAttacked | kAdvanced))) ready.push_back(v);
    }
    if (ready.empty()) return w;
    if (inEnemyZoc(h, side)) {
      w.push_back(ready);
      return w;
    }
    for (unsigned m = 1; m < (1u << ready.size()); ++m) {
      std::vector<int> pick;
      for (std::size_t k = 0; k < ready.size(); ++k)
        if (m & (1u << k)) pick.push_back(ready[k]);
      w.push_back(pick);
    }
    return w;
  };
  auto attackable = [&](int h) {
    bool fresh = false;
    for (int k = 0; k < at.count[ix(h)]; ++k) {
      const auto f = flags(at.units[ix(h)][ix(k)]);
      if (f & kAdvanced) return false;
      fresh = fresh || !(f & kDefended);
    }
    return fresh;
  };
  std::vector<int> targets;  // attackable enemy hexes, ascending
  for (int h : enemyHexes)
    if (attackable(h)) targets.push_back(h);
  std::sort(targets.begin(), targets.end());
  // Attacking hexes: phasing hexes next to a target with a way to attack.
  std::vector<int> attackers;
  for (int t : targets)
    for (int d = 0; d < 6; ++d) {
      const int h = board().neighbor(t, d);
      if (h >= 0 && std::find(attackers.begin(), attackers.end(), h) == attackers.end() &&
          !ways(h).empty())
        attackers.push_back(h);
    }
  std::sort(attackers.begin(), attackers.end());
  // Defending sets: the non-empty subsets of the targets around one attacking hex.
  std::vector<std::vector<int>> defSets;
  for (int a : attackers) {
    std::vector<int> around;
    for (int t : targets)
      if (adjacentHexes(board(), a, t)) around.push_back(t);
    for (unsigned m = 1; m < (1u << around.size()); ++m) {
      std::vector<int> set;
      for (std::size_t k = 0; k < around.size(); ++k)
        if (m & (1u << k)) set.push_back(around[k]);
      if (std::find(defSets.begin(), defSets.end(), set) == defSets.end()) defSets.push_back(set);
    }
  }
  auto emit = [&](const std::vector<int>& att, const std::vector<int>& defHexes,
                  const std::vector<int>& bomb) {
    std::vector<int> def;
    for (int h : defHexes)
      for (int k = 0; k < at.count[ix(h)]; ++k) def.push_back(at.units[ix(h)][ix(k)]);
    if (att.size() + def.size() + bomb.size() > static_cast<std::size_t>(kMaxAttackUnits)) return;
    out.push_back(attackOf(att, def, bomb));
  };
  // Batteries with one of these hexes in range and sight; every subset of them.
  auto inReach = [&](const std::vector<int>& defHexes) {
    std::vector<int> r;
    for (int b : batteries)
      for (int h : defHexes)
        if (canBombard(*this, b, h)) {
          r.push_back(b);
          break;
        }
    return r;
  };
  for (const auto& defHexes : defSets) {
    // Each attacking hex adjacent to every defending hex, with its ways (or left out).
    std::vector<std::vector<std::vector<int>>> choices;
    for (int a : attackers) {
      bool all = true;
      for (int h : defHexes) all = all && adjacentHexes(board(), a, h);
      if (all) choices.push_back(ways(a));
    }
    const std::vector<int> reach = inReach(defHexes);
    // Odometer over the attacking hexes: 0 = not taking part, k = its k-th way.
    std::vector<std::size_t> pick(choices.size(), 0);
    for (;;) {
      std::size_t i = 0;
      while (i < pick.size() && ++pick[i] > choices[i].size()) pick[i++] = 0;
      if (i == pick.size()) break;
      std::vector<int> att;
      for (std::size_t k = 0; k < pick.size(); ++k)
        if (pick[k])
          att.insert(att.end(), choices[k][pick[k] - 1].begin(), choices[k][pick[k] - 1].end());
      for (unsigned m = 0; m < (1u << reach.size()); ++m) {
        std::vector<int> bomb;
        for (std::size_t k = 0; k < reach.size(); ++k)
          if (m & (1u << k)) bomb.push_back(reach[k]);
        emit(att, defHexes, bomb);
      }
    }
  }
  // A bombardment alone attacks one hex (8.1).
  for (int t : targets) {
    const std::vector<int> reach = inReach({t});
    for (unsigned m = 1; m < (1u << reach.size()); ++m) {
      std::vector<int> bomb;
      for (std::size_t k = 0; k < reach.size(); ++k)
        if (m & (1u << k)) bomb.push_back(reach[k]);
      emit({}, {t}, bomb);
    }
  }
  return out;
}

}  // namespace nlb
