// Combat queries for front ends (naw-cli, the page's combat planner, the computer): what is
// still owed in a declaration step, and the figures and chances of an attack before it is
// declared or rolled (W14-W16). The rules themselves are Rules' (rules.h, combat*.cpp).
#pragma once

#include <array>
#include <cstdint>

#include "games/w20/game.h"

namespace w20 {

// W14: the units whose obligation is not yet met by a declared attack (an excused unit,
// W24, is met; obligations that involved a dummy removed since the phase began have
// lapsed), as masks. Zero outside step `declare`.
void unmetObligations(const Game& g, std::uint32_t& attackers, std::uint32_t& defenders);

// The figures of an attack of `attackers` on `defenders` in the current position (W15): the
// totals with the Morale Points and the Grand Battery as given, the differential, the column
// used, and for each result how many of the six die faces give it (W16). The units need not
// form a legal declaration; off-map units count nothing.
struct CombatPreview {
  int attack = 0, defence = 0, differential = 0, column = 0;
  std::array<std::uint8_t, 9> faces{};  // indexed by Result
};
CombatPreview previewCombat(const Game& g, std::uint32_t attackers, std::uint32_t defenders,
                            bool countercharge, bool attackerMp, bool defenderMp, bool battery);

}  // namespace w20
