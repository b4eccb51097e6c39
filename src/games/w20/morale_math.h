// Army morale arithmetic (12.1, 12.2, W21) and the victory conditions (14.0, W28): pure
// functions of the two indexes, used by morale.cpp on the game state.
#pragma once

#include "games/w20/state.h"

namespace w20 {

constexpr int kMaxMorale = 10;  // 12.1: gains above 10 are lost

// W21 / 12.2: an index after the summed change of one moment: clamped to 0..10.
constexpr int applyMoraleDelta(int index, int delta) {
  const int v = index + delta;
  return v < 0 ? 0 : (v > kMaxMorale ? kMaxMorale : v);
}

// W28 / 14.1-14.3: the verdict the moment the indexes are these: French win when the Allied
// index is 0 and theirs at least 1, Allies the reverse, both 0 a draw; else none.
constexpr Winner moraleVerdict(int french, int allied) {
  if (french <= 0 && allied <= 0) return Winner::Draw;
  if (allied <= 0) return Winner::French;
  if (french <= 0) return Winner::Allied;
  return Winner::None;
}

// W28 / 14.2: after the last turn (no side broken): Allies win with at least 1 more point,
// otherwise a draw (the French win only by breaking the Allies).
constexpr Winner finalVerdict(int french, int allied) {
  const Winner v = moraleVerdict(french, allied);
  if (v != Winner::None) return v;
  return allied >= french + 1 ? Winner::Allied : Winner::Draw;
}

}  // namespace w20
