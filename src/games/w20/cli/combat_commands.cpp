// The Waterloo 20 combat and rally commands (cli-protocol-w20.md, "Commands added").
#include "games/w20/cli/combat_commands.h"

#include "cli/protocol_text.h"

namespace w20::cli {

namespace {

using naw::cli::text::error;
using naw::cli::text::keyValue;
using naw::cli::text::ok;
using naw::cli::text::parseInt;
using naw::cli::text::split;

const std::string& idOf(int u) { return Game::roster()[u].id; }

bool units(const Game& g, std::string_view text, std::uint32_t& mask, std::string& err) {
  mask = 0;
  for (std::string_view name : split(text, ',')) {
    const int u = unitByName(g, name);
    if (u == kNoUnit) {
      err = error("syntax", "unknown unit " + std::string(name));
      return false;
    }
    mask |= bit(u);
  }
  if (!mask) err = error("syntax", "a list of units is needed");
  return mask != 0;
}

// UNIT HEX [HEX ...] from word `from`.
bool unitPath(const Game& g, const std::vector<std::string_view>& w, int& u, int* path, int& n,
              std::string& err) {
  if (w.size() < 3) {
    err = error("syntax", "usage: " + std::string(w[0]) + " UNIT HEX [HEX ...]");
    return false;
  }
  u = unitByName(g, w[1]);
  if (u == kNoUnit) {
    err = error("syntax", "unknown unit " + std::string(w[1]));
    return false;
  }
  n = 0;
  for (std::size_t i = 2; i < w.size(); ++i) {
    const int h = parseHex(w[i]);
    if (h == kNoHex) {
      err = error("syntax", "not a map hex CCRR: " + std::string(w[i]));
      return false;
    }
    if (n >= kMaxPath) {
      err = error("syntax", "a path has at most " + std::to_string(kMaxPath) + " hexes");
      return false;
    }
    path[n++] = h;
  }
  return true;
}

bool signedInt(std::string_view s, int& out) {
  bool neg = false;
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
    neg = s[0] == '-';
    s.remove_prefix(1);
  }
  if (!parseInt(s, out, 0, 99)) return false;
  if (neg) out = -out;
  return true;
}

std::string unitList(std::uint32_t mask) {
  std::string out;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) out += (out.empty() ? "" : ",") + idOf(u);
  return out;
}

std::string apply(Game& g, const Action& a) {
  auto r = g.apply(a);
  if (auto* refusal = std::get_if<Refusal>(&r)) return error(refusal->rule, refusal->why);
  return ok(combatOutcomeWords(a, std::get<Outcome>(r)));
}

std::string attackCommand(Game& g, const std::vector<std::string_view>& w, bool charge) {
  // declare A[,A...] -> D[,D...] ; also accepted without blanks around the arrow.
  std::string joined;
  for (std::size_t i = 1; i < w.size(); ++i) joined += std::string(w[i]) + " ";
  const std::size_t arrow = joined.find("->");
  if (arrow == std::string::npos)
    return error("syntax", "usage: " + std::string(w[0]) + " A[,A...] -> D[,D...]");
  std::uint32_t att = 0, def = 0;
  std::string err;
  const std::string left = joined.substr(0, arrow), right = joined.substr(arrow + 2);
  if (!units(g, left, att, err) || !units(g, right, def, err)) return err;
  return apply(g, charge ? counterchargeAction(att, def) : declareAction(att, def));
}

std::string rollCommand(Game& g, const std::vector<std::string_view>& w) {
  bool mp = false, battery = false, lowered = false;
  int diff = 0;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "mp", v) && (v == "0" || v == "1")) {
      mp = v == "1";
    } else if (w[i] == "battery") {
      battery = true;
    } else if (keyValue(w[i], "diff", v) && signedInt(v, diff)) {
      lowered = true;
    } else {
      return error("syntax", "usage: roll [mp=0|1] [battery] [diff=X]");
    }
  }
  return apply(g, rollAction(mp, battery, lowered, diff));
}

std::string rallyCommand(Game& g, const std::vector<std::string_view>& w) {
  if (w.size() == 1) return apply(g, rallyAction(false, Army::None));
  std::string_view v;
  if (w.size() != 2 || !keyValue(w[1], "mp", v))
    return error("syntax", "usage: rally [mp=french|ad|pr|all]");
  if (v == "french") return apply(g, rallyAction(true, Army::French));
  if (v == "ad") return apply(g, rallyAction(true, Army::AngloDutch));
  if (v == "pr") return apply(g, rallyAction(true, Army::Prussian));
  if (v == "all") return apply(g, rallyAction(true, Army::None));
  return error("syntax", "usage: rally [mp=french|ad|pr|all]");
}

}  // namespace

int unitByName(const Game& game, std::string_view name) {
  const int u = Game::roster().find(name);
  if (u != kNoUnit) return u;
  if (name.size() < 2 || (name[0] != 'f' && name[0] != 'a')) return kNoUnit;
  int marker = 0;
  if (!parseInt(name.substr(1), marker, 1, kUnits)) return kNoUnit;
  const Side side = name[0] == 'f' ? Side::French : Side::Allied;
  for (int v = 0; v < kUnits; ++v)
    if (Game::roster()[v].side == side && game.unit(v).marker == marker) return v;
  return kNoUnit;
}

std::string combatOutcomeWords(const Action& a, const Outcome& o) {
  std::string out;
  auto word = [&](const std::string& s) { out += (out.empty() ? "" : " ") + s; };
  switch (a.kind) {
    case ActionKind::Declare:
    case ActionKind::Countercharge:
      word("combat=" + std::to_string(o.combat));
      if (o.cancelled) word("cancelled");
      if (o.removed) word("removed=" + unitList(o.removed));
      break;
    case ActionKind::Roll: {
      static const char* kCols[] = {"-2", "-1", "0", "+1", "+2", "+3", "+4"};
      word(std::string("diff=") + kCols[o.diff + 2]);
      word("die=" + std::to_string(o.die));
      word(std::string("result=") + resultName(o.result));
      std::string routs;
      for (int i = 0; i < o.nRouts; ++i)
        routs += (routs.empty() ? "" : ",") + idOf(o.routUnit[static_cast<std::size_t>(i)]) + ":" +
                 std::to_string(o.routDie[static_cast<std::size_t>(i)]);
      if (!routs.empty()) word("rout=" + routs);
      break;
    }
    case ActionKind::Retreat:
      for (int i = 0; i < o.nHazards; ++i)
        word("hazard=" + formatHex(o.hazardHex[static_cast<std::size_t>(i)]) + ":" +
             std::to_string(o.hazardDie[static_cast<std::size_t>(i)]));
      if (o.eliminatedAt != kNoHex) word("eliminated=" + formatHex(o.eliminatedAt));
      break;
    case ActionKind::Rally: {
      std::string rolls;
      for (int i = 0; i < o.nRally; ++i)
        rolls += (rolls.empty() ? "" : ",") + idOf(o.rallyUnit[static_cast<std::size_t>(i)]) + ":" +
                 std::to_string(o.rallyDie[static_cast<std::size_t>(i)]);
      word("rolls=" + rolls);
      word("rallied=" + unitList(o.rallied));
      if (o.lost) word("lost=" + unitList(o.lost));
      break;
    }
    default:
      break;
  }
  return out;
}

bool combatCommand(Game& g, const std::vector<std::string_view>& w, std::string& answer) {
  if (w.empty()) return false;
  const std::string_view cmd = w[0];
  std::string err;
  if (cmd == "attack") {
    answer = error("W14", "declare, then resolve");
  } else if (cmd == "declare" || cmd == "countercharge") {
    answer = attackCommand(g, w, cmd == "countercharge");
  } else if (cmd == "resolve") {
    int n = 0;
    answer = w.size() == 2 && parseInt(w[1], n, 1, kMaxCombats)
                 ? apply(g, resolveAction(n))
                 : error("syntax", "usage: resolve N");
  } else if (cmd == "defend") {
    answer = w.size() == 2 && (w[1] == "0" || w[1] == "1") ? apply(g, defendAction(w[1] == "1"))
                                                           : error("syntax", "usage: defend 0|1");
  } else if (cmd == "roll") {
    answer = rollCommand(g, w);
  } else if (cmd == "lose") {
    std::uint32_t mask = 0;
    answer = w.size() == 2 && units(g, w[1], mask, err) ? apply(g, loseAction(mask))
             : err.empty() ? error("syntax", "usage: lose UNIT[,UNIT...]")
                           : err;
  } else if (cmd == "retreat" || cmd == "advance") {
    if (cmd == "retreat" && w.size() == 2 && w[1] == "none") {
      answer = error("syntax", "retreat none is not part of Waterloo 20");
    } else if (cmd == "advance" && w.size() == 2 && w[1] == "none") {
      answer = apply(g, advanceNoneAction());
    } else {
      int u = kNoUnit, n = 0;
      int path[kMaxPath] = {};
      answer = !unitPath(g, w, u, path, n, err) ? err
               : cmd == "retreat"               ? apply(g, retreatAction(u, path, n))
                                                : apply(g, advanceAction(u, path, n));
    }
  } else if (cmd == "rally") {
    answer = rallyCommand(g, w);
  } else {
    return false;
  }
  return true;
}

}  // namespace w20::cli
