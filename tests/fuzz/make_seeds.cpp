// Writes seed inputs for the fuzzers: positions, turn links and saves of random games.
#include <cstdio>
#include <string>

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
        // The same as a raw version-2 body (fuzz_position frames inputs starting 0xF2).
        persist::Bytes bytes;
        if (persist::base64urlDecode(text, bytes) && bytes.size() > 8) {
          const std::size_t head = bytes[2] & 0x80 ? 4 : 3;
          put(positions, "b" + std::to_string(seed) + "_" + std::to_string(n),
              "\xF2" +
                  std::string(bytes.begin() + static_cast<std::ptrdiff_t>(head), bytes.end() - 4));
        }
        auto link = s.link();
        if (auto* t = std::get_if<std::string>(&link))
          put(matches, "t" + std::to_string(seed) + "_" + std::to_string(n), *t);
      }
    }
    put(matches, "s" + std::to_string(seed), s.save({"seed", 1, 2, 3}));
  }
  return 0;
}
