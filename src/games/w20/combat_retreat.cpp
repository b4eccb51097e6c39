// After the result: retreats with their hazards (9.8, W18), the combat's morale (W22, W23,
// applied once when its retreats are done), then advances along the retreat paths (9.9, W19).
#include <algorithm>
#include <array>

#include "games/w20/combat_internal.h"
#include "games/w20/combat_math.h"
#include "games/w20/crt.h"

namespace w20::combat {

namespace {

// The position as a retreat of unit `u` sees it (W18), read once into per-hex tables: who
// occupies each hex and which hexes lie in an enemy ZOC (W10: not at night, not from routed
// units, not across an unbridged river).
class Board : public RetreatBoard {
 public:
  Board(const Game& g, int u) {
    const Roster& r = Game::roster();
    const Map& m = Game::map();
    const Side side = r[u].side;
    const Army army = r[u].army;
    const auto& loc = m.loc[z(static_cast<int>(army == Army::None ? Army::AngloDutch : army))];
    locs_.assign(loc.begin(), loc.end());
    occ_.fill(0);
    zoc_.fill(false);
    const bool night = isNightTurn(g.state().turn);
    for (int v = 0; v < kUnits; ++v) {
      const UnitState& vs = g.unit(v);
      if (vs.status != UnitStatus::Map || v == u) continue;
      const bool enemy = r[v].side != side;
      occ_[z(vs.hex)] = enemy ? 2 : 1;
      if (!enemy || night || vs.routed) continue;
      for (int d = 0; d < kDirs; ++d) {
        const int n = m.neighbour(vs.hex, d);
        if (n != kNoHex && !m.riverBlocks(vs.hex, d)) zoc_[z(n)] = true;
      }
    }
  }
  int neighbours(int hex, int out[6]) const override {
    int count = 0;
    for (int d = 0; d < kDirs; ++d) {
      const int n = Game::map().neighbour(hex, d);
      if (n != kNoHex) out[count++] = n;
    }
    return count;
  }
  int distance(int a, int b) const override { return hexDistance(a, b); }
  bool unbridgedRiver(int a, int b) const override {
    const int d = Game::map().directionTo(a, b);
    return d >= 0 && Game::map().riverBlocks(a, d);
  }
  bool bridge(int a, int b) const override {
    const int d = Game::map().directionTo(a, b);
    return d >= 0 && Game::map().bridgeOn(a, d);
  }
  bool enemyOccupied(int hex) const override { return occ_[z(hex)] == 2; }
  bool friendlyOccupied(int hex) const override { return occ_[z(hex)] == 1; }
  bool enemyZoc(int hex) const override { return zoc_[z(hex)]; }
  const std::vector<int>& locHexes() const override { return locs_; }

 private:
  std::array<std::uint8_t, kHexes> occ_{};
  std::array<bool, kHexes> zoc_{};
  std::vector<int> locs_;
};

std::uint32_t winners(const Combat& c) {
  if (attackersMayAdvance(c.result)) return c.attackers;
  if (defendersMayAdvance(c.result)) return c.defenders;
  return 0;
}
std::uint32_t losers(const Combat& c) {
  if (attackersMayAdvance(c.result)) return c.defenders;
  if (defendersMayAdvance(c.result)) return c.attackers;
  return 0;
}

void finishCombat(State& s) { s.resolution = Resolution{}; }

// W19: the units that may or must still advance (they have a choice now).
std::uint32_t advancersNow(const Game& g, std::uint32_t candidates) {
  std::uint32_t m = 0;
  for (int u = 0; u < kUnits; ++u)
    if (has(candidates, u) && !advanceChoices(g, u).empty()) m |= bit(u);
  return m;
}

void beginAdvances(Game& g, State& s) {
  const Combat& c = *current(s);
  std::uint32_t candidates = 0;
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s.units[z(u)];
    // 9.93 / 17.1: winners that took part, are on the map and not routed.
    if (has(winners(c), u) && us.status == UnitStatus::Map && !us.routed) candidates |= bit(u);
  }
  s.resolution.advancers = advancersNow(g, candidates);
  if (s.resolution.advancers) {
    s.resolution.stage = ResolveStage::Advance;
  } else {
    finishCombat(s);
  }
}

// W22 M1, M2 and W23 for the combat: summed and applied once (12.2), before advances.
void combatMorale(Game& g, State& s) {
  const Combat& c = *current(s);
  const Resolution& res = s.resolution;
  MoraleMoment m;
  for (int u = 0; u < kUnits; ++u) {
    const Side owner = Game::roster()[u].side;
    if (has(res.eliminated, u)) {  // M1 (eliminated beats routed)
      m.add(owner, MoraleReason::Eliminated, -1);
      m.add(enemyOf(owner), MoraleReason::Eliminated, +1);
    } else if (has(res.routedNow, u)) {  // M2
      m.add(owner, MoraleReason::Routed, -1);
      m.add(enemyOf(owner), MoraleReason::Routed, +1);
    }
  }
  const bool guardAttacks = has(c.attackers, kFrIg), guardDefends = has(c.defenders, kFrIg);
  if (guardAttacks || guardDefends) {  // W23
    const int v =
        guardMorale(c.result, guardAttacks, c.result == Result::EX && has(res.eliminated, kFrIg));
    if (v > 0) m.add(Side::French, MoraleReason::GuardSuccess, v);
    if (v < 0) m.add(Side::French, MoraleReason::GuardRepulse, v);
  }
  applyMoment(g, s, m);
}

}  // namespace

std::vector<RetreatPlan> retreatPlans(const Game& g, int u) {
  const Board b(g, u);
  return allowedRetreats(b, g.unit(u).hex, g.state().resolution.distance[z(u)]);
}

void afterResult(Game& g, State& s) {
  Resolution& res = s.resolution;
  if (res.stage == ResolveStage::Lose) return;
  // W18: a unit that cannot leave its hex at all is eliminated in place at once.
  for (int u = 0; u < kUnits; ++u)
    if (has(res.retreating, u) && retreatPlans(g, u).empty()) eliminate(s, u, s.units[z(u)].hex);
  if (res.retreating) {
    res.stage = ResolveStage::Retreat;
    return;
  }
  combatMorale(g, s);
  if (g.over() || s.winner != Winner::None) return;
  beginAdvances(g, s);
}

std::optional<Refusal> checkRetreat(const Game& g, const Action& a) {
  const State& s = g.state();
  if (s.resolution.stage != ResolveStage::Retreat) return Refusal{"9.8", "no retreat is owed"};
  if (a.unit < 0 || a.unit >= kUnits || !has(s.resolution.retreating, a.unit))
    return Refusal{"9.8", "that unit owes no retreat"};
  if (a.pathLength < 1 || a.pathLength > kMaxPath)
    return Refusal{"syntax", "give the whole retreat path"};
  const Board b(g, a.unit);
  const int start = g.unit(a.unit).hex;
  const int length = s.resolution.distance[z(a.unit)];
  const auto plans = allowedRetreats(b, start, length);
  const std::vector<int> path(a.path.begin(), a.path.begin() + a.pathLength);
  if (const char* rule = retreatPathFault(b, start, length, plans, path)) {
    std::string why = "not an allowed retreat path";
    if (!plans.empty() && !plans.front().full)
      why += " (no full retreat exists: the longest partial path, " +
             std::to_string(plans.front().hexes.size()) + " hexes)";
    return Refusal{rule, why + " (W18)"};
  }
  return std::nullopt;
}

void applyRetreat(Game& g, State& s, const Action& a, Outcome& out) {
  const int u = a.unit;
  const Board b(g, u);
  UnitState& us = s.units[z(u)];
  const int start = us.hex;
  const int length = s.resolution.distance[z(u)];
  const std::vector<int> path(a.path.begin(), a.path.begin() + a.pathLength);
  const auto plans = allowedRetreats(b, start, length);
  const bool full = !plans.empty() && plans.front().full;
  const auto hazards = retreatHazards(b, start, path);
  RetreatPath& rp = s.resolution.paths[z(u)];
  rp.length = 1;
  rp.hexes[0] = static_cast<std::int16_t>(start);
  int diedAt = -1;  // index in path
  for (const RetreatHazard& h : hazards) {
    const int die = g.rollDie();  // W31: in path order, bridge before ZOC
    out.hazardHex[out.nHazards] = static_cast<std::int16_t>(path[z(h.index)]);
    out.hazardDie[out.nHazards] = static_cast<std::uint8_t>(die);
    ++out.nHazards;
    if (hazardKills(die)) {
      diedAt = h.index;
      break;
    }
  }
  if (diedAt < 0 && !full) diedAt = static_cast<int>(path.size()) - 1;  // 9.816
  const int last = diedAt >= 0 ? diedAt : static_cast<int>(path.size()) - 2;
  for (int i = 0; i <= last; ++i) rp.hexes[z(rp.length++)] = static_cast<std::int16_t>(path[z(i)]);
  if (diedAt >= 0) {
    out.eliminatedAt = static_cast<std::int16_t>(path[z(diedAt)]);
    eliminate(s, u, path[z(diedAt)]);
  } else {
    us.hex = static_cast<std::int16_t>(path.back());
    const Result r = current(s)->result;
    if (r == Result::AR || r == Result::DR) {
      // W22 M2: a survivor of its rout counts unless it was routed when the combat began.
      if (!s.routedRule || !us.routed) s.resolution.routedNow |= bit(u);
      if (s.routedRule) us.routed = true;  // 17.1
    }
  }
  s.resolution.retreating &= ~bit(u);
  afterResult(g, s);
}

std::vector<std::vector<int>> advanceChoices(const Game& g, int u) {
  const State& s = g.state();
  std::vector<std::vector<int>> out;
  const Combat* c = current(s);
  if (!c || has(s.resolution.advanced, u) || !g.onMap(u)) return out;
  const bool cavalry = Game::roster()[u].type == UnitType::Cavalry;
  const int here = g.unit(u).hex;
  for (int l = 0; l < kUnits; ++l) {
    if (!has(losers(*c), l)) continue;
    const RetreatPath& rp = s.resolution.paths[z(l)];
    if (rp.length == 0 || !Game::map().adjacent(here, rp.hexes[0])) continue;  // 9.93
    std::vector<int> cut;
    for (int i = 0; i < rp.length; ++i) {
      if (g.unitAt(rp.hexes[z(i)]) != kNoUnit) break;  // W19: cut at the first occupied hex
      cut.push_back(rp.hexes[z(i)]);
      if (!cavalry) break;  // 9.91: army corps one hex
    }
    if (!cut.empty() && std::find(out.begin(), out.end(), cut) == out.end()) out.push_back(cut);
  }
  return out;
}

std::optional<Refusal> checkAdvance(const Game& g, const Action& a) {
  const State& s = g.state();
  if (s.resolution.stage != ResolveStage::Advance) return Refusal{"9.9", "no advance is owed"};
  if (a.unit < 0 || a.unit >= kUnits || !has(s.resolution.advancers, a.unit))
    return Refusal{"9.93", "that unit may not advance now"};
  if (a.pathLength < 1 || a.pathLength > kMaxPath)
    return Refusal{"syntax", "give the advance path"};
  const std::vector<int> path(a.path.begin(), a.path.begin() + a.pathLength);
  for (const auto& choice : advanceChoices(g, a.unit))
    if (choice == path) return std::nullopt;
  if (Game::roster()[a.unit].type == UnitType::Cavalry)
    return Refusal{"9.91", "cavalry advances the whole retreat path, as far as it is vacant (W19)"};
  return Refusal{"9.91", "an army corps advances one hex, into the vacated hex (W19)"};
}

void applyAdvance(Game& g, State& s, const Action& a) {
  s.units[z(a.unit)].hex = a.path[z(a.pathLength - 1)];
  s.resolution.advanced |= bit(a.unit);
  s.resolution.advancers = advancersNow(g, s.resolution.advancers & ~bit(a.unit));
  if (!s.resolution.advancers) finishCombat(s);
}

std::optional<Refusal> checkAdvanceNone(const Game& g) {
  const State& s = g.state();
  if (s.resolution.stage != ResolveStage::Advance) return Refusal{"9.9", "no advance is owed"};
  for (int u = 0; u < kUnits; ++u)
    if (has(s.resolution.advancers, u) && Game::roster()[u].type == UnitType::Cavalry)
      return Refusal{"9.91", Game::roster()[u].id + " is cavalry and must advance"};
  return std::nullopt;
}

void applyAdvanceNone(Game&, State& s) { finishCombat(s); }

}  // namespace w20::combat
