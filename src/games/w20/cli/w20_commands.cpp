// The play commands of the W20 protocol (cli-protocol-w20.md), shared by naw-cli's session
// and the page's text layer (w20_commands.h).
#include "games/w20/cli/w20_commands.h"

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/w20/cli/w20_session.h"
#include "games/w20/combat.h"

namespace w20::cli {

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

using naw::cli::text::error;
using naw::cli::text::keyValue;
using naw::cli::text::ok;
using naw::cli::text::parseInt;
using naw::cli::text::split;
std::string refused(const Refusal& r) { return error(r.rule, r.why); }

}  // namespace

// A unit by id, or by its marker (f1-f11, a1-a9) for counters seen face down.
bool readUnit(const Game& g, std::string_view text, int& u, std::string& err) {
  u = Game::roster().find(text);
  if (u == kNoUnit && text.size() >= 2 && (text[0] == 'f' || text[0] == 'a')) {
    int m = 0;
    if (parseInt(text.substr(1), m, 1, 11)) {
      const Side side = text[0] == 'f' ? Side::French : Side::Allied;
      for (int v = 0; v < kUnits; ++v)
        if (Game::roster()[v].side == side && g.unit(v).marker == m) u = v;
    }
  }
  if (u == kNoUnit) err = error("syntax", "unknown unit " + std::string(text));
  return u != kNoUnit;
}

bool readHex(std::string_view text, int& h, std::string& err) {
  if (text.size() != 4 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    err = error("syntax", "not a hex number CCRR: " + std::string(text));
    return false;
  }
  h = parseHex(text);
  if (h == kNoHex) err = error("W4", std::string(text) + " is not on the map");
  return h != kNoHex;
}

bool unitMask(const Game& g, std::string_view text, std::uint32_t& mask, std::string& err) {
  mask = 0;
  for (std::string_view w : split(text, ',')) {
    int u;
    if (!readUnit(g, w, u, err)) return false;
    mask |= bit(u);
  }
  if (!mask) err = error("syntax", "a list of units is needed");
  return mask != 0;
}

// The `ok` answer of an applied action (protocol: Commands added for Waterloo 20).
std::string appliedAnswer(const Action& a, const Outcome& o) {
  std::string words;
  auto add = [&](const std::string& w) { words += (words.empty() ? "" : " ") + w; };
  switch (a.kind) {
    case ActionKind::RollEvent:
      add("die=" + std::to_string(o.die));
      add(std::string("event=") + eventName(o.event));
      break;
    case ActionKind::Disengage:
    case ActionKind::Penetrate:
      if (o.barred) add("barred revealed=" + unitsText(o.revealed));
      break;
    case ActionKind::Declare:
    case ActionKind::Countercharge:
      add("combat=" + std::to_string(o.combat));
      if (o.cancelled) add("cancelled");
      if (o.removed) add("removed=" + unitsText(o.removed));
      break;
    case ActionKind::Roll: {
      add("diff=" + std::string(o.diff > 0 ? "+" : "") + std::to_string(o.diff));
      add("die=" + std::to_string(o.die));
      add(std::string("result=") + resultName(o.result));
      std::string routs;
      for (int i = 0; i < o.nRouts; ++i)
        routs +=
            (i ? "," : "") + unitName(o.routUnit[z(i)]) + ":" + std::to_string(o.routDie[z(i)]);
      if (!routs.empty()) add("rout=" + routs);
      break;
    }
    case ActionKind::Retreat:
      for (int i = 0; i < o.nHazards; ++i)
        add("hazard=" + formatHex(o.hazardHex[z(i)]) + ":" + std::to_string(o.hazardDie[z(i)]));
      if (o.eliminatedAt != kNoHex) add("eliminated=" + formatHex(o.eliminatedAt));
      break;
    case ActionKind::Rally: {
      std::string rolls;
      for (int i = 0; i < o.nRally; ++i)
        rolls +=
            (i ? "," : "") + unitName(o.rallyUnit[z(i)]) + ":" + std::to_string(o.rallyDie[z(i)]);
      add("rolls=" + rolls);
      add("rallied=" + unitsText(o.rallied));
      if (o.lost) add("lost=" + unitsText(o.lost));
      break;
    }
    default:
      break;
  }
  return ok(words);
}

namespace {

std::string hexes(const std::vector<int>& list) {
  std::string out;
  for (int h : list) out += (out.empty() ? "" : " ") + formatHex(h);
  return out;
}

std::string run(const Apply& apply, const Action& a) {
  auto r = apply(a);
  if (auto* refusal = std::get_if<Refusal>(&r)) return refused(*refusal);
  return appliedAnswer(a, std::get<Outcome>(r));
}

std::string cmdMarch(const Game& g, const Words& w, const Apply& apply) {
  if (w.size() == 1) return run(apply, marchAction(Army::French));
  if (w.size() != 2) return error("syntax", "usage: march [ad|pr|all]");
  if (g.state().phase == Phase::FrenchMove)
    return error("syntax", "the French march takes no army");
  if (w[1] == "ad") return run(apply, marchAction(Army::AngloDutch));
  if (w[1] == "pr") return run(apply, marchAction(Army::Prussian));
  if (w[1] == "all") return run(apply, marchAction(Army::None));
  return error("syntax", "usage: march [ad|pr|all]");
}

std::string cmdMoves(const Game& g, const Words& w) {
  std::string err;
  int u;
  if (w.size() != 2) return error("syntax", "usage: moves UNIT");
  if (!readUnit(g, w[1], u, err)) return err;
  return "ok\n" + hexes(g.reachable(u)) + "\n.\n";
}

std::string cmdMove(const Game& g, const Words& w, bool enter, const Apply& apply) {
  std::string err;
  int u;
  if (w.size() < 3)
    return error("syntax",
                 enter ? "usage: enter UNIT HEX [HEX ...]" : "usage: move UNIT HEX [HEX ...]");
  if (!readUnit(g, w[1], u, err)) return err;
  std::vector<int> path;
  for (std::size_t i = 2; i < w.size(); ++i) {
    int h;
    if (!readHex(w[i], h, err)) return err;
    path.push_back(h);
  }
  const bool waiting = g.unit(u).status == UnitStatus::Pending;
  if (!enter && !path.empty() && g.unit(u).status == UnitStatus::Map &&
      path.front() == g.unit(u).hex)
    path.erase(path.begin());  // a path may start with the unit's own hex
  if (path.size() == 1 && !(enter && waiting && path[0] == g.unit(u).hex)) {
    // One hex: a cheapest legal path (for `enter`, the entry hex itself is a one-hex path).
    std::vector<int> best = g.pathTo(u, path[0]);
    if (!best.empty() && enter == waiting) path = best;
  }
  if (path.empty() || static_cast<int>(path.size()) > kMaxPath)
    return error("6.31", "no such move");
  const Action a = enter ? enterAction(u, path.data(), static_cast<int>(path.size()))
                         : moveAction(u, path.data(), static_cast<int>(path.size()));
  return run(apply, a);
}

std::string cmdUnitHex(const Game& g, const Words& w, ActionKind kind, const Apply& apply) {
  std::string err;
  int u, h;
  if (w.size() != 3) return error("syntax", "usage: " + std::string(w[0]) + " UNIT HEX");
  if (!readUnit(g, w[1], u, err) || !readHex(w[2], h, err)) return err;
  switch (kind) {
    case ActionKind::Deploy:
      return run(apply, deployAction(u, h));
    case ActionKind::Disengage:
      return run(apply, disengageAction(u, h));
    default:
      return run(apply, penetrateAction(u, h));
  }
}

std::string cmdCombatList(const Game& g, const Words& w, ActionKind kind, const Apply& apply) {
  std::string err;
  std::uint32_t att, def;
  if (w.size() != 4 || w[2] != "->")
    return error("syntax", "usage: " + std::string(w[0]) + " A[,A...] -> D[,D...]");
  if (!unitMask(g, w[1], att, err) || !unitMask(g, w[3], def, err)) return err;
  return run(apply,
             kind == ActionKind::Declare ? declareAction(att, def) : counterchargeAction(att, def));
}

std::string cmdRoll(const Words& w, const Apply& apply) {
  bool mp = false, battery = false, lowered = false;
  int diff = 0;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "mp", v) && (v == "0" || v == "1")) {
      mp = v == "1";
    } else if (w[i] == "battery") {
      battery = true;
    } else if (keyValue(w[i], "diff", v)) {
      const bool negative = !v.empty() && v[0] == '-';
      if (!v.empty() && (v[0] == '-' || v[0] == '+')) v.remove_prefix(1);
      if (!parseInt(v, diff, 0, 99)) return error("syntax", "diff=X, X an integer");
      if (negative) diff = -diff;
      lowered = true;
    } else {
      return error("syntax", "usage: roll [mp=0|1] [battery] [diff=X]");
    }
  }
  return run(apply, rollAction(mp, battery, lowered, diff));
}

std::string cmdPath(const Game& g, const Words& w, ActionKind kind, const Apply& apply) {
  std::string err;
  int u;
  if (w.size() < 3) return error("syntax", "usage: " + std::string(w[0]) + " UNIT HEX [HEX ...]");
  if (!readUnit(g, w[1], u, err)) return err;
  std::vector<int> path;
  for (std::size_t i = 2; i < w.size(); ++i) {
    int h;
    if (!readHex(w[i], h, err)) return err;
    path.push_back(h);
  }
  if (static_cast<int>(path.size()) > kMaxPath) return error("9.8", "path too long");
  return run(apply, kind == ActionKind::Retreat
                        ? retreatAction(u, path.data(), static_cast<int>(path.size()))
                        : advanceAction(u, path.data(), static_cast<int>(path.size())));
}

std::string cmdRally(const Words& w, const Apply& apply) {
  if (w.size() == 1) return run(apply, rallyAction(false, Army::None));
  std::string_view v;
  if (w.size() != 2 || !keyValue(w[1], "mp", v))
    return error("syntax", "usage: rally [mp=french|ad|pr|all]");
  if (v == "french") return run(apply, rallyAction(true, Army::French));
  if (v == "ad") return run(apply, rallyAction(true, Army::AngloDutch));
  if (v == "pr") return run(apply, rallyAction(true, Army::Prussian));
  if (v == "all") return run(apply, rallyAction(true, Army::None));
  return error("syntax", "usage: rally [mp=french|ad|pr|all]");
}

}  // namespace

std::optional<std::string> playCommand(const Game& g, const Words& w, const Apply& apply) {
  const std::string_view cmd = w[0];
  std::string err;
  // Queries first: they are answered whatever is owed, even after the game is over.
  if (cmd == "status") return ok(statusFields(g));
  if (cmd == "moves") return cmdMoves(g, w);
  if (cmd == "obligations") {
    std::string out = "ok\n";
    const State& s = g.state();
    if (isCombatPhase(s.phase) && s.step == CombatStep::Declare) {
      std::uint32_t attackers = 0, defenders = 0;  // W14, W24 excuse (combat.h)
      unmetObligations(g, attackers, defenders);
      const std::string list = unitsText(attackers | defenders);
      if (!list.empty()) {
        std::string spaced = list;
        std::replace(spaced.begin(), spaced.end(), ',', ' ');
        out += spaced + "\n";
      }
    }
    return out + ".\n";
  }
  // After a win or a draw only the queries and `new` are answered (protocol, status).
  if (g.over()) return error("14.0", "game over");
  if (cmd == "attack") return error("W14", "declare, then resolve");
  if (cmd == "exit") return error("syntax", "units may not leave the map (W9)");
  if (cmd == "undo") return run(apply, undoAction());
  if (cmd == "end") {
    if (w.size() != 1) return error("syntax", "usage: end");
    return run(apply, endAction());
  }
  if (cmd == "event") {
    if (w.size() != 1) return error("syntax", "usage: event");
    return run(apply, eventAction());
  }
  if (cmd == "march") return cmdMarch(g, w, apply);
  if (cmd == "move") return cmdMove(g, w, false, apply);
  if (cmd == "enter") return cmdMove(g, w, true, apply);
  if (cmd == "deploy") return cmdUnitHex(g, w, ActionKind::Deploy, apply);
  if (cmd == "disengage") return cmdUnitHex(g, w, ActionKind::Disengage, apply);
  if (cmd == "penetrate") return cmdUnitHex(g, w, ActionKind::Penetrate, apply);
  if (cmd == "reveal") {
    int u;
    if (w.size() != 2) return error("syntax", "usage: reveal UNIT");
    if (!readUnit(g, w[1], u, err)) return err;
    return run(apply, revealAction(u));
  }
  if (cmd == "declare") return cmdCombatList(g, w, ActionKind::Declare, apply);
  if (cmd == "countercharge") return cmdCombatList(g, w, ActionKind::Countercharge, apply);
  if (cmd == "resolve") {
    int n;
    if (w.size() != 2 || !parseInt(w[1], n, 1, kMaxCombats))
      return error("syntax", "usage: resolve N");
    return run(apply, resolveAction(n));
  }
  if (cmd == "defend") {
    if (w.size() != 2 || (w[1] != "0" && w[1] != "1")) return error("syntax", "usage: defend 0|1");
    return run(apply, defendAction(w[1] == "1"));
  }
  if (cmd == "roll") return cmdRoll(w, apply);
  if (cmd == "retreat") {
    if (w.size() == 2 && w[1] == "none") return error("syntax", "retreat none is not part of w20");
    return cmdPath(g, w, ActionKind::Retreat, apply);
  }
  if (cmd == "advance") {
    if (w.size() == 2 && w[1] == "none") return run(apply, advanceNoneAction());
    return cmdPath(g, w, ActionKind::Advance, apply);
  }
  if (cmd == "lose") {
    std::uint32_t mask;
    if (w.size() != 2) return error("syntax", "usage: lose UNIT[,UNIT...]");
    if (!unitMask(g, w[1], mask, err)) return err;
    return run(apply, loseAction(mask));
  }
  if (cmd == "rally") return cmdRally(w, apply);
  return std::nullopt;
}

std::string unitsText(std::uint32_t mask) {
  std::string out;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) out += (out.empty() ? "" : ",") + unitName(u);
  return out;
}

}  // namespace w20::cli
