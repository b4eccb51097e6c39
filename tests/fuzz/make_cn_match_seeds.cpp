// Writes seed inputs for fuzz_cn_match: Computer Napoleonics turn links (hot-seat, solitaire,
// a game by link from its invitation on), saves of body version 3 (with and without the
// computer), position links, and raw session records, of random games.
//   make_cn_match_seeds <directory>   (run-fuzzers also adds the texts of
//   tests/persist/fixtures/cn/, version 2 saves among them)
#include <cstdio>
#include <string>
#include <variant>
#include <vector>

#include "../persist/cn_test_util.h"
#include "cn_module.h"
#include "registry.h"

namespace {

std::string dir;

void put(const std::string& name, const std::string& text) {
  if (FILE* f = std::fopen((dir + "/" + name).c_str(), "wb")) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
  }
}

void putSession(const std::string& name, modules::CnSession s,
                const std::optional<modules::CnComputer>& computer) {
  put("t" + name, s.link());
  auto saved = modules::saveCnSession(s, {"seed " + name, 1, 2, 3}, computer);
  if (auto* t = std::get_if<std::string>(&saved)) put("s" + name, *t);
  const std::vector<std::uint8_t> record = s.encodeRecord();
  put("r" + name, std::string(record.begin(), record.end()));
  const modules::CnMatch& m = s.match();
  auto game = modules::wrapCn(s.game(), m.seed, m.variant, m.actions);
  auto position = modules::positionLink(*game);
  if (auto* t = std::get_if<std::string>(&position)) put("p" + name, *t);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  dir = argv[1];
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const bool solitaire = seed % 2 == 0;
    modules::CnSession s = modules::CnSession::local(seed, solitaire);
    cn::RandomPlayer p(seed);
    for (int n = 0; !s.game().over(); ++n) {
      s.apply(p.choose(s.game()));
      if (n % 120 == 0) {
        const std::optional<modules::CnComputer> computer =
            solitaire ? std::optional<modules::CnComputer>(
                            modules::CnComputer{cn::Side::Allied, static_cast<std::uint8_t>(n % 3)})
                      : std::nullopt;
        putSession(std::to_string(seed) + "_" + std::to_string(n), s, computer);
      }
    }
    putSession(std::to_string(seed) + "_end", s, modules::CnComputer{cn::Side::French, 1});
  }
  const modules::CnSession invite =
      modules::CnSession::invite(naw::Side::French, cntest::entropy(1));
  modules::CnSession copy = invite;
  put("invite", copy.link());
  for (int turns : {1, 3, 6}) {
    cntest::ByLink g = cntest::playByLink(static_cast<std::uint64_t>(turns), turns);
    if (!g.error.empty()) return std::fprintf(stderr, "%s\n", g.error.c_str()), 1;
    put("bylink" + std::to_string(turns), g.lastLink);
    putSession("a" + std::to_string(turns), *g.allied, std::nullopt);
  }
  return 0;
}
