#include "serialize.h"

#include <new>

#include "byte_archive.h"
#include "cereal_io.h"
#include "internals.h"

namespace naw {

namespace {

// Outside cereal: four magic bytes and the format version, so that a foreign or older
// file is named as such before any decoding.
constexpr std::uint8_t kStateMagic[4] = {'N', 'A', 'W', 'S'};
constexpr std::uint8_t kReplayMagic[4] = {'N', 'A', 'W', 'R'};
constexpr std::size_t kHeaderSize = 5;

using byte_archive::ByteInArchive;
using byte_archive::ByteOutArchive;

template <class T>
std::vector<std::uint8_t> writeFile(const std::uint8_t (&magic)[4], const T& value) {
  std::vector<std::uint8_t> out(magic, magic + 4);
  out.push_back(kSaveFormatVersion);
  out.reserve(512);
  ByteOutArchive ar(out);
  ar(value);
  return out;
}

// Decodes magic, version and the cereal payload into `value`; an error text, or empty.
// Never throws: cereal's exceptions (truncation), FormatError (structurally impossible),
// bad_alloc and anything else become error texts. Field values are checked by the caller.
template <class T>
std::string readFile(const std::uint8_t (&magic)[4], const std::vector<std::uint8_t>& bytes,
                     const char* what, T& value) {
  const std::string truncated = std::string("truncated ") + what;
  for (std::size_t i = 0; i < 4; ++i)
    if (i >= bytes.size() || bytes[i] != magic[i]) return "not a Napoleon at Waterloo save";
  if (bytes.size() < kHeaderSize) return "truncated";
  if (bytes[4] == 1)
    return std::string(
        "save format version 1 from an older build (before cereal) is no longer read");
  if (bytes[4] != kSaveFormatVersion)
    return "unsupported save format version " + std::to_string(bytes[4]);
  // cereal's portable archive starts with its byte order: always little endian here, so
  // that each state has exactly one encoding.
  if (bytes.size() == kHeaderSize) return truncated;
  if (bytes[kHeaderSize] != 1) return std::string("invalid ") + what + ": byte order";
  try {
    ByteInArchive ar(bytes.data() + kHeaderSize + 1, bytes.data() + bytes.size());
    ar(value);
    if (ar.remaining() != 0) return std::string("invalid ") + what + ": trailing bytes";
  } catch (const cereal_io::FormatError& e) {
    return std::string("invalid ") + what + ": " + e.what();
  } catch (const cereal::Exception&) {
    return truncated;
  } catch (const std::bad_alloc&) {
    return std::string("invalid ") + what + ": too large";
  } catch (const std::exception& e) {
    return std::string("invalid ") + what + ": " + e.what();
  } catch (...) {
    return std::string("invalid ") + what;
  }
  return {};
}

bool validStep(Phase p, StepKind k) {
  if (p == Phase::GameOver) return k == StepKind::GameOver;
  if (isMovementPhase(p)) return k == StepKind::Move;
  return k != StepKind::Move && k != StepKind::GameOver;
}

// Every field in range and consistent with the rules, as the hand-written loader of format
// version 1 checked them (same checks, same order).
std::string validateState(const Rules& rules, const GameState& s) {
  auto bad = [](const char* what) { return std::string("invalid save: ") + what; };
  auto chitOk = [&](std::uint8_t v) { return v <= 6 && (s.grouchy ? v != 0 : v == 0); };
  if (s.turn < 1 || s.turn > rules.scenario().turns()) return bad("turn");
  if (s.phase > Phase::GameOver) return bad("phase");
  if (s.step > StepKind::GameOver) return bad("step");
  if (!validStep(s.phase, s.step)) return bad("step does not belong to phase");
  if (s.winner > Winner::Draw) return bad("winner");
  if ((s.winner != Winner::None) != (s.phase == Phase::GameOver))
    return bad("winner and phase disagree");
  if (!chitOk(s.frenchChit)) return bad("french chit");
  if (!chitOk(s.alliedChit)) return bad("allied chit");
  const std::size_t groupCount = rules.scenario().groups.size();
  if (groupCount < static_cast<std::size_t>(kMaxGroups) && (s.groupActive >> groupCount))
    return bad("reinforcement groups");
  for (const auto& group : s.slotsLeft)
    for (std::uint8_t slot : group)
      if (slot > 1) return bad("reinforcement slot");
  const CombatRecord& c = s.combat;
  if (c.odds >= rules.crt().columns()) return bad("odds");
  if (c.die > 6) return bad("die");
  if (c.result > CombatResult::De) return bad("combat result");
  if (c.stage > CombatStage::Done) return bad("combat stage");
  if (c.attackerSide > 1) return bad("attacker side");
  if (c.vacatedCount > c.vacated.size()) return bad("vacated hexes");
  for (int i = 0; i < c.vacatedCount; ++i) {
    const int h = c.vacated[static_cast<std::size_t>(i)];
    if (h < 0 || h >= rules.map().indexSize() || !rules.hexAt(h).valid()) return bad("vacated hex");
  }
  if (s.unitCount != rules.unitCount()) return bad("unit count does not match the scenario");
  bool retreatDue = false;
  for (int u = 0; u < s.unitCount; ++u) {
    const UnitState& us = s.units[static_cast<std::size_t>(u)];
    if (us.status > UnitStatus::Exited) return bad("unit status");
    if (us.status == UnitStatus::OnMap) {
      if (us.hex < 0 || us.hex >= rules.map().indexSize() || !rules.hexAt(us.hex).valid())
        return bad("unit hex");
    } else if (us.hex != -1) {
      return bad("unit off the map with a hex");
    }
    if (us.status == UnitStatus::Waiting) {
      if (us.group < 0 || static_cast<std::size_t>(us.group) >= groupCount ||
          us.group >= kMaxGroups || !(s.groupActive >> us.group & 1u))
        return bad("reinforcement group of a waiting unit");
    } else if (us.group != -1) {
      return bad("group of a unit not waiting");
    }
    if (us.flags & kRetreatDue) {
      if (us.status != UnitStatus::OnMap) return bad("retreat owed by a unit off the map");
      retreatDue = true;
    }
  }
  // Cross-field checks so that a loaded game can always be asked for its step safely.
  if (c.displaced < -1 || c.displaced >= s.unitCount) return bad("displaced unit");
  if (c.displaced >= 0 &&
      s.units[static_cast<std::size_t>(c.displaced)].status != UnitStatus::OnMap)
    return bad("displaced unit off the map");
  if (s.step == StepKind::Displacement && c.displaced < 0)
    return bad("displacement without a unit");
  if (s.step == StepKind::Retreat && !retreatDue)
    return bad("retreat step without a retreating unit");
  if (s.step == StepKind::EqualEliminationLosses && c.eeTarget == 0)
    return bad("Ee step without losses owed");
  if (isCombatPhase(s.phase) && s.step != StepKind::DeclareAttack && c.stage == CombatStage::None)
    return bad("combat step outside an attack");
  return {};
}

std::string validateReplay(const Rules& rules, const Replay& rp) {
  if (rp.options.frenchChit < 0 || rp.options.frenchChit > 6) return "invalid replay: french chit";
  if (rp.options.alliedChit < 0 || rp.options.alliedChit > 6) return "invalid replay: allied chit";
  auto unitOk = [&](int u) { return u >= 0 && u < rules.unitCount(); };
  auto listOk = [&](const std::vector<int>& v) {
    if (v.size() > static_cast<std::size_t>(rules.unitCount())) return false;
    for (int u : v)
      if (!unitOk(u)) return false;
    return true;
  };
  for (const Action& a : rp.actions) {
    if (a.type > ActionType::ChooseLosses) return "invalid replay: action type";
    if (a.unit != -1 && !unitOk(a.unit)) return "invalid replay: unit";
    if (a.path.size() > kMaxPathHexes) return "invalid replay: path";
    if (!listOk(a.attackers) || !listOk(a.bombarders) || !listOk(a.defenders))
      return "invalid replay: unit list";
    if (a.oddsColumn < -1 || a.oddsColumn >= rules.crt().columns()) return "invalid replay: odds";
  }
  return {};
}

}  // namespace

std::vector<std::uint8_t> saveState(const GameState& s) { return writeFile(kStateMagic, s); }

std::variant<std::string, GameState> loadState(const Rules& rules,
                                               const std::vector<std::uint8_t>& bytes) {
  GameState s;
  if (std::string err = readFile(kStateMagic, bytes, "save", s); !err.empty()) return err;
  if (std::string err = validateState(rules, s); !err.empty()) return err;
  for (int u = 0; u < s.unitCount; ++u)
    if (s.units[static_cast<std::size_t>(u)].status == UnitStatus::OnMap)
      ++s.occupancy[static_cast<int>(rules.unit(u).side)]
                   [static_cast<std::size_t>(s.units[static_cast<std::size_t>(u)].hex)];
  return s;
}

std::uint64_t stateHash(const GameState& s) {
  // The same bytes saveState() writes, hashed as they are produced.
  byte_archive::Fnv1a hash;
  for (std::uint8_t b : kStateMagic) hash.put(b);
  hash.put(kSaveFormatVersion);
  ByteOutArchive ar(hash);
  ar(s);
  return hash.hash;
}

// ---------------------------------------------------------------------------------------
// Replays

std::vector<std::uint8_t> saveReplay(const Replay& rp) { return writeFile(kReplayMagic, rp); }

std::variant<std::string, Replay> loadReplay(const Rules& rules,
                                             const std::vector<std::uint8_t>& bytes) {
  Replay rp;
  if (std::string err = readFile(kReplayMagic, bytes, "replay", rp); !err.empty()) return err;
  if (std::string err = validateReplay(rules, rp); !err.empty()) return err;
  return rp;
}

std::variant<Refusal, Game> playReplay(std::shared_ptr<const Rules> rules, const Replay& rp) {
  Game g = Game::newGame(std::move(rules), rp.options, rp.seed);
  for (const Action& a : rp.actions) {
    auto result = g.apply(a);
    if (auto* refusal = std::get_if<Refusal>(&result)) return *refusal;
  }
  return g;
}

}  // namespace naw
