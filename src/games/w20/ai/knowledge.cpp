#include "games/w20/ai/knowledge.h"

#include <algorithm>
#include <vector>

namespace w20::ai {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

bool hiddenFrom(const State& s, int u, Side side) {
  if (Game::roster()[u].side == side) return false;
  const UnitState& us = s.units[z(u)];
  return us.status == UnitStatus::Pending || (us.status == UnitStatus::Map && !us.faceUp);
}

std::uint32_t remap(std::uint32_t mask, const std::array<int, kUnits>& to) {
  std::uint32_t out = 0;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) out |= bit(to[z(u)]);
  return out;
}

// FNV-1a over what the view shows (the believed state's public fields are enough: it is
// called once the hidden ones are canonical).
std::uint64_t publicHash(const State& s) {
  std::uint64_t h = 1469598103934665603ull;
  auto mix = [&h](std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= (v >> (8 * i)) & 0xff;
      h *= 1099511628211ull;
    }
  };
  mix(s.turn);
  mix(static_cast<std::uint64_t>(s.phase));
  mix(static_cast<std::uint64_t>(s.morale[0]) * 16 + static_cast<std::uint64_t>(s.morale[1]));
  for (const UnitState& us : s.units)
    mix(static_cast<std::uint64_t>(us.hex + 1) * 64 + static_cast<std::uint64_t>(us.status) * 8 +
        (us.faceUp ? 4u : 0u) + (us.routed ? 2u : 0u) + (us.moved ? 1u : 0u));
  mix(s.nCombats);
  return h;
}
}  // namespace

Game beliefGame(const Game& real, Side side) {
  State s = real.state();
  const Side enemy = enemyOf(side);
  std::vector<int> hidden, spots;
  for (int u = 0; u < kUnits; ++u) {
    if (!hiddenFrom(s, u, side)) continue;
    hidden.push_back(u);
    if (s.units[z(u)].status == UnitStatus::Map) spots.push_back(u);
  }
  std::sort(spots.begin(), spots.end(),
            [&s](int a, int b) { return s.units[z(a)].marker < s.units[z(b)].marker; });
  std::sort(hidden.begin(), hidden.end(), [](int a, int b) {
    const int ra = Game::roster()[a].arrival, rb = Game::roster()[b].arrival;
    return ra != rb ? ra < rb : a < b;
  });
  // The enemy markers nobody sees (those of the off-map hidden units), ascending.
  std::vector<int> freeMarkers;
  for (int m = 1; m <= kUnits; ++m) {
    bool used = false, exists = false;
    for (int u = 0; u < kUnits; ++u) {
      if (Game::roster()[u].side != enemy || s.units[z(u)].marker != m) continue;
      exists = true;
      if (!(s.units[z(u)].status == UnitStatus::Pending)) used = true;
    }
    if (exists && !used) freeMarkers.push_back(m);
  }
  std::array<int, kUnits> to{};
  for (int u = 0; u < kUnits; ++u) to[z(u)] = u;
  std::array<UnitState, kUnits> units = s.units;
  for (std::size_t i = 0; i < hidden.size(); ++i) {
    const int b = hidden[i];
    if (i < spots.size()) {
      units[z(b)] = s.units[z(spots[i])];
      units[z(b)].moved = false;  // the view does not say (view.cpp)
      to[z(spots[i])] = b;
    } else {
      UnitState us;
      us.status = UnitStatus::Pending;
      us.faceUp = !s.fog;
      us.marker = static_cast<std::uint8_t>(freeMarkers[i - spots.size()]);
      units[z(b)] = us;
    }
  }
  // Off-map hidden units map onto the off-map believed ones, in the same order.
  std::size_t k = spots.size();
  for (int u : hidden)
    if (s.units[z(u)].status == UnitStatus::Pending) to[z(u)] = hidden[k++];
  s.units = units;
  s.deployOwed = remap(s.deployOwed, to);
  s.obligedAttackers = remap(s.obligedAttackers, to);
  s.obligedDefenders = remap(s.obligedDefenders, to);
  for (Combat& c : s.combats) {
    c.attackers = remap(c.attackers, to);
    c.defenders = remap(c.defenders, to);
  }
  Resolution& r = s.resolution;
  r.retreating = remap(r.retreating, to);
  r.eliminated = remap(r.eliminated, to);
  r.routedNow = remap(r.routedNow, to);
  r.advancers = remap(r.advancers, to);
  r.advanced = remap(r.advanced, to);
  {
    std::array<std::uint8_t, kUnits> d = r.distance;
    std::array<RetreatPath, kUnits> p = r.paths;
    for (int u = 0; u < kUnits; ++u) {
      r.distance[z(to[z(u)])] = d[z(u)];
      r.paths[z(to[z(u)])] = p[z(u)];
    }
  }
  s.seed = 0;
  s.rng = 0;
  const std::uint64_t h = publicHash(s);
  s.seed = h;
  s.rng = h ^ 0x9E3779B97F4A7C15ull;
  return Game::fromState(s);
}

Action toRealAction(const Game& belief, const Game& real, const Action& a) {
  if (a.kind != ActionKind::Declare && a.kind != ActionKind::Countercharge) return a;
  Action out = a;
  out.defenders = 0;
  for (int u = 0; u < kUnits; ++u)
    if ((a.defenders & bit(u)) && belief.unit(u).hex != kNoHex) {
      const int r = real.unitAt(belief.unit(u).hex);
      if (r != kNoUnit) out.defenders |= bit(r);
    }
  return out;
}

HiddenMean hiddenMean(const Game& belief, Side side) {
  const State& s = belief.state();
  int sum = 0, n = 0, real = 0;
  for (int u = 0; u < kUnits; ++u) {
    const UnitInfo& info = Game::roster()[u];
    if (info.side == side) continue;
    const UnitState& us = s.units[z(u)];
    const bool faceDown = us.status == UnitStatus::Map && !us.faceUp;
    const bool waiting = us.status == UnitStatus::Pending && info.arrival <= s.turn;
    if (!faceDown && !waiting) continue;
    sum += info.type == UnitType::Dummy ? 0 : info.strength;
    real += info.type == UnitType::Dummy ? 0 : 1;
    ++n;
  }
  HiddenMean m;
  if (n > 0) {
    m.strength = static_cast<double>(sum) / n;
    m.real = static_cast<double>(real) / n;
  }
  return m;
}

}  // namespace w20::ai
