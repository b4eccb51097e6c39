#include "w20_text_layer.h"

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/w20/cli/w20_commands.h"
#include "games/w20/cli/w20_session.h"
#include "games/w20/combat.h"
#include "w20_fog_words.h"

namespace w20::ui {

namespace {

using naw::ui::TextReply;
using naw::ui::tr;
using Words = std::vector<std::string_view>;

std::size_t z(int i) { return static_cast<std::size_t>(i); }

std::string nameFor(const Game& g, int u, Side viewer) {
  if (hiddenFrom(g, u, viewer))
    return tr("w20.unit.face_down",
              {{"marker", markerOf(Game::roster()[u].side, g.unit(u).marker)}});
  return unitName(u) + " (" + cli::unitName(u) + ")";
}

std::string namesFor(const Game& g, std::uint32_t mask, Side viewer) {
  std::string s;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) s += (s.empty() ? "" : ", ") + nameFor(g, u, viewer);
  return s.empty() ? tr("tl.none") : s;
}

// A counter of the view in the viewer's words.
std::string viewName(const ViewUnit& vu) {
  if (vu.unit == kNoUnit)
    return tr("w20.unit.face_down", {{"marker", markerOf(vu.side, vu.marker)}});
  return unitName(vu.unit) + " (" + cli::unitName(vu.unit) + ")";
}

std::string unitLine(const ViewUnit& vu) {
  const std::string name = viewName(vu);
  switch (vu.status) {
    case UnitStatus::Map: {
      std::string line = tr("tl.w20.unit_at", {{"unit", name}, {"hex", formatHex(vu.hex)}});
      if (vu.unit != kNoUnit && !vu.faceUp) line += tr("tl.w20.face_down");
      if (vu.routed) line += tr("tl.w20.routed");
      if (vu.moved) line += tr("tl.w20.moved");
      return line;
    }
    case UnitStatus::Pending:
      return tr("tl.w20.pending", {{"unit", name}});
    case UnitStatus::Eliminated:
      return tr("tl.unit_eliminated", {{"unit", name}});
    case UnitStatus::Lost:
    case UnitStatus::Removed:
      break;
  }
  return tr("tl.w20.out", {{"unit", name}});
}

std::vector<std::string> unitLines(const View& v, Side side) {
  std::vector<std::string> lines;
  for (int i = 0; i < v.nUnits; ++i)
    if (v.units[z(i)].side == side) lines.push_back(unitLine(v.units[z(i)]));
  return lines;
}

// The record's action `i` as naw-cli's command and, for the last, the words of its answer
// (die, result...), as the viewer may read them.
std::string actionWords(const Play& p, std::size_t i) {
  const Game& g = p.game();
  const Action& a = p.record().actions[i];
  std::string s = cli::commandText(g, a);
  if (i + 1 == p.record().actions.size() && p.lastOutcome) {
    const std::string answer = cli::appliedAnswer(a, *p.lastOutcome);
    if (answer.size() > 4) s += ": " + answer.substr(3, answer.size() - 4);  // "ok WORDS\n"
  }
  return maskedFor(g, s, p.viewer());
}

TextReply hexCommand(const View& v, const Words& w) {
  std::string err;
  int h = kNoHex;
  if (w.size() != 2) return {naw::cli::text::error("syntax", "usage: hex HEX"), ""};
  if (!cli::readHex(w[1], h, err)) return {err, ""};
  auto holds = [&](int at) {
    std::string s;
    for (int i = 0; i < v.nUnits; ++i)
      if (v.units[z(i)].status == UnitStatus::Map && v.units[z(i)].hex == at)
        s += (s.empty() ? "" : ", ") + viewName(v.units[z(i)]);
    return s.empty() ? tr("tl.empty") : s;
  };
  std::vector<std::string> lines{tr("tl.hex_holds", {{"hex", formatHex(h)}, {"units", holds(h)}})};
  for (int d = 0; d < kDirs; ++d)
    if (const int n = Game::map().neighbour(h, d); n != kNoHex)
      lines.push_back(tr("tl.next_to", {{"hex", formatHex(n)}, {"units", holds(n)}}));
  return naw::ui::linesReply(lines);
}

std::string diffWords(int diff) {
  return tr("tl.w20.diff", {{"diff", (diff > 0 ? "+" : "") + std::to_string(diff)}});
}

// W29: a counter face down to the player named by its id in a command.
std::optional<std::string> namesHidden(const Game& g, const Words& w, Side viewer) {
  for (std::size_t i = 1; i < w.size(); ++i)
    for (std::string_view part : naw::cli::text::split(w[i], ',')) {
      const int u = Game::roster().find(part);
      if (u != kNoUnit && hiddenFrom(g, u, viewer))
        return naw::cli::text::error("W29", "a counter face down to you is named by its marker");
    }
  return std::nullopt;
}

}  // namespace

std::uint64_t TextLayer::key() const {
  const Play* p = play_();
  return p ? playKey(p->draft.attackers * 101u + p->draft.defenders * 7u + p->losses * 13u +
                     std::uint64_t(p->chosenDiff.value_or(99) + 3) * 17u)
           : 0;
}

std::optional<std::string> TextLayer::handover() const {
  const Play* p = play_();
  if (!p || !p->handover) return std::nullopt;
  return sideLabel(*p->handover);
}

bool TextLayer::changesGame(std::string_view cmd) const {
  for (std::string_view c :
       {"undo",      "end",       "event",   "march",   "move",          "enter",   "deploy",
        "disengage", "penetrate", "reveal",  "declare", "countercharge", "resolve", "defend",
        "roll",      "retreat",   "advance", "lose",    "rally",         "attack",  "exit"})
    if (cmd == c) return true;
  return false;
}

naw::ui::TextLayerView TextLayer::view() const {
  naw::ui::TextLayerView v;
  const Play* p = play_();
  if (!p) return v;
  const Game& g = p->game();
  const Side viewer = p->viewer();
  const View seen = p->view();
  if (!head(v, tr("tl.turn", {{"turn", dateLabel(seen.turn)}, {"phase", phaseLabel(seen.phase)}}),
            p->record().actions.empty() ? "" : actionWords(*p, p->record().actions.size() - 1)))
    return v;
  if (g.over()) v.prompt += " " + cli::statusFields(g);
  if (isCombatPhase(seen.phase)) {
    std::uint32_t attackers = 0, defenders = 0;
    unmetObligations(g, attackers, defenders);
    if (attackers | defenders)
      v.blocks.push_back({tr("tl.w20.obligations"), {namesFor(g, attackers | defenders, viewer)}});
  }
  naw::ui::TextBlock combats{tr("tl.w20.combats"), {}};
  for (int i = 0; i < seen.nCombats; ++i) {
    const Combat& c = seen.combats[z(i)];
    std::string line = std::to_string(i + 1) + ": " +
                       tr("tl.draft", {{"attackers", namesFor(g, c.attackers, viewer)},
                                       {"defenders", namesFor(g, c.defenders, viewer)}});
    if (c.die)
      line +=
          ". " + tr("tl.w20.rolled", {{"diff", (c.diff > 0 ? "+" : "") + std::to_string(c.diff)},
                                      {"die", int(c.die)},
                                      {"result", resultName(c.result)}});
    combats.items.push_back(std::move(line));
  }
  if (!combats.items.empty()) v.blocks.push_back(std::move(combats));
  if (const auto roll = p->rollFigures())
    v.blocks.push_back({tr("tl.w20.roll"),
                        {diffWords(roll->computed.differential) + ". " +
                         tr("tl.w20.chosen", {{"diff", roll->chosen}})}});
  if (!p->draft.empty()) {
    std::string line = tr("tl.draft", {{"attackers", namesFor(g, p->draft.attackers, viewer)},
                                       {"defenders", namesFor(g, p->draft.defenders, viewer)}});
    const PlannerFigures f = p->planner();
    line += ". " + (f.hidden ? tr("tl.w20.hidden_strength")
                             : tr("tl.w20.strengths",
                                  {{"attack", f.preview.attack}, {"defence", f.preview.defence}}) +
                                   ", " + diffWords(f.preview.differential));
    v.blocks.push_back({tr("tl.attack_built"), {line}});
  }
  if (p->humanActs()) {
    naw::ui::TextBlock choices{tr("tl.choices"), {}};
    for (const Action& a : p->choices()) {
      std::string c = cli::commandText(g, a);
      if (std::find(choices.items.begin(), choices.items.end(), c) == choices.items.end())
        choices.items.push_back(std::move(c));
    }
    if (!choices.items.empty()) v.blocks.push_back(std::move(choices));
  }
  v.blocks.push_back({tr("tl.units_french"), unitLines(seen, Side::French)});
  v.blocks.push_back({tr("tl.units_allied"), unitLines(seen, Side::Allied)});
  return v;
}

std::optional<TextReply> TextLayer::command(const Words& w) {
  Play* p = play_();
  if (!p) return std::nullopt;
  const Game& g = p->game();
  if (w[0] == "hex") return hexCommand(p->view(), w);
  if (w[0] == "units") {
    std::string err;
    const auto sides = naw::ui::sidesAsked(w, err);
    if (!sides) return TextReply{err, ""};
    std::vector<std::string> lines;
    for (int s : *sides)
      for (auto& l : unitLines(p->view(), s == 0 ? Side::French : Side::Allied))
        lines.push_back(std::move(l));
    return TextReply{naw::ui::listAnswer(lines), ""};
  }
  if (auto hidden = namesHidden(g, w, p->viewer())) return TextReply{*hidden, ""};
  // Every action through the screen's funnel, as a tap: its refusal or its outcome.
  const auto answer = cli::playCommand(g, w, [p](const Action& a) -> ApplyResult {
    if (!p->submit(a)) return *p->refusal;
    return p->lastOutcome.value_or(Outcome{});
  });
  if (!answer) return std::nullopt;
  return TextReply{maskedFor(g, *answer, p->viewer()), ""};  // poll() announces what was applied
}

void TextLayer::poll(std::vector<std::string>& out) {
  const Play* p = play_();
  if (!p) return pollRecord(out, 0, "", "", {});
  const Step st = p->step();
  const State& s = p->game().state();
  pollRecord(out, p->record().actions.size(),
             std::to_string(s.turn) + "/" + std::to_string(int(s.phase)) + "/" +
                 std::to_string(int(st.owed)) + "/" + std::to_string(int(st.step)) +
                 sideLabel(st.acting),
             sideLabel(st.acting), [p](std::size_t i) { return actionWords(*p, i); });
}

}  // namespace w20::ui
