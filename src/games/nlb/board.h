// The advanced game's map: the standard game's grid, roads, counters, scenario and Combat
// Results Table (naw::Rules, shared as they are, ruling N1/N21) with the overlay of
// assets/nlb/nlb-map-overlay.csv (terrain, trails, streams, crests, victory hexes, N4).
// Built once, read-only. Hex indices are naw::Rules' dense indices.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "rules.h"

namespace nlb {

enum class Terrain : std::uint8_t { Clear, Forest, Town, Chateau };

struct VictoryHex {
  int index = -1;
  int vp = 0;
  std::uint8_t startOwner = 0;  // 0 French, 1 Allied
};

class Board {
 public:
  // The one board (loaded on first use; the embedded assets are checked by the tests).
  static const Board& get();

  const naw::Rules& rules() const { return *rules_; }
  const std::shared_ptr<const naw::Rules>& rulesPtr() const { return rules_; }
  int size() const { return size_; }  // naw::Rules index space
  bool onMap(int i) const { return i >= 0 && i < size_ && rules_->hexAt(i).valid(); }
  int neighbor(int i, int d) const { return rules_->neighbor(i, d); }

  Terrain terrain(int i) const { return terrain_[static_cast<std::size_t>(i)]; }
  bool chateau(int i) const { return terrain(i) == Terrain::Chateau; }
  bool road(int i, int d) const { return bit(road_, i, d); }
  bool trail(int i, int d) const { return bit(trail_, i, d); }
  bool stream(int i, int d) const { return bit(stream_, i, d); }
  bool crest(int i, int d) const { return bit(crest_, i, d); }

  // N6: cost in half movement points of stepping from i across its side d (on the map);
  // a table built at load (the movement search's innermost question).
  int stepCostHalves(int i, int d) const { return step_[static_cast<std::size_t>(i)][d]; }
  // N5: cost in halves of a hex's terrain (clear, town, chateau 2; forest 4).
  int terrainHalves(int i) const { return terrain(i) == Terrain::Forest ? 4 : 2; }
  // N15: c, the cost in halves of entering edge hex i from beyond the map edge (the
  // cheapest of its sides on the edge: road 1, trail 2, else its terrain); -1 if i has no
  // side on the map edge.
  int edgeEntryHalves(int i) const;
  // N16: cost in halves of leaving the map north from exit hex i (-1: not an exit hex).
  int exitHalves(int i) const;
  bool isEntry(int i) const { return onMap(i) && rules_->hexAt(i).col == 23; }
  bool isEdge(int i) const;  // N15: a hex with a side on the map edge

  // N13: line of sight for a bombardment from a to b (exactly two apart; false otherwise,
  // and false when b is a chateau).
  bool lineOfSight(int a, int b) const;
  bool blocksSight(int i) const { return terrain(i) != Terrain::Clear; }

  const std::vector<VictoryHex>& victoryHexes() const { return victory_; }
  int victorySlot(int i) const { return victorySlot_[static_cast<std::size_t>(i)]; }

 private:
  static bool bit(const std::vector<std::uint8_t>& v, int i, int d) {
    return (v[static_cast<std::size_t>(i)] >> d) & 1;
  }
  std::shared_ptr<const naw::Rules> rules_;
  int size_ = 0;
  std::vector<Terrain> terrain_;
  std::vector<std::uint8_t> road_, trail_, trailOffmap_, stream_, crest_;
  std::vector<VictoryHex> victory_;
  std::vector<std::int8_t> victorySlot_;
  std::vector<std::array<std::int8_t, 6>> step_;  // stepCostHalves, -1 off the map
  int computeStepCost(int i, int d) const;
  friend struct BoardLoader;
};

}  // namespace nlb
