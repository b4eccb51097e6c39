// legalActions(): every legal action of the current step (the enumeration is documented in
// game.h), and hasLegalAction().
#include "games/cn/rules.h"

namespace cn {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }
}  // namespace

std::vector<Action> Game::legalActions() const {
  std::vector<Action> out;
  if (over()) return out;
  const Side side = phasingSide(s_.phase);
  switch (s_.step) {
    case StepKind::Move: {
      Reach r;
      for (int u = 0; u < kUnits; ++u) {
        if (Rules::def(u).side != side || movementBlocked(u)) continue;
        reach(u, r);
        for (int sq = 0; sq < kSquares; ++sq) {
          const int c = r.cost[z(sq)];
          if (c <= 0) continue;
          int path[5];
          int x = sq;
          for (int i = c - 1; i >= 0; --i, x = r.from[z(x)]) path[i] = x;
          out.push_back(moveAction(u, path, c));
        }
        if (canExitNow(u)) out.push_back(exitAction(u));
      }
      if (s_.nMoves > 0) out.push_back(undoAction());
      if (!stacked()) out.push_back(endAction());
      break;
    }
    case StepKind::Declare: {
      const std::uint64_t usedA = Rules::usedAttackers(s_), usedD = Rules::usedDefenders(s_);
      const Board b(s_);
      // (a) many (or one) against one.
      for (int d = 0; d < kUnits; ++d) {
        if (!Rules::onMap(s_, d) || Rules::def(d).side == side || (usedD & bit(d))) continue;
        int cand[kUnits];
        int n = 0;
        for (int a = 0; a < kUnits; ++a) {
          if (!Rules::onMap(s_, a) || Rules::def(a).side != side || (usedA & bit(a))) continue;
          if (Rules::def(a).type == UnitType::Garrison) continue;
          if (adjacent(squareOf(a), squareOf(d)) || Rules::canBombard(s_, b, a, d)) cand[n++] = a;
        }
        if (n == 0) continue;
        const int limit = n > 12 ? 12 : n;  // at most 12 candidates (a square has 6 neighbours
                                            // and 12 squares at range 2)
        for (std::uint32_t mask = 1; mask < (1u << limit); ++mask) {
          int bits = 0;
          for (int i = 0; i < limit; ++i) bits += (mask >> i) & 1;
          if (bits > 6) continue;
          Action a;
          a.type = ActionType::Declare;
          a.defenders[a.nDefenders++] = static_cast<std::int8_t>(d);
          for (int i = 0; i < limit; ++i) {
            if (!((mask >> i) & 1)) continue;
            const int u = cand[i];
            if (adjacent(squareOf(u), squareOf(d)))
              a.attackers[a.nAttackers++] = static_cast<std::int8_t>(u);
            else
              a.bombarders[a.nBombarders++] = static_cast<std::int8_t>(u);
          }
          out.push_back(a);
        }
      }
      // (b) one against many.
      for (int a = 0; a < kUnits; ++a) {
        if (!Rules::onMap(s_, a) || Rules::def(a).side != side || (usedA & bit(a))) continue;
        if (Rules::def(a).type == UnitType::Garrison) continue;
        int foes[6];
        int n = 0;
        for (int d = 0; d < kUnits; ++d)
          if (Rules::onMap(s_, d) && Rules::def(d).side != side && !(usedD & bit(d)) &&
              adjacent(squareOf(a), squareOf(d)) && n < 6)
            foes[n++] = d;
        for (std::uint32_t mask = 1; mask < (1u << n); ++mask) {
          Action act;
          act.type = ActionType::Declare;
          act.attackers[act.nAttackers++] = static_cast<std::int8_t>(a);
          for (int i = 0; i < n; ++i)
            if ((mask >> i) & 1)
              act.defenders[act.nDefenders++] = static_cast<std::int8_t>(foes[i]);
          if (act.nDefenders >= 2) out.push_back(act);
        }
      }
      for (int i = 0; i < s_.nAttacks; ++i)
        out.push_back(cancelAction(s_.attacks[z(i)].defenders[0]));
      if (!Rules::checkEnd(*this)) out.push_back(endAction());
      break;
    }
    case StepKind::ChooseAttack: {
      bool left = false;
      for (int i = 0; i < s_.nAttacks; ++i)
        if (!s_.attacks[z(i)].resolved) {
          out.push_back(resolveAction(s_.attacks[z(i)].defenders[0]));
          left = true;
        }
      if (!left) out.push_back(endAction());
      break;
    }
    case StepKind::Advance:
      for (const auto& [u, sq] : advanceOptions()) out.push_back(advanceAction(u, sq));
      out.push_back(declineAdvanceAction());
      break;
    case StepKind::GameOver:
      break;
  }
  return out;
}

bool Game::hasLegalAction() const {
  if (over()) return false;
  switch (s_.step) {
    case StepKind::Move:
      return s_.nMoves > 0 || !stacked() || !legalActions().empty();
    case StepKind::Declare:
      return s_.nAttacks > 0 || !Rules::checkEnd(*this) || !legalActions().empty();
    case StepKind::ChooseAttack:
    case StepKind::Advance:
      return true;  // Resolve, EndPhase or DeclineAdvance
    case StepKind::GameOver:
      break;
  }
  return false;
}

}  // namespace cn
