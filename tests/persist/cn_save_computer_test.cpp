// A Computer Napoleonics save records who the computer is (save body version 3,
// modules::saveCnSession): a game against the computer reopens against the computer, on its
// side and at its level; a hot-seat save reopens as hot-seat; the generic loadGame opens the
// new version too; older versions (fixtures, cn_match_test.cpp) record no computer.
#include <gtest/gtest.h>

#include "games/cn/random_player.h"
#include "registry.h"

using namespace modules;
using naw::persist::Error;

namespace {

// A local game played at random for `actions` actions.
CnSession played(std::uint64_t seed, bool solitaire, int actions) {
  CnSession s = CnSession::local(seed, solitaire);
  cn::RandomPlayer p(seed);
  for (int i = 0; i < actions && !s.game().over(); ++i) s.apply(p.choose(s.game()));
  return s;
}

LoadedCnSession reopened(const std::string& text) {
  auto loaded = loadCnSession(text);
  if (auto* e = std::get_if<Error>(&loaded)) ADD_FAILURE() << e->message;
  return std::move(std::get<LoadedCnSession>(loaded));
}

std::string saved(const CnSession& s, const std::optional<CnComputer>& computer) {
  auto text = saveCnSession(s, {"vs computer", 1, 2, 3}, computer);
  if (auto* e = std::get_if<Error>(&text)) ADD_FAILURE() << e->message;
  return std::get<std::string>(text);
}

}  // namespace

TEST(CnSaveComputer, EverySideAndLevelComesBackAsSaved) {
  for (cn::Side side : {cn::Side::French, cn::Side::Allied}) {
    for (std::uint8_t level = 0; level < 3; ++level) {
      const CnSession s = played(40 + level, side == cn::Side::Allied, 90);
      const CnComputer computer{side, level};
      const LoadedCnSession l = reopened(saved(s, computer));
      ASSERT_TRUE(l.computer.has_value()) << cn::sideName(side) << int(level);
      EXPECT_EQ(computer, *l.computer);
      EXPECT_TRUE(l.stateMatches);
      EXPECT_EQ(s.game().hash(), l.session.game().hash());
      EXPECT_EQ(s.match().actions.size(), l.session.match().actions.size());
      EXPECT_EQ("vs computer", l.meta.name);
    }
  }
}

TEST(CnSaveComputer, AHotSeatSaveReopensWithNoComputer) {
  const CnSession s = played(7, false, 60);
  const LoadedCnSession l = reopened(saved(s, std::nullopt));
  EXPECT_FALSE(l.computer.has_value());
  EXPECT_EQ(s.game().hash(), l.session.game().hash());
}

TEST(CnSaveComputer, TheGenericLoaderOpensTheNewVersion) {
  const CnSession s = played(8, true, 50);
  auto loaded = loadGame(saved(s, CnComputer{cn::Side::Allied, 2}));
  ASSERT_TRUE(std::holds_alternative<LoadedGame>(loaded)) << std::get<Error>(loaded).message;
  const LoadedGame& g = std::get<LoadedGame>(loaded);
  EXPECT_EQ(s.game().hash(), g.game->hash());
  EXPECT_TRUE(g.stateMatches);
  EXPECT_EQ("cn", g.meta.game);
}

TEST(CnSaveComputer, AnUnknownLevelIsNotSaved) {
  const CnSession s = played(9, false, 10);
  EXPECT_TRUE(std::holds_alternative<Error>(
      saveCnSession(s, {"x", 1, 2, 3}, CnComputer{cn::Side::French, 3})));
}

TEST(CnSaveComputer, EveryTruncationOfANewSaveIsAnErrorValue) {
  const std::string text = saved(played(10, false, 40), CnComputer{cn::Side::French, 1});
  // Every prefix is refused (an Error) or, at worst, opens: never a crash.
  int refused = 0;
  for (std::size_t n = 0; n < text.size(); ++n) {
    auto r = loadCnSession(text.substr(0, n));
    if (std::holds_alternative<Error>(r)) ++refused;
  }
  EXPECT_EQ(text.size(), static_cast<std::size_t>(refused));
}
