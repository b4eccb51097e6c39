// "Play on from here" from a moment of a Napoleon at Waterloo game by link (issue 14, item
// 4; naw_timeline.h branchNaw): a new local game from the position at moment k as the
// replay shows it (each attack the die both players' commitments gave), its die generator
// reseeded with fresh entropy, saved with that position as its start; the game by link is
// untouched. A Grouchy game by link is refused while the opponent's chit is secret (R8) and
// allowed once it is revealed.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "i18n.h"
#include "naw_module.h"
#include "naw_timeline.h"
#include "persist/link_test_util.h"
#include "persist/persist_test_util.h"
#include "random_player.h"
#include "registry.h"
#include "serialize.h"

using naw::persist::Session;

namespace {

using linktest::ok;

// A standard game by link between two sessions on this machine, played at random until
// the French player's `untilTurn` starts (or the game ends); every link exchanged.
struct ByLink {
  std::optional<Session> french, allied;
  std::string error;
};

ByLink playByLink(std::uint64_t seed, int untilTurn, bool grouchy) {
  ByLink b;
  naw::Options o;
  o.grouchy = grouchy;
  b.french = Session::invite(o, naw::Side::French, persisttest::entropy(seed));
  auto accepted = Session::accept(ok(b.french->link()), persisttest::entropy(seed + 1));
  if (auto* e = std::get_if<naw::persist::Error>(&accepted)) return b.error = e->message, b;
  b.allied = std::get<Session>(std::move(accepted));
  if (auto e = b.french->receive(ok(b.allied->link()))) return b.error = e->message, b;
  naw::RandomPlayer player(seed * 11 + 3);
  while (!b.french->game().over() && b.french->game().state().turn < untilTurn) {
    Session& me = b.french->waitingFor() == naw::Side::French ? *b.french : *b.allied;
    Session& other = &me == &*b.french ? *b.allied : *b.french;
    if (std::holds_alternative<naw::Refusal>(me.apply(player.choose(me.game()))))
      return b.error = "a random action was refused", b;
    if (me.waitingFor() != *me.localSide() || me.game().over())
      if (auto e = other.receive(ok(me.link()))) return b.error = e->message, b;
  }
  return b;
}

modules::Timeline built(std::variant<std::string, modules::Timeline> t) {
  if (auto* e = std::get_if<std::string>(&t)) ADD_FAILURE() << *e;
  return std::get<modules::Timeline>(std::move(t));
}

Session branched(std::variant<modules::BranchRefusal, Session> b) {
  if (auto* r = std::get_if<modules::BranchRefusal>(&b))
    ADD_FAILURE() << "refused: " << static_cast<int>(*r);
  return std::get<Session>(std::move(b));
}

const naw::persist::SaveMeta kMeta{"played on", 1, 2, 3};

// The branch at moment k of `byLink` (timeline `t`): a local game at that position but for
// its generator, which holds `seed`; the game by link unchanged.
Session checkBranch(const Session& byLink, modules::Timeline& t, std::size_t k,
                    std::uint64_t seed) {
  const std::string before = byLink.save(kMeta);
  naw::GameState expected = modules::nawAt(t, k).state();
  Session s = branched(modules::branchNaw(byLink, k, t.at(k).hash(), seed));
  EXPECT_FALSE(s.byLink());
  EXPECT_FALSE(s.localSide());
  EXPECT_TRUE(s.match().start.has_value());
  EXPECT_TRUE(s.match().actions.empty());
  EXPECT_NE(naw::saveState(s.game().state()), naw::saveState(expected))
      << "the generator was not reseeded";
  naw::persist::reseed(expected, seed);
  EXPECT_EQ(naw::saveState(s.game().state()), naw::saveState(expected)) << k;
  EXPECT_EQ(byLink.save(kMeta), before);  // the game by link is untouched
  return s;
}

// The dice of the attacks of `n` random actions.
std::vector<int> diceOfPlay(Session& s, std::uint64_t playerSeed, int n) {
  naw::RandomPlayer p(playerSeed);
  std::vector<int> dice;
  for (int i = 0; i < n && !s.game().over(); ++i) {
    const naw::ApplyResult r = s.apply(p.choose(s.game()));
    EXPECT_TRUE(std::holds_alternative<naw::Outcome>(r)) << i;
    if (const auto* o = std::get_if<naw::Outcome>(&r); o && o->combat) dice.push_back(o->die);
  }
  return dice;
}

}  // namespace

TEST(NawPlayOnByLink, FromSeveralMomentsOfAGameByLinkTheNewGameIsThatPosition) {
  ByLink g = playByLink(21, 5, false);
  ASSERT_EQ(g.error, "");
  modules::Timeline t = built(modules::nawTimeline(*g.french));
  ASSERT_GT(t.length(), 60u);
  // The generator of a game by link never rolled: each die came from the commitments.
  const std::uint64_t atEnd = modules::nawAt(t, t.length()).state().rng.state;
  EXPECT_EQ(atEnd, modules::nawAt(t, 0).state().rng.state);
  EXPECT_EQ(modules::nawAt(t, t.length()).hash(), g.french->game().hash());
  for (std::size_t k : {std::size_t{0}, std::size_t{17}, t.length() / 2, t.length()}) {
    Session s = checkBranch(*g.french, t, k, 0xC0FFEE + k);
    // Its save (the page's new entry) reloads to the same position, its start kept.
    const Session::Loaded l = ok(Session::load(s.save(kMeta)));
    EXPECT_TRUE(l.stateMatches);
    EXPECT_EQ(l.session.game().hash(), s.game().hash());
    EXPECT_FALSE(l.session.byLink());
    // It plays on with dice of its own; its save and timeline follow it.
    std::vector<std::uint64_t> hashes{s.game().hash()};
    naw::RandomPlayer p(5 + k);
    for (int i = 0; i < 80 && !s.game().over(); ++i) {
      ASSERT_TRUE(std::holds_alternative<naw::Outcome>(s.apply(p.choose(s.game()))));
      hashes.push_back(s.game().hash());
    }
    const Session::Loaded again = ok(Session::load(s.save(kMeta)));
    EXPECT_TRUE(again.stateMatches);
    EXPECT_EQ(again.session.game().hash(), s.game().hash());
    modules::Timeline own = built(modules::nawTimeline(s));
    ASSERT_EQ(own.length(), hashes.size() - 1);
    for (std::size_t m = 0; m < hashes.size(); m += 7) EXPECT_EQ(own.at(m).hash(), hashes[m]) << m;
    // And it is played on again from one of its own moments: its start and first actions.
    if (hashes.size() > 30) {
      Session again2 = branched(modules::branchNaw(s, 30, hashes[30], 1));
      EXPECT_EQ(again2.game().hash(), hashes[30]);
      EXPECT_EQ(again2.game().log().size(), 30u);
      EXPECT_EQ(saveState(*again2.match().start), saveState(*s.match().start));
    }
  }
  // The allied player's own session gives the same moments.
  const Session a = checkBranch(*g.french, t, 40, 9);
  const Session b = checkBranch(*g.allied, t, 40, 9);
  EXPECT_EQ(a.game().hash(), b.game().hash());
  // Not the position the game reached at k, or a moment past its end: refused.
  EXPECT_EQ(
      std::get<modules::BranchRefusal>(modules::branchNaw(*g.french, 30, t.at(30).hash() ^ 1, 1)),
      modules::BranchRefusal::DiceNotSeeded);
  EXPECT_EQ(std::get<modules::BranchRefusal>(
                modules::branchNaw(*g.french, t.length() + 1, t.at(t.length()).hash(), 1)),
            modules::BranchRefusal::Range);
}

TEST(NawPlayOnByLink, TwoBranchesWithOtherSeedsRollOtherDice) {
  ByLink g = playByLink(33, 4, false);
  ASSERT_EQ(g.error, "");
  modules::Timeline t = built(modules::nawTimeline(*g.french));
  const std::size_t k = t.length() / 2;
  Session a = checkBranch(*g.french, t, k, 1);
  Session b = checkBranch(*g.french, t, k, 2);
  EXPECT_NE(a.game().hash(), b.game().hash());  // only their generators differ
  // The same choices (the same player, as long as the games agree): the dice differ.
  const std::vector<int> da = diceOfPlay(a, 77, 200), db = diceOfPlay(b, 77, 200);
  ASSERT_GE(std::min(da.size(), db.size()), 3u);
  EXPECT_NE(da, db);
  // Each rolls what its own seed gives: the same branch again rolls the same dice.
  Session a2 = checkBranch(*g.french, t, k, 1);
  EXPECT_EQ(diceOfPlay(a2, 77, 200), da);
}

TEST(NawPlayOnByLink, Ruling_R8_AGrouchyGameByLinkIsRefusedUntilTheOpponentsChitIsRevealed) {
  ByLink g = playByLink(44, 3, true);
  ASSERT_EQ(g.error, "");
  ASSERT_LT(g.french->game().state().turn, 5) << "the chits are revealed on turn 5";
  for (const Session* s : {&*g.french, &*g.allied}) {
    const std::string before = s->save(kMeta);
    modules::Timeline t = built(modules::nawTimeline(*s));
    for (std::size_t k : {std::size_t{0}, t.length()})
      EXPECT_EQ(std::get<modules::BranchRefusal>(modules::branchNaw(*s, k, t.at(k).hash(), 1)),
                modules::BranchRefusal::ByLink);
    EXPECT_EQ(s->save(kMeta), before);
  }
  // What the viewer says (ui::branchRefusalText gives this key for ByLink): the opponent's
  // chit is secret, R8, in either language.
  naw::ui::setLanguage(naw::ui::Lang::En);
  const std::string en = naw::ui::tr("replay.refused.by_link");
  EXPECT_NE(en.find("Grouchy chit is still secret (R8)"), std::string::npos) << en;
  naw::ui::setLanguage(naw::ui::Lang::Fr);
  const std::string fr = naw::ui::tr("replay.refused.by_link");
  EXPECT_NE(fr.find("pion Grouchy de l'adversaire est encore secret (R8)"), std::string::npos)
      << fr;
  naw::ui::setLanguage(naw::ui::Lang::En);
  // Played on past turn 5: both chits revealed, every moment may be played on, the new
  // game holding the chits both players committed to.
  ByLink later = playByLink(44, 7, true);
  ASSERT_EQ(later.error, "");
  ASSERT_NE(later.french->match().sides[1].chit, 0);
  ASSERT_NE(later.allied->match().sides[0].chit, 0);
  for (const Session* s : {&*later.french, &*later.allied}) {
    modules::Timeline t = built(modules::nawTimeline(*s));
    for (std::size_t k : {std::size_t{5}, t.length()}) {
      Session b = checkBranch(*s, t, k, 3);
      EXPECT_EQ(b.game().state().frenchChit, later.allied->match().sides[0].chit);
      EXPECT_EQ(b.game().state().alliedChit, later.french->match().sides[1].chit);
      EXPECT_TRUE(ok(Session::load(b.save(kMeta))).stateMatches);
    }
  }
}

// The module registry keeps the start: a save of a game from a position reloads through
// modules::loadGame and is written again by modules::saveGame from its start.
TEST(NawPlayOnByLink, TheRegistryRebuildsAGameFromItsStart) {
  ByLink g = playByLink(55, 3, false);
  ASSERT_EQ(g.error, "");
  modules::Timeline t = built(modules::nawTimeline(*g.french));
  Session s = checkBranch(*g.french, t, t.length() / 2, 4);
  naw::RandomPlayer p(8);
  for (int i = 0; i < 40 && !s.game().over(); ++i) s.apply(p.choose(s.game()));
  auto loaded = ok(modules::loadGame(s.save(kMeta)));
  EXPECT_EQ(loaded.game->hash(), s.game().hash());
  ASSERT_TRUE(modules::nawStart(*loaded.game).has_value());
  const std::string again = ok(modules::saveGame(*loaded.game, kMeta));
  EXPECT_EQ(ok(Session::load(again)).session.game().hash(), s.game().hash());
}
