// Victory (14.0, ruling W28): by morale only, the moment an index reaches 0, or after turn 10.
#include "games/w20/morale_math.h"
#include "games/w20/rules.h"

namespace w20 {

void Rules::checkVictory(Game& g) {
  State& s = g.s_;
  if (s.winner != Winner::None) return;
  const Winner w = moraleVerdict(s.morale[0], s.morale[1]);
  if (w == Winner::None) return;
  s.winner = w;
  s.endedIn = s.phase;
  s.phase = Phase::GameOver;  // 14.1-14.3: at once, whatever was under way
  s.step = CombatStep::None;
  s.deployOwed = 0;
  s.resolution = Resolution{};
}

void Rules::finalVictory(Game& g) {
  State& s = g.s_;
  if (s.winner == Winner::None) s.winner = finalVerdict(s.morale[0], s.morale[1]);
}

}  // namespace w20
