// core::stableSort (src/core/stable_sort.h) must give exactly std::stable_sort's order: the
// computer players and the obligation search sort with it, and their choices (and so the
// bench and golden signatures) depend on the order of equal items.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/rng.h"
#include "core/stable_sort.h"

namespace {

struct Item {
  int key = 0;
  int tag = 0;  // where it was: tells equal keys apart
  bool operator==(const Item& o) const { return key == o.key && tag == o.tag; }
};

TEST(StableSort, SameOrderAsStdStableSortWithManyTies) {
  core::Rng rng{7};
  for (int round = 0; round < 200; ++round) {
    const std::uint32_t n = rng.below(60);
    std::vector<Item> items;
    for (std::uint32_t i = 0; i < n; ++i)
      items.push_back({static_cast<int>(rng.below(5)), static_cast<int>(i)});
    std::vector<Item> expected = items;
    const auto byKeyDown = [](const Item& a, const Item& b) { return a.key > b.key; };
    std::stable_sort(expected.begin(), expected.end(), byKeyDown);
    core::stableSort(items, byKeyDown);
    ASSERT_EQ(items, expected) << "round " << round;
  }
}

TEST(StableSort, OperatorLessAndIndexVectorsAsTheCallersUseThem) {
  std::vector<std::pair<int, int>> keyed{{3, 0}, {1, 1}, {3, -1}, {0, 2}, {1, 0}};
  std::vector<std::pair<int, int>> expected = keyed;
  std::stable_sort(expected.begin(), expected.end());
  core::stableSort(keyed);
  EXPECT_EQ(keyed, expected);
  // An order of indices by a table the comparator captures (the computer's movers).
  const std::vector<int> nearest{4, 2, 4, 1, 2};
  std::vector<std::size_t> order{0, 1, 2, 3, 4};
  core::stableSort(order, [&](std::size_t x, std::size_t y) { return nearest[x] < nearest[y]; });
  EXPECT_EQ(order, (std::vector<std::size_t>{3, 1, 4, 0, 2}));
}

TEST(StableSort, MovesItemsThatCannotBeCopied) {
  std::vector<std::unique_ptr<std::string>> v;
  for (const char* s : {"bb", "a", "ccc", "d"}) v.push_back(std::make_unique<std::string>(s));
  core::stableSort(v, [](const auto& a, const auto& b) { return a->size() < b->size(); });
  std::vector<std::string> got;
  for (const auto& p : v) got.push_back(*p);
  EXPECT_EQ(got, (std::vector<std::string>{"a", "d", "bb", "ccc"}));
}

}  // namespace
