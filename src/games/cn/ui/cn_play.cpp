#include "cn_play.h"

#include <algorithm>

#include "i18n.h"

namespace cn::ui {
using naw::ui::tr;
namespace {

Side sideOf(int u) { return Game::roster().unit(u).side; }

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

template <std::size_t N>
std::vector<int> list(const std::array<std::int8_t, N>& a, int n) {
  return std::vector<int>(a.begin(), a.begin() + n);
}

// The same units, whatever the order.
bool sameSet(std::vector<int> a, std::vector<int> b) {
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return a == b;
}

// A declaration of the given units in the given order (at most six of each, 6.24).
Action declaration(const std::vector<int>& attackers, const std::vector<int>& bombarders,
                   const std::vector<int>& defenders) {
  Action a;
  a.type = ActionType::Declare;
  auto fill = [](const std::vector<int>& from, auto& to, std::uint8_t& n) {
    n = static_cast<std::uint8_t>(std::min<std::size_t>(from.size(), to.size()));
    for (std::size_t i = 0; i < n; ++i) to[i] = static_cast<std::int8_t>(from[i]);
  };
  fill(attackers, a.attackers, a.nAttackers);
  fill(bombarders, a.bombarders, a.nBombarders);
  fill(defenders, a.defenders, a.nDefenders);
  return a;
}

}  // namespace

ResultChances resultChances(int column) {
  ResultChances c;
  for (int n = 0; n <= 9; ++n) ++c.rows[static_cast<std::size_t>(combatResult(column, n))];
  return c;
}

Play::Play(std::uint64_t seed, bool computerAllies)
    : game_(Game::newGame(seed, computerAllies)),
      computerAllies_(computerAllies),
      computer_(computerAllies ? std::optional<Side>(Side::Allied) : std::nullopt),
      seed_(seed) {}

Play::Play(Game game, bool computerAllies)
    : game_(std::move(game)),
      computerAllies_(computerAllies),
      computer_(computerAllies ? std::optional<Side>(Side::Allied) : std::nullopt),
      fromPosition_(true) {}

Play::Play(Game game, bool computerAllies, std::uint64_t seed, std::vector<Action> record)
    : game_(std::move(game)),
      computerAllies_(computerAllies),
      computer_(computerAllies ? std::optional<Side>(Side::Allied) : std::nullopt),
      seed_(seed),
      record_(std::move(record)) {}

bool Play::humanActs() const {
  return !game_.over() && !(computer_ && game_.step().acting == *computer_);
}

bool Play::submit(const Action& a) {
  const Side before = game_.step().acting;
  std::vector<bool> waiting(kUnits);
  for (int u = 0; u < kUnits; ++u)
    waiting[static_cast<std::size_t>(u)] = game_.statusOf(u) == UnitStatus::Waiting;
  if (gate)
    if (auto refused = gate(game_, a)) {
      refusal = *refused;
      return false;
    }
  // The odds of a declaration as the engine gives them before it is applied (declaredOdds),
  // whoever declares it: a tap, the text layer, the computer.
  std::optional<Game::Odds> odds;
  if (a.type == ActionType::Declare)
    if (const auto o = game_.oddsFor(a); std::holds_alternative<Game::Odds>(o))
      odds = std::get<Game::Odds>(o);
  ApplyResult r = game_.apply(a);
  if (auto* refused = std::get_if<Refusal>(&r)) {
    refusal = *refused;
    return false;
  }
  refusal.reset();
  record_.push_back(a);
  if (odds) declared_.push_back({a.defenders[0], *odds});
  const Outcome& out = std::get<Outcome>(r);
  if (out.combat) {
    CombatShown shown{out, {}, {}, {}};
    lastCombat = shown;
  }
  afterChange(before, waiting);
  return true;
}

void Play::afterChange(Side actingBefore, const std::vector<bool>& waitingBefore) {
  ++revision;
  selected = -1;
  const Step st = game_.step();
  // Prussians placed by the engine as the Allied movement began (C10): shown until the
  // next phase.
  std::vector<int> placed;
  for (int u = 0; u < kUnits; ++u)
    if (waitingBefore[static_cast<std::size_t>(u)] && game_.statusOf(u) == UnitStatus::OnMap)
      placed.push_back(u);
  if (!placed.empty() || st.phase != Phase::AlliedMove) arrived = placed;
  // Hot-seat: the board is hidden when the play passes from one person to the other.
  if (!computer_ && !game_.over() && st.acting != actingBefore) handover = st.acting;
}

void Play::tapSquare(int sq) {
  if (game_.over() || !humanActs()) return;
  refusal.reset();
  const Step st = game_.step();
  const int u = sq != kNoSquare ? game_.unitAt(sq) : -1;
  switch (st.kind) {
    case StepKind::Move:
      if (u >= 0 && sideOf(u) == st.acting) {
        if (selected == u) {
          selected = -1;
        } else {
          selected = u;
          if (auto why = game_.movementBlocked(u)) refusal = *why;
        }
        return;
      }
      if (selected >= 0 && sq != kNoSquare) {
        const std::vector<int> path = game_.pathTo(selected, sq);
        const int mover = selected;
        if (path.empty()) {  // ask the engine why not
          const int one[1] = {sq};
          if (auto why = game_.check(moveAction(selected, one, 1))) refusal = *why;
          return;
        }
        if (submit(moveAction(mover, path.data(), static_cast<int>(path.size())))) {
          lastPath = path;
          lastPath.insert(lastPath.begin(), -1);  // start marker: drawn from the old square
          selected = game_.statusOf(mover) == UnitStatus::OnMap ? mover : -1;
        }
        return;
      }
      selected = -1;
      return;
    case StepKind::Declare: {
      if (u < 0) return;
      std::vector<int>& v = sideOf(u) == st.acting ? draft.attackers : draft.defenders;
      auto it = std::find(v.begin(), v.end(), u);
      if (it != v.end())
        v.erase(it);
      else
        v.push_back(u);
      return;
    }
    case StepKind::ChooseAttack: {
      if (u < 0) return;
      const State& s = game_.state();
      for (int i = 0; i < s.nAttacks; ++i) {
        const Attack& a = s.attacks[static_cast<std::size_t>(i)];
        if (a.resolved) continue;
        const auto att = list(a.attackers, a.nAttackers), bomb = list(a.bombarders, a.nBombarders),
                   def = list(a.defenders, a.nDefenders);
        if (contains(att, u) || contains(bomb, u) || contains(def, u)) {
          resolve(def.front());
          return;
        }
      }
      return;
    }
    case StepKind::Advance: {
      const auto options = game_.advanceOptions();
      for (const auto& [unit, square] : options)
        if (unit == u && square != sq) {  // one of the attackers that may advance: pick it
          selected = u;
          return;
        }
      int chosen = -1;
      for (const auto& [unit, square] : options)
        if (square == sq && (chosen < 0 || unit == selected)) chosen = unit;
      if (chosen >= 0) submit(advanceAction(chosen, sq));
      return;
    }
    case StepKind::GameOver:
      return;
  }
}

std::optional<Action> Play::draftAction(Refusal* why) const {
  if (draft.attackers.empty() || draft.defenders.empty()) {
    if (why) *why = Refusal{"C11", "Tap your attacking units, then the enemy unit(s) to attack."};
    return std::nullopt;
  }
  // Which attackers bombard is the engine's answer: find its listing of these units.
  for (const Action& a : game_.legalActions()) {
    if (a.type != ActionType::Declare) continue;
    std::vector<int> all = list(a.attackers, a.nAttackers);
    const std::vector<int> bomb = list(a.bombarders, a.nBombarders);
    all.insert(all.end(), bomb.begin(), bomb.end());
    if (!sameSet(all, draft.attackers) ||
        !sameSet(list(a.defenders, a.nDefenders), draft.defenders))
      continue;
    std::vector<int> att, bom;  // in the order tapped (selection order, C18)
    for (int u : draft.attackers) (contains(bomb, u) ? bom : att).push_back(u);
    const Action ordered = declaration(att, bom, draft.defenders);
    if (!game_.check(ordered)) return ordered;
    return a;
  }
  const Action plain = declaration(draft.attackers, {}, draft.defenders);
  if (draft.attackers.size() > kMaxInAttack) {
    if (why) *why = Refusal{"6.24", "At most six units may attack together."};
  } else if (auto refused = game_.check(plain)) {
    if (why) *why = *refused;
  } else {
    return plain;
  }
  return std::nullopt;
}

bool Play::declareDraft() {
  Refusal why;
  const std::optional<Action> a = draftAction(&why);
  if (!a) {
    refusal = why;
    return false;
  }
  if (!submit(*a)) return false;
  clearDraft();
  return true;
}

std::optional<Game::Odds> Play::declaredOdds(int firstDefender) const {
  for (auto it = declared_.rbegin(); it != declared_.rend(); ++it)
    if (it->first == firstDefender) return it->second;
  return std::nullopt;
}

bool Play::resolve(int defender) {
  const State& s = game_.state();
  const int i = game_.attackOf(defender);
  if (i < 0) return false;
  const Attack a = s.attacks[static_cast<std::size_t>(i)];
  // Where every unit of the attack stands before: the retreats are shown from there.
  std::vector<std::pair<int, int>> before;
  for (int u : list(a.attackers, a.nAttackers)) before.push_back({u, game_.squareOf(u)});
  for (int u : list(a.defenders, a.nDefenders)) before.push_back({u, game_.squareOf(u)});
  if (!submit(resolveAction(defender))) return false;
  if (lastCombat) {
    lastCombat->attackers = list(a.attackers, a.nAttackers);
    const auto bomb = list(a.bombarders, a.nBombarders);
    lastCombat->attackers.insert(lastCombat->attackers.end(), bomb.begin(), bomb.end());
    lastCombat->defenders = list(a.defenders, a.nDefenders);
    for (int k = 0; k < lastCombat->outcome.nRetreated; ++k) {
      const int u = lastCombat->outcome.retreated[static_cast<std::size_t>(k)];
      for (const auto& [v, from] : before)
        if (v == u) lastCombat->retreats.push_back({u, from});
    }
  }
  return true;
}

bool Play::resolveNext() {
  if (game_.step().kind == StepKind::Advance) return submit(declineAdvanceAction());
  if (game_.step().kind != StepKind::ChooseAttack) return false;
  const State& s = game_.state();
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& a = s.attacks[static_cast<std::size_t>(i)];
    if (!a.resolved) return resolve(a.defenders[0]);
  }
  return false;
}

bool Play::undo() {
  lastPath.clear();
  return submit(undoAction());
}

bool Play::endPhase() {
  clearDraft();
  lastPath.clear();
  return submit(endAction());
}

std::vector<int> Play::unitSquares() const {
  std::vector<int> squares(kUnits, kNoSquare);
  for (int u = 0; u < kUnits; ++u)
    if (game_.statusOf(u) == UnitStatus::OnMap)
      squares[static_cast<std::size_t>(u)] = game_.squareOf(u);
  return squares;
}

std::vector<int> Play::targets() const {
  const Step st = game_.step();
  if (st.kind == StepKind::Move && selected >= 0) return game_.reachable(selected);
  std::vector<int> out;
  if (st.kind == StepKind::Advance)
    for (const auto& [unit, square] : game_.advanceOptions())
      if ((selected < 0 || unit == selected) && !contains(out, square)) out.push_back(square);
  return out;
}

std::string phaseLabel(Phase p) {
  switch (p) {
    case Phase::FrenchMove:
      return tr("phase.french_movement");
    case Phase::FrenchSetup:
      return tr("cn.phase.french_setup");
    case Phase::FrenchResolve:
      return tr("cn.phase.french_resolve");
    case Phase::AlliedMove:
      return tr("phase.allied_movement");
    case Phase::AlliedSetup:
      return tr("cn.phase.allied_setup");
    case Phase::AlliedResolve:
      return tr("cn.phase.allied_resolve");
    case Phase::GameOver:
      return tr("phase.game_over");
  }
  return "";
}

std::string stepPrompt(const Play& play) {
  const Game& g = play.game();
  const Step st = g.step();
  if (g.over()) return tr("cn.prompt.over");
  if (!play.humanActs())
    return tr(g.step().acting == Side::French ? "cn.prompt.computer_french"
                                              : "cn.prompt.computer_allies");
  switch (st.kind) {
    case StepKind::Move:
      return tr(play.selected >= 0 ? "cn.prompt.move_selected" : "cn.prompt.move");
    case StepKind::Declare:
      return tr("cn.prompt.declare");
    case StepKind::ChooseAttack:
      return tr("cn.prompt.resolve");
    case StepKind::Advance:
      return tr("cn.prompt.advance");
    case StepKind::GameOver:
      return tr("cn.prompt.over");
  }
  return "";
}

}  // namespace cn::ui
