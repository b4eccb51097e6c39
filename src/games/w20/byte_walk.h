// The visitors of the codec's field walk (codec.cpp): each gets every field as an unsigned
// value of `bytes` bytes, little-endian. Hasher: FNV-1a; Writer: bytes; Reader: from bytes,
// never reading past the end (sets `bad`), flags only 0 or 1.
#pragma once

#include <cstdint>
#include <type_traits>
#include <vector>

namespace w20::detail {

struct Hasher {
  std::uint64_t h = 0xcbf29ce484222325ull;
  template <typename T>
  void field(T& v, int bytes) {
    const std::uint64_t x = static_cast<std::uint64_t>(v);
    for (int i = 0; i < bytes; ++i) {
      h ^= (x >> (8 * i)) & 0xff;
      h *= 0x100000001b3ull;
    }
  }
};

struct Writer {
  std::vector<std::uint8_t> out;
  template <typename T>
  void field(T& v, int bytes) {
    const std::uint64_t x = static_cast<std::uint64_t>(v);
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<std::uint8_t>(x >> (8 * i)));
  }
};

struct Reader {
  const std::vector<std::uint8_t>& in;
  std::size_t at = 0;
  bool bad = false;
  template <typename T>
  void field(T& v, int bytes) {
    if (at + static_cast<std::size_t>(bytes) > in.size()) {
      bad = true;
      v = T{};
      return;
    }
    std::uint64_t x = 0;
    for (int i = 0; i < bytes; ++i) x |= std::uint64_t{in[at++]} << (8 * i);
    if (std::is_signed<T>::value && bytes < 8 && (x >> (8 * bytes - 1)) & 1)
      x |= ~std::uint64_t{0} << (8 * bytes);  // two's complement of the field's width
    if (std::is_same<T, bool>::value && x > 1) bad = true;
    v = static_cast<T>(x);
  }
};

// Enums travel as their underlying byte.
template <typename V, typename E>
void enumField(V& v, E& e) {
  auto x = static_cast<std::uint8_t>(e);
  v.field(x, 1);
  e = static_cast<E>(x);
}

}  // namespace w20::detail
