// The play commands of the CN protocol (cli-protocol-cn.md), shared by naw-cli's session and
// the page's text layer (cn_commands.h).
#include "games/cn/cli/cn_commands.h"

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/cn/cli/cn_session.h"

namespace cn::cli {

using naw::cli::text::error;
using naw::cli::text::keyValue;
using naw::cli::text::ok;
using naw::cli::text::split;

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }
std::string refused(const Refusal& r) { return error(r.rule, r.why); }
const std::string& idOf(int u) { return theRoster().unit(u).id; }

}  // namespace

bool readUnit(std::string_view text, int& u, std::string& err) {
  u = theRoster().find(text);
  if (u < 0) err = error("syntax", "unknown unit " + std::string(text));
  return u >= 0;
}

bool readSquare(std::string_view text, int& sq, std::string& err) {
  if (text.size() != 4 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    err = error("syntax", "not a square number RRCC: " + std::string(text));
    return false;
  }
  sq = parseSquare(text);
  if (sq == kNoSquare) err = error("C2", std::string(text) + " is not on the map");
  return sq != kNoSquare;
}

// A comma list of units (at most kMaxInAttack) into an array.
bool unitList(std::string_view text, std::array<std::int8_t, kMaxInAttack>& out, std::uint8_t& n,
              std::string& err) {
  for (std::string_view w : split(text, ',')) {
    int u;
    if (!readUnit(w, u, err)) return false;
    if (n >= kMaxInAttack) {
      err = error("6.24", "at most six units in one attack");
      return false;
    }
    out[n++] = static_cast<std::int8_t>(u);
  }
  if (n == 0) err = error("syntax", "a list of units is needed");
  return n > 0;
}

namespace {

std::string applied(const Apply& apply, const Action& a) {
  auto r = apply(a);
  if (auto* refusal = std::get_if<Refusal>(&r)) return refused(*refusal);
  return ok();
}

std::string cmdMoves(const Game& g, const Words& w) {
  std::string err;
  int u;
  if (w.size() != 2) return error("syntax", "usage: moves UNIT");
  if (!readUnit(w[1], u, err)) return err;
  std::string line;
  for (int sq : g.reachable(u)) line += (line.empty() ? "" : " ") + formatSquare(sq);
  if (g.canExit(u)) line += (line.empty() ? "" : " ") + std::string("exit");
  return "ok\n" + line + "\n.\n";
}

std::string cmdMove(const Game& g, const Words& w, const Apply& apply) {
  std::string err;
  int u;
  if (w.size() < 3) return error("syntax", "usage: move UNIT SQUARE [SQUARE ...]");
  if (!readUnit(w[1], u, err)) return err;
  std::vector<int> path;
  for (std::size_t i = 2; i < w.size(); ++i) {
    int sq;
    if (!readSquare(w[i], sq, err)) return err;
    path.push_back(sq);
  }
  if (path.size() > 1 && g.statusOf(u) == UnitStatus::OnMap && path[0] == g.squareOf(u))
    path.erase(path.begin());
  if (path.size() > 5) return error("5.11", "no unit has more than 5 movement points");
  if (w.size() == 3) {  // one square: by a shortest legal path
    if (auto why = g.movementBlocked(u)) return refused(*why);
    const std::vector<int> shortest = g.pathTo(u, path[0]);
    if (shortest.empty()) {
      const int one[1] = {path[0]};
      const auto why = g.check(moveAction(u, one, 1));
      if (why && why->rule != "5.4") return refused(*why);
      if (path[0] == g.squareOf(u)) return error("C6", "the unit is already there");
      return error("5.11", "no legal path to " + formatSquare(path[0]) +
                               " within the movement points left (5.15 woods, 5.2 zones of "
                               "control, 5.6 row 70)");
    }
    path = shortest;
  }
  return applied(apply, moveAction(u, path.data(), static_cast<int>(path.size())));
}

std::string cmdExit(const Game& g, const Words& w, const Apply& apply) {
  std::string err;
  int u;
  if (w.size() != 2) return error("syntax", "usage: exit UNIT");
  if (!readUnit(w[1], u, err)) return err;
  if (g.statusOf(u) == UnitStatus::OnMap && !isExitSquare(g.squareOf(u)) && g.canExit(u)) {
    // Not on an exit square yet: go to the nearest one it can leave from (documented choice).
    std::vector<int> best;
    for (int code : kExitCodes) {
      const std::vector<int> p = g.pathTo(u, squareOfCode(code));
      if (p.empty()) continue;
      Game trial = g;
      if (std::holds_alternative<Refusal>(
              trial.apply(moveAction(u, p.data(), static_cast<int>(p.size())))) ||
          !trial.canExitNow(u))
        continue;
      if (best.empty() || p.size() < best.size()) best = p;
    }
    if (!best.empty()) apply(moveAction(u, best.data(), static_cast<int>(best.size())));
  }
  return applied(apply, exitAction(u));
}

std::string cmdDeclare(const Words& w, const Apply& apply) {
  // declare A[,A...] -> D[,D...] [bombard=B[,B...]]; "->" may touch its neighbours.
  std::string rest;
  for (std::size_t i = 1; i < w.size(); ++i) rest += std::string(w[i]) + " ";
  const auto arrow = rest.find("->");
  const char* usage = "usage: declare A[,A...] -> D[,D...] [bombard=B[,B...]]";
  if (arrow == std::string::npos) return error("syntax", usage);
  std::string err;
  Action a;
  a.type = ActionType::Declare;
  std::string left = rest.substr(0, arrow);
  std::replace(left.begin(), left.end(), ' ', ',');
  if (!split(left, ',').empty() && !unitList(left, a.attackers, a.nAttackers, err)) return err;
  std::string defenders;
  for (std::string_view rw : split(std::string_view(rest).substr(arrow + 2), ' ')) {
    std::string_view v;
    if (keyValue(rw, "bombard", v)) {
      if (!unitList(v, a.bombarders, a.nBombarders, err)) return err;
    } else {
      defenders += std::string(rw) + ",";
    }
  }
  if (!unitList(defenders, a.defenders, a.nDefenders, err)) return err;
  return applied(apply, a);
}

std::string cmdResolve(const Game& g, const Words& w, const Apply& apply) {
  std::string err;
  if (w.size() != 2) return error("syntax", "usage: resolve D | resolve all");
  if (w[1] == "all") {
    const State& s = g.state();
    if (!isResolvePhase(s.phase))
      return error(g.over() ? "C23" : "C15",
                   g.over() ? "the game is over" : "attacks are resolved in a resolution phase");
    if (s.step == StepKind::Advance) return error("C20", "an advance decision is awaited");
    std::string out = "ok\n";
    while (!g.over()) {
      int next = -1;
      for (int i = 0; i < g.state().nAttacks && next < 0; ++i)
        if (!g.state().attacks[z(i)].resolved) next = i;
      if (next < 0) break;
      const int d = g.state().attacks[z(next)].defenders[0];
      auto r = apply(resolveAction(d));
      if (auto* refusal = std::get_if<Refusal>(&r)) {  // not expected
        out += "# refused: " + refusal->rule + " " + refusal->why + "\n";
        break;
      }
      Outcome o = std::get<Outcome>(r);
      if (o.advanceAwaited) apply(declineAdvanceAction());
      o.advanceAwaited = false;
      out += idOf(d) + " " + formatOutcome(o) + "\n";
    }
    return out + ".\n";
  }
  int d;
  if (!readUnit(w[1], d, err)) return err;
  auto r = apply(resolveAction(d));
  if (auto* refusal = std::get_if<Refusal>(&r)) return refused(*refusal);
  return ok(formatOutcome(std::get<Outcome>(r)));
}

std::string cmdAdvance(const Words& w, const Apply& apply) {
  std::string err;
  if (w.size() == 2 && w[1] == "none") return applied(apply, declineAdvanceAction());
  if (w.size() != 3) return error("syntax", "usage: advance UNIT SQUARE | advance none");
  int u, sq;
  if (!readUnit(w[1], u, err) || !readSquare(w[2], sq, err)) return err;
  return applied(apply, advanceAction(u, sq));
}

std::string cmdWhere(const Game& g, const Words& w) {
  std::string err;
  int u;
  if (w.size() != 2) return error("syntax", "usage: where UNIT");
  if (!readUnit(w[1], u, err)) return err;
  switch (g.statusOf(u)) {
    case UnitStatus::OnMap:
      return ok(formatSquare(g.squareOf(u)));
    case UnitStatus::Waiting:
      return ok("waiting");
    case UnitStatus::Exited:
      return ok("exited");
    case UnitStatus::Eliminated:
      return ok("eliminated");
    case UnitStatus::Off:
      break;
  }
  return ok("off");
}

std::string cmdObligations(const Game& g) {
  std::vector<std::string> ids;
  for (int u : g.obligations()) ids.push_back(idOf(u));
  std::sort(ids.begin(), ids.end());
  std::string line;
  for (const auto& id : ids) line += (line.empty() ? "" : " ") + id;
  return "ok\n" + line + "\n.\n";
}

}  // namespace

std::optional<std::string> playCommand(const Game& g, const Words& w, const Apply& apply) {
  const std::string_view cmd = w[0];
  std::string err;
  if (cmd == "moves") return cmdMoves(g, w);
  if (cmd == "move") return cmdMove(g, w, apply);
  if (cmd == "exit") return cmdExit(g, w, apply);
  if (cmd == "undo") {
    if (w.size() != 1) return error("syntax", "usage: undo");
    return applied(apply, undoAction());
  }
  if (cmd == "enter") return error("C10", "Prussian reinforcements are placed automatically (9.0)");
  if (cmd == "attack")
    return error("C15", "combat is declared in the set-up phase (declare), then resolved");
  if (cmd == "retreat") return error("C19", "retreats are automatic (6.7)");
  if (cmd == "lose") return error("C18", "exchange losses are automatic (6.6)");
  if (cmd == "end") {
    if (w.size() != 1) return error("syntax", "usage: end");
    return applied(apply, endAction());
  }
  if (cmd == "declare") return cmdDeclare(w, apply);
  if (cmd == "cancel") {
    int u;
    if (w.size() != 2) return error("syntax", "usage: cancel D");
    if (!readUnit(w[1], u, err)) return err;
    return applied(apply, cancelAction(u));
  }
  if (cmd == "resolve") return cmdResolve(g, w, apply);
  if (cmd == "advance") return cmdAdvance(w, apply);
  if (cmd == "where") return cmdWhere(g, w);
  if (cmd == "obligations")
    return w.size() == 1 ? cmdObligations(g) : error("syntax", "usage: obligations");
  if (cmd == "status")
    return w.size() == 1 ? ok(statusFields(g)) : error("syntax", "usage: status");
  return std::nullopt;
}

}  // namespace cn::cli
