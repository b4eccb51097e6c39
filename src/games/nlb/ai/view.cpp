#include "games/nlb/ai/view.h"

#include "games/nlb/codec.h"

namespace nlb::ai {

std::uint64_t viewSeed(const Game& g, int side) {
  State s = g.view(side);  // the engine's R8 view: the opponent's chit hidden
  s.chits[static_cast<std::size_t>(1 - side)] = 0;  // and here hidden even once revealed
  for (int u = 0; u < g.unitCount(); ++u) {
    auto& w = s.where[static_cast<std::size_t>(u)];
    if (g.sideOf(u) != side && (w == kInPool || w == kUnavailable)) w = kUnavailable;
  }
  return stateHash(s) ^ (0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(side + 1));
}

}  // namespace nlb::ai
