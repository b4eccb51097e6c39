// Army morale outside combat (12.0, 13.0, 17.2; rulings W20-W22, W27): the moment's changes
// summed and applied once (12.2), the end of a player turn (routed recovery, the LOC check
// M7), the night's point (M5) and the rally with the Recovery Table (10.0, W27).
#include <string>

#include "games/w20/combat_internal.h"
#include "games/w20/combat_math.h"
#include "games/w20/morale_math.h"

namespace w20 {

namespace combat {

void applyMoment(Game& g, State& s, const MoraleMoment& m) {
  bool changed = false;
  for (Side side : {Side::French, Side::Allied}) {
    const int si = sideIndex(side);
    int net = 0, entries = 0;
    for (int r = 0; r < kReasons; ++r) net += m.delta[si][r];
    const int after = applyMoraleDelta(s.morale[z(si)], net);
    // Each reason is logged (the page's history of what moved the index); the index is then
    // set to the summed change, clamped once (12.2), and the moment's entries show it.
    for (int r = 0; r < kReasons; ++r) {
      if (!m.delta[si][r]) continue;
      Rules::changeMorale(g, side, m.delta[si][r], static_cast<MoraleReason>(r));
      ++entries;
    }
    if (!entries) continue;
    changed = true;
    s.morale[z(si)] = static_cast<std::int8_t>(after);
    // The entries just written, newest first: the nominal delta of each, the moment's index.
    int r = kReasons;
    for (int i = 1; i <= entries; ++i) {
      while (!m.delta[si][--r]) {
      }
      MoraleEntry& e = s.moraleLog[z((s.moraleLogCount + 2 * kMoraleLog - i) % kMoraleLog)];
      e.delta = m.delta[si][r];
      e.after = static_cast<std::int8_t>(after);
    }
  }
  if (changed) Rules::checkVictory(g);
}

}  // namespace combat

using namespace combat;

namespace {

// The LOC hexes of an army (W5).
const std::array<int, 2>& locOf(Army a) { return Game::map().loc[z(static_cast<int>(a))]; }

// Units of `side` in the eliminated pool that may roll (W27): not rallied and awaiting
// their placement, not dummies.
std::uint32_t rallyPool(const State& s, Side side) {
  std::uint32_t m = 0;
  for (int u = 0; u < kUnits; ++u) {
    const UnitInfo& info = Game::roster()[u];
    if (info.side == side && info.type != UnitType::Dummy &&
        s.units[z(u)].status == UnitStatus::Eliminated && !has(s.deployOwed, u))
      m |= bit(u);
  }
  return m;
}

bool armyInPool(std::uint32_t pool, Army a) {
  for (int u = 0; u < kUnits; ++u)
    if (has(pool, u) && Game::roster()[u].army == a) return true;
  return false;
}

}  // namespace

void Rules::endOfPlayerTurn(Game& g, Side side) {
  State& s = g.s_;
  // 17.2 / W20: the side's routed units not in an enemy ZOC recover (at night, all).
  for (int u = 0; u < kUnits; ++u) {
    UnitState& us = s.units[z(u)];
    if (us.status == UnitStatus::Map && us.routed && Game::roster()[u].side == side &&
        !g.inZocOf(us.hex, enemyOf(side)))
      us.routed = false;
  }
  if (isNightTurn(s.turn)) return;
  // W22 M7: each army of the side with an enemy unit on one of its LOC hexes loses 1.
  // Face-down counters there are turned up first; a dummy is removed and counts nothing.
  MoraleMoment m;
  const Army armies[2] = {side == Side::French ? Army::French : Army::AngloDutch,
                          side == Side::French ? Army::None : Army::Prussian};
  for (Army a : armies) {
    if (a == Army::None) continue;
    bool hit = false;
    for (int hex : locOf(a)) {
      const int v = g.unitAt(hex);
      if (v == kNoUnit || Game::roster()[v].side == side) continue;
      if (!s.units[z(v)].faceUp) turnUp(g, v, nullptr);
      if (g.onMap(v)) hit = true;  // a revealed dummy is gone
    }
    if (hit) m.add(side, MoraleReason::Loc, -1);
  }
  applyMoment(g, s, m);
}

void Rules::nightMorale(Game& g) {
  MoraleMoment m;  // M5: each side +1 at the end of a night turn (13.0)
  m.add(Side::French, MoraleReason::Night, 1);
  m.add(Side::Allied, MoraleReason::Night, 1);
  applyMoment(g, g.s_, m);
}

bool Rules::rallyOwed(const Game& g, Side side) {
  return g.s_.phase == Phase::EndOfTurn && rallyPool(g.s_, side) != 0;
}

std::optional<Refusal> Rules::checkRally(const Game& g, const Action& a) {
  const State& s = g.s_;
  const Step st = g.step();
  if (s.phase != Phase::EndOfTurn || st.owed != Owed::Rally)
    return Refusal{"10.0", "no rally is owed now"};
  if (!a.flag) return std::nullopt;
  const std::uint32_t pool = rallyPool(s, st.acting);
  int cost = 1;
  if (st.acting == Side::French) {
    if (a.army != Army::French) return Refusal{"12.33", "the French rally point is mp=french"};
  } else {
    if (a.army == Army::French) return Refusal{"12.33", "the Allied rally point is ad, pr or all"};
    if (a.army == Army::None) cost = 2;
  }
  for (Army army : {Army::French, Army::AngloDutch, Army::Prussian}) {
    const bool covered = a.army == army || (a.army == Army::None && army != Army::French);
    if (covered && !armyInPool(pool, army))
      return Refusal{"W21", "no unit of that army is in the eliminated pool"};
  }
  if (!canSpend(g, st.acting, cost)) return Refusal{"W21", "the last Morale Point cannot be spent"};
  return std::nullopt;
}

void Rules::applyRally(Game& g, const Action& a, Outcome& out) {
  State& s = g.s_;
  const Side side = g.step().acting;
  const std::uint32_t pool = rallyPool(s, side);
  if (a.flag) {  // 12.33, W21
    const int cost = (side == Side::Allied && a.army == Army::None) ? 2 : 1;
    changeMorale(g, side, -cost, MoraleReason::Spent);
    if (a.army == Army::None) {
      s.rallyPoint[1] = s.rallyPoint[2] = true;
    } else {
      s.rallyPoint[z(static_cast<int>(a.army))] = true;
    }
  }
  std::uint32_t rallied = 0;
  for (int u = 0; u < kUnits; ++u) {  // ascending id order (W31)
    if (!has(pool, u)) continue;
    const int die = g.rollDie();
    out.rallyUnit[out.nRally] = static_cast<std::int8_t>(u);
    out.rallyDie[out.nRally] = static_cast<std::uint8_t>(die);
    ++out.nRally;
    if (rallies(die, s.rallyPoint[z(static_cast<int>(Game::roster()[u].army))])) rallied |= bit(u);
  }
  // 10.2 / W27: placed on vacant LOC hexes of the army, the first in ascending id order;
  // the rest are permanently lost.
  for (Army army : {Army::French, Army::AngloDutch, Army::Prussian}) {
    int vacant = 0;
    for (int hex : locOf(army)) vacant += g.unitAt(hex) == kNoUnit ? 1 : 0;
    for (int u = 0; u < kUnits; ++u) {
      if (!has(rallied, u) || Game::roster()[u].army != army) continue;
      if (vacant > 0) {
        --vacant;
        s.deployOwed |= bit(u);
        out.rallied |= bit(u);
      } else {
        s.units[z(u)].status = UnitStatus::Lost;
        s.units[z(u)].permanentlyLost = true;
        out.lost |= bit(u);
      }
    }
  }
  s.rallyDone[z(sideIndex(side))] = true;
}

}  // namespace w20
