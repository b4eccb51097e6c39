// Reinforcements (rule 7, ruling R8): does the computer bring the Prussians on? Delaying
// entry is legal (7.3), but a computer Allied player that keeps the nine Prussian units off
// the map until 5 pm or the end of the game throws away a third of its army.
//
// EntryRecord / playWatchingEntry play one seeded computer-vs-computer game and note, for
// each Prussian unit, the Allied movement phases it spent waiting off the map while it could
// have entered (Game::canEnter) and whether it was still off the map at 5 pm (after the
// Allied movement phase of turn 5) and at the end.
// `AiEntryMeasure.*` (disabled: run by hand with --gtest_also_run_disabled_tests) prints the
// figures per level for tests/ai/strength-results.md.
#include <gtest/gtest.h>

#include <cstdio>
#include <vector>

#include "ai.h"

namespace naw::ai {
namespace {

struct EntryRecord {
  bool refused = false;
  bool reached5pm = false;  // the game was still on after the Allied movement of turn 5
  int waitingAt5pm = 0;     // Prussian units off the map then, though allowed to enter
  int waitingAtEnd = 0;     // the same when the game ended
  int prussians = 0;        // Prussian units that became able to enter
  int delayedTurns = 0;     // Allied movement phases they ended off the map, able to enter
  int turns = 0;
  Winner winner = Winner::None;
};

bool isPrussian(const Game& g, int u) { return g.rules().unit(u).nation == Nation::Prussian; }

// `until5pm`: stop once the Allied movement phase of turn 5 is over (faster).
EntryRecord playWatchingEntry(Level french, Level allied, std::uint64_t seed,
                              bool until5pm = false) {
  Game g = Game::newGame({}, seed);
  Player fr(french, seed * 2 + 1), al(allied, seed * 2 + 2);
  EntryRecord rec;
  const int n = g.state().unitCount;
  std::vector<char> couldEnter(static_cast<std::size_t>(n), 0);  // this Allied movement phase
  std::vector<char> ever(static_cast<std::size_t>(n), 0);
  int phaseTurn = -1;
  long actions = 0;
  auto waitingAble = [&]() {
    int w = 0;
    for (int u = 0; u < n; ++u)
      if (ever[static_cast<std::size_t>(u)] &&
          g.state().units[static_cast<std::size_t>(u)].status == UnitStatus::Waiting)
        ++w;
    return w;
  };
  while (!g.over() && actions < 20000) {
    const GameState& s = g.state();
    if (s.phase == Phase::AlliedMovement && phaseTurn != s.turn) {
      // A new Allied movement phase: who could enter in it?
      phaseTurn = s.turn;
      for (int u = 0; u < n; ++u) {
        const bool can = isPrussian(g, u) &&
                         s.units[static_cast<std::size_t>(u)].status == UnitStatus::Waiting &&
                         g.canEnter(u);
        couldEnter[static_cast<std::size_t>(u)] = can;
        if (can && !ever[static_cast<std::size_t>(u)]) {
          ever[static_cast<std::size_t>(u)] = 1;
          ++rec.prussians;
        }
      }
    }
    Player& p = g.step().acting == Side::French ? fr : al;
    const Phase before = s.phase;
    const int turn = s.turn;
    if (std::holds_alternative<Refusal>(g.apply(p.choose(g)))) {
      rec.refused = true;
      break;
    }
    ++actions;
    if (before == Phase::AlliedMovement && g.state().phase != Phase::AlliedMovement) {
      for (int u = 0; u < n; ++u)
        if (couldEnter[static_cast<std::size_t>(u)] &&
            g.state().units[static_cast<std::size_t>(u)].status == UnitStatus::Waiting)
          ++rec.delayedTurns;
      if (turn == 5 && !g.over()) {
        rec.reached5pm = true;
        rec.waitingAt5pm = waitingAble();
        if (until5pm) break;
      }
    }
  }
  rec.waitingAtEnd = waitingAble();
  rec.turns = g.state().turn;
  rec.winner = g.state().winner;
  return rec;
}

struct EntrySummary {
  int games = 0, reached5pm = 0, offAt5pm = 0, offAtEnd = 0, unitsAt5pm = 0, unitsAtEnd = 0;
  int prussians = 0, delayedTurns = 0, alliedWins = 0, frenchWins = 0, refused = 0;
};

EntrySummary measure(Level french, Level allied, std::uint64_t seed, int games) {
  EntrySummary sum;
  for (int k = 0; k < games; ++k) {
    const EntryRecord r = playWatchingEntry(french, allied, seed + static_cast<std::uint64_t>(k));
    ++sum.games;
    sum.reached5pm += r.reached5pm;
    sum.offAt5pm += r.waitingAt5pm > 0;
    sum.unitsAt5pm += r.waitingAt5pm;
    sum.offAtEnd += r.waitingAtEnd > 0;
    sum.unitsAtEnd += r.waitingAtEnd;
    sum.prussians += r.prussians;
    sum.delayedTurns += r.delayedTurns;
    sum.alliedWins += r.winner == Winner::Allied;
    sum.frenchWins += r.winner == Winner::French;
    sum.refused += r.refused;
  }
  return sum;
}

void print(Level french, Level allied, const EntrySummary& s) {
  std::printf(
      "French %-6s Allies %-6s games %2d | Prussians off at 5pm: %2d games (%3d units, of %2d "
      "games reaching it) | off at end: %2d games (%3d units) | delay %.2f turns/unit | "
      "Allied wins %2d French wins %2d\n",
      levelName(french), levelName(allied), s.games, s.offAt5pm, s.unitsAt5pm, s.reached5pm,
      s.offAtEnd, s.unitsAtEnd,
      s.prussians ? static_cast<double>(s.delayedTurns) / s.prussians : 0.0, s.alliedWins,
      s.frenchWins);
  std::fflush(stdout);
}

TEST(AI_7_3, ComputerAlliesBringThePrussiansOnBy5pm) {
  // 7.3 lets the Allies delay the Prussians (turn 3, 3 pm); the computer may do so for a
  // turn, but by 5 pm every Prussian unit that could enter must be on the map. Before the
  // fix in ai.cpp (Impl::pull) all nine were still off the map at 5 pm in every measured
  // game at every level. Per level, the first two seeded games (computer French of the same
  // level) that last until 5 pm, each played up to the end of the Allied movement phase of
  // turn 5.
  for (Level level : {Level::Greedy, Level::Easy, Level::Normal, Level::Hard}) {
    int reached = 0;
    for (std::uint64_t seed = 21; seed < 27 && reached < 2; ++seed) {
      const EntryRecord r = playWatchingEntry(level, level, seed, true);
      ASSERT_FALSE(r.refused) << levelName(level) << " seed " << seed;
      if (!r.reached5pm) continue;  // the game ended earlier
      ++reached;
      EXPECT_EQ(r.prussians, 9) << levelName(level) << " seed " << seed;
      EXPECT_EQ(r.waitingAt5pm, 0)
          << levelName(level) << " seed " << seed << ": Prussian units still off the map at 5 pm";
    }
    EXPECT_EQ(reached, 2) << levelName(level) << ": too few games reached 5 pm to judge";
  }
}

TEST(AiEntryMeasure, DISABLED_PrussianEntryPerLevel) {
  // 40 seeded games per pairing: computer Allies at each level against the same level, and
  // against `hard` French.
  const int games = 40;
  for (Level allied : {Level::Greedy, Level::Easy, Level::Normal, Level::Hard})
    for (Level french : {allied, Level::Hard}) {
      const EntrySummary s = measure(french, allied, 4000, games);
      EXPECT_EQ(s.refused, 0);
      print(french, allied, s);
      if (french == Level::Hard) break;  // hard vs hard once
    }
}

}  // namespace
}  // namespace naw::ai
