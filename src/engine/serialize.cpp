#include "serialize.h"

#include "internals.h"

namespace naw {

namespace {

constexpr std::uint8_t kStateMagic[4] = {'N', 'A', 'W', 'S'};
constexpr std::uint8_t kReplayMagic[4] = {'N', 'A', 'W', 'R'};

class Writer {
 public:
  void u8(std::uint32_t v) { out.push_back(static_cast<std::uint8_t>(v)); }
  void i8(int v) { u8(static_cast<std::uint8_t>(static_cast<std::int8_t>(v))); }
  void u16(std::uint32_t v) { u8(v & 0xff), u8(v >> 8 & 0xff); }
  void i16(int v) { u16(static_cast<std::uint16_t>(static_cast<std::int16_t>(v))); }
  void u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) u8(static_cast<std::uint32_t>(v >> (8 * i) & 0xff));
  }
  std::vector<std::uint8_t> out;
};

class Reader {
 public:
  explicit Reader(const std::vector<std::uint8_t>& b) : bytes(b) {}
  bool u8(std::uint32_t& v) {
    if (pos >= bytes.size()) return false;
    v = bytes[pos++];
    return true;
  }
  bool i8(int& v) {
    std::uint32_t x;
    if (!u8(x)) return false;
    v = static_cast<std::int8_t>(static_cast<std::uint8_t>(x));
    return true;
  }
  bool u16(std::uint32_t& v) {
    std::uint32_t lo, hi;
    if (!u8(lo) || !u8(hi)) return false;
    v = lo | hi << 8;
    return true;
  }
  bool i16(int& v) {
    std::uint32_t x;
    if (!u16(x)) return false;
    v = static_cast<std::int16_t>(static_cast<std::uint16_t>(x));
    return true;
  }
  bool u64(std::uint64_t& v) {
    v = 0;
    for (int i = 0; i < 8; ++i) {
      std::uint32_t b;
      if (!u8(b)) return false;
      v |= static_cast<std::uint64_t>(b) << (8 * i);
    }
    return true;
  }
  bool done() const { return pos == bytes.size(); }
  const std::vector<std::uint8_t>& bytes;
  std::size_t pos = 0;
};

void writeMagic(Writer& w, const std::uint8_t (&magic)[4]) {
  for (std::uint8_t b : magic) w.u8(b);
  w.u8(kSaveFormatVersion);
}

std::string readMagic(Reader& r, const std::uint8_t (&magic)[4]) {
  for (std::uint8_t b : magic) {
    std::uint32_t x;
    if (!r.u8(x) || x != b) return "not a Napoleon at Waterloo save";
  }
  std::uint32_t version;
  if (!r.u8(version)) return "truncated";
  if (version != kSaveFormatVersion) return "unsupported save format version " + std::to_string(version);
  return {};
}

bool validStep(Phase p, StepKind k) {
  if (p == Phase::GameOver) return k == StepKind::GameOver;
  if (isMovementPhase(p)) return k == StepKind::Move;
  return k != StepKind::Move && k != StepKind::GameOver;
}

}  // namespace

std::vector<std::uint8_t> saveState(const GameState& s) {
  Writer w;
  writeMagic(w, kStateMagic);
  w.u8(s.turn);
  w.u8(static_cast<std::uint8_t>(s.phase));
  w.u8(static_cast<std::uint8_t>(s.step));
  w.u8(static_cast<std::uint8_t>(s.winner));
  w.u16(s.frenchLost);
  w.u16(s.alliedLost);
  w.u8(s.exited);
  w.u8(s.grouchy);
  w.u8(s.frenchChit);
  w.u8(s.alliedChit);
  w.u8(s.groupActive);
  for (const auto& group : s.slotsLeft)
    for (std::uint8_t v : group) w.u8(v);
  w.u64(s.rng.state);
  const CombatRecord& c = s.combat;
  w.u8(c.odds);
  w.u8(c.die);
  w.u8(static_cast<std::uint8_t>(c.result));
  w.u8(static_cast<std::uint8_t>(c.stage));
  w.u8(c.attackerSide);
  w.u8(c.eeTarget);
  w.i8(c.displaced);
  w.u16(c.frenchBefore);
  w.u16(c.alliedBefore);
  w.u8(c.vacatedCount);
  for (int i = 0; i < c.vacatedCount; ++i) w.i16(c.vacated[static_cast<std::size_t>(i)]);
  w.u8(s.unitCount);
  for (int u = 0; u < s.unitCount; ++u) {
    const UnitState& us = s.units[u];
    w.i16(us.hex);
    w.u8(static_cast<std::uint8_t>(us.status));
    w.u8(us.mpUsed);
    w.i8(us.group);
    w.u8(us.flags);
  }
  return w.out;
}

std::variant<std::string, GameState> loadState(const Rules& rules, const std::vector<std::uint8_t>& bytes) {
  Reader r(bytes);
  if (std::string err = readMagic(r, kStateMagic); !err.empty()) return err;
  GameState s;
  std::uint32_t v;
  int iv;
  const std::string truncated = "truncated save";
  auto bad = [](const char* what) { return std::string("invalid save: ") + what; };
  if (!r.u8(v)) return truncated;
  if (v < 1 || v > static_cast<std::uint32_t>(rules.scenario().turns())) return bad("turn");
  s.turn = static_cast<std::uint8_t>(v);
  if (!r.u8(v)) return truncated;
  if (v > static_cast<std::uint32_t>(Phase::GameOver)) return bad("phase");
  s.phase = static_cast<Phase>(v);
  if (!r.u8(v)) return truncated;
  if (v > static_cast<std::uint32_t>(StepKind::GameOver)) return bad("step");
  s.step = static_cast<StepKind>(v);
  if (!validStep(s.phase, s.step)) return bad("step does not belong to phase");
  if (!r.u8(v)) return truncated;
  if (v > static_cast<std::uint32_t>(Winner::Draw)) return bad("winner");
  s.winner = static_cast<Winner>(v);
  if ((s.winner != Winner::None) != (s.phase == Phase::GameOver)) return bad("winner and phase disagree");
  if (!r.u16(v)) return truncated;
  s.frenchLost = static_cast<std::uint16_t>(v);
  if (!r.u16(v)) return truncated;
  s.alliedLost = static_cast<std::uint16_t>(v);
  if (!r.u8(v)) return truncated;
  s.exited = static_cast<std::uint8_t>(v);
  if (!r.u8(v)) return truncated;
  if (v > 1) return bad("grouchy flag");
  s.grouchy = v;
  if (!r.u8(v)) return truncated;
  if (v > 6 || (s.grouchy && v == 0) || (!s.grouchy && v != 0)) return bad("french chit");
  s.frenchChit = static_cast<std::uint8_t>(v);
  if (!r.u8(v)) return truncated;
  if (v > 6 || (s.grouchy && v == 0) || (!s.grouchy && v != 0)) return bad("allied chit");
  s.alliedChit = static_cast<std::uint8_t>(v);
  if (!r.u8(v)) return truncated;
  const std::size_t groupCount = rules.scenario().groups.size();
  if (groupCount < static_cast<std::size_t>(kMaxGroups) && (v >> groupCount)) return bad("reinforcement groups");
  s.groupActive = static_cast<std::uint8_t>(v);
  for (auto& group : s.slotsLeft)
    for (auto& slot : group) {
      if (!r.u8(v)) return truncated;
      if (v > 1) return bad("reinforcement slot");
      slot = static_cast<std::uint8_t>(v);
    }
  if (!r.u64(s.rng.state)) return truncated;
  CombatRecord& c = s.combat;
  if (!r.u8(v)) return truncated;
  if (v >= static_cast<std::uint32_t>(rules.crt().columns())) return bad("odds");
  c.odds = static_cast<std::uint8_t>(v);
  if (!r.u8(v)) return truncated;
  if (v > 6) return bad("die");
  c.die = static_cast<std::uint8_t>(v);
  if (!r.u8(v)) return truncated;
  if (v > static_cast<std::uint32_t>(CombatResult::De)) return bad("combat result");
  c.result = static_cast<CombatResult>(v);
  if (!r.u8(v)) return truncated;
  if (v > static_cast<std::uint32_t>(CombatStage::Done)) return bad("combat stage");
  c.stage = static_cast<CombatStage>(v);
  if (!r.u8(v)) return truncated;
  if (v > 1) return bad("attacker side");
  c.attackerSide = static_cast<std::uint8_t>(v);
  if (!r.u8(v)) return truncated;
  c.eeTarget = static_cast<std::uint8_t>(v);
  if (!r.i8(iv)) return truncated;
  c.displaced = static_cast<std::int8_t>(iv);
  if (!r.u16(v)) return truncated;
  c.frenchBefore = static_cast<std::uint16_t>(v);
  if (!r.u16(v)) return truncated;
  c.alliedBefore = static_cast<std::uint16_t>(v);
  if (!r.u8(v)) return truncated;
  if (v > c.vacated.size()) return bad("vacated hexes");
  c.vacatedCount = static_cast<std::uint8_t>(v);
  for (int i = 0; i < c.vacatedCount; ++i) {
    if (!r.i16(iv)) return truncated;
    if (iv < 0 || iv >= rules.map().indexSize() || !rules.hexAt(iv).valid()) return bad("vacated hex");
    c.vacated[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(iv);
  }
  if (!r.u8(v)) return truncated;
  if (v != static_cast<std::uint32_t>(rules.unitCount())) return bad("unit count does not match the scenario");
  s.unitCount = static_cast<std::uint8_t>(v);
  bool retreatDue = false;
  for (int u = 0; u < s.unitCount; ++u) {
    UnitState& us = s.units[u];
    if (!r.i16(iv)) return truncated;
    us.hex = static_cast<std::int16_t>(iv);
    if (!r.u8(v)) return truncated;
    if (v > static_cast<std::uint32_t>(UnitStatus::Exited)) return bad("unit status");
    us.status = static_cast<UnitStatus>(v);
    if (!r.u8(v)) return truncated;
    us.mpUsed = static_cast<std::uint8_t>(v);
    if (!r.i8(iv)) return truncated;
    us.group = static_cast<std::int8_t>(iv);
    if (!r.u8(v)) return truncated;
    us.flags = static_cast<std::uint8_t>(v);
    if (us.status == UnitStatus::OnMap) {
      if (us.hex < 0 || us.hex >= rules.map().indexSize() || !rules.hexAt(us.hex).valid()) return bad("unit hex");
    } else if (us.hex != -1) {
      return bad("unit off the map with a hex");
    }
    if (us.status == UnitStatus::Waiting) {
      if (us.group < 0 || static_cast<std::size_t>(us.group) >= groupCount || us.group >= kMaxGroups ||
          !(s.groupActive >> us.group & 1u))
        return bad("reinforcement group of a waiting unit");
    } else if (us.group != -1) {
      return bad("group of a unit not waiting");
    }
    if (us.flags & kRetreatDue) {
      if (us.status != UnitStatus::OnMap) return bad("retreat owed by a unit off the map");
      retreatDue = true;
    }
  }
  if (!r.done()) return bad("trailing bytes");
  // Cross-field checks so that a loaded game can always be asked for its step safely.
  if (c.displaced < -1 || c.displaced >= s.unitCount) return bad("displaced unit");
  if (c.displaced >= 0 && s.units[c.displaced].status != UnitStatus::OnMap) return bad("displaced unit off the map");
  if (s.step == StepKind::Displacement && c.displaced < 0) return bad("displacement without a unit");
  if (s.step == StepKind::Retreat && !retreatDue) return bad("retreat step without a retreating unit");
  if (s.step == StepKind::EqualEliminationLosses && c.eeTarget == 0) return bad("Ee step without losses owed");
  if (isCombatPhase(s.phase) && s.step != StepKind::DeclareAttack && c.stage == CombatStage::None)
    return bad("combat step outside an attack");
  for (int u = 0; u < s.unitCount; ++u)
    if (s.units[u].status == UnitStatus::OnMap)
      ++s.occupancy[static_cast<int>(rules.unit(u).side)][static_cast<std::size_t>(s.units[u].hex)];
  return s;
}

std::uint64_t stateHash(const GameState& s) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (std::uint8_t b : saveState(s)) {
    h ^= b;
    h *= 0x100000001b3ull;
  }
  return h;
}

std::uint64_t Game::hash() const { return stateHash(s_); }

// ---------------------------------------------------------------------------------------
// Replays

std::vector<std::uint8_t> saveReplay(const Replay& rp) {
  Writer w;
  writeMagic(w, kReplayMagic);
  w.u64(rp.seed);
  w.u8(rp.options.grouchy);
  w.u8(static_cast<std::uint32_t>(rp.options.frenchChit));
  w.u8(static_cast<std::uint32_t>(rp.options.alliedChit));
  w.u16(static_cast<std::uint32_t>(rp.actions.size()));
  auto list = [&](const std::vector<int>& v) {
    w.u8(static_cast<std::uint32_t>(v.size()));
    for (int u : v) w.u8(static_cast<std::uint32_t>(u));
  };
  for (const Action& a : rp.actions) {
    w.u8(static_cast<std::uint8_t>(a.type));
    w.i8(a.unit);
    w.u8(static_cast<std::uint32_t>(a.hex.col));
    w.u8(static_cast<std::uint32_t>(a.hex.row));
    w.u8(static_cast<std::uint32_t>(a.path.size()));
    for (Hex h : a.path) w.u8(static_cast<std::uint32_t>(h.col)), w.u8(static_cast<std::uint32_t>(h.row));
    list(a.attackers);
    list(a.bombarders);
    list(a.defenders);
    w.i8(a.oddsColumn);
  }
  return w.out;
}

std::variant<std::string, Replay> loadReplay(const Rules& rules, const std::vector<std::uint8_t>& bytes) {
  Reader r(bytes);
  if (std::string err = readMagic(r, kReplayMagic); !err.empty()) return err;
  Replay rp;
  std::uint32_t v, count;
  int iv;
  const std::string truncated = "truncated replay";
  if (!r.u64(rp.seed)) return truncated;
  if (!r.u8(v) || v > 1) return "invalid replay: options";
  rp.options.grouchy = v;
  if (!r.u8(v) || v > 6) return "invalid replay: french chit";
  rp.options.frenchChit = static_cast<int>(v);
  if (!r.u8(v) || v > 6) return "invalid replay: allied chit";
  rp.options.alliedChit = static_cast<int>(v);
  if (!r.u16(count)) return truncated;
  auto unitOk = [&](int u) { return u >= 0 && u < rules.unitCount(); };
  auto list = [&](std::vector<int>& out) {
    std::uint32_t n, u;
    if (!r.u8(n) || n > static_cast<std::uint32_t>(rules.unitCount())) return false;
    for (std::uint32_t i = 0; i < n; ++i) {
      if (!r.u8(u) || !unitOk(static_cast<int>(u))) return false;
      out.push_back(static_cast<int>(u));
    }
    return true;
  };
  for (std::uint32_t k = 0; k < count; ++k) {
    Action a;
    if (!r.u8(v) || v > static_cast<std::uint32_t>(ActionType::ChooseLosses)) return "invalid replay: action type";
    a.type = static_cast<ActionType>(v);
    if (!r.i8(iv) || (iv != -1 && !unitOk(iv))) return "invalid replay: unit";
    a.unit = iv;
    std::uint32_t col, row, n;
    if (!r.u8(col) || !r.u8(row)) return truncated;
    a.hex = {static_cast<int>(col), static_cast<int>(row)};
    if (!r.u8(n) || n > 64) return "invalid replay: path";
    for (std::uint32_t i = 0; i < n; ++i) {
      if (!r.u8(col) || !r.u8(row)) return truncated;
      a.path.push_back({static_cast<int>(col), static_cast<int>(row)});
    }
    if (!list(a.attackers) || !list(a.bombarders) || !list(a.defenders)) return "invalid replay: unit list";
    if (!r.i8(iv) || iv < -1 || iv >= rules.crt().columns()) return "invalid replay: odds";
    a.oddsColumn = iv;
    rp.actions.push_back(std::move(a));
  }
  if (!r.done()) return "invalid replay: trailing bytes";
  return rp;
}

std::variant<Refusal, Game> playReplay(std::shared_ptr<const Rules> rules, const Replay& rp) {
  Game g = Game::newGame(std::move(rules), rp.options, rp.seed);
  for (const Action& a : rp.actions) {
    auto result = g.apply(a);
    if (auto* refusal = std::get_if<Refusal>(&result)) return *refusal;
  }
  return g;
}

}  // namespace naw
