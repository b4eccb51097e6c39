// Plain words for an action of the standard game, in the player's language (the log, the
// computer's moves, the replay, the text layer): pure, so that native tests read them too.
#include "action_text.h"

#include "i18n.h"

namespace naw::ui {

namespace {

std::string unitName(const Game& g, int u) {
  if (u < 0 || u >= g.rules().unitCount()) return "?";
  return g.rules().unit(u).label;
}

std::string unitList(const Game& g, const std::vector<int>& units) {
  std::string s;
  for (std::size_t i = 0; i < units.size(); ++i) s += (i ? ", " : "") + unitName(g, units[i]);
  return s;
}

}  // namespace

std::string describeAction(const Game& g, const Action& a, const Outcome* outcome) {
  std::string s;
  switch (a.type) {
    case ActionType::Move:
      s = tr("log.move", {{"unit", unitName(g, a.unit)},
                          {"hex", a.path.empty() ? std::string("?") : formatHex(a.path.back())}});
      break;
    case ActionType::Enter:
      s = tr("log.enter", {{"unit", unitName(g, a.unit)}, {"hex", formatHex(a.hex)}});
      break;
    case ActionType::Exit:
      s = tr("log.exit", {{"unit", unitName(g, a.unit)}});
      break;
    case ActionType::Undo:
      s = tr("log.undo");
      break;
    case ActionType::EndPhase:
      s = tr("log.end_phase");
      break;
    case ActionType::Attack: {
      s = a.bombarders.empty() ? tr("log.attack", {{"attackers", unitList(g, a.attackers)},
                                                   {"defenders", unitList(g, a.defenders)}})
          : a.attackers.empty()
              ? tr("log.bombard", {{"bombarders", unitList(g, a.bombarders)},
                                   {"defenders", unitList(g, a.defenders)}})
              : tr("log.attack_bombard", {{"attackers", unitList(g, a.attackers)},
                                          {"bombarders", unitList(g, a.bombarders)},
                                          {"defenders", unitList(g, a.defenders)}});
      if (outcome && outcome->combat) {
        const Crt& crt = g.rules().crt();
        if (outcome->oddsColumn >= 0 && outcome->oddsColumn < crt.columns())
          s += tr("log.at_odds", {{"odds", crt.columnName(outcome->oddsColumn)}});
        s += tr("log.die", {{"die", outcome->die}, {"result", combatResultName(outcome->result)}});
      }
      break;
    }
    case ActionType::Retreat:
      s = tr("log.retreat", {{"unit", unitName(g, a.unit)}, {"hex", formatHex(a.hex)}});
      break;
    case ActionType::DeclineRetreat:
      s = tr("log.decline_retreat");
      break;
    case ActionType::Advance:
      s = tr("log.advance", {{"unit", unitName(g, a.unit)}, {"hex", formatHex(a.hex)}});
      break;
    case ActionType::DeclineAdvance:
      s = tr("log.decline_advance");
      break;
    case ActionType::ChooseLosses:
      s = tr("log.losses", {{"units", unitList(g, a.attackers)}});
      break;
  }
  return s;
}

}  // namespace naw::ui
