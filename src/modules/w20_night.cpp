// The night's end-of-turn dice of Waterloo 20 by link (w20_night.h, DICE-MODEL.md).
#include "w20_night.h"

#include "primitives.h"

namespace modules::w20link {

namespace {
persist::Value16 first16(const persist::Digest& d) {
  persist::Value16 v{};
  for (std::size_t i = 0; i < v.size(); ++i) v[i] = d[i];
  return v;
}
persist::Value16 step(const persist::Value16& v) {
  return first16(persist::sha256(v.data(), v.size()));
}
}  // namespace

int nightOf(int turn) {
  if (!w20::isNightTurn(turn)) return -1;
  return turn <= 3 ? 0 : 1;
}

int nightReached(const w20::State& s) {
  int latest = -1;
  for (int turn : {3, 7})
    if (s.turn > turn || (s.turn == turn && s.phase == w20::Phase::EndOfTurn) ||
        (s.turn == turn && s.phase == w20::Phase::GameOver))
      latest = nightOf(turn);
  return latest;
}

persist::Value16 nightValue(const persist::LocalSecret& secret, int night) {
  persist::Value16 v = first16(persist::Sha256()
                                   .update("W20 night v1")
                                   .update(secret.root.data(), secret.root.size())
                                   .finish());
  for (int i = night; i < kNights - 1; ++i) v = step(v);
  return v;
}

persist::Value16 nightTip(const persist::LocalSecret& secret) {
  return step(nightValue(secret, 0));
}

std::optional<persist::Value16> nightValueFor(const NightRecord& r, int night) {
  if (night < 0 || night > r.revealed) return std::nullopt;
  persist::Value16 v = r.value;
  for (int i = night; i < r.revealed; ++i) v = step(v);
  return v;
}

bool nightRecordHolds(const NightRecord& r) {
  if (r.revealed < 0) return true;
  if (r.revealed >= kNights) return false;
  return step(*nightValueFor(r, 0)) == r.tip;
}

void revealNight(NightRecord& r, const persist::LocalSecret& secret, int night) {
  if (night < 0 || night <= r.revealed) return;
  r.revealed = night < kNights ? night : kNights - 1;
  r.value = nightValue(secret, r.revealed);
}

int nightDie(const persist::Value16& french, const persist::Value16& allied, int night, int k) {
  return 1 + persist::committedDraw("W20 night die v1", french, allied, night, k, 6);
}

}  // namespace modules::w20link
