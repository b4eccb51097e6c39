#include "games/cn/ai/cn_eval.h"

#include <algorithm>
#include <vector>

namespace cn::ai {

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }
const UnitDef& def(int u) { return theRoster().unit(u); }
bool isWoods(int sq) { return validSquare(sq) && theMap().terrain(sq) == Terrain::Woods; }

// A unit of the other side than `side` stands next to `square`.
bool nextToEnemy(const Pos& pos, int square, Side side) {
  for (int d = 1; d <= 6; ++d) {
    const int n = neighbour(square, d);
    if (n == kNoSquare) continue;
    const int v = pos.at[z(n)];
    if (v >= 0 && def(v).side != side) return true;
  }
  return false;
}

Score strengthSum(const std::array<std::int8_t, 6>& units, int n) {
  Score s = 0;
  for (int i = 0; i < n; ++i) s += def(units[z(i)]).strength;
  return s;
}

}  // namespace

void Pos::put(int u, int square) {
  const int old = sq[z(u)];
  if (old != kNoSquare && at[z(old)] == u) at[z(old)] = -1;
  sq[z(u)] = static_cast<std::int16_t>(square);
  if (square != kNoSquare) at[z(square)] = static_cast<std::int8_t>(u);
}

void Pos::weigh() {
  if (alliedLost >= threshold) {
    lossPercent = {{25, 15}};
  } else {
    lossPercent = {{100 + std::max(0, frenchLost - 25) * 3, 100}};
  }
}

Pos posOf(const Game& g) {
  Pos p;
  const State& s = g.state();
  p.at.fill(-1);
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s.units[z(u)];
    p.sq[z(u)] = us.status == UnitStatus::OnMap ? us.square : static_cast<std::int16_t>(kNoSquare);
    if (us.status == UnitStatus::OnMap && p.at[z(us.square)] < 0)
      p.at[z(us.square)] = static_cast<std::int8_t>(u);
    if (us.status == UnitStatus::Waiting) p.waitingGroups |= 1u << theRoster().unit(u).arrival;
  }
  p.turn = s.turn;
  p.phase = s.phase;
  p.frenchLost = s.frenchLost;
  p.alliedLost = s.alliedLost;
  p.exited = s.exited;
  p.threshold = g.threshold();
  p.delay = s.delay;
  p.weigh();
  return p;
}

AttackSpec specOf(const Action& a) {
  AttackSpec s;
  s.nA = a.nAttackers;
  s.nB = a.nBombarders;
  s.nD = a.nDefenders;
  s.a = a.attackers;
  s.b = a.bombarders;
  s.d = a.defenders;
  return s;
}

Action declareOf(const AttackSpec& s) {
  Action a;
  a.type = ActionType::Declare;
  a.nAttackers = static_cast<std::uint8_t>(s.nA);
  a.nBombarders = static_cast<std::uint8_t>(s.nB);
  a.nDefenders = static_cast<std::uint8_t>(s.nD);
  a.attackers = s.a;
  a.bombarders = s.b;
  a.defenders = s.d;
  return a;
}

int shiftedColumn(const Pos& pos, Side attacker, int attack, int defence) {
  int column = oddsColumn(attack, defence);
  if (pos.alliedLost >= pos.threshold) {  // C22
    column += attacker == Side::French ? 1 : -1;
    column = std::min(std::max(column, 0), kOddsColumns - 1);
  }
  return column;
}

int defenceOf(const Pos& pos, int u) {
  const int st = def(u).strength;
  return theMap().doublesDefence(pos.sq[z(u)]) ? 2 * st : st;
}

int retreatSquare(const Pos& pos, int u) {
  static constexpr int kAllied[6] = {1, 2, 3, 4, 5, 6};
  static constexpr int kFrench[6] = {4, 5, 6, 1, 2, 3};
  const Side side = def(u).side;
  if (def(u).type == UnitType::Garrison) return kNoSquare;  // 8.2
  const int* order = side == Side::French ? kFrench : kAllied;
  const int from = pos.sq[z(u)];
  for (int i = 0; i < 6; ++i) {
    const int sq = neighbour(from, order[i]);
    if (sq == kNoSquare || isWoods(sq)) continue;
    if (side == Side::French && isRow70(sq)) continue;
    if (pos.at[z(sq)] >= 0) continue;
    if (nextToEnemy(pos, sq, side)) continue;
    return sq;
  }
  return kNoSquare;
}

std::array<int, 5> resultCounts(int column) {
  std::array<int, 5> c{};
  for (int n = 0; n < 10; ++n) ++c[z(static_cast<int>(combatResult(column, n)))];
  return c;
}

void orderForExchange(AttackSpec& s) {
  if (s.nA <= 1) return;
  int need = 0;
  for (int i = 0; i < s.nD; ++i) need += def(s.d[z(i)]).strength;
  // The subset with the smallest sum covering `need` (then the fewest units) goes first.
  int best = -1, bestSum = 1 << 30, bestCount = 99;
  for (int mask = 1; mask < (1 << s.nA); ++mask) {
    int sum = 0, count = 0;
    for (int i = 0; i < s.nA; ++i)
      if (mask >> i & 1) {
        sum += def(s.a[z(i)]).strength;
        ++count;
      }
    if (sum < need) continue;
    if (sum < bestSum || (sum == bestSum && count < bestCount)) {
      best = mask;
      bestSum = sum;
      bestCount = count;
    }
  }
  if (best < 0) return;  // all are lost whatever the order
  std::array<std::int8_t, 6> out{};
  int n = 0;
  for (int i = 0; i < s.nA; ++i)
    if (best >> i & 1) out[z(n++)] = s.a[z(i)];
  for (int i = 0; i < s.nA; ++i)
    if (!(best >> i & 1)) out[z(n++)] = s.a[z(i)];
  s.a = out;
}

namespace {

// Points lost by `units` retreating one after the other on a copy of pos (C19).
Score retreatLoss(Pos pos, const std::array<std::int8_t, 6>& units, int n, Score drivenBack) {
  Score loss = 0;
  for (int i = 0; i < n; ++i) {
    const int u = units[z(i)];
    const int sq = retreatSquare(pos, u);
    if (sq == kNoSquare) {
      loss += pos.loss(def(u).side, def(u).strength);
      pos.put(u, kNoSquare);
    } else {
      loss += def(u).strength * drivenBack;
      pos.put(u, sq);
    }
  }
  return loss;
}

}  // namespace

int killPercent(const Pos& pos, Side side, const EvalParams& params) {
  if (side != Side::French || params.killTempo <= 0 || pos.alliedLost >= pos.threshold) return 100;
  return 100 + params.killTempo * pos.turn;
}

Score attackValue(const Pos& pos, const AttackSpec& s, const EvalParams& params) {
  if (s.nD == 0 || s.nA + s.nB == 0) return 0;
  const Side side = def(s.nA > 0 ? s.a[0] : s.b[0]).side;
  int attack = 0, defence = 0, defPrinted = 0;
  for (int i = 0; i < s.nA; ++i) attack += def(s.a[z(i)]).strength;
  for (int i = 0; i < s.nB; ++i) attack += def(s.b[z(i)]).strength;
  for (int i = 0; i < s.nD; ++i) {
    defence += defenceOf(pos, s.d[z(i)]);
    defPrinted += def(s.d[z(i)]).strength;
  }
  const int column = shiftedColumn(pos, side, attack, defence);
  const std::array<int, 5> c = resultCounts(column);
  const int kill = killPercent(pos, side, params);
  const Score defAll =
      pos.loss(enemyOf(side), static_cast<int>(strengthSum(s.d, s.nD))) * kill / 100;
  const Score attAll = pos.loss(side, static_cast<int>(strengthSum(s.a, s.nA)));
  Score total = 0;
  if (c[z(static_cast<int>(Result::AE))]) total -= c[z(static_cast<int>(Result::AE))] * attAll;
  if (c[z(static_cast<int>(Result::AR))])
    total -= c[z(static_cast<int>(Result::AR))] * retreatLoss(pos, s.a, s.nA, params.arCost);
  if (c[z(static_cast<int>(Result::DR))])
    total += c[z(static_cast<int>(Result::DR))] * retreatLoss(pos, s.d, s.nD, params.drBonus) *
             kill / 100;
  if (c[z(static_cast<int>(Result::DE))]) total += c[z(static_cast<int>(Result::DE))] * defAll;
  if (c[z(static_cast<int>(Result::EX))]) {
    Score lost = 0;
    int covered = 0;
    for (int i = 0; i < s.nA && covered < defPrinted; ++i) {
      covered += def(s.a[z(i)]).strength;
      lost += pos.loss(side, def(s.a[z(i)]).strength);
    }
    total += c[z(static_cast<int>(Result::EX))] * (defAll - lost);
  }
  return total / 10;
}

int dueGroup(const Pos& pos, int turn) {
  const int scheduled = turn - pos.delay;
  return scheduled >= 3 && scheduled <= 6 && (pos.waitingGroups >> scheduled & 1u) ? scheduled : 0;
}

namespace {

bool canBombardOn(const Pos& pos, int art, int target) {
  const int from = pos.sq[z(art)], to = pos.sq[z(target)];
  return def(art).type == UnitType::Artillery && distance(from, to) == 2 &&
         !nextToEnemy(pos, from, def(art).side) && Game::lineOfFireOpen(from, to);
}

}  // namespace

Score quickSetupValue(const Pos& pos, Side side, const EvalParams& params) {
  // Contacts: my non-garrison units next to an enemy, the enemies next to them.
  std::array<bool, kUnits> mine{}, foe{}, used{}, covered{};
  int nMine = 0;
  for (int u = 0; u < kUnits; ++u) {
    if (!pos.onMap(u) || def(u).side != side || def(u).type == UnitType::Garrison) continue;
    for (int d = 1; d <= 6; ++d) {
      const int n = neighbour(pos.sq[z(u)], d);
      if (n == kNoSquare) continue;
      const int v = pos.at[z(n)];
      if (v >= 0 && def(v).side != side) {
        mine[z(u)] = true;
        foe[z(v)] = true;
      }
    }
    nMine += mine[z(u)];
  }
  Score total = 0;
  // Greedy: the best attack on an uncovered enemy with all my unused units next to it (and
  // unused artillery able to bombard it), until no enemy can be given one.
  for (;;) {
    Score bestValue = 0;
    AttackSpec best;
    int bestFoe = -1;
    for (int e = 0; e < kUnits; ++e) {
      if (!foe[z(e)] || covered[z(e)]) continue;
      AttackSpec s;
      s.d[0] = static_cast<std::int8_t>(e);
      s.nD = 1;
      for (int u = 0; u < kUnits && s.nA < 6; ++u)
        if (mine[z(u)] && !used[z(u)] && adjacent(pos.sq[z(u)], pos.sq[z(e)]))
          s.a[z(s.nA++)] = static_cast<std::int8_t>(u);
      if (s.nA == 0) continue;
      for (int u = 0; u < kUnits && s.nA + s.nB < 6; ++u)
        if (pos.onMap(u) && def(u).side == side && !used[z(u)] && !mine[z(u)] &&
            canBombardOn(pos, u, e))
          s.b[z(s.nB++)] = static_cast<std::int8_t>(u);
      orderForExchange(s);
      const Score v = attackValue(pos, s, params);
      if (bestFoe < 0 || v > bestValue) {
        bestValue = v;
        best = s;
        bestFoe = e;
      }
    }
    if (bestFoe < 0) break;
    total += bestValue;
    covered[z(bestFoe)] = true;
    for (int i = 0; i < best.nA; ++i) used[z(best.a[z(i)])] = true;
    for (int i = 0; i < best.nB; ++i) used[z(best.b[z(i)])] = true;
  }
  // Enemies left without an attacker still must be attacked (C12): count the weakest
  // neighbour's attack alone as the cost of re-arranging.
  for (int e = 0; e < kUnits; ++e) {
    if (!foe[z(e)] || covered[z(e)]) continue;
    int weakest = -1;
    for (int u = 0; u < kUnits; ++u)
      if (mine[z(u)] && adjacent(pos.sq[z(u)], pos.sq[z(e)]) &&
          (weakest < 0 || def(u).strength < def(weakest).strength))
        weakest = u;
    if (weakest < 0) continue;
    AttackSpec s;
    s.a[0] = static_cast<std::int8_t>(weakest);
    s.nA = 1;
    s.d[0] = static_cast<std::int8_t>(e);
    s.nD = 1;
    total += std::min<Score>(0, attackValue(pos, s, params));
  }
  // Obliged units left over (all their enemies taken): a rough cost of mending the plan.
  for (int u = 0; u < kUnits; ++u)
    if (mine[z(u)] && !used[z(u)]) total -= def(u).strength * kPoint / 2;
  // Pure bombardments by artillery still free (never costly, C13).
  for (int art = 0; art < kUnits; ++art) {
    if (!pos.onMap(art) || def(art).side != side || used[z(art)] ||
        def(art).type != UnitType::Artillery || mine[z(art)])
      continue;
    Score bestV = 0;
    for (int e = 0; e < kUnits; ++e) {
      if (!pos.onMap(e) || def(e).side == side || covered[z(e)] || !canBombardOn(pos, art, e))
        continue;
      AttackSpec s;
      s.b[0] = static_cast<std::int8_t>(art);
      s.nB = 1;
      s.d[0] = static_cast<std::int8_t>(e);
      s.nD = 1;
      bestV = std::max(bestV, attackValue(pos, s, params));
    }
    total += bestV;
  }
  (void)nMine;
  return total;
}

Score threatValue(const Pos& pos, Side side, const EvalParams& params) {
  const Side enemy = enemyOf(side);
  // Enemy units already in contact with one of my units cannot move (5.23).
  std::array<bool, kUnits> stuck{};
  for (int e = 0; e < kUnits; ++e)
    if (pos.onMap(e) && def(e).side == enemy) stuck[z(e)] = nextToEnemy(pos, pos.sq[z(e)], enemy);
  Score total = 0;
  for (int x = 0; x < kUnits; ++x) {
    if (!pos.onMap(x) || def(x).side != side) continue;
    const int xs = pos.sq[z(x)];
    int slots = 0;
    for (int d = 1; d <= 6; ++d) {
      const int n = neighbour(xs, d);
      if (n == kNoSquare || isWoods(n) || (enemy == Side::French && isRow70(n))) continue;
      const int v = pos.at[z(n)];
      if (v < 0 || def(v).side == enemy) ++slots;
    }
    if (slots == 0) continue;
    // The strongest enemies that could stand next to x next turn.
    int cand[kUnits];
    int nc = 0;
    int bombard = 0;
    for (int e = 0; e < kUnits; ++e) {
      if (!pos.onMap(e) || def(e).side != enemy || def(e).type == UnitType::Garrison) continue;
      const int dist = distance(pos.sq[z(e)], xs);
      if (dist == 1 || (!stuck[z(e)] && dist <= def(e).movement + 1))
        cand[nc++] = e;
      else if (!stuck[z(e)] && def(e).type == UnitType::Artillery && dist <= def(e).movement + 2)
        bombard += def(e).strength;
    }
    if (nc == 0) continue;
    std::sort(cand, cand + nc, [](int a, int b) { return def(a).strength > def(b).strength; });
    AttackSpec s;
    for (int i = 0; i < nc && i < slots; ++i) s.a[z(s.nA++)] = static_cast<std::int8_t>(cand[i]);
    s.d[0] = static_cast<std::int8_t>(x);
    s.nD = 1;
    int attack = 0;
    for (int i = 0; i < s.nA; ++i) attack += def(s.a[z(i)]).strength;
    attack += std::min(bombard, 6);
    const int column = shiftedColumn(pos, enemy, attack, defenceOf(pos, x));
    const std::array<int, 5> c = resultCounts(column);
    const Score xs1000 = pos.loss(side, def(x).strength);
    bool retreatOk = false;
    if (def(x).type != UnitType::Garrison && params.safeRetreat) {
      // A free square next to x, not next to an enemy now, whose two neighbours shared with
      // x cannot hold an attacker (friends, woods, off the map).
      for (int d = 1; d <= 6 && !retreatOk; ++d) {
        const int n = neighbour(xs, d);
        if (n == kNoSquare || isWoods(n) || pos.at[z(n)] >= 0) continue;
        if (side == Side::French && isRow70(n)) continue;
        if (nextToEnemy(pos, n, side)) continue;
        bool open = true;
        for (int k : {d % 6 + 1, (d + 4) % 6 + 1}) {
          const int m = neighbour(xs, k);
          if (m == kNoSquare || isWoods(m)) continue;
          const int v = pos.at[z(m)];
          if (v < 0 || def(v).side == enemy) open = false;
        }
        retreatOk = open;
      }
    } else if (def(x).type != UnitType::Garrison) {
      retreatOk = true;
    }
    Score v = 0;  // for the enemy
    v += c[z(static_cast<int>(Result::DE))] * xs1000;
    v += c[z(static_cast<int>(Result::EX))] *
         (xs1000 - pos.loss(enemy, std::min(def(x).strength, attack)));
    v += c[z(static_cast<int>(Result::DR))] *
         (retreatOk ? params.drBonus * def(x).strength : xs1000);
    v -= c[z(static_cast<int>(Result::AE))] * pos.loss(enemy, attack - std::min(bombard, 6));
    v -= c[z(static_cast<int>(Result::AR))] * params.arCost * attack;
    if (v > 0) total += v / 10 * params.threatPercent / 100;
  }
  return total;
}

namespace {}  // namespace

std::array<std::uint8_t, kSquares> exitField(const Pos& pos) {
  std::array<std::uint8_t, kSquares> field;
  field.fill(255);
  std::array<std::uint8_t, kSquares> cost;  // MP to enter; 0 closed
  for (int sq = 0; sq < kSquares; ++sq) {
    const int v = pos.at[z(sq)];
    if (isWoods(sq) || isRow70(sq) || (v >= 0 && def(v).side == Side::Allied))
      cost[z(sq)] = 0;
    else
      cost[z(sq)] = nextToEnemy(pos, sq, Side::French) ? 4 : 1;
  }
  // Shortest paths by repeated relaxation (a circular queue; costs are 1 or 4).
  std::array<std::int16_t, 1024> queue;
  std::array<bool, kSquares> queued{};
  std::size_t head = 0, tail = 0;
  for (int code : kExitCodes) {
    const int sq = squareOfCode(code);
    if (cost[z(sq)] == 0) continue;
    field[z(sq)] = 1;
    queue[tail++ % queue.size()] = static_cast<std::int16_t>(sq);
    queued[z(sq)] = true;
  }
  while (head != tail) {
    const int x = queue[head++ % queue.size()];
    queued[z(x)] = false;
    const int nd = field[z(x)] + cost[z(x)];  // a unit on a neighbour pays cost[x] to enter x
    for (int k = 1; k <= 6; ++k) {
      const int y = neighbour(x, k);
      if (y == kNoSquare || cost[z(y)] == 0 || nd >= field[z(y)] || nd >= 255) continue;
      field[z(y)] = static_cast<std::uint8_t>(nd);
      if (!queued[z(y)]) {
        queued[z(y)] = true;
        queue[tail++ % queue.size()] = static_cast<std::int16_t>(y);
      }
    }
  }
  return field;
}

namespace {
std::uint64_t evaluationCount = 0;
}  // namespace

std::uint64_t evaluations() { return evaluationCount; }

Score evaluate(const Pos& pos, Side side, const EvalParams& params, bool withSetup) {
  ++evaluationCount;
  Score v = withSetup ? quickSetupValue(pos, side, params) : 0;
  if (params.threat) v -= threatValue(pos, side, params);
  const Side enemy = enemyOf(side);
  // Close with the enemy: every unit a little drawn towards the nearest enemy unit. (The
  // distance of grid.h on rows and columns worked out once: this loop is hot.)
  if (params.pullPerSquare > 0) {
    int er[kUnits], ec[kUnits], ne = 0;
    for (int e = 0; e < kUnits; ++e)
      if (pos.onMap(e) && def(e).side == enemy) {
        er[ne] = rowOf(pos.sq[z(e)]);
        ec[ne++] = colOf(pos.sq[z(e)]);
      }
    for (int u = 0; u < kUnits && ne > 0; ++u) {
      if (!pos.onMap(u) || def(u).side != side || def(u).type == UnitType::Garrison) continue;
      const int r = rowOf(pos.sq[z(u)]), c = colOf(pos.sq[z(u)]);
      int best = 99;
      for (int k = 0; k < ne && best > 2; ++k) {
        const int dr = er[k] - r, dc = ec[k] - c, dd = dr - dc;
        best = std::min(best, std::max({dr < 0 ? -dr : dr, dc < 0 ? -dc : dc, dd < 0 ? -dd : dd}));
      }
      if (best > 2) v -= params.pullPerSquare * def(u).strength * (best - 2);
    }
  }
  if (side == Side::French && params.exitPlan) {
    // C23: seven exits and T Allied points. Exits weigh more as the Allied losses near T and
    // the turns run out; the nearest units still needed are drawn to the exit squares.
    const int progress = std::min(100, pos.alliedLost * 100 / pos.threshold);  // percent
    const int late = std::max(0, pos.turn - 5);
    const int need = std::max(0, 7 - pos.exited);
    v += std::min(pos.exited, 7) *
         (params.exitBase + params.exitProgress * progress / 100 + late * kPoint);
    // Exits beyond the seventh win nothing and take a unit out of the fight.
    v -= std::max(0, pos.exited - 7) * 5 * kPoint;
    if (need > 0) {
      std::array<std::uint8_t, kSquares> local;
      const std::array<std::uint8_t, kSquares>* field = pos.exitField;
      if (!field) {
        local = exitField(pos);
        field = &local;
      }
      int turnsNeeded[kUnits];
      int n = 0;
      for (int u = 0; u < kUnits; ++u) {
        if (!pos.onMap(u) || def(u).side != Side::French) continue;
        const int mp = def(u).movement;
        turnsNeeded[n++] = std::min(20, ((*field)[z(pos.sq[z(u)])] + mp - 1) / mp);
      }
      std::sort(turnsNeeded, turnsNeeded + n);
      const int left = 10 - pos.turn;  // French movement phases after this one
      const Score w =
          params.exitPull + params.exitPullProgress * progress / 100 + late * kPoint / 2;
      for (int i = 0; i < need && i < n; ++i) {
        v -= w * turnsNeeded[i];
        if (turnsNeeded[i] > left + 1) v -= params.lateExit;
      }
    }
  }
  if (side == Side::Allied && params.blockExits) {
    // C23: once the Allied losses near T, stand between the French and the exits.
    const int progress = std::min(100, pos.alliedLost * 100 / pos.threshold);
    const int need = std::max(0, 7 - pos.exited);
    if (progress >= 60 && need > 0) {
      const std::array<std::uint8_t, kSquares> field = exitField(pos);
      int turnsNeeded[kUnits];
      int n = 0;
      for (int u = 0; u < kUnits; ++u) {
        if (!pos.onMap(u) || def(u).side != Side::French) continue;
        const int mp = def(u).movement;
        turnsNeeded[n++] = std::min(20, (field[z(pos.sq[z(u)])] + mp - 1) / mp);
      }
      std::sort(turnsNeeded, turnsNeeded + n);
      const Score w = kPoint * progress / 100 + (progress >= 100 ? 2 * kPoint : 0);
      for (int i = 0; i < need && i < n; ++i) v += w * std::min(turnsNeeded[i], 11 - pos.turn);
    }
  }
  if (side == Side::Allied && params.prussianClear && dueGroup(pos, pos.turn + 1) != 0) {
    // C10: a unit on 7072-7075 when a group is due delays every group still to come.
    for (int code : kPrussianCodes) {
      const int u = pos.at[z(squareOfCode(code))];
      if (u >= 0 && def(u).side == Side::Allied) v -= 15 * kPoint;
    }
  }
  return v;
}

}  // namespace cn::ai
