// "Play on from here" from a moment of a game by link (issue 14, item 4; link_timeline.h
// branchLink): Computer Napoleonics and NLB Waterloo. The new game is local (hot-seat or
// against the computer), starts from the by-link game's position at moment k (saved as its
// start, as a position link opens) with its generator reseeded from fresh entropy, reloads
// from its save to the same position, plays on with its own numbers; the game by link is
// untouched. A Grouchy game by link (secret chits, R8) is refused until the opponent's chit
// is revealed.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "cn_module.h"
#include "cn_timeline.h"
#include "core/rng.h"
#include "games/cn/random_player.h"
#include "games/nlb/random_player.h"
#include "link_timeline.h"
#include "nlb_module.h"
#include "nlb_timeline.h"
#include "persist/cn_test_util.h"
#include "persist/nlb_test_util.h"
#include "registry.h"

namespace {

const naw::persist::SaveMeta kMeta{"played on", 1, 2, 3};

template <class T>
modules::LinkSession<T> branched(std::variant<modules::BranchRefusal, modules::LinkSession<T>> b) {
  if (auto* r = std::get_if<modules::BranchRefusal>(&b))
    ADD_FAILURE() << "refused: " << static_cast<int>(*r);
  return std::get<modules::LinkSession<T>>(std::move(b));
}

// The branch at moment k of `byLink` (timeline `t`): a local game from that position, equal
// to it but for the generator, which holds `seed`; the game by link's record unchanged.
template <class T, class Unwrap>
modules::LinkSession<T> checkBranch(const modules::LinkSession<T>& byLink, modules::Timeline& t,
                                    std::size_t k, std::uint64_t seed, Unwrap unwrap) {
  const naw::persist::Bytes before = byLink.encodeRecord();
  typename T::State expected = unwrap(t.at(k))->state();
  modules::LinkSession<T> s = branched(modules::branchLink(byLink, k, t.at(k).hash(), seed));
  EXPECT_FALSE(s.byLink());
  EXPECT_FALSE(s.secret());
  EXPECT_TRUE(s.match().start.has_value());
  EXPECT_TRUE(s.match().actions.empty());
  const typename T::State& got = s.game().state();
  EXPECT_NE(T::encodeState(got), T::encodeState(expected)) << "the generator was not reseeded";
  T::reseed(expected, seed);
  EXPECT_EQ(T::encodeState(got), T::encodeState(expected)) << k;
  EXPECT_EQ(byLink.encodeRecord(), before);  // the game by link is untouched
  return s;
}

// Plays on at random (every action accepted); the number of draws taken.
template <class T, class Choose>
int playOn(modules::LinkSession<T>& s, int n, Choose choose) {
  int draws = 0;
  for (int i = 0; i < n && !s.game().over(); ++i) {
    const auto a = choose(s.game());
    EXPECT_FALSE(std::holds_alternative<core::Refusal>(s.apply(a))) << i;
    draws += T::draws(a);
  }
  return draws;
}

}  // namespace

TEST(PlayOnByLink, ComputerNapoleonicsFromAMomentOfAGameByLink) {
  cntest::ByLink g = cntest::playByLink(21, 6);
  ASSERT_EQ(g.error, "");
  const modules::CnSession& french = *g.french;
  auto built = modules::cnTimeline(french);
  ASSERT_TRUE(std::holds_alternative<modules::Timeline>(built));
  modules::Timeline& t = std::get<modules::Timeline>(built);
  ASSERT_GT(t.length(), 40u);
  using T = modules::CnLinkTraits;
  const cn::Game* (*unwrap)(const core::AnyGame&) = &modules::cnGame;
  // The generator of a game by link never drew: each number was forced from the commitments.
  EXPECT_EQ(unwrap(t.at(t.length()))->state().rng, 0u);
  for (std::size_t k : {std::size_t{0}, std::size_t{17}, t.length() / 2, t.length()}) {
    modules::CnSession s = checkBranch<T>(french, t, k, 0xC0FFEE + k, unwrap);
    // Its save (what the page writes for the new entry) reloads to the same position.
    auto saved = modules::saveCnSession(s, kMeta, modules::CnComputer{cn::Side::Allied, 1});
    ASSERT_TRUE(std::holds_alternative<std::string>(saved));
    auto loaded = modules::loadCnSession(std::get<std::string>(saved));
    ASSERT_TRUE(std::holds_alternative<modules::LoadedCnSession>(loaded));
    modules::LoadedCnSession& l = std::get<modules::LoadedCnSession>(loaded);
    EXPECT_EQ(l.session.game().hash(), s.game().hash());
    EXPECT_FALSE(l.session.byLink());
    // It plays on, its numbers drawn by its own generator, and its save still reloads.
    cn::RandomPlayer player(5 + k);
    const std::uint64_t rng = s.game().state().rng;
    const int draws = playOn(s, 400, [&](const cn::Game& game) { return player.choose(game); });
    if (draws > 0) {
      EXPECT_NE(s.game().state().rng, rng);
    }
    if (k == t.length() / 2) {
      EXPECT_GT(draws, 0);
    }
    auto again = modules::loadCnSession(std::get<std::string>(modules::saveCnSession(s, kMeta)));
    ASSERT_TRUE(std::holds_alternative<modules::LoadedCnSession>(again));
    EXPECT_EQ(std::get<modules::LoadedCnSession>(again).session.game().hash(), s.game().hash());
  }
  // Two branches of one moment with other fresh seeds differ only in their generators.
  const modules::CnSession a = checkBranch<T>(french, t, 30, 1, unwrap);
  const modules::CnSession b = checkBranch<T>(french, t, 30, 2, unwrap);
  EXPECT_NE(a.game().hash(), b.game().hash());
  // The allied player's own session gives the same moments.
  checkBranch<T>(*g.allied, t, 30, 1, unwrap);
  // Not a position the game by link reached at k, or a moment past its end: refused.
  EXPECT_EQ(
      std::get<modules::BranchRefusal>(modules::branchLink(french, 30, t.at(30).hash() ^ 1, 1)),
      modules::BranchRefusal::DiceNotSeeded);
  EXPECT_EQ(std::get<modules::BranchRefusal>(
                modules::branchLink(french, t.length() + 1, t.at(t.length()).hash(), 1)),
            modules::BranchRefusal::Range);
}

TEST(PlayOnByLink, NlbFromAMomentOfAGameByLink) {
  nlbtest::ByLink g = nlbtest::playByLink(9, 8);
  ASSERT_EQ(g.error, "");
  const modules::NlbSession& french = *g.french;
  auto built = modules::nlbTimeline(french);
  ASSERT_TRUE(std::holds_alternative<modules::Timeline>(built));
  modules::Timeline& t = std::get<modules::Timeline>(built);
  ASSERT_GT(t.length(), 40u);
  using T = modules::NlbLinkTraits;
  const nlb::Game* (*unwrap)(const core::AnyGame&) = &modules::nlbGame;
  EXPECT_EQ(unwrap(t.at(t.length()))->state().rng.state, 0u);
  for (std::size_t k : {std::size_t{0}, std::size_t{23}, t.length() / 2, t.length()}) {
    modules::NlbSession s = checkBranch<T>(french, t, k, 0xBEEF + k, unwrap);
    modules::NlbComputer c;
    c.sides[1] = true;
    auto saved = modules::saveNlbSession(s, c, kMeta);
    ASSERT_TRUE(std::holds_alternative<std::string>(saved));
    auto loaded = modules::loadNlbSession(std::get<std::string>(saved));
    ASSERT_TRUE(std::holds_alternative<modules::LoadedNlbSession>(loaded));
    modules::LoadedNlbSession& l = std::get<modules::LoadedNlbSession>(loaded);
    EXPECT_EQ(l.session.game().hash(), s.game().hash());
    EXPECT_TRUE(l.computer.sides[1]);
    EXPECT_FALSE(l.session.byLink());
    core::Rng rng{40 + k};
    const std::uint64_t before = s.game().state().rng.state;
    const int draws =
        playOn(s, 400, [&](const nlb::Game& game) { return nlb::randomAction(game, rng); });
    if (draws > 0) {
      EXPECT_NE(s.game().state().rng.state, before);
    }
    if (k == t.length() / 2) {
      EXPECT_GT(draws, 0);
    }
    auto again =
        modules::loadNlbSession(std::get<std::string>(modules::saveNlbSession(s, c, kMeta)));
    ASSERT_TRUE(std::holds_alternative<modules::LoadedNlbSession>(again));
    EXPECT_EQ(std::get<modules::LoadedNlbSession>(again).session.game().hash(), s.game().hash());
  }
  checkBranch<T>(*g.allied, t, 31, 7, unwrap);
}

TEST(PlayOnByLink, Ruling_R8_AGrouchyGameByLinkPlaysOnOnlyOnceTheOpponentsChitIsRevealed) {
  // Before the reveal (turn 1): the start holds the opponent's secret chit. Refused.
  nlbtest::ByLink early = nlbtest::playByLink(9, 2, true);
  ASSERT_EQ(early.error, "");
  EXPECT_EQ(std::get<modules::BranchRefusal>(
                modules::branchLink(*early.french, 0, early.french->game().hash(), 1)),
            modules::BranchRefusal::ByLink);
  // Past the reveal (NLB 9.0, R8): both chits known to both players; the new game starts from
  // the position at k with both of them, as the game by link had it.
  nlbtest::ByLink g = nlbtest::playByLink(2, 150, true, 1, 3);
  ASSERT_EQ(g.error, "");
  ASSERT_TRUE(g.french->game().chitsRevealed());
  using T = modules::NlbLinkTraits;
  const nlb::Game* (*unwrap)(const core::AnyGame&) = &modules::nlbGame;
  for (const modules::NlbSession* side : {&*g.french, &*g.allied}) {
    modules::Timeline t = std::get<modules::Timeline>(modules::nlbTimeline(*side));
    ASSERT_EQ(t.at(t.length()).hash(), side->game().hash());
    for (std::size_t k : {std::size_t{0}, std::size_t{17}, t.length()}) {
      modules::NlbSession s = checkBranch<T>(*side, t, k, 5 + k, unwrap);
      EXPECT_EQ(s.game().state().chits[0], g.french->secret()->chit()) << k;
      EXPECT_EQ(s.game().state().chits[1], g.allied->secret()->chit()) << k;
    }
  }
}
