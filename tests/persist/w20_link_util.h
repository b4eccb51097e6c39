// Waterloo 20 by link in tests: two clients exchanging turn links (w20_match.h), random legal
// play from the acting client's own game, the public board both must agree on, and link
// rewriting for the attacks.
#pragma once

#include <gtest/gtest.h>

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
// unless `reveals`.
inline w20::Action randomAction(const w20::Game& g, core::Rng& rng, bool reveals) {
  std::vector<w20::Action> legal = g.legalActions();
  if (!reveals) {
    std::vector<w20::Action> kept;
    for (const w20::Action& a : legal)
      if (a.kind != w20::ActionKind::Reveal) kept.push_back(a);
    legal = kept;
  }
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

struct Pair {
  W20Match fr, al;
};

inline Pair startPair(std::uint64_t seed, const w20::Options& o) {
  W20Match fr = W20Match::invite(seed, o, w20::Side::French, entropy(1));
  auto acc = W20Match::accept(fr.link(), entropy(2));
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
inline int playRandom(Pair& p, int actions, std::uint64_t seed) {
  core::Rng rng{seed};
  W20Match* holder = p.fr.myTurn() || !p.al.myTurn() ? &p.fr : &p.al;
  int links = 0;
  for (int done = 0; done < actions && !holder->game().over();) {
    if (holder->myTurn()) {
      const auto legal = holder->game().legalActions();
      if (legal.empty()) break;
      const w20::Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      const auto err = holder->apply(a);
      EXPECT_FALSE(err.has_value())
          << err->message << " " << err->refusal.rule << " " << err->refusal.why;
      if (err) return links;
      ++done;
      continue;
    }
    W20Match* other = holder == &p.fr ? &p.al : &p.fr;
    if (holder->awaitingAnswer()) ++answersAsked;
    const auto err = other->receive(holder->link());
    EXPECT_FALSE(err.has_value()) << err->message;
    if (err) return links;
    ++links;
    // The sender's board may differ only where its last actions turned up counters of the
    // receiver that the receiver has not revealed yet (a dummy is removed, a unit is not).
    const auto& r = holder->replayed();
    const std::uint32_t enemy = holder->side() == w20::Side::French ? 0xff800u : 0x7ffu;
    if (!(r.turnedUp & enemy & ~r.revealed)) {
      EXPECT_EQ(publicBoard(holder->game()), publicBoard(other->game())) << "link " << links;
    }
    holder = other;
  }
  return links;
}

}  // namespace w20test
