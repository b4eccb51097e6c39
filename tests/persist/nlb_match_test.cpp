// NLB Waterloo by link (src/modules/nlb_match.h, link_session.h, DICE-MODEL.md): turn links
// of hot-seat games and of games by link round-trip; the dice of a game by link follow from
// both players' chains (N11's die drawn by commit-reveal); a forged die, a tampered or
// missing reveal, another game's link and a rewritten log are refused and change nothing;
// saves keep the secret and the computer's side and level; the NLB fixtures still open.
#include <gtest/gtest.h>

#include "cn_match.h"
#include "games/nlb/codec.h"
#include "link_test_util.h"
#include "match.h"
#include "nlb_module.h"
#include "nlb_test_util.h"
#include "registry.h"

using namespace modules;
using naw::persist::Error;
using naw::persist::ErrorKind;

namespace {

using linktest::kindOf;
using linktest::ok;

// The die the receiver derives for an attack about to be made in `g`.
int derivedDie(const NlbMatch& m, const nlb::Game& g, int k) {
  const int p = NlbLinkTraits::playerTurn(g.state());
  return nlbCommittedDie(*naw::persist::chainValueFor(m.sides[0], p),
                         *naw::persist::chainValueFor(m.sides[1], p), p, k);
}

}  // namespace

TEST(NlbTurnLink, NLB_N3_TwentyPlayerTurnsShareTheChains) {
  // Ten turns (N3) of two player-turns each: one chain value per player-turn.
  nlb::State s;
  s.turn = 1;
  s.phase = nlb::Phase::FrenchMove;
  EXPECT_EQ(NlbLinkTraits::playerTurn(s), 0);
  s.phase = nlb::Phase::FrenchCombat;
  EXPECT_EQ(NlbLinkTraits::playerTurn(s), 0);
  s.phase = nlb::Phase::AlliedCombat;
  EXPECT_EQ(NlbLinkTraits::playerTurn(s), 1);
  s.turn = nlb::kTurns;
  EXPECT_EQ(NlbLinkTraits::playerTurn(s), naw::persist::chainLength() - 1);
  s.phase = nlb::Phase::GameOver;
  EXPECT_EQ(NlbLinkTraits::playerTurn(s), naw::persist::chainLength() - 1);
}

TEST(NlbTurnLink, NLB_N11_CommittedDiceAreUniformOverOneToSix) {
  // 12,000 draws from fixed values: every face 2,000 +- 200 times.
  naw::persist::Value16 a{}, b{};
  a[0] = 3, b[0] = 4;
  std::array<int, 7> count{};
  for (int p = 0; p < 20; ++p)
    for (int k = 0; k < 600; ++k) ++count[static_cast<std::size_t>(nlbCommittedDie(a, b, p, k))];
  EXPECT_EQ(count[0], 0);
  for (int f = 1; f <= 6; ++f) EXPECT_NEAR(count[static_cast<std::size_t>(f)], 2000, 200);
}

TEST(NlbTurnLink, HotSeatLinksReplayToTheSamePositionAtEveryStep) {
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    const bool grouchy = seed == 2;
    NlbSession s = NlbSession::local(seed, grouchy);
    core::Rng rng{seed + 7};
    int n = 0;
    for (; n < 6000 && !s.game().over(); ++n) {
      if (n % 211 == 0) {
        auto opened = NlbSession::open(s.link());
        ASSERT_TRUE(std::holds_alternative<NlbSession>(opened)) << std::get<Error>(opened).message;
        EXPECT_EQ(std::get<NlbSession>(opened).game().hash(), s.game().hash()) << n;
      }
      ASSERT_FALSE(std::holds_alternative<nlb::Refusal>(s.apply(nlb::randomAction(s.game(), rng))));
    }
    EXPECT_TRUE(s.game().over()) << n;
    auto opened = NlbSession::open(s.link());
    ASSERT_TRUE(std::holds_alternative<NlbSession>(opened));
    EXPECT_EQ(std::get<NlbSession>(opened).game().hash(), s.game().hash());
    // The module's own replay (its seeded dice) of the same log gives the same end.
    auto played = replayNlb(NlbRecord{seed, grouchy, s.match().actions});
    ASSERT_TRUE(std::holds_alternative<nlb::Game>(played));
    EXPECT_EQ(std::get<nlb::Game>(played).hash(), s.game().hash());
  }
}

TEST(NlbTurnLink, AGameFromAPositionRoundTrips) {
  nlb::Game g = nlb::Game::newGame(5);
  core::Rng rng{3};
  for (int n = 0; n < 300 && !g.over(); ++n) g.apply(nlb::randomAction(g, rng));
  NlbSession s = NlbSession::fromPosition(g.state());
  for (int n = 0; n < 200 && !s.game().over(); ++n)
    ASSERT_FALSE(std::holds_alternative<nlb::Refusal>(s.apply(nlb::randomAction(s.game(), rng))));
  auto opened = NlbSession::open(s.link());
  ASSERT_TRUE(std::holds_alternative<NlbSession>(opened)) << std::get<Error>(opened).message;
  EXPECT_EQ(std::get<NlbSession>(opened).game().hash(), s.game().hash());
  EXPECT_TRUE(std::get<NlbSession>(opened).match().start.has_value());
}

TEST(NlbTurnLink, NLB_N11_PlayByLinkEveryDieFollowsFromBothChains) {
  nlbtest::ByLink game = nlbtest::playByLink(1, 30);
  ASSERT_TRUE(game.error.empty()) << game.error;
  EXPECT_EQ(game.french->game().hash(), game.allied->game().hash());
  EXPECT_EQ(NlbLinkTraits::encodeActions(false, game.french->match().actions),
            NlbLinkTraits::encodeActions(false, game.allied->match().actions));
  // Replay with the dice derived here, independently of the sessions.
  const NlbMatch& m = game.french->match();
  nlb::Game g = nlb::Game::newGame(0);
  int p = -1, k = 0, attacks = 0;
  for (const nlb::Action& a : m.actions) {
    if (a.type == nlb::ActionType::Attack) {
      if (NlbLinkTraits::playerTurn(g.state()) != p)
        p = NlbLinkTraits::playerTurn(g.state()), k = 0;
      const int die = derivedDie(m, g, k++);
      g.forceDice({die});
      ASSERT_FALSE(std::holds_alternative<nlb::Refusal>(g.apply(a)));
      EXPECT_EQ(g.lastCombat().die, die);
      ++attacks;
    } else {
      ASSERT_FALSE(std::holds_alternative<nlb::Refusal>(g.apply(a)));
    }
  }
  EXPECT_EQ(g.hash(), game.french->game().hash());
  EXPECT_GT(attacks, 5);
}

TEST(NlbTurnLink, NLB_N11_ADieNotYetRevealedCannotBeRolledAndTheOpponentCannotAct) {
  NlbSession french = NlbSession::invite(naw::Side::French, nlbtest::entropy(1));
  auto r = french.apply(nlb::simple(nlb::ActionType::EndPhase));
  ASSERT_TRUE(std::holds_alternative<nlb::Refusal>(r));
  EXPECT_EQ(std::get<nlb::Refusal>(r).rule, "link");
  NlbSession allied = ok(NlbSession::accept(french.link(), nlbtest::entropy(2)));
  auto mine = allied.apply(nlb::simple(nlb::ActionType::EndPhase));
  ASSERT_TRUE(std::holds_alternative<nlb::Refusal>(mine));
  EXPECT_NE(std::get<nlb::Refusal>(mine).why.find("French player's decision"), std::string::npos);
  // A link with an Allied action appended as if the French had sent it: not the sender's.
  ASSERT_FALSE(french.receive(allied.link()).has_value());
  NlbMatch m = french.match();
  ASSERT_FALSE(std::holds_alternative<nlb::Refusal>(
      french.apply(nlb::simple(nlb::ActionType::EndPhase))));  // French movement ends
  (void)french.link();
  m = french.match();
  m.sender = naw::Side::Allied;
  const auto err = allied.receive("#t=" + linkText(m));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(allied.match().actions.size(), 0u);
}

TEST(NlbTurnLink, NLB_N11_AForgedDieIsRefusedAndChangesNothing) {
  // The attacker's client rolls another die for one of its attacks and goes on from the
  // result it gives; the receiver derives the true die, and the log stops replaying at the
  // first action the true result does not allow.
  int tried = 0;
  for (std::uint64_t seed = 1; seed <= 30 && tried < 2; ++seed) {
    nlbtest::ByLink g = nlbtest::playByLink(seed, 2 * static_cast<int>(seed % 5));
    ASSERT_TRUE(g.error.empty()) << g.error;
    NlbSession& me =
        nlbtest::actingSide(g.french->game()) == naw::Side::French ? *g.french : *g.allied;
    NlbSession& them = &me == &*g.french ? *g.allied : *g.french;
    core::Rng rng{seed * 31};
    // Play on (as `me`) up to an attack.
    std::optional<nlb::Action> attack;
    for (int n = 0;
         n < 3000 && !me.game().over() && nlbtest::actingSide(me.game()) == *me.localSide(); ++n) {
      const nlb::Action a = nlb::randomAction(me.game(), rng);
      if (a.type == nlb::ActionType::Attack) {
        attack = a;
        break;
      }
      ASSERT_FALSE(std::holds_alternative<nlb::Refusal>(me.apply(a)));
    }
    if (!attack) continue;
    nlb::Game honest = me.game();
    ASSERT_FALSE(me.prepare(honest, *attack).has_value());
    honest.apply(*attack);
    for (int forged = 1; forged <= 6; ++forged) {
      nlb::Game cheat = me.game();
      cheat.forceDice({forged});
      cheat.apply(*attack);
      std::optional<nlb::Action> bad;
      for (const nlb::Action& a : cheat.legalActions())
        if (honest.check(a)) {
          bad = a;
          break;
        }
      if (!bad) continue;
      (void)me.link();  // reveals my value of this player-turn, as a link would
      NlbMatch m = me.match();
      m.actions.push_back(*attack);
      m.actions.push_back(*bad);
      const std::uint64_t before = them.game().hash();
      const std::size_t count = them.match().actions.size();
      const auto err = them.receive("#t=" + linkText(m));
      ASSERT_TRUE(err.has_value());
      EXPECT_EQ(err->kind, ErrorKind::IllegalAction) << err->message;
      EXPECT_EQ(err->actionIndex, static_cast<int>(m.actions.size()) - 1) << err->message;
      EXPECT_EQ(them.game().hash(), before);
      EXPECT_EQ(them.match().actions.size(), count);
      ++tried;
      break;
    }
  }
  EXPECT_GE(tried, 1) << "no attack whose forged die changed what is legal";
}

TEST(NlbTurnLink, ATamperedOrMissingRevealOrAnotherGamesTipIsRefused) {
  nlbtest::ByLink game = nlbtest::playByLink(4, 3);
  ASSERT_TRUE(game.error.empty()) << game.error;
  NlbSession& them =
      nlbtest::actingSide(game.french->game()) == naw::Side::French ? *game.french : *game.allied;
  NlbSession& me = &them == &*game.french ? *game.allied : *game.french;
  const std::uint64_t before = them.game().hash();
  const std::size_t count = them.match().actions.size();
  NlbMatch m = me.match();
  m.sender = *me.localSide();
  const auto side = static_cast<std::size_t>(*me.localSide());
  ASSERT_GE(m.sides[side].revealedTurn, 0);
  NlbMatch tampered = m;
  tampered.sides[side].revealed[5] ^= 0x01;
  auto err = them.receive("#t=" + linkText(tampered));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::Commitment);
  EXPECT_NE(err->message.find("does not match its commitment"), std::string::npos);
  NlbMatch missing = m;
  missing.sides[side].revealedTurn = -1;
  err = them.receive("#t=" + linkText(missing));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::MissingReveal);
  NlbMatch other = m;
  other.sides[1 - side] = m.sides[side];
  err = them.receive("#t=" + linkText(other));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(them.game().hash(), before);
  EXPECT_EQ(them.match().actions.size(), count);
  EXPECT_FALSE(them.receive(game.lastLink).has_value());  // the honest link still opens
}

TEST(NlbTurnLink, ARewrittenLogIsRefusedAndChangesNothing) {
  nlbtest::ByLink game = nlbtest::playByLink(5, 4);
  ASSERT_TRUE(game.error.empty()) << game.error;
  NlbSession& them =
      nlbtest::actingSide(game.french->game()) == naw::Side::French ? *game.french : *game.allied;
  NlbSession& me = &them == &*game.french ? *game.allied : *game.french;
  NlbMatch m = me.match();
  ASSERT_GE(m.actions.size(), 2u);
  const std::uint64_t before = them.game().hash();
  const std::size_t count = them.match().actions.size();
  // The first action dropped: the old log is no longer a prefix.
  NlbMatch rewritten = m;
  rewritten.actions.erase(rewritten.actions.begin());
  auto err = them.receive("#t=" + linkText(rewritten));
  ASSERT_TRUE(err.has_value());
  // Shorter than the log already held.
  NlbMatch shorter = m;
  shorter.actions.resize(1);
  err = them.receive("#t=" + linkText(shorter));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::IllegalAction);
  EXPECT_NE(err->message.find("rewrites"), std::string::npos);
  EXPECT_EQ(them.game().hash(), before);
  EXPECT_EQ(them.match().actions.size(), count);
}

TEST(NlbTurnLink, EachGameRefusesTheOtherGamesTurnLinks) {
  NlbSession s = NlbSession::local(1, false);
  const std::string nlbLink = s.link();
  EXPECT_EQ(kindOf(naw::persist::decodeMatch(nlbLink)), ErrorKind::UnknownGame);
  EXPECT_EQ(kindOf(decodeCnMatch(nlbLink)), ErrorKind::UnknownGame);
  CnSession cn = CnSession::local(1, false);
  EXPECT_EQ(kindOf(decodeLink<NlbLinkTraits>(cn.link())), ErrorKind::UnknownGame);
  naw::persist::Session naw = naw::persist::Session::local(naw::Options{}, 1);
  EXPECT_EQ(kindOf(decodeLink<NlbLinkTraits>(std::get<std::string>(naw.link()))),
            ErrorKind::UnknownGame);
  std::string damaged = nlbLink;
  damaged[damaged.size() / 2] = damaged[damaged.size() / 2] == 'A' ? 'B' : 'A';
  EXPECT_TRUE(std::holds_alternative<Error>(decodeLink<NlbLinkTraits>(damaged)));
  // Every prefix of a link is an error value, never a crash.
  for (std::size_t i = 3; i < nlbLink.size(); ++i)
    EXPECT_TRUE(std::holds_alternative<Error>(decodeLink<NlbLinkTraits>(nlbLink.substr(0, i))));
}

TEST(NlbSaves, ASessionSaveKeepsTheSecretAndTheComputer) {
  nlbtest::ByLink game = nlbtest::playByLink(6, 4);
  ASSERT_TRUE(game.error.empty()) << game.error;
  naw::persist::SaveMeta meta;
  meta.name = "by link";
  const std::string text = ok(saveNlbSession(*game.allied, NlbComputer{}, meta));
  const LoadedNlbSession l = ok(loadNlbSession(text));
  EXPECT_TRUE(l.stateMatches);
  EXPECT_EQ(l.meta.name, "by link");
  EXPECT_EQ(l.session.game().hash(), game.allied->game().hash());
  ASSERT_TRUE(l.session.secret().has_value());
  EXPECT_EQ(l.session.secret()->root, game.allied->secret()->root);
  auto any = loadGame(text);
  ASSERT_TRUE(std::holds_alternative<LoadedGame>(any)) << std::get<Error>(any).message;
  EXPECT_EQ(std::get<LoadedGame>(any).game->hash(), game.allied->game().hash());
  // A game against the computer: its side and level come back.
  NlbSession local = NlbSession::local(9, false);
  core::Rng rng{9};
  for (int n = 0; n < 120; ++n) local.apply(nlb::randomAction(local.game(), rng));
  for (int side = 0; side < 2; ++side)
    for (int level : {0, 2, 4}) {
      NlbComputer c;
      c.sides[static_cast<std::size_t>(side)] = true;
      c.level = level;
      const LoadedNlbSession back = ok(loadNlbSession(ok(saveNlbSession(local, c, {}))));
      EXPECT_EQ(back.computer.sides, c.sides);
      EXPECT_EQ(back.computer.level, level);
      EXPECT_EQ(back.session.game().hash(), local.game().hash());
    }
  // The saved-games list reads it as an NLB save.
  const auto peeked = naw::persist::peekSaveMeta(text);
  ASSERT_TRUE(std::holds_alternative<naw::persist::SaveMeta>(peeked));
  EXPECT_EQ(std::get<naw::persist::SaveMeta>(peeked).game, "nlb");
}

TEST(NlbSaves, VersionOneSavesStillOpenWithNoComputer) {
  NlbSession local = NlbSession::local(3, true);
  core::Rng rng{3};
  for (int n = 0; n < 150; ++n) local.apply(nlb::randomAction(local.game(), rng));
  const auto game = wrapNlb(local.game(), {3, true, local.match().actions});
  const std::string v1 = ok(saveGame(*game, {}));
  const LoadedNlbSession old = ok(loadNlbSession(v1));
  EXPECT_EQ(old.session.game().hash(), local.game().hash());
  EXPECT_TRUE(old.stateMatches);
  EXPECT_FALSE(old.computer.sides[0] || old.computer.sides[1]);
}

// ---------------------------------------------------------------------------------------
// Fixtures (tests/persist/tools/make_nlb_fixtures.cpp): never regenerated.

namespace {
const std::filesystem::path kNlbFixtures =
    std::filesystem::path(__FILE__).parent_path() / "fixtures" / "nlb";

using linktest::readFixture;
}  // namespace

TEST(NlbFixtures, EveryNlbTurnLinkAndSaveStillOpens) {
  int n = 0;
  for (const auto& e : std::filesystem::directory_iterator(kNlbFixtures)) {
    if (e.path().extension() != ".txt") continue;
    ++n;
    const auto f = readFixture(e.path());
    const std::string name = e.path().filename().string();
    const std::string& text = f.at("text");
    std::optional<NlbSession> session;
    std::string computer = "none";
    if (f.at("kind") == "turn") {
      auto opened = NlbSession::open(text);
      ASSERT_TRUE(std::holds_alternative<NlbSession>(opened))
          << name << ": " << std::get<Error>(opened).message;
      session = std::move(std::get<NlbSession>(opened));
    } else {
      auto loaded = loadNlbSession(text);
      ASSERT_TRUE(std::holds_alternative<LoadedNlbSession>(loaded))
          << name << ": " << std::get<Error>(loaded).message;
      const LoadedNlbSession& l = std::get<LoadedNlbSession>(loaded);
      EXPECT_TRUE(l.stateMatches) << name;
      session = l.session;
      if (l.computer.sides[0] || l.computer.sides[1])
        computer = std::string(l.computer.sides[0] ? "french" : "allied") + "/" +
                   std::to_string(l.computer.level);
    }
    const nlb::Game& g = session->game();
    char hash[20];
    std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(g.hash()));
    EXPECT_EQ(f.at("state"), hash) << name;
    EXPECT_EQ(f.at("actions"), std::to_string(session->match().actions.size())) << name;
    EXPECT_EQ(f.at("turn"), std::to_string(g.state().turn)) << name;
    EXPECT_EQ(f.at("phase"), nlb::phaseName(g.state().phase)) << name;
    EXPECT_EQ(f.at("dice"), session->byLink() ? "committed" : "seeded") << name;
    EXPECT_EQ(f.at("computer"), computer) << name;
  }
  EXPECT_GE(n, 5);
}
