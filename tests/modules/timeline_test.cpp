// Replays (issue 14, item 4): moment k of a game's timeline is the game after its first k
// actions (the same state hash), however the moments are visited; phases are stepped to
// their first action; "play on from here" makes a new game of the first k actions and
// leaves the original untouched.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include "cn_module.h"
#include "cn_timeline.h"
#include "naw_module.h"
#include "naw_timeline.h"
#include "nlb_module.h"
#include "random_player.h"
#include "session.h"
#include "timeline.h"

using naw::persist::Session;

namespace {

// A hot-seat game of `n` random legal actions, and the state hash after each prefix.
struct Played {
  Session session = Session::local({}, 7);
  std::vector<std::uint64_t> hashes;  // hashes[k]: after k actions
};
Played playNaw(int n, std::uint64_t seed, const std::vector<int>& forced = {}, int forceAt = -1) {
  Played p{Session::local({}, seed), {}};
  naw::RandomPlayer player(seed + 1);
  p.hashes.push_back(p.session.game().hash());
  for (int i = 0; i < n && !p.session.game().over(); ++i) {
    if (i == forceAt) p.session.forceDiceForTest(forced);
    const naw::ApplyResult r = p.session.apply(player.choose(p.session.game()));
    EXPECT_TRUE(std::holds_alternative<naw::Outcome>(r));
    p.hashes.push_back(p.session.game().hash());
  }
  return p;
}

modules::Timeline timelineOf(const Session& s) {
  auto t = modules::nawTimeline(s);
  if (auto* e = std::get_if<std::string>(&t)) ADD_FAILURE() << *e;
  return std::get<modules::Timeline>(std::move(t));
}

}  // namespace

TEST(Replay, MomentKIsTheGameAfterKActionsInAnyOrder) {
  const Played p = playNaw(400, 3);
  modules::Timeline t = timelineOf(p.session);
  ASSERT_EQ(t.length() + 1, p.hashes.size());
  ASSERT_EQ(t.length(), 400u);
  // Forwards one by one, then backwards, then jumps across snapshots.
  for (std::size_t k = 0; k <= t.length(); ++k) ASSERT_EQ(t.at(k).hash(), p.hashes[k]) << k;
  for (std::size_t k = t.length() + 1; k-- > 0;) ASSERT_EQ(t.at(k).hash(), p.hashes[k]) << k;
  std::mt19937 pick(11);
  for (int i = 0; i < 200; ++i) {
    const std::size_t k = pick() % (t.length() + 1);
    ASSERT_EQ(t.at(k).hash(), p.hashes[k]) << k;
    EXPECT_EQ(t.shown(), k);
  }
  // The last moment is the game as it stands.
  EXPECT_EQ(modules::nawAt(t, t.length()).hash(), p.session.game().hash());
  EXPECT_EQ(t.snapshotCount(), 400 / t.every() + 1);
}

TEST(Replay, EachAttackKeepsItsDieAndResult) {
  const Played p = playNaw(600, 5);
  modules::Timeline t = timelineOf(p.session);
  const auto& log = p.session.game().log();
  int attacks = 0;
  for (std::size_t i = 0; i < t.length(); ++i) {
    EXPECT_EQ(t.entry(i).outcome.combat, log[i].outcome.combat) << i;
    if (!log[i].outcome.combat) continue;
    ++attacks;
    EXPECT_EQ(t.entry(i).outcome.die, log[i].outcome.die) << i;
    EXPECT_EQ(t.entry(i).outcome.result, naw::combatResultName(log[i].outcome.result)) << i;
  }
  EXPECT_GT(attacks, 0);  // 600 random actions reach combat phases
}

TEST(Replay, ForcedDiceAreReplayedAsLogged) {
  // A test forced the dice of the next attacks: the seeded generator would roll others.
  const Played p = playNaw(300, 9, {6, 6, 6, 1, 1, 1, 6, 1}, 20);
  modules::Timeline t = timelineOf(p.session);
  for (std::size_t k = 0; k <= t.length(); ++k) ASSERT_EQ(t.at(k).hash(), p.hashes[k]) << k;
}

TEST(Replay, PhaseStepsLandOnTheFirstActionOfEachPhase) {
  const Played p = playNaw(400, 3);
  modules::Timeline t = timelineOf(p.session);
  const auto& log = p.session.game().log();
  std::size_t k = 0, phases = 1;
  while ((k = t.nextPhase(k)) < t.length()) {
    ++phases;
    const naw::Step before = log[k - 1].before, now = log[k].before;
    EXPECT_TRUE(before.turn != now.turn || before.phase != now.phase) << k;
    EXPECT_EQ(t.at(k).step().phase, naw::phaseName(now.phase)) << k;
    EXPECT_EQ(t.previousPhase(k + 1), k);
    // No phase starts strictly between the previous start and k.
    const std::size_t prev = t.previousPhase(k);
    for (std::size_t m = prev + 1; m < k; ++m)
      EXPECT_TRUE(log[m - 1].before.phase == log[m].before.phase &&
                  log[m - 1].before.turn == log[m].before.turn)
          << m;
  }
  EXPECT_GE(phases, 4u);
  EXPECT_EQ(t.previousPhase(0), 0u);
  EXPECT_EQ(t.nextPhase(t.length()), t.length());
}

TEST(Replay, PlayOnFromHereLeavesTheOriginalUntouched) {
  Played p = playNaw(250, 4);
  const naw::persist::SaveMeta meta{"original", 1, 2, 3};
  const std::string before = p.session.save(meta);
  const std::uint64_t hashBefore = p.session.game().hash();
  auto branched = modules::branchNaw(p.session, 120, p.hashes[120], 1);
  ASSERT_TRUE(std::holds_alternative<Session>(branched));
  Session& b = std::get<Session>(branched);
  EXPECT_EQ(b.game().hash(), p.hashes[120]);
  EXPECT_EQ(b.game().log().size(), 120u);
  // Played on: the branch moves, the original does not.
  naw::RandomPlayer other(99);
  for (int i = 0; i < 30 && !b.game().over(); ++i) b.apply(other.choose(b.game()));
  EXPECT_EQ(p.session.save(meta), before);
  EXPECT_EQ(p.session.game().hash(), hashBefore);
  // The branch's own save replays to where it stands.
  auto loaded = Session::load(b.save({"branch", 4, 5, 6}));
  ASSERT_TRUE(std::holds_alternative<Session::Loaded>(loaded));
  EXPECT_TRUE(std::get<Session::Loaded>(loaded).stateMatches);
  EXPECT_EQ(std::get<Session::Loaded>(loaded).session.game().hash(), b.game().hash());
}

TEST(Replay, PlayOnIsRefusedWhereTheDiceWereNotSeeded) {
  const Played p = playNaw(300, 9, {6, 6, 6, 1, 1, 1, 6, 1}, 20);
  // Before the forced dice: allowed; after an attack that rolled a forced die that the seed
  // would not have: refused, since the new game's save could not replay it.
  EXPECT_TRUE(std::holds_alternative<Session>(modules::branchNaw(p.session, 20, p.hashes[20], 1)));
  std::size_t firstDiffering = 0;
  Session seeded = Session::local({}, 9);
  const auto& log = p.session.game().log();
  for (std::size_t i = 0; i < log.size(); ++i) {
    const auto r = seeded.apply(log[i].action);
    if (std::get<naw::Outcome>(r).die != log[i].outcome.die) {
      firstDiffering = i + 1;
      break;
    }
  }
  ASSERT_GT(firstDiffering, 0u) << "no forced die differed from the seeded one";
  const auto r = modules::branchNaw(p.session, firstDiffering, p.hashes[firstDiffering], 1);
  ASSERT_TRUE(std::holds_alternative<modules::BranchRefusal>(r));
  EXPECT_EQ(std::get<modules::BranchRefusal>(r), modules::BranchRefusal::DiceNotSeeded);
  EXPECT_EQ(std::get<modules::BranchRefusal>(modules::branchNaw(p.session, log.size() + 1, 0, 1)),
            modules::BranchRefusal::Range);
}

// Any game module: `n` actions picked among the legal ones, then the timeline of its record
// from a clone of the set-up checked moment by moment (backwards), and a record that does
// not replay refused with the action and the rule.
void checkSharedFace(const core::GameModule& module, std::uint64_t seed, int n) {
  auto game = module.newGame({}, seed);
  ASSERT_TRUE(game);
  const auto start = game->clone();
  std::vector<core::AnyAction> played;
  std::vector<std::uint64_t> hashes{game->hash()};
  std::mt19937 pick(static_cast<unsigned>(seed));
  for (int i = 0; i < n && !game->step().over; ++i) {
    const auto legal = game->legalActions();
    ASSERT_FALSE(legal.empty());
    const core::AnyAction a = legal[pick() % legal.size()];
    ASSERT_TRUE(std::holds_alternative<core::AnyOutcome>(game->apply(a)));
    played.push_back(a);
    hashes.push_back(game->hash());
  }
  auto built = modules::Timeline::build(*start, played, nullptr, 16);
  ASSERT_TRUE(std::holds_alternative<modules::Timeline>(built));
  modules::Timeline& t = std::get<modules::Timeline>(built);
  ASSERT_EQ(t.length(), played.size());
  for (std::size_t k = t.length() + 1; k-- > 0;) ASSERT_EQ(t.at(k).hash(), hashes[k]) << k;
  std::vector<core::AnyAction> bad = played;
  bad.insert(bad.begin(), core::AnyAction{{0xff}});
  auto refused = modules::Timeline::build(*start, bad);
  ASSERT_TRUE(std::holds_alternative<std::string>(refused));
  EXPECT_NE(std::get<std::string>(refused).find("action 1 of the record"), std::string::npos);
}

TEST(Replay, ComputerNapoleonicsThroughTheSharedFace) {
  checkSharedFace(modules::cnModule(), 21, 300);
}

TEST(Replay, ComputerNapoleonicsSessionsOfThePage) {
  // A solitaire game of the page (CnSession::local), 250 legal actions: each moment of its
  // timeline is the session's game after that many actions.
  modules::CnSession s = modules::CnSession::local(33, true);
  std::vector<std::uint64_t> hashes{s.game().hash()};
  std::mt19937 pick(4);
  for (int i = 0; i < 250 && !s.game().over(); ++i) {
    const auto legal = s.game().legalActions();
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(std::holds_alternative<cn::Outcome>(s.apply(legal[pick() % legal.size()])));
    hashes.push_back(s.game().hash());
  }
  auto built = modules::cnTimeline(s);
  ASSERT_TRUE(std::holds_alternative<modules::Timeline>(built));
  modules::Timeline& t = std::get<modules::Timeline>(built);
  ASSERT_EQ(t.length() + 1, hashes.size());
  for (std::size_t k = 0; k <= t.length(); ++k) ASSERT_EQ(t.at(k).hash(), hashes[k]) << k;
  EXPECT_GT(t.nextPhase(0), 0u);
}

TEST(Replay, NlbWaterlooThroughTheSharedFace) { checkSharedFace(modules::nlbModule(), 8, 300); }

TEST(Replay, AWholeGameReplaysToItsEnd) {
  const Played p = playNaw(100000, 17);  // random play to the end of 10 pm
  ASSERT_TRUE(p.session.game().over());
  const auto t0 = std::chrono::steady_clock::now();
  modules::Timeline t = timelineOf(p.session);
  const auto t1 = std::chrono::steady_clock::now();
  EXPECT_EQ(t.at(t.length()).hash(), p.session.game().hash());
  EXPECT_TRUE(t.at(t.length()).step().over);
  // Scrubbing: 200 jumps to random moments, each checked.
  std::mt19937 pick(3);
  double worst = 0, total = 0;
  for (int i = 0; i < 200; ++i) {
    const std::size_t k = pick() % (t.length() + 1);
    const auto a = std::chrono::steady_clock::now();
    const std::uint64_t h = t.at(k).hash();
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - a).count();
    worst = std::max(worst, ms);
    total += ms;
    ASSERT_EQ(h, p.hashes[k]) << k;
  }
  std::printf(
      "[ measured ] %zu actions, %zu snapshots: built in %.1f ms, jumps %.3f ms on average, "
      "slowest %.2f ms\n",
      t.length(), t.snapshotCount(), std::chrono::duration<double, std::milli>(t1 - t0).count(),
      total / 200, worst);
}
