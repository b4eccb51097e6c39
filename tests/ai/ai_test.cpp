// Computer players (issue 6): legal play at every level, obligations, determinism, and a
// few positions where the right choice is clear.
#include <gtest/gtest.h>

#include "ai.h"
#include "eval.h"

namespace naw::ai {
namespace {

// Plays from `g` with the two players until the game ends or `maxActions`; every action
// must be accepted, and ending a combat phase must find no obligation left (R7).
long playOut(Game& g, Player& french, Player& allied, long maxActions) {
  long n = 0;
  while (!g.over() && n < maxActions) {
    const Step st = g.step();
    Player& p = st.acting == Side::French ? french : allied;
    const Action a = p.choose(g);
    if (a.type == ActionType::EndPhase && isCombatPhase(g.state().phase)) {
      EXPECT_TRUE(g.obligations().empty())
          << "combat phase ended with obligations, turn " << st.turn;
    }
    auto r = g.apply(a);
    if (auto* refusal = std::get_if<Refusal>(&r)) {
      ADD_FAILURE() << levelName(p.level()) << " refused at turn " << st.turn << " "
                    << phaseName(st.phase) << " " << actionTypeName(a.type) << ": " << refusal->rule
                    << " " << refusal->why;
      break;
    }
    ++n;
  }
  return n;
}

TEST(AiPlayers, FastLevelsFinishGamesWithLegalActionsOnly) {
  // Each fast level on each side, two seeds (the strength report plays many more).
  const std::pair<Level, Level> pairs[] = {
      {Level::Random, Level::Greedy}, {Level::Greedy, Level::Easy}, {Level::Easy, Level::Random}};
  for (auto [fr, al] : pairs)
    for (std::uint64_t seed : {1u, 2u}) {
      Game g = Game::newGame({}, seed);
      Player french(fr, seed), allied(al, seed + 100);
      playOut(g, french, allied, 20000);
      EXPECT_TRUE(g.over()) << levelName(fr) << " vs " << levelName(al) << " seed " << seed;
    }
}

TEST(AiPlayers, SearchingLevelsPlayLegallyForTwoTurns) {
  // The stronger levels are slower: the first two turns (8 phases), both sides; `hard` with
  // the Grouchy variant (hidden chits: the players see Game::view only).
  const std::pair<Level, std::uint64_t> runs[] = {{Level::Normal, 3}, {Level::Hard, 4}};
  for (auto [level, seed] : runs) {
    Options o;
    o.grouchy = seed == 4;
    Game g = Game::newGame(o, seed);
    Player french(level, seed), allied(level, seed + 7);
    while (!g.over() && g.state().turn <= 2 && !HasFailure()) playOut(g, french, allied, 1);
    EXPECT_GE(g.state().turn, 3) << levelName(level);
  }
}

TEST(AiPlayers, DeterministicForASeed) {
  const GameRecord a = playGame(Level::Greedy, Level::Easy, 11);
  const GameRecord b = playGame(Level::Greedy, Level::Easy, 11);  // fresh players, same seeds
  EXPECT_FALSE(a.refused);
  EXPECT_EQ(a.hash, b.hash);
  EXPECT_EQ(a.actions, b.actions);
  EXPECT_EQ(a.winner, b.winner);
  const GameRecord c = playGame(Level::Greedy, Level::Easy, 12);  // another seed, another game
  EXPECT_NE(a.hash, c.hash);
}

TEST(AiPlayers, ThinkIsIncrementalAndMatchesChoose) {
  Game g = Game::newGame({}, 5);
  Config config = configFor(Level::Hard);
  config.variants = 3;  // several plans: one think(…, 1) call each
  Player sliced(config, 9), whole(config, 9);
  int calls = 0;
  while (!sliced.think(g, 1)) ++calls;
  EXPECT_GT(calls, 20);  // one unit placed per call: 3 plans of ~20 units, 2 passes
  const Action a = sliced.take();
  EXPECT_EQ(a, whole.choose(g));
  EXPECT_FALSE(g.check(a).has_value());
}

Game position(const std::vector<std::pair<const char*, const char*>>& units, Phase phase) {
  Game g = Game::newGame({}, 1);
  g.editClear();
  for (auto [id, hex] : units) g.editPlace(g.unitIndex(id), parseHex(hex));
  g.editSet(2, phase, 0, 0, 0);
  return g;
}

TEST(AiTactics, BombardsAtHighOddsRatherThanLow) {
  // Guard artillery (5) may bombard the 1-strength detachment (5-1) or a 7-strength
  // brigade (1-2): nothing is owed, so the choice is free.
  for (Level level : {Level::Greedy, Level::Easy, Level::Normal, Level::Hard}) {
    Game g = position({{"fr-art-gd", "0512"}, {"aa-det", "0510"}, {"aa-1br", "0514"}},
                      Phase::FrenchCombat);
    ASSERT_TRUE(g.obligations().empty());
    Player p(level, 1);
    const Action a = p.choose(g);
    ASSERT_EQ(a.type, ActionType::Attack) << levelName(level);
    ASSERT_EQ(a.defenders.size(), 1u);
    EXPECT_EQ(a.defenders[0], g.unitIndex("aa-det")) << levelName(level);
  }
}

TEST(AiTactics, TakesTheSixToOneRatherThanTheOneToTwo) {
  // 13c (1) touches the detachment (1): both owe an attack (R7). The Guard guns (5) may
  // join it (6 to 1: 6-1) or bombard the 7-strength brigade instead (5 to 7: 1-2); either
  // first attack leaves the obligation meetable.
  for (Level level : {Level::Greedy, Level::Easy, Level::Normal, Level::Hard}) {
    Game g = position(
        {{"fr-13c-iv", "0509"}, {"fr-art-gd", "0512"}, {"aa-det", "0510"}, {"aa-1br", "0514"}},
        Phase::FrenchCombat);
    ASSERT_EQ(g.obligations().size(), 2u);
    Action gunsOnBrigade;
    gunsOnBrigade.type = ActionType::Attack;
    gunsOnBrigade.bombarders = {g.unitIndex("fr-art-gd")};
    gunsOnBrigade.defenders = {g.unitIndex("aa-1br")};
    ASSERT_FALSE(g.check(gunsOnBrigade).has_value());  // the 1-2 is legal too
    Player p(level, 1);
    const Action a = p.choose(g);
    ASSERT_EQ(a.type, ActionType::Attack) << levelName(level);
    ASSERT_EQ(a.defenders, std::vector<int>{g.unitIndex("aa-det")}) << levelName(level);
    EXPECT_EQ(a.bombarders, std::vector<int>{g.unitIndex("fr-art-gd")}) << levelName(level);
    EXPECT_EQ(g.rules().crt().columnName(std::get<int>(g.oddsFor(a))), "6-1");
  }
}

TEST(AiTactics, RetreatsIntoTheBuilding) {
  // 6-ii (7) attacks the 4-strength DB/I brigade at 1-1 with die 1: Dr. Its safe hexes
  // include the building 0913 (doubled, R3); French strength waits south.
  for (Level level : {Level::Easy, Level::Normal, Level::Hard}) {
    Game g = position({{"fr-6-ii", "0911"},
                       {"aa-3db", "0912"},
                       {"fr-gren-gd", "1115"},
                       {"fr-chas-gd", "0716"},
                       {"fr-yng-gd", "1016"}},
                      Phase::FrenchCombat);
    Action attack;
    attack.type = ActionType::Attack;
    attack.attackers = {g.unitIndex("fr-6-ii")};
    attack.defenders = {g.unitIndex("aa-3db")};
    g.forceDice({1});
    auto r = g.apply(attack);
    ASSERT_TRUE(std::holds_alternative<Outcome>(r));
    ASSERT_EQ(std::get<Outcome>(r).result, CombatResult::Dr);
    ASSERT_EQ(g.step().kind, StepKind::Retreat);
    const auto options = g.retreatOptions(g.unitIndex("aa-3db"));
    bool building = false, other = false;
    for (const auto& o : options)
      (g.rules().doublesDefender(g.rules().index(o.hex)) ? building : other) = true;
    ASSERT_TRUE(building && other) << options.size();
    Player p(level, 1);
    const Action a = p.choose(g);
    ASSERT_EQ(a.type, ActionType::Retreat);
    EXPECT_EQ(formatHex(a.hex), "0913") << levelName(level);
  }
}

TEST(AiEval, CrtExpectationsOrderTheColumns) {
  const Board& b = Board::forRules(Rules::standard());
  EvalParams p;
  double last = -1e9;
  for (int c = 0; c < b.columns(); ++c) {
    const double v = attackValue(b, p, c, 6, 4);
    EXPECT_GE(v, last) << c;
    last = v;
  }
}

}  // namespace
}  // namespace naw::ai
