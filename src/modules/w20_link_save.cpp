#include "w20_link_save.h"

#include "registry.h"
#include "w20_module.h"

namespace modules {

namespace persist = naw::persist;

persist::Result<std::string> saveW20Match(const w20link::W20Match& match,
                                          const persist::SaveMeta& meta) {
  return saveRecord(w20Module(), kW20MatchSaveVersion, meta, match.game().hash(),
                    match.encodeRecord());
}

persist::Result<LoadedW20Match> loadW20Match(std::string_view text) {
  try {
    auto read = readRecord(text, w20Module(), kW20MatchSaveVersion);
    if (auto* err = std::get_if<persist::Error>(&read)) return *err;
    SavedRecord& b = std::get<SavedRecord>(read);
    if (b.bodyVersion != kW20MatchSaveVersion)
      return persist::makeError(persist::ErrorKind::WrongKind, "not a game by link");
    auto match = w20link::W20Match::decodeRecord(b.record);
    if (auto* err = std::get_if<persist::Error>(&match)) return *err;
    w20link::W20Match& m = std::get<w20link::W20Match>(match);
    const bool matches = m.game().hash() == b.hash;
    return LoadedW20Match{std::move(m), std::move(b.meta), matches};
  } catch (...) {
    return persist::makeError(persist::ErrorKind::Internal, "the save could not be read");
  }
}

}  // namespace modules
