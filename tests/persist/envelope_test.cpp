// Saves and links name their game (ENVELOPE.md): new texts carry the game tag and round-trip,
// texts made before it read as Napoleon at Waterloo, and a text for an unknown game, for
// another game or damaged gives an error value.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "envelope.h"
#include "frame.h"
#include "match.h"
#include "position.h"
#include "random_player.h"
#include "serialize.h"
#include "session.h"

using namespace naw;
using namespace naw::persist;

namespace {

template <class T>
ErrorKind kindOf(const Result<T>& r) {
  return std::holds_alternative<Error>(r) ? std::get<Error>(r).kind : ErrorKind::Internal;
}

template <class T>
T ok(Result<T> r) {
  if (auto* e = std::get_if<Error>(&r)) ADD_FAILURE() << e->message;
  return std::get<T>(std::move(r));
}

// A mid-game hot-seat session (some combat behind it).
Session midGame(bool grouchy) {
  Options o;
  o.grouchy = grouchy;
  Session s = Session::local(o, 21);
  RandomPlayer p(21);
  while (s.match().actions.size() < 150 && !s.game().over()) s.apply(p.choose(s.game()));
  return s;
}

// The bytes of a text's envelope with its game tag replaced (CRC recomputed): what another
// game's module, or a newer build, would write.
std::string retag(std::string_view text, std::uint8_t magic, std::uint8_t version,
                  detail::GameTag tag) {
  auto u = std::get<detail::GameFramed>(detail::unframeGame(
      text, magic, {1, static_cast<std::uint8_t>(version == 3 ? 2 : 1), version}, 1 << 22));
  return base64urlEncode(detail::frameGame(magic, version, tag, u.body));
}

constexpr std::string_view kSavePrefix = "naw-save:";

}  // namespace

TEST(Envelope, NewTextsNameTheirGameAndRoundTrip) {
  for (const bool grouchy : {false, true}) {
    Session s = midGame(grouchy);
    const std::string save = s.save({"mid", 1, 2, 3});
    const std::string link = ok(s.link());
    const std::string position = "#p=" + encodePosition(s.game().rules(), s.game().state());

    const TextInfo si = ok(peekText(save));
    EXPECT_EQ(si.kind, TextKind::Save);
    EXPECT_EQ(si.game, "naw");
    EXPECT_EQ(si.scenario, "standard");
    EXPECT_TRUE(si.named);
    EXPECT_EQ(si.version, kSaveVersion);
    const TextInfo ti = ok(peekText(link));
    EXPECT_EQ(ti.kind, TextKind::TurnLink);
    EXPECT_EQ(ti.game, "naw");
    EXPECT_TRUE(ti.named);
    EXPECT_EQ(ti.bodyVersion, kMatchBodyVersion);
    const TextInfo pi = ok(peekText(position));
    EXPECT_EQ(pi.kind, TextKind::PositionLink);
    EXPECT_EQ(pi.game, "naw");
    EXPECT_EQ(pi.bodyVersion, kPositionBodyVersion);

    const Session::Loaded loaded = ok(Session::load(save));
    EXPECT_TRUE(loaded.stateMatches);
    EXPECT_EQ(saveState(loaded.session.game().state()), saveState(s.game().state()));
    EXPECT_EQ(loaded.session.match().actions, s.match().actions);
    EXPECT_EQ(loaded.meta.game, "naw");
    EXPECT_EQ(ok(peekSaveMeta(save)).game, "naw");
    const OpenedMatch opened = ok(decodeMatch(link));
    EXPECT_EQ(saveState(opened.game.state()), saveState(s.game().state()));
    EXPECT_EQ(saveState(ok(decodePosition(s.game().rules(), position))),
              saveState(s.game().state()));
  }
}

TEST(Envelope, TextsWithoutAGameAreNapoleonAtWaterloo) {
  // A version-1 save and turn link as the build before the envelope wrote them (same body,
  // no tag): what tests/persist/fixtures/ holds, made here from today's bodies.
  Session s = midGame(false);
  const std::string save = s.save({"old", 1, 2, 3});
  auto su = std::get<detail::GameFramed>(detail::unframeGame(
      save.substr(kSavePrefix.size()), detail::kMagicSave, {1, 1, kSaveVersion}, 1 << 22));
  const std::string oldSave =
      std::string(kSavePrefix) + base64urlEncode(detail::frame(detail::kMagicSave, 1, su.body));
  const TextInfo info = ok(peekText(oldSave));
  EXPECT_FALSE(info.named);
  EXPECT_EQ(info.game, "naw");
  EXPECT_EQ(info.version, 1);
  const Session::Loaded loaded = ok(Session::load(oldSave));
  EXPECT_EQ(loaded.session.game().hash(), s.game().hash());
  EXPECT_EQ(ok(peekSaveMeta(oldSave)).game, "naw");
  // Saved again, it is written game-named.
  EXPECT_TRUE(ok(peekText(loaded.session.save(loaded.meta))).named);
}

TEST(Envelope, AnUnknownGameOrScenarioIsAnErrorValue) {
  Session s = midGame(false);
  const std::string save = s.save({"x", 1, 2, 3});
  const std::string link = ok(s.link());
  const std::string position = encodePosition(s.game().rules(), s.game().state());
  const std::string savePayload = save.substr(kSavePrefix.size());
  const std::string linkPayloadText(linkPayload(link));

  // Game number 200: not known to this build (a newer one made it).
  const std::string unknownSave =
      std::string(kSavePrefix) + retag(savePayload, detail::kMagicSave, kSaveVersion, {200, 0, 1});
  const std::string unknownLink =
      "#t=" + retag(linkPayloadText, detail::kMagicMatch, kMatchVersion, {200, 0, 1});
  const std::string unknownPosition =
      "#p=" + retag(position, detail::kMagicPosition, kPositionVersion, {200, 0, 2});
  EXPECT_EQ(kindOf(Session::load(unknownSave)), ErrorKind::UnknownGame);
  EXPECT_EQ(kindOf(peekSaveMeta(unknownSave)), ErrorKind::UnknownGame);
  EXPECT_EQ(kindOf(decodeMatch(unknownLink)), ErrorKind::UnknownGame);
  EXPECT_EQ(kindOf(decodePosition(s.game().rules(), unknownPosition)), ErrorKind::UnknownGame);
  EXPECT_EQ(kindOf(peekText(unknownLink)), ErrorKind::UnknownGame);
  const AutosaveChoice choice = chooseAutosave(unknownSave, save);  // the valid slot wins
  EXPECT_EQ(choice.latest, 1);
  ASSERT_TRUE(choice.errors[0]);
  EXPECT_EQ(choice.errors[0]->kind, ErrorKind::UnknownGame);
  // A scenario Napoleon at Waterloo does not have.
  const std::string badScenario =
      "#t=" + retag(linkPayloadText, detail::kMagicMatch, kMatchVersion, {kGameNaw, 9, 1});
  EXPECT_EQ(kindOf(decodeMatch(badScenario)), ErrorKind::UnknownGame);
  // A body version newer than this build reads.
  const std::string newer =
      "#t=" + retag(linkPayloadText, detail::kMagicMatch, kMatchVersion, {kGameNaw, 0, 7});
  EXPECT_EQ(kindOf(decodeMatch(newer)), ErrorKind::UnknownVersion);

  // Another known game's texts: the Napoleon at Waterloo decoders refuse them by name, the
  // list of saves still tells which game a save is for.
  const std::string cnSave = std::string(kSavePrefix) +
                             retag(savePayload, detail::kMagicSave, kSaveVersion, {kGameCn, 0, 1});
  const auto cnLoad = Session::load(cnSave);
  ASSERT_EQ(kindOf(cnLoad), ErrorKind::UnknownGame);
  EXPECT_NE(std::get<Error>(cnLoad).message.find("Computer Napoleonics"), std::string::npos)
      << std::get<Error>(cnLoad).message;
  EXPECT_EQ(ok(peekSaveMeta(cnSave)).game, "cn");
  EXPECT_EQ(ok(peekSaveMeta(cnSave)).name, "x");
  EXPECT_EQ(ok(peekText(cnSave)).game, "cn");
  const std::string cnPosition =
      "#p=" + retag(position, detail::kMagicPosition, kPositionVersion, {kGameCn, 0, 1});
  EXPECT_EQ(kindOf(decodePosition(s.game().rules(), cnPosition)), ErrorKind::UnknownGame);
}

TEST(Envelope, DamagedTextsAreErrorValues) {
  Session s = midGame(true);
  const std::string save = s.save({"x", 1, 2, 3});
  const std::string link = ok(s.link());
  for (std::size_t i = kSavePrefix.size(); i < save.size(); i += 7) {
    std::string bad = save;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    EXPECT_TRUE(std::holds_alternative<Error>(Session::load(bad))) << i;
    EXPECT_TRUE(std::holds_alternative<Error>(peekText(bad))) << i;
  }
  for (std::size_t n = 0; n < link.size(); n += 5) {
    EXPECT_TRUE(std::holds_alternative<Error>(decodeMatch(link.substr(0, n)))) << n;
    EXPECT_TRUE(std::holds_alternative<Error>(peekText(link.substr(0, n)))) << n;
  }
  // A game-named envelope too short to hold its tag.
  const std::string tagless =
      base64urlEncode(detail::frame(detail::kMagicMatch, kMatchVersion, Bytes{kGameNaw}));
  EXPECT_EQ(kindOf(decodeMatch(tagless)), ErrorKind::Truncated);
  EXPECT_EQ(kindOf(peekText("hello")), ErrorKind::Foreign);
  EXPECT_EQ(kindOf(peekText("")), ErrorKind::Empty);
}
