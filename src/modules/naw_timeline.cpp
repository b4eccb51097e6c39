#include "naw_timeline.h"

#include <memory>
#include <vector>

#include "naw_module.h"
#include "serialize.h"

namespace modules {

namespace {

core::AnyAction encoded(const naw::Action& a) {
  naw::Replay r;
  r.actions.push_back(a);
  return {naw::saveReplay(r)};
}

naw::Options startOptions(const naw::persist::Session& session) {
  naw::Options o = session.match().options;
  // A game by link draws no chit from a seed: the chits it played with are in its state.
  if (session.byLink()) {
    o.frenchChit = session.game().state().frenchChit;
    o.alliedChit = session.game().state().alliedChit;
  }
  return o;
}

}  // namespace

std::variant<std::string, Timeline> nawTimeline(const naw::persist::Session& session) {
  const std::vector<naw::LogEntry>& log = session.game().log();
  if (log.size() != session.match().actions.size())
    return std::string("this game has no record from its set-up");
  const naw::Options options = startOptions(session);
  const std::uint64_t seed = session.match().seed;
  auto start = wrapNaw(naw::Game::newGame(options, seed), seed, options, {});
  std::vector<core::AnyAction> actions;
  actions.reserve(log.size());
  for (const naw::LogEntry& e : log) actions.push_back(encoded(e.action));
  // Per action: 0 the seeded die (or no die), else the logged die to force. Decided the
  // first time the action is replayed (build() replays every action once, in order).
  auto forced = std::make_shared<std::vector<int>>(log.size(), -1);
  auto logged = std::make_shared<std::vector<naw::LogEntry>>(log);
  Timeline::Prepare prepare = [forced, logged](core::AnyGame& any, std::size_t i) {
    naw::Game* g = nawGame(any);
    const naw::LogEntry& e = (*logged)[i];
    int& f = (*forced)[i];
    if (f < 0) {
      f = 0;
      if (e.outcome.combat) {
        naw::Game trial = *g;
        const naw::ApplyResult r = trial.apply(e.action);
        const auto* o = std::get_if<naw::Outcome>(&r);
        if (!o || o->die != e.outcome.die) f = e.outcome.die;
      }
    }
    if (f > 0) g->forceDice({f});
  };
  auto built = Timeline::build(*start, std::move(actions), prepare);
  return built;
}

const naw::Game& nawAt(Timeline& timeline, std::size_t k) { return *nawGame(timeline.at(k)); }

std::variant<BranchRefusal, naw::persist::Session> branchNaw(const naw::persist::Session& session,
                                                             std::size_t k) {
  const std::vector<naw::LogEntry>& log = session.game().log();
  if (k > log.size() || log.size() != session.match().actions.size()) return BranchRefusal::Range;
  if (session.byLink()) return BranchRefusal::ByLink;
  naw::persist::Session s =
      naw::persist::Session::local(session.match().options, session.match().seed);
  for (std::size_t i = 0; i < k; ++i) {
    const naw::ApplyResult r = s.apply(log[i].action);
    const auto* o = std::get_if<naw::Outcome>(&r);
    if (!o || o->die != log[i].outcome.die) return BranchRefusal::DiceNotSeeded;
  }
  return s;
}

}  // namespace modules
