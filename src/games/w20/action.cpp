#include "games/w20/action.h"

namespace w20 {

bool operator==(const Action& a, const Action& b) {
  if (a.kind != b.kind || a.unit != b.unit || a.hex != b.hex || a.pathLength != b.pathLength ||
      a.attackers != b.attackers || a.defenders != b.defenders || a.army != b.army ||
      a.number != b.number || a.flag != b.flag || a.battery != b.battery ||
      a.lowered != b.lowered || a.diff != b.diff)
    return false;
  for (int i = 0; i < a.pathLength && i < kMaxPath; ++i)
    if (a.path[static_cast<std::size_t>(i)] != b.path[static_cast<std::size_t>(i)]) return false;
  return true;
}

namespace {
Action make(ActionKind kind) {
  Action a;
  a.kind = kind;
  return a;
}
Action withPath(ActionKind kind, int unit, const int* path, int length) {
  Action a = make(kind);
  a.unit = static_cast<std::int8_t>(unit);
  a.pathLength = static_cast<std::uint8_t>(length < 0 ? 0 : length > kMaxPath ? kMaxPath : length);
  for (int i = 0; i < a.pathLength; ++i)
    a.path[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(path[i]);
  return a;
}
Action unitHex(ActionKind kind, int unit, int hex) {
  Action a = make(kind);
  a.unit = static_cast<std::int8_t>(unit);
  a.hex = static_cast<std::int16_t>(hex);
  return a;
}
}  // namespace

Action deployAction(int unit, int hex) { return unitHex(ActionKind::Deploy, unit, hex); }
Action eventAction() { return make(ActionKind::RollEvent); }
Action marchAction(Army army) {
  Action a = make(ActionKind::March);
  a.army = army;
  return a;
}
Action moveAction(int unit, const int* path, int length) {
  return withPath(ActionKind::Move, unit, path, length);
}
Action enterAction(int unit, const int* path, int length) {
  return withPath(ActionKind::Enter, unit, path, length);
}
Action undoAction() { return make(ActionKind::Undo); }
Action revealAction(int unit) { return unitHex(ActionKind::Reveal, unit, kNoHex); }
Action disengageAction(int unit, int hex) { return unitHex(ActionKind::Disengage, unit, hex); }
Action penetrateAction(int unit, int hex) { return unitHex(ActionKind::Penetrate, unit, hex); }
Action counterchargeAction(std::uint32_t attackers, std::uint32_t defenders) {
  Action a = make(ActionKind::Countercharge);
  a.attackers = attackers;
  a.defenders = defenders;
  return a;
}
Action declareAction(std::uint32_t attackers, std::uint32_t defenders) {
  Action a = make(ActionKind::Declare);
  a.attackers = attackers;
  a.defenders = defenders;
  return a;
}
Action endAction() { return make(ActionKind::End); }
Action resolveAction(int number) {
  Action a = make(ActionKind::Resolve);
  a.number = static_cast<std::uint8_t>(number);
  return a;
}
Action defendAction(bool spend) {
  Action a = make(ActionKind::Defend);
  a.flag = spend;
  return a;
}
Action rollAction(bool mp, bool battery, bool lowered, int diff) {
  Action a = make(ActionKind::Roll);
  a.flag = mp;
  a.battery = battery;
  a.lowered = lowered;
  a.diff = static_cast<std::int8_t>(lowered ? diff : 0);
  return a;
}
Action retreatAction(int unit, const int* path, int length) {
  return withPath(ActionKind::Retreat, unit, path, length);
}
Action loseAction(std::uint32_t units) {
  Action a = make(ActionKind::Lose);
  a.attackers = units;
  return a;
}
Action advanceAction(int unit, const int* path, int length) {
  return withPath(ActionKind::Advance, unit, path, length);
}
Action advanceNoneAction() { return make(ActionKind::AdvanceNone); }
Action rallyAction(bool spend, Army army) {
  Action a = make(ActionKind::Rally);
  a.flag = spend;
  a.army = spend ? army : Army::None;
  return a;
}

}  // namespace w20
