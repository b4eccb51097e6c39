// Helpers for the NLB Waterloo link tests and fixtures: random play of an NlbSession and a
// two-browser game by link (no gtest: also used by tools/make_nlb_fixtures.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/rng.h"
#include "games/nlb/random_player.h"
#include "nlb_match.h"

namespace nlbtest {

// A fixed player's entropy (in the browser it comes from crypto.getRandomValues).
inline naw::persist::Entropy entropy(std::uint8_t seed) {
  naw::persist::Entropy e{};
  for (std::size_t i = 0; i < e.size(); ++i) e[i] = static_cast<std::uint8_t>(seed * 29 + 5 * i);
  return e;
}

inline naw::Side actingSide(const nlb::Game& g) {
  return modules::NlbLinkTraits::acting(g) == 0 ? naw::Side::French : naw::Side::Allied;
}

// Random legal actions while `side` acts (and the game is not over); false on a refusal.
inline bool playWhileActing(modules::NlbSession& s, core::Rng& rng, naw::Side side) {
  for (int n = 0; n < 5000 && !s.game().over() && actingSide(s.game()) == side; ++n)
    if (std::holds_alternative<nlb::Refusal>(s.apply(nlb::randomAction(s.game(), rng))))
      return false;
  return true;
}

// A game by link between two sessions, French inviting: `exchanges` times the side to act
// plays at random until the other side is to act, and sends its link. Returns the last link
// sent and both sessions.
struct ByLink {
  std::optional<modules::NlbSession> french, allied;
  std::string lastLink;
  std::string error;  // not empty: a step failed
};
// `grouchy`: the Grouchy variant (R8), each player's chit from his entropy; `frenchEntropy` and
// `alliedEntropy` the players' entropy seeds.
inline ByLink playByLink(std::uint64_t seed, int exchanges, bool grouchy = false,
                         std::uint8_t frenchEntropy = 1, std::uint8_t alliedEntropy = 2) {
  ByLink out;
  out.french = modules::NlbSession::invite(naw::Side::French, entropy(frenchEntropy), grouchy);
  auto accepted = modules::NlbSession::accept(out.french->link(), entropy(alliedEntropy));
  if (auto* e = std::get_if<naw::persist::Error>(&accepted)) {
    out.error = "accept: " + e->message;
    return out;
  }
  out.allied = std::move(std::get<modules::NlbSession>(accepted));
  if (auto e = out.french->receive(out.allied->link())) {
    out.error = "acceptance: " + e->message;
    return out;
  }
  core::Rng fr{seed}, ar{seed + 1000};
  for (int t = 0; t < exchanges && !out.french->game().over(); ++t) {
    const bool frenchActs = actingSide(out.french->game()) == naw::Side::French;
    modules::NlbSession& me = frenchActs ? *out.french : *out.allied;
    modules::NlbSession& them = frenchActs ? *out.allied : *out.french;
    if (!playWhileActing(me, frenchActs ? fr : ar, *me.localSide())) {
      out.error = "refused action in exchange " + std::to_string(t + 1);
      return out;
    }
    out.lastLink = me.link();
    if (auto e = them.receive(out.lastLink)) {
      out.error = "receive in exchange " + std::to_string(t + 1) + ": " + e->message;
      return out;
    }
  }
  return out;
}

}  // namespace nlbtest
