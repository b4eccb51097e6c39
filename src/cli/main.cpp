// naw-cli: reads protocol lines from stdin (or from the files named as arguments, in order)
// and prints each answer. Exits 0 at end of input (cli-protocol.md, "Running").
#include <fstream>
#include <iostream>
#include <string>

#include "cli_session.h"

namespace {
void run(std::istream& in, naw::cli::Session& session) {
  std::string line;
  while (std::getline(in, line)) {
    std::cout << session.execute(line);
    std::cout.flush();
  }
}
}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  naw::cli::Session session;
  if (argc <= 1) {
    run(std::cin, session);
    return 0;
  }
  for (int i = 1; i < argc; ++i) {
    std::ifstream file(argv[i]);
    if (!file) {
      std::cerr << "naw-cli: cannot open " << argv[i] << "\n";
      continue;
    }
    run(file, session);
  }
  return 0;
}
