// endgame-link [seed] [french-level] [allied-level]: plays a hot-seat game
// (persist::Session::local, standard game, dice from `seed`) with the computer on both sides
// (ai::Player at those levels, default greedy and random: even games often end early, 8.1)
// up to the start of the Allied movement phase of turn 10, the last game-turn (3.0), and
// prints the game's own turn link ("#t=...", Session::link()): opened in the page, it
// replays the game there and the players finish it by hand. A game that ends before turn
// 10 (8.1) is skipped: the next seed is tried. Prints the seed used on stderr.
//
// Built and run by tests/tools/make-endgame-link against a native build; its output is
// tests/tools/endgame-link.txt, read by tests/browser/flows.test.mjs.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <variant>

#include "ai.h"
#include "session.h"

using namespace naw;

int main(int argc, char** argv) {
  std::uint64_t seed = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1;
  const std::optional<ai::Level> frenchLevel = ai::parseLevel(argc > 2 ? argv[2] : "greedy");
  const std::optional<ai::Level> alliedLevel = ai::parseLevel(argc > 3 ? argv[3] : "random");
  if (!frenchLevel || !alliedLevel) {
    std::fprintf(stderr, "endgame-link: unknown level\n");
    return 2;
  }
  for (int attempt = 0; attempt < 20; ++attempt, ++seed) {
    persist::Session s = persist::Session::local(Options{}, seed);
    ai::Player french(*frenchLevel, seed * 2 + 1), allied(*alliedLevel, seed * 2 + 2);
    bool refused = false;
    while (!s.game().over()) {
      const Step st = s.game().step();
      if (st.turn == 10 && st.phase == Phase::AlliedMovement) break;
      const Action a = (st.acting == Side::French ? french : allied).choose(s.game());
      if (std::holds_alternative<Refusal>(s.apply(a))) {
        refused = true;
        break;
      }
    }
    if (refused || s.game().over()) {
      std::fprintf(stderr, "endgame-link: seed %llu: %s at turn %d\n",
                   static_cast<unsigned long long>(seed),
                   refused ? "an action was refused" : "over", int(s.game().state().turn));
      continue;
    }
    const auto link = s.link();
    if (const auto* e = std::get_if<persist::Error>(&link)) {
      std::fprintf(stderr, "endgame-link: %s\n", e->message.c_str());
      return 1;
    }
    std::fprintf(stderr, "endgame-link: seed %llu, %zu actions\n",
                 static_cast<unsigned long long>(seed), s.game().log().size());
    std::printf("%s\n", std::get<std::string>(link).c_str());
    return 0;
  }
  std::fprintf(stderr, "endgame-link: no game reached turn 10\n");
  return 1;
}
