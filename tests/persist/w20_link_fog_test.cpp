// Waterloo 20 by link: what a turn link lets the receiver learn about the sender's face-down
// counters (FOG-MODEL.md, ruling W29), and honest games by link replaying on both sides.
#include <gtest/gtest.h>

#include <algorithm>

#include "w20_link_util.h"

namespace {

using namespace w20test;

// The marker of `unit` in a fog secret.
int markerOf(const FogSecret& f, int unit) {
  for (int m = 0; m < 11; ++m)
    if (f.unitOfMarker[std::size_t(m)] == unit) return m + 1;
  return 0;
}

// Plays the French side of a free set-up through a scripted exchange with the same Allied
// client, the French counters' identities from `french`. Returns the French link after
// the set-up and the first French moves, every French counter still face down.
std::string frenchLinkAfterSetup(const FogSecret& french, std::uint64_t seed) {
  const persist::LocalSecret frDice = persist::makeSecret(naw::Side::French, entropy(1));
  W20Match fr = W20Match::inviteWith(7, freeSetup(), frDice, french);
  auto acc = W20Match::accept(fr.link(), entropy(2));
  W20Match al = std::get<W20Match>(acc);
  // The Allied set-up: the same actions whatever the French identities.
  core::Rng rng{seed};
  while (al.myTurn()) EXPECT_FALSE(al.apply(randomAction(al.game(), rng, false)).has_value());
  EXPECT_FALSE(fr.receive(al.link()).has_value());
  // The French set-up and moves, chosen by marker so that both games make the same choices.
  while (fr.myTurn() && fr.game().state().phase != w20::Phase::AlliedCountercharge) {
    auto legal = fr.game().legalActions();
    legal.erase(
        std::remove_if(legal.begin(), legal.end(),
                       [](const w20::Action& a) { return a.kind == w20::ActionKind::Reveal; }),
        legal.end());
    const auto slots = modules::w20link::inverseOf(fr.replayed().unitOfSlot);
    std::sort(legal.begin(), legal.end(), [&](const w20::Action& a, const w20::Action& b) {
      const int sa = a.unit < 0 ? -1 : slots[std::size_t(a.unit)];
      const int sb = b.unit < 0 ? -1 : slots[std::size_t(b.unit)];
      if (a.kind != b.kind) return a.kind < b.kind;
      if (sa != sb) return sa < sb;
      if (a.hex != b.hex) return a.hex < b.hex;
      return std::lexicographical_compare(a.path.begin(), a.path.begin() + a.pathLength,
                                          b.path.begin(), b.path.begin() + b.pathLength);
    });
    EXPECT_FALSE(fr.apply(legal[rng.below(std::uint32_t(legal.size()))]).has_value());
  }
  for (int u = 0; u < w20::kUnits; ++u)
    if (w20::theRoster()[std::size_t(u)].side == w20::Side::French &&
        fr.game().unit(u).status == w20::UnitStatus::Map) {
      EXPECT_FALSE(fr.game().unit(u).faceUp);
    }
  return fr.link();
}

// Two games that differ only in which French corps stands under two face-down markers
// (fr-i and fr-ii, both corps of strength 3 and MA 2, so the same moves are legal): their
// links differ in the commitments only, and with those blanked they are the same bytes.
TEST(W20Link, Ruling_W29_LinkBytesDoNotTellAFaceDownIdentity) {
  const persist::LocalSecret frDice = persist::makeSecret(naw::Side::French, entropy(1));
  const FogSecret a = fogSecret(frDice);
  FogSecret b = a;
  const int mi = markerOf(a, w20::kFrI), mii = markerOf(a, w20::kFrIi);
  ASSERT_TRUE(mi > 0 && mii > 0);
  std::swap(b.unitOfMarker[std::size_t(mi - 1)], b.unitOfMarker[std::size_t(mii - 1)]);
  for (std::uint64_t seed : {3u, 11u, 29u}) {
    const std::string la = frenchLinkAfterSetup(a, seed);
    const std::string lb = frenchLinkAfterSetup(b, seed);
    EXPECT_NE(la, lb);  // the commitments bind the identities
    const W20Link da = decoded(la), db = decoded(lb);
    EXPECT_GT(da.log.size(), 20u);  // set-up of both sides and French moves
    EXPECT_NE(da.fog[0], db.fog[0]);
    const auto blank = [](W20Link& l) { l.fog[0] = {}; };
    EXPECT_EQ(rewrite(la, blank), rewrite(lb, blank)) << "seed " << seed;
  }
}

// Without the salt no identity opens a commitment: trying every French counter with a wrong
// salt (another marker's, or zeros) never matches, while the right salt opens exactly one.
TEST(W20Link, Ruling_W29_CommitmentOpensOnlyWithItsSalt) {
  const FogSecret f = fogSecret(persist::makeSecret(naw::Side::French, entropy(5)));
  const auto commits = commitAll(f);
  for (int m = 1; m <= 11; ++m) {
    int opened = 0;
    for (int u = 0; u < w20::kUnits; ++u) {
      for (int other = 1; other <= 11; ++other)
        if (other != m) {
          EXPECT_FALSE(modules::w20link::revealMatches(commits, slotOf(w20::Side::French, m), u,
                                                       f.salt[std::size_t(other - 1)]));
        }
      EXPECT_FALSE(modules::w20link::revealMatches(commits, slotOf(w20::Side::French, m), u, {}));
      opened += modules::w20link::revealMatches(commits, slotOf(w20::Side::French, m), u,
                                                f.salt[std::size_t(m - 1)]);
    }
    EXPECT_EQ(opened, 1) << "marker f" << m;
  }
  // Markers are a permutation drawn from the secret: two secrets, two orders.
  const FogSecret g = fogSecret(persist::makeSecret(naw::Side::French, entropy(6)));
  EXPECT_NE(f.unitOfMarker, g.unitOfMarker);
}

// Honest whole games by link, free and historical set-up: every link is accepted, both
// clients see the same public board after each exchange, no view holds the identity of a
// face-down enemy counter, and at the end every marker is revealed: the last replay pins
// every identity, and both clients then hold the very same game (same hash). The seeded games
// include actions only the receiver could carry out (answered by his link).
TEST(W20Link, Ruling_W29_HonestGamesByLinkReplayOnBothSidesToTheEnd) {
  for (bool freeSet : {true, false}) {
    w20::Options o;
    o.freeSetup = freeSet;
    Pair p = startPair(100, o);
    answersAsked = 0;
    const int links = playRandom(p, 2000, 7);
    EXPECT_GT(links, 10) << "free " << freeSet;
    // Night disengagements beside face-down enemies went to their owner and back (W11).
    EXPECT_GT(answersAsked, 0) << "free " << freeSet;
    for (const W20Match* m : {&p.fr, &p.al}) {
      const w20::View v = m->view();
      for (int i = 0; i < v.nUnits; ++i) {
        const w20::ViewUnit& vu = v.units[std::size_t(i)];
        if (vu.side != m->side() && vu.status == w20::UnitStatus::Map && !vu.faceUp) {
          EXPECT_EQ(vu.unit, w20::kNoUnit);
        }
      }
    }
    // The last one to act sends the final link; its receiver answers with its own reveals.
    SCOPED_TRACE(freeSet ? "free set-up" : "historical set-up");
    finishAndCompare(p);
  }
}

}  // namespace
