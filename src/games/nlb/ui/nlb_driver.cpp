#include "nlb_driver.h"

#include "nlb_module.h"

namespace nlb::ui {

namespace {
bool computerDecides(const Game& g, const std::array<bool, 2>& computer) {
  return !g.over() && computer[static_cast<std::size_t>(modules::nlbStep(g).acting)];
}
}  // namespace

std::vector<Action> computerActions(const Game& g, const std::array<bool, 2>& computer,
                                    ai::Level level) {
  std::vector<Action> out;
  if (!computerDecides(g, computer)) return out;
  if (!computer[static_cast<std::size_t>(g.sideToMove())]) {
    out.push_back(ai::combatChoice(g, level));  // its unit owes a choice in the human's phase
    return out;
  }
  // The whole phase planned on a copy (the level also settles the other side's owed choices
  // there, as its own guess), then kept only up to the first step the human decides: the
  // driver is asked again once he has.
  Game planned = g;
  const std::vector<Action> plan = ai::playPhase(planned, level);
  Game replay = g;
  for (const Action& a : plan) {
    if (!computerDecides(replay, computer) || replay.check(a)) break;
    replay.apply(a);
    out.push_back(a);
  }
  return out;
}

}  // namespace nlb::ui
