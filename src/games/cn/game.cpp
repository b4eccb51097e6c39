// Set-up, the sequence of play (C5), Prussian reinforcements (C10), victory (C23), apply
// dispatch, queries, hash and test hooks.
#include <algorithm>

#include "core/rng.h"
#include "games/cn/codec.h"
#include "games/cn/rules.h"

namespace cn {

Board::Board(const State& s) {
  unit.fill(-1);
  count.fill(0);
  zoc[0].fill(0);
  zoc[1].fill(0);
  const Roster& roster = theRoster();
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s.units[static_cast<std::size_t>(u)];
    if (us.status != UnitStatus::OnMap || !validSquare(us.square)) continue;
    const std::size_t sq = static_cast<std::size_t>(us.square);
    if (unit[sq] < 0) unit[sq] = static_cast<std::int8_t>(u);
    ++count[sq];
    auto& z = zoc[static_cast<int>(roster.unit(u).side)];
    for (int d = 1; d <= 6; ++d) {
      const int n = neighbour(us.square, d);
      if (n != kNoSquare) z[static_cast<std::size_t>(n)] = 1;
    }
  }
}

// --- Action builders

bool operator==(const Action& a, const Action& b) {
  if (a.type != b.type || a.unit != b.unit || a.square != b.square ||
      a.pathLength != b.pathLength || a.nAttackers != b.nAttackers ||
      a.nBombarders != b.nBombarders || a.nDefenders != b.nDefenders)
    return false;
  for (int i = 0; i < a.pathLength && i < 5; ++i)
    if (a.path[static_cast<std::size_t>(i)] != b.path[static_cast<std::size_t>(i)]) return false;
  for (int i = 0; i < kMaxInAttack; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    if ((i < a.nAttackers && a.attackers[k] != b.attackers[k]) ||
        (i < a.nBombarders && a.bombarders[k] != b.bombarders[k]) ||
        (i < a.nDefenders && a.defenders[k] != b.defenders[k]))
      return false;
  }
  return true;
}

Action moveAction(int unit, const int* path, int length) {
  Action a;
  a.type = ActionType::Move;
  a.unit = static_cast<std::int8_t>(unit);
  a.pathLength = static_cast<std::uint8_t>(std::min(std::max(length, 0), 5));
  for (int i = 0; i < a.pathLength; ++i)
    a.path[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(path[i]);
  return a;
}
Action exitAction(int unit) {
  Action a;
  a.type = ActionType::Exit;
  a.unit = static_cast<std::int8_t>(unit);
  return a;
}
Action undoAction() {
  Action a;
  a.type = ActionType::Undo;
  return a;
}
Action endAction() { return Action{}; }
Action declareAction(std::initializer_list<int> attackers, std::initializer_list<int> defenders,
                     std::initializer_list<int> bombarders) {
  Action a;
  a.type = ActionType::Declare;
  for (int u : attackers)
    if (a.nAttackers < kMaxInAttack) a.attackers[a.nAttackers++] = static_cast<std::int8_t>(u);
  for (int u : bombarders)
    if (a.nBombarders < kMaxInAttack) a.bombarders[a.nBombarders++] = static_cast<std::int8_t>(u);
  for (int u : defenders)
    if (a.nDefenders < kMaxInAttack) a.defenders[a.nDefenders++] = static_cast<std::int8_t>(u);
  return a;
}
Action cancelAction(int defender) {
  Action a;
  a.type = ActionType::Cancel;
  a.unit = static_cast<std::int8_t>(defender);
  return a;
}
Action resolveAction(int defender) {
  Action a;
  a.type = ActionType::Resolve;
  a.unit = static_cast<std::int8_t>(defender);
  return a;
}
Action advanceAction(int unit, int square) {
  Action a;
  a.type = ActionType::Advance;
  a.unit = static_cast<std::int8_t>(unit);
  a.square = static_cast<std::int16_t>(square);
  return a;
}
Action declineAdvanceAction() {
  Action a;
  a.type = ActionType::DeclineAdvance;
  return a;
}

// --- Setting up

Game Game::newGame(std::uint64_t seed, bool solitaire) {
  Game g;
  State& s = g.s_;
  s.solitaire = solitaire;
  s.rng = seed;
  for (int u = 0; u < kUnits; ++u) {
    const UnitDef& d = theRoster().unit(u);
    UnitState& us = s.units[static_cast<std::size_t>(u)];
    if (d.prussian()) {
      us.status = UnitStatus::Waiting;
      us.square = kNoSquare;
    } else {
      us.status = UnitStatus::OnMap;
      us.square = static_cast<std::int16_t>(d.square);
    }
  }
  Rules::startMovementPhase(s, Phase::FrenchMove);
  return g;
}

Game Game::fromState(const State& state) {
  Game g;
  g.s_ = state;
  return g;
}

Step Game::step() const {
  Step st;
  st.turn = s_.turn;
  st.phase = s_.phase;
  st.kind = s_.step;
  st.acting = phasingSide(s_.phase);
  return st;
}

// --- Sequence of play (C5)

void Rules::startMovementPhase(State& s, Phase p) {
  s.phase = p;
  s.step = StepKind::Move;
  for (auto& us : s.units) us.mpUsed = 0;
  s.nMoves = 0;
  s.nAttacks = 0;
  s.obligedAttackers = s.obligedDefenders = 0;
  s.advance = PendingAdvance{};
  if (p == Phase::AlliedMove) placePrussians(s);
}

void Rules::startSetupPhase(State& s, Phase p) {
  s.phase = p;
  s.step = StepKind::Declare;
  s.nAttacks = 0;
  // The movement phase's take-back records stay in the state (unused) until the next
  // movement phase begins: undo is refused outside movement phases (C6). Kept so for the
  // recorded bench hashes of tests/cn_golden.
  s.advance = PendingAdvance{};
  // C12: obliged attackers are the phasing non-garrison units next to an enemy unit;
  // obliged defenders the enemy units next to an obliged attacker.
  s.obligedAttackers = s.obligedDefenders = 0;
  const Side side = phasingSide(p);
  for (int a = 0; a < kUnits; ++a) {
    if (!onMap(s, a) || def(a).side != side || def(a).type == UnitType::Garrison) continue;
    for (int d = 0; d < kUnits; ++d) {
      if (!onMap(s, d) || def(d).side == side) continue;
      if (adjacent(s.units[static_cast<std::size_t>(a)].square,
                   s.units[static_cast<std::size_t>(d)].square)) {
        s.obligedAttackers |= bit(a);
        s.obligedDefenders |= bit(d);
      }
    }
  }
}

// C10: at the start of the Allied movement phase of turn T, the group whose scheduled turn
// plus the delay equals T is due; placed if no Allied unit stands on 7072-7075, else delayed.
// A group is only due while it still has a waiting unit (`clear` empties the schedule).
void Rules::placePrussians(State& s) {
  const int scheduled = s.turn - s.delay;
  if (scheduled < 3 || scheduled > 6) return;
  bool any = false;
  for (int u = 0; u < kUnits; ++u)
    if (def(u).arrival == scheduled &&
        s.units[static_cast<std::size_t>(u)].status == UnitStatus::Waiting)
      any = true;
  if (!any) return;
  const Board b(s);
  bool blocked = false;
  for (int code : kPrussianCodes) {
    const int u = b.unit[static_cast<std::size_t>(squareOfCode(code))];
    if (u >= 0 && def(u).side == Side::Allied) blocked = true;
  }
  if (blocked) {
    ++s.delay;
    return;
  }
  for (int u = 0; u < kUnits; ++u) {
    UnitState& us = s.units[static_cast<std::size_t>(u)];
    if (def(u).arrival != scheduled || us.status != UnitStatus::Waiting) continue;
    if (b.unit[static_cast<std::size_t>(def(u).square)] >= 0) continue;  // only via test hooks
    us.status = UnitStatus::OnMap;
    us.square = static_cast<std::int16_t>(def(u).square);
    us.mpUsed = 0;
  }
}

void Rules::eliminate(State& s, int u, Outcome* out) {
  UnitState& us = s.units[static_cast<std::size_t>(u)];
  us.status = UnitStatus::Eliminated;
  us.square = kNoSquare;
  if (def(u).side == Side::French)
    s.frenchLost = static_cast<std::int16_t>(s.frenchLost + def(u).strength);
  else
    s.alliedLost = static_cast<std::int16_t>(s.alliedLost + def(u).strength);
  if (out && out->nEliminated < static_cast<int>(out->eliminated.size()))
    out->eliminated[static_cast<std::size_t>(out->nEliminated++)] = static_cast<std::int8_t>(u);
  checkVictory(s);
}

// C23: the first condition met decides; checked after every elimination and exit.
void Rules::checkVictory(State& s) {
  if (s.winner != Winner::None) return;
  const int t = s.solitaire ? 60 : 50;
  if (s.alliedLost >= t && s.exited >= 7)
    s.winner = Winner::French;
  else if (s.frenchLost >= Game::kFrenchLossLimit && s.alliedLost < t)
    s.winner = Winner::Allied;
}

std::optional<Refusal> Rules::checkEnd(const Game& g) {
  const State& s = g.s_;
  switch (s.phase) {
    case Phase::FrenchMove:
    case Phase::AlliedMove:
      if (g.stacked()) return refuse("5.3", "two units may never end a phase in the same square");
      return std::nullopt;
    case Phase::FrenchSetup:
    case Phase::AlliedSetup: {
      const std::uint64_t att = s.obligedAttackers & ~usedAttackers(s);
      const std::uint64_t dfd = s.obligedDefenders & ~usedDefenders(s);
      for (int u = 0; u < kUnits; ++u)
        if (att & bit(u))
          return refuse("6.21", def(u).id + " stands in an enemy zone of control and must attack");
      for (int u = 0; u < kUnits; ++u)
        if (dfd & bit(u)) return refuse("6.22", def(u).id + " must be attacked");
      return std::nullopt;
    }
    case Phase::FrenchResolve:
    case Phase::AlliedResolve:
      if (s.step == StepKind::Advance) return refuse("C20", "an advance decision is awaited");
      for (int i = 0; i < s.nAttacks; ++i)
        if (!s.attacks[static_cast<std::size_t>(i)].resolved)
          return refuse("C15", "an attack is still unresolved");
      return std::nullopt;
    case Phase::GameOver:
      break;
  }
  return refuse("C23", "the game is over");
}

void Rules::end(Game& g) {
  State& s = g.s_;
  switch (s.phase) {
    case Phase::FrenchMove:
      startSetupPhase(s, Phase::FrenchSetup);
      break;
    case Phase::AlliedMove:
      startSetupPhase(s, Phase::AlliedSetup);
      break;
    case Phase::FrenchSetup:
    case Phase::AlliedSetup:
      s.phase = s.phase == Phase::FrenchSetup ? Phase::FrenchResolve : Phase::AlliedResolve;
      s.step = StepKind::ChooseAttack;
      break;
    case Phase::FrenchResolve:
      startMovementPhase(s, Phase::AlliedMove);
      break;
    case Phase::AlliedResolve:
      if (s.turn >= 10) {
        s.endedIn = s.phase;
        s.phase = Phase::GameOver;
        s.step = StepKind::GameOver;
        if (s.winner == Winner::None) s.winner = Winner::Draw;
      } else {
        ++s.turn;
        startMovementPhase(s, Phase::FrenchMove);
      }
      break;
    case Phase::GameOver:
      break;
  }
}

// --- check / apply

std::optional<Refusal> Game::check(const Action& a) const {
  if (over()) return Rules::refuse("C23", "the game is over");
  const bool move = isMovePhase(s_.phase), setup = isSetupPhase(s_.phase);
  const bool resolve = isResolvePhase(s_.phase);
  switch (a.type) {
    case ActionType::Move:
      return Rules::checkMove(*this, a);
    case ActionType::Exit:
      return Rules::checkExit(*this, a);
    case ActionType::Undo:
      if (!move) return Rules::refuse("C6", "take-back is only within a movement phase");
      if (s_.nMoves == 0) return Rules::refuse("C6", "nothing to take back in this phase");
      return std::nullopt;
    case ActionType::EndPhase:
      return Rules::checkEnd(*this);
    case ActionType::Declare:
      return Rules::checkDeclare(*this, a);
    case ActionType::Cancel:
      if (!setup) return Rules::refuse("C11", "attacks are withdrawn only in a set-up phase");
      if (a.unit < 0 || a.unit >= kUnits || attackOf(a.unit) < 0)
        return Rules::refuse("C11", "no declared attack on that unit");
      return std::nullopt;
    case ActionType::Resolve: {
      if (!resolve) return Rules::refuse("C15", "attacks are resolved in a resolution phase");
      if (s_.step == StepKind::Advance)
        return Rules::refuse("C20", "an advance decision is awaited");
      const int i = a.unit >= 0 && a.unit < kUnits ? attackOf(a.unit) : -1;
      if (i < 0) return Rules::refuse("C15", "no declared attack on that unit");
      if (s_.attacks[static_cast<std::size_t>(i)].resolved)
        return Rules::refuse("C15", "that attack is already resolved");
      return std::nullopt;
    }
    case ActionType::Advance:
    case ActionType::DeclineAdvance:
      return Rules::checkAdvance(*this, a);
  }
  return Rules::refuse("syntax", "unknown action");
}

ApplyResult Game::apply(const Action& a) {
  if (auto r = check(a)) return *r;
  Outcome out;
  switch (a.type) {
    case ActionType::Move:
      Rules::applyMove(*this, a);
      break;
    case ActionType::Exit:
      Rules::applyExit(*this, a);
      break;
    case ActionType::Undo:
      Rules::applyUndo(*this);
      break;
    case ActionType::EndPhase:
      Rules::end(*this);
      break;
    case ActionType::Declare:
      Rules::applyDeclare(*this, a);
      break;
    case ActionType::Cancel:
      Rules::applyCancel(*this, attackOf(a.unit));
      break;
    case ActionType::Resolve:
      out = Rules::resolve(*this, attackOf(a.unit));
      break;
    case ActionType::Advance: {
      UnitState& us = s_.units[static_cast<std::size_t>(a.unit)];
      us.square = a.square;
      s_.advance = PendingAdvance{};
      s_.step = StepKind::ChooseAttack;
      break;
    }
    case ActionType::DeclineAdvance:
      s_.advance = PendingAdvance{};
      s_.step = StepKind::ChooseAttack;
      break;
  }
  if (s_.winner != Winner::None && s_.phase != Phase::GameOver) {
    s_.endedIn = s_.phase;
    s_.phase = Phase::GameOver;
    s_.step = StepKind::GameOver;
    s_.advance = PendingAdvance{};
    out.advanceAwaited = false;
  }
  return out;
}

// --- Queries

int Game::unitAt(int square) const {
  for (int u = 0; u < kUnits; ++u)
    if (Rules::onMap(s_, u) && s_.units[static_cast<std::size_t>(u)].square == square) return u;
  return -1;
}

bool Game::controlledBy(int square, Side side) const {
  if (!validSquare(square)) return false;
  const Roster& roster = theRoster();
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s_.units[static_cast<std::size_t>(u)];
    if (us.status == UnitStatus::OnMap && roster.unit(u).side == side &&
        adjacent(us.square, square))
      return true;
  }
  return false;
}

bool Game::inEnemyZoc(int unit) const {
  if (unit < 0 || unit >= kUnits || !Rules::onMap(s_, unit)) return false;
  return controlledBy(squareOf(unit), enemyOf(Rules::def(unit).side));
}

bool Game::stacked() const {
  const Board b(s_);
  for (int sq = 0; sq < kSquares; ++sq)
    if (b.count[static_cast<std::size_t>(sq)] > 1) return true;
  return false;
}

std::vector<int> Game::obligations() const {
  std::vector<int> out;
  if (isSetupPhase(s_.phase)) {
    const std::uint64_t m = (s_.obligedAttackers & ~Rules::usedAttackers(s_)) |
                            (s_.obligedDefenders & ~Rules::usedDefenders(s_));
    for (int u = 0; u < kUnits; ++u)
      if (m & bit(u)) out.push_back(u);
  } else if (isResolvePhase(s_.phase)) {
    std::uint64_t m = 0;
    for (int i = 0; i < s_.nAttacks; ++i) {
      const Attack& at = s_.attacks[static_cast<std::size_t>(i)];
      if (at.resolved) continue;
      for (int k = 0; k < at.nAttackers; ++k) m |= bit(at.attackers[static_cast<std::size_t>(k)]);
      for (int k = 0; k < at.nBombarders; ++k) m |= bit(at.bombarders[static_cast<std::size_t>(k)]);
      for (int k = 0; k < at.nDefenders; ++k) m |= bit(at.defenders[static_cast<std::size_t>(k)]);
    }
    for (int u = 0; u < kUnits; ++u)
      if (m & bit(u)) out.push_back(u);
  }
  return out;
}

int Game::attackOf(int defender) const {
  for (int i = 0; i < s_.nAttacks; ++i) {
    const Attack& at = s_.attacks[static_cast<std::size_t>(i)];
    for (int k = 0; k < at.nDefenders; ++k)
      if (at.defenders[static_cast<std::size_t>(k)] == defender) return i;
  }
  return -1;
}

std::vector<std::pair<int, int>> Game::advanceOptions() const {
  std::vector<std::pair<int, int>> out;
  if (s_.step != StepKind::Advance || s_.advance.attack < 0) return out;
  const Attack& at = s_.attacks[static_cast<std::size_t>(s_.advance.attack)];
  const Board b(s_);
  for (int k = 0; k < at.nAttackers; ++k) {
    const int u = at.attackers[static_cast<std::size_t>(k)];
    if (!Rules::onMap(s_, u)) continue;
    for (int j = 0; j < s_.advance.nSquares; ++j) {
      const int sq = s_.advance.squares[static_cast<std::size_t>(j)];
      if (b.unit[static_cast<std::size_t>(sq)] >= 0) continue;
      if (Rules::def(u).side == Side::French && isRow70(sq)) continue;
      out.emplace_back(u, sq);
    }
  }
  return out;
}

// --- Hash (FNV-1a over the canonical field walk of codec.h)

std::uint64_t Game::hash() const { return stateHash(s_); }

// --- Test hooks

void Game::forceNumbers(const std::vector<int>& numbers) {
  // Drop what was used, keep what is left, append the new ones.
  std::array<std::int8_t, 32> left{};
  int n = 0;
  for (int i = forcedAt_; i < nForced_; ++i)
    left[static_cast<std::size_t>(n++)] = forced_[static_cast<std::size_t>(i)];
  for (int v : numbers)
    if (n < static_cast<int>(left.size()) && v >= 0 && v <= 9)
      left[static_cast<std::size_t>(n++)] = static_cast<std::int8_t>(v);
  forced_ = left;
  nForced_ = n;
  forcedAt_ = 0;
}

int Rules::drawNumber(Game& g) {
  if (g.forcedAt_ < g.nForced_) return g.forced_[static_cast<std::size_t>(g.forcedAt_++)];
  core::Rng rng{g.s_.rng};
  const int n = static_cast<int>(rng.below(10));
  g.s_.rng = rng.state;
  return n;
}

void Game::editClear() {
  for (auto& us : s_.units) {
    us.status = UnitStatus::Off;
    us.square = kNoSquare;
    us.mpUsed = 0;
  }
  s_.nMoves = 0;
  s_.nAttacks = 0;
  s_.obligedAttackers = s_.obligedDefenders = 0;
  s_.advance = PendingAdvance{};
  if (s_.step == StepKind::Advance) s_.step = StepKind::ChooseAttack;
}

void Game::editPlace(int unit, int square) {
  if (unit < 0 || unit >= kUnits || !validSquare(square)) return;
  UnitState& us = s_.units[static_cast<std::size_t>(unit)];
  us.status = UnitStatus::OnMap;
  us.square = static_cast<std::int16_t>(square);
  s_.nMoves = 0;  // take-backs would no longer match the position
  if (isSetupPhase(s_.phase)) Rules::startSetupPhase(s_, s_.phase);
}

void Game::editSet(int turn, Phase phase, int frenchLost, int alliedLost, int exited) {
  s_.turn = static_cast<std::uint8_t>(std::min(std::max(turn, 1), 10));
  s_.frenchLost = static_cast<std::int16_t>(std::min(std::max(frenchLost, 0), 30000));
  s_.alliedLost = static_cast<std::int16_t>(std::min(std::max(alliedLost, 0), 30000));
  s_.exited = static_cast<std::uint8_t>(std::min(std::max(exited, 0), 255));
  if (phase == Phase::GameOver) phase = Phase::FrenchMove;
  s_.winner = Winner::None;
  if (isMovePhase(phase)) {
    // As startMovementPhase, but never placing reinforcements.
    s_.phase = phase;
    s_.step = StepKind::Move;
    for (auto& us : s_.units) us.mpUsed = 0;
    s_.nMoves = 0;
    s_.nAttacks = 0;
    s_.obligedAttackers = s_.obligedDefenders = 0;
    s_.advance = PendingAdvance{};
  } else if (isSetupPhase(phase)) {
    Rules::startSetupPhase(s_, phase);
  } else {
    s_.phase = phase;
    s_.step = StepKind::ChooseAttack;
    s_.advance = PendingAdvance{};  // declared attacks are kept
  }
}

}  // namespace cn
