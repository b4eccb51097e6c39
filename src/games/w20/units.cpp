#include "games/w20/units.h"

#include <algorithm>

#include "games/w20/assets.h"
#include "games/w20/csv_rows.h"
#include "games/w20/map.h"

namespace w20 {

namespace {

Roster load() {
  std::vector<UnitInfo> all;
  // id,side,nation,type,label,strength,movement,setup_area,setup,arrival,entry,commander,source
  detail::forEachRow(assetText("w20-units.csv"), [&](const std::vector<std::string_view>& f) {
    if (f.size() < 12) return;
    UnitInfo u;
    u.id = std::string(f[0]);
    u.side = f[1] == "allied" ? Side::Allied : Side::French;
    u.army = f[2] == "french"        ? Army::French
             : f[2] == "anglo_dutch" ? Army::AngloDutch
             : f[2] == "prussian"    ? Army::Prussian
                                     : Army::None;
    u.type = f[3] == "cavalry" ? UnitType::Cavalry
             : f[3] == "dummy" ? UnitType::Dummy
                               : UnitType::Corps;
    u.label = std::string(f[4]);
    u.strength = detail::toInt(f[5], 0);
    u.movement = detail::toInt(f[6], 0);
    for (std::string_view area : naw::csv::splitFields(f[7], '|'))
      u.setupArea = static_cast<std::uint16_t>(u.setupArea | (area == "FR"   ? kSetupFr
                                                              : area == "AD" ? kSetupAd
                                                              : area == "PR" ? kSetupPr
                                                                             : 0));
    u.setupHex = parseHex(f[8]);
    u.arrival = detail::toInt(f[9], 0);
    u.entryHex = parseHex(f[10]);
    u.commander = std::string(f[11]);
    all.push_back(std::move(u));
  });
  // Index = ascending id order (ruling W31), whatever the file's order.
  std::sort(all.begin(), all.end(),
            [](const UnitInfo& a, const UnitInfo& b) { return a.id < b.id; });
  Roster r;
  for (std::size_t i = 0; i < all.size() && i < r.units.size(); ++i) r.units[i] = all[i];
  return r;
}

}  // namespace

int Roster::find(std::string_view id) const {
  for (int u = 0; u < kUnits; ++u)
    if (units[static_cast<std::size_t>(u)].id == id) return u;
  return kNoUnit;
}

const Roster& theRoster() {
  static const Roster r = load();
  return r;
}

}  // namespace w20
