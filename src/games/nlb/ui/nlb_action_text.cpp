#include "nlb_action_text.h"

#include "i18n.h"

namespace nlb::ui {

namespace {

std::string unitId(const Game& g, int u) {
  return u >= 0 && u < g.unitCount() ? g.rules().unit(u).id : "?";
}
std::string hexWords(const Game& g, int h) { return naw::formatHex(g.rules().hexAt(h)); }
std::string units(const Game& g, const Action& a, int from, int n) {
  std::string s;
  for (int i = from; i < from + n; ++i)
    s += (i > from ? ", " : "") + unitId(g, a.units[static_cast<std::size_t>(i)]);
  return s;
}

}  // namespace

std::vector<int> actionHexes(const Game& g, const Action& a) {
  std::vector<int> out(a.path.begin(), a.path.begin() + a.pathLength);
  auto hex = [&](int u) {
    if (u >= 0 && u < g.unitCount() && g.state().where[static_cast<std::size_t>(u)] >= 0)
      out.push_back(g.state().where[static_cast<std::size_t>(u)]);
  };
  for (int i = 0; i < a.nAttackers + a.nDefenders + a.nBombarders; ++i)
    hex(a.units[static_cast<std::size_t>(i)]);
  hex(a.unit);
  return out;
}

std::string describeAction(const Game& g, const Action& a, const core::AnyOutcome* o) {
  using naw::ui::tr;
  const std::string unit = unitId(g, a.unit);
  const std::string to = a.pathLength > 0 ? hexWords(g, a.path[a.pathLength - 1]) : "";
  switch (a.type) {
    case ActionType::Move:
      return tr("nlb.log.move", {{"unit", unit}, {"hex", to}});
    case ActionType::Enter:
      return tr("nlb.log.enter", {{"unit", unit}, {"hex", to}});
    case ActionType::Exit:
      return tr("nlb.log.exit", {{"unit", unit}});
    case ActionType::Undo:
      return tr("nlb.log.undo");
    case ActionType::EndPhase:
      return tr("nlb.log.end_phase");
    case ActionType::Attack: {
      const std::string bombarding =
          a.nBombarders > 0
              ? tr("nlb.log.bombarding",
                   {{"units", units(g, a, a.nAttackers + a.nDefenders, a.nBombarders)}})
              : "";
      const std::string att = units(g, a, 0, a.nAttackers);
      const std::string def = units(g, a, a.nAttackers, a.nDefenders);
      if (o && o->combat)
        return tr("nlb.log.attack_result", {{"attackers", att},
                                            {"defenders", def},
                                            {"bombarding", bombarding},
                                            {"odds", o->odds},
                                            {"die", o->die},
                                            {"result", o->result}});
      return tr("nlb.log.attack",
                {{"attackers", att}, {"defenders", def}, {"bombarding", bombarding}});
    }
    case ActionType::Retreat:
      return tr("nlb.log.retreat", {{"unit", unit}, {"hex", hexWords(g, a.path[0])}});
    case ActionType::RetreatNone:
      return tr("nlb.log.retreat_none");
    case ActionType::Advance:
      return tr("nlb.log.advance", {{"unit", unit}, {"hex", hexWords(g, a.path[0])}});
    case ActionType::AdvanceNone:
      return tr("nlb.log.advance_none");
    case ActionType::Lose:
      return tr("nlb.log.lose", {{"units", units(g, a, 0, a.nAttackers)}});
  }
  return "";
}

}  // namespace nlb::ui
