// Byte-level building blocks of the persistence formats: SHA-256 (FIPS 180-4), CRC-32
// (IEEE 802.3, as zlib), base64url without padding (RFC 4648 §5) and a little bit packer.
// Pure functions on memory; nothing here throws, aborts or does I/O.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace naw::persist {

using Bytes = std::vector<std::uint8_t>;
using Digest = std::array<std::uint8_t, 32>;

// SHA-256 of a byte string; incremental form for several pieces.
class Sha256 {
 public:
  Sha256();
  Sha256& update(const std::uint8_t* data, std::size_t n);
  Sha256& update(std::string_view s) {
    return update(reinterpret_cast<const std::uint8_t*>(s.data()), s.size());
  }
  Sha256& update(const Bytes& b) { return update(b.data(), b.size()); }
  Sha256& u8(std::uint8_t v) { return update(&v, 1); }
  Digest finish();

 private:
  void block(const std::uint8_t* p);
  std::array<std::uint32_t, 8> h_;
  std::array<std::uint8_t, 64> buf_{};
  std::size_t used_ = 0;
  std::uint64_t total_ = 0;
};
Digest sha256(const std::uint8_t* data, std::size_t n);
inline Digest sha256(std::string_view s) { return Sha256().update(s).finish(); }
std::string toHex(const std::uint8_t* data, std::size_t n);
template <std::size_t N>
std::string toHex(const std::array<std::uint8_t, N>& a) {
  return toHex(a.data(), N);
}

std::uint32_t crc32(const std::uint8_t* data, std::size_t n);
inline std::uint32_t crc32(const Bytes& b) { return crc32(b.data(), b.size()); }

std::string base64urlEncode(const Bytes& bytes);
// False on a character outside A-Z a-z 0-9 - _ or an impossible length (4k+1).
bool base64urlDecode(std::string_view text, Bytes& out);

// Bits, least significant first within each byte.
class BitWriter {
 public:
  void bits(std::uint64_t value, int count);  // count 0..64
  void flag(bool b) { bits(b ? 1u : 0u, 1); }
  // A value in [0, n): the fewest bits that hold n-1 (nothing when n <= 1).
  void below(std::uint32_t value, std::uint32_t n);
  // Elias-gamma style variable length for small counts: value >= 0.
  void varint(std::uint64_t value);
  void byteString(const std::uint8_t* data, std::size_t n);
  const Bytes& bytes() const { return out_; }
  std::size_t bitCount() const { return bitCount_; }
  void append(const BitWriter& other);  // appends other's bits

 private:
  Bytes out_;
  std::size_t bitCount_ = 0;
};

class BitReader {
 public:
  BitReader(const std::uint8_t* data, std::size_t bitCount) : data_(data), bitCount_(bitCount) {}
  // All return false (and leave the value 0) when the input runs out.
  bool bits(std::uint64_t& value, int count);
  bool flag(bool& b);
  bool below(std::uint32_t& value, std::uint32_t n);  // also false when the value >= n
  bool varint(std::uint64_t& value);
  bool byteString(std::uint8_t* out, std::size_t n);
  std::size_t remaining() const { return bitCount_ - pos_; }
  std::size_t position() const { return pos_; }

 private:
  const std::uint8_t* data_;
  std::size_t bitCount_;
  std::size_t pos_ = 0;
};

int bitsFor(std::uint32_t n);  // bits needed for values in [0, n)

// An unsigned 128-bit integer without compiler extensions (the web build has no __int128
// guarantee): big symbols such as the rank of a subset among C(n, k).
struct Wide {
  std::uint64_t hi = 0, lo = 0;
  Wide() = default;
  Wide(std::uint64_t v) : lo(v) {}  // NOLINT: implicit on purpose
  friend bool operator==(const Wide& a, const Wide& b) { return a.hi == b.hi && a.lo == b.lo; }
  friend bool operator!=(const Wide& a, const Wide& b) { return !(a == b); }
  friend bool operator<(const Wide& a, const Wide& b) {
    return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo;
  }
  friend bool operator<=(const Wide& a, const Wide& b) { return !(b < a); }
  friend Wide operator+(const Wide& a, const Wide& b) {
    Wide r;
    r.lo = a.lo + b.lo;
    r.hi = a.hi + b.hi + (r.lo < a.lo ? 1u : 0u);
    return r;
  }
  friend Wide operator-(const Wide& a, const Wide& b) {
    Wide r;
    r.lo = a.lo - b.lo;
    r.hi = a.hi - b.hi - (a.lo < b.lo ? 1u : 0u);
    return r;
  }
  double log2() const;
};

// Exact mixed-radix packing (uniform arithmetic coding): a sequence of symbols, each a value
// in [0, radix) with 1 <= radix < 2^127, becomes the one integer
//   v0 + r0 * (v1 + r1 * (v2 + ...))
// written little-endian with no zero top byte. Symbols of radices r_i take exactly
// ceil(log2(prod r_i) / 8) bytes: no bit is lost to rounding a field up to whole bits.
class RadixWriter {
 public:
  // False (and the writer marked failed) when value >= radix or the radix is out of range.
  bool put(std::uint64_t value, std::uint64_t radix) { return put(Wide(value), Wide(radix)); }
  bool put(Wide value, Wide radix);
  bool failed() const { return failed_; }
  double bits() const;  // log2 of the product of the radices so far
  Bytes bytes() const;

 private:
  std::vector<std::pair<Wide, Wide>> symbols_;
  bool failed_ = false;
};

// Reads the symbols back in order, each with the radix the writer used. Never fails while
// reading (an exhausted integer reads as zeros); canonical() and done() say whether the
// bytes were exactly what a RadixWriter produces.
class RadixReader {
 public:
  RadixReader(const std::uint8_t* data, std::size_t n);
  Wide get(Wide radix);                          // radix 1..2^127-1 (out of range reads 0)
  bool canonical() const { return canonical_; }  // no zero top byte
  bool done() const;                             // every bit consumed
 private:
  std::vector<std::uint32_t> limbs_;  // little-endian, trimmed
  bool canonical_ = true;
};

}  // namespace naw::persist
