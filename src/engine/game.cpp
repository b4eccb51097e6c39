// Game set-up, the sequence of play (3.0) as a state machine, victory (8.0), the apply()
// dispatcher and the test-position hooks. Movement, combat and obligations live in their
// own files.
#include "game.h"

#include <algorithm>

#include "internals.h"

namespace naw {

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::FrenchMovement:
      return "french-move";
    case Phase::FrenchCombat:
      return "french-combat";
    case Phase::AlliedMovement:
      return "allied-move";
    case Phase::AlliedCombat:
      return "allied-combat";
    case Phase::GameOver:
      return "game-over";
  }
  return "?";
}

const char* stepName(StepKind s) {
  switch (s) {
    case StepKind::Move:
      return "move";
    case StepKind::DeclareAttack:
      return "declare-attack";
    case StepKind::Retreat:
      return "retreat";
    case StepKind::Displacement:
      return "displacement";
    case StepKind::EqualEliminationLosses:
      return "ee-losses";
    case StepKind::ArtilleryRetreat:
      return "artillery-retreat";
    case StepKind::AdvanceAfterCombat:
      return "advance";
    case StepKind::GameOver:
      return "game-over";
  }
  return "?";
}

const char* winnerName(Winner w) {
  switch (w) {
    case Winner::None:
      return "none";
    case Winner::French:
      return "french";
    case Winner::Allied:
      return "allied";
    case Winner::Draw:
      return "draw";
  }
  return "?";
}

const char* unitStatusName(UnitStatus s) {
  switch (s) {
    case UnitStatus::Unavailable:
      return "unavailable";
    case UnitStatus::Waiting:
      return "waiting";
    case UnitStatus::OnMap:
      return "on-map";
    case UnitStatus::Eliminated:
      return "eliminated";
    case UnitStatus::Exited:
      return "exited";
  }
  return "?";
}

const char* actionTypeName(ActionType t) {
  switch (t) {
    case ActionType::Move:
      return "move";
    case ActionType::Enter:
      return "enter";
    case ActionType::Exit:
      return "exit";
    case ActionType::Undo:
      return "undo";
    case ActionType::EndPhase:
      return "end";
    case ActionType::Attack:
      return "attack";
    case ActionType::Retreat:
      return "retreat";
    case ActionType::DeclineRetreat:
      return "retreat-none";
    case ActionType::Advance:
      return "advance";
    case ActionType::DeclineAdvance:
      return "advance-none";
    case ActionType::ChooseLosses:
      return "lose";
  }
  return "?";
}

Side phasingSide(Phase p) {
  return (p == Phase::AlliedMovement || p == Phase::AlliedCombat) ? Side::Allied : Side::French;
}
bool isMovementPhase(Phase p) { return p == Phase::FrenchMovement || p == Phase::AlliedMovement; }
bool isCombatPhase(Phase p) { return p == Phase::FrenchCombat || p == Phase::AlliedCombat; }

// ---------------------------------------------------------------------------------------
// Set-up

namespace {
bool groupInForce(const ReinforcementGroup& g, const Options& o) {
  if (!o.grouchy) return g.standard;
  const int chit = g.side == Side::French ? o.frenchChit : o.alliedChit;
  return std::find(g.chits.begin(), g.chits.end(), chit) != g.chits.end();
}
}  // namespace

Game Game::newGame(const Options& options, std::uint64_t seed) {
  return newGame(Rules::standard(), options, seed);
}

Game Game::newGame(std::shared_ptr<const Rules> rules, const Options& optionsIn,
                   std::uint64_t seed) {
  Game g;
  g.rules_ = std::move(rules);
  const Rules& r = *g.rules_;
  GameState& s = g.s_;
  s.rng.state = seed;
  Options o = optionsIn;
  if (o.grouchy) {  // 9.0: each player draws a chit 1-6 at random unless given
    if (o.frenchChit < 1 || o.frenchChit > 6) o.frenchChit = s.rng.die();
    if (o.alliedChit < 1 || o.alliedChit > 6) o.alliedChit = s.rng.die();
    s.grouchy = true;
    s.frenchChit = static_cast<std::uint8_t>(o.frenchChit);
    s.alliedChit = static_cast<std::uint8_t>(o.alliedChit);
  }
  s.unitCount = static_cast<std::uint8_t>(r.unitCount());
  for (int u = 0; u < r.unitCount(); ++u) {
    const UnitDef& d = r.unit(u);
    if (d.start.valid() && r.map().onMap(d.start)) Internals::putOnMap(s, r, u, r.index(d.start));
  }
  // Reinforcement groups in force (7.0, 9.3, 9.4, R8). A counter joins the first group in
  // force whose pool holds it.
  const auto& groups = r.scenario().groups;
  for (std::size_t gi = 0; gi < groups.size() && gi < static_cast<std::size_t>(kMaxGroups); ++gi) {
    const ReinforcementGroup& grp = groups[gi];
    if (!groupInForce(grp, o)) continue;
    s.groupActive |= static_cast<std::uint8_t>(1u << gi);
    for (std::size_t k = 0; k < grp.slots.size() && k < static_cast<std::size_t>(kMaxSlotsPerGroup);
         ++k)
      s.slotsLeft[gi][k] = 1;
    for (int u = 0; u < r.unitCount(); ++u) {
      const UnitDef& d = r.unit(u);
      const std::string code =
          d.arrivalTurn ? std::to_string(d.arrivalTurn) + (d.variantPool ? "v" : "") : "";
      if (d.side != grp.side || code != grp.pool || s.units[u].status != UnitStatus::Unavailable)
        continue;
      if (d.start.valid()) continue;
      s.units[u].status = UnitStatus::Waiting;
      s.units[u].group = static_cast<std::int8_t>(gi);
    }
  }
  s.turn = 1;
  s.phase = Phase::FrenchMovement;
  s.step = StepKind::Move;
  return g;
}

Game Game::fromState(std::shared_ptr<const Rules> rules, const GameState& state) {
  Game g;
  g.rules_ = std::move(rules);
  g.s_ = state;
  return g;
}

Hex Game::hexOf(int unit) const {
  if (unit < 0 || unit >= s_.unitCount || s_.units[unit].hex < 0) return {};
  return rules_->hexAt(s_.units[unit].hex);
}

// ---------------------------------------------------------------------------------------
// Occupancy and zones of control

void Internals::putOnMap(GameState& s, const Rules& r, int unit, int hex) {
  UnitState& us = s.units[unit];
  if (us.status == UnitStatus::OnMap && us.hex >= 0) takeOffMap(s, r, unit);
  us.hex = static_cast<std::int16_t>(hex);
  us.status = UnitStatus::OnMap;
  us.group = -1;
  ++s.occupancy[static_cast<int>(r.unit(unit).side)][static_cast<std::size_t>(hex)];
}

void Internals::takeOffMap(GameState& s, const Rules& r, int unit) {
  UnitState& us = s.units[unit];
  if (us.status == UnitStatus::OnMap && us.hex >= 0)
    --s.occupancy[static_cast<int>(r.unit(unit).side)][static_cast<std::size_t>(us.hex)];
  us.hex = -1;
}

// 4.5: the six hexes adjacent to an enemy unit are its zone of control.
bool Internals::enemyZoc(const Rules& r, const GameState& s, Side side, int hex) {
  const auto& enemy = s.occupancy[static_cast<int>(enemyOf(side))];
  for (int d = 0; d < 6; ++d) {
    const int n = r.neighbor(hex, d);
    if (n >= 0 && enemy[static_cast<std::size_t>(n)] > 0) return true;
  }
  return false;
}

int Internals::unitAt(const Rules& r, const GameState& s, Side side, int hex, int except) {
  if (count(s, side, hex) == 0) return -1;
  for (int u = 0; u < s.unitCount; ++u)
    if (u != except && s.units[u].hex == hex && s.units[u].status == UnitStatus::OnMap &&
        r.unit(u).side == side)
      return u;
  return -1;
}

bool Game::inEnemyZoc(int unit) const {
  if (unit < 0 || unit >= s_.unitCount || s_.units[unit].status != UnitStatus::OnMap) return false;
  return Internals::enemyZoc(*rules_, s_, sideOf(unit), s_.units[unit].hex);
}

// ---------------------------------------------------------------------------------------
// Sequence of play (3.0)

void Internals::beginMovementPhase(Game& g) {
  GameState& s = g.s_;
  for (int u = 0; u < s.unitCount; ++u) {
    s.units[u].mpUsed = 0;
    s.units[u].flags = 0;
  }
  s.step = StepKind::Move;
  s.combat = CombatRecord{};
  g.undo_.clear();
}

void Internals::beginCombatPhase(Game& g) {
  GameState& s = g.s_;
  s.step = StepKind::DeclareAttack;
  s.combat = CombatRecord{};
  g.undo_.clear();
  fixObligations(g);
}

void Internals::gameOver(GameState& s, Winner w) {
  s.winner = w;
  s.phase = Phase::GameOver;
  s.step = StepKind::GameOver;
}

std::optional<Refusal> Internals::endPhase(Game& g) {
  GameState& s = g.s_;
  const Rules& r = *g.rules_;
  switch (s.phase) {
    case Phase::FrenchMovement:
    case Phase::AlliedMovement: {
      // R7a (replacing 4.4's destruction): the phase cannot end while two units share a hex.
      for (Hex h : r.map().hexes()) {
        const int i = r.index(h);
        if (count(s, Side::French, i) + count(s, Side::Allied, i) > 1)
          return Refusal{"R7a",
                         "two units share hex " + formatHex(h) +
                             ": the movement phase cannot end while units are stacked (4.4)"};
      }
      s.phase = s.phase == Phase::FrenchMovement ? Phase::FrenchCombat : Phase::AlliedCombat;
      beginCombatPhase(g);
      return std::nullopt;
    }
    case Phase::FrenchCombat:
    case Phase::AlliedCombat: {
      if (s.step != StepKind::DeclareAttack)
        return Refusal{"6.3",
                       std::string("the current attack still waits for: ") + stepName(s.step)};
      for (int u : g.obligations()) {
        const bool attacker = r.unit(u).side == phasingSide(s.phase);
        return Refusal{
            "5.1",
            r.unit(u).id +
                (attacker ? " is in an enemy zone of control and must attack"
                          : " has a phasing unit in its zone of control and must be attacked")};
      }
      if (s.phase == Phase::FrenchCombat) {
        s.phase = Phase::AlliedMovement;
        beginMovementPhase(g);
      } else if (s.turn >= r.scenario().turns()) {
        beginMovementPhase(g);
        gameOver(s, Winner::Draw);  // 8.4: neither side won by the end of the last turn
      } else {
        ++s.turn;
        s.phase = Phase::FrenchMovement;
        beginMovementPhase(g);
      }
      return std::nullopt;
    }
    case Phase::GameOver:
      return Refusal{"8.0", "the game is over"};
  }
  return Refusal{"3.0", "no phase"};
}

// ---------------------------------------------------------------------------------------
// Losses and victory (8.0)

void Internals::eliminate(GameState& s, const Rules& r, int unit) {
  takeOffMap(s, r, unit);
  UnitState& us = s.units[unit];
  us.status = UnitStatus::Eliminated;
  us.flags &= static_cast<std::uint8_t>(~(kRetreatDue | kMustAttack | kMustBeAttacked));
  const int strength = r.unit(unit).strength;
  if (r.unit(unit).side == Side::French)
    s.frenchLost = static_cast<std::uint16_t>(std::min(60000, s.frenchLost + strength));
  else
    s.alliedLost = static_cast<std::uint16_t>(std::min(60000, s.alliedLost + strength));
}

void Internals::checkVictory(GameState& s, const Rules& r, int frenchBefore, int alliedBefore) {
  if (s.phase == Phase::GameOver) return;
  const int t = r.scenario().lossThreshold;
  // 8.3: Allies demoralized and seven French units exited (8.4: also when both armies reach
  // forty at the same instant, if the seven had already exited).
  if (s.alliedLost >= t && s.exited >= r.scenario().exitUnits) {
    gameOver(s, Winner::French);
    return;
  }
  // 8.1: forty French points destroyed while the Allies were not yet demoralized; 8.4: at
  // the same instant as the Allies reach forty, the Allies win.
  const bool frenchReached = frenchBefore < t && s.frenchLost >= t;
  if (frenchReached && alliedBefore < t) gameOver(s, Winner::Allied);
}

// ---------------------------------------------------------------------------------------
// Steps and actions

Step Game::step() const {
  Step st;
  st.turn = s_.turn;
  st.phase = s_.phase;
  st.kind = s_.step;
  st.acting = phasingSide(s_.phase);
  const Side attacker = static_cast<Side>(s_.combat.attackerSide);
  switch (s_.step) {
    case StepKind::Retreat:
      for (int u = 0; u < s_.unitCount; ++u)
        if (s_.units[u].flags & kRetreatDue) {
          st.acting = sideOf(u);
          break;
        }
      break;
    case StepKind::Displacement:
      st.pendingUnit = s_.combat.displaced;
      if (st.pendingUnit >= 0) st.acting = sideOf(st.pendingUnit);
      break;
    case StepKind::EqualEliminationLosses:
    case StepKind::ArtilleryRetreat:
      st.acting = attacker;
      break;
    case StepKind::AdvanceAfterCombat: {
      const bool defenderWon =
          s_.combat.result == CombatResult::Ae || s_.combat.result == CombatResult::Ar;
      st.acting = defenderWon ? enemyOf(attacker) : attacker;
      break;
    }
    default:
      break;
  }
  return st;
}

std::optional<Refusal> Game::check(const Action& action) const {
  if (action.type == ActionType::Undo && isMovementPhase(s_.phase) && !undo_.empty())
    return std::nullopt;
  if (action.type == ActionType::Attack && isCombatPhase(s_.phase) &&
      s_.step == StepKind::DeclareAttack) {
    Action normalized;  // the same checks as apply(), without resolving the attack
    return Internals::checkAttack(*this, action, &normalized);
  }
  Game copy;  // state only: the log and take-back history are not needed to judge an action
  copy.rules_ = rules_;
  copy.s_ = s_;
  auto result = copy.apply(action);
  if (auto* refusal = std::get_if<Refusal>(&result)) return *refusal;
  return std::nullopt;
}

ApplyResult Game::apply(const Action& a) {
  if (s_.phase == Phase::GameOver)
    return Refusal{"8.0", std::string("the game is over (winner: ") + winnerName(s_.winner) + ")"};
  auto unitOk = [&](int u) { return u >= 0 && u < s_.unitCount; };
  const Step before = step();
  Outcome outcome;
  std::optional<Refusal> refusal;
  const bool moving = isMovementPhase(s_.phase);
  // Out of turn: named by the rule case that governs the action itself.
  auto wrongStep = [&](const char* what) {
    const char* rule = "3.0";
    switch (a.type) {
      case ActionType::Attack:
        rule = isCombatPhase(s_.phase) ? "6.1" : "5.0";
        break;
      case ActionType::Retreat:
        rule = "6.4";
        break;
      case ActionType::Advance:
      case ActionType::DeclineAdvance:
        rule = "6.6";
        break;
      case ActionType::ChooseLosses:
        rule = "6.3";
        break;
      case ActionType::Move:
      case ActionType::Exit:
        rule = "4.0";
        break;
      case ActionType::Enter:
        rule = "7.0";
        break;
      default:
        break;
    }
    return Refusal{rule, std::string(what) + " is not possible now: the game waits for " +
                             stepName(s_.step) + " in the " + phaseName(s_.phase) + " phase"};
  };
  switch (a.type) {
    case ActionType::Move:
    case ActionType::Enter:
    case ActionType::Exit: {
      if (!moving) return wrongStep(actionTypeName(a.type));
      if (!unitOk(a.unit)) return Refusal{"syntax", "no such unit"};
      refusal = a.type == ActionType::Move    ? Internals::checkMove(*this, a)
                : a.type == ActionType::Enter ? Internals::checkEnter(*this, a)
                                              : Internals::checkExit(*this, a);
      if (refusal) return *refusal;
      undo_.push_back(s_);
      if (a.type == ActionType::Move)
        Internals::doMove(*this, a);
      else if (a.type == ActionType::Enter)
        Internals::doEnter(*this, a);
      else
        Internals::doExit(*this, a);
      break;
    }
    case ActionType::Undo:
      if (!moving) return Refusal{"R7a", "moves can be taken back only during the movement phase"};
      if (undo_.empty()) return Refusal{"R7a", "nothing to take back in this movement phase"};
      s_ = undo_.back();
      undo_.pop_back();
      break;
    case ActionType::EndPhase:
      refusal = Internals::endPhase(*this);
      if (refusal) return *refusal;
      break;
    case ActionType::Attack: {
      if (!isCombatPhase(s_.phase) || s_.step != StepKind::DeclareAttack)
        return wrongStep("an attack");
      Action normalized;
      refusal = Internals::checkAttack(*this, a, &normalized);
      if (refusal) return *refusal;
      outcome = Internals::doAttack(*this, normalized);
      break;
    }
    case ActionType::Retreat:
      if (s_.step != StepKind::Retreat && s_.step != StepKind::Displacement &&
          s_.step != StepKind::ArtilleryRetreat)
        return wrongStep("a retreat");
      if (!unitOk(a.unit)) return Refusal{"syntax", "no such unit"};
      refusal = Internals::checkRetreat(*this, a);
      if (refusal) return *refusal;
      Internals::doRetreat(*this, a);
      break;
    case ActionType::DeclineRetreat:
      if (s_.step != StepKind::ArtilleryRetreat)
        return Refusal{"6.4",
                       "only the artillery retreat of 6.8 is optional; this retreat is required"};
      Internals::doDeclineRetreat(*this);
      break;
    case ActionType::Advance:
      if (s_.step != StepKind::AdvanceAfterCombat) return wrongStep("an advance after combat");
      if (!unitOk(a.unit)) return Refusal{"syntax", "no such unit"};
      refusal = Internals::checkAdvance(*this, a);
      if (refusal) return *refusal;
      Internals::doAdvance(*this, a);
      break;
    case ActionType::DeclineAdvance:
      if (s_.step != StepKind::AdvanceAfterCombat) return wrongStep("declining an advance");
      Internals::doDeclineAdvance(*this);
      break;
    case ActionType::ChooseLosses:
      if (s_.step != StepKind::EqualEliminationLosses) return wrongStep("choosing Ee losses");
      refusal = Internals::checkLosses(*this, a);
      if (refusal) return *refusal;
      Internals::doLosses(*this, a);
      break;
  }
  log_.push_back(LogEntry{before, a, outcome});
  return outcome;
}

// ---------------------------------------------------------------------------------------
// Views and test hooks

GameState Game::view(Side side) const {
  GameState v = s_;
  const bool revealed = rules_->scenario().chitsRevealed(s_.turn, s_.phase == Phase::GameOver);
  if (revealed || !s_.grouchy) return v;
  const Side other = enemyOf(side);
  if (other == Side::French)
    v.frenchChit = 0;
  else
    v.alliedChit = 0;
  // The other side's reinforcement groups would betray its chit: hide which are in force
  // and which of its counters wait for them (they show as unavailable).
  const auto& groups = rules_->scenario().groups;
  for (std::size_t gi = 0; gi < groups.size() && gi < static_cast<std::size_t>(kMaxGroups); ++gi)
    if (groups[gi].side == other && !groups[gi].standard) {
      v.groupActive &= static_cast<std::uint8_t>(~(1u << gi));
      v.slotsLeft[gi] = {};
    }
  for (int u = 0; u < v.unitCount; ++u)
    if (sideOf(u) == other && v.units[u].status == UnitStatus::Waiting) {
      v.units[u].status = UnitStatus::Unavailable;
      v.units[u].group = -1;
    }
  return v;
}

void Game::forceDice(const std::vector<int>& dice) {
  for (int d : dice)
    if (d >= 1 && d <= 6) forcedDice_.push_back(d);
}

int Internals::rollDie(Game& g) {
  if (!g.forcedDice_.empty()) {
    const int d = g.forcedDice_.front();
    g.forcedDice_.pop_front();
    return d;
  }
  return g.s_.rng.die();
}

void Game::editClear() {
  for (int u = 0; u < s_.unitCount; ++u) {
    Internals::takeOffMap(s_, *rules_, u);
    s_.units[u] = UnitState{};
  }
  s_.groupActive = 0;
  s_.slotsLeft = {};
  undo_.clear();
  if (isCombatPhase(s_.phase)) Internals::beginCombatPhase(*this);
}

void Game::editPlace(int unit, Hex hex) {
  if (unit < 0 || unit >= s_.unitCount || !rules_->map().onMap(hex)) return;
  Internals::putOnMap(s_, *rules_, unit, rules_->index(hex));
  s_.units[unit].mpUsed = 0;
  undo_.clear();
  if (isCombatPhase(s_.phase) && s_.step == StepKind::DeclareAttack)
    Internals::beginCombatPhase(*this);
}

void Game::editSet(int turn, Phase phase, int frenchLost, int alliedLost, int exited) {
  s_.turn = static_cast<std::uint8_t>(std::clamp(turn, 1, rules_->scenario().turns()));
  s_.frenchLost = static_cast<std::uint16_t>(std::clamp(frenchLost, 0, 60000));
  s_.alliedLost = static_cast<std::uint16_t>(std::clamp(alliedLost, 0, 60000));
  s_.exited = static_cast<std::uint8_t>(std::clamp(exited, 0, 255));
  s_.winner = Winner::None;
  s_.phase = phase;
  Internals::beginMovementPhase(*this);
  if (isCombatPhase(phase)) Internals::beginCombatPhase(*this);
  if (phase == Phase::GameOver) Internals::gameOver(s_, Winner::Draw);
}

}  // namespace naw
