// Refusals in the player's language: the engine's English words (naw-cli's contract) are
// matched against the string table's "refusal.*" patterns and shown in French.
#include "refusal_text.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "game.h"
#include "i18n.h"
#include "play.h"
#include "random_player.h"

namespace naw::ui {
namespace {

struct French {
  French() { setLanguage(Lang::Fr); }
  ~French() { setLanguage(Lang::En); }
};

// 4.5 in a real position: a unit that starts in an enemy zone of control may not move.
TEST(RefusalText, CN_4_5_ZoneOfControlRefusalInFrench) {
  Game g = Game::newGame();
  // Move French units next to the Allies until one starts a movement phase in a zone.
  std::optional<Refusal> found;
  RandomPlayer p(7);
  for (int i = 0; i < 4000 && !g.over() && !found; ++i) {
    if (g.step().kind == StepKind::Move)
      for (int u = 0; u < g.rules().unitCount() && !found; ++u) {
        const auto why = g.movementBlocked(u);
        if (why && why->rule == "4.5") found = why;
      }
    if (!found) g.apply(p.choose(g));
  }
  ASSERT_TRUE(found) << "no unit was ever held by a zone of control";
  EXPECT_EQ(refusalKey(found->why), "refusal.zoc_frozen");
  const std::string unit = found->why.substr(0, found->why.find(' '));
  French fr;
  EXPECT_EQ(refusalText(found->why),
            unit + " est dans une zone de contrôle ennemie et ne peut pas se déplacer");
}

TEST(RefusalText, TheMostSpecificPatternWins) {
  // "{a} is in an enemy zone of control" would match the start of longer refusals too.
  EXPECT_EQ(refusalKey("1209 is in an enemy zone of control"), "refusal.in_zoc");
  EXPECT_EQ(refusalKey("1209 is in an enemy zone of control: not a safe hex"), "refusal.unsafe");
  EXPECT_EQ(refusalKey("fr-6-ii is not adjacent to the defending units"), "refusal.adjacent_many");
  EXPECT_EQ(refusalKey("something the engine never says"), "");
  French fr;
  EXPECT_EQ(refusalText("units move hex by hex: 1210 is not next to 1208"),
            "les unités se déplacent d'hexagone en hexagone\u00a0: 1210 n'est pas voisin de 1208");
  EXPECT_EQ(refusalText("something the engine never says"), "something the engine never says");
}

// Every refusal met in random games, with illegal actions tried at every step (moves, entries,
// exits, attacks, retreats, advances, losses, undo, end of phase, and the screen's own
// "why not" of a move), has a French text.
TEST(RefusalText, EveryRefusalMetInRandomGamesIsTranslated) {
  std::map<std::string, std::string> untranslated;  // why -> rule
  std::set<std::string> keysMet;
  int refusals = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Game g = Game::newGame({}, seed);
    RandomPlayer player(seed);
    Rng rng;
    rng.state = seed * 977;
    const int n = g.rules().unitCount();
    auto note = [&](const std::optional<Refusal>& r) {
      if (!r) return;
      ++refusals;
      const std::string key = refusalKey(r->why);
      if (key.empty())
        untranslated[r->why] = r->rule;
      else
        keysMet.insert(key);
    };
    for (int step = 0; step < 1200 && !g.over(); ++step) {
      for (int k = 0; k < 6; ++k) {
        Action a;
        a.type = static_cast<ActionType>(rng.below(11));
        a.unit = int(rng.below(std::uint32_t(n + 1))) - (k == 0 ? 1 : 0);
        const Hex from = a.unit >= 0 && a.unit < n ? g.hexOf(a.unit) : Hex{};
        const Hex near = from.valid() ? neighbor(from, int(rng.below(6))) : Hex{};
        a.hex = k % 2 && near.valid() ? near : Hex{int(rng.below(25)), int(rng.below(20))};
        if (a.type == ActionType::Move) {
          a.path = {a.hex};
          if (k % 3 == 0 && near.valid())
            a.path = {near, neighbor(near, int(rng.below(6))), neighbor(neighbor(near, 1), 1)};
        }
        for (int j = int(rng.below(3)); j-- > 0;)
          a.attackers.push_back(int(rng.below(std::uint32_t(n))));
        for (int j = int(rng.below(2)); j-- > 0;)
          a.bombarders.push_back(int(rng.below(std::uint32_t(n))));
        for (int j = int(rng.below(3)); j-- > 0;)
          a.defenders.push_back(int(rng.below(std::uint32_t(n))));
        if (rng.below(4) == 0) a.oddsColumn = int(rng.below(12));
        if (a.unit < 0 && a.type != ActionType::Attack && a.type != ActionType::ChooseLosses)
          a.unit = 0;
        note(g.check(a));
      }
      if (g.step().kind == StepKind::Move) {
        const int u = int(rng.below(std::uint32_t(n)));
        note(g.movementBlocked(u));
        if (g.sideOf(u) == g.step().acting)
          note(whyNotMove(g, u, Hex{int(rng.below(23)) + 1, int(rng.below(17)) + 1}));
      }
      g.apply(player.choose(g));
    }
  }
  for (const auto& [why, rule] : untranslated)
    ADD_FAILURE() << "no refusal.* entry for [" << rule << "] " << why;
  EXPECT_GT(refusals, 1000);
  EXPECT_GT(keysMet.size(), 30u) << "too few kinds of refusal were met to judge";
  std::printf("refusals met: %d, of %zu kinds\n", refusals, keysMet.size());
}

}  // namespace
}  // namespace naw::ui
