#include "cli_ai_commands.h"

#include <charconv>
#include <cstdint>

#include "ai.h"

namespace naw::cli {

namespace {

std::string error(const std::string& rule, const std::string& why) {
  return "error " + rule + " " + why + "\n";
}

// "key=value" words of the batch commands.
bool keyValue(std::string_view word, std::string_view key, std::string_view& value) {
  const auto eq = word.find('=');
  if (eq == std::string_view::npos || word.substr(0, eq) != key || eq + 1 == word.size())
    return false;
  value = word.substr(eq + 1);
  return true;
}

bool parseCount(std::string_view s, std::uint64_t& out) {
  const char* end = s.data() + s.size();
  const auto [p, ec] = std::from_chars(s.data(), end, out);
  return ec == std::errc() && p == end && !s.empty();
}

std::string unitList(const Game& g, const std::vector<int>& units) {
  std::string out;
  for (int u : units) out += (out.empty() ? "" : ",") + g.rules().unit(u).id;
  return out;
}

std::string cmdAi(Game& game, const std::vector<std::string_view>& w) {
  ai::Level level = ai::Level::Normal;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    std::optional<ai::Level> l;
    if (!keyValue(w[i], "level", v) || !(l = ai::parseLevel(v)))
      return error("syntax", "usage: ai [level=random|greedy|easy|normal|hard]");
    level = *l;
  }
  std::string out = "ok\n";
  if (game.over()) return out + ".\n";
  const Step start = game.step();
  ai::Player player(level, game.hash());
  for (int n = 0; n < 5000 && !game.over(); ++n) {
    const Step st = game.step();
    if (st.turn != start.turn || st.phase != start.phase || st.acting != start.acting) break;
    const Action a = player.choose(game);
    const std::string line = formatAction(game, a);
    auto result = game.apply(a);
    if (auto* refusal = std::get_if<Refusal>(&result)) {  // a bug in the player: say so, stop
      out += "# refused: " + line + " (" + refusal->rule + " " + refusal->why + ")\n";
      break;
    }
    out += line;
    if (a.type == ActionType::Attack) {
      const Outcome& o = std::get<Outcome>(result);
      out += " # " + game.rules().crt().columnName(o.oddsColumn) + " " + std::to_string(o.die) +
             " " + combatResultName(o.result);
    }
    out += "\n";
  }
  return out + ".\n";
}

std::string cmdSelfplay(const std::vector<std::string_view>& w) {
  const char* usage = "usage: selfplay games=N french=L allied=L [seed=S] [chits=random]";
  std::uint64_t games = 0, seed = 1;
  std::optional<ai::Level> french, allied;
  Options options;
  for (std::size_t i = 1; i < w.size(); ++i) {
    std::string_view v;
    if (keyValue(w[i], "games", v)) {
      if (!parseCount(v, games) || games == 0 || games > 1000000)
        return error("syntax", "games=N, N from 1");
    } else if (keyValue(w[i], "seed", v)) {
      if (!parseCount(v, seed)) return error("syntax", "seed is a whole number");
    } else if (keyValue(w[i], "french", v)) {
      if (!(french = ai::parseLevel(v)))
        return error("syntax", "levels: random greedy easy normal hard");
    } else if (keyValue(w[i], "allied", v)) {
      if (!(allied = ai::parseLevel(v)))
        return error("syntax", "levels: random greedy easy normal hard");
    } else if (w[i] == "chits=random") {
      options.grouchy = true;
    } else {
      return error("syntax", usage);
    }
  }
  if (games == 0 || !french || !allied) return error("syntax", usage);
  std::string out = "ok\n";
  int wins[3] = {0, 0, 0};
  for (std::uint64_t i = 0; i < games; ++i) {
    const ai::GameRecord r = ai::playGame(*french, *allied, seed + i, options);
    const int k = r.winner == Winner::French ? 0 : r.winner == Winner::Allied ? 1 : 2;
    ++wins[k];
    out += "game=" + std::to_string(i + 1) + " winner=" +
           (k == 0   ? "french"
            : k == 1 ? "allied"
                     : "draw") +
           " turns=" + std::to_string(r.turns) + " french-lost=" + std::to_string(r.frenchLost) +
           " allied-lost=" + std::to_string(r.alliedLost) + " exited=" + std::to_string(r.exited) +
           (r.refused ? " # refused" : "") + "\n";
  }
  out += "french=" + std::to_string(wins[0]) + " allied=" + std::to_string(wins[1]) +
         " draw=" + std::to_string(wins[2]) + "\n";
  return out + ".\n";
}

}  // namespace

std::string formatAction(const Game& g, const Action& a) {
  const Rules& r = g.rules();
  const std::string unit = a.unit >= 0 ? r.unit(a.unit).id : "";
  switch (a.type) {
    case ActionType::Move: {
      std::string out = "move " + unit;
      for (Hex h : a.path) out += " " + formatHex(h);
      return out;
    }
    case ActionType::Enter:
      return "enter " + unit + " " + formatHex(a.hex);
    case ActionType::Exit:
      return "exit " + unit;
    case ActionType::Undo:
      return "undo";
    case ActionType::EndPhase:
      return "end";
    case ActionType::Attack: {
      std::string out = "attack " + unitList(g, a.attackers) +
                        (a.attackers.empty() ? "-> " : " -> ") + unitList(g, a.defenders);
      if (!a.bombarders.empty()) out += " bombard=" + unitList(g, a.bombarders);
      if (a.oddsColumn >= 0) out += " odds=" + r.crt().columnName(a.oddsColumn);
      return out;
    }
    case ActionType::Retreat:
      return "retreat " + unit + " " + formatHex(a.hex);
    case ActionType::DeclineRetreat:
      return "retreat none";
    case ActionType::Advance:
      return "advance " + unit + " " + formatHex(a.hex);
    case ActionType::DeclineAdvance:
      return "advance none";
    case ActionType::ChooseLosses:
      return "lose " + unitList(g, a.attackers);
  }
  return "?";
}

std::string runAiCommand(Game& game, const std::vector<std::string_view>& words) {
  if (!words.empty() && words[0] == "selfplay") return cmdSelfplay(words);
  return cmdAi(game, words);
}

}  // namespace naw::cli
