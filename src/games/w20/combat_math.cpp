#include "games/w20/combat_math.h"

#include <algorithm>

namespace w20 {

CombatTotals combatTotals(const std::vector<int>& attackStrengths,
                          const std::vector<int>& defenceStrengths,
                          const std::vector<int>& defenderTerrain, bool attackerMoralePoint,
                          bool defenderMoralePoint, bool grandBattery) {
  CombatTotals t;
  for (int s : attackStrengths) t.attack += s;
  t.attack += (attackerMoralePoint ? 1 : 0) + (grandBattery ? 1 : 0);
  for (int s : defenceStrengths) t.defence += s;
  // 9.51 / 9.52: the single most favourable terrain of all defending hexes, added once.
  int best = 0;
  for (int v : defenderTerrain) best = std::max(best, v);
  t.defence += best + (defenderMoralePoint ? 1 : 0);
  t.differential = t.attack - t.defence;
  return t;
}

namespace {

int maskTotal(const std::vector<int>& printed, std::uint32_t mask) {
  int sum = 0;
  for (std::size_t i = 0; i < printed.size(); ++i)
    if (mask & (1u << i)) sum += printed[i];
  return sum;
}

bool minimalCover(const std::vector<int>& printed, int needed, std::uint32_t mask) {
  const int total = maskTotal(printed, mask);
  if (total < needed) return false;
  for (std::size_t i = 0; i < printed.size(); ++i)
    if ((mask & (1u << i)) && total - printed[i] >= needed) return false;
  return true;
}

}  // namespace

std::vector<std::uint32_t> exchangeLossSets(const std::vector<int>& printed, int needed) {
  const std::uint32_t all = (1u << printed.size()) - 1u;
  if (maskTotal(printed, all) < needed) return {all};
  std::vector<std::uint32_t> sets;
  for (std::uint32_t m = 1; m <= all; ++m)
    if (minimalCover(printed, needed, m)) sets.push_back(m);
  return sets;
}

bool validExchangeLoss(const std::vector<int>& printed, int needed, std::uint32_t mask) {
  const std::uint32_t all = (1u << printed.size()) - 1u;
  if (mask == 0 || (mask & ~all)) return false;
  if (maskTotal(printed, all) < needed) return mask == all;
  return minimalCover(printed, needed, mask);
}

int guardMorale(Result r, bool guardAttacks, bool guardLostInExchange) {
  using R = Result;
  if (guardAttacks) {
    if (r == R::DR || r == R::DE) return 1;
    if (r == R::EX) return guardLostInExchange ? -1 : 1;
    if (r == R::AW || r == R::AR || r == R::AE) return -1;
    return 0;  // N, DW
  }
  if (r == R::AR || r == R::AE) return 1;
  if (r == R::DW || r == R::DR || r == R::DE || r == R::EX) return -1;
  return 0;  // N, AW
}

}  // namespace w20
