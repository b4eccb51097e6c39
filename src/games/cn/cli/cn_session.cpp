// The CN commands of naw-cli (cli-protocol-cn.md).
#include <algorithm>
#include <cstdio>

#include "cli/protocol_text.h"
#include "games/cn/ai/ai.h"
#include "games/cn/cli/cn_commands.h"
#include "games/cn/cli/cn_session.h"
#include "games/cn/random_player.h"

namespace cn::cli {

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

using naw::cli::text::error;
using naw::cli::text::keyValue;
using naw::cli::text::ok;
using naw::cli::text::parseInt;
using naw::cli::text::parseNumber;
using naw::cli::text::split;

const std::string& idOf(int u) { return theRoster().unit(u).id; }

std::optional<Phase> parsePhase(std::string_view s) {
  for (Phase p : {Phase::FrenchMove, Phase::FrenchSetup, Phase::FrenchResolve, Phase::AlliedMove,
                  Phase::AlliedSetup, Phase::AlliedResolve})
    if (s == phaseName(p)) return p;
  return std::nullopt;
}

std::string jsonString(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::string Session::start(const Words& w) {
  std::uint64_t seed = 0;
  bool solitaire = false;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "scenario", v)) {
      if (v != "cn") return error("syntax", "scenario=cn expected");
    } else if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else if (keyValue(w[i], "solitaire", v)) {
      if (v != "yes" && v != "no") return error("syntax", "solitaire=yes|no");
      solitaire = v == "yes";
    } else if (keyValue(w[i], "chits", v)) {
      return error("C1", "chits= (the Grouchy variant) is not part of scenario=cn");
    } else {
      return error("syntax", "usage: new scenario=cn [seed=N] [solitaire=yes|no]");
    }
  }
  game_ = Game::newGame(seed, solitaire);
  return ok();
}

std::string Session::execute(const Words& w) {
  const std::string_view cmd = w[0];
  std::string err;
  if (cmd == "clear") {
    if (w.size() != 1) return error("syntax", "usage: clear");
    game_.editClear();
    return ok();
  }
  if (cmd == "place") {
    int u, sq;
    if (w.size() != 3) return error("syntax", "usage: place UNIT SQUARE");
    if (!readUnit(w[1], u, err) || !readSquare(w[2], sq, err)) return err;
    game_.editPlace(u, sq);
    return ok();
  }
  if (cmd == "set") return cmdSet(w);
  if (cmd == "dice") {
    std::vector<int> numbers;
    for (std::size_t i = 1; i < w.size(); ++i) {
      int d;
      if (!parseInt(w[i], d, 0, 9))
        return error("syntax", "a random number is 0 to 9: " + std::string(w[i]));
      numbers.push_back(d);
    }
    if (numbers.empty()) return error("syntax", "usage: dice N [N ...]");
    game_.forceNumbers(numbers);
    return ok();
  }
  // The play commands, shared with the page's text layer (cn_commands.h).
  if (auto answer = playCommand(game_, w, [this](const Action& a) { return game_.apply(a); }))
    return *answer;
  if (cmd == "state") return w.size() == 1 ? cmdState() : error("syntax", "usage: state");
  if (cmd == "ai") return cmdAi(w);
  if (cmd == "bench") return bench(w);
  if (cmd == "selfplay") return selfplay(w);
  return error("syntax", "unknown command " + std::string(cmd));
}

std::string Session::cmdSet(const Words& w) {
  const State& s = game_.state();
  int turn = -1, french = s.frenchLost, allied = s.alliedLost, exited = s.exited;
  std::optional<Phase> phase;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    bool good;
    if (keyValue(w[i], "turn", v))
      good = parseInt(v, turn, 1, 10);
    else if (keyValue(w[i], "phase", v))
      good = (phase = parsePhase(v)).has_value();
    else if (keyValue(w[i], "french-lost", v))
      good = parseInt(v, french, 0, 30000);
    else if (keyValue(w[i], "allied-lost", v))
      good = parseInt(v, allied, 0, 30000);
    else if (keyValue(w[i], "exited", v))
      good = parseInt(v, exited, 0, 255);
    else
      good = false;
    if (!good)
      return error("syntax", "cannot read " + std::string(w[i]) +
                                 " (turn 1-10, phase french-move|french-setup|french-resolve|"
                                 "allied-move|allied-setup|allied-resolve)");
  }
  if (turn < 0 || !phase)
    return error("syntax", "usage: set turn=T phase=P [french-lost=N] [allied-lost=N] [exited=N]");
  game_.editSet(turn, *phase, french, allied, exited);
  return ok();
}

std::string Session::cmdState() {
  const State& s = game_.state();
  const Step st = game_.step();
  std::string j = "{\"scenario\":\"cn\"";
  j += ",\"turn\":" + std::to_string(s.turn);
  j += ",\"phase\":" + jsonString(phaseName(s.phase));
  j += ",\"step\":" + jsonString(stepName(st.kind));
  j += ",\"acting\":" + jsonString(sideName(st.acting));
  j += ",\"french_lost\":" + std::to_string(s.frenchLost);
  j += ",\"allied_lost\":" + std::to_string(s.alliedLost);
  j += ",\"exited\":" + std::to_string(s.exited);
  j += ",\"threshold\":" + std::to_string(game_.threshold());
  j += std::string(",\"solitaire\":") + (s.solitaire ? "true" : "false");
  j += std::string(",\"demoralized\":") + (game_.demoralized() ? "true" : "false");
  j += ",\"winner\":" + jsonString(winnerName(s.winner));
  j += ",\"prussian_delay\":" + std::to_string(s.delay);
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(game_.hash()));
  j += ",\"hash\":\"" + std::string(buf) + "\"";
  j += ",\"obligations\":[";
  bool first = true;
  for (int u : game_.obligations()) {
    j += (first ? "" : ",") + jsonString(idOf(u));
    first = false;
  }
  j += "],\"attacks\":[";
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& at = s.attacks[z(i)];
    auto ids = [&](const std::array<std::int8_t, kMaxInAttack>& a, int n) {
      std::string r = "[";
      for (int k = 0; k < n; ++k) r += (k ? "," : "") + jsonString(idOf(a[z(k)]));
      return r + "]";
    };
    j += (i ? "," : "") + std::string("{\"attackers\":") + ids(at.attackers, at.nAttackers) +
         ",\"bombarders\":" + ids(at.bombarders, at.nBombarders) +
         ",\"defenders\":" + ids(at.defenders, at.nDefenders) +
         ",\"resolved\":" + (at.resolved ? "true" : "false") + "}";
  }
  j += "],\"units\":[";
  for (int u = 0; u < kUnits; ++u) {
    const UnitState& us = s.units[z(u)];
    j += u ? "," : "";
    j += "{\"id\":" + jsonString(idOf(u)) +
         ",\"side\":" + jsonString(sideName(theRoster().unit(u).side)) +
         ",\"status\":" + jsonString(unitStatusName(us.status)) + ",\"square\":" +
         (us.status == UnitStatus::OnMap ? jsonString(formatSquare(us.square))
                                         : std::string("null")) +
         ",\"mp_used\":" + std::to_string(us.mpUsed) + "}";
  }
  j += "]}";
  return "ok\n" + j + "\n.\n";
}

std::string Session::cmdAi(const Words& w) {
  ai::Level level = ai::Level::Greedy;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    std::optional<ai::Level> l;
    if (!keyValue(w[i], "level", v) || !(l = ai::levelByName(v)))
      return error("syntax", "usage: ai [level=random|greedy|easy|normal|hard]");
    level = *l;
  }
  std::string out = "ok\n";
  core::Rng rng{game_.hash()};
  for (const ai::Played& p : ai::playPhase(game_, level, rng)) {
    out += formatAction(p.action);
    if (p.action.type == ActionType::Resolve) {
      Outcome o = p.outcome;
      out += " # " + formatOutcome(o);
    }
    out += "\n";
  }
  return out + ".\n";
}

std::string bench(const Words& w) {
  std::uint64_t games = 100, seed = 1;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "scenario", v)) {
      if (v != "cn") return error("syntax", "scenario=cn expected");
    } else if (keyValue(w[i], "games", v)) {
      if (!parseNumber(v, games) || games == 0 || games > 10000000)
        return error("syntax", "games=N, N from 1");
    } else if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else {
      return error("syntax", "usage: bench scenario=cn [games=N] [seed=S]");
    }
  }
  return naw::cli::text::benchReply(games, seed, [](std::uint64_t s) { return playRandomGame(s); });
}

std::string selfplay(const Words& w) {
  const char* usage =
      "usage: selfplay scenario=cn games=N [french=L] [allied=L] [seed=S] [solitaire=yes|no]";
  std::uint64_t games = 0, seed = 1;
  ai::Level french = ai::Level::Greedy, allied = ai::Level::Greedy;
  bool solitaire = false;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    std::optional<ai::Level> l;
    if (keyValue(w[i], "scenario", v)) {
      if (v != "cn") return error("syntax", "scenario=cn expected");
    } else if (keyValue(w[i], "games", v)) {
      if (!parseNumber(v, games) || games == 0 || games > 100000)
        return error("syntax", "games=N, N from 1");
    } else if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else if (keyValue(w[i], "french", v)) {
      if (!(l = ai::levelByName(v)))
        return error("syntax", "levels: random greedy easy normal hard");
      french = *l;
    } else if (keyValue(w[i], "allied", v)) {
      if (!(l = ai::levelByName(v)))
        return error("syntax", "levels: random greedy easy normal hard");
      allied = *l;
    } else if (keyValue(w[i], "solitaire", v)) {
      if (v != "yes" && v != "no") return error("syntax", "solitaire=yes|no");
      solitaire = v == "yes";
    } else {
      return error("syntax", usage);
    }
  }
  if (games == 0) return error("syntax", usage);
  std::string out = "ok\n";
  int wins[3] = {0, 0, 0};
  for (std::uint64_t i = 0; i < games; ++i) {
    Game g = Game::newGame(seed + i, solitaire);
    core::Rng rng{(seed + i) * 0x9E3779B97F4A7C15ull + 1};
    for (int guard = 0; guard < 200 && !g.over(); ++guard) {
      const Side side = g.step().acting;
      if (ai::playPhase(g, side == Side::French ? french : allied, rng).empty()) break;
    }
    const State& s = g.state();
    const int k = s.winner == Winner::French ? 0 : s.winner == Winner::Allied ? 1 : 2;
    ++wins[k];
    out += "game=" + std::to_string(i + 1) + " winner=" + winnerName(s.winner) +
           " turns=" + std::to_string(s.turn) + " french-lost=" + std::to_string(s.frenchLost) +
           " allied-lost=" + std::to_string(s.alliedLost) + " exited=" + std::to_string(s.exited) +
           "\n";
  }
  out += "french=" + std::to_string(wins[0]) + " allied=" + std::to_string(wins[1]) +
         " draw=" + std::to_string(wins[2]) + "\n";
  return out + ".\n";
}

}  // namespace cn::cli
