#include "app.h"

#include <utility>

#include "i18n.h"

namespace naw::ui {

Action AttackDraft::action() const {
  Action a;
  a.type = ActionType::Attack;
  a.attackers = attackers;
  a.bombarders = bombarders;
  a.defenders = defenders;
  a.oddsColumn = oddsColumn;
  return a;
}

App::App(persist::Session session) : session_(std::move(session)) {}

bool App::humanActs() const {
  return !game().over() && control(game().step().acting).controller == Controller::Human;
}

bool App::submit(const Action& action) {
  const Step before = game().step();
  const Hex from = action.type == ActionType::Move ? game().hexOf(action.unit) : Hex{};
  const ApplyResult r = session_.apply(action);
  if (const Refusal* refusal = std::get_if<Refusal>(&r)) {
    refusal_ = *refusal;
    return false;
  }
  refusal_.reset();
  const Outcome& outcome = std::get<Outcome>(r);
  if (outcome.combat) lastCombat_ = outcome;
  if (action.type == ActionType::Move) {
    lastPath.assign(1, from);
    lastPath.insert(lastPath.end(), action.path.begin(), action.path.end());
    lastMover = action.unit;
  } else if (action.type == ActionType::Enter) {
    lastPath.assign(1, action.hex);
    lastMover = action.unit;
  }
  switch (action.type) {
    case ActionType::Move:
    case ActionType::Enter:
    case ActionType::Exit:
      phaseMoves_.push_back(action);
      redo_.clear();
      break;
    case ActionType::Undo:
      if (!phaseMoves_.empty()) phaseMoves_.pop_back();
      break;
    default:
      redo_.clear();
      break;
  }
  afterChange(before, action);
  for (const auto& hook : onApplied) hook(*this);
  return true;
}

bool App::undo() {
  if (phaseMoves_.empty()) return false;
  const Action taken = phaseMoves_.back();
  Action a;
  a.type = ActionType::Undo;
  std::vector<Action> keep = redo_;
  if (!submit(a)) return false;
  redo_ = std::move(keep);
  redo_.push_back(taken);
  return true;
}

bool App::redo() {
  if (redo_.empty()) return false;
  const Action again = redo_.back();
  std::vector<Action> keep = redo_;
  keep.pop_back();
  if (!submit(again)) return false;
  redo_ = std::move(keep);
  return true;
}

void App::afterChange(const Step& before, const Action& action) {
  ++revision_;
  const Step now = game().step();
  if (action.type != ActionType::Move && action.type != ActionType::Enter) lastPath.clear();
  if (now.phase != before.phase || now.turn != before.turn) {
    phaseMoves_.clear();
    redo_.clear();
    draft = AttackDraft{};
  }
  if (selected >= 0) {
    // A unit that left the map, or a new phase: nothing stays selected.
    const UnitStatus st = game().state().units[static_cast<std::size_t>(selected)].status;
    if (now.phase != before.phase || (st != UnitStatus::OnMap && st != UnitStatus::Waiting))
      selected = -1;
  }
  // Hand-over between two people: when the player-turn passes (3.0) to the other side.
  const Side was = phasingSide(before.phase), is = phasingSide(now.phase);
  if (!game().over() && now.phase != before.phase && was != is &&
      control(Side::French).controller == Controller::Human &&
      control(Side::Allied).controller == Controller::Human && !session_.byLink())
    handover_ = is;
  if (game().over()) handover_.reset();
  if (autoFlip) flipped = now.acting == Side::Allied;
}

void App::replaceSession(persist::Session session) {
  session_ = std::move(session);
  selected = -1;
  draft = AttackDraft{};
  infoUnit = -1;
  refusal_.reset();
  lastCombat_.reset();
  handover_.reset();
  lastPath.clear();
  phaseMoves_.clear();
  redo_.clear();
  ++revision_;
  for (const auto& hook : onReplaced) hook(*this);
}

void App::newGame(const NewGameSettings& settings) {
  controls_ = settings.sides;
  Options options;
  options.grouchy = settings.grouchy;
  replaceSession(persist::Session::local(options, settings.seed));
  dialog = Dialog::None;
}

bool App::forceDiceForTest(const std::vector<int>& dice) { return session_.forceDiceForTest(dice); }

std::string turnLabel(int turn) { return turnLabel(Rules::standard()->scenario(), turn); }

std::string turnLabel(const Scenario& sc, int turn) {
  // The standard scenario counts afternoon hours ("3 pm"): in French, "15 h".
  if (sc.turnLabelFormat == "{turn} pm")
    return tr("time.pm", {{"hour", turn}, {"hour24", int(turn + 12)}});
  return sc.turnLabel(turn);
}

const std::string& sideWords(Side s) {
  return tr(s == Side::French ? "side.french" : "side.allied");
}

const std::string& sideAdjective(Side s) {
  return tr(s == Side::French ? "side.french_adjective" : "side.allied_adjective");
}

const std::string& phaseLabel(Phase p) {
  switch (p) {
    case Phase::FrenchMovement:
      return tr("phase.french_movement");
    case Phase::FrenchCombat:
      return tr("phase.french_combat");
    case Phase::AlliedMovement:
      return tr("phase.allied_movement");
    case Phase::AlliedCombat:
      return tr("phase.allied_combat");
    case Phase::GameOver:
      return tr("phase.game_over");
  }
  return tr("phase.game_over");
}

std::string stepPrompt(const Game& game) {
  const Step st = game.step();
  const std::string side = sideWords(st.acting);
  switch (st.kind) {
    case StepKind::Move:
      return tr("prompt.move", {{"side", side}});
    case StepKind::DeclareAttack:
      return tr("prompt.declare", {{"side", side}});
    case StepKind::Retreat:
      return tr("prompt.retreat", {{"side", side}});
    case StepKind::Displacement:
      return tr("prompt.displace", {{"side", side}});
    case StepKind::EqualEliminationLosses:
      return tr("prompt.ee", {{"side", side}, {"points", game.eeLossTarget()}});
    case StepKind::ArtilleryRetreat:
      return tr("prompt.artillery_retreat", {{"side", side}});
    case StepKind::AdvanceAfterCombat:
      return tr("prompt.advance", {{"side", side}});
    case StepKind::GameOver:
      return tr("prompt.game_over");
  }
  return "";
}

}  // namespace naw::ui
