// Set-up, the sequence of play (N3), morale and victory (N18, N19), apply dispatch, test hooks.
#include "games/nlb/game.h"

namespace nlb {

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::FrenchMove:
      return "french-move";
    case Phase::FrenchCombat:
      return "french-combat";
    case Phase::AlliedMove:
      return "allied-move";
    case Phase::AlliedCombat:
      return "allied-combat";
    case Phase::GameOver:
      return "game-over";
  }
  return "?";
}

const char* armyName(Army a) {
  return a == Army::French ? "french" : a == Army::Anglo ? "anglo" : "prussian";
}

Game Game::newGame(std::uint64_t seed) {
  Game g;
  const naw::Rules& r = g.rules();
  g.s_.where.fill(kUnavailable);
  for (int u = 0; u < r.unitCount() && u < kMaxUnits; ++u) {
    const naw::UnitDef& d = r.unit(u);
    auto& w = g.s_.where[static_cast<std::size_t>(u)];
    if (d.start.valid())
      w = static_cast<std::int16_t>(r.index(d.start));
    else if (d.arrivalTurn > 0 && !d.variantPool)
      w = kInPool;  // N15: the regular Prussian contingent, turn 3
  }
  const auto& vh = g.board().victoryHexes();
  for (std::size_t k = 0; k < vh.size(); ++k) g.s_.occupier[k] = vh[k].startOwner;
  g.s_.rng.state = seed;
  g.s_.emptied.fill(-1);
  return g;
}

Game Game::newGrouchyGame(std::uint64_t seed, int frenchChit, int alliedChit) {
  Game g = newGame(seed);
  g.s_.grouchy = 1;
  // R8: chits drawn before play, from the game's own generator when not given.
  g.s_.chits[0] = static_cast<std::uint8_t>(frenchChit > 0 ? frenchChit : g.s_.rng.die());
  g.s_.chits[1] = static_cast<std::uint8_t>(alliedChit > 0 ? alliedChit : g.s_.rng.die());
  const naw::Rules& r = g.rules();
  for (int u = 0; u < r.unitCount() && u < kMaxUnits; ++u)
    if (!r.unit(u).start.valid() && r.unit(u).arrivalTurn > 0)
      g.s_.where[static_cast<std::size_t>(u)] = kInPool;  // the chits decide who may enter
  return g;
}

Game Game::fromState(const State& s) {
  Game g;
  g.s_ = s;
  // A position from play has nobody stranded (settle() ran); a hand-made or damaged one may.
  if (s.phase == Phase::FrenchCombat || s.phase == Phase::AlliedCombat) g.eliminateStranded();
  return g;
}

bool Game::chitsRevealed() const {
  return !s_.grouchy || rules().scenario().chitsRevealed(s_.turn, over());
}

State Game::view(int side) const {
  State v = s_;
  if (!chitsRevealed()) v.chits[static_cast<std::size_t>(1 - side)] = 0;
  return v;
}

int Game::sideToMove() const {
  return s_.phase == Phase::FrenchMove || s_.phase == Phase::FrenchCombat ? 0 : 1;
}

Army Game::armyOf(int unit) const {
  switch (rules().unit(unit).nation) {
    case naw::Nation::French:
      return Army::French;
    case naw::Nation::AngloAllied:
      return Army::Anglo;
    case naw::Nation::Prussian:
      return Army::Prussian;
  }
  return Army::French;
}

bool Game::demoralized(Army a) const {
  return s_.lost[static_cast<std::size_t>(a)] >= demoralizationLevel(a);
}
bool Game::disintegrated(Army a) const {
  return a != Army::French && s_.lost[static_cast<std::size_t>(a)] >= disintegrationLevel(a);
}

int Game::vp(int side) const {
  int points = side == 0 ? s_.lost[1] + s_.lost[2] + s_.exitedSp : s_.lost[0];
  const auto& vh = board().victoryHexes();
  for (std::size_t k = 0; k < vh.size(); ++k)
    if (s_.occupier[k] == side) points += vh[k].vp;
  return points;
}

// N18 / N19: an automatic victory ends the game at once; when both levels are reached at
// one instant the phasing player wins (11.22).
void Game::checkAutomaticVictory(int phasingSide) {
  const bool french = demoralized(Army::French);
  const bool allied = disintegrated(Army::Anglo) || disintegrated(Army::Prussian);
  if (!french && !allied) return;
  if (french && allied)
    s_.winner = phasingSide == 0 ? Winner::French : Winner::Allied;
  else
    s_.winner = french ? Winner::Allied : Winner::French;
  s_.phase = Phase::GameOver;
  undo_.clear();
}

// N19: after turn 10, points decide; equal totals are a draw.
void Game::finishGame() {
  const int f = vp(0), a = vp(1);
  s_.winner = f > a ? Winner::French : a > f ? Winner::Allied : Winner::Draw;
  s_.phase = Phase::GameOver;
  undo_.clear();
}

void Game::startPhase() {
  s_.spentHalves.fill(0);
  s_.entered.fill(0);
  s_.cflags.fill(0);
  s_.emptied.fill(-1);
  s_.lossOwed = 0;
  undo_.clear();
  if (s_.phase == Phase::FrenchCombat || s_.phase == Phase::AlliedCombat) startCombatPhase();
}

// N3: French move, French combat, Allied move, Allied combat; the night turn has no combat
// phases and the game ends after its Allied movement phase.
void Game::endPhase() {
  switch (s_.phase) {
    case Phase::FrenchMove:
      s_.phase = night() ? Phase::AlliedMove : Phase::FrenchCombat;
      break;
    case Phase::FrenchCombat:
      s_.phase = Phase::AlliedMove;
      break;
    case Phase::AlliedMove:
      if (night()) {
        finishGame();
        return;
      }
      s_.phase = Phase::AlliedCombat;
      break;
    case Phase::AlliedCombat:
      s_.turn = static_cast<std::uint8_t>(s_.turn + 1);
      s_.phase = Phase::FrenchMove;
      break;
    case Phase::GameOver:
      return;
  }
  startPhase();
}

int Game::overStacked(int side) const {
  std::array<std::uint8_t, kMaxHexes> count{};
  for (int u = 0; u < unitCount(); ++u) {
    const int h = s_.where[static_cast<std::size_t>(u)];
    if (h < 0 || sideOf(u) != side) continue;
    const int limit = board().chateau(h) ? 1 : 2;  // N7
    if (++count[static_cast<std::size_t>(h)] > limit) return h;
  }
  return -1;
}

std::optional<Refusal> Game::checkEnd() const {
  if (over()) return Refusal{"N19", "the game is over"};
  if (s_.phase == Phase::FrenchMove || s_.phase == Phase::AlliedMove) {
    const int h = overStacked(sideToMove());
    if (h >= 0)
      return Refusal{"N7", naw::formatHex(rules().hexAt(h)) +
                               (board().chateau(h) ? " is a chateau: one unit at most"
                                                   : " holds more than two units")};
    return std::nullopt;
  }
  if (combatPending()) return Refusal{"N12", "a retreat, a choice of losses or an advance is owed"};
  // N9: an obligation that some legal attack could still meet keeps the phase open; one that
  // no legal attack can meet any more has lapsed (a result took it away, as R7). The
  // representative declarations first (cheap), then every one.
  if (!openObligations().empty()) {
    for (const Action& c : candidateAttacks())
      if (meetsObligation(c) && !checkAttack(c))
        return Refusal{"N9", "obligations remain to be met"};
    for (const Action& c : allDeclarations())
      if (meetsObligation(c) && !checkAttack(c))
        return Refusal{"N9", "obligations remain to be met"};
  }
  return std::nullopt;
}

std::optional<Refusal> Game::check(const Action& a) const {
  if (over()) return Refusal{"N19", "the game is over"};
  switch (a.type) {
    case ActionType::Move:
      return checkMove(a, nullptr);
    case ActionType::Enter:
      return checkEnter(a, nullptr);
    case ActionType::Exit:
      return checkExit(a);
    case ActionType::Undo:
      if (undo_.empty()) return Refusal{"N6", "nothing to take back in this movement phase"};
      return std::nullopt;
    case ActionType::EndPhase:
      return checkEnd();
    case ActionType::Attack:
      return checkAttack(a);
    case ActionType::Retreat:
    case ActionType::RetreatNone:
      return checkRetreat(a);
    case ActionType::Advance:
    case ActionType::AdvanceNone:
      return checkAdvance(a);
    case ActionType::Lose:
      return checkLose(a);
  }
  return Refusal{"syntax", "unknown action"};
}

ApplyResult Game::apply(const Action& a) {
  if (over()) return Refusal{"N19", "the game is over"};
  switch (a.type) {
    case ActionType::Move: {
      std::vector<int> hexes;
      if (auto r = checkMove(a, &hexes)) return *r;
      undo_.push_back(s_);
      const auto u = static_cast<std::size_t>(a.unit);
      int from = s_.where[u], cost = 0;
      for (int h : hexes) {
        for (int d = 0; d < 6; ++d)
          if (board().neighbor(from, d) == h) cost += board().stepCostHalves(from, d);
        from = h;
      }
      s_.spentHalves[u] = static_cast<std::uint8_t>(s_.spentHalves[u] + cost);
      s_.where[u] = static_cast<std::int16_t>(hexes.back());
      // N19: with a path every hex entered counts; with a destination only, that hex.
      if (a.byPath)
        for (int h : hexes) enterHex(a.unit, h);
      else
        enterHex(a.unit, hexes.back());
      return Outcome{};
    }
    case ActionType::Enter: {
      int cost = 0;
      if (auto r = checkEnter(a, &cost)) return *r;
      undo_.push_back(s_);
      const auto u = static_cast<std::size_t>(a.unit);
      const int h = a.path[0];
      s_.where[u] = static_cast<std::int16_t>(h);
      s_.spentHalves[u] = static_cast<std::uint8_t>(cost);
      s_.entered[static_cast<std::size_t>(h)]++;
      enterHex(a.unit, h);
      return Outcome{};
    }
    case ActionType::Exit: {
      if (auto r = checkExit(a)) return *r;
      undo_.push_back(s_);
      const auto u = static_cast<std::size_t>(a.unit);
      s_.where[u] = kExited;
      s_.exited++;
      s_.exitedSp = static_cast<std::uint16_t>(s_.exitedSp + rules().unit(a.unit).strength);
      return Outcome{};
    }
    case ActionType::Undo:
      if (undo_.empty()) return Refusal{"N6", "nothing to take back in this movement phase"};
      s_ = undo_.back();
      undo_.pop_back();
      return Outcome{};
    case ActionType::EndPhase:
      if (auto r = checkEnd()) return *r;
      endPhase();
      return Outcome{};
    case ActionType::Attack:
      if (auto r = checkAttack(a)) return *r;
      applyAttack(a);
      return Outcome{};
    case ActionType::Retreat:
    case ActionType::RetreatNone:
      if (auto r = checkRetreat(a)) return *r;
      applyRetreat(a);
      return Outcome{};
    case ActionType::Advance:
    case ActionType::AdvanceNone:
      if (auto r = checkAdvance(a)) return *r;
      applyAdvance(a);
      return Outcome{};
    case ActionType::Lose:
      if (auto r = checkLose(a)) return *r;
      applyLose(a);
      return Outcome{};
  }
  return Refusal{"syntax", "unknown action"};
}

void Game::enterHex(int unit, int hex) {
  const int slot = board().victorySlot(hex);
  if (slot >= 0)
    s_.occupier[static_cast<std::size_t>(slot)] = static_cast<std::uint8_t>(sideOf(unit));
}

void Game::editClear() {
  s_.where.fill(kUnavailable);
  undo_.clear();
  if (s_.phase == Phase::FrenchCombat || s_.phase == Phase::AlliedCombat) startCombatPhase();
}

void Game::editPlace(int unit, int hex) {
  s_.where[static_cast<std::size_t>(unit)] = static_cast<std::int16_t>(hex);
  enterHex(unit, hex);
  undo_.clear();
  // A test position built inside a combat phase: the obligations follow the position.
  if (s_.phase == Phase::FrenchCombat || s_.phase == Phase::AlliedCombat) startCombatPhase();
}

void Game::editSet(int turn, Phase phase, int frenchLost, int angloLost, int prussianLost,
                   int exited, int exitedSp) {
  s_.turn = static_cast<std::uint8_t>(turn);
  s_.phase = phase;
  s_.winner = Winner::None;
  s_.lost = {static_cast<std::uint16_t>(frenchLost), static_cast<std::uint16_t>(angloLost),
             static_cast<std::uint16_t>(prussianLost)};
  s_.exited = static_cast<std::uint16_t>(exited);
  s_.exitedSp = static_cast<std::uint16_t>(exitedSp);
  startPhase();
  checkAutomaticVictory(sideToMove());
}

}  // namespace nlb
