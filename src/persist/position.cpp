#include "position.h"

#include <algorithm>

#include "frame.h"
#include "serialize.h"

namespace naw::persist {

namespace {

constexpr std::size_t kMaxPositionBytes = 1024;

int hexBits(const Rules& r) { return bitsFor(static_cast<std::uint32_t>(r.map().indexSize())); }

void writeSmall(BitWriter& w, std::uint32_t v) { w.varint(v); }

// Extras: movement points spent (4.1) and the combat flags. Packed for their usual values.
void writeMp(BitWriter& w, const Rules& r, int unit, std::uint8_t mp) {
  w.flag(mp != 0);
  if (mp == 0) return;
  const std::uint32_t m = static_cast<std::uint32_t>(std::max(1, r.unit(unit).movement));
  if (mp <= m) {
    w.below(mp - 1u, m + 1);
  } else {
    w.below(m, m + 1);  // escape, then the raw value
    w.bits(mp, 8);
  }
}
void writeFlags(BitWriter& w, std::uint8_t flags) {
  w.flag(flags != 0);
  if (flags == 0) return;
  w.bits(flags & 7u, 3);  // fought, must attack, must be attacked
  w.flag(flags >> 3 != 0);
  if (flags >> 3) w.bits(flags >> 3, 5);
}

void writeUnit(BitWriter& w, const Rules& r, int unit, const UnitState& u, bool anyMp, bool anyFlags, bool offExtras) {
  // Status: on the map '0', else '1' + 2 bits.
  const bool onMap = u.status == UnitStatus::OnMap;
  if (onMap) {
    w.flag(false);
    w.bits(static_cast<std::uint64_t>(u.hex), hexBits(r));
  } else {
    w.flag(true);
    const std::uint32_t code = u.status == UnitStatus::Unavailable ? 0 : u.status == UnitStatus::Waiting ? 1
                               : u.status == UnitStatus::Eliminated ? 2 : 3;
    w.bits(code, 2);
    if (u.status == UnitStatus::Waiting) w.bits(static_cast<std::uint64_t>(u.group), 3);
  }
  if (!onMap && !offExtras) return;
  if (anyMp) writeMp(w, r, unit, u.mpUsed);
  if (anyFlags) writeFlags(w, u.flags);
}

bool defaultCombat(const CombatRecord& c) {
  const CombatRecord d{};
  return c.odds == d.odds && c.die == d.die && c.result == d.result && c.stage == d.stage &&
         c.attackerSide == d.attackerSide && c.eeTarget == d.eeTarget && c.displaced == d.displaced &&
         c.frenchBefore == d.frenchBefore && c.alliedBefore == d.alliedBefore && c.vacatedCount == 0 &&
         c.vacated == d.vacated;
}

}  // namespace

std::string_view linkPayload(std::string_view text) {
  const std::size_t hash = text.rfind('#');
  if (hash != std::string_view::npos) text.remove_prefix(hash + 1);
  const std::size_t eq = text.find('=');
  if (eq != std::string_view::npos && eq <= 2) text.remove_prefix(eq + 1);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
  while (!text.empty() && (text.front() == ' ' || text.front() == '\n')) text.remove_prefix(1);
  return text;
}

std::string encodePosition(const Rules& r, const GameState& s) {
  BitWriter w;
  w.bits(s.turn, 4);
  w.bits(static_cast<std::uint64_t>(s.phase), 3);
  w.bits(static_cast<std::uint64_t>(s.step), 3);
  w.bits(static_cast<std::uint64_t>(s.winner), 2);
  writeSmall(w, s.frenchLost);
  writeSmall(w, s.alliedLost);
  writeSmall(w, s.exited);
  w.flag(s.grouchy);
  if (s.grouchy) w.bits(s.frenchChit, 3), w.bits(s.alliedChit, 3);
  w.bits(s.groupActive, 8);
  // Reinforcement slots: those the scenario has, unless the state holds others (then all).
  const auto& groups = r.scenario().groups;
  bool rawSlots = false;
  for (std::size_t gi = 0; gi < s.slotsLeft.size(); ++gi)
    for (std::size_t k = 0; k < s.slotsLeft[gi].size(); ++k)
      if (s.slotsLeft[gi][k] != 0 && (gi >= groups.size() || k >= groups[gi].slots.size())) rawSlots = true;
  w.flag(rawSlots);
  for (std::size_t gi = 0; gi < s.slotsLeft.size(); ++gi)
    for (std::size_t k = 0; k < s.slotsLeft[gi].size(); ++k)
      if (rawSlots || (gi < groups.size() && k < groups[gi].slots.size())) w.bits(s.slotsLeft[gi][k], 1);
  w.bits(s.rng.state, 64);
  const CombatRecord& c = s.combat;
  const bool plain = defaultCombat(c);
  w.flag(!plain);
  if (!plain) {
    w.bits(c.odds, 4);
    w.bits(c.die, 3);
    w.bits(static_cast<std::uint64_t>(c.result), 3);
    w.bits(static_cast<std::uint64_t>(c.stage), 3);
    w.bits(c.attackerSide, 1);
    writeSmall(w, c.eeTarget);
    w.bits(static_cast<std::uint64_t>(c.displaced + 1), 8);
    writeSmall(w, c.frenchBefore);
    writeSmall(w, c.alliedBefore);
    w.bits(c.vacatedCount, 4);
    for (int i = 0; i < c.vacatedCount && i < 12; ++i) w.bits(static_cast<std::uint64_t>(c.vacated[static_cast<std::size_t>(i)]), hexBits(r));
  }
  w.bits(s.unitCount, 7);
  bool anyMp = false, anyFlags = false, offExtras = false;
  for (int u = 0; u < s.unitCount; ++u) {
    const UnitState& us = s.units[u];
    anyMp |= us.mpUsed != 0, anyFlags |= us.flags != 0;
    offExtras |= us.status != UnitStatus::OnMap && (us.mpUsed != 0 || us.flags != 0);
  }
  w.flag(anyMp);
  w.flag(anyFlags);
  w.flag(offExtras);
  for (int u = 0; u < s.unitCount; ++u) writeUnit(w, r, u, s.units[u], anyMp, anyFlags, offExtras);
  return base64urlEncode(detail::frame(detail::kMagicPosition, kPositionVersion, w.bytes()));
}

namespace {

Result<GameState> decodeBody(const Rules& r, const Bytes& body) {
  BitReader rd(body.data(), body.size() * 8);
  GameState s;
  std::uint64_t v;
  bool f;
  const Error truncated = makeError(ErrorKind::Truncated, "truncated position link");
  auto bad = [](const std::string& what) { return makeError(ErrorKind::Malformed, "invalid position: " + what); };
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
  if (v != static_cast<std::uint64_t>(r.unitCount())) return bad("unit count does not match the scenario");
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
      static constexpr UnitStatus kOff[4] = {UnitStatus::Unavailable, UnitStatus::Waiting, UnitStatus::Eliminated,
                                             UnitStatus::Exited};
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
  if (rd.remaining() >= 8) return makeError(ErrorKind::Oversized, "position link has trailing data");
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

Result<GameState> decodePosition(const Rules& r, std::string_view text) {
  try {
    auto framed = detail::unframe(linkPayload(text), detail::kMagicPosition, 1, kPositionVersion, kMaxPositionBytes);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    return decodeBody(r, std::get<detail::Unframed>(framed).body);
  } catch (const std::exception& e) {
    return makeError(ErrorKind::Internal, std::string("position link could not be read: ") + e.what());
  } catch (...) {
    return makeError(ErrorKind::Internal, "position link could not be read");
  }
}

}  // namespace naw::persist
