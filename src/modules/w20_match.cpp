// Waterloo 20 turn links with fog of war (w20_match.h, FOG-MODEL.md).
#include "w20_match.h"

#include <algorithm>

#include "frame.h"
#include "games/w20/units.h"

namespace modules::w20link {

namespace {
using persist::Error;
using persist::ErrorKind;
using persist::makeError;
std::size_t z(int i) { return static_cast<std::size_t>(i); }
constexpr std::size_t kMaxLinkBytes = 1u << 20;
constexpr std::uint32_t kFrenchSlots = (1u << kFrenchMarkers) - 1;
constexpr std::uint32_t kAllSlots = (1u << kSlots) - 1;

std::uint32_t sideSlots(w20::Side s) {
  return s == w20::Side::French ? kFrenchSlots : kAllSlots & ~kFrenchSlots;
}
int sideIx(w20::Side s) { return w20::sideIndex(s); }
naw::Side nawSide(w20::Side s) {
  return s == w20::Side::French ? naw::Side::French : naw::Side::Allied;
}

Error illegal(int index, std::string message, w20::Refusal refusal = {}) {
  Error e = makeError(ErrorKind::IllegalAction, std::move(message));
  e.actionIndex = index;
  e.refusal = std::move(refusal);
  return e;
}

// --- Units <-> slots. unitOfSlot is a bijection of the 20 units onto the 20 slots.
int mapUnit(int u, const std::array<std::int8_t, kSlots>& table) {
  return u < 0 || u >= kSlots ? u : table[z(u)];
}
std::uint32_t mapMask(std::uint32_t m, const std::array<std::int8_t, kSlots>& table) {
  std::uint32_t out = 0;
  for (int i = 0; i < kSlots; ++i)
    if (m & w20::bit(i)) out |= w20::bit(table[z(i)]);
  return out;
}
w20::Action mapAction(w20::Action a, const std::array<std::int8_t, kSlots>& table) {
  a.unit = static_cast<std::int8_t>(mapUnit(a.unit, table));
  a.attackers = mapMask(a.attackers, table);
  a.defenders = mapMask(a.defenders, table);
  return a;
}

// --- Wire form of an action (every field, fixed widths).
void writeAction(persist::BitWriter& w, const w20::Action& a) {
  w.below(static_cast<std::uint32_t>(a.kind), w20::kActionKinds);
  w.below(static_cast<std::uint32_t>(a.unit + 1), kSlots + 1);
  w.below(static_cast<std::uint32_t>(a.hex + 1), w20::kHexes + 1);
  w.below(a.pathLength, w20::kMaxPath + 1);
  for (int i = 0; i < a.pathLength; ++i)
    w.below(static_cast<std::uint32_t>(a.path[z(i)]), w20::kHexes);
  w.bits(a.attackers, kSlots);
  w.bits(a.defenders, kSlots);
  w.below(static_cast<std::uint32_t>(a.army), 4);
  w.below(a.number, w20::kMaxCombats + 1);
  w.flag(a.flag);
  w.flag(a.battery);
  w.flag(a.lowered);
  w.below(static_cast<std::uint32_t>(a.diff + 8), 16);
}
bool readAction(persist::BitReader& rd, w20::Action& a) {
  std::uint32_t v = 0;
  std::uint64_t b = 0;
  bool ok = rd.below(v, w20::kActionKinds);
  a.kind = static_cast<w20::ActionKind>(v);
  ok = ok && rd.below(v, kSlots + 1);
  a.unit = static_cast<std::int8_t>(static_cast<int>(v) - 1);
  ok = ok && rd.below(v, w20::kHexes + 1);
  a.hex = static_cast<std::int16_t>(static_cast<int>(v) - 1);
  ok = ok && rd.below(v, w20::kMaxPath + 1);
  a.pathLength = static_cast<std::uint8_t>(v);
  for (int i = 0; ok && i < a.pathLength; ++i) {
    ok = rd.below(v, w20::kHexes);
    a.path[z(i)] = static_cast<std::int16_t>(v);
  }
  ok = ok && rd.bits(b, kSlots);
  a.attackers = static_cast<std::uint32_t>(b);
  ok = ok && rd.bits(b, kSlots);
  a.defenders = static_cast<std::uint32_t>(b);
  ok = ok && rd.below(v, 4);
  a.army = static_cast<w20::Army>(v);
  ok = ok && rd.below(v, w20::kMaxCombats + 1);
  a.number = static_cast<std::uint8_t>(v);
  ok = ok && rd.flag(a.flag) && rd.flag(a.battery) && rd.flag(a.lowered);
  ok = ok && rd.below(v, 16);
  a.diff = static_cast<std::int8_t>(static_cast<int>(v) - 8);
  return ok;
}

// Dice one action drew (W31 order), from what it reports.
int diceUsed(const w20::Action& a, const w20::Outcome& o) {
  switch (a.kind) {
    case w20::ActionKind::RollEvent:
      return 1;
    case w20::ActionKind::Roll:
      return 1 + o.nRouts;
    case w20::ActionKind::Retreat:
      return o.nHazards;
    case w20::ActionKind::Rally:
      return o.nRally;
    default:
      return 0;
  }
}

// Version 2: the night whose end-of-turn dice a state draws (w20_night.h), -1 when its dice
// come from the chains (every other phase; every phase of a version-1 link).
int nightDraws(const W20Link& link, const w20::State& s) {
  return link.version >= 2 && s.phase == w20::Phase::EndOfTurn ? nightOf(s.turn) : -1;
}
// The draws of a night's end-of-turn phase are counted apart from every player-turn's.
constexpr int kNightDrawKey = 100;

// Both sides' values of a night: mine from my secret, the other's as revealed.
persist::Result<std::array<persist::Value16, 2>> nightValues(const W20Link& link,
                                                             const persist::LocalSecret& mine,
                                                             int night, const std::string& what) {
  std::array<persist::Value16, 2> v{};
  for (int s = 0; s < 2; ++s) {
    const bool own = s == static_cast<int>(mine.side);
    const auto value =
        own ? std::optional(nightValue(mine, night)) : nightValueFor(link.night[z(s)], night);
    if (!value)
      return makeError(ErrorKind::MissingReveal,
                       what + " needs the " + (s == 0 ? "french" : "allied") +
                           " value of the night of turn " + std::to_string(night == 0 ? 3 : 7) +
                           ", which has not been revealed");
    v[z(s)] = *value;
  }
  return v;
}

// The enemy has face-down counters on the map.
bool enemyFaceDown(const w20::Game& g, w20::Side me) {
  for (int u = 0; u < w20::kUnits; ++u) {
    const w20::UnitState& us = g.unit(u);
    if (w20::theRoster()[z(u)].side != me && us.status == w20::UnitStatus::Map && !us.faceUp)
      return true;
  }
  return false;
}
// An action whose outcome may depend on face-down enemy counters (a disengagement or
// penetration barred by face-down cavalry, W11/W13; a declaration whose defenders may be the
// dummy, W14/W29): only their owner can carry it out truly, so it ends its sender's link.
bool needsAnswer(const w20::Game& g, const w20::Action& a, w20::Side me) {
  using K = w20::ActionKind;
  return (a.kind == K::Disengage || a.kind == K::Penetrate || a.kind == K::Declare ||
          a.kind == K::Countercharge) &&
         enemyFaceDown(g, me);
}

struct Attempt {
  std::optional<Error> error;
  int failedAt = -1;     // entry refused by the engine under this hypothesis (-1: none)
  int failedSlot = -1;   // its unit's slot when that slot is a hidden enemy one
  int backtrackTo = -1;  // the decision to change (see replayAs), -1 none
  int decisions = 0;
  Replayed r;
};

// Whether a game without Fog of War follows W30's reveals (every marker of a side revealed
// before its first action), as every log since the search's revision does. A log written
// before (FOG-MODEL.md: those games were refused within their first links) does not: it
// replays as it was made, so that its saves and links still open as they did.
bool revealsAllWithoutFog(const W20Link& link) {
  std::uint32_t revealed = 0;
  for (const Entry& e : link.log) {
    if (!e.reveal) return (sideSlots(e.by) & ~revealed) == 0;
    revealed |= w20::bit(e.slot);
  }
  return true;
}

// One replay of the whole log under the assignment `unitOfSlot`.
Attempt attempt(const W20Link& link, const std::array<std::int8_t, kSlots>& unitOfSlot,
                std::uint32_t pinned, const std::vector<int>& skip, w20::Side me,
                const persist::LocalSecret& myDice, std::optional<w20::Side> finished,
                bool keepFirst = false, ReplayMoves* moves = nullptr) {
  std::uint32_t named = 0;  // slots some action has named
  Attempt at;
  Replayed& r = at.r;
  std::array<int, kSlots> decisionOf{};
  decisionOf.fill(-1);
  // Counters turned face up and not revealed by their owner when he had to. If my hypothesis
  // turned up a hidden enemy counter that its owner (who knows) did not see turned up (a
  // dummy beside the enemy when its combat phase begins, W29), the hypothesis is wrong:
  // backtrack to the latest decision among them. Otherwise the owner withheld a reveal.
  const auto owedReveals = [&](std::uint32_t owed, int index) {
    Error err = makeError(ErrorKind::MissingReveal,
                          "a counter turned face up was not revealed before its side acted "
                          "again (FOG-MODEL.md)");
    err.actionIndex = index;
    at.error = err;
    for (int q = 0; q < kSlots; ++q)
      if ((owed & w20::bit(q)) && !(pinned & w20::bit(q)) && decisionOf[z(q)] > at.backtrackTo) {
        at.backtrackTo = decisionOf[z(q)];
        at.failedAt = index;
        at.failedSlot = q;
      }
  };
  r.unitOfSlot = unitOfSlot;
  r.pinned = pinned;
  auto slotOfUnit = inverseOf(unitOfSlot);
  w20::State st = w20::Game::newGame(link.seed, link.options).state();
  for (int s = 0; s < kSlots; ++s)
    st.units[z(unitOfSlot[z(s)])].marker = static_cast<std::uint8_t>(slotMarker(s));
  r.game = w20::Game::fromState(st);
  if (moves) moves->start = r.game;
  // The historical set-up (W3) places each counter on a printed hex: where a marker starts
  // says what it is, so those markers count as turned up from the start (revealed by their
  // owner before he first acts).
  if (!link.options.freeSetup)
    for (int u = 0; u < w20::kUnits; ++u)
      if (r.game.unit(u).status == w20::UnitStatus::Map) r.turnedUp |= w20::bit(slotOfUnit[z(u)]);
  // Without Fog of War (W30) every counter is face up, and both dummies are out of play from
  // the start: every marker is public, revealed by its owner before he first acts. (A
  // hypothesis could not stand in for it: its dummy, Removed, is alike no counter to deploy.)
  if (!link.options.fog && revealsAllWithoutFog(link)) r.turnedUp = kAllSlots;
  std::optional<persist::LocalSecret> mine = myDice;
  for (std::size_t i = 0; i < link.log.size(); ++i) {
    const Entry& e = link.log[i];
    const int index = static_cast<int>(i);
    if (e.reveal) {
      r.revealed |= w20::bit(e.slot);
      continue;
    }
    const w20::Step step = r.game.step();
    if (e.by != step.acting) {
      // Under this hypothesis the rules took another course (a phase of the enemy passed or
      // not, FOG-MODEL.md): the latest decision is revised first.
      at.error = illegal(index, std::string("not the turn of ") + w20::sideName(e.by));
      at.failedAt = index;
      at.backtrackTo = at.decisions - 1;
      return at;
    }
    // A side acts again only once it has revealed every counter of its turned face up.
    if (const std::uint32_t owed = r.turnedUp & sideSlots(e.by) & ~r.revealed) {
      owedReveals(owed, index);
      return at;
    }
    w20::Action a = mapAction(e.action, r.unitOfSlot);
    const int p = playerTurnOf(r.game.state());
    const int night = nightDraws(link, r.game.state());
    const int key = night >= 0 ? kNightDrawKey + night : p;
    if (key != r.drawTurn) r.drawTurn = key, r.draws = 0;
    r.reached = std::max(r.reached, p);
    const std::string what = "a die of action " + std::to_string(index);
    auto values = night >= 0 ? nightValues(link, myDice, night, what)
                             : persist::playerTurnValues(link.dice, mine, p, what);
    const bool haveDice = std::holds_alternative<std::array<persist::Value16, 2>>(values);
    std::vector<int> dice;
    if (haveDice) {
      const auto& v = std::get<std::array<persist::Value16, 2>>(values);
      for (int k = 0; k < 32; ++k)
        dice.push_back(night >= 0 ? nightDie(v[0], v[1], night, r.draws + k)
                                  : committedDie(v[0], v[1], p, r.draws + k));
    }
    // The first action naming a hidden enemy counter is a decision: among the enemy's
    // counters that no action has named yet and that the board shows alike (pending, or the
    // same hex and face), the skip[d]-th under which the action is legal takes its marker.
    // Exchanging the markers of two counters no action has named changes nothing the log has
    // checked. replayAs backtracks over these decisions (chronologically).
    const int actor = e.action.unit;
    if (actor >= 0 && actor < kSlots && !(pinned & w20::bit(actor)) && !(named & w20::bit(actor))) {
      const int d = at.decisions++;
      const int want = d < static_cast<int>(skip.size()) ? skip[z(d)] : 0;
      int legal = 0;
      bool chosen = false;
      const int cur = r.unitOfSlot[z(actor)];
      const w20::UnitState pub = r.game.unit(cur);
      // keepFirst: the counter's own identity in `unitOfSlot` is tried first (a revised
      // hypothesis, see replayAs), then the others in marker order.
      for (int k = keepFirst ? -1 : 0; k < kSlots && !chosen; ++k) {
        const int q = k < 0 ? actor : k;
        if (keepFirst && k == actor) continue;
        if ((pinned | named) & w20::bit(q) || slotSide(q) != slotSide(actor)) continue;
        const int c = r.unitOfSlot[z(q)];
        const w20::UnitState& other = r.game.unit(c);
        if (other.hex != pub.hex || other.status != pub.status || other.faceUp != pub.faceUp ||
            other.routed != pub.routed)
          continue;
        w20::State st2 = r.game.state();
        std::swap(st2.units[z(cur)].marker, st2.units[z(c)].marker);
        auto h = r.unitOfSlot;
        std::swap(h[z(actor)], h[z(q)]);
        w20::Game g2 = w20::Game::fromState(st2);
        const w20::Action a2 = mapAction(e.action, h);
        if (g2.check(a2) || legal++ < want) continue;
        r.game = g2;
        r.unitOfSlot = h;
        slotOfUnit = inverseOf(h);
        a = a2;
        chosen = true;
      }
      if (!chosen) {
        at.error = illegal(index, "action " + std::to_string(index) +
                                      " is illegal for every identity its counter may have");
        at.failedAt = index;
        at.failedSlot = actor;
        at.backtrackTo = d - 1;
        return at;
      }
      decisionOf[z(actor)] = d;
    }
    for (int q = 0; q < kSlots; ++q)
      if (q == actor || ((e.action.attackers | e.action.defenders) & w20::bit(q)))
        named |= w20::bit(q);
    if (moves) {
      moves->actions.push_back(a);
      moves->dice.push_back(dice);
    }
    r.game.forceDice(dice);
    std::array<bool, w20::kUnits> down{};
    for (int u = 0; u < w20::kUnits; ++u)
      down[z(u)] = r.game.unit(u).status == w20::UnitStatus::Map && !r.game.unit(u).faceUp;
    const std::uint64_t rngBefore = r.game.state().rng;
    const w20::ApplyResult res = r.game.apply(a);
    if (const auto* refusal = std::get_if<w20::Refusal>(&res)) {
      at.error = illegal(index,
                         "action " + std::to_string(index) + " is illegal (" + refusal->rule +
                             ": " + refusal->why + ")",
                         *refusal);
      at.failedAt = index;
      const int slot = e.action.unit;
      if (slot >= 0 && slot < kSlots && !(pinned & w20::bit(slot))) {
        at.failedSlot = slot;
        at.backtrackTo = decisionOf[z(slot)];
      }
      return at;
    }
    const int used = diceUsed(a, std::get<w20::Outcome>(res));
    if (r.game.state().rng != rngBefore || (!haveDice && used > 0)) {
      at.error = haveDice ? makeError(ErrorKind::Internal, "dice not accounted for")
                          : std::get<Error>(values);
      at.error->actionIndex = index;
      return at;
    }
    r.draws += used;
    if (link.version >= 2) r.night = std::max(r.night, nightReached(r.game.state()));
    for (int u = 0; u < w20::kUnits; ++u) {
      const w20::UnitState& us = r.game.unit(u);
      if (down[z(u)] && (us.faceUp || us.status != w20::UnitStatus::Map))
        r.turnedUp |= w20::bit(slotOfUnit[z(u)]);
    }
  }
  if (finished && *finished != me)
    if (const std::uint32_t owed = r.turnedUp & sideSlots(*finished) & ~r.revealed)
      owedReveals(owed, static_cast<int>(link.log.size()));
  return at;
}
}  // namespace

// ------------------------------------------------------------------ wire form
std::string encodeLink(const W20Link& link) {
  persist::BitWriter w;
  w.bits(link.seed, 64);
  w.flag(link.options.fog);
  w.flag(link.options.penetration);
  w.flag(link.options.routed);
  w.flag(link.options.freeSetup);
  w.flag(link.sender == w20::Side::Allied);
  persist::writeCommitments(w, link.dice, false);
  for (w20::Side s : {w20::Side::French, w20::Side::Allied}) {
    w.flag(link.fogCommitted[z(sideIx(s))]);
    if (!link.fogCommitted[z(sideIx(s))]) continue;
    for (int m = 0; m < markerCount(s); ++m) w.byteString(link.fog[z(sideIx(s))][z(m)].data(), 16);
    if (link.version < 2) continue;
    const NightRecord& n = link.night[z(sideIx(s))];
    w.byteString(n.tip.data(), 16);
    w.below(static_cast<std::uint32_t>(n.revealed + 1), kNights + 1);
    if (n.revealed >= 0) w.byteString(n.value.data(), 16);
  }
  w.varint(link.log.size());
  for (const Entry& e : link.log) {
    w.flag(e.by == w20::Side::Allied);
    w.flag(e.reveal);
    if (!e.reveal) {
      writeAction(w, e.action);
      continue;
    }
    w.below(static_cast<std::uint32_t>(e.slot), kSlots);
    w.below(static_cast<std::uint32_t>(e.unit), w20::kUnits);
    w.byteString(e.salt.data(), 16);
  }
  const persist::detail::GameTag tag{persist::kGameW20, 0, link.version};
  return persist::base64urlEncode(
      persist::detail::frameGame(persist::detail::kMagicMatch, 2, tag, w.bytes()));
}

persist::Result<W20Link> decodeLink(std::string_view text) {
  auto framed = persist::detail::unframeGame(text, persist::detail::kMagicMatch,
                                             persist::detail::KindVersions{1, 1, 2}, kMaxLinkBytes);
  if (auto* e = std::get_if<Error>(&framed)) return *e;
  const auto& f = std::get<persist::detail::GameFramed>(framed);
  if (auto e = persist::detail::expectGame(f.tag, persist::detail::kMagicMatch, persist::kGameW20,
                                           kW20MatchBodyVersionOldNight, kW20MatchBodyVersion))
    return *e;
  persist::BitReader rd(f.body.data(), f.body.size() * 8);
  W20Link link;
  link.version = f.tag.bodyVersion;
  bool allied = false;
  bool ok = rd.bits(link.seed, 64) && rd.flag(link.options.fog) &&
            rd.flag(link.options.penetration) && rd.flag(link.options.routed) &&
            rd.flag(link.options.freeSetup) && rd.flag(allied);
  if (!ok) return makeError(ErrorKind::Truncated, "turn link header");
  link.sender = allied ? w20::Side::Allied : w20::Side::French;
  if (auto e = persist::readCommitments(rd, link.dice, false)) return *e;
  for (w20::Side s : {w20::Side::French, w20::Side::Allied}) {
    bool committed = false;
    if (!rd.flag(committed)) return makeError(ErrorKind::Truncated, "fog commitments");
    link.fogCommitted[z(sideIx(s))] = committed;
    for (int m = 0; committed && m < markerCount(s); ++m)
      if (!rd.byteString(link.fog[z(sideIx(s))][z(m)].data(), 16))
        return makeError(ErrorKind::Truncated, "fog commitments");
    if (!committed || link.version < 2) continue;
    NightRecord& n = link.night[z(sideIx(s))];
    std::uint32_t revealed = 0;
    if (!rd.byteString(n.tip.data(), 16) || !rd.below(revealed, kNights + 1))
      return makeError(ErrorKind::Truncated, "night commitments");
    n.revealed = static_cast<int>(revealed) - 1;
    if (n.revealed >= 0 && !rd.byteString(n.value.data(), 16))
      return makeError(ErrorKind::Truncated, "night commitments");
  }
  std::uint64_t n = 0;
  if (!rd.varint(n) || n > 100000) return makeError(ErrorKind::Malformed, "log length");
  for (std::uint64_t i = 0; i < n; ++i) {
    Entry e;
    bool by = false;
    if (!rd.flag(by) || !rd.flag(e.reveal)) return makeError(ErrorKind::Truncated, "log");
    e.by = by ? w20::Side::Allied : w20::Side::French;
    if (!e.reveal) {
      if (!readAction(rd, e.action)) return makeError(ErrorKind::Truncated, "log action");
    } else {
      std::uint32_t slot = 0, unit = 0;
      if (!rd.below(slot, kSlots) || !rd.below(unit, w20::kUnits) ||
          !rd.byteString(e.salt.data(), 16))
        return makeError(ErrorKind::Truncated, "log reveal");
      e.slot = static_cast<std::int8_t>(slot);
      e.unit = static_cast<std::int8_t>(unit);
    }
    link.log.push_back(e);
  }
  if (rd.remaining() >= 8) return makeError(ErrorKind::Oversized, "trailing data");
  return link;
}

// ------------------------------------------------------------------ dice
int playerTurnOf(const w20::State& s) {
  if (s.phase == w20::Phase::GameOver) return persist::chainLength() - 1;
  if (w20::isSetupPhase(s.phase)) return 0;
  return 2 * (s.turn - 1) + (w20::phasingSide(s.phase) == w20::Side::Allied ? 1 : 0);
}

int linkTurnOf(const w20::State& s, int reached) {
  return std::max(playerTurnOf(s), s.phase == w20::Phase::GameOver ? 0 : reached);
}

int committedDie(const persist::Value16& french, const persist::Value16& allied, int playerTurn,
                 int k) {
  return 1 + persist::committedDraw("W20 die v1", french, allied, playerTurn, k, 6);
}

// ------------------------------------------------------------------ replay
persist::Result<Replayed> replayAs(const W20Link& link, const FogSecret& myFog,
                                   const persist::LocalSecret& myDice,
                                   std::optional<w20::Side> finished,
                                   const std::array<std::int8_t, kSlots>* last) {
  const w20::Side me = myFog.side;
  if (auto e = persist::checkCommitments(link.dice, false, myDice)) return *e;
  if (!link.fogCommitted[z(sideIx(me))] || link.fog[z(sideIx(me))] != commitAll(myFog))
    return makeError(ErrorKind::Commitment, "this link's markers are not committed by my secret");
  if (link.version >= 2) {
    if (link.night[z(sideIx(me))].tip != nightTip(myDice))
      return makeError(ErrorKind::Commitment,
                       "this link's night values are not committed by my secret");
    for (int s = 0; s < 2; ++s)
      if (!nightRecordHolds(link.night[z(s)]))
        return makeError(ErrorKind::Commitment,
                         "a night value does not match its commitment (DICE-MODEL.md)");
  }
  // Pins: my own counters, and every reveal in the log (checked against its commitment).
  std::array<std::int8_t, kSlots> pin;
  pin.fill(-1);
  std::uint32_t pinned = 0, usedUnits = 0;
  for (int m = 1; m <= markerCount(me); ++m) {
    const int s = slotOf(me, m);
    pin[z(s)] = myFog.unitOfMarker[z(m - 1)];
    pinned |= w20::bit(s);
    usedUnits |= w20::bit(pin[z(s)]);
  }
  for (std::size_t i = 0; i < link.log.size(); ++i) {
    const Entry& e = link.log[i];
    if (!e.reveal) continue;
    const w20::Side owner = slotSide(e.slot);
    Error err = makeError(ErrorKind::Commitment,
                          "the reveal of marker " + std::to_string(slotMarker(e.slot)) +
                              " does not match its commitment (FOG-MODEL.md)");
    err.actionIndex = static_cast<int>(i);
    if (e.by != owner || !link.fogCommitted[z(sideIx(owner))] ||
        !revealMatches(link.fog[z(sideIx(owner))], e.slot, e.unit, e.salt))
      return err;
    if (pin[z(e.slot)] == e.unit) continue;  // my own, or revealed before
    if (pin[z(e.slot)] >= 0 || (usedUnits & w20::bit(e.unit))) {
      err.message = "one counter committed under two markers (FOG-MODEL.md)";
      return err;
    }
    pin[z(e.slot)] = e.unit;
    pinned |= w20::bit(e.slot);
    usedUnits |= w20::bit(e.unit);
  }
  // The first hypothesis: the enemy's unpinned counters over its unpinned markers in order.
  // (From `hint` first where it gives a marker a unit of its side that no pin holds.)
  const auto hypothesis = [&](const std::array<std::int8_t, kSlots>* hint) {
    std::array<std::int8_t, kSlots> out = pin;
    std::uint32_t used = usedUnits;
    for (int s = 0; hint && s < kSlots; ++s) {
      const int u = (*hint)[z(s)];
      if (out[z(s)] < 0 && u >= 0 && u < w20::kUnits && !(used & w20::bit(u)) &&
          w20::theRoster()[z(u)].side == slotSide(s)) {
        out[z(s)] = static_cast<std::int8_t>(u);
        used |= w20::bit(u);
      }
    }
    for (int s = 0; s < kSlots; ++s) {
      if (out[z(s)] >= 0) continue;
      for (int u = 0; u < w20::kUnits; ++u)
        if (!(used & w20::bit(u)) && w20::theRoster()[z(u)].side == slotSide(s)) {
          out[z(s)] = static_cast<std::int8_t>(u);
          used |= w20::bit(u);
          break;
        }
    }
    return out;
  };
  const std::array<std::int8_t, kSlots> h = hypothesis(nullptr);
  constexpr int kBacktracks = 8, kRevisions = 768, kReplays = 4096;
  // 0. The match's last hypothesis (apply, receive), most often still good for the log and
  // its new entries: one replay instead of a search from the start. A save reopened searches
  // afresh (no `last`), so it may hold another hypothesis than the game it saved: any
  // hypothesis under which the whole log replays is as good.
  if (last) {
    const Attempt at = attempt(link, hypothesis(last), pinned, {}, me, myDice, finished, true);
    if (!at.error) return at.r;
  }
  // 1. Chronological backtracking over the decisions: a refused action of a hidden counter
  // takes the next choice at the decision that gave it its identity (later ones reset); a
  // decision without a choice left takes the next at the one before. Its first kBacktracks
  // replays come first, as in earlier builds (a save's game, and so its hash, holds the
  // hypothesis found; the by-link save fixtures reopen to their recorded hashes).
  int replays = 1;
  std::vector<int> skip;
  Attempt best = attempt(link, h, pinned, skip, me, myDice, finished);
  std::optional<Error> furthest = best.error;  // reported if no hypothesis replays the log
  int furthestAt = best.failedAt < 0 ? static_cast<int>(link.log.size()) : best.failedAt;
  Attempt revise = best;  // the hypothesis that replayed furthest: where step 2 starts
  const auto record = [&](const Attempt& at) {
    ++replays;
    if (at.error && at.failedAt > furthestAt) {
      furthest = at.error, furthestAt = at.failedAt;
      revise = at;
    }
  };
  const auto backtrack = [&](int bound) {
    while (replays < bound && best.error && best.failedAt >= 0 && best.backtrackTo >= 0) {
      const int d = best.backtrackTo;
      skip.resize(z(d + 1), 0);
      ++skip[z(d)];
      best = attempt(link, h, pinned, skip, me, myDice, finished);
      record(best);
    }
  };
  backtrack(kBacktracks);
  // 2. Revision by exchanges. Backtracking revises the latest choices first, so an identity
  // that an honest move needs and that a counter named long before holds (a cavalry taken for
  // a corps: "6.33 not enough movement points") is out of its reach. Here the whole
  // hypothesis is revised: the counter whose action is refused exchanges identities, from the
  // start of the log, with each counter of its side whose identity makes that action legal
  // (with any of them, if none does, or for a refusal that names no counter: any two); each
  // exchange is replayed (its decisions keeping the identities given first), and the one that
  // replays furthest is revised next, never the same hypothesis twice. Every hypothesis is
  // replayed whole, so nothing is accepted that some identities do not make legal.
  std::vector<std::array<std::int8_t, kSlots>> seen{h};
  const auto enemyHidden = [&](int q) { return !(pinned & w20::bit(q)); };
  while (best.error && replays < kBacktracks + kRevisions && revise.failedAt >= 0) {
    const Attempt from = revise;
    std::vector<std::pair<int, int>> exchanges;
    const int s = from.failedSlot;
    const bool actionOfS = s >= 0 && from.error->kind == ErrorKind::IllegalAction &&
                           z(from.failedAt) < link.log.size() &&
                           link.log[z(from.failedAt)].action.unit == s;
    if (actionOfS) {
      const w20::Game& g = from.r.game;  // as it stood before the refused action
      for (int q = 0; q < kSlots; ++q) {
        if (q == s || !enemyHidden(q) || slotSide(q) != slotSide(s)) continue;
        auto h2 = from.r.unitOfSlot;
        std::swap(h2[z(s)], h2[z(q)]);
        w20::State st2 = g.state();
        std::swap(st2.units[z(h2[z(s)])].marker, st2.units[z(h2[z(q)])].marker);
        if (!w20::Game::fromState(st2).check(mapAction(link.log[z(from.failedAt)].action, h2)))
          exchanges.emplace_back(s, q);
      }
    }
    if (exchanges.empty() && s >= 0)
      for (int q = 0; q < kSlots; ++q)
        if (q != s && enemyHidden(q) && slotSide(q) == slotSide(s)) exchanges.emplace_back(s, q);
    if (exchanges.empty())
      for (int a = 0; a < kSlots; ++a)
        for (int b = a + 1; b < kSlots; ++b)
          if (enemyHidden(a) && enemyHidden(b) && slotSide(a) == slotSide(b))
            exchanges.emplace_back(a, b);
    bool moved = false;
    Attempt next;
    for (const auto& [a, b] : exchanges) {
      auto base = from.r.unitOfSlot;
      std::swap(base[z(a)], base[z(b)]);
      if (std::find(seen.begin(), seen.end(), base) != seen.end()) continue;
      seen.push_back(base);
      Attempt at = attempt(link, base, pinned, {}, me, myDice, finished, true);
      record(at);
      if (!at.error) {
        best = at;
        break;
      }
      if (!moved || at.failedAt > next.failedAt) next = at, moved = true;
      if (replays >= kBacktracks + kRevisions) break;
    }
    if (!best.error || !moved) break;
    revise = next;
  }
  // 3. What is left of the bound: the backtracking of step 1 goes on.
  backtrack(kReplays);
  if (best.error) {
    if (furthest->kind == ErrorKind::IllegalAction)
      furthest->message +=
          ": no identity of the face-down counters makes it legal (W29, FOG-MODEL.md)";
    return *furthest;
  }
  return best.r;
}

// ------------------------------------------------------------------ the match
W20Match W20Match::inviteWith(std::uint64_t seed, const w20::Options& options,
                              const persist::LocalSecret& dice, const FogSecret& fog) {
  W20Match m;
  m.dice_ = dice;
  m.fog_ = fog;
  m.link_.seed = seed;
  m.link_.options = options;
  m.link_.sender = fog.side;
  persist::commitSide(m.link_.dice, dice, false);
  m.link_.fogCommitted[z(sideIx(fog.side))] = true;
  m.link_.fog[z(sideIx(fog.side))] = commitAll(fog);
  m.link_.night[z(sideIx(fog.side))].tip = nightTip(dice);
  auto r = replayAs(m.link_, m.fog_, m.dice_);
  m.r_ = std::get<Replayed>(r);  // an empty log always replays
  return m;
}

W20Match W20Match::invite(std::uint64_t seed, const w20::Options& options, w20::Side mySide,
                          const persist::Entropy& entropy) {
  const persist::LocalSecret dice = persist::makeSecret(nawSide(mySide), entropy);
  return inviteWith(seed, options, dice, fogSecret(dice));
}

persist::Result<W20Match> W20Match::accept(std::string_view text, const persist::Entropy& entropy) {
  auto decoded = decodeLink(text);
  if (auto* e = std::get_if<Error>(&decoded)) return *e;
  W20Link link = std::get<W20Link>(decoded);
  const w20::Side mine = w20::enemyOf(link.sender);
  if (link.fogCommitted[z(sideIx(mine))] || link.dice[z(sideIx(mine))].committed)
    return makeError(ErrorKind::Commitment, "this invitation was already accepted");
  W20Match m;
  m.dice_ = persist::makeSecret(nawSide(mine), entropy);
  m.fog_ = fogSecret(m.dice_);
  persist::commitSide(link.dice, m.dice_, false);
  link.fogCommitted[z(sideIx(mine))] = true;
  link.fog[z(sideIx(mine))] = commitAll(m.fog_);
  if (link.version >= 2) link.night[z(sideIx(mine))].tip = nightTip(m.dice_);
  link.sender = mine;
  m.link_ = link;
  auto r = replayAs(m.link_, m.fog_, m.dice_, w20::enemyOf(mine));
  if (auto* e = std::get_if<Error>(&r)) return *e;
  m.r_ = std::get<Replayed>(r);
  if (m.r_.turnedUp & sideSlots(w20::enemyOf(mine)) & ~m.r_.revealed)
    return makeError(ErrorKind::MissingReveal,
                     "the inviter did not reveal a counter of his turned face up (FOG-MODEL.md)");
  m.revealMine();
  return m;
}

persist::Result<ReplayMoves> W20Match::moves() const {
  // Every slot pinned to the match's hypothesis: no decision is taken again. (Its decisions
  // exchanged the markers of counters alike on the board that no action had named, so the
  // log replays from the set-up under the final hypothesis to the same game: checked.)
  ReplayMoves out;
  const Attempt at =
      attempt(link_, r_.unitOfSlot, kAllSlots, {}, fog_.side, dice_, std::nullopt, false, &out);
  if (at.error) return *at.error;
  if (at.r.game.hash() != r_.game.hash())
    return makeError(ErrorKind::Internal, "the log does not replay to this game");
  return out;
}

bool W20Match::myTurn() const {
  return !awaiting_ && !awaitingNight() && !r_.game.over() && r_.game.step().acting == fog_.side;
}

bool W20Match::awaitingNight() const {
  const w20::State& s = r_.game.state();
  const int night = nightDraws(link_, s);
  if (night < 0 || !accepted() || r_.game.over()) return false;
  const w20::Step step = r_.game.step();
  return step.owed == w20::Owed::Rally && step.acting == fog_.side &&
         !nightValueFor(link_.night[z(sideIx(w20::enemyOf(fog_.side)))], night);
}

void W20Match::revealMine() {
  const std::uint32_t mySlots = sideSlots(fog_.side);
  const std::uint32_t owed = (r_.game.over() ? mySlots : r_.turnedUp & mySlots) & ~r_.revealed;
  if (!owed) return;
  for (int s = 0; s < kSlots; ++s) {
    if (!(owed & w20::bit(s))) continue;
    Entry e;
    e.by = fog_.side;
    e.reveal = true;
    e.slot = static_cast<std::int8_t>(s);
    e.unit = fog_.unitOfMarker[z(slotMarker(s) - 1)];
    e.salt = fog_.salt[z(slotMarker(s) - 1)];
    link_.log.push_back(e);
    r_.revealed |= w20::bit(s);
  }
}

std::optional<persist::Error> W20Match::apply(const w20::Action& action) {
  if (!myTurn())
    return illegal(static_cast<int>(link_.log.size()),
                   awaiting_ ? "waiting for the opponent's answer (reveals)" : "not my turn");
  if (auto refusal = r_.game.check(action))
    return illegal(static_cast<int>(link_.log.size()), "refused", *refusal);
  const bool answer = needsAnswer(r_.game, action, fog_.side);
  const int turnBefore = playerTurnOf(r_.game.state());
  const w20::Game before = r_.game;
  Entry e;
  e.by = fog_.side;
  e.action = mapAction(action, inverseOf(r_.unitOfSlot));
  link_.log.push_back(e);
  auto r = replayAs(link_, fog_, dice_, std::nullopt, &r_.unitOfSlot);
  if (auto* err = std::get_if<Error>(&r)) {
    link_.log.pop_back();
    return *err;
  }
  // My action ended the enemy's player-turn: the rest of it passed under my hypothesis of his
  // face-down counters (a combat phase he owes none in, as I guess them), which his true
  // counters may not pass. Only he can say: my link ends here (FOG-MODEL.md).
  const bool enemyTurn = (turnBefore % 2 == 0) != (fog_.side == w20::Side::French);
  const bool endedHis = enemyTurn && !w20::isSetupPhase(before.state().phase) &&
                        playerTurnOf(std::get<Replayed>(r).game.state()) != turnBefore &&
                        enemyFaceDown(before, fog_.side);
  // My action turned up enemy counters (scouting at the end of my movement, 15.1c; his dummy
  // removed as his combat phase began, W29): what they are, and whether one was the dummy and
  // left the map, only he can say, and the course of play may hang on it (a combat phase that
  // passes or not). Acting on under my hypothesis could take a course his true counters do
  // not: my link ends here (FOG-MODEL.md).
  const Replayed& now = std::get<Replayed>(r);
  const std::uint32_t enemySlots = sideSlots(w20::enemyOf(fog_.side));
  const bool turnedHis = (now.turnedUp & enemySlots & ~now.revealed & ~r_.turnedUp) != 0;
  r_ = now;
  awaiting_ = answer || endedHis || turnedHis;
  revealMine();
  return std::nullopt;
}

std::string W20Match::link() {
  revealMine();
  link_.sender = fog_.side;
  // The player-turn the game is in; in my own player-turn also the next one (the
  // opponent's): his player-turn may begin without my acting again (my combat phase passes,
  // night), and he must then roll without waiting for a link of mine (FOG-MODEL.md).
  if (link_.dice[0].committed && link_.dice[1].committed) {
    const int p = linkTurnOf(r_.game.state(), r_.reached);
    const bool mine = (p % 2 == 0) == (fog_.side == w20::Side::French);
    persist::revealUpTo(link_.dice, dice_, mine && p + 1 < persist::chainLength() ? p + 1 : p);
  }
  // Version 2: my value of every night whose end-of-turn phase my replay has reached, never
  // before (w20_night.h).
  if (link_.version >= 2 && accepted())
    revealNight(link_.night[z(sideIx(fog_.side))], dice_, r_.night);
  return encodeLink(link_);
}

std::vector<int> W20Match::nextDice() const {
  const int p = playerTurnOf(r_.game.state());
  const int night = nightDraws(link_, r_.game.state());
  const int key = night >= 0 ? kNightDrawKey + night : p;
  const int k = key == r_.drawTurn ? r_.draws : 0;
  auto values = night >= 0 ? nightValues(link_, dice_, night, "a die")
                           : persist::playerTurnValues(link_.dice, dice_, p, "a die");
  std::vector<int> dice;
  if (const auto* v = std::get_if<std::array<persist::Value16, 2>>(&values))
    for (int i = 0; i < 32; ++i)
      dice.push_back(night >= 0 ? nightDie((*v)[0], (*v)[1], night, k + i)
                                : committedDie((*v)[0], (*v)[1], p, k + i));
  return dice;
}

persist::Bytes W20Match::encodeRecord() const {
  persist::BitWriter w;
  const std::string text = encodeLink(link_);
  persist::writeBlob(w, persist::Bytes(text.begin(), text.end()));
  persist::writeSecret(w, dice_);
  w.flag(awaiting_);
  return w.bytes();
}

persist::Result<W20Match> W20Match::decodeRecord(const persist::Bytes& bytes) {
  persist::BitReader rd(bytes.data(), bytes.size() * 8);
  persist::Bytes text;
  std::optional<persist::LocalSecret> secret;
  W20Match m;
  if (!persist::readBlob(rd, text, kMaxLinkBytes))
    return makeError(ErrorKind::Truncated, "truncated save");
  if (auto e = persist::readSecret(rd, secret)) return *e;
  if (!secret || !rd.flag(m.awaiting_))
    return makeError(ErrorKind::Malformed, "a game by link saved without its secret");
  if (rd.remaining() >= 8) return makeError(ErrorKind::Oversized, "save has trailing data");
  auto link = decodeLink(std::string_view(reinterpret_cast<const char*>(text.data()), text.size()));
  if (auto* e = std::get_if<Error>(&link)) return *e;
  m.link_ = std::get<W20Link>(link);
  m.dice_ = *secret;
  m.fog_ = fogSecret(m.dice_);
  auto r = replayAs(m.link_, m.fog_, m.dice_);
  if (auto* e = std::get_if<Error>(&r)) return *e;
  m.r_ = std::get<Replayed>(r);
  return m;
}

std::optional<persist::Error> W20Match::receive(std::string_view text) {
  auto decoded = decodeLink(text);
  if (auto* e = std::get_if<Error>(&decoded)) return *e;
  W20Link in = std::get<W20Link>(decoded);
  const w20::Side sender = in.sender;
  if (sender == fog_.side) return makeError(ErrorKind::Malformed, "my own link");
  if (in.version != link_.version || in.seed != link_.seed || in.options.fog != link_.options.fog ||
      in.options.penetration != link_.options.penetration ||
      in.options.routed != link_.options.routed || in.options.freeSetup != link_.options.freeSetup)
    return makeError(ErrorKind::Commitment, "a link of another game");
  if (auto e = persist::sameCommitments(link_.dice, in.dice)) return *e;
  for (int s = 0; s < 2; ++s)
    if (link_.fogCommitted[z(s)] && (!in.fogCommitted[z(s)] || in.fog[z(s)] != link_.fog[z(s)]))
      return makeError(ErrorKind::Commitment, "the markers' commitments changed");
  for (int s = 0; s < 2; ++s)
    if (link_.fogCommitted[z(s)] && in.night[z(s)].tip != link_.night[z(s)].tip)
      return makeError(ErrorKind::Commitment, "the night values' commitments changed");
  // An answer to an action only the receiver could carry out may hold no reveal (W11, W14).
  // The acceptance of my invitation may hold nothing but the acceptor's commitments.
  const bool newCommitment = !link_.fogCommitted[z(sideIx(sender))];
  if (in.log.size() < link_.log.size() ||
      (in.log.size() == link_.log.size() && !awaitingAnswer() && !newCommitment))
    return makeError(ErrorKind::Malformed, "a stale link: it holds nothing new");
  for (std::size_t i = 0; i < link_.log.size(); ++i) {
    const Entry &a = link_.log[i], &b = in.log[i];
    const bool same = a.by == b.by && a.reveal == b.reveal &&
                      (a.reveal ? a.slot == b.slot && a.unit == b.unit && a.salt == b.salt
                                : a.action == b.action);
    if (!same) {
      Error err = makeError(ErrorKind::IllegalAction, "the link alters the past actions");
      err.actionIndex = static_cast<int>(i);
      return err;
    }
  }
  for (std::size_t i = link_.log.size(); i < in.log.size(); ++i)
    if (in.log[i].by != sender) {
      Error err = makeError(ErrorKind::IllegalAction, "the link takes the opponent's decisions");
      err.actionIndex = static_cast<int>(i);
      return err;
    }
  if (in.dice[0].committed && in.dice[1].committed) {
    auto r0 = replayAs(in, fog_, dice_, sender, &r_.unitOfSlot);
    if (auto* e = std::get_if<Error>(&r0)) return *e;
    // The sender reveals his value of every player-turn his actions were applied in. Not
    // necessarily of the one my replay stands in: my true counters may pass a phase that his
    // hypothesis of them did not (my dummy beside him removed as my combat phase began, W29,
    // and no attack left), which he learns from my answer (FOG-MODEL.md).
    if (auto e =
            persist::checkSenderReveal(in.dice, nawSide(sender), std::get<Replayed>(r0).reached))
      return *e;
    // Version 2: and his night value once his log reached that night's end-of-turn phase.
    if (std::get<Replayed>(r0).night > in.night[z(sideIx(sender))].revealed)
      return makeError(ErrorKind::MissingReveal,
                       "the sender did not reveal his night value (DICE-MODEL.md)");
  }
  W20Link merged = in;
  merged.dice = persist::receivedRecords(link_.dice, in.dice, dice_);
  merged.night[z(sideIx(fog_.side))] = link_.night[z(sideIx(fog_.side))];
  auto r = replayAs(merged, fog_, dice_, sender, &r_.unitOfSlot);
  if (auto* e = std::get_if<Error>(&r)) return *e;
  if (std::get<Replayed>(r).turnedUp & sideSlots(sender) & ~std::get<Replayed>(r).revealed)
    return makeError(ErrorKind::MissingReveal,
                     "the sender did not reveal a counter of his turned face up (FOG-MODEL.md)");
  link_ = merged;
  r_ = std::get<Replayed>(r);
  awaiting_ = false;
  revealMine();
  return std::nullopt;
}

}  // namespace modules::w20link
