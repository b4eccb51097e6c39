#include "eval.h"

#include <algorithm>
#include <deque>
#include <mutex>

namespace naw::ai {

Board::Board(std::shared_ptr<const Rules> rules) : rules_(std::move(rules)) {
  const Rules& r = *rules_;
  n_ = static_cast<std::size_t>(r.map().indexSize());
  dist_.assign(n_ * n_, 255);
  doubles_.assign(n_, 0);
  exitDist_.assign(n_, 60);
  const auto& hexes = r.map().hexes();
  for (Hex a : hexes) {
    const int ia = r.index(a);
    doubles_[static_cast<std::size_t>(ia)] = r.doublesDefender(ia) ? 1 : 0;
    for (Hex b : hexes)
      dist_[static_cast<std::size_t>(ia) * n_ + static_cast<std::size_t>(r.index(b))] =
          static_cast<std::uint8_t>(std::min(250, distance(a, b)));
  }
  // Movement-like distance (woods impassable, R3) to a hex a unit may leave the map from (R9).
  std::deque<int> queue;
  for (Hex h : r.scenario().exitHexes) {
    const int i = r.index(h);
    if (i >= 0 && r.canExitFrom(i)) {
      exitDist_[static_cast<std::size_t>(i)] = 0;
      queue.push_back(i);
    }
  }
  while (!queue.empty()) {
    const int i = queue.front();
    queue.pop_front();
    for (int d = 0; d < 6; ++d) {
      const int j = r.neighbor(i, d);
      if (j < 0 || !r.traversable(j, i)) continue;
      if (exitDist_[static_cast<std::size_t>(j)] <= exitDist_[static_cast<std::size_t>(i)] + 1)
        continue;
      exitDist_[static_cast<std::size_t>(j)] =
          static_cast<std::uint8_t>(exitDist_[static_cast<std::size_t>(i)] + 1);
      queue.push_back(j);
    }
  }
  const Crt& crt = r.crt();
  results_.resize(static_cast<std::size_t>(crt.columns()));
  for (int c = 0; c < crt.columns(); ++c) {
    std::array<int, 5> counts{};
    for (int die = 1; die <= 6; ++die) ++counts[static_cast<std::size_t>(crt.result(c, die))];
    results_[static_cast<std::size_t>(c)] = counts;
  }
}

const std::vector<std::uint8_t>& Board::blockedExitDistance(const GameState& s,
                                                            int zocPenalty) const {
  const Rules& r = *rules_;
  std::uint64_t key = 0xcbf29ce484222325ull ^ static_cast<std::uint64_t>(zocPenalty);
  for (int u = 0; u < s.unitCount; ++u) {
    if (r.unit(u).side != Side::Allied) continue;
    const UnitState& us = s.units[static_cast<std::size_t>(u)];
    key = (key ^ static_cast<std::uint64_t>(us.status == UnitStatus::OnMap ? us.hex + 1 : 0)) *
          0x100000001b3ull;
  }
  if (key == cacheKey_ && !cache_.empty()) return cache_;
  cacheKey_ = key;
  std::vector<std::uint8_t> blocked(n_, 0);  // 1: Allied zone of control, 2: Allied unit
  for (int u = 0; u < s.unitCount; ++u) {
    const UnitState& us = s.units[static_cast<std::size_t>(u)];
    if (r.unit(u).side != Side::Allied || us.status != UnitStatus::OnMap) continue;
    blocked[static_cast<std::size_t>(us.hex)] = 2;
    for (int d = 0; d < 6; ++d) {
      const int j = r.neighbor(us.hex, d);
      if (j >= 0 && blocked[static_cast<std::size_t>(j)] == 0)
        blocked[static_cast<std::size_t>(j)] = 1;
    }
  }
  cache_.assign(n_, 60);
  // Dijkstra by buckets: step costs 1 or 1 + zocPenalty.
  std::vector<std::vector<int>> buckets(64);
  for (Hex h : r.scenario().exitHexes) {
    const int i = r.index(h);
    if (i < 0 || !r.canExitFrom(i) || blocked[static_cast<std::size_t>(i)] == 2) continue;
    const int c = blocked[static_cast<std::size_t>(i)] ? zocPenalty : 0;
    if (c < cache_[static_cast<std::size_t>(i)]) {
      cache_[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(c);
      buckets[static_cast<std::size_t>(c)].push_back(i);
    }
  }
  for (int c = 0; c < 60; ++c) {
    for (std::size_t k = 0; k < buckets[static_cast<std::size_t>(c)].size(); ++k) {
      const int i = buckets[static_cast<std::size_t>(c)][k];
      if (cache_[static_cast<std::size_t>(i)] != c) continue;
      for (int d = 0; d < 6; ++d) {
        const int j = r.neighbor(i, d);
        if (j < 0 || blocked[static_cast<std::size_t>(j)] == 2 || !r.traversable(j, i)) continue;
        const int nc = c + 1 + (blocked[static_cast<std::size_t>(j)] ? zocPenalty : 0);
        if (nc < 60 && nc < cache_[static_cast<std::size_t>(j)]) {
          cache_[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(nc);
          buckets[static_cast<std::size_t>(nc)].push_back(j);
        }
      }
    }
  }
  return cache_;
}

const Board& Board::forRules(const std::shared_ptr<const Rules>& rules) {
  // One Board per Rules object seen (in practice: the standard rules only).
  static std::mutex mutex;
  static std::vector<std::unique_ptr<Board>> boards;
  std::lock_guard<std::mutex> lock(mutex);
  for (const auto& b : boards)
    if (&b->rules() == rules.get()) return *b;
  boards.push_back(std::make_unique<Board>(rules));
  return *boards.back();
}

double attackValue(const Board& b, const EvalParams& p, int column, int attack, int defence,
                   bool trapped) {
  const auto& n = b.results(column);
  const double A = attack, D = defence;
  const double v = n[static_cast<int>(CombatResult::De)] * D +
                   n[static_cast<int>(CombatResult::Ee)] * (D - std::min(A, D) * 1.05) +
                   n[static_cast<int>(CombatResult::Dr)] * (trapped ? D : p.retreatLoss * D) -
                   n[static_cast<int>(CombatResult::Ae)] * A -
                   n[static_cast<int>(CombatResult::Ar)] * p.retreatLoss * A;
  return v / 6.0;
}

int columnFor(const Board& b, const GameState& s, Side attacker, int attack, int doubledDefence) {
  const Rules& r = b.rules();
  int c = r.crt().oddsColumn(attack, std::max(1, doubledDefence));
  if (s.alliedLost >= r.scenario().lossThreshold) c += attacker == Side::Allied ? -1 : 1;  // 8.2
  return r.crt().clamp(c);
}

namespace {

struct Piece {
  int unit;
  int hex;
  int strength;
  int movement;
  bool artillery;
  bool fought;
};

// Expected value for side `t` of the attacks it may make next against side `v` (each of
// v's units judged separately, the strongest three units that can reach it attacking, the
// strongest two guns in range bombarding). Committed attacks (units already in contact)
// count whatever their value; optional ones only when worth making.
double threats(const Board& b, const GameState& s, const EvalParams& p, const std::vector<Piece>& t,
               const std::vector<Piece>& v, Side tSide) {
  double total = 0;
  std::array<bool, kMaxUnits> frozen{};
  for (const Piece& e : t)
    for (const Piece& u : v)
      if (b.dist(e.hex, u.hex) == 1) frozen[static_cast<std::size_t>(e.unit)] = true;
  for (const Piece& u : v) {
    int adj[3] = {0, 0, 0}, guns[2] = {0, 0};
    bool contact = false;
    for (const Piece& e : t) {
      const int d = b.dist(e.hex, u.hex);
      const bool fz = frozen[static_cast<std::size_t>(e.unit)];
      if (d == 1) contact = true;
      if (d == 1 || (!fz && d <= e.movement + 1)) {
        int x = e.strength;
        for (int& slot : adj)
          if (x > slot) std::swap(x, slot);
      } else if (e.artillery && !fz && d <= e.movement + 2) {
        int x = e.strength;
        for (int& slot : guns)
          if (x > slot) std::swap(x, slot);
      }
    }
    const int attack = adj[0] + adj[1] + adj[2];
    if (attack == 0) continue;
    const int def = u.strength * (b.doubles(u.hex) ? 2 : 1);
    const int column = columnFor(b, s, tSide, attack + guns[0] + guns[1], def);
    const double ev = attackValue(b, p, column, attack, u.strength);
    total += contact ? ev : std::max(0.0, ev);
  }
  return total;
}

// Expected value for the phasing side `x` of the attacks its units in contact must make
// (R7), each of its units splitting its strength among the enemies it touches, free guns
// bombarding the contacted enemies in range.
double contacts(const Board& b, const GameState& s, const EvalParams& p,
                const std::vector<Piece>& x, const std::vector<Piece>& y, Side xSide) {
  const Rules& r = b.rules();
  double total = 0;
  std::array<int, kMaxUnits> touching{};
  std::array<bool, kMaxUnits> inZoc{};
  for (const Piece& a : x)
    for (const Piece& e : y)
      if (b.dist(a.hex, e.hex) == 1) {
        inZoc[static_cast<std::size_t>(a.unit)] = true;
        if (!a.fought && !e.fought) ++touching[static_cast<std::size_t>(a.unit)];
      }
  // Hexes the attackers hold or control: a defender with no other traversable neighbour
  // cannot retreat (6.4).
  std::array<std::uint8_t, kMaxHexIndex> closed{};
  if (p.trappedRetreats)
    for (const Piece& a : x) {
      closed[static_cast<std::size_t>(a.hex)] = 1;
      for (int d = 0; d < 6; ++d) {
        const int j = r.neighbor(a.hex, d);
        if (j >= 0) closed[static_cast<std::size_t>(j)] = 1;
      }
    }
  for (const Piece& e : y) {
    if (e.fought) continue;
    double attack = 0;
    for (const Piece& a : x)
      if (!a.fought && b.dist(a.hex, e.hex) == 1)
        attack += static_cast<double>(a.strength) / touching[static_cast<std::size_t>(a.unit)];
    if (attack <= 0) continue;
    double guns = 0;
    for (const Piece& a : x)
      if (a.artillery && !a.fought && !inZoc[static_cast<std::size_t>(a.unit)] &&
          b.dist(a.hex, e.hex) == 2 && r.canBombard(a.hex, e.hex))
        guns += a.strength;
    const int def = e.strength * (b.doubles(e.hex) ? 2 : 1);
    const int column = columnFor(b, s, xSide, static_cast<int>((attack + guns) * 12), def * 12);
    bool trapped = p.trappedRetreats;
    for (int d = 0; d < 6 && trapped; ++d) {
      const int j = r.neighbor(e.hex, d);
      if (j >= 0 && !closed[static_cast<std::size_t>(j)] && r.traversable(e.hex, j))
        trapped = false;
    }
    total += attackValue(b, p, column, static_cast<int>(attack + 0.5), e.strength, trapped);
  }
  return total;
}

}  // namespace

double evaluate(const Board& b, const GameState& s, const EvalParams& p) {
  const Rules& r = b.rules();
  const int threshold = r.scenario().lossThreshold;
  if (s.phase == Phase::GameOver) {
    const double margin = 0.01 * (s.alliedLost - s.frenchLost);
    if (s.winner == Winner::French) return 1000 + margin;
    if (s.winner == Winner::Allied) return -1000 + margin;
    return margin;
  }
  // Exits win only up to the number needed (8.3); a unit beyond that is worth more on the map.
  const int needed = r.scenario().exitUnits;
  double v = p.alliedLossWeight * std::min<int>(s.alliedLost, threshold + 10) -
             p.frenchLossWeight * s.frenchLost + p.exitWeight * std::min<int>(s.exited, needed) -
             p.surplusExitCost * std::max(0, s.exited - needed);
  // Close to the Allied threshold every French point counts double.
  if (s.frenchLost > threshold - 12) v -= p.frenchLossWeight * (s.frenchLost - (threshold - 12));
  std::vector<Piece> fr, al;
  fr.reserve(48);
  al.reserve(48);
  const bool combat = isCombatPhase(s.phase);
  const std::vector<std::uint8_t>* exitDist =
      p.zocPenalty > 0 ? &b.blockedExitDistance(s, p.zocPenalty) : nullptr;
  for (int u = 0; u < s.unitCount; ++u) {
    const UnitState& us = s.units[static_cast<std::size_t>(u)];
    if (us.status != UnitStatus::OnMap) continue;
    const UnitDef& d = r.unit(u);
    Piece pc{u,
             us.hex,
             d.strength,
             d.movement,
             d.type == UnitType::Artillery,
             combat && (us.flags & kFought)};
    (d.side == Side::French ? fr : al).push_back(pc);
    if (d.side == Side::French && s.exited < needed)  // once enough are off, no more pull north
      v -= p.progressWeight * d.strength *
           (exitDist ? std::min<int>(30, (*exitDist)[static_cast<std::size_t>(us.hex)])
                     : b.exitDistance(us.hex));
  }
  if (s.exited >= needed && s.alliedLost < threshold && p.huntWeight > 0) {
    // Enough units are off: the French win now only by Allied losses, so close in.
    for (const Piece& f : fr) {
      int nearest = 10;
      for (const Piece& a : al) nearest = std::min(nearest, b.dist(f.hex, a.hex));
      v -= p.huntWeight * f.strength * nearest;
    }
  }
  const Side x = phasingSide(s.phase);
  const auto& xs = x == Side::French ? fr : al;
  const auto& ys = x == Side::French ? al : fr;
  const double sign = x == Side::French ? 1.0 : -1.0;
  v += sign * p.contactWeight * contacts(b, s, p, xs, ys, x);
  if (combat && p.nextContactWeight != 0) {
    // Contacts that outlast this combat phase (a unit that has fought stays in contact, say
    // after an advance, 6.6): the other side must attack there next (R7).
    std::vector<Piece> held, next;
    for (const Piece& a : xs)
      if (a.fought) held.push_back({a.unit, a.hex, a.strength, a.movement, a.artillery, false});
    for (const Piece& e : ys)
      next.push_back({e.unit, e.hex, e.strength, e.movement, e.artillery, false});
    if (!held.empty()) v -= sign * p.nextContactWeight * contacts(b, s, p, next, held, enemyOf(x));
  }
  if (p.useThreats) {
    v -= sign * p.threatWeight * threats(b, s, p, ys, xs, enemyOf(x));
    v += sign * p.counterWeight * threats(b, s, p, xs, ys, x);
  }
  return v;
}

}  // namespace naw::ai
