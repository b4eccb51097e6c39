#include "games/nlb/ai/eval.h"

#include <algorithm>
#include <variant>

#include "games/nlb/combat.h"

namespace nlb::ai {

namespace {
std::size_t ix(int i) { return static_cast<std::size_t>(i); }
int strengthOf(const Game& g, const std::vector<int>& units) {
  int s = 0;
  for (int u : units) s += g.rules().unit(u).strength;
  return s;
}
// The level at which an army's losses end the game (N18/N19).
int breakingLevel(Army a) {
  return a == Army::French ? Game::demoralizationLevel(a) : Game::disintegrationLevel(a);
}
}  // namespace

Snapshot::Snapshot(const Game& g, int viewer) {
  side.fill(-1);
  for (int u = 0; u < g.unitCount(); ++u) {
    const int h = g.state().where[ix(u)];
    if (h < 0) continue;
    auto& c = count[ix(h)];
    if (c < 4) at[ix(h)][c++] = static_cast<std::int16_t>(u);
    if (side[ix(h)] < 0) {
      side[ix(h)] = static_cast<std::int8_t>(g.sideOf(u));
      if (g.sideOf(u) != viewer) enemyHexes.push_back(h);
    }
  }
}

void Snapshot::move(int unit, int unitSide, int from, int to) {
  if (from >= 0) {
    auto& c = count[ix(from)];
    auto& a = at[ix(from)];
    for (int k = 0; k < c; ++k)
      if (a[ix(k)] == unit) {
        a[ix(k)] = a[ix(c - 1)];
        --c;
        break;
      }
    if (c == 0) side[ix(from)] = -1;
  }
  auto& c = count[ix(to)];
  if (c < 4) {
    at[ix(to)][c++] = static_cast<std::int16_t>(unit);
    side[ix(to)] = static_cast<std::int8_t>(unitSide);
  }
}

double lossValue(const Game& g, Army army, int strength) {
  const int lost = g.state().lost[static_cast<std::size_t>(army)];
  const int level = breakingLevel(army);
  if (strength <= 0) return 0;
  if (lost + strength >= level) return strength + 100.0;  // the game
  return strength * (1.0 + static_cast<double>(lost) / level);
}

double lossValueOf(const Game& g, const std::vector<int>& units) {
  double v = 0;
  for (int u : units) v += lossValue(g, g.armyOf(u), g.rules().unit(u).strength);
  return v;
}

double materialValue(const Game& g, int side) {
  const State& s = g.state();
  if (s.winner == Winner::French || s.winner == Winner::Allied)
    return (s.winner == Winner::French) == (side == 0) ? 500.0 : -500.0;
  double v = 0;
  for (Army a : {Army::French, Army::Anglo, Army::Prussian}) {
    const double lost = s.lost[static_cast<std::size_t>(a)];
    const double phi = lost + lost * lost / (2.0 * breakingLevel(a));
    v += (a == Army::French) == (side == 0) ? -phi : phi;
  }
  const auto& vh = g.board().victoryHexes();
  for (std::size_t k = 0; k < vh.size(); ++k) v += (s.occupier[k] == side ? 0.5 : -0.5) * vh[k].vp;
  return v;
}

std::array<double, 5> resultOdds(const Game& g, int column) {
  std::array<double, 5> p{};
  for (int die = 1; die <= 6; ++die)
    p[static_cast<std::size_t>(g.rules().crt().result(column, die))] += 1.0 / 6;
  return p;
}

double attackValue(const Game& g, const std::vector<int>& adjacent,
                   const std::vector<int>& defenders, int column) {
  const auto p = resultOdds(g, column);
  using R = naw::CombatResult;
  auto at = [&](R r) { return p[static_cast<std::size_t>(r)]; };
  const double kill = lossValueOf(g, defenders);
  const double mine = lossValueOf(g, adjacent);
  const int as = strengthOf(g, adjacent), ds = strengthOf(g, defenders);
  const double exLoss = as > 0 ? mine * std::min(1.0, static_cast<double>(ds) / as) : 0.0;
  return at(R::De) * kill + at(R::Ee) * (kill - exLoss) + at(R::Dr) * 0.25 * kill -
         at(R::Ar) * 0.2 * mine - at(R::Ae) * mine;
}

AttackParts partsOf(const Action& a) {
  AttackParts p;
  int k = 0;
  for (int i = 0; i < a.nAttackers; ++i) p.adjacent.push_back(a.units[ix(k++)]);
  for (int i = 0; i < a.nDefenders; ++i) p.defenders.push_back(a.units[ix(k++)]);
  for (int i = 0; i < a.nBombarders; ++i) p.bombarders.push_back(a.units[ix(k++)]);
  return p;
}

double attackValue(const Game& g, const Action& a) {
  const AttackParts p = partsOf(a);
  const auto col = oddsColumn(g, p.adjacent, p.bombarders, p.defenders, a.odds);
  if (std::holds_alternative<Refusal>(col)) return -1e9;
  return attackValue(g, p.adjacent, p.defenders, std::get<int>(col));
}

int hexMultiplier(const Game& g, int hex) {
  switch (g.board().terrain(hex)) {
    case Terrain::Chateau:
      return 3;
    case Terrain::Forest:
    case Terrain::Town:
      return 2;
    case Terrain::Clear:
      break;
  }
  return 1;
}

double positionValue(const Game& g, const Snapshot& snap, int side, int unit, int hex,
                     const Style& style) {
  const naw::Rules& r = g.rules();
  const State& s = g.state();
  double v = 0;
  const int slot = g.board().victorySlot(hex);
  const auto& vh = g.board().victoryHexes();
  if (slot >= 0) {
    if (s.occupier[ix(slot)] != side)
      v += vh[ix(slot)].vp * (0.6 + 0.04 * s.turn);
    else
      v += 0.5;
  }
  // Objectives: the enemy's victory hexes, and for the French (the attacker) enemy units.
  int best = 99;
  for (std::size_t k = 0; k < vh.size(); ++k)
    if (s.occupier[k] != side) best = std::min(best, r.distance(hex, vh[k].index));
  if (side == 0)
    for (int e : snap.enemyHexes) best = std::min(best, r.distance(hex, e) + 1);
  if (best < 99) v -= style.approach * std::min(best, 12);
  const int mult = hexMultiplier(g, hex);
  v += 0.4 * (mult - 1);
  // Threat: the enemy strength within three hexes against this stack's defence.
  int threat = 0;
  for (int e : snap.enemyHexes)
    if (r.distance(hex, e) <= 3)
      for (int k = 0; k < snap.count[ix(e)]; ++k) threat += r.unit(snap.at[ix(e)][ix(k)]).strength;
  if (threat > 0 && style.threat > 0) {
    std::vector<int> stack{unit};
    for (int k = 0; k < snap.count[ix(hex)]; ++k)
      if (snap.at[ix(hex)][ix(k)] != unit) stack.push_back(snap.at[ix(hex)][ix(k)]);
    const int def = strengthOf(g, stack) * mult;
    const int col = r.crt().oddsColumn(threat / 2, std::max(1, def));
    const auto p = resultOdds(g, col);
    const double lose = p[static_cast<std::size_t>(naw::CombatResult::De)] +
                        0.5 * p[static_cast<std::size_t>(naw::CombatResult::Ee)] +
                        0.2 * p[static_cast<std::size_t>(naw::CombatResult::Dr)];
    v -= style.threat * lose * lossValue(g, g.armyOf(unit), r.unit(unit).strength);
  }
  return v;
}

}  // namespace nlb::ai
