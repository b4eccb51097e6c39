// Seeded random playouts of Computer Napoleonics with invariants checked after every action,
// and the position codec's round trip at every step.
#include <gtest/gtest.h>

#include "games/cn/codec.h"
#include "games/cn/game.h"
#include "games/cn/random_player.h"

namespace cn {
namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

// Invariants of a position between actions.
void checkInvariants(const Game& g, const Game& before, const Action& a, long step) {
  const State& s = g.state();
  SCOPED_TRACE("action " + std::to_string(step) + " " + actionTypeName(a.type));
  int frenchLost = 0, alliedLost = 0, exited = 0;
  std::array<int, kSquares> count{};
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s.units[z(u)];
    const UnitDef& d = theRoster().unit(u);
    if (us.status == UnitStatus::Eliminated)
      (d.side == Side::French ? frenchLost : alliedLost) += d.strength;
    if (us.status == UnitStatus::Exited) ++exited;
    if (us.status != UnitStatus::OnMap) continue;
    ASSERT_TRUE(validSquare(us.square));
    ++count[z(us.square)];
    EXPECT_NE(theMap().terrain(us.square), Terrain::Woods) << d.id;  // 5.15
    if (d.side == Side::French) {
      EXPECT_FALSE(isRow70(us.square)) << d.id;
    }  // C8
    if (d.type == UnitType::Garrison) {
      EXPECT_EQ(us.square, d.square) << d.id;
    }  // 8.1
    EXPECT_LE(us.mpUsed, d.movement) << d.id;
  }
  EXPECT_EQ(s.frenchLost, frenchLost);
  EXPECT_EQ(s.alliedLost, alliedLost);
  EXPECT_EQ(s.exited, exited);
  // One unit per square at the end of every phase (5.3, C7); outside movement always.
  const bool phaseEnded = before.state().phase != s.phase || before.state().turn != s.turn;
  if (phaseEnded || !isMovePhase(s.phase)) {
    for (int sq = 0; sq < kSquares; ++sq) EXPECT_LE(count[z(sq)], 1) << formatSquare(sq);
  }
  // The engine never waits in a step without a legal action.
  if (!g.over()) {
    EXPECT_TRUE(g.hasLegalAction());
  }
  // Codec round trip.
  const auto bytes = encode(s);
  auto decoded = decode(bytes);
  ASSERT_TRUE(std::holds_alternative<State>(decoded)) << std::get<std::string>(decoded);
  EXPECT_EQ(stateHash(std::get<State>(decoded)), g.hash());
  EXPECT_EQ(encode(std::get<State>(decoded)), bytes);
}

TEST(CnFuzz, RandomPlayoutsKeepInvariants) {
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Game g = Game::newGame(seed, seed % 3 == 0);
    RandomPlayer p(seed * 7919);
    Replay replay{seed, seed % 3 == 0, {}};
    long n = 0;
    while (!g.over() && n < 20000) {
      const Action a = p.choose(g);
      const Game before = g;
      auto r = g.apply(a);
      ASSERT_TRUE(std::holds_alternative<Outcome>(r))
          << "refused " << actionTypeName(a.type) << ": " << std::get<Refusal>(r).rule << " "
          << std::get<Refusal>(r).why;
      replay.actions.push_back(a);
      checkInvariants(g, before, a, n);
      if (HasFatalFailure()) return;
      ++n;
    }
    ASSERT_TRUE(g.over());
    EXPECT_NE(g.state().winner, Winner::None);
    // The replay rebuilds the same game, also after its own encode/decode.
    auto rr = decodeReplay(encodeReplay(replay));
    ASSERT_TRUE(std::holds_alternative<Replay>(rr));
    auto played = playReplay(std::get<Replay>(rr));
    ASSERT_TRUE(std::holds_alternative<Game>(played)) << std::get<std::string>(played);
    EXPECT_EQ(std::get<Game>(played).hash(), g.hash());
  }
}

// Uniform choices among legalActions() (take-backs, withdrawals, one-against-many and
// every advance included), ending the step with probability 1/3 when that is legal.
TEST(CnFuzz, UniformLegalActionPlayoutsKeepInvariants) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Game g = Game::newGame(seed);
    core::Rng rng{seed * 31};
    for (long n = 0; n < 1500 && !g.over(); ++n) {
      const auto legal = g.legalActions();
      ASSERT_FALSE(legal.empty());
      Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      if (legal.back().type == ActionType::EndPhase && rng.below(3) == 0) a = legal.back();
      const Game before = g;
      auto r = g.apply(a);
      ASSERT_TRUE(std::holds_alternative<Outcome>(r)) << std::get<Refusal>(r).rule;
      checkInvariants(g, before, a, n);
      if (HasFatalFailure()) return;
    }
  }
}

TEST(CnFuzz, LegalActionsAreAllAccepted) {
  Game g = Game::newGame(5);
  RandomPlayer p(11);
  long n = 0;
  while (!g.over() && n < 3000) {
    const auto legal = g.legalActions();
    ASSERT_FALSE(legal.empty());
    for (const Action& a : legal) {
      const auto why = g.check(a);
      EXPECT_FALSE(why) << actionTypeName(a.type) << " " << (why ? why->rule + " " + why->why : "");
    }
    g.apply(p.choose(g));
    ++n;
  }
}

TEST(CnFuzz, DecodeNeverCrashesOnGarbage) {
  core::Rng rng{42};
  const auto good = encode(Game::newGame(3).state());
  for (int i = 0; i < 3000; ++i) {
    std::vector<std::uint8_t> bytes = good;
    const int flips = 1 + static_cast<int>(rng.below(4));
    for (int f = 0; f < flips; ++f)
      bytes[rng.below(static_cast<std::uint32_t>(bytes.size()))] ^=
          static_cast<std::uint8_t>(1 + rng.below(255));
    if (i % 7 == 0) bytes.resize(rng.below(static_cast<std::uint32_t>(bytes.size())));
    auto d = decode(bytes);
    if (auto* s = std::get_if<State>(&d)) {
      EXPECT_TRUE(validate(*s).empty());
      // A decoded position is playable: a few legal actions from it are accepted.
      Game g = Game::fromState(*s);
      for (int k = 0; k < 5 && !g.over(); ++k) {
        const auto legal = g.legalActions();
        if (legal.empty()) break;
        EXPECT_TRUE(std::holds_alternative<Outcome>(
            g.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))])));
      }
    }
  }
}

// Garbage decoded from a mid-game position (attacks declared, moves recorded).
TEST(CnFuzz, DecodeMidGamePositions) {
  Game g = Game::newGame(9);
  RandomPlayer p(4);
  core::Rng rng{77};
  int decoded = 0;
  for (int n = 0; n < 400 && !g.over(); ++n) {
    g.apply(p.choose(g));
    std::vector<std::uint8_t> bytes = encode(g.state());
    bytes[rng.below(static_cast<std::uint32_t>(bytes.size()))] ^=
        static_cast<std::uint8_t>(1 + rng.below(255));
    auto d = decode(bytes);
    if (auto* s = std::get_if<State>(&d)) {
      ++decoded;
      Game h = Game::fromState(*s);
      for (int k = 0; k < 3 && !h.over(); ++k) {
        const auto legal = h.legalActions();
        if (legal.empty()) break;
        h.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
      }
    }
  }
  EXPECT_GT(decoded, 0);  // some flips land on fields any value of which is valid
}

}  // namespace
}  // namespace cn
