#include "w20_timeline.h"

#include <memory>
#include <utility>
#include <vector>

#include "w20_module.h"

namespace modules {

std::variant<std::string, W20Replayed> w20Timeline(const w20::Replay& record) {
  const w20::Game g = w20::startOf(record);
  auto start = wrapW20(g, w20::Replay{record.seed, record.options, {}, record.start});
  std::vector<core::AnyAction> actions;
  actions.reserve(record.actions.size());
  for (const w20::Action& a : record.actions) actions.push_back(w20Action(a));
  auto built = Timeline::build(*start, std::move(actions));
  if (auto* e = std::get_if<std::string>(&built)) return *e;
  return W20Replayed{std::move(std::get<Timeline>(built)), g, record.actions, {}};
}

std::variant<std::string, W20Replayed> w20MatchTimeline(const w20link::W20Match& match) {
  auto moves = match.moves();
  if (auto* e = std::get_if<naw::persist::Error>(&moves)) return e->message;
  w20link::ReplayMoves& m = std::get<w20link::ReplayMoves>(moves);
  const w20link::W20Link& l = match.record();
  auto start = wrapW20(m.start, w20::Replay{l.seed, l.options, {}, std::nullopt});
  std::vector<core::AnyAction> actions;
  actions.reserve(m.actions.size());
  for (const w20::Action& a : m.actions) actions.push_back(w20Action(a));
  // Each action draws the dice committed for it, never the seeded generator's.
  auto dice = std::make_shared<std::vector<std::vector<int>>>(m.dice);
  Timeline::Prepare prepare = [dice](core::AnyGame& any, std::size_t i) {
    if (i < dice->size()) w20Game(any)->forceDice((*dice)[i]);
  };
  auto built = Timeline::build(*start, std::move(actions), prepare);
  if (auto* e = std::get_if<std::string>(&built)) return *e;
  return W20Replayed{std::move(std::get<Timeline>(built)), m.start, std::move(m.actions),
                     std::move(m.dice)};
}

std::variant<BranchRefusal, w20::Replay> branchW20(const w20::Replay& record, std::size_t k,
                                                   std::uint64_t expectedHash) {
  if (k > record.actions.size()) return BranchRefusal::Range;
  w20::Replay branch{record.seed, record.options,
                     std::vector<w20::Action>(record.actions.begin(),
                                              record.actions.begin() + static_cast<long>(k)),
                     record.start};
  auto played = w20::playReplay(branch);
  if (std::holds_alternative<std::string>(played) ||
      std::get<w20::Game>(played).hash() != expectedHash)
    return BranchRefusal::DiceNotSeeded;
  return branch;
}

std::variant<BranchRefusal, w20::Replay> branchW20Match(const w20link::W20Match& match,
                                                        std::size_t k, std::uint64_t freshSeed) {
  constexpr std::uint32_t kAll = (1u << w20::kUnits) - 1;
  if (!match.game().over() || match.replayed().pinned != kAll) return BranchRefusal::Fog;
  auto built = w20MatchTimeline(match);
  if (std::holds_alternative<std::string>(built)) return BranchRefusal::DiceNotSeeded;
  Timeline& t = std::get<W20Replayed>(built).timeline;
  if (k > t.length()) return BranchRefusal::Range;
  w20::State at = w20Game(t.at(k))->state();
  at.rng = freshSeed;
  return w20::Replay{freshSeed, match.record().options, {}, at};
}

}  // namespace modules
