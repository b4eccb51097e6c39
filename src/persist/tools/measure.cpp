// naw-persist-measure [games]: sizes of position links over every position of random games
// and of turn links / saves of complete games (min / median / p99 / max). Not part of the
// library: it prints.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "position.h"
#include "random_player.h"

using namespace naw;

namespace {
void report(const char* what, std::vector<std::size_t> v) {
  if (v.empty()) return;
  std::sort(v.begin(), v.end());
  auto at = [&](double q) { return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))]; };
  std::printf("%-34s n=%-8zu min=%-5zu median=%-5zu p99=%-5zu max=%zu\n", what, v.size(), v.front(), at(0.5), at(0.99),
              v.back());
}
}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 200;
  const auto rules = Rules::standard();
  std::vector<std::size_t> positions, positionsGrouchy;
  for (int seed = 1; seed <= games; ++seed) {
    for (int variant = 0; variant < 2; ++variant) {
      Options o;
      o.grouchy = variant == 1;
      Game g = Game::newGame(o, static_cast<std::uint64_t>(seed));
      RandomPlayer player(static_cast<std::uint64_t>(seed) * 7919 + 1);
      auto& sizes = variant ? positionsGrouchy : positions;
      while (true) {
        sizes.push_back(persist::encodePosition(*rules, g.state()).size());
        if (g.over()) break;
        if (std::holds_alternative<Refusal>(g.apply(player.choose(g)))) break;
      }
    }
  }
  report("position link (standard)", positions);
  report("position link (Grouchy variant)", positionsGrouchy);
  return 0;
}
