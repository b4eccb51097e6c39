#include "status_line.h"

namespace naw {

std::string statusLine(const Game& game) {
  const GameState& s = game.state();
  const bool demoralized = s.alliedLost >= game.rules().scenario().lossThreshold;  // 8.2
  return "turn=" + std::to_string(s.turn) + " phase=" + phaseName(s.phase) +
         " french-lost=" + std::to_string(s.frenchLost) +
         " allied-lost=" + std::to_string(s.alliedLost) + " exited=" + std::to_string(s.exited) +
         " demoralized=" + (demoralized ? "yes" : "no") + " winner=" + winnerName(s.winner);
}

}  // namespace naw
