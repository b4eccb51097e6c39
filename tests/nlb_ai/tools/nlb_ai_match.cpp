// Strength, balance and speed tool for the advanced game's computer opponent (not a test):
// plays seeded games between two levels and prints the French wins, Allied wins and draws,
// mean losses, and the CPU time of each side's phases (mean and worst).
//   nlb_ai_match FRENCH ALLIED [games=N] [seed=S] [grouchy=1] [verbose=1] [F:k=v] [A:k=v]
// (F:/A: override a weight of the French/Allied level's Style: threat approach minEv
// orderings noise simulate playouts cleanContacts)
// Game i uses seed S+i (the game's dice; with grouchy=1 the chits too); every level's own
// numbers come from its side's view of the position (nlb::ai::viewSeed).
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include "games/nlb/ai/ai.h"
#include "games/nlb/combat.h"
#ifdef __EMSCRIPTEN__
#include <emscripten/em_asm.h>
#endif

using namespace nlb;

static double cpuSeconds() {
#ifdef __EMSCRIPTEN__
  return EM_ASM_DOUBLE({
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  });
#else
  return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
#endif
}

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: nlb_ai_match FRENCH ALLIED [games=N] [seed=S] [grouchy=1]\n");
    return 2;
  }
  const auto fl = ai::levelByName(argv[1]), al = ai::levelByName(argv[2]);
  if (!fl || !al) {
    std::fprintf(stderr, "levels: random greedy easy normal hard\n");
    return 2;
  }
  ai::Style style[2] = {ai::styleOf(*fl, 0), ai::styleOf(*al, 1)};
  int games = 10, verbose = 0;
  unsigned long long seed = 1;
  bool grouchy = false;
  for (int i = 3; i < argc; ++i) {
    const std::string w = argv[i];
    if (w.rfind("games=", 0) == 0) games = std::atoi(w.c_str() + 6);
    if (w.rfind("seed=", 0) == 0) seed = std::strtoull(w.c_str() + 5, nullptr, 10);
    if (w.rfind("grouchy=", 0) == 0) grouchy = w[8] == '1';
    if (w.rfind("verbose=", 0) == 0) verbose = std::atoi(w.c_str() + 8);
    if ((w.rfind("F:", 0) == 0 || w.rfind("A:", 0) == 0) && w.find('=') != std::string::npos) {
      ai::Style& st = style[w[0] == 'F' ? 0 : 1];  // tuning: F:threat=0.5 A:orderings=8 ...
      const std::string k = w.substr(2, w.find('=') - 2);
      const double v = std::atof(w.c_str() + w.find('=') + 1);
      if (k == "threat") st.threat = v;
      if (k == "approach") st.approach = v;
      if (k == "minEv") st.minEv = v;
      if (k == "orderings") st.orderings = static_cast<int>(v);
      if (k == "noise") st.noise = v;
      if (k == "simulate") st.simulate = v != 0;
      if (k == "playouts") st.playouts = static_cast<int>(v);
      if (k == "cleanContacts") st.cleanContacts = v != 0;
    }
  }
  int wins[4] = {0, 0, 0, 0};
  long phases[2] = {0, 0}, turns = 0, lost[3] = {0, 0, 0}, vp[2] = {0, 0}, exited = 0, auto_ = 0;
  double total[2] = {0, 0}, worst[2] = {0, 0};
  for (int gi = 0; gi < games; ++gi) {
    const std::uint64_t s = seed + static_cast<unsigned long long>(gi);
    Game g = grouchy ? Game::newGrouchyGame(s, 0, 0) : Game::newGame(s);
    for (int n = 0; n < 200 && !g.over(); ++n) {
      const int side = g.sideToMove();
      const double t0 = cpuSeconds();
      // verbose=2: every attack (strengths, column, die, result) and the losses after each phase.
      ai::Observer trace;
      if (verbose >= 2)
        trace = [](const Game& after, const Action& a) {
          if (a.type != ActionType::Attack) return;
          int as = 0, ds = 0, bs = 0, k = 0;
          for (int i = 0; i < a.nAttackers; ++i) as += after.rules().unit(a.units[k++]).strength;
          for (int i = 0; i < a.nDefenders; ++i) ds += after.rules().unit(a.units[k++]).strength;
          for (int i = 0; i < a.nBombarders; ++i) bs += after.rules().unit(a.units[k++]).strength;
          const auto& c = after.lastCombat();
          std::printf("  attack %d+%db vs %d (%d units) col %s die %d -> %s\n", as, bs, ds,
                      a.nDefenders, after.rules().crt().columnName(c.column).c_str(), c.die,
                      resultName(c.result));
        };
      // Each side's own level makes its choices, its retreats in the enemy's phase included.
      const auto played = ai::playPhaseSides(g, {*fl, *al}, {style[0], style[1]}, trace);
      if (verbose >= 2)
        std::printf(" turn %d %s side %d: %zu actions, lost %d/%d/%d\n", g.state().turn,
                    phaseName(g.state().phase), side, played.size(), g.state().lost[0],
                    g.state().lost[1], g.state().lost[2]);
      const double dt = cpuSeconds() - t0;
      total[side] += dt;
      worst[side] = dt > worst[side] ? dt : worst[side];
      ++phases[side];
      if (played.empty()) break;
    }
    const State& st = g.state();
    ++wins[static_cast<int>(st.winner)];
    turns += st.turn;
    for (int a = 0; a < 3; ++a) lost[a] += st.lost[static_cast<std::size_t>(a)];
    vp[0] += g.vp(0);
    vp[1] += g.vp(1);
    exited += st.exitedSp;
    const bool automatic = st.turn < kTurns ||
                           st.lost[0] >= Game::demoralizationLevel(Army::French) ||
                           st.lost[1] >= Game::disintegrationLevel(Army::Anglo) ||
                           st.lost[2] >= Game::disintegrationLevel(Army::Prussian);
    auto_ += automatic;
    if (verbose)
      std::printf("game=%d seed=%llu winner=%d turn=%d lost=%d/%d/%d vp=%d-%d\n", gi,
                  static_cast<unsigned long long>(s), static_cast<int>(st.winner), st.turn,
                  st.lost[0], st.lost[1], st.lost[2], g.vp(0), g.vp(1));
  }
  const double n = games > 0 ? games : 1;
  std::printf("%s (French) vs %s (Allied), %d games from seed %llu%s\n", argv[1], argv[2], games,
              seed, grouchy ? ", Grouchy variant" : "");
  std::printf("french=%d allied=%d draw=%d  automatic=%ld  mean turn %.1f\n", wins[1], wins[2],
              wins[3], auto_, turns / n);
  std::printf("mean lost french %.1f anglo %.1f prussian %.1f  exited-sp %.1f  vp %.1f-%.1f\n",
              lost[0] / n, lost[1] / n, lost[2] / n, exited / n, vp[0] / n, vp[1] / n);
  for (int side = 0; side < 2; ++side)
    std::printf("%s phases: %ld, CPU s per phase mean %.4f worst %.4f\n",
                side == 0 ? "French" : "Allied", phases[side],
                phases[side] ? total[side] / phases[side] : 0.0, worst[side]);
  return 0;
}
