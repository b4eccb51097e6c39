// Computer Napoleonics by link (src/modules/cn_match.h, DICE-MODEL.md): turn links of
// hot-seat games and of games by link round-trip; the 0-9 numbers of a game by link follow
// from both players' chains (C15 drawn by commit-reveal); forged numbers, tampered or
// missing reveals and other games' texts are refused and change nothing; saves keep the
// secret; the CN fixtures made by this build still open.
#include <gtest/gtest.h>

#include "cn_test_util.h"
#include "frame.h"
#include "games/cn/codec.h"
#include "link_test_util.h"
#include "match.h"
#include "registry.h"

using namespace modules;
using naw::persist::Error;
using naw::persist::ErrorKind;

namespace {

using linktest::kindOf;
using linktest::ok;

// The committed number the receiver derives for a resolution about to be applied.
int derivedNumber(const CnMatch& m, const cn::Game& g, int k) {
  const int p = cnPlayerTurn(g.state());
  return cnCommittedNumber(*naw::persist::chainValueFor(m.sides[0], p),
                           *naw::persist::chainValueFor(m.sides[1], p), p, k);
}

}  // namespace

TEST(CnTurnLink, CN_C5_TwentyPlayerTurnsShareTheChainsOfNapoleonAtWaterloo) {
  // Ten turns of two player-turns each (C5): one chain value per player-turn.
  cn::State s;
  s.turn = 10;
  s.phase = cn::Phase::AlliedResolve;
  EXPECT_EQ(cnPlayerTurn(s), naw::persist::chainLength() - 1);
  s.turn = 1;
  s.phase = cn::Phase::FrenchSetup;
  EXPECT_EQ(cnPlayerTurn(s), 0);
  s.phase = cn::Phase::AlliedMove;
  EXPECT_EQ(cnPlayerTurn(s), 1);
}

TEST(CnTurnLink, CN_C15_CommittedNumbersAreUniformOverZeroToNine) {
  // 10,000 draws from fixed values: every number 0-9 appears 1,000 +- 150 times.
  naw::persist::Value16 a{}, b{};
  a[0] = 1, b[0] = 2;
  std::array<int, 10> count{};
  for (int p = 0; p < 20; ++p)
    for (int k = 0; k < 500; ++k) ++count[static_cast<std::size_t>(cnCommittedNumber(a, b, p, k))];
  for (int n : count) EXPECT_NEAR(n, 1000, 150);
}

TEST(CnTurnLink, HotSeatLinksReplayToTheSamePositionAtEveryStep) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    CnSession s = CnSession::local(seed, seed == 2);
    cn::RandomPlayer player(seed + 7);
    for (int n = 0; n < 4000 && !s.game().over(); ++n) {
      if (n % 97 == 0) {
        auto opened = CnSession::open(s.link());
        ASSERT_TRUE(std::holds_alternative<CnSession>(opened)) << std::get<Error>(opened).message;
        EXPECT_EQ(std::get<CnSession>(opened).game().hash(), s.game().hash()) << n;
        EXPECT_EQ(std::get<CnSession>(opened).match().actions.size(), s.match().actions.size());
      }
      ASSERT_TRUE(std::holds_alternative<cn::Outcome>(s.apply(player.choose(s.game()))));
    }
    EXPECT_TRUE(s.game().over());
    auto opened = CnSession::open(s.link());
    ASSERT_TRUE(std::holds_alternative<CnSession>(opened));
    EXPECT_EQ(std::get<CnSession>(opened).game().hash(), s.game().hash());
    // The same game in the engine's own replay form (its seeded numbers) gives the same end.
    auto played = cn::playReplay(cn::Replay{seed, seed == 2, s.match().actions});
    ASSERT_TRUE(std::holds_alternative<cn::Game>(played));
    EXPECT_EQ(std::get<cn::Game>(played).hash(), s.game().hash());
  }
}

TEST(CnTurnLink, AGameFromAPositionLinkRoundTrips) {
  cn::Game g = cn::Game::newGame(5, false);
  cn::RandomPlayer player(3);
  for (int n = 0; n < 300; ++n) g.apply(player.choose(g));
  CnSession s = CnSession::fromPosition(g.state());
  for (int n = 0; n < 300 && !s.game().over(); ++n)
    ASSERT_TRUE(std::holds_alternative<cn::Outcome>(s.apply(player.choose(s.game()))));
  auto opened = CnSession::open(s.link());
  ASSERT_TRUE(std::holds_alternative<CnSession>(opened)) << std::get<Error>(opened).message;
  EXPECT_EQ(std::get<CnSession>(opened).game().hash(), s.game().hash());
  EXPECT_TRUE(std::get<CnSession>(opened).match().start.has_value());
}

TEST(CnTurnLink, CN_C15_PlayByLinkEveryNumberFollowsFromBothChains) {
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    cntest::ByLink game = cntest::playByLink(seed, 20);
    ASSERT_TRUE(game.error.empty()) << game.error;
    EXPECT_EQ(game.french->game().hash(), game.allied->game().hash());
    EXPECT_EQ(game.french->match().actions, game.allied->match().actions);
    // Replay with the numbers derived here, independently of the sessions.
    const CnMatch& m = game.french->match();
    cn::Game g = cn::Game::newGame(0, false);
    int p = -1, k = 0, resolutions = 0;
    for (const cn::Action& a : m.actions) {
      if (a.type == cn::ActionType::Resolve) {
        if (cnPlayerTurn(g.state()) != p) p = cnPlayerTurn(g.state()), k = 0;
        const int n = derivedNumber(m, g, k++);
        g.forceNumbers({n});
        const cn::ApplyResult r = g.apply(a);
        ASSERT_TRUE(std::holds_alternative<cn::Outcome>(r));
        EXPECT_EQ(std::get<cn::Outcome>(r).number, n);
        ++resolutions;
      } else {
        ASSERT_TRUE(std::holds_alternative<cn::Outcome>(g.apply(a)));
      }
    }
    EXPECT_EQ(g.hash(), game.french->game().hash());
    EXPECT_GT(resolutions, 10);
  }
}

TEST(CnTurnLink, CN_C15_ANumberNotYetRevealedCannotBeDrawn) {
  // The French player, alone after inviting, cannot resolve: the Allied value of player-turn
  // 1 is not known before acceptance; after it, the Allied player cannot act on his side.
  CnSession french = CnSession::invite(naw::Side::French, cntest::entropy(1));
  auto r = french.apply(cn::endAction());
  ASSERT_TRUE(std::holds_alternative<cn::Refusal>(r));
  EXPECT_EQ(std::get<cn::Refusal>(r).rule, "link");
  CnSession allied = ok(CnSession::accept(french.link(), cntest::entropy(2)));
  auto mine = allied.apply(cn::endAction());
  ASSERT_TRUE(std::holds_alternative<cn::Refusal>(mine));
  EXPECT_NE(std::get<cn::Refusal>(mine).why.find("french player's decision"), std::string::npos);
}

TEST(CnTurnLink, CN_C15_AForgedNumberIsRefusedAndChangesNothing) {
  // The French player's client draws another number for one of his resolutions and goes on
  // from the result it gives; the Allied receiver derives the true number, and the log stops
  // replaying at the first action that the true result does not allow.
  int tried = 0;
  for (std::uint64_t seed = 1; seed <= 40 && tried < 3; ++seed) {
    cntest::ByLink g = cntest::playByLink(seed, 0);
    ASSERT_TRUE(g.error.empty()) << g.error;
    CnSession& french = *g.french;
    cn::RandomPlayer player(seed);
    // Play the French turn up to its first resolution.
    while (!french.game().over() && french.game().step().kind != cn::StepKind::ChooseAttack)
      ASSERT_TRUE(std::holds_alternative<cn::Outcome>(french.apply(player.choose(french.game()))));
    if (french.game().over()) continue;
    const cn::Action resolve = player.choose(french.game());
    if (resolve.type != cn::ActionType::Resolve) continue;
    cn::Game honest = french.game();
    ASSERT_FALSE(french.prepare(honest, resolve).has_value());
    honest.apply(resolve);
    for (int forged = 0; forged <= 9; ++forged) {
      cn::Game cheat = french.game();
      cheat.forceNumbers({forged});
      cheat.apply(resolve);
      // The first action of the forged line that the honest game refuses.
      std::optional<cn::Action> bad;
      for (const cn::Action& a : cheat.legalActions())
        if (honest.check(a)) {
          bad = a;
          break;
        }
      if (!bad) continue;
      french.link();  // reveals the French value of this player-turn, as a link would
      CnMatch m = french.match();
      m.actions.push_back(resolve);
      m.actions.push_back(*bad);
      const std::string forgedLink = "#t=" + cnMatchText(m);
      const std::uint64_t before = g.allied->game().hash();
      const std::size_t count = g.allied->match().actions.size();
      auto err = g.allied->receive(forgedLink);
      ASSERT_TRUE(err.has_value());
      EXPECT_EQ(err->kind, ErrorKind::IllegalAction);
      EXPECT_EQ(err->actionIndex, static_cast<int>(m.actions.size()) - 1) << err->message;
      EXPECT_EQ(g.allied->game().hash(), before);
      EXPECT_EQ(g.allied->match().actions.size(), count);
      ++tried;
      break;
    }
  }
  EXPECT_GE(tried, 1) << "no resolution whose forged number changed what is legal";
}

TEST(CnTurnLink, ATamperedOrMissingRevealIsRefusedAndChangesNothing) {
  cntest::ByLink game = cntest::playByLink(4, 3);
  ASSERT_TRUE(game.error.empty()) << game.error;
  CnSession& me =
      game.french->game().step().acting == cn::Side::French ? *game.allied : *game.french;
  CnSession& them = &me == &*game.french ? *game.allied : *game.french;
  // `me` sent last (`them` acts now): tamper with my reveal.
  ASSERT_EQ(cntest::nawSide(them.game().step().acting), *them.localSide());
  const std::uint64_t before = them.game().hash();
  const std::size_t count = them.match().actions.size();
  CnMatch m = me.match();
  m.sender = *me.localSide();
  const auto side = static_cast<std::size_t>(*me.localSide());
  ASSERT_GE(m.sides[side].revealedTurn, 0);
  CnMatch tampered = m;
  tampered.sides[side].revealed[3] ^= 0x10;
  auto err = them.receive("#t=" + cnMatchText(tampered));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::Commitment);
  EXPECT_NE(err->message.find("does not match its commitment"), std::string::npos);
  // A reveal of an earlier player-turn than the one the game is in: missing.
  CnMatch missing = m;
  missing.sides[side].revealedTurn = -1;
  err = them.receive("#t=" + cnMatchText(missing));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::MissingReveal);
  // Another chain tip: another game.
  CnMatch other = m;
  other.sides[1 - side] = m.sides[side];
  err = them.receive("#t=" + cnMatchText(other));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(them.game().hash(), before);
  EXPECT_EQ(them.match().actions.size(), count);
  // The honest link is still accepted after all that.
  EXPECT_FALSE(them.receive(game.lastLink).has_value());
}

TEST(CnTurnLink, EachGameRefusesTheOtherGamesTurnLinks) {
  CnSession cn = CnSession::local(1, false);
  auto asNaw = naw::persist::decodeMatch(cn.link());
  ASSERT_TRUE(std::holds_alternative<Error>(asNaw));
  EXPECT_EQ(std::get<Error>(asNaw).kind, ErrorKind::UnknownGame);
  naw::persist::Session naw = naw::persist::Session::local(naw::Options{}, 1);
  const std::string nawLink = std::get<std::string>(naw.link());
  EXPECT_EQ(kindOf(decodeCnMatch(nawLink)), ErrorKind::UnknownGame);
  // Damaged: one character changed.
  std::string damaged = cn.link();
  damaged[damaged.size() / 2] = damaged[damaged.size() / 2] == 'A' ? 'B' : 'A';
  EXPECT_TRUE(std::holds_alternative<Error>(decodeCnMatch(damaged)));
}

TEST(CnSaves, ASessionSaveKeepsTheSecretAndOpensAsAnyGame) {
  cntest::ByLink game = cntest::playByLink(6, 4);
  ASSERT_TRUE(game.error.empty()) << game.error;
  naw::persist::SaveMeta meta;
  meta.name = "by link";
  meta.generation = 3;
  const std::string text = ok(saveCnSession(*game.allied, meta));
  const LoadedCnSession l = ok(loadCnSession(text));
  EXPECT_TRUE(l.stateMatches);
  EXPECT_EQ(l.meta.name, "by link");
  EXPECT_EQ(l.session.game().hash(), game.allied->game().hash());
  ASSERT_TRUE(l.session.secret().has_value());
  EXPECT_EQ(l.session.secret()->root, game.allied->secret()->root);
  // The list of saved games and the any-game loader read it too.
  auto any = loadGame(text);
  ASSERT_TRUE(std::holds_alternative<LoadedGame>(any)) << std::get<Error>(any).message;
  EXPECT_EQ(std::get<LoadedGame>(any).game->hash(), game.allied->game().hash());
  const auto peeked = naw::persist::peekSaveMeta(text);
  ASSERT_TRUE(std::holds_alternative<naw::persist::SaveMeta>(peeked));
  EXPECT_EQ(std::get<naw::persist::SaveMeta>(peeked).game, "cn");
  // The resumed session continues the game by link: the French link is received.
  CnSession resumed = l.session;
  cn::RandomPlayer fp(99);
  if (game.french->game().step().acting == cn::Side::French) {
    ASSERT_TRUE(cntest::playWhileActing(*game.french, fp, naw::Side::French));
    const auto err = resumed.receive(game.french->link());
    EXPECT_FALSE(err.has_value()) << err->message;
    EXPECT_EQ(resumed.game().hash(), game.french->game().hash());
  }
}

TEST(CnSaves, APositionGameIsSavedAndVersionOneSavesStillOpen) {
  cn::Game g = cn::Game::newGame(8, true);
  cn::RandomPlayer player(8);
  for (int n = 0; n < 200; ++n) g.apply(player.choose(g));
  CnSession s = CnSession::fromPosition(g.state());
  for (int n = 0; n < 50; ++n) s.apply(player.choose(s.game()));
  const LoadedCnSession l = ok(loadCnSession(ok(saveCnSession(s, {}))));
  EXPECT_EQ(l.session.game().hash(), s.game().hash());
  EXPECT_TRUE(l.session.match().start.has_value());
  // A save of the any-game format (body version 1: seed, solitaire, actions).
  CnSession local = CnSession::local(3, false);
  cn::RandomPlayer p3(3);
  for (int n = 0; n < 150; ++n) local.apply(p3.choose(local.game()));
  auto any = loadGame(ok(saveCnSession(local, {})));
  ASSERT_TRUE(std::holds_alternative<LoadedGame>(any));
  const std::string v1 = ok(saveGame(*std::get<LoadedGame>(any).game, {}));
  const LoadedCnSession old = ok(loadCnSession(v1));
  EXPECT_EQ(old.session.game().hash(), local.game().hash());
  EXPECT_TRUE(old.stateMatches);
}

// ---------------------------------------------------------------------------------------
// Fixtures made by this build (tests/persist/tools/make_cn_fixtures.cpp): never regenerated.

namespace {
const std::filesystem::path kCnFixtures =
    std::filesystem::path(__FILE__).parent_path() / "fixtures" / "cn";

using linktest::readFixture;
}  // namespace

TEST(CnFixtures, EveryCnTurnLinkAndSaveOfThisBuildStillOpens) {
  int n = 0;
  for (const auto& e : std::filesystem::directory_iterator(kCnFixtures)) {
    if (e.path().extension() != ".txt") continue;
    ++n;
    const auto f = readFixture(e.path());
    const std::string name = e.path().filename().string();
    const std::string& text = f.at("text");
    const cn::Game* g = nullptr;
    std::size_t actions = 0;
    std::optional<CnSession> session;
    if (f.at("kind") == "turn") {
      auto opened = CnSession::open(text);
      ASSERT_TRUE(std::holds_alternative<CnSession>(opened))
          << name << ": " << std::get<Error>(opened).message;
      session = std::move(std::get<CnSession>(opened));
    } else {
      auto loaded = loadCnSession(text);
      ASSERT_TRUE(std::holds_alternative<LoadedCnSession>(loaded))
          << name << ": " << std::get<Error>(loaded).message;
      EXPECT_TRUE(std::get<LoadedCnSession>(loaded).stateMatches) << name;
      session = std::get<LoadedCnSession>(loaded).session;
      // Who the computer is (body version 3); older saves record no computer.
      const std::optional<CnComputer>& c = std::get<LoadedCnSession>(loaded).computer;
      const std::string computer =
          c ? std::string(cn::sideName(c->side)) + " " + std::to_string(c->level) : "";
      const std::string levels[] = {"easy", "normal", "hard"};
      std::string expected;
      if (f.count("computer")) {
        const std::string& w = f.at("computer");
        const std::string level = w.substr(w.find(' ') + 1);
        for (int i = 0; i < 3; ++i)
          if (levels[i] == level) expected = w.substr(0, w.find(' ')) + " " + std::to_string(i);
      }
      EXPECT_EQ(expected, computer) << name;
    }
    g = &session->game();
    actions = session->match().actions.size();
    char hash[20];
    std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(g->hash()));
    EXPECT_EQ(f.at("state"), hash) << name;
    EXPECT_EQ(f.at("actions"), std::to_string(actions)) << name;
    EXPECT_EQ(f.at("turn"), std::to_string(g->state().turn)) << name;
    EXPECT_EQ(f.at("phase"), cn::phaseName(g->state().phase)) << name;
    EXPECT_EQ(f.at("dice"), session->byLink() ? "committed" : "seeded") << name;
  }
  EXPECT_GE(n, 4);
}

TEST(CnTurnLink, EveryDamagedOrTruncatedLinkIsAnErrorValue) {
  // A hot-seat link of 60 actions: every prefix and every single-character change of its
  // text is refused (an Error, never a crash), or still opens a legal game; and every
  // truncation of its decoded body re-framed with a valid CRC is an error value too.
  CnSession s = CnSession::local(2, false);
  cn::RandomPlayer player(2);
  for (int n = 0; n < 60; ++n) s.apply(player.choose(s.game()));
  const std::string link = s.link();
  int refused = 0, opened = 0;
  for (std::size_t i = 3; i < link.size(); ++i) {
    std::string bad = link;
    bad[i] = bad[i] == 'A' ? 'Q' : 'A';
    (std::holds_alternative<Error>(decodeCnMatch(bad)) ? refused : opened)++;
    if (std::holds_alternative<Error>(decodeCnMatch(link.substr(0, i)))) ++refused;
  }
  EXPECT_GT(refused, static_cast<int>(link.size()));  // every prefix, and damaged texts (CRC)
  naw::persist::Bytes raw;
  ASSERT_TRUE(naw::persist::base64urlDecode(link.substr(3), raw));
  auto framed = naw::persist::detail::unframeGame(link.substr(3), naw::persist::detail::kMagicMatch,
                                                  {1, 1, naw::persist::kMatchVersion}, 1 << 20);
  ASSERT_TRUE(std::holds_alternative<naw::persist::detail::GameFramed>(framed));
  const auto& body = std::get<naw::persist::detail::GameFramed>(framed).body;
  for (std::size_t n = 0; n < body.size(); ++n) {
    const naw::persist::Bytes cut(body.begin(), body.begin() + static_cast<long>(n));
    const std::string text = naw::persist::base64urlEncode(naw::persist::detail::frameGame(
        naw::persist::detail::kMagicMatch, naw::persist::kMatchVersion,
        {naw::persist::kGameCn, 0, kCnMatchBodyVersion}, cut));
    EXPECT_TRUE(std::holds_alternative<Error>(decodeCnMatch(text))) << n;
  }
}

TEST(CnPlayOn, Ruling_C22_ASolitaireGameIsPlayedOnOnlyAgainstTheComputerOnTheAlliedSide) {
  // "Play on from here" (the replay viewer): a moment where the French act and one where the
  // Allies act, in a solitaire game (C22) and in a game of two players.
  for (bool solitaire : {true, false}) {
    CnSession s = CnSession::local(5, solitaire);
    cn::RandomPlayer player(11);
    std::optional<CnSession> frenchActs, alliedActs;
    for (int n = 0; n < 4000 && !s.game().over() && !(frenchActs && alliedActs); ++n) {
      (s.game().step().acting == cn::Side::French ? frenchActs : alliedActs) = s;
      ASSERT_TRUE(std::holds_alternative<cn::Outcome>(s.apply(player.choose(s.game()))));
    }
    ASSERT_TRUE(frenchActs && alliedActs);
    for (const CnSession* at : {&*frenchActs, &*alliedActs}) {
      const cn::Side acting = at->game().step().acting;
      EXPECT_TRUE(cnPlayOnAllowed(*at, true));
      EXPECT_EQ(cnPlayOnAllowed(*at, false), !solitaire) << "solitaire " << solitaire;
      const std::optional<CnComputer> vs = cnPlayOnComputer(*at, true, 1);
      ASSERT_TRUE(vs.has_value());
      EXPECT_EQ(vs->level, 1);
      if (solitaire)  // the computer commands the Allies, whoever acts at the moment
        EXPECT_EQ(vs->side, cn::Side::Allied);
      else  // the side not acting at the moment
        EXPECT_NE(vs->side, acting);
      EXPECT_EQ(cnPlayOnComputer(*at, false, 1).has_value(), solitaire);
    }
  }
}
