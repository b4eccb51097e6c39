// Waterloo under NLB rules behind core::AnyGame (src/modules/nlb_module.*): saves, position
// links and records through the registry name their game (wire id 3, ENVELOPE.md), replay to
// the same position, and damaged ones are error values.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "envelope.h"
#include "games.h"
#include "nlb_module.h"
#include "position.h"
#include "registry.h"
#include "rules.h"
#include "session.h"

using namespace naw::persist;

namespace {

template <class T>
T ok(Result<T> r) {
  if (auto* e = std::get_if<Error>(&r)) ADD_FAILURE() << e->message;
  return std::get<T>(std::move(r));
}

std::unique_ptr<core::AnyGame> newNlb(std::uint64_t seed, bool grouchy = false) {
  const core::GameModule* m = modules::moduleById("nlb");
  EXPECT_NE(m, nullptr);
  core::GameOptions o;
  o.variant = grouchy;
  return m->newGame(o, seed);
}

// Plays up to n legal actions picked by a fixed sequence; counts the attacks and checks what
// each reports (odds column, a die 1-6, a result).
int play(core::AnyGame& g, int n, std::uint64_t seed) {
  std::uint64_t x = seed * 6364136223846793005ull + 1442695040888963407ull;
  int attacks = 0;
  for (int i = 0; i < n && !g.step().over; ++i) {
    const auto legal = g.legalActions();
    EXPECT_FALSE(legal.empty());
    if (legal.empty()) break;
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    const auto r = g.apply(legal[(x >> 33) % legal.size()]);
    if (auto* refusal = std::get_if<core::Refusal>(&r)) {
      ADD_FAILURE() << refusal->rule << " " << refusal->why;
      break;
    }
    const core::AnyOutcome& o = std::get<core::AnyOutcome>(r);
    if (o.combat) {
      ++attacks;
      EXPECT_GE(o.die, 1);
      EXPECT_LE(o.die, 6);
      EXPECT_FALSE(o.odds.empty());
      EXPECT_FALSE(o.result.empty());
    }
  }
  return attacks;
}

}  // namespace

TEST(NlbModule, RegisteredAsWireThreeWithItsTitle) {
  const core::GameModule* m = modules::moduleByWire(kGameNlb);
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->id, "nlb");
  EXPECT_EQ(m->title, "Waterloo, Napoleon's Last Battles rules");
  auto g = newNlb(5);
  EXPECT_EQ(g->step().phase, "french-move");
  EXPECT_EQ(g->step().acting, 0);
  EXPECT_FALSE(g->legalActions().empty());
}

TEST(NlbModule, SaveRoundTripsReplaysAndNamesItsGame) {
  for (const bool grouchy : {false, true}) {
    auto g = newNlb(17, grouchy);
    const int attacks = play(*g, 600, 17);
    EXPECT_GT(attacks, 0) << "the playout reached no combat: the test would miss outcomes";
    const std::string save = ok(modules::saveGame(*g, {"nlb game", 1, 2, 3}));
    EXPECT_EQ(ok(peekText(save)).game, "nlb");
    EXPECT_EQ(ok(peekSaveMeta(save)).game, "nlb");
    EXPECT_EQ(ok(peekSaveMeta(save)).name, "nlb game");
    modules::LoadedGame l = ok(modules::loadGame(save));
    EXPECT_TRUE(l.stateMatches);
    EXPECT_EQ(l.meta.game, "nlb");
    EXPECT_EQ(l.game->module().id, "nlb");
    EXPECT_EQ(l.game->hash(), g->hash());
    EXPECT_EQ(l.game->actionCount(), g->actionCount());
    EXPECT_EQ(l.game->encodePosition(), g->encodePosition());
    const nlb::Game* inner = modules::nlbGame(*l.game);
    ASSERT_NE(inner, nullptr);
    EXPECT_EQ(inner->state().grouchy, grouchy ? 1 : 0);
    // Both play on alike: the dice follow from the seed and the record.
    play(*l.game, 80, 3);
    play(*g, 80, 3);
    EXPECT_EQ(l.game->hash(), g->hash());
    EXPECT_EQ(std::get<Error>(Session::load(save)).kind, ErrorKind::UnknownGame);
  }
}

TEST(NlbModule, PositionLinkRoundTrips) {
  auto g = newNlb(23);
  for (int k = 0; k < 5; ++k) {
    play(*g, 90, static_cast<std::uint64_t>(k));
    const std::string link = ok(modules::positionLink(*g));
    ASSERT_EQ(link.substr(0, 3), "#p=");
    EXPECT_EQ(ok(peekText(link)).game, "nlb");
    auto opened = ok(modules::openPositionLink(link));
    EXPECT_EQ(opened->module().id, "nlb");
    EXPECT_EQ(opened->hash(), g->hash());
    EXPECT_EQ(opened->step().phase, g->step().phase);
    EXPECT_EQ(std::get<Error>(decodePosition(*naw::Rules::standard(), link)).kind,
              ErrorKind::UnknownGame);
  }
}

TEST(NlbModule, ForeignAndIllegalActionsAreRefusedWithTheirRule) {
  auto g = newNlb(3);
  auto cn = modules::moduleById("cn")->newGame({}, 3);
  for (const core::AnyAction& bad : {core::AnyAction{{1, 2, 3}}, cn->legalActions().front()}) {
    const auto r = g->apply(bad);
    ASSERT_TRUE(std::holds_alternative<core::Refusal>(r));
    EXPECT_EQ(std::get<core::Refusal>(r).rule, "codec");
  }
  // A move to a hex two turns away: the engine's own refusal comes through (N6).
  modules::NlbRecord r;
  r.actions.push_back(nlb::moveTo(0, 0));
  const std::vector<std::uint8_t> rec = modules::encodeNlbRecord(r);
  const auto replayed = modules::nlbModule().decodeRecord(rec);
  ASSERT_TRUE(std::holds_alternative<std::string>(replayed));
  EXPECT_NE(std::get<std::string>(replayed).find("refused"), std::string::npos);
}

TEST(NlbModule, DamagedSavesAndRecordsAreErrorValues) {
  auto g = newNlb(9);
  play(*g, 200, 9);
  const std::string save = ok(modules::saveGame(*g, {"x", 1, 2, 3}));
  for (std::size_t i = 9; i < save.size(); i += 5) {
    std::string bad = save;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    EXPECT_TRUE(std::holds_alternative<Error>(modules::loadGame(bad))) << i;
  }
  // The record's own decoder on every truncation and on flipped bytes: never a crash.
  const std::vector<std::uint8_t> rec = g->encodeRecord();
  for (std::size_t n = 0; n < rec.size(); n += 7) {
    const std::vector<std::uint8_t> cut(rec.begin(), rec.begin() + static_cast<long>(n));
    EXPECT_TRUE(std::holds_alternative<std::string>(modules::decodeNlbRecord(cut))) << n;
  }
  int rejected = 0;
  for (std::size_t i = 0; i < rec.size(); i += 3) {
    std::vector<std::uint8_t> bad = rec;
    bad[i] ^= 0xA5;
    rejected += std::holds_alternative<std::string>(modules::nlbModule().decodeRecord(bad));
  }
  EXPECT_GT(rejected, 0);
}
