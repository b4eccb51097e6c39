// cereal serialization of the game state, actions and replays (included by serialize.cpp
// only: callers use serialize.h). Every type has a versioned `serialize` (the version is
// written once per type per archive; CEREAL_CLASS_VERSION below) and refuses versions it
// does not know. Fields keep their compact widths: an `int` that always fits a byte is
// written as one (Narrow), lists carry a one- or two-byte count (List).
//
// Reading untrusted bytes: nothing here allocates from a count it has read. A List checks
// its count against a structural bound and then reads element by element, so a huge count
// ends at the end of the input (cereal::Exception from byte_archive.h) rather than in a huge
// allocation; fixed arrays check their counts against their capacity before indexing. Anything
// structurally impossible throws FormatError; serialize.cpp catches everything and then checks
// every field against the rules (loadState, loadReplay).
#pragma once

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <cereal/cereal.hpp>
#include <cereal/types/array.hpp>

#include "action.h"
#include "serialize.h"
#include "state.h"

namespace naw::cereal_io {

// Structurally impossible input (an unknown version, a count beyond its array).
struct FormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline void expectVersion(const char* type, std::uint32_t version, std::uint32_t known) {
  if (version != known)
    throw FormatError(std::string("unsupported ") + type + " version " + std::to_string(version));
}

// A field of type T written as the narrower Wire (an int unit index as one byte, a bool as
// 0 or 1: any other byte is refused, so one state has one encoding).
template <class Wire, class T>
struct Narrow {
  T& value;
};
template <class Wire, class T>
Narrow<Wire, T> narrow(T& value) {
  return {value};
}
template <class Archive, class Wire, class T>
void save(Archive& ar, const Narrow<Wire, T>& n) {
  ar(static_cast<Wire>(n.value));
}
template <class Archive, class Wire, class T>
void load(Archive& ar, Narrow<Wire, T>& n) {
  Wire w{};
  ar(w);
  if constexpr (std::is_same_v<T, bool>) {
    if (w > 1) throw FormatError("flag out of range");
    n.value = w != 0;
  } else {
    n.value = static_cast<T>(w);
  }
}

// A vector written as a Count then its elements (each as Wire, or as itself when Wire is
// void). Loading refuses a count above `max` and never reserves from the count.
template <class Count, class Wire, class T>
struct List {
  std::vector<T>& items;
  std::size_t max;
};
template <class Count, class Wire = void, class T>
List<Count, Wire, T> list(std::vector<T>& items, std::size_t max) {
  return {items, max};
}
template <class Archive, class Count, class Wire, class T>
void save(Archive& ar, const List<Count, Wire, T>& l) {
  ar(static_cast<Count>(l.items.size()));
  for (T& item : l.items) {
    if constexpr (std::is_void_v<Wire>)
      ar(item);
    else
      ar(narrow<Wire>(item));
  }
}
template <class Archive, class Count, class Wire, class T>
void load(Archive& ar, List<Count, Wire, T>& l) {
  Count n{};
  ar(n);
  if (n > l.max) throw FormatError("list too long");
  l.items.clear();
  for (Count i = 0; i < n; ++i) {
    T item{};
    if constexpr (std::is_void_v<Wire>)
      ar(item);
    else
      ar(narrow<Wire>(item));
    l.items.push_back(std::move(item));
  }
}

constexpr std::uint32_t kVersion = 1;  // every type below is at version 1

}  // namespace naw::cereal_io

// The generator lives in src/core (namespace core, aliased as naw::Rng): its serialize
// function sits in its namespace for argument-dependent lookup. Same bytes as before.
namespace core {
template <class Archive>
void serialize(Archive& ar, Rng& r, std::uint32_t version) {
  naw::cereal_io::expectVersion("Rng", version, naw::cereal_io::kVersion);
  ar(r.state);
}
}  // namespace core

namespace naw {

template <class Archive>
void serialize(Archive& ar, UnitState& u, std::uint32_t version) {
  cereal_io::expectVersion("UnitState", version, cereal_io::kVersion);
  ar(u.hex, u.status, u.mpUsed, u.group, u.flags);
}

template <class Archive>
void serialize(Archive& ar, CombatRecord& c, std::uint32_t version) {
  cereal_io::expectVersion("CombatRecord", version, cereal_io::kVersion);
  ar(c.odds, c.die, c.result, c.stage, c.attackerSide, c.eeTarget, c.displaced, c.frenchBefore,
     c.alliedBefore, c.vacatedCount);
  if (c.vacatedCount > c.vacated.size()) throw cereal_io::FormatError("vacated hexes");
  for (int i = 0; i < c.vacatedCount; ++i) ar(c.vacated[static_cast<std::size_t>(i)]);
}

// Everything but `occupancy`, which loadState rebuilds from the units.
template <class Archive>
void serialize(Archive& ar, GameState& s, std::uint32_t version) {
  cereal_io::expectVersion("GameState", version, cereal_io::kVersion);
  ar(s.turn, s.phase, s.step, s.winner, s.frenchLost, s.alliedLost, s.exited,
     cereal_io::narrow<std::uint8_t>(s.grouchy), s.frenchChit, s.alliedChit, s.groupActive,
     s.slotsLeft, s.rng, s.combat, s.unitCount);
  if (s.unitCount > kMaxUnits) throw cereal_io::FormatError("unit count");
  for (int u = 0; u < s.unitCount; ++u) ar(s.units[static_cast<std::size_t>(u)]);
}

template <class Archive>
void serialize(Archive& ar, Hex& h, std::uint32_t version) {
  cereal_io::expectVersion("Hex", version, cereal_io::kVersion);
  ar(cereal_io::narrow<std::uint8_t>(h.col), cereal_io::narrow<std::uint8_t>(h.row));
}

constexpr std::size_t kMaxPathHexes = 64;

template <class Archive>
void serialize(Archive& ar, Action& a, std::uint32_t version) {
  using cereal_io::list;
  using cereal_io::narrow;
  cereal_io::expectVersion("Action", version, cereal_io::kVersion);
  ar(a.type, narrow<std::int8_t>(a.unit), a.hex, list<std::uint8_t>(a.path, kMaxPathHexes),
     list<std::uint8_t, std::uint8_t>(a.attackers, kMaxUnits),
     list<std::uint8_t, std::uint8_t>(a.bombarders, kMaxUnits),
     list<std::uint8_t, std::uint8_t>(a.defenders, kMaxUnits), narrow<std::int8_t>(a.oddsColumn));
}

template <class Archive>
void serialize(Archive& ar, Replay& rp, std::uint32_t version) {
  using cereal_io::narrow;
  cereal_io::expectVersion("Replay", version, cereal_io::kVersion);
  ar(rp.seed, narrow<std::uint8_t>(rp.options.grouchy), narrow<std::uint8_t>(rp.options.frenchChit),
     narrow<std::uint8_t>(rp.options.alliedChit),
     cereal_io::list<std::uint16_t>(rp.actions, std::numeric_limits<std::uint16_t>::max()));
}

}  // namespace naw

CEREAL_CLASS_VERSION(naw::Rng, naw::cereal_io::kVersion)
CEREAL_CLASS_VERSION(naw::UnitState, naw::cereal_io::kVersion)
CEREAL_CLASS_VERSION(naw::CombatRecord, naw::cereal_io::kVersion)
CEREAL_CLASS_VERSION(naw::GameState, naw::cereal_io::kVersion)
CEREAL_CLASS_VERSION(naw::Hex, naw::cereal_io::kVersion)
CEREAL_CLASS_VERSION(naw::Action, naw::cereal_io::kVersion)
CEREAL_CLASS_VERSION(naw::Replay, naw::cereal_io::kVersion)
