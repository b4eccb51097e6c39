// Army morale arithmetic (12.1, 12.2, W21) and the victory conditions (14.0, W28): pure
// functions of the two indexes, used by morale.cpp on the game state.
#pragma once

#include <cstdint>

namespace w20 {

constexpr int kMaxMorale = 10;  // 12.1: gains above 10 are lost

// W21 / 12.2: an index after the summed change of one moment: clamped to 0..10.
constexpr int applyMoraleDelta(int index, int delta) {
  const int v = index + delta;
  return v < 0 ? 0 : (v > kMaxMorale ? kMaxMorale : v);
}

// W21 [designed]: a side may spend `points` only if it keeps at least 1.
constexpr bool canSpendMorale(int index, int points) { return index - points >= 1; }

enum class MoraleVerdict : std::uint8_t { None, French, Allied, Draw };

// W28 / 14.1-14.3: the verdict the moment the indexes are these: French win when the Allied
// index is 0 and theirs at least 1, Allies the reverse, both 0 a draw; else none.
constexpr MoraleVerdict moraleVerdict(int french, int allied) {
  if (french <= 0 && allied <= 0) return MoraleVerdict::Draw;
  if (allied <= 0) return MoraleVerdict::French;
  if (french <= 0) return MoraleVerdict::Allied;
  return MoraleVerdict::None;
}

// W28 / 14.2: after the last turn (no side broken): Allies win with at least 1 more point,
// otherwise a draw (the French win only by breaking the Allies).
constexpr MoraleVerdict finalVerdict(int french, int allied) {
  const MoraleVerdict v = moraleVerdict(french, allied);
  if (v != MoraleVerdict::None) return v;
  return allied >= french + 1 ? MoraleVerdict::Allied : MoraleVerdict::Draw;
}

}  // namespace w20
