#include "games/nlb/combat.h"

#include <algorithm>

namespace nlb {

namespace {

// Adjacency by the neighbour table (rules().adjacent() computes a distance: hot path).
bool adj(const Board& b, int x, int y) {
  for (int d = 0; d < 6; ++d)
    if (b.neighbor(x, d) == y) return true;
  return false;
}

int hexOf(const Game& g, int u) { return g.state().where[static_cast<std::size_t>(u)]; }

int sideHexDir(const Game& g, int from, int to) {
  for (int d = 0; d < 6; ++d)
    if (g.board().neighbor(from, d) == to) return d;
  return -1;
}

}  // namespace

const char* resultName(naw::CombatResult r) {
  switch (r) {
    case naw::CombatResult::Ae:
      return "Ae";
    case naw::CombatResult::Ar:
      return "Ar";
    case naw::CombatResult::Ee:
      return "Ex";  // N10: the standard game's Ee
    case naw::CombatResult::Dr:
      return "Dr";
    case naw::CombatResult::De:
      return "De";
  }
  return "?";
}

int defenceMultiplier(const Game& g, int defender, const std::vector<int>& adjacent) {
  const int h = hexOf(g, defender);
  const Terrain t = g.board().terrain(h);
  int m = t == Terrain::Chateau ? 3 : t == Terrain::Clear ? 1 : 2;
  int touching = 0, acrossStream = 0;
  for (int a : adjacent) {
    const int d = sideHexDir(g, h, hexOf(g, a));
    if (d < 0) continue;
    ++touching;
    if (g.board().stream(h, d)) ++acrossStream;
  }
  if (touching > 0 && touching == acrossStream) m = std::max(m, 2);  // N11, never multiplied
  return m;
}

std::variant<Refusal, int> oddsColumn(const Game& g, const std::vector<int>& adjacent,
                                      const std::vector<int>& bombarders,
                                      const std::vector<int>& defenders, int requested) {
  const naw::Crt& crt = g.rules().crt();
  int attack = 0, defence = 0;
  for (int a : adjacent) attack += g.rules().unit(a).strength;
  for (int b : bombarders) attack += g.rules().unit(b).strength;
  bool cap = false;
  for (int d : defenders) {
    defence += g.rules().unit(d).strength * defenceMultiplier(g, d, adjacent);
    if (g.board().chateau(hexOf(g, d)) && g.rules().unit(d).type == naw::UnitType::Infantry &&
        !g.demoralized(g.armyOf(d)))
      cap = true;  // N14 (10.3 a)
  }
  int column = crt.oddsColumn(attack, defence);
  if (cap) column = std::min(column, crt.columnByName("4-1"));
  if (requested >= 0) {
    // A column the table does not have (an untrusted action) is refused before it is named.
    if (requested >= crt.columns())
      return Refusal{"N10", "odds column " + std::to_string(requested) + " is not on the table"};
    if (requested > column)
      return Refusal{"N10", "odds " + crt.columnName(requested) + " are above the " +
                                crt.columnName(column) + " column allowed"};
    column = requested;
  }
  return column;
}

bool canBombard(const Game& g, int unit, int target) {
  const int h = hexOf(g, unit);
  if (h < 0 || g.rules().unit(unit).type != naw::UnitType::Artillery) return false;
  if (g.inEnemyZoc(h, g.sideOf(unit))) return false;  // N13: then it attacks adjacent units
  return g.board().lineOfSight(h, target);            // range 2, sight, never a chateau
}

std::vector<int> positionalObligations(const Game& g) {
  std::vector<int> out;
  const Phase p = g.state().phase;
  if (p != Phase::FrenchCombat && p != Phase::AlliedCombat) return out;
  const int side = g.sideToMove();
  for (int u = 0; u < g.unitCount(); ++u) {
    const int h = hexOf(g, u);
    if (h < 0) continue;
    if (g.sideOf(u) == side) {
      if (g.inEnemyZoc(h, side)) out.push_back(u);
      continue;
    }
    // N9: an enemy unit must be attacked when a phasing unit stands in its zone of control;
    // zones extend out of a chateau (N14) but never into one, so a phasing unit in a chateau
    // creates no obligation (it is never obliged, N8).
    for (int v = 0; v < g.unitCount(); ++v) {
      const int vh = hexOf(g, v);
      if (vh >= 0 && g.sideOf(v) == side && adj(g.board(), vh, h) && !g.board().chateau(vh)) {
        out.push_back(u);
        break;
      }
    }
  }
  return out;
}

}  // namespace nlb
