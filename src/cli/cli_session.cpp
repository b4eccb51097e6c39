// The naw-cli protocol (cli-protocol.md) over naw::Game. Parsing and printing only: every
// rule decision is the engine's.
#include "cli_session.h"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <vector>

#include "cli/play_commands.h"
#include "cli/protocol_text.h"
#include "cli_ai_commands.h"
#include "game.h"
#include "games/cn/cli/cn_session.h"
#include "games/nlb/cli/nlb_session.h"
#include "games/w20/cli/w20_session.h"
#include "random_player.h"
#include "serialize.h"

namespace naw::cli {

namespace {

using Words = std::vector<std::string_view>;

using naw::cli::text::error;
using naw::cli::text::keyValue;
using naw::cli::text::ok;
using naw::cli::text::parseInt;
using naw::cli::text::parseNumber;
using naw::cli::text::split;
std::string error(const Refusal& r) { return error(r.rule, r.why); }

std::optional<Phase> parsePhase(std::string_view s) {
  for (Phase p :
       {Phase::FrenchMovement, Phase::FrenchCombat, Phase::AlliedMovement, Phase::AlliedCombat})
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

struct Session::Impl {
  Game game = Game::newGame();
  std::unique_ptr<cn::cli::Session> cn;    // the CN game while `new scenario=cn` is on
  std::unique_ptr<nlb::cli::Session> nlb;  // the advanced game while `new scenario=nlb` is on
  std::unique_ptr<w20::cli::Session> w20;  // Waterloo 20 while `new scenario=w20` is on

  std::string run(const Words& w);

  // Unit by id, or an error answer.
  bool unit(std::string_view id, int& u, std::string& err) const {
    u = game.unitIndex(id);
    if (u < 0) err = error("syntax", "unknown unit " + std::string(id));
    return u >= 0;
  }
  bool hex(std::string_view text, Hex& h, std::string& err) const {
    h = parseHex(text);
    if (!h.valid()) err = error("syntax", "not a hex number: " + std::string(text));
    return h.valid();
  }

  std::string cmdNew(const Words& w);
  std::string cmdSet(const Words& w);
  std::string cmdState();
  std::string cmdBench(const Words& w);
};

Session::Session() : impl_(std::make_unique<Impl>()) {}
Session::~Session() = default;
Session::Session(Session&&) noexcept = default;
Session& Session::operator=(Session&&) noexcept = default;

std::string Session::execute(std::string_view line) {
  const auto hash = line.find('#');
  if (hash != std::string_view::npos) line = line.substr(0, hash);
  const Words w = split(line, ' ');
  if (w.empty()) return {};
  try {
    return impl_->run(w);
  } catch (const std::exception& e) {  // defensive: the engine does not throw on bad input
    return error("syntax", std::string("internal error: ") + e.what());
  }
}

std::string Session::Impl::run(const Words& w) {
  const std::string_view cmd = w[0];
  std::string err;
  if (cmd == "new") {  // scenario=cn switches to Computer Napoleonics, scenario=naw back
    Words standard;
    bool cnScenario = false, nlbScenario = false, w20Scenario = false;
    for (std::string_view word : w) {
      std::string_view v;
      if (!keyValue(word, "scenario", v)) {
        standard.push_back(word);
      } else if (v == "cn") {
        cnScenario = true;
      } else if (v == "nlb") {
        nlbScenario = true;
      } else if (v == "w20") {
        w20Scenario = true;
      } else if (v != "naw" && v != "standard") {
        return error("syntax", "scenarios: standard, naw, nlb, cn, w20");
      }
    }
    if (cnScenario) {
      auto next = std::make_unique<cn::cli::Session>();
      std::string answer = next->start(w);
      if (answer.rfind("ok", 0) == 0) cn = std::move(next), nlb.reset(), w20.reset();
      return answer;
    }
    if (nlbScenario) {
      auto next = std::make_unique<nlb::cli::Session>();
      std::string answer = next->start(w);
      if (answer.rfind("ok", 0) == 0) nlb = std::move(next), cn.reset(), w20.reset();
      return answer;
    }
    if (w20Scenario) {
      auto next = std::make_unique<w20::cli::Session>();
      std::string answer = next->start(w);
      if (answer.rfind("ok", 0) == 0) w20 = std::move(next), cn.reset(), nlb.reset();
      return answer;
    }
    std::string answer = cmdNew(standard);
    if (answer.rfind("ok", 0) == 0) cn.reset(), nlb.reset(), w20.reset();
    return answer;
  }
  const bool benchOrSelfplay = cmd == "bench" || cmd == "selfplay";
  if (benchOrSelfplay && std::find(w.begin(), w.end(), std::string_view("scenario=cn")) != w.end())
    return cmd == "bench" ? cn::cli::bench(w) : cn::cli::selfplay(w);
  if (benchOrSelfplay && std::find(w.begin(), w.end(), std::string_view("scenario=nlb")) != w.end())
    return cmd == "bench" ? nlb::cli::bench(w) : nlb::cli::selfplay(w);
  if (benchOrSelfplay && std::find(w.begin(), w.end(), std::string_view("scenario=w20")) != w.end())
    return cmd == "bench" ? w20::cli::bench(w) : w20::cli::selfplay(w);
  // Without scenario= they are the standard game's in every mode (cli-protocol-nlb.md:
  // input that never names a scenario behaves as before); they do not touch the game on.
  if (cn && !benchOrSelfplay) return cn->execute(w);
  if (nlb && !benchOrSelfplay) return nlb->execute(w);
  if (w20 && !benchOrSelfplay) return w20->execute(w);
  if (cmd == "clear") {
    if (w.size() != 1) return error("syntax", "usage: clear");
    game.editClear();
    return ok();
  }
  if (cmd == "place") {
    int u;
    Hex h;
    if (w.size() != 3) return error("syntax", "usage: place UNIT HEX");
    if (!unit(w[1], u, err) || !hex(w[2], h, err)) return err;
    if (!game.rules().map().onMap(h)) return error("2.1", formatHex(h) + " is not on the map");
    game.editPlace(u, h);
    return ok();
  }
  if (cmd == "set") return cmdSet(w);
  if (cmd == "dice") {
    std::vector<int> dice;
    for (std::size_t i = 1; i < w.size(); ++i) {
      int d;
      if (!parseInt(w[i], d, 1, 6))
        return error("syntax", "a die roll is 1 to 6: " + std::string(w[i]));
      dice.push_back(d);
    }
    if (dice.empty()) return error("syntax", "usage: dice D [D ...]");
    game.forceDice(dice);
    return ok();
  }
  // The play commands (moves, move, enter, exit, undo, obligations, attack, retreat, advance,
  // lose, end, status): read by play_commands.h, which the page's text layer shares.
  const PlayCommand play = readPlayCommand(game, w);
  if (play.known) {
    if (play.actions.empty()) return play.answer;
    std::string answer;
    for (const Action& action : play.actions) {
      const auto result = game.apply(action);
      if (auto* refusal = std::get_if<Refusal>(&result)) return error(*refusal);
      answer = appliedAnswer(game, action, std::get<Outcome>(result));
    }
    return answer;
  }
  if (cmd == "state") return w.size() == 1 ? cmdState() : error("syntax", "usage: state");
  if (cmd == "bench") return cmdBench(w);
  if (cmd == "ai" || cmd == "selfplay") return runAiCommand(game, w);
  return error("syntax", "unknown command " + std::string(cmd));
}

std::string Session::Impl::cmdNew(const Words& w) {
  std::uint64_t seed = 0;
  Options options;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else if (keyValue(w[i], "chits", v)) {
      const Words parts = split(v, ',');
      if (parts.size() != 2 || !parseInt(parts[0], options.frenchChit, 1, 6) ||
          !parseInt(parts[1], options.alliedChit, 1, 6))
        return error("syntax", "chits=F,A with two chits 1 to 6 (9.0)");
      options.grouchy = true;
    } else {
      return error("syntax", "usage: new [seed=N] [chits=F,A]");
    }
  }
  game = Game::newGame(options, seed);
  return ok();
}

std::string Session::Impl::cmdSet(const Words& w) {
  const GameState& s = game.state();
  int turn = -1, french = s.frenchLost, allied = s.alliedLost, exited = s.exited;
  std::optional<Phase> phase;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    bool good = true;
    if (keyValue(w[i], "turn", v))
      good = parseInt(v, turn, 1, game.rules().scenario().turns());
    else if (keyValue(w[i], "phase", v))
      good = (phase = parsePhase(v)).has_value();
    else if (keyValue(w[i], "french-lost", v))
      good = parseInt(v, french, 0, 60000);
    else if (keyValue(w[i], "allied-lost", v))
      good = parseInt(v, allied, 0, 60000);
    else if (keyValue(w[i], "exited", v))
      good = parseInt(v, exited, 0, 255);
    else
      good = false;
    if (!good)
      return error("syntax", "cannot read " + std::string(w[i]) + " (turn 1-" +
                                 std::to_string(game.rules().scenario().turns()) +
                                 ", phase french-move|french-combat|allied-move|allied-combat)");
  }
  if (turn < 0 || !phase)
    return error("syntax", "usage: set turn=T phase=P [french-lost=N] [allied-lost=N] [exited=N]");
  game.editSet(turn, *phase, french, allied, exited);
  return ok();
}

std::string Session::Impl::cmdState() {
  const GameState& s = game.state();
  const Rules& r = game.rules();
  const Step st = game.step();
  std::string j = "{";
  j += "\"turn\":" + std::to_string(s.turn);
  j += ",\"phase\":" + jsonString(phaseName(s.phase));
  j += ",\"step\":" + jsonString(stepName(st.kind));
  j += ",\"acting\":" + jsonString(sideName(st.acting));
  j += ",\"pending\":" +
       (st.pendingUnit >= 0 ? jsonString(r.unit(st.pendingUnit).id) : std::string("null"));
  j += ",\"french_lost\":" + std::to_string(s.frenchLost);
  j += ",\"allied_lost\":" + std::to_string(s.alliedLost);
  j += ",\"exited\":" + std::to_string(s.exited);
  j += std::string(",\"demoralized\":") +
       (s.alliedLost >= r.scenario().lossThreshold ? "true" : "false");
  j += ",\"winner\":" + jsonString(winnerName(s.winner));
  j += std::string(",\"grouchy\":") + (s.grouchy ? "true" : "false");
  j += ",\"french_chit\":" + std::to_string(s.frenchChit);
  j += ",\"allied_chit\":" + std::to_string(s.alliedChit);
  j += ",\"hash\":\"";
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(game.hash()));
  j += buf;
  j += "\",\"obligations\":[";
  bool first = true;
  for (int u : game.obligations()) {
    j += (first ? "" : ",") + jsonString(r.unit(u).id);
    first = false;
  }
  j += "],\"units\":[";
  for (int u = 0; u < s.unitCount; ++u) {
    const UnitState& us = s.units[u];
    j += u ? "," : "";
    j += "{\"id\":" + jsonString(r.unit(u).id) +
         ",\"side\":" + jsonString(sideName(r.unit(u).side)) +
         ",\"status\":" + jsonString(unitStatusName(us.status)) + ",\"hex\":" +
         (us.hex >= 0 ? jsonString(formatHex(r.hexAt(us.hex))) : std::string("null")) +
         ",\"mp_used\":" + std::to_string(us.mpUsed) +
         ",\"fought\":" + ((us.flags & kFought) ? "true" : "false") + "}";
  }
  j += "]";
  if (isCombatPhase(s.phase) && s.combat.die) {
    j += ",\"last_combat\":{\"odds\":" + jsonString(r.crt().columnName(s.combat.odds)) +
         ",\"die\":" + std::to_string(s.combat.die) +
         ",\"result\":" + jsonString(combatResultName(s.combat.result)) + "}";
  }
  j += "}";
  return "ok\n" + j + "\n.\n";
}

std::string Session::Impl::cmdBench(const Words& w) {
  std::uint64_t games = 100, seed = 1;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "games", v)) {
      if (!parseNumber(v, games) || games == 0 || games > 10000000)
        return error("syntax", "games=N, N from 1");
    } else if (keyValue(w[i], "seed", v)) {
      if (!parseNumber(v, seed)) return error("syntax", "seed is a whole number");
    } else {
      return error("syntax", "usage: bench [games=N] [seed=S]");
    }
  }
  return naw::cli::text::benchReply(games, seed, [](std::uint64_t s) { return playRandomGame(s); });
}

}  // namespace naw::cli
