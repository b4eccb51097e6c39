#include "cn_text_layer.h"

#include "cli/protocol_text.h"
#include "games/cn/cli/cn_commands.h"
#include "games/cn/cli/cn_session.h"
#include "games/cn/ui/cn_computer.h"
#include "i18n.h"
#include "refusal_text.h"

namespace cn::ui {

namespace {

using naw::ui::TextReply;
using naw::ui::tr;
using Words = std::vector<std::string_view>;

std::size_t z(int i) { return static_cast<std::size_t>(i); }

std::string unitWords(int u) {
  const UnitDef& d = theRoster().unit(u);
  return d.designation.empty() ? d.id : d.designation + " (" + d.id + ")";
}

template <typename Array>
std::string unitList(const Array& units, int n) {
  std::string s;
  for (int k = 0; k < n; ++k) s += (k ? ", " : "") + unitWords(units[z(k)]);
  return s.empty() ? tr("tl.none") : s;
}

std::string unitList(const std::vector<int>& units) {
  std::string s;
  for (int u : units) s += (s.empty() ? "" : ", ") + unitWords(u);
  return s.empty() ? tr("tl.none") : s;
}

std::string typeWords(UnitType t) {
  switch (t) {
    case UnitType::Infantry:
      return tr("cn.unit_type.infantry");
    case UnitType::Cavalry:
      return tr("cn.unit_type.cavalry");
    case UnitType::Artillery:
      return tr("cn.unit_type.artillery");
    case UnitType::Garrison:
      return tr("cn.unit_type.garrison");
  }
  return "";
}

std::string unitLine(const Game& g, int u) {
  const UnitDef& d = theRoster().unit(u);
  switch (g.statusOf(u)) {
    case UnitStatus::OnMap: {
      const int used = g.state().units[z(u)].mpUsed;
      return tr("tl.cn.unit_at", {{"unit", unitWords(u)},
                                  {"type", typeWords(d.type)},
                                  {"square", formatSquare(g.squareOf(u))},
                                  {"strength", d.strength},
                                  {"left", std::max(0, d.movement - used)},
                                  {"movement", d.movement}});
    }
    case UnitStatus::Waiting:
      return tr("tl.cn.unit_waiting",
                {{"unit", unitWords(u)}, {"turn", naw::ui::turnLabel(d.arrival)}});
    case UnitStatus::Eliminated:
      return tr("tl.unit_eliminated", {{"unit", unitWords(u)}});
    case UnitStatus::Exited:
      return tr("tl.unit_exited", {{"unit", unitWords(u)}});
    case UnitStatus::Off:
      break;
  }
  return "";
}

std::vector<std::string> sideLines(const Game& g, Side side) {
  std::vector<std::string> lines;
  for (int u = 0; u < kUnits; ++u)
    if (theRoster().unit(u).side == side)
      if (std::string l = unitLine(g, u); !l.empty()) lines.push_back(std::move(l));
  return lines;
}

// The winner at the end, in the player's words (naw-cli's status says winner=...).
std::string winnerWords(Winner w) {
  return tr(w == Winner::French   ? "tl.winner.french"
            : w == Winner::Allied ? "tl.winner.allied"
                                  : "tl.winner.none");
}

std::string oddsWords(const Game::Odds& o) {
  return tr("tl.cn.odds",
            {{"attack", o.attack}, {"defence", o.defence}, {"odds", oddsName(o.shifted)}});
}

// A resolution's result in the player's words: odds, random number, result, losses.
std::string outcomeWords(const Outcome& o) {
  std::string s =
      tr("tl.cn.resolved", {{"odds", oddsName(o.odds)},
                            {"number", o.number},
                            {"result", tr(std::string("cn.result.") + resultName(o.result))}});
  std::vector<int> gone, back;
  for (int k = 0; k < o.nEliminated; ++k) gone.push_back(o.eliminated[z(k)]);
  for (int k = 0; k < o.nRetreated; ++k) back.push_back(o.retreated[z(k)]);
  if (!gone.empty()) s += ". " + tr("cn.eliminated", {{"units", unitList(gone)}});
  if (!back.empty()) s += ". " + tr("cn.retreated", {{"units", unitList(back)}});
  return s;
}

// An action in plain words in the player's language: the log's (describeAction), but a move
// by its path only (the record's game is the one after the action, where the unit stands at
// its end).
std::string plainWords(const Game& g, const Action& a) {
  if (a.type != ActionType::Move) return describeAction(g, a);
  std::string path;
  for (int k = 0; k < a.pathLength; ++k) path += (k ? " - " : "") + formatSquare(a.path[z(k)]);
  return tr("cn.log.move", {{"unit", theRoster().unit(a.unit).id}, {"path", path}});
}

std::vector<int> unitsOn(const Game& g, int sq) {
  std::vector<int> out;
  for (int u = 0; u < kUnits; ++u)
    if (g.statusOf(u) == UnitStatus::OnMap && g.squareOf(u) == sq) out.push_back(u);
  return out;
}

TextReply hexCommand(const Game& g, const Words& w) {
  std::string err;
  int sq = kNoSquare;
  if (w.size() != 2) return {naw::cli::text::error("syntax", "usage: hex SQUARE"), ""};
  if (!cli::readSquare(w[1], sq, err)) return {err, ""};
  auto holds = [&](int s) {
    const std::vector<int> on = unitsOn(g, s);
    return on.empty() ? tr("tl.empty") : unitList(on);
  };
  std::vector<std::string> lines{
      tr("tl.hex_holds", {{"hex", formatSquare(sq)}, {"units", holds(sq)}})};
  for (int dir = 1; dir <= 6; ++dir)
    if (const int n = neighbour(sq, dir); n != kNoSquare)
      lines.push_back(tr("tl.next_to", {{"hex", formatSquare(n)}, {"units", holds(n)}}));
  return naw::ui::linesReply(lines);
}

// `odds ...`: read as `declare ...` is (the same reader), the declaration kept, not applied.
TextReply oddsCommand(const Game& g, Words w) {
  w[0] = "declare";
  std::optional<Action> read;
  const std::string answer = *cli::playCommand(g, w, [&](const Action& a) -> ApplyResult {
    read = a;
    return Refusal{"odds", ""};
  });
  if (!read) return {answer, ""};
  const auto odds = g.oddsFor(*read);
  if (const auto* r = std::get_if<Refusal>(&odds))
    return {naw::cli::text::error(r->rule, r->why), ""};
  const auto& o = std::get<Game::Odds>(odds);
  return {naw::cli::text::ok(std::string(oddsName(o.shifted)) + " " + std::to_string(o.attack) +
                             "-" + std::to_string(o.defence)),
          oddsWords(o)};
}

}  // namespace

std::uint64_t TextLayer::draftKey(const Play& p) const {
  return p.draft.attackers.size() * 101u + p.draft.defenders.size();
}

std::string TextLayer::title(const Play& p) const {
  const State& s = p.game().state();
  return tr("tl.turn", {{"turn", naw::ui::turnLabel(s.turn)}, {"phase", phaseLabel(s.phase)}});
}

std::string TextLayer::handoverWords(Side side) const {
  return tr(side == Side::French ? "side.french_adjective" : "side.allied_adjective");
}

std::size_t TextLayer::actions(const Play& p) const { return p.record().size(); }

// The record's action `i` (naw-cli's command or plain words: actionSaid), with its result
// when it is the last and rolled.
std::string TextLayer::actionWords(const Play& p, std::size_t i) const {
  const Action& a = p.record()[i];
  std::string s = naw::ui::actionSaid(cli::formatAction(a), plainWords(p.game(), a));
  if (a.type == ActionType::Resolve && i + 1 == p.record().size() && p.lastCombat)
    s = naw::ui::withOutcome(s, outcomeWords(p.lastCombat->outcome));
  return s;
}

bool TextLayer::changesGame(std::string_view cmd) const {
  return naw::ui::oneOf(cmd, {"move", "exit", "undo", "end", "declare", "cancel", "resolve",
                              "advance", "enter", "attack", "retreat", "lose"});
}

void TextLayer::blocks(const Play& p, naw::ui::TextLayerView& v) const {
  const Game& g = p.game();
  const State& s = g.state();
  if (g.over()) v.prompt += " " + winnerWords(s.winner);
  if (isSetupPhase(s.phase) || isResolvePhase(s.phase)) {
    v.blocks.push_back({tr("tl.cn.obligations"), {unitList(g.obligations())}});
    naw::ui::TextBlock attacks{tr("cn.declared_attacks"), {}};
    for (int i = 0; i < s.nAttacks; ++i) {
      const Attack& at = s.attacks[z(i)];
      std::string line = tr("tl.draft", {{"attackers", unitList(at.attackers, at.nAttackers)},
                                         {"defenders", unitList(at.defenders, at.nDefenders)}});
      if (at.nBombarders)
        line += ", " + tr("cn.bombarding", {{"units", unitList(at.bombarders, at.nBombarders)}});
      if (auto o = p.declaredOdds(at.defenders[0])) line += ". " + oddsWords(*o);
      if (at.resolved) line += ". " + tr("tl.cn.resolved_already");
      attacks.items.push_back(std::move(line));
    }
    if (!attacks.items.empty()) v.blocks.push_back(std::move(attacks));
  }
  if (!p.draft.empty()) {
    std::string line = tr("tl.draft", {{"attackers", unitList(p.draft.attackers)},
                                       {"defenders", unitList(p.draft.defenders)}});
    Refusal why;
    if (auto a = p.draftAction(&why)) {
      const auto odds = g.oddsFor(*a);
      if (const auto* o = std::get_if<Game::Odds>(&odds)) line += ". " + oddsWords(*o);
    } else if (!why.rule.empty()) {
      line += ". " + naw::ui::refusedWords(why.rule, why.why);
    }
    v.blocks.push_back({tr("tl.attack_built"), {line}});
  }
  if (s.step == StepKind::Advance) {
    naw::ui::TextBlock choices{tr("tl.choices"), {"advance none"}};
    for (const auto& [u, sq] : g.advanceOptions())
      choices.items.push_back("advance " + theRoster().unit(u).id + " " + formatSquare(sq));
    v.blocks.push_back(std::move(choices));
  }
}

std::vector<std::string> TextLayer::unitLines(const Play& p, bool allied) const {
  return sideLines(p.game(), allied ? Side::Allied : Side::French);
}

std::string TextLayer::stepKey(const Play& p) const {
  const Step st = p.game().step();
  return std::to_string(st.turn) + phaseName(st.phase) + stepName(st.kind);
}

bool TextLayer::alliedActs(const Play& p) const { return p.game().step().acting == Side::Allied; }

std::optional<TextReply> TextLayer::query(const Play& p, const Words& w) const {
  if (w[0] == "hex") return hexCommand(p.game(), w);
  if (w[0] == "odds") return oddsCommand(p.game(), w);
  return std::nullopt;
}

// Every action through the screen's funnel, as a tap: its refusal or its outcome.
std::optional<std::string> TextLayer::apply(Play& p, const Words& w) {
  return cli::playCommand(p.game(), w, [&p](const Action& a) -> ApplyResult {
    if (!p.submit(a)) return *p.refusal;
    return a.type == ActionType::Resolve && p.lastCombat ? p.lastCombat->outcome : Outcome{};
  });
}

}  // namespace cn::ui
