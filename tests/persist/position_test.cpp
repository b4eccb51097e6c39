// Position links: exact round trips at every step of random games, corruption refused.
#include <gtest/gtest.h>

#include <cmath>

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
      auto viewBack =
          decodePosition(*rules, "https://example.org/#p=" + encodePosition(*rules, view));
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
    EXPECT_NE(k, ErrorKind::Internal)
        << i;  // (also: never decodes: unused trailing bits must be 0)
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

// Version 1 links (bit fields; written until the mixed-radix version 2) still open, to the
// same position.
TEST(PositionLink, Version1LinksStillOpen) {
  const auto rules = Rules::standard();
  struct Golden {
    const char* text;
    std::uint64_t hash;
  };
  const Golden golden[] = {
      // standard game, seed 11, 120 random actions
      {"sQFokxACEAAAIHN55hUezT9KzhLkBDWJHPhBPBzEBokOqh5EIg7AQRLgoKDkDcMwDMMwDEOSJHFqgHLYwrWB7GEK1a6"
       "AiqboNwBFnYNOQbAKt2BxBaoAXaKsuDQoLHWu6Cqgyq1KkiRJkgB0cTyd",
       0xdd6799919a1bc402ull},
      // Grouchy, seed 11, 250 random actions, as the Allied player sees it (French chit hidden)
      {"sQF3ltAISAkAAHA98nNRFa-"
       "Bq4IBkELcS540kMQFEIML9EJbyQcgoMgKPJCEVaAHV9TQiRBCCCGEEEIIIQRRjzCDQiAr9g3GKKUzwEJL2CmwDX4Gtl"
       "mAKU4FHxOXFHCTnLgW0BWEO-oEurGwsLCgLwv4BnjDwoLALAACf6O2",
       0x8ff733b6826920e4ull},
  };
  for (const Golden& g : golden) {
    auto back = decodePosition(*rules, g.text);
    ASSERT_TRUE(std::holds_alternative<GameState>(back)) << std::get<Error>(back).message;
    EXPECT_EQ(stateHash(std::get<GameState>(back)), g.hash);
    // Shared again, it is written in the current version, shorter.
    const std::string again = encodePosition(*rules, std::get<GameState>(back));
    EXPECT_LT(again.size(), std::string(g.text).size());
    Bytes bytes;
    ASSERT_TRUE(base64urlDecode(again, bytes));
    EXPECT_EQ(bytes[1], kPositionVersion);
  }
}

namespace {

// Every unit of a Grouchy game with both chits 6 (all 73 counters come) on the map in a
// dense block of alternating French and Allied columns, each unit next to enemies: the
// most units the map can carry, placed with the engine's test hooks.
Game crowdedGame(Phase phase) {
  Options o;
  o.grouchy = true;
  o.frenchChit = 6;
  o.alliedChit = 6;
  Game g = Game::newGame(o, 0x9E3779B97F4A7C15ull);
  const Rules& r = g.rules();
  g.editClear();
  std::vector<Hex> columns[2];  // hexes for French (odd columns) and Allied (even columns)
  for (const Hex& h : r.map().hexes())
    if (h.col >= 5 && r.map().at(h).terrain != Terrain::Woods)
      columns[h.col % 2 == 1 ? 0 : 1].push_back(h);
  std::size_t next[2] = {0, 0};
  for (int u = 0; u < r.unitCount(); ++u) {
    const int side = static_cast<int>(r.unit(u).side);
    g.editPlace(u, columns[side][next[side]++]);
  }
  g.editSet(7, phase, 39, 39, 6);  // losses and exits by hand: not what the units add up to
  return g;
}

std::size_t linkLength(const Rules& r, const GameState& s) {
  const std::string text = encodePosition(r, s);
  auto back = decodePosition(r, text);
  EXPECT_TRUE(std::holds_alternative<GameState>(back)) << std::get<Error>(back).message;
  if (auto* b = std::get_if<GameState>(&back)) {
    EXPECT_EQ(saveState(*b), saveState(s));
  }
  if (!s.grouchy ||
      (s.frenchChit && s.alliedChit)) {  // a hidden chit (a side's view) is not loadable as such
    const auto loaded = loadState(r, saveState(s));
    EXPECT_TRUE(std::holds_alternative<GameState>(loaded))
        << "not a state the engine loads: " << std::get<std::string>(loaded);
  }
  return text.size();
}

}  // namespace

// Issue 5: every position of the game in at most 200 characters. The worst cases, built on
// purpose with the test hooks: all 73 units on the map (both Grouchy chits 6), every French
// unit having spent movement points, half the units fought (the largest subset code),
// obligations that no longer match the map, a twelve-unit attack (three defenders, the
// French units around them, guns bombarding) resolving with a displacement and twelve
// vacated hexes, losses, exits and groups given by hand (editSet, editClear).
TEST(PositionLink, WorstCasesFitIn200Characters) {
  const auto rules = Rules::standard();
  const Rules& r = *rules;
  std::size_t worst = 0;
  {
    Game g = crowdedGame(Phase::FrenchCombat);
    GameState s = g.state();
    auto unitAt = [&](int hex) {
      for (int u = 0; u < s.unitCount; ++u)
        if (s.units[u].status == UnitStatus::OnMap && s.units[u].hex == hex) return u;
      return -1;
    };
    // The defenders: the Allied unit with the most French neighbours and three Allied units
    // near it; the attackers: French units next to a defender; bombarders: French guns
    // two hexes from one.
    int centre = -1, best = -1;
    for (int u = 0; u < s.unitCount; ++u) {
      if (r.unit(u).side != Side::Allied) continue;
      int french = 0;
      for (int d = 0; d < 6; ++d) {
        const int n = r.neighbor(s.units[u].hex, d), w = n < 0 ? -1 : unitAt(n);
        french += w >= 0 && r.unit(w).side == Side::French;
      }
      if (french > best) best = french, centre = u;
    }
    std::vector<int> defenders{centre}, attack;
    for (int u = 0; u < s.unitCount; ++u)
      if (u != centre && r.unit(u).side == Side::Allied && defenders.size() < 4 &&
          r.distance(s.units[u].hex, s.units[centre].hex) <= 2)
        defenders.push_back(u);
    for (int u : defenders)
      attack.push_back(u), s.units[u].flags |= kFought | kDefender | kRetreatDue;
    for (int u = 0; u < s.unitCount && attack.size() < 12; ++u) {
      if (r.unit(u).side != Side::French) continue;
      int dist = 99;
      for (int d : defenders) dist = std::min(dist, r.distance(s.units[u].hex, s.units[d].hex));
      const bool gun = r.unit(u).type == UnitType::Artillery;
      if (dist == 1)
        s.units[u].flags |= kFought | kAttacker, attack.push_back(u);
      else if (dist == 2 && gun)
        s.units[u].flags |= kFought | kBombarder, attack.push_back(u);
    }
    s.units[defenders[0]].flags =
        static_cast<std::uint8_t>((s.units[defenders[0]].flags & ~kRetreatDue) | kRetreated);
    ASSERT_EQ(attack.size(), 12u);
    // Half the units fought; six obligations lapsed; French movement points all spent; an
    // unfought Allied unit being displaced (6.5).
    int fought = 0, lapsed = 0;
    for (int u = 0; u < s.unitCount; ++u) {
      UnitState& us = s.units[u];
      if (r.unit(u).side == Side::French) us.mpUsed = static_cast<std::uint8_t>(r.unit(u).movement);
      if (u % 2 == 0) us.flags |= kFought;
      fought += (us.flags & kFought) != 0;
      if (!(us.flags & kFought) && (us.flags & (kMustAttack | kMustBeAttacked)) && lapsed < 6)
        us.flags &= static_cast<std::uint8_t>(~(kMustAttack | kMustBeAttacked)), ++lapsed;
    }
    for (int u = 1; u < s.unitCount; u += 2)
      if (r.unit(u).side == Side::Allied && !(s.units[u].flags & kFought)) {
        s.units[u].flags |= kRetreatDue;
        s.combat.displaced = static_cast<std::int8_t>(u);
        break;
      }
    s.step = StepKind::Displacement;
    CombatRecord& c = s.combat;
    c.odds = 7, c.die = 4, c.result = r.crt().result(7, 4), c.stage = CombatStage::Retreats,
    c.attackerSide = 0;
    c.frenchBefore = s.frenchLost, c.alliedBefore = s.alliedLost;
    for (int u : attack)
      if (c.vacatedCount < 12) c.vacated[c.vacatedCount++] = s.units[u].hex;
    s.rng.state = ~0ull;
    EXPECT_GE(fought, 36);
    EXPECT_EQ(lapsed, 6);
    const std::size_t n = linkLength(r, s);
    std::printf("worst combat-phase position (%zu in the attack, %d fought): %zu characters\n",
                attack.size(), fought, n);
    worst = std::max(worst, n);
    // Beyond play: every combat field that could be derived given otherwise, the vacated
    // hexes scattered over the map. Still exact, a few characters longer.
    c.eeTarget = 200, c.frenchBefore = 1234, c.alliedBefore = 4321;
    for (int k = 0; k < c.vacatedCount; ++k)
      c.vacated[k] = static_cast<std::int16_t>(
          r.index(r.map().hexes()[static_cast<std::size_t>(k) * 31 % r.map().hexes().size()]));
    std::printf(
        "  with impossible combat fields: %zu characters (beyond play; exact, not bounded)\n",
        linkLength(r, s));
  }
  {
    // Movement: every unit of both sides having spent points, three units stacked in
    // passing (R7a), none where it could be ranked.
    Game g = crowdedGame(Phase::FrenchMovement);
    GameState s = g.state();
    for (int u = 0; u < s.unitCount; ++u)
      s.units[u].mpUsed = static_cast<std::uint8_t>(std::max(1, r.unit(u).movement));
    for (int u = 1; u <= 3; ++u) s.units[u].hex = s.units[0].hex;
    const std::size_t n = linkLength(r, s);
    std::printf("worst movement-phase position: %zu characters\n", n);
    worst = std::max(worst, n);
  }
  {
    // Everything off the map: pools, eliminated, exited, as a side sees it (chit hidden).
    Game g = crowdedGame(Phase::AlliedMovement);
    GameState s = g.view(Side::Allied);
    for (int u = 0; u < s.unitCount; ++u) {
      s.units[u].hex = -1;
      s.units[u].status = u % 3 == 0   ? UnitStatus::Eliminated
                          : u % 3 == 1 ? UnitStatus::Exited
                                       : UnitStatus::Unavailable;
      s.units[u].mpUsed = static_cast<std::uint8_t>(u % 3 == 2 ? 0 : 1);
    }
    const std::size_t n = linkLength(r, s);
    std::printf("worst off-map position: %zu characters\n", n);
    worst = std::max(worst, n);
  }
  EXPECT_LE(worst, 200u);
}

// The mixed-radix packer: random symbol sequences (radices up to 2^100) round-trip and take
// exactly ceil(log2(product of radices) / 8) bytes.
TEST(RadixPacking, RoundTripsAndTakesTheExactSize) {
  Rng rng{12345};
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<std::pair<Wide, Wide>> symbols;
    RadixWriter w;
    const int n = static_cast<int>(rng.below(60));
    for (int i = 0; i < n; ++i) {
      Wide radix;
      switch (rng.below(4)) {
        case 0:
          radix = 1 + rng.below(6);
          break;
        case 1:
          radix = (std::uint64_t{1} << 32) - rng.below(3);
          break;
        case 2:
          radix.hi = rng.next() >> (28 + rng.below(30)), radix.lo = rng.next();
          break;
        default:
          radix = 1 + (rng.next() >> rng.below(64));
          break;
      }
      if (radix == Wide(0)) radix = 1;
      Wide value;
      value.hi = radix.hi ? rng.next() % radix.hi : 0;
      value.lo = rng.next();
      if (!(value < radix)) value = radix - Wide(1);
      ASSERT_TRUE(w.put(value, radix));
      symbols.emplace_back(value, radix);
    }
    const Bytes bytes = w.bytes();
    EXPECT_LE(bytes.size(), static_cast<std::size_t>(std::ceil(w.bits() / 8 + 1e-9)));
    RadixReader rd(bytes.data(), bytes.size());
    EXPECT_TRUE(rd.canonical());
    for (const auto& [value, radix] : symbols) ASSERT_EQ(rd.get(radix), value);
    EXPECT_TRUE(rd.done());
  }
  RadixWriter w;
  EXPECT_FALSE(w.put(5, 5));
  EXPECT_TRUE(w.failed());
}
