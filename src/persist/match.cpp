#include "match.h"

#include <algorithm>

#include "frame.h"
#include "position.h"

namespace naw::persist {

namespace {

constexpr std::size_t kMaxMatchBytes = 64 * 1024;
constexpr std::uint64_t kMaxActions = 20000;

}  // namespace

// ---------------------------------------------------------------------------------------
// Secrets, chains, dice

std::uint8_t matchBodyVersion(const Match& m) {
  return m.start ? kMatchStartBodyVersion : kMatchBodyVersion;
}

int playerTurn(const GameState& s) {
  if (s.phase == Phase::GameOver) return chainLength() - 1;
  const int p = 2 * (s.turn - 1) + (phasingSide(s.phase) == Side::Allied ? 1 : 0);
  return std::clamp(p, 0, chainLength() - 1);
}

int committedDie(const Value16& french, const Value16& allied, int p, int k) {
  return 1 + committedDraw("NAW die v1", french, allied, p, k, 6);
}

namespace {

// ---------------------------------------------------------------------------------------
// Checks of the published records against each other and against my secret.

std::optional<Error> checkRecords(const Match& m, const std::optional<LocalSecret>& mine) {
  if (m.dice != DiceMode::Committed) return std::nullopt;
  return checkCommitments(m.sides, m.options.grouchy, mine);
}

// ---------------------------------------------------------------------------------------
// Action packing, in the context of the game before the action. Contexts use only what
// both players see (positions, reachable hexes), never hidden reinforcement pools.

ActionType firstTypeOf(StepKind k) {
  switch (k) {
    case StepKind::Move:
      return ActionType::Move;
    case StepKind::DeclareAttack:
      return ActionType::Attack;
    case StepKind::Retreat:
    case StepKind::Displacement:
      return ActionType::Retreat;
    case StepKind::ArtilleryRetreat:
      return ActionType::DeclineRetreat;
    case StepKind::AdvanceAfterCombat:
      return ActionType::DeclineAdvance;
    case StepKind::EqualEliminationLosses:
      return ActionType::ChooseLosses;
    case StepKind::GameOver:
      break;
  }
  return ActionType::EndPhase;
}

constexpr std::uint32_t kRawType = 15;
constexpr std::uint64_t kMaxRawValue = 1u << 20;

struct Context {
  explicit Context(const Rules& r) : rules(r) {
    for (int u = 0; u < r.unitCount(); ++u) {
      auto& list = bySide[static_cast<int>(r.unit(u).side)];
      indexInSide.push_back(static_cast<int>(list.size()));
      list.push_back(u);
    }
  }
  const Rules& rules;
  std::array<std::vector<int>, 2> bySide;
  std::vector<int> indexInSide;
};

void writeUnitList(BitWriter& w, const std::vector<int>& list, int unitCount) {
  w.varint(list.size());
  for (int u : list) w.below(static_cast<std::uint32_t>(u), static_cast<std::uint32_t>(unitCount));
}

bool readUnitList(BitReader& rd, std::vector<int>& list, int unitCount) {
  std::uint64_t n;
  if (!rd.varint(n) || n > static_cast<std::uint64_t>(unitCount)) return false;
  for (std::uint64_t i = 0; i < n; ++i) {
    std::uint32_t u;
    if (!rd.below(u, static_cast<std::uint32_t>(unitCount))) return false;
    list.push_back(static_cast<int>(u));
  }
  return true;
}

template <class T>
int indexOf(const std::vector<T>& v, const T& x) {
  auto it = std::find(v.begin(), v.end(), x);
  return it == v.end() ? -1 : static_cast<int>(it - v.begin());
}

bool unitOk(const Game& g, int u) { return u >= 0 && u < g.rules().unitCount(); }

// Compact fields of one action (type already written). False: not expressible compactly.
bool writeFields(BitWriter& w, const Game& g, const Action& a, const Context& c) {
  const int n = g.rules().unitCount();
  switch (a.type) {
    case ActionType::Move: {
      const Side side = g.step().acting;
      if (!unitOk(g, a.unit) || g.sideOf(a.unit) != side || a.path.empty()) return false;
      const auto& list = c.bySide[static_cast<int>(side)];
      w.below(static_cast<std::uint32_t>(c.indexInSide[static_cast<std::size_t>(a.unit)]),
              static_cast<std::uint32_t>(list.size()));
      const auto reach = g.reachable(a.unit);
      const int at = indexOf(reach, a.path.back());
      if (at < 0) return false;
      w.below(static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(reach.size()));
      const bool canonical = g.pathTo(a.unit, a.path.back()) == a.path;
      w.flag(canonical);
      if (!canonical) {
        w.varint(a.path.size() - 1);
        Hex from = g.hexOf(a.unit);
        for (std::size_t i = 0; i + 1 < a.path.size(); ++i) {
          const int d = directionTo(from, a.path[i]);
          if (d < 0) return false;
          w.bits(static_cast<std::uint32_t>(d), 3);
          from = a.path[i];
        }
        if (directionTo(from, a.path.back()) < 0) return false;
      }
      return true;
    }
    case ActionType::Enter: {
      if (!unitOk(g, a.unit)) return false;
      w.below(static_cast<std::uint32_t>(a.unit), static_cast<std::uint32_t>(n));
      const auto& entries = g.rules().scenario().entryHexes;
      const int at = indexOf(entries, a.hex);
      if (at < 0) return false;
      w.below(static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(entries.size()));
      return true;
    }
    case ActionType::Exit:
      if (!unitOk(g, a.unit)) return false;
      w.below(static_cast<std::uint32_t>(a.unit), static_cast<std::uint32_t>(n));
      return true;
    case ActionType::Attack:
      writeUnitList(w, a.attackers, n);
      writeUnitList(w, a.bombarders, n);
      writeUnitList(w, a.defenders, n);
      w.flag(a.oddsColumn >= 0);
      if (a.oddsColumn >= 0) w.bits(static_cast<std::uint32_t>(a.oddsColumn), 4);
      return a.oddsColumn < 16;
    case ActionType::Retreat: {
      if (!unitOk(g, a.unit)) return false;
      w.below(static_cast<std::uint32_t>(a.unit), static_cast<std::uint32_t>(n));
      const auto options = g.retreatOptions(a.unit);
      int at = -1;
      for (std::size_t i = 0; i < options.size(); ++i)
        if (options[i].hex == a.hex) at = static_cast<int>(i);
      if (at < 0) return false;
      w.below(static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(options.size()));
      return true;
    }
    case ActionType::Advance: {
      const auto options = g.advanceOptions();
      const int at = indexOf(options, std::make_pair(a.unit, a.hex));
      if (at < 0) return false;
      w.below(static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(options.size()));
      return true;
    }
    case ActionType::ChooseLosses:
      writeUnitList(w, a.attackers, n);
      return true;
    case ActionType::Undo:
    case ActionType::EndPhase:
    case ActionType::DeclineRetreat:
    case ActionType::DeclineAdvance:
      return true;
  }
  return false;
}

bool readFields(BitReader& rd, const Game& g, Action& a, const Context& c) {
  const int n = g.rules().unitCount();
  std::uint32_t v;
  switch (a.type) {
    case ActionType::Move: {
      const auto& list = c.bySide[static_cast<int>(g.step().acting)];
      if (!rd.below(v, static_cast<std::uint32_t>(list.size()))) return false;
      a.unit = list[v];
      const auto reach = g.reachable(a.unit);
      if (!rd.below(v, static_cast<std::uint32_t>(reach.size()))) return false;
      const Hex to = reach[v];
      bool canonical;
      if (!rd.flag(canonical)) return false;
      if (canonical) {
        a.path = g.pathTo(a.unit, to);
        return !a.path.empty();
      }
      std::uint64_t steps;
      if (!rd.varint(steps) || steps > 64) return false;
      Hex at = g.hexOf(a.unit);
      for (std::uint64_t i = 0; i < steps; ++i) {
        std::uint64_t d;
        if (!rd.bits(d, 3) || d > 5) return false;
        at = neighbor(at, static_cast<int>(d));
        a.path.push_back(at);
      }
      a.path.push_back(to);
      return true;
    }
    case ActionType::Enter: {
      if (!rd.below(v, static_cast<std::uint32_t>(n))) return false;
      a.unit = static_cast<int>(v);
      const auto& entries = g.rules().scenario().entryHexes;
      if (!rd.below(v, static_cast<std::uint32_t>(entries.size()))) return false;
      a.hex = entries[v];
      return true;
    }
    case ActionType::Exit:
      if (!rd.below(v, static_cast<std::uint32_t>(n))) return false;
      a.unit = static_cast<int>(v);
      return true;
    case ActionType::Attack: {
      bool lower;
      if (!readUnitList(rd, a.attackers, n) || !readUnitList(rd, a.bombarders, n) ||
          !readUnitList(rd, a.defenders, n) || !rd.flag(lower))
        return false;
      if (lower) {
        std::uint64_t odds;
        if (!rd.bits(odds, 4)) return false;
        a.oddsColumn = static_cast<int>(odds);
      }
      return true;
    }
    case ActionType::Retreat: {
      if (!rd.below(v, static_cast<std::uint32_t>(n))) return false;
      a.unit = static_cast<int>(v);
      const auto options = g.retreatOptions(a.unit);
      if (!rd.below(v, static_cast<std::uint32_t>(options.size()))) return false;
      a.hex = options[v].hex;
      return true;
    }
    case ActionType::Advance: {
      const auto options = g.advanceOptions();
      if (!rd.below(v, static_cast<std::uint32_t>(options.size()))) return false;
      a.unit = options[v].first;
      a.hex = options[v].second;
      return true;
    }
    case ActionType::ChooseLosses:
      return readUnitList(rd, a.attackers, n);
    case ActionType::Undo:
    case ActionType::EndPhase:
    case ActionType::DeclineRetreat:
    case ActionType::DeclineAdvance:
      return true;
  }
  return false;
}

// Raw form: any action at all, field by field (the escape for the unusual).
void writeRaw(BitWriter& w, const Action& a) {
  auto signedValue = [&](int x) {
    w.varint(static_cast<std::uint64_t>(static_cast<std::int64_t>(x) + 1) & (kMaxRawValue - 1));
  };
  auto hex = [&](Hex h) { signedValue(h.col), signedValue(h.row); };
  auto list = [&](const std::vector<int>& l) {
    w.varint(l.size());
    for (int u : l) signedValue(u);
  };
  w.bits(static_cast<std::uint32_t>(a.type), 4);
  signedValue(a.unit);
  hex(a.hex);
  w.varint(a.path.size());
  for (Hex h : a.path) hex(h);
  list(a.attackers), list(a.bombarders), list(a.defenders);
  signedValue(a.oddsColumn);
}

bool readRaw(BitReader& rd, Action& a) {
  auto signedValue = [&](int& x) {
    std::uint64_t v;
    if (!rd.varint(v) || v >= kMaxRawValue) return false;
    x = static_cast<int>(v) - 1;
    return true;
  };
  auto hex = [&](Hex& h) { return signedValue(h.col) && signedValue(h.row); };
  auto list = [&](std::vector<int>& l) {
    std::uint64_t n;
    if (!rd.varint(n) || n > 128) return false;
    l.resize(static_cast<std::size_t>(n));
    for (int& u : l)
      if (!signedValue(u)) return false;
    return true;
  };
  std::uint64_t type;
  if (!rd.bits(type, 4) || type > static_cast<std::uint64_t>(ActionType::ChooseLosses))
    return false;
  a.type = static_cast<ActionType>(type);
  std::uint64_t n;
  if (!signedValue(a.unit) || !hex(a.hex) || !rd.varint(n) || n > 128) return false;
  a.path.resize(static_cast<std::size_t>(n));
  for (Hex& h : a.path)
    if (!hex(h)) return false;
  return list(a.attackers) && list(a.bombarders) && list(a.defenders) && signedValue(a.oddsColumn);
}

bool readAction(BitReader& rd, const Game& g, Action& a, const Context& c) {
  a = Action{};
  bool other;
  if (!rd.flag(other)) return false;
  if (!other) {
    a.type = firstTypeOf(g.step().kind);
    return readFields(rd, g, a, c);
  }
  std::uint64_t type;
  if (!rd.bits(type, 4)) return false;
  if (type == kRawType) return readRaw(rd, a);
  if (type > static_cast<std::uint64_t>(ActionType::ChooseLosses)) return false;
  a.type = static_cast<ActionType>(type);
  return readFields(rd, g, a, c);
}

void writeAction(BitWriter& w, const Game& g, const Action& a, const Context& c) {
  BitWriter trial;
  const bool first = a.type == firstTypeOf(g.step().kind);
  trial.flag(!first);
  if (!first) trial.bits(static_cast<std::uint32_t>(a.type), 4);
  if (writeFields(trial, g, a, c)) {
    BitReader check(trial.bytes().data(), trial.bitCount());
    Action back;
    if (readAction(check, g, back, c) && back == a && check.remaining() == 0) {
      w.append(trial);
      return;
    }
  }
  w.flag(true);
  w.bits(kRawType, 4);
  writeRaw(w, a);
}

// ---------------------------------------------------------------------------------------
// Replay with dice

struct Roller {
  const Match& m;
  const std::optional<LocalSecret>& mine;
  int lastTurn = -1;
  int k = 0;

  std::variant<Error, int> next(const Game& g, int index) {
    const int p = playerTurn(g.state());
    if (p != lastTurn) lastTurn = p, k = 0;
    auto values =
        playerTurnValues(m.sides, mine, p, "the die of action " + std::to_string(index + 1));
    if (auto* e = std::get_if<Error>(&values)) {
      e->actionIndex = index;
      return *e;
    }
    const auto& v = std::get<std::array<Value16, 2>>(values);
    return committedDie(v[0], v[1], p, k++);
  }
};

std::optional<Error> applyOne(Game& g, const Action& a, int index, Roller& roller) {
  if (roller.m.dice == DiceMode::Committed && a.type == ActionType::Attack) {
    if (auto refusal = g.check(a)) {
      Error e = makeError(ErrorKind::IllegalAction, "action " + std::to_string(index + 1) +
                                                        " is illegal: " + refusal->rule + ": " +
                                                        refusal->why);
      e.actionIndex = index, e.refusal = *refusal;
      return e;
    }
    auto die = roller.next(g, index);
    if (auto* err = std::get_if<Error>(&die)) return *err;
    g.forceDice({std::get<int>(die)});
  }
  auto result = g.apply(a);
  if (auto* refusal = std::get_if<Refusal>(&result)) {
    Error e = makeError(ErrorKind::IllegalAction, "action " + std::to_string(index + 1) +
                                                      " is illegal: " + refusal->rule + ": " +
                                                      refusal->why);
    e.actionIndex = index, e.refusal = *refusal;
    return e;
  }
  return std::nullopt;
}

Game startGame(const Match& m, const std::array<int, 2>& chits) {
  if (m.start) return Game::fromState(Rules::standard(), *m.start);
  Options o = m.options;
  if (m.dice == DiceMode::Committed) {
    o.frenchChit = o.grouchy ? chits[0] : 0;
    o.alliedChit = o.grouchy ? chits[1] : 0;
  }
  return Game::newGame(Rules::standard(), o, m.dice == DiceMode::Seeded ? m.seed : 0);
}

// Chits the replay may use: known ones, else every chit 1..6.
std::array<std::vector<int>, 2> chitCandidates(const Match& m,
                                               const std::optional<LocalSecret>& mine) {
  std::array<std::vector<int>, 2> out;
  for (int s = 0; s < 2; ++s) {
    auto& c = out[static_cast<std::size_t>(s)];
    if (m.dice != DiceMode::Committed || !m.options.grouchy)
      c = {0};
    else if (mine && mine->side == static_cast<Side>(s))
      c = {mine->chit()};
    else if (m.sides[static_cast<std::size_t>(s)].chit != 0)
      c = {m.sides[static_cast<std::size_t>(s)].chit};
    else
      c = {1, 2, 3, 4, 5, 6};
  }
  return out;
}

std::optional<Error> checkSender(const Match& m, const Game& g) {
  if (m.dice != DiceMode::Committed) return std::nullopt;
  if (auto err = checkSenderReveal(m.sides, m.sender, playerTurn(g.state()))) return err;
  const SideRecord& r = m.sides[static_cast<std::size_t>(m.sender)];
  const char* name = sideName(m.sender);
  const Scenario& sc = g.rules().scenario();
  if (m.options.grouchy && r.chit == 0 && sc.chitsRevealed(g.state().turn, g.over()))
    return makeError(ErrorKind::MissingReveal,
                     std::string("the ") + name +
                         " player did not reveal the Grouchy chit, due from turn " +
                         std::to_string(sc.chitRevealTurn) + " (9.0)");
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------
// Header

void writeHeader(BitWriter& w, const Match& m) {
  w.flag(m.options.grouchy);
  w.flag(m.dice == DiceMode::Committed);
  w.flag(m.sender == Side::Allied);
  if (m.dice == DiceMode::Seeded) {
    w.bits(m.seed, 64);
    if (m.options.grouchy)
      w.bits(static_cast<std::uint32_t>(m.options.frenchChit), 3),
          w.bits(static_cast<std::uint32_t>(m.options.alliedChit), 3);
    return;
  }
  writeCommitments(w, m.sides, m.options.grouchy);
}

std::optional<Error> readHeader(BitReader& rd, Match& m) {
  const Error truncated = makeError(ErrorKind::Truncated, "truncated turn link");
  bool grouchy, committed, allied;
  if (!rd.flag(grouchy) || !rd.flag(committed) || !rd.flag(allied)) return truncated;
  m.options.grouchy = grouchy;
  m.dice = committed ? DiceMode::Committed : DiceMode::Seeded;
  m.sender = allied ? Side::Allied : Side::French;
  std::uint64_t v;
  if (!committed) {
    if (!rd.bits(m.seed, 64)) return truncated;
    if (grouchy) {
      if (!rd.bits(v, 3)) return truncated;
      m.options.frenchChit = static_cast<int>(v);
      if (!rd.bits(v, 3)) return truncated;
      m.options.alliedChit = static_cast<int>(v);
      if (m.options.frenchChit > 6 || m.options.alliedChit > 6)
        return makeError(ErrorKind::Malformed, "invalid turn link: chit");
    }
    return std::nullopt;
  }
  return readCommitments(rd, m.sides, grouchy);
}

// Body version 2: the start position after the header (position.h's body, its length first).
constexpr std::uint64_t kMaxStartBytes = 4096;

void writeStart(BitWriter& w, const Match& m) {
  const Bytes b = detail::positionBody(*Rules::standard(), *m.start);
  w.varint(b.size());
  w.byteString(b.data(), b.size());
}

std::optional<Error> readStart(BitReader& rd, Match& m) {
  std::uint64_t n;
  if (!rd.varint(n)) return makeError(ErrorKind::Truncated, "truncated turn link");
  if (n > kMaxStartBytes || n > rd.remaining() / 8)
    return makeError(n > kMaxStartBytes ? ErrorKind::Malformed : ErrorKind::Truncated,
                     "invalid turn link: start position length");
  Bytes b(static_cast<std::size_t>(n));
  if (!rd.byteString(b.data(), b.size()))
    return makeError(ErrorKind::Truncated, "truncated turn link");
  auto start = detail::positionFromBody(*Rules::standard(), b);
  if (auto* err = std::get_if<Error>(&start))
    return makeError(ErrorKind::Malformed, "invalid turn link: start position: " + err->message);
  const GameState& s = std::get<GameState>(start);
  if (m.dice != DiceMode::Seeded)
    return makeError(ErrorKind::Malformed,
                     "invalid turn link: a game by link has no start position");
  if (s.grouchy != m.options.grouchy ||
      (s.grouchy && (s.frenchChit != m.options.frenchChit || s.alliedChit != m.options.alliedChit ||
                     s.frenchChit == 0 || s.alliedChit == 0)))
    return makeError(ErrorKind::Malformed,
                     "invalid turn link: the start position's Grouchy chits (R8) do not match");
  m.start = s;
  return std::nullopt;
}

std::optional<Error> checkShape(const Match& m) {
  if (m.start && m.dice != DiceMode::Seeded)
    return makeError(ErrorKind::Malformed, "a game by link has no start position");
  if (m.dice == DiceMode::Committed && !(m.sides[0].committed && m.sides[1].committed) &&
      !m.actions.empty())
    return makeError(
        ErrorKind::Malformed,
        "moves before both players committed their dice seeds (the game was not accepted)");
  return std::nullopt;
}

// One replay pass with fixed chits: from a list (encode) or from bits (decode).
struct Pass {
  std::optional<Error> error;
  std::optional<Game> game;
  std::vector<Action> actions;
};

Pass runPass(const Match& m, const std::array<int, 2>& chits,
             const std::optional<LocalSecret>& mine, BitReader* rd, std::uint64_t count,
             BitWriter* w) {
  Pass out;
  Game g = startGame(m, chits);
  const Context ctx(g.rules());
  Roller roller{m, mine};
  for (std::uint64_t i = 0; i < count; ++i) {
    const int index = static_cast<int>(i);
    Action a;
    if (rd) {
      if (!readAction(*rd, g, a, ctx)) {
        out.error = makeError(rd->remaining() == 0 ? ErrorKind::Truncated : ErrorKind::Malformed,
                              "turn link: action " + std::to_string(index + 1) + " cannot be read");
        out.error->actionIndex = index;
        return out;
      }
    } else {
      a = m.actions[i];
      writeAction(*w, g, a, ctx);
    }
    if (auto err = applyOne(g, a, index, roller)) {
      out.error = err;
      return out;
    }
    out.actions.push_back(std::move(a));
  }
  out.game = std::move(g);
  return out;
}

template <class Run>
Result<OpenedMatch> searchChits(const Match& m, const std::optional<LocalSecret>& mine, Run run) {
  const auto candidates = chitCandidates(m, mine);
  std::optional<Error> best;
  for (int fc : candidates[0])
    for (int ac : candidates[1]) {
      const std::array<int, 2> chits{fc, ac};
      Pass p = run(chits);
      if (!p.error) {
        OpenedMatch out{m, std::move(*p.game), chits};
        out.match.actions = std::move(p.actions);
        return out;
      }
      if (!best || p.error->actionIndex > best->actionIndex) best = p.error;
    }
  return *best;
}

}  // namespace

// ---------------------------------------------------------------------------------------
// Public

namespace detail {

Result<Bytes> matchBody(const Match& m, const std::array<int, 2>& chits,
                        const std::optional<LocalSecret>& mine) {
  auto packed = packActions(m, chits, mine);
  if (auto* err = std::get_if<Error>(&packed)) return *err;
  return matchBodyFromPacked(m, std::get<BitWriter>(packed));
}

void packAction(BitWriter& w, const Game& before, const Action& a) {
  writeAction(w, before, a, Context(before.rules()));
}

Result<BitWriter> packActions(const Match& m, const std::array<int, 2>& chits,
                              const std::optional<LocalSecret>& mine) {
  if (auto err = checkShape(m)) return *err;
  BitWriter w;
  Pass p = runPass(m, chits, mine, nullptr, m.actions.size(), &w);
  if (p.error) return *p.error;
  return w;
}

Result<Bytes> matchBodyFromPacked(const Match& m, const BitWriter& packedActions) {
  if (auto err = checkShape(m)) return *err;
  BitWriter w;
  writeHeader(w, m);
  if (m.start) writeStart(w, m);
  w.varint(m.actions.size());
  w.append(packedActions);
  return w.bytes();
}

Result<OpenedMatch> matchFromBody(const Bytes& body, const std::optional<LocalSecret>& mine,
                                  bool checkSenderReveals, std::uint8_t bodyVersion) {
  BitReader rd(body.data(), body.size() * 8);
  Match m;
  if (auto err = readHeader(rd, m)) return *err;
  if (bodyVersion >= kMatchStartBodyVersion)
    if (auto err = readStart(rd, m)) return *err;
  if (auto err = checkRecords(m, mine)) return *err;
  std::uint64_t count;
  if (!rd.varint(count)) return makeError(ErrorKind::Truncated, "truncated turn link");
  if (count > kMaxActions || count > rd.remaining())
    return makeError(ErrorKind::Malformed, "invalid turn link: action count");
  if (count > 0 && m.dice == DiceMode::Committed && !(m.sides[0].committed && m.sides[1].committed))
    return makeError(
        ErrorKind::Malformed,
        "moves before both players committed their dice seeds (the game was not accepted)");
  auto opened = searchChits(m, mine, [&](const std::array<int, 2>& chits) {
    BitReader pass = rd;  // just after the action count
    Pass p = runPass(m, chits, mine, &pass, count, nullptr);
    if (!p.error) {
      std::uint64_t pad;
      if (pass.remaining() >= 8)
        p.error = makeError(ErrorKind::Oversized, "turn link has trailing data");
      else if (!pass.bits(pad, static_cast<int>(pass.remaining())) || pad != 0)
        p.error = makeError(ErrorKind::Malformed, "invalid turn link: padding");
    }
    return p;
  });
  if (auto* err = std::get_if<Error>(&opened)) return *err;
  auto& out = std::get<OpenedMatch>(opened);
  if (checkSenderReveals)
    if (auto err = checkSender(out.match, out.game)) return *err;
  return opened;
}

std::string matchText(const Bytes& body, std::uint8_t bodyVersion) {
  return base64urlEncode(
      frameGame(kMagicMatch, kMatchVersion, GameTag{kGameNaw, 0, bodyVersion}, body));
}

}  // namespace detail

Result<std::string> encodeMatch(const Match& m, const std::optional<LocalSecret>& mine) {
  try {
    // The chits of the replay: any consistent ones (the packing does not depend on them).
    auto opened = replayMatch(m, mine, false);
    if (auto* err = std::get_if<Error>(&opened)) return *err;
    auto body = detail::matchBody(m, std::get<OpenedMatch>(opened).engineChits, mine);
    if (auto* err = std::get_if<Error>(&body)) return *err;
    return detail::matchText(std::get<Bytes>(body), matchBodyVersion(m));
  } catch (...) {
    return makeError(ErrorKind::Internal, "the turn link could not be made");
  }
}

Result<OpenedMatch> replayMatch(const Match& m, const std::optional<LocalSecret>& mine,
                                bool checkSenderReveals) {
  try {
    if (auto err = checkShape(m)) return *err;
    if (auto err = checkRecords(m, mine)) return *err;
    auto opened = searchChits(m, mine, [&](const std::array<int, 2>& chits) {
      Pass p;
      Game g = startGame(m, chits);
      Roller roller{m, mine};
      for (std::size_t i = 0; i < m.actions.size(); ++i)
        if (auto err = applyOne(g, m.actions[i], static_cast<int>(i), roller)) {
          p.error = err;
          return p;
        }
      p.actions = m.actions;
      p.game = std::move(g);
      return p;
    });
    if (auto* err = std::get_if<Error>(&opened)) return *err;
    if (checkSenderReveals)
      if (auto err =
              checkSender(std::get<OpenedMatch>(opened).match, std::get<OpenedMatch>(opened).game))
        return *err;
    return opened;
  } catch (...) {
    return makeError(ErrorKind::Internal, "the game could not be replayed");
  }
}

Result<OpenedMatch> decodeMatch(std::string_view text, const std::optional<LocalSecret>& mine) {
  try {
    auto framed = detail::unframeGame(linkPayload(text), detail::kMagicMatch, {1, 1, kMatchVersion},
                                      kMaxMatchBytes);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const auto& u = std::get<detail::GameFramed>(framed);
    if (auto err =
            detail::expectGame(u.tag, detail::kMagicMatch, kGameNaw, 1, kMatchStartBodyVersion))
      return *err;
    return detail::matchFromBody(u.body, mine, true, u.tag.bodyVersion);
  } catch (const std::exception& e) {
    return makeError(ErrorKind::Internal,
                     std::string("the turn link could not be read: ") + e.what());
  } catch (...) {
    return makeError(ErrorKind::Internal, "the turn link could not be read");
  }
}

}  // namespace naw::persist
