// Game::legalActions: every legal action of the current step, in a fixed order.
#include "games/w20/rules.h"

namespace w20 {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

void addIfLegal(const Game& g, const Action& a, std::vector<Action>& out) {
  if (!g.check(a)) out.push_back(a);
}
}  // namespace

// Order: what is owed (deployments: unit then hex ascending; the event; rally choices;
// combat steps as combat.cpp lists them); else by phase: movement — Forced March purchases,
// then for each unit (ascending id) a move or entry to every hex it may end on (by one
// cheapest path), then End; countercharge — disengagements and penetrations (unit, hex
// ascending), then the countercharges combat.cpp lists, then End; combat — combat.cpp's
// list. Reveal (15.1a, legal at any moment) is listed last for each own face-down unit of
// the acting side.
std::vector<Action> Game::legalActions() const {
  std::vector<Action> out;
  if (over()) return out;
  const Step st = step();
  switch (st.owed) {
    case Owed::Deploy:
      for (int u = 0; u < kUnits; ++u) {
        if (!(st.owedUnits & bit(u))) continue;
        if (s_.phase == Phase::StartOfNight) {  // a returning dummy: its hexes at once (W29)
          for (int h : Rules::dummyHexes(*this, u)) out.push_back(deployAction(u, h));
          continue;
        }
        // Set-up areas (W3) and LOC hexes (W27) only: the other hexes are refused anyway.
        const std::uint16_t where =
            s_.phase == Phase::EndOfTurn
                ? static_cast<std::uint16_t>(kLocFrench | kLocAngloDutch | kLocPrussian)
                : theRoster()[u].setupArea;
        for (int h = 0; h < kHexes; ++h)
          if (theMap().cell(h).special & where) addIfLegal(*this, deployAction(u, h), out);
      }
      break;
    case Owed::Event:
      out.push_back(eventAction());
      break;
    case Owed::Rally:
      addIfLegal(*this, rallyAction(false, Army::None), out);
      if (st.acting == Side::French) {
        addIfLegal(*this, rallyAction(true, Army::French), out);
      } else {
        for (Army a : {Army::AngloDutch, Army::Prussian, Army::None})
          addIfLegal(*this, rallyAction(true, a), out);
      }
      break;
    case Owed::Defend:
    case Owed::Roll:
    case Owed::Lose:
    case Owed::Retreat:
    case Owed::Advance:
      Rules::combatActions(*this, out);
      break;
    case Owed::GameOver:
      return out;
    case Owed::None:
      if (isMovePhase(s_.phase)) {
        if (phasingSide(s_.phase) == Side::French) {
          addIfLegal(*this, marchAction(Army::French), out);
        } else {
          for (Army a : {Army::AngloDutch, Army::Prussian, Army::None})
            addIfLegal(*this, marchAction(a), out);
        }
        for (int u = 0; u < kUnits; ++u) {
          if (movementBlocked(u)) continue;
          const bool enter = s_.units[z(u)].status == UnitStatus::Pending;
          for (int h : reachable(u)) {
            const std::vector<int> path = pathTo(u, h);
            out.push_back(enter ? enterAction(u, path.data(), static_cast<int>(path.size()))
                                : moveAction(u, path.data(), static_cast<int>(path.size())));
          }
        }
        out.push_back(endAction());
      } else if (isCounterchargePhase(s_.phase)) {
        const Side acting = enemyOf(phasingSide(s_.phase));
        for (int u = 0; u < kUnits; ++u) {
          const UnitState& us = s_.units[z(u)];
          if (us.status != UnitStatus::Map || theRoster()[u].side != acting || us.acted) continue;
          for (int d = 0; d < kDirs; ++d) {
            const int n = theMap().neighbour(us.hex, d);
            if (n == kNoHex) continue;
            addIfLegal(*this, disengageAction(u, n), out);
            addIfLegal(*this, penetrateAction(u, n), out);
          }
        }
        Rules::combatActions(*this, out);
        out.push_back(endAction());
      } else if (isCombatPhase(s_.phase)) {
        Rules::combatActions(*this, out);
      }
      break;
  }
  if (s_.fog)
    for (int u = 0; u < kUnits; ++u)
      if (theRoster()[u].side == st.acting && s_.units[z(u)].status == UnitStatus::Map &&
          !s_.units[z(u)].faceUp)
        out.push_back(revealAction(u));
  return out;
}

}  // namespace w20
