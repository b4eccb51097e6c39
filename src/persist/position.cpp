#include "position.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "frame.h"
#include "serialize.h"

namespace naw::persist {

namespace {

constexpr std::size_t kMaxPositionBytes = 1024;

int hexBits(const Rules& r) { return bitsFor(static_cast<std::uint32_t>(r.map().indexSize())); }

}  // namespace

std::string_view linkPayload(std::string_view text) {
  const std::size_t hash = text.rfind('#');
  if (hash != std::string_view::npos) text.remove_prefix(hash + 1);
  const std::size_t eq = text.find('=');
  if (eq != std::string_view::npos && eq <= 2) text.remove_prefix(eq + 1);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
    text.remove_suffix(1);
  while (!text.empty() && (text.front() == ' ' || text.front() == '\n')) text.remove_prefix(1);
  return text;
}

namespace {

// Version 1 (bit fields, the first format): still read, never written.
Result<GameState> decodeBodyV1(const Rules& r, const Bytes& body) {
  BitReader rd(body.data(), body.size() * 8);
  GameState s;
  std::uint64_t v;
  bool f;
  const Error truncated = makeError(ErrorKind::Truncated, "truncated position link");
  auto bad = [](const std::string& what) {
    return makeError(ErrorKind::Malformed, "invalid position: " + what);
  };
  auto small16 = [&](std::uint16_t& out) {
    if (!rd.varint(v) || v > 0xffff) return false;
    out = static_cast<std::uint16_t>(v);
    return true;
  };
  if (!rd.bits(v, 4)) return truncated;
  s.turn = static_cast<std::uint8_t>(v);
  if (!rd.bits(v, 3)) return truncated;
  s.phase = static_cast<Phase>(v);
  if (!rd.bits(v, 3)) return truncated;
  s.step = static_cast<StepKind>(v);
  if (!rd.bits(v, 2)) return truncated;
  s.winner = static_cast<Winner>(v);
  if (!small16(s.frenchLost) || !small16(s.alliedLost)) return truncated;
  if (!rd.varint(v)) return truncated;
  if (v > 255) return bad("exited");
  s.exited = static_cast<std::uint8_t>(v);
  if (!rd.flag(f)) return truncated;
  s.grouchy = f;
  bool hiddenFrench = false, hiddenAllied = false;
  if (s.grouchy) {
    if (!rd.bits(v, 3)) return truncated;
    s.frenchChit = static_cast<std::uint8_t>(v);
    if (!rd.bits(v, 3)) return truncated;
    s.alliedChit = static_cast<std::uint8_t>(v);
    hiddenFrench = s.frenchChit == 0, hiddenAllied = s.alliedChit == 0;
  }
  if (!rd.bits(v, 8)) return truncated;
  s.groupActive = static_cast<std::uint8_t>(v);
  const auto& groups = r.scenario().groups;
  bool rawSlots;
  if (!rd.flag(rawSlots)) return truncated;
  for (std::size_t gi = 0; gi < s.slotsLeft.size(); ++gi)
    for (std::size_t k = 0; k < s.slotsLeft[gi].size(); ++k)
      if (rawSlots || (gi < groups.size() && k < groups[gi].slots.size())) {
        if (!rd.flag(f)) return truncated;
        s.slotsLeft[gi][k] = f;
      }
  if (!rd.bits(s.rng.state, 64)) return truncated;
  CombatRecord& c = s.combat;
  if (!rd.flag(f)) return truncated;
  if (f) {
    if (!rd.bits(v, 4)) return truncated;
    c.odds = static_cast<std::uint8_t>(v);
    if (!rd.bits(v, 3)) return truncated;
    c.die = static_cast<std::uint8_t>(v);
    if (!rd.bits(v, 3)) return truncated;
    c.result = static_cast<CombatResult>(v);
    if (!rd.bits(v, 3)) return truncated;
    c.stage = static_cast<CombatStage>(v);
    if (!rd.bits(v, 1)) return truncated;
    c.attackerSide = static_cast<std::uint8_t>(v);
    if (!rd.varint(v)) return truncated;
    if (v > 255) return bad("Ee target");
    c.eeTarget = static_cast<std::uint8_t>(v);
    if (!rd.bits(v, 8)) return truncated;
    c.displaced = static_cast<std::int8_t>(static_cast<int>(v) - 1);
    if (!small16(c.frenchBefore) || !small16(c.alliedBefore)) return truncated;
    if (!rd.bits(v, 4)) return truncated;
    if (v > 12) return bad("vacated hexes");
    c.vacatedCount = static_cast<std::uint8_t>(v);
    for (int i = 0; i < c.vacatedCount; ++i) {
      if (!rd.bits(v, hexBits(r))) return truncated;
      c.vacated[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(v);
    }
  }
  if (!rd.bits(v, 7)) return truncated;
  if (v != static_cast<std::uint64_t>(r.unitCount()))
    return bad("unit count does not match the scenario");
  s.unitCount = static_cast<std::uint8_t>(v);
  bool anyMp, anyFlags, offExtras;
  if (!rd.flag(anyMp) || !rd.flag(anyFlags) || !rd.flag(offExtras)) return truncated;
  for (int u = 0; u < s.unitCount; ++u) {
    UnitState& us = s.units[u];
    if (!rd.flag(f)) return truncated;
    if (!f) {
      if (!rd.bits(v, hexBits(r))) return truncated;
      us.status = UnitStatus::OnMap;
      us.hex = static_cast<std::int16_t>(v);
    } else {
      if (!rd.bits(v, 2)) return truncated;
      static constexpr UnitStatus kOff[4] = {UnitStatus::Unavailable, UnitStatus::Waiting,
                                             UnitStatus::Eliminated, UnitStatus::Exited};
      us.status = kOff[v];
      us.hex = -1;
      if (us.status == UnitStatus::Waiting) {
        if (!rd.bits(v, 3)) return truncated;
        us.group = static_cast<std::int8_t>(v);
      }
    }
    if (us.status != UnitStatus::OnMap && !offExtras) continue;
    if (anyMp) {
      if (!rd.flag(f)) return truncated;
      if (f) {
        const std::uint32_t m = static_cast<std::uint32_t>(std::max(1, r.unit(u).movement));
        std::uint32_t code;
        if (!rd.below(code, m + 1)) return bad("movement points");
        if (code < m) {
          us.mpUsed = static_cast<std::uint8_t>(code + 1);
        } else {
          if (!rd.bits(v, 8)) return truncated;
          if (v <= m) return bad("movement points");
          us.mpUsed = static_cast<std::uint8_t>(v);
        }
      }
    }
    if (anyFlags) {
      if (!rd.flag(f)) return truncated;
      if (f) {
        std::uint64_t low, high = 0;
        bool more;
        if (!rd.bits(low, 3) || !rd.flag(more)) return truncated;
        if (more && !rd.bits(high, 5)) return truncated;
        if ((more && high == 0) || (!more && low == 0)) return bad("unit flags");
        us.flags = static_cast<std::uint8_t>(low | high << 3);
      }
    }
  }
  // Padding: fewer than 8 bits, all zero (one text per position).
  if (rd.remaining() >= 8)
    return makeError(ErrorKind::Oversized, "position link has trailing data");
  if (!rd.bits(v, static_cast<int>(rd.remaining())) || v != 0) return bad("padding");
  // Every field checked by the engine's own loader (and occupancy rebuilt by it). A chit
  // hidden by Game::view() is stood in for while checking and hidden again after.
  if (hiddenFrench) s.frenchChit = 1;
  if (hiddenAllied) s.alliedChit = 1;
  auto loaded = loadState(r, saveState(s));
  if (auto* err = std::get_if<std::string>(&loaded)) return bad(*err);
  GameState out = std::get<GameState>(std::move(loaded));
  if (hiddenFrench) out.frenchChit = 0;
  if (hiddenAllied) out.alliedChit = 0;
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------
// Version 2: one mixed-radix integer (primitives.h RadixWriter). Every field is a symbol
// whose radix is the number of values it can take in its context, so nothing is rounded up
// to whole bits, and fields the rest of the position determines are not written at all
// (see README.md "Position links" for the layout and the worst-case bound).
//
// The body starts with a mode symbol: 0 compact (below), 1 the engine's own save bytes. The
// encoder writes the compact form whenever the state keeps the invariants of play it relies
// on (and it decodes back exactly, which it checks), else the save bytes: longer, but any
// state the engine loads round-trips.

namespace {

constexpr std::uint32_t kModeCompact = 0, kModeEngine = 1;
constexpr std::uint64_t kRadix32 = std::uint64_t{1} << 32;
constexpr std::uint8_t kRoleBits = kRetreatDue | kRetreated | kAttacker | kBombarder | kDefender;
constexpr int kSubsetChunk = kMaxUnits;  // C(96, 48) < 2^127

// Binomial coefficients C(n, k) for n, k <= kSubsetChunk.
const Wide& binom(int n, int k) {
  static const std::vector<Wide> table = [] {
    const std::size_t w = kSubsetChunk + 1;
    std::vector<Wide> t(w * w, Wide(0));
    for (std::size_t n = 0; n < w; ++n) {
      t[n * w] = 1;
      for (std::size_t k = 1; k <= n; ++k)
        t[n * w + k] = t[(n - 1) * w + k - 1] + t[(n - 1) * w + k];
    }
    return t;
  }();
  return table[static_cast<std::size_t>(n) * (kSubsetChunk + 1) + static_cast<std::size_t>(k)];
}

// What both directions derive from the rules once.
struct Tables {
  explicit Tables(const Rules& r) {
    const int n = r.map().indexSize();
    rankValid.assign(static_cast<std::size_t>(n), -1);
    usual.assign(static_cast<std::size_t>(n), 0);
    for (int i = 0; i < n; ++i) {
      const Hex h = r.hexAt(i);
      if (!h.valid() || r.index(h) != i) continue;
      rankValid[static_cast<std::size_t>(i)] = static_cast<int>(valid.size());
      valid.push_back(i);
      // A hex a unit can enter (woods never: 4.2): where units usually are.
      usual[static_cast<std::size_t>(i)] = r.map().at(h).terrain != Terrain::Woods;
    }
  }
  std::vector<int> valid;      // valid hex indices, ascending
  std::vector<int> rankValid;  // index -> position in valid, -1 if not a hex
  std::vector<char> usual;
};

// The two directions of one codec: sym(v, radix) writes v, or reads into v.
struct Encoder {
  static constexpr bool kEncode = true;
  RadixWriter w;
  bool sym(std::uint32_t& v, std::uint64_t radix) { return w.put(v, radix); }
};
struct Decoder {
  static constexpr bool kEncode = false;
  explicit Decoder(const Bytes& b) : rd(b.data(), b.size()) {}
  RadixReader rd;
  bool sym(std::uint32_t& v, std::uint64_t radix) {
    v = static_cast<std::uint32_t>(rd.get(radix).lo);
    return true;
  }
};

// A subset of n candidates (member[i]): its size k, then its rank among the C(n, k) subsets
// of that size (combinatorial number system): log2(n + 1) + log2 C(n, k) bits, so an empty
// or full set costs almost nothing and a half-full one about n bits.
template <class C>
bool codeSubset(C& c, std::vector<bool>& member) {
  const int n = static_cast<int>(member.size());
  if (n > kSubsetChunk) return false;
  std::uint32_t k = 0;
  if (C::kEncode) k = static_cast<std::uint32_t>(std::count(member.begin(), member.end(), true));
  if (!c.sym(k, static_cast<std::uint64_t>(n) + 1)) return false;
  // rank = sum over members j (ascending, 1-based) of C(position, j)
  Wide rank;
  if (C::kEncode) {
    int j = 0;
    for (int i = 0; i < n; ++i)
      if (member[static_cast<std::size_t>(i)]) rank = rank + binom(i, ++j);
  }
  // The rank in 32-bit pieces, low first, the top one below what is left of C(n, k): every
  // radix stays within the reader's fast path; a rank >= C(n, k) is refused.
  const Wide count = binom(n, static_cast<int>(k));
  auto shr32 = [](const Wide& w) {
    Wide r;
    r.lo = (w.lo >> 32) | (w.hi << 32);
    r.hi = w.hi >> 32;
    return r;
  };
  Wide left = count, rest = rank, decoded;
  for (int shift = 0;; shift += 32) {
    const bool top = left.hi == 0 && left.lo <= (std::uint64_t{1} << 32);
    std::uint32_t digit = C::kEncode ? static_cast<std::uint32_t>(rest.lo) : 0u;
    if (!c.sym(digit, top ? left.lo : (std::uint64_t{1} << 32))) return false;
    if (shift < 64)
      decoded.lo |= static_cast<std::uint64_t>(digit) << shift;
    else
      decoded.hi |= static_cast<std::uint64_t>(digit) << (shift - 64);
    if (top) break;
    left = shr32(left) + Wide((left.lo & 0xffffffffu) != 0 ? 1u : 0u);  // ceil(left / 2^32)
    rest = shr32(rest);
  }
  rank = decoded;
  if (!(rank < count)) return false;
  if (!C::kEncode) {
    int pos = n - 1;
    for (int j = static_cast<int>(k); j >= 1; --j) {
      while (pos >= j && rank < binom(pos, j)) --pos;
      if (pos < j - 1) return false;
      member[static_cast<std::size_t>(pos)] = true;
      if (pos >= j) rank = rank - binom(pos, j);
      --pos;
    }
  }
  return true;
}

bool defaultCombat(const CombatRecord& c) {
  const CombatRecord d{};
  return c.odds == d.odds && c.die == d.die && c.result == d.result && c.stage == d.stage &&
         c.attackerSide == d.attackerSide && c.eeTarget == d.eeTarget &&
         c.displaced == d.displaced && c.frenchBefore == d.frenchBefore &&
         c.alliedBefore == d.alliedBefore && c.vacatedCount == 0 && c.vacated == d.vacated;
}

std::string poolCode(const UnitDef& d) {
  return d.arrivalTurn ? std::to_string(d.arrivalTurn) + (d.variantPool ? "v" : "") : "";
}

// The group a waiting counter joins at set-up: the first in force whose pool holds it.
int naturalGroup(const Rules& r, const GameState& s, int u) {
  const auto& groups = r.scenario().groups;
  const UnitDef& d = r.unit(u);
  if (d.start.valid()) return -1;
  for (std::size_t gi = 0; gi < groups.size() && gi < static_cast<std::size_t>(kMaxGroups); ++gi)
    if ((s.groupActive >> gi & 1u) && groups[gi].side == d.side && groups[gi].pool == poolCode(d))
      return static_cast<int>(gi);
  return -1;
}

// Groups in force for these chits (a chit hidden by Game::view(): none of that side's).
std::uint8_t derivedGroups(const Rules& r, const GameState& s) {
  const auto& groups = r.scenario().groups;
  std::uint8_t active = 0;
  for (std::size_t gi = 0; gi < groups.size() && gi < static_cast<std::size_t>(kMaxGroups); ++gi) {
    const ReinforcementGroup& g = groups[gi];
    const int chit = g.side == Side::French ? s.frenchChit : s.alliedChit;
    const bool on =
        s.grouchy ? std::find(g.chits.begin(), g.chits.end(), chit) != g.chits.end() : g.standard;
    if (on) active |= static_cast<std::uint8_t>(1u << gi);
  }
  return active;
}

bool enemyAdjacent(const Rules& r, const GameState& s, const std::vector<std::int8_t>& sideAt,
                   int u) {
  if (s.units[u].status != UnitStatus::OnMap) return false;
  const int enemy = 1 - static_cast<int>(r.unit(u).side);
  for (int d = 0; d < 6; ++d) {
    const int n = r.neighbor(s.units[u].hex, d);
    if (n >= 0 && (sideAt[static_cast<std::size_t>(n)] & (1 << enemy))) return true;
  }
  return false;
}

// The compact body. In encode mode s is read (a mismatch with an invariant returns false);
// in decode mode s is filled. Symbols in order; each later one may use what came before.
template <class C>
bool codeCompact(C& c, const Rules& r, const Tables& t, GameState& s) {
  constexpr bool E = C::kEncode;
  std::uint32_t v = 0;
  auto field = [&](std::uint32_t value, std::uint64_t radix) -> bool {
    v = value;
    return c.sym(v, radix);
  };
  const int turns = r.scenario().turns();
  const int unitCount = r.unitCount();
  const std::size_t groupCount =
      std::min(r.scenario().groups.size(), static_cast<std::size_t>(kMaxGroups));
  if (E && (s.unitCount != unitCount || s.turn < 1 || s.turn > turns)) return false;
  s.unitCount = static_cast<std::uint8_t>(unitCount);

  // Sequence of play: turn, phase, the step the phase allows, the winner if over.
  if (!field(s.turn - 1u, static_cast<std::uint64_t>(turns))) return false;
  s.turn = static_cast<std::uint8_t>(v + 1);
  if (!field(static_cast<std::uint32_t>(s.phase), 5)) return false;
  s.phase = static_cast<Phase>(v);
  if (isMovementPhase(s.phase)) {
    if (E && s.step != StepKind::Move) return false;
    s.step = StepKind::Move;
  } else if (s.phase == Phase::GameOver) {
    if (E && s.step != StepKind::GameOver) return false;
    s.step = StepKind::GameOver;
  } else {
    const auto first = static_cast<std::uint32_t>(StepKind::DeclareAttack),
               last = static_cast<std::uint32_t>(StepKind::AdvanceAfterCombat);
    if (E &&
        (static_cast<std::uint32_t>(s.step) < first || static_cast<std::uint32_t>(s.step) > last))
      return false;
    if (!field(static_cast<std::uint32_t>(s.step) - first, last - first + 1)) return false;
    s.step = static_cast<StepKind>(v + first);
  }
  if (s.phase == Phase::GameOver) {
    if (E && s.winner == Winner::None) return false;
    if (!field(static_cast<std::uint32_t>(s.winner) - 1u, 3)) return false;
    s.winner = static_cast<Winner>(v + 1);
  } else {
    if (E && s.winner != Winner::None) return false;
    s.winner = Winner::None;
  }

  // Variant, chits (0: hidden by Game::view()), groups in force, their free slots.
  if (!field(s.grouchy ? 1u : 0u, 2)) return false;
  s.grouchy = v != 0;
  if (s.grouchy) {
    if (!field(s.frenchChit, 7)) return false;
    s.frenchChit = static_cast<std::uint8_t>(v);
    if (!field(s.alliedChit, 7)) return false;
    s.alliedChit = static_cast<std::uint8_t>(v);
  } else {
    if (E && (s.frenchChit != 0 || s.alliedChit != 0)) return false;
    s.frenchChit = s.alliedChit = 0;
  }
  if (!field(E && s.groupActive == derivedGroups(r, s) ? 1u : 0u, 2)) return false;
  if (v) {
    s.groupActive = derivedGroups(r, s);
  } else {
    if (!field(s.groupActive, std::uint64_t{1} << groupCount)) return false;
    s.groupActive = static_cast<std::uint8_t>(v);
  }
  for (std::size_t gi = 0; gi < static_cast<std::size_t>(kMaxGroups); ++gi)
    for (std::size_t k = 0; k < static_cast<std::size_t>(kMaxSlotsPerGroup); ++k) {
      const bool has =
          gi < groupCount && (s.groupActive >> gi & 1u) && k < r.scenario().groups[gi].slots.size();
      if (!has) {
        if (E && s.slotsLeft[gi][k] != 0) return false;
        s.slotsLeft[gi][k] = 0;
        continue;
      }
      if (!field(s.slotsLeft[gi][k], 2)) return false;
      s.slotsLeft[gi][k] = static_cast<std::uint8_t>(v);
    }

  // The die generator.
  if (!field(static_cast<std::uint32_t>(s.rng.state), kRadix32)) return false;
  std::uint64_t rng = v;
  if (!field(static_cast<std::uint32_t>(s.rng.state >> 32), kRadix32)) return false;
  s.rng.state = rng | static_cast<std::uint64_t>(v) << 32;

  // Where every unit is: the set on the map; for each unit off it, its status; for each on
  // it, its hex ranked among the hexes no earlier unit holds that a unit can enter, or
  // (escape) any hex: stacked while moving (R7a) or placed by hand.
  const int hexes = static_cast<int>(t.valid.size());
  std::vector<bool> onMap(static_cast<std::size_t>(unitCount));
  if (E)
    for (int u = 0; u < unitCount; ++u)
      onMap[static_cast<std::size_t>(u)] = s.units[u].status == UnitStatus::OnMap;
  if (!codeSubset(c, onMap)) return false;
  std::vector<int> freeHexes;  // usual hexes no unit holds yet, ascending
  for (int i : t.valid)
    if (t.usual[static_cast<std::size_t>(i)]) freeHexes.push_back(i);
  std::vector<std::int8_t> sideAt(t.usual.size(), 0);
  for (int u = 0; u < unitCount; ++u) {
    UnitState& us = s.units[u];
    if (!onMap[static_cast<std::size_t>(u)]) {
      static constexpr UnitStatus kOff[4] = {UnitStatus::Unavailable, UnitStatus::Waiting,
                                             UnitStatus::Eliminated, UnitStatus::Exited};
      if (E && us.hex != -1) return false;
      if (!field(static_cast<std::uint32_t>(std::find(kOff, kOff + 4, us.status) - kOff), 4))
        return false;
      us.status = kOff[v];
      us.hex = -1;
      continue;
    }
    std::uint32_t sym = 0;
    if (E) {
      if (us.hex < 0 || static_cast<std::size_t>(us.hex) >= t.rankValid.size() ||
          t.rankValid[static_cast<std::size_t>(us.hex)] < 0)
        return false;
      const auto it =
          std::lower_bound(freeHexes.begin(), freeHexes.end(), static_cast<int>(us.hex));
      if (it != freeHexes.end() && *it == us.hex)
        sym = 1 + static_cast<std::uint32_t>(it - freeHexes.begin());
    }
    if (!field(sym, 1 + static_cast<std::uint64_t>(freeHexes.size()))) return false;
    sym = v;
    us.status = UnitStatus::OnMap;
    if (sym == 0) {
      if (!field(E ? static_cast<std::uint32_t>(t.rankValid[static_cast<std::size_t>(us.hex)]) : 0u,
                 static_cast<std::uint64_t>(hexes)))
        return false;
      us.hex = static_cast<std::int16_t>(t.valid[v]);
      const auto it =
          std::lower_bound(freeHexes.begin(), freeHexes.end(), static_cast<int>(us.hex));
      if (it != freeHexes.end() && *it == us.hex) freeHexes.erase(it);
    } else {
      us.hex = static_cast<std::int16_t>(freeHexes[sym - 1]);
      freeHexes.erase(freeHexes.begin() + static_cast<std::ptrdiff_t>(sym - 1));
    }
    const auto h = static_cast<std::size_t>(us.hex);
    sideAt[h] = static_cast<std::int8_t>(sideAt[h] | 1 << static_cast<int>(r.unit(u).side));
  }
  // Waiting counters' groups: all in the group they joined at set-up, or each named.
  bool natural = true;
  if (E)
    for (int u = 0; u < unitCount; ++u) {
      const UnitState& us = s.units[u];
      if (us.status == UnitStatus::Waiting ? us.group != naturalGroup(r, s, u) || us.group < 0
                                           : us.group != -1)
        natural = false;
    }
  if (!field(natural ? 1u : 0u, 2)) return false;
  natural = v != 0;
  for (int u = 0; u < unitCount; ++u) {
    UnitState& us = s.units[u];
    if (us.status != UnitStatus::Waiting) {
      if (E && us.group != -1) return false;
      us.group = -1;
    } else if (natural) {
      us.group = static_cast<std::int8_t>(naturalGroup(r, s, u));
    } else {
      if (E && (us.group < 0 || static_cast<std::size_t>(us.group) >= groupCount)) return false;
      if (!field(static_cast<std::uint32_t>(us.group), std::max<std::size_t>(groupCount, 1)))
        return false;
      us.group = static_cast<std::int8_t>(v);
    }
  }

  // Movement points spent (4.1): per side, none or one symbol 0..allowance for each unit on
  // the map, exited or eliminated (a unit waiting or unavailable has spent none).
  auto spends = [](UnitStatus st) {
    return st == UnitStatus::OnMap || st == UnitStatus::Exited || st == UnitStatus::Eliminated;
  };
  for (int side = 0; side < 2; ++side) {
    bool any = false;
    if (E)
      for (int u = 0; u < unitCount; ++u)
        if (static_cast<int>(r.unit(u).side) == side && s.units[u].mpUsed != 0) {
          if (!spends(s.units[u].status) || s.units[u].mpUsed > std::max(0, r.unit(u).movement))
            return false;
          any = true;
        }
    if (!field(any ? 1u : 0u, 2)) return false;
    if (!v) continue;
    for (int u = 0; u < unitCount; ++u) {
      if (static_cast<int>(r.unit(u).side) != side || !spends(s.units[u].status)) continue;
      if (!field(s.units[u].mpUsed,
                 static_cast<std::uint64_t>(std::max(0, r.unit(u).movement)) + 1))
        return false;
      s.units[u].mpUsed = static_cast<std::uint8_t>(v);
    }
  }

  // Combat flags, for units on the map or eliminated: the set that fought (5.2); the set
  // whose R7 obligation differs from its prediction (on the map and fought or next to an
  // enemy); the fought units in the current attack and the unfought ones in it (a friendly
  // unit displaced, 6.5); for each of those its role and retreat state.
  int attackSide =
      isCombatPhase(s.phase) ? static_cast<int>(phasingSide(s.phase)) : (s.combat.attackerSide & 1);
  std::vector<int> cand;
  for (int u = 0; u < unitCount; ++u)
    if (s.units[u].status == UnitStatus::OnMap || s.units[u].status == UnitStatus::Eliminated)
      cand.push_back(u);
  auto artillery = [&](int u) { return r.unit(u).type == UnitType::Artillery; };
  bool anyFlags = false;
  if (E)
    for (int u = 0; u < unitCount; ++u) {
      const std::uint8_t f = s.units[u].flags;
      if (!f) continue;
      anyFlags = true;
      const bool attacking = static_cast<int>(r.unit(u).side) == attackSide;
      if (s.units[u].status != UnitStatus::OnMap && s.units[u].status != UnitStatus::Eliminated)
        return false;
      if (f & (attacking ? kMustBeAttacked : kMustAttack)) return false;
      if (f & (attacking ? kDefender : (kAttacker | kBombarder))) return false;
      if ((f & kBombarder) && ((f & kAttacker) || !artillery(u))) return false;
      if ((f & kRetreatDue) && (f & kRetreated)) return false;
    }
  if (!field(anyFlags ? 1u : 0u, 2)) return false;
  if (v) {
    if (!isCombatPhase(s.phase)) {  // flags kept after the game ended in a combat phase
      if (!field(static_cast<std::uint32_t>(attackSide), 2)) return false;
      attackSide = static_cast<int>(v);
    }
    const std::size_t n = cand.size();
    std::vector<bool> fought(n), oddObligation(n);
    if (E)
      for (std::size_t i = 0; i < n; ++i) fought[i] = s.units[cand[i]].flags & kFought;
    if (!codeSubset(c, fought)) return false;
    auto predicted = [&](std::size_t i) {
      return s.units[cand[i]].status == UnitStatus::OnMap &&
             (fought[i] || enemyAdjacent(r, s, sideAt, cand[i]));
    };
    if (E)
      for (std::size_t i = 0; i < n; ++i)
        oddObligation[i] =
            ((s.units[cand[i]].flags & (kMustAttack | kMustBeAttacked)) != 0) != predicted(i);
    if (!codeSubset(c, oddObligation)) return false;
    std::vector<std::size_t> group[2];  // fought, not fought
    for (std::size_t i = 0; i < n; ++i) group[fought[i] ? 0 : 1].push_back(i);
    std::vector<bool> inAttack(n);
    for (const auto& g : group) {
      std::vector<bool> sub(g.size());
      if (E)
        for (std::size_t j = 0; j < g.size(); ++j) sub[j] = s.units[cand[g[j]]].flags & kRoleBits;
      if (!codeSubset(c, sub)) return false;
      for (std::size_t j = 0; j < g.size(); ++j) inAttack[g[j]] = sub[j];
    }
    for (std::size_t i = 0; i < n; ++i) {
      const int u = cand[i];
      const bool attacking = static_cast<int>(r.unit(u).side) == attackSide;
      std::uint8_t f = fought[i] ? kFought : 0;
      if (oddObligation[i] != predicted(i)) f |= attacking ? kMustAttack : kMustBeAttacked;
      if (inAttack[i]) {
        // role (none, attacker or defender, bombarder if artillery) x (-, retreat due,
        // retreated), less (none, -)
        const std::uint8_t old = s.units[u].flags;
        const std::uint32_t role = (old & (kAttacker | kDefender)) ? 1u
                                   : (old & kBombarder)            ? 2u
                                                                   : 0u;
        const std::uint32_t state = (old & kRetreatDue) ? 1u : (old & kRetreated) ? 2u : 0u;
        if (!field(role * 3 + state - 1, attacking && artillery(u) ? 8 : 5)) return false;
        const std::uint32_t got = v + 1;
        if (got / 3 == 1) f |= attacking ? kAttacker : kDefender;
        if (got / 3 == 2) f |= kBombarder;
        if (got % 3 == 1) f |= kRetreatDue;
        if (got % 3 == 2) f |= kRetreated;
      }
      if (E && f != s.units[u].flags) return false;
      s.units[u].flags = f;
    }
  }

  // Losses and exits (8.0): as the eliminated and exited units add up, or given.
  int sum[2] = {0, 0}, exits = 0;
  for (int u = 0; u < unitCount; ++u) {
    if (s.units[u].status == UnitStatus::Eliminated)
      sum[static_cast<int>(r.unit(u).side)] += r.unit(u).strength;
    if (s.units[u].status == UnitStatus::Exited) ++exits;
  }
  const bool countersDerived = s.frenchLost == std::min(sum[0], 60000) &&
                               s.alliedLost == std::min(sum[1], 60000) &&
                               s.exited == std::min(exits, 255);
  if (!field(E && countersDerived ? 1u : 0u, 2)) return false;
  if (v) {
    s.frenchLost = static_cast<std::uint16_t>(std::min(sum[0], 60000));
    s.alliedLost = static_cast<std::uint16_t>(std::min(sum[1], 60000));
    s.exited = static_cast<std::uint8_t>(std::min(exits, 255));
  } else {
    // Given by hand (Game::editSet): up to the side's total strength (and the number of
    // French units), else in full.
    int total[2] = {0, 0}, frenchUnits = 0;
    for (int u = 0; u < unitCount; ++u) {
      total[static_cast<int>(r.unit(u).side)] += r.unit(u).strength;
      frenchUnits += r.unit(u).side == Side::French;
    }
    auto bounded = [&](std::uint32_t value, std::uint32_t most, std::uint64_t full,
                       std::uint32_t& out) {
      if (!field(E ? std::min(value, most + 1) : 0u, static_cast<std::uint64_t>(most) + 2))
        return false;
      if (v <= most) {
        out = v;
        return true;
      }
      if (!field(value, full)) return false;
      out = v;
      return !(E && out <= most);
    };
    std::uint32_t fl = 0, al = 0, ex = 0;
    if (!bounded(s.frenchLost, static_cast<std::uint32_t>(total[0]), 65536, fl) ||
        !bounded(s.alliedLost, static_cast<std::uint32_t>(total[1]), 65536, al) ||
        !bounded(s.exited, static_cast<std::uint32_t>(frenchUnits), 256, ex))
      return false;
    s.frenchLost = static_cast<std::uint16_t>(fl);
    s.alliedLost = static_cast<std::uint16_t>(al);
    s.exited = static_cast<std::uint8_t>(ex);
  }

  // The attack being resolved, if any record is kept.
  CombatRecord& cr = s.combat;
  if (!field(E && defaultCombat(cr) ? 1u : 0u, 2)) return false;
  if (v) {
    cr = CombatRecord{};
    return true;
  }
  const int columns = r.crt().columns();
  if (E && (cr.odds >= columns || cr.die > 6 || cr.attackerSide > 1 ||
            cr.vacatedCount > cr.vacated.size() || cr.displaced < -1 || cr.displaced >= unitCount))
    return false;
  if (!field(cr.odds, static_cast<std::uint64_t>(std::max(columns, 1)))) return false;
  cr.odds = static_cast<std::uint8_t>(v);
  if (!field(cr.die, 7)) return false;
  cr.die = static_cast<std::uint8_t>(v);
  const bool fromTable = cr.die >= 1 && cr.die <= 6;
  if (!field(E && fromTable && cr.result == r.crt().result(cr.odds, cr.die) ? 1u : 0u,
             fromTable ? 2 : 1))
    return false;
  if (v) {
    cr.result = r.crt().result(cr.odds, cr.die);
  } else {
    if (!field(static_cast<std::uint32_t>(cr.result), 5)) return false;
    cr.result = static_cast<CombatResult>(v);
  }
  if (!field(static_cast<std::uint32_t>(cr.stage), 6)) return false;
  cr.stage = static_cast<CombatStage>(v);
  if (!field(cr.attackerSide, 2)) return false;
  cr.attackerSide = static_cast<std::uint8_t>(v);
  // Ee (R6): the strength of the defenders it eliminated; losses before: now less those of
  // the units this attack eliminated (8.4).
  int eeDefenders = 0, thisAttack[2] = {0, 0};
  for (int u = 0; u < unitCount; ++u)
    if (s.units[u].status == UnitStatus::Eliminated &&
        (s.units[u].flags & (kAttacker | kBombarder | kDefender))) {
      thisAttack[static_cast<int>(r.unit(u).side)] += r.unit(u).strength;
      if (s.units[u].flags & kDefender) eeDefenders += r.unit(u).strength;
    }
  const int eeDerived = cr.result == CombatResult::Ee ? std::min(eeDefenders, 255) : 0;
  if (!field(E && cr.eeTarget == eeDerived ? 1u : 0u, 2)) return false;
  if (v) {
    cr.eeTarget = static_cast<std::uint8_t>(eeDerived);
  } else {
    if (!field(cr.eeTarget, 256)) return false;
    cr.eeTarget = static_cast<std::uint8_t>(v);
  }
  const int fb = s.frenchLost - thisAttack[0], ab = s.alliedLost - thisAttack[1];
  if (!field(E && cr.frenchBefore == fb && cr.alliedBefore == ab ? 1u : 0u, 2)) return false;
  if (v) {
    if (fb < 0 || ab < 0) return false;
    cr.frenchBefore = static_cast<std::uint16_t>(fb);
    cr.alliedBefore = static_cast<std::uint16_t>(ab);
  } else {
    if (!field(cr.frenchBefore, 65536)) return false;
    cr.frenchBefore = static_cast<std::uint16_t>(v);
    if (!field(cr.alliedBefore, 65536)) return false;
    cr.alliedBefore = static_cast<std::uint16_t>(v);
  }
  if (!field(static_cast<std::uint32_t>(cr.displaced + 1),
             static_cast<std::uint64_t>(unitCount) + 1))
    return false;
  cr.displaced = static_cast<std::int8_t>(static_cast<int>(v) - 1);
  // Vacated hexes (6.6): each ranked among the hexes within two of an earlier one (the
  // hexes of one attack lie together), or (escape, and the first) any hex.
  if (!field(cr.vacatedCount, cr.vacated.size() + 1)) return false;
  cr.vacatedCount = static_cast<std::uint8_t>(v);
  std::vector<int> near;
  for (std::size_t i = 0; i < cr.vacated.size(); ++i) {
    if (i >= cr.vacatedCount) {
      if (E && cr.vacated[i] != 0) return false;
      cr.vacated[i] = 0;
      continue;
    }
    const int hex = cr.vacated[i];
    if (E && (hex < 0 || static_cast<std::size_t>(hex) >= t.rankValid.size() ||
              t.rankValid[static_cast<std::size_t>(hex)] < 0))
      return false;
    std::uint32_t sym = 0;
    if (i > 0) {
      const auto it = std::lower_bound(near.begin(), near.end(), hex);
      sym = it != near.end() && *it == hex ? static_cast<std::uint32_t>(it - near.begin()) + 1 : 0u;
      if (!field(sym, near.size() + 1)) return false;
      sym = v;
      if (sym) cr.vacated[i] = static_cast<std::int16_t>(near[sym - 1]);
    }
    if (sym == 0) {
      if (!field(E ? static_cast<std::uint32_t>(t.rankValid[static_cast<std::size_t>(hex)]) : 0u,
                 static_cast<std::uint64_t>(hexes)))
        return false;
      cr.vacated[i] = static_cast<std::int16_t>(t.valid[v]);
    }
    const int at = cr.vacated[i];
    near.push_back(at);
    for (int d = 0; d < 6; ++d) {
      const int a = r.neighbor(at, d);
      if (a < 0) continue;
      near.push_back(a);
      for (int e = 0; e < 6; ++e)
        if (r.neighbor(a, e) >= 0) near.push_back(r.neighbor(a, e));
    }
    std::sort(near.begin(), near.end());
    near.erase(std::unique(near.begin(), near.end()), near.end());
  }
  return true;
}

// Every field checked by the engine's own loader (and occupancy rebuilt by it). A chit
// hidden by Game::view() is stood in for while checking and hidden again after.
Result<GameState> checkedByEngine(const Rules& r, GameState s) {
  const bool hiddenFrench = s.grouchy && s.frenchChit == 0,
             hiddenAllied = s.grouchy && s.alliedChit == 0;
  if (hiddenFrench) s.frenchChit = 1;
  if (hiddenAllied) s.alliedChit = 1;
  auto loaded = loadState(r, saveState(s));
  if (auto* err = std::get_if<std::string>(&loaded))
    return makeError(ErrorKind::Malformed, "invalid position: " + *err);
  GameState out = std::get<GameState>(std::move(loaded));
  if (hiddenFrench) out.frenchChit = 0;
  if (hiddenAllied) out.alliedChit = 0;
  return out;
}

Result<GameState> decodeBodyV2(const Rules& r, const Bytes& body) {
  Decoder d(body);
  if (!d.rd.canonical())
    return makeError(ErrorKind::Malformed, "invalid position: not in canonical form");
  GameState s;
  std::uint32_t mode = 0;
  d.sym(mode, 2);
  if (mode == kModeCompact) {
    if (!codeCompact(d, r, Tables(r), s))
      return makeError(ErrorKind::Malformed, "invalid position: impossible field");
  } else {
    std::uint32_t hidden = 0, n = 0;
    d.sym(hidden, 4);
    d.sym(n, kMaxPositionBytes);
    Bytes save(n);
    for (auto& b : save) {
      std::uint32_t x = 0;
      d.sym(x, 256);
      b = static_cast<std::uint8_t>(x);
    }
    auto loaded = loadState(r, save);
    if (auto* err = std::get_if<std::string>(&loaded))
      return makeError(ErrorKind::Malformed, "invalid position: " + *err);
    s = std::get<GameState>(std::move(loaded));
    if (hidden & 1) s.frenchChit = 0;
    if (hidden & 2) s.alliedChit = 0;
  }
  if (!d.rd.done()) return makeError(ErrorKind::Oversized, "position link has trailing data");
  return checkedByEngine(r, s);
}

Bytes encodeBodyV2(const Rules& r, const GameState& state) {
  {
    Encoder e;
    std::uint32_t mode = kModeCompact;
    e.sym(mode, 2);
    GameState copy = state;
    if (codeCompact(e, r, Tables(r), copy) && !e.w.failed()) {
      Bytes body = e.w.bytes();
      auto back = decodeBodyV2(r, body);
      if (auto* s = std::get_if<GameState>(&back); s && saveState(*s) == saveState(state))
        return body;
    }
  }
  // Outside what the compact form describes: the engine's save bytes.
  Encoder e;
  std::uint32_t mode = kModeEngine;
  e.sym(mode, 2);
  GameState copy = state;
  std::uint32_t hidden = (copy.grouchy && copy.frenchChit == 0 ? 1u : 0u) |
                         (copy.grouchy && copy.alliedChit == 0 ? 2u : 0u);
  if (hidden & 1) copy.frenchChit = 1;
  if (hidden & 2) copy.alliedChit = 1;
  const Bytes save = saveState(copy);
  e.sym(hidden, 4);
  std::uint32_t n = static_cast<std::uint32_t>(save.size());
  e.sym(n, kMaxPositionBytes);
  for (std::uint8_t b : save) {
    std::uint32_t x = b;
    e.sym(x, 256);
  }
  return e.w.bytes();
}

}  // namespace

namespace detail {

Bytes positionBody(const Rules& r, const GameState& state) { return encodeBodyV2(r, state); }

Result<GameState> positionFromBody(const Rules& r, const Bytes& body) {
  try {
    return decodeBodyV2(r, body);
  } catch (...) {
    return makeError(ErrorKind::Malformed, "invalid position");
  }
}

}  // namespace detail

std::string encodePosition(const Rules& r, const GameState& s) {
  return base64urlEncode(detail::frameGame(detail::kMagicPosition, kPositionVersion,
                                           detail::GameTag{kGameNaw, 0, kPositionBodyVersion},
                                           encodeBodyV2(r, s)));
}

Result<GameState> decodePosition(const Rules& r, std::string_view text) {
  try {
    auto framed = detail::unframeGame(linkPayload(text), detail::kMagicPosition,
                                      {1, 2, kPositionVersion}, kMaxPositionBytes);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const auto& u = std::get<detail::GameFramed>(framed);
    if (auto err =
            detail::expectGame(u.tag, detail::kMagicPosition, kGameNaw, 1, kPositionBodyVersion))
      return *err;
    return u.tag.bodyVersion == 1 ? decodeBodyV1(r, u.body) : decodeBodyV2(r, u.body);
  } catch (const std::exception& e) {
    return makeError(ErrorKind::Internal,
                     std::string("position link could not be read: ") + e.what());
  } catch (...) {
    return makeError(ErrorKind::Internal, "position link could not be read");
  }
}

}  // namespace naw::persist
