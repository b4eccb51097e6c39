#include "nlb_text_layer.h"

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/nlb/cli/nlb_commands.h"
#include "games/nlb/cli/nlb_session.h"
#include "games/nlb/combat.h"
#include "nlb_action_text.h"

namespace nlb::ui {

namespace {

using naw::ui::TextReply;
using naw::ui::tr;
using Words = std::vector<std::string_view>;

std::size_t z(int i) { return static_cast<std::size_t>(i); }

std::string unitWords(const Game& g, int u) {
  return g.rules().unit(u).label + " (" + g.rules().unit(u).id + ")";
}

std::string unitList(const Game& g, const std::vector<int>& units) {
  std::string s;
  for (int u : units) s += (s.empty() ? "" : ", ") + unitWords(g, u);
  return s.empty() ? tr("tl.none") : s;
}

std::string halves(int h) { return std::to_string(h / 2) + (h % 2 ? ".5" : ""); }

std::string unitLine(const Game& g, int u) {
  const naw::UnitDef& d = g.rules().unit(u);
  const int where = g.state().where[z(u)];
  if (where >= 0) {
    std::string line = tr("tl.nlb.unit_at", {{"unit", unitWords(g, u)},
                                             {"hex", cli::hexName(g, where)},
                                             {"strength", d.strength},
                                             {"left", halves(std::max(0, g.leftHalves(u)))},
                                             {"movement", d.movement}});
    if (g.flags(u) & (kAttacked | kDefended)) line += tr("tl.fought");
    return line;
  }
  switch (where) {
    case kInPool:
      return tr("tl.unit_waiting", {{"unit", unitWords(g, u)},
                                    {"turn", naw::ui::turnLabel(d.arrivalTurn)},
                                    {"strength", d.strength}});
    case kEliminated:
      return tr("tl.unit_eliminated", {{"unit", unitWords(g, u)}});
    case kExited:
      return tr("tl.unit_exited", {{"unit", unitWords(g, u)}});
    default:
      return "";  // not in this game
  }
}

std::vector<std::string> sideLines(const Game& g, int side) {
  std::vector<std::string> lines;
  for (int u = 0; u < g.unitCount(); ++u)
    if (g.sideOf(u) == side)
      if (std::string l = unitLine(g, u); !l.empty()) lines.push_back(std::move(l));
  return lines;
}

std::vector<int> unitsOn(const Game& g, int hex) {
  std::vector<int> out;
  for (int u = 0; u < g.unitCount(); ++u)
    if (g.state().where[z(u)] == hex) out.push_back(u);
  return out;
}

TextReply hexCommand(const Game& g, const Words& w) {
  std::string err;
  int h = -1;
  if (w.size() != 2) return {naw::cli::text::error("syntax", "usage: hex HEX"), ""};
  if (!cli::readHex(g, w[1], h, err)) return {err, ""};
  auto holds = [&](int i) {
    const std::vector<int> on = unitsOn(g, i);
    return on.empty() ? tr("tl.empty") : unitList(g, on);
  };
  std::vector<std::string> lines{
      tr("tl.hex_holds", {{"hex", cli::hexName(g, h)}, {"units", holds(h)}})};
  const naw::Hex at = g.rules().hexAt(h);
  for (int d = 0; d < 6; ++d) {
    const int n = g.rules().index(naw::neighbor(at, d));
    if (n >= 0)
      lines.push_back(tr("tl.next_to", {{"hex", cli::hexName(g, n)}, {"units", holds(n)}}));
  }
  return naw::ui::linesReply(lines);
}

std::vector<int> part(const Action& a, int from, int n) {
  std::vector<int> out;
  for (int k = from; k < from + n; ++k) out.push_back(a.units[z(k)]);
  return out;
}

// `odds ...`: read as `attack ...` is (the same reader), its column given, not rolled.
TextReply oddsCommand(const Game& g, Words w) {
  w[0] = "attack";
  std::optional<Action> read;
  const std::string answer = *cli::playCommand(g, w, [&](const Action& a) -> ApplyResult {
    read = a;
    return Refusal{"odds", ""};
  });
  if (!read) return {answer, ""};
  if (auto why = g.check(*read)) return {naw::cli::text::error(why->rule, why->why), ""};
  const Action& a = *read;
  const auto col =
      oddsColumn(g, part(a, 0, a.nAttackers), part(a, a.nAttackers + a.nDefenders, a.nBombarders),
                 part(a, a.nAttackers, a.nDefenders), a.odds);
  if (const auto* r = std::get_if<Refusal>(&col))
    return {naw::cli::text::error(r->rule, r->why), ""};
  const std::string name = g.rules().crt().columnName(std::get<int>(col));
  return {naw::cli::text::ok(name), tr("tl.nlb.odds", {{"odds", name}})};
}

}  // namespace

std::uint64_t TextLayer::draftKey(const Play& p) const {
  return p.draft.attackers.size() * 101u + p.draft.defenders.size() * 7u +
         p.draft.bombarders.size() * 11u + std::uint64_t(p.draft.odds + 1) * 131u +
         p.losses.size() * 13u;
}

std::string TextLayer::title(const Play& p) const {
  const State& s = p.game().state();
  return tr("tl.turn", {{"turn", naw::ui::turnLabel(s.turn)}, {"phase", phaseLabel(s.phase)}});
}

std::string TextLayer::handoverWords(HandoverSide side) const { return sideTitle(side); }

std::size_t TextLayer::actions(const Play& p) const { return p.record().size(); }

// The record's action `i` (naw-cli's command or plain words: actionSaid), with its odds, die
// and result for the last attack.
std::string TextLayer::actionWords(const Play& p, std::size_t i) const {
  const Game& g = p.game();
  const Action& a = p.record()[i];
  std::string s = naw::ui::actionSaid(cli::actionText(g, a), describeAction(g, a, nullptr));
  if (a.type == ActionType::Attack && i + 1 == p.record().size() && p.lastCombat) {
    const CombatShown& c = *p.lastCombat;
    s = naw::ui::withOutcome(s, tr("tl.nlb.rolled", {{"odds", g.rules().crt().columnName(c.column)},
                                                     {"die", c.die},
                                                     {"result", c.result}}) +
                                    (c.appliedNone ? " (N14)" : ""));
  }
  return s;
}

bool TextLayer::changesGame(std::string_view cmd) const {
  return naw::ui::oneOf(
      cmd, {"move", "enter", "exit", "undo", "end", "attack", "retreat", "advance", "lose"});
}

void TextLayer::blocks(const Play& p, naw::ui::TextLayerView& v) const {
  const Game& g = p.game();
  const State& s = g.state();
  if (!p.humanActs() && !g.over()) v.prompt += ". " + tr("tl.computer_acts");
  if (g.over())
    v.prompt += " " +
                tr(s.winner == Winner::French   ? "tl.winner.french"
                   : s.winner == Winner::Allied ? "tl.winner.allied"
                                                : "tl.winner.none") +
                ". " + tr("nlb.vp", {{"french", g.vp(0)}, {"allied", g.vp(1)}});
  const std::string step = p.step();
  if (s.phase == Phase::FrenchCombat || s.phase == Phase::AlliedCombat) {
    v.blocks.push_back({tr("tl.nlb.obligations"), {unitList(g, g.openObligations())}});
    if (step != "declare-attack" && !g.over()) {
      v.blocks.push_back({tr("tl.step_units"), {unitList(g, p.pending())}});
      if (p.humanActs()) {
        naw::ui::TextBlock choices{tr("tl.choices"), {}};
        for (const Action& a : g.legalActions()) {
          if (a.type == ActionType::EndPhase || a.type == ActionType::Undo ||
              choices.items.size() >= 12)
            continue;
          std::string c = cli::actionText(g, a);
          if (std::find(choices.items.begin(), choices.items.end(), c) == choices.items.end())
            choices.items.push_back(std::move(c));
        }
        if (!choices.items.empty()) v.blocks.push_back(std::move(choices));
      }
    }
  }
  if (!p.draft.empty()) {
    std::vector<int> attackers = p.draft.attackers;
    attackers.insert(attackers.end(), p.draft.bombarders.begin(), p.draft.bombarders.end());
    std::string line = tr("tl.draft", {{"attackers", unitList(g, attackers)},
                                       {"defenders", unitList(g, p.draft.defenders)}});
    const auto odds = p.draftOdds();
    if (const auto* why = std::get_if<Refusal>(&odds))
      line += ". " + naw::ui::refusedWords(why->rule, why->why);
    else
      line += ". " + tr("tl.nlb.odds", {{"odds", g.rules().crt().columnName(std::get<int>(odds))}});
    v.blocks.push_back({tr("tl.attack_built"), {line}});
  }
}

std::vector<std::string> TextLayer::unitLines(const Play& p, bool allied) const {
  return sideLines(p.game(), allied ? 1 : 0);
}

std::string TextLayer::stepKey(const Play& p) const {
  const State& s = p.game().state();
  return std::to_string(s.turn) + phaseName(s.phase) + p.step();
}

bool TextLayer::alliedActs(const Play& p) const { return p.acting() == 1; }

std::optional<TextReply> TextLayer::query(const Play& p, const Words& w) const {
  if (w[0] == "hex") return hexCommand(p.game(), w);
  if (w[0] == "odds") return oddsCommand(p.game(), w);
  return std::nullopt;
}

// Every action through the screen's funnel, as a tap.
std::optional<std::string> TextLayer::apply(Play& p, const Words& w) {
  return cli::playCommand(p.game(), w, [&p](const Action& a) -> ApplyResult {
    if (!p.submit(a)) return *p.refusal;
    return Outcome{};
  });
}

}  // namespace nlb::ui
