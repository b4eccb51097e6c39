#include "nlb_play.h"

#include <algorithm>
#include <cmath>

#include "app.h"
#include "camera.h"
#include "games/nlb/combat.h"
#include "i18n.h"
#include "nlb_module.h"
#include "unit_list.h"

namespace nlb::ui {

namespace {

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}
void toggle(std::vector<int>& v, int x) {
  auto it = std::find(v.begin(), v.end(), x);
  if (it == v.end())
    v.push_back(x);
  else
    v.erase(it);
}

int whereOf(const Game& g, int u) { return g.state().where[static_cast<std::size_t>(u)]; }
bool artillery(const Game& g, int u) { return g.rules().unit(u).type == naw::UnitType::Artillery; }

// The units standing on hex index h, ascending.
std::vector<int> unitsOn(const Game& g, int h) {
  std::vector<int> out;
  for (int u = 0; u < g.unitCount() && u < kMaxUnits; ++u)
    if (whereOf(g, u) == h) out.push_back(u);
  return out;
}

bool adjacentToEnemy(const Game& g, int u) {
  const int h = whereOf(g, u);
  if (h < 0) return false;
  for (int d = 0; d < 6; ++d) {
    const int n = g.board().neighbor(h, d);
    if (n < 0) continue;
    for (int v : unitsOn(g, n))
      if (g.sideOf(v) != g.sideOf(u)) return true;
  }
  return false;
}

naw::Point hexCentreOf(const Game& g, int h) { return naw::hexCenter(g.rules().hexAt(h), 1.0); }

}  // namespace

std::vector<CounterSpot> counterSpots(const Game& g) {
  std::vector<CounterSpot> out(static_cast<std::size_t>(g.unitCount()));
  std::array<int, kMaxHexes> seen{};
  std::array<int, kMaxHexes> count{};
  for (int u = 0; u < g.unitCount() && u < kMaxUnits; ++u)
    if (whereOf(g, u) >= 0) ++count[static_cast<std::size_t>(whereOf(g, u))];
  for (int u = 0; u < g.unitCount() && u < kMaxUnits; ++u) {
    const int h = whereOf(g, u);
    if (h < 0) continue;
    const int n = count[static_cast<std::size_t>(h)], k = seen[static_cast<std::size_t>(h)]++;
    CounterSpot& s = out[static_cast<std::size_t>(u)];
    s.centre = hexCentreOf(g, h);
    if (n <= 1) {
      s.side = kCounterSide;
      continue;
    }
    // Side by side across the hex's long axis (corner to corner is 2 units): two whole
    // counters; a third (a stack over the limit while moving) overlaps, offset downwards.
    s.side = kStackedSide;
    const double step = n == 2 ? kStackedSide * 1.04 : kStackedSide * 0.7;
    s.centre.x += step * (k - (n - 1) / 2.0);
    s.centre.y += n == 2 ? 0 : 0.15 * (k - (n - 1) / 2.0);
  }
  return out;
}

int counterAtWorld(const Game& g, naw::Point w) {
  const std::vector<CounterSpot> spots = counterSpots(g);
  int found = -1;
  for (std::size_t u = 0; u < spots.size(); ++u) {
    const CounterSpot& s = spots[u];
    if (s.side > 0 && std::abs(w.x - s.centre.x) <= s.side / 2 &&
        std::abs(w.y - s.centre.y) <= s.side / 2)
      found = static_cast<int>(u);
  }
  return found;
}

int hexAtWorld(const Game& g, naw::Point w) {
  const naw::Hex h = naw::ui::hexAtWorld(w);
  return g.rules().map().onMap(h) ? g.rules().index(h) : -1;
}

Play::Play(std::uint64_t seed, bool grouchy)
    : game_(grouchy ? Game::newGrouchyGame(seed, 0, 0) : Game::newGame(seed)),
      seed_(seed),
      grouchy_(grouchy) {}

Play::Play(Game game, std::uint64_t seed, bool grouchy, std::vector<Action> record,
           bool fromPosition)
    : game_(std::move(game)),
      seed_(seed),
      grouchy_(grouchy),
      fromPosition_(fromPosition),
      record_(std::move(record)) {}

std::string Play::step() const { return modules::nlbStep(game_).name; }
int Play::acting() const { return modules::nlbStep(game_).acting; }

bool Play::submit(const Action& a) {
  const int phasing = game_.sideToMove();
  const Phase phase = game_.state().phase;
  const int from = a.unit >= 0 ? whereOf(game_, a.unit) : -1;
  if (gate)
    if (auto refused = gate(game_, a)) {
      refusal = *refused;
      return false;
    }
  const ApplyResult r = game_.apply(a);
  if (const Refusal* why = std::get_if<Refusal>(&r)) {
    refusal = *why;
    return false;
  }
  refusal.reset();
  record_.push_back(a);
  if (a.type == ActionType::Attack) {
    const Game::LastCombat& c = game_.lastCombat();
    CombatShown shown;
    const auto* u = a.units.data();
    shown.attackers.assign(u, u + a.nAttackers);
    shown.defenders.assign(u + a.nAttackers, u + a.nAttackers + a.nDefenders);
    shown.bombarders.assign(u + a.nAttackers + a.nDefenders,
                            u + a.nAttackers + a.nDefenders + a.nBombarders);
    shown.column = c.column;
    shown.die = c.die;
    shown.result = resultName(c.result);
    shown.appliedNone = c.appliedNone;
    lastCombat = shown;
    draft = Draft{};
  }
  if (a.type == ActionType::Move || a.type == ActionType::Enter) {
    lastPath.clear();
    if (from >= 0) lastPath.push_back(from);
    for (int i = 0; i < a.pathLength; ++i) lastPath.push_back(a.path[static_cast<std::size_t>(i)]);
  } else {
    lastPath.clear();
  }
  if (a.type == ActionType::Lose) losses.clear();
  afterChange(phasing, phase);
  return true;
}

void Play::afterChange(int phasingBefore, Phase phaseBefore) {
  ++revision;
  const Phase now = game_.state().phase;
  if (now != phaseBefore) {
    draft = Draft{};
    losses.clear();
    selected = -1;
  }
  if (selected >= 0 && whereOf(game_, selected) < 0 && whereOf(game_, selected) != kInPool)
    selected = -1;
  // The selected unit has nothing left to do in a settling step: let the step pick again.
  if (step() != "move" && step() != "declare-attack" && selected >= 0 &&
      !contains(pending(), selected))
    selected = -1;
  if (!game_.over() && game_.sideToMove() != phasingBefore && !computer[0] && !computer[1] &&
      !byLink)
    handover = game_.sideToMove();
  if (game_.over()) handover.reset();
}

void Play::select(int unit) {
  selected = selected == unit ? -1 : unit;
  refusal.reset();
}

void Play::toggleDraft(int unit) {
  const int side = game_.sideToMove();
  if (game_.sideOf(unit) != side) {
    // N9: a defending hex defends with every unit in it.
    const int h = whereOf(game_, unit);
    const bool on = contains(draft.defenders, unit);
    for (int v : unitsOn(game_, h)) {
      if (on && contains(draft.defenders, v)) toggle(draft.defenders, v);
      if (!on && !contains(draft.defenders, v)) draft.defenders.push_back(v);
    }
    return;
  }
  if (contains(draft.attackers, unit)) return toggle(draft.attackers, unit);
  if (contains(draft.bombarders, unit)) return toggle(draft.bombarders, unit);
  // A battery with no enemy next to it bombards (N13); any other unit attacks adjacent.
  if (artillery(game_, unit) && !adjacentToEnemy(game_, unit))
    draft.bombarders.push_back(unit);
  else
    draft.attackers.push_back(unit);
}

void Play::tapUnit(int unit) {
  if (unit < 0) return tapHex(-1);
  const std::string st = step();
  const int h = whereOf(game_, unit);
  if (st == "move") {
    // A highlighted hex under the counter: the selected unit moves there (a stack forms).
    if (selected >= 0 && selected != unit && contains(targets(), h)) return tapHex(h);
    if (game_.sideOf(unit) == game_.sideToMove()) return select(unit);
    selected = -1;
    return;
  }
  if (st == "declare-attack") {
    if (game_.sideOf(unit) == game_.sideToMove() && artillery(game_, unit)) selected = unit;
    return toggleDraft(unit);
  }
  if (st == "lose") {
    if (game_.flags(unit) & kInAttack) toggle(losses, unit);
    return;
  }
  if (contains(pending(), unit)) {
    selected = unit;
    return;
  }
  tapHex(h);
}

void Play::tapHex(int hex) {
  const std::string st = step();
  if (hex < 0) {
    selected = -1;
    return;
  }
  if (st == "move") {
    if (selected < 0) return;
    if (whereOf(game_, selected) == kInPool) {
      if (contains(game_.entryHexes(), hex)) submit(enterAt(selected, hex));
      return;
    }
    if (contains(targets(), hex))
      submit(moveTo(selected, hex));
    else
      selected = -1;
    return;
  }
  if (st == "retreat" || st == "advance" || st == "artillery-retreat") {
    // The engine's own list: the selected unit's retreat / advance into this hex, else any.
    std::optional<Action> pick;
    for (const Action& a : game_.legalActions()) {
      if ((a.type != ActionType::Retreat && a.type != ActionType::Advance) || a.path[0] != hex)
        continue;
      if (a.unit == selected || !pick) pick = a;
    }
    if (pick) submit(*pick);
  }
}

Action Play::draftAction() const {
  return attackOf(draft.attackers, draft.defenders, draft.bombarders, draft.odds);
}

std::variant<Refusal, int> Play::draftOdds() const {
  if (draft.defenders.empty()) return Refusal{"N9", "tap the enemy units to attack"};
  if (draft.attackers.empty() && draft.bombarders.empty())
    return Refusal{"N9", "tap your units that attack or bombard"};
  if (auto why = game_.check(draftAction())) return *why;
  return oddsColumn(game_, draft.attackers, draft.bombarders, draft.defenders, draft.odds);
}

bool Play::declareDraft() { return submit(draftAction()); }

bool Play::loseChosen() { return submit(loseUnits(losses)); }

bool Play::decline() {
  const std::string st = step();
  if (st == "advance") return submit(simple(ActionType::AdvanceNone));
  if (st == "artillery-retreat") return submit(simple(ActionType::RetreatNone));
  return false;
}

std::vector<int> Play::targets() const {
  std::vector<int> out;
  const std::string st = step();
  if (st == "move") {
    if (selected < 0) return out;
    if (whereOf(game_, selected) == kInPool)
      return game_.reinforcementDue(selected) ? game_.entryHexes() : out;
    if (whereOf(game_, selected) >= 0) return game_.reachable(selected);
    return out;
  }
  if (st == "declare-attack" || st == "lose" || st == "game-over") return out;
  for (const Action& a : game_.legalActions())
    if ((a.type == ActionType::Retreat || a.type == ActionType::Advance) &&
        (selected < 0 || a.unit == selected) && !contains(out, a.path[0]))
      out.push_back(a.path[0]);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<int> Play::sightRing(bool visible) const {
  std::vector<int> out;
  if (selected < 0 || !artillery(game_, selected) || whereOf(game_, selected) < 0) return out;
  const int from = whereOf(game_, selected);
  const naw::Hex a = game_.rules().hexAt(from);
  for (int h = 0; h < game_.board().size(); ++h)
    if (game_.board().onMap(h) && naw::distance(a, game_.rules().hexAt(h)) == 2 &&
        game_.board().lineOfSight(from, h) == visible)
      out.push_back(h);
  return out;
}

std::vector<int> Play::pending() const {
  std::vector<int> out;
  const std::string st = step();
  const std::uint16_t want = st == "retreat"             ? kMustRetreat
                             : st == "artillery-retreat" ? kMayRetreat
                             : st == "advance"           ? kMayAdvance
                             : st == "lose"              ? kInAttack
                                                         : 0;
  if (!want) return out;
  for (int u = 0; u < game_.unitCount() && u < kMaxUnits; ++u)
    if ((game_.flags(u) & want) && whereOf(game_, u) >= 0) out.push_back(u);
  return out;
}

const std::string& sideTitle(int side) {
  return naw::ui::tr(side == 0 ? "side.french_adjective" : "side.allied_adjective");
}

// The sequence of play is the standard game's (N3): the same phases in the same order.
static_assert(static_cast<int>(Phase::GameOver) == static_cast<int>(naw::Phase::GameOver));
std::string phaseLabel(Phase p) { return naw::ui::phaseLabel(static_cast<naw::Phase>(p)); }

std::string stepPrompt(const Play& play) {
  using naw::ui::tr;
  const std::string st = play.step();
  const std::string& side = tr(play.acting() == 0 ? "side.french" : "side.allied");
  if (st == "move") return tr("nlb.prompt.move", {{"side", side}});
  if (st == "declare-attack") return tr("nlb.prompt.declare", {{"side", side}});
  if (st == "retreat") return tr("nlb.prompt.retreat", {{"side", side}});
  if (st == "lose") return tr("nlb.prompt.lose", {{"side", side}});
  if (st == "artillery-retreat") return tr("nlb.prompt.artillery_retreat", {{"side", side}});
  if (st == "advance") return tr("nlb.prompt.advance", {{"side", side}});
  return tr("prompt.game_over");
}

}  // namespace nlb::ui
