// R7: the engine's feasibility search (can every remaining obligation still be met?) against
// a brute-force oracle that lists every valid attack (5.4-5.8) and tries every way to
// choose disjoint attacks (5.2) covering all obligations, over random crowded positions.
#include <gtest/gtest.h>

#include <functional>

#include "engine_test_util.h"
#include "internals.h"
#include "rng.h"

namespace {

using namespace naw;

struct OracleAttack {
  std::vector<int> units;  // attackers, bombarders and defenders together
};

std::vector<OracleAttack> allAttacks(const Game& g) {
  const GameState& s = g.state();
  const Rules& r = g.rules();
  const Side side = phasingSide(s.phase);
  std::vector<int> mine, theirs;
  for (int u = 0; u < s.unitCount; ++u)
    if (s.units[u].status == UnitStatus::OnMap && !(s.units[u].flags & kFought))
      (r.unit(u).side == side ? mine : theirs).push_back(u);
  std::vector<OracleAttack> out;
  for (int tm = 1; tm < (1 << theirs.size()); ++tm) {
    std::vector<int> defs;
    for (std::size_t i = 0; i < theirs.size(); ++i)
      if (tm >> i & 1) defs.push_back(theirs[i]);
    for (int sm = 1; sm < (1 << mine.size()); ++sm) {
      bool valid = true;
      int adjacentCount = 0;
      std::vector<int> units = defs;
      for (std::size_t i = 0; i < mine.size() && valid; ++i) {
        if (!(sm >> i & 1)) continue;
        const int u = mine[i];
        const int h = s.units[u].hex;
        bool all = true, reaches = false;
        for (int d : defs) {
          all &= distance(r.hexAt(h), r.hexAt(s.units[d].hex)) == 1;
          reaches |= r.canBombard(h, s.units[d].hex);
        }
        const bool artilleryFree =
            r.unit(u).type == UnitType::Artillery && !Internals::enemyZoc(r, s, side, h);
        if (all)
          ++adjacentCount;
        else if (!(artilleryFree && reaches))
          valid = false;
        units.push_back(u);
      }
      if (valid && (adjacentCount > 0 || defs.size() == 1)) out.push_back({units});
    }
  }
  return out;
}

bool oracleFeasible(const Game& g) {
  const auto attacks = allAttacks(g);
  const auto owed = g.obligations();
  std::vector<char> used(kMaxUnits, 0);
  std::function<bool()> solve = [&]() {
    int first = -1;
    for (int u : owed)
      if (!used[static_cast<std::size_t>(u)]) {
        first = u;
        break;
      }
    if (first < 0) return true;
    for (const auto& a : attacks) {
      bool contains = false, clash = false;
      for (int u : a.units) {
        contains |= u == first;
        clash |= used[static_cast<std::size_t>(u)] != 0;
      }
      if (!contains || clash) continue;
      for (int u : a.units) used[static_cast<std::size_t>(u)] = 1;
      const bool ok = solve();
      for (int u : a.units) used[static_cast<std::size_t>(u)] = 0;
      if (ok) return true;
    }
    return false;
  };
  return solve();
}

TEST(Ruling_R7, FeasibilitySearchAgreesWithBruteForce) {
  const char* french[] = {"fr-1-i", "fr-2-i", "fr-3-i", "fr-art-gd", "fr-art-i"};
  const char* allied[] = {"aa-1br", "aa-2br", "aa-brn", "aa-det", "aa-art-i"};
  Rng rng{2024};
  int infeasible = 0, checked = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    Game g = Game::newGame();
    g.editClear();
    const Phase phase = rng.below(2) ? Phase::FrenchCombat : Phase::AlliedCombat;
    g.editSet(1, phase, 0, 0, 0);
    // Crowd up to ten units into a 4x4 patch of clear ground (columns 16-19, rows 4-7).
    std::vector<Hex> free;
    for (int c = 16; c <= 19; ++c)
      for (int r = 4; r <= 7; ++r) free.push_back({c, r});
    for (const char* id : french)
      if (rng.below(4)) {
        const std::size_t k = rng.below(static_cast<std::uint32_t>(free.size()));
        g.editPlace(g.unitIndex(id), free[k]);
        free.erase(free.begin() + static_cast<long>(k));
      }
    for (const char* id : allied)
      if (rng.below(4)) {
        const std::size_t k = rng.below(static_cast<std::uint32_t>(free.size()));
        g.editPlace(g.unitIndex(id), free[k]);
        free.erase(free.begin() + static_cast<long>(k));
      }
    g.editSet(1, phase, 0, 0, 0);  // obligations fixed from this position
    // Pretend some units already fought, as happens mid-phase, to reach harder cases.
    GameState s = g.state();
    for (int u = 0; u < s.unitCount; ++u)
      if (s.units[u].status == UnitStatus::OnMap && rng.below(5) == 0) s.units[u].flags |= kFought;
    Game mid = Game::fromState(g.rulesPtr(), s);
    const bool engine = Internals::obligationsFeasible(mid, mid.state());
    const bool oracle = oracleFeasible(mid);
    ASSERT_EQ(engine, oracle) << "trial " << trial;
    ++checked;
    infeasible += !oracle;
  }
  EXPECT_GT(infeasible, 0);  // the sample holds impossible positions too
  std::printf("R7 oracle: %d positions, %d infeasible\n", checked, infeasible);
}

}  // namespace
