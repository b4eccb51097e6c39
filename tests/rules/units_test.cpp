// Ruling R10 (the counter manifest) and case 2.4-2.6: every counter of the 1979 manifest, its
// type, strength, allowance and start hex -- checked against numbers typed in from the
// counter section of seeds/001_... by hand.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "assets.h"
#include "hex.h"
#include "map.h"
#include "units.h"

namespace {

const std::vector<naw::UnitDef>& units() {
  static const std::vector<naw::UnitDef> all = *naw::parseUnits(naw::assetText("units.csv"));
  return all;
}
const naw::UnitDef& unit(const std::string& id) {
  for (const auto& u : units())
    if (u.id == id) return u;
  ADD_FAILURE() << "no unit " << id;
  return units().front();
}

TEST(Ruling_R10, ManifestHasEveryCounterOfTheCounterSection) {
  std::map<std::string, int> count;
  for (const auto& u : units()) {
    const std::string nation = naw::nationName(u.nation);
    const std::string when = u.variantPool   ? "5v"
                             : u.arrivalTurn ? std::to_string(u.arrivalTurn)
                                             : "start";
    ++count[nation + " " + when];
  }
  EXPECT_EQ(count["anglo_allied start"], 18);  // two rows: 10 + 8
  EXPECT_EQ(count["prussian 3"], 9);           // Gt3
  EXPECT_EQ(count["prussian 5v"], 7);          // Gt5v
  EXPECT_EQ(count["french start"], 26);
  EXPECT_EQ(count["french 5v"], 13);
  EXPECT_EQ(units().size(), 73u);
}

TEST(Ruling_R10, TypeFollowsMovementAllowance) {
  // x-3 artillery, x-4 infantry, x-5 and x-6 cavalry.
  for (const auto& u : units()) {
    const naw::UnitType want = u.movement == 3   ? naw::UnitType::Artillery
                               : u.movement == 4 ? naw::UnitType::Infantry
                                                 : naw::UnitType::Cavalry;
    EXPECT_EQ(u.type, want) << u.id;
    EXPECT_TRUE(u.movement >= 3 && u.movement <= 6) << u.id;
  }
  EXPECT_EQ(unit("aa-hvy").type, naw::UnitType::Cavalry);
  EXPECT_EQ(unit("aa-dbc").type, naw::UnitType::Cavalry);
  EXPECT_EQ(unit("aa-art-res").type, naw::UnitType::Artillery);
  EXPECT_EQ(unit("fr-gd-lt").movement, 6);  // Gd Lt 3-6
}

TEST(Ruling_R10, PrintedValuesAndStartHexes) {
  struct Row {
    const char* id;
    int strength, movement;
    const char* start;
  };
  const Row rows[] = {
      {"aa-1br", 7, 4, "1010"},    {"aa-det", 1, 4, "0914"},    {"aa-brn", 2, 4, "0807"},
      {"aa-art-i", 3, 3, "1409"},  {"aa-art-ii", 2, 3, "1110"}, {"fr-gren-gd", 7, 4, "1517"},
      {"fr-6-ii", 7, 4, "0814"},   {"fr-art-gd", 5, 3, "1411"}, {"fr-gd-hvy", 4, 5, "1016"},
      {"fr-3c-iii", 1, 5, "1414"}, {"fr-20-vi", 2, 4, "1316"},  {"fr-1c-i", 2, 5, "2011"},
  };
  for (const Row& r : rows) {
    const auto& u = unit(r.id);
    EXPECT_EQ(u.strength, r.strength) << r.id;
    EXPECT_EQ(u.movement, r.movement) << r.id;
    EXPECT_EQ(naw::formatHex(u.start), r.start) << r.id;
  }
  EXPECT_EQ(unit("fr-19-vi").label, "19/VI");  // printed "19/IV": R10
  EXPECT_EQ(unit("fr-20-vi").label, "20/VI");
  EXPECT_EQ(unit("pr-5-ii").strength, 5);
  EXPECT_EQ(unit("pr-art-ii").strength, 4);  // the Prussian 4-3
  EXPECT_EQ(unit("pr-art-ii").movement, 3);
}

TEST(Ruling_R10, StartHexesOnEnterableTerrainOneUnitEach) {
  const auto map = *naw::Map::parse(naw::assetText("map-1979.csv"));
  std::set<std::string> used;
  for (const auto& u : units()) {
    if (!u.start.valid()) continue;
    ASSERT_TRUE(map.onMap(u.start)) << u.id;
    EXPECT_NE(map.at(u.start).terrain, naw::Terrain::Woods) << u.id;
    EXPECT_TRUE(used.insert(naw::formatHex(u.start)).second) << u.id << " shares its start hex";
  }
}

TEST(Ruling_R10, DetachmentInHougoumontWoodStartsInThreeFrenchZones) {
  std::set<std::string> touching;
  const naw::Hex det = unit("aa-det").start;
  for (const auto& u : units())
    if (u.side == naw::Side::French && u.start.valid() && naw::distance(u.start, det) == 1)
      touching.insert(u.id);
  EXPECT_EQ(touching, (std::set<std::string>{"fr-6-ii", "fr-9-ii", "fr-art-i"}));
}

}  // namespace
