// Parsing only: every rule decision is the engine's (moved here from cli_session.cpp so that
// the page's text layer reads the same grammar).
#include "cli/play_commands.h"

#include "core/stable_sort.h"
#include "status_line.h"

namespace naw::cli {

namespace {

using text::error;
using text::keyValue;
using text::ok;
using text::split;
using text::Words;

// Reads units and hexes of `game`; the first error is kept as the answer.
struct Reader {
  const Game& game;
  std::string err;

  bool unit(std::string_view id, int& u) {
    u = game.unitIndex(id);
    if (u < 0) err = error("syntax", "unknown unit " + std::string(id));
    return u >= 0;
  }
  bool hex(std::string_view text, Hex& h) {
    h = parseHex(text);
    if (!h.valid()) err = error("syntax", "not a hex number: " + std::string(text));
    return h.valid();
  }
  bool unitList(std::string_view text, std::vector<int>& out) {
    for (std::string_view id : split(text, ',')) {
      int u;
      if (!unit(id, u)) return false;
      out.push_back(u);
    }
    if (out.empty()) err = error("syntax", "a list of units is needed");
    return !out.empty();
  }
};

PlayCommand answer(std::string a) {
  PlayCommand c;
  c.known = true;
  c.answer = std::move(a);
  return c;
}
PlayCommand apply(Action a) {
  PlayCommand c;
  c.known = true;
  c.actions.push_back(std::move(a));
  return c;
}

PlayCommand moves(const Game& game, const Words& w) {
  Reader r{game, {}};
  int u;
  if (w.size() != 2) return answer(error("syntax", "usage: moves UNIT"));
  if (!r.unit(w[1], u)) return answer(r.err);
  std::string line;
  for (Hex h : game.reachable(u)) line += (line.empty() ? "" : " ") + formatHex(h);
  if (game.canExit(u)) line += (line.empty() ? "" : " ") + std::string("exit");
  return answer("ok\n" + line + "\n.\n");
}

PlayCommand move(const Game& game, const Words& w) {
  Reader r{game, {}};
  Action a;
  a.type = ActionType::Move;
  if (w.size() < 3) return answer(error("syntax", "usage: move UNIT HEX [HEX ...]"));
  if (!r.unit(w[1], a.unit)) return answer(r.err);
  const bool destinationOnly = w.size() == 3;  // one hex: by a shortest legal path
  for (std::size_t i = 2; i < w.size(); ++i) {
    Hex h;
    if (!r.hex(w[i], h)) return answer(r.err);
    a.path.push_back(h);
  }
  if (a.path.size() > 1 && a.path.front() == game.hexOf(a.unit)) a.path.erase(a.path.begin());
  if (destinationOnly && game.hexOf(a.unit).valid()) {
    const Hex to = a.path[0];
    std::vector<Hex> path = game.pathTo(a.unit, to);
    if (path.empty()) {
      // Let the engine name the rule: it judges the straight first step, or the unit itself.
      auto refusal = game.check(a);
      if (refusal && refusal->rule != "4.0") return answer(refusedAnswer(*refusal));
      const Rules& rules = game.rules();
      if (!rules.map().onMap(to)) return answer(error("4.6", formatHex(to) + " is not on the map"));
      if (rules.map().at(to).terrain == Terrain::Woods)
        return answer(error("4.2", formatHex(to) + " is woods: entry prohibited"));
      const int i = rules.index(to);
      if (game.state().occupancy[static_cast<int>(enemyOf(game.sideOf(a.unit)))]
                                [static_cast<std::size_t>(i)])
        return answer(error("4.3", formatHex(to) + " holds an enemy unit"));
      return answer(error("4.1", "no legal path to " + formatHex(to) +
                                     " within the movement points left (4.2 woods, 4.3 enemy "
                                     "units, 4.5 zones of control)"));
    }
    a.path = path;
  }
  return apply(a);
}

PlayCommand exitMap(const Game& game, const Words& w) {
  Reader r{game, {}};
  Action a;
  a.type = ActionType::Exit;
  if (w.size() != 2) return answer(error("syntax", "usage: exit UNIT"));
  if (!r.unit(w[1], a.unit)) return answer(r.err);
  const Rules& rules = game.rules();
  const Hex at = game.hexOf(a.unit);
  PlayCommand c = apply(a);
  if (at.valid() && !rules.isExit(rules.index(at)) && game.canExit(a.unit)) {
    // Not on an exit hex yet: go there by a shortest legal path first (documented choice).
    std::vector<Hex> best;
    for (Hex h : rules.scenario().exitHexes) {
      if (!rules.canExitFrom(rules.index(h))) continue;
      std::vector<Hex> path = game.pathTo(a.unit, h);
      if (path.empty() || static_cast<int>(path.size()) >=
                              rules.unit(a.unit).movement - game.state().units[a.unit].mpUsed)
        continue;
      if (best.empty() || path.size() < best.size()) best = path;
    }
    if (!best.empty()) {
      Action step;
      step.type = ActionType::Move;
      step.unit = a.unit;
      step.path = best;
      Game trial = game;
      if (std::holds_alternative<Refusal>(trial.apply(step)) || trial.check(a))
        return answer(refusedAnswer(*game.check(a)));
      c.actions.insert(c.actions.begin(), step);
    }
  }
  return c;
}

PlayCommand attack(const Game& game, const Words& w) {
  // attack A[,A...] -> D[,D...] [bombard=B[,B...]] [odds=X-Y]; "->" may touch its neighbours.
  Reader r{game, {}};
  std::string rest;
  for (std::size_t i = 1; i < w.size(); ++i) rest += std::string(w[i]) + " ";
  const auto arrow = rest.find("->");
  if (arrow == std::string::npos)
    return answer(error("syntax", "usage: attack A[,A...] -> D[,D...] [bombard=B,...] [odds=X-Y]"));
  const std::string left = rest.substr(0, arrow);
  const Words right = split(std::string_view(rest).substr(arrow + 2), ' ');
  Action a;
  a.type = ActionType::Attack;
  const Words leftWords = split(left, ' ');
  std::string attackers;
  for (std::string_view lw : leftWords) attackers += std::string(lw) + ",";
  if (!leftWords.empty() && !r.unitList(attackers, a.attackers)) return answer(r.err);
  if (right.empty()) return answer(error("syntax", "an attack needs a defender"));
  std::string defenders;
  for (std::string_view rw : right) {
    std::string_view v;
    if (keyValue(rw, "bombard", v)) {
      if (!r.unitList(v, a.bombarders)) return answer(r.err);
    } else if (keyValue(rw, "odds", v)) {
      a.oddsColumn = game.rules().crt().columnByName(v);
      if (a.oddsColumn < 0)
        return answer(error("syntax", "odds are 1-5 ... 6-1: " + std::string(v)));
    } else {
      defenders += std::string(rw) + ",";
    }
  }
  if (!r.unitList(defenders, a.defenders)) return answer(r.err);
  if (a.attackers.empty() && a.bombarders.empty())
    return answer(error("syntax", "an attack needs an attacking unit"));
  return apply(a);
}

PlayCommand obligations(const Game& game) {
  std::vector<std::string> ids;
  for (int u : game.obligations()) ids.push_back(game.rules().unit(u).id);
  core::stableSort(ids);  // (ids are unique: the order std::sort gives; one shared sort)
  std::string line;
  for (const auto& id : ids) line += (line.empty() ? "" : " ") + id;
  return answer("ok\n" + line + "\n.\n");
}

}  // namespace

std::string refusedAnswer(const Refusal& refusal) { return error(refusal.rule, refusal.why); }

std::string appliedAnswer(const Game& game, const Action& action, const Outcome& o) {
  if (action.type != ActionType::Attack) return ok();
  return ok(game.rules().crt().columnName(o.oddsColumn) + " " + std::to_string(o.die) + " " +
            combatResultName(o.result));
}

PlayCommand readPlayCommand(const Game& game, const Words& w) {
  if (w.empty()) return {};
  const std::string_view cmd = w[0];
  Reader r{game, {}};
  Action a;
  if (cmd == "moves") return moves(game, w);
  if (cmd == "move") return move(game, w);
  if (cmd == "enter") {
    if (w.size() != 3) return answer(error("syntax", "usage: enter UNIT HEX"));
    if (!r.unit(w[1], a.unit) || !r.hex(w[2], a.hex)) return answer(r.err);
    a.type = ActionType::Enter;
    return apply(a);
  }
  if (cmd == "exit") return exitMap(game, w);
  if (cmd == "undo") {
    if (w.size() != 1) return answer(error("syntax", "usage: undo"));
    a.type = ActionType::Undo;
    return apply(a);
  }
  if (cmd == "obligations") {
    if (w.size() != 1) return answer(error("syntax", "usage: obligations"));
    return obligations(game);
  }
  if (cmd == "attack") return attack(game, w);
  if (cmd == "retreat" || cmd == "advance") {
    const bool retreat = cmd == "retreat";
    if (w.size() == 2 && w[1] == "none") {
      a.type = retreat ? ActionType::DeclineRetreat : ActionType::DeclineAdvance;
      return apply(a);
    }
    if (w.size() != 3)
      return answer(error("syntax", std::string("usage: ") + std::string(cmd) + " UNIT HEX | " +
                                        std::string(cmd) + " none"));
    if (!r.unit(w[1], a.unit) || !r.hex(w[2], a.hex)) return answer(r.err);
    a.type = retreat ? ActionType::Retreat : ActionType::Advance;
    return apply(a);
  }
  if (cmd == "lose") {
    if (w.size() != 2) return answer(error("syntax", "usage: lose UNIT[,UNIT...]"));
    if (!r.unitList(w[1], a.attackers)) return answer(r.err);
    a.type = ActionType::ChooseLosses;
    return apply(a);
  }
  if (cmd == "end") {
    if (w.size() != 1) return answer(error("syntax", "usage: end"));
    a.type = ActionType::EndPhase;
    return apply(a);
  }
  if (cmd == "status")
    return answer(w.size() == 1 ? ok(statusLine(game)) : error("syntax", "usage: status"));
  return {};
}

}  // namespace naw::cli
