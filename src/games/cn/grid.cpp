#include "games/cn/grid.h"

namespace cn {

int parseSquare(std::string_view text) {
  if (text.size() != 4) return kNoSquare;
  int v = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return kNoSquare;
    v = v * 10 + (ch - '0');
  }
  return squareOfCode(v);
}

std::string formatSquare(int sq) {
  if (!validSquare(sq)) return "----";
  return std::to_string(codeOf(sq));
}

}  // namespace cn
