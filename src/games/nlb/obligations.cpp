// N9 as the standard game's R7: whether every obligation that must still be met can be met
// by attacks possible in the position, as a whole (not each one on its own). A backtracking
// search over attack groups: each unmet obligation joins a group being built or starts one
// with a partner. Any legal set of attacks splits into groups built this way (several
// attacking stacks against one hex, or one stack against several hexes it touches, plus
// batteries), so the search is complete. The nodes are this game's: an attacking hex in an
// enemy zone with every unit of it that has not attacked (N9 stacks), a chateau unit (no
// zone, may attack), the batteries of one hex out of every zone (8.13: they fire once, in
// one attack), and each attackable enemy hex (all its units defend together; 7.44).
#include <algorithm>

#include "games/nlb/combat.h"
#include "games/nlb/game.h"

namespace nlb {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

class Feasibility {
 public:
  Feasibility(const Game& g, const Game::Flags& f, const std::array<bool, kMaxUnits>& required,
              const Game::Field& zones) {
    const Board& b = g.board();
    const State& s = g.state();
    const int side = g.sideToMove();
    std::array<std::int8_t, kMaxHexes> defNode, attNode;
    defNode.fill(-1);
    attNode.fill(-1);
    // Defending hexes: attackable when none of its units advanced and one has not been
    // attacked (7.44); obliged when a required unit there has not been attacked.
    for (int u = 0; u < g.unitCount(); ++u) {
      const int h = s.where[ix(u)];
      if (h < 0 || g.sideOf(u) == side) continue;
      if (defNode[ix(h)] < 0) {
        if (nDef_ == kMaxNodes) {
          overflow_ = true;
          continue;
        }
        defNode[ix(h)] = static_cast<std::int8_t>(nDef_);
        defHex_[ix(nDef_)] = static_cast<std::int16_t>(h);
        defOk_[ix(nDef_)] = defObliged_[ix(nDef_)] = 0;
        ++nDef_;
      }
      const int d = defNode[ix(h)];
      if (f[ix(u)] & kAdvanced) defOk_[ix(d)] = 2;  // 7.52: never attacked again
      if (!(f[ix(u)] & kDefended) && defOk_[ix(d)] == 0) defOk_[ix(d)] = 1;
      if (required[ix(u)] && !(f[ix(u)] & kDefended)) defObliged_[ix(d)] = 1;
    }
    for (int d = 0; d < nDef_; ++d) {
      if (defOk_[ix(d)] == 2) defOk_[ix(d)] = 0;
      if (defObliged_[ix(d)] && !defOk_[ix(d)]) impossible_ = true;
    }
    // Attacking nodes.
    std::array<std::uint8_t, kMaxHexes> batteryFired{};
    for (int u = 0; u < g.unitCount(); ++u) {
      const int h = s.where[ix(u)];
      if (h >= 0 && g.sideOf(u) == side && (f[ix(u)] & kAttacked) &&
          g.rules().unit(u).type == naw::UnitType::Artillery)
        batteryFired[ix(h)] = 1;
    }
    for (int u = 0; u < g.unitCount(); ++u) {
      const int h = s.where[ix(u)];
      if (h < 0 || g.sideOf(u) != side || (f[ix(u)] & (kAttacked | kAdvanced))) continue;
      const bool zone = zones.zoc[ix(h)];
      const bool artillery = g.rules().unit(u).type == naw::UnitType::Artillery;
      const bool adjacentAttacker = zone || b.chateau(h);
      const bool bombards =
          !zone && artillery && !(f[ix(u)] & (kNoFire | kPairFired)) && !batteryFired[ix(h)];
      if (!adjacentAttacker && !bombards) {
        if (required[ix(u)]) impossible_ = true;
        continue;
      }
      if (attNode[ix(h)] < 0) {
        if (nAtt_ == kMaxNodes) {
          overflow_ = true;
          continue;
        }
        attNode[ix(h)] = static_cast<std::int8_t>(nAtt_);
        attObliged_[ix(nAtt_)] = 0;
        edge_[ix(nAtt_)].fill(0);
        ++nAtt_;
      }
      const int a = attNode[ix(h)];
      if (required[ix(u)]) attObliged_[ix(a)] = 1;
      for (int d = 0; d < nDef_; ++d) {
        if (!defOk_[ix(d)]) continue;
        const int dh = defHex_[ix(d)];
        bool next = false;
        for (int k = 0; k < 6; ++k) next = next || b.neighbor(h, k) == dh;
        if (next && adjacentAttacker) edge_[ix(a)][ix(d)] = 1;
        if (!next && bombards && b.lineOfSight(h, dh) && edge_[ix(a)][ix(d)] == 0)
          edge_[ix(a)][ix(d)] = 2;
      }
    }
    for (int a = 0; a < nAtt_; ++a) {
      bool any = false;
      for (int d = 0; d < nDef_; ++d) any = any || edge_[ix(a)][ix(d)];
      if (attObliged_[ix(a)] && !any) impossible_ = true;
    }
    for (int d = 0; d < nDef_; ++d) {
      bool any = false;
      for (int a = 0; a < nAtt_; ++a) any = any || edge_[ix(a)][ix(d)];
      if (defObliged_[ix(d)] && !any) impossible_ = true;
    }
    attGroup_.fill(-1);
    defGroup_.fill(-1);
    pool_.overflow = &overflow_;
  }

  // More nodes or options than the fixed arrays hold: not judged (treated as possible).
  bool feasible() { return overflow_ || (!impossible_ && solve()); }

 private:
  enum Kind : std::uint8_t { JoinAdjacent, JoinBombard, JoinDefender, NewAdjacent, NewBombard };
  struct Option {
    Kind kind;
    std::int8_t group, partner;
    bool obligedPartner;
  };
  struct Group {
    int adjacent = 0, bombard = 0, defenders = 0;
  };

  // Every option for obligation x (an attacking node, or a defending node), appended.
  void options(bool attacker, int x) {
    for (int gi = 0; gi < nGroups_; ++gi) {
      const Group& gr = groups_[ix(gi)];
      if (attacker) {
        bool all = true, any = false;
        for (int d = 0; d < nDef_; ++d)
          if (defGroup_[ix(d)] == gi) {
            all = all && edge_[ix(x)][ix(d)] == 1;
            any = any || edge_[ix(x)][ix(d)] == 2;
          }
        if (all)
          pool_.push_back({JoinAdjacent, static_cast<std::int8_t>(gi), -1, false});
        else if (any && (gr.adjacent > 0 || gr.defenders == 1))  // 8.1: alone, one hex
          pool_.push_back({JoinBombard, static_cast<std::int8_t>(gi), -1, false});
      } else {
        if (gr.adjacent == 0) continue;
        bool all = true;
        for (int a = 0; a < nAtt_; ++a)
          if (attGroup_[ix(a)] == gi && attAdjacent_[ix(a)]) all = all && edge_[ix(a)][ix(x)] == 1;
        if (all) pool_.push_back({JoinDefender, static_cast<std::int8_t>(gi), -1, false});
      }
    }
    const int n = attacker ? nDef_ : nAtt_;
    for (int p = 0; p < n; ++p) {
      const int e = attacker ? edge_[ix(x)][ix(p)] : edge_[ix(p)][ix(x)];
      if (!e || (attacker ? defGroup_[ix(p)] : attGroup_[ix(p)]) >= 0) continue;
      const bool obliged = attacker ? defObliged_[ix(p)] : attObliged_[ix(p)];
      pool_.push_back(
          {e == 1 ? NewAdjacent : NewBombard, -1, static_cast<std::int8_t>(p), obliged != 0});
    }
  }

  void apply(bool attacker, int x, const Option& o, bool on) {
    const int a = attacker ? x : o.partner, d = attacker ? o.partner : x;
    switch (o.kind) {
      case JoinAdjacent:
      case JoinBombard: {
        Group& gr = groups_[ix(o.group)];
        (o.kind == JoinAdjacent ? gr.adjacent : gr.bombard) += on ? 1 : -1;
        attGroup_[ix(x)] = on ? o.group : -1;
        attAdjacent_[ix(x)] = o.kind == JoinAdjacent;
        break;
      }
      case JoinDefender:
        groups_[ix(o.group)].defenders += on ? 1 : -1;
        defGroup_[ix(x)] = on ? o.group : -1;
        break;
      case NewAdjacent:
      case NewBombard:
        if (on) {
          Group& gr = groups_[ix(nGroups_)];
          gr = Group{};
          (o.kind == NewAdjacent ? gr.adjacent : gr.bombard) = 1;
          gr.defenders = 1;
          attGroup_[ix(a)] = defGroup_[ix(d)] = static_cast<std::int8_t>(nGroups_++);
          attAdjacent_[ix(a)] = o.kind == NewAdjacent;
        } else {
          --nGroups_;
          attGroup_[ix(a)] = defGroup_[ix(d)] = -1;
        }
        break;
    }
  }

  bool solve() {
    if (++nodes_ > kNodeBudget || overflow_) return true;  // gave up: treated as possible
    // The unmet obligation with the fewest options first (fail fast).
    int best = -1;
    bool bestAttacker = false;
    std::size_t bestCount = SIZE_MAX;
    const std::size_t base = pool_.size();
    for (int side = 0; side < 2; ++side) {
      const int n = side == 0 ? nAtt_ : nDef_;
      for (int x = 0; x < n; ++x) {
        const bool open = side == 0 ? attObliged_[ix(x)] && attGroup_[ix(x)] < 0
                                    : defObliged_[ix(x)] && defGroup_[ix(x)] < 0;
        if (!open) continue;
        options(side == 0, x);
        const std::size_t count = pool_.size() - base;
        pool_.resize(base);
        if (count == 0) return false;
        if (count < bestCount) bestCount = count, best = x, bestAttacker = side == 0;
      }
    }
    if (best < 0) return true;
    options(bestAttacker, best);
    // Partners with an obligation of their own first: they meet two at once (a stable
    // insertion sort by rank: few options, no allocation).
    auto rank = [](const Option& o) { return o.partner < 0 ? 1 : o.obligedPartner ? 0 : 2; };
    Option* first = pool_.begin() + base;
    for (Option* i = first + 1; i < pool_.end(); ++i) {
      const Option o = *i;
      Option* j = i;
      for (; j > first && rank(*(j - 1)) > rank(o); --j) *j = *(j - 1);
      *j = o;
    }
    const std::size_t end = pool_.size();
    bool ok = false;
    for (std::size_t k = base; k < end && !ok; ++k) {
      const Option o = pool_[k];
      apply(bestAttacker, best, o, true);
      ok = solve();
      apply(bestAttacker, best, o, false);
    }
    pool_.resize(base);
    return ok;
  }

  static constexpr long kNodeBudget = 100000;
  static constexpr int kMaxNodes = 64;
  int nAtt_ = 0, nDef_ = 0, nGroups_ = 0;
  bool impossible_ = false;
  long nodes_ = 0;
  std::array<std::int16_t, kMaxNodes> defHex_{};
  std::array<std::uint8_t, kMaxNodes> defOk_{}, defObliged_{}, attObliged_{}, attAdjacent_{};
  std::array<std::int8_t, kMaxNodes> attGroup_{}, defGroup_{};
  std::array<std::array<std::uint8_t, kMaxNodes>, kMaxNodes> edge_;  // 1 adjacent, 2 bombard
  std::array<Group, kMaxNodes> groups_{};
  // The options of every depth, stacked, without allocation.
  struct Pool {
    std::array<Option, 2048> items;
    std::size_t n = 0;
    bool* overflow = nullptr;
    std::size_t size() const { return n; }
    void resize(std::size_t k) { n = k; }
    void push_back(const Option& o) {
      if (n < items.size())
        items[n++] = o;
      else
        *overflow = true;
    }
    Option* begin() { return items.data(); }
    Option* end() { return items.data() + n; }
    const Option& operator[](std::size_t k) const { return items[k]; }
  } pool_;
  bool overflow_ = false;
};

bool isCombat(Phase p) { return p == Phase::FrenchCombat || p == Phase::AlliedCombat; }

}  // namespace

bool Game::obligationsFeasible(const Flags& f, const std::array<bool, kMaxUnits>& required) const {
  bool any = false;
  for (int u = 0; u < unitCount(); ++u) any = any || required[ix(u)];
  if (!any) return true;
  Feasibility search(*this, f, required, field(sideToMove()));
  return search.feasible();
}

// An open obligation (fixed at the phase start or added by 10.1, not yet met, its unit on the
// map and not advanced) whose unit still has a possible partner: one that a result has not
// taken out of reach of everyone (R7's lapse).
std::array<bool, kMaxUnits> Game::liveObligations(const Flags& f) const {
  std::array<bool, kMaxUnits> out{};
  if (!isCombat(s_.phase)) return out;
  const int side = sideToMove();
  const Field& zones = field(side);
  for (int u = 0; u < unitCount(); ++u) {
    const auto fu = f[ix(u)];
    if (!(fu & kObliged) || (fu & kAdvanced) || s_.where[ix(u)] < 0) continue;
    if (fu & (sideOf(u) == side ? kAttacked : kDefended)) continue;
    out[ix(u)] = hasPartner(u, f, zones);
  }
  return out;
}

const Game::LiveCache& Game::liveNow() const {
  if (!live_.valid || live_.phase != s_.phase || live_.where != s_.where ||
      live_.flags != s_.cflags) {
    live_.live = liveObligations(s_.cflags);
    live_.feasible = obligationsFeasible(s_.cflags, live_.live);
    live_.phase = s_.phase;
    live_.where = s_.where;
    live_.flags = s_.cflags;
    live_.valid = true;
  }
  return live_;
}

}  // namespace nlb
