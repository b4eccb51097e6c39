// Waterloo 20 by link: the attacks of FOG-MODEL.md, each refused with an error naming what
// was wrong: a forged reveal, a swapped salt, a counter revealed as another type than it
// moved as, a stale link, altered past actions, the opponent's decisions taken, a withheld
// reveal, a forged chain value, changed commitments.
#include <gtest/gtest.h>

#include "w20_link_util.h"

namespace {

using namespace w20test;

int revealCount(const W20Link& l) {
  int n = 0;
  for (const Entry& e : l.log) n += e.reveal;
  return n;
}

// The historical set-up's invitation reveals the inviter's placed counters (their hexes say
// what they are). Changing the unit of a reveal is refused: it does not open the commitment.
TEST(W20LinkAttack, Ruling_W29_ForgedRevealIsRefused) {
  W20Match fr = W20Match::invite(5, w20::Options{}, w20::Side::French, entropy(1));
  const std::string text = fr.link();
  ASSERT_GE(revealCount(decoded(text)), 2);
  const std::string forged = rewrite(text, [](W20Link& l) {
    for (Entry& e : l.log)
      if (e.reveal) {
        e.unit = e.unit == w20::kFrI ? w20::kFrIi : w20::kFrI;
        break;
      }
  });
  auto r = W20Match::accept(forged, entropy(2));
  ASSERT_TRUE(std::holds_alternative<persist::Error>(r));
  EXPECT_EQ(std::get<persist::Error>(r).kind, ErrorKind::Commitment);
  EXPECT_TRUE(std::holds_alternative<W20Match>(W20Match::accept(text, entropy(2))));
}

// Two reveals exchanging their salts (and so their units' claims) are refused.
TEST(W20LinkAttack, Ruling_W29_SwappedSaltIsRefused) {
  W20Match fr = W20Match::invite(5, w20::Options{}, w20::Side::French, entropy(1));
  const std::string forged = rewrite(fr.link(), [](W20Link& l) {
    Entry* first = nullptr;
    for (Entry& e : l.log)
      if (e.reveal) {
        if (!first) {
          first = &e;
          continue;
        }
        std::swap(first->salt, e.salt);
        break;
      }
  });
  auto r = W20Match::accept(forged, entropy(2));
  ASSERT_TRUE(std::holds_alternative<persist::Error>(r));
  EXPECT_EQ(std::get<persist::Error>(r).kind, ErrorKind::Commitment);
}

// A French cheater commits marker M to fr-i (a corps, MA 2) but plays it as fr-cav-i
// (cavalry, MA 3), moving it three hexes where a corps could not go. While M is face down the
// receiver cannot tell (some identity makes the move legal); when M is turned up, revealing
// the committed fr-i makes that move illegal (the whole history is replayed with the true
// type), and revealing fr-cav-i does not open the commitment.
TEST(W20LinkAttack, Ruling_W29_RevealOfAnotherTypeThanMovedIsCaught) {
  const persist::LocalSecret frDice = persist::makeSecret(naw::Side::French, entropy(1));
  const FogSecret honest = fogSecret(frDice);
  FogSecret played = honest;
  int mCorps = 0, mCav = 0;
  for (int m = 1; m <= 11; ++m) {
    if (honest.unitOfMarker[std::size_t(m - 1)] == w20::kFrI) mCorps = m;
    if (honest.unitOfMarker[std::size_t(m - 1)] == w20::kFrCavI) mCav = m;
  }
  std::swap(played.unitOfMarker[std::size_t(mCorps - 1)],
            played.unitOfMarker[std::size_t(mCav - 1)]);
  const auto toHonest = [&](W20Link& l) { l.fog[0] = commitAll(honest); };
  const auto toPlayed = [&](W20Link& l) { l.fog[0] = commitAll(played); };

  W20Match cheat = W20Match::inviteWith(9, freeSetup(), frDice, played);
  W20Match al = std::get<W20Match>(W20Match::accept(rewrite(cheat.link(), toHonest), entropy(2)));
  core::Rng rng{4};
  while (al.myTurn()) ASSERT_FALSE(al.apply(randomAction(al.game(), rng, false)).has_value());
  const auto got = cheat.receive(rewrite(al.link(), toPlayed));
  ASSERT_FALSE(got.has_value()) << got->message;
  // The cheater's set-up; then, in french-move, marker M (fr-cav-i in his game) moves where
  // fr-i could not.
  while (cheat.myTurn() && cheat.game().state().phase != w20::Phase::FrenchMove)
    ASSERT_FALSE(cheat.apply(randomAction(cheat.game(), rng, false)).has_value());
  ASSERT_EQ(cheat.game().state().phase, w20::Phase::FrenchMove);
  std::optional<w20::Action> move;
  for (const w20::Action& a : cheat.game().legalActions()) {
    if (a.kind != w20::ActionKind::Move || a.unit != w20::kFrCavI) continue;
    w20::State asCorps = cheat.game().state();  // fr-i standing where the cavalry stands
    std::swap(asCorps.units[std::size_t(w20::kFrI)], asCorps.units[std::size_t(w20::kFrCavI)]);
    w20::Action same = a;
    same.unit = w20::kFrI;
    if (w20::Game::fromState(asCorps).check(same)) {
      move = a;
      break;
    }
  }
  ASSERT_TRUE(move.has_value()) << "no move of the cavalry that a corps could not make";
  ASSERT_FALSE(cheat.apply(*move).has_value());
  const int moveIndex = int(cheat.record().log.size()) - 1;

  // Face down: the move is accepted (some counter could have made it).
  W20Match seen = al;
  const auto faceDown = seen.receive(rewrite(cheat.link(), toHonest));
  EXPECT_FALSE(faceDown.has_value()) << faceDown->message;

  // Turned up (15.1a): the reveal as played does not open the commitment...
  ASSERT_FALSE(cheat.apply(w20::revealAction(w20::kFrCavI)).has_value());
  const std::string revealed = rewrite(cheat.link(), toHonest);
  W20Match a1 = al;
  auto e1 = a1.receive(revealed);
  ASSERT_TRUE(e1.has_value());
  EXPECT_EQ(e1->kind, ErrorKind::Commitment);
  // ... and the reveal that opens it (fr-i, its salt) makes the earlier move illegal.
  const std::string committed = rewrite(revealed, [&](W20Link& l) {
    for (Entry& e : l.log)
      if (e.reveal && e.slot == modules::w20link::slotOf(w20::Side::French, mCorps))
        e.unit = w20::kFrI;
  });
  W20Match a2 = al;
  auto e2 = a2.receive(committed);
  ASSERT_TRUE(e2.has_value());
  EXPECT_EQ(e2->kind, ErrorKind::IllegalAction);
  EXPECT_EQ(e2->actionIndex, moveIndex);
  EXPECT_FALSE(e2->refusal.rule.empty());
}

struct Midgame {
  Pair p;
  std::string lastFromFrench;  // the last link the French client sent (Allied received it)
};
// Free set-up, then play until the French client has just sent a link with French moves.
Midgame midgame() {
  Midgame g{startPair(21, freeSetup()), {}};
  core::Rng rng{8};
  for (int guard = 0; guard < 400; ++guard) {
    W20Match& fr = g.p.fr;
    if (fr.myTurn()) {
      const auto legal = fr.game().legalActions();
      EXPECT_FALSE(fr.apply(legal[rng.below(std::uint32_t(legal.size()))]).has_value());
      continue;
    }
    if (g.p.al.myTurn()) {
      const auto legal = g.p.al.game().legalActions();
      EXPECT_FALSE(g.p.al.apply(legal[rng.below(std::uint32_t(legal.size()))]).has_value());
      continue;
    }
    // Neither may act: the one with the longer log sends.
    const bool frenchSends = fr.record().log.size() > g.p.al.record().log.size() ||
                             (fr.awaitingAnswer() && !g.p.al.awaitingAnswer());
    if (frenchSends) {
      g.lastFromFrench = fr.link();
      EXPECT_FALSE(g.p.al.receive(g.lastFromFrench).has_value());
      if (fr.game().state().phase >= w20::Phase::AlliedCountercharge) break;
    } else {
      const auto err = fr.receive(g.p.al.link());
      EXPECT_FALSE(err.has_value()) << err->message;
      if (err) break;
    }
  }
  return g;
}

TEST(W20LinkAttack, StaleLinkIsRefused) {
  Midgame g = midgame();
  ASSERT_FALSE(g.lastFromFrench.empty());
  auto err = g.p.al.receive(g.lastFromFrench);  // the same link again
  ASSERT_TRUE(err.has_value());
  EXPECT_NE(err->message.find("stale"), std::string::npos);
}

TEST(W20LinkAttack, AlteredPastActionIsRefused) {
  Midgame g = midgame();
  // The French link again, one of the Allied deployments in it moved by a hex and the last
  // entry repeated (so that it is not stale).
  const std::string forged = rewrite(g.lastFromFrench, [](W20Link& l) {
    l.log.push_back(l.log.back());
    for (Entry& e : l.log)
      if (!e.reveal && e.action.kind == w20::ActionKind::Deploy && e.by == w20::Side::Allied) {
        e.action.hex = static_cast<std::int16_t>(e.action.hex + 1);
        break;
      }
  });
  W20Match al = g.p.al;  // holds the true past
  auto err = al.receive(forged);
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::IllegalAction);
  EXPECT_NE(err->message.find("alters the past"), std::string::npos) << err->message;
}

TEST(W20LinkAttack, OpponentsDecisionTakenIsRefused) {
  Midgame g = midgame();
  W20Match al = g.p.al;
  // The French client appends an action in the Allied name.
  W20Match fr = g.p.fr;
  const std::string forged = rewrite(fr.link(), [](W20Link& l) {
    Entry e;
    e.by = w20::Side::Allied;
    e.action = w20::endAction();
    l.log.push_back(e);
  });
  auto err = al.receive(forged);
  ASSERT_TRUE(err.has_value());
  EXPECT_NE(err->message.find("opponent's decisions"), std::string::npos) << err->message;
}

TEST(W20LinkAttack, Ruling_W29_WithheldRevealIsRefused) {
  Midgame g = midgame();
  // The Allied player turns a counter of his face up (15.1a) but strips its reveal.
  W20Match& al = g.p.al;
  ASSERT_TRUE(al.myTurn()) << w20::phaseName(al.game().state().phase);
  int unit = -1;
  for (int u = 0; u < w20::kUnits; ++u)
    if (w20::theRoster()[std::size_t(u)].side == w20::Side::Allied &&
        al.game().unit(u).status == w20::UnitStatus::Map && !al.game().unit(u).faceUp &&
        w20::theRoster()[std::size_t(u)].type != w20::UnitType::Dummy)
      unit = u;
  ASSERT_GE(unit, 0);
  ASSERT_FALSE(al.apply(w20::revealAction(unit)).has_value());
  const std::string honest = al.link();
  ASSERT_EQ(revealCount(decoded(honest)), revealCount(decoded(g.lastFromFrench)) + 1);
  const std::string stripped = rewrite(honest, [](W20Link& l) {
    for (std::size_t i = l.log.size(); i-- > 0;)
      if (l.log[i].reveal && l.log[i].by == w20::Side::Allied) {
        l.log.erase(l.log.begin() + long(i));
        break;
      }
  });
  W20Match fr = g.p.fr;
  auto err = fr.receive(stripped);
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::MissingReveal);
  EXPECT_FALSE(g.p.fr.receive(honest).has_value());
}

TEST(W20LinkAttack, ForgedChainValueIsRefused) {
  Midgame g = midgame();
  W20Match al = g.p.al;
  ASSERT_TRUE(al.myTurn());
  const auto legal = al.game().legalActions();
  ASSERT_FALSE(al.apply(legal.front()).has_value());
  const std::string forged = rewrite(al.link(), [](W20Link& l) { l.dice[1].revealed[0] ^= 1; });
  W20Match fr = g.p.fr;
  auto err = fr.receive(forged);
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::Commitment);
}

TEST(W20LinkAttack, Ruling_W29_ChangedMarkerCommitmentsAreRefused) {
  Midgame g = midgame();
  W20Match fr = g.p.fr;
  const std::string forged = rewrite(g.lastFromFrench, [](W20Link& l) {
    std::swap(l.fog[0][0], l.fog[0][1]);
    l.log.push_back(l.log.back());
  });
  W20Match al = g.p.al;
  auto err = al.receive(forged);
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->kind, ErrorKind::Commitment);
}

}  // namespace
