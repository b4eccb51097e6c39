// Waterloo 20 hidden identities: markers, salts and commitments (w20_fog.h, FOG-MODEL.md).
#include "w20_fog.h"

#include "games/w20/units.h"
#include "primitives.h"

namespace modules::w20link {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

persist::Digest tagged(std::string_view domain, const persist::Entropy& root, int extra) {
  persist::Sha256 h;
  h.update(domain);
  h.update(root.data(), root.size());
  const std::uint8_t e = static_cast<std::uint8_t>(extra);
  h.update(&e, 1);
  return h.finish();
}
}  // namespace

int markerCount(w20::Side side) {
  return side == w20::Side::French ? kFrenchMarkers : kAlliedMarkers;
}
int slotOf(w20::Side side, int marker) {
  return (side == w20::Side::French ? 0 : kFrenchMarkers) + marker - 1;
}
w20::Side slotSide(int slot) {
  return slot < kFrenchMarkers ? w20::Side::French : w20::Side::Allied;
}
int slotMarker(int slot) { return slot < kFrenchMarkers ? slot + 1 : slot - kFrenchMarkers + 1; }

std::array<std::int8_t, kSlots> inverseOf(const std::array<std::int8_t, kSlots>& table) {
  std::array<std::int8_t, kSlots> inv{};
  for (int i = 0; i < kSlots; ++i) inv[z(table[z(i)])] = static_cast<std::int8_t>(i);
  return inv;
}

FogSecret fogSecret(const persist::LocalSecret& secret) {
  FogSecret f;
  f.side = secret.side == naw::Side::French ? w20::Side::French : w20::Side::Allied;
  int ids[kFrenchMarkers];
  int n = 0;
  for (int u = 0; u < w20::kUnits; ++u)
    if (w20::theRoster()[z(u)].side == f.side) ids[n++] = u;
  // Fisher-Yates from a byte stream of SHA-256 blocks; j by rejection (no modulo bias).
  int block = 0, at = 32;
  persist::Digest d{};
  for (int i = n - 1; i > 0; --i) {
    const int bound = 256 - 256 % (i + 1);
    int b = 256;
    while (b >= bound) {
      if (at == 32) d = tagged("W20 markers v1", secret.root, block++), at = 0;
      b = d[z(at++)];
    }
    const int j = b % (i + 1);
    std::swap(ids[i], ids[j]);
  }
  for (int m = 0; m < n; ++m) {
    f.unitOfMarker[z(m)] = static_cast<std::int8_t>(ids[m]);
    const persist::Digest s = tagged("W20 fog salt v1", secret.root, m + 1);
    std::copy(s.begin(), s.begin() + 16, f.salt[z(m)].begin());
  }
  return f;
}

persist::Value16 identityCommit(w20::Side side, int marker, int unit,
                                const persist::Value16& salt) {
  persist::Sha256 h;
  h.update("W20 fog v1");
  const std::uint8_t head[3] = {static_cast<std::uint8_t>(side), static_cast<std::uint8_t>(marker),
                                static_cast<std::uint8_t>(unit)};
  h.update(head, 3);
  h.update(salt.data(), salt.size());
  const persist::Digest d = h.finish();
  persist::Value16 v{};
  std::copy(d.begin(), d.begin() + 16, v.begin());
  return v;
}

FogCommits commitAll(const FogSecret& secret) {
  FogCommits c{};
  for (int m = 1; m <= markerCount(secret.side); ++m)
    c[z(m - 1)] =
        identityCommit(secret.side, m, secret.unitOfMarker[z(m - 1)], secret.salt[z(m - 1)]);
  return c;
}

bool revealMatches(const FogCommits& commits, int slot, int unit, const persist::Value16& salt) {
  if (slot < 0 || slot >= kSlots || unit < 0 || unit >= w20::kUnits) return false;
  const w20::Side side = slotSide(slot);
  if (w20::theRoster()[z(unit)].side != side) return false;
  const int m = slotMarker(slot);
  return identityCommit(side, m, unit, salt) == commits[z(m - 1)];
}

}  // namespace modules::w20link
