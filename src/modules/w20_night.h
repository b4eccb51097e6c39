// Waterloo 20 by link: the dice of a night's end-of-turn phase (the rally, W27, 10.0), drawn
// from values neither player can know before that phase is reached (DICE-MODEL.md, "The
// night's end-of-turn dice"). Each player commits at set-up, with his chain tip and his
// markers, to a short hash chain of his own drawn from his secret root:
//   n1 = SHA-256("W20 night v1" || root)[:16]  (the value of the second night, turn 7)
//   n0 = SHA-256(n1)[:16]                       (the value of the first night, turn 3)
//   tip = SHA-256(n0)[:16]                      (the commitment, in every link)
// A player reveals his value of night i only in a link whose replay has reached the
// end-of-turn phase of that night. The k-th die drawn in that phase is the first byte b < 252
// of SHA-256("W20 night die v1" || French value i || Allied value i || i || k (2 bytes LE) ||
// round) as 1 + b mod 6. Pure: no I/O.
#pragma once

#include <array>
#include <optional>

#include "commit.h"
#include "games/w20/state.h"

namespace modules::w20link {

namespace persist = naw::persist;

constexpr int kNights = 2;  // turns 3 and 7 (w20::isNightTurn)

// What one side published: its tip, and its value of the latest night revealed (-1 none).
struct NightRecord {
  persist::Value16 tip{};
  int revealed = -1;
  persist::Value16 value{};
};

// The night (0, 1) a turn is, -1 for a day turn.
int nightOf(int turn);
// The latest night whose end-of-turn phase a state has reached (-1: none yet).
int nightReached(const w20::State& s);
persist::Value16 nightValue(const persist::LocalSecret& secret, int night);
persist::Value16 nightTip(const persist::LocalSecret& secret);
// A side's value of a night from its record (hashing back from a later night), if revealed.
std::optional<persist::Value16> nightValueFor(const NightRecord& r, int night);
// The revealed value hashes to the tip.
bool nightRecordHolds(const NightRecord& r);
// Reveals my value up to `night` (no-op if revealed that far, or night < 0).
void revealNight(NightRecord& r, const persist::LocalSecret& secret, int night);
// The k-th die of the end-of-turn phase of `night`, 1..6.
int nightDie(const persist::Value16& french, const persist::Value16& allied, int night, int k);

}  // namespace modules::w20link
