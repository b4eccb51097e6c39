#include "registry.h"

#include "cn_module.h"
#include "envelope.h"
#include "frame.h"
#include "games.h"
#include "games/cn/codec.h"
#include "naw_module.h"
#include "nlb_match.h"
#include "nlb_module.h"
#include "position.h"
#include "rules.h"
#include "serialize.h"
#include "w20_link_save.h"
#include "w20_module.h"

namespace modules {

namespace persist = naw::persist;
using persist::Error;
using persist::ErrorKind;
using persist::makeError;

namespace {

constexpr std::string_view kSavePrefix = "naw-save:";
constexpr std::size_t kMaxBytes = 4 * 1024 * 1024;
constexpr std::uint8_t kCnSessionSaveVersion = 2;  // game 2's save body holding a CnSession
// Version 3: the same, then who the computer is (none, or its side and level), so that a
// game against the computer reopens against the computer.
constexpr std::uint8_t kCnComputerSaveVersion = 3;
constexpr int kCnComputerLevels = 3;   // cn::ai::PlayerLevel: easy, normal, hard
constexpr int kW20ComputerLevels = 5;  // w20::ai::Level: random .. hard

// Who the computer is, after the record of a save that remembers it (CN version 3, W20
// version 2): a flag, then its side (set: Allied) and level in `levelBits` bits.
struct SavedComputer {
  bool allied = true;
  std::uint8_t level = 0;
};
struct ComputerField {
  int levelBits = 0;  // 0: the save body holds no computer
  int levels = 0;     // the levels a save may name: 0 .. levels-1
};
constexpr ComputerField kNoComputer{};
constexpr ComputerField kCnComputerField{2, kCnComputerLevels};
constexpr ComputerField kW20ComputerField{3, kW20ComputerLevels};

// A save of a game other than Napoleon at Waterloo, unframed: its tag and body.
persist::Result<persist::detail::GameFramed> unframeSave(std::string_view text,
                                                         const core::GameModule& module,
                                                         std::uint8_t maxBody) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
    text.remove_suffix(1);
  if (text.substr(0, kSavePrefix.size()) != kSavePrefix)
    return makeError(ErrorKind::Foreign, "not a saved game");
  auto framed =
      persist::detail::unframeGame(text.substr(kSavePrefix.size()), persist::detail::kMagicSave,
                                   {1, 1, persist::kSaveVersion}, kMaxBytes);
  if (auto* err = std::get_if<Error>(&framed)) return *err;
  const persist::detail::GameFramed& u = std::get<persist::detail::GameFramed>(framed);
  if (auto err =
          persist::detail::expectGame(u.tag, persist::detail::kMagicSave, module.wire, 1, maxBody))
    return *err;
  return framed;
}

// Save body of another game: save meta, the game's hash, its record.
// A CN save of version 3 and a W20 save of version 2 add the computer after the record.
std::string frameSave(const core::GameModule& m, std::uint8_t scenario, std::uint8_t bodyVersion,
                      const persist::SaveMeta& meta, std::uint64_t hash,
                      const std::vector<std::uint8_t>& record,
                      const std::optional<SavedComputer>* computer = nullptr,
                      ComputerField field = kNoComputer) {
  persist::BitWriter w;
  persist::detail::writeSaveMeta(w, meta);
  w.bits(hash, 64);
  w.varint(record.size());
  w.byteString(record.data(), record.size());
  if (computer) {
    w.flag(computer->has_value());
    if (*computer) {
      w.flag((*computer)->allied);
      w.bits((*computer)->level, field.levelBits);
    }
  }
  return std::string(kSavePrefix) + persist::base64urlEncode(persist::detail::frameGame(
                                        persist::detail::kMagicSave, persist::kSaveVersion,
                                        {m.wire, scenario, bodyVersion}, w.bytes()));
}

struct SaveBody {
  persist::SaveMeta meta;
  std::uint64_t hash = 0;
  std::vector<std::uint8_t> record;
  std::optional<SavedComputer> computer;  // CN version 3, W20 version 2
};
persist::Result<SaveBody> readSaveBody(const persist::Bytes& body,
                                       ComputerField field = kNoComputer) {
  persist::BitReader rd(body.data(), body.size() * 8);
  SaveBody out;
  if (auto err = persist::detail::readSaveMeta(rd, out.meta)) return *err;
  std::uint64_t n = 0;
  const Error truncated = makeError(ErrorKind::Truncated, "truncated save");
  if (!rd.bits(out.hash, 64) || !rd.varint(n) || n > rd.remaining() / 8) return truncated;
  out.record.resize(static_cast<std::size_t>(n));
  if (!rd.byteString(out.record.data(), out.record.size())) return truncated;
  bool has = false;
  if (field.levelBits > 0) {
    if (!rd.flag(has)) return truncated;
    if (has) {
      bool allied = false;
      std::uint64_t level = 0;
      if (!rd.flag(allied) || !rd.bits(level, field.levelBits)) return truncated;
      if (level >= static_cast<std::uint64_t>(field.levels))
        return makeError(ErrorKind::Malformed, "invalid save: unknown computer level");
      out.computer = SavedComputer{allied, static_cast<std::uint8_t>(level)};
    }
  }
  if (rd.remaining() >= 8) return makeError(ErrorKind::Oversized, "save has trailing data");
  return out;
}

// The envelope's scenario index of the game's scenario (games.h), or -1.
std::optional<CnComputer> cnComputer(const std::optional<SavedComputer>& c) {
  if (!c) return std::nullopt;
  return CnComputer{c->allied ? cn::Side::Allied : cn::Side::French, c->level};
}

// The computer field of a save body of this game and body version.
ComputerField computerField(std::uint8_t wire, std::uint8_t bodyVersion) {
  if (wire == persist::kGameCn && bodyVersion == kCnComputerSaveVersion) return kCnComputerField;
  if (wire == persist::kGameW20 && bodyVersion == kW20ComputerSaveVersion) return kW20ComputerField;
  return kNoComputer;
}

int scenarioOf(const core::AnyGame& game) {
  const persist::GameInfo* info = persist::gameByWire(game.module().wire);
  return info ? persist::scenarioIndex(*info, game.scenario()) : -1;
}

Error noModule(std::uint8_t wire) {
  const persist::GameInfo* info = persist::gameByWire(wire);
  return makeError(ErrorKind::UnknownGame, std::string("this build cannot open ") +
                                               (info ? std::string(info->title) : "this game") +
                                               " saves or links");
}

}  // namespace

const std::vector<const core::GameModule*>& allModules() {
  static const std::vector<const core::GameModule*> all{&nawModule(), &cnModule(), &nlbModule(),
                                                        &w20Module()};
  return all;
}

const core::GameModule* moduleById(std::string_view id) {
  for (const core::GameModule* m : allModules())
    if (m->id == id) return m;
  return nullptr;
}

const core::GameModule* moduleByWire(std::uint8_t wire) {
  for (const core::GameModule* m : allModules())
    if (m->wire == wire) return m;
  return nullptr;
}

persist::Result<std::string> saveGame(const core::AnyGame& game, const persist::SaveMeta& meta) {
  try {
    const core::GameModule& m = game.module();
    if (m.wire == persist::kGameNaw) {
      // Napoleon at Waterloo's own save: its record replayed into a hot-seat Session (from
      // its start position, for a game played on from one).
      auto replay = naw::loadReplay(*naw::Rules::standard(), game.encodeRecord());
      if (auto* err = std::get_if<std::string>(&replay))
        return makeError(ErrorKind::Internal, *err);
      const naw::Replay& r = std::get<naw::Replay>(replay);
      const std::optional<naw::GameState> start = nawStart(game);
      if (start && start->grouchy && (start->frenchChit == 0 || start->alliedChit == 0))
        return makeError(ErrorKind::WrongKind,
                         "a position with a secret Grouchy chit (R8) cannot start a saved game");
      persist::Session s = start ? persist::Session::fromPosition(*start)
                                 : persist::Session::local(r.options, r.seed);
      for (const naw::Action& a : r.actions)
        if (std::holds_alternative<naw::Refusal>(s.apply(a)))
          return makeError(ErrorKind::Internal, "the game's record does not replay");
      return s.save(meta);
    }
    const int scenario = scenarioOf(game);
    if (scenario < 0) return makeError(ErrorKind::UnknownGame, "unknown scenario");
    return frameSave(m, static_cast<std::uint8_t>(scenario), m.recordVersion, meta, game.hash(),
                     game.encodeRecord());
  } catch (...) {
    return makeError(ErrorKind::Internal, "the game could not be saved");
  }
}

persist::Result<LoadedGame> loadGame(std::string_view text) {
  try {
    auto info = persist::peekText(text);
    if (auto* err = std::get_if<Error>(&info)) return *err;
    const persist::TextInfo& t = std::get<persist::TextInfo>(info);
    if (t.kind != persist::TextKind::Save)
      return makeError(ErrorKind::WrongKind, "this is a link, not a save");
    if (t.game == "naw") {
      auto loaded = persist::Session::load(text);
      if (auto* err = std::get_if<Error>(&loaded)) return *err;
      persist::Session::Loaded& l = std::get<persist::Session::Loaded>(loaded);
      const persist::Match& m = l.session.match();
      return LoadedGame{wrapNaw(l.session.game(), m.seed, m.options, m.actions, m.start), l.meta,
                        l.stateMatches, std::nullopt};
    }
    const core::GameModule* module = moduleById(t.game);
    const persist::GameInfo* game = persist::gameById(t.game);
    if (!module || !game) return noModule(game ? game->wire : 0);
    const bool isCn = module->wire == persist::kGameCn;
    const std::uint8_t maxBody = isCn                                ? kCnComputerSaveVersion
                                 : module->wire == persist::kGameNlb ? kNlbChitSessionSaveVersion
                                 : module->wire == persist::kGameW20 ? kW20MatchSaveVersion
                                                                     : module->recordVersion;
    auto framed = unframeSave(text, *module, maxBody);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const persist::detail::GameFramed& u = std::get<persist::detail::GameFramed>(framed);
    if (module->wire == persist::kGameW20 && u.tag.bodyVersion == kW20MatchSaveVersion)
      return makeError(ErrorKind::WrongKind,
                       "a Waterloo 20 game by link: it opens in the page (w20_link_save.h)");
    auto body = readSaveBody(u.body, computerField(module->wire, u.tag.bodyVersion));
    if (auto* err = std::get_if<Error>(&body)) return *err;
    SaveBody& b = std::get<SaveBody>(body);
    LoadedGame out;
    if (module->wire == persist::kGameW20 && b.computer)
      out.w20Computer = W20Computer{b.computer->allied ? 1 : 0, b.computer->level};
    out.meta = b.meta;
    out.meta.game = std::string(module->id);
    out.meta.scenario = t.scenario;
    const std::uint64_t hash = b.hash;
    std::vector<std::uint8_t> record = std::move(b.record);
    if (isCn && u.tag.bodyVersion >= kCnSessionSaveVersion) {
      // A session record: its game, with the record of a local game (cn_module.h).
      auto session = CnSession::decodeRecord(record);
      if (auto* err = std::get_if<Error>(&session)) return *err;
      const CnSession& cs = std::get<CnSession>(session);
      out.game = wrapCn(cs.game(), cs.match().seed, cs.match().variant, cs.match().actions);
      out.stateMatches = out.game->hash() == hash;
      return out;
    }
    if (module->wire == persist::kGameNlb && u.tag.bodyVersion >= kNlbSessionSaveVersion) {
      // A session record (nlb_match.h): its game, with the record of a local game.
      auto saved = decodeNlbSaveRecord(record, u.tag.bodyVersion);
      if (auto* err = std::get_if<Error>(&saved)) return *err;
      const NlbSession& ns = std::get<NlbSaved>(saved).session;
      out.game = wrapNlb(ns.game(), {ns.match().seed, ns.match().variant, ns.match().actions});
      out.stateMatches = out.game->hash() == hash;
      return out;
    }
    core::LoadedGame decoded = module->decodeRecord(record);
    if (auto* err = std::get_if<std::string>(&decoded))
      return makeError(ErrorKind::IllegalAction, "the saved game does not replay: " + *err);
    out.game = std::move(std::get<std::unique_ptr<core::AnyGame>>(decoded));
    out.stateMatches = out.game->hash() == hash;
    return out;
  } catch (...) {
    return makeError(ErrorKind::Internal, "the save could not be read");
  }
}

persist::Result<std::string> saveRecord(const core::GameModule& module, std::uint8_t bodyVersion,
                                        const persist::SaveMeta& meta, std::uint64_t hash,
                                        const std::vector<std::uint8_t>& record) {
  try {
    return frameSave(module, 0, bodyVersion, meta, hash, record);
  } catch (...) {
    return makeError(ErrorKind::Internal, "the game could not be saved");
  }
}

persist::Result<std::string> saveCnSession(const CnSession& session, const persist::SaveMeta& meta,
                                           const std::optional<CnComputer>& computer) {
  try {
    if (computer && computer->level >= kCnComputerLevels)
      return makeError(ErrorKind::Internal, "unknown computer level");
    std::optional<SavedComputer> saved;
    if (computer) saved = SavedComputer{computer->side == cn::Side::Allied, computer->level};
    return frameSave(cnModule(), 0, kCnComputerSaveVersion, meta, session.game().hash(),
                     session.encodeRecord(), &saved, kCnComputerField);
  } catch (...) {
    return makeError(ErrorKind::Internal, "the game could not be saved");
  }
}

persist::Result<std::string> saveW20(const core::AnyGame& game, const persist::SaveMeta& meta,
                                     const std::optional<W20Computer>& computer) {
  try {
    const core::GameModule& m = game.module();
    if (m.wire != persist::kGameW20) return makeError(ErrorKind::Internal, "not a W20 game");
    if (computer &&
        (computer->side < 0 || computer->side > 1 || computer->level >= kW20ComputerLevels))
      return makeError(ErrorKind::Internal, "unknown computer side or level");
    std::optional<SavedComputer> saved;
    if (computer) saved = SavedComputer{computer->side == 1, computer->level};
    return frameSave(m, 0, kW20ComputerSaveVersion, meta, game.hash(), game.encodeRecord(), &saved,
                     kW20ComputerField);
  } catch (...) {
    return makeError(ErrorKind::Internal, "the game could not be saved");
  }
}

persist::Result<SavedRecord> readRecord(std::string_view text, const core::GameModule& module,
                                        std::uint8_t maxBody) {
  try {
    auto framed = unframeSave(text, module, maxBody);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const persist::detail::GameFramed& u = std::get<persist::detail::GameFramed>(framed);
    auto body = readSaveBody(u.body, computerField(module.wire, u.tag.bodyVersion));
    if (auto* err = std::get_if<Error>(&body)) return *err;
    SaveBody& b = std::get<SaveBody>(body);
    b.meta.game = std::string(module.id);
    b.meta.scenario = "standard";
    return SavedRecord{std::move(b.meta), b.hash, std::move(b.record), u.tag.bodyVersion};
  } catch (...) {
    return makeError(ErrorKind::Internal, "the save could not be read");
  }
}

persist::Result<LoadedCnSession> loadCnSession(std::string_view text) {
  try {
    auto framed = unframeSave(text, cnModule(), kCnComputerSaveVersion);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const persist::detail::GameFramed& u = std::get<persist::detail::GameFramed>(framed);
    auto body = readSaveBody(u.body, computerField(persist::kGameCn, u.tag.bodyVersion));
    if (auto* err = std::get_if<Error>(&body)) return *err;
    SaveBody& b = std::get<SaveBody>(body);
    b.meta.game = "cn";
    b.meta.scenario = "standard";
    if (u.tag.bodyVersion >= kCnSessionSaveVersion) {
      auto session = CnSession::decodeRecord(b.record);
      if (auto* err = std::get_if<Error>(&session)) return *err;
      CnSession& cs = std::get<CnSession>(session);
      const bool matches = cs.game().hash() == b.hash;
      return LoadedCnSession{std::move(cs), b.meta, matches, cnComputer(b.computer)};
    }
    // Version 1: a local game's record (seed, solitaire, actions), replayed.
    auto replay = cn::decodeReplay(b.record);
    if (auto* err = std::get_if<std::string>(&replay))
      return makeError(ErrorKind::Malformed, "invalid save: " + *err);
    const cn::Replay& r = std::get<cn::Replay>(replay);
    CnSession cs = CnSession::local(r.seed, r.solitaire);
    if (auto err = replayInto(cs, r.actions)) return *err;
    const bool matches = cs.game().hash() == b.hash;
    return LoadedCnSession{std::move(cs), b.meta, matches, std::nullopt};
  } catch (...) {
    return makeError(ErrorKind::Internal, "the save could not be read");
  }
}

persist::Result<std::string> positionLink(const core::AnyGame& game) {
  try {
    const core::GameModule& m = game.module();
    if (m.wire == persist::kGameNaw) {
      auto state = naw::loadState(*naw::Rules::standard(), game.encodePosition());
      if (auto* err = std::get_if<std::string>(&state)) return makeError(ErrorKind::Internal, *err);
      return "#p=" +
             persist::encodePosition(*naw::Rules::standard(), std::get<naw::GameState>(state));
    }
    const int scenario = scenarioOf(game);
    if (scenario < 0) return makeError(ErrorKind::UnknownGame, "unknown scenario");
    return "#p=" + persist::base64urlEncode(persist::detail::frameGame(
                       persist::detail::kMagicPosition, persist::kPositionVersion,
                       {m.wire, static_cast<std::uint8_t>(scenario), m.positionVersion},
                       game.encodePosition()));
  } catch (...) {
    return makeError(ErrorKind::Internal, "the position link could not be made");
  }
}

persist::Result<std::unique_ptr<core::AnyGame>> openPositionLink(std::string_view text) {
  try {
    auto info = persist::peekText(text);
    if (auto* err = std::get_if<Error>(&info)) return *err;
    const persist::TextInfo& t = std::get<persist::TextInfo>(info);
    if (t.kind != persist::TextKind::PositionLink)
      return makeError(ErrorKind::WrongKind, "this is not a position link");
    if (t.game == "naw") {
      auto state = persist::decodePosition(*naw::Rules::standard(), text);
      if (auto* err = std::get_if<Error>(&state)) return *err;
      const naw::GameState& s = std::get<naw::GameState>(state);
      naw::Options o;
      o.grouchy = s.grouchy;
      // Played on, it is a game from this position (its saves keep it as their start).
      return wrapNaw(naw::Game::fromState(naw::Rules::standard(), s), 0, o, {}, s);
    }
    const core::GameModule* module = moduleById(t.game);
    const persist::GameInfo* game = persist::gameById(t.game);
    if (!module || !game) return noModule(game ? game->wire : 0);
    auto framed =
        persist::detail::unframeGame(persist::linkPayload(text), persist::detail::kMagicPosition,
                                     {1, 2, persist::kPositionVersion}, kMaxBytes);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const persist::detail::GameFramed& u = std::get<persist::detail::GameFramed>(framed);
    if (auto err = persist::detail::expectGame(u.tag, persist::detail::kMagicPosition, module->wire,
                                               1, module->positionVersion))
      return *err;
    core::LoadedGame decoded = module->decodePosition(u.body);
    if (auto* err = std::get_if<std::string>(&decoded))
      return makeError(ErrorKind::Malformed, "invalid position: " + *err);
    return std::move(std::get<std::unique_ptr<core::AnyGame>>(decoded));
  } catch (...) {
    return makeError(ErrorKind::Internal, "the position link could not be read");
  }
}

}  // namespace modules
