// Seed corpus for fuzz_nlb_codec: encoded positions of the advanced game along two seeded
// random games (standard and Grouchy), every 25th action. Usage: make_nlb_seeds DIR
#include <cstdio>
#include <string>

#include "games/nlb/codec.h"
#include "games/nlb/random_player.h"

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  int n = 0;
  for (int variant = 0; variant < 2; ++variant) {
    nlb::Game g = variant ? nlb::Game::newGrouchyGame(9, 0, 0) : nlb::Game::newGame(9);
    core::Rng rng{17};
    for (int k = 0; !g.over() && k < 2000; ++k) {
      if (k % 25 == 0) {
        const auto bytes = nlb::encode(g.state());
        const std::string path = std::string(argv[1]) + "/nlb-" + std::to_string(n++);
        if (FILE* f = std::fopen(path.c_str(), "wb")) {
          std::fwrite(bytes.data(), 1, bytes.size(), f);
          std::fclose(f);
        }
      }
      g.apply(nlb::randomAction(g, rng));
    }
  }
  std::printf("%d seeds\n", n);
  return 0;
}
