// Waterloo 20 by link: the hidden identities of one side's counters (FOG-MODEL.md). Each
// side's counters are known to the other only by their markers (f1..f11, a1..a9); which
// counter wears which marker is this side's secret, drawn from its LocalSecret, and every
// marker's identity is committed with a salt of its own before play:
//   commit(m) = SHA-256("W20 fog v1" || side || m || unit id || salt(m))[:16]
// A marker is revealed by publishing (unit, salt); the receiver hashes and compares. Pure.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "commit.h"
#include "games/w20/state.h"

namespace modules::w20link {

namespace persist = naw::persist;

// Slots: a counter as the other side knows it. French markers f1..f11 are slots 0..10,
// Allied a1..a9 slots 11..19 (one 20-bit mask holds any set of counters, like unit masks).
constexpr int kSlots = w20::kUnits;
constexpr int kFrenchMarkers = 11;
constexpr int kAlliedMarkers = 9;
int markerCount(w20::Side side);
int slotOf(w20::Side side, int marker);  // marker 1-based
w20::Side slotSide(int slot);
int slotMarker(int slot);

// The slot of each unit from the unit of each slot (or back: the table is a bijection).
std::array<std::int8_t, kSlots> inverseOf(const std::array<std::int8_t, kSlots>& table);

// One side's secret: the unit under each of its markers, and each marker's salt.
struct FogSecret {
  w20::Side side = w20::Side::French;
  std::array<std::int8_t, kFrenchMarkers> unitOfMarker{};  // [marker - 1]
  std::array<persist::Value16, kFrenchMarkers> salt{};
};
// Drawn from the player's root ("W20 markers v1", "W20 fog salt v1"): a uniform permutation
// of the side's counters over its markers, and independent 128-bit salts.
FogSecret fogSecret(const persist::LocalSecret& secret);

using FogCommits = std::array<persist::Value16, kFrenchMarkers>;  // [marker - 1]
persist::Value16 identityCommit(w20::Side side, int marker, int unit, const persist::Value16& salt);
FogCommits commitAll(const FogSecret& secret);
// The revealed (unit, salt) of a marker matches its commitment and the unit is of that side.
bool revealMatches(const FogCommits& commits, int slot, int unit, const persist::Value16& salt);

}  // namespace modules::w20link
