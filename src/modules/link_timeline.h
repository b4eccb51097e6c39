// The replay of a game played as a modules::LinkSession (Computer Napoleonics, NLB
// Waterloo: link_session.h) as the page holds it: its timeline (timeline.h) from its start
// (a seed or the position it was opened from) through every action of its record, and "play
// on from here" (a new local session of the first k actions). A game by link replays too:
// each draw takes the number derived from both players' commitments, as it did in play
// (this browser's secret and the revealed values the session holds); a draw whose values
// this session cannot derive ends the build with the reason.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
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

template <class T>
std::variant<std::string, Timeline> linkTimeline(const LinkSession<T>& session,
                                                 const LinkTimelineFace<T>& face) {
  const LinkMatch<T>& m = session.match();
  if (linkdetail::chitsOf(m))  // the start depends on chits this browser may not know
    return std::string("a game by link with secret chits is not replayed");
  typename T::Game g = linkdetail::startGame(m, {0, 0});
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

// A new local game (hot-seat: the seeded generator draws) of the first k actions of
// `session`, from the same seed or position; the session is not touched. Refused for a game
// by link, a k past the end, and when the new game does not reach the same position
// (`expectedHash`: the timeline's moment k; numbers forced by a test differ from the seed's).
template <class T>
std::variant<BranchRefusal, LinkSession<T>> branchLink(const LinkSession<T>& session, std::size_t k,
                                                       std::uint64_t expectedHash) {
  const LinkMatch<T>& m = session.match();
  if (k > m.actions.size()) return BranchRefusal::Range;
  if (session.byLink()) return BranchRefusal::ByLink;
  LinkSession<T> s =
      m.start ? LinkSession<T>::fromPosition(*m.start) : LinkSession<T>::local(m.seed, m.variant);
  for (std::size_t i = 0; i < k; ++i)
    if (std::holds_alternative<core::Refusal>(s.apply(m.actions[i])))
      return BranchRefusal::DiceNotSeeded;
  if (s.game().hash() != expectedHash) return BranchRefusal::DiceNotSeeded;
  return s;
}

}  // namespace modules
