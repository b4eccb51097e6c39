// Saves and replays: round trips, and malformed bytes (truncated, bit-flipped, wrong version)
// always come back as an error value, never a crash.
#include <gtest/gtest.h>

#include "random_player.h"
#include "serialize.h"

namespace {

using namespace naw;

Game midGame(std::uint64_t seed, int actions) {
  Game g = Game::newGame({}, seed);
  RandomPlayer p(seed);
  for (int i = 0; i < actions && !g.over(); ++i) g.apply(p.choose(g));
  return g;
}

TEST(Serialize, StateRoundTripIsIdentical) {
  for (int n : {0, 50, 200, 600, 100000}) {
    const Game g = midGame(11, n);
    const auto bytes = saveState(g.state());
    auto loaded = loadState(g.rules(), bytes);
    ASSERT_TRUE(std::holds_alternative<GameState>(loaded)) << std::get<std::string>(loaded);
    EXPECT_EQ(saveState(std::get<GameState>(loaded)), bytes);
    EXPECT_EQ(fieldsHash(std::get<GameState>(loaded)), g.hash());
    // The loaded game plays on exactly like the original.
    Game a = g, b = Game::fromState(Rules::standard(), std::get<GameState>(loaded));
    RandomPlayer pa(5), pb(5);
    for (int i = 0; i < 300 && !a.over(); ++i) {
      a.apply(pa.choose(a));
      b.apply(pb.choose(b));
    }
    EXPECT_EQ(a.hash(), b.hash());
  }
}

TEST(Serialize, TruncatedStateIsAnError) {
  const auto bytes = saveState(midGame(12, 300).state());
  for (std::size_t len = 0; len < bytes.size(); ++len) {
    std::vector<std::uint8_t> cut(bytes.begin(), bytes.begin() + static_cast<long>(len));
    EXPECT_TRUE(std::holds_alternative<std::string>(loadState(*Rules::standard(), cut))) << len;
  }
  auto longer = bytes;
  longer.push_back(0);
  EXPECT_TRUE(std::holds_alternative<std::string>(loadState(*Rules::standard(), longer)));
}

TEST(Serialize, BitFlippedStateNeverCrashes) {
  const auto bytes = saveState(midGame(13, 300).state());
  int rejected = 0, accepted = 0;
  for (std::size_t i = 0; i < bytes.size(); ++i)
    for (int bit = 0; bit < 8; ++bit) {
      auto flipped = bytes;
      flipped[i] ^= static_cast<std::uint8_t>(1u << bit);
      auto loaded = loadState(*Rules::standard(), flipped);
      if (std::holds_alternative<std::string>(loaded)) {
        ++rejected;
        continue;
      }
      ++accepted;  // a still-valid state: it must be usable without crashing
      Game g = Game::fromState(Rules::standard(), std::get<GameState>(loaded));
      (void)g.step();
      (void)g.obligations();
      (void)g.hasLegalAction();
    }
  EXPECT_GT(rejected, 0);
  EXPECT_GT(accepted, 0);
}

TEST(Serialize, WrongMagicOrVersionIsAnError) {
  auto bytes = saveState(Game::newGame().state());
  auto badMagic = bytes;
  badMagic[0] = 'X';
  EXPECT_TRUE(std::holds_alternative<std::string>(loadState(*Rules::standard(), badMagic)));
  auto badVersion = bytes;
  badVersion[4] = kSaveFormatVersion + 1;
  const auto result = loadState(*Rules::standard(), badVersion);
  ASSERT_TRUE(std::holds_alternative<std::string>(result));
  EXPECT_NE(std::get<std::string>(result).find("version"), std::string::npos);
}

TEST(Serialize, MalformedReplayIsAnError) {
  Replay rp;
  rp.seed = 3;
  Game g = Game::newGame({}, 3);
  RandomPlayer p(3);
  for (int i = 0; i < 200 && !g.over(); ++i) {
    Action a = p.choose(g);
    g.apply(a);
    rp.actions.push_back(a);
  }
  const auto bytes = saveReplay(rp);
  for (std::size_t len = 0; len < bytes.size(); len += 7) {
    std::vector<std::uint8_t> cut(bytes.begin(), bytes.begin() + static_cast<long>(len));
    EXPECT_TRUE(std::holds_alternative<std::string>(loadReplay(*Rules::standard(), cut))) << len;
  }
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    auto flipped = bytes;
    flipped[i] ^= 0x5a;
    auto loaded = loadReplay(*Rules::standard(), flipped);
    if (auto* rp2 = std::get_if<Replay>(&loaded))
      (void)playReplay(Rules::standard(), *rp2);  // refusals, not crashes
  }
}

}  // namespace

namespace {

// Random multi-byte corruption: whatever loads must also play on without crashing (run
// under ASan/UBSan in the sanitizer preset).
TEST(Serialize, CorruptedStatesThatLoadStayPlayable) {
  using namespace naw;
  const auto bytes = saveState(midGame(14, 260).state());
  Rng rng{31};
  int loaded = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    auto bad = bytes;
    for (int k = 1 + static_cast<int>(rng.below(4)); k > 0; --k)
      bad[rng.below(static_cast<std::uint32_t>(bad.size()))] =
          static_cast<std::uint8_t>(rng.below(256));
    auto result = loadState(*Rules::standard(), bad);
    if (!std::holds_alternative<GameState>(result)) continue;
    ++loaded;
    Game g = Game::fromState(Rules::standard(), std::get<GameState>(result));
    RandomPlayer p(static_cast<std::uint64_t>(trial));
    for (int i = 0; i < 40 && !g.over(); ++i) g.apply(p.choose(g));
  }
  EXPECT_GT(loaded, 100);
}

}  // namespace

namespace {

using namespace naw;

// Format version 1 (the hand-written format of the first builds) is named, not misread.
TEST(Serialize, FormatVersion1IsRefusedByName) {
  auto bytes = saveState(Game::newGame().state());
  ASSERT_EQ(bytes[4], kSaveFormatVersion);
  bytes[4] = 1;
  const auto result = loadState(*Rules::standard(), bytes);
  ASSERT_TRUE(std::holds_alternative<std::string>(result));
  EXPECT_NE(std::get<std::string>(result).find("version 1 from an older build"), std::string::npos);
}

// The cereal payload: little-endian marker, then GameState's class version (uint32).
TEST(Serialize, UnknownByteOrderOrClassVersionIsAnError) {
  const auto bytes = saveState(Game::newGame().state());
  ASSERT_EQ(bytes[5], 1);  // cereal's portable archive: little endian
  auto bigEndian = bytes;
  bigEndian[5] = 0;
  EXPECT_TRUE(std::holds_alternative<std::string>(loadState(*Rules::standard(), bigEndian)));
  auto future = bytes;
  ASSERT_EQ(future[6], 1);  // GameState version 1
  future[6] = 2;
  const auto result = loadState(*Rules::standard(), future);
  ASSERT_TRUE(std::holds_alternative<std::string>(result));
  EXPECT_NE(std::get<std::string>(result).find("GameState version 2"), std::string::npos);
}

// Counts are checked before anything is read into them, and never size an allocation: a
// replay that claims 65535 actions but holds none, or a path longer than any move.
TEST(Serialize, LargeCountsAreErrorsNotAllocations) {
  Replay rp;
  rp.seed = 5;
  auto bytes = saveReplay(rp);
  // header 5, byte order 1, Replay version 4, seed 8, options 3, count 2
  ASSERT_EQ(bytes.size(), 23u);
  bytes[21] = 0xff;
  bytes[22] = 0xff;
  auto loaded = loadReplay(*Rules::standard(), bytes);
  ASSERT_TRUE(std::holds_alternative<std::string>(loaded));
  EXPECT_NE(std::get<std::string>(loaded).find("truncated"), std::string::npos);

  Action move;
  move.type = ActionType::Move;
  move.unit = 0;
  move.path.assign(65, Hex{3, 3});
  rp.actions = {move};
  loaded = loadReplay(*Rules::standard(), saveReplay(rp));
  ASSERT_TRUE(std::holds_alternative<std::string>(loaded));
  EXPECT_NE(std::get<std::string>(loaded).find("invalid replay"), std::string::npos);
}

}  // namespace

namespace {

// stateHash() hashes the bytes as cereal writes them, without building the vector: it must
// stay FNV-1a of exactly saveState().
TEST(Serialize, StateHashIsFnv1aOfTheSavedBytes) {
  using namespace naw;
  for (int n : {0, 150, 100000}) {
    const Game g = midGame(17, n);
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::uint8_t b : saveState(g.state())) {
      h ^= b;
      h *= 0x100000001b3ull;
    }
    EXPECT_EQ(stateHash(g.state()), h);
  }
}

}  // namespace

namespace {

using namespace naw;

#include "engine/fixtures/serialize_fixtures.inc"

template <std::size_t N>
std::vector<std::uint8_t> bytesOf(const std::uint8_t (&a)[N]) {
  return {a, a + N};
}

// A fixture's recipe: newGame(options, seed) and RandomPlayer(seed) for up to `actions`
// actions, recorded as a replay too.
Game recipe(const Options& options, std::uint64_t seed, int actions, Replay* replay = nullptr) {
  Game g = Game::newGame(options, seed);
  RandomPlayer p(seed);
  if (replay) {
    replay->seed = seed;
    replay->options = options;
  }
  for (int i = 0; i < actions && !g.over(); ++i) {
    const Action a = p.choose(g);
    g.apply(a);
    if (replay) replay->actions.push_back(a);
  }
  return g;
}

Options grouchyOptions(int frenchChit = 0, int alliedChit = 0) {
  Options o;
  o.grouchy = true;
  o.frenchChit = frenchChit;
  o.alliedChit = alliedChit;
  return o;
}

// Saves written by the cereal build decode to a state that is written back to the very same
// bytes, whose stateHash is FNV-1a of those bytes, and is the state the recipe reaches today.
TEST(Serialize, SavedStateFixturesDecodeAndReencodeToTheSameBytes) {
  const struct {
    std::vector<std::uint8_t> bytes;
    Game game;
  } fixtures[] = {
      {bytesOf(kStateNew), recipe({}, 0, 0)},
      {bytesOf(kStateSeed11After50), recipe({}, 11, 50)},
      {bytesOf(kStateSeed11After600), recipe({}, 11, 600)},
      {bytesOf(kStateGrouchySeed21After333), recipe(grouchyOptions(), 21, 333)},
      {bytesOf(kStateSeed17Over), recipe({}, 17, 100000)},
  };
  for (const auto& f : fixtures) {
    auto loaded = loadState(*Rules::standard(), f.bytes);
    ASSERT_TRUE(std::holds_alternative<GameState>(loaded)) << std::get<std::string>(loaded);
    const GameState& s = std::get<GameState>(loaded);
    EXPECT_EQ(saveState(s), f.bytes);
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::uint8_t b : f.bytes) {
      h ^= b;
      h *= 0x100000001b3ull;
    }
    EXPECT_EQ(stateHash(s), h);
    EXPECT_EQ(saveState(f.game.state()), f.bytes);
    EXPECT_EQ(stateHash(f.game.state()), h);
    // Game::hash() is over the fields (state_hash.cpp): the same for the decoded state.
    EXPECT_EQ(f.game.hash(), fieldsHash(s));
  }
}

TEST(Serialize, ReplayFixturesDecodeReencodeAndReplayToTheSameGame) {
  Replay seed3, chits;
  const Game seed3Game = recipe({}, 3, 200, &seed3);
  const Game chitsGame = recipe(grouchyOptions(2, 5), 8, 100000, &chits);
  Replay empty;
  empty.seed = 5;
  const struct {
    std::vector<std::uint8_t> bytes;
    Replay replay;
    std::uint64_t finalHash;
  } fixtures[] = {
      {bytesOf(kReplayEmpty), empty, Game::newGame({}, 5).hash()},
      {bytesOf(kReplaySeed3After200), seed3, seed3Game.hash()},
      {bytesOf(kReplayChitsSeed8Whole), chits, chitsGame.hash()},
  };
  for (const auto& f : fixtures) {
    auto loaded = loadReplay(*Rules::standard(), f.bytes);
    ASSERT_TRUE(std::holds_alternative<Replay>(loaded)) << std::get<std::string>(loaded);
    const Replay& rp = std::get<Replay>(loaded);
    EXPECT_EQ(saveReplay(rp), f.bytes);
    EXPECT_EQ(saveReplay(f.replay), f.bytes);
    auto played = playReplay(Rules::standard(), rp);
    ASSERT_TRUE(std::holds_alternative<Game>(played));
    EXPECT_EQ(std::get<Game>(played).hash(), f.finalHash);
  }
}

}  // namespace
