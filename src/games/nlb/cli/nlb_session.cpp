#include "games/nlb/cli/nlb_session.h"

#include <algorithm>
#include <cstdio>

#include "cli/protocol_text.h"
#include "games/nlb/ai/ai.h"
#include "games/nlb/codec.h"
#include "games/nlb/combat.h"
#include "games/nlb/random_player.h"

namespace nlb::cli {

namespace {

using naw::cli::text::error;
using naw::cli::text::keyValue;
using naw::cli::text::ok;
using naw::cli::text::parseInt;
using naw::cli::text::parseNumber;
std::string error(const Refusal& r) { return error(r.rule, r.why); }

std::string hexName(const Game& g, int i) { return naw::formatHex(g.rules().hexAt(i)); }

const char* winnerName(Winner w) {
  switch (w) {
    case Winner::French:
      return "french";
    case Winner::Allied:
      return "allied";
    case Winner::Draw:
      return "draw";
    case Winner::None:
      break;
  }
  return "none";
}

std::string morale(const Game& g, Army a) {
  if (g.disintegrated(a)) return "disintegrated";
  return g.demoralized(a) ? "demoralized" : "ok";
}

bool gameOverCommand(std::string_view c) {
  return c == "move" || c == "enter" || c == "exit" || c == "undo" || c == "attack" ||
         c == "retreat" || c == "advance" || c == "lose" || c == "end";
}

std::string applied(Game& g, const Action& a) {
  auto r = g.apply(a);
  if (auto* refusal = std::get_if<Refusal>(&r)) return error(*refusal);
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

std::string ids(const Game& g, const Action& a, int from, int n) {
  std::string out;
  for (int k = from; k < from + n; ++k)
    out += (k > from ? "," : "") + g.rules().unit(a.units[static_cast<std::size_t>(k)]).id;
  return out;
}

// An action as the command that would play it (the `ai` lines).
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

// The answer to an attack (cli-protocol-nlb.md): the column used, the die, the result, and
// ` applied=none` exactly when N14 made a Dr no effect for every defender.
std::string attackAnswer(const Game& g) {
  const Game::LastCombat& c = g.lastCombat();
  return ok(g.rules().crt().columnName(c.column) + " " + std::to_string(c.die) + " " +
            resultName(c.result) + (c.appliedNone ? " applied=none" : ""));
}

}  // namespace

std::string Session::cmdAttack(const Words& w) {
  Game& g = game_;
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
  auto r = g.apply(attackOf(att, def, bomb, odds));
  if (auto* refusal = std::get_if<Refusal>(&r)) return error(*refusal);
  return attackAnswer(g);
}

std::string statusFields(const Game& g) {
  const State& s = g.state();
  const Phase shown = s.phase;
  std::string out = "turn=" + std::to_string(s.turn) + " phase=" + phaseName(shown);
  out += " french-lost=" + std::to_string(s.lost[0]);
  out += " allied-lost=" + std::to_string(s.lost[1] + s.lost[2]);
  out += " exited=" + std::to_string(s.exited);
  out += std::string(" demoralized=") + (g.demoralized(Army::Anglo) ? "yes" : "no");
  out += std::string(" winner=") + winnerName(s.winner);
  out += " scenario=nlb period=" + std::string(g.night() ? "night" : "day");
  out += " anglo-lost=" + std::to_string(s.lost[1]);
  out += " prussian-lost=" + std::to_string(s.lost[2]);
  out += " french-morale=" + morale(g, Army::French);
  out += " anglo-morale=" + morale(g, Army::Anglo);
  out += " prussian-morale=" + morale(g, Army::Prussian);
  out += " french-vp=" + std::to_string(g.vp(0));
  out += " allied-vp=" + std::to_string(g.vp(1));
  out += " exited-sp=" + std::to_string(s.exitedSp);
  return out;
}

std::string Session::start(const Words& w) {
  std::uint64_t seed = 0;
  int fc = 0, ac = 0;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "scenario", v)) continue;
    if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else if (keyValue(w[i], "chits", v)) {
      const std::size_t comma = v.find(',');
      if (comma == std::string_view::npos || !parseInt(v.substr(0, comma), fc, 1, 6) ||
          !parseInt(v.substr(comma + 1), ac, 1, 6))
        return error("syntax", "chits=F,A with two chits 1 to 6 (N1, R8)");
    } else {
      return error("syntax", "usage: new scenario=nlb [seed=N] [chits=F,A]");
    }
  }
  game_ = fc ? Game::newGrouchyGame(seed, fc, ac) : Game::newGame(seed);
  seed_ = seed;
  return ok();
}

std::string Session::execute(const Words& w) {
  const std::string_view cmd = w[0];
  Game& g = game_;
  if (g.over() && gameOverCommand(cmd)) return error("N19", "the game is over");
  auto unit = [&](std::string_view id, int& u, std::string& err) {
    u = g.unitIndex(id);
    if (u < 0) err = error("syntax", "unknown unit " + std::string(id));
    return u >= 0;
  };
  auto hex = [&](std::string_view text, int& i, std::string& err) {
    const naw::Hex h = naw::parseHex(text);
    if (!h.valid()) {
      err = error("syntax", "not a hex number: " + std::string(text));
      return false;
    }
    i = g.rules().index(h);
    if (i < 0) err = error("N4", std::string(text) + " is not on the map");
    return i >= 0;
  };
  std::string err;
  int u = -1, h = -1;
  if (cmd == "status")
    return w.size() == 1 ? ok(statusFields(g)) : error("syntax", "usage: status");
  if (cmd == "state") return cmdState();
  if (cmd == "clear") {
    g.editClear();
    return ok();
  }
  if (cmd == "place") {
    if (w.size() != 3) return error("syntax", "usage: place UNIT HEX");
    if (!unit(w[1], u, err) || !hex(w[2], h, err)) return err;
    g.editPlace(u, h);
    return ok();
  }
  if (cmd == "set") return cmdSet(w);
  if (cmd == "dice") {
    for (std::size_t i = 1; i < w.size(); ++i) {
      int d;
      if (!parseInt(w[i], d, 1, 6)) return error("syntax", "dice are 1 to 6");
    }
    std::vector<int> dice;
    for (std::size_t i = 1; i < w.size(); ++i) {
      int d = 0;
      parseInt(w[i], d, 1, 6);
      dice.push_back(d);
    }
    g.forceDice(dice);
    return ok();
  }
  if (cmd == "moves") return cmdMoves(w);
  if (cmd == "move") return cmdMove(w);
  if (cmd == "enter") {
    if (w.size() != 3) return error("syntax", "usage: enter UNIT HEX");
    if (!unit(w[1], u, err) || !hex(w[2], h, err)) return err;
    return applied(g, enterAt(u, h));
  }
  if (cmd == "exit") {
    if (w.size() != 2) return error("syntax", "usage: exit UNIT");
    if (!unit(w[1], u, err)) return err;
    return applied(g, exitMap(u));
  }
  if (cmd == "undo") return applied(g, simple(ActionType::Undo));
  if (cmd == "end") return applied(g, simple(ActionType::EndPhase));
  if (cmd == "obligations") {
    // N9 fixed at the start of the phase, 10.1's additions included, those not yet met.
    std::vector<std::string> ids;
    for (int v : g.openObligations()) ids.push_back(g.rules().unit(v).id);
    std::sort(ids.begin(), ids.end());
    std::string line;
    for (const auto& id : ids) line += (line.empty() ? "" : " ") + id;
    return "ok\n" + line + "\n.\n";
  }
  if (cmd == "attack") return cmdAttack(w);
  if (cmd == "retreat") {
    if (w.size() == 2 && w[1] == "none") return applied(g, simple(ActionType::RetreatNone));
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
    return applied(g, retreatTo(u, h, v));
  }
  if (cmd == "advance") {
    if (w.size() == 2 && w[1] == "none") return applied(g, simple(ActionType::AdvanceNone));
    if (w.size() != 3) return error("syntax", "usage: advance UNIT HEX | advance none");
    if (!unit(w[1], u, err) || !hex(w[2], h, err)) return err;
    return applied(g, advanceTo(u, h));
  }
  if (cmd == "lose") {
    if (w.size() != 2) return error("syntax", "usage: lose UNIT[,UNIT...]");
    std::vector<int> us;
    for (std::string_view id : splitCommas(w[1])) {
      if (!unit(id, u, err)) return err;
      us.push_back(u);
    }
    return applied(g, loseUnits(us));
  }
  if (cmd == "occupy") {
    if (w.size() != 3 || (w[2] != "french" && w[2] != "allied"))
      return error("syntax", "usage: occupy HEX french|allied");
    if (!hex(w[1], h, err)) return err;
    const int slot = g.board().victorySlot(h);
    if (slot < 0) return error("N19", std::string(w[1]) + " is not a victory hex");
    g.editOccupy(slot, w[2] == "french" ? 0 : 1);
    return ok();
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
  if (cmd == "bench") return bench(w);
  if (cmd == "selfplay") return selfplay(w);
  if (cmd == "ai") return cmdAi(w);
  return error("syntax", "unknown command " + std::string(cmd));
}

std::string Session::cmdSet(const Words& w) {
  Game& g = game_;
  const State& s = g.state();
  int turn = s.turn, fl = s.lost[0], al = s.lost[1], pl = s.lost[2], ex = s.exited,
      exsp = s.exitedSp;
  Phase phase = s.phase == Phase::GameOver ? Phase::FrenchMove : s.phase;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "turn", v)) {
      if (!parseInt(v, turn, 1, kTurns)) return error("syntax", "turn=1..10");
    } else if (keyValue(w[i], "phase", v)) {
      bool found = false;
      for (Phase p :
           {Phase::FrenchMove, Phase::FrenchCombat, Phase::AlliedMove, Phase::AlliedCombat})
        if (v == phaseName(p)) {
          phase = p;
          found = true;
        }
      if (!found) return error("syntax", "unknown phase " + std::string(v));
    } else if (keyValue(w[i], "french-lost", v)) {
      if (!parseInt(v, fl, 0, 999)) return error("syntax", "french-lost=N");
    } else if (keyValue(w[i], "anglo-lost", v)) {
      if (!parseInt(v, al, 0, 999)) return error("syntax", "anglo-lost=N");
    } else if (keyValue(w[i], "prussian-lost", v)) {
      if (!parseInt(v, pl, 0, 999)) return error("syntax", "prussian-lost=N");
    } else if (keyValue(w[i], "exited", v)) {
      if (!parseInt(v, ex, 0, g.unitCount())) return error("syntax", "exited=N");
    } else if (keyValue(w[i], "exited-sp", v)) {
      if (!parseInt(v, exsp, 0, 999)) return error("syntax", "exited-sp=N");
    } else {
      return error("syntax",
                   "usage: set turn=T phase=P [french-lost=N] [anglo-lost=N] [prussian-lost=N] "
                   "[exited=N] [exited-sp=N]");
    }
  }
  if (turn == kNightTurn && (phase == Phase::FrenchCombat || phase == Phase::AlliedCombat))
    return error("N3", "turn 10 is a night turn: it has no combat phases");
  g.editSet(turn, phase, fl, al, pl, ex, exsp);
  return ok();
}

std::string Session::cmdMoves(const Words& w) {
  if (w.size() != 2) return error("syntax", "usage: moves UNIT");
  const int u = game_.unitIndex(w[1]);
  if (u < 0) return error("syntax", "unknown unit " + std::string(w[1]));
  std::string line;
  for (int h : game_.reachable(u)) line += (line.empty() ? "" : " ") + hexName(game_, h);
  if (game_.canExit(u)) line += (line.empty() ? "" : " ") + std::string("exit");
  return "ok\n" + line + "\n.\n";
}

std::string Session::cmdMove(const Words& w) {
  if (w.size() < 3) return error("syntax", "usage: move UNIT HEX [HEX ...]");
  const int u = game_.unitIndex(w[1]);
  if (u < 0) return error("syntax", "unknown unit " + std::string(w[1]));
  if (w.size() - 2 > static_cast<std::size_t>(kMaxPath)) return error("syntax", "path too long");
  Action a = moveTo(u, 0);
  a.byPath = w.size() > 3;
  a.pathLength = static_cast<std::uint8_t>(w.size() - 2);
  for (std::size_t i = 2; i < w.size(); ++i) {
    const naw::Hex h = naw::parseHex(w[i]);
    if (!h.valid()) return error("syntax", "not a hex number: " + std::string(w[i]));
    const int idx = game_.rules().index(h);
    if (idx < 0) return error("N6", std::string(w[i]) + " is not on the map");
    a.path[i - 2] = static_cast<std::int16_t>(idx);
  }
  return applied(game_, a);
}

std::string Session::cmdState() const {
  const Game& g = game_;
  const State& s = g.state();
  auto q = [](const std::string& x) { return "\"" + x + "\""; };
  std::string j = "{\"scenario\":\"nlb\"";
  j += ",\"turn\":" + std::to_string(s.turn);
  j += ",\"phase\":" + q(phaseName(s.phase));
  j += ",\"period\":" + q(g.night() ? "night" : "day");
  j += ",\"winner\":" + q(winnerName(s.winner));
  j += ",\"lost\":{\"french\":" + std::to_string(s.lost[0]) +
       ",\"anglo\":" + std::to_string(s.lost[1]) + ",\"prussian\":" + std::to_string(s.lost[2]) +
       "}";
  j += ",\"morale\":{\"french\":" + q(morale(g, Army::French)) +
       ",\"anglo\":" + q(morale(g, Army::Anglo)) + ",\"prussian\":" + q(morale(g, Army::Prussian)) +
       "}";
  j += ",\"occupied\":{";
  const auto& vh = g.board().victoryHexes();
  for (std::size_t k = 0; k < vh.size(); ++k)
    j += (k ? "," : "") + q(hexName(g, vh[k].index)) + ":" + q(s.occupier[k] ? "allied" : "french");
  j += "},\"vp\":{\"french\":" + std::to_string(g.vp(0)) +
       ",\"allied\":" + std::to_string(g.vp(1)) + "}";
  j += std::string(",\"grouchy\":") + (s.grouchy ? "true" : "false");
  j += ",\"chits\":[" + std::to_string(s.chits[0]) + "," + std::to_string(s.chits[1]) + "]";
  j += ",\"exited\":" + std::to_string(s.exited) + ",\"exited_sp\":" + std::to_string(s.exitedSp);
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(g.hash()));
  j += ",\"hash\":" + q(buf) + ",\"units\":[";
  bool first = true;
  for (int u = 0; u < g.unitCount(); ++u) {
    const int w = s.where[static_cast<std::size_t>(u)];
    const std::string where = w >= 0             ? hexName(g, w)
                              : w == kInPool     ? "pool"
                              : w == kEliminated ? "eliminated"
                              : w == kExited     ? "exited"
                                                 : "unavailable";
    j += (first ? "" : ",") + std::string("{\"id\":") + q(g.rules().unit(u).id) +
         ",\"hex\":" + q(where) + ",\"mp_left_halves\":" + std::to_string(g.leftHalves(u)) + "}";
    first = false;
  }
  return "ok\n" + j + "]}\n.\n";
}

std::string Session::cmdAi(const Words& w) {
  ai::Level level;
  if (!naw::cli::text::aiLevelArg(w, ai::Level::Normal, ai::levelByName, level))
    return error("syntax", "usage: ai [level=random|greedy|easy|normal|hard]");
  // The computer plays the rest of the phase, its `end` included (as in the standard game);
  // each attack's line carries its answer after '#'.
  std::string out = "ok\n";
  ai::playPhase(game_, level, true, [&](const Game& g, const Action& a) {
    out += actionText(g, a);
    if (a.type == ActionType::Attack) {
      const Game::LastCombat& c = g.lastCombat();
      out += " # " + g.rules().crt().columnName(c.column) + " " + std::to_string(c.die) + " " +
             resultName(c.result);
    }
    out += "\n";
  });
  return out + ".\n";
}

std::string bench(const Words& w) {
  std::uint64_t games = 100, seed = 1;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "games", v)) {
      if (!parseNumber(v, games) || games == 0 || games > 10000000)
        return error("syntax", "games=N, N from 1");
    } else if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else if (!keyValue(w[i], "scenario", v)) {
      return error("syntax", "usage: bench [games=N] [seed=S] [scenario=nlb]");
    }
  }
  return naw::cli::text::benchReply(games, seed, [](std::uint64_t s) { return playRandomGame(s); });
}

std::string selfplay(const Words& w) {
  std::uint64_t games = 0, seed = 1;
  bool grouchy = false;
  ai::Level levels[2] = {ai::Level::Random, ai::Level::Random};
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "games", v)) {
      if (!parseNumber(v, games) || games == 0 || games > 100000) return error("syntax", "games=N");
    } else if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else if (keyValue(w[i], "chits", v)) {
      if (v != "random") return error("syntax", "chits=random");
      grouchy = true;  // chits drawn from each game's seed (R8)
    } else if (keyValue(w[i], "french", v) || keyValue(w[i], "allied", v)) {
      const auto l = ai::levelByName(v);
      if (!l) return error("syntax", "levels: random greedy easy normal hard");
      levels[w[i][0] == 'f' ? 0 : 1] = *l;
    } else if (!keyValue(w[i], "scenario", v)) {
      return error("syntax", "usage: selfplay games=N french=L allied=L [seed=S] [scenario=nlb]");
    }
  }
  if (games == 0) return error("syntax", "games=N is required");
  std::string out = "ok\n";
  int wins[3] = {0, 0, 0};
  for (std::uint64_t i = 0; i < games; ++i) {
    const std::uint64_t s = seed + i * 0x9E3779B97F4A7C15ull;
    Game g = grouchy ? Game::newGrouchyGame(s, 0, 0) : Game::newGame(s);
    ai::playGame(g, levels[0], levels[1]);
    const State& st = g.state();
    const int k = st.winner == Winner::French ? 0 : st.winner == Winner::Allied ? 1 : 2;
    ++wins[k];
    out += "game=" + std::to_string(i + 1) + " winner=" + winnerName(st.winner) +
           " turns=" + std::to_string(st.turn) + " french-lost=" + std::to_string(st.lost[0]) +
           " allied-lost=" + std::to_string(st.lost[1] + st.lost[2]) +
           " exited=" + std::to_string(st.exited) + "\n";
  }
  out += "french=" + std::to_string(wins[0]) + " allied=" + std::to_string(wins[1]) +
         " draw=" + std::to_string(wins[2]) + "\n";
  return out + ".\n";
}

}  // namespace nlb::cli
