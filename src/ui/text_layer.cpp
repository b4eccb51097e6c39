#include "text_layer.h"

#include <algorithm>

#include "action_text.h"
#include "cli/play_commands.h"
#include "i18n.h"
#include "play.h"
#include "player_text.h"
#include "refusal_text.h"

namespace naw::ui {

namespace {

using cli::text::Words;

std::string unitWords(const Rules& rules, int u) {
  return rules.unit(u).label + " (" + rules.unit(u).id + ")";
}

std::string unitNames(const Rules& rules, const std::vector<int>& units) {
  std::string s;
  for (int u : units) s += (s.empty() ? "" : ", ") + unitWords(rules, u);
  return s.empty() ? tr("tl.none") : s;
}

std::string unitLine(const Game& g, const GameState& s, int u) {
  const UnitDef& d = g.rules().unit(u);
  const UnitState& us = s.units[static_cast<std::size_t>(u)];
  const std::string name = unitWords(g.rules(), u);
  switch (us.status) {
    case UnitStatus::OnMap: {
      std::string line = tr("tl.unit_at", {{"unit", name},
                                           {"hex", formatHex(g.rules().hexAt(us.hex))},
                                           {"strength", d.strength},
                                           {"left", std::max(0, d.movement - int(us.mpUsed))},
                                           {"movement", d.movement}});
      if (us.flags & kFought) line += tr("tl.fought");
      return line;
    }
    case UnitStatus::Waiting:
      return tr("tl.unit_waiting", {{"unit", name},
                                    {"turn", turnLabel(g.rules().scenario(), d.arrivalTurn)},
                                    {"strength", d.strength}});
    case UnitStatus::Eliminated:
      return tr("tl.unit_eliminated", {{"unit", name}});
    case UnitStatus::Exited:
      return tr("tl.unit_exited", {{"unit", name}});
    case UnitStatus::Unavailable:
      break;
  }
  return "";
}

std::vector<std::string> unitLines(const Game& g, Side side) {
  const GameState s = g.view(g.step().acting);
  std::vector<std::string> lines;
  for (int u = 0; u < s.unitCount; ++u)
    if (g.rules().unit(u).side == side) {
      std::string line = unitLine(g, s, u);
      if (!line.empty()) lines.push_back(std::move(line));
    }
  return lines;
}

std::string refusalWords(const Game& g, const Refusal& r) {
  return tr("tl.refused",
            {{"rule", r.rule}, {"why", withUnitLabels(g.rules(), refusalText(r.why))}});
}

// The player's words for a naw-cli "error RULE WHY" answer.
std::string errorWords(const Game& g, const std::string& answer) {
  std::string_view a = answer;
  if (a.rfind("error ", 0) != 0) return answer;
  a.remove_prefix(6);
  const auto space = a.find(' ');
  Refusal r;
  r.rule = std::string(a.substr(0, space));
  r.why = space == std::string_view::npos ? "" : std::string(a.substr(space + 1));
  while (!r.why.empty() && r.why.back() == '\n') r.why.pop_back();
  return refusalWords(g, r);
}

// A list answer: "ok", the lines, ".".
std::string listAnswer(const std::vector<std::string>& lines) {
  std::string s = "ok\n";
  for (const auto& l : lines) s += l + "\n";
  return s + ".\n";
}

std::string unitsOn(const Game& g, Hex h) {
  std::string s;
  for (int u : unitsAt(g.rules(), g.view(g.step().acting), h))
    s += (s.empty() ? "" : ", ") + unitWords(g.rules(), u);
  return s.empty() ? tr("tl.empty") : s;
}

TextReply hexCommand(const Game& g, const Words& w) {
  const Hex h = w.size() == 2 ? parseHex(w[1]) : Hex{};
  if (w.size() != 2) return {cli::text::error("syntax", "usage: hex HEX"), ""};
  if (!h.valid() || !g.rules().map().onMap(h)) {
    const std::string a = cli::text::error("syntax", "not a hex of the map: " + std::string(w[1]));
    return {a, errorWords(g, a)};
  }
  std::vector<std::string> lines{
      tr("tl.hex_holds", {{"hex", formatHex(h)}, {"units", unitsOn(g, h)}})};
  for (int d = 0; d < 6; ++d) {
    const Hex n = neighbor(h, d);
    if (!g.rules().map().onMap(n)) continue;
    lines.push_back(tr("tl.next_to", {{"hex", formatHex(n)}, {"units", unitsOn(g, n)}}));
  }
  std::string say;
  for (const auto& l : lines) say += (say.empty() ? "" : ". ") + l;
  return {listAnswer(lines), say};
}

TextReply unitsCommand(const Game& g, const Words& w) {
  std::vector<Side> sides{Side::French, Side::Allied};
  if (w.size() == 2 && w[1] == "french") sides = {Side::French};
  if (w.size() == 2 && w[1] == "allied") sides = {Side::Allied};
  if (w.size() > 2 || (w.size() == 2 && w[1] != "french" && w[1] != "allied"))
    return {cli::text::error("syntax", "usage: units [french|allied]"), ""};
  std::vector<std::string> lines;
  for (Side s : sides)
    for (auto& l : unitLines(g, s)) lines.push_back(std::move(l));
  return {listAnswer(lines), ""};
}

TextReply oddsCommand(const Game& g, const Words& w) {
  Words asAttack = w;
  asAttack[0] = "attack";
  const cli::PlayCommand c = cli::readPlayCommand(g, asAttack);
  if (c.actions.empty()) return {c.answer, errorWords(g, c.answer)};
  AttackDraft draft;
  draft.attackers = c.actions[0].attackers;
  draft.bombarders = c.actions[0].bombarders;
  draft.defenders = c.actions[0].defenders;
  draft.oddsColumn = c.actions[0].oddsColumn;
  const AttackInfo info = attackInfo(g, draft);
  if (info.refusal) {
    const std::string a = cli::refusedAnswer(*info.refusal);
    return {a, refusalWords(g, *info.refusal)};
  }
  const std::string odds = g.rules().crt().columnName(info.column);
  return {
      cli::text::ok(odds + " " + std::to_string(info.attack) + "-" + std::to_string(info.defence)),
      tr("tl.odds", {{"attack", info.attack}, {"defence", info.defence}, {"odds", odds}})};
}

// An action after combat as naw-cli's command for it ("retreat fr-1-i 1416", "advance none").
std::string commandFor(const Rules& r, const Action& a) {
  std::string ids;
  for (int u : a.attackers) ids += (ids.empty() ? "" : ",") + r.unit(u).id;
  switch (a.type) {
    case ActionType::Retreat:
      return "retreat " + r.unit(a.unit).id + " " + formatHex(a.hex);
    case ActionType::Advance:
      return "advance " + r.unit(a.unit).id + " " + formatHex(a.hex);
    case ActionType::DeclineRetreat:
      return "retreat none";
    case ActionType::DeclineAdvance:
      return "advance none";
    case ActionType::ChooseLosses:
      return "lose " + ids;
    default:
      return "";
  }
}

bool isPlayCommand(std::string_view cmd) {
  for (std::string_view c :
       {"moves", "move", "enter", "exit", "undo", "attack", "retreat", "advance", "lose", "end"})
    if (cmd == c) return true;
  return false;
}

}  // namespace

void TextLayer::attach(App& app) {
  app.onApplied.push_back([this](const App& a) { announce(announceLastAction(a)); });
  app.onReplaced.push_back(
      [this](const App& a) { announce(tr("tl.new_game") + " " + stepPrompt(a.game())); });
}

std::vector<std::string> TextLayer::takeAnnouncements() {
  std::vector<std::string> out;
  out.swap(pending_);
  return out;
}

std::string announceLastAction(const App& app) {
  const Game& g = app.game();
  if (g.log().empty()) return "";
  const LogEntry& e = g.log().back();
  std::string s = sideWords(e.before.acting) + ": " + describeAction(g, e.action, &e.outcome);
  const Step now = g.step();
  if (now.kind != e.before.kind || now.phase != e.before.phase || now.turn != e.before.turn ||
      now.acting != e.before.acting)
    s += ". " + stepPrompt(g);
  return s;
}

TextLayerView TextLayer::view(const App& app) const {
  const Game& g = app.game();
  const Step st = g.step();
  TextLayerView v;
  v.title = tr("tl.turn", {{"turn", turnLabel(g.rules().scenario(), st.turn)},
                           {"phase", phaseLabel(st.phase)}});
  if (g.over()) {
    v.prompt = gameOverTitle(g) + ". " + gameOverReason(g);
  } else if (app.handover()) {
    v.prompt = tr("tl.handover", {{"side", sideWords(*app.handover())}});
  } else {
    v.prompt = stepPrompt(g);
    if (!app.humanActs()) v.prompt += ". " + tr("tl.computer_acts");
  }
  if (app.handover()) return v;  // the board stays hidden until the next player is ready
  if (!g.log().empty()) {
    const LogEntry& e = g.log().back();
    v.blocks.push_back(
        {tr("tl.last_action"),
         {sideWords(e.before.acting) + ": " + describeAction(g, e.action, &e.outcome)}});
  }
  if (app.refusal()) v.blocks.push_back({tr("tl.last_refusal"), {refusalWords(g, *app.refusal())}});
  if (isCombatPhase(st.phase)) {
    v.blocks.push_back({tr("tl.obligations"), {unitNames(g.rules(), g.obligations())}});
    const std::vector<int> pending = stepUnits(g);
    if (!pending.empty() && st.kind != StepKind::DeclareAttack)
      v.blocks.push_back({tr("tl.step_units"), {unitNames(g.rules(), pending)}});
    // After a combat, the choices the engine offers, as the commands that take them.
    if (st.kind != StepKind::DeclareAttack && app.humanActs()) {
      TextBlock choices{tr("tl.choices"), {}};
      for (const Action& a : g.legalActions()) {
        std::string c = commandFor(g.rules(), a);
        if (c.empty() || choices.items.size() >= 12) continue;
        if (std::find(choices.items.begin(), choices.items.end(), c) == choices.items.end())
          choices.items.push_back(std::move(c));
      }
      if (!choices.items.empty()) v.blocks.push_back(std::move(choices));
    }
  }
  if (!app.draft.empty()) {
    const AttackInfo info = attackInfo(g, app.draft);
    std::vector<int> attackers = app.draft.attackers;
    attackers.insert(attackers.end(), app.draft.bombarders.begin(), app.draft.bombarders.end());
    std::string line = tr("tl.draft", {{"attackers", unitNames(g.rules(), attackers)},
                                       {"defenders", unitNames(g.rules(), app.draft.defenders)}});
    if (info.refusal)
      line += ". " + refusalWords(g, *info.refusal);
    else
      line += ". " + tr("tl.odds", {{"attack", info.attack},
                                    {"defence", info.defence},
                                    {"odds", g.rules().crt().columnName(info.column)}});
    v.blocks.push_back({tr("tl.attack_built"), {line}});
  }
  v.blocks.push_back({tr("tl.units_french"), unitLines(g, Side::French)});
  v.blocks.push_back({tr("tl.units_allied"), unitLines(g, Side::Allied)});
  return v;
}

TextReply TextLayer::run(App& app, std::string_view line) {
  const auto hash = line.find('#');
  if (hash != std::string_view::npos) line = line.substr(0, hash);
  const Words w = cli::text::split(line, ' ');
  if (w.empty()) return {};
  const std::string_view cmd = w[0];
  const Game& g = app.game();
  TextReply r;
  if (cmd == "help") {
    std::vector<std::string> lines;
    const std::string& help = tr("tl.help");
    for (std::size_t from = 0; from <= help.size();) {
      const std::size_t to = std::min(help.find('\n', from), help.size());
      lines.push_back(help.substr(from, to - from));
      from = to + 1;
    }
    return {listAnswer(lines), help};
  }
  if (cmd == "ready") {
    if (!app.handover()) return {cli::text::error("syntax", "no hand-over is pending"), ""};
    readyForTurn(app);
    return {cli::text::ok(), stepPrompt(app.game())};
  }
  if (cmd == "hex") return hexCommand(g, w);
  if (cmd == "units") return unitsCommand(g, w);
  if (cmd == "odds") return oddsCommand(g, w);
  if (isPlayCommand(cmd) && !g.over()) {
    // The board is hidden at a hand-over, and the computer's side is the computer's.
    if (app.handover()) {
      r.announcement = tr("tl.handover", {{"side", sideWords(*app.handover())}});
      r.answer = cli::text::error("syntax", "hand-over: type ready");
      return r;
    }
    if (!app.humanActs()) {
      r.announcement = tr("tl.computer_acts");
      r.answer = cli::text::error("syntax", "the computer plays this side");
      return r;
    }
  }
  if (cmd == "undo" && w.size() == 1 && app.canUndo()) {
    // As the Undo button: the move taken back can be made again (redo).
    if (app.undo()) return {cli::text::ok(), ""};
    r.answer = cli::refusedAnswer(*app.refusal());
    r.announcement = refusalWords(g, *app.refusal());
    return r;
  }
  const cli::PlayCommand c = cli::readPlayCommand(g, w);
  if (!c.known) {
    // naw-cli's set-up and test commands are not the layer's: the menu starts games.
    bool setup = false;
    for (std::string_view other :
         {"new", "place", "clear", "set", "dice", "state", "bench", "ai", "selfplay"})
      setup = setup || cmd == other;
    r.answer =
        cli::text::error("syntax", (setup ? "not taken by the text layer: " : "unknown command ") +
                                       std::string(cmd));
    r.announcement = tr("tl.unknown", {{"command", std::string(cmd)}});
    return r;
  }
  if (c.actions.empty()) {
    r.answer = c.answer;
    r.announcement = c.answer.rfind("error ", 0) == 0 ? errorWords(g, c.answer) : "";
    if (r.announcement.empty() && cmd == "status") r.announcement = stepPrompt(g);
    return r;
  }
  for (const Action& a : c.actions) {
    if (!app.submit(a)) {
      r.answer = cli::refusedAnswer(*app.refusal());
      r.announcement = refusalWords(app.game(), *app.refusal());
      return r;
    }
    const Outcome none{};
    r.answer = cli::appliedAnswer(
        app.game(), a, a.type == ActionType::Attack && app.lastCombat() ? *app.lastCombat() : none);
  }
  return r;  // the App's hook announces what was applied
}

std::string encodeView(const TextLayerView& v) {
  auto line = [](char kind, const std::string& text) {
    std::string t = text;
    std::replace(t.begin(), t.end(), '\n', ' ');
    return std::string(1, kind) + " " + t + "\n";
  };
  std::string s = line('t', v.title) + line('p', v.prompt);
  for (const TextBlock& b : v.blocks) {
    s += line('h', b.heading);
    for (const auto& i : b.items) s += line('i', i);
  }
  return s;
}

}  // namespace naw::ui
