// The play commands of the NLB protocol (cli-protocol-nlb.md), shared by naw-cli's session
// and the page's text layer (nlb_commands.h).
#include "games/nlb/cli/nlb_commands.h"

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/nlb/cli/nlb_session.h"
#include "games/nlb/combat.h"

namespace nlb::cli {

namespace {

using naw::cli::text::error;
using naw::cli::text::keyValue;
using naw::cli::text::ok;
std::string refused(const Refusal& r) { return error(r.rule, r.why); }

bool gameOverCommand(std::string_view c) {
  return c == "move" || c == "enter" || c == "exit" || c == "undo" || c == "attack" ||
         c == "retreat" || c == "advance" || c == "lose" || c == "end";
}

std::string applied(const Apply& apply, const Action& a) {
  auto r = apply(a);
  if (auto* refusal = std::get_if<Refusal>(&r)) return refused(*refusal);
  return ok();
}

std::vector<std::string_view> splitCommas(std::string_view v) {
  std::vector<std::string_view> out;
  while (true) {
    const std::size_t c = v.find(',');
    out.push_back(v.substr(0, c));
    if (c == std::string_view::npos) return out;
    v.remove_prefix(c + 1);
  }
}

// The answer to an attack (cli-protocol-nlb.md): the column used, the die, the result, and
// ` applied=none` exactly when N14 made a Dr no effect for every defender.
std::string attackAnswer(const Game& g) {
  const Game::LastCombat& c = g.lastCombat();
  return ok(g.rules().crt().columnName(c.column) + " " + std::to_string(c.die) + " " +
            resultName(c.result) + (c.appliedNone ? " applied=none" : ""));
}

std::string cmdAttack(const Game& g, const Words& w, const Apply& apply) {
  std::string err;
  std::vector<int> att, def, bomb;
  int odds = -1;
  std::size_t i = 1;
  auto units = [&](std::string_view list, std::vector<int>& out) {
    for (std::string_view id : splitCommas(list)) {
      const int u = g.unitIndex(id);
      if (u < 0) {
        err = error("syntax", "unknown unit " + std::string(id));
        return false;
      }
      out.push_back(u);
    }
    return true;
  };
  const char* usage = "usage: attack A[,A...] -> D[,D...] [bombard=B[,B...]] [odds=X-Y]";
  if (i < w.size() && w[i] != "->") {
    if (!units(w[i], att)) return err;
    ++i;
  }
  if (i >= w.size() || w[i] != "->" || i + 1 >= w.size()) return error("syntax", usage);
  if (!units(w[i + 1], def)) return err;
  for (i += 2; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "bombard", v)) {
      if (!units(v, bomb)) return err;
    } else if (keyValue(w[i], "odds", v)) {
      odds = g.rules().crt().columnByName(v);
      if (odds < 0) return error("syntax", "odds are a column of the table, 1-5 to 6-1");
    } else {
      return error("syntax", usage);
    }
  }
  if (att.size() + def.size() + bomb.size() > static_cast<std::size_t>(kMaxAttackUnits))
    return error("N9", "too many units in one attack");
  auto r = apply(attackOf(att, def, bomb, odds));
  if (auto* refusal = std::get_if<Refusal>(&r)) return refused(*refusal);
  return attackAnswer(g);
}

std::string cmdMoves(const Game& g, const Words& w) {
  if (w.size() != 2) return error("syntax", "usage: moves UNIT");
  const int u = g.unitIndex(w[1]);
  if (u < 0) return error("syntax", "unknown unit " + std::string(w[1]));
  std::string line;
  for (int h : g.reachable(u)) line += (line.empty() ? "" : " ") + hexName(g, h);
  if (g.canExit(u)) line += (line.empty() ? "" : " ") + std::string("exit");
  return "ok\n" + line + "\n.\n";
}

std::string cmdMove(const Game& g, const Words& w, const Apply& apply) {
  if (w.size() < 3) return error("syntax", "usage: move UNIT HEX [HEX ...]");
  const int u = g.unitIndex(w[1]);
  if (u < 0) return error("syntax", "unknown unit " + std::string(w[1]));
  if (w.size() - 2 > static_cast<std::size_t>(kMaxPath)) return error("syntax", "path too long");
  Action a = moveTo(u, 0);
  a.byPath = w.size() > 3;
  a.pathLength = static_cast<std::uint8_t>(w.size() - 2);
  for (std::size_t i = 2; i < w.size(); ++i) {
    const naw::Hex h = naw::parseHex(w[i]);
    if (!h.valid()) return error("syntax", "not a hex number: " + std::string(w[i]));
    const int idx = g.rules().index(h);
    if (idx < 0) return error("N6", std::string(w[i]) + " is not on the map");
    a.path[i - 2] = static_cast<std::int16_t>(idx);
  }
  return applied(apply, a);
}

std::string ids(const Game& g, const Action& a, int from, int n) {
  std::string out;
  for (int k = from; k < from + n; ++k)
    out += (k > from ? "," : "") + g.rules().unit(a.units[static_cast<std::size_t>(k)]).id;
  return out;
}

}  // namespace

std::string hexName(const Game& g, int i) { return naw::formatHex(g.rules().hexAt(i)); }

std::string actionText(const Game& g, const Action& a) {
  const auto unitId = [&] { return g.rules().unit(a.unit).id; };
  switch (a.type) {
    case ActionType::Move:
      return "move " + unitId() + " " + hexName(g, a.path[0]);
    case ActionType::Enter:
      return "enter " + unitId() + " " + hexName(g, a.path[0]);
    case ActionType::Exit:
      return "exit " + unitId();
    case ActionType::Undo:
      return "undo";
    case ActionType::EndPhase:
      return "end";
    case ActionType::Attack: {
      std::string t = "attack " + ids(g, a, 0, a.nAttackers) + (a.nAttackers ? " -> " : "-> ") +
                      ids(g, a, a.nAttackers, a.nDefenders);
      if (a.nBombarders) t += " bombard=" + ids(g, a, a.nAttackers + a.nDefenders, a.nBombarders);
      return t;
    }
    case ActionType::Retreat:
      return "retreat " + unitId() + " " + hexName(g, a.path[0]) +
             (a.displace >= 0 ? " displace=" + g.rules().unit(a.displace).id : "");
    case ActionType::RetreatNone:
      return "retreat none";
    case ActionType::Advance:
      return "advance " + unitId() + " " + hexName(g, a.path[0]);
    case ActionType::AdvanceNone:
      return "advance none";
    case ActionType::Lose:
      return "lose " + ids(g, a, 0, a.nAttackers);
  }
  return "?";
}

std::optional<std::string> playCommand(const Game& g, const Words& w, const Apply& apply) {
  const std::string_view cmd = w[0];
  if (g.over() && gameOverCommand(cmd)) return error("N19", "the game is over");
  if (cmd == "status")
    return w.size() == 1 ? ok(statusFields(g)) : error("syntax", "usage: status");
  auto unit = [&](std::string_view id, int& u, std::string& err) {
    u = g.unitIndex(id);
    if (u < 0) err = error("syntax", "unknown unit " + std::string(id));
    return u >= 0;
  };
  std::string err;
  int u = -1, h = -1;
  auto hex = [&](std::string_view text, int& i, std::string& e) { return readHex(g, text, i, e); };
  if (cmd == "moves") return cmdMoves(g, w);
  if (cmd == "move") return cmdMove(g, w, apply);
  if (cmd == "enter") {
    if (w.size() != 3) return error("syntax", "usage: enter UNIT HEX");
    if (!unit(w[1], u, err) || !hex(w[2], h, err)) return err;
    return applied(apply, enterAt(u, h));
  }
  if (cmd == "exit") {
    if (w.size() != 2) return error("syntax", "usage: exit UNIT");
    if (!unit(w[1], u, err)) return err;
    return applied(apply, exitMap(u));
  }
  if (cmd == "undo") return applied(apply, simple(ActionType::Undo));
  if (cmd == "end") return applied(apply, simple(ActionType::EndPhase));
  if (cmd == "obligations") {
    // N9 fixed at the start of the phase, 10.1's additions included, those not yet met.
    std::vector<std::string> ids;
    for (int v : g.openObligations()) ids.push_back(g.rules().unit(v).id);
    std::sort(ids.begin(), ids.end());
    std::string line;
    for (const auto& id : ids) line += (line.empty() ? "" : " ") + id;
    return "ok\n" + line + "\n.\n";
  }
  if (cmd == "attack") return cmdAttack(g, w, apply);
  if (cmd == "retreat") {
    if (w.size() == 2 && w[1] == "none") return applied(apply, simple(ActionType::RetreatNone));
    if (w.size() < 3 || w.size() > 4)
      return error("syntax", "usage: retreat UNIT HEX [displace=UNIT2]");
    if (!unit(w[1], u, err) || !hex(w[2], h, err)) return err;
    int v = -1;
    if (w.size() == 4) {
      std::string_view d;
      if (!keyValue(w[3], "displace", d))
        return error("syntax", "usage: retreat UNIT HEX [displace=UNIT2]");
      if (!unit(d, v, err)) return err;
    }
    return applied(apply, retreatTo(u, h, v));
  }
  if (cmd == "advance") {
    if (w.size() == 2 && w[1] == "none") return applied(apply, simple(ActionType::AdvanceNone));
    if (w.size() != 3) return error("syntax", "usage: advance UNIT HEX | advance none");
    if (!unit(w[1], u, err) || !hex(w[2], h, err)) return err;
    return applied(apply, advanceTo(u, h));
  }
  if (cmd == "lose") {
    if (w.size() != 2) return error("syntax", "usage: lose UNIT[,UNIT...]");
    std::vector<int> us;
    for (std::string_view id : splitCommas(w[1])) {
      if (!unit(id, u, err)) return err;
      us.push_back(u);
    }
    return applied(apply, loseUnits(us));
  }
  if (cmd == "objectives") {
    std::string out = "ok\n";
    const auto& vh = g.board().victoryHexes();
    for (std::size_t k = 0; k < vh.size(); ++k)
      out += hexName(g, vh[k].index) + " owner=" + (g.state().occupier[k] ? "allied" : "french") +
             " vp=" + std::to_string(vh[k].vp) + "\n";
    return out + ".\n";
  }
  if (cmd == "los") {
    int a = -1, b = -1;
    if (w.size() != 3) return error("syntax", "usage: los FROM TO");
    if (!hex(w[1], a, err) || !hex(w[2], b, err)) return err;
    if (g.rules().distance(a, b) != 2) return ok("out-of-range");
    return ok(g.board().lineOfSight(a, b) ? "clear" : "blocked");
  }
  return std::nullopt;
}

bool readHex(const Game& g, std::string_view text, int& i, std::string& err) {
  const naw::Hex h = naw::parseHex(text);
  if (!h.valid()) {
    err = error("syntax", "not a hex number: " + std::string(text));
    return false;
  }
  i = g.rules().index(h);
  if (i < 0) err = error("N4", std::string(text) + " is not on the map");
  return i >= 0;
}

}  // namespace nlb::cli
