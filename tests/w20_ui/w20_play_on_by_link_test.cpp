// "Play on from here" from a moment of a Waterloo 20 game by link (issue 14, item 4;
// w20_timeline.h branchW20Match): only once the fog is lifted for good (W29: the game over,
// every counter revealed in the log), as a new local record starting from the position at
// moment k (w20::Replay::start, record version 2) with its generator reseeded; its save
// reloads to the same position and it plays on; the match is untouched. An unfinished game is
// refused with W29's reason.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <variant>
#include <vector>

#include "games/w20/random_player.h"
#include "i18n.h"
#include "persist/fixture_lines.h"
#include "persist/w20_link_util.h"
#include "registry.h"
#include "w20_module.h"
#include "w20_timeline.h"

namespace {

using modules::BranchRefusal;

w20::Replay branched(std::variant<BranchRefusal, w20::Replay> b) {
  if (auto* r = std::get_if<BranchRefusal>(&b)) ADD_FAILURE() << static_cast<int>(*r);
  return std::get<w20::Replay>(std::move(b));
}

}  // namespace

TEST(W20PlayOnByLink, Ruling_W29_AnUnfinishedGameByLinkIsRefused) {
  using namespace w20test;
  Pair p = startPair(21, freeSetup());
  playRandom(p, 120, 5, false);
  ASSERT_FALSE(p.fr.game().over());
  for (const W20Match* m : {&p.fr, &p.al}) {
    const persist::Bytes before = m->encodeRecord();
    EXPECT_EQ(std::get<BranchRefusal>(modules::branchW20Match(*m, 10, 1)), BranchRefusal::Fog);
    EXPECT_EQ(std::get<BranchRefusal>(modules::branchW20Match(*m, 0, 1)), BranchRefusal::Fog);
    EXPECT_EQ(m->encodeRecord(), before);
  }
  // What the viewer says (ui::branchRefusalText, the page's): W29 named in either language.
  naw::ui::setLanguage(naw::ui::Lang::En);
  EXPECT_NE(naw::ui::tr("replay.refused.w20_fog").find("W29"), std::string::npos);
  naw::ui::setLanguage(naw::ui::Lang::Fr);
  EXPECT_NE(naw::ui::tr("replay.refused.w20_fog").find("brouillard de guerre, W29"),
            std::string::npos);
  naw::ui::setLanguage(naw::ui::Lang::En);
}

TEST(W20PlayOnByLink, Ruling_W29_AFinishedGameByLinkPlaysOnFromAnyMoment) {
  using namespace w20test;
  Pair p = startPair(3, freeSetup());
  playRandom(p, 3000, 24);
  ASSERT_TRUE(p.fr.game().over() || p.al.game().over());
  finishAndCompare(p);
  for (const W20Match* m : {&p.fr, &p.al}) {
    ASSERT_TRUE(m->game().over());
    const persist::Bytes before = m->encodeRecord();
    auto built = modules::w20MatchTimeline(*m);
    ASSERT_TRUE(std::holds_alternative<modules::W20Replayed>(built));
    modules::Timeline& t = std::get<modules::W20Replayed>(built).timeline;
    ASSERT_GT(t.length(), 60u);
    // The game by link never rolled its own generator: every die was committed.
    const std::uint64_t atStart = modules::w20Game(t.at(0))->state().rng;
    EXPECT_EQ(modules::w20Game(t.at(t.length()))->state().rng, atStart);
    for (std::size_t k : {std::size_t{0}, std::size_t{40}, t.length() / 2, t.length()}) {
      const std::uint64_t seed = 0x5EED0000 + k;
      w20::Replay r = branched(modules::branchW20Match(*m, k, seed));
      ASSERT_TRUE(r.start.has_value());
      EXPECT_TRUE(r.actions.empty());
      EXPECT_EQ(r.seed, seed);
      // The position at k but for the generator, which holds the fresh seed.
      w20::State expected = modules::w20Game(t.at(k))->state();
      EXPECT_NE(expected.rng, seed);
      expected.rng = seed;
      EXPECT_EQ(w20::encode(*r.start), w20::encode(expected)) << k;
      // Its save (hot-seat, or with the computer) reloads to the same position.
      w20::Game g = w20::startOf(r);
      for (int c = 0; c < 2; ++c) {
        const std::optional<modules::W20Computer> computer =
            c ? std::optional<modules::W20Computer>(modules::W20Computer{1, 2}) : std::nullopt;
        auto saved = modules::saveW20(*modules::wrapW20(g, r), {"on", 1, 2, 3}, computer);
        ASSERT_TRUE(std::holds_alternative<std::string>(saved));
        auto loaded = modules::loadGame(std::get<std::string>(saved));
        ASSERT_TRUE(std::holds_alternative<modules::LoadedGame>(loaded));
        const modules::LoadedGame& l = std::get<modules::LoadedGame>(loaded);
        EXPECT_EQ(l.game->hash(), g.hash());
        EXPECT_TRUE(l.stateMatches);
        EXPECT_EQ(l.w20Computer.has_value(), c == 1);
      }
      // It plays on (its dice its own generator's), and its record replays to where it is.
      w20::RandomPlayer player(k + 1);
      int applied = 0;
      for (int i = 0; i < 300 && !g.over(); ++i) {
        const w20::Action a = player.choose(g);
        ASSERT_TRUE(std::holds_alternative<w20::Outcome>(g.apply(a))) << i;
        r.actions.push_back(a);
        ++applied;
      }
      if (k < t.length()) {
        EXPECT_GT(applied, 0);
      }
      auto decoded = w20::decodeReplay(w20::encodeReplay(r));
      ASSERT_TRUE(std::holds_alternative<w20::Replay>(decoded));
      auto replayed = w20::playReplay(std::get<w20::Replay>(decoded));
      ASSERT_TRUE(std::holds_alternative<w20::Game>(replayed));
      EXPECT_EQ(std::get<w20::Game>(replayed).hash(), g.hash());
      // The new game's own replay viewer starts at the moment it was played on from.
      auto own = modules::w20Timeline(r);
      ASSERT_TRUE(std::holds_alternative<modules::W20Replayed>(own));
      modules::Timeline& ot = std::get<modules::W20Replayed>(own).timeline;
      EXPECT_EQ(ot.at(0).hash(), w20::startOf(r).hash());
      EXPECT_EQ(ot.at(ot.length()).hash(), g.hash());
    }
    EXPECT_EQ(std::get<BranchRefusal>(modules::branchW20Match(*m, t.length() + 1, 1)),
              BranchRefusal::Range);
    EXPECT_EQ(m->encodeRecord(), before);
  }
}

// Bad bytes of the new record form are refused with a message, never a crash.
TEST(W20PlayOnByLink, ARecordFromAPositionWithBadBytesIsRefused) {
  w20::Replay r{9, {}, {}, w20::Game::newGame(9).state()};
  const std::vector<std::uint8_t> good = w20::encodeReplay(r);
  ASSERT_EQ(good[0], w20::kReplayFromPositionVersion);
  ASSERT_TRUE(std::holds_alternative<w20::Replay>(w20::decodeReplay(good)));
  for (std::size_t cut = 1; cut < good.size(); cut += 7) {
    const std::vector<std::uint8_t> shorter(good.begin(), good.begin() + static_cast<long>(cut));
    EXPECT_TRUE(std::holds_alternative<std::string>(w20::decodeReplay(shorter))) << cut;
  }
  std::vector<std::uint8_t> huge = good;
  huge[1] = huge[2] = huge[3] = huge[4] = 0xff;  // a position longer than the record
  EXPECT_TRUE(std::holds_alternative<std::string>(w20::decodeReplay(huge)));
}

// A save of the new record form (made when it was added, never regenerated) keeps opening.
TEST(W20PlayOnByLink, ASaveOfAGamePlayedOnFromAGameByLinkOpens) {
  const auto f = fixtures::keyValueLines(
      std::filesystem::path(__FILE__).parent_path().parent_path() / "persist" / "fixtures" / "w20" /
      "w20-save-v2-record-from-position.txt");
  ASSERT_FALSE(f.at("text").empty());
  auto loaded = modules::loadGame(f.at("text"));
  ASSERT_TRUE(std::holds_alternative<modules::LoadedGame>(loaded));
  const modules::LoadedGame& l = std::get<modules::LoadedGame>(loaded);
  EXPECT_TRUE(l.stateMatches);
  EXPECT_EQ(std::to_string(l.game->hash()), f.at("hash"));
  EXPECT_EQ(std::to_string(l.game->actionCount()), f.at("actions"));
  EXPECT_EQ(l.game->step().turn, std::stoi(f.at("turn")));
  ASSERT_TRUE(l.w20Computer.has_value());
  EXPECT_EQ(*l.w20Computer, (modules::W20Computer{0, 2}));
  const w20::Replay* r = modules::w20Record(*l.game);
  ASSERT_NE(r, nullptr);
  EXPECT_TRUE(r->start.has_value());
  EXPECT_EQ(r->seed, 0x5EED2026u);
}
