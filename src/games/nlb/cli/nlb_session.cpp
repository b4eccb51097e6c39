#include "games/nlb/cli/nlb_session.h"

#include "games/nlb/cli/nlb_commands.h"

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

}  // namespace

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
  auto unit = [&](std::string_view id, int& u, std::string& err) {
    u = g.unitIndex(id);
    if (u < 0) err = error("syntax", "unknown unit " + std::string(id));
    return u >= 0;
  };
  auto hex = [&](std::string_view text, int& i, std::string& err) {
    return readHex(g, text, i, err);
  };
  std::string err;
  int u = -1, h = -1;
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
  // The play commands, shared with the page's text layer (nlb_commands.h).
  if (auto answer = playCommand(g, w, [&g](const Action& a) { return g.apply(a); })) return *answer;
  if (cmd == "occupy") {
    if (w.size() != 3 || (w[2] != "french" && w[2] != "allied"))
      return error("syntax", "usage: occupy HEX french|allied");
    if (!hex(w[1], h, err)) return err;
    const int slot = g.board().victorySlot(h);
    if (slot < 0) return error("N19", std::string(w[1]) + " is not a victory hex");
    g.editOccupy(slot, w[2] == "french" ? 0 : 1);
    return ok();
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
