// Text names of the enums and the table (C17, C26).
#include <string_view>

#include "games/cn/action.h"
#include "games/cn/game.h"
#include "games/cn/state.h"

namespace cn {

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::FrenchMove:
      return "french-move";
    case Phase::FrenchSetup:
      return "french-setup";
    case Phase::FrenchResolve:
      return "french-resolve";
    case Phase::AlliedMove:
      return "allied-move";
    case Phase::AlliedSetup:
      return "allied-setup";
    case Phase::AlliedResolve:
      return "allied-resolve";
    case Phase::GameOver:
      return "game-over";
  }
  return "?";
}

const char* stepName(StepKind k) {
  switch (k) {
    case StepKind::Move:
      return "move";
    case StepKind::Declare:
      return "declare";
    case StepKind::ChooseAttack:
      return "choose-attack";
    case StepKind::Advance:
      return "advance";
    case StepKind::GameOver:
      return "game-over";
  }
  return "?";
}

const char* unitStatusName(UnitStatus s) {
  switch (s) {
    case UnitStatus::OnMap:
      return "on-map";
    case UnitStatus::Waiting:
      return "waiting";
    case UnitStatus::Exited:
      return "exited";
    case UnitStatus::Eliminated:
      return "eliminated";
    case UnitStatus::Off:
      return "off";
  }
  return "?";
}

const char* winnerName(Winner w) {
  switch (w) {
    case Winner::None:
      return "none";
    case Winner::French:
      return "french";
    case Winner::Allied:
      return "allied";
    case Winner::Draw:
      return "draw";
  }
  return "?";
}

const char* resultName(Result r) {
  switch (r) {
    case Result::AE:
      return "AE";
    case Result::AR:
      return "AR";
    case Result::DR:
      return "DR";
    case Result::DE:
      return "DE";
    case Result::EX:
      return "EX";
  }
  return "?";
}

const char* actionTypeName(ActionType t) {
  switch (t) {
    case ActionType::Move:
      return "move";
    case ActionType::Exit:
      return "exit";
    case ActionType::Undo:
      return "undo";
    case ActionType::EndPhase:
      return "end";
    case ActionType::Declare:
      return "declare";
    case ActionType::Cancel:
      return "cancel";
    case ActionType::Resolve:
      return "resolve";
    case ActionType::Advance:
      return "advance";
    case ActionType::DeclineAdvance:
      return "advance-none";
  }
  return "?";
}

namespace {
const char* const kOddsNames[kOddsColumns] = {"1-5", "1-4", "1-3", "1-2", "1-1",
                                              "2-1", "3-1", "4-1", "5-1", "6-1"};
// C17, rows = random number 0..9, columns 1-5 .. 6-1.
constexpr Result AE = Result::AE, AR = Result::AR, DR = Result::DR, DE = Result::DE,
                 EX = Result::EX;
constexpr Result kTable[10][kOddsColumns] = {
    {AE, AR, AR, DR, DR, DE, DE, DE, DE, DE}, {AE, AR, AR, DR, DR, DR, DE, DE, DE, DE},
    {AE, AE, AR, AR, DR, DR, DR, DE, DE, DE}, {AE, AE, AR, AR, DR, DR, DR, DE, DE, DE},
    {AE, AE, AE, AR, DR, DR, DR, DR, DE, DE}, {AE, AE, AE, AR, AR, DR, DR, DR, DE, DE},
    {AE, AE, AE, AR, AR, DR, DR, DR, EX, DE}, {AE, AE, AE, AR, AR, EX, DR, EX, EX, DE},
    {AE, AE, AE, AE, AR, EX, EX, EX, EX, DE}, {AE, AE, AE, AE, AR, AR, EX, EX, EX, DE},
};
}  // namespace

const char* oddsName(int column) {
  return column >= 0 && column < kOddsColumns ? kOddsNames[column] : "?";
}
int oddsByName(std::string_view name) {
  for (int c = 0; c < kOddsColumns; ++c)
    if (name == kOddsNames[c]) return c;
  return -1;
}

int oddsColumn(int attack, int defence) {
  if (attack <= 0) return 0;
  if (defence <= 0) return kOddsColumns - 1;
  if (attack >= defence) {
    const int n = attack / defence;  // n-1, rounded for the defender (C16)
    return n >= 6 ? 9 : 3 + n;
  }
  const int k = (defence + attack - 1) / attack;  // 1-k
  return k >= 5 ? 0 : 5 - k;
}

Result combatResult(int column, int number) {
  if (column < 0) column = 0;
  if (column >= kOddsColumns) column = kOddsColumns - 1;
  if (number < 0 || number > 9) number = 0;
  return kTable[number][column];
}

}  // namespace cn
