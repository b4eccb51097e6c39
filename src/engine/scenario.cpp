#include "scenario.h"

#include "csv.h"

namespace naw {

namespace {

bool parseSlot(std::string_view s, Slot* out) {
  const auto dash = s.find('-');
  if (dash == std::string_view::npos) return false;
  return csv::parseInt(s.substr(0, dash), out->strength) &&
         csv::parseInt(s.substr(dash + 1), out->movement);
}

bool parseHexList(const std::vector<std::string_view>& words, std::vector<Hex>* out) {
  for (std::size_t i = 1; i < words.size(); ++i) {
    const Hex h = parseHex(words[i]);
    if (!h.valid()) return false;
    out->push_back(h);
  }
  return !out->empty();
}

// "reinforce side=allied when=chit=1,5 turn=3 pool=3 take=all"
bool parseGroup(const std::vector<std::string_view>& words, ReinforcementGroup* g) {
  bool haveSide = false, haveWhen = false, haveTurn = false, havePool = false, haveTake = false;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string_view w = words[i];
    const auto eq = w.find('=');
    if (eq == std::string_view::npos) return false;
    const std::string_view key = w.substr(0, eq), value = w.substr(eq + 1);
    if (key == "side") {
      if (value == "french")
        g->side = Side::French;
      else if (value == "allied")
        g->side = Side::Allied;
      else
        return false;
      haveSide = true;
    } else if (key == "when") {
      if (value == "standard") {
        g->standard = true;
      } else if (value.substr(0, 5) == "chit=") {
        for (std::string_view c : csv::splitFields(value.substr(5))) {
          int chit = 0;
          if (!csv::parseInt(c, chit) || chit < 1 || chit > 6) return false;
          g->chits.push_back(chit);
        }
      } else {
        return false;
      }
      haveWhen = true;
    } else if (key == "turn") {
      if (!csv::parseInt(value, g->turn) || g->turn < 1) return false;
      haveTurn = true;
    } else if (key == "pool") {
      g->pool = std::string(value);
      havePool = !value.empty();
    } else if (key == "take") {
      if (value == "all") {
        g->takeAll = true;
      } else {
        g->takeAll = false;
        for (std::string_view s : csv::splitFields(value)) {
          Slot slot;
          if (!parseSlot(s, &slot)) return false;
          g->slots.push_back(slot);
        }
      }
      haveTake = true;
    } else {
      return false;
    }
  }
  return haveSide && haveWhen && haveTurn && havePool && haveTake;
}

}  // namespace

std::string Scenario::turnLabel(int turn) const {
  if (turnLabelFormat.empty())
    return turn >= 1 && turn <= turns() ? turnNames[static_cast<std::size_t>(turn - 1)]
                                        : std::to_string(turn);
  std::string label = turnLabelFormat;
  const std::string key = "{turn}";
  for (std::size_t at; (at = label.find(key)) != std::string::npos;)
    label.replace(at, key.size(), std::to_string(turn));
  return label;
}

std::optional<Scenario> Scenario::parse(std::string_view text, std::string* error) {
  Scenario sc;
  std::string err;
  csv::forEachLine(text, nullptr, [&](int lineNo, std::string_view line) {
    std::vector<std::string_view> words;
    for (std::string_view w : csv::splitFields(line, ' '))
      if (!(w = csv::trim(w)).empty()) words.push_back(w);
    const std::string_view key = words[0];
    bool ok = true;
    if (key == "name" && words.size() == 2)
      sc.name = std::string(words[1]);
    else if (key == "map" && words.size() == 2)
      sc.mapAsset = std::string(words[1]);
    else if (key == "units" && words.size() == 2)
      sc.unitsAsset = std::string(words[1]);
    else if (key == "crt" && words.size() == 2)
      sc.crtAsset = std::string(words[1]);
    else if (key == "turns" && words.size() >= 2)
      for (std::size_t i = 1; i < words.size(); ++i) sc.turnNames.emplace_back(words[i]);
    else if (key == "turn-label" && words.size() >= 2) {
      sc.turnLabelFormat.clear();
      for (std::size_t i = 1; i < words.size(); ++i)
        sc.turnLabelFormat += (i > 1 ? " " : "") + std::string(words[i]);
    } else if (key == "chit-reveal-turn" && words.size() == 2)
      ok = csv::parseInt(words[1], sc.chitRevealTurn) && sc.chitRevealTurn >= 0;
    else if (key == "entry")
      ok = parseHexList(words, &sc.entryHexes);
    else if (key == "exit")
      ok = parseHexList(words, &sc.exitHexes);
    else if (key == "loss-threshold" && words.size() == 2)
      ok = csv::parseInt(words[1], sc.lossThreshold);
    else if (key == "exit-units" && words.size() == 2)
      ok = csv::parseInt(words[1], sc.exitUnits);
    else if (key == "reinforce") {
      ReinforcementGroup g;
      ok = parseGroup(words, &g);
      if (ok) sc.groups.push_back(g);
    } else
      ok = false;
    if (!ok)
      err = "scenario line " + std::to_string(lineNo) + ": cannot read '" + std::string(line) + "'";
    return ok;
  });
  if (err.empty() && (sc.mapAsset.empty() || sc.unitsAsset.empty() || sc.crtAsset.empty() ||
                      sc.turnNames.empty() || sc.turnNames.size() > 200))
    err = "scenario: map, units, crt and turns are required";
  if (!err.empty()) {
    if (error) *error = err;
    return std::nullopt;
  }
  return sc;
}

}  // namespace naw
