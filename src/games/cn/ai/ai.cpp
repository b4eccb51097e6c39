#include "games/cn/ai/ai.h"

#include "games/cn/ai/cn_player.h"
#include "games/cn/random_player.h"

namespace cn::ai {

std::optional<Level> levelByName(std::string_view name) {
  if (name == "random") return Level::Random;
  if (name == "greedy") return Level::Greedy;
  if (name == "easy") return Level::Easy;
  if (name == "normal") return Level::Normal;
  if (name == "hard") return Level::Hard;
  return std::nullopt;
}

const char* levelName(Level level) {
  switch (level) {
    case Level::Random:
      return "random";
    case Level::Greedy:
      return "greedy";
    case Level::Easy:
      return "easy";
    case Level::Normal:
      return "normal";
    case Level::Hard:
      return "hard";
  }
  return "?";
}

std::vector<Played> playPhase(Game& game, Level level, core::Rng& rng) {
  std::vector<Played> out;
  if (game.over()) return out;
  const int turn = game.state().turn;
  const Phase phase = game.state().phase;
  RandomPlayer random(rng.next());
  // easy, normal, hard: cn::ai::Player (cn_player.h), one player for the whole phase.
  std::optional<Player> player;
  if (level == Level::Easy) player.emplace(PlayerLevel::Easy);
  if (level == Level::Normal) player.emplace(PlayerLevel::Normal);
  if (level == Level::Hard) player.emplace(PlayerLevel::Hard);
  for (int guard = 0; guard < 2000 && !game.over(); ++guard) {
    if (game.state().turn != turn || game.state().phase != phase) break;
    Action a = level == Level::Random ? random.choose(game)
               : player               ? player->choose(game)
                                      : greedyAction(game, rng);
    if (game.check(a)) {  // never expected; fall back to the first legal action
      const auto legal = game.legalActions();
      if (legal.empty()) break;
      a = legal.front();
    }
    auto r = game.apply(a);
    if (auto* o = std::get_if<Outcome>(&r)) out.push_back({a, *o});
  }
  return out;
}

}  // namespace cn::ai
