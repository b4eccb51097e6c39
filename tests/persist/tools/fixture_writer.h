// What the fixture makers of tests/persist/fixtures/ share (make_fixtures.cpp,
// make_start_fixtures.cpp): a fixed player's entropy, and one fixture file in the format of
// tests/persist/fixtures/README.md (what opening the text must give, then the text).
#pragma once

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "commit.h"
#include "serialize.h"

namespace fixturewriter {

inline std::uint64_t fnv(const std::vector<std::uint8_t>& bytes) {
  std::uint64_t h = 1469598103934665603ull;
  for (std::uint8_t b : bytes) h = (h ^ b) * 1099511628211ull;
  return h;
}

inline naw::persist::Entropy entropy(std::uint8_t seed) {
  naw::persist::Entropy e{};
  for (std::size_t i = 0; i < e.size(); ++i) e[i] = static_cast<std::uint8_t>(seed * 31 + i);
  return e;
}

// <dir>/<name>.txt: "# what", kind, turn, phase, step, losses, state (FNV-1a of the engine's
// save bytes of the opened state), actions, text.
inline void write(const std::string& dir, const std::string& name, const std::string& what,
                  const char* kind, const naw::GameState& s, long actions,
                  const std::string& text) {
  std::ofstream f(dir + "/" + name + ".txt");
  f << "# " << what << "\n";
  f << "kind " << kind << "\n";
  f << "turn " << int(s.turn) << "\n";
  f << "phase " << naw::phaseName(s.phase) << "\n";
  f << "step " << naw::stepName(s.step) << "\n";
  f << "losses " << s.frenchLost << " " << s.alliedLost << "\n";
  char hex[32];
  std::snprintf(hex, sizeof hex, "%016llx",
                static_cast<unsigned long long>(fnv(naw::saveState(s))));
  f << "state " << hex << "\n";
  f << "actions " << actions << "\n";
  f << "text " << text << "\n";
  std::fprintf(stderr, "%s: turn %d %s, losses %d/%d, %ld actions, %zu chars\n", name.c_str(),
               int(s.turn), naw::phaseName(s.phase), s.frenchLost, s.alliedLost, actions,
               text.size());
}

}  // namespace fixturewriter
