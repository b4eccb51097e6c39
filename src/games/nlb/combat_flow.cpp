// The combat flow of the advanced game: obligations (N9, N14 10.1), declarations (N9, N13),
// the die and the table (N10), the results as they strike (Ae, Ar, Ex, Dr, De; chateau
// immunity to Dr, N14), and the declarations offered to legalActions and the random player.
// Retreats, displacement, losses and advances are combat_results.cpp's.
// The arithmetic (multipliers, odds, bombardment reach) is combat.cpp's.
#include <algorithm>

#include "games/nlb/combat.h"
#include "games/nlb/game.h"

namespace nlb {

namespace {

// Adjacency by the neighbour table (rules().adjacent() computes a distance: hot path).
bool adj(const Board& b, int x, int y) {
  for (int d = 0; d < 6; ++d)
    if (b.neighbor(x, d) == y) return true;
  return false;
}

bool isCombat(Phase p) { return p == Phase::FrenchCombat || p == Phase::AlliedCombat; }
std::size_t ix(int u) { return static_cast<std::size_t>(u); }

}  // namespace

void Game::forceDice(const std::vector<int>& dice) {
  if (forcedNext_ >= forcedDice_.size()) {
    forcedDice_.clear();
    forcedNext_ = 0;
  }
  for (int d : dice)
    if (d >= 1 && d <= 6) forcedDice_.push_back(d);
}

int Game::rollDie() {
  if (forcedNext_ < forcedDice_.size()) return forcedDice_[forcedNext_++];
  return s_.rng.die();
}

// N9: fixed when the combat phase begins (and re-read when a test position is edited).
void Game::startCombatPhase() {
  for (auto& f : s_.cflags) f = static_cast<std::uint16_t>(f & ~kObliged);
  for (int u : positionalObligations(*this)) s_.cflags[ix(u)] |= kObliged;
}

bool Game::combatPending() const {
  if (s_.lossOwed > 0) return true;
  for (int u = 0; u < unitCount(); ++u)
    if (s_.cflags[ix(u)] & (kMustRetreat | kMayRetreat | kMayAdvance)) return true;
  return false;
}

std::vector<int> Game::openObligations() const {
  std::vector<int> out;
  if (!isCombat(s_.phase)) return out;
  const int side = sideToMove();
  for (int u = 0; u < unitCount(); ++u) {
    const auto f = s_.cflags[ix(u)];
    if (!(f & kObliged) || s_.where[ix(u)] < 0 || (f & kAdvanced)) continue;
    if (sideOf(u) == side ? !(f & kAttacked) : !(f & kDefended)) out.push_back(u);
  }
  return out;
}

// A possible partner for unit u's obligation under flags f: for a phasing unit, an attackable
// enemy hex next to it (7.44: not one of only attacked units; 7.52: none advanced) or in its
// battery's range and sight; for an enemy unit, its hex attackable and a phasing unit next to
// it that has not attacked, or a battery that may still bombard it (7.64, 8.13).
bool Game::hasPartner(int u, const Flags& f, const Field& zones) const {
  const int side = sideToMove();
  std::array<std::uint8_t, kMaxHexes> fresh{}, barred{}, fired{};
  for (int v = 0; v < unitCount(); ++v) {
    const int vh = s_.where[ix(v)];
    if (vh < 0) continue;
    if (sideOf(v) != side) {
      if (f[ix(v)] & kAdvanced) barred[static_cast<std::size_t>(vh)] = 1;
      if (!(f[ix(v)] & kDefended)) fresh[static_cast<std::size_t>(vh)] = 1;
    } else if ((f[ix(v)] & kAttacked) && rules().unit(v).type == naw::UnitType::Artillery) {
      fired[static_cast<std::size_t>(vh)] = 1;
    }
  }
  auto attackable = [&](int h) {
    return fresh[static_cast<std::size_t>(h)] && !barred[static_cast<std::size_t>(h)];
  };
  auto battery = [&](int v) {
    const int vh = s_.where[ix(v)];
    return rules().unit(v).type == naw::UnitType::Artillery &&
           !(f[ix(v)] & (kNoFire | kPairFired)) && !fired[static_cast<std::size_t>(vh)] &&
           !zones.zoc[static_cast<std::size_t>(vh)];
  };
  const int h = s_.where[ix(u)];
  if (sideOf(u) == side) {
    if (zones.zoc[static_cast<std::size_t>(h)] || board().chateau(h))
      for (int d = 0; d < 6; ++d) {
        const int n = board().neighbor(h, d);
        if (n >= 0 && attackable(n)) return true;
      }
    if (battery(u))
      for (int v = 0; v < unitCount(); ++v) {
        const int vh = s_.where[ix(v)];
        if (vh >= 0 && sideOf(v) != side && attackable(vh) && board().lineOfSight(h, vh))
          return true;
      }
    return false;
  }
  if (!attackable(h)) return false;
  for (int v = 0; v < unitCount(); ++v) {
    const int vh = s_.where[ix(v)];
    if (vh < 0 || sideOf(v) != side || (f[ix(v)] & (kAttacked | kAdvanced))) continue;
    if ((adj(board(), h, vh) && (zones.zoc[static_cast<std::size_t>(vh)] || board().chateau(vh))) ||
        (battery(v) && board().lineOfSight(vh, h)))
      return true;
  }
  return false;
}

// The necessary condition only: every required obligation keeps a possible partner. Used
// when combat results have already made the live obligations unmeetable together (then R7's
// full test would refuse every declaration).
bool Game::obligationsSatisfiable(const Flags& f,
                                  const std::array<bool, kMaxUnits>& required) const {
  const Field& zones = field(sideToMove());
  for (int u = 0; u < unitCount(); ++u)
    if (required[ix(u)] && !hasPartner(u, f, zones)) return false;
  return true;
}

bool Game::meetsObligation(const Action& a) const {
  const int side = sideToMove();
  for (int k = 0; k < a.nAttackers + a.nDefenders + a.nBombarders; ++k) {
    const int u = a.units[ix(k)];
    if (u < 0 || u >= unitCount()) continue;
    const auto fu = flags(u);
    if ((fu & kObliged) && !(fu & (sideOf(u) == side ? kAttacked : kDefended))) return true;
  }
  return false;
}

std::optional<Refusal> Game::checkAttack(const Action& a) const {
  if (!isCombat(s_.phase)) return Refusal{"N3", "attacks are made in a combat phase"};
  if (combatPending()) return Refusal{"N12", "a retreat, a choice of losses or an advance is owed"};
  const int side = sideToMove();
  std::vector<int> att, def, bomb;
  for (int k = 0; k < a.nAttackers + a.nDefenders + a.nBombarders; ++k) {
    const int u = a.units[ix(k)];
    if (u < 0 || u >= unitCount() || s_.where[ix(u)] < 0)
      return Refusal{"N9", "every unit named must be on the map"};
    (k < a.nAttackers ? att : k < a.nAttackers + a.nDefenders ? def : bomb).push_back(u);
  }
  if (def.empty() || (att.empty() && bomb.empty()))
    return Refusal{"syntax", "an attack names attackers or bombarders and defenders"};
  std::vector<int> all = att;
  all.insert(all.end(), bomb.begin(), bomb.end());
  for (std::size_t i = 0; i < all.size(); ++i)
    for (std::size_t j = i + 1; j < all.size(); ++j)
      if (all[i] == all[j]) return Refusal{"N9", "a unit is named twice"};
  for (int u : all) {
    if (sideOf(u) != side) return Refusal{"N9", rules().unit(u).id + " is not the phasing side's"};
    if (flags(u) & kAttacked) return Refusal{"N9", rules().unit(u).id + " has already attacked"};
    if (flags(u) & kAdvanced) return Refusal{"N9", rules().unit(u).id + " advanced (7.52)"};
  }
  std::vector<int> defHexes;
  for (int d : def) {
    if (sideOf(d) == side) return Refusal{"N9", rules().unit(d).id + " is not an enemy unit"};
    if (flags(d) & kAdvanced) return Refusal{"N9", rules().unit(d).id + " advanced (7.52)"};
    const int h = s_.where[ix(d)];
    if (std::find(defHexes.begin(), defHexes.end(), h) == defHexes.end()) defHexes.push_back(h);
  }
  // N9 stacks: every unit of a defending hex; 7.44: not a hex of only attacked units.
  for (int h : defHexes) {
    bool fresh = false;
    for (int v = 0; v < unitCount(); ++v) {
      if (s_.where[ix(v)] != h) continue;
      if (std::find(def.begin(), def.end(), v) == def.end())
        return Refusal{"N9",
                       "every unit of a defending hex must be named (" + rules().unit(v).id + ")"};
      if (!(flags(v) & kDefended)) fresh = true;
    }
    if (!fresh) return Refusal{"N9", "that hex holds only units already attacked (7.44)"};
  }
  // Adjacent attackers: each next to every defender; every unit of its hex that has not
  // attacked is named when the hex is in an enemy zone (N9).
  for (int u : att) {
    const int h = s_.where[ix(u)];
    for (int dh : defHexes)
      if (!adj(board(), h, dh))
        return Refusal{"N9", rules().unit(u).id + " is not adjacent to every defender"};
    if (!inEnemyZoc(h, side)) continue;
    for (int v = 0; v < unitCount(); ++v)
      if (s_.where[ix(v)] == h && sideOf(v) == side && !(flags(v) & (kAttacked | kAdvanced)) &&
          std::find(att.begin(), att.end(), v) == att.end())
        return Refusal{"N9", "every unit of an attacking hex must attack together (" +
                                 rules().unit(v).id + ")"};
  }
  // N13: bombarding artillery.
  for (int b : bomb) {
    const int h = s_.where[ix(b)];
    if (rules().unit(b).type != naw::UnitType::Artillery)
      return Refusal{"N13", rules().unit(b).id + " is not artillery"};
    if (inEnemyZoc(h, side))
      return Refusal{"N13", rules().unit(b).id + " is in an enemy zone: it attacks adjacent units"};
    if (flags(b) & kNoFire) return Refusal{"N12", rules().unit(b).id + " was displaced (7.64)"};
    if (flags(b) & kPairFired)
      return Refusal{"N9", "the other battery of its hex has bombarded: both fire together (8.13)"};
    bool reach = false;
    for (int dh : defHexes) reach = reach || canBombard(*this, b, dh);
    if (!reach)
      return Refusal{"N13", rules().unit(b).id + " has no defending hex in range and sight " +
                                "(never a chateau)"};
    for (int v = 0; v < unitCount(); ++v)  // 8.13: two batteries of one hex fire together
      if (v != b && s_.where[ix(v)] == h && sideOf(v) == side &&
          rules().unit(v).type == naw::UnitType::Artillery && (flags(v) & kAttacked) &&
          !inEnemyZoc(h, side))
        return Refusal{"N9", "the other battery of that hex has bombarded: both fire together"};
  }
  if (att.empty() && defHexes.size() > 1)
    return Refusal{"N9", "a bombardment alone attacks one hex (8.1)"};
  // N10 / N14: the column (7.44 defenders add nothing).
  std::vector<int> counted;
  for (int d : def)
    if (!(flags(d) & kDefended)) counted.push_back(d);
  auto col = oddsColumn(*this, att, bomb, counted, a.odds);
  if (auto* r = std::get_if<Refusal>(&col)) return *r;
  // N9 / 10.1: the obligations after this declaration stay satisfiable.
  auto f = s_.cflags;
  for (int u : all) f[ix(u)] |= kAttacked;
  for (int d : def) f[ix(d)] |= kDefended;
  for (int u : all) {
    const int h = s_.where[ix(u)];
    if (!board().chateau(h)) continue;
    for (int v = 0; v < unitCount(); ++v)
      if (s_.where[ix(v)] >= 0 && sideOf(v) != side && adj(board(), h, s_.where[ix(v)]))
        f[ix(v)] |= kObliged;
  }
  // R7: the obligations live before the declaration (and 10.1's new ones) must all stay
  // satisfiable together. When results have already made the live ones unmeetable
  // together, only each one's own partner is required (the rest lapsed with the result).
  const LiveCache& now = liveNow();
  const auto& live = now.live;
  std::array<bool, kMaxUnits> required{};
  for (int u = 0; u < unitCount(); ++u) {
    const auto fu = f[ix(u)];
    const bool open = (fu & kObliged) && !(fu & (sideOf(u) == side ? kAttacked : kDefended));
    const bool added = (fu & kObliged) && !(s_.cflags[ix(u)] & kObliged);  // 10.1
    required[ix(u)] = open && (live[ix(u)] || added) && s_.where[ix(u)] >= 0;
  }
  if (now.feasible) {
    if (!obligationsFeasible(f, required))
      return Refusal{"N9", "the remaining obligations could no longer all be met"};
  } else if (!obligationsSatisfiable(f, required)) {
    return Refusal{"N9", "the remaining obligations could no longer all be met"};
  }
  return std::nullopt;
}

void Game::eliminate(int u) {
  // Nothing is owed by a unit off the map (a decoded position may carry such flags: clearing
  // them keeps settle() from looping on a unit it cannot eliminate twice).
  s_.cflags[ix(u)] = static_cast<std::uint16_t>(
      s_.cflags[ix(u)] & ~(kMustRetreat | kMayRetreat | kMayAdvance | kInAttack));
  if (s_.where[ix(u)] < 0) return;
  s_.where[ix(u)] = kEliminated;
  auto& l = s_.lost[static_cast<std::size_t>(armyOf(u))];
  l = static_cast<std::uint16_t>(l + rules().unit(u).strength);  // N18: printed strength
}

void Game::applyAttack(const Action& a) {
  const int side = sideToMove();
  std::vector<int> att, def, bomb;
  for (int k = 0; k < a.nAttackers + a.nDefenders + a.nBombarders; ++k)
    (k < a.nAttackers                  ? att
     : k < a.nAttackers + a.nDefenders ? def
                                       : bomb)
        .push_back(a.units[ix(k)]);
  std::vector<int> counted;
  for (int d : def)
    if (!(flags(d) & kDefended)) counted.push_back(d);
  const int column = std::get<int>(oddsColumn(*this, att, bomb, counted, a.odds));
  // 10.1: a chateau unit taking part obliges the attack of every enemy unit next to it.
  for (int u : att)
    if (board().chateau(s_.where[ix(u)]))
      for (int v = 0; v < unitCount(); ++v)
        if (s_.where[ix(v)] >= 0 && sideOf(v) != side &&
            adj(board(), s_.where[ix(u)], s_.where[ix(v)]))
          s_.cflags[ix(v)] |= kObliged;
  for (int u : bomb)
    if (board().chateau(s_.where[ix(u)]))
      for (int v = 0; v < unitCount(); ++v)
        if (s_.where[ix(v)] >= 0 && sideOf(v) != side &&
            adj(board(), s_.where[ix(u)], s_.where[ix(v)]))
          s_.cflags[ix(v)] |= kObliged;
  for (int u : att) s_.cflags[ix(u)] |= kAttacked | kInAttack;
  for (int u : bomb) s_.cflags[ix(u)] |= kAttacked;
  // 8.13: a battery of the same hex that did not fire with them may not fire later, even if
  // one of them leaves the hex (8.16).
  for (int u : bomb)
    for (int v = 0; v < unitCount(); ++v)
      if (v != u && s_.where[ix(v)] == s_.where[ix(u)] && sideOf(v) == side &&
          rules().unit(v).type == naw::UnitType::Artillery && !(s_.cflags[ix(v)] & kAttacked))
        s_.cflags[ix(v)] |= kPairFired;
  for (int d : def) s_.cflags[ix(d)] |= kDefended;
  const int die = rollDie();
  const naw::CombatResult r = rules().crt().result(column, die);
  last_ = LastCombat{column, die, r, false};
  // Advance candidates: the hexes this combat may empty.
  s_.emptied.fill(-1);
  std::size_t n = 0;
  const bool attackerLoses = r == naw::CombatResult::Ae || r == naw::CombatResult::Ar;
  for (int u : attackerLoses ? att : def) {
    const auto h = static_cast<std::int16_t>(s_.where[ix(u)]);
    if (n < s_.emptied.size() &&
        std::find(s_.emptied.begin(), s_.emptied.end(), h) == s_.emptied.end())
      s_.emptied[n++] = h;
  }
  // The winners who may advance (N12: one unit that took part; the defender after Ae/Ar).
  for (int u : attackerLoses ? def : att) s_.cflags[ix(u)] |= kMayAdvance;
  switch (r) {
    case naw::CombatResult::Ae:
      for (int u : att) eliminate(u);
      break;
    case naw::CombatResult::Ar:
      for (int u : att) s_.cflags[ix(u)] |= kMustRetreat;
      for (int u : bomb) s_.cflags[ix(u)] |= kMayRetreat;  // 8.16
      break;
    case naw::CombatResult::Dr: {
      bool moved = false;
      for (int d : def) {
        const bool immune = board().chateau(s_.where[ix(d)]) &&
                            rules().unit(d).type == naw::UnitType::Infantry &&
                            !demoralized(armyOf(d));  // N14 (10.3 b)
        if (!immune) {
          s_.cflags[ix(d)] |= kMustRetreat;
          moved = true;
        }
      }
      if (!moved) {
        last_.appliedNone = true;
        for (int u : att) s_.cflags[ix(u)] &= static_cast<std::uint16_t>(~kMayAdvance);
      }
      break;
    }
    case naw::CombatResult::De:
      for (int d : def) eliminate(d);
      break;
    case naw::CombatResult::Ee: {
      int owed = 0;
      for (int d : def) {
        owed += rules().unit(d).strength;
        eliminate(d);
      }
      int held = 0;
      for (int u : att) held += rules().unit(u).strength;
      if (held <= owed)
        for (int u : att) eliminate(u);
      else
        s_.lossOwed = static_cast<std::uint16_t>(owed);
      break;
    }
  }
  settle();
}

// A representative set of declarations for legalActions and the random player: for every
// attackable enemy hex, each adjacent attacking hex alone and all of them together (whole
// stacks), each battery bombarding alone, and the whole lot with every battery in reach.
std::vector<Action> Game::candidateAttacks() const {
  std::vector<Action> out;
  const int side = sideToMove();
  // Units per hex (at most a few: stacking), built once.
  std::array<std::array<std::int16_t, 6>, kMaxHexes> at{};
  std::array<std::uint8_t, kMaxHexes> count{};
  std::vector<int> enemyHexes, batteries;
  for (int v = 0; v < unitCount(); ++v) {
    const int h = s_.where[ix(v)];
    if (h < 0) continue;
    auto& c = count[static_cast<std::size_t>(h)];
    if (c < 6) at[static_cast<std::size_t>(h)][c++] = static_cast<std::int16_t>(v);
    if (sideOf(v) != side) {
      if (c == 1) enemyHexes.push_back(h);
    } else if (rules().unit(v).type == naw::UnitType::Artillery &&
               !(flags(v) & (kAttacked | kAdvanced | kNoFire | kPairFired))) {
      batteries.push_back(v);
    }
  }
  auto ready = [&](int v) { return sideOf(v) == side && !(flags(v) & (kAttacked | kAdvanced)); };
  for (int dh : enemyHexes) {
    const auto& here = at[static_cast<std::size_t>(dh)];
    std::vector<int> def(here.begin(), here.begin() + count[static_cast<std::size_t>(dh)]);
    std::vector<int> everyone, bombs;
    int hexes = 0;
    for (int d = 0; d < 6; ++d) {
      const int n = board().neighbor(dh, d);
      if (n < 0) continue;
      std::vector<int> us;
      for (int k = 0; k < count[static_cast<std::size_t>(n)]; ++k) {
        const int v = at[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
        if (ready(v)) us.push_back(v);
      }
      if (us.empty()) continue;
      ++hexes;
      everyone.insert(everyone.end(), us.begin(), us.end());
      out.push_back(attackOf(us, def, {}));
    }
    for (int b : batteries)
      if (rules().distance(s_.where[ix(b)], dh) == 2 && canBombard(*this, b, dh)) {
        bombs.push_back(b);
        out.push_back(attackOf({}, def, {b}));
      }
    if (hexes > 1 || (hexes == 1 && !bombs.empty()))  // everything together
      out.push_back(attackOf(everyone, def, bombs));
  }
  return out;
}

void Game::legalCombatActions(std::vector<Action>& out) const {
  for (int u = 0; u < unitCount(); ++u) {
    if (!(flags(u) & (kMustRetreat | kMayRetreat))) continue;
    for (int h : retreatHexes(u)) out.push_back(retreatTo(u, h));
    if (flags(u) & kMustRetreat)
      for (const auto& [h, v] : displacements(u)) out.push_back(retreatTo(u, h, v));
  }
  if (!out.empty()) {
    if (!checkRetreat(simple(ActionType::RetreatNone)))
      out.push_back(simple(ActionType::RetreatNone));
    return;
  }
  if (s_.lossOwed > 0) {  // minimal sets of the adjacent attackers (as R6)
    std::vector<int> in;
    for (int u = 0; u < unitCount(); ++u)
      if ((flags(u) & kInAttack) && s_.where[ix(u)] >= 0) in.push_back(u);
    const std::size_t n = std::min<std::size_t>(in.size(), 12);
    for (std::uint32_t m = 1; m < (1u << n); ++m) {
      std::vector<int> pick;
      for (std::size_t k = 0; k < n; ++k)
        if (m & (1u << k)) pick.push_back(in[k]);
      const Action a = loseUnits(pick);
      if (!checkLose(a)) out.push_back(a);
    }
    return;
  }
  if (combatPending()) {  // an advance
    for (int u = 0; u < unitCount(); ++u)
      if (flags(u) & kMayAdvance)
        for (int h : s_.emptied)
          if (h >= 0 && !checkAdvance(advanceTo(u, h))) out.push_back(advanceTo(u, h));
    out.push_back(simple(ActionType::AdvanceNone));
    return;
  }
  for (const Action& a : allDeclarations())
    if (!checkAttack(a)) out.push_back(a);
}

}  // namespace nlb
