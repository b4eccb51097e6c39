// The saved-games store (src/ui/saves_dialog.h) natively, over the in-memory platform: two
// tabs of one browser on one store. The second tab's write makes the first stale (it then
// writes nothing until the player chooses); loading a damaged save changes nothing.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "app.h"
#include "memory_platform.h"
#include "random_player.h"
#include "saves_dialog.h"
#include "session.h"

using namespace naw;
using namespace naw::ui;

namespace {

// Applies n random legal actions through the app's funnel (each one autosaved).
void play(App& app, RandomPlayer& player, int n) {
  for (int i = 0; i < n && !app.game().over(); ++i)
    ASSERT_TRUE(app.submit(player.choose(app.game())));
}

struct Tab {
  explicit Tab(uitest::MemoryStore& store, std::uint64_t seed)
      : platform(store), app(persist::Session::local({}, seed)), saves(platform) {}
  uitest::MemoryTab platform;
  App app;
  SaveStore saves;
};

}  // namespace

TEST(SaveStoreTabs, TheSecondTabsWriteMakesTheFirstStale) {
  uitest::MemoryStore store;
  Tab a(store, 1);
  EXPECT_EQ(a.saves.attach(a.app), "");
  RandomPlayer player(1);
  play(a.app, player, 12);
  const std::string id = a.saves.currentId();
  ASSERT_FALSE(id.empty());
  EXPECT_EQ(store.items.at("naw.current"), id);

  // The second tab opens the page: it resumes the same game, as stored, writing nothing.
  const auto before = store.items;
  Tab b(store, 2);
  EXPECT_EQ(b.saves.attach(b.app), "");
  EXPECT_EQ(b.saves.currentId(), id);
  EXPECT_EQ(b.app.game().hash(), a.app.game().hash());
  EXPECT_EQ(store.items, before);
  EXPECT_FALSE(a.saves.checkOtherTabs(a.app));

  // The second tab plays on: its autosave reaches the first as a storage event.
  RandomPlayer other(2);
  play(b.app, other, 3);
  EXPECT_TRUE(a.saves.checkOtherTabs(a.app));
  EXPECT_TRUE(a.saves.stale());
  EXPECT_EQ(a.saves.staleError(), "");
  // The stale tab writes nothing, whatever is played there.
  const auto afterB = store.items;
  play(a.app, player, 2);
  EXPECT_FALSE(a.saves.autosave(a.app));
  EXPECT_EQ(store.items, afterB);

  // "Load the newer position": the first tab shows the second tab's game and saves again.
  EXPECT_EQ(a.saves.loadNewer(a.app), "");
  EXPECT_FALSE(a.saves.stale());
  EXPECT_EQ(a.app.game().hash(), b.app.game().hash());
  EXPECT_EQ(a.app.game().log().size(), b.app.game().log().size());
}

TEST(SaveStoreTabs, ANewerSaveFoundBeforeWritingMakesStaleWithoutTheEvent) {
  uitest::MemoryStore store;
  Tab a(store, 3);
  a.saves.attach(a.app);
  RandomPlayer player(3);
  play(a.app, player, 5);
  Tab b(store, 4);
  b.saves.attach(b.app);
  a.platform.holdEvents = true;  // the "storage" event has not arrived yet
  RandomPlayer other(4);
  play(b.app, other, 2);
  const auto afterB = store.items;
  play(a.app, player, 1);  // its autosave finds the newer generation first
  EXPECT_TRUE(a.saves.stale());
  EXPECT_EQ(store.items, afterB);

  // "Keep this position as a new saved game": both games stay, each as its tab played it.
  EXPECT_EQ(a.saves.keepAsNew(a.app), "");
  EXPECT_FALSE(a.saves.stale());
  EXPECT_NE(a.saves.currentId(), b.saves.currentId());
  EXPECT_EQ(a.saves.list().size(), 2u);
  EXPECT_EQ(store.items.at("naw.current"), a.saves.currentId());
  const std::string bText = a.saves.latestText(b.saves.currentId());
  auto bLoaded = persist::Session::load(bText);
  ASSERT_TRUE(std::holds_alternative<persist::Session::Loaded>(bLoaded));
  EXPECT_EQ(std::get<persist::Session::Loaded>(bLoaded).session.game().hash(), b.app.game().hash());
}

TEST(SaveStoreTabs, ADamagedSaveChangesNothing) {
  uitest::MemoryStore store;
  Tab a(store, 5);
  a.saves.attach(a.app);
  RandomPlayer player(5);
  play(a.app, player, 8);
  // A damaged save of another game (one character altered), and another tab writing it.
  std::string damaged = a.app.session().save({"other", 1, 2, 3});
  damaged[damaged.size() / 2] = damaged[damaged.size() / 2] == 'A' ? 'B' : 'A';
  store.items["naw.game.bad.0"] = damaged;
  const auto before = store.items;
  const std::uint64_t hash = a.app.game().hash();
  const std::size_t actions = a.app.game().log().size();
  const std::string id = a.saves.currentId();

  EXPECT_NE(a.saves.resume(a.app, "bad"), "");
  EXPECT_NE(a.saves.importText(damaged), "");
  EXPECT_NE(a.saves.rename(a.app, "bad", "new name"), "");
  EXPECT_EQ(a.app.game().hash(), hash);
  EXPECT_EQ(a.app.game().log().size(), actions);
  EXPECT_EQ(a.saves.currentId(), id);
  EXPECT_EQ(store.items, before);
  // It stays listed, as damaged.
  bool listed = false;
  for (const SaveStore::Entry& e : a.saves.list())
    if (e.id == "bad") {
      listed = true;
      EXPECT_FALSE(e.error.empty());
    }
  EXPECT_TRUE(listed);

  // Another tab writing a damaged save of this game: stale, with nothing to load.
  Tab b(store, 6);
  b.saves.attach(b.app);
  a.saves.checkOtherTabs(a.app);
  b.platform.storageSet("naw.game." + id + ".0", damaged);
  EXPECT_TRUE(a.saves.checkOtherTabs(a.app));
  EXPECT_TRUE(a.saves.stale());
  EXPECT_FALSE(a.saves.staleError().empty());
  const auto beforeLoad = store.items;
  EXPECT_NE(a.saves.loadNewer(a.app), "");
  EXPECT_EQ(a.app.game().hash(), hash);
  EXPECT_EQ(store.items, beforeLoad);
}

TEST(SaveStoreTabs, AFullStorageKeepsThePreviousAutosave) {
  uitest::MemoryStore store;
  Tab a(store, 7);
  a.saves.attach(a.app);
  RandomPlayer player(7);
  play(a.app, player, 4);
  std::size_t used = 0;
  for (const auto& [k, v] : store.items) used += k.size() + v.size();
  store.quotaChars = used + 10;  // soon a save (a longer record) no longer fits
  std::string kept;
  for (int i = 0; i < 40 && a.saves.lastError().empty(); ++i) {
    kept = a.saves.latestText(a.saves.currentId());
    ASSERT_FALSE(kept.empty());
    a.app.submit(player.choose(a.app.game()));
  }
  EXPECT_FALSE(a.saves.lastError().empty());
  // The write that failed left the newest good save as it was.
  EXPECT_EQ(a.saves.latestText(a.saves.currentId()), kept);
}
