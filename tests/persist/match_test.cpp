// Turn links, saves, dice commit-reveal and the primitives under them.
#include <gtest/gtest.h>

#include "frame.h"
#include "match.h"
#include "persist_test_util.h"
#include "position.h"
#include "primitives.h"
#include "random_player.h"
#include "serialize.h"
#include "session.h"

using namespace naw;
using namespace naw::persist;

namespace {
using persisttest::entropy;
template <class T>
const T& ok(const Result<T>& r) {
  if (auto* e = std::get_if<Error>(&r)) ADD_FAILURE() << e->message;
  return std::get<T>(r);
}
ErrorKind kindOf(const Result<OpenedMatch>& r) {
  return std::holds_alternative<Error>(r) ? std::get<Error>(r).kind : ErrorKind::Internal;
}
}  // namespace

TEST(Sha256, KnownVectors) {
  EXPECT_EQ(toHex(sha256("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(toHex(sha256("abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(toHex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  Sha256 h;
  const std::string chunk(1000, 'a');
  for (int i = 0; i < 1000; ++i) h.update(chunk);
  EXPECT_EQ(toHex(h.finish()), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Primitives, Crc32AndBase64url) {
  const std::string s = "123456789";
  EXPECT_EQ(crc32(reinterpret_cast<const std::uint8_t*>(s.data()), s.size()), 0xCBF43926u);
  for (std::size_t n = 0; n < 40; ++n) {
    Bytes b(n);
    for (std::size_t i = 0; i < n; ++i) b[i] = static_cast<std::uint8_t>(i * 37 + 250);
    Bytes back;
    ASSERT_TRUE(base64urlDecode(base64urlEncode(b), back));
    EXPECT_EQ(back, b);
  }
  EXPECT_EQ(base64urlEncode(Bytes{0xfb, 0xff}), "-_8");
  Bytes out;
  EXPECT_FALSE(base64urlDecode("ab+c", out));
}

TEST(TurnLink, HotSeatGamesRoundTripWithSaves) {
  for (std::uint64_t seed = 1; seed <= persisttest::gamesFromEnv(4); ++seed) {
    Options o;
    o.grouchy = seed % 2 == 0;
    Session s = Session::local(o, seed);
    RandomPlayer player(seed + 99);
    for (int n = 0; !s.game().over() && n < 20000; ++n) {
      ASSERT_TRUE(std::holds_alternative<Outcome>(s.apply(player.choose(s.game()))));
      if (n % 97 == 0 || s.game().over()) {
        const std::string link = ok(s.link());
        auto opened = decodeMatch(link);
        ASSERT_TRUE(std::holds_alternative<OpenedMatch>(opened)) << std::get<Error>(opened).message;
        ASSERT_EQ(std::get<OpenedMatch>(opened).game.hash(), s.game().hash());
        ASSERT_EQ(std::get<OpenedMatch>(opened).match.actions, s.match().actions);
        SaveMeta meta{"game " + std::to_string(seed), 1, 2, static_cast<std::uint64_t>(n)};
        auto loaded = Session::load(s.save(meta));
        ASSERT_TRUE(std::holds_alternative<Session::Loaded>(loaded))
            << std::get<Error>(loaded).message;
        const auto& l = std::get<Session::Loaded>(loaded);
        EXPECT_TRUE(l.stateMatches);
        EXPECT_EQ(l.meta.name, meta.name);
        EXPECT_EQ(l.session.game().hash(), s.game().hash());
      }
    }
  }
}

// Two browsers playing by link: each acts only on its own decisions and sends a link
// whenever the game waits for the other.
TEST(TurnLink, PlayByLinkWithCommittedDiceAndChits) {
  for (std::uint64_t seed = 1; seed <= persisttest::gamesFromEnv(4); ++seed) {
    Options o;
    o.grouchy = seed % 2 == 1;
    Session french = Session::invite(o, Side::French, entropy(static_cast<std::uint8_t>(seed)));
    const std::string invitation = ok(french.link());
    Session allied =
        ok(Session::accept(invitation, entropy(static_cast<std::uint8_t>(seed + 100))));
    std::string toFrench = ok(allied.link());
    ASSERT_EQ(french.receive(toFrench), std::nullopt);
    RandomPlayer player(seed);
    int links = 0;
    for (int n = 0; !french.game().over() && n < 20000; ++n) {
      Session& me = french.waitingFor() == Side::French ? french : allied;
      Session& other = french.waitingFor() == Side::French ? allied : french;
      ASSERT_TRUE(std::holds_alternative<Outcome>(me.apply(player.choose(me.game()))));
      if (me.waitingFor() != *me.localSide() || me.game().over()) {
        const std::string link = ok(me.link());
        auto err = other.receive(link);
        ASSERT_FALSE(err) << err->message;
        ++links;
        // Reopening the same link never re-rolls: the same game.
        auto again = decodeMatch(link);
        ASSERT_TRUE(std::holds_alternative<OpenedMatch>(again));
        auto mine = decodeMatch(
            link, makeSecret(*other.localSide(),
                             entropy(static_cast<std::uint8_t>(
                                 other.localSide() == Side::French ? seed : seed + 100))));
        ASSERT_TRUE(std::holds_alternative<OpenedMatch>(mine)) << std::get<Error>(mine).message;
        ASSERT_EQ(saveState(std::get<OpenedMatch>(mine).game.view(*other.localSide())),
                  saveState(other.game().view(*other.localSide())));
        // The opponent's chit stays hidden from a link until turn 5.
        if (o.grouchy && me.game().state().turn < 5 && !me.game().over()) {
          EXPECT_EQ(std::get<OpenedMatch>(again)
                        .match.sides[static_cast<std::size_t>(*me.localSide())]
                        .chit,
                    0);
        }
      }
    }
    EXPECT_GT(links, 10);
    EXPECT_EQ(french.game().state().winner, allied.game().state().winner);
    if (!o.grouchy) {
      EXPECT_EQ(french.game().hash(), allied.game().hash());
    }
  }
}

TEST(TurnLink, RefusesIllegalLogsForgedDiceAndBadReveals) {
  Session s = Session::local({}, 5);
  RandomPlayer player(5);
  while (s.match().actions.size() < 120) s.apply(player.choose(s.game()));
  const std::string link = ok(s.link());
  // A log with an illegal action (an attack in the movement phase), in the raw form.
  {
    BitWriter w;
    w.flag(false), w.flag(false), w.flag(false), w.bits(5, 64);  // hot-seat, seed 5
    w.varint(2);
    w.flag(true), w.bits(static_cast<std::uint32_t>(ActionType::Undo), 4);  // nothing to take back
    w.flag(true), w.bits(15, 4), w.bits(static_cast<std::uint32_t>(ActionType::Attack), 4);
    w.varint(0), w.varint(1), w.varint(1), w.varint(0), w.varint(0), w.varint(0), w.varint(0),
        w.varint(0);
    auto r = decodeMatch(base64urlEncode(detail::frame(detail::kMagicMatch, 1, w.bytes())));
    ASSERT_TRUE(std::holds_alternative<Error>(r));
    const Error& e = std::get<Error>(r);
    EXPECT_EQ(e.kind, ErrorKind::IllegalAction) << e.message;
    EXPECT_EQ(e.actionIndex, 0);
    EXPECT_EQ(e.refusal.rule, "R7a") << e.message;
  }
  // Another seed under the same log: other dice, so the log no longer replays.
  auto unframed = std::get<detail::GameFramed>(
      detail::unframeGame(linkPayload(link), detail::kMagicMatch, {1, 1, kMatchVersion}, 1 << 20));
  for (std::uint64_t seed = 6; seed < 10; ++seed) {
    BitWriter w;  // header with the new seed + the original action bits
    w.flag(false), w.flag(false), w.flag(false), w.bits(seed, 64);
    BitReader rd(unframed.body.data(), unframed.body.size() * 8);
    std::uint64_t skip, bit;
    rd.bits(skip, 3), rd.bits(skip, 64);
    while (rd.bits(bit, 1)) w.bits(bit, 1);
    auto r = decodeMatch(base64urlEncode(detail::frame(detail::kMagicMatch, 1, w.bytes())));
    ASSERT_TRUE(std::holds_alternative<Error>(r));
    const ErrorKind k = std::get<Error>(r).kind;
    EXPECT_TRUE(k == ErrorKind::IllegalAction || k == ErrorKind::Malformed ||
                k == ErrorKind::Oversized)
        << std::get<Error>(r).message;
    EXPECT_GE(std::get<Error>(r).actionIndex, 0);
  }

  // Committed dice: a tampered reveal is refused as a broken commitment.
  Session french = Session::invite({}, Side::French, entropy(1));
  Session allied = ok(Session::accept(ok(french.link()), entropy(2)));
  Match m = allied.match();
  m.sides[1].revealed[0] ^= 1;
  EXPECT_EQ(kindOf(replayMatch(m)), ErrorKind::Commitment);
  // A link from another game is refused by receive().
  Session stranger = Session::invite({}, Side::French, entropy(3));
  Session strangerAllied = ok(Session::accept(ok(stranger.link()), entropy(4)));
  auto err = french.receive(ok(strangerAllied.link()));
  ASSERT_TRUE(err);
  EXPECT_EQ(err->kind, ErrorKind::Commitment);
  // My secret does not fit a link of another game either.
  EXPECT_EQ(kindOf(decodeMatch(ok(strangerAllied.link()), makeSecret(Side::French, entropy(1)))),
            ErrorKind::Commitment);
}

TEST(TurnLink, EnvelopeErrors) {
  Session s = Session::local({}, 3);
  const std::string link = ok(s.link());
  EXPECT_EQ(kindOf(decodeMatch("")), ErrorKind::Empty);
  EXPECT_EQ(kindOf(decodeMatch("#t=%%%")), ErrorKind::Foreign);
  EXPECT_EQ(kindOf(decodeMatch(link.substr(0, link.size() - 3))), ErrorKind::Truncated);
  std::string flipped = link;
  flipped[10] = flipped[10] == 'A' ? 'B' : 'A';
  EXPECT_EQ(kindOf(decodeMatch(flipped)), ErrorKind::Checksum);
  const std::string position = "#p=" + encodePosition(s.game().rules(), s.game().state());
  EXPECT_EQ(kindOf(decodeMatch(position)), ErrorKind::WrongKind);
  EXPECT_TRUE(std::holds_alternative<Error>(Session::load(link)));
  EXPECT_EQ(std::get<Error>(Session::load(link)).kind, ErrorKind::WrongKind);
}

TEST(Autosave, TwoSlotsTheLatestValidWins) {
  Session s = Session::local({}, 11);
  RandomPlayer player(11);
  const std::string older = s.save({"g", 1, 1, 7});
  for (int i = 0; i < 30; ++i) s.apply(player.choose(s.game()));
  const std::string newer = s.save({"g", 1, 2, 8});
  EXPECT_EQ(chooseAutosave(older, newer).latest, 1);
  EXPECT_EQ(chooseAutosave(newer, older).latest, 0);
  // An interrupted write (cut short) or a damaged slot falls back to the other one.
  const std::string cut = newer.substr(0, newer.size() / 2);
  const auto choice = chooseAutosave(older, cut);
  EXPECT_EQ(choice.latest, 0);
  ASSERT_TRUE(choice.errors[1]);
  EXPECT_EQ(choice.errors[1]->kind, ErrorKind::Truncated);
  EXPECT_EQ(chooseAutosave("", "").latest, -1);
  EXPECT_EQ(std::get<SaveMeta>(peekSaveMeta(newer)).generation, 8u);
}
