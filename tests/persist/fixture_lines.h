// The "key value" lines of a fixture file (tests/persist/fixtures/w20/: `#` lines are
// comments), for the tests that open saves made by earlier builds.
#pragma once

#include <filesystem>
#include <fstream>
#include <map>
#include <string>

namespace fixtures {

inline std::map<std::string, std::string> keyValueLines(const std::filesystem::path& file) {
  std::ifstream f(file);
  std::map<std::string, std::string> out;
  std::string line;
  while (std::getline(f, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    out[line.substr(0, space)] = line.substr(space + 1);
  }
  return out;
}

}  // namespace fixtures
