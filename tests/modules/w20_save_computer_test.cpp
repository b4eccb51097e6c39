// A Waterloo 20 save records who the computer is (save body version 2, modules::saveW20): a
// game against the computer reopens against the computer, on its side and at its level; a
// hot-seat save reopens with no computer; a version-1 save made before (the fixture in
// tests/persist/fixtures/w20, never regenerated) still opens, with no computer recorded.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>

#include "../persist/fixture_lines.h"
#include "envelope.h"
#include "games/w20/ai/ai.h"
#include "registry.h"
#include "w20_module.h"

using namespace modules;
using naw::persist::Error;

namespace {

// A standard game played by the greedy level for `actions` actions, with its record.
std::unique_ptr<core::AnyGame> played(std::uint64_t seed, int actions) {
  w20::Game g = w20::Game::newGame(seed, w20::Options{});
  w20::Replay r{seed, w20::Options{}, {}, std::nullopt};
  w20::ai::Player p(w20::ai::Level::Greedy, seed);
  for (int i = 0; i < actions && !g.over(); ++i) {
    const w20::Action a = p.choose(g);
    EXPECT_TRUE(std::holds_alternative<w20::Outcome>(g.apply(a)));
    r.actions.push_back(a);
  }
  return wrapW20(std::move(g), std::move(r));
}

LoadedGame reopened(const std::string& text) {
  auto loaded = loadGame(text);
  if (auto* e = std::get_if<Error>(&loaded)) ADD_FAILURE() << e->message;
  return std::move(std::get<LoadedGame>(loaded));
}

std::string saved(const core::AnyGame& g, const std::optional<W20Computer>& computer) {
  auto text = saveW20(g, {"vs computer", 1, 2, 3}, computer);
  if (auto* e = std::get_if<Error>(&text)) ADD_FAILURE() << e->message;
  return std::get<std::string>(text);
}

// The fixture's "key value" lines.
std::map<std::string, std::string> fixture(const std::string& name) {
  return fixtures::keyValueLines(std::filesystem::path(__FILE__).parent_path().parent_path() /
                                 "persist" / "fixtures" / "w20" / name);
}

}  // namespace

TEST(W20SaveComputer, EverySideAndLevelComesBackAsSaved) {
  for (int side : {0, 1}) {
    for (std::uint8_t level : {2, 3, 4}) {  // easy, normal, hard
      const auto g = played(30 + level, 50 + 10 * side);
      const W20Computer computer{side, level};
      const LoadedGame l = reopened(saved(*g, computer));
      ASSERT_TRUE(l.w20Computer.has_value()) << side << int(level);
      EXPECT_EQ(computer, *l.w20Computer);
      EXPECT_TRUE(l.stateMatches);
      EXPECT_EQ(l.game->module().id, "w20");
      EXPECT_EQ(g->hash(), l.game->hash());
      EXPECT_EQ(g->actionCount(), l.game->actionCount());
      EXPECT_EQ("vs computer", l.meta.name);
    }
  }
}

TEST(W20SaveComputer, AHotSeatSaveReopensWithNoComputer) {
  const auto g = played(7, 40);
  const std::string text = saved(*g, std::nullopt);
  const LoadedGame l = reopened(text);
  EXPECT_FALSE(l.w20Computer.has_value());
  EXPECT_EQ(g->hash(), l.game->hash());
  // The new body version, readable by the generic record reader too.
  auto rec = readRecord(text, w20Module(), kW20ComputerSaveVersion);
  ASSERT_TRUE(std::holds_alternative<SavedRecord>(rec));
  EXPECT_EQ(std::get<SavedRecord>(rec).bodyVersion, kW20ComputerSaveVersion);
}

TEST(W20SaveComputer, AnUnknownLevelIsNotSaved) {
  const auto g = played(8, 10);
  EXPECT_TRUE(std::holds_alternative<Error>(saveW20(*g, {}, W20Computer{1, 5})));
  EXPECT_TRUE(std::holds_alternative<Error>(saveW20(*g, {}, W20Computer{2, 4})));
}

TEST(W20SaveComputer, AVersionOneSaveMadeBeforeStillOpensWithNoComputer) {
  auto f = fixture("w20-save-v1-greedy-60.txt");
  ASSERT_FALSE(f["text"].empty());
  const LoadedGame l = reopened(f["text"]);
  EXPECT_FALSE(l.w20Computer.has_value());
  EXPECT_TRUE(l.stateMatches);
  EXPECT_EQ(std::to_string(l.game->actionCount()), f["actions"]);
  EXPECT_EQ(std::to_string(l.game->hash()), f["hash"]);
  EXPECT_EQ(l.game->step().turn, std::stoi(f["turn"]));
  EXPECT_EQ("w20 against the computer", l.meta.name);
  auto rec = readRecord(f["text"], w20Module(), kW20ComputerSaveVersion);
  ASSERT_TRUE(std::holds_alternative<SavedRecord>(rec));
  EXPECT_EQ(std::get<SavedRecord>(rec).bodyVersion, 1);
}
