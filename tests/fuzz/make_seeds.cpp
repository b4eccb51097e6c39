// Writes seed inputs for the fuzzers: positions, turn links and saves of random games, and
// (third directory, if given) Computer Napoleonics positions and replays of random games.
#include <cstdio>
#include <string>
#include <variant>
#include <vector>

#include "games/cn/codec.h"
#include "games/cn/random_player.h"
#include "position.h"
#include "primitives.h"
#include "random_player.h"
#include "session.h"

using namespace naw;

static void put(const std::string& dir, const std::string& name, const std::string& text) {
  if (FILE* f = std::fopen((dir + "/" + name).c_str(), "wb")) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
  }
}

int main(int argc, char** argv) {
  if (argc < 3) return 2;
  const std::string positions = argv[1], matches = argv[2];
  // Version 1 position links (still read): the same as tests/persist/position_test.cpp.
  put(positions, "v1_standard",
      "sQFokxACEAAAIHN55hUezT9KzhLkBDWJHPhBPBzEBokOqh5EIg7AQRLgoKDkDcMwDMMwDEOSJHFqgHLYwrWB7GEK1a6A"
      "iqboNwBFnYNOQbAKt2BxBaoAXaKsuDQoLHWu6Cqgyq1KkiRJkgB0cTyd");
  put(positions, "v1_grouchy_view",
      "sQF3ltAISAkAAHA98nNRFa-"
      "Bq4IBkELcS540kMQFEIML9EJbyQcgoMgKPJCEVaAHV9TQiRBCCCGEEEIIIQRRjzCDQiAr9g3GKKUzwEJL2CmwDX4Gtlm"
      "AKU4FHxOXFHCTnLgW0BWEO-oEurGwsLCgLwv4BnjDwoLALAACf6O2");
  for (int seed = 1; seed <= 6; ++seed) {
    Options o;
    o.grouchy = seed % 2 == 0;
    persist::Session s = persist::Session::local(o, static_cast<std::uint64_t>(seed));
    RandomPlayer player(static_cast<std::uint64_t>(seed));
    for (int n = 0; n < 400 && !s.game().over(); ++n) {
      s.apply(player.choose(s.game()));
      if (n % 50 == 0) {
        const std::string text = persist::encodePosition(s.game().rules(), s.game().state());
        put(positions, "p" + std::to_string(seed) + "_" + std::to_string(n), text);
        // The same as a raw body of its envelope version V (fuzz_position frames inputs
        // starting 0xF0 + V).
        persist::Bytes bytes;
        if (persist::base64urlDecode(text, bytes) && bytes.size() > 8) {
          const std::size_t head = bytes[2] & 0x80 ? 4 : 3;
          put(positions, "b" + std::to_string(seed) + "_" + std::to_string(n),
              std::string(1, static_cast<char>(0xF0 | bytes[1])) +
                  std::string(bytes.begin() + static_cast<std::ptrdiff_t>(head), bytes.end() - 4));
        }
        auto link = s.link();
        if (auto* t = std::get_if<std::string>(&link))
          put(matches, "t" + std::to_string(seed) + "_" + std::to_string(n), *t);
      }
    }
    put(matches, "s" + std::to_string(seed), s.save({"seed", 1, 2, 3}));
  }
  if (argc < 4) return 0;
  const std::string cnDir = argv[3];
  auto bin = [](const std::vector<std::uint8_t>& b) { return std::string(b.begin(), b.end()); };
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    cn::Game g = cn::Game::newGame(seed, seed % 3 == 0);
    cn::RandomPlayer player(seed * 7919);
    cn::Replay replay{seed, seed % 3 == 0, {}};
    for (int n = 0; !g.over(); ++n) {
      const cn::Action a = player.choose(g);
      if (!std::holds_alternative<cn::Outcome>(g.apply(a))) return 1;
      replay.actions.push_back(a);
      if (n % 25 == 0) {
        const std::string name = std::to_string(seed) + "_" + std::to_string(n);
        put(cnDir, "cnp" + name, bin(cn::encode(g.state())));
        if (n % 100 == 0) put(cnDir, "cnr" + name, bin(cn::encodeReplay(replay)));
      }
    }
    put(cnDir, "cnp" + std::to_string(seed) + "_end", bin(cn::encode(g.state())));
  }
  return 0;
}
