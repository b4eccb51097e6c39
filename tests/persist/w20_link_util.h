// Waterloo 20 by link in tests: two clients exchanging turn links (w20_match.h), random legal
// play from the acting client's own game, the public board both must agree on, and link
// rewriting for the attacks.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <string>
#include <variant>

#include "core/rng.h"
#include "w20_match.h"

namespace w20test {

using modules::w20link::commitAll;
using modules::w20link::Entry;
using modules::w20link::FogSecret;
using modules::w20link::fogSecret;
using modules::w20link::slotOf;
using modules::w20link::W20Link;
using modules::w20link::W20Match;
namespace persist = naw::persist;
using persist::ErrorKind;

inline persist::Entropy entropy(std::uint8_t k) {
  persist::Entropy e{};
  for (std::size_t i = 0; i < e.size(); ++i) e[i] = static_cast<std::uint8_t>(k * 37 + i);
  return e;
}

inline w20::Options freeSetup() {
  w20::Options o;
  o.freeSetup = true;  // W3: every counter placed by its owner, so markers say nothing
  return o;
}

inline W20Link decoded(const std::string& text) {
  auto r = modules::w20link::decodeLink(text);
  EXPECT_TRUE(std::holds_alternative<W20Link>(r));
  return std::holds_alternative<W20Link>(r) ? std::get<W20Link>(r) : W20Link{};
}
inline std::string rewrite(const std::string& text, const std::function<void(W20Link&)>& edit) {
  W20Link l = decoded(text);
  edit(l);
  return modules::w20link::encodeLink(l);
}

// Everything both players see alike: per marker its hex, status, face, Routed marker; the
// turn, phase, step, morale, events.
inline std::string publicBoard(const w20::Game& g) {
  std::string out;
  const w20::State& s = g.state();
  out += std::to_string(s.turn) + "/" + std::to_string(int(s.phase)) + "/" +
         std::to_string(int(s.step)) + " m" + std::to_string(s.morale[0]) + "," +
         std::to_string(s.morale[1]) + " e" + std::to_string(int(s.event[0])) + "," +
         std::to_string(int(s.event[1])) + ":";
  for (int side = 0; side < 2; ++side)
    for (int m = 1; m <= 11; ++m)
      for (int u = 0; u < w20::kUnits; ++u) {
        const w20::UnitState& us = s.units[std::size_t(u)];
        if (int(w20::theRoster()[std::size_t(u)].side) != side || us.marker != m) continue;
        out += " " + std::to_string(side) + "." + std::to_string(m) + "@" + std::to_string(us.hex) +
               "s" + std::to_string(int(us.status)) + (us.faceUp ? "U" : "D") +
               (us.routed ? "R" : "");
      }
  return out;
}

// A random legal action of the acting client's game; voluntary reveals (15.1a) left out
// unless `reveals` (or unless nothing else is legal).
inline w20::Action randomAction(const w20::Game& g, core::Rng& rng, bool reveals) {
  std::vector<w20::Action> legal = g.legalActions();
  if (!reveals) {
    std::vector<w20::Action> kept;
    for (const w20::Action& a : legal)
      if (a.kind != w20::ActionKind::Reveal) kept.push_back(a);
    if (!kept.empty()) legal = kept;  // a step that only a reveal can pass
  }
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

struct Pair {
  W20Match fr, al;
};

// The players' entropies (their secrets: markers, salts, dice) from `frKey` and `alKey`.
inline Pair startPair(std::uint64_t seed, const w20::Options& o, std::uint8_t frKey = 1,
                      std::uint8_t alKey = 2) {
  W20Match fr = W20Match::invite(seed, o, w20::Side::French, entropy(frKey));
  auto acc = W20Match::accept(fr.link(), entropy(alKey));
  EXPECT_TRUE(std::holds_alternative<W20Match>(acc));
  W20Match al = std::get<W20Match>(acc);
  const auto err = fr.receive(al.link());
  EXPECT_FALSE(err.has_value()) << err->message;
  return Pair{fr, al};
}

// Random legal play for `actions` actions; a client sends its link when it cannot act. After
// each exchange both clients must hold the same public board. Returns the number of links;
// answersAsked counts links sent for an action only the receiver could carry out.
inline int answersAsked = 0;
inline int nightAnswersAsked = 0;  // of them, links that hand over a night value (w20_night.h)
inline double slowestCallMs = 0;   // the longest apply or receive (each replays the whole log)
inline double sinceMs(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
// `reveals`: voluntary reveals (15.1a) among the random choices (left out, more counters stay
// face down and the replays' hypotheses have more to find).
inline int playRandom(Pair& p, int actions, std::uint64_t seed, bool reveals = true) {
  core::Rng rng{seed};
  W20Match* holder = p.fr.myTurn() || !p.al.myTurn() ? &p.fr : &p.al;
  int links = 0;
  for (int done = 0; done < actions && !holder->game().over();) {
    if (holder->myTurn()) {
      if (holder->game().legalActions().empty()) break;
      const w20::Action a = randomAction(holder->game(), rng, reveals);
      const auto t0 = std::chrono::steady_clock::now();
      const auto err = holder->apply(a);
      slowestCallMs = std::max(slowestCallMs, sinceMs(t0));
      EXPECT_FALSE(err.has_value())
          << err->message << " " << err->refusal.rule << " " << err->refusal.why;
      if (err) return links;
      ++done;
      continue;
    }
    W20Match* other = holder == &p.fr ? &p.al : &p.fr;
    if (holder->awaitingAnswer()) ++answersAsked;
    const w20::Step step = holder->game().step();
    if (!holder->game().over() && step.acting == holder->side() && step.owed == w20::Owed::Rally)
      ++nightAnswersAsked;  // it must roll, but waits for the other's night value
    const std::string text = holder->link();
    // W31: the link reveals the sender's chain value of every player-turn its actions reached
    // (the night's end-of-turn phase comes after the Allied player-turn).
    const W20Link sent = decoded(text);
    if (sent.dice[0].committed && sent.dice[1].committed) {
      EXPECT_GE(sent.dice[std::size_t(w20::sideIndex(holder->side()))].revealedTurn,
                holder->replayed().reached)
          << "link " << links;
      // Its night value once (and only once) its replay reached that night's end of turn.
      if (sent.version >= 2) {
        EXPECT_EQ(sent.night[std::size_t(w20::sideIndex(holder->side()))].revealed,
                  holder->replayed().night)
            << "link " << links;
      }
    }
    const auto t0 = std::chrono::steady_clock::now();
    const auto err = other->receive(text);
    slowestCallMs = std::max(slowestCallMs, sinceMs(t0));
    EXPECT_FALSE(err.has_value()) << err->message;
    if (err) return links;
    ++links;
    // The sender's board may differ only where its last actions turned up counters of the
    // receiver that the receiver has not revealed yet (a dummy is removed, a unit is not), or
    // where the receiver's true counters turned up one the sender's hypothesis did not (his
    // dummy beside the enemy when his combat phase began, W29): he has just revealed it.
    const auto& r = holder->replayed();
    const std::uint32_t enemy = holder->side() == w20::Side::French ? 0xff800u : 0x7ffu;
    const std::uint32_t answered = other->replayed().revealed & ~r.revealed & ~r.turnedUp;
    if (!(r.turnedUp & enemy & ~r.revealed) && !answered) {
      EXPECT_EQ(publicBoard(holder->game()), publicBoard(other->game())) << "link " << links;
    }
    holder = other;
  }
  return links;
}

// After playRandom: the last link and its answer; then every marker is revealed and both
// clients hold the very same game (same hash).
inline void finishAndCompare(Pair& p) {
  W20Match& last = p.fr.record().log.size() >= p.al.record().log.size() ? p.fr : p.al;
  W20Match& other = &last == &p.fr ? p.al : p.fr;
  ASSERT_TRUE(last.game().over());
  const auto err = other.receive(last.link());
  ASSERT_FALSE(err.has_value()) << err->message;
  if (other.record().log.size() > last.record().log.size()) {
    const auto err2 = last.receive(other.link());
    ASSERT_FALSE(err2.has_value()) << err2->message;
  }
  EXPECT_EQ(last.replayed().revealed, (1u << w20::kUnits) - 1);
  EXPECT_EQ(last.game().hash(), other.game().hash());
}

}  // namespace w20test
