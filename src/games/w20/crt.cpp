// Ruling W16: the Combat Results Table of the MagWeb page (Strategist 339), as published.
#include "games/w20/crt.h"

#include <array>

namespace w20 {

namespace {

using R = Result;
// kTable[die - 1][column - kMinColumn]
constexpr std::array<std::array<R, 7>, 6> kTable = {{
    {R::AE, R::AR, R::AR, R::AW, R::N, R::EX, R::EX},
    {R::AR, R::AR, R::AW, R::N, R::DW, R::DW, R::DW},
    {R::AR, R::AW, R::N, R::DW, R::DW, R::DW, R::DR},
    {R::AR, R::N, R::DW, R::DW, R::DR, R::DR, R::DR},
    {R::AW, R::DW, R::DW, R::DR, R::DR, R::DR, R::DE},
    {R::N, R::DW, R::DR, R::DR, R::DR, R::DE, R::DE},
}};

constexpr std::array<const char*, 7> kColumnNames = {"-2", "-1", "0", "+1", "+2", "+3", "+4"};

}  // namespace

Result crtResult(int column, int die) {
  const int c = crtColumn(column) - kMinColumn;
  const int d = die < 1 ? 1 : (die > 6 ? 6 : die);
  return kTable[d - 1][c];
}

std::array<std::uint8_t, 9> columnFaces(int column) {
  std::array<std::uint8_t, 9> faces{};
  for (int die = 1; die <= 6; ++die) ++faces[static_cast<std::size_t>(crtResult(column, die))];
  return faces;
}

const char* columnName(int column) { return kColumnNames[crtColumn(column) - kMinColumn]; }

}  // namespace w20
