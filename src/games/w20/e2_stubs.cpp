// PLACEHOLDERS until the combat helper's combat.cpp, morale.cpp and victory.cpp land (branch
// e2): delete this file then. They are not the rules: no combat is possible (every combat
// action is refused, citing W14, and `end` ends a combat phase), no routed unit recovers, no
// LOC check, no night Morale Point, no rally, no victory check (a game ends after turn 10 with
// winner none).
#include "games/w20/rules.h"

namespace w20 {

void Rules::beginCombat(Game&) {}

std::optional<Refusal> Rules::checkCombat(const Game& g, const Action& a) {
  if (a.kind == ActionKind::End && isCombatPhase(g.state().phase)) return std::nullopt;
  return Refusal{"W14", "combat is not built yet"};
}

void Rules::applyCombat(Game& g, const Action& a, Outcome&) {
  if (a.kind == ActionKind::End) endPhase(g);
}

void Rules::combatActions(const Game& g, std::vector<Action>& out) {
  if (isCombatPhase(g.state().phase)) out.push_back(endAction());
}

Owed Rules::combatOwed(const Game&, Side&, std::uint32_t&) { return Owed::None; }

void Rules::endOfPlayerTurn(Game&, Side) {}
void Rules::nightMorale(Game&) {}
bool Rules::rallyOwed(const Game&, Side) { return false; }
std::optional<Refusal> Rules::checkRally(const Game&, const Action&) {
  return Refusal{"10.0", "rally is not built yet"};
}
void Rules::applyRally(Game&, const Action&, Outcome&) {}
void Rules::checkVictory(Game&) {}
void Rules::finalVictory(Game&) {}

}  // namespace w20
