// libFuzzer target: the Napoleon's Last Battles position codec (src/games/nlb/codec.h). Any
// input is given to the decoder: nothing, or a position that re-encodes to the same bytes.
// A decoded position is then played on for a few listed legal actions (chosen by the input's
// last bytes): each must be accepted by check() and apply(), and after each the position must
// round-trip through the codec with the same hash, keep no hex holding both sides, and keep
// each army's casualty level equal to its eliminated units' printed strength (N18) when it
// was so in the decoded position. Nothing may crash or trip ASan/UBSan; a broken invariant
// aborts.
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <variant>
#include <vector>

#include "games/nlb/codec.h"
#include "games/nlb/game.h"

namespace {

// Aborts naming the broken invariant (libFuzzer keeps the input).
#define require(ok)                                                          \
  do {                                                                       \
    if (!(ok)) {                                                             \
      std::fprintf(stderr, "fuzz_nlb_codec: %s (line %d)\n", #ok, __LINE__); \
      std::abort();                                                          \
    }                                                                        \
  } while (0)

bool levelsMatch(const nlb::Game& g) {
  std::array<int, 3> lost{};
  for (int u = 0; u < g.unitCount(); ++u)
    if (g.state().where[static_cast<std::size_t>(u)] == nlb::kEliminated)
      lost[static_cast<std::size_t>(g.armyOf(u))] += g.rules().unit(u).strength;
  for (std::size_t k = 0; k < 3; ++k)
    if (g.state().lost[k] != lost[k]) return false;
  return true;
}

// No hex holds units of both sides.
bool sidesSeparate(const nlb::Game& g) {
  std::array<std::int8_t, nlb::kMaxHexes> side;
  side.fill(-1);
  for (int u = 0; u < g.unitCount(); ++u) {
    const int h = g.state().where[static_cast<std::size_t>(u)];
    if (h < 0) continue;
    auto& s = side[static_cast<std::size_t>(h)];
    if (s >= 0 && s != g.sideOf(u)) return false;
    s = static_cast<std::int8_t>(g.sideOf(u));
  }
  return true;
}

void checkPosition(const nlb::Game& g, bool levels) {
  const std::vector<std::uint8_t> bytes = nlb::encode(g.state());
  const auto again = nlb::decode(bytes);
  require(again.has_value());
  require(nlb::encode(*again) == bytes);
  require(nlb::stateHash(*again) == g.hash());
  require(sidesSeparate(g));
  if (levels) require(levelsMatch(g));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::uint8_t> bytes(data, data + size);
  const auto position = nlb::decode(bytes);
  if (!position) return 0;
  require(nlb::encode(*position) == bytes);
  nlb::Game g = nlb::Game::fromState(*position);
  // A decoded position may put both sides in one hex or miscount levels (the codec checks
  // ranges, not the rules): the invariants are required only of what play keeps.
  if (!sidesSeparate(g)) return 0;
  const bool levels = levelsMatch(g);
  const std::size_t tail = size < 8 ? size : 8;
  const std::uint8_t* choice = data + size - tail;
  for (std::size_t i = 0; i < 6 && !g.over(); ++i) {
    const std::vector<nlb::Action> legal = g.legalActions();
    if (legal.empty()) return 0;
    const nlb::Action& a = legal[(tail ? choice[i % tail] : 0) % legal.size()];
    require(!g.check(a).has_value());
    require(std::holds_alternative<nlb::Outcome>(g.apply(a)));
    checkPosition(g, levels);
  }
  return 0;
}
