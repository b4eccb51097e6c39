#include "units.h"

#include "csv.h"

namespace naw {

const char* sideName(Side s) { return s == Side::French ? "french" : "allied"; }

const char* nationName(Nation n) {
  switch (n) {
    case Nation::French:
      return "french";
    case Nation::AngloAllied:
      return "anglo_allied";
    case Nation::Prussian:
      return "prussian";
  }
  return "?";
}

const char* unitTypeName(UnitType t) {
  switch (t) {
    case UnitType::Infantry:
      return "infantry";
    case UnitType::Cavalry:
      return "cavalry";
    case UnitType::Artillery:
      return "artillery";
  }
  return "?";
}

std::optional<std::vector<UnitDef>> parseUnits(std::string_view text, std::string* error) {
  std::vector<UnitDef> units;
  std::string err;
  bool header = true;
  csv::forEachLine(text, nullptr, [&](int lineNo, std::string_view line) {
    if (header) {  // id,side,nation,type,label,strength,movement,start,arrival
      header = false;
      if (line.substr(0, 8) != "id,side,") err = "units: missing header line";
      return err.empty();
    }
    const auto f = csv::splitFields(line);
    const std::string where = "units line " + std::to_string(lineNo) + ": ";
    if (f.size() != 9) {
      err = where + "expected 9 fields";
      return false;
    }
    UnitDef u;
    u.id = std::string(csv::trim(f[0]));
    const auto side = csv::trim(f[1]), nation = csv::trim(f[2]), type = csv::trim(f[3]);
    if (side == "french")
      u.side = Side::French;
    else if (side == "allied")
      u.side = Side::Allied;
    else
      err = where + "bad side";
    if (nation == "french")
      u.nation = Nation::French;
    else if (nation == "anglo_allied")
      u.nation = Nation::AngloAllied;
    else if (nation == "prussian")
      u.nation = Nation::Prussian;
    else
      err = where + "bad nation";
    if (type == "infantry")
      u.type = UnitType::Infantry;
    else if (type == "cavalry")
      u.type = UnitType::Cavalry;
    else if (type == "artillery")
      u.type = UnitType::Artillery;
    else
      err = where + "bad type";
    u.label = std::string(csv::trim(f[4]));
    if (!csv::parseInt(f[5], u.strength) || !csv::parseInt(f[6], u.movement))
      err = where + "bad strength or movement";
    const auto start = csv::trim(f[7]);
    auto arrival = csv::trim(f[8]);
    if (!start.empty()) {
      u.start = parseHex(start);
      if (!u.start.valid()) err = where + "bad start hex";
    }
    if (!arrival.empty() && arrival.back() == 'v') {
      u.variantPool = true;
      arrival.remove_suffix(1);
    }
    if (!arrival.empty() && !csv::parseInt(arrival, u.arrivalTurn)) err = where + "bad arrival";
    if (u.id.empty()) err = where + "empty id";
    if (start.empty() == (u.arrivalTurn == 0)) err = where + "needs exactly one of start, arrival";
    for (const UnitDef& other : units)
      if (other.id == u.id) err = where + "duplicate id " + u.id;
    if (!err.empty()) return false;
    units.push_back(std::move(u));
    return true;
  });
  if (err.empty() && units.empty()) err = "units: no units";
  if (!err.empty()) {
    if (error) *error = err;
    return std::nullopt;
  }
  return units;
}

}  // namespace naw
