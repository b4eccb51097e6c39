#include "cn_text_layer.h"

#include "cli/protocol_text.h"
#include "games/cn/cli/cn_commands.h"
#include "games/cn/cli/cn_session.h"
#include "i18n.h"
#include "refusal_text.h"

namespace cn::ui {

namespace {

using naw::ui::TextReply;
using naw::ui::tr;
using Words = std::vector<std::string_view>;

std::size_t z(int i) { return static_cast<std::size_t>(i); }

std::string sideWords(Side s) { return tr(s == Side::French ? "side.french" : "side.allied"); }

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

std::vector<std::string> unitLines(const Game& g, Side side) {
  std::vector<std::string> lines;
  for (int u = 0; u < kUnits; ++u)
    if (theRoster().unit(u).side == side)
      if (std::string l = unitLine(g, u); !l.empty()) lines.push_back(std::move(l));
  return lines;
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

// The last action of the record as naw-cli's command, with its result when it rolled.
std::string actionWords(const Play& p, std::size_t i) {
  const Action& a = p.record()[i];
  std::string s = cli::formatAction(a);
  if (a.type == ActionType::Resolve && i + 1 == p.record().size() && p.lastCombat)
    s += ": " + outcomeWords(p.lastCombat->outcome);
  return s;
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

TextReply unitsCommand(const Game& g, const Words& w) {
  std::string err;
  const auto sides = naw::ui::sidesAsked(w, err);
  if (!sides) return {err, ""};
  std::vector<std::string> lines;
  for (int s : *sides)
    for (auto& l : unitLines(g, s == 0 ? Side::French : Side::Allied))
      lines.push_back(std::move(l));
  return {naw::ui::listAnswer(lines), ""};
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

std::uint64_t TextLayer::key() const {
  const Play* p = play_();
  return p ? playKey(p->draft.attackers.size() * 101u + p->draft.defenders.size()) : 0;
}

std::optional<std::string> TextLayer::handover() const {
  const Play* p = play_();
  if (!p || !p->handover) return std::nullopt;
  return tr(*p->handover == Side::French ? "side.french_adjective" : "side.allied_adjective");
}

bool TextLayer::changesGame(std::string_view cmd) const {
  for (std::string_view c : {"move", "exit", "undo", "end", "declare", "cancel", "resolve",
                             "advance", "enter", "attack", "retreat", "lose"})
    if (cmd == c) return true;
  return false;
}

naw::ui::TextLayerView TextLayer::view() const {
  naw::ui::TextLayerView v;
  const Play* p = play_();
  if (!p) return v;
  const Game& g = p->game();
  const State& s = g.state();
  if (!head(v,
            tr("tl.turn", {{"turn", naw::ui::turnLabel(s.turn)}, {"phase", phaseLabel(s.phase)}}),
            p->record().empty() ? "" : actionWords(*p, p->record().size() - 1)))
    return v;
  if (g.over()) v.prompt += " " + cli::statusFields(g);
  if (isSetupPhase(s.phase) || isResolvePhase(s.phase)) {
    v.blocks.push_back({tr("tl.cn.obligations"), {unitList(g.obligations())}});
    naw::ui::TextBlock attacks{tr("cn.declared_attacks"), {}};
    for (int i = 0; i < s.nAttacks; ++i) {
      const Attack& at = s.attacks[z(i)];
      std::string line = tr("tl.draft", {{"attackers", unitList(at.attackers, at.nAttackers)},
                                         {"defenders", unitList(at.defenders, at.nDefenders)}});
      if (at.nBombarders)
        line += ", " + tr("cn.bombarding", {{"units", unitList(at.bombarders, at.nBombarders)}});
      if (auto o = p->declaredOdds(at.defenders[0])) line += ". " + oddsWords(*o);
      if (at.resolved) line += ". " + tr("tl.cn.resolved_already");
      attacks.items.push_back(std::move(line));
    }
    if (!attacks.items.empty()) v.blocks.push_back(std::move(attacks));
  }
  if (!p->draft.empty()) {
    std::string line = tr("tl.draft", {{"attackers", unitList(p->draft.attackers)},
                                       {"defenders", unitList(p->draft.defenders)}});
    Refusal why;
    if (auto a = p->draftAction(&why)) {
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
  v.blocks.push_back({tr("tl.units_french"), unitLines(g, Side::French)});
  v.blocks.push_back({tr("tl.units_allied"), unitLines(g, Side::Allied)});
  return v;
}

std::optional<TextReply> TextLayer::command(const Words& w) {
  Play* p = play_();
  if (!p) return std::nullopt;
  const Game& g = p->game();
  if (w[0] == "hex") return hexCommand(g, w);
  if (w[0] == "units") return unitsCommand(g, w);
  if (w[0] == "odds") return oddsCommand(g, w);
  // Every action through the screen's funnel, as a tap: its refusal or its outcome.
  const auto answer = cli::playCommand(g, w, [p](const Action& a) -> ApplyResult {
    if (!p->submit(a)) return *p->refusal;
    return a.type == ActionType::Resolve && p->lastCombat ? p->lastCombat->outcome : Outcome{};
  });
  if (!answer) return std::nullopt;
  return TextReply{*answer, ""};  // poll() announces what was applied
}

void TextLayer::poll(std::vector<std::string>& out) {
  const Play* p = play_();
  if (!p) return pollRecord(out, 0, "", "", {});
  const Step st = p->game().step();
  pollRecord(out, p->record().size(),
             std::to_string(st.turn) + phaseName(st.phase) + stepName(st.kind),
             sideWords(st.acting), [p](std::size_t i) { return actionWords(*p, i); });
}

}  // namespace cn::ui
