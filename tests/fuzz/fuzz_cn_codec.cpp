// libFuzzer target: the Computer Napoleonics position codec and replay decoder
// (src/games/cn/codec.h). Any input is given to both decoders: an error text, or a value
// that re-encodes to the same bytes. A decoded position is then played on for a few legal
// actions (chosen by the input's last bytes) and a decoded replay is played; after every
// action the state must still pass the codec's checks and round-trip. Nothing may crash or
// trip ASan/UBSan; a broken invariant aborts.
#include <cstdint>
#include <cstdlib>
#include <variant>
#include <vector>

#include "games/cn/codec.h"
#include "games/cn/game.h"

namespace {

void require(bool ok) {
  if (!ok) std::abort();
}

// The invariants of a position the engine reached by applying a legal action.
void checkPosition(const cn::Game& g) {
  const cn::State& s = g.state();
  require(cn::validate(s).empty());
  const std::vector<std::uint8_t> bytes = cn::encode(s);
  auto again = cn::decode(bytes);
  require(std::holds_alternative<cn::State>(again));
  require(cn::encode(std::get<cn::State>(again)) == bytes);
  require(cn::stateHash(std::get<cn::State>(again)) == g.hash());
}

// Plays up to `steps` listed legal actions: each must be accepted by check() and apply().
void playOn(cn::Game g, const std::uint8_t* choice, std::size_t n, int steps) {
  for (int i = 0; i < steps && !g.over(); ++i) {
    const std::vector<cn::Action> legal = g.legalActions();
    require(g.hasLegalAction() == !legal.empty());
    if (legal.empty()) return;
    const std::size_t pick = n ? choice[static_cast<std::size_t>(i) % n] : 0;
    const cn::Action& a = legal[pick % legal.size()];
    require(!g.check(a).has_value());
    require(std::holds_alternative<cn::Outcome>(g.apply(a)));
    checkPosition(g);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::uint8_t> bytes(data, data + size);
  const std::size_t tail = size < 8 ? size : 8;  // the choices of the actions played on
  const std::uint8_t* choice = data + size - tail;

  auto position = cn::decode(bytes);
  if (auto* s = std::get_if<cn::State>(&position)) {
    require(cn::encode(*s) == bytes);
    playOn(cn::Game::fromState(*s), choice, tail, 8);
  }

  auto replay = cn::decodeReplay(bytes);
  if (auto* r = std::get_if<cn::Replay>(&replay)) {
    require(cn::encodeReplay(*r) == bytes);
    if (r->actions.size() <= 400) {  // a whole game is about 350 actions
      auto played = cn::playReplay(*r);
      if (auto* g = std::get_if<cn::Game>(&played)) {
        if (!r->actions.empty()) checkPosition(*g);
        playOn(*g, choice, tail, 4);
      }
    }
  }
  return 0;
}
