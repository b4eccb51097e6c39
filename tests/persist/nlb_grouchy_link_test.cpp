// The Grouchy variant of NLB Waterloo by link (ruling R8, NAW 9.0; DICE-MODEL.md): each
// player's chit comes from his own secret, is committed when he invites or accepts, is never
// held by the other player's session (state, saves, links) before the rules reveal it, is
// revealed with its salt in the first link sent after that and checked against its
// commitment; a forged chit or salt, a missing reveal and a tampered link are refused and
// change nothing; the links and saves of such a game take new body versions (2 and 3) and
// every earlier version reads as before.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/nlb/codec.h"
#include "link_test_util.h"
#include "nlb_module.h"
#include "nlb_test_util.h"
#include "registry.h"

using namespace modules;
using naw::persist::Error;
using naw::persist::ErrorKind;

namespace {

using linktest::ok;
namespace persist = naw::persist;

std::size_t idx(naw::Side s) { return static_cast<std::size_t>(s); }

// The bits of `bytes` as '0'/'1', least or most significant bit of each byte first.
std::string bitString(const persist::Bytes& bytes, bool lsbFirst) {
  std::string out;
  for (std::uint8_t b : bytes)
    for (int i = 0; i < 8; ++i) out += ((b >> (lsbFirst ? i : 7 - i)) & 1) ? '1' : '0';
  return out;
}
// Whether `value` is written anywhere in `bytes`, at any bit offset (the bodies pack flags
// between their values), in either bit order.
bool holds(const persist::Bytes& bytes, const persist::Value16& value) {
  const persist::Bytes v(value.begin(), value.end());
  for (bool lsb : {true, false})
    if (bitString(bytes, lsb).find(bitString(v, lsb)) != std::string::npos) return true;
  return false;
}

persist::Bytes linkBody(const std::string& link, std::uint8_t* version = nullptr) {
  auto body = persist::turnLinkBodyUpTo(link, NlbLinkTraits::kWire, 9, NlbLinkTraits::kMaxBytes);
  EXPECT_TRUE(std::holds_alternative<persist::VersionedBody>(body));
  if (!std::holds_alternative<persist::VersionedBody>(body)) return {};
  if (version) *version = std::get<persist::VersionedBody>(body).version;
  return std::get<persist::VersionedBody>(body).body;
}

persist::Bytes saveRecordBytes(const NlbSession& s, std::uint8_t* version = nullptr) {
  const std::string text = ok(saveNlbSession(s, NlbComputer{}, {}));
  auto read = readRecord(text, nlbModule(), kNlbChitSessionSaveVersion);
  EXPECT_TRUE(std::holds_alternative<SavedRecord>(read));
  if (!std::holds_alternative<SavedRecord>(read)) return {};
  if (version) *version = std::get<SavedRecord>(read).bodyVersion;
  return std::get<SavedRecord>(read).record;
}

// The state without the chits (both sides' sessions agree on everything else).
persist::Bytes withoutChits(const nlb::State& s) {
  nlb::State c = s;
  c.chits = {};
  return nlb::encode(c);
}

// Entropy seeds whose chits differ (so a leak of one into the other shows).
struct Players {
  std::uint8_t french = 1, allied = 2;
};
Players playersWithDifferentChits() {
  for (std::uint8_t a = 2; a < 40; ++a)
    if (persist::makeSecret(naw::Side::Allied, nlbtest::entropy(a)).chit() !=
        persist::makeSecret(naw::Side::French, nlbtest::entropy(1)).chit())
      return {1, a};
  return {};
}

}  // namespace

TEST(NlbGrouchyByLink, Ruling_R8_EachChitComesFromItsPlayersSecretAndIsCommitted) {
  const Players p = playersWithDifferentChits();
  NlbSession french = NlbSession::invite(naw::Side::French, nlbtest::entropy(p.french), true);
  const persist::LocalSecret& fs = *french.secret();
  EXPECT_TRUE(french.match().variant);
  EXPECT_EQ(french.game().state().grouchy, 1);
  EXPECT_EQ(french.game().state().chits[0], fs.chit());
  EXPECT_EQ(french.game().state().chits[1], 0);  // the Allied player has not even accepted
  const persist::SideRecord& fr = french.match().sides[0];
  EXPECT_EQ(fr.chitCommit, persist::chitCommitment(fs.chit(), fs.chitSalt()));
  EXPECT_EQ(fr.chit, 0);
  NlbSession allied = ok(NlbSession::accept(french.link(), nlbtest::entropy(p.allied)));
  const persist::LocalSecret& as = *allied.secret();
  EXPECT_NE(as.chit(), fs.chit());
  EXPECT_EQ(allied.game().state().chits[1], as.chit());
  EXPECT_EQ(allied.game().state().chits[0], 0);  // the French chit: only its commitment
  EXPECT_EQ(allied.match().sides[0].chitCommit, fr.chitCommit);
  EXPECT_EQ(allied.match().sides[1].chitCommit, persist::chitCommitment(as.chit(), as.chitSalt()));
  ASSERT_FALSE(french.receive(allied.link()).has_value());
  EXPECT_EQ(french.game().state().chits[1], 0);
  EXPECT_EQ(withoutChits(french.game().state()), withoutChits(allied.game().state()));
}

TEST(NlbGrouchyByLink,
     Ruling_R8_NLB_9_0_AGameByLinkPlaysPastTheRevealTurnWithBothSessionsAgreeing) {
  int games = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const Players p = playersWithDifferentChits();
    nlbtest::ByLink g = nlbtest::playByLink(seed, 150, true, p.french, p.allied);
    ASSERT_TRUE(g.error.empty()) << "seed " << seed << ": " << g.error;
    const nlb::State& fs = g.french->game().state();
    ASSERT_TRUE(fs.turn >= 6 || g.french->game().over())
        << "seed " << seed << " turn " << int(fs.turn);
    ASSERT_TRUE(g.french->game().chitsRevealed());
    const std::array<std::uint8_t, 2> chits{static_cast<std::uint8_t>(g.french->secret()->chit()),
                                            static_cast<std::uint8_t>(g.allied->secret()->chit())};
    // Both chits revealed to both, matching their commitments: the same game on both sides.
    EXPECT_EQ(fs.chits, chits);
    EXPECT_EQ(g.allied->game().state().chits, chits);
    EXPECT_EQ(g.french->game().hash(), g.allied->game().hash());
    EXPECT_EQ(NlbLinkTraits::encodeActions(true, g.french->match().actions),
              NlbLinkTraits::encodeActions(true, g.allied->match().actions));
    for (const NlbSession* s : {&*g.french, &*g.allied})
      for (std::size_t side = 0; side < 2; ++side)
        EXPECT_EQ(s->match().sides[side].chit, chits[side]);
    // The whole log replayed as a local game with those chits gives the same position.
    nlb::Game local = nlb::Game::newGrouchyGame(0, chits[0], chits[1]);
    persist::DrawCount draws;
    for (const nlb::Action& a : g.french->match().actions) {
      if (NlbLinkTraits::draws(a)) {
        const int pt = NlbLinkTraits::playerTurn(local.state());
        local.forceDice({nlbCommittedDie(*persist::chainValueFor(g.french->match().sides[0], pt),
                                         *persist::chainValueFor(g.french->match().sides[1], pt),
                                         pt, draws.next(pt))});
        draws.count(pt);
      }
      ASSERT_FALSE(std::holds_alternative<nlb::Refusal>(local.apply(a)));
    }
    EXPECT_EQ(local.hash(), g.french->game().hash());
    ++games;
  }
  EXPECT_EQ(games, 3);
}

TEST(NlbGrouchyByLink, Ruling_R8_TheReceiverHoldsNoValueOfTheSendersChitBeforeTheReveal) {
  // Every link of a game by link, the receiving session's state and its save, before and
  // after the reveal: before, no chit value and no salt of the other side anywhere (bit by
  // bit); after, the sender's chit and salt are there (so the search can find them).
  const Players p = playersWithDifferentChits();
  NlbSession french = NlbSession::invite(naw::Side::French, nlbtest::entropy(p.french), true);
  NlbSession allied = ok(NlbSession::accept(french.link(), nlbtest::entropy(p.allied)));
  ASSERT_FALSE(french.receive(allied.link()).has_value());
  core::Rng fr{11}, ar{12};
  int before = 0, after = 0;
  for (int t = 0; t < 40 && !french.game().over() && after < 2; ++t) {
    const bool frenchActs = nlbtest::actingSide(french.game()) == naw::Side::French;
    NlbSession& me = frenchActs ? french : allied;
    NlbSession& them = frenchActs ? allied : french;
    ASSERT_TRUE(nlbtest::playWhileActing(me, frenchActs ? fr : ar, *me.localSide()));
    const std::string link = me.link();
    ASSERT_FALSE(them.receive(link).has_value());
    const naw::Side sender = *me.localSide(), receiver = *them.localSide();
    const persist::Value16 salt = me.secret()->chitSalt();
    std::uint8_t version = 0;
    const persist::Bytes body = linkBody(link, &version);
    EXPECT_EQ(version, NlbLinkTraits::kChitBodyVersion);
    std::uint8_t saveVersion = 0;
    const persist::Bytes save = saveRecordBytes(them, &saveVersion);
    EXPECT_EQ(saveVersion, kNlbChitSessionSaveVersion);
    const LoadedNlbSession reopened = ok(loadNlbSession(ok(saveNlbSession(them, {}, {}))));
    EXPECT_EQ(reopened.session.game().hash(), them.game().hash());
    if (!me.game().chitsRevealed()) {
      ++before;
      EXPECT_EQ(them.game().state().chits[idx(sender)], 0) << "link " << t;
      EXPECT_EQ(them.match().sides[idx(sender)].chit, 0);
      EXPECT_EQ(reopened.session.game().state().chits[idx(sender)], 0);
      EXPECT_FALSE(holds(body, salt)) << "link " << t;
      EXPECT_FALSE(holds(save, salt)) << "link " << t;
      EXPECT_FALSE(holds(nlb::encode(them.game().state()), salt));
      // What the receiver holds of the sender is the same whatever the sender's chit: the
      // state with the sender's chit hidden is the state it has.
      EXPECT_EQ(nlb::encode(them.game().view(static_cast<int>(receiver))),
                nlb::encode(them.game().state()));
    } else {
      ++after;
      EXPECT_EQ(them.game().state().chits[idx(sender)], me.secret()->chit()) << "link " << t;
      EXPECT_EQ(them.match().sides[idx(sender)].chit, me.secret()->chit());
      EXPECT_TRUE(holds(body, salt)) << "link " << t;
      EXPECT_TRUE(holds(save, salt)) << "link " << t;
    }
  }
  EXPECT_GE(before, 6);
  EXPECT_GE(after, 2);
}

TEST(NlbGrouchyByLink, Ruling_R8_AForgedOrMissingChitRevealIsRefusedAndChangesNothing) {
  const Players p = playersWithDifferentChits();
  nlbtest::ByLink g = nlbtest::playByLink(2, 60, true, p.french, p.allied);
  ASSERT_TRUE(g.error.empty()) << g.error;
  // The side that sent the last link is the one to act next on the receiver's side: the
  // sender is the other one.
  NlbSession& them =
      nlbtest::actingSide(g.french->game()) == naw::Side::French ? *g.french : *g.allied;
  NlbSession& me = &them == &*g.french ? *g.allied : *g.french;
  ASSERT_TRUE(me.game().chitsRevealed()) << "turn " << int(me.game().state().turn);
  const NlbMatch honest = me.match();  // after its link: its chit revealed
  const std::size_t side = idx(*me.localSide());
  ASSERT_EQ(honest.sides[side].chit, me.secret()->chit());
  const std::uint64_t before = them.game().hash();
  const std::size_t count = them.match().actions.size();
  auto unchanged = [&] {
    EXPECT_EQ(them.game().hash(), before);
    EXPECT_EQ(them.match().actions.size(), count);
  };
  NlbMatch forged = honest;
  forged.sides[side].chit = forged.sides[side].chit % 6 + 1;
  auto err = them.receive("#t=" + linkText(forged));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::Commitment);
  EXPECT_NE(err->message.find("Grouchy chit does not match its commitment"), std::string::npos)
      << err->message;
  unchanged();
  NlbMatch salted = honest;
  salted.sides[side].chitSalt[3] ^= 0x10;
  err = them.receive("#t=" + linkText(salted));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::Commitment);
  unchanged();
  NlbMatch missing = honest;
  missing.sides[side].chit = 0;
  missing.sides[side].chitSalt = {};
  err = them.receive("#t=" + linkText(missing));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::MissingReveal) << err->message;
  EXPECT_NE(err->message.find("Grouchy chit"), std::string::npos) << err->message;
  unchanged();
  // Another chit committed in its place (a new commitment for a chance at a better chit).
  NlbMatch recommitted = honest;
  const int other = honest.sides[side].chit % 6 + 1;
  recommitted.sides[side].chit = other;
  recommitted.sides[side].chitCommit =
      persist::chitCommitment(other, recommitted.sides[side].chitSalt);
  err = them.receive("#t=" + linkText(recommitted));
  ASSERT_TRUE(err.has_value());
  // Refused as another game's commitments, or sooner: the log of the sender's reinforcements
  // (N15 with R8) no longer replays with the other chit.
  EXPECT_TRUE(err->kind == ErrorKind::Commitment || err->kind == ErrorKind::IllegalAction)
      << err->message;
  unchanged();
  EXPECT_FALSE(them.receive(g.lastLink).has_value());  // the honest link still opens
}

TEST(NlbGrouchyByLink, Ruling_R8_ATamperedLinkIsRefusedAndChangesNothing) {
  const Players p = playersWithDifferentChits();
  nlbtest::ByLink g = nlbtest::playByLink(3, 5, true, p.french, p.allied);
  ASSERT_TRUE(g.error.empty()) << g.error;
  NlbSession& them =
      nlbtest::actingSide(g.french->game()) == naw::Side::French ? *g.french : *g.allied;
  const std::uint64_t before = them.game().hash();
  const std::size_t count = them.match().actions.size();
  int refused = 0;
  for (std::size_t at = 8; at + 4 < g.lastLink.size(); at += g.lastLink.size() / 23) {
    std::string bad = g.lastLink;
    bad[at] = bad[at] == 'A' ? 'B' : 'A';
    if (bad == g.lastLink) continue;
    const auto err = them.receive(bad);
    EXPECT_TRUE(err.has_value()) << "a change at " << at << " was accepted";
    if (err) ++refused;
    EXPECT_EQ(them.game().hash(), before);
    EXPECT_EQ(them.match().actions.size(), count);
  }
  EXPECT_GE(refused, 10);
  EXPECT_FALSE(them.receive(g.lastLink).has_value());
}

TEST(NlbGrouchyByLink, Ruling_R8_LinksAndSavesWithChitsTakeNewVersionsAndOldOnesReadAsBefore) {
  // A Grouchy game by link: link body 2, save body 3. A standard game by link and a Grouchy
  // hot-seat game: link body 1, save body 2, as the earlier builds wrote them.
  nlbtest::ByLink grouchy = nlbtest::playByLink(7, 3, true);
  nlbtest::ByLink standard = nlbtest::playByLink(7, 3, false);
  ASSERT_TRUE(grouchy.error.empty() && standard.error.empty());
  std::uint8_t v = 0;
  const persist::Bytes gBody = linkBody(grouchy.lastLink, &v);
  EXPECT_EQ(v, 2);
  const persist::Bytes sBody = linkBody(standard.lastLink, &v);
  EXPECT_EQ(v, 1);
  NlbSession hotSeat = NlbSession::local(5, true);
  core::Rng rng{5};
  for (int n = 0; n < 80; ++n) hotSeat.apply(nlb::randomAction(hotSeat.game(), rng));
  linkBody(hotSeat.link(), &v);
  EXPECT_EQ(v, 1);
  EXPECT_NE(hotSeat.game().state().chits[0], 0);  // hot-seat: both chits from the seed, shown
  saveRecordBytes(*grouchy.french, &v);
  EXPECT_EQ(v, 3);
  saveRecordBytes(*standard.french, &v);
  EXPECT_EQ(v, 2);
  saveRecordBytes(hotSeat, &v);
  EXPECT_EQ(v, 2);
  // A body framed under the other version is refused (version 1 never carries chits).
  NlbSession& receiver = nlbtest::actingSide(grouchy.french->game()) == naw::Side::French
                             ? *grouchy.french
                             : *grouchy.allied;
  const std::uint64_t before = receiver.game().hash();
  auto err = receiver.receive("#t=" + persist::turnLinkText(NlbLinkTraits::kWire, 1, gBody));
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(receiver.game().hash(), before);
  auto opened = decodeLink<NlbLinkTraits>(persist::turnLinkText(NlbLinkTraits::kWire, 2, sBody));
  EXPECT_TRUE(std::holds_alternative<Error>(opened));
  // A version 3 save reopens (secret kept, the other chit still hidden), here and in the
  // registry; a standard game's save is still version 2 and opens as before.
  const std::string text = ok(saveNlbSession(*grouchy.allied, {}, {}));
  const LoadedNlbSession l = ok(loadNlbSession(text));
  EXPECT_TRUE(l.stateMatches);
  EXPECT_EQ(l.session.game().hash(), grouchy.allied->game().hash());
  EXPECT_EQ(l.session.game().state().chits[0], 0);
  EXPECT_EQ(l.session.game().state().chits[1], grouchy.allied->secret()->chit());
  auto any = loadGame(text);
  ASSERT_TRUE(std::holds_alternative<LoadedGame>(any)) << std::get<Error>(any).message;
  EXPECT_EQ(std::get<LoadedGame>(any).game->hash(), grouchy.allied->game().hash());
}

TEST(NlbGrouchyByLink, Ruling_R8_NLB_15_AReinforcementTheSendersChitForbidsIsCaughtByItsReveal) {
  // A cheater (a modified page) brings in a reinforcement that his own chit does not allow:
  // Prussians of pool 3 on turn 3, which only chits 1, 4, 5 and 6 bring then (R8). While his
  // chit is hidden the receiver replays with every chit consistent with the log and so
  // accepts the entry (the cheat is delayed, as DICE-MODEL.md says); the link that reveals
  // the chit (due once the rules reveal the chits, refused without it) no longer replays: the
  // entry is refused with its rule and the receiver's game is unchanged.
  std::uint8_t alliedEntropy = 0;
  for (std::uint8_t a = 2; a < 80 && !alliedEntropy; ++a) {
    const int chit = persist::makeSecret(naw::Side::Allied, nlbtest::entropy(a)).chit();
    if (chit == 2 || chit == 3) alliedEntropy = a;
  }
  ASSERT_NE(alliedEntropy, 0);
  NlbSession french = NlbSession::invite(naw::Side::French, nlbtest::entropy(1), true);
  NlbSession allied = ok(NlbSession::accept(french.link(), nlbtest::entropy(alliedEntropy)));
  ASSERT_FALSE(french.receive(allied.link()).has_value());
  const int chit = allied.secret()->chit();
  // Both sides play at random (seeded) until the Allied movement phase of turn 3.
  core::Rng fr{21}, ar{22};
  for (int t = 0; t < 40; ++t) {
    const nlb::State& s = allied.game().state();
    if (s.turn == 3 && s.phase == nlb::Phase::AlliedMove) break;
    const bool frenchActs = nlbtest::actingSide(french.game()) == naw::Side::French;
    NlbSession& me = frenchActs ? french : allied;
    NlbSession& them = frenchActs ? allied : french;
    // Up to the phase the test needs, then the link.
    for (int n = 0; n < 5000 && nlbtest::actingSide(me.game()) == *me.localSide(); ++n) {
      const nlb::State& ms = me.game().state();
      if (ms.turn == 3 && ms.phase == nlb::Phase::AlliedMove) break;
      ASSERT_FALSE(std::holds_alternative<nlb::Refusal>(
          me.apply(nlb::randomAction(me.game(), frenchActs ? fr : ar))));
    }
    ASSERT_FALSE(them.receive(me.link()).has_value());
  }
  ASSERT_EQ(allied.game().state().turn, 3);
  ASSERT_EQ(allied.game().state().phase, nlb::Phase::AlliedMove);
  ASSERT_FALSE(allied.game().chitsRevealed());
  // The entry the cheater's page allows: legal with chit 1, refused (N15) with his own.
  nlb::State pretend = allied.game().state();
  pretend.chits[1] = 1;
  std::optional<nlb::Action> entry;
  for (const nlb::Action& a : nlb::Game::fromState(pretend).legalActions())
    if (a.type == nlb::ActionType::Enter && allied.game().check(a)) {
      entry = a;
      break;
    }
  ASSERT_TRUE(entry.has_value()) << "no pool-3 entry that chit " << chit << " forbids";
  EXPECT_EQ(allied.game().check(*entry)->rule, "N15");
  // His link: the honest one (its reveals of this player-turn) with the entry added.
  auto honest = decodeLink<NlbLinkTraits>(allied.link(), std::nullopt);
  ASSERT_TRUE(std::holds_alternative<OpenedNlbMatch>(honest));
  NlbMatch cheat = std::get<OpenedNlbMatch>(honest).match;
  cheat.actions.push_back(*entry);
  ASSERT_FALSE(french.receive("#t=" + linkText(cheat)).has_value())
      << "while the Allied chit is hidden some chit allows the entry";
  EXPECT_EQ(french.game().state().chits[1], 0);
  const std::uint64_t before = french.game().hash();
  const std::size_t count = french.match().actions.size();
  // The same log with his chit revealed, as his link must carry it from turn 5 on.
  NlbMatch revealed = cheat;
  revealed.sides[1].chit = static_cast<std::uint8_t>(chit);
  revealed.sides[1].chitSalt = allied.secret()->chitSalt();
  auto err = french.receive("#t=" + linkText(revealed));
  ASSERT_TRUE(err.has_value()) << "the revealed chit must not allow the entry";
  EXPECT_EQ(err->kind, ErrorKind::IllegalAction) << err->message;
  EXPECT_EQ(err->actionIndex, static_cast<int>(cheat.actions.size()) - 1) << err->message;
  EXPECT_NE(err->message.find("N15"), std::string::npos) << err->message;
  EXPECT_EQ(french.game().hash(), before);
  EXPECT_EQ(french.match().actions.size(), count);
}
