// Combat: declarations (C11, 6.2-6.3), bombardment and line of fire (C13, C14, 7.0),
// odds (C16), the table (C17), results (C18), retreats (C19), advances (C20), garrisons (C21),
// demoralization (C22).
#include <algorithm>

#include "games/cn/rules.h"

namespace cn {

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

bool isWoods(int sq) { return validSquare(sq) && theMap().terrain(sq) == Terrain::Woods; }

}  // namespace

// C14: straight shots are blocked by woods on the middle square; "between" shots only when
// both middle squares are woods. Off-map squares never block.
bool Game::lineOfFireOpen(int from, int target) {
  if (!validSquare(from) || !validSquare(target) || distance(from, target) != 2) return false;
  const int dr = rowOf(target) - rowOf(from), dc = colOf(target) - colOf(from);
  for (int d = 1; d <= 6; ++d) {
    const int e = d % 6 + 1;  // d + 1
    if (dr == 2 * kDirRow[d] && dc == 2 * kDirCol[d]) {
      const int mid = squareAt(rowOf(from) + kDirRow[d], colOf(from) + kDirCol[d]);
      return !isWoods(mid);
    }
    if (dr == kDirRow[d] + kDirRow[e] && dc == kDirCol[d] + kDirCol[e]) {
      const int m1 = squareAt(rowOf(from) + kDirRow[d], colOf(from) + kDirCol[d]);
      const int m2 = squareAt(rowOf(from) + kDirRow[e], colOf(from) + kDirCol[e]);
      return !(isWoods(m1) && isWoods(m2));
    }
  }
  return false;
}

std::uint64_t Rules::usedAttackers(const State& s) {
  std::uint64_t m = 0;
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& at = s.attacks[z(i)];
    for (int k = 0; k < at.nAttackers; ++k) m |= bit(at.attackers[z(k)]);
    for (int k = 0; k < at.nBombarders; ++k) m |= bit(at.bombarders[z(k)]);
  }
  return m;
}

std::uint64_t Rules::usedDefenders(const State& s) {
  std::uint64_t m = 0;
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& at = s.attacks[z(i)];
    for (int k = 0; k < at.nDefenders; ++k) m |= bit(at.defenders[z(k)]);
  }
  return m;
}

// C13: artillery, not in an enemy zone of control, target at distance 2, line of fire open.
bool Rules::canBombard(const State& s, const Board& b, int art, int target) {
  if (!onMap(s, art) || !onMap(s, target) || def(art).type != UnitType::Artillery) return false;
  const int from = s.units[z(art)].square, to = s.units[z(target)].square;
  return !b.enemyZoc(from, def(art).side) && distance(from, to) == 2 &&
         Game::lineOfFireOpen(from, to);
}

std::optional<Refusal> Rules::checkDeclare(const Game& g, const Action& a) {
  const State& s = g.s_;
  if (!isSetupPhase(s.phase)) return refuse("C11", "attacks are declared in a set-up phase");
  const int nA = a.nAttackers, nB = a.nBombarders, nD = a.nDefenders;
  if (nA + nB < 1) return refuse("C11", "an attack needs an attacking unit");
  if (nD < 1) return refuse("C11", "an attack needs a defender");
  if (nA > kMaxInAttack || nB > kMaxInAttack || nD > kMaxInAttack || nA + nB > 6)
    return refuse("6.24", "at most six units attack one enemy unit");
  const Side side = phasingSide(s.phase);
  std::uint64_t seen = 0;
  auto unitOk = [&](int u, bool mine) -> std::optional<Refusal> {
    if (u < 0 || u >= kUnits) return refuse("syntax", "no such unit");
    if (seen & bit(u)) return refuse("6.33", def(u).id + " is named twice");
    seen |= bit(u);
    if (!onMap(s, u)) return refuse("C11", def(u).id + " is not on the map");
    if (mine && def(u).side != side)
      return refuse("6.1", def(u).id + " does not belong to the attacker");
    if (!mine && def(u).side == side) return refuse("6.1", def(u).id + " is not an enemy unit");
    return std::nullopt;
  };
  for (int k = 0; k < nA; ++k)
    if (auto r = unitOk(a.attackers[z(k)], true)) return r;
  for (int k = 0; k < nB; ++k)
    if (auto r = unitOk(a.bombarders[z(k)], true)) return r;
  for (int k = 0; k < nD; ++k)
    if (auto r = unitOk(a.defenders[z(k)], false)) return r;
  for (int k = 0; k < nA; ++k)
    if (def(a.attackers[z(k)]).type == UnitType::Garrison)
      return refuse("8.2", def(a.attackers[z(k)]).id + " is a garrison: never attacks");
  if (nD >= 2 && nB > 0) return refuse("7.4", "bombarding artillery attacks a single enemy unit");
  if (nD >= 2 && nA >= 2)
    return refuse("6.36", "several units may not attack several units (one against many only)");
  for (int k = 0; k < nA; ++k)
    for (int j = 0; j < nD; ++j)
      if (!adjacent(s.units[z(a.attackers[z(k)])].square, s.units[z(a.defenders[z(j)])].square))
        return refuse("6.25",
                      def(a.attackers[z(k)]).id + " is not next to " + def(a.defenders[z(j)]).id);
  const Board b(s);
  for (int k = 0; k < nB; ++k) {
    const int art = a.bombarders[z(k)], target = a.defenders[0];
    const int from = s.units[z(art)].square, to = s.units[z(target)].square;
    if (def(art).type != UnitType::Artillery)
      return refuse("7.1", def(art).id + " is not artillery: only artillery bombards");
    if (b.enemyZoc(from, side))
      return refuse("7.8", def(art).id + " stands in an enemy zone of control: it may not bombard");
    if (distance(from, to) != 2)
      return refuse("7.2", def(art).id + " bombards only at two squares' distance");
    if (!Game::lineOfFireOpen(from, to))
      return refuse("7.6", def(art).id + " may not fire over woods");
  }
  const std::uint64_t usedA = usedAttackers(s), usedD = usedDefenders(s);
  for (int k = 0; k < nA + nB; ++k) {
    const int u = k < nA ? a.attackers[z(k)] : a.bombarders[z(k - nA)];
    if (usedA & bit(u)) return refuse("6.25", def(u).id + " already attacks this phase");
  }
  for (int k = 0; k < nD; ++k)
    if (usedD & bit(a.defenders[z(k)]))
      return refuse("6.25", def(a.defenders[z(k)]).id + " is already attacked this phase");
  if (s.nAttacks >= kMaxAttacks) return refuse("C11", "too many attacks");
  return std::nullopt;
}

void Rules::applyDeclare(Game& g, const Action& a) {
  State& s = g.s_;
  Attack& at = s.attacks[s.nAttacks++];
  at = Attack{};
  at.nAttackers = a.nAttackers;
  at.nBombarders = a.nBombarders;
  at.nDefenders = a.nDefenders;
  at.attackers = a.attackers;
  at.bombarders = a.bombarders;
  at.defenders = a.defenders;
}

void Rules::applyCancel(Game& g, int attack) {
  State& s = g.s_;
  for (int i = attack; i + 1 < s.nAttacks; ++i) s.attacks[z(i)] = s.attacks[z(i + 1)];
  --s.nAttacks;
  s.attacks[s.nAttacks] = Attack{};
}

std::variant<Refusal, Game::Odds> Game::oddsFor(const Action& declare) const {
  Odds o;
  if (auto r = Rules::checkDeclare(*this, declare)) return *r;
  for (int k = 0; k < declare.nAttackers; ++k)
    o.attack += Rules::def(declare.attackers[z(k)]).strength;
  for (int k = 0; k < declare.nBombarders; ++k)
    o.attack += Rules::def(declare.bombarders[z(k)]).strength;
  for (int k = 0; k < declare.nDefenders; ++k) {
    const int d = declare.defenders[z(k)];
    const int st = Rules::def(d).strength;
    o.defence += theMap().doublesDefence(squareOf(d)) ? 2 * st : st;
  }
  o.column = oddsColumn(o.attack, o.defence);
  o.shifted = o.column;
  if (demoralized()) {
    o.shifted += phasingSide(s_.phase) == Side::French ? 1 : -1;
    o.shifted = std::min(std::max(o.shifted, 0), kOddsColumns - 1);
  }
  return o;
}

namespace {

// C19: the first unblocked direction in the side's order, or kNoSquare.
int retreatSquare(const State& s, int u) {
  static constexpr int kAllied[6] = {1, 2, 3, 4, 5, 6};
  static constexpr int kFrench[6] = {4, 5, 6, 1, 2, 3};
  const Side side = theRoster().unit(u).side;
  const int* order = side == Side::French ? kFrench : kAllied;
  const Board b(s);
  const int from = s.units[z(u)].square;
  for (int i = 0; i < 6; ++i) {
    const int sq = neighbour(from, order[i]);
    if (sq == kNoSquare || isWoods(sq)) continue;
    if (side == Side::French && isRow70(sq)) continue;
    if (b.unit[z(sq)] >= 0) continue;
    if (b.enemyZoc(sq, side)) continue;
    return sq;
  }
  return kNoSquare;
}

}  // namespace

Outcome Rules::resolve(Game& g, int index) {
  State& s = g.s_;
  Attack& at = s.attacks[z(index)];
  Outcome out;
  out.combat = true;
  // Strengths (C16) straight from the declaration (the set-up checks are past).
  int attack = 0, defence = 0, defenderPrinted = 0;
  for (int k = 0; k < at.nAttackers; ++k) attack += def(at.attackers[z(k)]).strength;
  for (int k = 0; k < at.nBombarders; ++k) attack += def(at.bombarders[z(k)]).strength;
  std::array<std::int16_t, kMaxInAttack> defenderSquares{};
  for (int k = 0; k < at.nDefenders; ++k) {
    const int d = at.defenders[z(k)];
    const int st = def(d).strength;
    defenderSquares[z(k)] = s.units[z(d)].square;
    defence += theMap().doublesDefence(s.units[z(d)].square) ? 2 * st : st;
    defenderPrinted += st;
  }
  int column = oddsColumn(attack, defence);
  if (s.alliedLost >= (s.solitaire ? 60 : 50)) {  // C22: shift after clamping, clamp again
    column += phasingSide(s.phase) == Side::French ? 1 : -1;
    column = std::min(std::max(column, 0), kOddsColumns - 1);
  }
  out.odds = column;
  out.number = drawNumber(g);
  out.result = combatResult(column, out.number);
  at.resolved = true;

  auto retreat = [&](int u) {
    if (!onMap(s, u)) return;
    if (def(u).type == UnitType::Garrison) {  // 8.2: a garrison that must retreat is eliminated
      eliminate(s, u, &out);
      return;
    }
    const int sq = retreatSquare(s, u);
    if (sq == kNoSquare) {
      eliminate(s, u, &out);
      return;
    }
    s.units[z(u)].square = static_cast<std::int16_t>(sq);
    if (out.nRetreated < static_cast<int>(out.retreated.size())) {
      out.retreated[z(out.nRetreated)] = static_cast<std::int8_t>(u);
      out.retreatedTo[z(out.nRetreated++)] = static_cast<std::int16_t>(sq);
    }
  };
  switch (out.result) {
    case Result::AR:
      for (int k = 0; k < at.nAttackers; ++k) retreat(at.attackers[z(k)]);
      break;
    case Result::DR:
      for (int k = 0; k < at.nDefenders; ++k) retreat(at.defenders[z(k)]);
      break;
    case Result::AE:
      for (int k = 0; k < at.nAttackers; ++k)
        if (onMap(s, at.attackers[z(k)])) eliminate(s, at.attackers[z(k)], &out);
      break;
    case Result::DE:
      for (int k = 0; k < at.nDefenders; ++k)
        if (onMap(s, at.defenders[z(k)])) eliminate(s, at.defenders[z(k)], &out);
      break;
    case Result::EX: {
      for (int k = 0; k < at.nDefenders; ++k)
        if (onMap(s, at.defenders[z(k)])) eliminate(s, at.defenders[z(k)], &out);
      int lost = 0;  // C18: attackers in selection order until their printed strengths cover
      for (int k = 0; k < at.nAttackers && lost < defenderPrinted; ++k) {
        const int u = at.attackers[z(k)];
        if (!onMap(s, u)) continue;
        lost += def(u).strength;
        eliminate(s, u, &out);
      }
      break;
    }
  }
  if (s.winner == Winner::None &&
      (out.result == Result::DR || out.result == Result::DE || out.result == Result::EX)) {
    computeAdvance(s, index, defenderSquares);
    out.advanceAwaited = s.step == StepKind::Advance;
  }
  return out;
}

// C20: wait only when some surviving non-bombarding attacker may enter a vacated square.
void Rules::computeAdvance(State& s, int index,
                           const std::array<std::int16_t, kMaxInAttack>& defenderSquares) {
  const Attack& at = s.attacks[z(index)];
  PendingAdvance p;
  p.attack = static_cast<std::int8_t>(index);
  const Board b(s);
  for (int k = 0; k < at.nDefenders; ++k) {
    const int sq = defenderSquares[z(k)];
    if (validSquare(sq) && b.unit[z(sq)] < 0)
      p.squares[p.nSquares++] = static_cast<std::int16_t>(sq);
  }
  bool any = false;
  for (int k = 0; k < at.nAttackers && !any; ++k) {
    const int u = at.attackers[z(k)];
    if (!onMap(s, u)) continue;
    for (int j = 0; j < p.nSquares; ++j)
      if (!(def(u).side == Side::French && isRow70(p.squares[z(j)]))) any = true;
  }
  if (any) {
    s.advance = p;
    s.step = StepKind::Advance;
  }
}

std::optional<Refusal> Rules::checkAdvance(const Game& g, const Action& a) {
  const State& s = g.s_;
  if (s.step != StepKind::Advance) return refuse("C20", "no advance is awaited");
  if (a.type == ActionType::DeclineAdvance) return std::nullopt;
  if (a.unit < 0 || a.unit >= kUnits) return refuse("syntax", "no such unit");
  const Attack& at = s.attacks[z(s.advance.attack)];
  bool member = false;
  for (int k = 0; k < at.nAttackers; ++k) member |= at.attackers[z(k)] == a.unit;
  if (!member || !onMap(s, a.unit))
    return refuse("C20", def(a.unit).id +
                             " is not a surviving adjacent attacker of this attack (bombarding "
                             "artillery never advances, C13)");
  bool vacated = false;
  for (int j = 0; j < s.advance.nSquares; ++j) vacated |= s.advance.squares[z(j)] == a.square;
  if (!vacated) return refuse("6.8", formatSquare(a.square) + " was not vacated by a defender");
  if (def(a.unit).side == Side::French && isRow70(a.square))
    return refuse("5.6", "French units may never enter row 70");
  if (g.unitAt(a.square) >= 0) return refuse("C20", formatSquare(a.square) + " is not empty");
  return std::nullopt;
}

}  // namespace cn
