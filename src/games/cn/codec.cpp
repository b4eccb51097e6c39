#include "games/cn/codec.h"

#include <algorithm>
#include <type_traits>

#include "core/field_walk.h"

namespace cn {

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

// The field walk's visitors and the replay loop are shared with the other games.
using core::walk::enumField;
using core::walk::Hasher;
using core::walk::Reader;
using core::walk::Writer;

template <typename V>
void walk(V& v, State& s) {
  v.field(s.turn, 1);
  enumField(v, s.phase);
  enumField(v, s.step);
  v.field(s.solitaire, 1);
  v.field(s.delay, 1);
  v.field(s.frenchLost, 2);
  v.field(s.alliedLost, 2);
  v.field(s.exited, 1);
  enumField(v, s.winner);
  enumField(v, s.endedIn);
  v.field(s.rng, 8);
  for (UnitState& u : s.units) {
    v.field(u.square, 2);
    enumField(v, u.status);
    v.field(u.mpUsed, 1);
  }
  v.field(s.obligedAttackers, 8);
  v.field(s.obligedDefenders, 8);
  v.field(s.nAttacks, 1);
  for (int i = 0; i < std::min<int>(s.nAttacks, kMaxAttacks); ++i) {
    Attack& a = s.attacks[z(i)];
    v.field(a.nAttackers, 1);
    v.field(a.nBombarders, 1);
    v.field(a.nDefenders, 1);
    v.field(a.resolved, 1);
    for (int k = 0; k < std::min<int>(a.nAttackers, kMaxInAttack); ++k)
      v.field(a.attackers[z(k)], 1);
    for (int k = 0; k < std::min<int>(a.nBombarders, kMaxInAttack); ++k)
      v.field(a.bombarders[z(k)], 1);
    for (int k = 0; k < std::min<int>(a.nDefenders, kMaxInAttack); ++k)
      v.field(a.defenders[z(k)], 1);
  }
  v.field(s.nMoves, 1);
  for (int i = 0; i < std::min<int>(s.nMoves, kMaxMoveRecords); ++i) {
    MoveRecord& m = s.moves[z(i)];
    v.field(m.unit, 1);
    v.field(m.exit, 1);
    v.field(m.from, 2);
    v.field(m.mpBefore, 1);
  }
  v.field(s.advance.attack, 1);
  v.field(s.advance.nSquares, 1);
  for (int k = 0; k < std::min<int>(s.advance.nSquares, kMaxInAttack); ++k)
    v.field(s.advance.squares[z(k)], 2);
}

bool unitIndex(int u) { return u >= 0 && u < kUnits; }

}  // namespace

std::uint64_t stateHash(const State& s) {
  Hasher h;
  State copy = s;  // the walk takes a mutable state (the reader needs it); hashing reads only
  walk(h, copy);
  return h.h;
}

std::vector<std::uint8_t> encode(const State& s) {
  Writer w;
  w.out.reserve(512);
  w.out.push_back(kCodecVersion);
  State copy = s;
  walk(w, copy);
  return w.out;
}

std::string validate(const State& s) {
  if (s.turn < 1 || s.turn > 10) return "turn out of range";
  if (static_cast<int>(s.phase) > static_cast<int>(Phase::GameOver)) return "bad phase";
  if (static_cast<int>(s.step) > static_cast<int>(StepKind::GameOver)) return "bad step";
  if (static_cast<int>(s.winner) > static_cast<int>(Winner::Draw)) return "bad winner";
  if (static_cast<int>(s.endedIn) >= static_cast<int>(Phase::GameOver)) return "bad end phase";
  if ((s.phase == Phase::GameOver) != (s.winner != Winner::None)) return "winner without game over";
  if (s.solitaire != true && s.solitaire != false) return "bad solitaire flag";
  if (s.frenchLost < 0 || s.alliedLost < 0) return "negative losses";
  if (s.delay > 10) return "delay out of range";
  const bool stepOk = (isMovePhase(s.phase) && s.step == StepKind::Move) ||
                      (isSetupPhase(s.phase) && s.step == StepKind::Declare) ||
                      (isResolvePhase(s.phase) &&
                       (s.step == StepKind::ChooseAttack || s.step == StepKind::Advance)) ||
                      (s.phase == Phase::GameOver && s.step == StepKind::GameOver);
  if (!stepOk) return "step does not belong to the phase";
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s.units[z(u)];
    if (static_cast<int>(us.status) > static_cast<int>(UnitStatus::Off)) return "bad unit status";
    if (us.status == UnitStatus::OnMap ? !validSquare(us.square) : us.square != kNoSquare)
      return "bad unit square";
    if (us.mpUsed > 5) return "bad movement points";
  }
  const std::uint64_t all = (std::uint64_t{1} << kUnits) - 1;
  if ((s.obligedAttackers | s.obligedDefenders) & ~all) return "bad obligations";
  if (s.nAttacks > kMaxAttacks) return "too many attacks";
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& a = s.attacks[z(i)];
    if (a.nAttackers > kMaxInAttack || a.nBombarders > kMaxInAttack ||
        a.nDefenders > kMaxInAttack || a.nDefenders < 1 || a.nAttackers + a.nBombarders < 1)
      return "bad attack sizes";
    if (a.resolved != true && a.resolved != false) return "bad attack flag";
    for (int k = 0; k < a.nAttackers; ++k)
      if (!unitIndex(a.attackers[z(k)])) return "bad attacker";
    for (int k = 0; k < a.nBombarders; ++k)
      if (!unitIndex(a.bombarders[z(k)])) return "bad bombarder";
    for (int k = 0; k < a.nDefenders; ++k)
      if (!unitIndex(a.defenders[z(k)])) return "bad defender";
  }
  // Declared attacks exist only in set-up and resolution phases; an unresolved attack's units
  // are on the map, attackers of the phasing side, defenders of the other, each in one attack.
  if (s.nAttacks > 0 && !isSetupPhase(s.phase) && !isResolvePhase(s.phase) &&
      s.phase != Phase::GameOver)
    return "attacks outside a combat phase";
  const Side side = phasingSide(s.phase == Phase::GameOver ? s.endedIn : s.phase);
  std::uint64_t seen = 0;
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& a = s.attacks[z(i)];
    auto check = [&](int u, bool attacker) {
      if (seen & bit(u)) return false;
      seen |= bit(u);
      if ((theRoster().unit(u).side == side) != attacker) return false;
      return a.resolved || s.units[z(u)].status == UnitStatus::OnMap;
    };
    for (int k = 0; k < a.nAttackers; ++k)
      if (!check(a.attackers[z(k)], true)) return "bad attacker";
    for (int k = 0; k < a.nBombarders; ++k)
      if (!check(a.bombarders[z(k)], true)) return "bad bombarder";
    for (int k = 0; k < a.nDefenders; ++k)
      if (!check(a.defenders[z(k)], false)) return "bad defender";
  }
  if (s.nMoves > kMaxMoveRecords) return "too many move records";
  for (int i = 0; i < s.nMoves; ++i) {
    const MoveRecord& m = s.moves[z(i)];
    if (!unitIndex(m.unit) || !validSquare(m.from) || m.mpBefore > 5) return "bad move record";
    if (m.exit != true && m.exit != false) return "bad move record";
    if (m.exit && s.exited == 0) return "bad move record";
    // Only a movement phase's records can be taken back; their units are on the map or
    // exited (later phases keep them unused until the next movement phase clears them).
    const UnitStatus st = s.units[z(m.unit)].status;
    if (isMovePhase(s.phase) && st != UnitStatus::OnMap && st != UnitStatus::Exited)
      return "bad move record";
  }
  for (int u = 0; u < kUnits; ++u)
    if (s.units[z(u)].mpUsed > theRoster().unit(u).movement + 1) return "bad movement points";
  if (s.step == StepKind::Advance) {
    if (s.advance.attack < 0 || s.advance.attack >= s.nAttacks ||
        !s.attacks[z(s.advance.attack)].resolved)
      return "bad pending advance";
  } else if (s.advance.attack != -1 || s.advance.nSquares != 0) {
    return "pending advance outside the advance step";
  }
  if (s.advance.nSquares > kMaxInAttack) return "bad pending advance";
  for (int k = 0; k < s.advance.nSquares; ++k)
    if (!validSquare(s.advance.squares[z(k)])) return "bad pending advance";
  return {};
}

std::variant<std::string, State> decode(const std::vector<std::uint8_t>& bytes) {
  return core::walk::decodeWalk<State>(
      bytes, kCodecVersion, [](core::walk::Reader& r, State& s) { walk(r, s); }, validate);
}

namespace {

template <typename V>
void walkAction(V& v, Action& a) {
  enumField(v, a.type);
  v.field(a.unit, 1);
  v.field(a.square, 2);
  v.field(a.pathLength, 1);
  for (int i = 0; i < std::min<int>(a.pathLength, 5); ++i) v.field(a.path[z(i)], 2);
  v.field(a.nAttackers, 1);
  v.field(a.nBombarders, 1);
  v.field(a.nDefenders, 1);
  for (int k = 0; k < std::min<int>(a.nAttackers, kMaxInAttack); ++k) v.field(a.attackers[z(k)], 1);
  for (int k = 0; k < std::min<int>(a.nBombarders, kMaxInAttack); ++k)
    v.field(a.bombarders[z(k)], 1);
  for (int k = 0; k < std::min<int>(a.nDefenders, kMaxInAttack); ++k) v.field(a.defenders[z(k)], 1);
}

}  // namespace

std::vector<std::uint8_t> encodeReplay(const Replay& r) {
  return core::walk::encodeRecord(kCodecVersion, r.seed,
                                  static_cast<std::uint8_t>(r.solitaire ? 1 : 0), r.actions,
                                  [](Writer& w, Action& a) { walkAction(w, a); });
}

std::variant<std::string, Replay> decodeReplay(const std::vector<std::uint8_t>& bytes) {
  Replay r;
  std::uint8_t sol = 0;
  const std::string err = core::walk::decodeRecord(
      bytes, kCodecVersion, 1, [](Reader& rd, Action& a) { walkAction(rd, a); },
      [](const Action& a) {
        return static_cast<int>(a.type) <= static_cast<int>(ActionType::DeclineAdvance) &&
               a.pathLength <= 5 && a.nAttackers <= kMaxInAttack && a.nBombarders <= kMaxInAttack &&
               a.nDefenders <= kMaxInAttack;
      },
      r.seed, sol, r.actions);
  if (!err.empty()) return err;
  r.solitaire = sol == 1;
  return r;
}

std::variant<std::string, Game> playReplay(const Replay& r) {
  return core::walk::playActions(Game::newGame(r.seed, r.solitaire), r.actions);
}

}  // namespace cn
