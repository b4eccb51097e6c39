#include "games/nlb/random_player.h"

namespace nlb {

Action randomAction(const Game& g, core::Rng& rng) {
  const State& s = g.state();
  const Action end = simple(ActionType::EndPhase);
  const bool movement = s.phase == Phase::FrenchMove || s.phase == Phase::AlliedMove;
  if (!movement) {
    if (g.combatPending()) {  // whatever is owed: retreats, losses, an advance
      const std::vector<Action> all = g.legalActions();
      return all.empty() ? end : all[rng.below(static_cast<std::uint32_t>(all.size()))];
    }
    // An attack drawn from the candidates (checked only when drawn), or end. While an
    // obligation is open, end is legal exactly when no candidate passes (Game::checkEnd),
    // so once drawn it waits until every candidate has been tried.
    std::vector<Action> cands = g.candidateAttacks();
    bool endDrawn = false;
    const bool endFree = g.openObligations().empty();
    while (!cands.empty()) {
      const auto pick = rng.below(static_cast<std::uint32_t>(cands.size() + (endDrawn ? 0 : 1)));
      if (pick == cands.size()) {
        if (endFree) return end;
        endDrawn = true;
        continue;
      }
      if (!g.check(cands[pick])) return cands[pick];
      cands.erase(cands.begin() + static_cast<std::ptrdiff_t>(pick));
    }
    if (endFree || !g.check(end)) return end;
    // Only a declaration outside the representative set meets what is still owed.
    const std::vector<Action> all = g.legalActions();
    return all[rng.below(static_cast<std::uint32_t>(all.size()))];
  }
  const int side = g.sideToMove();
  // Over the stacking limit: move a unit out of that hex, else take a move back (N7).
  const int crowded = g.overStacked(side);
  std::vector<int> units;
  for (int u = 0; u < g.unitCount(); ++u) {
    if (g.sideOf(u) != side) continue;
    const int w = s.where[static_cast<std::size_t>(u)];
    if (crowded >= 0 ? w == crowded : (w >= 0 || g.reinforcementDue(u))) units.push_back(u);
  }
  for (int tries = 0; tries < 8; ++tries) {
    const auto pick = rng.below(static_cast<std::uint32_t>(units.size() + (crowded >= 0 ? 0 : 1)));
    if (pick == units.size()) return end;
    const int u = units[pick];
    if (s.where[static_cast<std::size_t>(u)] == kInPool) {
      std::vector<int> open;
      for (int e : g.entryHexes())
        if (g.entryCostHalves(e) <= g.allowanceHalves(u)) open.push_back(e);
      if (!open.empty())
        return enterAt(u, open[rng.below(static_cast<std::uint32_t>(open.size()))]);
      continue;
    }
    if (!g.check(exitMap(u)) && rng.below(4) == 0) return exitMap(u);
    const std::vector<int> to = g.reachable(u);
    if (!to.empty()) return moveTo(u, to[rng.below(static_cast<std::uint32_t>(to.size()))]);
  }
  if (!g.check(end)) return end;
  if (!g.check(simple(ActionType::Undo))) return simple(ActionType::Undo);
  const std::vector<Action> all = g.legalActions();  // never empty while the game waits
  return all[rng.below(static_cast<std::uint32_t>(all.size()))];
}

PlayoutResult playRandomGame(std::uint64_t seed) {
  Game g = Game::newGame(seed);
  core::Rng rng{seed ^ 0xA5A5A5A5DEADBEEFull};
  PlayoutResult r;
  while (!g.over() && r.actions < 100000) {
    g.apply(randomAction(g, rng));
    ++r.actions;
  }
  r.hash = g.hash();
  return r;
}

}  // namespace nlb
