// Strength, balance and thinking time of the Waterloo 20 computer (w20::ai), for
// tests/w20_ai/strength-results.md and src/games/w20/BALANCE.md.
//   w20_ai_match FRENCH ALLIED GAMES [SEED] [all|none] [trace]
// plays GAMES games (seeds SEED, SEED+1, ...) and prints the wins, draws, refusals (should
// be 0), and the longest time one side spent choosing in one phase (the browser's budget is
// 1 s a phase; CPU time, as on an idle core) with the positions judged then.
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include "games/w20/ai/ai.h"
#include "games/w20/ai/eval.h"
#include "games/w20/cli/w20_session.h"

int main(int argc, char** argv) {
  using namespace w20;
  if (argc < 4) {
    std::fprintf(stderr, "usage: w20_ai_match FRENCH ALLIED GAMES [SEED] [all|none]\n");
    return 2;
  }
  const auto fl = ai::levelByName(argv[1]), al = ai::levelByName(argv[2]);
  if (!fl || !al) return 2;
  const int games = std::atoi(argv[3]);
  const unsigned long long seed0 = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1;
  Options o;
  if (argc > 5 && std::string(argv[5]) == "none") o.fog = o.penetration = o.routed = false;
  const bool trace = argc > 6 && std::string(argv[6]) == "trace";  // every command, and status
  // W20F / W20A = own,enemy,material,approach,exposure,loc: other weights for that side.
  ai::Style tuned[2];
  const char* env[2] = {std::getenv("W20F"), std::getenv("W20A")};
  for (int s = 0; s < 2; ++s)
    if (env[s] &&
        std::sscanf(env[s], "%lf,%lf,%lf,%lf,%lf,%lf", &tuned[s].own, &tuned[s].enemy,
                    &tuned[s].material, &tuned[s].approach, &tuned[s].exposure, &tuned[s].loc) == 6)
      ai::tuneStyle(s == 0 ? Side::French : Side::Allied, &tuned[s]);
  int wins[3] = {0, 0, 0}, refusals = 0, stalled = 0;
  double worst = 0;
  long worstJudged = 0, actions = 0;
  std::string worstAt;
  for (int i = 0; i < games; ++i) {
    const std::uint64_t seed = seed0 + static_cast<std::uint64_t>(i);
    Game g = Game::newGame(seed, o);
    ai::Player players[2] = {ai::Player(*fl, seed * 2 + 1), ai::Player(*al, seed * 2 + 2)};
    int key = -1;
    double spent = 0;
    long judged0 = 0;
    while (!g.over() && actions < 20000L * (i + 1)) {
      const int side = sideIndex(g.step().acting);
      const int k = g.state().turn * 64 + static_cast<int>(g.state().phase) * 2 + side;
      if (k != key) key = k, spent = 0, judged0 = players[side].judged();
      // CPU time (the machine is shared: the wall clock would count other processes' turns).
      const std::clock_t t0 = std::clock();
      const Action a = players[side].choose(g);
      spent += static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
      if (spent > worst) {
        worst = spent;
        worstJudged = players[side].judged() - judged0;
        worstAt = "game " + std::to_string(i + 1) + " turn " + std::to_string(g.state().turn) +
                  " " + phaseName(g.state().phase);
      }
      if (trace) std::printf("%s\n", cli::commandText(g, a).c_str());
      g.apply(a);
      if (trace) std::printf("  %s\n", cli::statusFields(g).c_str());
      ++actions;
      if (players[side].stalled()) {
        ++stalled;
        std::printf("stalled: seed %llu turn %d %s\n", static_cast<unsigned long long>(seed),
                    g.state().turn, phaseName(g.state().phase));
        break;
      }
    }
    const Winner w = g.state().winner;
    if (!g.over()) continue;
    ++wins[w == Winner::French ? 0 : w == Winner::Allied ? 1 : 2];
    refusals += players[0].refusals() + players[1].refusals();
  }
  std::printf(
      "french=%s allied=%s games=%d optional=%s: french=%d allied=%d draw=%d "
      "stalled=%d refusals=%d actions=%ld worst-phase-cpu=%.3fs (%ld positions judged, %s)\n",
      argv[1], argv[2], games, o.fog ? "all" : "none", wins[0], wins[1], wins[2], stalled, refusals,
      actions, worst, worstJudged, worstAt.c_str());
  return 0;
}
