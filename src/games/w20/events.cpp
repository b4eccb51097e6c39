// Random events (5.0, ruling W24): one die at the start of a player turn.
#include "games/w20/rules.h"

namespace w20 {

namespace {
// Die 1..6 -> event, per side (W24).
constexpr Event kFrench[6] = {
    Event::ConflictingOrders, Event::Mud,          Event::None, Event::None,
    Event::GrandBattery,      Event::ViveLEmpereur};
constexpr Event kAllied[6] = {Event::DividedCommand, Event::Mud,       Event::None,
                              Event::None,           Event::Vorwaerts, Event::HardPounding};
}  // namespace

void Rules::applyEvent(Game& g, Outcome& out) {
  const Side side = phasingSide(g.s_.phase);
  const int die = g.rollDie();
  const Event e = (side == Side::French ? kFrench : kAllied)[die - 1];
  const auto i = static_cast<std::size_t>(sideIndex(side));
  g.s_.event[i] = e;
  g.s_.eventDie[i] = static_cast<std::uint8_t>(die);
  if (e == Event::ViveLEmpereur || e == Event::HardPounding)
    changeMorale(g, side, +1, MoraleReason::Event);  // M6
  out.die = die;
  out.event = e;
}

}  // namespace w20
