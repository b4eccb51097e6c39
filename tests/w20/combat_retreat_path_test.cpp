// Ruling W18 (9.8-9.816): retreat paths and their priorities, hazards, partial paths, on a
// board of the Waterloo 20 grid (W4 geometry) with the features each case needs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <utility>

#include "games/w20/retreat.h"

namespace w20 {
namespace {

// Hex index = CCRR code itself; W4 neighbours and cube distance.
class GridBoard : public RetreatBoard {
 public:
  std::set<int> enemies, friends;
  std::set<std::pair<int, int>> rivers, bridges;  // sides, stored both ways
  std::vector<int> locs;

  static bool onMap(int c, int r) { return c >= 1 && c <= 22 && r >= 1 && r <= 26; }
  int neighbours(int hex, int out[6]) const override {
    int count = 0;
    const int c = hex / 100, r = hex % 100;
    const bool even = c % 2 == 0;
    const int d[6][2] = {
        {0, -1},           {0, 1}, {1, even ? 0 : -1}, {1, even ? 1 : 0}, {-1, even ? 0 : -1},
        {-1, even ? 1 : 0}};
    for (const auto& s : d)
      if (onMap(c + s[0], r + s[1])) out[count++] = (c + s[0]) * 100 + r + s[1];
    return count;
  }
  int distance(int a, int b) const override {
    auto cube = [](int h, int& x, int& y, int& z) {
      const int q = h / 100 - 1, row = h % 100 - 1;
      x = q;
      z = row - (q - (q & 1)) / 2;
      y = -x - z;
    };
    int ax, ay, az, bx, by, bz;
    cube(a, ax, ay, az);
    cube(b, bx, by, bz);
    return std::max({std::abs(ax - bx), std::abs(ay - by), std::abs(az - bz)});
  }
  bool side(const std::set<std::pair<int, int>>& s, int a, int b) const {
    return s.count({a, b}) || s.count({b, a});
  }
  bool unbridgedRiver(int a, int b) const override {
    return side(rivers, a, b) && !side(bridges, a, b);
  }
  bool bridge(int a, int b) const override { return side(bridges, a, b); }
  bool enemyOccupied(int hex) const override { return enemies.count(hex) > 0; }
  bool friendlyOccupied(int hex) const override { return friends.count(hex) > 0; }
  bool enemyZoc(int hex) const override {
    int n[6];
    const int count = neighbours(hex, n);
    for (int i = 0; i < count; ++i)
      if (enemies.count(n[i]) && !unbridgedRiver(hex, n[i])) return true;
    return false;
  }
  const std::vector<int>& locHexes() const override { return locs; }
};

bool has(const std::vector<RetreatPlan>& plans, std::vector<int> hexes) {
  return std::any_of(plans.begin(), plans.end(),
                     [&](const RetreatPlan& p) { return p.hexes == hexes; });
}

TEST(Retreat, W20_9_816_EachHexOneFartherAndExactlyNAway) {
  GridBoard b;
  b.locs = {2218, 2204};  // Prussian (9.815)
  const auto plans = allowedRetreats(b, 1518, 2);
  ASSERT_FALSE(plans.empty());
  for (const auto& p : plans) {
    ASSERT_EQ(p.hexes.size(), 2u);
    EXPECT_EQ(b.distance(1518, p.hexes[0]), 1);
    EXPECT_EQ(b.distance(1518, p.hexes[1]), 2);
    EXPECT_TRUE(p.full);
    EXPECT_TRUE(p.closerToLoc);  // 9.815: every path kept ends nearer an LOC hex
  }
  // Back and forth is not a retreat.
  EXPECT_STREQ(retreatPathFault(b, 1518, 2, plans, {1517, 1518}), "9.816");
  // Westward, away from both Prussian LOC hexes: set aside by 9.815.
  EXPECT_STREQ(retreatPathFault(b, 1518, 2, plans, {1418, 1318}), "9.815");
}

TEST(Retreat, W20_9_812_FewestEnemyZocHexesFirst) {
  GridBoard b;
  b.locs = {2218, 2204};
  b.enemies = {1420, 1620};  // south of 1518/1519 area
  const auto plans = allowedRetreats(b, 1519, 1);
  for (const auto& p : plans) EXPECT_EQ(p.zocHexes, 0);
  EXPECT_FALSE(has(plans, {1520}));  // in the ZOC of both
  EXPECT_STREQ(retreatPathFault(b, 1519, 1, plans, {1520}), "9.812");
}

TEST(Retreat, W20_9_811_NoCrossingAnUnbridgedRiverBridgeRolls) {
  GridBoard b;
  b.locs = {826, 626};
  // Unit at 0825 (Charleroi); every southern side is river, 0825|0826 bridged.
  int n[6];
  const int count = b.neighbours(825, n);
  for (int i = 0; i < count; ++i)
    if (n[i] % 100 == 26 || n[i] == 826) b.rivers.insert({825, n[i]});
  b.bridges.insert({825, 826});
  // Enemies north so that only the south is free.
  b.enemies = {824, 723, 923};
  const auto plans = allowedRetreats(b, 825, 1);
  ASSERT_FALSE(plans.empty());
  for (const auto& p : plans) EXPECT_NE(p.hexes[0], 726);  // across the unbridged side
  ASSERT_TRUE(has(plans, {826}));
  const auto hz = retreatHazards(b, 825, {826});
  ASSERT_EQ(hz.size(), 1u);
  EXPECT_TRUE(hz[0].bridge);
  EXPECT_STREQ(retreatPathFault(b, 825, 1, plans, {726}), "9.811");
}

TEST(Retreat, W20_9_814_MayPassFriendsNotEndOnThem) {
  GridBoard b;
  b.locs = {601, 105};
  b.enemies = {915, 1014, 814, 1015, 815};  // all around 0914 but the north
  b.friends = {913};
  // 0914 -> 0913 (friend) -> 0912 is the way north.
  const auto plans = allowedRetreats(b, 914, 2);
  ASSERT_FALSE(plans.empty());
  for (const auto& p : plans) {
    EXPECT_TRUE(p.full);
    EXPECT_FALSE(b.friendlyOccupied(p.hexes.back()));
  }
  EXPECT_STREQ(retreatPathFault(b, 914, 1, allowedRetreats(b, 914, 1), {913}), "9.814");
  EXPECT_STREQ(retreatPathFault(b, 914, 1, allowedRetreats(b, 914, 1), {915}), "6.23");
}

TEST(Retreat, Ruling_W18_PartialPathWhenNoFullOneAndInPlaceWhenNone) {
  GridBoard b;
  b.locs = {601, 105};
  // 0101 corner: neighbours 0102, 0201 (odd column: NE is (2, 0) off map, SE 0201).
  b.enemies = {102};
  b.friends = {201};
  // Length 3: from 0101 only 0201 is open; 0202, 0301 etc. at distance 2.
  b.enemies.insert({202, 301, 302});
  auto plans = allowedRetreats(b, 101, 3);
  ASSERT_EQ(plans.size(), 1u);
  EXPECT_FALSE(plans[0].full);
  EXPECT_EQ(plans[0].hexes, (std::vector<int>{201}));  // eliminated there, on the friend
  b.enemies.insert(201);
  b.friends.clear();
  EXPECT_TRUE(allowedRetreats(b, 101, 3).empty());  // cannot leave: eliminated in place
}

TEST(Retreat, Ruling_W18_ZocHazardDieAndBridgeFirst) {
  GridBoard b;
  b.enemies = {1707};
  b.rivers.insert({1604, 1705});
  b.bridges.insert({1604, 1705});
  // 1604 -> 1705 crosses the Wavre bridge; 1706 beyond it lies beside the enemy at 1707.
  const auto hz = retreatHazards(b, 1604, {1705, 1706});
  ASSERT_GE(hz.size(), 2u);
  EXPECT_EQ(hz[0].index, 0);
  EXPECT_TRUE(hz[0].bridge);
  EXPECT_FALSE(hz.back().bridge);  // 1706 is beside 1707
  EXPECT_TRUE(hazardKills(3));
  EXPECT_FALSE(hazardKills(4));
}

}  // namespace
}  // namespace w20
