// Golden replay for Computer Napoleonics: seeded full games of legal random actions (`bench
// scenario=cn`, cli-protocol-cn.md), with their total action count and combined final-state
// hash pinned. Any change in the rules (or in the order of legal actions, or in the random
// generator) changes these numbers; when it does on purpose, re-measure with
//     printf 'bench scenario=cn games=1 seed=1\nbench scenario=cn games=20 seed=7\n' | naw-cli
// and say why in the commit. Pinned after the engine passed the oracle's golden tests of this
// folder and tests/tools/cn_crosscheck.py (0 disagreements), on build h2 (merge of h1 87cac57).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tools/cli_kit.h"

namespace {

std::string field(const std::vector<std::string>& words, const std::string& key) {
  for (const std::string& w : words)
    if (w.rfind(key + "=", 0) == 0) return w.substr(key.size() + 1);
  return "(missing " + key + ")";
}

void checkBench(const std::string& cmd, const std::string& actions, const std::string& hash) {
  nawtest::Game g;
  const auto words = g.query(cmd);
  EXPECT_EQ(field(words, "actions"), actions) << cmd;
  EXPECT_EQ(field(words, "hash"), hash) << cmd;
  // the same command again gives the same numbers (no hidden state between games)
  const auto again = g.query(cmd);
  EXPECT_EQ(field(again, "hash"), hash) << cmd << " repeated";
}

TEST(Golden_CN_Replay, OneRandomGameSeed1) {
  checkBench("bench scenario=cn games=1 seed=1", "324", "56c0ce97ba5fed45");
}

TEST(Golden_CN_Replay, TwentyRandomGamesSeed7) {
  checkBench("bench scenario=cn games=20 seed=7", "6746", "cdd0db4c1cbf46b7");
}

}  // namespace
