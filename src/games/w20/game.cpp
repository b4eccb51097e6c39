// Game: construction, the current step, dispatch of check/apply/legalActions to the rules
// files, zones of control, dice and the test hooks.
#include "games/w20/game.h"

#include "core/rng.h"
#include "games/w20/rules.h"

namespace w20 {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

// W29 / protocol `view`: markers f1-f11, a1-a9 as a permutation derived from the seed
// without drawing game dice (a generator of its own, seeded from the game's seed).
void assignMarkers(State& s) {
  core::Rng rng{s.seed ^ 0x6d61726b65727321ull};  // "markers!"
  for (Side side : {Side::French, Side::Allied}) {
    int ids[kUnits];
    int n = 0;
    for (int u = 0; u < kUnits; ++u)
      if (theRoster()[u].side == side) ids[n++] = u;
    for (int i = n - 1; i > 0; --i) {  // Fisher-Yates
      const int j = static_cast<int>(rng.below(static_cast<std::uint32_t>(i + 1)));
      const int t = ids[i];
      ids[i] = ids[j];
      ids[j] = t;
    }
    for (int i = 0; i < n; ++i) s.units[z(ids[i])].marker = static_cast<std::uint8_t>(i + 1);
  }
}
}  // namespace

Game Game::newGame(std::uint64_t seed, const Options& o) {
  Game g;
  State& s = g.s_;
  s.seed = seed;
  s.rng = seed;
  s.fog = o.fog;
  s.penetration = o.penetration;
  s.routedRule = o.routed;
  s.freeSetup = o.freeSetup;
  assignMarkers(s);
  for (int u = 0; u < kUnits; ++u) {
    const UnitInfo& info = theRoster()[u];
    UnitState& us = s.units[z(u)];
    us.faceUp = !o.fog;  // 15.0: every unit starts face down with Fog of War (W3)
    us.hex = kNoHex;
    if (info.type == UnitType::Dummy) {
      us.status = o.fog ? UnitStatus::Pending : UnitStatus::Removed;  // W29, W30
      if (o.fog) s.deployOwed |= bit(u);
    } else if (info.arrival > 0) {
      us.status = UnitStatus::Pending;  // reinforcement (W25)
    } else if (o.freeSetup) {
      us.status = UnitStatus::Pending;
      s.deployOwed |= bit(u);
    } else {
      us.status = UnitStatus::Map;
      us.hex = static_cast<std::int16_t>(info.setupHex);
    }
  }
  s.turn = 1;
  if (s.deployOwed) {
    s.phase = Phase::AlliedSetup;
    // The Allied player sets up first (W3): if he owes nothing, his phase passes.
    Rules::beginPhase(g, Phase::AlliedSetup);
  } else {
    Rules::beginPhase(g, Phase::FrenchEvents);  // passes at once on turn 1 (3.4)
  }
  return g;
}

Game Game::fromState(const State& state) {
  Game g;
  g.s_ = state;
  return g;
}

Options Game::options() const {
  Options o;
  o.fog = s_.fog;
  o.penetration = s_.penetration;
  o.routed = s_.routedRule;
  o.freeSetup = s_.freeSetup;
  return o;
}

namespace {
// The side acting in a phase when nothing in particular is owed.
Side actingIn(Phase p) {
  if (isCounterchargePhase(p)) return enemyOf(phasingSide(p));
  return phasingSide(p);
}
// Units owed for deployment: those of the first side that owes any (French dummy before the
// Allied one at night, W29; set-up phases owe one side only).
std::uint32_t sideMask(Side side) {
  std::uint32_t m = 0;
  for (int u = 0; u < kUnits; ++u)
    if (theRoster()[u].side == side) m |= bit(u);
  return m;
}
}  // namespace

Step Game::step() const {
  Step st;
  st.turn = s_.turn;
  st.phase = s_.phase;
  st.step = s_.step;
  st.acting = actingIn(s_.phase);
  if (s_.phase == Phase::GameOver) {
    st.owed = Owed::GameOver;
    return st;
  }
  // Set-up phases owe the deployments of their side only (W3); at night the French dummy
  // comes before the Allied one (W29), and each side rallies in turn (W27).
  const std::uint32_t owedNow =
      isSetupPhase(s_.phase) ? s_.deployOwed & sideMask(phasingSide(s_.phase)) : s_.deployOwed;
  if (owedNow) {
    st.owed = Owed::Deploy;
    const std::uint32_t french = owedNow & sideMask(Side::French);
    st.acting = french ? Side::French : Side::Allied;
    st.owedUnits = french ? french : owedNow;
    return st;
  }
  if (isEventsPhase(s_.phase) &&
      s_.event[z(sideIndex(phasingSide(s_.phase)))] == Event::NotRolled) {
    st.owed = Owed::Event;
    return st;
  }
  if (isCombatPhase(s_.phase) || isCounterchargePhase(s_.phase)) {
    Side who = st.acting;
    std::uint32_t units = 0;
    const Owed o = Rules::combatOwed(*this, who, units);
    if (o != Owed::None) {
      st.owed = o;
      st.acting = who;
      st.owedUnits = units;
    }
    return st;
  }
  if (s_.phase == Phase::EndOfTurn) {
    for (Side side : {Side::French, Side::Allied})
      if (!s_.rallyDone[z(sideIndex(side))] && Rules::rallyOwed(*this, side)) {
        st.owed = Owed::Rally;
        st.acting = side;
        return st;
      }
  }
  return st;
}

int Game::unitAt(int hex) const {
  if (hex < 0 || hex >= kHexes) return kNoUnit;
  for (int u = 0; u < kUnits; ++u)
    if (s_.units[z(u)].status == UnitStatus::Map && s_.units[z(u)].hex == hex) return u;
  return kNoUnit;
}

bool Game::inZocOf(int hex, Side side, bool cavalryOnly) const {
  if (isNightTurn(s_.turn)) return false;  // 7.5, W26
  const Map& m = theMap();
  const Roster& roster = theRoster();
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s_.units[z(u)];
    if (us.status != UnitStatus::Map || us.routed) continue;  // 17.1: no ZOC from a routed unit
    const UnitInfo& info = roster[u];
    if (info.side != side) continue;
    if (cavalryOnly && info.type != UnitType::Cavalry) continue;
    if (m.adjacent(us.hex, hex)) return true;  // W10: not across an unbridged river
  }
  return false;
}

bool Game::adjacentToSide(int hex, Side side) const {
  const Map& m = theMap();
  const Roster& roster = theRoster();
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s_.units[z(u)];
    if (us.status == UnitStatus::Map && roster[u].side == side && m.adjacent(us.hex, hex))
      return true;
  }
  return false;
}

int Game::rollDie() {
  if (forcedAt_ < nForced_) return forced_[z(forcedAt_++)];
  core::Rng rng{s_.rng};
  const int d = rng.die();
  s_.rng = rng.state;
  return d;
}

void Game::forceDice(const std::vector<int>& dice) {
  nForced_ = 0;
  forcedAt_ = 0;
  for (int d : dice)
    if (d >= 1 && d <= 6 && nForced_ < static_cast<int>(forced_.size()))
      forced_[z(nForced_++)] = static_cast<std::uint8_t>(d);
}

// ---------------------------------------------------------------- check / apply

std::optional<Refusal> Game::check(const Action& a) const {
  if (over()) return Refusal{"14.0", "game over"};
  const Step st = step();
  auto unitValid = [&](int u) { return u >= 0 && u < kUnits; };
  if (a.kind == ActionKind::Undo) return Refusal{"6.24", "moves are final"};
  if (a.kind == ActionKind::Reveal) {  // 15.1a: at any moment, by its owner
    if (!s_.fog) return Refusal{"W30", "fog of war is not in use"};
    if (!unitValid(a.unit) || s_.units[z(a.unit)].status != UnitStatus::Map)
      return Refusal{"15.1", "only a counter on the map can be turned face up"};
    if (s_.units[z(a.unit)].faceUp) return Refusal{"15.1", "it is already face up"};
    return std::nullopt;
  }
  switch (st.owed) {
    case Owed::Deploy:
      if (a.kind != ActionKind::Deploy) return Refusal{"W3", "a unit must be deployed first"};
      return Rules::checkDeploy(*this, a);
    case Owed::Event:
      if (a.kind == ActionKind::End) return Refusal{"5.1", "the random event must be rolled"};
      if (a.kind != ActionKind::RollEvent) return Refusal{"5.1", "the random event comes first"};
      return std::nullopt;
    case Owed::Rally:
      if (a.kind != ActionKind::Rally) return Refusal{"10.0", "the rally is owed first"};
      return Rules::checkRally(*this, a);
    case Owed::Defend:
    case Owed::Roll:
    case Owed::Lose:
    case Owed::Retreat:
    case Owed::Advance:
      return Rules::checkCombat(*this, a);
    case Owed::None:
    case Owed::GameOver:
      break;
  }
  switch (a.kind) {
    case ActionKind::Deploy:
      return Refusal{"W3", "nothing is to be deployed now"};
    case ActionKind::RollEvent:
      return Refusal{"5.1", "the random event is rolled at the start of a player turn"};
    case ActionKind::March:
      return Rules::checkMarch(*this, a);
    case ActionKind::Move:
    case ActionKind::Enter:
      return Rules::checkMove(*this, a);
    case ActionKind::Disengage:
    case ActionKind::Penetrate:
      return Rules::checkDisengage(*this, a);
    case ActionKind::Rally:
      return Refusal{"10.0", "rally only in the night's end-of-turn phase, when owed"};
    case ActionKind::End:
      if (isSetupPhase(s_.phase)) return Refusal{"W3", "every unit must be deployed first"};
      if (isCombatPhase(s_.phase)) return Rules::checkCombat(*this, a);
      return std::nullopt;
    case ActionKind::Countercharge:
    case ActionKind::Declare:
    case ActionKind::Resolve:
    case ActionKind::Defend:
    case ActionKind::Roll:
    case ActionKind::Lose:
    case ActionKind::Retreat:
    case ActionKind::Advance:
    case ActionKind::AdvanceNone:
      return Rules::checkCombat(*this, a);
    case ActionKind::Undo:
    case ActionKind::Reveal:
      break;
  }
  return Refusal{"syntax", "unknown action"};
}

ApplyResult Game::apply(const Action& a) {
  if (auto r = check(a)) return *r;
  Outcome out;
  const Step st = step();
  switch (a.kind) {
    case ActionKind::Reveal:
      Rules::turnUp(*this, a.unit, &out);
      return finish(out);
    case ActionKind::Deploy:
      Rules::applyDeploy(*this, a);
      break;
    case ActionKind::RollEvent:
      Rules::applyEvent(*this, out);
      break;
    case ActionKind::Rally:
      Rules::applyRally(*this, a, out);
      break;
    case ActionKind::March:
      Rules::applyMarch(*this, a);
      return finish(out);
    case ActionKind::Move:
    case ActionKind::Enter:
      Rules::applyMove(*this, a, out);
      return finish(out);
    case ActionKind::Disengage:
    case ActionKind::Penetrate:
      Rules::applyDisengage(*this, a, out);
      return finish(out);
    case ActionKind::End:
      if (st.owed == Owed::None && !isCombatPhase(s_.phase)) {
        Rules::endPhase(*this);
        return finish(out);
      }
      Rules::applyCombat(*this, a, out);
      return finish(out);
    default:
      Rules::applyCombat(*this, a, out);
      return finish(out);
  }
  // Deploy, event and rally steps end their phase by themselves when nothing is left owed.
  if (!over() && s_.winner == Winner::None && Rules::passes(*this)) Rules::endPhase(*this);
  return finish(out);
}

// A side broken at any moment ends the game at once (14.1).
Outcome Game::finish(const Outcome& out) {
  if (s_.winner != Winner::None && s_.phase != Phase::GameOver) {
    s_.endedIn = s_.phase;
    s_.phase = Phase::GameOver;
    s_.step = CombatStep::None;
  }
  return out;
}

// ---------------------------------------------------------------- test hooks

void Game::editClear() {
  for (UnitState& us : s_.units) {
    us.status = UnitStatus::Lost;
    us.hex = kNoHex;
    us.routed = false;
  }
  s_.deployOwed = 0;
}

void Game::editPlace(int u, int hex, UnitStatus status, bool faceUp, bool routed) {
  UnitState& us = s_.units[z(u)];
  us.status = status;
  us.hex = static_cast<std::int16_t>(status == UnitStatus::Map ? hex : kNoHex);
  us.faceUp = faceUp;
  us.routed = routed && status == UnitStatus::Map;
  s_.deployOwed &= ~bit(u);
}

void Game::editSet(int turn, Phase phase, int frenchMorale, int alliedMorale) {
  s_.turn = static_cast<std::uint8_t>(turn);
  s_.morale[0] = static_cast<std::int8_t>(frenchMorale);
  s_.morale[1] = static_cast<std::int8_t>(alliedMorale);
  s_.winner = Winner::None;
  s_.event = {Event::NotRolled, Event::NotRolled};
  s_.deployOwed = 0;
  s_.rallyDone = {false, false};
  Rules::beginPhase(*this, phase);
}

}  // namespace w20
