// Deployment: set-up (3.0, ruling W3), a returning dummy (15.3, W29), a rallied unit on its
// LOC hex (10.2, W27).
#include <algorithm>

#include "games/w20/rules.h"

namespace w20 {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }
constexpr std::uint16_t kLocBits[3] = {kLocFrench, kLocAngloDutch, kLocPrussian};
}  // namespace

std::optional<Refusal> Rules::checkDeploy(const Game& g, const Action& a) {
  const Step st = g.step();
  if (a.unit < 0 || a.unit >= kUnits || !(st.owedUnits & bit(a.unit)))
    return Refusal{"W3", "that unit is not owed for deployment now"};
  if (a.hex < 0 || a.hex >= kHexes) return Refusal{"syntax", "no such hex"};
  if (g.unitAt(a.hex) != kNoUnit) return Refusal{"6.5", "one unit per hex"};
  const UnitInfo& info = Game::roster()[a.unit];
  const Cell& cell = Game::map().cell(a.hex);
  switch (g.s_.phase) {
    case Phase::AlliedSetup:
    case Phase::FrenchSetup:
      if (!(cell.special & info.setupArea))
        return Refusal{"3.2", "a unit sets up on a hex of its set-up area (W3)"};
      return std::nullopt;
    case Phase::StartOfNight: {
      const std::vector<int> hexes = dummyHexes(g, a.unit);
      if (std::find(hexes.begin(), hexes.end(), a.hex) == hexes.end())
        return Refusal{"15.3", "a dummy returns beside a friendly unit and beside no enemy (W29)"};
      return std::nullopt;
    }
    case Phase::EndOfTurn:
      if (info.army == Army::None || !(cell.special & kLocBits[static_cast<int>(info.army)]))
        return Refusal{"10.2", "a rallied unit is placed on a LOC hex of its army (W27)"};
      return std::nullopt;
    default:
      break;
  }
  return Refusal{"W3", "nothing is deployed in this phase"};
}

void Rules::applyDeploy(Game& g, const Action& a) {
  State& s = g.s_;
  UnitState& us = s.units[z(a.unit)];
  us.status = UnitStatus::Map;
  us.hex = a.hex;
  us.faceUp = !s.fog;  // set up, returned and rallied face down with Fog of War (W3, W29)
  us.routed = false;
  s.deployOwed &= ~bit(a.unit);
  // W29: the Allied dummy returns after the French one.
  if (s.phase == Phase::StartOfNight && a.unit == kFrDummy &&
      s.units[z(kAlDummy)].status == UnitStatus::Removed && !dummyHexes(g, kAlDummy).empty())
    s.deployOwed |= bit(kAlDummy);
}

}  // namespace w20
