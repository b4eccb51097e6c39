// The advanced game's computer opponent (src/games/nlb/ai): it plays only legal actions, its
// choices depend only on what its side may see (R8: never the opponent's Grouchy chit), it is
// deterministic, and the strongest level beats random play (a smoke, not timed).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/nlb/ai/ai.h"
#include "games/nlb/ai/view.h"
#include "games/nlb/cli/nlb_session.h"
#include "games/nlb/codec.h"

namespace {

using nlb::Action;
using nlb::Game;
using nlb::ai::Level;

bool sameAction(const Action& a, const Action& b) {
  return a.type == b.type && a.unit == b.unit && a.pathLength == b.pathLength && a.path == b.path &&
         a.nAttackers == b.nAttackers && a.nDefenders == b.nDefenders &&
         a.nBombarders == b.nBombarders && a.units == b.units && a.displace == b.displace;
}

bool sameActions(const std::vector<Action>& a, const std::vector<Action>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!sameAction(a[i], b[i])) return false;
  return true;
}

// Plays a phase on a copy at `level`, then replays its actions on `g`, each one checked by
// the engine first: every action the computer played must be one the engine accepts.
void playCheckedPhase(Game& g, Level level) {
  Game copy = g;
  int refused = 0;
  const std::vector<Action> played = nlb::ai::playPhaseWith(
      copy, level, nlb::ai::styleOf(level, g.sideToMove()), true, nullptr, &refused);
  EXPECT_EQ(refused, 0) << "the level chose an action the engine refused";
  for (const Action& a : played) {
    const auto why = g.check(a);
    ASSERT_FALSE(why) << why->rule << " " << why->why;
    g.apply(a);
  }
  ASSERT_EQ(g.hash(), copy.hash());
}

// N3-N19 (every ruling the engine enforces): whole games, every level against random and
// against itself, both variants; every action checked.
TEST(NlbAi, EveryLevelPlaysOnlyLegalActionsInWholeGames) {
  const Level levels[] = {Level::Greedy, Level::Easy, Level::Normal, Level::Hard};
  int games = 0;
  for (Level level : levels)
    for (std::uint64_t seed : {11u, 12u}) {
      for (int pairing = 0; pairing < 2; ++pairing) {
        Game g = seed == 12u ? Game::newGrouchyGame(seed, 0, 0) : Game::newGame(seed);
        const Level french = pairing == 0 ? level : Level::Random;
        const Level allied = pairing == 0 ? Level::Random : level;
        for (int n = 0; n < 200 && !g.over(); ++n)
          playCheckedPhase(g, g.sideToMove() == 0 ? french : allied);
        EXPECT_TRUE(g.over()) << nlb::ai::levelName(level) << " seed " << seed;
        ++games;
      }
    }
  EXPECT_EQ(games, 16);
}

// Same seed, same levels: the same actions and the same final position.
TEST(NlbAi, DeterministicGivenTheSeed) {
  std::vector<Action> first, second;
  Game a = Game::newGame(7), b = Game::newGame(7);
  for (int n = 0; n < 200 && !a.over(); ++n) {
    const auto p = nlb::ai::playPhase(a, a.sideToMove() == 0 ? Level::Hard : Level::Normal);
    first.insert(first.end(), p.begin(), p.end());
  }
  for (int n = 0; n < 200 && !b.over(); ++n) {
    const auto p = nlb::ai::playPhase(b, b.sideToMove() == 0 ? Level::Hard : Level::Normal);
    second.insert(second.end(), p.begin(), p.end());
  }
  EXPECT_TRUE(a.over());
  EXPECT_GT(first.size(), 50u);
  EXPECT_TRUE(sameActions(first, second));
  EXPECT_EQ(a.hash(), b.hash());
}

// What `watcher` may see (written here apart from nlb::ai::viewSeed, which is under test):
// the state with the opponent's chit and the opponent's units off the map blanked.
nlb::State visible(const Game& g, int watcher) {
  nlb::State s = g.state();
  s.chits[static_cast<std::size_t>(1 - watcher)] = 0;
  for (int u = 0; u < g.unitCount(); ++u)
    if (g.sideOf(u) != watcher && s.where[static_cast<std::size_t>(u)] < 0 &&
        s.where[static_cast<std::size_t>(u)] != nlb::kEliminated &&
        s.where[static_cast<std::size_t>(u)] != nlb::kExited)
      s.where[static_cast<std::size_t>(u)] = nlb::kUnavailable;
  return s;
}

// R8 view: two Grouchy games that differ only in one side's hidden chit. The other side's
// computer (hard) must make the same choices in both for as long as its view is the same —
// until the chit shows, by a unit entering (or not) that the chit allows. The chit's owner
// plays greedy (no generator of its own), so it reveals the chit only by what enters.
void expectBlindToHiddenChit(int watcher) {
  const int chitsA[2] = {watcher == 0 ? 3 : 1, watcher == 0 ? 1 : 3};
  const int chitsB[2] = {watcher == 0 ? 3 : 6, watcher == 0 ? 6 : 3};
  Game a = Game::newGrouchyGame(5, chitsA[0], chitsA[1]);
  Game b = Game::newGrouchyGame(5, chitsB[0], chitsB[1]);
  ASSERT_NE(a.hash(), b.hash());
  int compared = 0;
  for (int n = 0; n < 200 && !a.over() && !b.over(); ++n) {
    if (!(visible(a, watcher) == visible(b, watcher))) break;  // the chit has shown
    const Level level = a.sideToMove() == watcher ? Level::Hard : Level::Greedy;
    const auto pa = nlb::ai::playPhase(a, level);
    const auto pb = nlb::ai::playPhase(b, level);
    if (level == Level::Hard) {
      ASSERT_TRUE(sameActions(pa, pb)) << "phase " << n << ": choices differ before the reveal";
      ++compared;
    }
  }
  EXPECT_GE(compared, 4) << "too few phases compared for the test to mean anything";
}

TEST(NlbAi, R8_FrenchComputerNeverReadsTheAlliedChit) { expectBlindToHiddenChit(0); }
TEST(NlbAi, R8_AlliedComputerNeverReadsTheFrenchChit) { expectBlindToHiddenChit(1); }

TEST(NlbAi, R8_ViewSeedIgnoresOnlyTheOpponentsChit) {
  const Game a = Game::newGrouchyGame(9, 2, 4), b = Game::newGrouchyGame(9, 2, 5);
  EXPECT_EQ(nlb::ai::viewSeed(a, 0), nlb::ai::viewSeed(b, 0));  // French: Allied chit hidden
  EXPECT_NE(nlb::ai::viewSeed(a, 1), nlb::ai::viewSeed(b, 1));  // Allies see their own
}

// Strength smoke (not timed): hard beats random from each side in five fixed games.
TEST(NlbAi, HardBeatsRandomFromEachSide) {
  for (std::uint64_t seed = 100; seed < 105; ++seed) {
    Game f = Game::newGame(seed), al = Game::newGame(seed);
    nlb::ai::playGame(f, Level::Hard, Level::Random);
    nlb::ai::playGame(al, Level::Random, Level::Hard);
    EXPECT_EQ(f.state().winner, nlb::Winner::French) << "seed " << seed;
    EXPECT_EQ(al.state().winner, nlb::Winner::Allied) << "seed " << seed;
  }
}

// naw-cli: `ai level=L` plays the phase (its `end` included) and `selfplay` the levels.
TEST(NlbAi, CliAiPlaysThePhaseAndSelfplayPlaysTheLevels) {
  nlb::cli::Session s;
  s.start({"new", "scenario=nlb", "seed=3"});
  EXPECT_EQ(s.execute({"ai", "level=nonsense"}).rfind("error syntax", 0), 0u);
  const std::string out = s.execute({"ai", "level=hard"});
  EXPECT_EQ(out.rfind("ok\n", 0), 0u);
  EXPECT_NE(out.find("\nend\n.\n"), std::string::npos) << out;
  EXPECT_EQ(s.game().state().phase, nlb::Phase::FrenchCombat);
  const std::string sp =
      nlb::cli::selfplay({"selfplay", "scenario=nlb", "games=2", "french=hard", "allied=random"});
  EXPECT_NE(sp.find("french=2 allied=0 draw=0"), std::string::npos) << sp;
  EXPECT_EQ(nlb::cli::selfplay({"selfplay", "games=1", "french=best"}).rfind("error syntax", 0),
            0u);
}

}  // namespace
