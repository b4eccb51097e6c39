// Strength and speed tool for the Computer Napoleonics computer opponent (not a test): plays
// seeded games between two levels and prints wins, losses and draws, and the thinking time
// of each phase of the levels easy/normal/hard (CPU seconds of all their think() calls from
// the phase's first action to its last).
//   cn_ai_match FRENCH ALLIED [games=N] [seed=S] [solitaire=0|1] [verbose=1] [F:k=v] [A:k=v]
// (F:/A: override a field of the French/Allied level's Config, for tuning: see applyOverride)
// Levels: random (cn::RandomPlayer), greedy (cn::ai::greedyAction), easy, normal, hard
// (cn::ai::Player). Game i uses seed S+i for the game's numbers; the random and greedy
// players draw from their own generators seeded from it.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

#include "games/cn/ai/ai.h"
#include "games/cn/ai/cn_player.h"
#include "games/cn/random_player.h"
#ifdef __EMSCRIPTEN__
#include <emscripten/em_asm.h>
#endif

using namespace cn;

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

namespace {

struct Side_ {
  std::string level;
  std::unique_ptr<RandomPlayer> random;
  std::unique_ptr<ai::Player> player;
  core::Rng rng;
  Action next(const Game& g) {
    if (random) return random->choose(g);
    if (player) return player->choose(g);
    return ai::greedyAction(g, rng);
  }
};

// Tuning overrides for a side's level: F:name=value / A:name=value (milli-points for scores).
std::vector<std::string> overrides[2];

// A weight of EvalParams (true if `k` names one).
bool applyWeight(ai::EvalParams& e, const std::string& k, long v) {
  if (k == "threat") {
    e.threat = v > 0;
    e.threatPercent = static_cast<int>(v);
  } else if (k == "pull") {
    e.pullPerSquare = v;
  } else if (k == "exitBase") {
    e.exitBase = v;
  } else if (k == "exitProgress") {
    e.exitProgress = v;
  } else if (k == "exitPull") {
    e.exitPull = v;
  } else if (k == "exitPullProgress") {
    e.exitPullProgress = v;
  } else if (k == "lateExit") {
    e.lateExit = v;
  } else if (k == "killTempo") {
    e.killTempo = static_cast<int>(v);
  } else if (k == "drBonus") {
    e.drBonus = v;
  } else if (k == "safeRetreat") {
    e.safeRetreat = v != 0;
  } else {
    return false;
  }
  return true;
}

void applyOverride(ai::Config& c, const std::string& kv) {
  const auto eq = kv.find('=');
  const std::string k = kv.substr(0, eq);
  const long v = std::atol(kv.c_str() + eq + 1);
  // A weight changes the level's weights, and its French weights when it has its own.
  if (applyWeight(c.eval, k, v) && c.frenchEval) applyWeight(*c.frenchEval, k, v);
  if (k == "passes") c.passes = static_cast<int>(v);
  if (k == "orders") c.orders = static_cast<int>(v);
  if (k == "variants") c.setupVariants = static_cast<int>(v);
  if (k == "rollouts") c.rollouts = static_cast<int>(v);

  if (k == "budget") c.moveBudget = c.frenchMoveBudget = static_cast<std::uint64_t>(v);
}

bool makeSide(Side_& s, const std::string& level, std::uint64_t seed, int side) {
  s.level = level;
  s.rng.state = seed;
  if (level == "random") {
    s.random = std::make_unique<RandomPlayer>(seed);
  } else if (auto l = ai::parsePlayerLevel(level)) {
    ai::Config c = ai::configFor(*l);
    for (const std::string& kv : overrides[side]) applyOverride(c, kv);
    s.player = std::make_unique<ai::Player>(c);
  } else if (level != "greedy") {
    return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: cn_ai_match FRENCH ALLIED [games=N] [seed=S] [solitaire=0|1]\n");
    return 2;
  }
  int games = 10;
  unsigned long long seed = 1;
  bool solitaire = false;
  int verbose = 0;
  for (int i = 3; i < argc; ++i) {
    const std::string w = argv[i];
    if (w.rfind("games=", 0) == 0) games = std::atoi(w.c_str() + 6);
    if (w.rfind("seed=", 0) == 0) seed = std::strtoull(w.c_str() + 5, nullptr, 10);
    if (w.rfind("solitaire=", 0) == 0) solitaire = w[10] == '1';
    if (w.rfind("verbose=", 0) == 0) verbose = std::atoi(w.c_str() + 8);
    if (w.rfind("F:", 0) == 0) overrides[0].push_back(w.substr(2));
    if (w.rfind("A:", 0) == 0) overrides[1].push_back(w.substr(2));
  }
  int french = 0, allied = 0, draws = 0, refused = 0;
  long phases = 0;
  double worstPhase = 0, totalPhase = 0;
  std::uint64_t worstEvals = 0;  // positions judged (cn_eval.h) in one phase, the most
  std::string worstEvalsWhere;
  std::string worstWhere;
  long sumFL = 0, sumAL = 0, sumEx = 0;
  for (int gi = 0; gi < games; ++gi) {
    const std::uint64_t s = seed + static_cast<unsigned long long>(gi);
    Game g = Game::newGame(s, solitaire);
    Side_ fr, al;
    if (!makeSide(fr, argv[1], s * 2 + 1, 0) || !makeSide(al, argv[2], s * 2 + 2, 1)) {
      std::fprintf(stderr, "unknown level\n");
      return 2;
    }
    long actions = 0;
    int phaseKey = -1;
    double phaseCpu = 0;
    std::uint64_t phaseEvals = 0;
    auto closePhase = [&](int key) {
      if (key < 0) return;
      ++phases;
      totalPhase += phaseCpu;
      if (phaseCpu > worstPhase) {
        worstPhase = phaseCpu;
        worstWhere = "seed " + std::to_string(s) + " turn " + std::to_string(key / 8) + " " +
                     phaseName(static_cast<Phase>(key % 8));
      }
      if (phaseEvals > worstEvals) {
        worstEvals = phaseEvals;
        worstEvalsWhere = "seed " + std::to_string(s) + " turn " + std::to_string(key / 8) + " " +
                          phaseName(static_cast<Phase>(key % 8));
      }
      phaseCpu = 0;
      phaseEvals = 0;
    };
    while (!g.over() && actions < 20000) {
      const int key = g.state().turn * 8 + static_cast<int>(g.state().phase);
      Side_& who = phasingSide(g.state().phase) == Side::French ? fr : al;
      if (key != phaseKey) {
        if (verbose >= 2 && g.state().phase == Phase::FrenchMove)
          std::printf("  turn %d: french-lost %d allied-lost %d exited %d delay %d\n",
                      g.state().turn, g.state().frenchLost, g.state().alliedLost, g.state().exited,
                      g.state().delay);
        if (phaseKey >= 0 && who.player) closePhase(phaseKey);
        phaseKey = key;
        phaseCpu = 0;
        phaseEvals = 0;
      }
      const double t0 = cpuSeconds();
      const std::uint64_t e0 = ai::evaluations();
      const Action a = who.next(g);
      if (who.player) {
        phaseCpu += cpuSeconds() - t0;
        phaseEvals += ai::evaluations() - e0;
      }
      const auto applied = g.apply(a);
      if (verbose >= 3)
        if (const auto* o = std::get_if<Outcome>(&applied))
          if (o->combat) {
            std::printf("    %s %s", phaseName(g.state().phase), oddsName(o->odds));
            std::printf(" %d %s lost", o->number, resultName(o->result));
            for (int k = 0; k < o->nEliminated; ++k)
              std::printf(
                  " %s",
                  Game::roster().unit(o->eliminated[static_cast<std::size_t>(k)]).id.c_str());
            std::printf("\n");
          }
      if (std::holds_alternative<Refusal>(applied)) {
        ++refused;
        std::fprintf(stderr, "seed %llu: %s refused at turn %d %s\n",
                     static_cast<unsigned long long>(s), who.level.c_str(), g.state().turn,
                     phaseName(g.state().phase));
        break;
      }
      ++actions;
    }
    const State& st = g.state();
    if (st.winner == Winner::French)
      ++french;
    else if (st.winner == Winner::Allied)
      ++allied;
    else
      ++draws;
    sumFL += st.frenchLost;
    sumAL += st.alliedLost;
    sumEx += st.exited;
    if (verbose)
      std::printf("seed %llu: %s turn %d french-lost %d allied-lost %d exited %d delay %d\n",
                  static_cast<unsigned long long>(s), winnerName(st.winner), st.turn, st.frenchLost,
                  st.alliedLost, st.exited, st.delay);
  }
  std::printf(
      "%s (French) vs %s (Allies)%s: %d games from seed %llu: French %d, Allies %d, draws %d; "
      "mean losses French %.1f Allied %.1f, exits %.1f; refused %d\n",
      argv[1], argv[2], solitaire ? " solitaire" : "", games, seed, french, allied, draws,
      games ? static_cast<double>(sumFL) / games : 0.0,
      games ? static_cast<double>(sumAL) / games : 0.0,
      games ? static_cast<double>(sumEx) / games : 0.0, refused);
  if (phases > 0)
    std::printf(
        "thinking per phase (CPU s): mean %.4f, worst %.4f (%s), %ld phases; most positions "
        "judged in a phase %llu (%s)\n",
        totalPhase / static_cast<double>(phases), worstPhase, worstWhere.c_str(), phases,
        static_cast<unsigned long long>(worstEvals), worstEvalsWhere.c_str());
  return refused ? 1 : 0;
}
