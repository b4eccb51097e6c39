// Helpers for the Computer Napoleonics link tests and fixtures: random play of a CnSession
// and a two-browser game by link (no gtest: also used by tools/make_cn_fixtures.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "cn_match.h"
#include "games/cn/random_player.h"

namespace cntest {

// A fixed player's entropy (in the browser it comes from crypto.getRandomValues).
inline naw::persist::Entropy entropy(std::uint8_t seed) {
  naw::persist::Entropy e{};
  for (std::size_t i = 0; i < e.size(); ++i) e[i] = static_cast<std::uint8_t>(seed * 17 + 3 * i);
  return e;
}

inline naw::Side nawSide(cn::Side s) {
  return s == cn::Side::French ? naw::Side::French : naw::Side::Allied;
}

// Random legal actions while `side` acts (and the game is not over); false on a refusal.
inline bool playWhileActing(modules::CnSession& s, cn::RandomPlayer& p, naw::Side side) {
  for (int n = 0; n < 5000 && !s.game().over() && nawSide(s.game().step().acting) == side; ++n)
    if (std::holds_alternative<cn::Refusal>(s.apply(p.choose(s.game())))) return false;
  return true;
}

// A game by link between two sessions, French inviting: both sides play `playerTurns`
// player-turns at random, passing links. Returns the last link sent and who holds what.
struct ByLink {
  std::optional<modules::CnSession> french, allied;
  std::string lastLink;
  std::string error;  // not empty: a step failed
};
inline ByLink playByLink(std::uint64_t seed, int playerTurns) {
  ByLink out;
  out.french = modules::CnSession::invite(naw::Side::French, entropy(1));
  auto accepted = modules::CnSession::accept(out.french->link(), entropy(2));
  if (auto* e = std::get_if<naw::persist::Error>(&accepted)) {
    out.error = "accept: " + e->message;
    return out;
  }
  out.allied = std::move(std::get<modules::CnSession>(accepted));
  if (auto e = out.french->receive(out.allied->link())) {
    out.error = "acceptance: " + e->message;
    return out;
  }
  cn::RandomPlayer fp(seed), ap(seed + 1000);
  for (int t = 0; t < playerTurns && !out.french->game().over(); ++t) {
    const bool frenchActs = out.french->game().step().acting == cn::Side::French;
    modules::CnSession& me = frenchActs ? *out.french : *out.allied;
    modules::CnSession& them = frenchActs ? *out.allied : *out.french;
    if (!playWhileActing(me, frenchActs ? fp : ap, *me.localSide())) {
      out.error = "refused action in player-turn " + std::to_string(t + 1);
      return out;
    }
    out.lastLink = me.link();
    if (auto e = them.receive(out.lastLink)) {
      out.error = "receive in player-turn " + std::to_string(t + 1) + ": " + e->message;
      return out;
    }
  }
  return out;
}

}  // namespace cntest
