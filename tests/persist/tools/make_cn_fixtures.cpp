// Writes the Computer Napoleonics turn-link and save fixtures of tests/persist/fixtures/cn/
// (read by tests/persist/cn_match_test.cpp). Run once, when they were made; never to make a
// test pass:  cmake --build <dir> --target naw-cn-fixtures &&
//             <dir>/src/modules/naw-cn-fixtures tests/persist/fixtures/cn
#include <cstdio>
#include <fstream>
#include <iostream>

#include "../cn_test_util.h"
#include "registry.h"

namespace {

// Writes a fixture that is not there yet (the committed ones are never made again).
// `computer`: a save's computer ("french normal"; "" none, not written).
void write(const std::string& dir, const std::string& name, const std::string& what,
           const std::string& kind, const modules::CnSession& s, const std::string& text,
           const std::string& computer = "") {
  if (std::ifstream(dir + "/" + name)) {
    std::cout << name << ": kept\n";
    return;
  }
  const cn::Game& g = s.game();
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(g.hash()));
  std::ofstream out(dir + "/" + name);
  out << "# " << what << "\n"
      << "kind " << kind << "\n"
      << "dice " << (s.byLink() ? "committed" : "seeded") << "\n"
      << "turn " << int(g.state().turn) << "\n"
      << "phase " << cn::phaseName(g.state().phase) << "\n"
      << "state " << hash << "\n"
      << "actions " << s.match().actions.size() << "\n"
      << (computer.empty() ? "" : "computer " + computer + "\n") << "text " << text << "\n";
  std::cout << name << ": " << text.size() << " characters, " << s.match().actions.size()
            << " actions\n";
}

void playUntilTurn(modules::CnSession& s, cn::RandomPlayer& p, int turn) {
  while (!s.game().over() && s.game().state().turn < turn) s.apply(p.choose(s.game()));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: naw-cn-fixtures <directory>\n";
    return 2;
  }
  const std::string dir = argv[1];
  {
    modules::CnSession s = modules::CnSession::local(21, false);
    cn::RandomPlayer p(21);
    playUntilTurn(s, p, 3);
    write(dir, "cn-turn-hotseat-t3.txt", "hot-seat turn link, seed 21, at turn 3", "turn", s,
          s.link());
  }
  {
    modules::CnSession s = modules::CnSession::local(22, true);
    cn::RandomPlayer p(22);
    playUntilTurn(s, p, 11);
    write(dir, "cn-turn-solitaire-over.txt", "solitaire (computer Allies) turn link, game over",
          "turn", s, s.link());
  }
  {
    cntest::ByLink g = cntest::playByLink(5, 7);
    if (!g.error.empty()) return std::cerr << g.error << "\n", 1;
    write(dir, "cn-turn-bylink-t4.txt",
          "turn link of a game by link (committed numbers), opened without a secret", "turn",
          *g.allied, g.lastLink);
    write(dir, "cn-save-bylink-allied.txt", "save of the Allied player of that game (secret kept)",
          "save", *g.allied,
          std::get<std::string>(modules::saveCnSession(*g.allied, {"by link", 1, 2, 3})));
  }
  {
    modules::CnSession start = modules::CnSession::local(23, false);
    cn::RandomPlayer p(23);
    playUntilTurn(start, p, 2);
    modules::CnSession s = modules::CnSession::fromPosition(start.game().state());
    playUntilTurn(s, p, 4);
    write(dir, "cn-turn-position-t4.txt", "turn link of a game opened from a position link", "turn",
          s, s.link());
    write(dir, "cn-save-position-t4.txt", "save of that game", "save", s,
          std::get<std::string>(modules::saveCnSession(s, {"from a position", 4, 5, 6})));
  }
  {
    // Save body version 3: a game against the computer, which plays the French at normal.
    modules::CnSession s = modules::CnSession::local(24, false);
    cn::RandomPlayer p(24);
    playUntilTurn(s, p, 3);
    write(dir, "cn-save-computer-french-normal.txt",
          "save (body version 3) of a game against the computer: the French, normal", "save", s,
          std::get<std::string>(modules::saveCnSession(s, {"against the computer", 7, 8, 9},
                                                       modules::CnComputer{cn::Side::French, 1})),
          "french normal");
  }
  return 0;
}
