// The Waterloo 20 commands of naw-cli (cli-protocol-w20.md).
#include "games/w20/cli/w20_session.h"

#include "games/w20/cli/w20_commands.h"

#include <algorithm>

#include "cli/protocol_text.h"
#include "games/w20/ai/ai.h"
#include "games/w20/combat.h"
#include "games/w20/random_player.h"

namespace w20::cli {

namespace {

using naw::cli::text::error;
using naw::cli::text::keyValue;
using naw::cli::text::ok;
using naw::cli::text::parseInt;
using naw::cli::text::parseNumber;
using naw::cli::text::split;

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

std::string Session::execute(const Words& w) {
  const std::string_view cmd = w[0];
  std::string err;
  // The play commands, shared with the page's text layer (w20_commands.h).
  const Apply apply = [this](const Action& a) { return game_.apply(a); };
  // Queries first: they are answered whatever is owed, even after the game is over.
  if (cmd == "status") return *playCommand(game_, w, apply);
  if (cmd == "state") return "ok\n" + stateJson(game_) + "\n.\n";
  if (cmd == "view") {
    if (w.size() != 2 || (w[1] != "french" && w[1] != "allied"))
      return error("syntax", "usage: view french|allied");
    return "ok\n" + viewJson(game_, w[1] == "french" ? Side::French : Side::Allied) + "\n.\n";
  }
  if (cmd == "moves" || cmd == "obligations") return *playCommand(game_, w, apply);
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
  if (auto answer = playCommand(game_, w, apply)) return *answer;
  if (cmd == "ai") return cmdAi(w);
  return error("syntax", "unknown command " + std::string(cmd));
}

std::string Session::cmdPlace(const Words& w) {
  std::string err;
  int u;
  if (w.size() < 3)
    return error("syntax", "usage: place UNIT HEX|pending|eliminated [up|down] [routed]");
  if (!readUnit(game_, w[1], u, err)) return err;
  const State& s = game_.state();
  int h = kNoHex;
  UnitStatus status = UnitStatus::Map;
  if (w[2] == "pending") {
    status = UnitStatus::Pending;
  } else if (w[2] == "eliminated") {
    status = UnitStatus::Eliminated;
  } else if (!readHex(w[2], h, err)) {
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
