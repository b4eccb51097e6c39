// Game::view: what one side may see (15.0, ruling W29).
#include "games/w20/game.h"

namespace w20 {

View Game::view(Side side) const {
  View v;
  v.viewer = side;
  v.turn = s_.turn;
  v.phase = s_.phase;
  v.step = s_.step;
  v.winner = s_.winner;
  v.fog = s_.fog;
  v.penetration = s_.penetration;
  v.routedRule = s_.routedRule;
  v.morale = s_.morale;
  v.event = s_.event;
  v.forcedMarch = s_.forcedMarch;
  const Step st = step();
  v.owed = st.owed;
  v.owedSide = st.acting;
  v.owedUnits = st.acting == side ? st.owedUnits : 0;  // an enemy deploy reads deploy:SIDE
  // Declared combats are public: their units are face up once declared (15.1).
  v.nCombats = s_.nCombats;
  v.combats = s_.combats;
  // Units in marker order: French f1..f11, then Allied a1..a9.
  for (Side owner : {Side::French, Side::Allied})
    for (int m = 1; m <= kUnits; ++m)
      for (int u = 0; u < kUnits; ++u) {
        const UnitState& us = s_.units[static_cast<std::size_t>(u)];
        if (theRoster()[u].side != owner || us.marker != m) continue;
        const bool own = owner == side;
        if (!own && us.status == UnitStatus::Pending) continue;  // enemy pending units left out
        ViewUnit& vu = v.units[static_cast<std::size_t>(v.nUnits++)];
        const bool hidden = !own && us.status == UnitStatus::Map && !us.faceUp;
        vu.unit = static_cast<std::int8_t>(hidden ? kNoUnit : u);
        vu.side = owner;
        vu.marker = us.marker;
        vu.hex = us.hex;
        vu.status = us.status;
        vu.faceUp = us.faceUp;
        vu.routed = us.routed;
        vu.moved = hidden ? false : us.moved;
      }
  return v;
}

}  // namespace w20
