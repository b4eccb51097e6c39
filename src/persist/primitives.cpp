#include "primitives.h"

#include <algorithm>
#include <cmath>

namespace naw::persist {

// ---------------------------------------------------------------------------------------
// SHA-256

namespace {
constexpr std::array<std::uint32_t, 64> kK = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
constexpr std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }
}  // namespace

Sha256::Sha256()
    : h_{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
         0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19} {}

void Sha256::block(const std::uint8_t* p) {
  std::array<std::uint32_t, 64> w;
  for (int i = 0; i < 16; ++i)
    w[i] = std::uint32_t(p[4 * i]) << 24 | std::uint32_t(p[4 * i + 1]) << 16 |
           std::uint32_t(p[4 * i + 2]) << 8 | std::uint32_t(p[4 * i + 3]);
  for (int i = 16; i < 64; ++i) {
    const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
    const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  std::uint32_t a = h_[0], b = h_[1], c = h_[2], d = h_[3], e = h_[4], f = h_[5], g = h_[6],
                h = h_[7];
  for (int i = 0; i < 64; ++i) {
    const std::uint32_t t1 =
        h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + kK[i] + w[i];
    const std::uint32_t t2 =
        (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    h = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
  }
  h_[0] += a, h_[1] += b, h_[2] += c, h_[3] += d, h_[4] += e, h_[5] += f, h_[6] += g, h_[7] += h;
}

Sha256& Sha256::update(const std::uint8_t* data, std::size_t n) {
  total_ += n;
  while (n > 0) {
    const std::size_t take = std::min(n, 64 - used_);
    for (std::size_t i = 0; i < take; ++i) buf_[used_ + i] = data[i];
    used_ += take, data += take, n -= take;
    if (used_ == 64) block(buf_.data()), used_ = 0;
  }
  return *this;
}

Digest Sha256::finish() {
  const std::uint64_t bitsTotal = total_ * 8;
  const std::uint8_t one = 0x80, zero = 0;
  update(&one, 1);
  while (used_ != 56) update(&zero, 1);
  std::uint8_t len[8];
  for (int i = 0; i < 8; ++i) len[i] = static_cast<std::uint8_t>(bitsTotal >> (56 - 8 * i));
  update(len, 8);
  Digest d;
  for (int i = 0; i < 8; ++i)
    for (int k = 0; k < 4; ++k) d[4 * i + k] = static_cast<std::uint8_t>(h_[i] >> (24 - 8 * k));
  return d;
}

Digest sha256(const std::uint8_t* data, std::size_t n) { return Sha256().update(data, n).finish(); }

std::string toHex(const std::uint8_t* data, std::size_t n) {
  static const char* kDigits = "0123456789abcdef";
  std::string s;
  for (std::size_t i = 0; i < n; ++i) s += kDigits[data[i] >> 4], s += kDigits[data[i] & 15];
  return s;
}

// ---------------------------------------------------------------------------------------
// CRC-32

std::uint32_t crc32(const std::uint8_t* data, std::size_t n) {
  static const auto table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
      std::uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  std::uint32_t c = 0xFFFFFFFFu;
  for (std::size_t i = 0; i < n; ++i) c = table[(c ^ data[i]) & 0xff] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

// ---------------------------------------------------------------------------------------
// base64url

namespace {
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
int sextet(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}
}  // namespace

std::string base64urlEncode(const Bytes& b) {
  std::string s;
  s.reserve((b.size() * 4 + 2) / 3);
  std::size_t i = 0;
  for (; i + 3 <= b.size(); i += 3) {
    const std::uint32_t v = std::uint32_t(b[i]) << 16 | std::uint32_t(b[i + 1]) << 8 | b[i + 2];
    for (int k = 3; k >= 0; --k) s += kAlphabet[v >> (6 * k) & 63];
  }
  if (b.size() - i == 1) {
    const std::uint32_t v = std::uint32_t(b[i]) << 16;
    s += kAlphabet[v >> 18 & 63], s += kAlphabet[v >> 12 & 63];
  } else if (b.size() - i == 2) {
    const std::uint32_t v = std::uint32_t(b[i]) << 16 | std::uint32_t(b[i + 1]) << 8;
    s += kAlphabet[v >> 18 & 63], s += kAlphabet[v >> 12 & 63], s += kAlphabet[v >> 6 & 63];
  }
  return s;
}

bool base64urlDecode(std::string_view text, Bytes& out) {
  out.clear();
  if (text.size() % 4 == 1) return false;
  out.reserve(text.size() * 3 / 4);
  std::uint32_t acc = 0;
  int have = 0;
  for (char c : text) {
    const int v = sextet(c);
    if (v < 0) return false;
    acc = acc << 6 | static_cast<std::uint32_t>(v);
    have += 6;
    if (have >= 8) {
      have -= 8;
      out.push_back(static_cast<std::uint8_t>(acc >> have));
      acc &= (1u << have) - 1;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------
// Bits

int bitsFor(std::uint32_t n) {
  int b = 0;
  while (b < 32 && (std::uint64_t{1} << b) < n) ++b;
  return b;
}

void BitWriter::bits(std::uint64_t value, int count) {
  for (int i = 0; i < count; ++i) {
    if (bitCount_ % 8 == 0) out_.push_back(0);
    if (value >> i & 1) out_.back() |= static_cast<std::uint8_t>(1u << (bitCount_ % 8));
    ++bitCount_;
  }
}

void BitWriter::below(std::uint32_t value, std::uint32_t n) { bits(value, bitsFor(n)); }

void BitWriter::varint(std::uint64_t value) {
  // Groups of 4 bits with a continuation bit: small counts stay small.
  do {
    bits(value & 15, 4);
    value >>= 4;
    flag(value != 0);
  } while (value != 0);
}

void BitWriter::byteString(const std::uint8_t* data, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) bits(data[i], 8);
}

void BitWriter::append(const BitWriter& other) {
  for (std::size_t i = 0; i < other.bitCount_; ++i) bits(other.out_[i / 8] >> (i % 8) & 1, 1);
}

bool BitReader::bits(std::uint64_t& value, int count) {
  value = 0;
  if (count < 0 || count > 64 || remaining() < static_cast<std::size_t>(count)) return false;
  for (int i = 0; i < count; ++i, ++pos_)
    if (data_[pos_ / 8] >> (pos_ % 8) & 1) value |= std::uint64_t{1} << i;
  return true;
}

bool BitReader::flag(bool& b) {
  std::uint64_t v;
  const bool ok = bits(v, 1);
  b = v != 0;
  return ok;
}

bool BitReader::below(std::uint32_t& value, std::uint32_t n) {
  std::uint64_t v;
  value = 0;
  if (!bits(v, bitsFor(n)) || v >= n) return false;
  value = static_cast<std::uint32_t>(v);
  return true;
}

bool BitReader::varint(std::uint64_t& value) {
  value = 0;
  for (int shift = 0; shift < 64; shift += 4) {
    std::uint64_t part;
    bool more;
    if (!bits(part, 4) || !flag(more)) return false;
    value |= part << shift;
    if (!more) return true;
  }
  return false;  // longer than 64 bits: malformed
}

bool BitReader::byteString(std::uint8_t* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    std::uint64_t v;
    if (!bits(v, 8)) return false;
    out[i] = static_cast<std::uint8_t>(v);
  }
  return true;
}

// ---------------------------------------------------------------------------------------
// Mixed radix

namespace {

constexpr std::uint64_t kTopBit = std::uint64_t{1} << 63;

bool radixInRange(const Wide& r) { return !(r == Wide(0)) && !(r.hi & kTopBit); }

std::vector<std::uint32_t> limbsOf(const Wide& w) {
  std::vector<std::uint32_t> l{
      static_cast<std::uint32_t>(w.lo), static_cast<std::uint32_t>(w.lo >> 32),
      static_cast<std::uint32_t>(w.hi), static_cast<std::uint32_t>(w.hi >> 32)};
  while (!l.empty() && l.back() == 0) l.pop_back();
  return l;
}

}  // namespace

double Wide::log2() const {
  if (hi == 0) return lo == 0 ? 0.0 : std::log2(static_cast<double>(lo));
  return 64.0 +
         std::log2(static_cast<double>(hi) + static_cast<double>(lo) / 18446744073709551616.0);
}

bool RadixWriter::put(Wide value, Wide radix) {
  if (!radixInRange(radix) || !(value < radix)) {
    failed_ = true;
    return false;
  }
  symbols_.emplace_back(value, radix);
  return true;
}

double RadixWriter::bits() const {
  double b = 0;
  for (const auto& s : symbols_) b += s.second.log2();
  return b;
}

Bytes RadixWriter::bytes() const {
  // Horner's rule from the last symbol: v = v * r_i + value_i.
  std::vector<std::uint32_t> v;
  for (auto it = symbols_.rbegin(); it != symbols_.rend(); ++it) {
    if (it->second.hi == 0 &&
        it->second.lo <= (std::uint64_t{1} << 32)) {  // in place: the usual case
      std::uint64_t carry = it->first.lo;
      for (auto& limb : v) {
        const std::uint64_t t = static_cast<std::uint64_t>(limb) * it->second.lo + carry;
        limb = static_cast<std::uint32_t>(t);
        carry = t >> 32;
      }
      if (carry) v.push_back(static_cast<std::uint32_t>(carry));
      continue;
    }
    const std::vector<std::uint32_t> r = limbsOf(it->second), add = limbsOf(it->first);
    std::vector<std::uint32_t> out(v.size() + r.size() + 1, 0);
    for (std::size_t i = 0; i < v.size(); ++i) {
      std::uint64_t carry = 0;
      for (std::size_t j = 0; j < r.size(); ++j) {
        const std::uint64_t t = static_cast<std::uint64_t>(v[i]) * r[j] + out[i + j] + carry;
        out[i + j] = static_cast<std::uint32_t>(t);
        carry = t >> 32;
      }
      for (std::size_t k = i + r.size(); carry != 0; ++k) {
        const std::uint64_t t = static_cast<std::uint64_t>(out[k]) + carry;
        out[k] = static_cast<std::uint32_t>(t);
        carry = t >> 32;
      }
    }
    std::uint64_t carry = 0;
    for (std::size_t k = 0; k < out.size() && (k < add.size() || carry != 0); ++k) {
      const std::uint64_t t =
          static_cast<std::uint64_t>(out[k]) + (k < add.size() ? add[k] : 0u) + carry;
      out[k] = static_cast<std::uint32_t>(t);
      carry = t >> 32;
    }
    while (!out.empty() && out.back() == 0) out.pop_back();
    v = std::move(out);
  }
  Bytes bytes;
  for (std::uint32_t limb : v)
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<std::uint8_t>(limb >> (8 * i)));
  while (!bytes.empty() && bytes.back() == 0) bytes.pop_back();
  return bytes;
}

RadixReader::RadixReader(const std::uint8_t* data, std::size_t n) {
  if (n > 0 && data[n - 1] == 0) canonical_ = false;
  limbs_.assign((n + 3) / 4, 0);
  for (std::size_t i = 0; i < n; ++i)
    limbs_[i / 4] |= static_cast<std::uint32_t>(data[i]) << (8 * (i % 4));
  while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
}

Wide RadixReader::get(Wide radix) {
  if (!radixInRange(radix) || radix == Wide(1)) return 0;
  Wide rem;
  if (radix.hi == 0 && radix.lo <= (std::uint64_t{1} << 32)) {
    std::uint64_t r = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) {
      const std::uint64_t cur = r << 32 | limbs_[i];
      limbs_[i] = static_cast<std::uint32_t>(cur / radix.lo);
      r = cur % radix.lo;
    }
    rem = r;
  } else {
    // Bit by bit, most significant first: rem < radix < 2^127, so 2 * rem + 1 fits.
    for (std::size_t i = limbs_.size(); i-- > 0;) {
      std::uint32_t q = 0;
      for (int b = 31; b >= 0; --b) {
        rem.hi = rem.hi << 1 | rem.lo >> 63;
        rem.lo = rem.lo << 1 | (limbs_[i] >> b & 1u);
        q <<= 1;
        if (radix <= rem) rem = rem - radix, q |= 1u;
      }
      limbs_[i] = q;
    }
  }
  while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  return rem;
}

bool RadixReader::done() const { return limbs_.empty(); }

}  // namespace naw::persist
