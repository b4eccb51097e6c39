// Position links: exact round trips at every step of random games, corruption refused.
#include <gtest/gtest.h>

#include "persist_test_util.h"
#include "position.h"
#include "primitives.h"
#include "random_player.h"
#include "serialize.h"

using namespace naw;
using namespace naw::persist;

TEST(PositionLink, RoundTripsEveryStepOfRandomGames) {
  const auto rules = Rules::standard();
  std::size_t longest = 0;
  for (std::uint64_t seed = 1; seed <= persisttest::gamesFromEnv(6); ++seed) {
    Options o;
    o.grouchy = seed % 2 == 0;
    forEachStep(seed, o, [&](const Game& g) {
      const std::string text = encodePosition(*rules, g.state());
      longest = std::max(longest, text.size());
      auto back = decodePosition(*rules, text);
      ASSERT_TRUE(std::holds_alternative<GameState>(back)) << std::get<Error>(back).message;
      ASSERT_EQ(saveState(std::get<GameState>(back)), saveState(g.state()));
      // The view a side may see keeps the other side's chit hidden.
      const GameState view = g.view(Side::French);
      auto viewBack = decodePosition(*rules, "https://example.org/#p=" + encodePosition(*rules, view));
      ASSERT_TRUE(std::holds_alternative<GameState>(viewBack)) << std::get<Error>(viewBack).message;
      ASSERT_EQ(saveState(std::get<GameState>(viewBack)), saveState(view));
    });
  }
  EXPECT_LE(longest, 200u);
}

TEST(PositionLink, EveryCorruptionIsRefusedWithItsKind) {
  const auto rules = Rules::standard();
  const std::string good = encodePosition(*rules, Game::newGame({}, 7).state());
  auto kindOf = [&](const std::string& text) {
    auto r = decodePosition(*rules, text);
    return std::holds_alternative<Error>(r) ? std::get<Error>(r).kind : ErrorKind::Internal;
  };
  EXPECT_TRUE(std::holds_alternative<GameState>(decodePosition(*rules, good)));
  EXPECT_EQ(kindOf(""), ErrorKind::Empty);
  EXPECT_EQ(kindOf("hello world!"), ErrorKind::Foreign);
  EXPECT_EQ(kindOf("SGVsbG8gd29ybGQ"), ErrorKind::Foreign);
  EXPECT_EQ(kindOf(good.substr(0, good.size() - 10)), ErrorKind::Truncated);
  EXPECT_EQ(kindOf(good + "AAAA"), ErrorKind::Oversized);
  EXPECT_EQ(kindOf(std::string(100000, 'A')), ErrorKind::Oversized);
  // One flipped bit anywhere past the header: checksum (or, in the header, a clear kind).
  for (std::size_t i = 0; i < good.size(); ++i) {
    std::string bad = good;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    const ErrorKind k = kindOf(bad);
    EXPECT_NE(k, ErrorKind::Internal) << i;
    if (i >= 4 && i + 7 < good.size()) {
      EXPECT_EQ(k, ErrorKind::Checksum) << i;
    }
  }
  // A future version.
  Bytes bytes;
  ASSERT_TRUE(base64urlDecode(good, bytes));
  bytes[1] = 9;
  EXPECT_EQ(kindOf(base64urlEncode(bytes)), ErrorKind::UnknownVersion);
  auto err = std::get<Error>(decodePosition(*rules, base64urlEncode(bytes)));
  EXPECT_NE(err.message.find("version 9"), std::string::npos) << err.message;
}
