#include "w20_test_api.h"

#include "w20_replay_text.h"
#include "w20_rule_text.h"

namespace naw::web {

namespace {

using w20::bit;
std::size_t z(int i) { return static_cast<std::size_t>(i); }

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char ch : s) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += static_cast<unsigned char>(ch) < 0x20 ? ' ' : ch;
  }
  return out + "\"";
}
std::string hexText(int h) { return quoted(w20::formatHex(h)); }
std::string ids(std::uint32_t mask) {
  std::string s = "[";
  for (int u = 0; u < w20::kUnits; ++u)
    if (mask & bit(u)) s += (s.size() > 1 ? "," : "") + quoted(w20::Game::roster()[u].id);
  return s + "]";
}
std::string hexList(const std::vector<int>& hexes) {
  std::string s = "[";
  for (int h : hexes) s += (s.size() > 1 ? "," : "") + hexText(h);
  return s + "]";
}
// The hexes of the units of a mask (what the board shows of them).
std::vector<int> hexesOf(const w20::Game& g, std::uint32_t mask) {
  std::vector<int> out;
  for (int u = 0; u < w20::kUnits; ++u)
    if ((mask & bit(u)) && g.onMap(u)) out.push_back(g.unit(u).hex);
  return out;
}

std::string counters(const w20::View& v) {
  std::string s = "[";
  for (int i = 0; i < v.nUnits; ++i) {
    const w20::ViewUnit& vu = v.units[z(i)];
    if (vu.status != w20::UnitStatus::Map) continue;
    s += std::string(s.size() > 1 ? "," : "") + "{\"hex\":" + hexText(vu.hex) + ",\"side\":\"" +
         w20::sideName(vu.side) + "\",\"marker\":" + std::to_string(vu.marker) +
         ",\"id\":" + (vu.unit >= 0 ? quoted(w20::Game::roster()[vu.unit].id) : "null") +
         ",\"faceUp\":" + (vu.faceUp ? "true" : "false") +
         ",\"routed\":" + (vu.routed ? "true" : "false") + "}";
  }
  return s + "]";
}

}  // namespace

std::string w20Status(const w20::ui::Screen& sc) {
  const w20::Game& g = sc.play().game();
  const w20::State& s = g.state();
  return "turn=" + std::to_string(s.turn) + " phase=" + w20::phaseName(s.phase) +
         " french-morale=" + std::to_string(s.morale[0]) +
         " allied-morale=" + std::to_string(s.morale[1]) + " winner=" + w20::winnerName(s.winner) +
         " scenario=w20 date=" + w20::dateName(s.turn) + " part=" + w20::partName(s.turn) +
         " period=" + (w20::isNightTurn(s.turn) ? "night" : "day");
}

std::string w20UiState(const w20::ui::Screen& sc, const std::string& items) {
  if (!sc.active())
    return "{\"game\":\"w20\",\"step\":\"\",\"dialog\":\"new-game\",\"items\":" + items + "}";
  const w20::ui::Play& p = sc.play();
  const w20::Game& g = p.game();
  const w20::Step st = p.step();
  const w20::View v = p.view();
  const bool visible = !p.handover;  // behind the hand-over the board shows nothing
  std::string t =
      std::string("{\"game\":\"w20\",\"step\":\"") +
      (g.over()                       ? "game-over"
       : st.owed != w20::Owed::None   ? w20::owedName(st.owed)
       : w20::isCombatPhase(st.phase) ? w20::stepName(st.step)
                                      : "act") +
      "\",\"phase\":\"" + w20::phaseName(st.phase) + "\",\"turn\":" + std::to_string(st.turn) +
      ",\"acting\":\"" + w20::sideName(st.acting) + "\",\"viewer\":\"" + w20::sideName(p.viewer()) +
      "\",\"dialog\":\"" +
      (sc.newGameOpen ? "new-game"
       : sc.ruleOpen  ? "rule"
                      : "") +
      "\",\"flipped\":" + (p.flipped ? "true" : "false") + ",\"handover\":" +
      (p.handover ? "\"" + std::string(w20::sideName(*p.handover)) + "\"" : "null") +
      ",\"morale\":[" + std::to_string(v.morale[0]) + "," + std::to_string(v.morale[1]) +
      "],\"events\":[\"" + w20::eventName(v.event[0]) + "\",\"" + w20::eventName(v.event[1]) +
      "\"],\"period\":\"" + (w20::isNightTurn(st.turn) ? "night" : "day") + "\"";
  // The replay viewer's moment as the map draws it (w20_replay_text.h: W29, or the fog lifted).
  if (sc.replayGame)
    t += ",\"replayCounters\":" + counters(w20::ui::replayView(*sc.replayGame, sc.replaySide)) +
         ",\"replaySide\":" +
         (sc.replaySide ? "\"" + std::string(w20::sideName(*sc.replaySide)) + "\"" : "null");
  if (visible) {
    t += ",\"counters\":" + counters(v) + ",\"selected\":" +
         (p.selected >= 0 ? quoted(w20::Game::roster()[p.selected].id) : "null") +
         ",\"reach\":" + hexList(p.targets()) + ",\"pending\":" + ids(p.owedUnits()) +
         ",\"attackers\":" + ids(p.draft.attackers) +
         ",\"defenderHexes\":" + hexList(hexesOf(g, p.draft.defenders)) +
         ",\"losses\":" + ids(p.losses) + ",\"combats\":" + std::to_string(v.nCombats) +
         ",\"cursor\":" +
         (sc.cursor.shown() ? "\"" + w20::formatHex(sc.cursor.at) + "\"" : std::string("null"));
    if (p.drafting() && p.draft.attackers && p.draft.defenders) {
      const w20::ui::PlannerFigures f = p.planner();
      t += ",\"planner\":{\"hidden\":" + std::string(f.hidden ? "true" : "false");
      if (!f.hidden) {
        t += ",\"attack\":" + std::to_string(f.preview.attack) +
             ",\"defence\":" + std::to_string(f.preview.defence) +
             ",\"diff\":" + std::to_string(f.preview.differential) + ",\"faces\":{";
        for (int r = 1; r < 9; ++r)
          t += std::string(r > 1 ? "," : "") + "\"" + w20::resultName(w20::Result(r)) +
               "\":" + std::to_string(f.preview.faces[z(r)]);
        t += "}";
      }
      t += "}";
    }
    // The roll step (9.6): the computed differential, the one chosen, its column and faces.
    if (const std::optional<w20::ui::RollFigures> r = p.rollFigures()) {
      t += ",\"roll\":{\"computed\":" + std::to_string(r->computed.differential) +
           ",\"lowered\":" + (r->lowered ? "true" : "false") +
           ",\"chosen\":" + std::to_string(r->chosen) + ",\"column\":" + std::to_string(r->column) +
           ",\"faces\":{";
      for (int k = 1; k < 9; ++k)
        t += std::string(k > 1 ? "," : "") + "\"" + w20::resultName(w20::Result(k)) +
             "\":" + std::to_string(r->faces[z(k)]);
      t += "}}";
    }
  }
  if (p.refusal)
    t += ",\"refusal\":{\"rule\":" + quoted(p.refusal->rule) +
         ",\"why\":" + quoted(p.refusal->why) + "}";
  else
    t += ",\"refusal\":null";
  // The rule dialog's entry (w20_rule_text.h) in the language shown; "text" is empty until the
  // page has fetched it.
  if (p.refusal && sc.ruleOpen)
    if (const naw::ui::RuleEntry* e = w20::ui::findW20Rule(p.refusal->rule))
      t += ",\"ruleText\":{\"id\":" + quoted(e->id) + ",\"title\":" + quoted(e->title) +
           ",\"text\":" + quoted(e->text) + "}";
  if (p.lastCombat)
    t += ",\"die\":" + std::to_string(p.lastCombat->die) +
         ",\"diff\":" + std::to_string(p.lastCombat->diff) + ",\"result\":\"" +
         w20::resultName(p.lastCombat->result) + "\"";
  t += g.over()
           ? ",\"gameOver\":{\"winner\":\"" + std::string(w20::winnerName(g.state().winner)) + "\"}"
           : std::string(",\"gameOver\":null");
  return t + ",\"items\":" + items + "}";
}

std::string w20UnitHex(const w20::ui::Screen& sc, const std::string& id) {
  const w20::View v = sc.play().view();
  const int u = w20::Game::roster().find(id);
  for (int i = 0; i < v.nUnits; ++i)
    if (u >= 0 && v.units[z(i)].unit == u && v.units[z(i)].status == w20::UnitStatus::Map)
      return w20::formatHex(v.units[z(i)].hex);
  return "";
}

std::string w20LegalAttack(const w20::ui::Screen& sc, int index) {
  const w20::Game& g = sc.play().game();
  int n = 0;
  for (const w20::Action& a : g.legalActions()) {
    if (a.kind != w20::ActionKind::Declare && a.kind != w20::ActionKind::Countercharge) continue;
    if (n++ != index) continue;
    return "{\"attackers\":" + ids(a.attackers) +
           ",\"defenderHexes\":" + hexList(hexesOf(g, a.defenders)) + "}";
  }
  return "";
}

}  // namespace naw::web
