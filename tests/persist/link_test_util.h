// Helpers of the turn-link tests of the games by link (cn_match_test, nlb_match_test): a
// result's value or its test failure, an error's kind, and a fixture file's fields.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "error.h"

namespace linktest {

template <class T>
T ok(naw::persist::Result<T> r) {  // by value: the results are temporaries
  if (auto* e = std::get_if<naw::persist::Error>(&r)) ADD_FAILURE() << e->message;
  return std::move(std::get<T>(r));
}
template <class T>
naw::persist::ErrorKind kindOf(const naw::persist::Result<T>& r) {
  return std::holds_alternative<naw::persist::Error>(r) ? std::get<naw::persist::Error>(r).kind
                                                        : naw::persist::ErrorKind::Internal;
}

// A fixture: "# what" lines, then "key value" lines (tests/persist/fixtures/README.md).
inline std::map<std::string, std::string> readFixture(const std::filesystem::path& p) {
  std::map<std::string, std::string> out;
  std::ifstream in(p);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto sp = line.find(' ');
    out[line.substr(0, sp)] = sp == std::string::npos ? "" : line.substr(sp + 1);
  }
  return out;
}

}  // namespace linktest
