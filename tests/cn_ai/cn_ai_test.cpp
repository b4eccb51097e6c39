// The Computer Napoleonics computer opponent (src/games/cn/ai/cn_*.h): whole seeded games at
// every level with only legal actions, and positions where it must find the right thing.
#include <gtest/gtest.h>

#include "games/cn/ai/ai.h"
#include "games/cn/ai/cn_player.h"
#include "games/cn/random_player.h"

using namespace cn;
using namespace cn::ai;

namespace {

int unit(const char* id) { return Game::roster().find(id); }
int sq(int rrcc) { return squareOfCode(rrcc); }

struct GameResult {
  Winner winner = Winner::None;
  long actions = 0;
  long refused = 0;
  int setups = 0;  // set-up phases ended by the computer (C12: only when nothing is owed)
};

// One whole game; nullptr for a side: the random player. Every action of the computer is
// checked against the engine before it is applied.
GameResult playOut(std::uint64_t seed, bool solitaire, const Config* french, const Config* allied) {
  Game g = Game::newGame(seed, solitaire);
  std::optional<Player> fr, al;
  if (french) fr.emplace(*french);
  if (allied) al.emplace(*allied);
  RandomPlayer rnd(seed * 7 + 3);
  GameResult r;
  while (!g.over() && r.actions < 20000) {
    const bool isFrench = phasingSide(g.state().phase) == Side::French;
    std::optional<Player>& p = isFrench ? fr : al;
    const Action a = p ? p->choose(g) : rnd.choose(g);
    if (p && g.check(a)) {
      ++r.refused;
      ADD_FAILURE() << "refused: " << g.check(a)->rule << " " << g.check(a)->why << " at turn "
                    << int(g.state().turn) << " " << phaseName(g.state().phase);
      break;
    }
    if (p && a.type == ActionType::EndPhase && isSetupPhase(g.state().phase)) {
      EXPECT_TRUE(g.obligations().empty()) << "C12: set-up ended with obligations owed";
      ++r.setups;
    }
    g.apply(a);
    ++r.actions;
  }
  EXPECT_TRUE(g.over()) << "the game did not finish";
  r.winner = g.state().winner;
  return r;
}

}  // namespace

// C5, C11-C14, C12, C20, C23: every step of whole games, both sides, each level.
TEST(CnAi, Ruling_C12_EasyPlaysWholeGamesLegally) {
  const Config easy = configFor(PlayerLevel::Easy);
  for (std::uint64_t seed : {1, 2}) {
    const GameResult r = playOut(seed, false, &easy, &easy);
    EXPECT_EQ(r.refused, 0);
    EXPECT_GT(r.setups, 0);
  }
  EXPECT_EQ(playOut(3, false, &easy, nullptr).refused, 0);
  EXPECT_EQ(playOut(4, false, nullptr, &easy).refused, 0);
}

TEST(CnAi, Ruling_C12_NormalPlaysWholeGamesLegally) {
  const Config normal = configFor(PlayerLevel::Normal);
  EXPECT_EQ(playOut(5, false, &normal, &normal).refused, 0);
  EXPECT_EQ(playOut(6, false, &normal, nullptr).refused, 0);
}

TEST(CnAi, Ruling_C12_HardPlaysWholeGamesLegally) {
  const Config hard = configFor(PlayerLevel::Hard);
  EXPECT_EQ(playOut(7, false, &hard, nullptr).refused, 0);
  EXPECT_EQ(playOut(8, false, nullptr, &hard).refused, 0);
}

// C22: solitaire, the computer commands the Allies (threshold 60).
TEST(CnAi, Ruling_C22_SolitaireAlliesPlayWholeGamesLegally) {
  const Config hard = configFor(PlayerLevel::Hard), easy = configFor(PlayerLevel::Easy);
  EXPECT_EQ(playOut(9, true, nullptr, &hard).refused, 0);
  EXPECT_EQ(playOut(10, true, &easy, &easy).refused, 0);
}

// The seam used by naw-cli's `ai` and `selfplay` (h1's playPhase) plays whole phases at the
// new levels.
TEST(CnAi, PlayPhaseSeamUsesTheLevels) {
  Game g = Game::newGame(11);
  core::Rng rng{5};
  const auto played = playPhase(g, Level::Hard, rng);
  EXPECT_FALSE(played.empty());
  EXPECT_EQ(g.state().phase, Phase::FrenchSetup);
}

// think(game, 1) spread over many calls gives the same actions as choose(), and the same
// level gives the same actions twice (work bounded by counts, not time).
TEST(CnAi, ThinkInStepsEqualsChoose) {
  Game g = Game::newGame(12);
  Player a(PlayerLevel::Hard), b(PlayerLevel::Hard), c(PlayerLevel::Hard);
  for (int i = 0; i < 60 && !g.over(); ++i) {
    int calls = 0;
    while (!a.think(g, 1)) ++calls;
    const Action x = a.take();
    EXPECT_EQ(x, b.choose(g));
    EXPECT_EQ(x, c.choose(g));
    ASSERT_FALSE(g.check(x));
    g.apply(x);
  }
  EXPECT_GT(a.workDone(), 20);
}

// 7.2-7.5, C13, C16: two French batteries at range 2 of a lone 1-point Allied unit make a
// 6-1 pure bombardment (3 + 3 vs 1) that risks nothing; nothing obliges it. The set-up takes
// it with both batteries.
TEST(CnAi, CN_7_2_TakesTheSixToOneBombardment) {
  Game g = Game::newGame(13);
  g.editClear();
  g.editPlace(unit("IQ"), sq(6266));  // clear
  g.editPlace(unit("aa"), sq(6264));  // fires over 6265 (chateau, not woods: open, C14)
  g.editPlace(unit("ab"), sq(6466));  // over 6366 (clear)
  g.editPlace(unit("IA"), sq(5560));  // far away
  g.editSet(2, Phase::FrenchSetup, 0, 0, 0);
  ASSERT_TRUE(g.obligations().empty());
  ASSERT_TRUE(Game::lineOfFireOpen(sq(6264), sq(6266)) && Game::lineOfFireOpen(sq(6466), sq(6266)));
  for (PlayerLevel level : {PlayerLevel::Easy, PlayerLevel::Normal, PlayerLevel::Hard}) {
    Game h = g;
    Player p(level);
    bool found = false;
    for (int i = 0; i < 10 && h.state().phase == Phase::FrenchSetup; ++i) {
      const Action a = p.choose(h);
      if (a.type == ActionType::Declare) {
        const auto odds = h.oddsFor(a);
        ASSERT_TRUE(std::holds_alternative<Game::Odds>(odds));
        if (a.nDefenders == 1 && a.defenders[0] == unit("IQ") &&
            std::get<Game::Odds>(odds).shifted == 9)
          found = true;
      }
      ASSERT_FALSE(h.check(a));
      h.apply(a);
    }
    EXPECT_TRUE(found) << playerLevelName(level);
  }
}

// C16, 6.4: the French can bring enough strength next to a lone Allied 2-point unit in La
// Haye Sainte for a 6-1; the computer moves all five in and declares it.
TEST(CnAi, CN_6_4_MovesInForTheSixToOne) {
  Game g = Game::newGame(14);
  g.editClear();
  g.editPlace(unit("IO"), sq(6265));  // La Haye Sainte is a chateau: 2 doubled to 4
  // 6 + 5 + 5 + 5 + 6 = 27 >= 6 x 4 only if all five come next to it; each is two squares
  // away (four make 5-1, where 6 and 7 are EX, 9 an exchange too).
  g.editPlace(unit("ia"), sq(6465));
  g.editPlace(unit("ib"), sq(6466));
  g.editPlace(unit("ic"), sq(6467));
  g.editPlace(unit("id"), sq(6063));
  g.editPlace(unit("ca"), sq(6064));
  // Seven units already off (C23): what is left to win is Allied losses, so no march to the
  // exits competes with the attack.
  g.editSet(2, Phase::FrenchMove, 0, 0, 7);
  Player p(PlayerLevel::Normal);
  for (int i = 0; i < 40 && g.state().phase == Phase::FrenchMove; ++i) g.apply(p.choose(g));
  ASSERT_EQ(g.state().phase, Phase::FrenchSetup);
  bool sixToOne = false;
  for (int i = 0; i < 10 && g.state().phase == Phase::FrenchSetup; ++i) {
    const Action a = p.choose(g);
    if (a.type == ActionType::Declare && a.defenders[0] == unit("IO")) {
      sixToOne = std::get<Game::Odds>(g.oddsFor(a)).shifted == 9;
    }
    g.apply(a);
  }
  EXPECT_TRUE(sixToOne);
}

// C18: with attackers of 2, 7 and 3 against a defender of 4, an exchange takes units in
// selection order until 4 points are covered; the computer names the 2 and the 3 first, so
// an EX costs 5 points, not 9.
TEST(CnAi, Ruling_C18_ExchangeOrderCostsLeast) {
  AttackSpec s;
  s.nA = 3;
  s.a = {static_cast<std::int8_t>(unit("cg")), static_cast<std::int8_t>(unit("IA")),
         static_cast<std::int8_t>(unit("ih"))};  // strengths 2, 7, 3 (sides do not matter here)
  s.nD = 1;
  s.d[0] = static_cast<std::int8_t>(unit("ig"));  // 4
  orderForExchange(s);
  int lost = 0, covered = 0;
  for (int i = 0; i < s.nA && covered < 4; ++i) {
    covered += Game::roster().unit(s.a[static_cast<std::size_t>(i)]).strength;
    lost += Game::roster().unit(s.a[static_cast<std::size_t>(i)]).strength;
  }
  EXPECT_EQ(lost, 5);
}

// C10: on turn 3 the first Prussian group stands on 7072-7075 and the second is due at the
// start of the Allied movement of turn 4; any Allied unit left on those squares would delay
// it and every later group. The computer moves them all off.
TEST(CnAi, Ruling_C10_LeavesThePrussianSquaresClearWhenAGroupIsDue) {
  for (PlayerLevel level : {PlayerLevel::Easy, PlayerLevel::Normal, PlayerLevel::Hard}) {
    Game g = Game::newGame(15);
    g.editPlace(unit("IG"), sq(7072));
    g.editPlace(unit("IF"), sq(7073));
    g.editPlace(unit("CE"), sq(7074));
    g.editPlace(unit("AB"), sq(7075));
    g.editSet(3, Phase::AlliedMove, 0, 0, 0);
    ASSERT_EQ(g.statusOf(unit("II")), UnitStatus::Waiting);
    Player p(level);
    for (int i = 0; i < 60 && g.state().phase == Phase::AlliedMove; ++i) g.apply(p.choose(g));
    ASSERT_EQ(g.state().phase, Phase::AlliedSetup);
    for (int code : kPrussianCodes) {
      const int u = g.unitAt(sq(code));
      EXPECT_TRUE(u < 0 || Game::roster().unit(u).side != Side::Allied)
          << playerLevelName(level) << ": " << code << " holds " << Game::roster().unit(u).id;
    }
  }
}

// C12: a set-up where the obvious best attack would strand an obliged defender: the French
// 6 next to both a 1 and a 7, the French 2 next to the 7 only. ia alone on IQ (6-1) leaves
// ij to attack IA (2 vs 7), which is legal; ia and ij together on IQ would leave IA owed.
// The computer meets every obligation.
TEST(CnAi, Ruling_C12_MeetsEveryObligation) {
  Game g = Game::newGame(16);
  g.editClear();
  g.editPlace(unit("ia"), sq(6363));
  g.editPlace(unit("IQ"), sq(6364));
  g.editPlace(unit("IA"), sq(6463));
  g.editPlace(unit("cg"), sq(6462));
  g.editSet(2, Phase::FrenchSetup, 0, 0, 0);
  ASSERT_FALSE(g.obligations().empty());
  for (PlayerLevel level : {PlayerLevel::Easy, PlayerLevel::Hard}) {
    Game h = g;
    Player p(level);
    for (int i = 0; i < 10 && h.state().phase == Phase::FrenchSetup; ++i) {
      const Action a = p.choose(h);
      ASSERT_FALSE(h.check(a)) << h.check(a)->rule;
      h.apply(a);
    }
    EXPECT_EQ(h.state().phase, Phase::FrenchResolve) << playerLevelName(level);
  }
}

// C23: the French must take T Allied points within ten turns, so hard's French weights value
// an Allied point taken more as the turns pass (EvalParams::killTempo): the same 2-1 attack
// of ia (6) on IE (3) is worth more on turn 8 than on turn 2; once the Allies have lost T,
// only the exits are left to win and the weight no longer applies; the Allies' attacks are
// valued alike on every turn.
TEST(CnAi, Ruling_C23_HardFrenchValueAlliedPointsMoreAsTurnsRunOut) {
  const Config hard = configFor(PlayerLevel::Hard);
  ASSERT_TRUE(hard.frenchEval.has_value());
  const EvalParams& french = *hard.frenchEval;
  ASSERT_GT(french.killTempo, 0);
  EXPECT_EQ(hard.eval.killTempo, 0);  // the Allied phases: unchanged
  Game g = Game::newGame(15);
  g.editClear();
  g.editPlace(unit("ia"), sq(6063));
  g.editPlace(unit("IE"), sq(6163));
  ASSERT_TRUE(adjacent(sq(6063), sq(6163)));
  AttackSpec frenchAttack;
  frenchAttack.nA = 1;
  frenchAttack.a[0] = static_cast<std::int8_t>(unit("ia"));
  frenchAttack.nD = 1;
  frenchAttack.d[0] = static_cast<std::int8_t>(unit("IE"));
  AttackSpec alliedAttack;
  alliedAttack.nA = 1;
  alliedAttack.a[0] = static_cast<std::int8_t>(unit("IE"));
  alliedAttack.nD = 1;
  alliedAttack.d[0] = static_cast<std::int8_t>(unit("ia"));
  auto valuesAt = [&](int turn, int alliedLost) {
    g.editSet(turn, Phase::FrenchSetup, 0, alliedLost, 0);
    const Pos pos = posOf(g);
    return std::make_pair(attackValue(pos, frenchAttack, french),
                          attackValue(pos, alliedAttack, french));
  };
  const auto early = valuesAt(2, 0), late = valuesAt(8, 0);
  EXPECT_GT(early.first, 0);
  EXPECT_GT(late.first, early.first);
  EXPECT_EQ(late.second, early.second);
  const Pos pos = posOf(g);
  EXPECT_EQ(killPercent(pos, Side::French, french), 100 + french.killTempo * 8);
  EXPECT_EQ(killPercent(pos, Side::Allied, french), 100);
  g.editSet(8, Phase::FrenchSetup, 0, 50, 0);  // T reached (C23)
  EXPECT_EQ(killPercent(posOf(g), Side::French, french), 100);
}
