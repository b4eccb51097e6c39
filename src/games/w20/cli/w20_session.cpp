// The Waterloo 20 commands of naw-cli (cli-protocol-w20.md).
#include "games/w20/cli/w20_session.h"

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/w20/ai/ai.h"
#include "games/w20/combat.h"
#include "games/w20/random_player.h"

namespace w20::cli {

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

using naw::cli::text::error;
using naw::cli::text::keyValue;
using naw::cli::text::ok;
using naw::cli::text::parseInt;
using naw::cli::text::parseNumber;
using naw::cli::text::split;
std::string error(const Refusal& r) { return error(r.rule, r.why); }

// A unit by id, or by its marker (f1-f11, a1-a9) for counters seen face down.
bool unit(const Game& g, std::string_view text, int& u, std::string& err) {
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

bool hex(std::string_view text, int& h, std::string& err) {
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
    if (!unit(g, w, u, err)) return false;
    mask |= bit(u);
  }
  if (!mask) err = error("syntax", "a list of units is needed");
  return mask != 0;
}

std::string hexes(const std::vector<int>& list) {
  std::string out;
  for (int h : list) out += (out.empty() ? "" : " ") + formatHex(h);
  return out;
}

std::string unitsText(std::uint32_t mask) {
  std::string out;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) out += (out.empty() ? "" : ",") + unitName(u);
  return out;
}

// The `ok` answer of an applied action (protocol: Commands added for Waterloo 20).
std::string answer(const Action& a, const Outcome& o) {
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

// optional=all|none|fog,penetration,routed
bool parseOptional(std::string_view v, Options& o) {
  if (v == "all") {
    o.fog = o.penetration = o.routed = true;
    return true;
  }
  o.fog = o.penetration = o.routed = false;
  if (v == "none") return true;
  for (std::string_view w : split(v, ',')) {
    if (w == "fog")
      o.fog = true;
    else if (w == "penetration")
      o.penetration = true;
    else if (w == "routed")
      o.routed = true;
    else
      return false;
  }
  return true;
}

}  // namespace

std::string Session::start(const Words& w) {
  std::uint64_t seed = 0;
  Options o;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "scenario", v)) {
      if (v != "w20") return error("syntax", "scenario=w20 expected");
    } else if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else if (keyValue(w[i], "setup", v)) {
      if (v != "historical" && v != "free") return error("syntax", "setup=historical|free");
      o.freeSetup = v == "free";
    } else if (keyValue(w[i], "optional", v)) {
      if (!parseOptional(v, o))
        return error("syntax", "optional=all|none|a comma list of fog,penetration,routed");
    } else {
      return error("syntax",
                   "usage: new scenario=w20 [seed=N] [setup=historical|free] [optional=...]");
    }
  }
  game_ = Game::newGame(seed, o);
  return ok();
}

std::string Session::run(const Action& a) {
  auto r = game_.apply(a);
  if (auto* refusal = std::get_if<Refusal>(&r)) return error(*refusal);
  return answer(a, std::get<Outcome>(r));
}

std::string Session::execute(const Words& w) {
  const std::string_view cmd = w[0];
  std::string err;
  // Queries first: they are answered whatever is owed, even after the game is over.
  if (cmd == "status") return ok(statusFields(game_));
  if (cmd == "state") return "ok\n" + stateJson(game_) + "\n.\n";
  if (cmd == "view") {
    if (w.size() != 2 || (w[1] != "french" && w[1] != "allied"))
      return error("syntax", "usage: view french|allied");
    return "ok\n" + viewJson(game_, w[1] == "french" ? Side::French : Side::Allied) + "\n.\n";
  }
  if (cmd == "moves") return cmdMoves(w);
  if (cmd == "obligations") {
    std::string out = "ok\n";
    const State& s = game_.state();
    if (isCombatPhase(s.phase) && s.step == CombatStep::Declare) {
      std::uint32_t attackers = 0, defenders = 0;  // W14, W24 excuse (combat.h)
      unmetObligations(game_, attackers, defenders);
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
  if (game_.over()) return error("14.0", "game over");
  if (cmd == "dice") {
    std::vector<int> dice;
    for (std::size_t i = 1; i < w.size(); ++i) {
      int d;
      if (!parseInt(w[i], d, 1, 6)) return error("syntax", "a die is 1 to 6: " + std::string(w[i]));
      dice.push_back(d);
    }
    if (dice.empty()) return error("syntax", "usage: dice D [D ...]");
    game_.forceDice(dice);
    return ok();
  }
  if (cmd == "clear") {
    if (w.size() != 1) return error("syntax", "usage: clear");
    game_.editClear();
    return ok();
  }
  if (cmd == "place") return cmdPlace(w);
  if (cmd == "set") return cmdSet(w);
  if (cmd == "attack") return error("W14", "declare, then resolve");
  if (cmd == "exit") return error("syntax", "units may not leave the map (W9)");
  if (cmd == "undo") return run(undoAction());
  if (cmd == "end") {
    if (w.size() != 1) return error("syntax", "usage: end");
    return run(endAction());
  }
  if (cmd == "event") {
    if (w.size() != 1) return error("syntax", "usage: event");
    return run(eventAction());
  }
  if (cmd == "march") return cmdMarch(w);
  if (cmd == "move") return cmdMove(w, false);
  if (cmd == "enter") return cmdMove(w, true);
  if (cmd == "deploy") return cmdUnitHex(w, ActionKind::Deploy);
  if (cmd == "disengage") return cmdUnitHex(w, ActionKind::Disengage);
  if (cmd == "penetrate") return cmdUnitHex(w, ActionKind::Penetrate);
  if (cmd == "reveal") {
    int u;
    if (w.size() != 2) return error("syntax", "usage: reveal UNIT");
    if (!unit(game_, w[1], u, err)) return err;
    return run(revealAction(u));
  }
  if (cmd == "declare") return cmdCombatList(w, ActionKind::Declare);
  if (cmd == "countercharge") return cmdCombatList(w, ActionKind::Countercharge);
  if (cmd == "resolve") {
    int n;
    if (w.size() != 2 || !parseInt(w[1], n, 1, kMaxCombats))
      return error("syntax", "usage: resolve N");
    return run(resolveAction(n));
  }
  if (cmd == "defend") {
    if (w.size() != 2 || (w[1] != "0" && w[1] != "1")) return error("syntax", "usage: defend 0|1");
    return run(defendAction(w[1] == "1"));
  }
  if (cmd == "roll") return cmdRoll(w);
  if (cmd == "retreat") {
    if (w.size() == 2 && w[1] == "none") return error("syntax", "retreat none is not part of w20");
    return cmdPath(w, ActionKind::Retreat);
  }
  if (cmd == "advance") {
    if (w.size() == 2 && w[1] == "none") return run(advanceNoneAction());
    return cmdPath(w, ActionKind::Advance);
  }
  if (cmd == "lose") {
    std::uint32_t mask;
    if (w.size() != 2) return error("syntax", "usage: lose UNIT[,UNIT...]");
    if (!unitMask(game_, w[1], mask, err)) return err;
    return run(loseAction(mask));
  }
  if (cmd == "rally") return cmdRally(w);
  if (cmd == "ai") return cmdAi(w);
  return error("syntax", "unknown command " + std::string(cmd));
}

std::string Session::cmdMarch(const Words& w) {
  if (w.size() == 1) return run(marchAction(Army::French));
  if (w.size() != 2) return error("syntax", "usage: march [ad|pr|all]");
  if (game_.state().phase == Phase::FrenchMove)
    return error("syntax", "the French march takes no army");
  if (w[1] == "ad") return run(marchAction(Army::AngloDutch));
  if (w[1] == "pr") return run(marchAction(Army::Prussian));
  if (w[1] == "all") return run(marchAction(Army::None));
  return error("syntax", "usage: march [ad|pr|all]");
}

std::string Session::cmdMoves(const Words& w) {
  std::string err;
  int u;
  if (w.size() != 2) return error("syntax", "usage: moves UNIT");
  if (!unit(game_, w[1], u, err)) return err;
  return "ok\n" + hexes(game_.reachable(u)) + "\n.\n";
}

std::string Session::cmdMove(const Words& w, bool enter) {
  std::string err;
  int u;
  if (w.size() < 3)
    return error("syntax",
                 enter ? "usage: enter UNIT HEX [HEX ...]" : "usage: move UNIT HEX [HEX ...]");
  if (!unit(game_, w[1], u, err)) return err;
  std::vector<int> path;
  for (std::size_t i = 2; i < w.size(); ++i) {
    int h;
    if (!hex(w[i], h, err)) return err;
    path.push_back(h);
  }
  const bool waiting = game_.unit(u).status == UnitStatus::Pending;
  if (!enter && !path.empty() && game_.unit(u).status == UnitStatus::Map &&
      path.front() == game_.unit(u).hex)
    path.erase(path.begin());  // a path may start with the unit's own hex
  if (path.size() == 1 && !(enter && waiting && path[0] == game_.unit(u).hex)) {
    // One hex: a cheapest legal path (for `enter`, the entry hex itself is a one-hex path).
    std::vector<int> best = game_.pathTo(u, path[0]);
    if (!best.empty() && enter == waiting) path = best;
  }
  if (path.empty() || static_cast<int>(path.size()) > kMaxPath)
    return error("6.31", "no such move");
  const Action a = enter ? enterAction(u, path.data(), static_cast<int>(path.size()))
                         : moveAction(u, path.data(), static_cast<int>(path.size()));
  return run(a);
}

std::string Session::cmdUnitHex(const Words& w, ActionKind kind) {
  std::string err;
  int u, h;
  if (w.size() != 3) return error("syntax", "usage: " + std::string(w[0]) + " UNIT HEX");
  if (!unit(game_, w[1], u, err) || !hex(w[2], h, err)) return err;
  switch (kind) {
    case ActionKind::Deploy:
      return run(deployAction(u, h));
    case ActionKind::Disengage:
      return run(disengageAction(u, h));
    default:
      return run(penetrateAction(u, h));
  }
}

std::string Session::cmdCombatList(const Words& w, ActionKind kind) {
  std::string err;
  std::uint32_t att, def;
  if (w.size() != 4 || w[2] != "->")
    return error("syntax", "usage: " + std::string(w[0]) + " A[,A...] -> D[,D...]");
  if (!unitMask(game_, w[1], att, err) || !unitMask(game_, w[3], def, err)) return err;
  return run(kind == ActionKind::Declare ? declareAction(att, def) : counterchargeAction(att, def));
}

std::string Session::cmdRoll(const Words& w) {
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
  return run(rollAction(mp, battery, lowered, diff));
}

std::string Session::cmdPath(const Words& w, ActionKind kind) {
  std::string err;
  int u;
  if (w.size() < 3) return error("syntax", "usage: " + std::string(w[0]) + " UNIT HEX [HEX ...]");
  if (!unit(game_, w[1], u, err)) return err;
  std::vector<int> path;
  for (std::size_t i = 2; i < w.size(); ++i) {
    int h;
    if (!hex(w[i], h, err)) return err;
    path.push_back(h);
  }
  if (static_cast<int>(path.size()) > kMaxPath) return error("9.8", "path too long");
  return run(kind == ActionKind::Retreat
                 ? retreatAction(u, path.data(), static_cast<int>(path.size()))
                 : advanceAction(u, path.data(), static_cast<int>(path.size())));
}

std::string Session::cmdRally(const Words& w) {
  if (w.size() == 1) return run(rallyAction(false, Army::None));
  std::string_view v;
  if (w.size() != 2 || !keyValue(w[1], "mp", v))
    return error("syntax", "usage: rally [mp=french|ad|pr|all]");
  if (v == "french") return run(rallyAction(true, Army::French));
  if (v == "ad") return run(rallyAction(true, Army::AngloDutch));
  if (v == "pr") return run(rallyAction(true, Army::Prussian));
  if (v == "all") return run(rallyAction(true, Army::None));
  return error("syntax", "usage: rally [mp=french|ad|pr|all]");
}

std::string Session::cmdPlace(const Words& w) {
  std::string err;
  int u;
  if (w.size() < 3)
    return error("syntax", "usage: place UNIT HEX|pending|eliminated [up|down] [routed]");
  if (!unit(game_, w[1], u, err)) return err;
  const State& s = game_.state();
  int h = kNoHex;
  UnitStatus status = UnitStatus::Map;
  if (w[2] == "pending") {
    status = UnitStatus::Pending;
  } else if (w[2] == "eliminated") {
    status = UnitStatus::Eliminated;
  } else if (!hex(w[2], h, err)) {
    return err;
  }
  bool faceUp = !s.fog, routed = false;
  for (std::size_t i = 3; i < w.size(); ++i) {
    if (w[i] == "up")
      faceUp = true;
    else if (w[i] == "down")
      faceUp = false;
    else if (w[i] == "routed")
      routed = true;
    else
      return error("syntax", "usage: place UNIT HEX|pending|eliminated [up|down] [routed]");
  }
  const bool dummy = Game::roster()[u].type == UnitType::Dummy;
  if ((!faceUp && !s.fog) || (routed && !s.routedRule) || (dummy && !s.fog))
    return error("W30", "that optional rule is not in use");
  if (dummy && status != UnitStatus::Map)
    return error("W29", "a dummy is never a reinforcement, eliminated or rallied");
  if (dummy && faceUp) return error("W29", "a face-up dummy is removed");
  if (status == UnitStatus::Map) {
    const int there = game_.unitAt(h);
    if (there != kNoUnit && there != u) return error("6.5", "the hex holds another counter");
  }
  game_.editPlace(u, h, status, faceUp, routed);
  return ok();
}

std::string Session::cmdSet(const Words& w) {
  const State& s = game_.state();
  int turn = s.turn, fm = s.morale[0], am = s.morale[1];
  std::optional<Phase> phase;
  bool hasTurn = false;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "turn", v)) {
      if (!parseInt(v, turn, 1, kLastTurn)) return error("syntax", "turn=1..10");
      hasTurn = true;
    } else if (keyValue(w[i], "phase", v)) {
      phase = phaseByName(v);
      if (!phase) return error("syntax", "unknown phase " + std::string(v));
    } else if (keyValue(w[i], "step", v)) {
      if (v != "declare") return error("syntax", "step=declare only");
    } else if (keyValue(w[i], "french-morale", v)) {
      if (!parseInt(v, fm, 0, 10)) return error("syntax", "french-morale=0..10");
    } else if (keyValue(w[i], "allied-morale", v)) {
      if (!parseInt(v, am, 0, 10)) return error("syntax", "allied-morale=0..10");
    } else {
      return error("syntax",
                   "usage: set turn=T phase=P [step=declare] [french-morale=N] "
                   "[allied-morale=N]");
    }
  }
  if (!hasTurn || !phase) return error("syntax", "set needs turn= and phase=");
  if (isSetupPhase(*phase)) return error("syntax", "set-up phases are begun by new");
  game_.editSet(turn, *phase, fm, am);
  return ok();
}

// `ai [level=L] [side=french|allied]`: the computer gives every command that side owes
// until the other side owes something, the phase changes or the game ends (w20::ai).
std::string Session::cmdAi(const Words& w) {
  ai::Level level = ai::Level::Normal;
  Side side = game_.step().acting;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "level", v) && ai::levelByName(v)) {
      level = *ai::levelByName(v);
    } else if (keyValue(w[i], "side", v) && (v == "french" || v == "allied")) {
      side = v == "french" ? Side::French : Side::Allied;
    } else {
      return error("syntax",
                   "usage: ai [level=random|greedy|easy|normal|hard] [side=french|allied]");
    }
  }
  if (game_.over()) return error("14.0", "game over");
  ai::Player player(level, game_.state().turn * 64u + static_cast<unsigned>(game_.state().phase));
  std::string out = "ok\n";
  Game before = game_;  // commandText names counters as the acting side saw them
  ai::playOwed(game_, player, side, [&](const Game& after, const Action& a) {
    out += commandText(before, a) + "\n";
    before = after;
  });
  return out + ".\n";
}

// ---------------------------------------------------------------- batch commands

namespace {
// The arguments bench and selfplay share: scenario=w20, games=N, seed=S, optional=...;
// `level` words (french=, allied=) when `levels`. An error answer, or empty.
std::string batchArgs(const Words& w, std::uint64_t& games, std::uint64_t& seed, Options& o,
                      ai::Level* levels, const char* usage) {
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "scenario", v)) {
      if (v != "w20") return error("syntax", "scenario=w20 expected");
    } else if (keyValue(w[i], "games", v)) {
      if (!parseNumber(v, games) || games == 0 || games > 10000000)
        return error("syntax", "games=N, N from 1");
    } else if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else if (keyValue(w[i], "optional", v)) {
      if (!parseOptional(v, o)) return error("syntax", "optional=all|none|LIST");
    } else if (levels && (keyValue(w[i], "french", v) || keyValue(w[i], "allied", v))) {
      if (!ai::levelByName(v)) return error("syntax", "levels: random greedy easy normal hard");
      levels[w[i][0] == 'f' ? 0 : 1] = *ai::levelByName(v);
    } else {
      return error("syntax", usage);
    }
  }
  return {};
}
}  // namespace

std::string bench(const Words& w) {
  std::uint64_t games = 100, seed = 1;
  Options o;
  const std::string err = batchArgs(w, games, seed, o, nullptr,
                                    "usage: bench scenario=w20 [games=N] [seed=S] [optional=...]");
  if (!err.empty()) return err;
  return naw::cli::text::benchReply(games, seed,
                                    [&o](std::uint64_t s) { return playRandomGame(s, o); });
}

std::string selfplay(const Words& w) {
  const char* usage =
      "usage: selfplay scenario=w20 games=N [french=L] [allied=L] [seed=S] [optional=...] "
      "(L: random greedy easy normal hard)";
  std::uint64_t games = 0, seed = 1;
  Options o;
  ai::Level levels[2] = {ai::Level::Random, ai::Level::Random};
  const std::string err = batchArgs(w, games, seed, o, levels, usage);
  if (!err.empty()) return err;
  if (games == 0) return error("syntax", usage);
  std::string out = "ok\n";
  int wins[3] = {0, 0, 0};
  for (std::uint64_t i = 0; i < games; ++i) {
    // Random against random is the engine's own random player (as before the computer).
    ai::GameResult r;
    if (levels[0] == ai::Level::Random && levels[1] == ai::Level::Random) {
      const PlayoutResult p = playRandomGame(seed + i, o);
      r.winner = p.winner, r.turn = p.turn, r.morale = p.morale;
    } else {
      r = ai::playGame(seed + i, o, levels[0], levels[1]);
    }
    const int k = r.winner == Winner::French ? 0 : r.winner == Winner::Allied ? 1 : 2;
    ++wins[k];
    out += "game=" + std::to_string(i + 1) +
           " winner=" + (r.winner == Winner::None ? std::string("draw") : winnerName(r.winner)) +
           " turns=" + std::to_string(r.turn) + " french-morale=" + std::to_string(r.morale[0]) +
           " allied-morale=" + std::to_string(r.morale[1]) + "\n";
  }
  out += "french=" + std::to_string(wins[0]) + " allied=" + std::to_string(wins[1]) +
         " draw=" + std::to_string(wins[2]) + "\n.\n";
  return out;
}

}  // namespace w20::cli
