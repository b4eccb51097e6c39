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

std::vector<std::string> sideLines(const View& v, Side side) {
  std::vector<std::string> lines;
  for (int i = 0; i < v.nUnits; ++i)
    if (v.units[z(i)].side == side) lines.push_back(unitLine(v.units[z(i)]));
  return lines;
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

std::uint64_t TextLayer::draftKey(const Play& p) const {
  return p.draft.attackers * 101u + p.draft.defenders * 7u + p.losses * 13u +
         std::uint64_t(p.chosenDiff.value_or(99) + 3) * 17u;
}

std::string TextLayer::title(const Play& p) const {
  const View seen = p.view();
  return tr("tl.turn", {{"turn", dateLabel(seen.turn)}, {"phase", phaseLabel(seen.phase)}});
}

// "the French player's turn", "au tour du joueur allié".
std::string TextLayer::handoverWords(Side side) const {
  return tr(side == Side::French ? "side.french_adjective" : "side.allied_adjective");
}

std::size_t TextLayer::actions(const Play& p) const { return p.record().actions.size(); }

// The record's action `i` (naw-cli's command or plain words: actionSaid) and, for the last,
// its outcome (die, result...), as the viewer may read them.
std::string TextLayer::actionWords(const Play& p, std::size_t i) const {
  const Game& g = p.game();
  const Action& a = p.record().actions[i];
  std::string s = naw::ui::actionSaid(maskedFor(g, cli::commandText(g, a), p.viewer()),
                                      plainWords(g, a, p.viewer()));
  if (i + 1 == p.record().actions.size() && p.lastOutcome)
    if (const std::string o = outcomeWords(g, a, *p.lastOutcome, p.viewer()); !o.empty())
      s = naw::ui::withOutcome(s, o);
  return s;
}

bool TextLayer::changesGame(std::string_view cmd) const {
  return naw::ui::oneOf(
      cmd, {"undo",      "end",       "event",   "march",   "move",          "enter",   "deploy",
            "disengage", "penetrate", "reveal",  "declare", "countercharge", "resolve", "defend",
            "roll",      "retreat",   "advance", "lose",    "rally",         "attack",  "exit"});
}

void TextLayer::blocks(const Play& p, naw::ui::TextLayerView& v) const {
  const Game& g = p.game();
  const Side viewer = p.viewer();
  const View seen = p.view();
  if (isCombatPhase(seen.phase)) {
    std::uint32_t attackers = 0, defenders = 0;
    unmetObligations(g, attackers, defenders);
    if (attackers | defenders)
      v.blocks.push_back({tr("tl.w20.obligations"), {namesFor(g, attackers | defenders, viewer)}});
  }
  naw::ui::TextBlock combats{tr("tl.w20.combats"), {}};
  for (int i = 0; i < seen.nCombats; ++i) {
    const Combat& c = seen.combats[z(i)];
    std::string line =
        tr("tl.numbered",
           {{"n", i + 1},
            {"text", tr("tl.draft", {{"attackers", namesFor(g, c.attackers, viewer)},
                                     {"defenders", namesFor(g, c.defenders, viewer)}})}});
    if (c.die)
      line +=
          ". " + tr("tl.w20.rolled", {{"diff", (c.diff > 0 ? "+" : "") + std::to_string(c.diff)},
                                      {"die", int(c.die)},
                                      {"result", resultName(c.result)}});
    combats.items.push_back(std::move(line));
  }
  if (!combats.items.empty()) v.blocks.push_back(std::move(combats));
  if (const auto roll = p.rollFigures())
    v.blocks.push_back({tr("tl.w20.roll"),
                        {diffWords(roll->computed.differential) + ". " +
                         tr("tl.w20.chosen", {{"diff", roll->chosen}})}});
  if (!p.draft.empty()) {
    std::string line = tr("tl.draft", {{"attackers", namesFor(g, p.draft.attackers, viewer)},
                                       {"defenders", namesFor(g, p.draft.defenders, viewer)}});
    const PlannerFigures f = p.planner();
    line += ". " + (f.hidden ? tr("tl.w20.hidden_strength")
                             : tr("tl.w20.strengths",
                                  {{"attack", f.preview.attack}, {"defence", f.preview.defence}}) +
                                   ", " + diffWords(f.preview.differential));
    v.blocks.push_back({tr("tl.attack_built"), {line}});
  }
  if (p.humanActs()) {
    naw::ui::TextBlock choices{tr("tl.choices"), {}};
    for (const Action& a : p.choices()) {
      std::string c = cli::commandText(g, a);
      if (std::find(choices.items.begin(), choices.items.end(), c) == choices.items.end())
        choices.items.push_back(std::move(c));
    }
    if (!choices.items.empty()) v.blocks.push_back(std::move(choices));
  }
}

std::vector<std::string> TextLayer::unitLines(const Play& p, bool allied) const {
  return sideLines(p.view(), allied ? Side::Allied : Side::French);
}

std::string TextLayer::stepKey(const Play& p) const {
  const Step st = p.step();
  const State& s = p.game().state();
  return std::to_string(s.turn) + "/" + std::to_string(int(s.phase)) + "/" +
         std::to_string(int(st.owed)) + "/" + std::to_string(int(st.step)) + "/" +
         std::to_string(int(st.acting));
}

bool TextLayer::alliedActs(const Play& p) const { return p.step().acting == Side::Allied; }

std::optional<TextReply> TextLayer::query(const Play& p, const Words& w) const {
  if (w[0] == "hex") return hexCommand(p.view(), w);
  if (auto hidden = namesHidden(p.game(), w, p.viewer())) return TextReply{*hidden, ""};
  return std::nullopt;
}

// Every action through the screen's funnel, as a tap: its refusal or its outcome; no unit id
// the viewer may not read in the answer (W29).
std::optional<std::string> TextLayer::apply(Play& p, const Words& w) {
  const auto answer = cli::playCommand(p.game(), w, [&p](const Action& a) -> ApplyResult {
    if (!p.submit(a)) return *p.refusal;
    return p.lastOutcome.value_or(Outcome{});
  });
  if (!answer) return std::nullopt;
  return maskedFor(p.game(), *answer, p.viewer());
}

}  // namespace w20::ui
