// Autosave without replay: a session packs each action as it is applied; its save must be
// byte for byte the save that a replay of the whole log makes (a session loaded from that
// save is out of step and repacks by replaying), at every step of random games, hot-seat
// and by link, standard and Grouchy.
#include <gtest/gtest.h>

#include "persist_test_util.h"
#include "random_player.h"
#include "session.h"

using namespace naw;
using namespace naw::persist;

namespace {
using persisttest::entropy;

// The save `s` makes now, and the save made by a copy of it loaded from that save.
void expectSameAsReplayed(const Session& s, std::uint64_t step) {
  const SaveMeta meta{"packing", 1, 2, step};
  const std::string packed = s.save(meta);
  auto loaded = Session::load(packed);
  ASSERT_TRUE(std::holds_alternative<Session::Loaded>(loaded))
      << "step " << step << ": " << std::get<Error>(loaded).message;
  const Session& replayed = std::get<Session::Loaded>(loaded).session;
  ASSERT_EQ(replayed.match().actions, s.match().actions) << "step " << step;
  ASSERT_EQ(replayed.save(meta), packed) << "step " << step;
}
}  // namespace

TEST(SavePacking, HotSeatSavesEqualTheSavesOfAFullReplayAtEveryStep) {
  for (std::uint64_t seed = 1; seed <= persisttest::gamesFromEnv(4); ++seed) {
    Options o;
    o.grouchy = seed % 2 == 0;
    Session s = Session::local(o, seed * 31);
    RandomPlayer player(seed + 7);
    std::uint64_t n = 0;
    for (; !s.game().over() && n < 20000; ++n) {
      if (n < 60 || n % 7 == 0) expectSameAsReplayed(s, n);  // (each check replays the game)
      if (::testing::Test::HasFatalFailure()) return;
      ASSERT_TRUE(std::holds_alternative<Outcome>(s.apply(player.choose(s.game()))));
    }
    expectSameAsReplayed(s, n);
    EXPECT_GT(n, 100u);
  }
}

// By link the log also grows by receive(), which puts the packing out of step: the next
// save repacks, and later actions are packed as they come again.
TEST(SavePacking, ByLinkSavesEqualTheSavesOfAFullReplayAfterEveryLink) {
  for (std::uint64_t seed = 1; seed <= persisttest::gamesFromEnv(2); ++seed) {
    Options o;
    o.grouchy = seed % 2 == 1;
    Session french = Session::invite(o, Side::French, entropy(static_cast<std::uint8_t>(seed)));
    Session allied = std::get<Session>(Session::accept(
        std::get<std::string>(french.link()), entropy(static_cast<std::uint8_t>(seed + 50))));
    ASSERT_EQ(french.receive(std::get<std::string>(allied.link())), std::nullopt);
    RandomPlayer player(seed);
    for (std::uint64_t n = 0; !french.game().over() && n < 20000; ++n) {
      Session& me = french.waitingFor() == Side::French ? french : allied;
      Session& other = french.waitingFor() == Side::French ? allied : french;
      ASSERT_TRUE(std::holds_alternative<Outcome>(me.apply(player.choose(me.game()))));
      if (n < 60 || n % 7 == 0) expectSameAsReplayed(me, n);
      if (::testing::Test::HasFatalFailure()) return;
      if (me.waitingFor() != *me.localSide() || me.game().over()) {
        ASSERT_EQ(other.receive(std::get<std::string>(me.link())), std::nullopt);
        expectSameAsReplayed(other, n);
        if (::testing::Test::HasFatalFailure()) return;
      }
    }
  }
}
