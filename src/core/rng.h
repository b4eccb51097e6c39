// The games' own random numbers: SplitMix64 with an unbiased bounded draw. Pure integer
// arithmetic, so native and wasm builds draw the same sequence from the same seed (no
// rand(), no std::*_distribution, whose results differ between standard libraries).
#pragma once

#include <cstdint>

namespace core {

struct Rng {
  std::uint64_t state = 0;

  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), n > 0: rejects the top partial block so every value is equally likely.
  std::uint32_t below(std::uint32_t n) {
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t x;
    do x = next();
    while (x >= limit);
    return static_cast<std::uint32_t>(x % n);
  }
  int die() { return 1 + static_cast<int>(below(6)); }
};

}  // namespace core
