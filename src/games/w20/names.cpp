// The protocol's words for the engine's enums (cli-protocol-w20.md).
#include <cstring>

#include "games/w20/game.h"

namespace w20 {

namespace {
constexpr const char* kPhaseNames[kPhases] = {
    "allied-setup", "french-setup",         "start-of-night", "french-events",
    "french-move",  "allied-countercharge", "french-combat",  "allied-events",
    "allied-move",  "french-countercharge", "allied-combat",  "end-of-turn",
    "game-over"};
}  // namespace

const char* phaseName(Phase p) {
  const auto i = static_cast<std::size_t>(p);
  return i < kPhases ? kPhaseNames[i] : "?";
}

std::optional<Phase> phaseByName(std::string_view name) {
  for (int i = 0; i + 1 < kPhases; ++i)
    if (name == kPhaseNames[i]) return static_cast<Phase>(i);
  return std::nullopt;
}

const char* stepName(CombatStep s) {
  return s == CombatStep::Declare ? "declare" : s == CombatStep::Resolve ? "resolve" : "-";
}

const char* winnerName(Winner w) {
  switch (w) {
    case Winner::French:
      return "french";
    case Winner::Allied:
      return "allied";
    case Winner::Draw:
      return "draw";
    case Winner::None:
      break;
  }
  return "none";
}

const char* sideName(Side s) { return s == Side::French ? "french" : "allied"; }

const char* eventName(Event e) {
  switch (e) {
    case Event::NotRolled:
      return "null";
    case Event::ConflictingOrders:
      return "conflicting-orders";
    case Event::Mud:
      return "mud";
    case Event::None:
      return "none";
    case Event::GrandBattery:
      return "grand-battery";
    case Event::ViveLEmpereur:
      return "vive-l-empereur";
    case Event::DividedCommand:
      return "divided-command";
    case Event::Vorwaerts:
      return "vorwaerts";
    case Event::HardPounding:
      return "hard-pounding";
  }
  return "?";
}

const char* resultName(Result r) {
  static constexpr const char* kNames[] = {"-", "AE", "AR", "AW", "N", "DW", "DR", "DE", "EX"};
  const auto i = static_cast<std::size_t>(r);
  return i < 9 ? kNames[i] : "?";
}

const char* statusName(UnitStatus s) {
  switch (s) {
    case UnitStatus::Map:
      return "map";
    case UnitStatus::Pending:
      return "pending";
    case UnitStatus::Eliminated:
      return "eliminated";
    case UnitStatus::Lost:
      return "lost";
    case UnitStatus::Removed:
      return "removed";
  }
  return "?";
}

const char* owedName(Owed o) {
  static constexpr const char* kNames[] = {"none", "deploy",  "event",   "defend", "roll",
                                           "lose", "retreat", "advance", "rally",  "none"};
  const auto i = static_cast<std::size_t>(o);
  return i < 10 ? kNames[i] : "?";
}

// W7: turns 1-3 on 16 June, 4-7 on the 17th, 8-10 on the 18th.
const char* dateName(int turn) { return turn <= 3 ? "16-june" : turn <= 7 ? "17-june" : "18-june"; }

const char* partName(int turn) {
  switch (turn) {
    case 1:
    case 5:
    case 9:
      return "afternoon";
    case 2:
    case 6:
    case 10:
      return "evening";
    case 3:
    case 7:
      return "night";
    default:
      return "morning";
  }
}

Side phasingSide(Phase p) {
  switch (p) {
    case Phase::AlliedSetup:
    case Phase::AlliedEvents:
    case Phase::AlliedMove:
    case Phase::FrenchCountercharge:
    case Phase::AlliedCombat:
      return Side::Allied;
    default:
      return Side::French;
  }
}

}  // namespace w20
