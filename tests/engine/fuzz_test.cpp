// Seeded random-playout fuzz test: thousands of complete games of random legal actions,
// checking the engine's invariants after every action. NAW_FUZZ_GAMES sets the number of
// games (default 2000, ~25 s natively; 60 in an ASan/UBSan build).
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "game.h"
#include "internals.h"
#include "random_player.h"
#include "serialize.h"

namespace {

using namespace naw;

// Sanitizer builds are ~30x slower: fewer games unless NAW_FUZZ_GAMES says otherwise.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kDefaultGames = 60;
#else
constexpr int kDefaultGames = 2000;
#endif

int gamesFromEnv(int fallback = kDefaultGames) {
  const char* v = std::getenv("NAW_FUZZ_GAMES");
  if (!v) return fallback;
  const int n = std::atoi(v);
  return n > 0 ? n : fallback;
}

// Returns an empty string when every invariant holds, else what broke.
std::string checkInvariants(const Game& g) {
  const GameState& s = g.state();
  const Rules& r = g.rules();
  if (!g.over() && !g.hasLegalAction())
    return std::string("no legal action in step ") + stepName(s.step) + " of " + phaseName(s.phase);
  if (s.turn < 1 || s.turn > r.scenario().turns()) return "turn out of range";
  int french = 0, allied = 0;
  std::vector<int> perHex(static_cast<std::size_t>(kMaxHexIndex), 0);
  for (int u = 0; u < s.unitCount; ++u) {
    const UnitState& us = s.units[u];
    if (us.status == UnitStatus::Eliminated)
      (r.unit(u).side == Side::French ? french : allied) += r.unit(u).strength;
    if (us.status != UnitStatus::OnMap) continue;
    const Hex h = r.hexAt(us.hex);
    if (r.map().at(h).terrain == Terrain::Woods)
      return r.unit(u).id + " is in woods at " + formatHex(h);
    ++perHex[static_cast<std::size_t>(us.hex)];
  }
  if (french != s.frenchLost || allied != s.alliedLost)
    return "losses differ from the eliminated units' printed strength";
  // Stacks exist only while moving (R7a) or inside a displacement chain (6.5).
  const bool stackAllowed = s.step == StepKind::Move || s.step == StepKind::Displacement;
  for (int i = 0; i < kMaxHexIndex && !stackAllowed; ++i)
    if (perHex[static_cast<std::size_t>(i)] > 1)
      return "two units share " + formatHex(r.hexAt(i)) + " in step " + stepName(s.step);
  const auto bytes = saveState(s);
  auto loaded = loadState(r, bytes);
  if (auto* err = std::get_if<std::string>(&loaded)) return "save does not load: " + *err;
  if (saveState(std::get<GameState>(loaded)) != bytes) return "save/load changes the bytes";
  if (fieldsHash(std::get<GameState>(loaded)) != g.hash()) return "save/load changes the hash";
  return {};
}

TEST(EngineFuzz, RandomPlayoutsKeepEveryInvariant) {
  const int games = gamesFromEnv();
  long actions = 0, combats = 0;
  int winners[4] = {0, 0, 0, 0};
  for (int i = 0; i < games; ++i) {
    const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(i);
    Options options;
    if (i % 3 == 0) options.grouchy = true;  // chits drawn from the seed (9.0)
    Game g = Game::newGame(options, seed);
    RandomPlayer player(seed * 7 + 1);

    int guard = 0;
    while (!g.over()) {
      ASSERT_LT(++guard, 20000) << "game " << seed << " does not end";
      const Action a = player.choose(g);
      const bool endingCombat = a.type == ActionType::EndPhase && isCombatPhase(g.state().phase);
      const auto owed = g.obligations();
      auto result = g.apply(a);
      ASSERT_TRUE(std::holds_alternative<Outcome>(result))
          << "game " << seed
          << ": the engine refused a listed action: " << std::get<Refusal>(result).rule << " "
          << std::get<Refusal>(result).why;
      if (endingCombat) {
        ASSERT_TRUE(owed.empty()) << "combat phase ended with obligations owed (5.1)";
      }
      if (std::get<Outcome>(result).combat) ++combats;
      ++actions;
      {  // after every action
        const std::string broken = checkInvariants(g);
        ASSERT_TRUE(broken.empty())
            << "game " << seed << " after " << actionTypeName(a.type) << ": " << broken;
      }
    }
    ASSERT_TRUE(checkInvariants(g).empty());
    ASSERT_NE(g.state().winner, Winner::None);
    ++winners[static_cast<int>(g.state().winner)];
  }
  std::printf("fuzz: %d games, %ld actions, %ld attacks; french %d allied %d draw %d\n", games,
              actions, combats, winners[1], winners[2], winners[3]);
  EXPECT_EQ(Internals::budgetExhausted, 0) << "the R7 search gave up on some position";
}

// The full legalActions() list, not only the random player's picks, is accepted by apply.
TEST(EngineFuzz, EveryListedActionIsAccepted) {
  const int games = std::max(1, gamesFromEnv() / 100);
  for (int i = 0; i < games; ++i) {
    Game g = Game::newGame({}, 77 + static_cast<std::uint64_t>(i));
    RandomPlayer player(5 + static_cast<std::uint64_t>(i));
    int steps = 0;
    while (!g.over() && steps < 3000) {
      const auto listed = g.legalActions();
      ASSERT_FALSE(listed.empty() && !g.over());
      // Movement lists are long (every unit to every hex): a sample of them.
      const std::size_t stride = g.step().kind == StepKind::Move ? 1 + listed.size() / 12 : 1;
      for (std::size_t k = 0; k < listed.size(); k += stride) {
        Game copy = g;
        auto result = copy.apply(listed[k]);
        ASSERT_TRUE(std::holds_alternative<Outcome>(result))
            << actionTypeName(listed[k].type) << ": " << std::get<Refusal>(result).rule << " "
            << std::get<Refusal>(result).why;
      }
      g.apply(player.choose(g));
      ++steps;
    }
  }
}

}  // namespace

namespace {

// Arbitrary (mostly illegal) actions: refused without a crash and without changing the game.
TEST(EngineFuzz, ArbitraryActionsAreRefusedCleanly) {
  using namespace naw;
  Rng rng{99};
  Game g = Game::newGame({}, 5);
  RandomPlayer player(6);
  auto randomHex = [&]() {
    return Hex{static_cast<int>(rng.below(26)), static_cast<int>(rng.below(20))};
  };
  auto randomUnit = [&]() { return static_cast<int>(rng.below(80)) - 3; };
  const int rounds = gamesFromEnv() * 10;
  for (int i = 0; i < rounds; ++i) {
    if (g.over()) g = Game::newGame({}, static_cast<std::uint64_t>(i));
    Action a;
    a.type = static_cast<ActionType>(
        rng.below(static_cast<std::uint32_t>(ActionType::ChooseLosses) + 1));
    a.unit = randomUnit();
    a.hex = randomHex();
    for (int k = static_cast<int>(rng.below(4)); k > 0; --k) a.path.push_back(randomHex());
    for (auto* list : {&a.attackers, &a.bombarders, &a.defenders})
      for (int k = static_cast<int>(rng.below(3)); k > 0; --k) list->push_back(randomUnit());
    a.oddsColumn = static_cast<int>(rng.below(13)) - 2;
    const std::uint64_t before = g.hash();
    auto result = g.apply(a);
    if (std::holds_alternative<Refusal>(result)) {
      ASSERT_EQ(g.hash(), before) << "a refusal changed the game: "
                                  << std::get<Refusal>(result).rule;
      ASSERT_FALSE(std::get<Refusal>(result).rule.empty());
    }
    g.apply(player.choose(g));  // keep the game moving through every kind of step
  }
}

}  // namespace
