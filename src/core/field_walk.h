// The visitors of a game codec's field walk (src/games/cn/codec.cpp, src/games/w20/codec.cpp):
// a game walks every field of its state in a fixed order, handing each to a visitor as an
// unsigned value of `bytes` bytes, little-endian. Hasher: FNV-1a (the state hash, the same on
// every platform); Writer: the bytes; Reader: from untrusted bytes, never reading past the end
// (it sets `bad`), flags only 0 or 1. playActions replays a record on a game.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "core/refusal.h"

namespace core::walk {

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

// Decodes a position written as [version byte, field walk]: the state, or an error text when
// the version is unknown, the bytes are too short or too long, or validate(state) (an error
// text, empty if valid) refuses it. walk(reader, state) is the game's field walk.
template <typename State, typename Walk, typename Validate>
std::variant<std::string, State> decodeWalk(const std::vector<std::uint8_t>& bytes,
                                            std::uint8_t version, Walk walk, Validate validate) {
  if (bytes.empty()) return std::string("empty position");
  if (bytes[0] != version) return "unknown position format version " + std::to_string(bytes[0]);
  Reader r{bytes, 1};
  State s;
  walk(r, s);
  if (r.bad) return std::string("position too short or a flag out of range");
  if (r.at != bytes.size()) return std::string("trailing bytes after the position");
  std::string err = validate(s);
  if (!err.empty()) return err;
  return s;
}

// Applies the actions in order to `game`; the game reached, or an error naming the first
// refused action.
template <typename Game, typename Action>
std::variant<std::string, Game> playActions(Game game, const std::vector<Action>& actions) {
  for (std::size_t i = 0; i < actions.size(); ++i) {
    auto res = game.apply(actions[i]);
    if (auto* ref = std::get_if<Refusal>(&res))
      return "action " + std::to_string(i) + " refused: " + ref->rule + " " + ref->why;
  }
  return game;
}

// A game's replay record: [version byte, seed (8 bytes), one byte of options, the action
// count (4 bytes), each action by the game's walkAction(visitor, action)].
template <typename Action, typename WalkAction>
std::vector<std::uint8_t> encodeRecord(std::uint8_t version, std::uint64_t seed,
                                       std::uint8_t options, const std::vector<Action>& actions,
                                       WalkAction walkAction) {
  Writer w;
  w.out.push_back(version);
  std::uint32_t n = static_cast<std::uint32_t>(actions.size());
  w.field(seed, 8);
  w.field(options, 1);
  w.field(n, 4);
  for (Action a : actions) walkAction(w, a);
  return w.out;
}

// Reads a record written by encodeRecord from untrusted bytes into seed, options (at most
// maxOptions) and actions (each accepted by actionOk); "" or the error's text.
template <typename Action, typename WalkAction, typename ActionOk>
std::string decodeRecord(const std::vector<std::uint8_t>& bytes, std::uint8_t version,
                         std::uint8_t maxOptions, WalkAction walkAction, ActionOk actionOk,
                         std::uint64_t& seed, std::uint8_t& options, std::vector<Action>& actions) {
  if (bytes.empty() || bytes[0] != version) return "unknown replay format";
  Reader rd{bytes, 1};
  std::uint32_t n = 0;
  rd.field(seed, 8);
  rd.field(options, 1);
  rd.field(n, 4);
  if (rd.bad || options > maxOptions) return "bad replay header";
  if (n > bytes.size()) return "bad action count";  // each action takes bytes
  for (std::uint32_t i = 0; i < n && !rd.bad; ++i) {
    Action a;
    walkAction(rd, a);
    if (!actionOk(a)) return "bad action " + std::to_string(i);
    actions.push_back(a);
  }
  if (rd.bad) return "replay too short";
  if (rd.at != bytes.size()) return "trailing bytes after the replay";
  return {};
}

}  // namespace core::walk
