// The public combat queries of combat.h.
#include "games/w20/combat.h"

#include "games/w20/combat_internal.h"
#include "games/w20/crt.h"

namespace w20 {

void unmetObligations(const Game& g, std::uint32_t& attackers, std::uint32_t& defenders) {
  attackers = defenders = 0;
  const State& s = g.state();
  if (!isCombatPhase(s.phase) || s.step != CombatStep::Declare) return;
  combat::unmetObligations(g, attackers, defenders);
}

CombatPreview previewCombat(const Game& g, std::uint32_t attackers, std::uint32_t defenders,
                            bool countercharge, bool attackerMp, bool defenderMp, bool battery) {
  Combat c;
  for (int u = 0; u < kUnits; ++u) {
    if (!g.onMap(u)) continue;
    if (attackers & bit(u)) c.attackers |= bit(u);
    if (defenders & bit(u)) c.defenders |= bit(u);
  }
  c.countercharge = countercharge;
  CombatPreview p;
  p.attack = combat::attackStrength(g, c) + (attackerMp ? 1 : 0) + (battery ? 1 : 0);
  p.defence = combat::defenceStrength(g, c) + (defenderMp ? 1 : 0);
  p.differential = p.attack - p.defence;
  p.column = crtColumn(p.differential);
  p.faces = columnFaces(p.column);
  return p;
}

}  // namespace w20
