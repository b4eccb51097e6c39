// The codec (versioned, validated, never throws) and seeded random playouts with invariants
// and a save/load round trip at every step.
#include "core/rng.h"
#include "games/w20/codec.h"
#include "games/w20/random_player.h"
#include "w20_kit.h"

namespace w20::test {
namespace {

// What every position must satisfy; an empty string when it does.
std::string invariants(const Game& g) {
  const State& s = g.state();
  if (!validate(s).empty()) return "validate: " + validate(s);
  for (int m : s.morale)
    if (m < 0 || m > 10) return "morale out of 0..10";
  for (Side side : {Side::French, Side::Allied}) {
    const View v = g.view(side);
    int seen = 0;
    for (int i = 0; i < v.nUnits; ++i) {
      const ViewUnit& vu = v.units[static_cast<std::size_t>(i)];
      if (vu.side != side && vu.status == UnitStatus::Pending) return "an enemy pending unit";
      // W29: a face-down enemy counter on the map is never identified, others always are.
      const bool hiddenExpected = vu.side != side && vu.status == UnitStatus::Map && !vu.faceUp;
      if (hiddenExpected != (vu.unit == kNoUnit)) return "a view identifies a face-down enemy";
      if (vu.unit != kNoUnit && g.unit(vu.unit).marker != vu.marker) return "marker mismatch";
      ++seen;
    }
    int expected = 0;
    for (int u = 0; u < kUnits; ++u)
      if (Game::roster()[u].side == side || g.unit(u).status != UnitStatus::Pending) ++expected;
    if (seen != expected) return "a view lost a counter";
    if (v.owedUnits && side != v.owedSide) return "a view shows enemy owed units";
  }
  return {};
}

TEST(W20Codec, RoundTripOfTheStartingPositions) {
  for (bool fog : {false, true}) {
    Game g = fresh(fog, fog, fog, 9);
    const auto bytes = encode(g.state());
    EXPECT_EQ(bytes[0], kCodecVersion);
    auto back = decode(bytes);
    ASSERT_TRUE(std::holds_alternative<State>(back)) << std::get<std::string>(back);
    EXPECT_EQ(encode(std::get<State>(back)), bytes);
    EXPECT_EQ(stateHash(std::get<State>(back)), g.hash());
  }
}

TEST(W20Codec, RoundTripOfATestPositionAfterClear) {
  for (bool fog : {false, true}) {
    Game g = position(4, Phase::AlliedMove, {{"ad-i", "0914"}, {"fr-ig", "1420"}}, fog);
    auto back = decode(encode(g.state()));
    ASSERT_TRUE(std::holds_alternative<State>(back)) << std::get<std::string>(back);
    EXPECT_EQ(stateHash(std::get<State>(back)), g.hash());
  }
}

TEST(W20Codec, DecodingRefusesDamagedBytesWithoutThrowing) {
  Game g = fresh(true, true, true, 4);
  const auto bytes = encode(g.state());
  for (std::size_t n = 0; n < bytes.size(); ++n) {
    std::vector<std::uint8_t> cut(bytes.begin(), bytes.begin() + static_cast<long>(n));
    EXPECT_TRUE(std::holds_alternative<std::string>(decode(cut))) << n;
  }
  auto longer = bytes;
  longer.push_back(0);
  EXPECT_TRUE(std::holds_alternative<std::string>(decode(longer)));
  auto version = bytes;
  version[0] = 99;
  EXPECT_TRUE(std::holds_alternative<std::string>(decode(version)));
  // Random corruption of single bytes: each answer is a valid state or an error text.
  core::Rng rng{77};
  for (int i = 0; i < 3000; ++i) {
    auto bad = bytes;
    bad[1 + rng.below(static_cast<std::uint32_t>(bad.size() - 1))] =
        static_cast<std::uint8_t>(rng.below(256));
    auto r = decode(bad);
    if (auto* s = std::get_if<State>(&r)) {
      EXPECT_TRUE(validate(*s).empty());
    }
  }
  for (int i = 0; i < 300; ++i) {  // noise of any length
    std::vector<std::uint8_t> noise(rng.below(900));
    for (auto& b : noise) b = static_cast<std::uint8_t>(rng.below(256));
    if (!noise.empty()) noise[0] = kCodecVersion;
    (void)decode(noise);
    (void)decodeReplay(noise);
  }
}

// Seeded random playouts (100 games): invariants and a save/load round trip at every step, and the
// record replays to the same position.
TEST(W20Fuzz, RandomPlayoutsKeepTheInvariantsAndRoundTrip) {
  int games = 0;
  long steps = 0;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    Options o;
    o.fog = seed % 2 == 1;
    o.penetration = seed % 3 != 0;
    o.routed = true;
    o.freeSetup = seed % 4 == 0;
    Game g = Game::newGame(seed, o);
    RandomPlayer player(seed * 31);
    Replay replay{seed, o, {}};
    for (int n = 0; n < 5000 && !g.over(); ++n) {
      // The engine never waits in a step without a legal action (a deadlock).
      ASSERT_FALSE(g.legalActions().empty())
          << "seed " << seed << " step " << n << ": no legal action at "
          << phaseName(g.state().phase);
      const Action a = player.choose(g);
      auto r = g.apply(a);
      ASSERT_TRUE(std::holds_alternative<Outcome>(r))
          << "seed " << seed << " step " << n << ": " << std::get<Refusal>(r).rule << " "
          << std::get<Refusal>(r).why;
      replay.actions.push_back(a);
      ASSERT_EQ(invariants(g), "") << "seed " << seed << " step " << n;
      const auto bytes = encode(g.state());
      auto back = decode(bytes);
      ASSERT_TRUE(std::holds_alternative<State>(back)) << std::get<std::string>(back);
      ASSERT_EQ(stateHash(std::get<State>(back)), g.hash());
      ++steps;
    }
    EXPECT_TRUE(g.over()) << seed;
    auto rb = decodeReplay(encodeReplay(replay));
    ASSERT_TRUE(std::holds_alternative<Replay>(rb));
    auto replayed = playReplay(std::get<Replay>(rb));
    ASSERT_TRUE(std::holds_alternative<Game>(replayed)) << std::get<std::string>(replayed);
    EXPECT_EQ(std::get<Game>(replayed).hash(), g.hash());
    ++games;
  }
  EXPECT_EQ(games, 100);
  EXPECT_GT(steps, 100 * 50);
}

TEST(W20Fuzz, Ruling_W31_TheSameSeedPlaysTheSameGame) {
  const PlayoutResult a = playRandomGame(12), b = playRandomGame(12), c = playRandomGame(13);
  EXPECT_EQ(a.hash, b.hash);
  EXPECT_EQ(a.actions, b.actions);
  EXPECT_NE(a.hash, c.hash);
}

}  // namespace
}  // namespace w20::test
