// Waterloo 20 by link: the dice of a night's end-of-turn phase (the rally, W27; W31) come from
// both players' night values (w20_night.h, DICE-MODEL.md), which neither reveals before his
// replay has reached that phase: no link sent before it tells them, and they are not the
// French player-turn's dice again (as in link body version 1).
#include <gtest/gtest.h>

#include <variant>

#include "w20_link_util.h"
#include "w20_night.h"

namespace {

using namespace w20test;
using modules::w20link::nightDie;
using modules::w20link::nightValue;

struct NightRun {
  Pair p;
  std::vector<W20Link> linksBefore;  // every link sent before the phase was reached
  std::string reaching;              // the first link sent once it was reached
  W20Match receiverBefore;           // its receiver before it
  std::vector<int> rallyDice;        // the first rally's dice, as the engine drew them
  int rallyTurn = 0;
  int answers = 0;  // links sent only to hand a night value to a player who must roll
};

// Plays a new game by link (free set-up) until the first rally of a night has been applied.
NightRun playToNightRally(std::uint64_t seed, std::uint64_t rngSeed) {
  NightRun run{startPair(seed, freeSetup()),
               {},
               {},
               W20Match::invite(0, {}, w20::Side::French, entropy(9)),
               {},
               0,
               0};
  Pair& p = run.p;
  core::Rng rng{rngSeed};
  W20Match* holder = p.fr.myTurn() || !p.al.myTurn() ? &p.fr : &p.al;
  const auto reached = [](const W20Match& m) {
    return modules::w20link::nightReached(m.game().state()) >= 0;
  };
  for (int guard = 0; guard < 4000 && !holder->game().over(); ++guard) {
    W20Match* other = holder == &p.fr ? &p.al : &p.fr;
    if (holder->myTurn()) {
      const w20::Action a = randomAction(holder->game(), rng, true);
      if (a.kind == w20::ActionKind::Rally) {
        w20::Game copy = holder->game();
        copy.forceDice(holder->nextDice());
        const auto res = copy.apply(a);
        EXPECT_TRUE(std::holds_alternative<w20::Outcome>(res));
        const w20::Outcome& o = std::get<w20::Outcome>(res);
        for (int i = 0; i < o.nRally; ++i) run.rallyDice.push_back(o.rallyDie[std::size_t(i)]);
        run.rallyTurn = holder->game().state().turn;
      }
      EXPECT_FALSE(holder->apply(a).has_value());
      if (!run.rallyDice.empty()) return run;
      continue;
    }
    const w20::Step st = holder->game().step();
    if (!holder->game().over() && st.acting == holder->side() && st.owed == w20::Owed::Rally)
      ++run.answers;  // waits for the other's night value
    const std::string text = holder->link();
    if (!reached(*holder) && !reached(*other))
      run.linksBefore.push_back(decoded(text));
    else if (run.reaching.empty())
      run.reaching = text, run.receiverBefore = *other;
    const auto err = other->receive(text);
    EXPECT_FALSE(err.has_value()) << err->message;
    if (err) return run;
    holder = other;
  }
  return run;
}

// W27 (10.0) with W31: the k-th rally die of night i is drawn from both night values of
// night i, not from the chains; before the phase, no link revealed either night value (so
// neither player could derive these dice), and the dice are not the French player-turn's
// first draws again (the version-1 order).
TEST(W20LinkNight, Ruling_W27_RallyDiceComeFromNightValuesRevealedOnlyAtThatPhase) {
  NightRun run = playToNightRally(16, 115);
  ASSERT_FALSE(run.rallyDice.empty());
  ASSERT_FALSE(run.linksBefore.empty());
  EXPECT_EQ(run.p.fr.record().version, modules::w20link::kW20MatchBodyVersion);
  for (const W20Link& l : run.linksBefore)
    for (int s = 0; s < 2; ++s) EXPECT_EQ(l.night[std::size_t(s)].revealed, -1);
  const int night = modules::w20link::nightOf(run.rallyTurn);
  ASSERT_GE(night, 0);
  const auto fr = nightValue(run.p.fr.secret(), night), al = nightValue(run.p.al.secret(), night);
  std::vector<int> expected, chains;
  const int pt = 2 * (run.rallyTurn - 1);  // the French player-turn of that turn
  const auto cfr = run.p.fr.secret().chainValue(pt), cal = run.p.al.secret().chainValue(pt);
  for (std::size_t k = 0; k < run.rallyDice.size(); ++k) {
    expected.push_back(nightDie(fr, al, night, int(k)));
    chains.push_back(modules::w20link::committedDie(cfr, cal, pt, int(k)));
  }
  EXPECT_EQ(run.rallyDice, expected);
  EXPECT_NE(run.rallyDice, chains) << run.rallyDice.size() << " dice";
}

// W31: the link that reaches a night's end-of-turn phase carries its sender's night value; one
// without it, or with a value that does not open his commitment, is refused, nothing changed.
TEST(W20LinkNight, Ruling_W31_ANightValueWithheldOrForgedIsRefused) {
  NightRun run = playToNightRally(16, 115);
  ASSERT_FALSE(run.reaching.empty());
  const W20Link sent = decoded(run.reaching);
  const std::size_t by = std::size_t(w20::sideIndex(sent.sender));
  ASSERT_EQ(sent.night[by].revealed, 0);
  W20Match receiver = run.receiverBefore;
  const std::uint64_t hash = receiver.game().hash();
  const auto withheld =
      receiver.receive(rewrite(run.reaching, [&](W20Link& l) { l.night[by].revealed = -1; }));
  ASSERT_TRUE(withheld.has_value());
  EXPECT_EQ(withheld->kind, ErrorKind::MissingReveal);
  const auto forged =
      receiver.receive(rewrite(run.reaching, [&](W20Link& l) { l.night[by].value[0] ^= 1; }));
  ASSERT_TRUE(forged.has_value());
  EXPECT_EQ(forged->kind, ErrorKind::Commitment);
  EXPECT_EQ(receiver.game().hash(), hash);
  EXPECT_FALSE(receiver.receive(run.reaching).has_value());
}

// Honest random games by link (body version 2) played to the end: no refusal, every link
// checked (playRandom: each sender reveals his night value exactly once his replay reached
// that night's end-of-turn phase), both clients the same game at the end; some rallied at a
// night's end, and some waited there for the other's night value (the round trip).
TEST(W20LinkNight, Ruling_W31_RandomGamesByLinkRallyAtNightToTheEnd) {
  int rallies = 0, answers = 0, games = 0;
  for (std::uint64_t s = 8; s <= 15; ++s) {
    SCOPED_TRACE("seed " + std::to_string(s));
    w20::Options o;
    o.freeSetup = s % 2 == 0;
    o.fog = s % 3 != 0;
    Pair p = startPair(s + 100, o, std::uint8_t(s + 3), std::uint8_t(s + 104));
    const int asked = nightAnswersAsked;
    playRandom(p, 3000, 7 * s + 3);
    answers += nightAnswersAsked - asked;
    finishAndCompare(p);
    for (const Entry& e : p.fr.record().log)
      rallies += !e.reveal && e.action.kind == w20::ActionKind::Rally;
    ++games;
  }
  EXPECT_EQ(games, 8);
  EXPECT_GT(rallies, 0);
  EXPECT_GT(answers, 0);
}

// W31, the round trip: a player whose own link reached a night's end-of-turn phase and who must
// roll there (his rally) holds only his own night value; he waits (awaitingAnswer, no dice
// yet), the other answers with a link that adds nothing but his night value, and then he rolls.
// (Random game of seed 13 of the sweep below, where it happens.)
TEST(W20LinkNight, Ruling_W31_WhoReachedTheNightAndMustRollWaitsForTheOthersValue) {
  w20::Options o;
  o.fog = true;
  Pair p = startPair(113, o, 16, 117);
  core::Rng rng{94};
  W20Match* holder = p.fr.myTurn() || !p.al.myTurn() ? &p.fr : &p.al;
  bool seen = false;
  for (int guard = 0; guard < 4000 && !holder->game().over() && !seen; ++guard) {
    W20Match* other = holder == &p.fr ? &p.al : &p.fr;
    if (holder->myTurn()) {
      ASSERT_FALSE(holder->apply(randomAction(holder->game(), rng, true)).has_value());
      continue;
    }
    const w20::Step st = holder->game().step();
    if (st.acting == holder->side() && st.owed == w20::Owed::Rally) {
      seen = true;
      const int night = modules::w20link::nightOf(holder->game().state().turn);
      const std::size_t mine = std::size_t(w20::sideIndex(holder->side()));
      EXPECT_TRUE(holder->awaitingAnswer());
      EXPECT_TRUE(holder->nextDice().empty());
      EXPECT_LT(holder->record().night[1 - mine].revealed, night);
      const std::string text = holder->link();
      EXPECT_EQ(decoded(text).night[mine].revealed, night);
      ASSERT_FALSE(other->receive(text).has_value());
      EXPECT_FALSE(other->myTurn());
      const std::size_t logBefore = other->record().log.size();
      const W20Link answer = decoded(other->link());
      EXPECT_EQ(answer.night[1 - mine].revealed, night);
      const auto err = holder->receive(modules::w20link::encodeLink(answer));
      ASSERT_FALSE(err.has_value()) << err->message;
      EXPECT_TRUE(holder->myTurn());
      ASSERT_FALSE(holder->nextDice().empty());
      const auto fr = nightValue(p.fr.secret(), night), al = nightValue(p.al.secret(), night);
      const auto& r = holder->replayed();
      const int k = r.drawTurn == 100 + night ? r.draws : 0;  // that phase's draws so far
      EXPECT_EQ(holder->nextDice()[0], nightDie(fr, al, night, k));
      for (std::size_t i = logBefore; i < answer.log.size(); ++i) EXPECT_TRUE(answer.log[i].reveal);
      break;
    }
    const auto err = other->receive(holder->link());
    ASSERT_FALSE(err.has_value()) << err->message;
    holder = other;
  }
  EXPECT_TRUE(seen);
}

}  // namespace
