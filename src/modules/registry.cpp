#include "registry.h"

#include "cn_module.h"
#include "envelope.h"
#include "frame.h"
#include "games.h"
#include "games/cn/codec.h"
#include "naw_module.h"
#include "nlb_module.h"
#include "position.h"
#include "rules.h"
#include "serialize.h"
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
std::string frameSave(const core::GameModule& m, std::uint8_t scenario, std::uint8_t bodyVersion,
                      const persist::SaveMeta& meta, std::uint64_t hash,
                      const std::vector<std::uint8_t>& record) {
  persist::BitWriter w;
  persist::detail::writeSaveMeta(w, meta);
  w.bits(hash, 64);
  w.varint(record.size());
  w.byteString(record.data(), record.size());
  return std::string(kSavePrefix) + persist::base64urlEncode(persist::detail::frameGame(
                                        persist::detail::kMagicSave, persist::kSaveVersion,
                                        {m.wire, scenario, bodyVersion}, w.bytes()));
}

struct SaveBody {
  persist::SaveMeta meta;
  std::uint64_t hash = 0;
  std::vector<std::uint8_t> record;
};
persist::Result<SaveBody> readSaveBody(const persist::Bytes& body) {
  persist::BitReader rd(body.data(), body.size() * 8);
  SaveBody out;
  if (auto err = persist::detail::readSaveMeta(rd, out.meta)) return *err;
  std::uint64_t n = 0;
  const Error truncated = makeError(ErrorKind::Truncated, "truncated save");
  if (!rd.bits(out.hash, 64) || !rd.varint(n) || n > rd.remaining() / 8) return truncated;
  out.record.resize(static_cast<std::size_t>(n));
  if (!rd.byteString(out.record.data(), out.record.size())) return truncated;
  if (rd.remaining() >= 8) return makeError(ErrorKind::Oversized, "save has trailing data");
  return out;
}

// The envelope's scenario index of the game's scenario (games.h), or -1.
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
      // Napoleon at Waterloo's own save: its record replayed into a hot-seat Session.
      auto replay = naw::loadReplay(*naw::Rules::standard(), game.encodeRecord());
      if (auto* err = std::get_if<std::string>(&replay))
        return makeError(ErrorKind::Internal, *err);
      const naw::Replay& r = std::get<naw::Replay>(replay);
      persist::Session s = persist::Session::local(r.options, r.seed);
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
      return LoadedGame{wrapNaw(l.session.game(), m.seed, m.options, m.actions), l.meta,
                        l.stateMatches};
    }
    const core::GameModule* module = moduleById(t.game);
    const persist::GameInfo* game = persist::gameById(t.game);
    if (!module || !game) return noModule(game ? game->wire : 0);
    const std::uint8_t maxBody =
        module->wire == persist::kGameCn ? kCnSessionSaveVersion : module->recordVersion;
    auto framed = unframeSave(text, *module, maxBody);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const persist::detail::GameFramed& u = std::get<persist::detail::GameFramed>(framed);
    auto body = readSaveBody(u.body);
    if (auto* err = std::get_if<Error>(&body)) return *err;
    SaveBody& b = std::get<SaveBody>(body);
    LoadedGame out;
    out.meta = b.meta;
    out.meta.game = std::string(module->id);
    out.meta.scenario = t.scenario;
    const std::uint64_t hash = b.hash;
    std::vector<std::uint8_t> record = std::move(b.record);
    if (module->wire == persist::kGameCn && u.tag.bodyVersion == kCnSessionSaveVersion) {
      // A session record: its game, with the record of a local game (cn_module.h).
      auto session = CnSession::decodeRecord(record);
      if (auto* err = std::get_if<Error>(&session)) return *err;
      const CnSession& cs = std::get<CnSession>(session);
      out.game = wrapCn(cs.game(), cs.match().seed, cs.match().solitaire, cs.match().actions);
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

persist::Result<std::string> saveCnSession(const CnSession& session,
                                           const persist::SaveMeta& meta) {
  try {
    return frameSave(cnModule(), 0, kCnSessionSaveVersion, meta, session.game().hash(),
                     session.encodeRecord());
  } catch (...) {
    return makeError(ErrorKind::Internal, "the game could not be saved");
  }
}

persist::Result<LoadedCnSession> loadCnSession(std::string_view text) {
  try {
    auto framed = unframeSave(text, cnModule(), kCnSessionSaveVersion);
    if (auto* err = std::get_if<Error>(&framed)) return *err;
    const persist::detail::GameFramed& u = std::get<persist::detail::GameFramed>(framed);
    auto body = readSaveBody(u.body);
    if (auto* err = std::get_if<Error>(&body)) return *err;
    SaveBody& b = std::get<SaveBody>(body);
    b.meta.game = "cn";
    b.meta.scenario = "standard";
    if (u.tag.bodyVersion == kCnSessionSaveVersion) {
      auto session = CnSession::decodeRecord(b.record);
      if (auto* err = std::get_if<Error>(&session)) return *err;
      CnSession& cs = std::get<CnSession>(session);
      const bool matches = cs.game().hash() == b.hash;
      return LoadedCnSession{std::move(cs), b.meta, matches};
    }
    // Version 1: a local game's record (seed, solitaire, actions), replayed.
    auto replay = cn::decodeReplay(b.record);
    if (auto* err = std::get_if<std::string>(&replay))
      return makeError(ErrorKind::Malformed, "invalid save: " + *err);
    const cn::Replay& r = std::get<cn::Replay>(replay);
    CnSession cs = CnSession::local(r.seed, r.solitaire);
    for (std::size_t i = 0; i < r.actions.size(); ++i) {
      const cn::ApplyResult applied = cs.apply(r.actions[i]);
      if (const auto* refusal = std::get_if<cn::Refusal>(&applied)) {
        Error e = makeError(ErrorKind::IllegalAction, "the saved game does not replay: action " +
                                                          std::to_string(i + 1) + ": " +
                                                          refusal->rule + ": " + refusal->why);
        e.actionIndex = static_cast<int>(i);
        return e;
      }
    }
    const bool matches = cs.game().hash() == b.hash;
    return LoadedCnSession{std::move(cs), b.meta, matches};
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
      return wrapNaw(naw::Game::fromState(naw::Rules::standard(), s), 0, o, {});
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
