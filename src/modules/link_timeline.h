// The replay of a game played as a modules::LinkSession (Computer Napoleonics, NLB
// Waterloo: link_session.h) as the page holds it: its timeline (timeline.h) from its start
// (a seed or the position it was opened from) through every action of its record, and "play
// on from here" (a new local session at moment k). A game by link replays too:
// each draw takes the number derived from both players' commitments, as it did in play
// (this browser's secret and the revealed values the session holds); a draw whose values
// this session cannot derive ends the build with the reason.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "link_session.h"
#include "timeline.h"

namespace modules {

// What a game gives: its game behind core::AnyGame (wrap, and the way back to force a
// number) and one of its actions encoded for AnyGame::apply.
template <class T>
struct LinkTimelineFace {
  std::unique_ptr<core::AnyGame> (*wrap)(typename T::Game game, const LinkMatch<T>& match);
  typename T::Game* (*unwrap)(core::AnyGame& game);
  core::AnyAction (*encode)(const typename T::Action& action);
};

namespace linkdetail {
// The chits a game by link started with, when this browser knows both (its own from its
// secret, the opponent's once revealed: R8); {0, 0} for a game without secret chits.
template <class T>
std::optional<std::array<int, 2>> knownStartChits(const LinkSession<T>& session) {
  const auto candidates = chitCandidates(session.match(), session.secret());
  if (candidates[0].size() != 1 || candidates[1].size() != 1) return std::nullopt;
  return std::array<int, 2>{candidates[0][0], candidates[1][0]};
}
}  // namespace linkdetail

// The timeline of a game by link of a variant with secret chits (NLB's Grouchy) is built
// once both chits are known here: before the opponent's is revealed (R8), the start itself is
// unknown to this browser.
template <class T>
std::variant<std::string, Timeline> linkTimeline(const LinkSession<T>& session,
                                                 const LinkTimelineFace<T>& face) {
  const LinkMatch<T>& m = session.match();
  const auto chits = linkdetail::knownStartChits(session);
  if (!chits) return std::string("the opponent's Grouchy chit is still secret (R8)");
  typename T::Game g = linkdetail::startGame(m, *chits);
  std::unique_ptr<core::AnyGame> start = face.wrap(g, m);
  // The number each draw of a game by link took (-1: none, or the seeded generator's).
  auto forced = std::make_shared<std::vector<int>>(m.actions.size(), -1);
  if (m.dice == persist::DiceMode::Committed) {
    persist::DrawCount draws;
    for (std::size_t i = 0; i < m.actions.size(); ++i) {
      const typename T::Action& a = m.actions[i];
      if (T::draws(a) && !g.check(a)) {
        auto n = linkdetail::committedNumber(m, session.secret(), g, draws, "a number");
        if (auto* e = std::get_if<persist::Error>(&n)) return e->message;
        (*forced)[i] = std::get<int>(n);
      }
      if (auto err = linkdetail::applyOne(m, session.secret(), g, draws, a, static_cast<int>(i)))
        return err->message;
    }
  }
  std::vector<core::AnyAction> actions;
  actions.reserve(m.actions.size());
  for (const typename T::Action& a : m.actions) actions.push_back(face.encode(a));
  auto unwrap = face.unwrap;
  Timeline::Prepare prepare = [forced, unwrap](core::AnyGame& any, std::size_t i) {
    if (i < forced->size() && (*forced)[i] >= 0) T::force(*unwrap(any), (*forced)[i]);
  };
  return Timeline::build(*start, std::move(actions), prepare);
}

// "Play on from here": a new local game (hot-seat or against the computer; the seeded
// generator draws) at moment k of `session`; the session is not touched.
// - A game on this device: its first k actions from the same seed or position (its save
//   replays them).
// - A game by link: the position at moment k (each number of the first k actions the one
//   derived from both players' commitments, as the replay does), saved as the start of the
//   new game (its `start`, as a position link opens) with its generator reseeded with
//   `freshSeed` (the page's entropy, as a new game's seed). In a game by link the engine's
//   generator never draws: it holds the start's value (0 for the scenario, the same in every
//   such game), so without the reseed every game played on from a game by link would roll
//   the same, foreseeable numbers. Refused for a game by link with secret chits (NLB's
//   Grouchy variant) while the opponent's is still secret (R8): its start depends on it, and
//   a game played on here would show it.
// Refused for a k past the end, and when the new game does not reach the same position
// (`expectedHash`: the timeline's moment k; numbers forced by a test differ from the seed's).
template <class T>
std::variant<BranchRefusal, LinkSession<T>> branchLink(const LinkSession<T>& session, std::size_t k,
                                                       std::uint64_t expectedHash,
                                                       std::uint64_t freshSeed) {
  const LinkMatch<T>& m = session.match();
  if (k > m.actions.size()) return BranchRefusal::Range;
  if (session.byLink()) {
    const auto chits = linkdetail::knownStartChits(session);
    if (!chits) return BranchRefusal::ByLink;
    typename T::Game g = linkdetail::startGame(m, *chits);
    persist::DrawCount draws;
    for (std::size_t i = 0; i < k; ++i)
      if (linkdetail::applyOne(m, session.secret(), g, draws, m.actions[i], static_cast<int>(i)))
        return BranchRefusal::DiceNotSeeded;
    if (g.hash() != expectedHash) return BranchRefusal::DiceNotSeeded;
    typename T::State at = g.state();
    T::reseed(at, freshSeed);
    return LinkSession<T>::fromPosition(at);
  }
  LinkSession<T> s =
      m.start ? LinkSession<T>::fromPosition(*m.start) : LinkSession<T>::local(m.seed, m.variant);
  for (std::size_t i = 0; i < k; ++i)
    if (std::holds_alternative<core::Refusal>(s.apply(m.actions[i])))
      return BranchRefusal::DiceNotSeeded;
  if (s.game().hash() != expectedHash) return BranchRefusal::DiceNotSeeded;
  return s;
}

}  // namespace modules
