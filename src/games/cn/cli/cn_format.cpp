// Text forms of the CN protocol (C26): status fields, actions, resolution answers.
#include "games/cn/cli/cn_session.h"

namespace cn::cli {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }
const std::string& id(int u) { return theRoster().unit(u).id; }
std::string list(const std::array<std::int8_t, kMaxInAttack>& units, int n) {
  std::string s;
  for (int k = 0; k < n; ++k) s += (k ? "," : "") + id(units[z(k)]);
  return s;
}
}  // namespace

std::string statusFields(const Game& g) {
  const State& s = g.state();
  const Phase p = s.phase == Phase::GameOver ? s.endedIn : s.phase;
  return "turn=" + std::to_string(s.turn) + " phase=" + phaseName(p) +
         " french-lost=" + std::to_string(s.frenchLost) +
         " allied-lost=" + std::to_string(s.alliedLost) + " exited=" + std::to_string(s.exited) +
         " demoralized=" + (g.demoralized() ? "yes" : "no") + " winner=" + winnerName(s.winner);
}

std::string formatAction(const Action& a) {
  switch (a.type) {
    case ActionType::Move: {
      std::string s = "move " + id(a.unit);
      for (int i = 0; i < a.pathLength; ++i) s += " " + formatSquare(a.path[z(i)]);
      return s;
    }
    case ActionType::Exit:
      return "exit " + id(a.unit);
    case ActionType::Undo:
      return "undo";
    case ActionType::EndPhase:
      return "end";
    case ActionType::Declare: {
      std::string s = "declare ";
      if (a.nAttackers) s += list(a.attackers, a.nAttackers) + " ";
      s += "-> " + list(a.defenders, a.nDefenders);
      if (a.nBombarders) s += " bombard=" + list(a.bombarders, a.nBombarders);
      return s;
    }
    case ActionType::Cancel:
      return "cancel " + id(a.unit);
    case ActionType::Resolve:
      return "resolve " + id(a.unit);
    case ActionType::Advance:
      return "advance " + id(a.unit) + " " + formatSquare(a.square);
    case ActionType::DeclineAdvance:
      return "advance none";
  }
  return "?";
}

std::string formatOutcome(const Outcome& o) {
  std::string s =
      std::string(oddsName(o.odds)) + " " + std::to_string(o.number) + " " + resultName(o.result);
  if (o.nEliminated) {
    s += " eliminated=";
    for (int k = 0; k < o.nEliminated; ++k) s += (k ? "," : "") + id(o.eliminated[z(k)]);
  }
  if (o.nRetreated) {
    s += " retreated=";
    for (int k = 0; k < o.nRetreated; ++k)
      s += (k ? "," : "") + id(o.retreated[z(k)]) + ":" + formatSquare(o.retreatedTo[z(k)]);
  }
  if (o.advanceAwaited) s += " advance=yes";
  return s;
}

}  // namespace cn::cli
