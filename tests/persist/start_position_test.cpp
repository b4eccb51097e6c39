// A Napoleon at Waterloo game played on from a position (Match::start, Session::fromPosition:
// "play on from here" of a game by link, issue 14 item 4): its save (body version 3) and its
// turn link (match body version 2) carry the start and round-trip; games from the set-up
// still write the old versions, byte for byte; damaged texts of the new versions are errors,
// never a throw; a link of another start is another game.
#include <gtest/gtest.h>

#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "envelope.h"
#include "frame.h"
#include "link_test_util.h"
#include "match.h"
#include "persist_test_util.h"
#include "position.h"
#include "random_player.h"
#include "serialize.h"
#include "session.h"

using namespace naw;
using namespace naw::persist;

namespace {

using linktest::ok;

// The position after `n` random actions of a hot-seat game of `seed`.
GameState positionAfter(int n, std::uint64_t seed, bool grouchy) {
  Options o;
  o.grouchy = grouchy;
  Session s = Session::local(o, seed);
  RandomPlayer p(seed + 1);
  for (int i = 0; i < n && !s.game().over(); ++i) s.apply(p.choose(s.game()));
  return s.game().state();
}

// A game from `start` (its generator reseeded with `seed`) played on `n` random actions.
Session playedOn(GameState start, std::uint64_t seed, int n) {
  reseed(start, seed);
  Session s = Session::fromPosition(start);
  RandomPlayer p(seed * 3 + 1);
  for (int i = 0; i < n && !s.game().over(); ++i)
    EXPECT_TRUE(std::holds_alternative<Outcome>(s.apply(p.choose(s.game()))));
  return s;
}

// The kind of error of a match body (version 2) of a seeded game: its header, the start
// position's bytes `start`, no action; nullopt when it opens.
std::optional<ErrorKind> kindOfStartBody(bool grouchy, std::array<int, 2> chits,
                                         const Bytes& start) {
  BitWriter w;
  w.flag(grouchy), w.flag(false), w.flag(false);
  w.bits(1, 64);
  if (grouchy)
    w.bits(static_cast<std::uint32_t>(chits[0]), 3),
        w.bits(static_cast<std::uint32_t>(chits[1]), 3);
  w.varint(start.size());
  w.byteString(start.data(), start.size());
  w.varint(0);
  const auto r = decodeMatch(detail::matchText(w.bytes(), kMatchStartBodyVersion));
  if (auto* e = std::get_if<Error>(&r)) return e->kind;
  return std::nullopt;
}

int attacksIn(const Game& g) {
  int n = 0;
  for (const LogEntry& e : g.log()) n += e.outcome.combat;
  return n;
}

}  // namespace

TEST(StartPosition, SaveAndTurnLinkOfAGamePlayedOnFromAPositionRoundTrip) {
  for (const bool grouchy : {false, true}) {
    const GameState start = positionAfter(90, 41 + grouchy, grouchy);
    Session s = playedOn(start, 0xABCDEF, 150);
    ASSERT_TRUE(s.match().start.has_value());
    EXPECT_GT(attacksIn(s.game()), 0) << "no die rolled after the start";

    const std::string save = s.save({"played on", 1, 2, 3});
    EXPECT_EQ(ok(peekText(save)).bodyVersion, kSaveStartBodyVersion);
    EXPECT_EQ(ok(peekSaveMeta(save)).name, "played on");
    const Session::Loaded loaded = ok(Session::load(save));
    EXPECT_TRUE(loaded.stateMatches);
    EXPECT_EQ(loaded.session.game().hash(), s.game().hash());
    EXPECT_EQ(loaded.session.match().actions, s.match().actions);
    ASSERT_TRUE(loaded.session.match().start.has_value());
    EXPECT_EQ(saveState(*loaded.session.match().start), saveState(*s.match().start));
    EXPECT_EQ(loaded.session.save({"played on", 1, 2, 3}), save);

    const std::string link = ok(s.link());
    EXPECT_EQ(ok(peekText(link)).bodyVersion, kMatchStartBodyVersion);
    const OpenedMatch opened = ok(decodeMatch(link));
    EXPECT_EQ(opened.game.hash(), s.game().hash());
    ASSERT_TRUE(opened.match.start.has_value());
    EXPECT_EQ(saveState(*opened.match.start), saveState(*s.match().start));
    EXPECT_EQ(ok(encodeMatch(opened.match)), link.substr(3));

    // The link continues the same game opened from its start (the link dialog's "open a
    // hot-seat link as a game of its own").
    Session again = Session::fromPosition(*opened.match.start);
    EXPECT_FALSE(again.receive(link));
    EXPECT_EQ(again.game().hash(), s.game().hash());
  }
}

TEST(StartPosition, ALinkOfAnotherStartIsAnotherGame) {
  const GameState start = positionAfter(60, 5, false);
  Session s = playedOn(start, 1, 30);
  const std::string link = ok(s.link());
  // Same position, another generator: another game.
  GameState other = start;
  reseed(other, 2);
  Session elsewhere = Session::fromPosition(other);
  const auto err = elsewhere.receive(link);
  ASSERT_TRUE(err);
  EXPECT_EQ(err->kind, ErrorKind::Commitment);
  EXPECT_EQ(elsewhere.match().actions.size(), 0u);
  // A game from the set-up does not take it, nor does the game from a start take a link
  // of a game from the set-up.
  Session fromSetUp = Session::local({}, s.match().seed);  // the same seed, no start
  ASSERT_TRUE(fromSetUp.receive(link));
  EXPECT_TRUE(fromSetUp.match().actions.empty());
  Session plain = Session::local({}, 5);
  RandomPlayer p(6);
  for (int i = 0; i < 20; ++i) plain.apply(p.choose(plain.game()));
  GameState startOfPlain = Session::local({}, 5).game().state();
  Session fromPlainStart = Session::fromPosition(startOfPlain);
  ASSERT_TRUE(fromPlainStart.receive(ok(plain.link())));
}

TEST(StartPosition, GamesFromTheSetUpStillWriteTheOldVersions) {
  Session s = Session::local({}, 77);
  RandomPlayer p(78);
  for (int i = 0; i < 60; ++i) s.apply(p.choose(s.game()));
  const std::string save = s.save({"old", 1, 2, 3});
  const std::string link = ok(s.link());
  EXPECT_EQ(ok(peekText(save)).bodyVersion, kSaveBodyVersion);
  EXPECT_EQ(ok(peekText(link)).bodyVersion, kMatchBodyVersion);
  EXPECT_FALSE(ok(Session::load(save)).session.match().start.has_value());
  EXPECT_FALSE(ok(decodeMatch(link)).match.start.has_value());
}

TEST(StartPosition, TruncatedOrDamagedBodiesOfTheNewVersionsAreErrors) {
  Session s = playedOn(positionAfter(80, 9, true), 12345, 60);
  Match m = s.match();
  const Bytes body = ok(detail::matchBody(m, {m.options.frenchChit, m.options.alliedChit}, {}));
  ASSERT_TRUE(std::holds_alternative<OpenedMatch>(
      detail::matchFromBody(body, std::nullopt, true, kMatchStartBodyVersion)));
  // Every truncation (a text framed with a valid checksum around it): an error, no throw.
  for (std::size_t n = 0; n < body.size(); ++n) {
    const Bytes cut(body.begin(), body.begin() + static_cast<std::ptrdiff_t>(n));
    const auto r = decodeMatch(detail::matchText(cut, kMatchStartBodyVersion));
    EXPECT_TRUE(std::holds_alternative<Error>(r)) << n;
  }
  // Every byte flipped: an error or another consistent game, never a throw.
  int errors = 0;
  for (std::size_t i = 0; i < body.size(); ++i) {
    Bytes bad = body;
    bad[i] ^= 0x5A;
    const auto r = decodeMatch(detail::matchText(bad, kMatchStartBodyVersion));
    errors += std::holds_alternative<Error>(r);
  }
  EXPECT_GT(errors, 0);
  // A version-2 tag on a body without a start (version 1), and the reverse: errors.
  Match plain = Session::local({}, 3).match();
  const Bytes v1 = ok(detail::matchBody(plain, {0, 0}, {}));
  EXPECT_TRUE(
      std::holds_alternative<Error>(decodeMatch(detail::matchText(v1, kMatchStartBodyVersion))));
  EXPECT_TRUE(
      std::holds_alternative<Error>(decodeMatch(detail::matchText(body, kMatchBodyVersion))));
  // A start position's length past any position: an error.
  {
    BitWriter w;
    w.flag(false), w.flag(false), w.flag(false);
    w.bits(1, 64);
    w.varint(1u << 20);
    EXPECT_TRUE(std::holds_alternative<Error>(
        decodeMatch(detail::matchText(w.bytes(), kMatchStartBodyVersion))));
  }
  // A start of garbage, and a start whose Grouchy chits differ from the header's (R8):
  // malformed.
  EXPECT_EQ(kindOfStartBody(false, {0, 0}, Bytes(40, 0xFF)), ErrorKind::Malformed);
  const Bytes startBytes = detail::positionBody(*Rules::standard(), *m.start);
  EXPECT_EQ(kindOfStartBody(true, {m.options.frenchChit, m.options.alliedChit}, startBytes),
            std::nullopt);
  EXPECT_EQ(kindOfStartBody(true, {m.options.frenchChit % 6 + 1, m.options.alliedChit}, startBytes),
            ErrorKind::Malformed);
  // The save: every truncation of its text and a damaged character give an error.
  const std::string save = s.save({"x", 1, 2, 3});
  for (std::size_t n = 0; n < save.size(); n += 7)
    EXPECT_TRUE(std::holds_alternative<Error>(Session::load(save.substr(0, n)))) << n;
  std::string damaged = save;
  damaged[damaged.size() / 2] = damaged[damaged.size() / 2] == 'A' ? 'B' : 'A';
  EXPECT_TRUE(std::holds_alternative<Error>(Session::load(damaged)));
}

TEST(StartPosition, AGameByLinkHasNoStart) {
  Session s = playedOn(positionAfter(20, 2, false), 8, 5);
  Match m = s.match();
  m.dice = DiceMode::Committed;
  const auto r = encodeMatch(m);
  ASSERT_TRUE(std::holds_alternative<Error>(r));
  EXPECT_EQ(std::get<Error>(r).kind, ErrorKind::Malformed);
}
