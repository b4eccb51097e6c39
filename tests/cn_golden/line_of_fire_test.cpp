// Ruling C14 exhaustively: for EVERY ordered pair (artillery square, target square) of non-woods
// squares two apart on the Computer Napoleonics map, a pure bombardment `declare -> D
// bombard=B` is accepted unless woods block the line of fire (7.6), and then it is refused
// naming 7.6 or C14.
//
// The blocked pairs are NOT taken from the engine: they come from the independent oracle
//     python3 tests/tools/cn_oracle.py --los --cpp
// (3452 pairs, 52 blocked, checksum 3275077475), which applies C14 as written (straight: the
// one middle square is woods; between: both middle squares are woods) and checks it, in
// --selftest, against the straight line between centres on the hex lattice of C2. The grid
// below (rows 51-70, lo(r) = 25 + ceil(r/2), distance max(|dr|, |dc|, |dr - dc|)) and the
// woods list (the oracle's reading of cn-map.csv) are the test's own, not the engine's.
// A French artillery unit fires at an Allied unit; from row 70, where no French unit may
// stand (C8), an Allied one fires at a French unit.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tools/cli_kit.h"

namespace {

constexpr const char* kWoods =
    "5254 5452 5769 5854 5860 5961 6370 6474 6575 6658 6759 6760 6861 6863 6960 7060 7061 7062 "
    "7064 7068";

constexpr const char* kBlocked =
    "5153-5355 5154-5354 5253-5255 5255-5253 5354-5154 5355-5153 5668-5870 5669-5869 5760-5960 "
    "5768-5770 5770-5768 5859-5861 5861-5859 5861-5960 5861-6061 5869-5669 5870-5668 5960-5760 "
    "5960-5861 5960-5962 5962-5960 6061-5861 6269-6471 6270-6470 6369-6371 6371-6369 6374-6574 "
    "6470-6270 6471-6269 6574-6374 6659-6859 6659-6860 6660-6860 6761-6860 6761-6961 6762-6964 "
    "6763-6963 6859-6659 6860-6659 6860-6660 6860-6761 6860-6862 6862-6860 6862-6864 6864-6862 "
    "6961-6761 6963-6763 6964-6762 7063-7065 7065-7063 7067-7069 7069-7067 ";

std::set<std::string> wordSet(const char* text) {
  std::set<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.insert(w);
  return out;
}

std::string square(int r, int c) { return std::to_string(r * 100 + c); }

TEST(Golden_CN_C14, LineOfFireOfEveryRangeTwoPair) {
  const auto woods = wordSet(kWoods);
  const auto blocked = wordSet(kBlocked);
  ASSERT_EQ(woods.size(), 20u);
  ASSERT_EQ(blocked.size(), 52u);
  // 1.4's figure: Hougomont wood 5860 lies straight between 5861 and 5859.
  EXPECT_EQ(blocked.count("5861-5859"), 1u);

  struct Sq {
    int r, c;
  };
  std::vector<Sq> open;
  for (int r = 51; r <= 70; ++r) {
    const int lo = 25 + (r + 1) / 2;
    for (int c = lo; c < lo + 18; ++c)
      if (!woods.count(square(r, c))) open.push_back({r, c});
  }
  ASSERT_EQ(open.size(), 340u);

  int pairs = 0, refusedCount = 0;
  long checksum = 0;
  for (const Sq& a : open) {
    for (const Sq& t : open) {
      const int dr = t.r - a.r, dc = t.c - a.c;
      if (std::max({std::abs(dr), std::abs(dc), std::abs(dr - dc)}) != 2) continue;
      ++pairs;
      const std::string A = square(a.r, a.c), T = square(t.r, t.c), key = A + "-" + T;
      const bool french = a.r != 70;
      const std::string gun = french ? "aa" : "AC", target = french ? "IQ" : "il";
      nawtest::Game g;
      ASSERT_TRUE(g.ok("new scenario=cn; clear; place " + gun + " " + A + "; place " + target +
                       " " + T + "; set turn=1 phase=" + (french ? "french" : "allied") +
                       "-move; end"));
      const auto w = nawtest::splitWords(g.line("declare -> " + target + " bombard=" + gun));
      const bool refused = !w.empty() && w[0] == "error";
      refusedCount += refused;
      if (refused) checksum += std::stol(A) * 10000 + std::stol(T);
      if (blocked.count(key)) {
        EXPECT_TRUE(refused && w.size() > 1 && (w[1] == "7.6" || w[1] == "C14"))
            << key << " should be blocked (7.6, C14)";
      } else {
        EXPECT_FALSE(refused) << key << " should be open: " << (w.empty() ? "" : w[0])
                              << (w.size() > 1 ? " " + w[1] : "");
      }
    }
  }
  EXPECT_EQ(pairs, 3452);
  EXPECT_EQ(refusedCount, 52);
  EXPECT_EQ(checksum % (1L << 32), 3275077475L);
}

}  // namespace
