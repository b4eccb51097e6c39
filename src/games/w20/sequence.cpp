// The sequence of play (4.0, ruling W8) as a state machine: each phase begins (what happens
// when it begins), then passes by itself if nothing can be done in it, else waits. Every
// pass test uses only what both players see (W29), so that a pass never reveals a face-down
// counter (cli-protocol-w20.md, Phases).
#include "games/w20/rules.h"

namespace w20 {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

bool anyPhasingAdjacentToEnemy(const Game& g, Side phasing) {
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = g.unit(u);
    if (us.status != UnitStatus::Map || Game::roster()[u].side != phasing) continue;
    if (g.adjacentToSide(us.hex, enemyOf(phasing))) return true;
  }
  return false;
}

// Countercharge phases (protocol): the acting side has an unrouted counter that might act —
// by day cavalry, a dummy or (Fog of War) face down; at night any — adjacent to an enemy.
bool counterchargeMayAct(const Game& g, Side acting) {
  const bool night = isNightTurn(g.state().turn);
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = g.unit(u);
    const UnitInfo& info = Game::roster()[u];
    if (us.status != UnitStatus::Map || info.side != acting || us.routed || us.acted) continue;
    const bool candidate = night || info.type != UnitType::Corps || !us.faceUp;
    if (candidate && g.adjacentToSide(us.hex, enemyOf(acting))) return true;
  }
  return false;
}
}  // namespace

Phase Rules::nextPhase(Phase p, int turn) {
  const bool night = isNightTurn(turn);
  switch (p) {
    case Phase::AlliedSetup:
      return Phase::FrenchSetup;
    case Phase::FrenchSetup:
      return Phase::FrenchEvents;  // turn 1 is a day turn
    case Phase::StartOfNight:
      return Phase::FrenchEvents;
    case Phase::FrenchEvents:
      return Phase::FrenchMove;
    case Phase::FrenchMove:
      return Phase::AlliedCountercharge;
    case Phase::AlliedCountercharge:
      return Phase::FrenchCombat;
    case Phase::FrenchCombat:
      return Phase::AlliedEvents;
    case Phase::AlliedEvents:
      return Phase::AlliedMove;
    case Phase::AlliedMove:
      return Phase::FrenchCountercharge;
    case Phase::FrenchCountercharge:
      return Phase::AlliedCombat;
    case Phase::AlliedCombat:
      return night ? Phase::EndOfTurn : Phase::GameOver;  // GameOver: "next turn"
    case Phase::EndOfTurn:
    case Phase::GameOver:
      break;
  }
  return Phase::GameOver;
}

bool Rules::passes(const Game& g) {
  const State& s = g.s_;
  if (s.phase == Phase::GameOver) return false;
  const Step st = g.step();
  switch (s.phase) {
    case Phase::AlliedSetup:
    case Phase::FrenchSetup:
    case Phase::StartOfNight:
      return st.owed != Owed::Deploy;
    case Phase::FrenchEvents:
      return s.turn == 1 || s.event[0] != Event::NotRolled;  // 3.4: none on turn 1
    case Phase::AlliedEvents:
      return s.event[1] != Event::NotRolled;
    case Phase::FrenchMove:
    case Phase::AlliedMove:
      return false;
    case Phase::AlliedCountercharge:
    case Phase::FrenchCountercharge:
      return st.owed == Owed::None && !counterchargeMayAct(g, enemyOf(phasingSide(s.phase)));
    case Phase::FrenchCombat:
    case Phase::AlliedCombat:
      // Night: no combat (13.0). By day (the phasing dummy already removed, W29): no phasing
      // counter adjacent to an enemy one.
      return isNightTurn(s.turn) || (s.step == CombatStep::Declare && s.nCombats == 0 &&
                                     !anyPhasingAdjacentToEnemy(g, phasingSide(s.phase)));
    case Phase::EndOfTurn:
      return st.owed == Owed::None;
    case Phase::GameOver:
      break;
  }
  return false;
}

void Rules::beginPhase(Game& g, Phase p) {
  State& s = g.s_;
  s.phase = p;
  s.step = CombatStep::None;
  for (UnitState& us : s.units) {
    us.moved = false;
    us.acted = false;
    us.fought = false;
  }
  s.forcedMarch = {false, false, false};
  s.entered = {0, 0, 0};
  s.nCombats = 0;
  s.combats = {};
  s.resolution = Resolution{};
  s.obligedAttackers = s.obligedDefenders = 0;
  s.batteryUsed = false;
  switch (p) {
    case Phase::AlliedSetup:
    case Phase::FrenchSetup:
      break;
    case Phase::StartOfNight:
      nightFaceDown(g);  // 15.2, then the dummies return (W29)
      for (int dummy : {kFrDummy, kAlDummy})
        if (s.fog && s.units[z(dummy)].status == UnitStatus::Removed &&
            !dummyHexes(g, dummy).empty()) {
          s.deployOwed = bit(dummy);  // French first; the Allied one after it (applyDeploy)
          break;
        }
      break;
    case Phase::FrenchEvents:
    case Phase::AlliedEvents:
      s.event[z(sideIndex(phasingSide(p)))] = Event::NotRolled;
      break;
    case Phase::FrenchMove:
    case Phase::AlliedMove:
      // "Vorwaerts!" is the Prussians' Forced March increase this phase (W24, 12.31).
      if (p == Phase::AlliedMove && s.event[1] == Event::Vorwaerts && !isNightTurn(s.turn))
        s.forcedMarch[z(static_cast<int>(Army::Prussian))] = true;
      break;
    case Phase::AlliedCountercharge:
    case Phase::FrenchCountercharge:
      break;
    case Phase::FrenchCombat:
    case Phase::AlliedCombat:
      s.step = CombatStep::Declare;
      if (!isNightTurn(s.turn)) {
        removePhasingDummy(g);  // W29
        if (!passes(g)) beginCombat(g);
      }
      break;
    case Phase::EndOfTurn:
      s.rallyDone = {false, false};
      s.rallyPoint = {false, false, false};
      nightMorale(g);  // M5
      checkVictory(g);
      break;
    case Phase::GameOver:
      break;
  }
  if (s.phase != Phase::GameOver && s.winner == Winner::None && passes(g)) endPhase(g);
}

// Recursion through beginPhase (a phase that passes ends at once) is bounded by the phases
// of a game.
void Rules::endPhase(Game& g) {
  State& s = g.s_;
  const Phase p = s.phase;
  if (isMovePhase(p)) scoutAfterMovement(g);                       // 15.1c
  if (p == Phase::FrenchCombat) endOfPlayerTurn(g, Side::French);  // W8 step 3
  if (p == Phase::AlliedCombat) endOfPlayerTurn(g, Side::Allied);  // W8 step 5
  if (s.winner == Winner::None && nextPhase(p, s.turn) == Phase::GameOver && s.turn >= kLastTurn)
    finalVictory(g);  // 14.2, W28
  if (s.winner != Winner::None ||
      (nextPhase(p, s.turn) == Phase::GameOver && s.turn >= kLastTurn)) {
    s.endedIn = p;
    s.phase = Phase::GameOver;
    s.step = CombatStep::None;
    return;
  }
  Phase next = nextPhase(p, s.turn);
  if (next == Phase::GameOver) {  // the turn is over
    ++s.turn;
    s.event = {Event::NotRolled, Event::NotRolled};
    next = isNightTurn(s.turn) ? Phase::StartOfNight : Phase::FrenchEvents;
  }
  beginPhase(g, next);
}

}  // namespace w20
