// Writes the NLB Waterloo turn-link and save fixtures of tests/persist/fixtures/nlb/ (read by
// tests/persist/nlb_match_test.cpp). Run once, when they were made; never to make a test
// pass:  cmake --build <dir> --target naw-nlb-fixtures &&
//        <dir>/src/modules/naw-nlb-fixtures tests/persist/fixtures/nlb
// The version 1 saves are written by modules::saveGame, the only NLB save of the builds
// before saves held the computer (body version 2).
#include <cstdio>
#include <fstream>
#include <iostream>

#include "../nlb_test_util.h"
#include "nlb_module.h"
#include "registry.h"

namespace {

void write(const std::string& dir, const std::string& name, const std::string& what,
           const std::string& kind, const modules::NlbSession& s, const std::string& computer,
           const std::string& text) {
  const nlb::Game& g = s.game();
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(g.hash()));
  std::ofstream out(dir + "/" + name);
  out << "# " << what << "\n"
      << "kind " << kind << "\n"
      << "dice " << (s.byLink() ? "committed" : "seeded") << "\n"
      << "computer " << computer << "\n"
      << "turn " << int(g.state().turn) << "\n"
      << "phase " << nlb::phaseName(g.state().phase) << "\n"
      << "state " << hash << "\n"
      << "actions " << s.match().actions.size() << "\n"
      << "text " << text << "\n";
  std::cout << name << ": " << text.size() << " characters, " << s.match().actions.size()
            << " actions\n";
}

void playUntilTurn(modules::NlbSession& s, core::Rng& rng, int turn) {
  while (!s.game().over() && s.game().state().turn < turn)
    s.apply(nlb::randomAction(s.game(), rng));
}

std::string v1Save(const modules::NlbSession& s, const naw::persist::SaveMeta& meta) {
  const auto game =
      modules::wrapNlb(s.game(), {s.match().seed, s.match().variant, s.match().actions});
  return std::get<std::string>(modules::saveGame(*game, meta));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: naw-nlb-fixtures <directory>\n";
    return 2;
  }
  const std::string dir = argv[1];
  {
    modules::NlbSession s = modules::NlbSession::local(31, false);
    core::Rng rng{31};
    playUntilTurn(s, rng, 3);
    write(dir, "nlb-turn-hotseat-t3.txt", "hot-seat turn link, seed 31, at turn 3", "turn", s,
          "none", s.link());
    write(dir, "nlb-save-v1-hotseat-t3.txt", "version 1 save of that game (no computer)", "save", s,
          "none", v1Save(s, {"hot-seat", 1, 2, 3}));
    write(dir, "nlb-save-computer-allied-t3.txt",
          "version 2 save of that game against the computer (Allies, hard)", "save", s, "allied/4",
          std::get<std::string>(
              modules::saveNlbSession(s, {{false, true}, 4}, {"vs computer", 1, 2, 3})));
  }
  {
    modules::NlbSession s = modules::NlbSession::local(32, true);
    core::Rng rng{32};
    playUntilTurn(s, rng, 11);
    write(dir, "nlb-turn-grouchy-over.txt", "hot-seat turn link, Grouchy variant, game over",
          "turn", s, "none", s.link());
    write(dir, "nlb-save-v1-grouchy-over.txt", "version 1 save of that game", "save", s, "none",
          v1Save(s, {"grouchy", 4, 5, 6}));
  }
  {
    nlbtest::ByLink g = nlbtest::playByLink(7, 9);
    if (!g.error.empty()) return std::cerr << g.error << "\n", 1;
    write(dir, "nlb-turn-bylink.txt",
          "turn link of a game by link (committed dice), opened without a secret", "turn",
          *g.allied, "none", g.lastLink);
    write(dir, "nlb-save-bylink-allied.txt", "save of the Allied player of that game (secret kept)",
          "save", *g.allied, "none",
          std::get<std::string>(modules::saveNlbSession(*g.allied, {}, {"by link", 1, 2, 3})));
  }
  {
    modules::NlbSession start = modules::NlbSession::local(33, false);
    core::Rng rng{33};
    playUntilTurn(start, rng, 2);
    modules::NlbSession s = modules::NlbSession::fromPosition(start.game().state());
    playUntilTurn(s, rng, 4);
    write(dir, "nlb-turn-position-t4.txt", "turn link of a game opened from a position link",
          "turn", s, "none", s.link());
  }
  return 0;
}
