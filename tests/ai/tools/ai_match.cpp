// Tuning tool (not a test): plays config A against config B on both sides.
//   ai_match games=N seed=S a.level=hard a.threatWeight=0.3 b.level=greedy ...
// Keys after "a." / "b.": level, variants, passes, samples, noise, and the EvalParams
// weights (frenchLossWeight alliedLossWeight exitWeight progressWeight contactWeight
// threatWeight counterWeight retreatLoss useThreats).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "ai.h"

using namespace naw;
using namespace naw::ai;

static bool set(Config& c, const std::string& k, const char* v) {
  const double x = std::atof(v);
  if (k == "level") {
    c = configFor(*parseLevel(v));
    return true;
  }
  if (k == "variants")
    c.variants = static_cast<int>(x);
  else if (k == "passes")
    c.passes = static_cast<int>(x);
  else if (k == "samples")
    c.samples = static_cast<int>(x);
  else if (k == "noise")
    c.noise = x;
  else if (k == "replies")
    c.replies = static_cast<int>(x);
  else if (k == "replyPasses")
    c.replyPasses = static_cast<int>(x);
  else if (k == "frenchLossWeight")
    c.eval.frenchLossWeight = x;
  else if (k == "alliedLossWeight")
    c.eval.alliedLossWeight = x;
  else if (k == "exitWeight")
    c.eval.exitWeight = x;
  else if (k == "progressWeight")
    c.eval.progressWeight = x;
  else if (k == "contactWeight")
    c.eval.contactWeight = x;
  else if (k == "threatWeight")
    c.eval.threatWeight = x;
  else if (k == "counterWeight")
    c.eval.counterWeight = x;
  else if (k == "retreatLoss")
    c.eval.retreatLoss = x;
  else if (k == "nextContactWeight")
    c.eval.nextContactWeight = x;
  else if (k == "trappedRetreats")
    c.eval.trappedRetreats = x != 0;
  else if (k == "zocPenalty")
    c.eval.zocPenalty = static_cast<int>(x);
  else if (k == "useThreats")
    c.eval.useThreats = x != 0;
  else
    return false;
  return true;
}

int main(int argc, char** argv) {
  Config a, b;
  int games = 10;
  unsigned long long seed = 1000;
  for (int i = 1; i < argc; ++i) {
    std::string w = argv[i];
    const auto eq = w.find('=');
    if (eq == std::string::npos) return 2;
    const std::string k = w.substr(0, eq);
    const char* v = argv[i] + eq + 1;
    if (k == "games")
      games = std::atoi(v);
    else if (k == "seed")
      seed = std::strtoull(v, nullptr, 10);
    else if (k.rfind("a.", 0) == 0   ? !set(a, k.substr(2), v)
             : k.rfind("b.", 0) == 0 ? !set(b, k.substr(2), v)
                                     : true) {
      std::fprintf(stderr, "bad %s\n", argv[i]);
      return 2;
    }
  }
  double score[2] = {0, 0};
  int wdl[2][3] = {{0, 0, 0}, {0, 0, 0}};
  for (int side = 0; side < 2; ++side)
    for (int g = 0; g < games; ++g) {
      const std::uint64_t s = seed + static_cast<std::uint64_t>(g);
      Game game = Game::newGame({}, s);
      Player pa(a, s * 2 + 1), pb(b, s * 2 + 2);
      Player& fr = side == 0 ? pa : pb;
      Player& al = side == 0 ? pb : pa;
      long n = 0;
      while (!game.over() && n++ < 20000) {
        Player& p = game.step().acting == Side::French ? fr : al;
        if (std::holds_alternative<Refusal>(game.apply(p.choose(game)))) {
          std::printf("REFUSED\n");
          break;
        }
      }
      const Winner w = game.state().winner;
      const Winner aWins = side == 0 ? Winner::French : Winner::Allied;
      const int k = w == aWins ? 0 : w == Winner::Draw ? 1 : 2;
      ++wdl[side][k];
      score[side] += k == 0 ? 1 : k == 1 ? 0.5 : 0;
    }
  std::printf("A as French W/D/L %d/%d/%d  A as Allies W/D/L %d/%d/%d  A score %.1f%%\n", wdl[0][0],
              wdl[0][1], wdl[0][2], wdl[1][0], wdl[1][1], wdl[1][2],
              100 * (score[0] + score[1]) / (2.0 * games));
}
