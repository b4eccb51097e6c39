#include "w20_play.h"

#include <algorithm>

#include "games/w20/crt.h"
#include "i18n.h"

namespace w20::ui {

using naw::ui::tr;

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

// The hex an action ends on (deploy, disengage, penetrate: its hex; a path: its last hex).
int finalHex(const Action& a) {
  if (a.pathLength > 0) return a.path[z(a.pathLength - 1)];
  return a.hex;
}

bool namesHex(const Action& a) {
  switch (a.kind) {
    case ActionKind::Deploy:
    case ActionKind::Move:
    case ActionKind::Enter:
    case ActionKind::Disengage:
    case ActionKind::Penetrate:
    case ActionKind::Retreat:
    case ActionKind::Advance:
      return true;
    default:
      return false;
  }
}

// The panel's buttons name no unit (deploy, reveal...) and declare nothing (the draft).
bool isButton(const Action& a) {
  return !namesHex(a) && a.kind != ActionKind::Reveal && a.kind != ActionKind::Declare &&
         a.kind != ActionKind::Countercharge;
}

int firstBit(std::uint32_t m) {
  for (int u = 0; u < kUnits; ++u)
    if (m & bit(u)) return u;
  return kNoUnit;
}

}  // namespace

const ViewUnit* viewUnitAt(const View& v, int hex) {
  if (hex == kNoHex) return nullptr;
  for (int i = 0; i < v.nUnits; ++i)
    if (v.units[z(i)].hex == hex && v.units[z(i)].status == UnitStatus::Map) return &v.units[z(i)];
  return nullptr;
}

Play::Play(std::uint64_t seed, const Options& options)
    : game_(Game::newGame(seed, options)), record_{seed, options, {}, std::nullopt} {
  handover = acting();  // the first player takes the tablet (hidden set-up, W29)
  afterChange(acting(), game_.state().phase);
  revision = 0;
}

Play::Play(Game game, Replay record) : game_(std::move(game)), record_(std::move(record)) {}

Side Play::viewer() const {
  if (linkSide) return *linkSide;
  if (computer[0] != computer[1]) return computer[0] ? Side::Allied : Side::French;
  return acting();
}

bool Play::submit(const Action& a) {
  const Side before = acting();
  const Phase phase = game_.state().phase;
  const int from = a.unit >= 0 ? game_.unit(a.unit).hex : kNoHex;
  const int resolving = game_.state().resolution.combat;  // the combat a roll is for
  if (gate)
    if (auto why = gate(game_, a)) {
      refusal = *why;
      return false;
    }
  const ApplyResult r = game_.apply(a);
  if (const Refusal* why = std::get_if<Refusal>(&r)) {
    refusal = *why;
    return false;
  }
  refusal.reset();
  record_.actions.push_back(a);
  const Outcome& o = std::get<Outcome>(r);
  lastOutcome = o;
  if (a.kind == ActionKind::Roll) {
    const Combat* c = resolving >= 0 ? &game_.state().combats[z(resolving)] : nullptr;
    lastCombat = CombatShown{c ? c->attackers : 0, c ? c->defenders : 0, o.die, o.diff, o.result};
  }
  if (a.kind == ActionKind::Declare || a.kind == ActionKind::Countercharge) draft = Draft{};
  if (a.kind == ActionKind::Lose) losses = 0;
  chosenDiff.reset();
  lastPath.clear();
  if (a.pathLength > 0) {
    if (from != kNoHex) lastPath.push_back(from);
    for (int i = 0; i < a.pathLength; ++i) lastPath.push_back(a.path[z(i)]);
  }
  afterChange(before, phase);
  return true;
}

void Play::afterChange(Side actingBefore, Phase phaseBefore) {
  ++revision;
  if (game_.state().phase != phaseBefore) {
    draft = Draft{};
    losses = 0;
    selected = kNoUnit;
  }
  if (selected != kNoUnit && !game_.onMap(selected) &&
      game_.unit(selected).status != UnitStatus::Pending)
    selected = kNoUnit;
  // A step about some units (deploy, retreat, advance): one of them is selected.
  const std::uint32_t owed = owedUnits();
  if (owed && !(owed & bit(std::max(selected, 0)))) selected = firstBit(owed);
  if (!owed && step().owed != Owed::None) selected = kNoUnit;
  if (!game_.over() && acting() != actingBefore && !computer[0] && !computer[1] && !linkSide)
    handover = acting();
  if (game_.over()) handover.reset();
}

std::uint32_t Play::owedUnits() const {
  const Step st = step();
  if (st.owed != Owed::Deploy && st.owed != Owed::Retreat && st.owed != Owed::Advance) return 0;
  // By link the other side's units are known here only by their markers (its face-down ones
  // are a hypothesis): never selected nor listed.
  if (linkSide && st.acting != *linkSide) return 0;
  return st.owedUnits;
}

void Play::select(int unit) {
  selected = selected == unit ? kNoUnit : unit;
  refusal.reset();
}

std::vector<Action> Play::unitChoices() const {
  std::vector<Action> out;
  if (selected == kNoUnit || !humanActs()) return out;
  for (const Action& a : game_.legalActions())
    if (namesHex(a) && a.unit == selected) out.push_back(a);
  return out;
}

std::vector<int> Play::targets() const {
  std::vector<int> out;
  for (const Action& a : unitChoices())
    if (std::find(out.begin(), out.end(), finalHex(a)) == out.end()) out.push_back(finalHex(a));
  return out;
}

std::vector<Action> Play::choices() const {
  std::vector<Action> out;
  if (!humanActs()) return out;
  bool end = false;
  for (const Action& a : game_.legalActions())
    if (isButton(a)) {
      out.push_back(a);
      end = end || a.kind == ActionKind::End;
    }
  // Ending the declarations is always offered: while an obligation is unmet the engine's
  // refusal says which (W14), rather than a missing button.
  if (!end && drafting()) out.push_back(endAction());
  return out;
}

bool Play::drafting() const {
  const Step st = step();
  if (st.owed != Owed::None || game_.over()) return false;
  return (isCombatPhase(st.phase) && st.step == CombatStep::Declare) ||
         isCounterchargePhase(st.phase);
}

Action Play::draftAction() const {
  return isCounterchargePhase(game_.state().phase)
             ? counterchargeAction(draft.attackers, draft.defenders)
             : declareAction(draft.attackers, draft.defenders);
}

PlannerFigures Play::planner() const {
  PlannerFigures out;
  const View v = view();
  for (int u = 0; u < kUnits; ++u) {
    if (!(draft.defenders & bit(u))) continue;
    const ViewUnit* seen = viewUnitAt(v, game_.unit(u).hex);
    if (!seen || seen->unit == kNoUnit) out.hidden = true;
  }
  if (!out.hidden)
    out.preview = previewCombat(game_, draft.attackers, draft.defenders,
                                isCounterchargePhase(game_.state().phase), false, false, false);
  return out;
}

std::optional<RollFigures> Play::rollFigures() const {
  const Step st = step();
  const State& s = game_.state();
  if (st.owed != Owed::Roll || game_.over() || s.resolution.combat < 0) return std::nullopt;
  const Combat& c = s.combats[z(s.resolution.combat)];
  RollFigures f;
  f.computed =
      previewCombat(game_, c.attackers, c.defenders, c.countercharge, false, c.defenderMp, false);
  f.lowered = chosenDiff && *chosenDiff < f.computed.differential;
  f.chosen = f.lowered ? *chosenDiff : f.computed.differential;
  f.column = crtColumn(f.chosen);
  f.faces = columnFaces(f.column);
  return f;
}

bool Play::lowerDiff() {
  const std::optional<RollFigures> f = rollFigures();
  if (!f || f->column <= kMinColumn) return false;
  chosenDiff = f->column - 1;
  return true;
}

bool Play::raiseDiff() {
  const std::optional<RollFigures> f = rollFigures();
  if (!f || !f->lowered) return false;
  if (f->column + 1 >= f->computed.column)
    chosenDiff.reset();
  else
    chosenDiff = f->column + 1;
  return true;
}

Action Play::withChosenDiff(const Action& a) const {
  if (a.kind != ActionKind::Roll) return a;
  const std::optional<RollFigures> f = rollFigures();
  if (!f || !f->lowered) return a;
  return rollAction(a.flag, a.battery, true, f->chosen);
}

void Play::tapHex(int hex) {
  if (!humanActs() || hex == kNoHex) {
    if (hex == kNoHex) selected = kNoUnit;
    return;
  }
  // A hex the selected unit may end on: that action (the engine's cheapest path).
  for (const Action& a : unitChoices())
    if (finalHex(a) == hex) {
      submit(a);
      return;
    }
  const View v = view();
  const ViewUnit* vu = viewUnitAt(v, hex);
  const Side me = acting();
  if (!vu) {
    selected = kNoUnit;
    return;
  }
  const int u = game_.unitAt(hex);  // the counter itself: the engine's actions name units
  if (step().owed == Owed::Lose) {
    if (vu->side == me) losses ^= bit(u);
    return;
  }
  if (drafting()) {
    if (vu->side == me) {
      draft.attackers ^= bit(u);
      selected = (draft.attackers & bit(u)) ? u : kNoUnit;
    } else {
      draft.defenders ^= bit(u);
    }
    return;
  }
  if (vu->side == me && !(owedUnits() && !(owedUnits() & bit(u))))
    select(u);
  else if (!owedUnits())
    selected = kNoUnit;
}

// ---------------------------------------------------------------- words

std::string phaseLabel(Phase p) { return tr(std::string("w20.phase.") + phaseName(p)); }

std::string dateLabel(int turn) {
  return tr("w20.date", {{"date", tr(std::string("w20.date.") + dateName(turn))},
                         {"part", tr(std::string("w20.part.") + partName(turn))},
                         {"turn", turn},
                         {"last", kLastTurn}});
}

std::string sideLabel(Side s) { return tr(s == Side::French ? "side.french" : "side.allied"); }

std::string eventLabel(Event e) { return tr(std::string("w20.event.") + eventName(e)); }
std::string eventText(Event e) { return tr(std::string("w20.event_text.") + eventName(e)); }

std::string moraleReasonLabel(MoraleReason r) {
  static constexpr const char* kKeys[] = {"m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "set"};
  return tr(std::string("w20.morale.") + kKeys[static_cast<int>(r) % 9]);
}

std::string unitName(int u) {
  const UnitInfo& info = Game::roster()[u];
  if (info.type == UnitType::Dummy) return tr("w20.unit.dummy");
  // The army as an adjective agrees with the noun in French: "corps français", "cavalerie
  // française" (w20.army_f.*).
  const bool cavalry = info.type == UnitType::Cavalry;
  const std::string army = std::string(cavalry ? "w20.army_f." : "w20.army.") +
                           (info.army == Army::Prussian     ? "prussian"
                            : info.army == Army::AngloDutch ? "anglo_dutch"
                                                            : "french");
  return tr(cavalry ? "w20.unit.cavalry" : "w20.unit.corps",
            {{"army", tr(army)}, {"label", info.label}, {"commander", info.commander}});
}

std::string unitsText(std::uint32_t mask) {
  std::string s;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) s += (s.empty() ? "" : ", ") + unitName(u);
  return s;
}

std::string choiceLabel(const Game& g, const Action& a) {
  switch (a.kind) {
    case ActionKind::RollEvent:
      return tr("w20.choice.event");
    case ActionKind::March:
      return a.army == Army::French       ? tr("w20.choice.march_french")
             : a.army == Army::AngloDutch ? tr("w20.choice.march_ad")
             : a.army == Army::Prussian   ? tr("w20.choice.march_pr")
                                          : tr("w20.choice.march_all");
    case ActionKind::End:
      return isCombatPhase(g.state().phase) && g.state().step == CombatStep::Declare
                 ? tr("w20.choice.end_declare")
                 : tr("w20.choice.end");
    case ActionKind::Resolve: {
      const Combat& c = g.state().combats[z(a.number - 1)];
      return tr("w20.choice.resolve",
                {{"n", int(a.number)}, {"defenders", unitsText(c.defenders)}});
    }
    case ActionKind::Defend:
      return tr(a.flag ? "w20.choice.defend_mp" : "w20.choice.defend_no");
    case ActionKind::Roll:
      return tr(a.flag && a.battery ? "w20.choice.roll_mp_battery"
                : a.flag            ? "w20.choice.roll_mp"
                : a.battery         ? "w20.choice.roll_battery"
                                    : "w20.choice.roll");
    case ActionKind::Lose:
      return tr("w20.choice.lose", {{"units", unitsText(a.attackers)}});
    case ActionKind::AdvanceNone:
      return tr("w20.choice.advance_none");
    case ActionKind::Rally:
      return !a.flag                      ? tr("w20.choice.rally")
             : a.army == Army::AngloDutch ? tr("w20.choice.rally_ad")
             : a.army == Army::Prussian   ? tr("w20.choice.rally_pr")
             : a.army == Army::None       ? tr("w20.choice.rally_all")
                                          : tr("w20.choice.rally_french");
    default:
      return tr("w20.choice.other");
  }
}

std::string stepPrompt(const Play& play) {
  const Game& g = play.game();
  if (g.over())
    return tr("w20.prompt.over",
              {{"winner", tr(std::string("w20.winner.") + winnerName(g.state().winner))}});
  const Step st = play.step();
  const std::string who = sideLabel(st.acting);
  // By link the other side is a person in another browser, not the computer.
  if (!play.humanActs() && play.linkSide && st.acting != *play.linkSide)
    return tr("w20.prompt.opponent", {{"side", who}});
  if (!play.humanActs()) return tr("w20.prompt.computer", {{"side", who}});
  switch (st.owed) {
    case Owed::Deploy:
      return tr("w20.prompt.deploy", {{"side", who}});
    case Owed::Event:
      return tr("w20.prompt.event", {{"side", who}});
    case Owed::Defend:
      return tr("w20.prompt.defend", {{"side", who}});
    case Owed::Roll:
      return tr("w20.prompt.roll", {{"side", who}});
    case Owed::Lose:
      return tr("w20.prompt.lose", {{"side", who}});
    case Owed::Retreat:
      return tr("w20.prompt.retreat", {{"side", who}});
    case Owed::Advance:
      return tr("w20.prompt.advance", {{"side", who}});
    case Owed::Rally:
      return tr("w20.prompt.rally", {{"side", who}});
    default:
      break;
  }
  if (isMovePhase(st.phase)) return tr("w20.prompt.move", {{"side", who}});
  if (isCounterchargePhase(st.phase)) return tr("w20.prompt.countercharge", {{"side", who}});
  if (isCombatPhase(st.phase))
    return tr(st.step == CombatStep::Declare ? "w20.prompt.declare" : "w20.prompt.resolve",
              {{"side", who}});
  return tr("w20.prompt.wait", {{"side", who}});
}

}  // namespace w20::ui
