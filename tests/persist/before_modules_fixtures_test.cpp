// CN and NLB saves and position links made by the build at bff955b (before the session saves
// of CN version 3 and NLB version 2): each still opens, through the registry and through its
// game's session loader, to the same state (fixtures/before-modules/README.md).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "link_test_util.h"
#include "nlb_match.h"
#include "registry.h"

namespace {

const std::filesystem::path kDir =
    std::filesystem::path(__FILE__).parent_path() / "fixtures" / "before-modules";

template <class T>
const T& opened(const naw::persist::Result<T>& r, const std::string& what) {
  if (auto* e = std::get_if<naw::persist::Error>(&r)) ADD_FAILURE() << what << ": " << e->message;
  return std::get<T>(r);
}

}  // namespace

TEST(BeforeModulesFixtures, CnAndNlbSavesAndPositionLinksStillOpen) {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kDir)) {
    if (entry.path().extension() != ".txt") continue;
    ++files;
    const std::string name = entry.path().filename().string();
    auto f = linktest::readFixture(entry.path());
    const std::uint64_t hash = std::stoull(f["hash"]);
    auto loaded = modules::loadGame(f["save"]);
    ASSERT_TRUE(std::holds_alternative<modules::LoadedGame>(loaded)) << name;
    const modules::LoadedGame& l = opened(loaded, name);
    EXPECT_TRUE(l.stateMatches) << name;
    EXPECT_EQ(l.meta.game, f["game"]) << name;
    EXPECT_EQ(l.game->hash(), hash) << name;
    EXPECT_EQ(l.game->actionCount(), std::stoul(f["actions"])) << name;
    if (f["game"] == "nlb") {
      auto s = modules::loadNlbSession(f["save"]);
      ASSERT_TRUE(std::holds_alternative<modules::LoadedNlbSession>(s)) << name;
      const modules::LoadedNlbSession& ns = opened(s, name);
      EXPECT_EQ(ns.session.game().hash(), hash) << name;
      EXPECT_FALSE(ns.computer.sides[0] || ns.computer.sides[1]) << name;
    } else {
      auto s = modules::loadCnSession(f["save"]);
      ASSERT_TRUE(std::holds_alternative<modules::LoadedCnSession>(s)) << name;
      const modules::LoadedCnSession& cs = opened(s, name);
      EXPECT_EQ(cs.session.game().hash(), hash) << name;
      EXPECT_FALSE(cs.computer.has_value()) << name;
    }
    auto p = modules::openPositionLink(f["position"]);
    ASSERT_TRUE((std::holds_alternative<std::unique_ptr<core::AnyGame>>(p))) << name;
    EXPECT_EQ(std::get<std::unique_ptr<core::AnyGame>>(p)->hash(), hash) << name;
  }
  EXPECT_EQ(files, 5);
}
