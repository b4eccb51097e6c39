// legalActions(): every action the phasing player may take now (never empty while the game
// waits: a movement phase always offers undo or end; a combat phase offers what is owed,
// or attacks and end — end is refused only while some listed attack could meet an obligation).
#include "games/nlb/game.h"

namespace nlb {

std::vector<Action> Game::legalActions() const {
  std::vector<Action> out;
  if (over()) return out;
  if (s_.phase == Phase::FrenchMove || s_.phase == Phase::AlliedMove) {
    for (int u = 0; u < unitCount(); ++u) {
      if (sideOf(u) != sideToMove()) continue;
      const int w = s_.where[static_cast<std::size_t>(u)];
      if (w == kInPool) {
        if (!reinforcementDue(u)) continue;
        for (int e : entryHexes())
          if (entryCostHalves(e) <= allowanceHalves(u)) out.push_back(enterAt(u, e));
      } else if (w >= 0) {
        for (int h : reachable(u)) out.push_back(moveTo(u, h));
        if (!checkExit(exitMap(u))) out.push_back(exitMap(u));
      }
    }
    if (!undo_.empty()) out.push_back(simple(ActionType::Undo));
  } else {
    legalCombatActions(out);  // retreats, losses, an advance, or declarations
  }
  if (!checkEnd()) out.push_back(simple(ActionType::EndPhase));
  return out;
}

}  // namespace nlb
