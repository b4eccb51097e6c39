// commandText: an action as the protocol's command (what `ai` prints), naming a counter the
// acting side sees face down by its marker (cli-protocol-w20.md: a marker may stand for an id).
#include "games/w20/cli/w20_session.h"

namespace w20::cli {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

std::string nameFor(const Game& g, int u, Side acting) {
  const UnitState& us = g.unit(u);
  const Side owner = Game::roster()[u].side;
  if (owner != acting && us.status == UnitStatus::Map && !us.faceUp)
    return std::string(owner == Side::French ? "f" : "a") + std::to_string(us.marker);
  return unitName(u);
}

std::string names(const Game& g, std::uint32_t mask, Side acting) {
  std::string out;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) out += (out.empty() ? "" : ",") + nameFor(g, u, acting);
  return out;
}

std::string path(const Action& a) {
  std::string out;
  for (int i = 0; i < a.pathLength; ++i) out += " " + formatHex(a.path[z(i)]);
  return out;
}

const char* armyWord(Army a) {
  switch (a) {
    case Army::French:
      return "french";
    case Army::AngloDutch:
      return "ad";
    case Army::Prussian:
      return "pr";
    default:
      return "all";
  }
}
}  // namespace

std::string commandText(const Game& g, const Action& a) {
  const Side acting = g.step().acting;
  switch (a.kind) {
    case ActionKind::Deploy:
      return "deploy " + unitName(a.unit) + " " + formatHex(a.hex);
    case ActionKind::RollEvent:
      return "event";
    case ActionKind::March:
      return a.army == Army::French ? "march" : std::string("march ") + armyWord(a.army);
    case ActionKind::Move:
      return "move " + unitName(a.unit) + path(a);
    case ActionKind::Enter:
      return "enter " + unitName(a.unit) + path(a);
    case ActionKind::Undo:
      return "undo";
    case ActionKind::Reveal:
      return "reveal " + unitName(a.unit);
    case ActionKind::Disengage:
      return "disengage " + unitName(a.unit) + " " + formatHex(a.hex);
    case ActionKind::Penetrate:
      return "penetrate " + unitName(a.unit) + " " + formatHex(a.hex);
    case ActionKind::Countercharge:
    case ActionKind::Declare:
      return std::string(a.kind == ActionKind::Declare ? "declare " : "countercharge ") +
             names(g, a.attackers, acting) + " -> " + names(g, a.defenders, acting);
    case ActionKind::End:
      return "end";
    case ActionKind::Resolve:
      return "resolve " + std::to_string(a.number);
    case ActionKind::Defend:
      return a.flag ? "defend 1" : "defend 0";
    case ActionKind::Roll:
      return std::string("roll mp=") + (a.flag ? "1" : "0") + (a.battery ? " battery" : "") +
             (a.lowered ? " diff=" + std::to_string(a.diff) : "");
    case ActionKind::Retreat:
      return "retreat " + unitName(a.unit) + path(a);
    case ActionKind::Lose:
      return "lose " + names(g, a.attackers, acting);
    case ActionKind::Advance:
      return "advance " + unitName(a.unit) + path(a);
    case ActionKind::AdvanceNone:
      return "advance none";
    case ActionKind::Rally:
      return a.flag ? std::string("rally mp=") + armyWord(a.army) : "rally";
  }
  return "end";
}

}  // namespace w20::cli
