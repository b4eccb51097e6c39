// The Morale Index arithmetic (12.1, W21) shared by every part of the rules.
#include "games/w20/rules.h"

namespace w20 {

void Rules::changeMorale(Game& g, Side side, int delta, MoraleReason reason) {
  State& s = g.s_;
  const auto i = static_cast<std::size_t>(sideIndex(side));
  int v = s.morale[i] + delta;
  v = v < 0 ? 0 : v > 10 ? 10 : v;  // 12.1: gains above 10 are lost
  const int applied = v - s.morale[i];
  s.morale[i] = static_cast<std::int8_t>(v);
  MoraleEntry& e = s.moraleLog[static_cast<std::size_t>(s.moraleLogCount % kMoraleLog)];
  e.turn = s.turn;
  e.phase = s.phase;
  e.side = side;
  e.delta = static_cast<std::int8_t>(applied);
  e.reason = reason;
  e.after = static_cast<std::int8_t>(v);
  // The count keeps its value modulo kMoraleLog and tells whether the ring has wrapped.
  int n = s.moraleLogCount + 1;
  if (n >= 2 * kMoraleLog) n -= kMoraleLog;
  s.moraleLogCount = static_cast<std::uint8_t>(n);
}

bool Rules::canSpend(const Game& g, Side side, int points) {
  return g.s_.morale[static_cast<std::size_t>(sideIndex(side))] - points >= 1;  // W21
}

}  // namespace w20
