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

// The game at moment 0: the match's start position, else the scenario's set-up.
naw::Game startGame(const naw::persist::Session& session) {
  const naw::persist::Match& m = session.match();
  if (m.start) return naw::Game::fromState(naw::Rules::standard(), *m.start);
  return naw::Game::newGame(startOptions(session), m.seed);
}

// The chits of a Grouchy game by link this browser knows (R8): its own, and the opponent's
// once revealed. Hot-seat: both.
bool knowsEveryChit(const naw::persist::Session& session) {
  const naw::persist::Match& m = session.match();
  if (!session.byLink() || !m.options.grouchy) return true;
  for (naw::Side side : {naw::Side::French, naw::Side::Allied})
    if (session.localSide() != side && m.sides[static_cast<std::size_t>(side)].chit == 0)
      return false;
  return true;
}

}  // namespace

std::variant<std::string, Timeline> nawTimeline(const naw::persist::Session& session) {
  const std::vector<naw::LogEntry>& log = session.game().log();
  if (log.size() != session.match().actions.size())
    return std::string("this game has no record from its set-up");
  const naw::Options options = startOptions(session);
  const std::uint64_t seed = session.match().seed;
  auto start = wrapNaw(startGame(session), seed, options, {}, session.match().start);
  std::vector<core::AnyAction> actions;
  actions.reserve(log.size());
  for (const naw::LogEntry& e : log) actions.push_back(encoded(e.action));
  // Per action: 0 the seeded die (or no die), else the logged die to force. Decided the
  // first time the action is replayed (build() replays every action once, in order).
  auto forced = std::make_shared<std::vector<int>>(log.size(), -1);
  auto logged = std::make_shared<std::vector<naw::LogEntry>>(log);
  // A game by link: every die was committed (its generator never rolled, as in play).
  const bool byLink = session.byLink();
  Timeline::Prepare prepare = [forced, logged, byLink](core::AnyGame& any, std::size_t i) {
    naw::Game* g = nawGame(any);
    const naw::LogEntry& e = (*logged)[i];
    int& f = (*forced)[i];
    if (f < 0) {
      f = 0;
      if (e.outcome.combat && byLink) {
        f = e.outcome.die;
      } else if (e.outcome.combat) {
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
                                                             std::size_t k,
                                                             std::uint64_t expectedHash,
                                                             std::uint64_t freshSeed) {
  const std::vector<naw::LogEntry>& log = session.game().log();
  if (k > log.size() || log.size() != session.match().actions.size()) return BranchRefusal::Range;
  if (session.byLink()) {
    // The other side's Grouchy chit is secret until revealed (R8): the new game would hold
    // the one the replay guessed.
    if (!knowsEveryChit(session)) return BranchRefusal::ByLink;
    // The position at moment k as the timeline builds it: each attack its logged die (the
    // one both players' commitments gave, checked when the session replayed its record).
    naw::Game g = startGame(session);
    for (std::size_t i = 0; i < k; ++i) {
      if (log[i].outcome.combat) g.forceDice({log[i].outcome.die});
      const naw::ApplyResult r = g.apply(log[i].action);
      const auto* o = std::get_if<naw::Outcome>(&r);
      if (!o || o->die != log[i].outcome.die) return BranchRefusal::DiceNotSeeded;
    }
    if (g.hash() != expectedHash) return BranchRefusal::DiceNotSeeded;
    naw::GameState at = g.state();
    naw::persist::reseed(at, freshSeed);
    return naw::persist::Session::fromPosition(at);
  }
  naw::persist::Session s = naw::persist::Session::atStartOf(session.match());
  for (std::size_t i = 0; i < k; ++i) {
    const naw::ApplyResult r = s.apply(log[i].action);
    const auto* o = std::get_if<naw::Outcome>(&r);
    if (!o || o->die != log[i].outcome.die) return BranchRefusal::DiceNotSeeded;
  }
  if (s.game().hash() != expectedHash) return BranchRefusal::DiceNotSeeded;
  return s;
}

}  // namespace modules
