// The saved-games store with another game on screen (Computer Napoleonics in the page): its
// hooks (otherShown / otherSave / openOther, src/ui/saves_dialog.h) wired as the browser layer
// wires them, over the in-memory platform. A CN game gets its own entry, its save is the
// game module's (modules::saveGame), a reload resumes it through openOther and replays its
// record to the same position, and a Napoleon at Waterloo game started afterwards takes a new
// entry without touching the CN one.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

#include "app.h"
#include "cn_module.h"
#include "cn_play.h"
#include "games/cn/codec.h"
#include "memory_platform.h"
#include "random_player.h"
#include "registry.h"
#include "saves_dialog.h"
#include "session.h"

using namespace naw;
using namespace naw::ui;

namespace {

// One page: the NAW app, the store, and the CN game it may show instead.
struct Page {
  explicit Page(uitest::MemoryStore& store)
      : platform(store), app(persist::Session::local({}, 1)), saves(platform) {
    app.onReplaced.push_back([this](const App&) { cnShown = false; });
    saves.otherShown = [this] { return cnShown; };
    saves.otherSave = [this](const persist::SaveMeta& meta) -> std::string {
      const cn::Replay r{cn->seed(), cn->computerAllies(), cn->record()};
      core::LoadedGame g = modules::cnModule().decodeRecord(cn::encodeReplay(r));
      auto saved = modules::saveGame(*std::get<std::unique_ptr<core::AnyGame>>(g), meta);
      const auto* text = std::get_if<std::string>(&saved);
      return text ? *text : "";
    };
    saves.openOther = [this](const std::string& text) -> std::string {
      auto loaded = modules::loadGame(text);
      if (auto* e = std::get_if<persist::Error>(&loaded)) return saveErrorText(*e);
      auto r = cn::decodeReplay(std::get<modules::LoadedGame>(loaded).game->encodeRecord());
      if (auto* e = std::get_if<std::string>(&r)) return *e;
      const cn::Replay& replay = std::get<cn::Replay>(r);
      cn.emplace(replay.seed, replay.solitaire);
      for (const cn::Action& a : replay.actions)
        if (!cn->submit(a)) return "does not replay";
      cnShown = true;
      return "";
    };
  }
  uitest::MemoryTab platform;
  App app;
  SaveStore saves;
  std::optional<cn::ui::Play> cn;
  bool cnShown = false;
};

}  // namespace

TEST(SaveStoreOtherGame, ACnGameIsSavedResumedAndKeptBesideANawGame) {
  uitest::MemoryStore store;
  std::string cnId, nawId;
  std::uint64_t cnHash = 0;
  {
    Page page(store);
    ASSERT_EQ(page.saves.attach(page.app), "");
    nawId = page.saves.currentId();
    // A CN game (hot-seat) starts: a new entry, named by the caller.
    page.cn.emplace(42, false);
    page.cnShown = true;
    page.saves.otherStarted(page.app, "Computer Napoleonics, two players");
    cnId = page.saves.currentId();
    ASSERT_NE(cnId, nawId);
    // A few legal actions, each saved as the browser layer does after it.
    for (int i = 0; i < 5; ++i) {
      const auto legal = page.cn->game().legalActions();
      ASSERT_FALSE(legal.empty());
      ASSERT_TRUE(page.cn->submit(legal[legal.size() / 2]));
      ASSERT_TRUE(page.saves.autosave(page.app)) << page.saves.lastError();
    }
    cnHash = page.cn->game().hash();
    EXPECT_EQ(store.items.at("naw.current"), cnId);
    bool listed = false;
    for (const auto& e : page.saves.list())
      if (e.id == cnId) {
        listed = true;
        EXPECT_EQ(e.error, "");
        EXPECT_EQ(e.meta.name.rfind("Computer Napoleonics, two players, ", 0), 0u) << e.meta.name;
      }
    EXPECT_TRUE(listed);
  }
  // A reload: the CN game is resumed (its record replayed), nothing written.
  Page page(store);
  const auto before = store.items;
  ASSERT_EQ(page.saves.attach(page.app), "");
  EXPECT_EQ(page.saves.currentId(), cnId);
  ASSERT_TRUE(page.cnShown && page.cn);
  EXPECT_EQ(page.cn->game().hash(), cnHash);
  EXPECT_EQ(page.cn->record().size(), 5u);
  EXPECT_EQ(store.items, before);
  // A NAW game replaces it: a new entry; the CN save is untouched and resumes again.
  page.app.newGame(NewGameSettings{});
  EXPECT_FALSE(page.cnShown);
  EXPECT_NE(page.saves.currentId(), cnId);
  RandomPlayer player(3);
  ASSERT_TRUE(page.app.submit(player.choose(page.app.game())));
  EXPECT_EQ(store.items.at("naw.game." + cnId + ".0"), before.at("naw.game." + cnId + ".0"));
  EXPECT_EQ(page.saves.resume(page.app, cnId), "");
  EXPECT_TRUE(page.cnShown);
  EXPECT_EQ(page.cn->game().hash(), cnHash);
}
