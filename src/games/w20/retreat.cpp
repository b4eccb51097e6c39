// Ruling W18: enumerate the retreat paths (each hex one farther from the start), keep the
// legal ones, then apply the priorities: fewest enemy-ZOC hexes, fewest friendly hexes,
// ending closer to a LOC hex of the army where any path does.
#include "games/w20/retreat.h"

#include <algorithm>
#include <climits>
#include <utility>

namespace w20 {

namespace {

// Depth-first over the paths whose every hex is one farther from the start (W18), with the
// priorities' counts kept along the path. Pass 1 (`partialLength` 0) collects the legal
// full-length paths and the length of the longest legal prefix; pass 2, only if no full
// path exists, collects the prefixes of that length (their last hex may hold a friend).
struct Search {
  const RetreatBoard& b;
  int start;
  int length;
  int wantPartial = 0;  // pass 2: the length of the partial paths to collect
  int longest = 0;      // pass 1: the longest legal prefix seen
  std::vector<RetreatPlan> plans;
  std::vector<int> path;
  std::vector<int> startLoc;  // distance from the start to each LOC hex

  void note(bool isFull, int zoc, int friendly) {
    RetreatPlan p;
    p.hexes = path;
    p.full = isFull;
    p.zocHexes = zoc;
    p.friendlyHexes = friendly;
    const int end = path.back();
    for (std::size_t i = 0; i < startLoc.size(); ++i)
      if (b.distance(end, b.locHexes()[i]) < startLoc[i]) p.closerToLoc = true;
    plans.push_back(std::move(p));
  }

  void extend(int from, int zoc, int friendly) {
    const int step = static_cast<int>(path.size());  // hexes entered so far
    int next[6];
    const int count = b.neighbours(from, next);
    for (int i = 0; i < count; ++i) {
      const int h = next[i];
      if (b.distance(start, h) != step + 1) continue;  // W18: one farther each hex (9.816)
      if (b.enemyOccupied(h) || b.unbridgedRiver(from, h)) continue;  // 9.811, W18
      const int len = step + 1;
      const int z = zoc + (b.enemyZoc(h) ? 1 : 0);
      const bool friendHere = b.friendlyOccupied(h);
      const int f = friendly + (friendHere ? 1 : 0);
      path.push_back(h);
      if (longest < len) longest = len;
      if (wantPartial) {
        if (len == wantPartial)
          note(false, z, f);  // may end on a friend: it dies there
        else
          extend(h, z, f);
      } else if (len == length) {
        if (!friendHere) note(true, z, f);  // 9.814: never end on a friend
      } else {
        extend(h, z, f);
      }
      path.pop_back();
    }
  }
};

void keepBest(std::vector<RetreatPlan>& plans) {
  if (plans.empty()) return;
  int minZoc = INT_MAX;
  for (const auto& p : plans) minZoc = std::min(minZoc, p.zocHexes);
  plans.erase(std::remove_if(plans.begin(), plans.end(),
                             [&](const RetreatPlan& p) { return p.zocHexes != minZoc; }),
              plans.end());
  int minFriendly = INT_MAX;
  for (const auto& p : plans) minFriendly = std::min(minFriendly, p.friendlyHexes);
  plans.erase(std::remove_if(plans.begin(), plans.end(),
                             [&](const RetreatPlan& p) { return p.friendlyHexes != minFriendly; }),
              plans.end());
  const bool anyCloser =
      std::any_of(plans.begin(), plans.end(), [](const RetreatPlan& p) { return p.closerToLoc; });
  if (anyCloser)
    plans.erase(std::remove_if(plans.begin(), plans.end(),
                               [](const RetreatPlan& p) { return !p.closerToLoc; }),
                plans.end());
  std::sort(plans.begin(), plans.end(),
            [](const RetreatPlan& a, const RetreatPlan& c) { return a.hexes < c.hexes; });
}

}  // namespace

std::vector<RetreatPlan> allowedRetreats(const RetreatBoard& b, int start, int length) {
  if (length <= 0) return {};
  Search s{b, start, length, 0, 0, {}, {}, {}};
  for (int loc : b.locHexes()) s.startLoc.push_back(b.distance(start, loc));
  s.extend(start, 0, 0);
  if (s.plans.empty() && s.longest > 0) {
    s.wantPartial = s.longest;
    s.extend(start, 0, 0);
  }
  keepBest(s.plans);
  return std::move(s.plans);
}

const char* retreatPathFault(const RetreatBoard& b, int start, int length,
                             const std::vector<RetreatPlan>& plans, const std::vector<int>& path) {
  for (const auto& p : plans)
    if (p.hexes == path) return nullptr;
  if (plans.empty()) return "9.816";
  // Name the first rule the path breaks, for the refusal.
  int from = start;
  int next[6];
  for (std::size_t i = 0; i < path.size(); ++i) {
    const int h = path[i];
    const int count = b.neighbours(from, next);
    if (std::find(next, next + count, h) == next + count) return "9.8";
    if (b.distance(start, h) != static_cast<int>(i) + 1) return "9.816";
    if (b.enemyOccupied(h)) return "6.23";
    if (b.unbridgedRiver(from, h)) return "9.811";
    from = h;
  }
  const bool full = plans.front().full;
  if (static_cast<int>(path.size()) !=
      (full ? length : static_cast<int>(plans.front().hexes.size())))
    return "9.816";
  if (full && !path.empty() && b.friendlyOccupied(path.back())) return "9.814";
  // A legal path the priorities set aside.
  RetreatPlan mine;
  for (int h : path) {
    mine.zocHexes += b.enemyZoc(h) ? 1 : 0;
    mine.friendlyHexes += b.friendlyOccupied(h) ? 1 : 0;
  }
  const RetreatPlan& best = plans.front();
  if (mine.zocHexes > best.zocHexes) return "9.812";
  if (mine.friendlyHexes > best.friendlyHexes) return "9.814";
  return "9.815";
}

std::vector<RetreatHazard> retreatHazards(const RetreatBoard& b, int start,
                                          const std::vector<int>& path) {
  std::vector<RetreatHazard> out;
  int from = start;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const int h = path[i];
    if (b.bridge(from, h)) out.push_back({static_cast<int>(i), true});
    if (b.enemyZoc(h)) out.push_back({static_cast<int>(i), false});
    from = h;
  }
  return out;
}

}  // namespace w20
