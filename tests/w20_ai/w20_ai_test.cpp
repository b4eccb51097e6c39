// The Waterloo 20 computer (w20::ai): it decides from its side's view only (W29), every level
// plays only legal actions through whole games, the same seed gives the same game, and the
// naw-cli commands `ai` and `selfplay` (cli-protocol-w20.md, Batch commands).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "games/w20/ai/ai.h"
#include "games/w20/ai/knowledge.h"
#include "games/w20/cli/w20_session.h"

namespace {

using namespace w20;

std::size_t z(int i) { return static_cast<std::size_t>(i); }

// The historical set-up with Fog of War, both dummies deployed: the French move of turn 1,
// every Allied counter face down.
Game frenchMoveTurn1(std::uint64_t seed) {
  Game g = Game::newGame(seed);
  ai::Player p(ai::Level::Greedy);
  while (g.state().phase != Phase::FrenchMove) g.apply(p.choose(g));
  return g;
}

// The same position with two Allied counters' identities exchanged (each takes the other's
// hex, marker and flags) and other dice: only what the French may not see differs.
Game swapped(const Game& g, int a, int b) {
  State s = g.state();
  std::swap(s.units[z(a)], s.units[z(b)]);
  s.rng ^= 0x123456789abcdefull;
  s.seed += 77;
  return Game::fromState(s);
}

// An action as the acting side can tell it: enemy counters by their hexes.
std::string described(const Game& g, const Action& a) {
  std::string out = std::to_string(static_cast<int>(a.kind)) + " u" + std::to_string(a.unit) +
                    " h" + std::to_string(a.hex) + " a" + std::to_string(a.attackers) + " d";
  for (int u = 0; u < kUnits; ++u)
    if (a.defenders & bit(u)) out += std::to_string(g.unit(u).hex) + ",";
  for (int i = 0; i < a.pathLength; ++i) out += " " + std::to_string(a.path[z(i)]);
  return out + (a.flag ? " mp" : "");
}

// The French player turn of turn 1 played by `level` on `g` (Allied replies by greedy are not
// needed: it ends at the Allied events phase).
std::vector<std::string> frenchTurn(Game g, ai::Level level) {
  ai::Player french(level), allied(ai::Level::Greedy);
  std::vector<std::string> out;
  while (!g.over() && g.state().turn == 1 && g.state().phase != Phase::AlliedEvents) {
    const bool isFrench = g.step().acting == Side::French;
    const Action a = isFrench ? french.choose(g) : allied.choose(g);
    if (isFrench) out.push_back(described(g, a));
    g.apply(a);
  }
  return out;
}

TEST(W20Ai, Ruling_W29_TheComputerDoesNotPeekUnderFaceDownCounters) {
  const Game a = frenchMoveTurn1(5);
  // A dummy and a corps, and two corps, exchanged under their face-down counters.
  for (auto pair : {std::pair<int, int>{kAlDummy, kPrIii}, std::pair<int, int>{kPrI, kAdI}}) {
    ASSERT_EQ(a.unit(pair.first).status, UnitStatus::Map);
    ASSERT_EQ(a.unit(pair.second).status, UnitStatus::Map);
    ASSERT_FALSE(a.unit(pair.first).faceUp);
    const Game b = swapped(a, pair.first, pair.second);
    ASSERT_NE(a.hash(), b.hash());  // the positions differ, but not in the French view
    EXPECT_EQ(ai::beliefGame(a, Side::French).hash(), ai::beliefGame(b, Side::French).hash());
    for (ai::Level level :
         {ai::Level::Greedy, ai::Level::Easy, ai::Level::Normal, ai::Level::Hard}) {
      const std::vector<std::string> ta = frenchTurn(a, level), tb = frenchTurn(b, level);
      ASSERT_FALSE(ta.empty());
      // The same decisions until a die or a revealed counter tells the two games apart:
      // the whole movement phase at least (nothing is revealed or rolled in it).
      std::size_t same = 0;
      while (same < ta.size() && same < tb.size() && ta[same] == tb[same]) ++same;
      std::size_t moves = 0;
      while (moves < ta.size() &&
             ta[moves].rfind(std::to_string(static_cast<int>(ActionKind::End)) + " ", 0) != 0)
        ++moves;
      EXPECT_GT(same, moves) << ai::levelName(level);
    }
  }
}

TEST(W20Ai, Ruling_W29_TheBelievedGameKeepsWhatTheSideSees) {
  const Game g = frenchMoveTurn1(9);
  const Game b = ai::beliefGame(g, Side::French);
  for (int u = 0; u < kUnits; ++u) {
    const bool french = Game::roster()[u].side == Side::French;
    if (french || g.unit(u).faceUp) {
      EXPECT_EQ(b.unit(u).hex, g.unit(u).hex) << u;
    }
  }
  // Every face-down Allied counter is still there, with its marker, under some identity.
  for (int u = 0; u < kUnits; ++u) {
    if (Game::roster()[u].side != Side::Allied || g.unit(u).status != UnitStatus::Map) continue;
    const int at = b.unitAt(g.unit(u).hex);
    ASSERT_NE(at, kNoUnit);
    EXPECT_EQ(Game::roster()[at].side, Side::Allied);
    EXPECT_EQ(b.unit(at).marker, g.unit(u).marker);
  }
  // The believed dice are not the real ones.
  EXPECT_NE(b.state().rng, g.state().rng);
}

TEST(W20Ai, EveryLevelPlaysLegalActionsThroughWholeGames) {
  Options o;
  for (ai::Level level :
       {ai::Level::Random, ai::Level::Greedy, ai::Level::Easy, ai::Level::Normal, ai::Level::Hard})
    for (std::uint64_t seed : {1u, 2u}) {
      const ai::GameResult fr = ai::playGame(seed, o, level, ai::Level::Greedy);
      const ai::GameResult al = ai::playGame(seed, o, ai::Level::Greedy, level);
      for (const ai::GameResult& r : {fr, al}) {
        EXPECT_EQ(r.refusals, 0) << ai::levelName(level) << " seed " << seed;
        EXPECT_TRUE(r.winner != Winner::None || r.stalled) << ai::levelName(level);
        EXPECT_LT(r.actions, 20000);
      }
    }
}

TEST(W20Ai, WithoutOptionalRulesToo) {
  Options o;
  o.fog = o.penetration = o.routed = false;
  const ai::GameResult r = ai::playGame(3, o, ai::Level::Hard, ai::Level::Normal);
  EXPECT_EQ(r.refusals, 0);
  EXPECT_TRUE(r.winner != Winner::None || r.stalled);
}

TEST(W20Ai, TheSameSeedPlaysTheSameGame) {
  Options o;
  const ai::GameResult a = ai::playGame(11, o, ai::Level::Hard, ai::Level::Normal);
  const ai::GameResult b = ai::playGame(11, o, ai::Level::Hard, ai::Level::Normal);
  EXPECT_EQ(a.hash, b.hash);
  EXPECT_EQ(a.actions, b.actions);
  const ai::GameResult c = ai::playGame(12, o, ai::Level::Hard, ai::Level::Normal);
  EXPECT_NE(a.hash, c.hash);
}

TEST(W20Ai, LevelsByName) {
  for (const char* n : {"random", "greedy", "easy", "normal", "hard"}) {
    ASSERT_TRUE(ai::levelByName(n)) << n;
    EXPECT_STREQ(ai::levelName(*ai::levelByName(n)), n);
  }
  EXPECT_FALSE(ai::levelByName("expert"));
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t nl = text.find('\n', at);
    out.push_back(text.substr(at, nl - at));
    at = nl == std::string::npos ? text.size() : nl + 1;
  }
  return out;
}

TEST(W20AiCli, AiGivesWhatTheSideOwesAsCommands) {
  cli::Session s;
  ASSERT_EQ(s.start({"new", "scenario=w20", "seed=4"}), "ok\n");
  EXPECT_EQ(s.execute({"ai", "level=nonsense"}).rfind("error syntax", 0), 0u);
  // allied-setup: the Allies owe their dummy's deployment (W3).
  std::vector<std::string> out = lines(s.execute({"ai", "level=hard"}));
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0], "ok");
  EXPECT_EQ(out[1].rfind("deploy al-dummy ", 0), 0u);
  EXPECT_EQ(out[2], ".");
  out = lines(s.execute({"ai", "level=greedy", "side=french"}));
  EXPECT_EQ(out[1].rfind("deploy fr-dummy ", 0), 0u);
  // The French move: moves, then `end`; the phase is over.
  out = lines(s.execute({"ai", "level=normal", "side=french"}));
  ASSERT_GE(out.size(), 3u);
  EXPECT_EQ(out[out.size() - 2], "end");
  for (std::size_t i = 1; i + 2 < out.size(); ++i)
    EXPECT_TRUE(out[i].rfind("move ", 0) == 0 || out[i].rfind("march", 0) == 0) << out[i];
  EXPECT_EQ(s.game().state().phase == Phase::FrenchMove, false);
  // A side that owes nothing gives nothing.
  if (s.game().step().acting == Side::French) {
    EXPECT_EQ(s.execute({"ai", "side=allied"}), "ok\n.\n");
  }
}

TEST(W20AiCli, SelfplayWithLevels) {
  const std::string out = cli::selfplay(
      {"selfplay", "scenario=w20", "games=2", "french=greedy", "allied=normal", "seed=3"});
  const std::vector<std::string> l = lines(out);
  ASSERT_EQ(l.size(), 5u) << out;
  EXPECT_EQ(l[1].rfind("game=1 winner=", 0), 0u);
  EXPECT_EQ(l[3].rfind("french=", 0), 0u);
  EXPECT_EQ(l[4], ".");
  EXPECT_EQ(cli::selfplay({"selfplay", "scenario=w20", "games=1", "french=expert"})
                .rfind("error syntax", 0),
            0u);
}

}  // namespace

namespace {

// W29: what `ai` prints names a counter the acting side sees face down by its marker only.
TEST(W20AiCli, Ruling_W29_AiNamesFaceDownEnemiesByMarker) {
  Game g = frenchMoveTurn1(5);
  ai::Player p(ai::Level::Normal);
  while (!(g.state().phase == Phase::FrenchCombat && g.state().step == CombatStep::Declare) &&
         g.state().turn == 1)
    g.apply(p.choose(g));
  ASSERT_EQ(g.state().phase, Phase::FrenchCombat);
  int checked = 0;
  for (const Action& a : g.legalActions()) {
    if (a.kind != ActionKind::Declare) continue;
    for (int u = 0; u < kUnits; ++u)
      if ((a.defenders & bit(u)) && !g.unit(u).faceUp) {
        const std::string text = cli::commandText(g, a);
        const std::string marker = "a" + std::to_string(g.unit(u).marker);
        EXPECT_NE(text.find(marker), std::string::npos) << text;
        EXPECT_EQ(text.find(Game::roster()[u].id), std::string::npos) << text;
        ++checked;
      }
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
