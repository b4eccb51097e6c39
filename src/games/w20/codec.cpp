#include "games/w20/codec.h"

#include <algorithm>
#include <type_traits>

#include "core/field_walk.h"

namespace w20 {

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }
using core::walk::enumField;

template <typename V>
void walkPath(V& v, RetreatPath& p) {
  v.field(p.length, 1);
  for (int i = 0; i < std::min<int>(p.length, kMaxPath); ++i) v.field(p.hexes[z(i)], 2);
}

template <typename V>
void walk(V& v, State& s) {
  v.field(s.fog, 1);
  v.field(s.penetration, 1);
  v.field(s.routedRule, 1);
  v.field(s.freeSetup, 1);
  v.field(s.seed, 8);
  v.field(s.rng, 8);
  v.field(s.turn, 1);
  enumField(v, s.phase);
  enumField(v, s.step);
  enumField(v, s.winner);
  enumField(v, s.endedIn);
  for (auto& m : s.morale) v.field(m, 1);
  v.field(s.moraleLogCount, 1);
  const int nLog = std::min<int>(s.moraleLogCount, kMoraleLog);
  for (int i = 0; i < nLog; ++i) {
    MoraleEntry& e = s.moraleLog[z(i)];
    v.field(e.turn, 1);
    enumField(v, e.phase);
    enumField(v, e.side);
    v.field(e.delta, 1);
    enumField(v, e.reason);
    v.field(e.after, 1);
  }
  for (auto& e : s.event) enumField(v, e);
  for (auto& d : s.eventDie) v.field(d, 1);
  v.field(s.batteryUsed, 1);
  for (auto& f : s.forcedMarch) v.field(f, 1);
  for (auto& n : s.entered) v.field(n, 1);
  for (UnitState& u : s.units) {
    v.field(u.hex, 2);
    enumField(v, u.status);
    v.field(u.faceUp, 1);
    v.field(u.routed, 1);
    v.field(u.moved, 1);
    v.field(u.acted, 1);
    v.field(u.fought, 1);
    v.field(u.permanentlyLost, 1);
    v.field(u.marker, 1);
  }
  v.field(s.deployOwed, 4);
  v.field(s.obligedAttackers, 4);
  v.field(s.obligedDefenders, 4);
  v.field(s.nCombats, 1);
  for (int i = 0; i < std::min<int>(s.nCombats, kMaxCombats); ++i) {
    Combat& c = s.combats[z(i)];
    v.field(c.attackers, 4);
    v.field(c.defenders, 4);
    enumField(v, c.state);
    v.field(c.countercharge, 1);
    v.field(c.defenderMp, 1);
    v.field(c.attackerMp, 1);
    v.field(c.battery, 1);
    v.field(c.diff, 1);
    v.field(c.die, 1);
    enumField(v, c.result);
  }
  Resolution& r = s.resolution;
  v.field(r.combat, 1);
  enumField(v, r.stage);
  v.field(r.retreating, 4);
  for (auto& d : r.distance) v.field(d, 1);
  for (RetreatPath& p : r.paths) walkPath(v, p);
  v.field(r.eliminated, 4);
  v.field(r.routedNow, 4);
  v.field(r.advancers, 4);
  v.field(r.advanced, 4);
  for (auto& m : r.moralePending) v.field(m, 1);
  for (auto& d : s.rallyDone) v.field(d, 1);
  for (auto& p : s.rallyPoint) v.field(p, 1);
}

template <typename E>
bool enumOk(E e, E last) {
  return static_cast<int>(e) <= static_cast<int>(last);
}
bool hexOk(int h) { return h >= 0 && h < kHexes; }
constexpr std::uint32_t kAllUnits = (std::uint32_t{1} << kUnits) - 1;

}  // namespace

std::uint64_t stateHash(const State& s) {
  core::walk::Hasher h;
  State copy = s;  // the walk takes a mutable state (the reader needs it); hashing reads only
  walk(h, copy);
  return h.h;
}

std::uint64_t Game::hash() const { return stateHash(s_); }

std::vector<std::uint8_t> encode(const State& s) {
  core::walk::Writer w;
  w.out.reserve(700);
  w.out.push_back(kCodecVersion);
  State copy = s;
  walk(w, copy);
  return w.out;
}

std::string validate(const State& s) {
  if (s.turn < 1 || s.turn > kLastTurn) return "turn out of range";
  if (!enumOk(s.phase, Phase::GameOver) || !enumOk(s.endedIn, Phase::EndOfTurn)) return "bad phase";
  if (!enumOk(s.step, CombatStep::Resolve)) return "bad step";
  if (!enumOk(s.winner, Winner::Draw)) return "bad winner";
  if (s.winner != Winner::None && s.phase != Phase::GameOver) return "winner before game over";
  if (s.step != CombatStep::None && !isCombatPhase(s.phase)) return "step outside combat";
  for (int m : s.morale)
    if (m < 0 || m > 10) return "morale out of range";
  if (s.moraleLogCount >= 2 * kMoraleLog) return "bad morale log";
  for (int i = 0; i < std::min<int>(s.moraleLogCount, kMoraleLog); ++i) {
    const MoraleEntry& e = s.moraleLog[z(i)];
    if (!enumOk(e.phase, Phase::GameOver) || !enumOk(e.side, Side::Allied) ||
        !enumOk(e.reason, MoraleReason::Set) || e.after < 0 || e.after > 10)
      return "bad morale log";
  }
  for (Event e : s.event)
    if (!enumOk(e, Event::HardPounding)) return "bad event";
  for (int d : s.eventDie)
    if (d > 6) return "bad event die";
  for (int n : s.entered)
    if (n > kUnits) return "bad entry count";
  std::array<bool, kHexes> used{};
  std::array<int, 2> markers{};
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s.units[z(u)];
    if (!enumOk(us.status, UnitStatus::Removed)) return "bad unit status";
    if (us.status == UnitStatus::Map) {
      if (!hexOk(us.hex)) return "bad unit hex";
      if (used[z(us.hex)]) return "two units on one hex";
      used[z(us.hex)] = true;
    } else if (us.hex != kNoHex) {
      return "a unit off the map has a hex";
    }
    const Side side = theRoster()[u].side;
    const int limit = side == Side::French ? 11 : 9;
    if (us.marker < 1 || us.marker > limit) return "bad marker";
    markers[z(sideIndex(side))] |= 1 << us.marker;
    if (!s.fog && !us.faceUp) return "face down without fog of war";
    if (!s.routedRule && us.routed) return "routed without rule 17.0";
    if (theRoster()[u].type == UnitType::Dummy && !s.fog && us.status != UnitStatus::Removed &&
        us.status != UnitStatus::Lost)  // lost: the `clear` test command
      return "a dummy without fog of war";
  }
  if (markers[0] != 0xffe || markers[1] != 0x3fe) return "markers are not a permutation";
  if ((s.deployOwed | s.obligedAttackers | s.obligedDefenders) & ~kAllUnits) return "bad unit set";
  if (s.nCombats > kMaxCombats) return "too many combats";
  for (int i = 0; i < s.nCombats; ++i) {
    const Combat& c = s.combats[z(i)];
    if ((c.attackers | c.defenders) & ~kAllUnits) return "bad combat units";
    if (c.attackers & c.defenders) return "a unit on both sides of a combat";
    if (!enumOk(c.state, CombatState::Cancelled) || !enumOk(c.result, Result::EX))
      return "bad combat";
    if (c.diff < -2 || c.diff > 4 || c.die > 6) return "bad combat roll";
  }
  const Resolution& r = s.resolution;
  if (r.combat < -1 || r.combat >= s.nCombats) return "bad resolution";
  if (!enumOk(r.stage, ResolveStage::Advance)) return "bad resolution stage";
  if ((r.retreating | r.eliminated | r.routedNow | r.advancers | r.advanced) & ~kAllUnits)
    return "bad resolution units";
  for (int d : r.distance)
    if (d > 6) return "bad retreat distance";
  for (const RetreatPath& p : r.paths) {
    if (p.length > kMaxPath) return "bad retreat path";
    for (int i = 0; i < p.length; ++i)
      if (!hexOk(p.hexes[z(i)])) return "bad retreat path";
  }
  for (int m : r.moralePending)
    if (m < -20 || m > 20) return "bad pending morale";
  return {};
}

std::variant<std::string, State> decode(const std::vector<std::uint8_t>& bytes) {
  return core::walk::decodeWalk<State>(
      bytes, kCodecVersion, [](core::walk::Reader& r, State& s) { walk(r, s); }, validate);
}

namespace {

template <typename V>
void walkAction(V& v, Action& a) {
  enumField(v, a.kind);
  v.field(a.unit, 1);
  v.field(a.hex, 2);
  v.field(a.pathLength, 1);
  for (int i = 0; i < std::min<int>(a.pathLength, kMaxPath); ++i) v.field(a.path[z(i)], 2);
  v.field(a.attackers, 4);
  v.field(a.defenders, 4);
  enumField(v, a.army);
  v.field(a.number, 1);
  v.field(a.flag, 1);
  v.field(a.battery, 1);
  v.field(a.lowered, 1);
  v.field(a.diff, 1);
}

}  // namespace

std::vector<std::uint8_t> encodeReplay(const Replay& r) {
  const std::uint8_t opts =
      static_cast<std::uint8_t>((r.options.fog ? 1 : 0) | (r.options.penetration ? 2 : 0) |
                                (r.options.routed ? 4 : 0) | (r.options.freeSetup ? 8 : 0));
  std::vector<std::uint8_t> actions =
      core::walk::encodeRecord(kCodecVersion, r.seed, opts, r.actions,
                               [](core::walk::Writer& w, Action& a) { walkAction(w, a); });
  if (!r.start) return actions;
  core::walk::Writer w;
  w.out.push_back(kReplayFromPositionVersion);
  std::vector<std::uint8_t> position = encode(*r.start);
  std::uint32_t n = static_cast<std::uint32_t>(position.size());
  w.field(n, 4);
  w.out.insert(w.out.end(), position.begin(), position.end());
  w.out.insert(w.out.end(), actions.begin(), actions.end());
  return w.out;
}

std::variant<std::string, Replay> decodeReplay(const std::vector<std::uint8_t>& bytes) {
  Replay r;
  std::vector<std::uint8_t> rest;
  if (!bytes.empty() && bytes[0] == kReplayFromPositionVersion) {
    core::walk::Reader rd{bytes, 1};
    std::uint32_t n = 0;
    rd.field(n, 4);
    if (rd.bad || n > bytes.size() - rd.at) return "bad start position length";
    auto start = decode(
        {bytes.begin() + static_cast<long>(rd.at), bytes.begin() + static_cast<long>(rd.at + n)});
    if (auto* err = std::get_if<std::string>(&start)) return "bad start position: " + *err;
    r.start = std::get<State>(start);
    rest.assign(bytes.begin() + static_cast<long>(rd.at + n), bytes.end());
  }
  std::uint8_t opts = 0;
  const std::string err = core::walk::decodeRecord(
      r.start ? rest : bytes, kCodecVersion, 15,
      [](core::walk::Reader& rd, Action& a) { walkAction(rd, a); },
      [](const Action& a) {
        return enumOk(a.kind, ActionKind::Rally) && a.pathLength <= kMaxPath &&
               enumOk(a.army, Army::None);
      },
      r.seed, opts, r.actions);
  if (!err.empty()) return err;
  r.options.fog = opts & 1;
  r.options.penetration = opts & 2;
  r.options.routed = opts & 4;
  r.options.freeSetup = opts & 8;
  return r;
}

Game startOf(const Replay& r) {
  return r.start ? Game::fromState(*r.start) : Game::newGame(r.seed, r.options);
}

std::variant<std::string, Game> playReplay(const Replay& r) {
  return core::walk::playActions(startOf(r), r.actions);
}

}  // namespace w20
