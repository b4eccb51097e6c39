#include "cn_timeline.h"

#include <memory>
#include <vector>

#include "cn_module.h"
#include "games/cn/codec.h"

namespace modules {

std::variant<std::string, Timeline> cnTimeline(const CnSession& session) {
  const CnMatch& m = session.match();
  if (session.byLink())
    return std::string("a game by link draws its numbers from both players' commitments");
  std::unique_ptr<core::AnyGame> start =
      m.start ? wrapCn(cn::Game::fromState(*m.start), 0, m.start->solitaire, {})
              : wrapCn(cn::Game::newGame(m.seed, m.solitaire), m.seed, m.solitaire, {});
  std::vector<core::AnyAction> actions;
  actions.reserve(m.actions.size());
  for (const cn::Action& a : m.actions) {
    cn::Replay one;
    one.actions.push_back(a);
    actions.push_back({cn::encodeReplay(one)});
  }
  return Timeline::build(*start, std::move(actions));
}

}  // namespace modules
