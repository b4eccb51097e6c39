#include "games/cn/units.h"

#include "games/cn/assets.h"
#include "games/cn/csv_lines.h"
#include "games/cn/grid.h"

namespace cn {

const char* sideName(Side s) { return s == Side::French ? "french" : "allied"; }

const char* unitTypeName(UnitType t) {
  switch (t) {
    case UnitType::Artillery:
      return "artillery";
    case UnitType::Cavalry:
      return "cavalry";
    case UnitType::Infantry:
      return "infantry";
    case UnitType::Garrison:
      return "garrison";
  }
  return "?";
}

int Roster::find(std::string_view id) const {
  for (int u = 0; u < kUnits; ++u)
    if (units_[static_cast<std::size_t>(u)].id == id) return u;
  return -1;
}

Roster loadRoster() {
  {
    Roster r;
    int n = 0;
    bool good = true;
    // id,side,type,strength,movement,square,arrival,designation,note
    detail::forEachCsvRow(assetText("cn-units.csv"), [&](const auto& f) {
      if (f.size() < 9 || n >= kUnits) {
        good = false;
        return;
      }
      UnitDef& u = r.units_[static_cast<std::size_t>(n++)];
      u.id = std::string(f[0]);
      u.side = f[1] == "allied" ? Side::Allied : Side::French;
      u.type = f[2] == "artillery"  ? UnitType::Artillery
               : f[2] == "cavalry"  ? UnitType::Cavalry
               : f[2] == "garrison" ? UnitType::Garrison
                                    : UnitType::Infantry;
      u.strength = detail::toInt(f[3], 0);
      u.movement = detail::toInt(f[4], 0);
      u.square = squareOfCode(detail::toInt(f[5]));
      u.arrival = detail::toInt(f[6], 0);
      u.designation = std::string(f[7]);
      u.horseArtillery = f[8] == "horse artillery";
      if (u.square == kNoSquare) good = false;
    });
    r.loaded_ = good && n == kUnits;
    return r;
  }
}

}  // namespace cn
