// Speed and memory tool (not a test): plays games with one level on both sides and times
// every phase (all the thinking of both players until the phase changes).
//   ai_speed LEVEL [games=N] [seed=S]
// Prints phases, mean and worst seconds per phase, total work units, and (wasm) the size of
// the WebAssembly memory at the end, which only grows: the peak.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <ctime>
#include "ai.h"
#ifdef __EMSCRIPTEN__
#include <emscripten/em_asm.h>
#include <emscripten/heap.h>
#endif

using namespace naw;
using namespace naw::ai;

// CPU seconds of this process (the machine may be shared: wall time then overstates).
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
  if (argc < 2 || !parseLevel(argv[1])) {
    std::fprintf(stderr, "usage: ai_speed LEVEL [games=N] [seed=S]\n");
    return 2;
  }
  const Level level = *parseLevel(argv[1]);
  int games = 2;
  unsigned long long seed = 1000;
  for (int i = 2; i < argc; ++i) {
    const std::string w = argv[i];
    if (w.rfind("games=", 0) == 0)
      games = std::atoi(w.c_str() + 6);
    else if (w.rfind("seed=", 0) == 0)
      seed = std::strtoull(w.c_str() + 5, nullptr, 10);
  }
  using Clock = std::chrono::steady_clock;
  double worst = 0, total = 0, worstCpu = 0, totalCpu = 0, worstCall = 0;
  long calls = 0;
  int phases = 0;
  long work = 0;
  std::string worstWhere;
  for (int gi = 0; gi < games; ++gi) {
    Game g = Game::newGame({}, seed + static_cast<unsigned long long>(gi));
    Player fr(level, seed * 2 + 1 + static_cast<unsigned long long>(gi)),
        al(level, seed * 2 + 2 + static_cast<unsigned long long>(gi));
    while (!g.over()) {
      const int turn = g.state().turn;
      const Phase phase = g.state().phase;
      const auto start = Clock::now();
      const double cpuStart = cpuSeconds();
      while (!g.over() && g.state().turn == turn && g.state().phase == phase) {
        Player& p = g.step().acting == Side::French ? fr : al;
        // One think(…, 1) call per main-loop frame, as the web UI would: time each call.
        for (;;) {
          const double c0 = cpuSeconds();
          const bool ready = p.think(g, 1);
          worstCall = std::max(worstCall, cpuSeconds() - c0);
          ++calls;
          if (ready) break;
        }
        if (std::holds_alternative<Refusal>(g.apply(p.take()))) {
          std::printf("REFUSED\n");
          return 1;
        }
      }
      const double s = std::chrono::duration<double>(Clock::now() - start).count();
      const double cpu = cpuSeconds() - cpuStart;
      totalCpu += cpu;
      worstCpu = std::max(worstCpu, cpu);
      total += s;
      ++phases;
      if (s > worst) {
        worst = s;
        worstWhere =
            "game " + std::to_string(gi) + " turn " + std::to_string(turn) + " " + phaseName(phase);
      }
    }
    work += fr.workDone() + al.workDone();
  }
  std::printf(
      "level=%s games=%d phases=%d wall: mean=%.3fs worst=%.3fs (%s) cpu: mean=%.3fs worst=%.3fs "
      "work=%ld think-calls=%ld worst-call-cpu=%.3fs",
      levelName(level), games, phases, total / phases, worst, worstWhere.c_str(), totalCpu / phases,
      worstCpu, work, calls, worstCall);
#ifdef __EMSCRIPTEN__
  std::printf(" wasm-memory=%.1fMB",
              static_cast<double>(emscripten_get_heap_size()) / (1024.0 * 1024.0));
#endif
  std::printf("\n");
}
