// cereal archives over plain bytes (included by serialize.cpp only), written as cereal's
// documentation shows for new archives: they replace cereal's PortableBinary archives over
// std::streambuf, so that the engine needs no iostreams (nor their locales) at all, and
// write exactly the bytes those wrote with Options::LittleEndian(): a first byte 1 (little
// endian), then every arithmetic value as its little-endian bytes, in the order cereal asks
// for them (class versions included, as cereal's OutputArchive/InputArchive track them).
//
// ByteOutArchive appends the bytes to a vector, or hashes them as they come (FNV-1a 64, no
// buffer at all: stateHash). ByteInArchive reads a byte range and throws cereal::Exception at
// its end; it never allocates from what it reads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include <cereal/cereal.hpp>

namespace naw::byte_archive {

// FNV-1a 64 of a byte sequence, fed one byte at a time.
struct Fnv1a {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  void put(std::uint8_t b) {
    hash ^= b;
    hash *= 0x100000001b3ull;
  }
};

class ByteOutArchive
    : public cereal::OutputArchive<ByteOutArchive, cereal::AllowEmptyClassElision> {
 public:
  explicit ByteOutArchive(std::vector<std::uint8_t>& out) : ByteOutArchive(&out, nullptr) {}
  explicit ByteOutArchive(Fnv1a& hash) : ByteOutArchive(nullptr, &hash) {}
  void put(std::uint8_t b) {
    if (out_)
      out_->push_back(b);
    else
      hash_->put(b);
  }
  // `size` bytes of elements `ElementSize` bytes wide, each written little endian.
  template <std::size_t ElementSize>
  void saveLittleEndian(const void* data, std::size_t size) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; i += ElementSize) {
      static_assert(ElementSize <= 8, "integers of at most 64 bits");
      if constexpr (ElementSize == 1) {
        put(p[i]);
      } else {
        // Value first, then its bytes from the lowest: the same on any host byte order.
        std::uint64_t v = 0;
        if (isLittleEndianHost())
          for (std::size_t j = 0; j < ElementSize; ++j)
            v |= static_cast<std::uint64_t>(p[i + j]) << (8 * j);
        else
          for (std::size_t j = 0; j < ElementSize; ++j)
            v |= static_cast<std::uint64_t>(p[i + ElementSize - 1 - j]) << (8 * j);
        for (std::size_t j = 0; j < ElementSize; ++j) put(static_cast<std::uint8_t>(v >> (8 * j)));
      }
    }
  }

  static bool isLittleEndianHost() {
    const std::uint16_t one = 1;
    return *reinterpret_cast<const unsigned char*>(&one) == 1;
  }

 private:
  ByteOutArchive(std::vector<std::uint8_t>* out, Fnv1a* hash)
      : cereal::OutputArchive<ByteOutArchive, cereal::AllowEmptyClassElision>(this),
        out_(out),
        hash_(hash) {
    put(1);  // PortableBinary's byte order marker: little endian
  }
  std::vector<std::uint8_t>* out_;
  Fnv1a* hash_;
};

class ByteInArchive : public cereal::InputArchive<ByteInArchive, cereal::AllowEmptyClassElision> {
 public:
  // The range starts after the byte order marker (the caller checks it: always 1).
  ByteInArchive(const std::uint8_t* begin, const std::uint8_t* end)
      : cereal::InputArchive<ByteInArchive, cereal::AllowEmptyClassElision>(this),
        pos_(begin),
        end_(end) {}
  std::size_t remaining() const { return static_cast<std::size_t>(end_ - pos_); }
  template <std::size_t ElementSize>
  void loadLittleEndian(void* data, std::size_t size) {
    if (size > remaining()) throw cereal::Exception("truncated");
    auto* p = static_cast<unsigned char*>(data);
    for (std::size_t i = 0; i < size; i += ElementSize) {
      for (std::size_t j = 0; j < ElementSize; ++j) {
        const std::size_t at = ByteOutArchive::isLittleEndianHost() ? j : ElementSize - 1 - j;
        p[i + at] = pos_[i + j];
      }
    }
    pos_ += size;
  }

 private:
  const std::uint8_t* pos_;
  const std::uint8_t* end_;
};

// cereal's hooks for the two archives: arithmetic values, name-value pairs and size tags
// (written as their value alone), and binary data (std::array of arithmetic elements).
template <class T>
std::enable_if_t<std::is_integral_v<T>> CEREAL_SAVE_FUNCTION_NAME(ByteOutArchive& ar, const T& t) {
  ar.template saveLittleEndian<sizeof(T)>(&t, sizeof(T));
}
template <class T>
std::enable_if_t<std::is_integral_v<T>> CEREAL_LOAD_FUNCTION_NAME(ByteInArchive& ar, T& t) {
  if constexpr (std::is_same_v<T, bool>) {
    // One byte, 0 or 1 (PortableBinary copied the byte into the bool whatever it was).
    std::uint8_t b = 0;
    ar.template loadLittleEndian<1>(&b, 1);
    if (b > 1) throw std::runtime_error("flag out of range");
    t = b != 0;
  } else {
    ar.template loadLittleEndian<sizeof(T)>(&t, sizeof(T));
  }
}

template <class T>
void CEREAL_SERIALIZE_FUNCTION_NAME(ByteOutArchive& ar, cereal::NameValuePair<T>& t) {
  ar(t.value);
}
template <class T>
void CEREAL_SERIALIZE_FUNCTION_NAME(ByteInArchive& ar, cereal::NameValuePair<T>& t) {
  ar(t.value);
}
template <class T>
void CEREAL_SERIALIZE_FUNCTION_NAME(ByteOutArchive& ar, cereal::SizeTag<T>& t) {
  ar(t.size);
}
template <class T>
void CEREAL_SERIALIZE_FUNCTION_NAME(ByteInArchive& ar, cereal::SizeTag<T>& t) {
  ar(t.size);
}

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(ByteOutArchive& ar, const cereal::BinaryData<T>& bd) {
  using Element = std::remove_cv_t<std::remove_pointer_t<T>>;
  static_assert(std::is_integral_v<Element>, "byte archives hold integers only");
  ar.template saveLittleEndian<sizeof(Element)>(bd.data, static_cast<std::size_t>(bd.size));
}
template <class T>
void CEREAL_LOAD_FUNCTION_NAME(ByteInArchive& ar, cereal::BinaryData<T>& bd) {
  using Element = std::remove_cv_t<std::remove_pointer_t<T>>;
  static_assert(std::is_integral_v<Element>, "byte archives hold integers only");
  ar.template loadLittleEndian<sizeof(Element)>(bd.data, static_cast<std::size_t>(bd.size));
}

}  // namespace naw::byte_archive

CEREAL_SETUP_ARCHIVE_TRAITS(naw::byte_archive::ByteInArchive, naw::byte_archive::ByteOutArchive)
