// The text forms of a Waterloo 20 position: `status` fields, `state` and `view` JSON
// (cli-protocol-w20.md).
#include <string>

#include "games/w20/cli/w20_session.h"

namespace w20::cli {

namespace {
std::size_t z(int i) { return static_cast<std::size_t>(i); }

std::string q(std::string_view s) { return "\"" + std::string(s) + "\""; }
const char* boolText(bool b) { return b ? "true" : "false"; }

std::string unitList(std::uint32_t mask) {
  std::string out;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) out += (out.empty() ? "" : ",") + unitName(u);
  return out;
}

std::string jsonUnitArray(std::uint32_t mask) {
  std::string out = "[";
  bool first = true;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) {
      out += (first ? "" : ",") + q(unitName(u));
      first = false;
    }
  return out + "]";
}

std::string markerText(Side side, int marker) {
  return (side == Side::French ? "f" : "a") + std::to_string(marker);
}

// A unit entry in full (state; a view's own units and enemy counters it may identify).
std::string fullUnit(int u, const UnitState& us) {
  return "{\"id\":" + q(unitName(u)) +
         ",\"marker\":" + q(markerText(Game::roster()[u].side, us.marker)) +
         ",\"hex\":" + (us.hex == kNoHex ? std::string("null") : q(formatHex(us.hex))) +
         ",\"status\":" + q(statusName(us.status)) + ",\"face\":" + q(us.faceUp ? "up" : "down") +
         ",\"routed\":" + boolText(us.routed) + ",\"moved\":" + boolText(us.moved) + "}";
}

std::string common(const Game& g, const char* viewer, const std::string& awaiting,
                   const std::string& units) {
  const State& s = g.state();
  const Phase shown = s.phase == Phase::GameOver ? s.endedIn : s.phase;
  std::string optional;
  if (s.fog) optional += q("fog");
  if (s.penetration) optional += (optional.empty() ? "" : ",") + q("penetration");
  if (s.routedRule) optional += (optional.empty() ? "" : ",") + q("routed");
  auto ev = [](Event e) { return e == Event::NotRolled ? std::string("null") : q(eventName(e)); };
  std::string combats;
  for (int i = 0; i < s.nCombats; ++i) {
    const Combat& c = s.combats[z(i)];
    const bool rolled = c.die != 0;
    combats += std::string(i ? "," : "") + "{\"n\":" + std::to_string(i + 1) +
               ",\"attackers\":" + jsonUnitArray(c.attackers) +
               ",\"defenders\":" + jsonUnitArray(c.defenders) + ",\"state\":" +
               q(c.state == CombatState::Declared   ? "declared"
                 : c.state == CombatState::Resolved ? "resolved"
                                                    : "cancelled") +
               ",\"diff\":" + (rolled ? std::to_string(c.diff) : "null") +
               ",\"die\":" + (rolled ? std::to_string(c.die) : "null") +
               ",\"result\":" + (rolled ? q(resultName(c.result)) : "null") + "}";
  }
  return std::string("{\"scenario\":\"w20\",\"viewer\":") + q(viewer) +
         ",\"turn\":" + std::to_string(s.turn) + ",\"date\":" + q(dateName(s.turn)) +
         ",\"part\":" + q(partName(s.turn)) + ",\"night\":" + boolText(isNightTurn(s.turn)) +
         ",\"phase\":" + q(phaseName(shown)) + ",\"step\":" + q(stepName(s.step)) +
         ",\"awaiting\":" + q(awaiting) + ",\"winner\":" + q(winnerName(s.winner)) +
         ",\"optional\":[" + optional + "],\"morale\":{\"french\":" + std::to_string(s.morale[0]) +
         ",\"allied\":" + std::to_string(s.morale[1]) +
         "},\"event\":{\"french\":" + ev(s.event[0]) + ",\"allied\":" + ev(s.event[1]) +
         "},\"forced_march\":{\"french\":" + boolText(s.forcedMarch[0]) +
         ",\"ad\":" + boolText(s.forcedMarch[1]) + ",\"pr\":" + boolText(s.forcedMarch[2]) +
         "},\"units\":[" + units + "],\"combats\":[" + combats + "]}";
}

}  // namespace

std::string unitName(int u) { return Game::roster()[u].id; }

std::string awaitingText(const Game& g, bool forView, Side viewer) {
  const Step st = g.step();
  const std::string side = sideName(st.acting);
  switch (st.owed) {
    case Owed::None:
    case Owed::GameOver:
      return "none";
    case Owed::Deploy:
      if (forView && st.acting != viewer) return "deploy:" + side;  // W29
      return "deploy:" + unitList(st.owedUnits);
    case Owed::Retreat:
    case Owed::Advance:
      return std::string(owedName(st.owed)) + ":" + unitList(st.owedUnits);
    default:
      return std::string(owedName(st.owed)) + ":" + side;
  }
}

std::string statusFields(const Game& g) {
  const State& s = g.state();
  const Phase shown = s.phase == Phase::GameOver ? s.endedIn : s.phase;
  return "turn=" + std::to_string(s.turn) + " date=" + dateName(s.turn) +
         " part=" + partName(s.turn) + " phase=" + phaseName(shown) + " step=" + stepName(s.step) +
         " french-morale=" + std::to_string(s.morale[0]) +
         " allied-morale=" + std::to_string(s.morale[1]) +
         " awaiting=" + awaitingText(g, false, Side::French) + " winner=" + winnerName(s.winner);
}

std::string stateJson(const Game& g) {
  std::string units;
  for (int u = 0; u < kUnits; ++u) units += (u ? "," : "") + fullUnit(u, g.unit(u));
  return common(g, "all", awaitingText(g, false, Side::French), units);
}

std::string viewJson(const Game& g, Side side) {
  const View v = g.view(side);
  std::string units;
  for (int i = 0; i < v.nUnits; ++i) {
    const ViewUnit& vu = v.units[z(i)];
    if (i) units += ",";
    if (vu.unit == kNoUnit)
      units += "{\"marker\":" + q(markerText(vu.side, vu.marker)) +
               ",\"side\":" + q(sideName(vu.side)) + ",\"hex\":" + q(formatHex(vu.hex)) +
               ",\"face\":\"down\",\"routed\":" + boolText(vu.routed) + "}";
    else
      units += fullUnit(vu.unit, g.unit(vu.unit));
  }
  return common(g, sideName(side), awaitingText(g, true, side), units);
}

}  // namespace w20::cli
