// naw-persist-measure [games]: sizes of position links over every position of random games
// and of turn links / saves of complete games (min / median / p99 / max). Not part of the
// library: it prints.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "position.h"
#include "random_player.h"
#include "session.h"
#ifdef NAW_MEASURE_AI
#include "ai.h"
#endif

using namespace naw;

namespace {
void report(const char* what, std::vector<std::size_t> v) {
  if (v.empty()) return;
  std::sort(v.begin(), v.end());
  auto at = [&](double q) {
    return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
  };
  std::printf("%-34s n=%-8zu min=%-5zu median=%-5zu p99=%-5zu max=%zu\n", what, v.size(), v.front(),
              at(0.5), at(0.99), v.back());
}
}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 200;
  const auto rules = Rules::standard();
  std::vector<std::size_t> positions, positionsGrouchy;
  for (int seed = 1; seed <= games; ++seed) {
    for (int variant = 0; variant < 2; ++variant) {
      Options o;
      o.grouchy = variant == 1;
      Game g = Game::newGame(o, static_cast<std::uint64_t>(seed));
      RandomPlayer player(static_cast<std::uint64_t>(seed) * 7919 + 1);
      auto& sizes = variant ? positionsGrouchy : positions;
      while (true) {
        sizes.push_back(persist::encodePosition(*rules, g.state()).size());
        if (g.over()) break;
        if (std::holds_alternative<Refusal>(g.apply(player.choose(g)))) break;
      }
    }
  }
  // Complete games: hot-seat turn link (seeded dice), save, and play by link (committed
  // dice: two sessions passing links) for random games, and AI self-play where available.
  std::vector<std::size_t> seeded, committed, committedGrouchy, saves, actions, ai, aiActions;
  const int complete = std::max(1, games / 4);
  for (int seed = 1; seed <= complete; ++seed) {
    {
      persist::Session s = persist::Session::local({}, static_cast<std::uint64_t>(seed));
      RandomPlayer player(static_cast<std::uint64_t>(seed) * 31 + 7);
      while (!s.game().over()) s.apply(player.choose(s.game()));
      seeded.push_back(std::get<std::string>(s.link()).size());
      saves.push_back(s.save({"Waterloo", 0, 0, 1}).size());
      actions.push_back(s.match().actions.size());
    }
    for (int grouchy = 0; grouchy < 2; ++grouchy) {
      Options o;
      o.grouchy = grouchy;
      persist::Entropy e1{}, e2{};
      e1[0] = static_cast<std::uint8_t>(seed), e2[0] = static_cast<std::uint8_t>(seed + 100),
      e2[1] = 1;
      persist::Session f = persist::Session::invite(o, Side::French, e1);
      persist::Session a =
          std::get<persist::Session>(persist::Session::accept(std::get<std::string>(f.link()), e2));
      f.receive(std::get<std::string>(a.link()));
      RandomPlayer player(static_cast<std::uint64_t>(seed) * 31 + 7);
      std::string last;
      while (!f.game().over()) {
        persist::Session& me = f.waitingFor() == Side::French ? f : a;
        persist::Session& other = f.waitingFor() == Side::French ? a : f;
        me.apply(player.choose(me.game()));
        if (me.waitingFor() != *me.localSide() || me.game().over()) {
          last = std::get<std::string>(me.link());
          if (other.receive(last)) return 1;
        }
      }
      (grouchy ? committedGrouchy : committed).push_back(last.size());
    }
  }
#ifdef NAW_MEASURE_AI
  // Greedy AI self-play, standard and Grouchy: the hot-seat turn link at the end and the
  // position link at every step.
  std::vector<std::size_t> aiGrouchy, aiPositions;
  for (int seed = 1; seed <= std::max(1, games / 20); ++seed) {
    for (int grouchy = 0; grouchy < 2; ++grouchy) {
      Options o;
      o.grouchy = grouchy;
      persist::Session s = persist::Session::local(o, static_cast<std::uint64_t>(seed));
      ai::Player french(ai::Level::Greedy, static_cast<std::uint64_t>(seed)),
          allied(ai::Level::Greedy, static_cast<std::uint64_t>(seed) + 1);
      while (!s.game().over()) {
        aiPositions.push_back(persist::encodePosition(*rules, s.game().state()).size());
        s.apply((s.waitingFor() == Side::French ? french : allied).choose(s.game()));
      }
      (grouchy ? aiGrouchy : ai).push_back(std::get<std::string>(s.link()).size());
      aiActions.push_back(s.match().actions.size());
    }
  }
#endif
  report("turn link, random game, hot-seat", seeded);
  report("turn link, random game, by link", committed);
  report("turn link, random, by link+Grouchy", committedGrouchy);
  report("turn link, greedy AI self-play", ai);
#ifdef NAW_MEASURE_AI
  report("turn link, greedy AI, Grouchy", aiGrouchy);
  report("position link, greedy AI games", aiPositions);
#endif
  report("actions per random game", actions);
  report("actions per AI game", aiActions);
  report("save record, random game", saves);
  report("position link (standard)", positions);
  report("position link (Grouchy variant)", positionsGrouchy);
  return 0;
}
