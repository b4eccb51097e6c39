// Writes seed inputs for the fuzzers: positions, turn links and saves of random games.
#include <cstdio>
#include <string>

#include "position.h"
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
  for (int seed = 1; seed <= 6; ++seed) {
    Options o;
    o.grouchy = seed % 2 == 0;
    persist::Session s = persist::Session::local(o, static_cast<std::uint64_t>(seed));
    RandomPlayer player(static_cast<std::uint64_t>(seed));
    for (int n = 0; n < 400 && !s.game().over(); ++n) {
      s.apply(player.choose(s.game()));
      if (n % 50 == 0) {
        put(positions, "p" + std::to_string(seed) + "_" + std::to_string(n),
            persist::encodePosition(s.game().rules(), s.game().state()));
        auto link = s.link();
        if (auto* t = std::get_if<std::string>(&link)) put(matches, "t" + std::to_string(seed) + "_" + std::to_string(n), *t);
      }
    }
    put(matches, "s" + std::to_string(seed), s.save({"seed", 1, 2, 3}));
  }
  return 0;
}
