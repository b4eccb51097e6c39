#include "cn_computer.h"

#include <cstdio>

#include "i18n.h"

namespace cn::ui {
using naw::ui::tr;
namespace {

std::string id(int u) { return Game::roster().unit(u).id; }
std::string code(int sq) { return std::to_string(codeOf(sq)); }

template <std::size_t N>
std::string ids(const std::array<std::int8_t, N>& a, int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += (i ? ", " : "") + id(a[static_cast<std::size_t>(i)]);
  return s;
}

}  // namespace

std::vector<int> actionSquares(const Game& g, const Action& a) {
  std::vector<int> out(a.path.begin(), a.path.begin() + a.pathLength);
  auto square = [&](int u) {
    if (u >= 0 && g.statusOf(u) == UnitStatus::OnMap) out.push_back(g.squareOf(u));
  };
  for (int i = 0; i < a.nAttackers; ++i) square(a.attackers[static_cast<std::size_t>(i)]);
  for (int i = 0; i < a.nBombarders; ++i) square(a.bombarders[static_cast<std::size_t>(i)]);
  for (int i = 0; i < a.nDefenders; ++i) square(a.defenders[static_cast<std::size_t>(i)]);
  if (a.type != ActionType::Move) square(a.unit);
  return out;
}

std::string describeAction(const Game& g, const Action& a, const Outcome* o) {
  switch (a.type) {
    case ActionType::Move: {
      std::string path = code(g.squareOf(a.unit));
      for (int i = 0; i < a.pathLength; ++i)
        path += " - " + code(a.path[static_cast<std::size_t>(i)]);
      return tr("cn.log.move", {{"unit", id(a.unit)}, {"path", path}});
    }
    case ActionType::Exit:
      return tr("cn.log.exit", {{"unit", id(a.unit)}});
    case ActionType::Undo:
      return tr("cn.log.undo");
    case ActionType::EndPhase:
      return tr("cn.log.end_phase");
    case ActionType::Declare: {
      const std::string att = ids(a.attackers, a.nAttackers);
      const std::string bomb = ids(a.bombarders, a.nBombarders);
      const int n = a.nAttackers + a.nBombarders;
      std::string s = !a.nBombarders ? naw::ui::trn("cn.log.attack", n, {{"attackers", att}})
                      : att.empty()  ? naw::ui::trn("cn.log.bombard", n, {{"bombarders", bomb}})
                                     : naw::ui::trn("cn.log.attack_bombard", n,
                                                    {{"attackers", att}, {"bombarders", bomb}});
      s = naw::ui::substitute(std::move(s), {{"defenders", ids(a.defenders, a.nDefenders)}});
      const auto odds = g.oddsFor(a);
      if (const auto* od = std::get_if<Game::Odds>(&odds))
        s += " (" + std::string(oddsName(od->shifted)) + ")";
      return s;
    }
    case ActionType::Cancel:
      return tr("cn.log.cancel", {{"unit", id(a.unit)}});
    case ActionType::Resolve: {
      if (o && o->combat)
        return tr("cn.log.resolve_result", {{"unit", id(a.unit)},
                                            {"odds", oddsName(o->odds)},
                                            {"number", o->number},
                                            {"result", resultName(o->result)}});
      return tr("cn.log.resolve", {{"unit", id(a.unit)}});
    }
    case ActionType::Advance:
      return tr("cn.log.advance", {{"unit", id(a.unit)}, {"square", code(a.square)}});
    case ActionType::DeclineAdvance:
      return tr("cn.log.decline_advance");
  }
  return "";
}

bool Computer::think(const Play& play, int work) {
  const Game& g = play.game();
  if (g.over() || play.humanActs()) return false;
  if (ready_ && readyFor_ == g.hash()) return true;
  ready_.reset();
  if (!player_.think(g, work)) return false;
  ready_ = player_.take();
  readyFor_ = g.hash();
  return true;
}

std::optional<Action> Computer::step(Play& play) {
  while (!think(play, 1 << 20))
    if (play.game().over() || play.humanActs()) return std::nullopt;
  return submit(play);
}

std::optional<Action> Computer::submit(Play& play) {
  const Game& g = play.game();
  if (!ready_ || readyFor_ != g.hash() || g.over() || play.humanActs()) return std::nullopt;
  const Action a = *ready_;
  ready_.reset();
  std::string words = describeAction(g, a);
  bool applied = false;
  if (a.type == ActionType::Resolve) {
    applied = play.resolve(a.unit);  // keeps the combat, its attackers and retreats for display
    if (applied && play.lastCombat) words = describeAction(g, a, &play.lastCombat->outcome);
  } else if (a.type == ActionType::Move) {
    std::vector<int> trail{g.squareOf(a.unit)};  // drawn from the old square
    for (int i = 0; i < a.pathLength; ++i) trail.push_back(a.path[static_cast<std::size_t>(i)]);
    applied = play.submit(a);
    if (applied) play.lastPath = trail;
  } else {
    if (a.type == ActionType::EndPhase) play.lastPath.clear();
    applied = play.submit(a);
  }
  if (!applied) {  // never expected (the player hands out checked actions): any legal one
    const std::vector<Action> legal = g.legalActions();
    if (legal.empty()) return std::nullopt;
    words = describeAction(g, legal.front());
    if (!play.submit(legal.front())) return std::nullopt;
    last_ = words;
    return legal.front();
  }
  last_ = words;
  return a;
}

}  // namespace cn::ui
