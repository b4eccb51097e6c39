#include "envelope.h"

#include "frame.h"
#include "match.h"
#include "position.h"
#include "session.h"

namespace naw::persist {

namespace {

constexpr std::string_view kSavePrefix = "naw-save:";
// As the decoders bound them (session.cpp, match.cpp, position.cpp).
constexpr std::size_t kMaxBytes = 4 * 1024 * 1024;

Result<TextInfo> info(Result<detail::GameFramed> framed, TextKind kind) {
  if (auto* err = std::get_if<Error>(&framed)) return *err;
  const detail::GameFramed& u = std::get<detail::GameFramed>(framed);
  const GameInfo* game = gameByWire(u.tag.game);
  if (!game) return makeError(ErrorKind::UnknownGame, "unknown game");
  TextInfo t;
  t.kind = kind;
  t.game = std::string(game->id);
  t.scenario = std::string(scenarioName(*game, u.tag.scenario));
  t.version = u.version;
  t.bodyVersion = u.tag.bodyVersion;
  t.named = u.named;
  return t;
}

}  // namespace

Result<TextInfo> peekText(std::string_view text) {
  try {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
      text.remove_suffix(1);
    if (text.substr(0, kSavePrefix.size()) == kSavePrefix)
      return info(detail::unframeGame(text.substr(kSavePrefix.size()), detail::kMagicSave,
                                      {1, 1, kSaveVersion}, kMaxBytes),
                  TextKind::Save);
    const std::string_view payload = linkPayload(text);
    auto asPosition =
        detail::unframeGame(payload, detail::kMagicPosition, {1, 2, kPositionVersion}, kMaxBytes);
    if (auto* err = std::get_if<Error>(&asPosition); err && err->kind == ErrorKind::WrongKind) {
      return info(
          detail::unframeGame(payload, detail::kMagicMatch, {1, 1, kMatchVersion}, kMaxBytes),
          TextKind::TurnLink);
    }
    return info(std::move(asPosition), TextKind::PositionLink);
  } catch (...) {
    return makeError(ErrorKind::Internal, "the text could not be read");
  }
}

}  // namespace naw::persist
