// Replays of Computer Napoleonics and NLB Waterloo as the page holds them (issue 14, item 4;
// link_timeline.h): moment k of a seeded random game is the game after its first k actions
// (state hash), a game by link replays its committed numbers as they were drawn in play,
// phase steps land on phase starts, "play on from here" makes a new game of the first k
// actions and leaves the original untouched; and the viewer's shared cursor
// (replay_cursor.h) steps by move, phase, moment and key.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include "cn_timeline.h"
#include "core/rng.h"
#include "games/cn/random_player.h"
#include "games/nlb/random_player.h"
#include "link_timeline.h"
#include "nlb_action_text.h"
#include "nlb_module.h"
#include "nlb_timeline.h"
#include "persist/cn_test_util.h"
#include "persist/nlb_test_util.h"
#include "replay_cursor.h"

namespace {

template <class Session>
struct PlayedSession {
  Session session;
  std::vector<std::uint64_t> hashes;  // hashes[k]: after k actions
};

PlayedSession<modules::CnSession> playCn(std::uint64_t seed, int n, bool solitaire) {
  PlayedSession<modules::CnSession> p{modules::CnSession::local(seed, solitaire), {}};
  cn::RandomPlayer player(seed + 1);
  p.hashes.push_back(p.session.game().hash());
  for (int i = 0; i < n && !p.session.game().over(); ++i) {
    EXPECT_TRUE(
        std::holds_alternative<cn::Outcome>(p.session.apply(player.choose(p.session.game()))));
    p.hashes.push_back(p.session.game().hash());
  }
  return p;
}

PlayedSession<modules::NlbSession> playNlb(std::uint64_t seed, int n, bool grouchy) {
  PlayedSession<modules::NlbSession> p{modules::NlbSession::local(seed, grouchy), {}};
  core::Rng rng{seed + 1};
  p.hashes.push_back(p.session.game().hash());
  for (int i = 0; i < n && !p.session.game().over(); ++i) {
    EXPECT_TRUE(std::holds_alternative<nlb::Outcome>(
        p.session.apply(nlb::randomAction(p.session.game(), rng))));
    p.hashes.push_back(p.session.game().hash());
  }
  return p;
}

modules::Timeline built(std::variant<std::string, modules::Timeline> t) {
  if (auto* e = std::get_if<std::string>(&t)) ADD_FAILURE() << *e;
  return std::get<modules::Timeline>(std::move(t));
}

// Every moment, backwards then at random, is the game after that many actions; each phase
// step lands on the first action of a (turn, phase), the step the game stood in there.
void checkMoments(modules::Timeline& t, const std::vector<std::uint64_t>& hashes) {
  ASSERT_EQ(t.length() + 1, hashes.size());
  for (std::size_t k = t.length() + 1; k-- > 0;) ASSERT_EQ(t.at(k).hash(), hashes[k]) << k;
  std::mt19937 pick(5);
  for (int i = 0; i < 100; ++i) {
    const std::size_t k = pick() % (t.length() + 1);
    ASSERT_EQ(t.at(k).hash(), hashes[k]) << k;
  }
  std::size_t k = 0, phases = 1;
  while ((k = t.nextPhase(k)) < t.length()) {
    ++phases;
    const core::AnyStep& before = t.entry(k - 1).before;
    const core::AnyStep& now = t.entry(k).before;
    EXPECT_TRUE(before.turn != now.turn || before.phase != now.phase) << k;
    EXPECT_EQ(t.at(k).step().phase, now.phase) << k;
    EXPECT_EQ(t.at(k).step().turn, now.turn) << k;
    EXPECT_EQ(t.previousPhase(k + 1), k);
  }
  EXPECT_GE(phases, 4u);
}

}  // namespace

TEST(ReplayGames, ComputerNapoleonicsMomentKIsTheGameAfterKActions) {
  for (bool solitaire : {false, true}) {
    auto p = playCn(41, 400, solitaire);
    modules::Timeline t = built(modules::cnTimeline(p.session));
    checkMoments(t, p.hashes);
  }
}

TEST(ReplayGames, NlbMomentKIsTheGameAfterKActions) {
  for (bool grouchy : {false, true}) {
    auto p = playNlb(12, 400, grouchy);
    modules::Timeline t = built(modules::nlbTimeline(p.session));
    checkMoments(t, p.hashes);
  }
}

TEST(ReplayGames, ComputerNapoleonicsResolutionsKeepTheirNumbers) {
  auto p = playCn(43, 600, false);
  modules::Timeline t = built(modules::cnTimeline(p.session));
  cn::Game g = cn::Game::newGame(43, false);
  int combats = 0;
  for (std::size_t i = 0; i < t.length(); ++i) {
    const cn::ApplyResult r = g.apply(p.session.match().actions[i]);
    const cn::Outcome& o = std::get<cn::Outcome>(r);
    ASSERT_EQ(t.entry(i).outcome.combat, o.combat) << i;
    if (!o.combat) continue;
    ++combats;
    EXPECT_EQ(t.entry(i).outcome.die, o.number) << i;
  }
  EXPECT_GT(combats, 0);
}

// A game by link: each number came from both players' commitments; the replay derives them
// again from what this browser's session holds (its secret, the revealed values).
TEST(ReplayGames, ComputerNapoleonicsGameByLinkReplaysItsCommittedNumbers) {
  modules::CnSession french = modules::CnSession::invite(naw::Side::French, cntest::entropy(1));
  auto accepted = modules::CnSession::accept(french.link(), cntest::entropy(2));
  ASSERT_TRUE(std::holds_alternative<modules::CnSession>(accepted));
  modules::CnSession allied = std::get<modules::CnSession>(std::move(accepted));
  ASSERT_FALSE(french.receive(allied.link()));
  std::vector<std::uint64_t> hashes{french.game().hash()};
  cn::RandomPlayer fp(7), ap(8);
  int resolutions = 0;
  for (int turn = 0; turn < 8 && !french.game().over(); ++turn) {
    const bool frenchActs = french.game().step().acting == cn::Side::French;
    modules::CnSession& me = frenchActs ? french : allied;
    modules::CnSession& them = frenchActs ? allied : french;
    cn::RandomPlayer& player = frenchActs ? fp : ap;
    for (int n = 0; n < 5000 && !me.game().over() &&
                    cntest::nawSide(me.game().step().acting) == *me.localSide();
         ++n) {
      const cn::Action a = player.choose(me.game());
      ASSERT_TRUE(std::holds_alternative<cn::Outcome>(me.apply(a)));
      resolutions += a.type == cn::ActionType::Resolve;
      hashes.push_back(me.game().hash());
    }
    ASSERT_FALSE(them.receive(me.link()));
  }
  ASSERT_GT(resolutions, 0);
  for (const modules::CnSession* s : {&french, &allied}) {
    modules::Timeline t = built(modules::cnTimeline(*s));
    checkMoments(t, hashes);
  }
  // Played on from a moment: a local game from its position (play_on_by_link_test.cpp).
  const auto branched = modules::branchLink(french, 10, hashes[10], 99);
  ASSERT_TRUE(std::holds_alternative<modules::CnSession>(branched));
  EXPECT_FALSE(std::get<modules::CnSession>(branched).byLink());
}

TEST(ReplayGames, NlbGameByLinkReplaysItsCommittedDice) {
  nlbtest::ByLink b = nlbtest::playByLink(9, 6);
  ASSERT_EQ(b.error, "");
  // The oracle: the game each session holds (its dice derived in play), reached again.
  for (const modules::NlbSession* s : {&*b.french, &*b.allied}) {
    modules::Timeline t = built(modules::nlbTimeline(*s));
    ASSERT_EQ(t.length(), s->match().actions.size());
    EXPECT_EQ(t.at(t.length()).hash(), s->game().hash());
    // Stepping back and forth across snapshots reaches the same end again.
    t.at(0);
    t.at(t.length() / 2);
    EXPECT_EQ(t.at(t.length()).hash(), s->game().hash());
  }
}

TEST(ReplayGames, Ruling_R8_AGrouchyGameByLinkReplaysOnceTheOpponentsChitIsRevealed) {
  // Before the reveal its start holds a chit this browser does not know: refused, with R8.
  nlbtest::ByLink g = nlbtest::playByLink(9, 2, true);
  ASSERT_EQ(g.error, "");
  auto refused = modules::nlbTimeline(*g.french);
  ASSERT_TRUE(std::holds_alternative<std::string>(refused));
  EXPECT_NE(std::get<std::string>(refused).find("chit is still secret (R8)"), std::string::npos);
  // Past the reveal (NLB 9.0): both sides replay to the position each holds.
  nlbtest::ByLink late = nlbtest::playByLink(2, 150, true, 1, 3);
  ASSERT_EQ(late.error, "");
  ASSERT_TRUE(late.french->game().chitsRevealed());
  modules::Timeline fr = built(modules::nlbTimeline(*late.french));
  modules::Timeline al = built(modules::nlbTimeline(*late.allied));
  ASSERT_EQ(fr.length(), late.french->match().actions.size());
  EXPECT_EQ(fr.at(fr.length()).hash(), late.french->game().hash());
  EXPECT_EQ(al.at(al.length()).hash(), late.allied->game().hash());
  // Both players see the same game at every moment (the start chits included).
  for (std::size_t k = 0; k <= fr.length(); k += 7) EXPECT_EQ(fr.at(k).hash(), al.at(k).hash());
}

TEST(ReplayGames, PlayOnFromHereLeavesTheOriginalUntouched) {
  auto cnPlayed = playCn(44, 300, true);
  const std::string cnBefore = cnPlayed.session.link();
  auto cnBranch = modules::branchLink(cnPlayed.session, 150, cnPlayed.hashes[150], 1);
  ASSERT_TRUE(std::holds_alternative<modules::CnSession>(cnBranch));
  modules::CnSession& c = std::get<modules::CnSession>(cnBranch);
  EXPECT_EQ(c.game().hash(), cnPlayed.hashes[150]);
  EXPECT_EQ(c.match().actions.size(), 150u);
  EXPECT_TRUE(c.match().variant);
  cn::RandomPlayer other(3);
  for (int i = 0; i < 20 && !c.game().over(); ++i) c.apply(other.choose(c.game()));
  EXPECT_EQ(cnPlayed.session.link(), cnBefore);
  EXPECT_EQ(cnPlayed.session.game().hash(), cnPlayed.hashes.back());
  // A moment past the end, or a position the new game does not reach: refused.
  EXPECT_EQ(std::get<modules::BranchRefusal>(modules::branchLink(cnPlayed.session, 301, 0, 1)),
            modules::BranchRefusal::Range);
  EXPECT_EQ(std::get<modules::BranchRefusal>(
                modules::branchLink(cnPlayed.session, 150, cnPlayed.hashes[150] ^ 1, 1)),
            modules::BranchRefusal::DiceNotSeeded);

  auto nlbPlayed = playNlb(13, 300, false);
  const std::string nlbBefore = nlbPlayed.session.link();
  auto nlbBranch = modules::branchLink(nlbPlayed.session, 120, nlbPlayed.hashes[120], 1);
  ASSERT_TRUE(std::holds_alternative<modules::NlbSession>(nlbBranch));
  EXPECT_EQ(std::get<modules::NlbSession>(nlbBranch).game().hash(), nlbPlayed.hashes[120]);
  EXPECT_EQ(nlbPlayed.session.link(), nlbBefore);
}

TEST(ReplayCursor, StepsByMovePhaseMomentAndKey) {
  auto p = playCn(45, 200, false);
  modules::ReplayCursor c;
  EXPECT_FALSE(c.isOpen());
  c.stepMoves(1);  // closed: nothing happens
  EXPECT_EQ(c.shown(), nullptr);
  c.open(built(modules::cnTimeline(p.session)));
  ASSERT_TRUE(c.isOpen());
  const std::size_t n = c.length();
  ASSERT_EQ(n, 200u);
  EXPECT_EQ(c.moment(), n);  // opened at the end
  EXPECT_EQ(c.shown()->hash(), p.hashes[n]);
  c.stepMoves(+1);  // past the end: stays
  EXPECT_EQ(c.moment(), n);
  c.onKey(modules::ReplayCursor::Key::Home, false);
  EXPECT_EQ(c.moment(), 0u);
  EXPECT_EQ(c.lastEntry(), nullptr);
  c.stepMoves(-1);  // before the set-up: stays
  EXPECT_EQ(c.moment(), 0u);
  c.onKey(modules::ReplayCursor::Key::Right, false);
  EXPECT_EQ(c.moment(), 1u);
  EXPECT_EQ(c.shown()->hash(), p.hashes[1]);
  ASSERT_NE(c.lastEntry(), nullptr);
  EXPECT_EQ(c.lastEntry(), &c.timeline()->entry(0));
  c.onKey(modules::ReplayCursor::Key::Right, true);  // Shift: the next phase's start
  const std::size_t phase = c.moment();
  EXPECT_EQ(phase, c.timeline()->nextPhase(1));
  EXPECT_EQ(c.shown()->hash(), p.hashes[phase]);
  c.onKey(modules::ReplayCursor::Key::Right, false);
  c.onKey(modules::ReplayCursor::Key::Left, true);  // back to this phase's start
  EXPECT_EQ(c.moment(), phase);
  c.stepTo(n + 50);  // the slider past the end: the end
  EXPECT_EQ(c.moment(), n);
  c.stepTo(77);
  EXPECT_EQ(c.shown()->hash(), p.hashes[77]);
  c.onKey(modules::ReplayCursor::Key::End, false);
  EXPECT_EQ(c.moment(), n);
  c.open(built(modules::cnTimeline(p.session)), 30);  // opened at a moment
  EXPECT_EQ(c.moment(), 30u);
  EXPECT_EQ(c.shown()->hash(), p.hashes[30]);
  c.close();
  EXPECT_FALSE(c.isOpen());
  EXPECT_EQ(c.shown(), nullptr);
}

// The viewer's words of NLB actions (nlb_action_text.h): every action of a random game has
// words naming its unit or units, and each attack its odds, die and result as rolled.
TEST(ReplayGames, NlbActionWordsNameTheirUnitsAndDice) {
  auto p = playNlb(14, 500, false);
  modules::Timeline t = built(modules::nlbTimeline(p.session));
  int attacks = 0;
  for (std::size_t i = 0; i < t.length(); ++i) {
    const nlb::Game before = *modules::nlbGame(t.at(i));
    const nlb::Action& a = p.session.match().actions[i];
    const core::AnyOutcome& o = t.entry(i).outcome;
    const std::string words = nlb::ui::describeAction(before, a, &o);
    ASSERT_FALSE(words.empty()) << i;
    if (a.unit >= 0) {
      EXPECT_NE(words.find(before.rules().unit(a.unit).id), std::string::npos) << words;
    }
    if (a.type != nlb::ActionType::Attack) continue;
    ++attacks;
    EXPECT_NE(words.find(before.rules().unit(a.units[0]).id), std::string::npos) << words;
    EXPECT_NE(words.find("die " + std::to_string(o.die) + ", " + o.result), std::string::npos)
        << words;
  }
  EXPECT_GT(attacks, 0);
}
