#include "nlb_match.h"

#include <algorithm>

#include "games.h"
#include "games/nlb/codec.h"
#include "nlb_module.h"
#include "registry.h"

namespace modules {

using persist::Error;
using persist::ErrorKind;
using persist::makeError;

static_assert(NlbLinkTraits::kWire == persist::kGameNlb, "NLB is game 3 (ENVELOPE.md)");

nlb::Game NlbLinkTraits::newGame(std::uint64_t seed, bool grouchy) {
  return grouchy ? nlb::Game::newGrouchyGame(seed, 0, 0) : nlb::Game::newGame(seed);
}

persist::Bytes NlbLinkTraits::encodeState(const State& s) { return nlb::encode(s); }

std::string NlbLinkTraits::decodeState(const persist::Bytes& bytes, State& out) {
  const std::optional<State> s = nlb::decode(bytes);
  if (!s) return "not a position of this game";
  out = *s;
  return "";
}

// The actions as the module's replay codec (nlb_module.h), seed 0.
persist::Bytes NlbLinkTraits::encodeActions(bool grouchy, const std::vector<Action>& actions) {
  return encodeNlbRecord(NlbRecord{0, grouchy, actions});
}

std::string NlbLinkTraits::decodeActions(const persist::Bytes& bytes, std::vector<Action>& out) {
  auto r = decodeNlbRecord(bytes);
  if (auto* e = std::get_if<std::string>(&r)) return *e;
  out = std::move(std::get<NlbRecord>(r).actions);
  return "";
}

int NlbLinkTraits::playerTurn(const State& s) {
  const int last = persist::chainLength() - 1;
  if (s.phase == nlb::Phase::GameOver) return last;
  const bool allied = s.phase == nlb::Phase::AlliedMove || s.phase == nlb::Phase::AlliedCombat;
  return std::clamp(2 * (s.turn - 1) + (allied ? 1 : 0), 0, last);
}

int NlbLinkTraits::acting(const Game& g) { return nlbStep(g).acting; }

int nlbCommittedDie(const persist::Value16& french, const persist::Value16& allied, int p, int k) {
  return 1 + persist::committedDraw(NlbLinkTraits::kDrawDomain, french, allied, p, k, 6);
}

persist::Bytes encodeNlbSaveRecord(const NlbSession& session, const NlbComputer& computer) {
  persist::BitWriter w;
  persist::writeBlob(w, session.encodeRecord());
  w.flag(computer.sides[0]);
  w.flag(computer.sides[1]);
  w.bits(static_cast<std::uint64_t>(computer.level), 3);
  return w.bytes();
}

std::uint8_t nlbSessionSaveVersion(const NlbSession& session) {
  return linkdetail::chitsOf(session.match()) ? kNlbChitSessionSaveVersion : kNlbSessionSaveVersion;
}

persist::Result<NlbSaved> decodeNlbSaveRecord(const persist::Bytes& bytes,
                                              std::uint8_t bodyVersion) {
  persist::BitReader rd(bytes.data(), bytes.size() * 8);
  persist::Bytes record;
  NlbComputer computer;
  std::uint64_t level = 0;
  if (!persist::readBlob(rd, record, NlbLinkTraits::kMaxBytes) || !rd.flag(computer.sides[0]) ||
      !rd.flag(computer.sides[1]) || !rd.bits(level, 3))
    return makeError(ErrorKind::Truncated, "truncated save");
  if (rd.remaining() >= 8) return makeError(ErrorKind::Oversized, "save has trailing data");
  computer.level = static_cast<int>(level);
  auto session = NlbSession::decodeRecord(record);
  if (auto* err = std::get_if<Error>(&session)) return *err;
  if (nlbSessionSaveVersion(std::get<NlbSession>(session)) != bodyVersion)
    return makeError(ErrorKind::Malformed, "invalid save: body version " +
                                               std::to_string(bodyVersion) +
                                               " does not fit its variant and dice mode");
  return NlbSaved{std::move(std::get<NlbSession>(session)), computer};
}

persist::Result<std::string> saveNlbSession(const NlbSession& session, const NlbComputer& computer,
                                            const persist::SaveMeta& meta) {
  return saveRecord(nlbModule(), nlbSessionSaveVersion(session), meta, session.game().hash(),
                    encodeNlbSaveRecord(session, computer));
}

persist::Result<LoadedNlbSession> loadNlbSession(std::string_view text) {
  try {
    auto read = readRecord(text, nlbModule(), kNlbChitSessionSaveVersion);
    if (auto* err = std::get_if<Error>(&read)) return *err;
    SavedRecord& b = std::get<SavedRecord>(read);
    if (b.bodyVersion >= kNlbSessionSaveVersion) {
      auto saved = decodeNlbSaveRecord(b.record, b.bodyVersion);
      if (auto* err = std::get_if<Error>(&saved)) return *err;
      NlbSaved& s = std::get<NlbSaved>(saved);
      const bool matches = s.session.game().hash() == b.hash;
      return LoadedNlbSession{std::move(s.session), s.computer, std::move(b.meta), matches};
    }
    // Version 1: a local game's record (seed, Grouchy, actions), replayed; no computer.
    auto record = decodeNlbRecord(b.record);
    if (auto* err = std::get_if<std::string>(&record))
      return makeError(ErrorKind::Malformed, "invalid save: " + *err);
    const NlbRecord& r = std::get<NlbRecord>(record);
    NlbSession session = NlbSession::local(r.seed, r.grouchy);
    if (auto err = replayInto(session, r.actions)) return *err;
    const bool matches = session.game().hash() == b.hash;
    return LoadedNlbSession{std::move(session), NlbComputer{{false, false}, 3}, std::move(b.meta),
                            matches};
  } catch (...) {
    return makeError(ErrorKind::Internal, "the save could not be read");
  }
}

}  // namespace modules
